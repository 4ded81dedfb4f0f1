"""VolumeBinding: a pod's PVCs must be bound, bindable or provisionable on the node.

PreFilter rejects pods with unbound immediate claims and may narrow the nodes to those of
bound local PVs; Filter runs the volume binder's FindPodVolumes per node; Reserve assumes the
chosen bindings; PreBind makes them real and waits for the PV controller; Unreserve reverts.
With VolumeCapacityPriority, Score prefers nodes whose static PVs fit the requests best.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from kube_scheduler_py.goint import int64
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import errors as apierrors
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import PersistentVolumeClaimLister
from kube_scheduler_py.v1_31.api.component_helpers.storage import ephemeral
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config.validation import validation_pluginargs as validation
from kube_scheduler_py.v1_31.framework.plugins import helper, names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.util import utils as util

from .binder import (
    CapacityCheck,
    PodVolumeClaims,
    PodVolumes,
    SchedulerVolumeBinder,
    StorageResource,
    new_volume_binder,
    volume_limit,
)
from .scorer import build_scorer_function, classResourceMap, volumeCapacityScorer

Name = names.VolumeBinding
stateKey = Name


class VolumeBindingError(framework.FrameworkError):
    """An error of the VolumeBinding plugin (bad args, bad state, unusable claims).

    Python-only: Go returns plain `error` values here; this class names them.
    """


class stateData(framework.StateData):
    """The pod's claims (from PreFilter) and its volume decisions per node (from Filter).

    # Python: no mutex; Filter runs node by node on one thread.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L52-L63
    """

    def __init__(
        self,
        all_bound: bool = False,
        pod_volumes_by_node: dict[str, PodVolumes] | None = None,
        pod_volume_claims: PodVolumeClaims | None = None,
        has_static_bindings: bool = False,
    ) -> None:
        self.all_bound = all_bound
        self.pod_volumes_by_node: dict[str, PodVolumes | None] = dict(pod_volumes_by_node or {})
        self.pod_volume_claims = pod_volume_claims
        # Whether any node has a static binding; without one, Score is skipped.
        self.has_static_bindings = has_static_bindings

    def clone(self) -> framework.StateData:
        """The state itself: it is shared by all copies of the cycle state.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L65-L67
        """
        return self


class VolumeBinding(
    framework.PreFilterPlugin,
    framework.FilterPlugin,
    framework.ReservePlugin,
    framework.PreBindPlugin,
    framework.PreScorePlugin,
    framework.ScorePlugin,
    framework.EnqueueExtensions,
):
    """Binds a pod's volumes as part of scheduling it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L72-L77
    """

    def __init__(
        self,
        binder: SchedulerVolumeBinder,
        pvc_lister: PersistentVolumeClaimLister,
        scorer: volumeCapacityScorer | None,
        fts: Features,
    ) -> None:
        self.binder = binder
        self.pvc_lister = pvc_lister
        self.scorer = scorer
        self.fts = fts

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L91-L93
        """
        return Name

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """Storage class, PVC, PV, node (labels, and taints for nodes preCheck held back),
        CSINode, CSIDriver and CSIStorageCapacity changes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L97-L132
        """

        def event(resource: str, action_type: framework.ActionType) -> framework.ClusterEvent:
            return framework.ClusterEvent(resource=resource, action_type=action_type)

        add_update = framework.Add | framework.Update
        return [
            # A missing or misconfigured class (allowedTopologies, binding mode) may be fixed.
            framework.ClusterEventWithHint(
                event=event(framework.StorageClass, add_update),
                queueing_hint_fn=self.is_schedulable_after_storage_class_change,
            ),
            # Any PVC or PV change may help binding.
            framework.ClusterEventWithHint(
                event=event(framework.PersistentVolumeClaim, add_update),
                queueing_hint_fn=self.is_schedulable_after_persistent_volume_claim_change,
            ),
            framework.ClusterEventWithHint(event=event(framework.PersistentVolume, add_update)),
            # New or relabeled nodes may match topologies or PV node affinity.
            framework.ClusterEventWithHint(
                event=event(
                    framework.Node,
                    framework.Add | framework.UpdateNodeLabel | framework.UpdateNodeTaint,
                )
            ),
            # CSINodes tell which in-tree PVs translate to CSI.
            framework.ClusterEventWithHint(
                event=event(framework.CSINode, add_update),
                queueing_hint_fn=self.is_schedulable_after_csi_node_change,
            ),
            # Storage capacity tracking.
            framework.ClusterEventWithHint(event=event(framework.CSIDriver, add_update)),
            framework.ClusterEventWithHint(
                event=event(framework.CSIStorageCapacity, add_update),
                queueing_hint_fn=self.is_schedulable_after_csi_storage_capacity_change,
            ),
        ]

    def is_schedulable_after_csi_node_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod for a new CSINode, or one whose migrated-plugins annotation changed.

        Raises util.AsError when the objects are not CSINodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L134-L157
        """
        if old_obj is None:
            return framework.Queue
        old_csi_node, modified_csi_node = util.as_(storagev1.CSINode, old_obj, new_obj)
        assert old_csi_node is not None and modified_csi_node is not None

        key = v1.MigratedPluginsAnnotationKey
        if old_csi_node.annotations.get(key, "") != modified_csi_node.annotations.get(key, ""):
            return framework.Queue
        return framework.QueueSkip

    def is_schedulable_after_persistent_volume_claim_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the added or updated PVC is one of its claims (ephemeral ones
        included).

        Raises util.AsError when the objects are not PVCs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L159-L197
        """
        _, new_pvc = util.as_(v1.PersistentVolumeClaim, old_obj, new_obj)
        assert new_pvc is not None

        if pod.namespace != new_pvc.namespace:
            return framework.QueueSkip

        for vol in pod.spec.volumes:
            if vol.persistent_volume_claim is not None:
                pvc_name = vol.persistent_volume_claim.claim_name
            elif vol.ephemeral is not None:
                pvc_name = ephemeral.volume_claim_name(pod, vol)
            else:
                continue

            if pvc_name == new_pvc.name:
                # Creating the claim and almost any update of it may help.
                return framework.Queue

        return framework.QueueSkip

    def is_schedulable_after_storage_class_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod for a new storage class, or one whose allowedTopologies changed (the
        binding mode is immutable).

        Raises util.AsError when the objects are not StorageClasses.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L203-L229
        """
        old_sc, new_sc = util.as_(storagev1.StorageClass, old_obj, new_obj)
        assert new_sc is not None

        if old_sc is None:
            # Any new class may help.
            return framework.Queue

        if new_sc.allowed_topologies != old_sc.allowed_topologies:
            return framework.Queue

        return framework.QueueSkip

    def is_schedulable_after_csi_storage_capacity_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod for a new CSIStorageCapacity, or one whose volume limit grew (its
        topology and class are immutable).

        Raises util.AsError when the objects are not CSIStorageCapacities.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L237-L270
        """
        old_cap, new_cap = util.as_(storagev1.CSIStorageCapacity, old_obj, new_obj)
        assert new_cap is not None

        if old_cap is None:
            return framework.Queue

        old_limit = volume_limit(old_cap)
        new_limit = volume_limit(new_cap)

        if new_limit is not None and (old_limit is None or new_limit.value() > old_limit.value()):
            return framework.Queue

        return framework.QueueSkip

    def pod_has_pvcs(self, pod: v1.Pod) -> bool:
        """Whether the pod uses PVCs; raises VolumeBindingError (or the lister's error) when a
        claim is missing, lost, being deleted, or an ephemeral claim not owned by the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L275-L317
        """
        has_pvc = False
        for vol in pod.spec.volumes:
            is_ephemeral = False
            if vol.persistent_volume_claim is not None:
                pvc_name = vol.persistent_volume_claim.claim_name
            elif vol.ephemeral is not None:
                pvc_name = ephemeral.volume_claim_name(pod, vol)
                is_ephemeral = True
            else:
                # Not a PVC volume.
                continue
            has_pvc = True
            try:
                pvc = self.pvc_lister.persistent_volume_claims(pod.namespace).get(pvc_name)
            except Exception as err:
                # Right after creating a pod its ephemeral claim is normally still missing.
                if is_ephemeral and apierrors.is_not_found(err):
                    raise VolumeBindingError(
                        "waiting for ephemeral volume controller to create the "
                        f"persistentvolumeclaim {go_quote(pvc_name)}"
                    ) from None
                raise

            if pvc.status.phase == v1.ClaimLost:
                raise VolumeBindingError(
                    f"persistentvolumeclaim {go_quote(pvc.name)} bound to non-existent "
                    f"persistentvolume {go_quote(pvc.spec.volume_name)}"
                )

            if pvc.deletion_timestamp is not None:
                raise VolumeBindingError(
                    f"persistentvolumeclaim {go_quote(pvc.name)} is being deleted"
                )

            if is_ephemeral:
                ephemeral.volume_is_for_pod(pod, pvc)
        return has_pvc

    def pre_filter(
        self, state: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Skip pods without PVCs; reject pods with unusable or unbound immediate claims;
        otherwise store the pod's claims and narrow the nodes to those of its bound local PVs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L322-L360
        """
        try:
            has_pvc = self.pod_has_pvcs(pod)
        except Exception as err:
            return None, framework.new_status(framework.UnschedulableAndUnresolvable, str(err))
        if not has_pvc:
            state.write(stateKey, stateData())
            return None, framework.new_status(framework.Skip)
        try:
            pod_volume_claims = self.binder.get_pod_volume_claims(pod)
        except Exception as err:
            return None, framework.as_status(err)
        if len(pod_volume_claims.unbound_claims_immediate) > 0:
            # The PV controller binds these; the pod comes back when it has.
            status = framework.new_status(framework.UnschedulableAndUnresolvable)
            status.append_reason("pod has unbound immediate PersistentVolumeClaims")
            return None, status
        # Bound claims may restrict the nodes.
        result: framework.PreFilterResult | None = None
        eligible_nodes = self.binder.get_eligible_nodes(pod_volume_claims.bound_claims)
        if eligible_nodes is not None:
            result = framework.PreFilterResult(node_names=eligible_nodes)

        state.write(
            stateKey,
            stateData(
                pod_volumes_by_node={},
                pod_volume_claims=PodVolumeClaims(
                    bound_claims=pod_volume_claims.bound_claims,
                    unbound_claims_delay_binding=pod_volume_claims.unbound_claims_delay_binding,
                    unbound_volumes_delay_binding=pod_volume_claims.unbound_volumes_delay_binding,
                ),
            ),
        )
        return result, None

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """None: the state does not depend on other pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L363-L365
        """
        return None

    def filter(
        self, cs: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """UnschedulableAndUnresolvable with the binder's reasons when the pod's claims cannot
        be bound, bound here, or provisioned here; remembers the node's decisions.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L394-L423
        """
        node = node_info.node()
        assert node is not None

        try:
            state = get_state_data(cs)
        except Exception as err:
            return framework.as_status(err)

        assert state.pod_volume_claims is not None
        try:
            pod_volumes, reasons = self.binder.find_pod_volumes(pod, state.pod_volume_claims, node)
        except Exception as err:
            return framework.as_status(err)

        if len(reasons) > 0:
            status = framework.new_status(framework.UnschedulableAndUnresolvable)
            for reason in reasons:
                status.append_reason(reason)
            return status

        state.pod_volumes_by_node[node.name] = pod_volumes
        state.has_static_bindings = state.has_static_bindings or (
            pod_volumes is not None and len(pod_volumes.static_bindings or []) > 0
        )
        return None

    def pre_score(
        self, cs: framework.CycleState, pod: v1.Pod, nodes: list[framework.NodeInfo]
    ) -> framework.Status | None:
        """Skip Score unless VolumeCapacityPriority scores and some node has static
        bindings.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L426-L438
        """
        if self.scorer is None:
            return framework.new_status(framework.Skip)
        try:
            state = get_state_data(cs)
        except Exception as err:
            return framework.as_status(err)
        if state.has_static_bindings:
            return None
        return framework.new_status(framework.Skip)

    def score(
        self, cs: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        """The scorer's score of the node's static bindings, summed per storage class.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L441-L468
        """
        if self.scorer is None:
            return 0, None
        try:
            state = get_state_data(cs)
        except Exception as err:
            return 0, framework.as_status(err)
        if node_name not in state.pod_volumes_by_node:
            return 0, None
        pod_volumes = state.pod_volumes_by_node[node_name]
        assert pod_volumes is not None
        # Group by storage class.
        class_resources: classResourceMap = {}
        for static_binding in pod_volumes.static_bindings or []:
            class_ = static_binding.storage_class_name()
            storage_resource = static_binding.storage_resource()
            if class_ not in class_resources:
                class_resources[class_] = StorageResource(requested=0, capacity=0)
            # Go int64: the sums wrap as Go's do.
            resource = class_resources[class_]
            resource.requested = int64(resource.requested + storage_resource.requested)
            resource.capacity = int64(resource.capacity + storage_resource.capacity)
        return self.scorer(class_resources), None

    def score_extensions(self) -> framework.ScoreExtensions | None:
        """None: no normalization.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L471-L473
        """
        return None

    def reserve(
        self, cs: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> framework.Status | None:
        """Assume the node's volume decisions in the binder's caches and remember whether all
        volumes were bound already.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L476-L494
        """
        try:
            state = get_state_data(cs)
        except Exception as err:
            return framework.as_status(err)
        # Only one node is reserved per pod, so no locking.
        if node_name in state.pod_volumes_by_node:
            pod_volumes = state.pod_volumes_by_node[node_name]
            try:
                all_bound = self.binder.assume_pod_volumes(pod, node_name, pod_volumes)
            except Exception as err:
                return framework.as_status(err)
            state.all_bound = all_bound
        else:
            # A pod without PVCs has no decisions.
            state.all_bound = True
        return None

    async def pre_bind(
        self, cs: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> framework.Status | None:
        """Make the assumed bindings real through the API and wait for the PV controller;
        an error (or timeout, or undone binding) sends the pod back to scheduling.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L501-L524
        """
        try:
            s = get_state_data(cs)
        except Exception as err:
            return framework.as_status(err)
        if s.all_bound:
            # Nothing to bind.
            return None
        if node_name not in s.pod_volumes_by_node:
            return framework.as_status(
                VolumeBindingError(f"no pod volumes found for node {go_quote(node_name)}")
            )
        pod_volumes = s.pod_volumes_by_node[node_name]
        try:
            await self.binder.bind_pod_volumes(pod, pod_volumes)
        except Exception as err:
            return framework.as_status(err)
        return None

    def unreserve(self, cs: framework.CycleState, pod: v1.Pod, node_name: str) -> None:
        """Revert the assumed volumes of the node (idempotent; nothing without state).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L528-L539
        """
        try:
            s = get_state_data(cs)
        except Exception:
            return
        pod_volumes = s.pod_volumes_by_node.get(node_name)
        if pod_volumes is None:
            return
        self.binder.revert_assumed_pod_volumes(pod_volumes)


def get_state_data(cs: framework.CycleState) -> stateData:
    """Read the plugin's state; raises framework.ErrNotFound, or VolumeBindingError for a
    state of the wrong type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L367-L377
    """
    state = cs.read(stateKey)
    if not isinstance(state, stateData):
        raise VolumeBindingError("unable to convert state into stateData")
    return state


def new(pl_args: object, fh: framework.Handle, fts: Features) -> framework.Plugin:
    """Build the plugin from VolumeBindingArgs: a volume binder on the informers, and the
    capacity scorer when VolumeCapacityPriority is on. Raises for bad args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L542-L582
    """
    if not isinstance(pl_args, config.VolumeBindingArgs):
        # Python: the type is named by its Python class, not Go's %T.
        got = "<nil>" if pl_args is None else type(pl_args).__name__
        raise VolumeBindingError(f"want args to be of type VolumeBindingArgs, got {got}")
    args = pl_args
    err = validation.validate_volume_binding_args_with_options(
        None,
        args,
        validation.VolumeBindingArgsValidationOptions(
            allow_volume_capacity_priority=fts.enable_volume_capacity_priority
        ),
    )
    if err is not None:
        raise err
    factory = fh.shared_informer_factory()
    pod_informer = factory.core().v1().pods()
    node_informer = factory.core().v1().nodes()
    pvc_informer = factory.core().v1().persistent_volume_claims()
    pv_informer = factory.core().v1().persistent_volumes()
    storage_class_informer = factory.storage().v1().storage_classes()
    csi_node_informer = factory.storage().v1().csi_nodes()
    capacity_check = CapacityCheck(
        csi_driver_informer=factory.storage().v1().csi_drivers(),
        csi_storage_capacity_informer=factory.storage().v1().csi_storage_capacities(),
    )
    binder = new_volume_binder(
        fh.client_set(),
        pod_informer,
        node_informer,
        csi_node_informer,
        pvc_informer,
        pv_informer,
        storage_class_informer,
        capacity_check,
        timedelta(seconds=args.bind_timeout_seconds),
        fh.clock,
    )

    # The score function.
    scorer: volumeCapacityScorer | None = None
    if fts.enable_volume_capacity_priority:
        shape = [
            helper.FunctionShapePoint(
                utilization=point.utilization,
                score=point.score * (framework.MaxNodeScore // config.MaxCustomPriorityScore),
            )
            for point in args.shape or []
        ]
        scorer = build_scorer_function(shape)
    return VolumeBinding(binder=binder, pvc_lister=pvc_informer.lister(), scorer=scorer, fts=fts)
