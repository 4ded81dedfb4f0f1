"""Run a scenario through the scheduler, as `kube-scheduler-py simulate` does.

The steps follow ../shared/contracts/simulate.md, and tools/oracle does the same with the
real kube-scheduler:

1. The in-memory API server is filled with the scenario's objects in input order (the
   Priority admission plugin resolves priority classes; objects get deterministic metadata).
2. Pods with spec.nodeName are running there; the others are pending.
3. The scheduler is built as kube-scheduler builds it (scheduler.New with the profiles of the
   configuration). Its frameworks are then rebuilt from a registry whose plugins record their
   results (simulation/results.py), since the in-tree registry cannot be overridden. The
   informers start, and the scheduler runs on the virtual clock until it is quiescent:
   nothing in activeQ or backoffQ (but pods whose last attempt failed with an error and
   that nothing could have helped since), no binding cycle in flight, no watch event
   undelivered. Pods left in unschedulablePods stay pending.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from kube_scheduler_py import scheduler as schedulerpkg
from kube_scheduler_py.api.core import v1
from kube_scheduler_py.api.events import v1 as eventsv1
from kube_scheduler_py.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.apis import config as schedulerapi
from kube_scheduler_py.apis.config import latest
from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.events import new_recorder_factory
from kube_scheduler_py.apiserver.server import DELETED, APIServer, WatchEvent
from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakeClock
from kube_scheduler_py.framework import interface as framework
from kube_scheduler_py.framework import runtime as frameworkruntime
from kube_scheduler_py.framework.plugins import registry as frameworkplugins
from kube_scheduler_py.internal.queue.scheduling_queue import PriorityQueue
from kube_scheduler_py.profile import profile
from kube_scheduler_py.simulation.loop import run_until_idle
from kube_scheduler_py.simulation.results import ResultStore, pod_key, wrap_registry
from kube_scheduler_py.trace import Trace, Tracer

__all__ = ["MAX_VIRTUAL_TIME", "Actor", "PodOutcome", "SimulationResult", "simulate"]

#: Another actor of the cluster during a run (a controller, a user): a coroutine given the API
#: client and the virtual clock. It starts at the run's first instant, before the informers
#: list the scenario, may sleep on the clock (`await clock.sleep(timedelta(seconds=45))` wakes
#: 45 s after the start) and read or write objects; the run ends only after every actor has
#: returned and the scheduler is quiescent.
Actor = Callable[[Clientset, FakeClock], Coroutine[Any, Any, None]]

#: How far the virtual clock may run before a run that never settles is cut off.
MAX_VIRTUAL_TIME = timedelta(hours=1)


@dataclass(slots=True)
class PodOutcome:
    """A scenario pod as it stands at the end of the run."""

    pod: v1.Pod
    deleted: bool
    annotations: dict[str, str]


@dataclass(slots=True)
class SimulationResult:
    """Everything `simulate` reports."""

    pods: list[PodOutcome]
    events: list[eventsv1.Event]
    settled: bool
    scheduler: schedulerpkg.Scheduler | None = field(default=None, repr=False)


class _Attempts:
    """Follows scheduling attempts so that each one's results are filed when it ends.

    An attempt ends when the failure handler returns or when its binding cycle reports the
    Scheduled event. `world` counts the changes that can help a failed pod (bindings,
    deletions, and any write of an actor); a pod whose last attempt hit a scheduler error with
    no change since is stuck.
    """

    def __init__(self, store: ResultStore) -> None:
        self.store = store
        self.world = 0
        self.errored_at: dict[str, int] = {}

    def start(self, key: str) -> None:
        self.store.flush(key)

    def end(self, key: str, scheduler_error: bool) -> None:
        if scheduler_error:
            self.errored_at[key] = self.world
        else:
            self.errored_at.pop(key, None)
        self.store.flush(key)

    def stuck(self, key: str) -> bool:
        return self.errored_at.get(key, -1) == self.world


def simulate(
    objects: Sequence[Any],
    config: schedulerapi.KubeSchedulerConfiguration | None = None,
    seed: int = 0,
    trace: Trace | None = None,
    out_of_tree_registry: frameworkruntime.Registry | None = None,
    wait_for_binding: bool = True,
    actors: Sequence[Actor] = (),
    validate: bool = False,
) -> SimulationResult:
    """Schedule the pending pods of a scenario; objects are the loader's output, in order.

    With a trace, every step of the run is recorded there (kube_scheduler_py.trace); the run
    itself and its result stay the same. Plugins of your own come in through
    out_of_tree_registry, as with kube-scheduler's WithFrameworkOutOfTreeRegistry; enable
    them in the config's profiles.

    By default each binding cycle finishes before the next pod is attempted, as tools/oracle
    runs the real scheduler (so the order of events never depends on timing). With
    wait_for_binding=False the loop is Scheduler.Run's own: the next pod is attempted while
    earlier ones still bind, which a pod waiting at Permit for another pod needs.

    actors run beside the scheduler from the start: what the scenario file cannot say, such
    as a pod created 45 s in, or a stand-in for the PV controller that VolumeBinding's PreBind
    waits for (neither this port nor the oracle runs kube-controller-manager).

    validate=True refuses, as kube-apiserver would, objects its validation refuses (raising
    InvalidError before anything runs); the command line and the conformance tests use it.
    Without it, objects built in code need not be complete (a pod without containers runs),
    as with the fake clientset of Go's scheduler tests. Priority admission (AdmissionError)
    and the create-time preparation happen either way.
    """
    out_of_tree = out_of_tree_registry or frameworkruntime.Registry()
    for index, obj in enumerate(objects):
        if obj.metadata.creation_timestamp is None:
            obj.metadata.creation_timestamp = VIRTUAL_EPOCH + timedelta(seconds=index)
    clock = FakeClock(_start_time(objects))
    server = APIServer(clock, validate=validate)
    client = Clientset(server)
    store = ResultStore()
    attempts = _Attempts(store)
    last_seen: dict[tuple[str, str], v1.Pod] = {}
    server.watch(lambda event: _on_change(event, last_seen, attempts))
    # Priority classes first, so a pod may name a class defined later in the file (the
    # oracle resolves classes from the whole input too); then everything in input order.
    for obj in sorted(objects, key=lambda o: not isinstance(o, schedulingv1.PriorityClass)):
        server.create(obj)

    actor_tasks: list[asyncio.Task[None]] = []

    def count_actor_writes(event: WatchEvent) -> None:
        # Whatever an actor writes may help a pod whose last attempt failed with an error.
        if asyncio.current_task() in actor_tasks:
            attempts.world += 1

    if actors:
        server.watch(count_actor_writes)

    cfg = config if config is not None else latest.default()
    emitted = _EventLog(attempts)
    informer_factory = schedulerpkg.new_informer_factory(client)
    recorder_factory = new_recorder_factory(client, clock, emitted)
    rng = random.Random(seed)
    # The tracer needs the cache and queue built as their observed subclasses.
    tracer = Tracer(trace, clock) if trace is not None else None
    with tracer.building_scheduler() if tracer is not None else contextlib.nullcontext():
        sched = schedulerpkg.new(
            client,
            informer_factory,
            recorder_factory,
            schedulerpkg.with_profiles(*cfg.profiles),
            schedulerpkg.with_percentage_of_nodes_to_score(cfg.percentage_of_nodes_to_score),
            schedulerpkg.with_pod_initial_backoff_seconds(cfg.pod_initial_backoff_seconds),
            schedulerpkg.with_pod_max_backoff_seconds(cfg.pod_max_backoff_seconds),
            schedulerpkg.with_extenders(*cfg.extenders),
            schedulerpkg.with_parallelism(cfg.parallelism),
            schedulerpkg.with_frame_work_out_of_tree_registry(out_of_tree),
            clock=clock,
            rng=rng,
        )
    registry = frameworkplugins.new_in_tree_registry(rng=rng, clock=clock)
    registry.merge(out_of_tree)
    _record_plugin_results(
        sched,
        cfg,
        wrap_registry(registry, store, cfg.profiles),
        informer_factory,
        client,
        recorder_factory,
        clock,
    )
    _follow_attempts(sched, attempts)
    if tracer is not None:
        tracer.attach(sched)

    async def main() -> None:
        # What Scheduler.Run does, with one difference the oracle makes too: each scheduling
        # cycle's binding cycle finishes, and the informers catch up, before the next pod
        # is attempted, so that the order of events does not depend on timing.
        loop = asyncio.get_running_loop()
        actor_tasks.extend(loop.create_task(actor(client, clock)) for actor in actors)
        if actor_tasks:
            # The actors take their first step at the run's first instant, before the
            # informers' initial lists move the clock on.
            await asyncio.sleep(0)
        informer_factory.start()
        background = [
            loop.create_task(informer_factory.run()),
            loop.create_task(sched._cache_run()),  # the same task Scheduler.run starts
        ]
        sched.scheduling_queue.run()
        try:
            while True:
                await sched.schedule_one()
                if wait_for_binding:
                    await _settle(sched, informer_factory)
                else:
                    await asyncio.sleep(0)  # Go's wait.UntilWithContext with period 0
        finally:
            sched.scheduling_queue.close()
            for task in background:
                task.cancel()

    def quiescent() -> bool:
        queue = sched.scheduling_queue
        assert isinstance(queue, PriorityQueue)
        backing_off = queue.pod_backoff_q.list()
        return (
            all(task.done() for task in actor_tasks)
            and informer_factory.idle()
            and queue.active_q.len() == 0
            and all(attempts.stuck(pod_key(p.pod)) for p in backing_off)
            and not sched.binding_tasks
        )

    settled = run_until_idle(clock, main, quiescent, MAX_VIRTUAL_TIME)
    for task in actor_tasks:
        # An actor that failed is a broken scenario, not a scheduling outcome.
        error = task.exception() if task.done() and not task.cancelled() else None
        if error is not None:
            raise error
    pods = [_outcome(server, o, last_seen, store) for o in objects if isinstance(o, v1.Pod)]
    return SimulationResult(pods=pods, events=emitted, settled=settled, scheduler=sched)


def _start_time(objects: Sequence[Any]) -> datetime:
    """When the virtual clock starts: after every time the scenario mentions.

    The real scheduler's "now" is the wall clock, later than any time in a scenario written
    before it runs; a pod that has not started counts as starting now (GetPodStartTime), so
    now must not fall before the start times of the pods that have.
    """
    times = [VIRTUAL_EPOCH]
    for obj in objects:
        times.append(obj.metadata.creation_timestamp)
        start_time = getattr(getattr(obj, "status", None), "start_time", None)
        if start_time is not None:
            times.append(start_time)
    return max(t for t in times if t is not None) + timedelta(seconds=1)


async def _settle(sched: schedulerpkg.Scheduler, informer_factory: Any) -> None:
    """Wait until no binding cycle is in flight and every watch event has been delivered."""
    while sched.binding_tasks or not informer_factory.idle():
        if sched.binding_tasks:
            await asyncio.wait(set(sched.binding_tasks))
        else:
            await informer_factory.wait_idle()


def _record_plugin_results(
    sched: schedulerpkg.Scheduler,
    cfg: schedulerapi.KubeSchedulerConfiguration,
    registry: frameworkruntime.Registry,
    informer_factory: Any,
    client: Clientset,
    recorder_factory: Any,
    clock: FakeClock,
) -> None:
    """Rebuild the profiles from a registry of recording plugins, with New's handles."""
    any_profile = next(iter(sched.profiles.values()))
    profiles = profile.new_map(
        cfg.profiles,
        registry,
        recorder_factory,
        frameworkruntime.with_component_config_version(cfg.api_version),
        frameworkruntime.with_client_set(client),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_snapshot_shared_lister(any_profile.snapshot_shared_lister()),
        frameworkruntime.with_parallelism(cfg.parallelism),
        frameworkruntime.with_extenders(sched.extenders),
        frameworkruntime.with_waiting_pods(frameworkruntime.new_waiting_pods_map()),
        frameworkruntime.with_clock(clock),
    )
    for fwk in profiles.values():
        fwk.set_pod_nominator(sched.scheduling_queue)
    sched.profiles = profiles


