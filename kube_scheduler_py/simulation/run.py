"""Run a scenario through the scheduler, as `kube-scheduler-py simulate` does.

The steps follow docs/simulate.md, and tools/oracle does the same with the
real kube-scheduler:

1. The in-memory API server is filled with the scenario's objects in input order (the
   Priority admission plugin resolves priority classes; objects get deterministic metadata).
2. Pods with spec.nodeName are running there; the others are pending.
3. The scheduler is built as kube-scheduler builds it (scheduler.New with the profiles of the
   configuration). Its frameworks are then rebuilt from a registry whose plugins record their
   results (simulation/results.py), since the in-tree registry cannot be overridden. The
   informers start, and the scheduler runs on the virtual clock until the stop rule holds
   (docs/simulate.md, "Time and the stop rule"): no scheduling or binding cycle in flight,
   no watch event undelivered, activeQ empty, and every pod in backoffQ given up after
   MAX_RETRIES retries with nothing changed. Pods left in unschedulablePods stay pending.
   Each scheduling cycle takes SCHEDULING_CYCLE_DURATION of virtual time.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
from collections.abc import Callable, Coroutine, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from kube_scheduler_py import editions, gorand
from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.events import new_recorder_factory
from kube_scheduler_py.apiserver.server import DELETED, APIServer, StatusError, WatchEvent
from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakeClock, InstantClock
from kube_scheduler_py.simulation import timeline
from kube_scheduler_py.simulation.faults import (
    Panics,
    PluginPanic,
    guard_registry,
    watch_binding_cycles,
)
from kube_scheduler_py.simulation.loop import run_until_idle
from kube_scheduler_py.simulation.results import (
    KEEP_ALL,
    Keep,
    ResultStore,
    pod_key,
    wrap_registry,
)
from kube_scheduler_py.trace import Trace, Tracer
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31 import scheduler as schedulerpkg
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.apis.config import latest
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework.plugins import registry as frameworkplugins
from kube_scheduler_py.v1_31.internal.queue.scheduling_queue import PriorityQueue
from kube_scheduler_py.v1_31.profile import profile

__all__ = [
    "MAX_RETRIES",
    "MAX_VIRTUAL_TIME",
    "SCHEDULING_CYCLE_DURATION",
    "UNSIMULATED_GATES",
    "Actor",
    "ObjectRefusedError",
    "PluginPanic",
    "PodOutcome",
    "SimulationResult",
    "simulate",
]

#: Another actor of the cluster during a run (a controller, a user): a coroutine given the API
#: client and the virtual clock. It starts at the run's first instant, before the informers
#: list the scenario, may sleep on the clock (`await clock.sleep(timedelta(seconds=45))` wakes
#: 45 s after the start) and read or write objects; the run ends only after every actor has
#: returned and the stop rule holds.
Actor = Callable[[Clientset, FakeClock], Coroutine[Any, Any, None]]

#: How far the virtual clock may run before a run that never settles is cut off.
MAX_VIRTUAL_TIME = timedelta(hours=1)

#: How long a scheduling cycle takes on the virtual clock: the time between a pod leaving
#: activeQ and the cycle's decision about it (tools/oracle: cycleDuration).
SCHEDULING_CYCLE_DURATION = timedelta(milliseconds=10)

#: How often a failed pod in backoffQ is retried, with nothing changed in the cluster, before
#: the run may end without it (tools/oracle: maxRetries).
MAX_RETRIES = 3

#: Gates under which neither this port nor tools/oracle can run a scenario, and why: with
#: WatchListClient on, client-go's informers would list through a watch stream that the
#: simulated API server does not serve (tools/oracle: refuseUnsimulatedGates).
UNSIMULATED_GATES = {
    "WatchListClient": "the simulated API server does not serve watch-list streams"
}


@dataclass(slots=True)
class PodOutcome:
    """A scenario pod as it stands at the end of the run."""

    pod: v1.Pod
    deleted: bool
    annotations: Mapping[str, str]


@dataclass(slots=True)
class SimulationResult:
    """Everything `simulate` reports."""

    pods: list[PodOutcome]
    events: list[eventsv1.Event]
    settled: bool
    scheduler: schedulerpkg.Scheduler | None = field(default=None, repr=False)
    #: How much of the per-node plugin results the annotations show (simulate's keep_results).
    kept_results: Keep = KEEP_ALL


class _Attempts:
    """Follows scheduling attempts so that each one's results are filed when it ends.

    An attempt ends when the failure handler returns or when its binding cycle reports the
    Scheduled event. `world` counts the changes that can help a failed pod (bindings,
    deletions, and any write of an actor). A pod's failure run counts its attempts failed in a
    row with the world unchanged since the first of them started; after 1 + MAX_RETRIES of
    them the stop rule gives the pod up.
    """

    def __init__(self, store: ResultStore) -> None:
        self.store = store
        self.world = 0
        self.in_cycle = False
        self.started_at: dict[str, int] = {}
        # pod -> (world when the run's first attempt started, attempts failed in the run)
        self.failures: dict[str, tuple[int, int]] = {}

    def start(self, key: str) -> None:
        self.store.flush(key)
        self.started_at[key] = self.world
        self.in_cycle = True

    def end(self, key: str, failed: bool) -> None:
        if failed:
            started = self.started_at.get(key, self.world)
            world, count = self.failures.get(key, (-1, 0))
            self.failures[key] = (started, count + 1 if world == started else 1)
        else:
            self.failures.pop(key, None)
        self.store.flush(key)

    def given_up(self, key: str) -> bool:
        world, count = self.failures.get(key, (-1, 0))
        return world == self.world and count > MAX_RETRIES


class ObjectRefusedError(Exception):
    """The API server refused to create an object of the scenario (admission or validation):
    nothing was simulated. `obj` is the object, `error` the API server's StatusError, whose
    message this error carries.
    """

    def __init__(self, obj: Any, error: StatusError) -> None:
        super().__init__(str(error))
        self.obj = obj
        self.error = error


def simulate(
    objects: Sequence[Any],
    config: schedulerapi.KubeSchedulerConfiguration | None = None,
    seed: int = 0,
    trace: Trace | None = None,
    out_of_tree_registry: frameworkruntime.Registry | None = None,
    wait_for_binding: bool = True,
    actors: Sequence[Actor] = (),
    feature_gates: Mapping[str, bool] | None = None,
    validate: bool = False,
    keep_results: str | Keep = "all",
    edition: str = editions.DEFAULT,
) -> SimulationResult:
    """Schedule the pending pods of a scenario; objects are the loader's output, in order.

    With a trace, every step of the run is recorded there (kube_scheduler_py.trace); the run
    itself and its result stay the same. Plugins of your own come in through
    out_of_tree_registry, as with kube-scheduler's WithFrameworkOutOfTreeRegistry; enable
    them in the config's profiles. A plugin of yours that raises where Go's extension point
    has no error result panics: the run stops there and PluginPanic is raised, naming the
    plugin, the extension point and the pod (docs/simulate.md, "A plugin that raises").

    By default each binding cycle finishes before the next pod is attempted, as tools/oracle
    runs the real scheduler (so the order of events never depends on timing). With
    wait_for_binding=False the loop is Scheduler.Run's own: the next pod is attempted while
    earlier ones still bind, which a pod waiting at Permit for another pod needs.

    Objects annotated simulate.kube-scheduler-py.io/at or .../delete-at are written or
    deleted during the run (timeline.py; docs/simulate.md, "Timed writes"). actors run beside
    the scheduler from the start: what the scenario cannot say, such as a write that depends
    on what happened, or a stand-in for the PV controller that VolumeBinding's PreBind waits
    for (neither this port nor the oracle runs kube-controller-manager).

    feature_gates are set on top of v1.31.1's defaults for this run only, as kube-scheduler's
    `--feature-gates` sets them (e.g. `{"SchedulerQueueingHints": True}`); an unknown or
    locked gate raises features.FeatureGateError, and so does a gate no simulation supports
    (UNSIMULATED_GATES: WatchListClient, also when AllBeta turns it on). Load a configuration
    file with the same gates (`with features.feature_gates_set(...)`), as kube-scheduler reads
    it after its flags.

    validate=True refuses, as kube-apiserver would, objects its validation refuses (raising
    ObjectRefusedError before anything runs); the command line and the conformance tests use it.
    Without it, objects built in code need not be complete (a pod without containers runs),
    as with the fake clientset of Go's scheduler tests. Priority admission (a refusal is an
    ObjectRefusedError too) and the create-time preparation happen either way.

    keep_results says how much of each attempt's per-node plugin results (filter-result,
    postfilter-result, score-result, finalscore-result) the pods' annotations keep: "all"
    (every node, as kube-scheduler-simulator), "top:N" (the N nodes of highest total score,
    plus the selected and nominated nodes), "rejections" (only the filter verdicts that are
    not "passed") or "none" (nothing per node, and Filter and Score go unrecorded, which is
    faster); docs/simulate.md, "Keeping per-plugin results". A bad value raises ValueError
    before anything runs.

    edition names the Kubernetes release whose scheduler runs (docs/editions.md); one that
    cannot schedule yet raises editions.NotPortedError before anything runs.
    """
    editions.get(edition).entry().require_scheduling()
    keep = keep_results if isinstance(keep_results, Keep) else Keep.parse(keep_results)
    with features.feature_gates_set(feature_gates), _collecting_less():
        _refuse_unsimulated_gates()
        return _simulate(
            objects,
            config,
            seed,
            trace,
            out_of_tree_registry,
            wait_for_binding,
            actors,
            validate,
            keep,
        )


def _refuse_unsimulated_gates() -> None:
    for name, why in UNSIMULATED_GATES.items():
        if features.DefaultFeatureGate.enabled(name):
            raise features.FeatureGateError(f"{name}=true: {why}")


def _simulate(
    objects: Sequence[Any],
    config: schedulerapi.KubeSchedulerConfiguration | None,
    seed: int,
    trace: Trace | None,
    out_of_tree_registry: frameworkruntime.Registry | None,
    wait_for_binding: bool,
    actors: Sequence[Actor],
    validate: bool,
    keep: Keep,
) -> SimulationResult:
    # A plugin of your own that raises where Go could only panic stops the run (faults.py).
    panics = Panics()
    out_of_tree = guard_registry(out_of_tree_registry or frameworkruntime.Registry(), panics)
    for index, obj in enumerate(objects):
        if obj.metadata.creation_timestamp is None:
            obj.metadata.creation_timestamp = VIRTUAL_EPOCH + timedelta(seconds=index)
    clock = InstantClock(_start_time(objects))
    server = APIServer(clock, validate=validate)
    client = Clientset(server)
    store = ResultStore(keep)
    attempts = _Attempts(store)
    last_seen: dict[tuple[str, str], v1.Pod] = {}
    server.watch(lambda event: _on_change(event, last_seen, attempts))
    initial, stripped, writes = timeline.plan(objects)
    at_start = {id(obj) for obj in initial}
    replacing = {id(w.obj): w.replaces for w in writes if w.replaces is not None}
    # Priority classes first, so a pod may name a class defined later in the file (the
    # oracle resolves classes from the whole input too); then everything in input order.
    # A timed write is admitted and validated now, so that a bad one stops nothing midway; a
    # replacement also as an update of what the previous document of its name wrote.
    # A pod whose first document is never written (its write falls after the time limit) is
    # listed as that document would have been created.
    as_created: dict[int, Any] = {}
    documents = zip(objects, stripped, strict=True)
    for original, obj in sorted(documents, key=lambda d: not _is_class(d[0])):
        try:
            if id(obj) in at_start:
                server.create(obj)
            elif isinstance(obj, v1.Pod):
                as_created[id(original)] = server.dry_run_create(obj)
            else:
                server.dry_run_create(obj)
            if id(obj) in replacing:
                timeline.check_replacement(server, obj, replacing[id(obj)])
        except StatusError as err:
            raise ObjectRefusedError(original, err) from err

    actor_tasks: list[asyncio.Task[None]] = []

    def count_actor_writes(event: WatchEvent) -> None:
        # Whatever an actor writes may help a pod whose last attempt failed with an error.
        if asyncio.current_task() in actor_tasks:
            attempts.world += 1

    if actors:
        server.watch(count_actor_writes)

    def count_timed_write() -> None:
        attempts.world += 1  # a timed write may help a pod whose last attempt failed

    pending_writes = timeline.schedule(writes, server, clock, clock.now(), count_timed_write)
    objects = _pods(objects)  # the output lists each pod once, at its first document

    cfg = config if config is not None else latest.default()
    emitted = _EventLog(attempts)
    informer_factory = schedulerpkg.new_informer_factory(client)
    recorder_factory = new_recorder_factory(client, clock, emitted)
    # Go's math/rand generator, as the real scheduler draws from it (tools/oracle seeds it too).
    rng = gorand.new(gorand.new_source(seed))
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
    watch_binding_cycles(sched, panics)
    if tracer is not None:
        tracer.attach(sched)
    _take_cycle_time(sched, clock)
    _read_instants_exactly(sched, clock)

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
        # The informers' initial lists have filled the queue (drawing from the rng as Go's
        # queue draws); now the generator is seeded, where tools/oracle calls rand.Seed, so
        # that both sides draw the same numbers from here on.
        rng.seed(seed)
        background = [
            loop.create_task(informer_factory.run()),
            loop.create_task(sched._cache_run()),  # the same task Scheduler.run starts
        ]
        # Timed writes due at the start are made now, once the caches hold the scenario and
        # before the queue's loops and the first pop (tools/oracle does the same).
        clock.set_time(clock.instant())
        await informer_factory.wait_idle()
        sched.scheduling_queue.run()
        try:
            while True:
                await sched.schedule_one()
                attempts.in_cycle = False
                if wait_for_binding:
                    await _settle(sched, informer_factory)
                else:
                    await asyncio.sleep(0)  # Go's wait.UntilWithContext with period 0
        finally:
            sched.scheduling_queue.close()
            for task in background:
                task.cancel()

    def quiescent() -> bool:
        # The stop rule: docs/simulate.md, "Time and the stop rule"; tools/oracle: stopRuleHolds.
        queue = sched.scheduling_queue
        assert isinstance(queue, PriorityQueue)
        backing_off = queue.pod_backoff_q.list()
        return (
            all(task.done() for task in actor_tasks)
            and pending_writes() == 0
            and not attempts.in_cycle
            and not sched.binding_tasks
            and informer_factory.idle()
            and queue.active_q.len() == 0
            and all(attempts.given_up(pod_key(p.pod)) for p in backing_off)
        )

    gc.freeze()  # the cluster as built: long-lived, no longer scanned (see _collecting_less)
    with panics.recover():
        settled = run_until_idle(clock, main, quiescent, MAX_VIRTUAL_TIME)
    if panics.first is not None:
        # The scheduler died with its cache and queue; the API server's objects survive.
        crashed = [_outcome(server, o, last_seen, store, as_created) for o in objects]
        panics.first.result = SimulationResult(
            pods=crashed, events=emitted, settled=False, kept_results=keep
        )
        raise panics.first
    if panics.escaped is not None:
        raise panics.escaped
    for task in actor_tasks:
        # An actor that failed is a broken scenario, not a scheduling outcome.
        error = task.exception() if task.done() and not task.cancelled() else None
        if error is not None:
            raise error
    pods = [_outcome(server, o, last_seen, store, as_created) for o in objects]
    return SimulationResult(
        pods=pods, events=emitted, settled=settled, scheduler=sched, kept_results=keep
    )


@contextlib.contextmanager
def _collecting_less() -> Iterator[None]:
    """Python-only: keep the cyclic garbage collector from rescanning the cluster.

    Every collection of the oldest generation walks all container objects, and a run builds
    hundreds of thousands that live as long as it does (objects, API server, cache, snapshot),
    so such scans cost a tenth of a run. For the run, what exists is frozen (gc.freeze; once
    more when the scheduler is built) and the youngest generation collected less often; both
    are undone on the way out. Garbage cycles are still collected.
    """
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(thresholds[0], _YOUNG_COLLECTION_THRESHOLD), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


#: Allocations between two collections of the youngest generation during a run (Python's
#: default is 700).
_YOUNG_COLLECTION_THRESHOLD = 10_000


def _is_class(obj: Any) -> bool:
    return isinstance(obj, schedulingv1.PriorityClass)


def _pods(objects: Sequence[Any]) -> list[v1.Pod]:
    """The scenario's pods in input order, each once (a timed write may name one again)."""
    seen: set[tuple[str, str]] = set()
    pods = []
    for obj in objects:
        key = (obj.metadata.namespace or "default", obj.metadata.name)
        if isinstance(obj, v1.Pod) and key not in seen:
            seen.add(key)
            pods.append(obj)
    return pods


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
        attempts.end(pod_key(pod_info.pod), failed=True)

    sched.fail_handler = traced_fail_handler


