"""How cluster changes reach the scheduler: informer callbacks into the cache and the queue.

Port of pkg/scheduler/eventhandlers.go (v1.31.1). Assigned pods and nodes go to the cache;
pods without a node that this scheduler is responsible for go to the scheduling queue; every
other kind a plugin registered for (PVs, PVCs, storage classes, CSI objects) moves
unschedulable pods back to activeQ or backoffQ.

Python: the Go methods on *Scheduler are methods of the `_EventHandlers` mixin, which the
Scheduler class inherits; Go's logging and metrics are dropped.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kube_scheduler_py.apiserver.informers import (
    DeletedFinalStateUnknown,
    FilteringResourceEventHandler,
    ResourceEventHandlerFuncs,
    SharedInformerFactory,
)
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as corev1helpers
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1.nodeaffinity import (
    nodeaffinity as corev1nodeaffinity,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util.errors.errors import Aggregate
from kube_scheduler_py.v1_31.framework import events as frameworkevents
from kube_scheduler_py.v1_31.framework import types as framework
from kube_scheduler_py.v1_31.framework.interface import FrameworkError
from kube_scheduler_py.v1_31.framework.plugins.nodeaffinity import node_affinity as nodeaffinity
from kube_scheduler_py.v1_31.framework.plugins.nodename import node_name as nodename
from kube_scheduler_py.v1_31.framework.plugins.nodeports import node_ports as nodeports
from kube_scheduler_py.v1_31.framework.plugins.noderesources import fit as noderesources
from kube_scheduler_py.v1_31.internal.cache.interface import CacheError
from kube_scheduler_py.v1_31.schedule_one import ScheduleOneError

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.framework.interface import Framework
    from kube_scheduler_py.v1_31.internal.cache.interface import Cache
    from kube_scheduler_py.v1_31.internal.queue.scheduling_queue import SchedulingQueue
    from kube_scheduler_py.v1_31.profile.profile import Map
    from kube_scheduler_py.v1_31.scheduler import Scheduler

__all__ = [
    "AdmissionResult",
    "add_all_event_handlers",
    "admission_check",
    "assigned_pod",
    "pre_check_for_node",
    "responsible_for_pod",
]


def _unwrap(obj: Any) -> Any:
    """The object behind a tombstone, or obj itself."""
    return obj.obj if isinstance(obj, DeletedFinalStateUnknown) else obj


class _EventHandlers:
    """The informer callbacks of the Scheduler (Go methods on *Scheduler)."""

    # The Scheduler fields these callbacks use (set by Scheduler.__init__).
    cache: Cache
    scheduling_queue: SchedulingQueue
    profiles: Map

    if TYPE_CHECKING:

        def framework_for_pod(self, pod: v1.Pod) -> Framework: ...

    def on_storage_class_add(self, obj: storagev1.StorageClass) -> None:
        """A WaitForFirstConsumer class may make pods with unbound claims schedulable.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L49-L68
        """
        if obj.volume_binding_mode == storagev1.VolumeBindingWaitForFirstConsumer:
            self.scheduling_queue.move_all_to_active_or_backoff_queue(
                frameworkevents.StorageClassAdd, None, obj, None
            )

    def add_node_to_cache(self, node: v1.Node) -> None:
        """A new node: into the cache, and retry the pods it might fit.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L70-L83
        """
        node_info = self.cache.add_node(node)
        self.scheduling_queue.move_all_to_active_or_backoff_queue(
            frameworkevents.NodeAdd, None, node, pre_check_for_node(node_info)
        )

    def update_node_in_cache(self, old_node: v1.Node, new_node: v1.Node) -> None:
        """A changed node: update the cache, and retry pods for each change that matters.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L85-L114
        """
        node_info = self.cache.update_node(old_node, new_node)
        for evt in frameworkevents.node_scheduling_properties_change(new_node, old_node):
            self.scheduling_queue.move_all_to_active_or_backoff_queue(
                evt, old_node, new_node, pre_check_for_node(node_info)
            )

    def delete_node_from_cache(self, obj: Any) -> None:
        """A node went away: drop it from the cache.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L116-L141
        """
        node = _unwrap(obj)
        if not isinstance(node, v1.Node):
            return
        try:
            self.cache.remove_node(node)
        except CacheError:  # Go logs the error and carries on.
            return

    def add_pod_to_scheduling_queue(self, pod: v1.Pod) -> None:
        """A new pending pod this scheduler is responsible for: queue it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L143-L153
        """
        self.scheduling_queue.add(pod)

    def update_pod_in_scheduling_queue(self, old_pod: v1.Pod, new_pod: v1.Pod) -> None:
        """A pending pod changed: update it in the queue, unless it is assumed already.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L155-L178
        """
        if old_pod.metadata.resource_version == new_pod.metadata.resource_version:
            return
        try:
            is_assumed = self.cache.is_assumed_pod(new_pod)
        except (CacheError, FrameworkError):  # Go reports the error, goes on as not assumed.
            is_assumed = False
        if is_assumed:
            return
        self.scheduling_queue.update(old_pod, new_pod)

    def delete_pod_from_scheduling_queue(self, obj: Any) -> None:
        """A pending pod was deleted: drop it, and reject it if it waits at Permit.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L180-L218
        """
        pod = _unwrap(obj)
        if not isinstance(pod, v1.Pod):
            return
        self.scheduling_queue.delete(pod)
        try:
            fwk = self.framework_for_pod(pod)
        except ScheduleOneError:  # Go logs "Unable to get profile" and returns.
            return
        if fwk.reject_waiting_pod(pod.metadata.uid):
            self.scheduling_queue.move_all_to_active_or_backoff_queue(
                frameworkevents.AssignedPodDelete, pod, None, None
            )

    def add_pod_to_cache(self, pod: v1.Pod) -> None:
        """A pod got a node: account for it in the cache; pods may now fit near it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L220-L250
        """
        # Go logs "Scheduler cache AddPod failed" and goes on.
        with contextlib.suppress(CacheError, FrameworkError):
            self.cache.add_pod(pod)
        if features.DefaultFeatureGate.enabled(features.SchedulerQueueingHints):
            self.scheduling_queue.move_all_to_active_or_backoff_queue(
                frameworkevents.AssignedPodAdd, None, pod, None
            )
        else:
            self.scheduling_queue.assigned_pod_added(pod)

    def update_pod_in_cache(self, old_pod: v1.Pod, new_pod: v1.Pod) -> None:
        """An assigned pod changed: update the cache and retry pods for each change.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L252-L290
        """
        # Go logs "Scheduler cache UpdatePod failed" and goes on.
        with contextlib.suppress(CacheError, FrameworkError):
            self.cache.update_pod(old_pod, new_pod)
        for evt in frameworkevents.pod_scheduling_properties_change(new_pod, old_pod):
            if features.DefaultFeatureGate.enabled(features.SchedulerQueueingHints):
                self.scheduling_queue.move_all_to_active_or_backoff_queue(
                    frameworkevents.AssignedPodUpdate, old_pod, new_pod, None
                )
            else:
                self.scheduling_queue.assigned_pod_updated(old_pod, new_pod, evt)

    def delete_pod_from_cache(self, obj: Any) -> None:
        """An assigned pod went away: free its resources and retry pending pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L292-L319
        """
        pod = _unwrap(obj)
        if not isinstance(pod, v1.Pod):
            return
        # Go logs "Scheduler cache RemovePod failed" and goes on.
        with contextlib.suppress(CacheError, FrameworkError):
            self.cache.remove_pod(pod)
        self.scheduling_queue.move_all_to_active_or_backoff_queue(
            frameworkevents.AssignedPodDelete, pod, None, None
        )


def assigned_pod(pod: v1.Pod) -> bool:
    """Whether the pod has a node already.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L322-L324
    """
    return len(pod.spec.node_name) != 0


def responsible_for_pod(pod: v1.Pod, profiles: Map) -> bool:
    """Whether one of this scheduler's profiles is named by the pod's schedulerName.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L327-L329
    """
    return profiles.handles_scheduler_name(pod.spec.scheduler_name)


def add_all_event_handlers(
    sched: Scheduler,
    informer_factory: SharedInformerFactory,
    gvk_map: dict[str, framework.ActionType],
) -> None:
    """Register the scheduler's callbacks on every informer it needs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L351-L602
    """
    # Python: no dynamic informers and no DynamicResources kinds (not ported).
    pods = informer_factory.core().v1().pods().informer()
    pods.add_event_handler(
        FilteringResourceEventHandler(
            filter_func=lambda obj: (
                isinstance(_unwrap(obj), v1.Pod)
                and (isinstance(obj, DeletedFinalStateUnknown) or assigned_pod(obj))
            ),
            handler=ResourceEventHandlerFuncs(
                add_func=sched.add_pod_to_cache,
                update_func=sched.update_pod_in_cache,
                delete_func=sched.delete_pod_from_cache,
            ),
        )
    )
    pods.add_event_handler(
        FilteringResourceEventHandler(
            filter_func=lambda obj: _unassigned_and_ours(obj, sched),
            handler=ResourceEventHandlerFuncs(
                add_func=sched.add_pod_to_scheduling_queue,
                update_func=sched.update_pod_in_scheduling_queue,
                delete_func=sched.delete_pod_from_scheduling_queue,
            ),
        )
    )
    informer_factory.core().v1().nodes().informer().add_event_handler(
        ResourceEventHandlerFuncs(
            add_func=sched.add_node_to_cache,
            update_func=sched.update_node_in_cache,
            delete_func=sched.delete_node_from_cache,
        )
    )

    def build_evt_res_handler(
        at: framework.ActionType, gvk: str, short_gvk: str
    ) -> ResourceEventHandlerFuncs:
        funcs = ResourceEventHandlerFuncs()
        move = sched.scheduling_queue.move_all_to_active_or_backoff_queue
        if at & framework.Add != 0:
            add_evt = framework.ClusterEvent(gvk, framework.Add, f"{short_gvk}Add")
            funcs.add_func = lambda obj: move(add_evt, None, obj, None)
        if at & framework.Update != 0:
            update_evt = framework.ClusterEvent(gvk, framework.Update, f"{short_gvk}Update")
            funcs.update_func = lambda old, obj: move(update_evt, old, obj, None)
        if at & framework.Delete != 0:
            delete_evt = framework.ClusterEvent(gvk, framework.Delete, f"{short_gvk}Delete")
            funcs.delete_func = lambda obj: move(delete_evt, obj, None, None)
        return funcs

    storage = informer_factory.storage().v1()
    core = informer_factory.core().v1()
    informers_by_gvk: dict[str, tuple[Callable[[], Any], str]] = {
        framework.CSINode: (lambda: storage.csi_nodes().informer(), "CSINode"),
        framework.CSIDriver: (lambda: storage.csi_drivers().informer(), "CSIDriver"),
        framework.CSIStorageCapacity: (
            lambda: storage.csi_storage_capacities().informer(),
            "CSIStorageCapacity",
        ),
        framework.PersistentVolume: (lambda: core.persistent_volumes().informer(), "Pv"),
        framework.PersistentVolumeClaim: (
            lambda: core.persistent_volume_claims().informer(),
            "Pvc",
        ),
    }
    for gvk, at in gvk_map.items():
        if gvk in (framework.Node, framework.Pod):
            continue
        if gvk in informers_by_gvk:
            informer, short = informers_by_gvk[gvk]
            informer().add_event_handler(build_evt_res_handler(at, gvk, short))
        elif gvk == framework.StorageClass:
            classes = storage.storage_classes().informer()
            if at & framework.Add != 0:
                classes.add_event_handler(
                    ResourceEventHandlerFuncs(add_func=sched.on_storage_class_add)
                )
            if at & framework.Update != 0:
                classes.add_event_handler(
                    ResourceEventHandlerFuncs(
                        update_func=lambda old, obj: (
                            sched.scheduling_queue.move_all_to_active_or_backoff_queue(
                                frameworkevents.StorageClassUpdate, old, obj, None
                            )
                        )
                    )
                )


def _unassigned_and_ours(obj: Any, sched: Scheduler) -> bool:
    """The filter of the queue's pod handler: pending pods this scheduler is responsible for."""
    pod = _unwrap(obj)
    if not isinstance(pod, v1.Pod):
        return False
    if isinstance(obj, DeletedFinalStateUnknown):
        return responsible_for_pod(pod, sched.profiles)
    return not assigned_pod(pod) and responsible_for_pod(pod, sched.profiles)


