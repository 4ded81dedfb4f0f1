"""PodTopologySpread's PreScore, Score and NormalizeScore: the soft (ScheduleAnyway)
constraints.

A node scores the (weighted) number of matching pods in its domains; NormalizeScore turns that
around so the least crowded nodes get the highest score.

# Python: the PodTopologySpread methods Go writes in scoring.go are the functions taking `pl`
# below; plugin.py attaches them to the class.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kube_scheduler_py.goint import round_int64
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1.nodeaffinity import (
    nodeaffinity,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.common import (
    PodTopologySpreadError,
    _match_ignoring_errors,
    _SelectorParseErrors,
    _wrap_error,
    count_pods_match_selector,
    node_labels_match_spread_constraints,
    topologyPair,
    topologySpreadConstraint,
)

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.plugin import PodTopologySpread

preScoreStateKey = "PreScore" + names.PodTopologySpread
invalidScore = -1

# The largest int64: the starting point of the minimum search in NormalizeScore.
_MaxInt64 = 2**63 - 1


@dataclass(slots=True, kw_only=True)
class preScoreState(framework.StateData):
    """What PreScore computes for Score: the soft constraints, the nodes not to score (missing
    a topology key), the matching-pod count of every domain of the candidate nodes (hostname
    domains are counted in Score) and a weight per constraint.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L36-L46
    """

    constraints: list[topologySpreadConstraint] = field(default_factory=list)
    ignored_nodes: set[str] = field(default_factory=set)
    # Python: Go stores *int64 so PreScore can add atomically and tell "no entry" (nil) from
    # 0; here a missing key means no entry and the count is updated in place.
    topology_pair_to_pod_counts: dict[topologyPair, int] = field(default_factory=dict)
    topology_normalizing_weight: list[float] = field(default_factory=list)

    def clone(self) -> framework.StateData:
        """The state itself: Score never changes it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L50-L52
        """
        return self


def init_pre_score_state(
    pl: PodTopologySpread,
    s: preScoreState,
    pod: v1.Pod,
    filtered_nodes: list[framework.NodeInfo],
    require_all_topologies: bool,
) -> None:
    """Fill s with the pod's soft constraints (or the default ones), the ignored nodes, a zero
    count for every domain of the candidate nodes and the weight of each constraint.

    Raises PodTopologySpreadError when the constraints do not parse.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L59-L109
    """
    if len(pod.spec.topology_spread_constraints) > 0:
        try:
            s.constraints = pl.filter_topology_spread_constraints(
                pod.spec.topology_spread_constraints,
                pod.labels,
                v1.ScheduleAnyway,
            )
        except _SelectorParseErrors as err:
            raise _wrap_error("obtaining pod's soft topology spread constraints", err) from err
    else:
        try:
            s.constraints = pl.build_default_constraints(pod, v1.ScheduleAnyway)
        except _SelectorParseErrors as err:
            raise _wrap_error("setting default soft topology spread constraints", err) from err
    if len(s.constraints) == 0:
        return
    topo_size = [0] * len(s.constraints)
    for node_info in filtered_nodes:
        node = node_info.node()
        assert node is not None
        if require_all_topologies and not node_labels_match_spread_constraints(
            node.metadata.labels, s.constraints
        ):
            # Nodes missing a topology key get no score.
            s.ignored_nodes.add(node.name)
            continue
        for i, constraint in enumerate(s.constraints):
            # Hostname domains are counted per node in Score.
            if constraint.topology_key == v1.LabelHostname:
                continue
            pair = topologyPair(
                key=constraint.topology_key,
                value=node.metadata.labels.get(constraint.topology_key, ""),
            )
            if pair not in s.topology_pair_to_pod_counts:
                s.topology_pair_to_pod_counts[pair] = 0
                topo_size[i] += 1

    s.topology_normalizing_weight = [0.0] * len(s.constraints)
    for i, c in enumerate(s.constraints):
        sz = topo_size[i]
        if c.topology_key == v1.LabelHostname:
            sz = len(filtered_nodes) - len(s.ignored_nodes)
        s.topology_normalizing_weight[i] = topology_normalizing_weight(sz)


def pre_score(
    pl: PodTopologySpread,
    state: framework.CycleState,
    pod: v1.Pod,
    nodes: list[framework.NodeInfo],
) -> framework.Status | None:
    """Count the matching pods of every domain of the candidate nodes over all nodes; Skip
    when there are no nodes or the pod has no soft constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L112-L186
    """
    # Python: the snapshot's NodeInfos().List() never fails, so Go's "getting all nodes"
    # error has no counterpart.
    all_nodes = pl.shared_lister.node_infos().list()

    if len(all_nodes) == 0:
        # Nothing to score.
        return framework.new_status(framework.Skip)

    s = preScoreState()
    # Nodes must have every topology key unless the constraints are the system defaults;
    # that way nodes without a zone label still get hostname spreading.
    require_all_topologies = len(pod.spec.topology_spread_constraints) > 0 or not (
        pl.system_defaulted
    )
    try:
        init_pre_score_state(pl, s, pod, nodes, require_all_topologies)
    except PodTopologySpreadError as err:
        return framework.as_status(_wrap_error("calculating preScoreState", err))

    # Skip Score when the pod has no soft constraints.
    if len(s.constraints) == 0:
        return framework.new_status(framework.Skip)

    # Parse errors of the pod's node affinity only mean "no match" (backwards compatible).
    required_node_affinity = nodeaffinity.get_required_node_affinity(pod)

    def process_all_node(i: int) -> None:
        node_info = all_nodes[i]
        node = node_info.node()
        assert node is not None

        # Without the gate, only nodes passing the pod's node affinity count.
        if not pl.enable_node_inclusion_policy_in_pod_topology_spread and not (
            _match_ignoring_errors(required_node_affinity, node)
        ):
            return

        # The node must have every topology key.
        if require_all_topologies and not node_labels_match_spread_constraints(
            node.metadata.labels, s.constraints
        ):
            return

        for c in s.constraints:
            if (
                pl.enable_node_inclusion_policy_in_pod_topology_spread
                and not c.match_node_inclusion_policies(pod, node, required_node_affinity)
            ):
                continue

            pair = topologyPair(
                key=c.topology_key, value=node.metadata.labels.get(c.topology_key, "")
            )
            # Domains of no candidate node (and hostname domains, counted in Score) are
            # skipped.
            if pair not in s.topology_pair_to_pod_counts:
                continue
            count = count_pods_match_selector(node_info.pods, c.selector, pod.namespace)
            s.topology_pair_to_pod_counts[pair] += count

    pl.parallelizer.until(len(all_nodes), process_all_node, pl.name())

    state.write(preScoreStateKey, s)
    return None


def score(
    pl: PodTopologySpread, state: framework.CycleState, p: v1.Pod, node_name: str
) -> tuple[int, framework.Status | None]:
    """The node's raw score: over the constraints whose key the node has, the weighted count
    of matching pods in its domain plus maxSkew-1; 0 for an ignored node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L191-L224
    """
    try:
        node_info = pl.shared_lister.node_infos().get(node_name)
    except Exception as err:
        # Python: the lister interface does not fix the error type it raises.
        message = f"getting node {go_quote(node_name)} from Snapshot"
        return 0, framework.as_status(_wrap_error(message, err))

    node = node_info.node()
    assert node is not None
    try:
        s = get_pre_score_state(state)
    except PodTopologySpreadError as err:
        return 0, framework.as_status(err)

    # An ignored node gets no score.
    if node.name in s.ignored_nodes:
        return 0, None

    # Add up the credit of every domain the node belongs to.
    total = 0.0
    for i, c in enumerate(s.constraints):
        tp_val = node.metadata.labels.get(c.topology_key)
        if tp_val is not None:
            if c.topology_key == v1.LabelHostname:
                cnt = count_pods_match_selector(node_info.pods, c.selector, p.namespace)
            else:
                pair = topologyPair(key=c.topology_key, value=tp_val)
                cnt = s.topology_pair_to_pod_counts[pair]
            total += score_for_count(cnt, c.max_skew, s.topology_normalizing_weight[i])
    return round_int64(total), None


def normalize_score(
    pl: PodTopologySpread,
    state: framework.CycleState,
    p: v1.Pod,
    scores: framework.NodeScoreList,
) -> framework.Status | None:
    """Invert the raw scores into 0..MaxNodeScore so that the node with the fewest matching
    pods gets MaxNodeScore; ignored nodes get 0.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L227-L266
    """
    try:
        s = get_pre_score_state(state)
    except PodTopologySpreadError as err:
        return framework.as_status(err)

    # Find the smallest and largest scores of the scored nodes.
    min_score = _MaxInt64
    max_score = 0
    for score_ in scores:
        # Ignored nodes must be marked here, before they could count as a minimum.
        if score_.name in s.ignored_nodes:
            score_.score = invalidScore
            continue
        min_score = min(min_score, score_.score)
        max_score = max(max_score, score_.score)

    for score_ in scores:
        if score_.score == invalidScore:
            score_.score = 0
            continue
        if max_score == 0:
            score_.score = framework.MaxNodeScore
            continue
        raw = score_.score
        # Python: // equals Go's truncating division here, as no operand is negative.
        score_.score = framework.MaxNodeScore * (max_score + min_score - raw) // max_score
    return None


def score_extensions(pl: PodTopologySpread) -> framework.ScoreExtensions | None:
    """The plugin itself (it implements NormalizeScore).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L269-L271
    """
    return pl


def get_pre_score_state(cycle_state: framework.CycleState) -> preScoreState:
    """Read the PreScore state; raises PodTopologySpreadError when it is missing or of the
    wrong type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L273-L284
    """
    try:
        c = cycle_state.read(preScoreStateKey)
    except framework.ErrNotFound as err:
        message = f"error reading {go_quote(preScoreStateKey)} from cycleState"
        raise _wrap_error(message, err) from err

    if not isinstance(c, preScoreState):
        # Python: Go prints the value with %+v; here it is the Python repr.
        raise PodTopologySpreadError(f"{c!r}  convert to podtopologyspread.preScoreState error")
    return c


def topology_normalizing_weight(size: int) -> float:
    """The weight of a constraint with size domains, log(size+2): counts in topologies with
    few domains are not drowned out by those with many.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L295-L297
    """
    return math.log(float(size + 2))


def score_for_count(cnt: int, max_skew: int, tp_weight: float) -> float:
    """The credit of a domain with cnt matching pods: cnt*weight + maxSkew-1 (the added
    maxSkew-1 makes the score more tolerant to skew).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/scoring.go#L303-L305
    """
    return float(cnt) * tp_weight + float(max_skew - 1)
