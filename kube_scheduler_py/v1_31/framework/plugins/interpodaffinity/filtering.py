"""InterPodAffinity's PreFilter and Filter: required pod affinity and anti-affinity.

PreFilter counts, per topology pair (node label key and value), the existing pods that match
the incoming pod's required (anti-)affinity terms and the existing pods whose required
anti-affinity terms match the incoming pod. Filter then checks each node's topology pairs
against those counts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework import parallelize
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.namespace_lister import (
    NamespaceLister,
    get_namespace_labels_snapshot,
)

# The CycleState key of PreFilter's state.
# Python: Go builds the key from plugin.go's Name, which is names.InterPodAffinity.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L33-L33
preFilterStateKey = "PreFilter" + names.InterPodAffinity

# The reasons Filter reports when a node breaks an existing pod's anti-affinity, the pod's
# affinity, or the pod's anti-affinity.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L36-L36
ErrReasonExistingAntiAffinityRulesNotMatch = (
    "node(s) didn't satisfy existing pods anti-affinity rules"
)
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L38-L38
ErrReasonAffinityRulesNotMatch = "node(s) didn't match pod affinity rules"
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L40-L40
ErrReasonAntiAffinityRulesNotMatch = "node(s) didn't match pod anti-affinity rules"


class InterPodAffinityError(framework.FrameworkError):
    """An error of the InterPodAffinity plugin (bad args, missing or wrong cycle state, a node
    missing from the snapshot).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def _wrap_error(message: str, err: BaseException) -> InterPodAffinityError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = InterPodAffinityError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


class topologyPair(NamedTuple):
    """A node label (topology key) together with one of its values.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L86-L89
    """

    # Python: a named tuple, as in podtopologyspread: hashed and compared in C, as map keys are.
    key: str = ""
    value: str = ""


class topologyToMatchedTermCount(dict[topologyPair, int]):
    """How many matching pods (or matched terms) each topology pair holds.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L90-L90
    """

    def append(self, to_append: topologyToMatchedTermCount) -> None:
        """Add the counts of to_append to this map.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L92-L96
        """
        for pair in to_append:
            self[pair] = self.get(pair, 0) + to_append[pair]

    def clone(self) -> topologyToMatchedTermCount:
        """A copy of this map.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L98-L102
        """
        # Python: appending to an empty map is copying it; dict's own copy keeps the stored
        # hashes (preemption clones this map once for every node it tries).
        return topologyToMatchedTermCount(self)

    def update_(self, node: v1.Node | None, tk: str, value: int) -> None:
        """Add value to the count of the node's pair for topology key tk (if the node has that
        label); a count that drops to zero is removed.

        # Python: named update_ so that dict.update keeps its meaning.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L104-L113
        """
        # Python: Go reads the labels of a nil node here and panics; the assert stands in.
        assert node is not None
        if tk in node.metadata.labels:
            tv = node.metadata.labels[tk]
            pair = topologyPair(key=tk, value=tv)
            self[pair] = self.get(pair, 0) + value
            # A negative value (a removed pod) may bring the count back to zero.
            if self[pair] == 0:
                del self[pair]

    def update_with_affinity_terms(
        self, terms: list[framework.AffinityTerm], pod: v1.Pod, node: v1.Node | None, value: int
    ) -> None:
        """Count value for every term's topology pair on node, but only if pod matches all
        the terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L117-L124
        """
        if pod_matches_all_affinity_terms(terms, pod):
            for t in terms:
                self.update_(node, t.topology_key, value)

    def update_with_anti_affinity_terms(
        self,
        terms: list[framework.AffinityTerm],
        pod: v1.Pod,
        ns_labels: labels.Set,
        node: v1.Node | None,
        value: int,
    ) -> None:
        """Count value for the topology pair on node of every term that pod matches.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L128-L135
        """
        for t in terms:
            if t.matches(pod, ns_labels):
                self.update_(node, t.topology_key, value)


