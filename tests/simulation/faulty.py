"""A plugin that misbehaves on purpose, and the invariants a run must keep whatever it does.

`Faulty` implements every extension point. Each `Fault` makes one of them, for some pods,
reject (Unschedulable) or return an Error status (at PreBind and Bind, a few times), raise, or
fail once and then succeed: with an Error, or at Permit by waiting until the framework times
the pod out. Elsewhere the plugin lets everything through.

`check_run` checks what a finished run must leave behind (issue #15): every pod bound,
pending with a PodScheduled=False condition or deleted, none lost from the queue, none left
assumed; each node's requested resources equal to the sum over its bound pods; the cache equal
to one rebuilt from the API server's objects; no reservation, nomination of a pod that is not
pending, waiting pod or volume assumption left over. `check_crash` checks what a panic leaves
behind.

Loaded by the fault tests with importlib (tests are not a package under importlib mode).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, cast

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.simulation.faults import PluginPanic
from kube_scheduler_py.simulation.run import SimulationResult
from kube_scheduler_py.v1_31.api.component_helpers.storage import volume
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import set_meta_data_annotation
from kube_scheduler_py.v1_31.apis.config.write import load_config
from kube_scheduler_py.v1_31.framework import interface as framework
from kube_scheduler_py.v1_31.framework import types as frameworktypes
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry

NAME = "Faulty"

#: The extension points a plugin's code runs at, with Go's names.
POINTS = (
    "PreEnqueue",
    "QueueSort",
    "PreFilter",
    "PreFilterExtensionAddPod",
    "PreFilterExtensionRemovePod",
    "Filter",
    "PostFilter",
    "PreScore",
    "Score",
    "NormalizeScore",
    "Reserve",
    "Unreserve",
    "Permit",
    "PreBind",
    "Bind",
    "PostBind",
)
#: Points that return nothing (or a bool): the only fault they can have is a raise.
VOID_POINTS = frozenset({"QueueSort", "Unreserve", "PostBind"})
BEHAVIOURS = ("reject", "error", "raise", "wait", "fail_once")
#: How long a pod waits at Permit before the framework rejects it.
PERMIT_TIMEOUT = timedelta(seconds=5)
#: How often a binding-cycle point fails the same pod. A failure there requeues the other
#: pods (handleBindingCycleError treats the forgotten pod as deleted), so pods that always
#: failed to bind would keep each other, and any unschedulable pod, going forever, in
#: kube-scheduler as here; a run that never ends has nothing to check.
BINDING_FAILURES = 3


@dataclass(frozen=True)
class Fault:
    """At `point`, for the pods named in `pods` (every pod when empty), do `behaviour`."""

    point: str
    behaviour: str
    pods: frozenset[str] = frozenset()

    def applies(self, point: str, pod: v1.Pod) -> bool:
        return point == self.point and (not self.pods or pod.metadata.name in self.pods)


@dataclass
class Faulty:
    """The plugin's state: its faults, what failed once already, what it holds reserved."""

    faults: tuple[Fault, ...]
    failed_once: set[tuple[str, str]] = field(default_factory=set)
    failures: dict[tuple[str, str], int] = field(default_factory=dict)
    #: pod uid -> node, between a successful Reserve and Unreserve.
    reserved: dict[str, str] = field(default_factory=dict)

    def fault(self, point: str, pod: v1.Pod) -> framework.Status | None:
        """What the plugin says at point for pod: None for success, or the fault's Status."""
        for fault in self.faults:
            if not fault.applies(point, pod):
                continue
            message = f"{NAME}: {fault.behaviour} at {point}"
            if fault.behaviour == "raise":
                raise RuntimeError(message)
            if fault.behaviour == "reject" and self._fails(point, pod):
                return framework.new_status(framework.Unschedulable, message)
            if fault.behaviour == "error" and self._fails(point, pod):
                return framework.new_status(framework.Error, message)
            if fault.behaviour == "fail_once" and (point, pod.uid) not in self.failed_once:
                self.failed_once.add((point, pod.uid))
                return framework.new_status(framework.Error, message)
            if fault.behaviour == "wait" and (point, pod.uid) not in self.failed_once:
                # Once: a pod that waited in vain at every attempt would be retried forever.
                self.failed_once.add((point, pod.uid))
                return framework.new_status(framework.Wait, message)
        return None

    def _fails(self, point: str, pod: v1.Pod) -> bool:
        """Whether a lasting fault still fails pod: always, but a few times when binding."""
        if point not in ("PreBind", "Bind"):
            return True
        count = self.failures.get((point, pod.uid), 0)
        self.failures[(point, pod.uid)] = count + 1
        return count < BINDING_FAILURES

    def registry(self) -> Registry:
        plugin_class = _FaultySort if self.sorts() else _FaultyPlugin
        return Registry({NAME: lambda args, handle: plugin_class(self)})

    def sorts(self) -> bool:
        return any(f.point == "QueueSort" for f in self.faults)

    def config(self, bind_timeout_seconds: int = 600) -> Any:
        """The default profile with Faulty at every point (first among the Bind plugins, and
        as the queue sort when a fault is there), and VolumeBinding's bind timeout."""
        queue_sort = (
            "    queueSort: {enabled: [{name: Faulty}], disabled: [{name: '*'}]}\n"
            if self.sorts()
            else ""
        )
        return load_config(
            "apiVersion: kubescheduler.config.k8s.io/v1\n"
            "kind: KubeSchedulerConfiguration\n"
            "profiles:\n"
            "- schedulerName: default-scheduler\n"
            "  plugins:\n"
            "    multiPoint: {enabled: [{name: Faulty}]}\n"
            f"{queue_sort}"
            "    bind:\n"
            "      enabled: [{name: Faulty}, {name: DefaultBinder}]\n"
            "      disabled: [{name: DefaultBinder}]\n"
            "  pluginConfig:\n"
            "  - name: VolumeBinding\n"
            f"    args: {{bindTimeoutSeconds: {bind_timeout_seconds}}}\n"
        )


