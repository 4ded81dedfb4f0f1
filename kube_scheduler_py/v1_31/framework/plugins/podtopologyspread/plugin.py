"""PodTopologySpread: spread a pod's group evenly over topology domains (zones, nodes, ...).

Hard constraints (whenUnsatisfiable: DoNotSchedule) are enforced by Filter; soft ones
(ScheduleAnyway) steer Score. A pod without constraints gets the plugin's default
constraints, with a selector derived from the workload (Service, ReplicaSet, ...) it belongs
to.

# Python: Go spreads the PodTopologySpread methods over common.go, filtering.go, scoring.go
# and plugin.go. Those of the first three are written as functions of `pl` in common.py,
# filtering.py and scoring.py, and the class below attaches them, so each keeps its place.
# Their parameters are named as in the framework interfaces (state, p), not as in Go
# (cycleState, pod), so that they fit the plugin methods they become.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.client_go.listers.apps.v1 import (
    ReplicaSetLister,
    StatefulSetLister,
)
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import (
    ReplicationControllerLister,
    ServiceLister,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config.validation import validation_pluginargs as validation
from kube_scheduler_py.v1_31.framework.parallelize import Parallelizer
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread import common, filtering, scoring
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.common import (
    PodTopologySpreadError,
    _SelectorParseErrors,
    _wrap_error,
    node_labels_match_spread_constraints,
    pod_labels_match_spread_constraints,
    topologySpreadConstraint,
)
from kube_scheduler_py.v1_31.util import utils as util

if TYPE_CHECKING:
    from kube_scheduler_py.apiserver.informers import SharedInformerFactory

Name = names.PodTopologySpread

# The defaults of SystemDefaulting: spread softly over hostnames (maxSkew 3) and zones
# (maxSkew 5).
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L47-L58
systemDefaultConstraints = [
    v1.TopologySpreadConstraint(
        topology_key=v1.LabelHostname,
        when_unsatisfiable=v1.ScheduleAnyway,
        max_skew=3,
    ),
    v1.TopologySpreadConstraint(
        topology_key=v1.LabelTopologyZone,
        when_unsatisfiable=v1.ScheduleAnyway,
        max_skew=5,
    ),
]


class PodTopologySpread(
    framework.PreFilterPlugin,
    framework.PreFilterExtensions,
    framework.FilterPlugin,
    framework.PreScorePlugin,
    framework.ScorePlugin,
    framework.ScoreExtensions,
    framework.EnqueueExtensions,
):
    """Checks and scores how evenly the pod's group would spread over topology domains.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L61-L72
    """

    def __init__(
        self,
        parallelizer: Parallelizer,
        shared_lister: framework.SharedLister,
        default_constraints: list[v1.TopologySpreadConstraint],
        enable_node_inclusion_policy_in_pod_topology_spread: bool,
        enable_match_label_keys_in_pod_topology_spread: bool,
    ) -> None:
        self.system_defaulted = False
        self.parallelizer = parallelizer
        self.default_constraints = default_constraints
        self.shared_lister = shared_lister
        self.services: ServiceLister | None = None
        self.replication_ctrls: ReplicationControllerLister | None = None
        self.replica_sets: ReplicaSetLister | None = None
        self.stateful_sets: StatefulSetLister | None = None
        self.enable_node_inclusion_policy_in_pod_topology_spread = (
            enable_node_inclusion_policy_in_pod_topology_spread
        )
        self.enable_match_label_keys_in_pod_topology_spread = (
            enable_match_label_keys_in_pod_topology_spread
        )

    # Methods of common.go.
    build_default_constraints = common.build_default_constraints
    filter_topology_spread_constraints = common.filter_topology_spread_constraints

    # Methods of filtering.go.
    pre_filter = filtering.pre_filter
    pre_filter_extensions = filtering.pre_filter_extensions
    add_pod = filtering.add_pod
    remove_pod = filtering.remove_pod
    update_with_pod = filtering.update_with_pod
    cal_pre_filter_state = filtering.cal_pre_filter_state
    filter = filtering.filter

    # Methods of scoring.go.
    init_pre_score_state = scoring.init_pre_score_state
    pre_score = scoring.pre_score
    score = scoring.score
    normalize_score = scoring.normalize_score
    score_extensions = scoring.score_extensions

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L84-L86
        """
        return Name

    def set_listers(self, factory: SharedInformerFactory) -> None:
        """Take the workload listers the default constraints need from the informer factory.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L128-L133
        """
        self.services = factory.core().v1().services().lister()
        self.replication_ctrls = factory.core().v1().replication_controllers().lister()
        self.replica_sets = factory.apps().v1().replica_sets().lister()
        self.stateful_sets = factory.apps().v1().stateful_sets().lister()

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """Pod adds, label updates and deletes (they change domain counts), and node adds,
        deletes, label and taint updates (they change the domains).

        Node taint updates are there because a node added while not ready may never send its
        add event (kubernetes#110175).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L137-L160
        """
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Pod,
                    action_type=framework.Add | framework.UpdatePodLabel | framework.Delete,
                ),
                queueing_hint_fn=self.is_schedulable_after_pod_change,
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node,
                    action_type=framework.Add
                    | framework.Delete
                    | framework.UpdateNodeLabel
                    | framework.UpdateNodeTaint,
                ),
                queueing_hint_fn=self.is_schedulable_after_node_change,
            ),
        ]

    def is_schedulable_after_pod_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when a scheduled pod of its namespace that matches (or, after a label
        change, stops or starts matching) one of its hard constraints is added, updated or
        deleted.

        Raises util.AsError when the objects are not pods, and PodTopologySpreadError when the
        pod's constraints do not parse.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L166-L227
        """
        original_pod, modified_pod = util.as_(v1.Pod, old_obj, new_obj)

        if (modified_pod is not None and not involved_in_topology_spreading(modified_pod, pod)) or (
            original_pod is not None and not involved_in_topology_spreading(original_pod, pod)
        ):
            # An unscheduled pod, or one of another namespace, changes no domain count.
            return framework.QueueSkip

        constraints = self.get_constraints(pod)

        # An update: only a label change that flips some constraint's match matters.
        if modified_pod is not None and original_pod is not None:
            if modified_pod.labels == original_pod.labels:
                return framework.QueueSkip
            for c in constraints:
                if c.selector.matches(labels.Set(original_pod.labels)) != c.selector.matches(
                    labels.Set(modified_pod.labels)
                ):
                    return framework.Queue
            return framework.QueueSkip

        # An add: it matters when the new pod matches a constraint.
        if modified_pod is not None:
            if pod_labels_match_spread_constraints(constraints, labels.Set(modified_pod.labels)):
                return framework.Queue
            return framework.QueueSkip

        # A delete: it matters when the deleted pod matched a constraint.
        assert original_pod is not None
        if pod_labels_match_spread_constraints(constraints, labels.Set(original_pod.labels)):
            return framework.Queue

        return framework.QueueSkip

    def get_constraints(self, pod: v1.Pod) -> list[topologySpreadConstraint]:
        """The pod's hard constraints, or the default hard constraints when it declares none.

        Raises PodTopologySpreadError when a constraint's selector does not parse.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L231-L252
        """
        if len(pod.spec.topology_spread_constraints) > 0:
            # The API server strips the fields of disabled gates, so only the length matters.
            try:
                return self.filter_topology_spread_constraints(
                    pod.spec.topology_spread_constraints,
                    pod.labels,
                    v1.DoNotSchedule,
                )
            except _SelectorParseErrors as err:
                raise _wrap_error("obtaining pod's hard topology spread constraints", err) from err
        try:
            return self.build_default_constraints(pod, v1.DoNotSchedule)
        except _SelectorParseErrors as err:
            raise _wrap_error("setting default hard topology spread constraints", err) from err

    def is_schedulable_after_node_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the added, updated or deleted node has every topology key of
        its hard constraints.

        Raises util.AsError when the objects are not nodes, and PodTopologySpreadError when the
        pod's constraints do not parse.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L254-L288
        """
        original_node, modified_node = util.as_(v1.Node, old_obj, new_obj)

        constraints = self.get_constraints(pod)

        # Add or update: it matters when the node has every topology key.
        if modified_node is not None:
            if not node_labels_match_spread_constraints(modified_node.labels, constraints):
                return framework.QueueSkip
            return framework.Queue

        # Delete: likewise for the deleted node.
        assert original_node is not None
        if not node_labels_match_spread_constraints(original_node.labels, constraints):
            return framework.QueueSkip
        return framework.Queue


