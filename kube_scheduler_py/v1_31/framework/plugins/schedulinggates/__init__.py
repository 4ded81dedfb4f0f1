"""Port of pkg/scheduler/framework/plugins/schedulinggates."""

from kube_scheduler_py.v1_31.framework.plugins.schedulinggates.scheduling_gates import (
    Name,
    SchedulingGates,
    new,
)

__all__ = ["Name", "SchedulingGates", "new"]
