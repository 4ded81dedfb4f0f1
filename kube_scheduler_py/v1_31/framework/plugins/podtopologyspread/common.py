"""The parsed form of topology spread constraints and the helpers Filter and Score share:
which nodes count for a constraint, which pods match it, and the default constraints.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as v1helper
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1.nodeaffinity import (
    nodeaffinity,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import (
    LabelSelectorError,
    label_selector_as_selector,
)
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.framework.plugins import helper

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.plugin import PodTopologySpread

# Python: Go declares the two Filter reasons in plugin.go; they live here so that
# filtering.py can use them too.

# The Filter reason of a node where the pod would exceed a constraint's maxSkew.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L42-L42
ErrReasonConstraintsNotMatch = "node(s) didn't match pod topology spread constraints"
# The Filter reason of a node without a label for a constraint's topology key.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L44-L44
ErrReasonNodeLabelNotMatch = ErrReasonConstraintsNotMatch + " (missing required label)"


class PodTopologySpreadError(framework.FrameworkError):
    """An error of the PodTopologySpread plugin (bad args or constraints, missing or wrong
    cycle state).

    Python-only: Go returns plain `error` values here; this class names them.
    """


# Python: what label_selector_as_selector raises for a selector that does not parse; the
# constraint parsing below lets these through, as Go returns the error.
_SelectorParseErrors = (LabelSelectorError, Aggregate)


def _wrap_error(message: str, err: BaseException) -> PodTopologySpreadError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = PodTopologySpreadError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


class topologyPair(NamedTuple):
    """One topology domain: a topology key and the value a node has for it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L30-L33
    """

    key: str
    value: str


@dataclass(slots=True, kw_only=True)
class topologySpreadConstraint:
    """A pod's TopologySpreadConstraint with its label selector parsed and the optional fields
    resolved to their defaults.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L38-L45
    """

    max_skew: int
    topology_key: str
    selector: labels.Selector
    min_domains: int
    node_affinity_policy: str
    node_taints_policy: str

    def match_node_inclusion_policies(
        self, pod: v1.Pod, node: v1.Node, require: nodeaffinity.RequiredNodeAffinity
    ) -> bool:
        """Whether the node counts for this constraint: it must match the pod's node affinity
        when nodeAffinityPolicy is Honor, and the pod must tolerate its NoSchedule/NoExecute
        taints when nodeTaintsPolicy is Honor.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L47-L61
        """
        if self.node_affinity_policy == v1.NodeInclusionPolicyHonor and not (
            _match_ignoring_errors(require, node)
        ):
            return False

        if self.node_taints_policy == v1.NodeInclusionPolicyHonor:
            _, untolerated = v1helper.find_matching_untolerated_taint(
                node.spec.taints,
                pod.spec.tolerations,
                helper.do_not_schedule_taints_filter_func(),
            )
            if untolerated:
                return False
        return True


def _match_ignoring_errors(require: nodeaffinity.RequiredNodeAffinity, node: v1.Node) -> bool:
    """require.match(node), where an affinity that fails to parse just does not match (Go
    drops that error for backwards compatibility)."""
    try:
        return require.match(node)
    except Aggregate:
        return False


def build_default_constraints(
    pl: PodTopologySpread, p: v1.Pod, action: str
) -> list[topologySpreadConstraint]:
    """The plugin's default constraints with the given whenUnsatisfiable action, all using the
    selector of the pod's workload (its Services, ReplicationController, ReplicaSet or
    StatefulSet); empty when none apply or the pod belongs to no workload.

    Raises the selector parse error of a default constraint.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L66-L79
    """
    constraints = pl.filter_topology_spread_constraints(pl.default_constraints, p.labels, action)
    if len(constraints) == 0:
        return []
    # Python: the listers are set whenever default constraints exist (see new).
    assert pl.services is not None and pl.replication_ctrls is not None
    assert pl.replica_sets is not None and pl.stateful_sets is not None
    selector = helper.default_selector(
        p, pl.services, pl.replication_ctrls, pl.replica_sets, pl.stateful_sets
    )
    if selector.empty():
        return []
    for c in constraints:
        c.selector = selector
    return constraints


def node_labels_match_spread_constraints(
    node_labels: dict[str, str], constraints: list[topologySpreadConstraint]
) -> bool:
    """Whether the node has a label for every constraint's topology key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L82-L89
    """
    # Python: Go's loop rather than all() over a generator (once for every node).
    for c in constraints:  # noqa: SIM110
        if c.topology_key not in node_labels:
            return False
    return True


def filter_topology_spread_constraints(
    pl: PodTopologySpread,
    constraints: list[v1.TopologySpreadConstraint],
    pod_labels: dict[str, str],
    action: str,
) -> list[topologySpreadConstraint]:
    """Parse the constraints whose whenUnsatisfiable is action, resolving minDomains, the node
    inclusion policies and matchLabelKeys (the latter two only when their gates are on).

    Raises the LabelSelectorError or Aggregate of a selector that does not parse.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L91-L132
    """
    result: list[topologySpreadConstraint] = []
    for c in constraints:
        if c.when_unsatisfiable == action:
            selector = label_selector_as_selector(c.label_selector)

            if pl.enable_match_label_keys_in_pod_topology_spread and len(c.match_label_keys) > 0:
                match_labels = labels.Set()
                for label_key in c.match_label_keys:
                    if label_key in pod_labels:
                        match_labels[label_key] = pod_labels[label_key]
                if len(match_labels) > 0:
                    selector = merge_label_set_with_selector(match_labels, selector)

            tsc = topologySpreadConstraint(
                max_skew=c.max_skew,
                topology_key=c.topology_key,
                selector=selector,
                # An unset minDomains means 1.
                min_domains=c.min_domains if c.min_domains is not None else 1,
                # Unset policies mean: honor node affinity, ignore taints.
                node_affinity_policy=v1.NodeInclusionPolicyHonor,
                node_taints_policy=v1.NodeInclusionPolicyIgnore,
            )
            if pl.enable_node_inclusion_policy_in_pod_topology_spread:
                if c.node_affinity_policy is not None:
                    tsc.node_affinity_policy = c.node_affinity_policy
                if c.node_taints_policy is not None:
                    tsc.node_taints_policy = c.node_taints_policy
            result.append(tsc)
    return result


def merge_label_set_with_selector(match_labels: labels.Set, s: labels.Selector) -> labels.Selector:
    """A selector requiring match_labels in addition to the requirements of s (s itself when
    its requirements cannot be listed).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L134-L147
    """
    merged_selector = labels.selector_from_set(match_labels)

    requirements, ok = s.requirements()
    if not ok:
        return s

    for r in requirements:
        merged_selector = merged_selector.add(r)

    return merged_selector


def count_pods_match_selector(
    pod_infos: list[framework.PodInfo], selector: labels.Selector, ns: str
) -> int:
    """How many of the pods are in namespace ns, not terminating, and matched by selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L149-L164
    """
    if selector.empty():
        return 0
    count = 0
    for p in pod_infos:
        # Terminating pods do not count (kubernetes#87621).
        if p.pod.metadata.deletion_timestamp is not None or p.pod.metadata.namespace != ns:
            continue
        if selector.matches(labels.Set(p.pod.metadata.labels)):
            count += 1
    return count


def pod_labels_match_spread_constraints(
    constraints: list[topologySpreadConstraint], labels_: labels.Set
) -> bool:
    """Whether any constraint's selector matches the labels.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/common.go#L167-L174
    """
    return any(c.selector.matches(labels_) for c in constraints)