def pre_check_for_node(node_info: framework.NodeInfo) -> Callable[[v1.Pod], bool]:
    """A cheap pre-check used when a node appears or changes: could the pod fit it at all?

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L604-L618
    """

    def check(pod: v1.Pod) -> bool:
        if len(admission_check(pod, node_info, False)) != 0:
            return False
        node = node_info.node()
        assert node is not None
        _, is_untolerated = corev1helpers.find_matching_untolerated_taint(
            node.spec.taints,
            pod.spec.tolerations,
            lambda t: t.effect == v1.TaintEffectNoSchedule,
        )
        return not is_untolerated

    return check


@dataclass(slots=True)
class AdmissionResult:
    """Why a pod could not be admitted to a node (the kubelet's admission, simulated).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L659-L663
    """

    name: str = ""
    reason: str = ""
    insufficient_resource: noderesources.InsufficientResource | None = None


def admission_check(
    pod: v1.Pod, node_info: framework.NodeInfo, include_all_failures: bool
) -> list[AdmissionResult]:
    """The checks the kubelet also makes: resources, node affinity, node name, host ports.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/eventhandlers.go#L624-L655
    """
    admission_results: list[AdmissionResult] = []
    insufficient_resources = noderesources.fits(pod, node_info)
    if len(insufficient_resources) != 0:
        for r in insufficient_resources:
            admission_results.append(AdmissionResult(insufficient_resource=r))
        if not include_all_failures:
            return admission_results
    node = node_info.node()
    assert node is not None
    try:
        matches = corev1nodeaffinity.get_required_node_affinity(pod).match(node)
    except Aggregate:  # Go ignores the error (the terms' parse errors); no match.
        matches = False
    if not matches:
        admission_results.append(
            AdmissionResult(name=nodeaffinity.Name, reason=nodeaffinity.ErrReasonPod)
        )
        if not include_all_failures:
            return admission_results
    if not nodename.fits(pod, node_info):
        admission_results.append(AdmissionResult(name=nodename.Name, reason=nodename.ErrReason))
        if not include_all_failures:
            return admission_results
    if not nodeports.fits(pod, node_info):
        admission_results.append(AdmissionResult(name=nodeports.Name, reason=nodeports.ErrReason))
        if not include_all_failures:
            return admission_results
    return admission_results
