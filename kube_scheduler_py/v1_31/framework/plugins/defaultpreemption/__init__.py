"""Port of pkg/scheduler/framework/plugins/defaultpreemption: the DefaultPreemption plugin."""

from kube_scheduler_py.v1_31.framework.plugins.defaultpreemption.default_preemption import (
    DefaultPreemption,
    DefaultPreemptionError,
    Name,
    filter_pods_with_pdb_violation,
    get_pdb_lister,
    new,
    pod_terminating_by_preemption,
)

__all__ = [
    "DefaultPreemption",
    "DefaultPreemptionError",
    "Name",
    "filter_pods_with_pdb_violation",
    "get_pdb_lister",
    "new",
    "pod_terminating_by_preemption",
]
