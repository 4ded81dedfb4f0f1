"""The in-tree plugin registry: every plugin of v1.31.1 by name, with its factory.

Port of pkg/scheduler/framework/plugins/registry.go. Python: DynamicResources (alpha, off by
default in v1.31.1) is not ported, so it is not registered.
"""

from __future__ import annotations

import functools

from kube_scheduler_py import gorand
from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.framework.plugins.defaultbinder import default_binder as defaultbinder
from kube_scheduler_py.v1_31.framework.plugins.defaultpreemption import (
    default_preemption as defaultpreemption,
)
from kube_scheduler_py.v1_31.framework.plugins.feature.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.imagelocality import image_locality as imagelocality
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity import plugin as interpodaffinity
from kube_scheduler_py.v1_31.framework.plugins.nodeaffinity import node_affinity as nodeaffinity
from kube_scheduler_py.v1_31.framework.plugins.nodename import node_name as nodename
from kube_scheduler_py.v1_31.framework.plugins.nodeports import node_ports as nodeports
from kube_scheduler_py.v1_31.framework.plugins.noderesources import balanced_allocation, fit
from kube_scheduler_py.v1_31.framework.plugins.nodeunschedulable import (
    node_unschedulable as nodeunschedulable,
)
from kube_scheduler_py.v1_31.framework.plugins.nodevolumelimits import csi, non_csi
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread import plugin as podtopologyspread
from kube_scheduler_py.v1_31.framework.plugins.queuesort import priority_sort as queuesort
from kube_scheduler_py.v1_31.framework.plugins.schedulinggates import (
    scheduling_gates as schedulinggates,
)
from kube_scheduler_py.v1_31.framework.plugins.tainttoleration import (
    taint_toleration as tainttoleration,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding import volume_binding as volumebinding
from kube_scheduler_py.v1_31.framework.plugins.volumerestrictions import (
    volume_restrictions as volumerestrictions,
)
from kube_scheduler_py.v1_31.framework.plugins.volumezone import volume_zone as volumezone
from kube_scheduler_py.v1_31.framework.runtime import registry as runtime

__all__ = ["new_in_tree_registry"]


def new_in_tree_registry(
    *, rng: gorand.Rand | None = None, clock: PassiveClock | None = None
) -> runtime.Registry:
    """Every in-tree plugin, with the feature gates of this process baked into its factory.

    # Python: Go's DefaultPreemption draws from the process-wide math/rand source and reads
    # the wall clock; here the scheduler's seeded rng and virtual clock are bound into it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/registry.go#L47-L86
    """
    gate = features.DefaultFeatureGate
    fts = Features(
        enable_dra_control_plane_controller=gate.enabled(features.DRAControlPlaneController),
        enable_dynamic_resource_allocation=gate.enabled(features.DynamicResourceAllocation),
        enable_volume_capacity_priority=gate.enabled(features.VolumeCapacityPriority),
        enable_node_inclusion_policy_in_pod_topology_spread=gate.enabled(
            features.NodeInclusionPolicyInPodTopologySpread
        ),
        enable_match_label_keys_in_pod_topology_spread=gate.enabled(
            features.MatchLabelKeysInPodTopologySpread
        ),
        enable_in_place_pod_vertical_scaling=gate.enabled(features.InPlacePodVerticalScaling),
        enable_sidecar_containers=gate.enabled(features.SidecarContainers),
        enable_scheduling_queue_hint=gate.enabled(features.SchedulerQueueingHints),
    )
    adapt = runtime.factory_adapter
    return runtime.Registry(
        {
            imagelocality.Name: imagelocality.new,
            tainttoleration.Name: adapt(fts, tainttoleration.new),
            nodename.Name: nodename.new,
            nodeports.Name: nodeports.new,
            nodeaffinity.Name: nodeaffinity.new,
            podtopologyspread.Name: adapt(fts, podtopologyspread.new),
            nodeunschedulable.Name: nodeunschedulable.new,
            fit.Name: adapt(fts, fit.new_fit),
            balanced_allocation.BalancedAllocationName: adapt(
                fts, balanced_allocation.new_balanced_allocation
            ),
            volumebinding.Name: adapt(fts, volumebinding.new),
            volumerestrictions.Name: adapt(fts, volumerestrictions.new),
            volumezone.Name: volumezone.new,
            csi.CSIName: adapt(fts, csi.new_csi),
            non_csi.EBSName: adapt(fts, non_csi.new_ebs),
            non_csi.GCEPDName: adapt(fts, non_csi.new_gcepd),
            non_csi.AzureDiskName: adapt(fts, non_csi.new_azure_disk),
            non_csi.CinderName: adapt(fts, non_csi.new_cinder),
            interpodaffinity.Name: interpodaffinity.new,
            queuesort.Name: queuesort.new,
            defaultbinder.Name: defaultbinder.new,
            defaultpreemption.Name: adapt(
                fts, functools.partial(defaultpreemption.new, rng=rng, clock=clock)
            ),
            schedulinggates.Name: adapt(fts, schedulinggates.new),
        }
    )
