"""The Scheduler: what `New` wires together and what `Run` sets going.

Port of pkg/scheduler/scheduler.go (v1.31.1). `new` builds the profiles (one framework per
scheduler name), the scheduling queue, the cache and the event handlers; `run` starts the
queue's flush loops and the scheduleOne loop. The scheduling and binding cycles themselves
live in schedule_one.py (a mixin this class inherits).

Python: Go's `ctx` becomes an asyncio task that `stop()` ends; time comes from the injected
clock and every random choice from the injected `rng`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from kube_scheduler_py import gorand
from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.apis.config import v1 as configv1
from kube_scheduler_py.v1_31.apis.config.v1.conversion import (
    convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration,
)
from kube_scheduler_py.v1_31.apis.config.v1.defaults import (
    set_defaults_kube_scheduler_configuration,
)
from kube_scheduler_py.v1_31.eventhandlers import _EventHandlers, add_all_event_handlers
from kube_scheduler_py.v1_31.extender import new_http_extender
from kube_scheduler_py.v1_31.framework import interface as framework
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework import types as frameworktypes
from kube_scheduler_py.v1_31.framework.parallelize import parallelism as parallelize
from kube_scheduler_py.v1_31.framework.plugins import registry as frameworkplugins
from kube_scheduler_py.v1_31.framework.plugins.noderesources import fit as noderesources
from kube_scheduler_py.v1_31.internal import cache as internalcache
from kube_scheduler_py.v1_31.internal.queue import scheduling_queue as internalqueue
from kube_scheduler_py.v1_31.profile import profile
from kube_scheduler_py.v1_31.schedule_one import (
    ErrNoNodesAvailable,
    FailureHandlerFn,
    ScheduleResult,
    _ScheduleOne,
    pluginMetricsSamplePercent,
)

__all__ = [
    "ErrNoNodesAvailable",
    "FailureHandlerFn",
    "Option",
    "ScheduleResult",
    "Scheduler",
    "SchedulerError",
    "build_extenders",
    "build_queueing_hint_map",
    "new",
    "new_informer_factory",
    "unioned_gvks",
    "with_build_framework_capturer",
    "with_extenders",
    "with_frame_work_out_of_tree_registry",
    "with_parallelism",
    "with_percentage_of_nodes_to_score",
    "with_pod_initial_backoff_seconds",
    "with_pod_max_backoff_seconds",
    "with_pod_max_in_unschedulable_pods_duration",
    "with_profiles",
]

#: Assumed pods never expire (a zero TTL), see kubernetes issue #106361.
durationToExpireAssumedPod = timedelta(0)


class SchedulerError(Exception):
    """An error that New or Run reports (Go's plain errors in scheduler.go).

    Python-only: Go returns plain `error` values here; this class names them.
    """


@dataclass(slots=True)
class schedulerOptions:
    """Everything an Option can set; the defaults are defaultSchedulerOptions.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L117-L132
    """

    component_config_version: str = ""
    percentage_of_nodes_to_score: int = schedulerapi.DefaultPercentageOfNodesToScore
    pod_initial_backoff_seconds: int = int(
        internalqueue.DefaultPodInitialBackoffDuration.total_seconds()
    )
    pod_max_backoff_seconds: int = int(internalqueue.DefaultPodMaxBackoffDuration.total_seconds())
    pod_max_in_unschedulable_pods_duration: timedelta = (
        internalqueue.DefaultPodMaxInUnschedulablePodsDuration
    )
    framework_out_of_tree_registry: frameworkruntime.Registry = field(
        default_factory=frameworkruntime.Registry
    )
    profiles: list[schedulerapi.KubeSchedulerProfile] = field(default_factory=list)
    extenders: list[schedulerapi.Extender] = field(default_factory=list)
    framework_capturer: Callable[[schedulerapi.KubeSchedulerProfile], None] | None = None
    parallelism: int = parallelize.DefaultParallelism
    apply_default_profile: bool = True


Option = Callable[[schedulerOptions], None]


def with_profiles(*p: schedulerapi.KubeSchedulerProfile) -> Option:
    """Schedule with these profiles instead of the default one.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L169-L174
    """

    def opt(o: schedulerOptions) -> None:
        o.profiles = list(p)
        o.apply_default_profile = False

    return opt


def with_parallelism(threads: int) -> Option:
    """How many goroutines Go would use; here it only sizes the parallelizer's chunks.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L177-L181
    """

    def opt(o: schedulerOptions) -> None:
        o.parallelism = threads

    return opt


def with_percentage_of_nodes_to_score(percentage_of_nodes_to_score: int | None) -> Option:
    """The share of nodes to find feasible before scoring stops looking (0 = adaptive).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L185-L191
    """

    def opt(o: schedulerOptions) -> None:
        if percentage_of_nodes_to_score is not None:
            o.percentage_of_nodes_to_score = percentage_of_nodes_to_score

    return opt


def with_frame_work_out_of_tree_registry(registry: frameworkruntime.Registry) -> Option:
    """Plugins of your own, merged into the in-tree registry.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L195-L199
    """

    def opt(o: schedulerOptions) -> None:
        o.framework_out_of_tree_registry = registry

    return opt


def with_pod_initial_backoff_seconds(pod_initial_backoff_seconds: int) -> Option:
    """The first backoff of a pod that failed scheduling.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L202-L206
    """

    def opt(o: schedulerOptions) -> None:
        o.pod_initial_backoff_seconds = pod_initial_backoff_seconds

    return opt


def with_pod_max_backoff_seconds(pod_max_backoff_seconds: int) -> Option:
    """The longest backoff a pod can get.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L209-L213
    """

    def opt(o: schedulerOptions) -> None:
        o.pod_max_backoff_seconds = pod_max_backoff_seconds

    return opt


def with_pod_max_in_unschedulable_pods_duration(duration: timedelta) -> Option:
    """How long a pod may wait among the unschedulable ones before it is retried anyway.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L216-L220
    """

    def opt(o: schedulerOptions) -> None:
        o.pod_max_in_unschedulable_pods_duration = duration

    return opt


def with_extenders(*e: schedulerapi.Extender) -> Option:
    """HTTP extenders to consult after the plugins.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L223-L227
    """

    def opt(o: schedulerOptions) -> None:
        o.extenders = list(e)

    return opt


def with_build_framework_capturer(
    fc: Callable[[schedulerapi.KubeSchedulerProfile], None],
) -> Option:
    """Call fc with each profile as its framework is built.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L233-L237
    """

    def opt(o: schedulerOptions) -> None:
        o.framework_capturer = fc

    return opt


class Scheduler(_ScheduleOne, _EventHandlers):
    """Watches for pods without a node, finds them one, and binds them there.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L65-L110
    """

    def __init__(
        self,
        *,
        cache: internalcache.Cache,
        scheduling_queue: internalqueue.SchedulingQueue,
        profiles: profile.Map,
        client: Clientset | None = None,
        extenders: Sequence[framework.Extender] = (),
        node_info_snapshot: internalcache.Snapshot | None = None,
        percentage_of_nodes_to_score: int = 0,
        clock: FakeClock | None = None,
        rng: gorand.Rand | None = None,
    ) -> None:
        self.cache = cache
        self.extenders = list(extenders)
        self.next_pod: Callable[[], Any] = scheduling_queue.pop
        self.fail_handler: FailureHandlerFn = self.handle_scheduling_failure
        self.schedule_pod: Callable[..., ScheduleResult] = self.schedule_pod_
        self.scheduling_queue = scheduling_queue
        self.profiles = profiles
        self.client = client
        self.node_info_snapshot = node_info_snapshot or internalcache.new_empty_snapshot()
        self.percentage_of_nodes_to_score = percentage_of_nodes_to_score
        self.next_start_node_index = 0
        # Python-only: the virtual clock, the seeded RNG, and the binding cycles in flight.
        self.clock = clock or FakeClock()
        self.rng = rng or gorand.new(gorand.new_source(0))
        self.binding_tasks: set[asyncio.Task[None]] = set()
        self.stop_everything = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    def apply_default_handlers(self) -> None:
        """Use the real schedulePod and handleSchedulingFailure.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L112-L115
        """
        self.schedule_pod = self.schedule_pod_
        self.fail_handler = self.handle_scheduling_failure

    async def run(self) -> None:
        """Start the queue's flush loops and the scheduleOne loop; return when stopped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L460-L480
        """
        self.scheduling_queue.run()
        self._tasks.append(asyncio.create_task(self._cache_run()))
        self._tasks.append(asyncio.create_task(self._schedule_forever()))
        await self.stop_everything.wait()
        self.scheduling_queue.close()
        for task in self._tasks:
            task.cancel()
        self.profiles.close()

    def stop(self) -> None:
        """Go's context cancellation: ends `run`.

        Python-only: Go cancels the context passed to Run.
        """
        self.stop_everything.set()

    async def _schedule_forever(self) -> None:
        """wait.UntilWithContext(ctx, sched.ScheduleOne, 0): ScheduleOne again and again,
        yielding between calls (Go's zero-period timer) so binding cycles can progress."""
        while not self.stop_everything.is_set():
            await self.schedule_one()
            await asyncio.sleep(0)

    async def _cache_run(self) -> None:
        """The cache's cleanup loop, which internalcache.New starts in Go."""
        assert isinstance(self.cache, internalcache.cacheImpl)
        await self.cache.run()


def new(
    client: Clientset,
    informer_factory: SharedInformerFactory,
    recorder_factory: profile.RecorderFactory,
    *opts: Option,
    clock: FakeClock | None = None,
    rng: gorand.Rand | None = None,
) -> Scheduler:
    """Build a Scheduler: profiles, queue, cache and the informer event handlers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L253-L382
    """
    # Python: no dynamic informer factory (only DynamicResources uses it), no metrics.
    clock = clock or FakeClock()
    rng = rng or gorand.new(gorand.new_source(0))
    options = schedulerOptions()
    for opt in opts:
        opt(options)

    if options.apply_default_profile:
        versioned_cfg = configv1.KubeSchedulerConfiguration()
        set_defaults_kube_scheduler_configuration(versioned_cfg)
        cfg = convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration(
            versioned_cfg
        )
        options.profiles = cfg.profiles

    registry = frameworkplugins.new_in_tree_registry(rng=rng, clock=clock)
    registry.merge(options.framework_out_of_tree_registry)

    try:
        extenders = build_extenders(options.extenders, options.profiles)
    except Exception as err:
        raise SchedulerError(f"couldn't build extenders: {err}") from err

    pod_lister = informer_factory.core().v1().pods().lister()

    snapshot = internalcache.new_empty_snapshot()
    waiting_pods = frameworkruntime.new_waiting_pods_map()

    try:
        profiles = profile.new_map(
            options.profiles,
            registry,
            recorder_factory,
            frameworkruntime.with_component_config_version(options.component_config_version),
            frameworkruntime.with_client_set(client),
            frameworkruntime.with_informer_factory(informer_factory),
            frameworkruntime.with_snapshot_shared_lister(snapshot),
            frameworkruntime.with_capture_profile(options.framework_capturer),
            frameworkruntime.with_parallelism(options.parallelism),
            frameworkruntime.with_extenders(extenders),
            frameworkruntime.with_waiting_pods(waiting_pods),
            frameworkruntime.with_clock(clock),
        )
    except Exception as err:
        raise SchedulerError(f"initializing profiles: {err}") from err

    if len(profiles) == 0:
        raise SchedulerError("at least one profile is required")

    pre_enqueue_plugin_map: dict[str, list[framework.PreEnqueuePlugin]] = {}
    queueing_hints_per_profile: internalqueue.QueueingHintMapPerProfile = {}
    for profile_name, fwk in profiles.items():
        pre_enqueue_plugin_map[profile_name] = fwk.pre_enqueue_plugins()
        queueing_hints_per_profile[profile_name] = build_queueing_hint_map(fwk.enqueue_extensions())

    pod_queue = internalqueue.new_scheduling_queue(
        profiles[options.profiles[0].scheduler_name].queue_sort_func(),
        informer_factory,
        internalqueue.with_clock(clock),
        internalqueue.with_pod_initial_backoff_duration(
            timedelta(seconds=options.pod_initial_backoff_seconds)
        ),
        internalqueue.with_pod_max_backoff_duration(
            timedelta(seconds=options.pod_max_backoff_seconds)
        ),
        internalqueue.with_pod_lister(pod_lister),
        internalqueue.with_pod_max_in_unschedulable_pods_duration(
            options.pod_max_in_unschedulable_pods_duration
        ),
        internalqueue.with_pre_enqueue_plugin_map(pre_enqueue_plugin_map),
        internalqueue.with_queueing_hint_map_per_profile(queueing_hints_per_profile),
        internalqueue.with_plugin_metrics_sample_percent(pluginMetricsSamplePercent),
        # Python: Go's queue draws from the global math/rand; the port's from the same rng.
        internalqueue.with_rand(rng),
    )

    for fwk in profiles.values():
        fwk.set_pod_nominator(pod_queue)

    scheduler_cache = internalcache.new(durationToExpireAssumedPod, clock)

    sched = Scheduler(
        cache=scheduler_cache,
        client=client,
        node_info_snapshot=snapshot,
        percentage_of_nodes_to_score=options.percentage_of_nodes_to_score,
        extenders=extenders,
        scheduling_queue=pod_queue,
        profiles=profiles,
        clock=clock,
        rng=rng,
    )
    sched.apply_default_handlers()

    add_all_event_handlers(sched, informer_factory, unioned_gvks(queueing_hints_per_profile))
    return sched


def _default_queueing_hint_fn(pod: v1.Pod, old: Any, new: Any) -> frameworktypes.QueueingHint:
    """Requeue on every registered event (the hint used when hints are off).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L386-L388
    """
    return frameworktypes.Queue


def build_queueing_hint_map(
    es: Sequence[framework.EnqueueExtensions],
) -> internalqueue.QueueingHintMap:
    """For each cluster event, the plugins interested in it and their queueing hints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L390-L457
    """
    queueing_hint_map: internalqueue.QueueingHintMap = {}
    errors: list[Exception] = []
    hints_enabled = features.DefaultFeatureGate.enabled(features.SchedulerQueueingHints)
    for e in es:
        try:
            events = e.events_to_register()
        except Exception as err:
            errors.append(err)
            continue
        if len(events) == 0:
            continue
        register_node_added = False
        register_node_taint_updated = False
        for event in events:
            fn = event.queueing_hint_fn
            if fn is None or not hints_enabled:
                fn = _default_queueing_hint_fn
            if event.event.resource == frameworktypes.Node:
                if event.event.action_type & frameworktypes.Add != 0:
                    register_node_added = True
                if event.event.action_type & frameworktypes.UpdateNodeTaint != 0:
                    register_node_taint_updated = True
            queueing_hint_map.setdefault(event.event, []).append(
                internalqueue.QueueingHintFunction(plugin_name=e.name(), queueing_hint_fn=fn)
            )
        if register_node_added and not register_node_taint_updated:
            # Python: the same workaround as Go for kubernetes issue #109437.
            taint_event = frameworktypes.ClusterEvent(
                resource=frameworktypes.Node, action_type=frameworktypes.UpdateNodeTaint
            )
            queueing_hint_map.setdefault(taint_event, []).append(
                internalqueue.QueueingHintFunction(
                    plugin_name=e.name(), queueing_hint_fn=_default_queueing_hint_fn
                )
            )
    if errors:
        raise SchedulerError("\n".join(str(err) for err in errors))
    return queueing_hint_map


def new_informer_factory(client: Clientset) -> SharedInformerFactory:
    """An informer factory whose pod informer leaves out finished pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L484-L488
    """
    factory = SharedInformerFactory(client.server)
    factory.informer_for(v1.Pod).selector = _non_terminal_pod
    return factory


def _non_terminal_pod(pod: v1.Pod) -> bool:
    """The field selector of newPodInformer: status.phase is neither Succeeded nor Failed."""
    return pod.status.phase not in (v1.PodSucceeded, v1.PodFailed)


def build_extenders(
    extenders: Sequence[schedulerapi.Extender],
    profiles: Sequence[schedulerapi.KubeSchedulerProfile],
) -> list[framework.Extender]:
    """HTTP extenders from the configuration, ignorable ones last; their ignored resources
    are added to NodeResourcesFit's args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L490-L546
    """
    f_extenders: list[framework.Extender] = []
    if len(extenders) == 0:
        return []
    ignored_extended_resources: list[str] = []
    ignorable_extenders: list[framework.Extender] = []
    for config_extender in extenders:
        extender = new_http_extender(config_extender)
        if not extender.is_ignorable():
            f_extenders.append(extender)
        else:
            ignorable_extenders.append(extender)
        for r in config_extender.managed_resources:
            if r.ignored_by_scheduler:
                ignored_extended_resources.append(r.name)
    f_extenders.extend(ignorable_extenders)
    if len(ignored_extended_resources) == 0:
        return f_extenders
    for prof in profiles:
        found = False
        for pc in prof.plugin_config:
            if pc.name == noderesources.Name:
                if not isinstance(pc.args, schedulerapi.NodeResourcesFitArgs):
                    raise SchedulerError(
                        "want args to be of type NodeResourcesFitArgs, got "
                        f"{type(pc.args).__name__}"
                    )
                pc.args.ignored_resources = ignored_extended_resources
                found = True
                break
        if not found:
            raise SchedulerError("can't find NodeResourcesFitArgs in plugin config")
    return f_extenders


def unioned_gvks(
    queueing_hints_per_profile: internalqueue.QueueingHintMapPerProfile,
) -> dict[str, frameworktypes.ActionType]:
    """Every resource some profile listens to, with the union of its action types.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L550-L562
    """
    gvk_map: dict[str, frameworktypes.ActionType] = {}
    for queueing_hints in queueing_hints_per_profile.values():
        for evt in queueing_hints:
            if evt.resource in gvk_map:
                gvk_map[evt.resource] |= evt.action_type
            else:
                gvk_map[evt.resource] = evt.action_type
    return gvk_map
