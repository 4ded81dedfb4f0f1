"""Translation of in-tree vSphere volumes to their CSI driver: only the names.

# Python: the port's v1 types have no vSphere volume source, so no PV or inline volume can use
# it; the translator only answers the plugin and driver names (which the scheduler looks up
# for StorageClass provisioners) and never supports a volume.
"""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1

from .in_tree_volume import CSITranslationError, InTreePlugin

VSphereDriverName = "csi.vsphere.vmware.com"
VSphereInTreePluginName = "kubernetes.io/vsphere-volume"


class vSphereCSITranslator(InTreePlugin):
    """The vSphere translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/vsphere_volume.go#L69
    """

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """Always raises: no inline volume has a vSphere source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/vsphere_volume.go#L127-L153
        """
        raise CSITranslationError("volume is nil or VsphereVolume not defined on volume")

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Always raises: no PV has a vSphere source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/vsphere_volume.go#L157-L177
        """
        raise CSITranslationError("pv is nil or VsphereVolume not defined on pv")

    def can_support(self, pv: v1.PersistentVolume | None) -> bool:
        """False: no PV has a vSphere source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/vsphere_volume.go#L204-L206
        """
        return False

    def can_support_inline(self, volume: v1.Volume | None) -> bool:
        """False: no inline volume has a vSphere source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/vsphere_volume.go#L210-L212
        """
        return False

    def get_in_tree_plugin_name(self) -> str:
        """kubernetes.io/vsphere-volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/vsphere_volume.go#L215-L217
        """
        return VSphereInTreePluginName

    def get_csi_plugin_name(self) -> str:
        """csi.vsphere.vmware.com.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/vsphere_volume.go#L220-L222
        """
        return VSphereDriverName


def new_vsphere_csi_translator() -> InTreePlugin:
    """A new vSphere translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/vsphere_volume.go#L72-L74
    """
    return vSphereCSITranslator()
