"""Port of pkg/scheduler/framework (v1.37.2): the scheduling framework kept in kubernetes.

Everything Go's `framework` package exports is re-exported here, so ported code can write
`framework.NodeInfo`, `framework.new_node_info(...)` as Go does; the plugin-facing interfaces
of the staging module are `v1_37/fwk` (Go's `fwk`). The sub-packages (parallelize, plugins,
runtime, preemption) are imported on their own.
"""

# Python: the NodeInfo generation counter is read as `framework.types.generation`; a
# re-export here would be a stale copy of the number.
from kube_scheduler_py.v1_37.framework.cycle_state import (
    CycleState,
    new_cycle_state,
)

__all__ = [
    "CycleState",
    "new_cycle_state",
]
