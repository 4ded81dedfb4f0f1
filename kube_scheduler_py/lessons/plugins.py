"""The plugins the lessons write: GangOfTwo (notebook 04), FlakyBinder (notebook 05) and
AppLimit (notebook 07).

FlakyBinder is a Bind plugin that refuses the first binding of pod `a` with an error and
answers Skip otherwise, handing the pod to the next Bind plugin.

GangOfTwo is a Permit plugin: pods labelled `gang: <name>` come in pairs; the first of a pair
to reach Permit waits (at most `timeout`) for the second, which allows it.

AppLimit, the plugin of notebook 07, is a Filter and Score plugin whose PreFilter does the work
once per pod and leaves it in the CycleState for Filter and Score to read, and whose
EventsToRegister (with a QueueingHint) says which cluster events may help a pod it rejected.

What it does: at most `limit` pods of one app (the pod's `app` label) per node; among the
nodes that still have room, fewer pods of the app score higher.

- PreFilter counts the app's pods on every node of the snapshot, once, and writes the counts
  under `AppLimitKey`. A pod without an `app` label gets `Skip`: the framework then skips this
  plugin's Filter for the pod.
- Filter reads the counts and rejects a node that already runs `limit` pods of the app.
- Score reads the same counts: `MaxNodeScore` × (1 − count / limit).
- EventsToRegister: a deleted pod (it may have been one of the app's) and a new node. The
  QueueingHint on pod deletion answers Queue only when the deleted pod was of the same app; it
  is consulted only with the SchedulerQueueingHints feature gate on (beta, off by default in
  v1.31.1: without it, every registered event moves the pod).

Python-only: a lesson's example plugin; nothing here is in Go.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1

__all__ = ["NAME", "AppCounts", "AppLimit", "AppLimitKey", "GangOfTwo", "new_app_limit"]

NAME = "AppLimit"
#: The CycleState key PreFilter writes and Filter and Score read.
AppLimitKey = "PreFilter" + NAME


@dataclass(slots=True)
class AppCounts(framework.StateData):
    """What PreFilter leaves in the CycleState: the pod's app and its pods per node."""

    app: str
    per_node: dict[str, int] = field(default_factory=dict)

    def clone(self) -> AppCounts:
        """A copy (preemption's dry run changes clones, never the original)."""
        return AppCounts(self.app, dict(self.per_node))


class AppLimit(
    framework.PreFilterPlugin,
    framework.FilterPlugin,
    framework.ScorePlugin,
    framework.EnqueueExtensions,
):
    """At most `limit` pods of one app per node; fewer pods of the app score higher."""

    def __init__(self, handle: framework.Handle, limit: int = 2) -> None:
        self.handle = handle
        self.limit = limit

    def name(self) -> str:
        """The name the registry and the configuration use."""
        return NAME

    def pre_filter(
        self, state: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Count the app's pods on every node once, and keep the counts for Filter and Score."""
        app = pod.metadata.labels.get("app")
        if app is None:
            return None, framework.new_status(framework.Skip)
        counts = AppCounts(app)
        for node_info in self.handle.snapshot_shared_lister().node_infos().list():
            node = node_info.node()
            assert node is not None
            running = [p.pod for p in node_info.pods]
            counts.per_node[node.name] = sum(1 for p in running if _app(p) == app)
        state.write(AppLimitKey, counts)
        return None, None

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """None: nominated pods are not counted (see notebook 02 for what AddPod is for)."""
        return None

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """Reject the node when it already runs `limit` pods of the app."""
        counts = state.read(AppLimitKey)
        assert isinstance(counts, AppCounts)
        node = node_info.node()
        assert node is not None
        if counts.per_node.get(node.name, 0) >= self.limit:
            reason = f"node(s) already run {self.limit} pod(s) of app {counts.app}"
            return framework.new_status(framework.Unschedulable, reason)
        return None

    def score(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        """Fewer pods of the app, higher score; 0 for a pod without an app."""
        try:
            counts = state.read(AppLimitKey)
        except framework.ErrNotFound:
            return 0, None
        assert isinstance(counts, AppCounts)
        free = max(self.limit - counts.per_node.get(node_name, 0), 0)
        return framework.MaxNodeScore * free // self.limit, None

    def score_extensions(self) -> framework.ScoreExtensions | None:
        """None: the scores are already in 0..MaxNodeScore."""
        return None

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """A deleted pod may free room on a node (the hint checks it was of the same app); a
        new node has room for any app."""
        pod_deleted = framework.ClusterEvent(resource=framework.Pod, action_type=framework.Delete)
        node_added = framework.ClusterEvent(resource=framework.Node, action_type=framework.Add)
        return [
            framework.ClusterEventWithHint(
                event=pod_deleted, queueing_hint_fn=self.is_schedulable_after_pod_deleted
            ),
            framework.ClusterEventWithHint(event=node_added),
        ]

    def is_schedulable_after_pod_deleted(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the rejected pod only when the deleted pod was of its app."""
        if isinstance(old_obj, v1.Pod) and _app(old_obj) == _app(pod):
            return framework.Queue
        return framework.QueueSkip


class GangOfTwo(framework.PermitPlugin):
    """Permit: the first pod of a gang waits until the second one reaches Permit."""

    def __init__(self, handle: framework.Handle, timeout: timedelta = timedelta(seconds=30)):
        self.handle = handle
        self.timeout = timeout

    def name(self) -> str:
        """The name the registry and the configuration use."""
        return "GangOfTwo"

    def permit(
        self, state: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> tuple[framework.Status | None, timedelta]:
        """Wait for the partner, or allow the partner that waits."""
        gang = pod.metadata.labels.get("gang")
        if gang is None:
            return None, timedelta(0)
        partners: list[v1.Pod] = []

        def collect(waiting_pod: framework.WaitingPod) -> None:
            if waiting_pod.get_pod().metadata.labels.get("gang") == gang:
                partners.append(waiting_pod.get_pod())

        self.handle.iterate_over_waiting_pods(collect)
        if not partners:
            wait = framework.new_status(framework.Wait, f"waiting for the other pod of gang {gang}")
            return wait, self.timeout
        waiting = self.handle.get_waiting_pod(partners[0].metadata.uid)
        assert waiting is not None
        waiting.allow(self.name())
        return None, timedelta(0)


class FlakyBinder(framework.BindPlugin):
    """Refuses the first binding of pod a; skips everything else."""

    def __init__(self) -> None:
        self.refused: set[str] = set()

    def name(self) -> str:
        """The name the registry and the configuration use."""
        return "FlakyBinder"

    def bind(
        self, state: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> framework.Status | None:
        """An error for a's first binding; Skip (the next Bind plugin binds) otherwise."""
        if pod.metadata.name == "a" and "a" not in self.refused:
            self.refused.add("a")
            return framework.as_status(RuntimeError("the API server refused to bind a"))
        return framework.new_status(framework.Skip)


def _app(pod: v1.Pod) -> str | None:
    return pod.metadata.labels.get("app")


def new_app_limit(limit: int = 2) -> Any:
    """The factory a Registry takes: `Registry({NAME: new_app_limit(limit)})`."""

    def factory(_args: object, handle: framework.Handle) -> framework.Plugin:
        return AppLimit(handle, limit)

    return factory
