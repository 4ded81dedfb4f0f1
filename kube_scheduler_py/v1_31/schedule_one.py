"""One scheduling attempt: pop a pod, find it a node, assume it there, then bind it.

`schedule_one` runs the scheduling cycle synchronously: `schedule_pod` snapshots the cache,
filters the nodes (PreFilter, Filter, filter extenders), scores the feasible ones (PreScore,
Score, prioritizing extenders) and picks the best; the pod is then assumed on that node in the
cache and goes through Reserve and Permit. The binding cycle (WaitOnPermit, PreBind, Bind,
PostBind) runs in the background, so the next pod can be scheduled meanwhile. A failure at any
step ends in the failure handler, which puts the pod back into the queue, records a
FailedScheduling event and sets the pod's PodScheduled condition to False.

# Python: these are methods of Go's Scheduler; here they live on the mixin _ScheduleOne, which
# scheduler.Scheduler inherits. Go's ctx and klog.Logger parameters are dropped with the log
# lines, traces and metrics (the latency and attempt metrics; the draw that decides whether a
# cycle samples plugin metrics is kept, so that the random source advances as Go's does);
# "now" comes from the scheduler's clock and every random choice from its `rng`, a generator
# of Go's math/rand (kube_scheduler_py.gorand).
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from kube_scheduler_py import gorand
from kube_scheduler_py.apiserver.errors import ClientError
from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import StatusError
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.util.errors.errors import Aggregate
from kube_scheduler_py.v1_31.api.util.validation.field.errors import go_quote
from kube_scheduler_py.v1_31.api.v1.pod import util as podutil
from kube_scheduler_py.v1_31.framework import parallelize
from kube_scheduler_py.v1_31.internal.cache.interface import Cache, CacheError
from kube_scheduler_py.v1_31.internal.cache.snapshot import Snapshot
from kube_scheduler_py.v1_31.internal.queue.scheduling_queue import (
    SchedulingQueue,
    SchedulingQueueError,
)
from kube_scheduler_py.v1_31.profile import profile
from kube_scheduler_py.v1_31.util import utils as util

# The fewest nodes a cycle looks for before it stops searching for feasible nodes.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L53
minFeasibleNodesToFind = 100
# The smallest share of the nodes (in percent) a cycle looks for.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L58
minFeasibleNodesPercentageToFind = 5
# How many of the best-scored nodes select_host reports.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L61
numberOfHighestScoredNodesToReport = 3
# The share of scheduling cycles (in percent) whose plugin durations go to the metrics.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L48
pluginMetricsSamplePercent = 10

# The longest event note the API server accepts (validation.NoteLengthLimit).
# Python: pkg/apis/core/validation is not ported, so the constant is kept here.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/validation/events.go#L38
NoteLengthLimit = 1024

# The nominating info that clears the pod's nominated node.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L135
clearNominatedNode = framework.NominatingInfo(
    nominating_mode=framework.ModeOverride, nominated_node_name=""
)


class ScheduleOneError(Exception):
    """An error of the scheduling or binding cycle (Go's plain errors in schedule_one.go).

    Python-only: Go returns plain `error` values here; this class names them.
    """


class ErrNoNodesAvailable(ScheduleOneError):
    """The cluster has no nodes at all.

    # Python: Go compares against one sentinel error value; here the check is isinstance.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L61
    """

    def __init__(self) -> None:
        super().__init__("no nodes available to schedule pods")


class errEmptyPriorityList(ScheduleOneError):
    """select_host was given no scored nodes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L866
    """

    def __init__(self) -> None:
        super().__init__("empty priorityList")


@dataclass(slots=True)
class ScheduleResult:
    """Where a scheduling cycle decided to put a pod, and how many nodes it looked at.

    # Python: Go declares it in scheduler.go; it lives here so that scheduler.py can import it
    # together with the mixin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L138-L148
    """

    suggested_host: str = ""
    evaluated_nodes: int = 0
    feasible_nodes: int = 0
    nominating_info: framework.NominatingInfo | None = None


#: What the scheduler calls when a scheduling or binding cycle failed:
#: (fwk, podInfo, status, nominatingInfo, start).
#: Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/scheduler.go#L548
FailureHandlerFn = Callable[
    [
        framework.Framework,
        framework.QueuedPodInfo,
        framework.Status | None,
        framework.NominatingInfo | None,
        datetime,
    ],
    None,
]


@dataclass(slots=True)
class _nodeStatus:
    """A node that failed Filter and its status (a type local to findNodesThatPassFilters)."""

    node: str
    status: framework.Status


class _ScheduleOne:
    """The scheduling and binding cycles, as methods of the Scheduler.

    # Python: a mixin; scheduler.Scheduler inherits it and sets the attributes declared here.
    """

    cache: Cache
    extenders: list[framework.Extender]
    next_pod: Callable[[], Awaitable[framework.QueuedPodInfo | None]]
    fail_handler: FailureHandlerFn
    schedule_pod: Callable[[framework.Framework, framework.CycleState, v1.Pod], ScheduleResult]
    scheduling_queue: SchedulingQueue
    profiles: profile.Map
    client: Any
    node_info_snapshot: Snapshot
    percentage_of_nodes_to_score: int
    next_start_node_index: int
    # Python-only: the clock, the random source and the binding cycles in flight.
    clock: PassiveClock
    rng: gorand.Rand
    binding_tasks: set[asyncio.Task[None]]

    async def schedule_one(self) -> None:
        """Schedule the next pod of the queue; its binding cycle is left running as a task.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L65-L133
        """
        # Python: Pop reports no errors (it returns None once the queue is closed), so Go's
        # error branch has no counterpart.
        pod_info = await self.next_pod()
        # The queue hands out None once it is closed.
        if pod_info is None or pod_info.pod is None:
            return

        pod = pod_info.pod
        try:
            fwk = self.framework_for_pod(pod)
        except ScheduleOneError:
            # Only pods of a known scheduler name are queued, so this should not happen.
            return
        if self.skip_pod_schedule(fwk, pod):
            return

        # Look for a node for the pod, synchronously.
        start = self.clock.now()
        state = framework.new_cycle_state()
        # Python: Go draws from its global math/rand here; the port from the injected rng.
        state.set_record_plugin_metrics(self.rng.intn(100) < pluginMetricsSamplePercent)

        # Plugins may add pods that should be moved to activeQ after this cycle.
        pods_to_activate = framework.new_pods_to_activate()
        state.write(framework.PodsToActivateKey, pods_to_activate)

        schedule_result, assumed_pod_info, status = self.scheduling_cycle(
            state, fwk, pod_info, start, pods_to_activate
        )
        if not framework.Status.is_success(status):
            self.fail_handler(fwk, assumed_pod_info, status, schedule_result.nominating_info, start)
            return

        # The pod is assumed on its node, so binding can go on in the background.
        # Python: Go starts a goroutine here; the task is kept in binding_tasks until it ends.
        task = asyncio.create_task(
            self._binding_goroutine(
                state, fwk, schedule_result, assumed_pod_info, start, pods_to_activate
            )
        )
        self.binding_tasks.add(task)
        task.add_done_callback(self.binding_tasks.discard)

    async def _binding_goroutine(
        self,
        state: framework.CycleState,
        fwk: framework.Framework,
        schedule_result: ScheduleResult,
        assumed_pod_info: framework.QueuedPodInfo,
        start: datetime,
        pods_to_activate: framework.PodsToActivate,
    ) -> None:
        """The body of the goroutine ScheduleOne starts: bind, or handle the failure."""
        status = await self.binding_cycle(
            state, fwk, schedule_result, assumed_pod_info, start, pods_to_activate
        )
        if not framework.Status.is_success(status):
            self.handle_binding_cycle_error(
                state, fwk, assumed_pod_info, start, schedule_result, status
            )
            return
        # The pod does not go back to the queue, so the queue is told it is done here.
        self.scheduling_queue.done(assumed_pod_info.pod.uid)

    def scheduling_cycle(
        self,
        state: framework.CycleState,
        fwk: framework.Framework,
        pod_info: framework.QueuedPodInfo,
        start: datetime,
        pods_to_activate: framework.PodsToActivate,
    ) -> tuple[ScheduleResult, framework.QueuedPodInfo, framework.Status | None]:
        """Find a node, assume the pod there and run Reserve and Permit.

        Returns the result, the (assumed) pod info and the status; on failure the result
        carries the nominating info for the failure handler.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L138-L261
        """
        pod = pod_info.pod
        try:
            schedule_result = self.schedule_pod(fwk, state, pod)
        except Exception as err:
            if isinstance(err, ErrNoNodesAvailable):
                status = framework.new_status(framework.UnschedulableAndUnresolvable).with_error(
                    err
                )
                return ScheduleResult(nominating_info=clearNominatedNode), pod_info, status

            if not isinstance(err, framework.FitError):
                return (
                    ScheduleResult(nominating_info=clearNominatedNode),
                    pod_info,
                    framework.as_status(err),
                )
            fit_error = err

            # The pod fits no node; PostFilter (preemption) may make room for a later attempt.
            if not fwk.has_post_filter_plugins():
                return (
                    ScheduleResult(),
                    pod_info,
                    framework.new_status(framework.Unschedulable).with_error(err),
                )

            result, post_filter_status = fwk.run_post_filter_plugins(
                state, pod, fit_error.diagnosis.node_to_status_map
            )
            msg = framework.Status.message(post_filter_status)
            fit_error.diagnosis.post_filter_msg = msg

            nominating_info: framework.NominatingInfo | None = None
            if result is not None:
                nominating_info = result.nominating_info
            return (
                ScheduleResult(nominating_info=nominating_info),
                pod_info,
                framework.new_status(framework.Unschedulable).with_error(err),
            )

        # Tell the cache the pod runs on the chosen node already, so that scheduling can go on
        # without waiting for the binding.
        assumed_pod_info = pod_info.deep_copy()
        assumed_pod = assumed_pod_info.pod
        try:
            self.assume(assumed_pod, schedule_result.suggested_host)
        except (CacheError, framework.FrameworkError) as err:
            # Most likely a bug in the retry logic; the error lets the pod be retried.
            return (
                ScheduleResult(nominating_info=clearNominatedNode),
                assumed_pod_info,
                framework.as_status(err),
            )

        sts = fwk.run_reserve_plugins_reserve(state, assumed_pod, schedule_result.suggested_host)
        if not framework.Status.is_success(sts):
            assert sts is not None
            # Let every Reserve plugin clean up what it reserved.
            fwk.run_reserve_plugins_unreserve(state, assumed_pod, schedule_result.suggested_host)
            with contextlib.suppress(CacheError, framework.FrameworkError):
                self.cache.forget_pod(assumed_pod)

            if sts.is_rejected():
                fit_err = framework.FitError(
                    pod=pod,
                    num_all_nodes=1,
                    diagnosis=framework.Diagnosis(
                        node_to_status_map={schedule_result.suggested_host: sts}
                    ),
                )
                fit_err.diagnosis.add_plugin_status(sts)
                return (
                    ScheduleResult(nominating_info=clearNominatedNode),
                    assumed_pod_info,
                    framework.new_status(sts.code()).with_error(fit_err),
                )
            return ScheduleResult(nominating_info=clearNominatedNode), assumed_pod_info, sts

        run_permit_status = fwk.run_permit_plugins(
            state, assumed_pod, schedule_result.suggested_host
        )
        if not framework.Status.is_wait(run_permit_status) and not framework.Status.is_success(
            run_permit_status
        ):
            assert run_permit_status is not None
            # Let every Reserve plugin clean up what it reserved.
            fwk.run_reserve_plugins_unreserve(state, assumed_pod, schedule_result.suggested_host)
            with contextlib.suppress(CacheError, framework.FrameworkError):
                self.cache.forget_pod(assumed_pod)

            if run_permit_status.is_rejected():
                fit_err = framework.FitError(
                    pod=pod,
                    num_all_nodes=1,
                    diagnosis=framework.Diagnosis(
                        node_to_status_map={schedule_result.suggested_host: run_permit_status}
                    ),
                )
                fit_err.diagnosis.add_plugin_status(run_permit_status)
                return (
                    ScheduleResult(nominating_info=clearNominatedNode),
                    assumed_pod_info,
                    framework.new_status(run_permit_status.code()).with_error(fit_err),
                )

            return (
                ScheduleResult(nominating_info=clearNominatedNode),
                assumed_pod_info,
                run_permit_status,
            )

        # The cycle succeeded: move the pods the plugins asked for to activeQ.
        if len(pods_to_activate.map) != 0:
            self.scheduling_queue.activate(pods_to_activate.map)
            pods_to_activate.map = {}

        return schedule_result, assumed_pod_info, None

    async def binding_cycle(
        self,
        state: framework.CycleState,
        fwk: framework.Framework,
        schedule_result: ScheduleResult,
        assumed_pod_info: framework.QueuedPodInfo,
        start: datetime,
        pods_to_activate: framework.PodsToActivate,
    ) -> framework.Status | None:
        """Wait for Permit, then run PreBind, Bind and PostBind for an assumed pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L264-L332
        """
        assumed_pod = assumed_pod_info.pod

        status = await fwk.wait_on_permit(assumed_pod)
        if not framework.Status.is_success(status):
            assert status is not None
            if status.is_rejected():
                fit_err = framework.FitError(
                    pod=assumed_pod_info.pod,
                    num_all_nodes=1,
                    diagnosis=framework.Diagnosis(
                        node_to_status_map={schedule_result.suggested_host: status},
                        unschedulable_plugins={status.plugin()},
                    ),
                )
                return framework.new_status(status.code()).with_error(fit_err)
            return status

        status = await fwk.run_pre_bind_plugins(state, assumed_pod, schedule_result.suggested_host)
        if not framework.Status.is_success(status):
            assert status is not None
            if status.is_rejected():
                fit_err = framework.FitError(
                    pod=assumed_pod_info.pod,
                    num_all_nodes=1,
                    diagnosis=framework.Diagnosis(
                        node_to_status_map={schedule_result.suggested_host: status},
                        unschedulable_plugins={status.plugin()},
                    ),
                )
                return framework.new_status(status.code()).with_error(fit_err)
            return status

        status = self.bind(fwk, assumed_pod, schedule_result.suggested_host, state)
        if not framework.Status.is_success(status):
            return status

        fwk.run_post_bind_plugins(state, assumed_pod, schedule_result.suggested_host)

        # The binding succeeded: move the pods the plugins asked for to activeQ. The map is
        # not read again, so it is not cleared.
        if len(pods_to_activate.map) != 0:
            self.scheduling_queue.activate(pods_to_activate.map)

        return None

    def handle_binding_cycle_error(
        self,
        state: framework.CycleState,
        fwk: framework.Framework,
        pod_info: framework.QueuedPodInfo,
        start: datetime,
        schedule_result: ScheduleResult,
        status: framework.Status | None,
    ) -> None:
        """Undo the assumption of a pod whose binding failed and hand it to the failure handler.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L334-L366
        """
        assumed_pod = pod_info.pod
        # Let every Reserve plugin clean up what it reserved.
        fwk.run_reserve_plugins_unreserve(state, assumed_pod, schedule_result.suggested_host)
        move_after_failure_handler = False
        try:
            self.cache.forget_pod(assumed_pod)
        except (CacheError, framework.FrameworkError):
            pass
        else:
            # Forgetting the assumed pod frees what it held in the cache, which is as good as
            # the deletion of an assigned pod for the pods waiting in the queue.
            if framework.Status.is_rejected(status):
                # The move waits until the failure handler ran; otherwise the event would be
                # recorded as in flight and send the rejected pod itself to backoffQ.
                # Python: Go defers the call; the flag runs it after the failure handler.
                move_after_failure_handler = True
            else:
                self.scheduling_queue.move_all_to_active_or_backoff_queue(
                    framework.AssignedPodDelete, assumed_pod, None, None
                )

        self.fail_handler(fwk, pod_info, status, clearNominatedNode, start)

        if move_after_failure_handler:
            self.scheduling_queue.move_all_to_active_or_backoff_queue(
                framework.AssignedPodDelete,
                assumed_pod,
                None,
                lambda pod: assumed_pod.uid != pod.uid,
            )

    def framework_for_pod(self, pod: v1.Pod) -> framework.Framework:
        """The framework of the profile the pod's scheduler name selects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L368-L374
        """
        fwk = self.profiles.get(pod.spec.scheduler_name)
        if fwk is None:
            raise ScheduleOneError(
                f"profile not found for scheduler name {go_quote(pod.spec.scheduler_name)}"
            )
        return fwk

    def skip_pod_schedule(self, fwk: framework.Framework, pod: v1.Pod) -> bool:
        """Whether the pod is better left alone: it is being deleted, or it is assumed already.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L377-L395
        """
        # A pod that is being deleted.
        if pod.deletion_timestamp is not None:
            fwk.event_recorder().eventf(
                pod,
                None,
                v1.EventTypeWarning,
                "FailedScheduling",
                "Scheduling",
                "skip schedule deleting pod: %v/%v",
                pod.namespace,
                pod.name,
            )
            return True

        # An assumed pod may come back to the queue through an update that arrived while it
        # was being scheduled; it needs no second attempt.
        try:
            return self.cache.is_assumed_pod(pod)
        except (CacheError, framework.FrameworkError):
            # Python: Go reports the error through utilruntime.HandleError.
            return False

    def schedule_pod_(
        self, fwk: framework.Framework, state: framework.CycleState, pod: v1.Pod
    ) -> ScheduleResult:
        """Pick the node for the pod: filter the nodes, score the feasible ones, take the best.

        Raises ErrNoNodesAvailable without nodes and a FitError when no node fits.

        # Python: named with a leading underscore because the Scheduler field SchedulePod,
        # which points at this method by default, is `schedule_pod`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L400-L448
        """
        self.cache.update_snapshot(self.node_info_snapshot)

        if self.node_info_snapshot.num_nodes() == 0:
            raise ErrNoNodesAvailable()

        feasible_nodes, diagnosis = self.find_nodes_that_fit_pod(fwk, state, pod)

        if len(feasible_nodes) == 0:
            raise framework.FitError(
                pod=pod,
                num_all_nodes=self.node_info_snapshot.num_nodes(),
                diagnosis=diagnosis,
            )

        # A single feasible node needs no scoring.
        if len(feasible_nodes) == 1:
            return ScheduleResult(
                suggested_host=_node_name(feasible_nodes[0]),
                evaluated_nodes=1 + len(diagnosis.node_to_status_map),
                feasible_nodes=1,
            )

        priority_list = prioritize_nodes(self.extenders, fwk, state, pod, feasible_nodes)

        host, _ = select_host(priority_list, numberOfHighestScoredNodesToReport, self.rng)

        return ScheduleResult(
            suggested_host=host,
            evaluated_nodes=len(feasible_nodes) + len(diagnosis.node_to_status_map),
            feasible_nodes=len(feasible_nodes),
        )

    def find_nodes_that_fit_pod(
        self, fwk: framework.Framework, state: framework.CycleState, pod: v1.Pod
    ) -> tuple[list[framework.NodeInfo], framework.Diagnosis]:
        """The nodes that pass PreFilter, Filter and the filter extenders, and why others failed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L452-L536
        """
        diagnosis = framework.Diagnosis(node_to_status_map={})

        all_nodes = self.node_info_snapshot.node_infos().list()
        pre_res, s, unscheduled_plugins = fwk.run_pre_filter_plugins(state, pod)
        diagnosis.unschedulable_plugins = unscheduled_plugins
        if not framework.Status.is_success(s):
            assert s is not None
            if not s.is_rejected():
                raise _status_error(s)
            # Every node gets the PreFilter status, so that preemption can look at them all.
            for n in all_nodes:
                diagnosis.node_to_status_map[_node_name(n)] = s

            # The PreFilter message explains the failure on its own.
            msg = s.message()
            diagnosis.pre_filter_msg = msg
            diagnosis.add_plugin_status(s)
            return [], diagnosis

        # A node nominated in an earlier cycle (by preemption) is most likely the only one that
        # fits, so it is tried first.
        if len(pod.status.nominated_node_name) > 0:
            # Go logs an error of the evaluation and goes on with all nodes; the port has no log.
            feasible_nodes, _ = self.evaluate_nominated_node(pod, fwk, state, diagnosis)
            if len(feasible_nodes) != 0:
                return feasible_nodes, diagnosis

        nodes = all_nodes
        if not framework.PreFilterResult.all_nodes(pre_res):
            assert pre_res is not None and pre_res.node_names is not None
            nodes = []
            # Python: Go ranges over the name set in random map order; the port takes the names
            # sorted, so the nodes tried (and a tie's winner) never depend on the hash seed.
            for node_name in sorted(pre_res.node_names):
                # PreFilter may name nodes that do not exist; only nodes in the snapshot count.
                with contextlib.suppress(CacheError):
                    nodes.append(self.node_info_snapshot.get(node_name))
        feasible_nodes, err = self.find_nodes_that_pass_filters(fwk, state, pod, diagnosis, nodes)
        # The start index moves on even after an error, so that every node gets its turn.
        processed_nodes = len(feasible_nodes) + len(diagnosis.node_to_status_map)
        self.next_start_node_index = (self.next_start_node_index + processed_nodes) % len(all_nodes)
        if err is not None:
            raise err

        feasible_nodes_after_extender, err = find_nodes_that_pass_extenders(
            self.extenders, pod, feasible_nodes, diagnosis.node_to_status_map
        )
        if err is not None:
            raise err
        if len(feasible_nodes_after_extender) != len(feasible_nodes):
            # Extenders cannot say which events may make the pod schedulable, so a pod they
            # rejected is recorded under ExtenderName and woken by any cluster event.
            diagnosis.unschedulable_plugins.add(framework.ExtenderName)

        return feasible_nodes_after_extender, diagnosis

    def evaluate_nominated_node(
        self,
        pod: v1.Pod,
        fwk: framework.Framework,
        state: framework.CycleState,
        diagnosis: framework.Diagnosis,
    ) -> tuple[list[framework.NodeInfo], BaseException | None]:
        """Run Filter and the filter extenders on the pod's nominated node only; returns the
        error that stopped them (the nominated node gone, a Filter error, an extender error).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L538-L556
        """
        nnn = pod.status.nominated_node_name
        try:
            node_info = self.node_info_snapshot.get(nnn)
        except CacheError as err:
            return [], err
        node = [node_info]
        # Python: Go passes the Diagnosis by value, so its fields are shallow copies here.
        diagnosis = copy.copy(diagnosis)
        feasible_nodes, filter_err = self.find_nodes_that_pass_filters(
            fwk, state, pod, diagnosis, node
        )
        if filter_err is not None:
            return [], filter_err

        feasible_nodes, extender_err = find_nodes_that_pass_extenders(
            self.extenders, pod, feasible_nodes, diagnosis.node_to_status_map
        )
        if extender_err is not None:
            return [], extender_err

        return feasible_nodes, None

    def has_scoring(self, fwk: framework.Framework) -> bool:
        """Whether any Score plugin or prioritizing extender is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L559-L569
        """
        if fwk.has_score_plugins():
            return True
        return any(extender.is_prioritizer() for extender in self.extenders)

    def has_extender_filters(self) -> bool:
        """Whether any extender filters nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L572-L579
        """
        return any(extender.is_filter() for extender in self.extenders)

    def find_nodes_that_pass_filters(
        self,
        fwk: framework.Framework,
        state: framework.CycleState,
        pod: v1.Pod,
        diagnosis: framework.Diagnosis,
        nodes: list[framework.NodeInfo],
    ) -> tuple[list[framework.NodeInfo], BaseException | None]:
        """Run Filter on the nodes, starting at next_start_node_index and stopping once enough
        feasible nodes are found; the failed nodes' statuses go into diagnosis.

        # Python: Go returns the nodes found so far together with the error, and the caller
        # needs both; so the error is returned here rather than raised.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L582-L663
        """
        num_all_nodes = len(nodes)
        num_nodes_to_find = self.num_feasible_nodes_to_find(
            fwk.percentage_of_nodes_to_score(), num_all_nodes
        )
        if not self.has_extender_filters() and not self.has_scoring(fwk):
            num_nodes_to_find = 1

        # Without Filter plugins every node is feasible; take them from the start index on.
        if not fwk.has_filter_plugins():
            feasible_nodes = [
                nodes[(self.next_start_node_index + i) % num_all_nodes]
                for i in range(num_nodes_to_find)
            ]
            return feasible_nodes, None

        err_ch = parallelize.new_error_channel()
        found: list[framework.NodeInfo | None] = [None] * num_nodes_to_find
        feasible_nodes_len = 0
        # Python: the cancellable context becomes a flag the parallelizer polls.
        ctx_done = False

        def cancel() -> None:
            nonlocal ctx_done
            ctx_done = True

        result: list[_nodeStatus | None] = [None] * num_all_nodes

        def check_node(i: int) -> None:
            nonlocal feasible_nodes_len
            # Start where the previous cycle stopped, so every node gets the same chance.
            node_info = nodes[(self.next_start_node_index + i) % num_all_nodes]
            status = fwk.run_filter_plugins_with_nominated_pods(state, pod, node_info)
            # Python: Code() and IsSuccess() inlined for a nil status (Success), the common case.
            if status is not None and status.code() == framework.Error:
                err_ch.send_error_with_cancel(_status_error(status), cancel)
                return
            if status is None or status.is_success():
                feasible_nodes_len += 1
                length = feasible_nodes_len
                if length > num_nodes_to_find:
                    cancel()
                    feasible_nodes_len -= 1
                else:
                    found[length - 1] = node_info
            else:
                assert status is not None
                result[i] = _nodeStatus(node=_node_name(node_info), status=status)

        # Stop once enough feasible nodes are found.
        fwk.parallelizer().until(num_all_nodes, check_node, "Filter", cancelled=lambda: ctx_done)
        feasible_nodes = [n for n in found[:feasible_nodes_len] if n is not None]
        for item in result:
            if item is None:
                continue
            diagnosis.node_to_status_map[item.node] = item.status
            diagnosis.add_plugin_status(item.status)
        err = err_ch.receive_error()
        if err is not None:
            return feasible_nodes, err
        return feasible_nodes, None

    def num_feasible_nodes_to_find(
        self, percentage_of_nodes_to_score: int | None, num_all_nodes: int
    ) -> int:
        """How many feasible nodes to find before the search stops.

        All nodes below minFeasibleNodesToFind; otherwise the profile's (or the scheduler's)
        percentage, where 0 means adaptive: 50% minus 1% per 125 nodes, at least
        minFeasibleNodesPercentageToFind; never fewer than minFeasibleNodesToFind.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L667-L693
        """
        if num_all_nodes < minFeasibleNodesToFind:
            return num_all_nodes

        # The profile's setting wins over the scheduler-wide one.
        if percentage_of_nodes_to_score is not None:
            percentage = percentage_of_nodes_to_score
        else:
            percentage = self.percentage_of_nodes_to_score

        if percentage == 0:
            percentage = 50 - num_all_nodes // 125
            if percentage < minFeasibleNodesPercentageToFind:
                percentage = minFeasibleNodesPercentageToFind

        num_nodes = num_all_nodes * percentage // 100
        if num_nodes < minFeasibleNodesToFind:
            return minFeasibleNodesToFind

        return num_nodes

    def assume(self, assumed: v1.Pod, host: str) -> None:
        """Set the pod's node and add it to the cache as if bound; raises what the cache raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L945-L962
        """
        # The binding is expected to succeed; if it fails, the cache forgets the pod again.
        assumed.spec.node_name = host

        self.cache.assume_pod(assumed)
        # An assumed pod is no longer nominated anywhere.
        if self.scheduling_queue is not None:
            self.scheduling_queue.delete_nominated_pod_if_exists(assumed)

    def bind(
        self,
        fwk: framework.Framework,
        assumed: v1.Pod,
        target_node: str,
        state: framework.CycleState,
    ) -> framework.Status | None:
        """Bind the pod through a binding extender if one is interested, else the Bind plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L967-L978
        """
        status: framework.Status | None
        try:
            bound = self.extenders_binding(assumed, target_node)
        except Exception as err:
            # Python: Go returns bound=true with the error; here the extender's error is raised.
            status = framework.as_status(err)
        else:
            status = None if bound else fwk.run_bind_plugins(state, assumed, target_node)
        # Python: Go defers this call.
        self.finish_binding(fwk, assumed, target_node, status)
        return status

    def extenders_binding(self, pod: v1.Pod, node: str) -> bool:
        """Bind through the first interested binding extender; whether one did it.

        A failing extender that may be ignored is skipped; any other failure is raised.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L981-L997
        """
        for extender in self.extenders:
            if not extender.is_binder() or not extender.is_interested(pod):
                continue
            try:
                extender.bind(
                    v1.Binding(
                        metadata=metav1.ObjectMeta(
                            namespace=pod.namespace, name=pod.name, uid=pod.uid
                        ),
                        target=v1.ObjectReference(kind="Node", name=node),
                    )
                )
            except Exception:
                if extender.is_ignorable():
                    continue
                raise
            return True
        return False

    def finish_binding(
        self,
        fwk: framework.Framework,
        assumed: v1.Pod,
        target_node: str,
        status: framework.Status | None,
    ) -> None:
        """Tell the cache the binding is over and, on success, record the Scheduled event.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L999-L1009
        """
        # Python: Go logs a failure of FinishBinding and goes on.
        with contextlib.suppress(CacheError, framework.FrameworkError):
            self.cache.finish_binding(assumed)
        if not framework.Status.is_success(status):
            return

        fwk.event_recorder().eventf(
            assumed,
            None,
            v1.EventTypeNormal,
            "Scheduled",
            "Binding",
            "Successfully assigned %v/%v to %v",
            assumed.namespace,
            assumed.name,
            target_node,
        )

    def handle_scheduling_failure(
        self,
        fwk: framework.Framework,
        pod_info: framework.QueuedPodInfo,
        status: framework.Status | None,
        nominating_info: framework.NominatingInfo | None,
        start: datetime,
    ) -> None:
        """Put a pod that failed back into the queue, record a FailedScheduling event and set
        its PodScheduled condition to False (reason Unschedulable or SchedulerError).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L1022-L1108
        """
        called_done = False
        try:
            reason = v1.PodReasonSchedulerError
            if framework.Status.is_rejected(status):
                reason = v1.PodReasonUnschedulable

            pod = pod_info.pod
            err = framework.Status.as_error(status)
            err_msg = framework.Status.message(status)

            if isinstance(err, framework.FitError):
                # The rejecting plugins decide later which events move the pod out of the
                # unschedulable pods.
                pod_info.unschedulable_plugins = err.diagnosis.unschedulable_plugins
                pod_info.pending_plugins = err.diagnosis.pending_plugins

            # The pod is only requeued if the informer still has it, without a node.
            pod_lister = fwk.shared_informer_factory().core().v1().pods().lister()
            try:
                cached_pod = pod_lister.pods(pod.namespace).get(pod.name)
            except StatusError:
                # Python: Go logs that the pod is gone; the queue is told it is done below.
                pass
            else:
                # An extender may have bound the pod and timed out answering; then the live
                # pod has a node and must not be queued again.
                if len(cached_pod.spec.node_name) == 0:
                    # The informer's copy is shared, so the queue gets its own.
                    pod_info.pod_info = _new_pod_info(copy.deepcopy(cached_pod))
                    with contextlib.suppress(SchedulingQueueError):
                        self.scheduling_queue.add_unschedulable_if_not_present(
                            pod_info, self.scheduling_queue.scheduling_cycle()
                        )
                    called_done = True

            # Record the nominated node in the queue now, before the next cycle could miss it
            # while the pod update is still on its way.
            if self.scheduling_queue is not None:
                self.scheduling_queue.add_nominated_pod(pod_info.pod_info, nominating_info)

            if err is None:
                # Only tests get here.
                return

            msg = truncate_message(err_msg)
            fwk.event_recorder().eventf(
                pod, None, v1.EventTypeWarning, "FailedScheduling", "Scheduling", msg
            )
            # Python: Go logs "Error updating pod" and goes on (on the real path,
            # remote/logs.py writes the line). The API server's refusal and a request that got
            # no answer are both ClientErrors.
            with contextlib.suppress(ClientError):
                update_pod(
                    self.client,
                    pod,
                    v1.PodCondition(
                        type=v1.PodScheduled,
                        status=v1.ConditionFalse,
                        reason=reason,
                        message=err_msg,
                    ),
                    nominating_info,
                    self.clock,
                )
        finally:
            # Python: Go's deferred call. AddUnschedulableIfNotPresent marks the pod done
            # itself; in every other case it is done here, so that it does not leak.
            if not called_done:
                self.scheduling_queue.done(pod_info.pod.uid)


def find_nodes_that_pass_extenders(
    extenders: list[framework.Extender],
    pod: v1.Pod,
    feasible_nodes: list[framework.NodeInfo],
    statuses: framework.NodeToStatusMap,
) -> tuple[list[framework.NodeInfo], BaseException | None]:
    """Run the filter extenders one after another, each on the nodes the previous one kept;
    the reasons of the rejected nodes are added to statuses. Returns the error of an extender
    that is not ignorable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L695-L747
    """
    for extender in extenders:
        if len(feasible_nodes) == 0:
            break
        if not extender.is_interested(pod):
            continue

        # Unresolvable failures are recorded as such, so that preemption can skip those nodes.
        try:
            feasible_list, failed_map, failed_and_unresolvable_map = extender.filter(
                pod, feasible_nodes
            )
        # Python: an extender is any object; whatever its filter raises is its error.
        except Exception as err:
            if extender.is_ignorable():
                continue
            return [], err

        for failed_node_name, failed_msg in failed_and_unresolvable_map.items():
            aggregated_reasons: list[str] = []
            if failed_node_name in statuses:
                aggregated_reasons = statuses[failed_node_name].reasons()
            aggregated_reasons = [*aggregated_reasons, failed_msg]
            statuses[failed_node_name] = framework.new_status(
                framework.UnschedulableAndUnresolvable, *aggregated_reasons
            )

        for failed_node_name, failed_msg in failed_map.items():
            if failed_node_name in failed_and_unresolvable_map:
                # A node in both maps counts as unresolvable.
                continue
            if failed_node_name not in statuses:
                statuses[failed_node_name] = framework.new_status(
                    framework.Unschedulable, failed_msg
                )
            else:
                statuses[failed_node_name].append_reason(failed_msg)

        feasible_nodes = feasible_list
    return feasible_nodes, None


def prioritize_nodes(
    extenders: list[framework.Extender],
    fwk: framework.Framework,
    state: framework.CycleState,
    pod: v1.Pod,
    nodes: list[framework.NodeInfo],
) -> list[framework.NodePluginScores]:
    """Score the nodes with PreScore/Score and the prioritizing extenders; the totals add up.

    Without Score plugins and extenders every node scores 1.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L754-L864
    """
    if len(extenders) == 0 and not fwk.has_score_plugins():
        return [framework.NodePluginScores(name=_node_name(n), total_score=1) for n in nodes]

    pre_score_status = fwk.run_pre_score_plugins(state, pod, nodes)
    if not framework.Status.is_success(pre_score_status):
        raise _status_error(pre_score_status)

    nodes_scores, score_status = fwk.run_score_plugins(state, pod, nodes)
    if not framework.Status.is_success(score_status):
        raise _status_error(score_status)

    if len(extenders) != 0 and nodes is not None:
        # Every extender's scores, by node name.
        all_node_extenders_scores: dict[str, framework.NodePluginScores] = {}
        # Python: Go asks the extenders concurrently and merges their answers in the order
        # they arrive; here they are asked one after another, in order.
        for extender in extenders:
            if not extender.is_interested(pod):
                continue
            try:
                prioritized_list, weight = extender.prioritize(pod, nodes)
            except Exception:
                # A failing prioritizer gives no scores; the others still count.
                continue
            for host_priority in prioritized_list:
                nodename = host_priority.host
                score = host_priority.score

                # Extender scores range up to MaxExtenderPriority; scale them to MaxNodeScore.
                finalscore = (
                    score * weight * (framework.MaxNodeScore // extenderv1.MaxExtenderPriority)
                )

                if nodename not in all_node_extenders_scores:
                    all_node_extenders_scores[nodename] = framework.NodePluginScores(
                        name=nodename, scores=[]
                    )
                all_node_extenders_scores[nodename].scores.append(
                    framework.PluginScore(name=extender.name(), score=finalscore)
                )
                all_node_extenders_scores[nodename].total_score += finalscore
        for i in range(len(nodes_scores)):
            extender_score = all_node_extenders_scores.get(_node_name(nodes[i]))
            if extender_score is not None:
                nodes_scores[i].scores.extend(extender_score.scores)
                nodes_scores[i].total_score += extender_score.total_score

    return nodes_scores


def select_host(
    node_score_list: list[framework.NodePluginScores], count: int, rng: gorand.Rand
) -> tuple[str, list[framework.NodePluginScores]]:
    """Pick one of the best-scored nodes by reservoir sampling; also return the top `count`
    nodes, the picked one first. Raises errEmptyPriorityList for an empty list.

    # Python: the random choice comes from the injected rng (Go uses the global math/rand).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L872-L919
    """
    if len(node_score_list) == 0:
        raise errEmptyPriorityList()

    # Python: Go's heap reorders the caller's slice; the port sorts a copy.
    h = nodeScoreHeap(list(node_score_list))
    _heap_init(h)
    cnt_of_max_score = 1
    selected_index = 0
    # The top of the heap has the highest score.
    sorted_node_score_list = [_heap_pop(h)]

    # Walk on until every node of the highest score took part in the sampling and the list
    # holds `count` nodes.
    while True:
        ns = _heap_pop(h)
        if (
            ns.total_score != sorted_node_score_list[0].total_score
            and len(sorted_node_score_list) == count
        ):
            break

        if ns.total_score == sorted_node_score_list[0].total_score:
            cnt_of_max_score += 1
            if rng.intn(cnt_of_max_score) == 0:
                # The new node replaces the pick with probability 1/cnt_of_max_score.
                selected_index = cnt_of_max_score - 1

        sorted_node_score_list.append(ns)

        if h.len() == 0:
            break

    if selected_index != 0:
        # Move the picked node to the front.
        previous = sorted_node_score_list[0]
        sorted_node_score_list[0] = sorted_node_score_list[selected_index]
        sorted_node_score_list[selected_index] = previous

    if len(sorted_node_score_list) > count:
        sorted_node_score_list = sorted_node_score_list[:count]

    return sorted_node_score_list[0].name, sorted_node_score_list


class nodeScoreHeap:
    """A max-heap of NodePluginScores by total score (Go's heap.Interface over a slice).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L922
    """

    def __init__(self, items: list[framework.NodePluginScores]) -> None:
        self.items = items

    def len(self) -> int:
        """The number of nodes left.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L927
        """
        return len(self.items)

    def less(self, i: int, j: int) -> bool:
        """Whether node i goes first: it has the higher total score.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L928
        """
        return self.items[i].total_score > self.items[j].total_score

    def swap(self, i: int, j: int) -> None:
        """Swap nodes i and j.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L929
        """
        self.items[i], self.items[j] = self.items[j], self.items[i]

    def push(self, x: framework.NodePluginScores) -> None:
        """Append a node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L931-L933
        """
        self.items.append(x)

    def pop(self) -> framework.NodePluginScores:
        """Remove and return the last node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L935-L941
        """
        return self.items.pop()


def _heap_init(h: nodeScoreHeap) -> None:
    """Go's container/heap.Init: establish the heap order."""
    n = h.len()
    for i in range(n // 2 - 1, -1, -1):
        _heap_down(h, i, n)


def _heap_pop(h: nodeScoreHeap) -> framework.NodePluginScores:
    """Go's container/heap.Pop: remove and return the first element."""
    n = h.len() - 1
    h.swap(0, n)
    _heap_down(h, 0, n)
    return h.pop()


def _heap_down(h: nodeScoreHeap, i0: int, n: int) -> None:
    """Go's container/heap down: sift element i0 down within the first n elements."""
    i = i0
    while True:
        j1 = 2 * i + 1
        if j1 >= n or j1 < 0:
            break
        j = j1
        j2 = j1 + 1
        if j2 < n and h.less(j2, j1):
            j = j2
        if not h.less(j, i):
            break
        h.swap(i, j)
        i = j


def get_attempts_label(p: framework.QueuedPodInfo) -> str:
    """The attempt count as a metric label, capped at "15+".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L1011-L1018
    """
    if p.attempts >= 15:
        return "15+"
    return str(p.attempts)


def truncate_message(message: str) -> str:
    """Shorten a message to NoteLengthLimit bytes, ending it with " ..." when cut.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L1111-L1118
    """
    max_ = NoteLengthLimit
    raw = message.encode(errors="surrogateescape")
    if len(raw) <= max_:
        return message
    suffix = " ..."
    # Python: Go cuts bytes and may split a character; its stray bytes stay lone surrogates
    # here (surrogateescape), and the JSON output writes each as Go's JSON does: \ufffd.
    return raw[: max_ - len(suffix)].decode(errors="surrogateescape") + suffix


def update_pod(
    client: Any,
    pod: v1.Pod,
    condition: v1.PodCondition,
    nominating_info: framework.NominatingInfo | None,
    clock: PassiveClock,
) -> None:
    """Patch the pod's status with the condition and, in ModeOverride, the nominated node;
    nothing is sent when neither changes.

    # Python: the clock stamps the condition's transition time (Go reads the wall clock).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L1120-L1134
    """
    pod_status_copy = copy.deepcopy(pod.status)
    # The nominated node is only patched when it is to be set and differs from the current one.
    nnn_needs_update = (
        framework.NominatingInfo.mode(nominating_info) == framework.ModeOverride
        and nominating_info is not None
        and pod.status.nominated_node_name != nominating_info.nominated_node_name
    )
    if not podutil.update_pod_condition(pod_status_copy, condition, clock) and not nnn_needs_update:
        return
    if nnn_needs_update:
        assert nominating_info is not None
        pod_status_copy.nominated_node_name = nominating_info.nominated_node_name
    util.patch_pod_status(client, pod, pod_status_copy)


def _new_pod_info(pod: v1.Pod) -> framework.PodInfo:
    """framework.NewPodInfo, keeping the PodInfo even if some affinity terms do not parse
    (Go ignores that error here: the API server does not validate the terms strictly)."""
    pod_info = framework.PodInfo()
    with contextlib.suppress(Aggregate):
        pod_info.update(pod)
    return pod_info


def _status_error(status: framework.Status | None) -> BaseException:
    """The error of a status that is neither success, wait nor skip."""
    err = framework.Status.as_error(status)
    assert err is not None
    return err


def _node_name(node_info: framework.NodeInfo) -> str:
    """The name of the node of a NodeInfo from the snapshot, which always has a node."""
    node = node_info.node()
    assert node is not None
    return node.name
