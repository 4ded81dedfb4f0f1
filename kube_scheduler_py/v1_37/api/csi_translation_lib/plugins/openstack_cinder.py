"""Translation of in-tree OpenStack Cinder volumes to the Cinder CSI driver."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1

from .in_tree_volume import (
    CSITranslationError,
    InTreePlugin,
    translate_topology_from_in_tree_to_csi,
)

CinderDriverName = "cinder.csi.openstack.org"
CinderTopologyKey = "topology.cinder.csi.openstack.org/zone"
CinderInTreePluginName = "kubernetes.io/cinder"


class osCinderCSITranslator(InTreePlugin):
    """The Cinder translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/openstack_cinder.go#L41
    """

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """A PV with the Cinder CSI source of an inline Cinder volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/openstack_cinder.go#L79-L105
        """
        if volume is None or volume.cinder is None:
            raise CSITranslationError("volume is nil or Cinder not defined on volume")

        cinder_source = volume.cinder
        return v1.PersistentVolume(
            # The name must be unique per disk: it is part of the staging path.
            metadata=metav1.ObjectMeta(name=f"{CinderDriverName}-{cinder_source.volume_id}"),
            spec=v1.PersistentVolumeSpec(
                persistent_volume_source=v1.PersistentVolumeSource(
                    csi=v1.CSIPersistentVolumeSource(
                        driver=CinderDriverName,
                        volume_handle=cinder_source.volume_id,
                        read_only=cinder_source.read_only,
                        fs_type=cinder_source.fs_type,
                        volume_attributes={},
                    )
                ),
                access_modes=[v1.ReadWriteOnce],
            ),
        )

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Replace the PV's Cinder source by the CSI source and its zone by the driver's
        topology key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/openstack_cinder.go#L109-L131
        """
        if pv is None or pv.spec.cinder is None:
            raise CSITranslationError("pv is nil or Cinder not defined on pv")

        cinder_source = pv.spec.cinder
        csi_source = v1.CSIPersistentVolumeSource(
            driver=CinderDriverName,
            volume_handle=cinder_source.volume_id,
            read_only=cinder_source.read_only,
            fs_type=cinder_source.fs_type,
            volume_attributes={},
        )

        translate_topology_from_in_tree_to_csi(pv, CinderTopologyKey)

        pv.spec.persistent_volume_source.cinder = None
        pv.spec.persistent_volume_source.csi = csi_source
        return pv

    def can_support(self, pv: v1.PersistentVolume | None) -> bool:
        """Whether the PV is an in-tree Cinder volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/openstack_cinder.go#L162-L164
        """
        return pv is not None and pv.spec.cinder is not None

    def can_support_inline(self, volume: v1.Volume | None) -> bool:
        """Whether the inline volume is a Cinder volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/openstack_cinder.go#L169-L171
        """
        return volume is not None and volume.cinder is not None

    def get_in_tree_plugin_name(self) -> str:
        """kubernetes.io/cinder.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/openstack_cinder.go#L174-L176
        """
        return CinderInTreePluginName

    def get_csi_plugin_name(self) -> str:
        """cinder.csi.openstack.org.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/openstack_cinder.go#L179-L181
        """
        return CinderDriverName


def new_open_stack_cinder_csi_translator() -> InTreePlugin:
    """A new Cinder translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/openstack_cinder.go#L44-L46
    """
    return osCinderCSITranslator()
