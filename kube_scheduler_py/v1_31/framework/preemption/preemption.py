"""The preemption machinery shared by preemption plugins: find nodes where evicting
lower-priority pods lets the pod fit, pick the best of them, and evict the victims.

A plugin supplies the policy (the Interface: how many nodes to try, which pods to evict on a
node, how to rank nodes); the Evaluator runs the flow and talks to the API server.

# Python: Go's ctx and klog parameters are dropped and nothing is logged; where Go only logs an
# error and carries on, this port carries on silently. Metrics are not recorded. A nil slice
# or map is an empty list or dict. The parallelizer runs its work pieces in order on one
# thread, so Go's atomics and mutexes have no counterpart here; cancelling Go's context is a
# flag the parallelizer polls.
"""

from __future__ import annotations

import contextlib
import copy
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from kube_scheduler_py.clock import PassiveClock, new_fake_clock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import PodLister
from kube_scheduler_py.v1_31.api.client_go.listers.policy.v1 import PodDisruptionBudgetLister
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as corev1helpers
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.policy import v1 as policy
from kube_scheduler_py.v1_31.api.util.errors.errors import Aggregate, new_aggregate
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.api.v1.pod import util as podutil
from kube_scheduler_py.v1_31.framework import parallelize
from kube_scheduler_py.v1_31.framework.interface import Status
from kube_scheduler_py.v1_31.util import utils as util

#: The smallest int64, the score Go gives a node whose victims have no start time.
_MIN_INT64 = -(2**63)
#: Go's math.MaxInt32.
_MAX_INT32 = 2**31 - 1
#: Where Unix time starts.
_UNIX_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


class PreemptionError(framework.FrameworkError):
    """An error of the preemption flow (no nodes, a candidate without victims).

    Python-only: Go returns plain `error` values here; this class names them.
    """


class Candidate(ABC):
    """A node the preemptor could be nominated to, with the victims to evict there.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L45-L50
    """

    @abstractmethod
    def victims(self) -> extenderv1.Victims:
        """The pods to evict and their number of PDB violations.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L47-L47
        """

    @abstractmethod
    def name(self) -> str:
        """The name of the node the preemptor would be nominated to.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L49-L49
        """


@dataclass(slots=True)
class candidate(Candidate):
    """The Candidate the default flow builds.

    # Python: the fields carry a trailing underscore so they do not hide the methods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L52-L55
    """

    victims_: extenderv1.Victims
    name_: str

    def victims(self) -> extenderv1.Victims:
        """The victims on this node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L58-L60
        """
        return self.victims_

    def name(self) -> str:
        """The node's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L63-L65
        """
        return self.name_


class candidateList:
    """A fixed-capacity list of candidates; additions beyond the capacity are dropped.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L67-L70
    """

    def __init__(self, idx: int, items: list[Candidate | None]) -> None:
        self.idx = idx
        self.items = items

    def add(self, c: candidate) -> None:
        """Store c in the next free slot, if there is one.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L77-L81
        """
        # Python: Go bumps idx atomically; the work pieces here never run concurrently.
        self.idx += 1
        if self.idx < len(self.items):
            self.items[self.idx] = c

    def size(self) -> int:
        """How many candidates are stored (at most the capacity).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L87-L93
        """
        n = self.idx + 1
        if n >= len(self.items):
            n = len(self.items)
        return n

    def get(self) -> list[Candidate]:
        """The stored candidates.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L97-L99
        """
        return [c for c in self.items[: self.size()] if c is not None]


def new_candidate_list(size: int) -> candidateList:
    """An empty candidateList with room for size candidates.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L72-L74
    """
    return candidateList(idx=-1, items=[None] * size)


