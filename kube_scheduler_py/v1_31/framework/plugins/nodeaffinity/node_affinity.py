"""NodeAffinity: a pod runs only on nodes matching its nodeSelector and required node
affinity (Filter), preferably on nodes matching its preferred node affinity (Score).

The plugin's args may add a scheduler-enforced affinity (addedAffinity) on top of every pod's
own.
"""

from __future__ import annotations

from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1.nodeaffinity import (
    nodeaffinity,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config.validation import validation_pluginargs as validation
from kube_scheduler_py.v1_31.framework.plugins import helper, names
from kube_scheduler_py.v1_31.util import utils as util

# Python: metav1.ObjectNameField is not ported in v1_31.api.meta; this is its value.
_ObjectNameField = "metadata.name"

Name = names.NodeAffinity
preScoreStateKey = "PreScore" + Name
preFilterStateKey = "PreFilter" + Name
ErrReasonPod = "node(s) didn't match Pod's node affinity/selector"
errReasonEnforced = "node(s) didn't match scheduler-enforced node affinity"
errReasonConflict = "pod affinity terms conflict"


class NodeAffinityError(framework.FrameworkError):
    """An error of the NodeAffinity plugin (bad args, missing or wrong cycle state, or a node
    missing from the snapshot).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def _wrap_error(message: str, err: BaseException) -> NodeAffinityError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = NodeAffinityError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


class NodeAffinity(
    framework.PreFilterPlugin,
    framework.FilterPlugin,
    framework.PreScorePlugin,
    framework.ScorePlugin,
    framework.ScoreExtensions,
    framework.EnqueueExtensions,
):
    """Matches nodes against the pod's node selector and node affinity, plus the
    scheduler-enforced added affinity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L38-L42
    """

    def __init__(
        self,
        handle: framework.Handle,
        added_node_selector: nodeaffinity.NodeSelector | None = None,
        added_pref_sched_terms: nodeaffinity.PreferredSchedulingTerms | None = None,
    ) -> None:
        self.handle = handle
        self.added_node_selector = added_node_selector
        self.added_pref_sched_terms = added_pref_sched_terms

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L71-L73
        """
        return Name

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """Node adds and updates (labels may start to match).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L86-L90
        """
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node, action_type=framework.Add | framework.Update
                ),
                queueing_hint_fn=self.is_schedulable_after_node_change,
            ),
        ]

    def is_schedulable_after_node_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the added or updated node matches both the added affinity and
        the pod's required node affinity and selector.

        Raises util.AsError when the objects are not nodes, and the Aggregate of the pod's
        affinity parse errors when no term matched.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L94-L120
        """
        _, modified_node = util.as_(v1.Node, old_obj, new_obj)
        assert modified_node is not None

        if self.added_node_selector is not None and not self.added_node_selector.match(
            modified_node
        ):
            return framework.QueueSkip

        required_node_affinity = nodeaffinity.get_required_node_affinity(pod)
        is_matched = required_node_affinity.match(modified_node)
        if is_matched:
            return framework.Queue

        return framework.QueueSkip

    def pre_filter(
        self, cycle_state: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Parse the pod's required affinity for Filter, and narrow the candidate nodes when
        every term pins node names through matchFields on metadata.name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L123-L173
        """
        affinity = pod.spec.affinity
        no_node_affinity = (
            affinity is None
            or affinity.node_affinity is None
            or affinity.node_affinity.required_during_scheduling_ignored_during_execution is None
        )
        # Python: Go tests the node selector map for nil; an empty dict stands for nil here.
        if no_node_affinity and self.added_node_selector is None and not pod.spec.node_selector:
            # Filter has nothing to check for this pod.
            return None, framework.new_status(framework.Skip)

        state = preFilterState(
            required_node_selector_and_affinity=nodeaffinity.get_required_node_affinity(pod)
        )
        cycle_state.write(preFilterStateKey, state)

        if no_node_affinity:
            return None, None
        assert affinity is not None and affinity.node_affinity is not None
        required = affinity.node_affinity.required_during_scheduling_ignored_during_execution
        assert required is not None
        if len(required.node_selector_terms) == 0:
            return None, None

        # Collect the node names the terms pin the pod to.
        terms = required.node_selector_terms
        node_names: set[str] | None = None
        for t in terms:
            term_node_names: set[str] | None = None
            for r in t.match_fields:
                if r.key == _ObjectNameField and r.operator == v1.NodeSelectorOpIn:
                    # Requirements within a term are ANDed: intersect their node names.
                    s = set(r.values)
                    term_node_names = s if term_node_names is None else term_node_names & s
            if term_node_names is None:
                # Terms are ORed, and this one does not pin a node name: any node may do.
                return None, None
            node_names = (set() if node_names is None else node_names) | term_node_names
        # Every term pins names, but their requirements contradict each other: no node fits.
        if node_names is not None and len(node_names) == 0:
            return None, framework.new_status(
                framework.UnschedulableAndUnresolvable, errReasonConflict
            )
        if node_names is not None and len(node_names) > 0:
            return framework.PreFilterResult(node_names=node_names), None
        return None, None

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """None: the state does not depend on other pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L176-L178
        """
        return None

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """UnschedulableAndUnresolvable unless the node matches the added affinity and the
        pod's node selector and required node affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L182-L203
        """
        node = node_info.node()
        # Python: Go dereferences the node here; at Filter it is never nil.
        assert node is not None

        if self.added_node_selector is not None and not self.added_node_selector.match(node):
            return framework.new_status(framework.UnschedulableAndUnresolvable, errReasonEnforced)

        try:
            s = get_pre_filter_state(state)
        except NodeAffinityError:
            # PreFilter is disabled: parse the pod's requirements here instead.
            s = preFilterState(
                required_node_selector_and_affinity=nodeaffinity.get_required_node_affinity(pod)
            )

        # Parse errors only mean "no match", for backwards compatibility.
        try:
            match = s.required_node_selector_and_affinity.match(node)
        except Aggregate:
            match = False
        if not match:
            return framework.new_status(framework.UnschedulableAndUnresolvable, ErrReasonPod)

        return None

    def pre_score(
        self, cycle_state: framework.CycleState, pod: v1.Pod, nodes: list[framework.NodeInfo]
    ) -> framework.Status | None:
        """Parse the pod's preferred node affinity for Score; Skip when neither the pod nor
        the added affinity has preferred terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L217-L234
        """
        if len(nodes) == 0:
            return None
        try:
            preferred_node_affinity = get_pod_preferred_node_affinity(pod)
        except Aggregate as err:
            return framework.as_status(err)
        if preferred_node_affinity is None and self.added_pref_sched_terms is None:
            # Score has nothing to add up for this pod.
            return framework.new_status(framework.Skip)
        state = preScoreState(preferred_node_affinity=preferred_node_affinity)
        cycle_state.write(preScoreStateKey, state)
        return None

    def score(
        self, state: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        """The summed weights of the preferred terms (the pod's and the added ones) that the
        node matches.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L239-L269
        """
        try:
            node_info = self.handle.snapshot_shared_lister().node_infos().get(node_name)
        except Exception as err:
            # Python: the lister interface does not fix the error type it raises.
            message = f"getting node {go_quote(node_name)} from Snapshot"
            return 0, framework.as_status(_wrap_error(message, err))

        node = node_info.node()
        assert node is not None

        count = 0
        if self.added_pref_sched_terms is not None:
            count += self.added_pref_sched_terms.score(node)

        try:
            s = get_pre_score_state(state)
        except NodeAffinityError:
            # PreScore is disabled: parse the pod's preferred terms here instead.
            try:
                preferred_node_affinity = get_pod_preferred_node_affinity(pod)
            except Aggregate as err:
                return 0, framework.as_status(err)
            s = preScoreState(preferred_node_affinity=preferred_node_affinity)

        if s.preferred_node_affinity is not None:
            count += s.preferred_node_affinity.score(node)

        return count, None

    def normalize_score(
        self, state: framework.CycleState, pod: v1.Pod, scores: framework.NodeScoreList
    ) -> framework.Status | None:
        """Scale the scores to 0..MaxNodeScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L272-L274
        """
        return helper.default_normalize_score(framework.MaxNodeScore, False, scores)

    def score_extensions(self) -> framework.ScoreExtensions | None:
        """The plugin itself (it implements NormalizeScore).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L277-L279
        """
        return self


class preFilterState(framework.StateData):
    """The pod's parsed node selector and required node affinity, computed at PreFilter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L75-L77
    """

    def __init__(
        self, required_node_selector_and_affinity: nodeaffinity.RequiredNodeAffinity
    ) -> None:
        self.required_node_selector_and_affinity = required_node_selector_and_affinity

    def clone(self) -> framework.StateData:
        """The state itself: adding or removing other pods does not change it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L80-L82
        """
        return self


class preScoreState(framework.StateData):
    """The pod's parsed preferred node affinity (or None), computed at PreScore.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L206-L208
    """

    def __init__(
        self, preferred_node_affinity: nodeaffinity.PreferredSchedulingTerms | None
    ) -> None:
        self.preferred_node_affinity = preferred_node_affinity

    def clone(self) -> framework.StateData:
        """The state itself; it is never modified after PreScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L212-L214
        """
        return self


def new(pl_args: object, h: framework.Handle) -> framework.Plugin:
    """Build the plugin from NodeAffinityArgs, parsing the added affinity.

    Raises the validation error of bad args, or NodeAffinityError when the added affinity
    does not parse.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L282-L306
    """
    args = get_args(pl_args)
    pl = NodeAffinity(handle=h)
    if args.added_affinity is not None:
        ns = args.added_affinity.required_during_scheduling_ignored_during_execution
        if ns is not None:
            try:
                pl.added_node_selector = nodeaffinity.new_node_selector(ns)
            except Aggregate as err:
                message = "parsing addedAffinity.requiredDuringSchedulingIgnoredDuringExecution"
                raise _wrap_error(message, err) from err
        # requiredDuringSchedulingRequiredDuringExecution does not exist in the API yet.
        terms = args.added_affinity.preferred_during_scheduling_ignored_during_execution
        if len(terms) != 0:
            try:
                pl.added_pref_sched_terms = nodeaffinity.new_preferred_scheduling_terms(terms)
            except Aggregate as err:
                message = "parsing addedAffinity.preferredDuringSchedulingIgnoredDuringExecution"
                raise _wrap_error(message, err) from err
    return pl


def get_args(obj: object) -> config.NodeAffinityArgs:
    """The args as NodeAffinityArgs, validated; raises NodeAffinityError for another type and
    the validation error for invalid args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L308-L314
    """
    if not isinstance(obj, config.NodeAffinityArgs):
        # Python: the type is named by its Python class, not Go's %T ("*pkg.Type").
        got = "<nil>" if obj is None else type(obj).__name__
        raise NodeAffinityError(f"args are not of type NodeAffinityArgs, got {got}")
    err = validation.validate_node_affinity_args(None, obj)
    if err is not None:
        raise err
    return obj


def get_pod_preferred_node_affinity(pod: v1.Pod) -> nodeaffinity.PreferredSchedulingTerms | None:
    """The pod's parsed preferred node affinity, or None when it has none; raises the
    Aggregate of parse errors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L316-L322
    """
    affinity = pod.spec.affinity
    # Python: Go tests the preferred terms for nil; an empty list stands for nil here.
    if (
        affinity is not None
        and affinity.node_affinity is not None
        and len(affinity.node_affinity.preferred_during_scheduling_ignored_during_execution) != 0
    ):
        return nodeaffinity.new_preferred_scheduling_terms(
            affinity.node_affinity.preferred_during_scheduling_ignored_during_execution
        )
    return None


def get_pre_score_state(cycle_state: framework.CycleState) -> preScoreState:
    """Read the PreScore state; raises NodeAffinityError when it is missing or of the wrong
    type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L324-L335
    """
    try:
        c = cycle_state.read(preScoreStateKey)
    except framework.ErrNotFound as err:
        raise _wrap_error(f"reading {go_quote(preScoreStateKey)} from cycleState", err) from err

    if not isinstance(c, preScoreState):
        raise NodeAffinityError(f"invalid PreScore state, got type {type(c).__name__}")
    return c


def get_pre_filter_state(cycle_state: framework.CycleState) -> preFilterState:
    """Read the PreFilter state; raises NodeAffinityError when it is missing or of the wrong
    type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L337-L348
    """
    try:
        c = cycle_state.read(preFilterStateKey)
    except framework.ErrNotFound as err:
        # Python: Go formats the cause with %v, so the error does not wrap it.
        raise NodeAffinityError(
            f"reading {go_quote(preFilterStateKey)} from cycleState: {err}"
        ) from None

    if not isinstance(c, preFilterState):
        raise NodeAffinityError(f"invalid PreFilter state, got type {type(c).__name__}")
    return c