def _take_cycle_time(sched: schedulerpkg.Scheduler, clock: FakeClock) -> None:
    """Make every scheduling cycle take SCHEDULING_CYCLE_DURATION on the virtual clock, between
    the pod leaving activeQ and the cycle's decision; the queue's flushes due meanwhile run
    first (docs/simulate.md, "Time and the stop rule")."""
    next_pod = sched.next_pod

    async def next_pod_then_wait() -> Any:
        pod_info = await next_pod()
        if pod_info is not None and pod_info.pod is not None:
            await clock.sleep(SCHEDULING_CYCLE_DURATION)
        return pod_info

    sched.next_pod = next_pod_then_wait


def _read_instants_exactly(sched: schedulerpkg.Scheduler, clock: InstantClock) -> None:
    """Make the queue read the instant itself where it decides about time or stamps a
    failure: whether a backoff is over, whether a pod has waited long enough for the leftover
    flush, and the timestamp of a failed attempt (docs/simulate.md, "The virtual clock"; the
    oracle's clock answers those readings the same way)."""
    queue = sched.scheduling_queue
    for name in (
        "is_pod_backingoff",
        "flush_unschedulable_pods_leftover",
        "add_unschedulable_if_not_present",
    ):
        setattr(queue, name, _exactly(clock, getattr(queue, name)))


def _exactly(clock: InstantClock, f: Callable[..., Any]) -> Callable[..., Any]:
    def read_exactly(*args: Any) -> Any:
        with clock.exact():
            return f(*args)

    return read_exactly


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
            self._attempts.end(key, failed=False)


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
    as_created: dict[int, Any],
) -> PodOutcome:
    key = (pod.metadata.namespace or "default", pod.metadata.name)
    try:
        current = server.get(v1.Pod, *key)
        deleted = False
    except Exception:
        # Deleted (its last state), or never written (as its first document would be created).
        current = last_seen[key] if key in last_seen else as_created[id(pod)]
        deleted = True
    return PodOutcome(current, deleted, store.annotations_of(pod_key(current)))
