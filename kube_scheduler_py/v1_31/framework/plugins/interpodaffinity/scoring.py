"""InterPodAffinity's PreScore, Score and NormalizeScore: preferred pod affinity.

PreScore adds up, per topology pair, the weights of the preferred (anti-)affinity terms that
link the incoming pod with the existing pods, in both directions (and the required affinity
terms of existing pods, weighted by hardPodAffinityWeight). Score sums a node's topology
pairs; NormalizeScore scales the sums to 0..MaxNodeScore.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kube_scheduler_py.goint import int32, int64
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework import parallelize
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.filtering import (
    InterPodAffinityError,
    _wrap_error,
)
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.namespace_lister import (
    NamespaceLister,
    get_namespace_labels_snapshot,
)

# The CycleState key of PreScore's state.
# Python: Go builds the key from plugin.go's Name, which is names.InterPodAffinity.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L32-L32
preScoreStateKey = "PreScore" + names.InterPodAffinity

# Python: Go's math.MaxInt64 and math.MinInt64, the start values of NormalizeScore's search.
_MaxInt64 = 2**63 - 1
_MinInt64 = -(2**63)


class scoreMap(dict[str, dict[str, int]]):
    """Per topology key and value, the summed weight of the matching terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L34-L34
    """

    def process_term(
        self,
        term: framework.AffinityTerm,
        weight: int,
        pod: v1.Pod,
        ns_labels: labels.Set,
        node: v1.Node,
        multiplier: int,
    ) -> None:
        """If pod matches term, add weight * multiplier to the node's pair for the term's
        topology key (when the node has that label).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L50-L59
        """
        if term.matches(pod, ns_labels) and term.topology_key in node.metadata.labels:
            tp_value = node.metadata.labels[term.topology_key]
            if term.topology_key not in self:
                self[term.topology_key] = {}
            scores = self[term.topology_key]
            # Go int32: weight * multiplier is an int32 product; the sum is int64.
            scores[tp_value] = int64(scores.get(tp_value, 0) + int32(weight * multiplier))

    def process_terms(
        self,
        terms: list[framework.WeightedAffinityTerm],
        pod: v1.Pod,
        ns_labels: labels.Set,
        node: v1.Node,
        multiplier: int,
    ) -> None:
        """process_term for each weighted term with its own weight.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L61-L65
        """
        for term in terms:
            self.process_term(term.affinity_term, term.weight, pod, ns_labels, node, multiplier)

    def append(self, other: scoreMap) -> None:
        """Add other's weights to this map (taking over other's inner maps where this one has
        none for a topology key).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L67-L78
        """
        for topology, o_scores in other.items():
            scores = self.get(topology)
            if scores is None:
                self[topology] = o_scores
                continue
            for k, v in o_scores.items():
                scores[k] = scores.get(k, 0) + v


@dataclass
class preScoreState(framework.StateData):
    """The topology scores PreScore computes for Score, plus the incoming pod's parsed terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L37-L42
    """

    topology_score: scoreMap
    pod_info: framework.PodInfo
    # A snapshot of the labels of the incoming pod's namespace.
    namespace_labels: labels.Set

    def clone(self) -> framework.StateData:
        """The state itself: Score only reads it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L46-L48
        """
        return self


class _Scoring(framework.PreScorePlugin, framework.ScorePlugin, framework.ScoreExtensions):
    """The methods of InterPodAffinity that scoring.go defines.

    # Python: Go spreads the methods of InterPodAffinity over plugin.go, filtering.go and
    # scoring.go; here scoring.go's methods live in this mixin, which InterPodAffinity
    # (plugin.py) inherits. The annotations below are the plugin fields these methods read.
    """

    parallelizer: parallelize.Parallelizer
    args: config.InterPodAffinityArgs
    shared_lister: framework.SharedLister
    ns_lister: NamespaceLister
    merge_affinity_term_namespaces_if_not_empty: Callable[[framework.AffinityTerm], None]

    def process_existing_pod(
        self,
        state: preScoreState,
        existing_pod: framework.PodInfo,
        existing_pod_node_info: framework.NodeInfo,
        incoming_pod: v1.Pod,
        topo_score: scoreMap,
    ) -> None:
        """Add the weights linking the incoming pod and one existing pod to topo_score, at
        the existing pod's node's topology pairs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L80-L124
        """
        existing_pod_node = existing_pod_node_info.node()
        assert existing_pod_node is not None
        if len(existing_pod_node.metadata.labels) == 0:
            return

        # The incoming pod's preferred affinity terms that the existing pod matches add their
        # weight. Their namespace selectors were merged into the namespaces, so the existing
        # pod's namespace labels are not needed (Go passes nil).
        topo_score.process_terms(
            state.pod_info.preferred_affinity_terms,
            existing_pod.pod,
            labels.Set(),
            existing_pod_node,
            1,
        )

        # Likewise, the incoming pod's preferred anti-affinity terms subtract their weight.
        topo_score.process_terms(
            state.pod_info.preferred_anti_affinity_terms,
            existing_pod.pod,
            labels.Set(),
            existing_pod_node,
            -1,
        )

        # The existing pod's required affinity terms that the incoming pod matches add the
        # configured hardPodAffinityWeight.
        if self.args.hard_pod_affinity_weight > 0 and len(existing_pod_node.metadata.labels) != 0:
            for t in existing_pod.required_affinity_terms:
                topo_score.process_term(
                    t,
                    self.args.hard_pod_affinity_weight,
                    incoming_pod,
                    state.namespace_labels,
                    existing_pod_node,
                    1,
                )

        # The existing pod's preferred affinity terms that the incoming pod matches add their
        # weight.
        topo_score.process_terms(
            existing_pod.preferred_affinity_terms,
            incoming_pod,
            state.namespace_labels,
            existing_pod_node,
            1,
        )

        # The existing pod's preferred anti-affinity terms that the incoming pod matches
        # subtract their weight.
        topo_score.process_terms(
            existing_pod.preferred_anti_affinity_terms,
            incoming_pod,
            state.namespace_labels,
            existing_pod_node,
            -1,
        )

    def pre_score(
        self, cycle_state: framework.CycleState, pod: v1.Pod, nodes: list[framework.NodeInfo]
    ) -> framework.Status | None:
        """Compute the topology scores for Score; Skip when there is nothing to score.

        Without preferred terms of its own, the pod is scored only by the terms of existing
        pods with affinity (or not at all with ignorePreferredTermsOfExistingPods).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L127-L224
        """
        if len(nodes) == 0:
            # Nothing to score.
            return framework.new_status(framework.Skip)

        if self.shared_lister is None:
            return framework.new_status(
                framework.Error, "empty shared lister in InterPodAffinity PreScore"
            )

        affinity = pod.spec.affinity
        has_preferred_affinity_constraints = (
            affinity is not None
            and affinity.pod_affinity is not None
            and len(affinity.pod_affinity.preferred_during_scheduling_ignored_during_execution) > 0
        )
        has_preferred_anti_affinity_constraints = (
            affinity is not None
            and affinity.pod_anti_affinity is not None
            and len(affinity.pod_anti_affinity.preferred_during_scheduling_ignored_during_execution)
            > 0
        )
        has_constraints = has_preferred_affinity_constraints or (
            has_preferred_anti_affinity_constraints
        )

        # The existing pods' preferences may be switched off for pods without preferences.
        if self.args.ignore_preferred_terms_of_existing_pods and not has_constraints:
            return framework.new_status(framework.Skip)

        # Without preferred terms of the pod, only nodes hosting pods with affinity matter.
        # Python: the NodeInfo lister returns no error, so Go's error branches are gone.
        if has_constraints:
            all_nodes = self.shared_lister.node_infos().list()
        else:
            all_nodes = self.shared_lister.node_infos().have_pods_with_affinity_list()

        try:
            pod_info = framework.new_pod_info(pod)
        except Aggregate as err:
            # PreFilter normally rejects such a pod before scoring.
            return framework.as_status(_wrap_error("failed to parse pod", err))

        try:
            for term in pod_info.preferred_affinity_terms:
                self.merge_affinity_term_namespaces_if_not_empty(term.affinity_term)
        except Exception as err:
            # Python: the Namespace lister interface does not fix the error type it raises.
            return framework.as_status(_wrap_error("updating PreferredAffinityTerms", err))
        try:
            for term in pod_info.preferred_anti_affinity_terms:
                self.merge_affinity_term_namespaces_if_not_empty(term.affinity_term)
        except Exception as err:
            return framework.as_status(_wrap_error("updating PreferredAntiAffinityTerms", err))
        state = preScoreState(
            topology_score=scoreMap(),
            pod_info=pod_info,
            namespace_labels=get_namespace_labels_snapshot(pod.namespace, self.ns_lister),
        )

        # Python: the parallelizer runs the pieces in order, so appending replaces Go's
        # atomically indexed slice.
        topo_scores: list[scoreMap] = []

        def process_node(i: int) -> None:
            node_info = all_nodes[i]

            # Without preferred terms of the pod, only the node's pods with affinity matter.
            pods_to_process = node_info.pods_with_affinity
            if has_constraints:
                pods_to_process = node_info.pods

            topo_score = scoreMap()
            for existing_pod in pods_to_process:
                self.process_existing_pod(state, existing_pod, node_info, pod, topo_score)
            if len(topo_score) > 0:
                topo_scores.append(topo_score)

        self.parallelizer.until(len(all_nodes), process_node, self.name())

        if len(topo_scores) == 0:
            return framework.new_status(framework.Skip)

        for topo_score in topo_scores:
            state.topology_score.append(topo_score)

        cycle_state.write(preScoreStateKey, state)
        return None

    def score(
        self, cycle_state: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        """The summed topology scores of the node's labels (positive for affinity, negative
        for anti-affinity); NormalizeScore scales them.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L243-L262
        """
        try:
            node_info = self.shared_lister.node_infos().get(node_name)
        except Exception as err:
            # Python: the lister interface does not fix the error type it raises.
            message = f"failed to get node {go_quote(node_name)} from Snapshot"
            return 0, framework.as_status(_wrap_error(message, err))
        node = node_info.node()
        assert node is not None

        try:
            s = get_pre_score_state(cycle_state)
        except InterPodAffinityError as err:
            return 0, framework.as_status(err)
        score = 0
        for tp_key, tp_values in s.topology_score.items():
            if tp_key in node.labels:
                v = node.labels[tp_key]
                score += tp_values.get(v, 0)

        return score, None

    def normalize_score(
        self, cycle_state: framework.CycleState, pod: v1.Pod, scores: framework.NodeScoreList
    ) -> framework.Status | None:
        """Scale the scores linearly so the lowest becomes 0 and the highest MaxNodeScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L265-L297
        """
        try:
            s = get_pre_score_state(cycle_state)
        except InterPodAffinityError as err:
            return framework.as_status(err)
        if len(s.topology_score) == 0:
            return None

        min_count = _MaxInt64
        max_count = _MinInt64
        for i in range(len(scores)):
            score = scores[i].score
            if score > max_count:
                max_count = score
            if score < min_count:
                min_count = score

        max_min_diff = max_count - min_count
        for i in range(len(scores)):
            f_score = 0.0
            if max_min_diff > 0:
                f_score = float(framework.MaxNodeScore) * (
                    float(scores[i].score - min_count) / float(max_min_diff)
                )

            scores[i].score = int(f_score)

        return None

    def score_extensions(self) -> framework.ScoreExtensions | None:
        """The plugin itself (it implements NormalizeScore).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L300-L302
        """
        return self


def get_pre_score_state(cycle_state: framework.CycleState) -> preScoreState:
    """Read PreScore's state; raises InterPodAffinityError when it is missing or of the wrong
    type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L226-L237
    """
    try:
        c = cycle_state.read(preScoreStateKey)
    except framework.ErrNotFound as err:
        message = f"failed to read {go_quote(preScoreStateKey)} from cycleState"
        raise _wrap_error(message, err) from err

    if not isinstance(c, preScoreState):
        # Python: Go prints the value with %+v; here its repr.
        raise InterPodAffinityError(f"{c!r}  convert to interpodaffinity.preScoreState error")
    return c
