"""Port of pkg/scheduler/apis/config/validation: checks of the internal configuration."""

from kube_scheduler_py.v1_37.apis.config.validation.validation import (
    validate_kube_scheduler_configuration,
)
from kube_scheduler_py.v1_37.apis.config.validation.validation_pluginargs import (
    VolumeBindingArgsValidationOptions,
    validate_default_preemption_args,
    validate_dynamic_resources_args,
    validate_inter_pod_affinity_args,
    validate_node_affinity_args,
    validate_node_resources_balanced_allocation_args,
    validate_node_resources_fit_args,
    validate_pod_topology_spread_args,
    validate_volume_binding_args,
    validate_volume_binding_args_with_options,
)

__all__ = [
    "VolumeBindingArgsValidationOptions",
    "validate_default_preemption_args",
    "validate_dynamic_resources_args",
    "validate_inter_pod_affinity_args",
    "validate_kube_scheduler_configuration",
    "validate_node_affinity_args",
    "validate_node_resources_balanced_allocation_args",
    "validate_node_resources_fit_args",
    "validate_pod_topology_spread_args",
    "validate_volume_binding_args",
    "validate_volume_binding_args_with_options",
]