class Interface(ABC):
    """The policy a preemption plugin plugs into the Evaluator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L103-L121
    """

    @abstractmethod
    def get_offset_and_num_candidates(self, nodes: int) -> tuple[int, int]:
        """Where in the node list to start the dry run, and how many candidates to collect.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L106-L106
        """

    @abstractmethod
    def candidates_to_victims_map(
        self, candidates: list[Candidate]
    ) -> dict[str, extenderv1.Victims]:
        """The candidates as a map from node name to victims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L108-L108
        """

    @abstractmethod
    def pod_eligible_to_preempt_others(
        self, pod: v1.Pod, nominated_node_status: Status | None
    ) -> tuple[bool, str]:
        """Whether the pod may preempt at all, and the reason when it may not.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L111-L111
        """

    @abstractmethod
    def select_victims_on_node(
        self,
        state: framework.CycleState,
        pod: v1.Pod,
        node_info: framework.NodeInfo,
        pdbs: list[policy.PodDisruptionBudget],
    ) -> tuple[list[v1.Pod], int, Status | None]:
        """The fewest pods to evict on the node so the pod fits, and how many of them break a
        PDB; state and node_info are copies the plugin may change.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L115-L116
        """

    @abstractmethod
    def ordered_score_funcs(
        self, nodes_to_victims: dict[str, extenderv1.Victims]
    ) -> list[Callable[[str], int]] | None:
        """Score functions that rank candidate nodes, tried in order to break ties; None
        selects the default rules of pick_one_node_for_preemption.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L120-L120
        """


