"""Port of pkg/scheduler/framework/plugins/schedulinggates."""

from kube_scheduler_py.framework.plugins.schedulinggates.scheduling_gates import (
    Name,
    SchedulingGates,
    new,
)

__all__ = ["Name", "SchedulingGates", "new"]
