"""Which Go function of v1.31.1 runs at each step a trace records, with its permalink.

Every trace record names the Go code that was running when it was taken: the framework's
runner of one plugin for an extension-point call, the cache or queue method behind a pod's
move, the CycleState method behind a state access, the Scheduler or framework function behind
a scheduling- or binding-cycle step. `GO_FUNCS` maps each step kind to that function.

Keys are `<category>/<name>`: `step/...` (cycle steps), `plugin/...` (extension points),
`state/...` (CycleState accesses), `cache/...` (Go cache methods), `queue/...` (Go queue
methods). Each value names the Go declaration as `Receiver.Method`; tests/trace checks that
the permalink starts at exactly that declaration.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["GO_FUNCS", "GoFunc", "go_func"]


@dataclass(frozen=True, slots=True)
class GoFunc:
    """A Go function of pkg/scheduler: its name (`Receiver.Method`) and its permalink."""

    name: str
    link: str


GO_FUNCS: dict[str, GoFunc] = {
    "step/Popped": GoFunc(
        "Scheduler.ScheduleOne",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L65-L133",
    ),
    "step/SchedulingCycle": GoFunc(
        "Scheduler.schedulingCycle",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L138-L261",
    ),
    "step/SchedulePod": GoFunc(
        "Scheduler.schedulePod",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L400-L448",
    ),
    "step/PostFilter": GoFunc(
        "frameworkImpl.RunPostFilterPlugins",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L908-L951",
    ),
    "step/Assume": GoFunc(
        "Scheduler.assume",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L945-L962",
    ),
    "step/Reserve": GoFunc(
        "frameworkImpl.RunReservePluginsReserve",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1359-L1389",
    ),
    "step/Unreserve": GoFunc(
        "frameworkImpl.RunReservePluginsUnreserve",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1403-L1425",
    ),
    "step/Permit": GoFunc(
        "frameworkImpl.RunPermitPlugins",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1443-L1490",
    ),
    "step/HandleSchedulingFailure": GoFunc(
        "Scheduler.handleSchedulingFailure",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L1022-L1108",
    ),
    "step/BindingCycle": GoFunc(
        "Scheduler.bindingCycle",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L264-L332",
    ),
    "step/WaitOnPermit": GoFunc(
        "frameworkImpl.WaitOnPermit",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1503-L1527",
    ),
    "step/PreBind": GoFunc(
        "frameworkImpl.RunPreBindPlugins",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1232-L1262",
    ),
    "step/Bind": GoFunc(
        "Scheduler.bind",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L967-L978",
    ),
    "step/FinishBinding": GoFunc(
        "Scheduler.finishBinding",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L999-L1009",
    ),
    "step/PostBind": GoFunc(
        "frameworkImpl.RunPostBindPlugins",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1324-L1342",
    ),
    "step/HandleBindingCycleError": GoFunc(
        "Scheduler.handleBindingCycleError",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L334-L366",
    ),
    "plugin/PreEnqueue": GoFunc(
        "PriorityQueue.runPreEnqueuePlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L592-L600",
    ),
    "plugin/PreFilter": GoFunc(
        "frameworkImpl.runPreFilterPlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L757-L765",
    ),
    "plugin/PreFilterExtensionAddPod": GoFunc(
        "frameworkImpl.runPreFilterExtensionAddPod",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L802-L810",
    ),
    "plugin/PreFilterExtensionRemovePod": GoFunc(
        "frameworkImpl.runPreFilterExtensionRemovePod",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L847-L855",
    ),
    "plugin/Filter": GoFunc(
        "frameworkImpl.runFilterPlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L896-L904",
    ),
    "plugin/PostFilter": GoFunc(
        "frameworkImpl.runPostFilterPlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L953-L961",
    ),
    "plugin/PreScore": GoFunc(
        "frameworkImpl.runPreScorePlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1087-L1095",
    ),
    "plugin/Score": GoFunc(
        "frameworkImpl.runScorePlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1209-L1217",
    ),
    "plugin/NormalizeScore": GoFunc(
        "frameworkImpl.runScoreExtension",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1219-L1227",
    ),
    "plugin/Reserve": GoFunc(
        "frameworkImpl.runReservePluginReserve",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1391-L1399",
    ),
    "plugin/Unreserve": GoFunc(
        "frameworkImpl.runReservePluginUnreserve",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1427-L1435",
    ),
    "plugin/Permit": GoFunc(
        "frameworkImpl.runPermitPlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1492-L1500",
    ),
    "plugin/PreBind": GoFunc(
        "frameworkImpl.runPreBindPlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1264-L1272",
    ),
    "plugin/Bind": GoFunc(
        "frameworkImpl.runBindPlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1313-L1321",
    ),
    "plugin/PostBind": GoFunc(
        "frameworkImpl.runPostBindPlugin",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1344-L1352",
    ),
    "state/Read": GoFunc(
        "CycleState.Read",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L104-L109",
    ),
    "state/Write": GoFunc(
        "CycleState.Write",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L114-L116",
    ),
    "state/Delete": GoFunc(
        "CycleState.Delete",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L121-L123",
    ),
    "state/Clone": GoFunc(
        "CycleState.Clone",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L82-L98",
    ),
    "state/SkipFilterPlugins": GoFunc(
        "frameworkImpl.RunPreFilterPlugins",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L698-L755",
    ),
    "state/SkipScorePlugins": GoFunc(
        "frameworkImpl.RunPreScorePlugins",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1052-L1085",
    ),
    "cache/AssumePod": GoFunc(
        "cacheImpl.AssumePod",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L360-L373",
    ),
    "cache/FinishBinding": GoFunc(
        "cacheImpl.FinishBinding",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L375-L377",
    ),
    "cache/ForgetPod": GoFunc(
        "cacheImpl.ForgetPod",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L403-L422",
    ),
    "cache/AddPod": GoFunc(
        "cacheImpl.AddPod",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L484-L515",
    ),
    "cache/UpdatePod": GoFunc(
        "cacheImpl.UpdatePod",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L517-L543",
    ),
    "cache/RemovePod": GoFunc(
        "cacheImpl.RemovePod",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L545-L568",
    ),
    "cache/cleanupAssumedPods": GoFunc(
        "cacheImpl.cleanupAssumedPods",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L729-L752",
    ),
    "queue/Add": GoFunc(
        "PriorityQueue.Add",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L646-L657",
    ),
    "queue/Activate": GoFunc(
        "PriorityQueue.Activate",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L660-L674",
    ),
    "queue/AddUnschedulableIfNotPresent": GoFunc(
        "PriorityQueue.AddUnschedulableIfNotPresent",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L841-L887",
    ),
    "queue/Pop": GoFunc(
        "PriorityQueue.Pop",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L944-L977",
    ),
    "queue/Done": GoFunc(
        "PriorityQueue.Done",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L981-L986",
    ),
    "queue/Update": GoFunc(
        "PriorityQueue.Update",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1057-L1154",
    ),
    "queue/Delete": GoFunc(
        "PriorityQueue.Delete",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1158-L1173",
    ),
    "queue/MoveAllToActiveOrBackoffQueue": GoFunc(
        "PriorityQueue.MoveAllToActiveOrBackoffQueue",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1227-L1231",
    ),
    "queue/AssignedPodAdded": GoFunc(
        "PriorityQueue.AssignedPodAdded",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1177-L1184",
    ),
    "queue/AssignedPodUpdated": GoFunc(
        "PriorityQueue.AssignedPodUpdated",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1188-L1200",
    ),
    "queue/flushBackoffQCompleted": GoFunc(
        "PriorityQueue.flushBackoffQCompleted",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L890-L917",
    ),
    "queue/flushUnschedulablePodsLeftover": GoFunc(
        "PriorityQueue.flushUnschedulablePodsLeftover",
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L921-L937",
    ),
}


def go_func(kind: str) -> GoFunc:
    """The Go function behind a step kind (a key of GO_FUNCS)."""
    return GO_FUNCS[kind]
