"""PodTopologySpread's PreFilter, Filter and PreFilter extensions: the hard (DoNotSchedule)
constraints.

PreFilter counts the matching pods per topology domain over all nodes; Filter then rejects a
node when placing the pod there would push the domain's count more than maxSkew above the
smallest count (the "global minimum").

# Python: the PodTopologySpread methods Go writes in filtering.go are the functions taking
# `pl` below; plugin.py attaches them to the class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1.nodeaffinity import (
    nodeaffinity,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.common import (
    ErrReasonConstraintsNotMatch,
    ErrReasonNodeLabelNotMatch,
    PodTopologySpreadError,
    _match_ignoring_errors,
    _wrap_error,
    count_pods_match_selector,
    node_labels_match_spread_constraints,
    topologyPair,
    topologySpreadConstraint,
)

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.plugin import PodTopologySpread

# The largest int32: the match number of a critical path that has not been filled yet.
_MaxInt32 = 2**31 - 1

preFilterStateKey = "PreFilter" + names.PodTopologySpread


@dataclass(slots=True)
class _criticalPath:
    """One entry of criticalPaths: a topology value and its number of matching pods.

    # Python: Go declares this struct inline as the element type of criticalPaths.
    """

    topology_value: str = ""
    match_num: int = 0


class criticalPaths(list[_criticalPath]):
    """The two topology values with the fewest matching pods seen so far; [0] always holds
    the minimum, [1] is no smaller (but not necessarily the second minimum).

    Two entries suffice because preemption only ever removes pods from one node, evaluated on
    its own copy of the state.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L104-L109
    """

    def update(self, tp_val: str, num: int) -> None:
        """Record that topology value tp_val now has num matching pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L115-L143
        """
        # Is tp_val one of the two paths already?
        i = -1
        if tp_val == self[0].topology_value:
            i = 0
        elif tp_val == self[1].topology_value:
            i = 1

        if i >= 0:
            self[i].match_num = num
            if self[0].match_num > self[1].match_num:
                self[0], self[1] = self[1], self[0]
        elif num < self[0].match_num:
            # The new minimum: the old minimum moves to the second slot.
            self[1] = self[0]
            self[0] = _criticalPath(topology_value=tp_val, match_num=num)
        elif num < self[1].match_num:
            self[1] = _criticalPath(topology_value=tp_val, match_num=num)


def new_critical_paths() -> criticalPaths:
    """Two empty paths whose match numbers are larger than any real count.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L111-L113
    """
    return criticalPaths([_criticalPath(match_num=_MaxInt32), _criticalPath(match_num=_MaxInt32)])


@dataclass(slots=True, kw_only=True)
class preFilterState(framework.StateData):
    """What PreFilter computes for Filter: the hard constraints, the matching-pod count of every
    topology domain, the two least-loaded domains per topology key and the number of domains
    per key. Empty constraints mean the pod has nothing to check.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L40-L51
    """

    constraints: list[topologySpreadConstraint] = field(default_factory=list)
    tp_key_to_critical_paths: dict[str, criticalPaths] = field(default_factory=dict)
    tp_key_to_domains_num: dict[str, int] = field(default_factory=dict)
    tp_pair_to_match_num: dict[topologyPair, int] = field(default_factory=dict)

    def min_match_num(self, tp_key: str, min_domains: int) -> int:
        """The global minimum of tp_key for the skew check: the smallest domain count, or 0
        while there are fewer domains than min_domains.

        Raises PodTopologySpreadError when PreFilter recorded nothing for tp_key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L54-L73
        """
        paths = self.tp_key_to_critical_paths.get(tp_key)
        if paths is None:
            raise PodTopologySpreadError("failed to retrieve path by topology key")

        min_match_num = paths[0].match_num
        domains_num = self.tp_key_to_domains_num.get(tp_key)
        if domains_num is None:
            raise PodTopologySpreadError("failed to retrieve the number of domains by topology key")

        if domains_num < min_domains:
            # Too few eligible domains: the missing ones count as empty.
            min_match_num = 0

        return min_match_num

    def clone(self) -> framework.StateData:
        """A copy whose counts and critical paths can change independently; the constraints
        and domain numbers are shared, as AddPod/RemovePod never change them.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L76-L95
        """
        return preFilterState(
            constraints=self.constraints,
            tp_key_to_critical_paths={
                tp_key: criticalPaths([_criticalPath(p.topology_value, p.match_num) for p in paths])
                for tp_key, paths in self.tp_key_to_critical_paths.items()
            },
            tp_key_to_domains_num=self.tp_key_to_domains_num,
            tp_pair_to_match_num=dict(self.tp_pair_to_match_num),
        )


def pre_filter(
    pl: PodTopologySpread, state: framework.CycleState, p: v1.Pod
) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
    """Compute the spreading state of the pod's hard constraints; Skip when it has none.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L146-L156
    """
    try:
        s = cal_pre_filter_state(pl, p)
    except PodTopologySpreadError as err:
        return None, framework.as_status(err)
    if len(s.constraints) == 0:
        return None, framework.new_status(framework.Skip)

    state.write(preFilterStateKey, s)
    return None, None


def pre_filter_extensions(pl: PodTopologySpread) -> framework.PreFilterExtensions | None:
    """The plugin itself: it updates the state when preemption adds or removes pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L159-L161
    """
    return pl


def add_pod(
    pl: PodTopologySpread,
    state: framework.CycleState,
    pod_to_schedule: v1.Pod,
    pod_info_to_add: framework.PodInfo,
    node_info: framework.NodeInfo,
) -> framework.Status | None:
    """Count pod_info_to_add, placed on node_info, in the PreFilter state.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L164-L172
    """
    try:
        s = get_pre_filter_state(state)
    except PodTopologySpreadError as err:
        return framework.as_status(err)

    update_with_pod(pl, s, pod_info_to_add.pod, pod_to_schedule, node_info.node(), 1)
    return None


def remove_pod(
    pl: PodTopologySpread,
    state: framework.CycleState,
    pod_to_schedule: v1.Pod,
    pod_info_to_remove: framework.PodInfo,
    node_info: framework.NodeInfo,
) -> framework.Status | None:
    """Stop counting pod_info_to_remove, which runs on node_info, in the PreFilter state.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L175-L183
    """
    try:
        s = get_pre_filter_state(state)
    except PodTopologySpreadError as err:
        return framework.as_status(err)

    update_with_pod(pl, s, pod_info_to_remove.pod, pod_to_schedule, node_info.node(), -1)
    return None


def update_with_pod(
    pl: PodTopologySpread,
    s: preFilterState | None,
    updated_pod: v1.Pod,
    preemptor_pod: v1.Pod,
    node: v1.Node | None,
    delta: int,
) -> None:
    """Add delta to the counts of the domains of node for every constraint that the updated
    pod matches, when the node counts for the preemptor's spreading.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L185-L218
    """
    if s is None or updated_pod.namespace != preemptor_pod.namespace or node is None:
        return
    if not node_labels_match_spread_constraints(node.labels, s.constraints):
        return

    required_scheduling_term = nodeaffinity.get_required_node_affinity(preemptor_pod)
    # Without the gate, only nodes passing the pod's node affinity take part in spreading.
    if not pl.enable_node_inclusion_policy_in_pod_topology_spread and not _match_ignoring_errors(
        required_scheduling_term, node
    ):
        return

    pod_label_set = labels.Set(updated_pod.labels)
    for constraint in s.constraints:
        if not constraint.selector.matches(pod_label_set):
            continue

        if (
            pl.enable_node_inclusion_policy_in_pod_topology_spread
            and not constraint.match_node_inclusion_policies(
                preemptor_pod, node, required_scheduling_term
            )
        ):
            continue

        k, v = constraint.topology_key, node.labels[constraint.topology_key]
        pair = topologyPair(key=k, value=v)
        s.tp_pair_to_match_num[pair] = s.tp_pair_to_match_num.get(pair, 0) + delta
        s.tp_key_to_critical_paths[k].update(v, s.tp_pair_to_match_num[pair])


def get_pre_filter_state(cycle_state: framework.CycleState) -> preFilterState:
    """Read the PreFilter state; raises PodTopologySpreadError when it is missing (PreFilter
    did not run) or of the wrong type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L221-L233
    """
    try:
        c = cycle_state.read(preFilterStateKey)
    except framework.ErrNotFound as err:
        raise _wrap_error(f"reading {go_quote(preFilterStateKey)} from cycleState", err) from err

    if not isinstance(c, preFilterState):
        # Python: Go prints the value with %+v; here it is the Python repr.
        raise PodTopologySpreadError(f"{c!r} convert to podtopologyspread.preFilterState error")
    return c


def cal_pre_filter_state(pl: PodTopologySpread, pod: v1.Pod) -> preFilterState:
    """Count, for every hard constraint, the matching pods of each topology domain over all
    nodes that take part in spreading, and find the least-loaded domains.

    Raises PodTopologySpreadError when the constraints do not parse.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L236-L310
    """
    try:
        constraints = pl.get_constraints(pod)
    except PodTopologySpreadError as err:
        raise _wrap_error("get constraints from pod", err) from err
    if len(constraints) == 0:
        return preFilterState()

    # Python: the lister interface does not say what it raises, and Go's NodeInfos().List()
    # of the snapshot never fails, so no error is wrapped here.
    all_nodes = pl.shared_lister.node_infos().list()

    # Python: Go sizes the count map up front (sizeHeuristic); a dict takes no size hint, so
    # sizeHeuristic is not ported.
    s = preFilterState(constraints=constraints)

    tp_counts_by_node: list[dict[topologyPair, int]] = [{} for _ in all_nodes]
    required_node_affinity = nodeaffinity.get_required_node_affinity(pod)

    def process_node(i: int) -> None:
        node_info = all_nodes[i]
        node = node_info.node()
        assert node is not None

        # Without the gate, only nodes passing the pod's node affinity take part in spreading.
        if not pl.enable_node_inclusion_policy_in_pod_topology_spread and not (
            _match_ignoring_errors(required_node_affinity, node)
        ):
            return

        # The node must have a label for every constraint's topology key.
        if not node_labels_match_spread_constraints(node.metadata.labels, constraints):
            return

        tp_counts: dict[topologyPair, int] = {}
        for c in constraints:
            if (
                pl.enable_node_inclusion_policy_in_pod_topology_spread
                and not c.match_node_inclusion_policies(pod, node, required_node_affinity)
            ):
                continue

            pair = topologyPair(key=c.topology_key, value=node.metadata.labels[c.topology_key])
            count = count_pods_match_selector(node_info.pods, c.selector, pod.namespace)
            tp_counts[pair] = count
        tp_counts_by_node[i] = tp_counts

    pl.parallelizer.until(len(all_nodes), process_node, pl.name())

    for tp_counts in tp_counts_by_node:
        for tp, count in tp_counts.items():
            s.tp_pair_to_match_num[tp] = s.tp_pair_to_match_num.get(tp, 0) + count
    s.tp_key_to_domains_num = {}
    for tp in s.tp_pair_to_match_num:
        s.tp_key_to_domains_num[tp.key] = s.tp_key_to_domains_num.get(tp.key, 0) + 1

    # The least-loaded domains of each topology key.
    for c in constraints:
        s.tp_key_to_critical_paths[c.topology_key] = new_critical_paths()
    for pair, num in s.tp_pair_to_match_num.items():
        s.tp_key_to_critical_paths[pair.key].update(pair.value, num)

    return s


def filter(
    pl: PodTopologySpread,
    state: framework.CycleState,
    pod: v1.Pod,
    node_info: framework.NodeInfo,
) -> framework.Status | None:
    """Reject a node missing a topology key (UnschedulableAndUnresolvable), or one where the
    pod would make a domain's count exceed the global minimum by more than maxSkew
    (Unschedulable).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L313-L362
    """
    node = node_info.node()
    assert node is not None

    try:
        s = get_pre_filter_state(state)
    except PodTopologySpreadError as err:
        return framework.as_status(err)

    # A state without constraints is legitimate: every node passes.
    if len(s.constraints) == 0:
        return None

    pod_label_set = labels.Set(pod.labels)
    for c in s.constraints:
        tp_key = c.topology_key
        tp_val = node.labels.get(c.topology_key)
        if tp_val is None:
            return framework.new_status(
                framework.UnschedulableAndUnresolvable, ErrReasonNodeLabelNotMatch
            )

        # The skew is: matching pods in the domain + 1 if the pod matches itself
        # - the global minimum; it must not exceed maxSkew.
        try:
            min_match_num = s.min_match_num(tp_key, c.min_domains)
        except PodTopologySpreadError:
            # Python: Go logs this internal error and moves on to the next constraint.
            continue

        self_match_num = 0
        if c.selector.matches(pod_label_set):
            self_match_num = 1

        pair = topologyPair(key=tp_key, value=tp_val)
        match_num = s.tp_pair_to_match_num.get(pair, 0)
        skew = match_num + self_match_num - min_match_num
        if skew > c.max_skew:
            return framework.new_status(framework.Unschedulable, ErrReasonConstraintsNotMatch)

    return None
