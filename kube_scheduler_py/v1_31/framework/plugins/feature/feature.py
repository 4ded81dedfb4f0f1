"""The feature-gate values in-tree plugins are built with.

Plugins receive a `Features` value instead of reading the global feature gate, so a test can
build a plugin with any combination of gates.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True, kw_only=True)
class Features:
    """The gates plugins care about, as booleans (the registry fills them from the gate).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/feature/feature.go#L22-L31
    """

    enable_dra_control_plane_controller: bool = False
    enable_dynamic_resource_allocation: bool = False
    enable_volume_capacity_priority: bool = False
    enable_node_inclusion_policy_in_pod_topology_spread: bool = False
    enable_match_label_keys_in_pod_topology_spread: bool = False
    enable_in_place_pod_vertical_scaling: bool = False
    enable_sidecar_containers: bool = False
    enable_scheduling_queue_hint: bool = False