def _follow_attempts(sched: schedulerpkg.Scheduler, attempts: _Attempts) -> None:
    """Hook the attempt boundaries: NextPod starts one, SchedulePod picks its node, the
    failure handler ends a failed one (a successful one ends with its Scheduled event)."""
    next_pod = sched.next_pod

    async def traced_next_pod() -> Any:
        pod_info = await next_pod()
        if pod_info is not None and pod_info.pod is not None:
            attempts.start(pod_key(pod_info.pod))
        return pod_info

    sched.next_pod = traced_next_pod
    schedule_pod = sched.schedule_pod

    def traced_schedule_pod(fwk: Any, state: Any, pod: v1.Pod) -> Any:
        # The simulator records the selected node once SchedulePod has succeeded.
        result = schedule_pod(fwk, state, pod)
        attempts.store.attempt(pod_key(pod)).selected_node = result.suggested_host
        return result

    sched.schedule_pod = traced_schedule_pod
    fail_handler = sched.fail_handler

    def traced_fail_handler(
        fwk: Any, pod_info: Any, status: Any, nominating_info: Any, start: Any
    ) -> None:
        fail_handler(fwk, pod_info, status, nominating_info, start)
        attempts.end(pod_key(pod_info.pod), not framework.Status.is_rejected(status))

    sched.fail_handler = traced_fail_handler


