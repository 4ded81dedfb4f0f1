"""k8s.io/kube-scheduler/extender/v1: what the scheduler and an HTTP extender exchange.

Import it as ``from kube_scheduler_py.v1_37.api.extender import v1 as extenderv1`` and write
``extenderv1.ExtenderArgs`` as Go does. (Their JSON wire form comes with this
edition's serialization.)
"""

from .types import (
    ExtenderArgs,
    ExtenderBindingArgs,
    ExtenderBindingResult,
    ExtenderFilterResult,
    ExtenderPreemptionArgs,
    ExtenderPreemptionResult,
    FailedNodesMap,
    HostPriority,
    HostPriorityList,
    MaxExtenderPriority,
    MetaPod,
    MetaVictims,
    MinExtenderPriority,
    NodeList,
    Victims,
)

__all__ = [
    "ExtenderArgs",
    "ExtenderBindingArgs",
    "ExtenderBindingResult",
    "ExtenderFilterResult",
    "ExtenderPreemptionArgs",
    "ExtenderPreemptionResult",
    "FailedNodesMap",
    "HostPriority",
    "HostPriorityList",
    "MaxExtenderPriority",
    "MetaPod",
    "MetaVictims",
    "MinExtenderPriority",
    "NodeList",
    "Victims",
]
