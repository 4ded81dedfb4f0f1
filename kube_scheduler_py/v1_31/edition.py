"""Python-only: the v1.31.1 edition's entry points for the shared layers.

The command line and the simulation driver reach this edition through these functions (the
`EditionEntry` protocol of kube_scheduler_py.editions); every part of v1.31.1 is ported, so
nothing here refuses.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager

from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.apis.config.write import ConfigFileError, write_config_defaults
from kube_scheduler_py.v1_31.features import FeatureGateError

__all__ = ["ConfigFileError", "FeatureGateError"]


def feature_gates(flags: Sequence[str]) -> AbstractContextManager[None]:
    """Python-only: `--feature-gates` values set on the process-wide gate inside the context."""
    return features.feature_gates_set(features.parse_feature_gates_flag(flags))


def known_feature_gates() -> list[str]:
    """Python-only: the gates `--feature-gates` can switch, as kube-scheduler lists them."""
    return features.DefaultFeatureGate.known_features()


def config_defaults(config_path: str | None) -> str:
    """Python-only: the defaulted, validated configuration as YAML."""
    return write_config_defaults(config_path)


def require_scheduling() -> None:
    """Python-only: v1.31.1 schedules; nothing to refuse."""
