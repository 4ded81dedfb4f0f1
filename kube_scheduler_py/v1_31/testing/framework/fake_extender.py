"""FakeExtender: an in-process Extender built from predicate and priority functions.

Scheduler and preemption tests use it in place of an HTTP extender; the ready-made predicates
(true_predicate_extender, node1_predicate_extender, ...) and prioritizers give fixed answers.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field

from kube_scheduler_py.clock import PassiveClock, new_fake_passive_clock
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as corev1helpers
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework.cycle_state import CycleState
from kube_scheduler_py.v1_31.framework.extender import Extender
from kube_scheduler_py.v1_31.framework.interface import (
    Code,
    FrameworkError,
    Handle,
    NodeScore,
    NodeScoreList,
    Plugin,
    ScoreExtensions,
    ScorePlugin,
    Status,
    new_status,
)
from kube_scheduler_py.v1_31.framework.listers import NodeInfoLister
from kube_scheduler_py.v1_31.framework.runtime.registry import PluginFactory
from kube_scheduler_py.v1_31.framework.types import NodeInfo
from kube_scheduler_py.v1_31.util import utils as util


class FakeExtenderError(Exception):
    """An error a fake prioritizer or binder returns.

    Python-only: Go returns plain `error` values here; this class names them.
    """


# Decides whether the pod fits the node, as an extender's filter would.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L35-L35
FitPredicate = Callable[[v1.Pod, NodeInfo], Status | None]

# Scores the nodes for the pod, as an extender's prioritizer would; raises on failure.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L38-L38
PriorityFunc = Callable[[v1.Pod, list[NodeInfo]], NodeScoreList]

# The name a FakeExtender reports when it was given none.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L158-L158
defaultFakeExtenderName = "defaultFakeExtender"


@dataclass(slots=True)
class PriorityConfig:
    """A priority function and the weight its scores are multiplied by.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L41-L44
    """

    function: PriorityFunc
    weight: int = 0


def error_predicate_extender(pod: v1.Pod, node: NodeInfo) -> Status | None:
    """Always an Error status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L47-L49
    """
    return new_status(Code.Error, "some error")


def false_predicate_extender(pod: v1.Pod, node: NodeInfo) -> Status | None:
    """Always Unschedulable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L52-L54
    """
    return new_status(
        Code.Unschedulable, f"pod is unschedulable on the node {go_quote(_node(node).name)}"
    )


def true_predicate_extender(pod: v1.Pod, node: NodeInfo) -> Status | None:
    """Always Success.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L57-L59
    """
    return new_status(Code.Success)


def node1_predicate_extender(pod: v1.Pod, node: NodeInfo) -> Status | None:
    """Success on "node1" only, Unschedulable elsewhere.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L63-L68
    """
    if _node(node).name == "node1":
        return new_status(Code.Success)
    return new_status(Code.Unschedulable, f"node {go_quote(_node(node).name)} is not allowed")


def node2_predicate_extender(pod: v1.Pod, node: NodeInfo) -> Status | None:
    """Success on "node2" only, Unschedulable elsewhere.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L72-L77
    """
    if _node(node).name == "node2":
        return new_status(Code.Success)
    return new_status(Code.Unschedulable, f"node {go_quote(_node(node).name)} is not allowed")


def error_prioritizer_extender(pod: v1.Pod, nodes: list[NodeInfo]) -> NodeScoreList:
    """Always fails.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L80-L82
    """
    raise FakeExtenderError("some error")


def node1_prioritizer_extender(pod: v1.Pod, nodes: list[NodeInfo]) -> NodeScoreList:
    """Score 10 for "node1", 1 for every other node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L86-L96
    """
    result: NodeScoreList = []
    for node in nodes:
        score = 1
        if _node(node).name == "node1":
            score = 10
        result.append(NodeScore(name=_node(node).name, score=score))
    return result


def node2_prioritizer_extender(pod: v1.Pod, nodes: list[NodeInfo]) -> NodeScoreList:
    """Score 10 for "node2", 1 for every other node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L100-L110
    """
    result: NodeScoreList = []
    for node in nodes:
        score = 1
        if _node(node).name == "node2":
            score = 10
        result.append(NodeScore(name=_node(node).name, score=score))
    return result


class node2PrioritizerPlugin(ScorePlugin):
    """A score plugin that prefers "node2".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L112-L112
    """

    def name(self) -> str:
        """The plugin name, "Node2Prioritizer".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L122-L124
        """
        return "Node2Prioritizer"

    def score(self, state: CycleState, p: v1.Pod, node_name: str) -> tuple[int, Status | None]:
        """100 for "node2", 10 for every other node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L127-L133
        """
        score = 10
        if node_name == "node2":
            score = 100
        return score, None

    def score_extensions(self) -> ScoreExtensions | None:
        """None: no score normalization.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L136-L138
        """
        return None


def new_node2_prioritizer_plugin() -> PluginFactory:
    """A factory of node2PrioritizerPlugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L115-L119
    """

    def factory(args: object, handle: Handle) -> Plugin:
        return node2PrioritizerPlugin()

    return factory


@dataclass(kw_only=True)
class FakeExtender(Extender):
    """An extender that filters with predicates, scores with prioritizers and may bind.

    With node_cache_capable it preempts on its own copy of the nodes (cached_node_name_to_info).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L141-L156
    """

    extender_name: str = ""
    predicates: list[FitPredicate] = field(default_factory=list)
    prioritizers: list[PriorityConfig] = field(default_factory=list)
    weight: int = 0
    node_cache_capable: bool = False
    filtered_nodes: list[NodeInfo] = field(default_factory=list)
    un_interested: bool = False
    ignorable: bool = False
    binder: Callable[[], None] | None = None
    cached_node_name_to_info: dict[str, NodeInfo] = field(default_factory=dict)
    # Python: "now" for pods without a start time when ranking victims (Go reads the wall clock).
    clock: PassiveClock = field(default_factory=new_fake_passive_clock)

    def name(self) -> str:
        """The extender's name, or defaultFakeExtenderName when it has none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L161-L167
        """
        if self.extender_name == "":
            return defaultFakeExtenderName
        return self.extender_name

    def is_ignorable(self) -> bool:
        """Whether its failures may be ignored.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L170-L172
        """
        return self.ignorable

    def supports_preemption(self) -> bool:
        """Always true: the fake takes part in preemption.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L175-L178
        """
        return True

    def process_preemption(
        self,
        pod: v1.Pod,
        node_name_to_victims: dict[str, extenderv1.Victims],
        node_infos: NodeInfoLister,
    ) -> dict[str, extenderv1.Victims]:
        """Drop the candidates where the pod would still not fit and add the fake's own victims.

        The returned map is new, but the Victims in it are the caller's, extended in place.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L181-L217
        """
        node_name_to_victims_copy: dict[str, extenderv1.Victims] = {}
        for k, v in node_name_to_victims.items():
            node_name_to_victims_copy[k] = v

        for node_name, victims in list(node_name_to_victims_copy.items()):
            # Python: Go ignores a failed lookup and goes on with a nil NodeInfo; here it raises.
            node_info = node_infos.get(node_name)
            extender_victim_pods, extender_pdb_violations, fits = (
                self.select_victims_on_node_by_extender(pod, node_info)
            )
            if not fits:
                del node_name_to_victims_copy[node_name]
            else:
                node_name_to_victims_copy[node_name].pods = victims.pods + extender_victim_pods
                node_name_to_victims_copy[node_name].num_pdb_violations = (
                    victims.num_pdb_violations + extender_pdb_violations
                )
        return node_name_to_victims_copy

    def select_victims_on_node_by_extender(
        self, pod: v1.Pod, node: NodeInfo
    ) -> tuple[list[v1.Pod], int, bool]:
        """The extra victims the fake needs on node, their PDB violations and whether it fits.

        Without a node cache it only re-runs the predicates. With one it removes every lower
        priority pod from its cached copy of the node, then adds them back, most important
        first, for as long as the pod still fits; those it cannot add back are the victims.
        Raises when a predicate errors.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L224-L300
        """
        if not self.node_cache_capable:
            status = self.run_predicate(pod, node)
            if status.is_success():
                return [], 0, True
            if status.is_rejected():
                return [], 0, False
            raise _as_error(status)

        node_info_copy = self.cached_node_name_to_info[_node(node).name].snapshot()

        potential_victims: list[v1.Pod] = []

        def remove_pod(rp: v1.Pod) -> None:
            node_info_copy.remove_pod(rp)

        def add_pod(ap: v1.Pod) -> None:
            node_info_copy.add_pod(ap)

        pod_priority = corev1helpers.pod_priority(pod)
        # Python: walks a copy of the pod list; Go ranges over the slice that RemovePod shuffles.
        for pi in list(node_info_copy.pods):
            if corev1helpers.pod_priority(pi.pod) < pod_priority:
                potential_victims.append(pi.pod)
                remove_pod(pi.pod)
        potential_victims.sort(key=functools.cmp_to_key(self._more_important_first))

        status = self.run_predicate(pod, node_info_copy)
        if status.is_success():
            pass
        elif status.is_rejected():
            return [], 0, False
        else:
            raise _as_error(status)

        victims: list[v1.Pod] = []

        num_violating_victim = 0

        def reprieve_pod(p: v1.Pod) -> bool:
            add_pod(p)
            status = self.run_predicate(pod, node_info_copy)
            if not status.is_success():
                try:
                    remove_pod(p)
                except FrameworkError:
                    return False
                victims.append(p)
            return status.is_success()

        for p in potential_victims:
            reprieve_pod(p)

        return victims, num_violating_victim, True

    def _more_important_first(self, a: v1.Pod, b: v1.Pod) -> int:
        """Sort order putting the more important pod first."""
        if util.more_important_pod(a, b, self.clock):
            return -1
        if util.more_important_pod(b, a, self.clock):
            return 1
        return 0

    def run_predicate(self, pod: v1.Pod, node: NodeInfo) -> Status:
        """The first non-success status of the predicates, or Success.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L304-L312
        """
        for predicate in self.predicates:
            status = predicate(pod, node)
            if not Status.is_success(status):
                assert status is not None
                return status
        return new_status(Code.Success)

    def filter(
        self, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[list[NodeInfo], extenderv1.FailedNodesMap, extenderv1.FailedNodesMap]:
        """Keep the nodes every predicate accepts; remember them for bind.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L315-L337
        """
        filtered: list[NodeInfo] = []
        failed_nodes_map: extenderv1.FailedNodesMap = {}
        failed_and_unresolvable_map: extenderv1.FailedNodesMap = {}
        for node in nodes:
            status = self.run_predicate(pod, node)
            name = _node(node).name
            if status.is_success():
                filtered.append(node)
            elif status.code() == Code.Unschedulable:
                failed_nodes_map[name] = f"FakeExtender: node {go_quote(name)} failed"
            elif status.code() == Code.UnschedulableAndUnresolvable:
                failed_and_unresolvable_map[name] = (
                    f"FakeExtender: node {go_quote(name)} failed and unresolvable"
                )
            else:
                raise _as_error(status)

        self.filtered_nodes = filtered
        return filtered, failed_nodes_map, failed_and_unresolvable_map

    def prioritize(
        self, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[extenderv1.HostPriorityList, int]:
        """Sum the weighted scores of the prioritizers per node; prioritizers of weight 0
        are skipped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L340-L361
        """
        result: extenderv1.HostPriorityList = []
        combined_scores: dict[str, int] = {}
        for prioritizer in self.prioritizers:
            weight = prioritizer.weight
            if weight == 0:
                continue
            priority_func = prioritizer.function
            prioritized_list = priority_func(pod, nodes)
            for host_entry in prioritized_list:
                combined_scores[host_entry.name] = (
                    combined_scores.get(host_entry.name, 0) + host_entry.score * weight
                )
        # Python: hosts come in first-scored order; Go's map order is random.
        for host, score in combined_scores.items():
            result.append(extenderv1.HostPriority(host=host, score=score))
        return result, self.weight

    def bind(self, binding: v1.Binding) -> None:
        """Call the binder if set; else accept only a node that passed the last filter.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L364-L380
        """
        if self.binder is not None:
            self.binder()
            return
        if len(self.filtered_nodes) != 0:
            for node in self.filtered_nodes:
                if _node(node).name == binding.target.name:
                    self.filtered_nodes = []
                    return
            shown = " ".join(node.string() for node in self.filtered_nodes)
            err = FakeExtenderError(f"Node {binding.target.name} not in filtered nodes [{shown}]")
            self.filtered_nodes = []
            raise err

    def is_binder(self) -> bool:
        """Always true.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L383-L385
        """
        return True

    def is_prioritizer(self) -> bool:
        """Whether it has prioritizers.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L388-L390
        """
        return len(self.prioritizers) > 0

    def is_filter(self) -> bool:
        """Whether it has predicates.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L393-L395
        """
        return len(self.predicates) > 0

    def is_interested(self, pod: v1.Pod) -> bool:
        """True unless the fake was made un-interested.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_extender.go#L398-L400
        """
        return not self.un_interested


def _as_error(status: Status) -> BaseException:
    """The error of a status that is neither success nor a rejection."""
    err = status.as_error()
    assert err is not None
    return err


def _node(node_info: NodeInfo) -> v1.Node:
    """The node of a NodeInfo the fake is given, which always has one."""
    node = node_info.node()
    # Python: Go would dereference a nil node here and panic.
    assert node is not None
    return node
