"""Translation of in-tree Portworx volumes to their CSI driver: only the names.

# Python: the port's v1 types have no Portworx volume source, so no PV or inline volume can use
# it; the translator only answers the plugin and driver names (which the scheduler looks up
# for StorageClass provisioners) and never supports a volume.
"""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1

from .in_tree_volume import CSITranslationError, InTreePlugin

PortworxDriverName = "pxd.portworx.com"
PortworxVolumePluginName = "kubernetes.io/portworx-volume"


class portworxCSITranslator(InTreePlugin):
    """The Portworx translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/portworx.go#L59
    """

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """Always raises: no inline volume has a Portworx source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/portworx.go#L104-L133
        """
        raise CSITranslationError("volume is nil or PortworxVolume not defined on volume")

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Always raises: no PV has a Portworx source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/portworx.go#L137-L166
        """
        raise CSITranslationError("pv is nil or PortworxVolume not defined on pv")

    def can_support(self, pv: v1.PersistentVolume | None) -> bool:
        """False: no PV has a Portworx source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/portworx.go#L189-L191
        """
        return False

    def can_support_inline(self, volume: v1.Volume | None) -> bool:
        """False: no inline volume has a Portworx source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/portworx.go#L195-L197
        """
        return False

    def get_in_tree_plugin_name(self) -> str:
        """kubernetes.io/portworx-volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/portworx.go#L200-L202
        """
        return PortworxVolumePluginName

    def get_csi_plugin_name(self) -> str:
        """pxd.portworx.com.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/portworx.go#L205-L207
        """
        return PortworxDriverName


def new_portworx_csi_translator() -> InTreePlugin:
    """A new Portworx translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/portworx.go#L61-L63
    """
    return portworxCSITranslator()
