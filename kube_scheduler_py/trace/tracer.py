"""The Tracer: records every step of a simulation run, without touching the ported code.

Everything is observed from outside, through wrappers and observers:

- the cache and the scheduling queue are built as ObservedCache and ObservedPriorityQueue
  (drop-in subclasses that report each pod's moves): `building_scheduler()` makes the two
  factories that scheduler.new calls (internalcache.new, internalqueue.new_scheduling_queue)
  build them while the scheduler is being built, and restores the factories right after;
- the framework's runners of one plugin (runFilterPlugin and friends, and the queue's
  runPreEnqueuePlugin) and the Scheduler's and framework's cycle steps (NextPod,
  schedulingCycle, SchedulePod, assume, RunReservePluginsReserve, ..., bind, finishBinding,
  the failure handlers) are replaced, on the objects of this run only, by wrappers that call
  the original and record what happened;
- the CycleState a scheduling cycle creates is handed to the framework as it is, but first
  turned into a `_TracedCycleState` (the same object, with a subclass that reports reads,
  writes, deletes, clones and the skip sets). ScheduleOne writes PodsToActivate before the
  cycle reaches a wrapper, so the entries already there are reported as writes when the state
  is first seen. A clone (made by CycleState.clone, which iterates the storage) is reported
  when it is made and traced from the first plugin call it reaches.

Not traced: QueueSort's Less (called for every comparison in activeQ) and extenders.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import contextlib
import inspect
import re
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any

from kube_scheduler_py.clock import PassiveClock, go_duration_string
from kube_scheduler_py.trace.golinks import go_func
from kube_scheduler_py.trace.records import (
    BindingStep,
    CacheTransition,
    CycleStateAccess,
    PluginCall,
    QueueMove,
    SchedulingStep,
    Trace,
    TraceRecord,
)
from kube_scheduler_py.trace.values import readable
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.cycle_state import (
    CycleState,
    ErrNotFound,
    StateData,
    StateKey,
)
from kube_scheduler_py.v1_31.internal import cache as internalcache
from kube_scheduler_py.v1_31.internal.cache.observe import (
    ObservedCache,
    PodCacheState,
    new_observed_cache,
)
from kube_scheduler_py.v1_31.internal.queue import scheduling_queue as internalqueue
from kube_scheduler_py.v1_31.internal.queue.observe import (
    ObservedPriorityQueue,
    QueueLocation,
    new_observed_priority_queue,
)

__all__ = ["Tracer"]

#: The event label Go attaches to a queue move when the method is not given a cluster event.
_IMPLIED_EVENTS = {
    "Add": framework.PodAdd,
    "Activate": framework.ForceActivate,
    "AddUnschedulableIfNotPresent": framework.ScheduleAttemptFailure,
    "flushBackoffQCompleted": framework.BackoffComplete,
    "Update": framework.UnscheduledPodUpdate.label,
}

#: The framework's runners of one plugin: method, extension point, plugin method it calls.
_PLUGIN_RUNNERS = (
    ("run_pre_filter_plugin", "PreFilter", "pre_filter"),
    ("run_pre_filter_extension_add_pod_", "PreFilterExtensionAddPod", "add_pod"),
    ("run_pre_filter_extension_remove_pod_", "PreFilterExtensionRemovePod", "remove_pod"),
    ("run_filter_plugin", "Filter", "filter"),
    ("run_post_filter_plugin", "PostFilter", "post_filter"),
    ("run_pre_score_plugin", "PreScore", "pre_score"),
    ("run_score_plugin", "Score", "score"),
    ("run_score_extension", "NormalizeScore", "normalize_score"),
    ("run_reserve_plugin_reserve", "Reserve", "reserve"),
    ("run_reserve_plugin_unreserve", "Unreserve", "unreserve"),
    ("run_permit_plugin", "Permit", "permit"),
    ("run_pre_bind_plugin", "PreBind", "pre_bind"),
    ("run_bind_plugin", "Bind", "bind"),
    ("run_post_bind_plugin", "PostBind", "post_bind"),
)

#: The framework's cycle steps that return a status: method, step.
_FRAMEWORK_STEPS = (
    ("run_reserve_plugins_reserve", "Reserve"),
    ("run_permit_plugins", "Permit"),
    ("run_pre_bind_plugins", "PreBind"),
)

_GO_LINK = re.compile(r"Go: (https://github\.com/kubernetes/kubernetes/blob/\S+)")
_SKIP_SETS = {"skip_filter_plugins": "SkipFilterPlugins", "skip_score_plugins": "SkipScorePlugins"}


def _pod_key(pod: v1.Pod) -> str:
    return f"{pod.metadata.namespace}/{pod.metadata.name}"


def _set(obj: Any, name: str, value: Any) -> None:
    """Set an attribute of an object or module (a method or a factory function)."""
    setattr(obj, name, value)


def _replace(obj: Any, name: str, wrap: Callable[[Any], Any]) -> None:
    """Replace obj.name, on this object only, by wrap(the original)."""
    _set(obj, name, wrap(getattr(obj, name)))


def _status_fields(status: framework.Status | None) -> dict[str, str]:
    return {
        "code": str(framework.Status.code(status)),
        "message": framework.Status.message(status),
    }


class Tracer:
    """Records one simulation run into a Trace (see the module docstring for how)."""

    def __init__(self, trace: Trace, clock: PassiveClock) -> None:
        self.trace = trace
        self.clock = clock
        # Record times count seconds from the start of the run.
        self._start = clock.now()
        self._cache: ObservedCache | None = None
        self._pods_by_uid: dict[str, tuple[str, str]] = {}
        self._state_ids = 0
        self._pending_clone: int | None = None
        self._plugin_links: dict[tuple[type, str], str] = {}

    @contextlib.contextmanager
    def building_scheduler(self) -> Iterator[None]:
        """While the scheduler is built, scheduler.new builds an observed cache and queue."""
        saved_cache, saved_queue = internalcache.new, internalqueue.new_scheduling_queue
        _set(internalcache, "new", new_observed_cache)
        _set(internalqueue, "new_scheduling_queue", new_observed_priority_queue)
        try:
            yield
        finally:
            _set(internalcache, "new", saved_cache)
            _set(internalqueue, "new_scheduling_queue", saved_queue)

    def attach(self, sched: Any) -> None:
        """Start recording a scheduler built inside building_scheduler(), once its profiles
        are final and before it runs."""
        cache, queue = sched.cache, sched.scheduling_queue
        if not isinstance(cache, ObservedCache) or not isinstance(queue, ObservedPriorityQueue):
            raise TypeError("the scheduler must be built inside Tracer.building_scheduler()")
        self._cache = cache
        cache.add_observer(self._on_cache_transition)
        queue.add_observer(self._on_queue_move)
        _replace(queue, "run_pre_enqueue_plugin", self._traced_pre_enqueue)
        for fwk in sched.profiles.values():
            self._trace_framework(fwk)
        self._trace_scheduling_cycle(sched)
        self._trace_binding_cycle(sched)

    # Recording.

    def _add(self, record_type: type[TraceRecord], pod: str, kind: str, **fields: Any) -> None:
        self.trace.records.append(
            record_type(
                seq=len(self.trace.records),
                time=(self.clock.now() - self._start).total_seconds(),
                pod=pod,
                go=go_func(kind).link,
                **fields,
            )
        )

    def _duration(self, start: datetime) -> str | None:
        elapsed = self.clock.now() - start
        return go_duration_string(elapsed) if elapsed else None

    # The cache and the queue.

    def _on_cache_transition(
        self, uid: str, old: PodCacheState, new: PodCacheState, method: str
    ) -> None:
        assert self._cache is not None
        state = self._cache.pod_states.get(uid)
        if state is not None:
            self._pods_by_uid[uid] = (_pod_key(state.pod), state.pod.spec.node_name)
        pod, node = self._pods_by_uid.get(uid, (uid, ""))
        self._add(
            CacheTransition,
            pod,
            f"cache/{method}",
            old=old.value,
            new=new.value,
            method=method,
            node=node,
        )

    def _on_queue_move(
        self,
        key: str,
        old: QueueLocation,
        new: QueueLocation,
        method: str,
        event: framework.ClusterEvent | None,
    ) -> None:
        label = event.label if event is not None else _IMPLIED_EVENTS.get(method, "")
        self._add(
            QueueMove,
            key,
            f"queue/{method}",
            old=old.value,
            new=new.value,
            method=method,
            event=label,
        )

    # Plugin calls.

    def _traced_pre_enqueue(self, run: Callable[..., Any]) -> Callable[..., Any]:
        def traced(pl: Any, pod: v1.Pod, should_record_metric: bool) -> Any:
            start = self.clock.now()
            status = run(pl, pod, should_record_metric)
            self._plugin_call("PreEnqueue", "pre_enqueue", pl, pod, start, **_status_fields(status))
            return status

        return traced

    def _trace_framework(self, fwk: Any) -> None:
        for method, point, plugin_method in _PLUGIN_RUNNERS:
            _replace(fwk, method, self._plugin_runner(point, plugin_method))
        for method, step in _FRAMEWORK_STEPS:
            kind = SchedulingStep if step in ("Reserve", "Permit") else BindingStep
            _replace(fwk, method, self._status_step(kind, step))
        _replace(fwk, "run_reserve_plugins_unreserve", self._unreserve_step)
        _replace(fwk, "run_post_bind_plugins", self._post_bind_step)
        _replace(fwk, "run_post_filter_plugins", self._post_filter_step)
        _replace(fwk, "wait_on_permit", self._wait_on_permit_step)

    def _plugin_runner(
        self, point: str, plugin_method: str
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        def wrap(run: Callable[..., Any]) -> Callable[..., Any]:
            def record(pl: Any, pod: v1.Pod, start: datetime, args: Any, result: Any) -> None:
                fields = _plugin_result(point, args, result)
                self._plugin_call(point, plugin_method, pl, pod, start, **fields)

            def traced(pl: Any, state: CycleState, pod: v1.Pod, *args: Any) -> Any:
                self._adopt(state, _pod_key(pod))
                start = self.clock.now()
                result = run(pl, state, pod, *args)
                record(pl, pod, start, args, result)
                return result

            async def traced_async(pl: Any, state: CycleState, pod: v1.Pod, *args: Any) -> Any:
                self._adopt(state, _pod_key(pod))
                start = self.clock.now()
                result = await run(pl, state, pod, *args)
                record(pl, pod, start, args, result)
                return result

            # PreBind plugins may wait, so their runner is a coroutine.
            return traced_async if inspect.iscoroutinefunction(run) else traced

        return wrap

    def _plugin_call(
        self,
        point: str,
        plugin_method: str,
        pl: Any,
        pod: v1.Pod,
        start: datetime,
        **fields: Any,
    ) -> None:
        self._add(
            PluginCall,
            _pod_key(pod),
            f"plugin/{point}",
            extension_point=point,
            plugin=pl.name(),
            duration=self._duration(start),
            plugin_go=self._plugin_link(pl, plugin_method),
            **fields,
        )

    def _plugin_link(self, pl: Any, plugin_method: str) -> str:
        """The permalink in the docstring of the plugin's own method ("" if it has none)."""
        # The simulator's wrappers (simulation/results.py, faults.py) keep the real plugin.
        target = pl
        while getattr(type(target), "wraps_plugin", False):
            target = target.plugin
        if plugin_method in ("add_pod", "remove_pod"):
            target = target.pre_filter_extensions()
        elif plugin_method == "normalize_score":
            target = target.score_extensions()
        key = (type(target), plugin_method)
        if key not in self._plugin_links:
            method = getattr(type(target), plugin_method, None)
            links = _GO_LINK.findall(getattr(method, "__doc__", None) or "")
            self._plugin_links[key] = links[-1] if links else ""
        return self._plugin_links[key]

    # CycleState.

    def _adopt(self, state: CycleState, pod: str, report_entries: bool = False) -> None:
        """Trace a CycleState from now on (a no-op for one already traced)."""
        if isinstance(state, _TracedCycleState):
            return
        if self._pending_clone is not None:
            state_id, self._pending_clone = self._pending_clone, None
        else:
            state_id = self._new_state_id()
        storage = state._storage
        state.__class__ = _TracedCycleState
        assert isinstance(state, _TracedCycleState)
        state._trace_tracer = self
        state._trace_id = state_id
        state._trace_pod = pod
        state._storage = _ObservedStorage(storage, lambda: self._cloned(state))
        if report_entries:
            for key in list(storage):
                self._state_access(state, "Write", key, storage[key])

    def _new_state_id(self) -> int:
        self._state_ids += 1
        return self._state_ids

    def _cloned(self, state: _TracedCycleState) -> None:
        """CycleState.clone is copying state; the copy gets the next state number."""
        self._pending_clone = self._new_state_id()
        keys = list(dict.keys(state._storage))
        self._add(
            CycleStateAccess,
            state._trace_pod,
            "state/Clone",
            op="Clone",
            state=state._trace_id,
            value=keys,
            clone=self._pending_clone,
        )

    def _state_access(
        self, state: _TracedCycleState, op: str, key: str, value: Any, found: bool = True
    ) -> None:
        self._add(
            CycleStateAccess,
            state._trace_pod,
            f"state/{op}",
            op=op,
            state=state._trace_id,
            key=key,
            value=readable(value),
            found=found,
        )

    # The scheduling cycle.

    def _trace_scheduling_cycle(self, sched: Any) -> None:
        queue = sched.scheduling_queue

        def popped(next_pod: Callable[[], Any]) -> Callable[[], Any]:
            async def traced() -> Any:
                pod_info = await next_pod()
                if pod_info is not None and pod_info.pod is not None:
                    detail = {"attempts": pod_info.attempts, "cycle": queue.scheduling_cycle()}
                    self._step(SchedulingStep, pod_info.pod, "Popped", detail=detail)
                return pod_info

            return traced

        def scheduling_cycle(run: Callable[..., Any]) -> Callable[..., Any]:
            def traced(state: CycleState, fwk: Any, pod_info: Any, *args: Any) -> Any:
                self._adopt(state, _pod_key(pod_info.pod), report_entries=True)
                result, assumed_pod_info, status = run(state, fwk, pod_info, *args)
                self._step(
                    SchedulingStep,
                    pod_info.pod,
                    "SchedulingCycle",
                    node=result.suggested_host,
                    **_status_fields(status),
                )
                return result, assumed_pod_info, status

            return traced

        def schedule_pod(run: Callable[..., Any]) -> Callable[..., Any]:
            def traced(fwk: Any, state: CycleState, pod: v1.Pod) -> Any:
                try:
                    result = run(fwk, state, pod)
                except Exception as err:
                    detail = {"error": type(err).__name__}
                    self._step(SchedulingStep, pod, "SchedulePod", message=str(err), detail=detail)
                    raise
                detail = {
                    "evaluated_nodes": result.evaluated_nodes,
                    "feasible_nodes": result.feasible_nodes,
                }
                self._step(
                    SchedulingStep, pod, "SchedulePod", node=result.suggested_host, detail=detail
                )
                return result

            return traced

        def assume(run: Callable[..., Any]) -> Callable[..., Any]:
            def traced(assumed: v1.Pod, host: str) -> None:
                try:
                    run(assumed, host)
                except Exception as err:
                    self._step(SchedulingStep, assumed, "Assume", node=host, message=str(err))
                    raise
                self._step(SchedulingStep, assumed, "Assume", node=host)

            return traced

        def fail_handler(run: Callable[..., Any]) -> Callable[..., Any]:
            def traced(
                fwk: Any, pod_info: Any, status: Any, nominating_info: Any, start: Any
            ) -> None:
                detail = {}
                if nominating_info is not None:
                    detail["nominated_node"] = nominating_info.nominated_node_name
                    detail["nominating_mode"] = nominating_info.nominating_mode.name
                self._step(
                    SchedulingStep,
                    pod_info.pod,
                    "HandleSchedulingFailure",
                    detail=detail,
                    **_status_fields(status),
                )
                run(fwk, pod_info, status, nominating_info, start)

            return traced

        _replace(sched, "next_pod", popped)
        _replace(sched, "scheduling_cycle", scheduling_cycle)
        _replace(sched, "schedule_pod", schedule_pod)
        _replace(sched, "assume", assume)
        _replace(sched, "fail_handler", fail_handler)

    def _step(self, record_type: type[TraceRecord], pod: v1.Pod, step: str, **fields: Any) -> None:
        self._add(record_type, _pod_key(pod), f"step/{step}", step=step, **fields)

    def _status_step(
        self, record_type: type[TraceRecord], step: str
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        def wrap(run: Callable[..., Any]) -> Callable[..., Any]:
            def traced(state: CycleState, pod: v1.Pod, node_name: str) -> Any:
                status = run(state, pod, node_name)
                self._step(record_type, pod, step, node=node_name, **_status_fields(status))
                return status

            async def traced_async(state: CycleState, pod: v1.Pod, node_name: str) -> Any:
                start = self.clock.now()
                status = await run(state, pod, node_name)
                self._step(
                    record_type,
                    pod,
                    step,
                    node=node_name,
                    duration=self._duration(start),
                    **_status_fields(status),
                )
                return status

            # PreBind may wait, so its runner is a coroutine.
            return traced_async if inspect.iscoroutinefunction(run) else traced

        return wrap

    def _unreserve_step(self, run: Callable[..., Any]) -> Callable[..., Any]:
        def traced(state: CycleState, pod: v1.Pod, node_name: str) -> None:
            run(state, pod, node_name)
            self._step(SchedulingStep, pod, "Unreserve", node=node_name)

        return traced

    def _post_filter_step(self, run: Callable[..., Any]) -> Callable[..., Any]:
        def traced(state: CycleState, pod: v1.Pod, m: Any) -> Any:
            result, status = run(state, pod, m)
            info = result.nominating_info if result is not None else None
            node = info.nominated_node_name if info is not None else ""
            self._step(SchedulingStep, pod, "PostFilter", node=node, **_status_fields(status))
            return result, status

        return traced

    # The binding cycle.

    def _trace_binding_cycle(self, sched: Any) -> None:
        def binding_cycle(run: Callable[..., Any]) -> Callable[..., Any]:
            async def traced(
                state: CycleState, fwk: Any, schedule_result: Any, pod_info: Any, *args: Any
            ) -> Any:
                start = self.clock.now()
                status = await run(state, fwk, schedule_result, pod_info, *args)
                self._step(
                    BindingStep,
                    pod_info.pod,
                    "BindingCycle",
                    node=schedule_result.suggested_host,
                    duration=self._duration(start),
                    **_status_fields(status),
                )
                return status

            return traced

        def bind(run: Callable[..., Any]) -> Callable[..., Any]:
            def traced(fwk: Any, assumed: v1.Pod, target_node: str, state: CycleState) -> Any:
                status = run(fwk, assumed, target_node, state)
                self._step(BindingStep, assumed, "Bind", node=target_node, **_status_fields(status))
                return status

            return traced

        def finish_binding(run: Callable[..., Any]) -> Callable[..., Any]:
            def traced(fwk: Any, assumed: v1.Pod, target_node: str, status: Any) -> None:
                run(fwk, assumed, target_node, status)
                self._step(
                    BindingStep,
                    assumed,
                    "FinishBinding",
                    node=target_node,
                    **_status_fields(status),
                )

            return traced

        def binding_error(run: Callable[..., Any]) -> Callable[..., Any]:
            def traced(
                state: CycleState,
                fwk: Any,
                pod_info: Any,
                start: Any,
                schedule_result: Any,
                status: Any,
            ) -> None:
                self._step(
                    BindingStep,
                    pod_info.pod,
                    "HandleBindingCycleError",
                    node=schedule_result.suggested_host,
                    **_status_fields(status),
                )
                run(state, fwk, pod_info, start, schedule_result, status)

            return traced

        _replace(sched, "binding_cycle", binding_cycle)
        _replace(sched, "bind", bind)
        _replace(sched, "finish_binding", finish_binding)
        _replace(sched, "handle_binding_cycle_error", binding_error)

    def _wait_on_permit_step(self, run: Callable[..., Any]) -> Callable[..., Any]:
        async def traced(pod: v1.Pod) -> Any:
            start = self.clock.now()
            status = await run(pod)
            self._step(
                BindingStep,
                pod,
                "WaitOnPermit",
                duration=self._duration(start),
                **_status_fields(status),
            )
            return status

        return traced

    def _post_bind_step(self, run: Callable[..., Any]) -> Callable[..., Any]:
        def traced(state: CycleState, pod: v1.Pod, node_name: str) -> None:
            run(state, pod, node_name)
            self._step(BindingStep, pod, "PostBind", node=node_name)

        return traced


def _plugin_result(point: str, args: tuple[Any, ...], result: Any) -> dict[str, Any]:
    """The fields of a PluginCall record: what one plugin run returned, and for which node.

    args are the runner's arguments after (plugin, state, pod).
    """
    fields: dict[str, Any] = {}
    if point in ("PreFilterExtensionAddPod", "PreFilterExtensionRemovePod"):
        pod_info, node_info = args
        fields["node"] = node_info.node().metadata.name
        fields["detail"] = {"pod": _pod_key(pod_info.pod)}
    elif point == "Filter":
        fields["node"] = args[0].node().metadata.name
    elif point not in ("PreFilter", "PostFilter", "PreScore", "NormalizeScore"):
        fields["node"] = args[0]

    status = result
    if point == "PreFilter":
        pre_filter_result, status = result
        if pre_filter_result is not None and pre_filter_result.node_names is not None:
            fields["detail"] = {"nodes": sorted(pre_filter_result.node_names)}
    elif point == "PostFilter":
        post_filter_result, status = result
        info = post_filter_result.nominating_info if post_filter_result is not None else None
        if info is not None:
            fields["detail"] = {"nominated_node": info.nominated_node_name}
    elif point == "Score":
        fields["score"], status = result
    elif point == "NormalizeScore":
        fields["scores"] = {node_score.name: node_score.score for node_score in args[0]}
    elif point == "Permit":
        status, timeout = result
        fields["detail"] = {"timeout": go_duration_string(timeout)}
    if point not in ("Unreserve", "PostBind"):
        fields.update(_status_fields(status))
    return fields


class _ObservedStorage(dict[StateKey, StateData]):
    """The storage of a traced CycleState. CycleState.clone copies it by iterating items(),
    which is how the tracer learns that a clone is being made."""

    def __init__(self, entries: dict[StateKey, StateData], on_clone: Callable[[], None]) -> None:
        super().__init__(entries)
        self._on_clone = on_clone

    def items(self) -> Any:
        self._on_clone()
        return super().items()


class _TracedCycleState(CycleState):
    """A CycleState that reports its reads, writes, deletes and skip sets to a Tracer.

    A state becomes one in Tracer._adopt (its class is switched; it keeps its identity and
    contents), so the framework keeps working with the very object it created.
    """

    _trace_tracer: Tracer
    _trace_id: int
    _trace_pod: str

    def read(self, key: StateKey) -> StateData:
        try:
            value = CycleState.read(self, key)
        except ErrNotFound:
            self._trace_tracer._state_access(self, "Read", key, None, found=False)
            raise
        self._trace_tracer._state_access(self, "Read", key, value)
        return value

    def write(self, key: StateKey, val: StateData) -> None:
        CycleState.write(self, key, val)
        self._trace_tracer._state_access(self, "Write", key, val)

    def delete(self, key: StateKey) -> None:
        value = self._storage.get(key)
        found = key in self._storage
        CycleState.delete(self, key)
        self._trace_tracer._state_access(self, "Delete", key, value, found=found)

    def __setattr__(self, name: str, value: Any) -> None:
        super().__setattr__(name, value)
        if name in _SKIP_SETS:
            op = _SKIP_SETS[name]
            self._trace_tracer._state_access(self, op, "", value)
