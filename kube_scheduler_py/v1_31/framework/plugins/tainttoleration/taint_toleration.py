"""TaintToleration: keeps pods off nodes with taints they do not tolerate (Filter) and prefers
nodes with fewer untolerated PreferNoSchedule taints (Score)."""

from __future__ import annotations

from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as v1helper
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework.plugins import helper, names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.util import utils as util

Name = names.TaintToleration
preScoreStateKey = "PreScore" + Name
ErrReasonNotMatch = "node(s) had taints that the pod didn't tolerate"


class TaintTolerationError(framework.FrameworkError):
    """An error of the TaintToleration plugin (missing or wrong cycle state).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def _wrap_error(message: str, err: BaseException) -> TaintTolerationError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = TaintTolerationError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


class TaintToleration(
    framework.FilterPlugin,
    framework.PreScorePlugin,
    framework.ScorePlugin,
    framework.ScoreExtensions,
    framework.EnqueueExtensions,
):
    """Checks a pod's tolerations against a node's taints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L35-L38
    """

    def __init__(
        self, handle: framework.Handle, enable_scheduling_queue_hint: bool = False
    ) -> None:
        self.handle = handle
        self.enable_scheduling_queue_hint = enable_scheduling_queue_hint

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L55-L57
        """
        return Name

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """Node adds and updates (taints may change); with queueing hints also pod updates
        (tolerations may be added).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L61-L75
        """
        cluster_event_with_hint = [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node, action_type=framework.Add | framework.Update
                ),
                queueing_hint_fn=self.is_schedulable_after_node_change,
            ),
        ]
        if not self.enable_scheduling_queue_hint:
            return cluster_event_with_hint
        # With queueing hints, the queue asks the Pod/Update hint whether an update of the
        # rejected pod (a new toleration) makes it schedulable.
        cluster_event_with_hint.append(
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Pod, action_type=framework.Update),
                queueing_hint_fn=self.is_schedulable_after_pod_change,
            )
        )
        return cluster_event_with_hint

    def is_schedulable_after_node_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the node went from having an untolerated blocking taint (or not
        existing) to having none.

        Raises util.AsError when the objects are not nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L80-L100
        """
        original_node, modified_node = util.as_(v1.Node, old_obj, new_obj)
        assert modified_node is not None

        was_untolerated = True
        if original_node is not None:
            _, was_untolerated = v1helper.find_matching_untolerated_taint(
                original_node.spec.taints,
                pod.spec.tolerations,
                helper.do_not_schedule_taints_filter_func(),
            )

        _, is_untolerated = v1helper.find_matching_untolerated_taint(
            modified_node.spec.taints,
            pod.spec.tolerations,
            helper.do_not_schedule_taints_filter_func(),
        )

        if was_untolerated and not is_untolerated:
            return framework.Queue

        return framework.QueueSkip

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """UnschedulableAndUnresolvable, naming the first NoSchedule/NoExecute taint the pod
        does not tolerate.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L103-L113
        """
        node = node_info.node()
        # Python: Go dereferences the node here; at Filter it is never nil.
        assert node is not None

        taint, is_untolerated = v1helper.find_matching_untolerated_taint(
            node.spec.taints, pod.spec.tolerations, helper.do_not_schedule_taints_filter_func()
        )
        if not is_untolerated:
            return None

        err_reason = f"node(s) had untolerated taint {{{taint.key}: {taint.value}}}"
        return framework.new_status(framework.UnschedulableAndUnresolvable, err_reason)

    def pre_score(
        self, cycle_state: framework.CycleState, pod: v1.Pod, nodes: list[framework.NodeInfo]
    ) -> framework.Status | None:
        """Store the pod's tolerations that matter for PreferNoSchedule taints.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L138-L148
        """
        if len(nodes) == 0:
            return None
        tolerations_prefer_no_schedule = get_all_toleration_prefer_no_schedule(pod.spec.tolerations)
        state = preScoreState(tolerations_prefer_no_schedule=tolerations_prefer_no_schedule)
        cycle_state.write(preScoreStateKey, state)
        return None

    def score(
        self, state: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        """The number of the node's PreferNoSchedule taints the pod does not tolerate (the
        lower the better; NormalizeScore reverses it).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L179-L193
        """
        try:
            node_info = self.handle.snapshot_shared_lister().node_infos().get(node_name)
        except Exception as err:
            # Python: the lister interface does not fix the error type it raises.
            message = f"getting node {go_quote(node_name)} from Snapshot"
            return 0, framework.as_status(_wrap_error(message, err))
        node = node_info.node()
        assert node is not None

        try:
            s = get_pre_score_state(state)
        except TaintTolerationError as err:
            return 0, framework.as_status(err)

        score = count_intolerable_taints_prefer_no_schedule(
            node.spec.taints, s.tolerations_prefer_no_schedule
        )
        return score, None

    def normalize_score(
        self, _state: framework.CycleState, pod: v1.Pod, scores: framework.NodeScoreList
    ) -> framework.Status | None:
        """Scale to 0..MaxNodeScore, reversed: fewer untolerated taints score higher.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L196-L198
        """
        return helper.default_normalize_score(framework.MaxNodeScore, True, scores)

    def score_extensions(self) -> framework.ScoreExtensions | None:
        """The plugin itself (it implements NormalizeScore).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L201-L203
        """
        return self

    def is_schedulable_after_pod_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when an update of the pod itself added a toleration.

        Raises util.AsError when the objects are not pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L217-L234
        """
        original_pod, modified_pod = util.as_(v1.Pod, old_obj, new_obj)
        assert modified_pod is not None

        if pod.uid == modified_pod.uid:
            # Python: Go reads the old pod's tolerations here without a nil check as well.
            assert original_pod is not None
            if len(original_pod.spec.tolerations) != len(modified_pod.spec.tolerations):
                # Validation only allows adding tolerations, so a different count means a new
                # one, and any new toleration may make the pod schedulable.
                return framework.Queue

        return framework.QueueSkip