class _Extensions(framework.PreFilterExtensions, framework.ScoreExtensions):
    def __init__(self, faulty: Faulty) -> None:
        self.faulty = faulty

    def add_pod(self, state: Any, pod: v1.Pod, pod_info_to_add: Any, node_info: Any) -> Any:
        return self.faulty.fault("PreFilterExtensionAddPod", pod)

    def remove_pod(self, state: Any, pod: v1.Pod, pod_info_to_remove: Any, node_info: Any) -> Any:
        return self.faulty.fault("PreFilterExtensionRemovePod", pod)

    def normalize_score(self, state: Any, pod: v1.Pod, scores: Any) -> Any:
        return self.faulty.fault("NormalizeScore", pod)


class _FaultyPlugin(
    framework.PreEnqueuePlugin,
    framework.PreFilterPlugin,
    framework.FilterPlugin,
    framework.PostFilterPlugin,
    framework.PreScorePlugin,
    framework.ScorePlugin,
    framework.ReservePlugin,
    framework.PermitPlugin,
    framework.PreBindPlugin,
    framework.BindPlugin,
    framework.PostBindPlugin,
):
    def __init__(self, faulty: Faulty) -> None:
        self.faulty = faulty

    def name(self) -> str:
        return NAME

    def pre_enqueue(self, pod: v1.Pod) -> Any:
        return self.faulty.fault("PreEnqueue", pod)

    def pre_filter(self, state: Any, pod: v1.Pod) -> Any:
        return None, self.faulty.fault("PreFilter", pod)

    def pre_filter_extensions(self) -> Any:
        return _Extensions(self.faulty)

    def filter(self, state: Any, pod: v1.Pod, node_info: Any) -> Any:
        return self.faulty.fault("Filter", pod)

    def post_filter(self, state: Any, pod: v1.Pod, m: Any) -> Any:
        status = self.faulty.fault("PostFilter", pod)
        # Without a fault, PostFilter has nothing to offer.
        return None, status or framework.new_status(framework.Unschedulable)

    def pre_score(self, state: Any, pod: v1.Pod, nodes: Any) -> Any:
        return self.faulty.fault("PreScore", pod)

    def score(self, state: Any, pod: v1.Pod, node_name: str) -> Any:
        return len(node_name) % 3, self.faulty.fault("Score", pod)

    def score_extensions(self) -> Any:
        return _Extensions(self.faulty)

    def reserve(self, state: Any, pod: v1.Pod, node_name: str) -> Any:
        status = self.faulty.fault("Reserve", pod)
        if status is None:
            self.faulty.reserved[pod.uid] = node_name
        return status

    def unreserve(self, state: Any, pod: v1.Pod, node_name: str) -> None:
        self.faulty.fault("Unreserve", pod)
        self.faulty.reserved.pop(pod.uid, None)

    def permit(self, state: Any, pod: v1.Pod, node_name: str) -> Any:
        return self.faulty.fault("Permit", pod), PERMIT_TIMEOUT

    async def pre_bind(self, state: Any, pod: v1.Pod, node_name: str) -> Any:
        return self.faulty.fault("PreBind", pod)

    def bind(self, state: Any, pod: v1.Pod, node_name: str) -> Any:
        # Without a fault, DefaultBinder binds.
        return self.faulty.fault("Bind", pod) or framework.new_status(framework.Skip)

    def post_bind(self, state: Any, pod: v1.Pod, node_name: str) -> None:
        self.faulty.fault("PostBind", pod)


