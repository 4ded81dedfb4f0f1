"""Port of pkg/scheduler/framework/plugins/names: plugin name constants.

Import it like Go does: `from kube_scheduler_py.v1_31.framework.plugins import names`, then
`names.NodeResourcesFit`.
"""

from kube_scheduler_py.v1_31.framework.plugins.names.names import (
    AzureDiskLimits,
    CinderLimits,
    DefaultBinder,
    DefaultPreemption,
    DynamicResources,
    EBSLimits,
    GCEPDLimits,
    ImageLocality,
    InterPodAffinity,
    NodeAffinity,
    NodeName,
    NodePorts,
    NodeResourcesBalancedAllocation,
    NodeResourcesFit,
    NodeUnschedulable,
    NodeVolumeLimits,
    PodTopologySpread,
    PrioritySort,
    SchedulingGates,
    TaintToleration,
    VolumeBinding,
    VolumeRestrictions,
    VolumeZone,
)

__all__ = [
    "AzureDiskLimits",
    "CinderLimits",
    "DefaultBinder",
    "DefaultPreemption",
    "DynamicResources",
    "EBSLimits",
    "GCEPDLimits",
    "ImageLocality",
    "InterPodAffinity",
    "NodeAffinity",
    "NodeName",
    "NodePorts",
    "NodeResourcesBalancedAllocation",
    "NodeResourcesFit",
    "NodeUnschedulable",
    "NodeVolumeLimits",
    "PodTopologySpread",
    "PrioritySort",
    "SchedulingGates",
    "TaintToleration",
    "VolumeBinding",
    "VolumeRestrictions",
    "VolumeZone",
]
