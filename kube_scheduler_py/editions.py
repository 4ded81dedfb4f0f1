"""The editions: which Kubernetes release's scheduler a command runs.

Python-only: kube-scheduler has one version per binary; this project carries two ports side by
side, each in its own package laid out as its own Go tree (`kube_scheduler_py.v1_31` for
v1.31.1, `kube_scheduler_py.v1_37` for v1.37.2). The shared layers (command line, simulation
driver, trace, pictures, widgets) never import an edition's ported code by name; they ask
`get(name).entry()` for the edition's entry module, whose functions the `EditionEntry` protocol
below lists. docs/editions.md describes the layout and this interface.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Protocol, cast


class UnknownEditionError(ValueError):
    """Python-only: an edition name no package answers to (`--edition 1.29`)."""


class NotPortedError(Exception):
    """Python-only: the command needs a part of an edition that is not ported yet.

    The command line refuses it as bad input (exit code 2) with this message, so a scenario or
    gate is never silently run on a scheduler that lacks what it asks for.
    """


class EditionEntry(Protocol):
    """Python-only: what the shared layers call in an edition (its `edition.py` module)."""

    @property
    def FeatureGateError(self) -> type[Exception]:
        """What `feature_gates` raises for a bad `--feature-gates` value."""
        ...

    @property
    def ConfigFileError(self) -> type[Exception]:
        """What `config_defaults` raises for a bad configuration file."""
        ...

    def feature_gates(self, flags: Sequence[str]) -> AbstractContextManager[None]:
        """The gates of `--feature-gates` values, set for what runs inside the context."""
        ...

    def known_feature_gates(self) -> list[str]:
        """The lines of `config feature-gates`: every gate the flag can switch."""
        ...

    def config_defaults(self, config_path: str | None) -> str:
        """`config defaults`: the configuration as kube-scheduler would run it, as YAML."""
        ...

    def require_scheduling(self) -> None:
        """Raise NotPortedError unless this edition can schedule (simulate, run, stepper)."""
        ...


@dataclass(frozen=True)
class Edition:
    """Python-only: one ported Kubernetes release."""

    name: str  # what --edition takes: "1.31"
    tag: str  # the kubernetes tag its permalinks name: "v1.31.1"
    package: str  # the Python package of its ported tree

    def entry(self) -> EditionEntry:
        """The edition's entry module, imported on first use (the other edition stays unloaded)."""
        return cast(EditionEntry, importlib.import_module(f"{self.package}.edition"))


EDITIONS = (
    Edition("1.31", "v1.31.1", "kube_scheduler_py.v1_31"),
    Edition("1.37", "v1.37.2", "kube_scheduler_py.v1_37"),
)
#: The edition commands run without --edition: v1.31.1 until v1.37.2's scheduling path is ported.
DEFAULT = "1.31"


def get(name: str) -> Edition:
    """The edition called `name` ("1.31" or "1.37"; a leading "v" and the tag are accepted)."""
    wanted = name.removeprefix("v")
    for edition in EDITIONS:
        if wanted in (edition.name, edition.tag.removeprefix("v")):
            return edition
    known = ", ".join(edition.name for edition in EDITIONS)
    raise UnknownEditionError(f"unknown edition {name!r} (known: {known})")


def from_flag(text: str) -> Edition:
    """The `--edition` flag's argparse type: an unknown name is a usage error (exit code 2)."""
    try:
        return get(text)
    except UnknownEditionError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