class _FaultySort(_FaultyPlugin, framework.QueueSortPlugin):
    def less(self, a: Any, b: Any) -> bool:
        self.faulty.fault("QueueSort", a.pod)
        self.faulty.fault("QueueSort", b.pod)
        # PrioritySort's order: higher priority first, then the earlier arrival.
        p1, p2 = a.pod.spec.priority or 0, b.pod.spec.priority or 0
        return p1 > p2 or (p1 == p2 and a.timestamp < b.timestamp)


async def pv_controller(client: Clientset, clock: FakeClock) -> None:
    """A stand-in for the PV controller: for a minute, finish the bindings PreBind began."""
    for _ in range(60):
        await clock.sleep(timedelta(seconds=1))
        for pv in client.core_v1().persistent_volumes().list():
            ref = pv.spec.claim_ref
            if ref is None:
                continue
            claims = client.core_v1().persistent_volume_claims(ref.namespace)
            pvc = claims.get(ref.name)
            if not pvc.spec.volume_name:
                pvc.spec.volume_name = pv.metadata.name
                set_meta_data_annotation(pvc.metadata, volume.AnnBindCompleted, "yes")
                claims.update(pvc)


def _condition(pod: v1.Pod) -> v1.PodCondition | None:
    return next((c for c in pod.status.conditions if c.type == "PodScheduled"), None)


def _requests(pods: Iterable[v1.Pod]) -> tuple[int, int]:
    """Total cpu (millicores) and memory (bytes) the containers of pods request."""
    cpu = memory = 0
    for pod in pods:
        for container in pod.spec.containers:
            requests = container.resources.requests if container.resources else {}
            if "cpu" in requests:
                cpu += requests["cpu"].milli_value()
            if "memory" in requests:
                memory += requests["memory"].value()
    return cpu, memory


def _node_state(info: frameworktypes.NodeInfo) -> tuple[Any, ...]:
    return (
        sorted(p.pod.uid for p in info.pods),
        info.requested,
        info.non_zero_requested,
        info.allocatable,
        dict(info.used_ports),
        dict(info.pvc_ref_counts),
        sorted(p.pod.uid for p in info.pods_with_affinity),
    )