@dataclass
class Evaluator:
    """Runs the preemption flow for one pod in one scheduling cycle.

    # Python: Go embeds Interface; here it is the field `interface`. `clock` is added: it
    # stands in for the wall clock Go reads (a condition's transition time, the start time of
    # pods that have not started).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L123-L130
    """

    plugin_name: str
    handler: framework.Handle
    interface: Interface
    pod_lister: PodLister | None = None
    pdb_lister: PodDisruptionBudgetLister | None = None
    state: framework.CycleState = field(default_factory=framework.CycleState)
    clock: PassiveClock = field(default_factory=new_fake_clock)

    def preempt(
        self, pod: v1.Pod, m: framework.NodeToStatusMap
    ) -> tuple[framework.PostFilterResult | None, Status | None]:
        """Try to make room for pod by evicting lower-priority pods on one node.

        Returns (None, Error) for a transient failure, (None, Unschedulable) when the pod may
        not preempt now, (result, Unschedulable) when preemption cannot help (the result
        clears the nomination) and (result, Success) with the nominated node otherwise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L148-L206
        """
        # 0) Read the newest version of the pod from the informer cache.
        assert self.pod_lister is not None
        try:
            pod = self.pod_lister.pods(pod.namespace).get(pod.name)
        except Exception as get_err:
            # Python: the lister interface does not fix the error type it raises.
            return None, framework.as_status(get_err)

        # 1) The pod must be allowed to preempt.
        ok, msg = self.interface.pod_eligible_to_preempt_others(
            pod, m.get(pod.status.nominated_node_name)
        )
        if not ok:
            return None, framework.new_status(framework.Unschedulable, msg)

        # 2) Dry-run preemption on the nodes where it may help.
        candidates, node_to_status_map, err = self.find_candidates(pod, m)
        if err is not None and len(candidates) == 0:
            return None, framework.as_status(err)

        # Without a candidate the pod fits nowhere even with preemption: report why per node.
        if len(candidates) == 0:
            fit_error = framework.FitError(
                pod=pod,
                num_all_nodes=len(node_to_status_map),
                diagnosis=framework.Diagnosis(node_to_status_map=node_to_status_map),
            )
            # The empty nomination clears the pod's nominated node, if it has one.
            return framework.new_post_filter_result_with_nominated_node(""), framework.new_status(
                framework.Unschedulable, fit_error.error()
            )

        # 3) Let the extenders that support preemption narrow the candidates down.
        candidates, status = self.call_extenders(pod, candidates)
        if not Status.is_success(status):
            return None, status

        # 4) Pick the best candidate.
        best_candidate = self.select_candidate(candidates)
        if best_candidate is None or len(best_candidate.name()) == 0:
            return None, framework.new_status(
                framework.Unschedulable, "no candidate node for preemption"
            )

        # 5) Evict its victims before nominating it.
        status = self.prepare_candidate(best_candidate, pod, self.plugin_name)
        if not Status.is_success(status):
            return None, status

        return framework.new_post_filter_result_with_nominated_node(
            best_candidate.name()
        ), framework.new_status(framework.Success)

    def find_candidates(
        self, pod: v1.Pod, m: framework.NodeToStatusMap
    ) -> tuple[list[Candidate], framework.NodeToStatusMap, BaseException | None]:
        """The preemption candidates for pod and the status of every node that is none.

        # Python: the error is returned next to the partial results, as in Go, because the
        # caller still uses the candidates found when some nodes failed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L210-L248
        """
        try:
            all_nodes = self.handler.snapshot_shared_lister().node_infos().list()
        except Exception as err:
            # Python: the lister interface does not fix the error type it raises.
            return [], {}, err
        if len(all_nodes) == 0:
            return [], {}, PreemptionError("no nodes available")
        potential_nodes, unschedulable_node_status = nodes_where_preemption_might_help(all_nodes, m)
        if len(potential_nodes) == 0:
            # Preemption cannot help anywhere: drop the pod's old nomination, if any. A failure
            # here is not critical (Go logs it).
            with contextlib.suppress(Aggregate):
                util.clear_nominated_node_name(self.handler.client_set(), pod)
            return [], unschedulable_node_status, None

        try:
            pdbs = get_pod_disruption_budgets(self.pdb_lister)
        except Exception as err:
            # Python: the lister interface does not fix the error type it raises.
            return [], {}, err

        offset, num_candidates = self.interface.get_offset_and_num_candidates(len(potential_nodes))
        candidates, node_statuses, dry_run_err = self.dry_run_preemption(
            pod, potential_nodes, pdbs, offset, num_candidates
        )
        for node, node_status in unschedulable_node_status.items():
            node_statuses[node] = node_status
        return candidates, node_statuses, dry_run_err

    def call_extenders(
        self, pod: v1.Pod, candidates: list[Candidate]
    ) -> tuple[list[Candidate], Status | None]:
        """Let each extender that supports preemption and cares about pod trim the candidates.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L254-L310
        """
        extenders = self.handler.extenders()
        node_lister = self.handler.snapshot_shared_lister().node_infos()
        if len(extenders) == 0:
            return candidates, None

        # The extender API speaks node name -> victims; this only works while every candidate
        # is on a different node.
        victims_map = self.interface.candidates_to_victims_map(candidates)
        if len(victims_map) == 0:
            return candidates, None
        for extender in extenders:
            if not extender.supports_preemption() or not extender.is_interested(pod):
                continue
            try:
                node_name_to_victims = extender.process_preemption(pod, victims_map, node_lister)
            except Exception as err:
                # Python: the Extender interface does not fix the error type it raises.
                if extender.is_ignorable():
                    continue
                return [], framework.as_status(err)
            # Every remaining node must come with victims.
            # Python: in the extender's reply order; Go walks its map in random order.
            for node_name, victims in list(node_name_to_victims.items()):
                if victims is None or len(victims.pods) == 0:
                    if extender.is_ignorable():
                        del node_name_to_victims[node_name]
                        continue
                    return [], framework.as_status(
                        PreemptionError(
                            f"expected at least one victim pod on node {go_quote(node_name)}"
                        )
                    )

            # The next extender works on what this one left.
            victims_map = node_name_to_victims

            # Once no node is left, no extender can bring one back.
            if len(victims_map) == 0:
                break

        new_candidates: list[Candidate] = []
        # Python: candidates keep the map's insertion order; Go walks its map in random order.
        for node_name in victims_map:
            new_candidates.append(candidate(victims_=victims_map[node_name], name_=node_name))
        return new_candidates, None

    def select_candidate(self, candidates: list[Candidate]) -> Candidate | None:
        """The best candidate by the plugin's score functions (or the default rules).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L314-L341
        """
        if len(candidates) == 0:
            return None
        if len(candidates) == 1:
            return candidates[0]

        victims_map = self.interface.candidates_to_victims_map(candidates)
        score_funcs = self.interface.ordered_score_funcs(victims_map)
        candidate_node = pick_one_node_for_preemption(victims_map, score_funcs, self.clock)

        # Like candidates_to_victims_map, this assumes one candidate per node.
        victims = victims_map.get(candidate_node)
        if victims is not None:
            return candidate(victims_=victims, name_=candidate_node)

        # Not expected to happen (Go logs an error); fall back to the first candidate.
        return candidates[0]

    def prepare_candidate(self, c: Candidate, pod: v1.Pod, plugin_name: str) -> Status | None:
        """Evict the victims of c (rejecting those waiting at Permit, deleting the others) and
        clear the nominations of lower-priority pods nominated to its node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L347-L407
        """
        fh = self.handler
        cs = self.handler.client_set()

        cancelled = False

        def cancel() -> None:
            nonlocal cancelled
            cancelled = True

        err_ch = parallelize.new_error_channel()

        def preempt_pod(index: int) -> None:
            victim = c.victims().pods[index]
            # A victim waiting at Permit is rejected; any other victim is deleted.
            waiting_pod = fh.get_waiting_pod(victim.uid)
            if waiting_pod is not None:
                waiting_pod.reject(plugin_name, "preempted")
            else:
                condition = v1.PodCondition(
                    type=v1.DisruptionTarget,
                    status=v1.ConditionTrue,
                    reason=v1.PodReasonPreemptionByScheduler,
                    message=(
                        f"{pod.spec.scheduler_name}: "
                        "preempting to accommodate a higher priority pod"
                    ),
                )
                new_status = copy.deepcopy(victim.status)
                updated = podutil.update_pod_condition(new_status, condition, self.clock)
                if updated:
                    try:
                        util.patch_pod_status(cs, victim, new_status)
                    except Exception as err:
                        # Python: the clientset does not fix the error type it raises.
                        err_ch.send_error_with_cancel(err, cancel)
                        return
                try:
                    util.delete_pod(cs, victim)
                except Exception as err:
                    # Python: the clientset does not fix the error type it raises.
                    err_ch.send_error_with_cancel(err, cancel)
                    return

            fh.event_recorder().eventf(
                victim,
                pod,
                v1.EventTypeNormal,
                "Preempted",
                "Preempting",
                "Preempted by pod %v on node %v",
                pod.uid,
                c.name(),
            )

        fh.parallelizer().until(
            len(c.victims().pods), preempt_pod, self.plugin_name, cancelled=lambda: cancelled
        )
        err = err_ch.receive_error()
        if err is not None:
            return framework.as_status(err)

        # Lower-priority pods nominated to this node may no longer fit there. Clearing their
        # nomination updates them, which moves them to activeQ to find another node. A
        # failure here is not critical (Go logs it).
        nominated_pods = get_lower_priority_nominated_pods(fh, pod, c.name())
        with contextlib.suppress(Aggregate):
            util.clear_nominated_node_name(cs, *nominated_pods)

        return None

    def dry_run_preemption(
        self,
        pod: v1.Pod,
        potential_nodes: list[framework.NodeInfo],
        pdbs: list[policy.PodDisruptionBudget],
        offset: int,
        num_candidates: int,
    ) -> tuple[list[Candidate], framework.NodeToStatusMap, Aggregate | None]:
        """Simulate preemption on the nodes, starting at offset and wrapping around, until
        num_candidates candidates (at least one without PDB violations) are found.

        Returns the candidates (those without PDB violations first), the status of every node
        that is no candidate and the aggregated errors.

        # Python: the error is returned next to the partial results, as in Go.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L567-L613
        """
        fh = self.handler
        non_violating_candidates = new_candidate_list(num_candidates)
        violating_candidates = new_candidate_list(num_candidates)

        cancelled = False
        node_statuses: framework.NodeToStatusMap = {}
        errs: list[Exception | None] = []

        def check_node(i: int) -> None:
            nonlocal cancelled
            node_info_copy = potential_nodes[(offset + i) % len(potential_nodes)].snapshot()
            state_copy = framework.CycleState.clone(self.state)
            assert state_copy is not None
            pods, num_pdb_violations, status = self.interface.select_victims_on_node(
                state_copy, pod, node_info_copy, pdbs
            )
            node_name = _node_name(node_info_copy)
            if Status.is_success(status) and len(pods) != 0:
                victims = extenderv1.Victims(pods=pods, num_pdb_violations=num_pdb_violations)
                c = candidate(victims_=victims, name_=node_name)
                if num_pdb_violations == 0:
                    non_violating_candidates.add(c)
                else:
                    violating_candidates.add(c)
                nvc_size, vc_size = non_violating_candidates.size(), violating_candidates.size()
                if nvc_size > 0 and nvc_size + vc_size >= num_candidates:
                    cancelled = True
                return
            if Status.is_success(status) and len(pods) == 0:
                status = framework.as_status(
                    PreemptionError(
                        f"expected at least one victim pod on node {go_quote(node_name)}"
                    )
                )
            assert status is not None
            if status.code() == framework.Error:
                err = status.as_error()
                if isinstance(err, Exception):
                    errs.append(err)
            node_statuses[node_name] = status

        fh.parallelizer().until(
            len(potential_nodes), check_node, self.plugin_name, cancelled=lambda: cancelled
        )
        return (
            non_violating_candidates.get() + violating_candidates.get(),
            node_statuses,
            new_aggregate(errs),
        )