def new(pl_args: object, h: framework.Handle, fts: Features) -> framework.Plugin:
    """Build the plugin from PodTopologySpreadArgs and the feature gates.

    Raises PodTopologySpreadError without a snapshot lister, with args of another type, or with
    default constraints but no informer factory; raises the validation error of bad args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L89-L118
    """
    shared_lister: framework.SharedLister | None = h.snapshot_shared_lister()
    if shared_lister is None:
        raise PodTopologySpreadError("SnapshotSharedlister is nil")
    args = get_args(pl_args)
    err = validation.validate_pod_topology_spread_args(None, args)
    if err is not None:
        raise err
    pl = PodTopologySpread(
        parallelizer=h.parallelizer(),
        shared_lister=shared_lister,
        default_constraints=args.default_constraints,
        enable_node_inclusion_policy_in_pod_topology_spread=(
            fts.enable_node_inclusion_policy_in_pod_topology_spread
        ),
        enable_match_label_keys_in_pod_topology_spread=(
            fts.enable_match_label_keys_in_pod_topology_spread
        ),
    )
    if args.defaulting_type == config.SystemDefaulting:
        pl.default_constraints = systemDefaultConstraints
        pl.system_defaulted = True
    if len(pl.default_constraints) != 0:
        if h.shared_informer_factory() is None:
            raise PodTopologySpreadError("SharedInformerFactory is nil")
        pl.set_listers(h.shared_informer_factory())
    return pl


def get_args(obj: object) -> config.PodTopologySpreadArgs:
    """The args as PodTopologySpreadArgs; raises PodTopologySpreadError for another type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L120-L126
    """
    if not isinstance(obj, config.PodTopologySpreadArgs):
        # Python: the type is named by its Python class, not Go's %T ("*pkg.Type").
        got = "<nil>" if obj is None else type(obj).__name__
        raise PodTopologySpreadError(f"want args to be of type PodTopologySpreadArgs, got {got}")
    return obj


def involved_in_topology_spreading(incoming_pod: v1.Pod, pod_with_spreading: v1.Pod) -> bool:
    """Whether incoming_pod can change the domain counts of pod_with_spreading: it is
    scheduled and in the same namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L162-L164
    """
    return (
        incoming_pod.spec.node_name != "" and incoming_pod.namespace == pod_with_spreading.namespace
    )