class preScoreState(framework.StateData):
    """What PreScore computed for Score: the pod's tolerations relevant to PreferNoSchedule.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L116-L118
    """

    def __init__(self, tolerations_prefer_no_schedule: list[v1.Toleration]) -> None:
        self.tolerations_prefer_no_schedule = tolerations_prefer_no_schedule

    def clone(self) -> framework.StateData:
        """The state itself; it is never modified after PreScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L122-L124
        """
        return self


def get_all_toleration_prefer_no_schedule(tolerations: list[v1.Toleration]) -> list[v1.Toleration]:
    """The tolerations with effect PreferNoSchedule or no effect (which means every effect).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L127-L135
    """
    toleration_list: list[v1.Toleration] = []
    for toleration in tolerations:
        if len(toleration.effect) == 0 or toleration.effect == v1.TaintEffectPreferNoSchedule:
            toleration_list.append(toleration)
    return toleration_list


def get_pre_score_state(cycle_state: framework.CycleState) -> preScoreState:
    """Read the PreScore state; raises TaintTolerationError when it is missing or of the
    wrong type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L150-L161
    """
    try:
        c = cycle_state.read(preScoreStateKey)
    except framework.ErrNotFound as err:
        raise _wrap_error(
            f"failed to read {go_quote(preScoreStateKey)} from cycleState", err
        ) from err

    if not isinstance(c, preScoreState):
        raise TaintTolerationError(f"{c} convert to tainttoleration.preScoreState error")
    return c


def count_intolerable_taints_prefer_no_schedule(
    taints: list[v1.Taint], tolerations: list[v1.Toleration]
) -> int:
    """How many of the PreferNoSchedule taints no toleration tolerates.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L164-L176
    """
    intolerable_taints = 0
    for taint in taints:
        # Only PreferNoSchedule taints count for scoring.
        if taint.effect != v1.TaintEffectPreferNoSchedule:
            continue

        if not v1helper.tolerations_tolerate_taint(tolerations, taint):
            intolerable_taints += 1
    return intolerable_taints


def new(_pl_args: object, h: framework.Handle, fts: Features) -> framework.Plugin:
    """Build the plugin with the framework handle and the queueing-hint gate from fts.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L206-L211
    """
    return TaintToleration(handle=h, enable_scheduling_queue_hint=fts.enable_scheduling_queue_hint)
