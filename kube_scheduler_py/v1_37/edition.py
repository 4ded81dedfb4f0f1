"""Python-only: the v1.37.2 edition's entry points for the shared layers.

v1.37.2 is being ported part by part (docs/editions.md). Its feature gates and configuration
API are ported, so `config feature-gates`, `config defaults` and `--feature-gates` answer as
kube-scheduler v1.37.2 does; what is not there yet is refused with NotPortedError, which the
command line reports as bad input (exit code 2), naming the part.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager

from kube_scheduler_py.editions import NotPortedError
from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.apis.config.write import ConfigFileError, write_config_defaults
from kube_scheduler_py.v1_37.features import FeatureGateError

__all__ = ["ConfigFileError", "FeatureGateError"]

_SCHEDULING = (
    "the v1.37.2 edition cannot schedule yet: its scheduling path (queue, cache, scheduling "
    "cycle, plugins) is not ported; --edition 1.31 runs v1.31.1"
)


def feature_gates(flags: Sequence[str]) -> AbstractContextManager[None]:
    """Python-only: `--feature-gates` values set on the process-wide gate inside the context.

    The flag is parsed and checked here, before anything else runs, as kube-scheduler parses
    its flags before it reads its configuration.
    """
    return features.feature_gates_set(features.parse_feature_gates_flag(flags))


def known_feature_gates() -> list[str]:
    """Python-only: the gates `--feature-gates` can switch, as kube-scheduler v1.37.2 lists them."""
    return features.DefaultFeatureGate.known_features()


def config_defaults(config_path: str | None) -> str:
    """Python-only: the defaulted, validated configuration as YAML."""
    return write_config_defaults(config_path)


def require_scheduling() -> None:
    """Python-only: the v1.37.2 scheduling path is not ported yet."""
    raise NotPortedError(_SCHEDULING)