def nodes_where_preemption_might_help(
    nodes: list[framework.NodeInfo], m: framework.NodeToStatusMap
) -> tuple[list[framework.NodeInfo], framework.NodeToStatusMap]:
    """The nodes that rejected the pod as Unschedulable (evicting pods may help there), and an
    "unresolvable" status for the nodes that rejected it as UnschedulableAndUnresolvable or
    are missing from m.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L411-L428
    """
    potential_nodes: list[framework.NodeInfo] = []
    node_statuses: framework.NodeToStatusMap = {}
    unresolvable_status = framework.new_status(
        framework.UnschedulableAndUnresolvable, "Preemption is not helpful for scheduling"
    )
    for node in nodes:
        node_name = _node_name(node)
        # Only Unschedulable nodes are tried. A node missing from m counts as
        # UnschedulableAndUnresolvable, and is reported as such.
        status = m.get(node_name)
        if Status.code(status) == framework.Unschedulable:
            potential_nodes.append(node)
        elif node_name not in m or Status.code(status) == framework.UnschedulableAndUnresolvable:
            node_statuses[node_name] = unresolvable_status
    return potential_nodes, node_statuses


def get_pod_disruption_budgets(
    pdb_lister: PodDisruptionBudgetLister | None,
) -> list[policy.PodDisruptionBudget]:
    """All PodDisruptionBudgets, or none when there is no lister; raises what the lister raises.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L430-L435
    """
    if pdb_lister is not None:
        return pdb_lister.list(labels.everything())
    return []