@dataclass
class preFilterState(framework.StateData):
    """The counts PreFilter computes for Filter, plus the incoming pod's parsed terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L44-L55
    """

    # Per topology pair, the existing pods whose required anti-affinity matches the pod.
    existing_anti_affinity_counts: topologyToMatchedTermCount
    # Per topology pair, the existing pods matching all the pod's required affinity terms.
    affinity_counts: topologyToMatchedTermCount
    # Per topology pair, the existing pods matching the pod's required anti-affinity terms.
    anti_affinity_counts: topologyToMatchedTermCount
    # The incoming pod, parsed.
    pod_info: framework.PodInfo
    # A snapshot of the labels of the incoming pod's namespace.
    namespace_labels: labels.Set

    def clone(self) -> framework.StateData:
        """Copy the counts; the pod info and namespace labels never change and are shared.

        # Python: Go's nil-receiver branch is left out; a state is never None here.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L58-L71
        """
        return preFilterState(
            affinity_counts=self.affinity_counts.clone(),
            anti_affinity_counts=self.anti_affinity_counts.clone(),
            existing_anti_affinity_counts=self.existing_anti_affinity_counts.clone(),
            pod_info=self.pod_info,
            namespace_labels=self.namespace_labels,
        )

    def update_with_pod(
        self, p_info: framework.PodInfo, node: v1.Node | None, multiplier: int
    ) -> None:
        """Add (multiplier 1) or remove (multiplier -1) the matches of one pod on node.

        # Python: Go's nil-receiver branch is left out; a state is never None here.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L74-L84
        """
        self.existing_anti_affinity_counts.update_with_anti_affinity_terms(
            p_info.required_anti_affinity_terms,
            self.pod_info.pod,
            self.namespace_labels,
            node,
            multiplier,
        )
        self.affinity_counts.update_with_affinity_terms(
            self.pod_info.required_affinity_terms, p_info.pod, node, multiplier
        )
        # The incoming pod's terms already hold their selected namespaces, so the other pod's
        # namespace labels are not needed (Go passes nil).
        self.anti_affinity_counts.update_with_anti_affinity_terms(
            self.pod_info.required_anti_affinity_terms, p_info.pod, labels.Set(), node, multiplier
        )


def pod_matches_all_affinity_terms(terms: list[framework.AffinityTerm], pod: v1.Pod) -> bool:
    """Whether pod matches every one of terms (False for no terms).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L138-L150
    """
    if len(terms) == 0:
        return False
    # The incoming pod's namespace selectors were merged into its namespaces, so no namespace
    # labels are needed (Go passes nil).
    # Python: Go's loop rather than all() over a generator (once per pod on every node).
    for t in terms:  # noqa: SIM110
        if not t.matches(pod, labels.Set()):
            return False
    return True


