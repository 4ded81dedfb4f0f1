"""The configuration kube-scheduler runs with when no --config file is given."""

from __future__ import annotations

from kube_scheduler_py.v1_37.apis import config
from kube_scheduler_py.v1_37.apis.config import v1 as configv1
from kube_scheduler_py.v1_37.apis.config.v1.conversion import (
    convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration,
)
from kube_scheduler_py.v1_37.apis.config.v1.defaults import (
    set_defaults_kube_scheduler_configuration,
)


def default() -> config.KubeSchedulerConfiguration:
    """A fully defaulted v1 configuration, converted to the internal types.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/latest/latest.go#L28-L43
    """
    versioned_cfg = configv1.KubeSchedulerConfiguration()
    # The recommended debugging configuration: profiling on.
    versioned_cfg.enable_profiling = True

    set_defaults_kube_scheduler_configuration(versioned_cfg)
    cfg = convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration(
        versioned_cfg
    )
    # The apiVersion is set here rather than in conversion, which would lose it.
    cfg.api_version = configv1.SchemeGroupVersion
    return cfg