def pick_one_node_for_preemption(
    nodes_to_victims: dict[str, extenderv1.Victims],
    score_funcs: list[Callable[[str], int]] | None,
    clock: PassiveClock,
) -> str:
    """Choose one node among the candidates; each node's victims are sorted by decreasing
    priority.

    Without score functions the default rules apply, each one only breaking the ties left by
    the one before: (1) fewest PDB violations, (2) lowest highest victim priority, (3)
    smallest sum of victim priorities, (4) fewest victims, (5) latest earliest start time among
    the highest-priority victims, (6) the first remaining node.

    # Python: the logger parameter is dropped; `clock` is added for the start times of victims
    # that have not started. Go walks its map in random order; here the candidates keep the
    # order of nodes_to_victims.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L450-L536
    """
    if len(nodes_to_victims) == 0:
        return ""

    all_candidates = list(nodes_to_victims)

    if not score_funcs:

        def min_num_pdb_violating_score_func(node: str) -> int:
            # Fewer PDB violations score higher.
            return -nodes_to_victims[node].num_pdb_violations

        def min_highest_priority_score_func(node: str) -> int:
            # The first victim has the highest priority; the lower it is, the higher the score.
            highest_pod_priority = corev1helpers.pod_priority(nodes_to_victims[node].pods[0])
            return -highest_pod_priority

        def min_sum_priorities_score_func(node: str) -> int:
            sum_priorities = 0
            for p in nodes_to_victims[node].pods:
                # Shift every priority by MaxInt32+1 so all are positive: otherwise more
                # victims with negative priorities would look better than fewer of them.
                sum_priorities += corev1helpers.pod_priority(p) + (_MAX_INT32 + 1)
            # A smaller sum scores higher.
            return -sum_priorities

        def min_num_pods_score_func(node: str) -> int:
            # Fewer victims score higher.
            return -len(nodes_to_victims[node].pods)

        def latest_start_time_score_func(node: str) -> int:
            earliest_start_time_on_node = util.get_earliest_pod_start_time(
                nodes_to_victims[node], clock
            )
            if earliest_start_time_on_node is None:
                # Not expected to happen (Go logs an error).
                return _MIN_INT64
            # A later start time scores higher.
            return _unix_nano(earliest_start_time_on_node)

        # Each function keeps the nodes with the best score; the next one only runs on ties.
        score_funcs = [
            min_num_pdb_violating_score_func,
            min_highest_priority_score_func,
            min_sum_priorities_score_func,
            min_num_pods_score_func,
            latest_start_time_score_func,
            # Any tie left goes to the first node in the list.
        ]

    for f in score_funcs:
        selected_nodes: list[str] = []
        max_score = _MIN_INT64
        for node in all_candidates:
            score = f(node)
            if score > max_score:
                max_score = score
                selected_nodes = []
            if score == max_score:
                selected_nodes.append(node)
        if len(selected_nodes) == 1:
            return selected_nodes[0]
        all_candidates = selected_nodes

    return all_candidates[0]


def get_lower_priority_nominated_pods(
    pn: framework.PodNominator, pod: v1.Pod, node_name: str
) -> list[v1.Pod]:
    """The pods nominated to node_name whose priority is below pod's.

    Whether they would still fit is not checked: that would need NodeInfo and PreFilter state
    per nominated pod, and there are few nominated pods per node.

    # Python: the logger parameter is dropped.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/preemption/preemption.go#L545-L560
    """
    pod_infos = pn.nominated_pods_for_node(node_name)

    if len(pod_infos) == 0:
        return []

    lower_priority_pods: list[v1.Pod] = []
    pod_priority = corev1helpers.pod_priority(pod)
    for pi in pod_infos:
        if corev1helpers.pod_priority(pi.pod) < pod_priority:
            lower_priority_pods.append(pi.pod)
    return lower_priority_pods


def _node_name(node_info: framework.NodeInfo) -> str:
    """The name of node_info's node (Go's nodeInfo.Node().Name)."""
    node = node_info.node()
    assert node is not None
    return node.name


def _unix_nano(t: datetime) -> int:
    """Nanoseconds since the Unix epoch (Go's UnixNano); Python times stop at microseconds."""
    delta = t - _UNIX_EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000_000 + delta.microseconds * 1_000
