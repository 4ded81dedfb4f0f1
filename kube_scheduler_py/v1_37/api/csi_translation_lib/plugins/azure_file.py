"""Translation of in-tree Azure File volumes to their CSI driver: only the names.

# Python: the port's v1 types have no Azure File volume source, so no PV or inline volume can use
# it; the translator only answers the plugin and driver names (which the scheduler looks up
# for StorageClass provisioners) and never supports a volume.
"""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1

from .in_tree_volume import CSITranslationError, InTreePlugin

AzureFileDriverName = "file.csi.azure.com"
AzureFileInTreePluginName = "kubernetes.io/azure-file"


class azureFileCSITranslator(InTreePlugin):
    """The Azure File translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_file.go#L54
    """

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """Always raises: no inline volume has a Azure File source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_file.go#L68-L111
        """
        raise CSITranslationError("volume is nil or Azure File not defined on volume")

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Always raises: no PV has a Azure File source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_file.go#L115-L169
        """
        raise CSITranslationError("pv is nil or Azure File source not defined on pv")

    def can_support(self, pv: v1.PersistentVolume | None) -> bool:
        """False: no PV has a Azure File source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_file.go#L235-L237
        """
        return False

    def can_support_inline(self, volume: v1.Volume | None) -> bool:
        """False: no inline volume has a Azure File source in the port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_file.go#L242-L244
        """
        return False

    def get_in_tree_plugin_name(self) -> str:
        """kubernetes.io/azure-file.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_file.go#L247-L249
        """
        return AzureFileInTreePluginName

    def get_csi_plugin_name(self) -> str:
        """file.csi.azure.com.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_file.go#L252-L254
        """
        return AzureFileDriverName


def new_azure_file_csi_translator() -> InTreePlugin:
    """A new Azure File translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_file.go#L57-L59
    """
    return azureFileCSITranslator()