class _EventLog(list[eventsv1.Event]):
    """The events the scheduler emitted, in order; a Scheduled event ends its pod's attempt."""

    def __init__(self, attempts: _Attempts) -> None:
        super().__init__()
        self._attempts = attempts

    def append(self, event: eventsv1.Event) -> None:
        super().append(event)
        if event.reason == "Scheduled" and event.regarding.kind == "Pod":
            self._attempts.world += 1
            key = f"{event.regarding.namespace}/{event.regarding.name}"
            self._attempts.end(key, scheduler_error=False)


def _on_change(
    event: WatchEvent, last_seen: dict[tuple[str, str], v1.Pod], attempts: _Attempts
) -> None:
    if event.type == DELETED and isinstance(event.new, v1.Pod):
        last_seen[(event.new.metadata.namespace, event.new.metadata.name)] = event.new
        attempts.world += 1


def _outcome(
    server: APIServer,
    pod: v1.Pod,
    last_seen: dict[tuple[str, str], v1.Pod],
    store: ResultStore,
) -> PodOutcome:
    key = (pod.metadata.namespace or "default", pod.metadata.name)
    try:
        current = server.get(v1.Pod, *key)
        deleted = False
    except Exception:
        current = last_seen.get(key, pod)
        deleted = True
    return PodOutcome(current, deleted, store.annotations_of(pod_key(current)))
