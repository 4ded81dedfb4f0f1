"""Translation of in-tree Azure disks to the Azure Disk CSI driver."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1

from .in_tree_volume import CSITranslationError, InTreePlugin

AzureDiskDriverName = "disk.csi.azure.com"
AzureDiskTopologyKey = "topology.disk.csi.azure.com/zone"
AzureDiskInTreePluginName = "kubernetes.io/azure-disk"
azureDiskKind = "kind"
azureDiskCachingMode = "cachingmode"
azureDiskFSType = "fstype"
managed = v1.AzureManagedDisk


class azureDiskCSITranslator(InTreePlugin):
    """The Azure Disk translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_disk.go#L56
    """

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """A PV with the Azure Disk CSI source of an inline managed Azure disk.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_disk.go#L100-L140
        """
        if volume is None or volume.azure_disk is None:
            raise CSITranslationError("volume is nil or Azure Disk not defined on volume")

        azure_source = volume.azure_disk
        if azure_source.kind is not None and azure_source.kind.lower() != managed.lower():
            raise CSITranslationError(
                f"kind({azure_source.kind}) is not supported in csi migration"
            )
        csi = v1.CSIPersistentVolumeSource(
            driver=AzureDiskDriverName,
            volume_handle=azure_source.disk_uri,
            volume_attributes={azureDiskKind: managed},
        )
        pv = v1.PersistentVolume(
            # The name must be unique per disk: it is part of the staging path.
            metadata=metav1.ObjectMeta(name=azure_source.disk_uri),
            spec=v1.PersistentVolumeSpec(
                persistent_volume_source=v1.PersistentVolumeSource(csi=csi),
                access_modes=[v1.ReadWriteOnce],
            ),
        )
        if azure_source.read_only is not None:
            csi.read_only = azure_source.read_only

        if azure_source.caching_mode is not None and azure_source.caching_mode != "":
            csi.volume_attributes[azureDiskCachingMode] = azure_source.caching_mode
        if azure_source.fs_type is not None:
            csi.fs_type = azure_source.fs_type
            csi.volume_attributes[azureDiskFSType] = azure_source.fs_type
        csi.volume_attributes[azureDiskKind] = managed

        return pv

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Replace the PV's Azure Disk source by the CSI source (managed disks only).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_disk.go#L144-L182
        """
        if pv is None or pv.spec.azure_disk is None:
            raise CSITranslationError("pv is nil or Azure Disk source not defined on pv")

        azure_source = pv.spec.azure_disk
        csi_source = v1.CSIPersistentVolumeSource(
            driver=AzureDiskDriverName,
            volume_attributes={azureDiskKind: managed},
            volume_handle=azure_source.disk_uri,
        )

        if azure_source.kind is not None and azure_source.kind.lower() != managed.lower():
            raise CSITranslationError(
                f"kind({azure_source.kind}) is not supported in csi migration"
            )

        if azure_source.caching_mode is not None:
            csi_source.volume_attributes[azureDiskCachingMode] = azure_source.caching_mode

        if azure_source.fs_type is not None:
            csi_source.fs_type = azure_source.fs_type
            csi_source.volume_attributes[azureDiskFSType] = azure_source.fs_type
        csi_source.volume_attributes[azureDiskKind] = managed

        if azure_source.read_only is not None:
            csi_source.read_only = azure_source.read_only

        pv.spec.persistent_volume_source.azure_disk = None
        pv.spec.persistent_volume_source.csi = csi_source
        return pv

    def can_support(self, pv: v1.PersistentVolume | None) -> bool:
        """Whether the PV is an in-tree Azure disk.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_disk.go#L235-L237
        """
        return pv is not None and pv.spec.azure_disk is not None

    def can_support_inline(self, volume: v1.Volume | None) -> bool:
        """Whether the inline volume is an Azure disk.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_disk.go#L242-L244
        """
        return volume is not None and volume.azure_disk is not None

    def get_in_tree_plugin_name(self) -> str:
        """kubernetes.io/azure-disk.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_disk.go#L247-L249
        """
        return AzureDiskInTreePluginName

    def get_csi_plugin_name(self) -> str:
        """disk.csi.azure.com.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_disk.go#L252-L254
        """
        return AzureDiskDriverName


def new_azure_disk_csi_translator() -> InTreePlugin:
    """A new Azure Disk translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/azure_disk.go#L59-L61
    """
    return azureDiskCSITranslator()