def check_run(result: SimulationResult, faulty: Faulty) -> None:
    """The invariants of a run that ended without a panic."""
    sched = result.scheduler
    assert sched is not None
    server_pods = {o.pod.uid: o for o in result.pods}
    queued, _ = sched.scheduling_queue.pending_pods()
    queued_uids = {p.uid for p in queued}
    pre_enqueue_faults = [f for f in faulty.faults if f.point == "PreEnqueue"]
    for outcome in result.pods:
        pod = outcome.pod
        if outcome.deleted or pod.spec.node_name:
            continue
        # A pending pod is not lost: it waits in one of the scheduler's queues, and says why.
        assert pod.uid in queued_uids, f"{pod.metadata.name} is pending but in no queue"
        condition = _condition(pod)
        if condition is None:
            # Only a pod PreEnqueue kept out of activeQ has never been attempted.
            assert any(f.applies("PreEnqueue", pod) for f in pre_enqueue_faults), pod
            continue
        assert condition.status == "False", (pod.metadata.name, condition)

    dump = sched.cache.dump()
    assert dump.assumed_pods == set(), "a pod is left assumed"

    nodes = {n.metadata.name: n for n in sched.client.server.list(v1.Node)}
    bound = [p for p in sched.client.server.list(v1.Pod) if p.spec.node_name]
    assert set(dump.nodes) == set(nodes)
    for name, info in dump.nodes.items():
        here = [p for p in bound if p.spec.node_name == name]
        cpu, memory = _requests(here)
        assert (info.requested.milli_cpu, info.requested.memory) == (cpu, memory), name
        rebuilt = frameworktypes.new_node_info(*here)
        rebuilt.set_node(nodes[name])
        assert _node_state(info) == _node_state(rebuilt), name

    # Reservations are undone on every failure path; the plugin holds only bound pods.
    for uid in faulty.reserved:
        holder = server_pods.get(uid)
        assert holder is not None and holder.pod.spec.node_name, f"reservation of {uid} leaks"
    # A nomination holds room on a node for a pending pod only.
    for name in nodes:
        for nominated in sched.scheduling_queue.nominated_pods_for_node(name):
            holder = server_pods.get(nominated.pod.uid)
            pending = holder is not None and not holder.deleted and not holder.pod.spec.node_name
            assert pending, f"{nominated.pod.metadata.name} keeps a nomination on {name}"
    waiting: list[Any] = []
    for fwk in sched.profiles.values():
        fwk.iterate_over_waiting_pods(waiting.append)
        binder = cast(Any, fwk).plugins_map["VolumeBinding"].plugin.binder
        for cache in (binder.pv_cache, binder.pvc_cache):
            for key, info in cache.store.items():
                assert info.latest_obj is info.api_obj, f"{cache.description} {key} left assumed"
    assert waiting == []
    assert not sched.binding_tasks


def check_crash(panic: PluginPanic, faulty: Faulty) -> None:
    """What a panic must say and leave behind: only what the API server holds."""
    assert panic.plugin == NAME
    assert any(
        f.point == panic.extension_point
        and f.behaviour == "raise"
        and (not f.pods or any(key.split("/")[1] in f.pods for key in panic.pods))
        for f in faulty.faults
    ), panic
    assert isinstance(panic.cause, RuntimeError)
    assert str(panic.cause) == f"{NAME}: raise at {panic.extension_point}"
    result = panic.result
    assert result is not None and not result.settled and result.scheduler is None
    pods = {f"{o.pod.metadata.namespace}/{o.pod.metadata.name}": o.pod for o in result.pods}
    for key in panic.pods:
        # The pod that panicked is bound only if its Bind succeeded, before PostBind.
        bound = bool(pods[key].spec.node_name)
        assert bound == (panic.extension_point == "PostBind"), (key, panic)
    for pod in pods.values():
        condition = _condition(pod)
        if pod.spec.node_name and condition is not None:
            assert condition.status == "True", pod