class _Filtering(framework.PreFilterPlugin, framework.FilterPlugin, framework.PreFilterExtensions):
    """The methods of InterPodAffinity that filtering.go defines.

    # Python: Go spreads the methods of InterPodAffinity over plugin.go, filtering.go and
    # scoring.go; here filtering.go's methods live in this mixin, which InterPodAffinity
    # (plugin.py) inherits. The annotations below are the plugin fields these methods read.
    """

    parallelizer: parallelize.Parallelizer
    shared_lister: framework.SharedLister
    ns_lister: NamespaceLister
    merge_affinity_term_namespaces_if_not_empty: Callable[[framework.AffinityTerm], None]

    def get_existing_anti_affinity_counts(
        self, pod: v1.Pod, ns_labels: labels.Set, nodes: list[framework.NodeInfo]
    ) -> topologyToMatchedTermCount:
        """Per topology pair, the existing pods whose required anti-affinity terms match pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L155-L178
        """
        # Python: the parallelizer runs the pieces in order, so appending replaces Go's
        # atomically indexed slice.
        topo_maps: list[topologyToMatchedTermCount] = []

        def process_node(i: int) -> None:
            node_info = nodes[i]
            node = node_info.node()

            topo_map = topologyToMatchedTermCount()
            for existing_pod in node_info.pods_with_required_anti_affinity:
                topo_map.update_with_anti_affinity_terms(
                    existing_pod.required_anti_affinity_terms, pod, ns_labels, node, 1
                )
            if len(topo_map) != 0:
                topo_maps.append(topo_map)

        self.parallelizer.until(len(nodes), process_node, self.name())

        result = topologyToMatchedTermCount()
        for topo_map in topo_maps:
            result.append(topo_map)

        return result

    def get_incoming_affinity_anti_affinity_counts(
        self, pod_info: framework.PodInfo, all_nodes: list[framework.NodeInfo]
    ) -> tuple[topologyToMatchedTermCount, topologyToMatchedTermCount]:
        """Per topology pair, the existing pods matching the incoming pod's required affinity
        terms (all of them) and its required anti-affinity terms (each one).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L184-L221
        """
        affinity_counts = topologyToMatchedTermCount()
        anti_affinity_counts = topologyToMatchedTermCount()
        if len(pod_info.required_affinity_terms) == 0 and (
            len(pod_info.required_anti_affinity_terms) == 0
        ):
            return affinity_counts, anti_affinity_counts

        # Python: ordered pieces; appending replaces Go's atomically indexed slices.
        affinity_counts_list: list[topologyToMatchedTermCount] = []
        anti_affinity_counts_list: list[topologyToMatchedTermCount] = []

        def process_node(i: int) -> None:
            node_info = all_nodes[i]
            node = node_info.node()

            affinity = topologyToMatchedTermCount()
            anti_affinity = topologyToMatchedTermCount()
            for existing_pod in node_info.pods:
                affinity.update_with_affinity_terms(
                    pod_info.required_affinity_terms, existing_pod.pod, node, 1
                )
                # The incoming pod's terms already hold their selected namespaces (Go passes
                # nil namespace labels).
                anti_affinity.update_with_anti_affinity_terms(
                    pod_info.required_anti_affinity_terms, existing_pod.pod, labels.Set(), node, 1
                )

            if len(affinity) > 0 or len(anti_affinity) > 0:
                affinity_counts_list.append(affinity)
                anti_affinity_counts_list.append(anti_affinity)

        self.parallelizer.until(len(all_nodes), process_node, self.name())

        for i in range(len(affinity_counts_list)):
            affinity_counts.append(affinity_counts_list[i])
            anti_affinity_counts.append(anti_affinity_counts_list[i])

        return affinity_counts, anti_affinity_counts

    def pre_filter(
        self, cycle_state: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Parse the pod's terms, resolve their namespace selectors and count the matches
        Filter needs; Skip when neither the pod nor any existing pod has required terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L224-L263
        """
        # Python: the NodeInfo lister returns no error, so Go's two error branches are gone.
        all_nodes = self.shared_lister.node_infos().list()
        nodes_with_required_anti_affinity_pods = (
            self.shared_lister.node_infos().have_pods_with_required_anti_affinity_list()
        )

        try:
            pod_info = framework.new_pod_info(pod)
        except Aggregate as err:
            return None, framework.new_status(
                framework.UnschedulableAndUnresolvable, f"parsing pod: {err}"
            )

        try:
            for term in pod_info.required_affinity_terms:
                self.merge_affinity_term_namespaces_if_not_empty(term)
            for term in pod_info.required_anti_affinity_terms:
                self.merge_affinity_term_namespaces_if_not_empty(term)
        except Exception as err:
            # Python: the Namespace lister interface does not fix the error type it raises.
            return None, framework.as_status(err)
        namespace_labels = get_namespace_labels_snapshot(pod.namespace, self.ns_lister)

        existing_anti_affinity_counts = self.get_existing_anti_affinity_counts(
            pod, namespace_labels, nodes_with_required_anti_affinity_pods
        )
        affinity_counts, anti_affinity_counts = self.get_incoming_affinity_anti_affinity_counts(
            pod_info, all_nodes
        )
        s = preFilterState(
            existing_anti_affinity_counts=existing_anti_affinity_counts,
            affinity_counts=affinity_counts,
            anti_affinity_counts=anti_affinity_counts,
            pod_info=pod_info,
            namespace_labels=namespace_labels,
        )

        if (
            len(s.existing_anti_affinity_counts) == 0
            and len(s.pod_info.required_affinity_terms) == 0
            and len(s.pod_info.required_anti_affinity_terms) == 0
        ):
            return None, framework.new_status(framework.Skip)

        cycle_state.write(preFilterStateKey, s)
        return None, None

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """The plugin itself: it updates its counts when preemption adds or removes pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L266-L268
        """
        return self

    def add_pod(
        self,
        cycle_state: framework.CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: framework.PodInfo,
        node_info: framework.NodeInfo,
    ) -> framework.Status | None:
        """Count the matches of a pod placed on node_info.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L271-L278
        """
        try:
            state = get_pre_filter_state(cycle_state)
        except InterPodAffinityError as err:
            return framework.as_status(err)
        state.update_with_pod(pod_info_to_add, node_info.node(), 1)
        return None

    def remove_pod(
        self,
        cycle_state: framework.CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: framework.PodInfo,
        node_info: framework.NodeInfo,
    ) -> framework.Status | None:
        """Uncount the matches of a pod taken off node_info.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L281-L288
        """
        try:
            state = get_pre_filter_state(cycle_state)
        except InterPodAffinityError as err:
            return framework.as_status(err)
        state.update_with_pod(pod_info_to_remove, node_info.node(), -1)
        return None

    def filter(
        self, cycle_state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """Reject the node if it breaks the pod's affinity (UnschedulableAndUnresolvable), the
        pod's anti-affinity, or an existing pod's anti-affinity (both Unschedulable).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L366-L386
        """
        try:
            state = get_pre_filter_state(cycle_state)
        except InterPodAffinityError as err:
            return framework.as_status(err)

        if not satisfy_pod_affinity(state, node_info):
            return framework.new_status(
                framework.UnschedulableAndUnresolvable, ErrReasonAffinityRulesNotMatch
            )

        if not satisfy_pod_anti_affinity(state, node_info):
            return framework.new_status(framework.Unschedulable, ErrReasonAntiAffinityRulesNotMatch)

        if not satisfy_existing_pods_anti_affinity(state, node_info):
            return framework.new_status(
                framework.Unschedulable, ErrReasonExistingAntiAffinityRulesNotMatch
            )

        return None


def get_pre_filter_state(cycle_state: framework.CycleState) -> preFilterState:
    """Read PreFilter's state; raises InterPodAffinityError when it is missing (PreFilter did
    not run) or of the wrong type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L290-L302
    """
    try:
        c = cycle_state.read(preFilterStateKey)
    except framework.ErrNotFound as err:
        message = f"error reading {go_quote(preFilterStateKey)} from cycleState"
        raise _wrap_error(message, err) from err

    if not isinstance(c, preFilterState):
        # Python: Go prints the value with %+v; here its repr.
        raise InterPodAffinityError(f"{c!r}  convert to interpodaffinity.state error")
    return c


def satisfy_existing_pods_anti_affinity(
    state: preFilterState, node_info: framework.NodeInfo
) -> bool:
    """Whether placing the pod on the node breaks no existing pod's anti-affinity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L306-L318
    """
    if len(state.existing_anti_affinity_counts) > 0:
        node = node_info.node()
        assert node is not None
        # Any of the node's topology pairs holding a pod whose anti-affinity matches rules
        # the node out.
        for topology_key, topology_value in node.labels.items():
            tp = topologyPair(key=topology_key, value=topology_value)
            if state.existing_anti_affinity_counts.get(tp, 0) > 0:
                return False
    return True


def satisfy_pod_anti_affinity(state: preFilterState, node_info: framework.NodeInfo) -> bool:
    """Whether the node's topology pairs hold no pod matching the pod's anti-affinity terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L321-L333
    """
    if len(state.anti_affinity_counts) > 0:
        node = node_info.node()
        for term in state.pod_info.required_anti_affinity_terms:
            assert node is not None
            if term.topology_key in node.labels:
                topology_value = node.labels[term.topology_key]
                tp = topologyPair(key=term.topology_key, value=topology_value)
                if state.anti_affinity_counts.get(tp, 0) > 0:
                    return False
    return True


def satisfy_pod_affinity(state: preFilterState, node_info: framework.NodeInfo) -> bool:
    """Whether the node has every topology key of the pod's affinity terms and each of its
    pairs holds a matching pod.

    A pod whose terms no existing pod matches still passes on a node with all the topology
    keys if it matches its own terms: it may be the first of a group that attracts itself.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L336-L362
    """
    node = node_info.node()
    pods_exist = True
    for term in state.pod_info.required_affinity_terms:
        assert node is not None
        if term.topology_key in node.labels:
            topology_value = node.labels[term.topology_key]
            tp = topologyPair(key=term.topology_key, value=topology_value)
            if state.affinity_counts.get(tp, 0) <= 0:
                pods_exist = False
        else:
            # The node lacks one of the topology labels.
            return False

    if not pods_exist:
        # No pod matches anywhere: let the pod through if it matches its own terms, so that
        # the first pod of a self-attracting group does not stay pending forever.
        return len(state.affinity_counts) == 0 and pod_matches_all_affinity_terms(
            state.pod_info.required_affinity_terms, state.pod_info.pod
        )
    return True
