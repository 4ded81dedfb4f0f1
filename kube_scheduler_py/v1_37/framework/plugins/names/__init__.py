"""Port of pkg/scheduler/framework/plugins/names: plugin name constants.

Import it like Go does: `from kube_scheduler_py.v1_37.framework.plugins import names`, then
`names.NodeResourcesFit`.
"""

from kube_scheduler_py.v1_37.framework.plugins.names.names import (
    DefaultBinder,
    DefaultPreemption,
    DeferredPodScheduling,
    DynamicResources,
    GangScheduling,
    ImageLocality,
    InterPodAffinity,
    NodeAffinity,
    NodeDeclaredFeatures,
    NodeName,
    NodePorts,
    NodeResourcesBalancedAllocation,
    NodeResourcesFit,
    NodeUnschedulable,
    NodeVolumeLimits,
    PodGroupPodsCount,
    PodTopologySpread,
    PrioritySort,
    SchedulingGates,
    TaintToleration,
    TopologyPlacementGenerator,
    VolumeBinding,
    VolumeRestrictions,
    VolumeZone,
)

__all__ = [
    "DefaultBinder",
    "DefaultPreemption",
    "DeferredPodScheduling",
    "DynamicResources",
    "GangScheduling",
    "ImageLocality",
    "InterPodAffinity",
    "NodeAffinity",
    "NodeDeclaredFeatures",
    "NodeName",
    "NodePorts",
    "NodeResourcesBalancedAllocation",
    "NodeResourcesFit",
    "NodeUnschedulable",
    "NodeVolumeLimits",
    "PodGroupPodsCount",
    "PodTopologySpread",
    "PrioritySort",
    "SchedulingGates",
    "TaintToleration",
    "TopologyPlacementGenerator",
    "VolumeBinding",
    "VolumeRestrictions",
    "VolumeZone",
]
