"""Python-only: the v1.37.2 edition's entry points for the shared layers.

v1.37.2 is being ported part by part (docs/editions.md). What is not there yet is refused with
NotPortedError, which the command line reports as bad input (exit code 2), naming the part.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager

from kube_scheduler_py.editions import NotPortedError

# Python-only: until the v1.37.2 gates and configuration API are ported, their refusals are
# the not-ported refusal itself.
FeatureGateError = NotPortedError
ConfigFileError = NotPortedError

_SCHEDULING = (
    "the v1.37.2 edition cannot schedule yet: its scheduling path (queue, cache, scheduling "
    "cycle, plugins) is not ported; --edition 1.31 runs v1.31.1"
)


def feature_gates(flags: Sequence[str]) -> AbstractContextManager[None]:
    """Python-only: refused until kube-scheduler v1.37.2's feature gates are ported."""
    raise NotPortedError("the v1.37.2 edition's feature gates are not ported yet")


def known_feature_gates() -> list[str]:
    """Python-only: refused until kube-scheduler v1.37.2's feature gates are ported."""
    raise NotPortedError("the v1.37.2 edition's feature gates are not ported yet")


def config_defaults(config_path: str | None) -> str:
    """Python-only: refused until the v1.37.2 configuration API is ported."""
    raise NotPortedError("the v1.37.2 edition's configuration API is not ported yet")


def require_scheduling() -> None:
    """Python-only: the v1.37.2 scheduling path is not ported yet."""
    raise NotPortedError(_SCHEDULING)
