"""Assume caches of PVs (indexed by storage class) and PVCs for the volume binder."""

from __future__ import annotations

from typing import Any

from kube_scheduler_py.v1_31.api.component_helpers.storage import volume as storagehelpers
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.util import assumecache


class PVAssumeCache(assumecache.AssumeCache):
    """An AssumeCache of PersistentVolumes, indexed by storage class.

    # Python: Go embeds *AssumeCache; here the class extends it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L30-L33
    """

    def get_pv(self, pv_name: str) -> v1.PersistentVolume:
        """The latest version of the PV; raises assumecache errors.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L51-L62
        """
        obj = self.get(pv_name)
        if not isinstance(obj, v1.PersistentVolume):
            raise assumecache.WrongTypeError(type_name="v1.PersistentVolume", object=obj)
        return obj

    def get_api_pv(self, pv_name: str) -> v1.PersistentVolume:
        """The informer's version of the PV; raises assumecache errors.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L64-L74
        """
        obj = self.get_api_obj(pv_name)
        if not isinstance(obj, v1.PersistentVolume):
            raise assumecache.WrongTypeError(type_name="v1.PersistentVolume", object=obj)
        return obj

    def list_pvs(self, storage_class_name: str) -> list[v1.PersistentVolume]:
        """The latest versions of the PVs of a storage class.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L76-L92
        """
        objs = self.list(
            v1.PersistentVolume(spec=v1.PersistentVolumeSpec(storage_class_name=storage_class_name))
        )
        # Python: Go logs objects of another type and skips them.
        return [obj for obj in objs if isinstance(obj, v1.PersistentVolume)]


def pv_storage_class_index_func(obj: Any) -> list[str]:
    """The storage class of a PV, the index of the PV cache; raises for other objects.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L35-L40
    """
    if isinstance(obj, v1.PersistentVolume):
        return [storagehelpers.get_persistent_volume_class(obj)]
    raise assumecache.AssumeCacheError(f"object is not a v1.PersistentVolume: {obj!r}")


def new_pv_assume_cache(informer: assumecache.Informer | None) -> PVAssumeCache:
    """A PV assume cache fed by informer.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L43-L49
    """
    return PVAssumeCache(
        informer, "v1.PersistentVolume", "storageclass", pv_storage_class_index_func
    )


class PVCAssumeCache(assumecache.AssumeCache):
    """An AssumeCache of PersistentVolumeClaims, keyed "namespace/name".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L95-L98
    """

    def get_pvc(self, pvc_key: str) -> v1.PersistentVolumeClaim:
        """The latest version of the PVC; raises assumecache errors.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L109-L120
        """
        obj = self.get(pvc_key)
        if not isinstance(obj, v1.PersistentVolumeClaim):
            raise assumecache.WrongTypeError(type_name="v1.PersistentVolumeClaim", object=obj)
        return obj

    def get_api_pvc(self, pvc_key: str) -> v1.PersistentVolumeClaim:
        """The informer's version of the PVC; raises assumecache errors.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L122-L132
        """
        obj = self.get_api_obj(pvc_key)
        if not isinstance(obj, v1.PersistentVolumeClaim):
            raise assumecache.WrongTypeError(type_name="v1.PersistentVolumeClaim", object=obj)
        return obj


def new_pvc_assume_cache(informer: assumecache.Informer | None) -> PVCAssumeCache:
    """A PVC assume cache fed by informer.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/assume_cache.go#L101-L107
    """
    return PVCAssumeCache(informer, "v1.PersistentVolumeClaim", "", None)
