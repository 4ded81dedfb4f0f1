"""The feature-gate values in-tree plugins are built with.

Plugins receive a `Features` value instead of reading the global feature gate, so a test can
build a plugin with any combination of gates.
"""

from __future__ import annotations

from dataclasses import dataclass

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.features import featureGate


@dataclass(slots=True, kw_only=True)
class Features:
    """The gates plugins care about, as booleans (NewSchedulerFeaturesFromGates fills them).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/plugins/feature/feature.go#L27-L62
    """

    enable_dra_extended_resource: bool = False
    enable_dra_prioritized_list: bool = False
    enable_dra_admin_access: bool = False
    enable_dra_consumable_capacity: bool = False
    enable_dra_device_compatibility_groups: bool = False
    enable_dra_fractional_capacity_range: bool = False
    enable_dra_derived_attributes: bool = False
    enable_dra_device_taints: bool = False
    enable_dra_device_binding_conditions: bool = False
    enable_dra_list_type_attributes: bool = False
    enable_dra_node_allocatable_resources: bool = False
    enable_dra_optional_node_operations: bool = False
    enable_dra_partitionable_devices: bool = False
    enable_dra_resource_claim_device_status: bool = False
    enable_dra_scheduler_filter_timeout: bool = False
    enable_dra_workload_resource_claims: bool = False
    enable_dynamic_resource_allocation: bool = False
    enable_volume_attributes_class: bool = False
    enable_volume_limit_scaling: bool = False
    enable_node_inclusion_policy_in_pod_topology_spread: bool = False
    enable_match_label_keys_in_pod_topology_spread: bool = False
    enable_in_place_pod_vertical_scaling: bool = False
    enable_async_preemption: bool = False
    enable_pod_level_resources: bool = False
    enable_storage_capacity_scoring: bool = False
    enable_node_declared_features: bool = False
    enable_generic_workload: bool = False
    enable_taint_toleration_comparison_operators: bool = False
    enable_in_place_pod_level_resources_vertical_scaling: bool = False
    enable_in_place_pod_vertical_scaling_scheduler_preemption: bool = False
    enable_topology_aware_workload_scheduling: bool = False
    enable_inter_pod_affinity_hostname_fast_path: bool = False
    enable_pod_group_preemption_policy: bool = False
    enable_composite_pod_group: bool = False


def new_scheduler_features_from_gates(feature_gate: featureGate) -> Features:
    """The current values of the gates, copied into a Features value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/plugins/feature/feature.go#L65-L102
    """
    return Features(
        enable_dra_extended_resource=feature_gate.enabled(features.DRAExtendedResource),
        enable_dra_prioritized_list=feature_gate.enabled(features.DRAPrioritizedList),
        enable_dra_admin_access=feature_gate.enabled(features.DRAAdminAccess),
        enable_dra_consumable_capacity=feature_gate.enabled(features.DRAConsumableCapacity),
        enable_dra_device_compatibility_groups=feature_gate.enabled(
            features.DRADeviceCompatibilityGroups
        ),
        enable_dra_fractional_capacity_range=feature_gate.enabled(
            features.DRAFractionalCapacityRange
        ),
        enable_dra_derived_attributes=feature_gate.enabled(features.DRADerivedAttributes),
        enable_dra_device_taints=feature_gate.enabled(features.DRADeviceTaints),
        enable_dra_list_type_attributes=feature_gate.enabled(features.DRAListTypeAttributes),
        enable_dra_optional_node_operations=feature_gate.enabled(
            features.DRAOptionalNodeOperations
        ),
        enable_dra_scheduler_filter_timeout=feature_gate.enabled(
            features.DRASchedulerFilterTimeout
        ),
        enable_dra_resource_claim_device_status=feature_gate.enabled(
            features.DRAResourceClaimDeviceStatus
        ),
        enable_dra_device_binding_conditions=feature_gate.enabled(
            features.DRADeviceBindingConditions
        ),
        enable_dra_workload_resource_claims=feature_gate.enabled(
            features.DRAWorkloadResourceClaims
        ),
        enable_dynamic_resource_allocation=feature_gate.enabled(features.DynamicResourceAllocation),
        enable_volume_attributes_class=feature_gate.enabled(features.VolumeAttributesClass),
        enable_volume_limit_scaling=feature_gate.enabled(features.VolumeLimitScaling),
        enable_node_inclusion_policy_in_pod_topology_spread=feature_gate.enabled(
            features.NodeInclusionPolicyInPodTopologySpread
        ),
        enable_match_label_keys_in_pod_topology_spread=feature_gate.enabled(
            features.MatchLabelKeysInPodTopologySpread
        ),
        enable_in_place_pod_vertical_scaling=feature_gate.enabled(
            features.InPlacePodVerticalScaling
        ),
        enable_async_preemption=feature_gate.enabled(features.SchedulerAsyncPreemption),
        enable_pod_level_resources=feature_gate.enabled(features.PodLevelResources),
        enable_dra_partitionable_devices=feature_gate.enabled(features.DRAPartitionableDevices),
        enable_storage_capacity_scoring=feature_gate.enabled(features.StorageCapacityScoring),
        enable_node_declared_features=feature_gate.enabled(features.NodeDeclaredFeatures),
        enable_generic_workload=feature_gate.enabled(features.GenericWorkload),
        enable_taint_toleration_comparison_operators=feature_gate.enabled(
            features.TaintTolerationComparisonOperators
        ),
        enable_in_place_pod_level_resources_vertical_scaling=feature_gate.enabled(
            features.InPlacePodLevelResourcesVerticalScaling
        ),
        enable_in_place_pod_vertical_scaling_scheduler_preemption=feature_gate.enabled(
            features.InPlacePodVerticalScalingSchedulerPreemption
        ),
        enable_topology_aware_workload_scheduling=feature_gate.enabled(
            features.TopologyAwareWorkloadScheduling
        ),
        enable_pod_group_preemption_policy=feature_gate.enabled(features.PodGroupPreemptionPolicy),
        enable_dra_node_allocatable_resources=feature_gate.enabled(
            features.DRANodeAllocatableResources
        ),
        enable_composite_pod_group=feature_gate.enabled(features.CompositePodGroup),
        enable_inter_pod_affinity_hostname_fast_path=feature_gate.enabled(
            features.InterPodAffinityHostnameFastPath
        ),
    )
