"""In-memory listers that scheduler plugin tests hand to plugins instead of informer caches.

Each fake is a plain list of objects (`PersistentVolumeLister([pv1, pv2])`), just as the Go
fakes are slices, with the lookup methods the plugins call.

# Python: only the fakes the plugin tests of v1.31.1 use are ported; ServiceLister,
# ControllerLister, ReplicaSetLister and StatefulSetLister are used by no test and are left out.
# Python: Go returns a pointer to a copy of the stored PV, StorageClass or CSINode; here the
# stored object itself is returned.
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING

from kube_scheduler_py.v1_31.api import errors as apierrors
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.framework import listers

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.api import labels
    from kube_scheduler_py.v1_31.framework.types import NodeInfo


class FakeListerError(Exception):
    """An error returned by a fake lister (a lookup miss or an unimplemented method).

    Python-only: Go returns plain `error` values here; this class names them.
    """


class NotFoundError(FakeListerError, apierrors.StatusError):
    """The object asked for is not in the fake lister: the apierrors.NewNotFound error.

    # Python-only: also a kube_scheduler_py.v1_31.api.errors StatusError (reason NotFound), so that
    # apierrors.is_not_found recognizes it as Go's errors.IsNotFound does; the message is the
    # same: `<resource>[.<group>] "<name>" not found`.
    """

    def __init__(self, resource: str, group: str, name: str) -> None:
        err = apierrors.new_not_found(apierrors.GroupResource(group=group, resource=resource), name)
        apierrors.StatusError.__init__(self, err.reason, err.code, err.message)
        self.resource = resource
        self.group = group
        self.name = name


class persistentVolumeClaimNamespaceLister:
    """The PVCs of one namespace, as returned by PersistentVolumeClaimLister.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L187-L190
    """

    def __init__(self, pvcs: builtins.list[v1.PersistentVolumeClaim], namespace: str) -> None:
        self.pvcs = pvcs
        self.namespace = namespace

    def get(self, name: str) -> v1.PersistentVolumeClaim:
        """The PVC `name` of this namespace; raises NotFoundError when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L192-L199
        """
        for pvc in self.pvcs:
            if pvc.name == name and pvc.namespace == self.namespace:
                return pvc
        raise NotFoundError("persistentvolumeclaims", "", name)

    def list(self, selector: labels.Selector) -> builtins.list[v1.PersistentVolumeClaim]:
        """Not implemented by the fake: always raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L201-L203
        """
        raise FakeListerError("not implemented")


class PersistentVolumeClaimLister(builtins.list[v1.PersistentVolumeClaim]):
    """A fixed list of PVCs standing in for the PVC informer's lister.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L206-L206
    """

    def list(self, selector: labels.Selector) -> builtins.list[v1.PersistentVolumeClaim]:
        """Not implemented by the fake: always raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L211-L213
        """
        raise FakeListerError("not implemented")

    def persistent_volume_claims(self, namespace: str) -> persistentVolumeClaimNamespaceLister:
        """A lister restricted to the PVCs of namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L216-L225
        """
        ps = [self[i] for i in range(len(self))]
        return persistentVolumeClaimNamespaceLister(pvcs=ps, namespace=namespace)


class NodeInfoLister(builtins.list["NodeInfo"], listers.NodeInfoLister):
    """A fixed list of NodeInfos; the affinity lists are simply all of them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L228-L228
    """

    def get(self, node_name: str) -> NodeInfo:
        """The NodeInfo whose node is named node_name; raises FakeListerError if none is.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L231-L238
        """
        for node in self:
            if node is not None:
                n = node.node()
                # Python: Go would dereference a nil node here and panic.
                assert n is not None
                if n.name == node_name:
                    return node
        raise FakeListerError(f"unable to find node: {node_name}")

    def list(self) -> builtins.list[NodeInfo]:
        """All NodeInfos.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L241-L243
        """
        return self

    def have_pods_with_affinity_list(self) -> builtins.list[NodeInfo]:
        """All NodeInfos: the fake does not track which pods have affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L247-L249
        """
        return self

    def have_pods_with_required_anti_affinity_list(self) -> builtins.list[NodeInfo]:
        """All NodeInfos: the fake does not track which pods have required anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L253-L255
        """
        return self


class CSINodeLister(builtins.list[storagev1.CSINode]):
    """A fixed list of CSINodes standing in for the CSINode informer's lister.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L260-L260
    """

    def get(self, name: str) -> storagev1.CSINode:
        """The CSINode `name`; raises NotFoundError when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L263-L270
        """
        for cn in self:
            if cn.name == name:
                return cn
        raise NotFoundError("csinodes", "storage.k8s.io", name)

    def list(self, selector: labels.Selector) -> builtins.list[storagev1.CSINode]:
        """Not implemented by the fake: always raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L273-L275
        """
        raise FakeListerError("not implemented")


class PersistentVolumeLister(builtins.list[v1.PersistentVolume]):
    """A fixed list of PVs standing in for the PV informer's lister.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L278-L278
    """

    def get(self, pv_id: str) -> v1.PersistentVolume:
        """The PV named pv_id; raises NotFoundError when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L283-L290
        """
        for pv in self:
            if pv.name == pv_id:
                return pv
        raise NotFoundError("persistentvolumes", "", pv_id)

    def list(self, selector: labels.Selector) -> builtins.list[v1.PersistentVolume]:
        """Not implemented by the fake: always raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L293-L295
        """
        raise FakeListerError("not implemented")


class StorageClassLister(builtins.list[storagev1.StorageClass]):
    """A fixed list of StorageClasses standing in for the StorageClass informer's lister.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L298-L298
    """

    def get(self, name: str) -> storagev1.StorageClass:
        """The StorageClass `name`; raises NotFoundError when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L303-L310
        """
        for sc in self:
            if sc.name == name:
                return sc
        raise NotFoundError("storageclasses", "storage.k8s.io", name)

    def list(self, selector: labels.Selector) -> builtins.list[storagev1.StorageClass]:
        """Not implemented by the fake: always raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_listers.go#L313-L315
        """
        raise FakeListerError("not implemented")
