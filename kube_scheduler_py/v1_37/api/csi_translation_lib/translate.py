"""CSITranslator: which in-tree volumes have migrated to CSI drivers, and their CSI form.

The scheduler uses it to count and place in-tree volumes (GCE PD, AWS EBS, ...) as the CSI
volumes they become once the node runs the migrated driver.
"""

from __future__ import annotations

import copy

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.util.validation.field import go_quote

from . import plugins

# Python: %#v of a string is go_quote here.
# Python: Go's translate methods take a logger first; this port does not log, so they do not.
# Python: a dict keeps insertion order where Go's map order is random; the plugins never
# claim the same volume, so the order does not change any answer.
inTreePlugins: dict[str, plugins.InTreePlugin] = {
    plugins.GCEPDDriverName: plugins.new_gce_persistent_disk_csi_translator(),
    plugins.AWSEBSDriverName: plugins.new_aws_elastic_block_store_csi_translator(),
    plugins.CinderDriverName: plugins.new_open_stack_cinder_csi_translator(),
    plugins.AzureDiskDriverName: plugins.new_azure_disk_csi_translator(),
    plugins.AzureFileDriverName: plugins.new_azure_file_csi_translator(),
    plugins.VSphereDriverName: plugins.new_vsphere_csi_translator(),
    plugins.PortworxDriverName: plugins.new_portworx_csi_translator(),
}


class CSITranslator:
    """Translates in-tree volumes to CSI, over all known in-tree plugins.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L44
    """

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """A PV with the CSI source of an inline in-tree volume (Filesystem mode unless the
        plugin chose one); raises CSITranslationError when no plugin handles the volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L67-L90
        """
        if volume is None:
            raise plugins.CSITranslationError("persistent volume was nil")
        for cur_plugin in inTreePlugins.values():
            if cur_plugin.can_support_inline(volume):
                pv = cur_plugin.translate_in_tree_inline_volume_to_csi(volume, pod_namespace)
                # Inline volumes are always filesystems.
                if pv.spec.volume_mode is None:
                    pv.spec.volume_mode = v1.PersistentVolumeFilesystem
                return pv
        raise plugins.CSITranslationError(
            f"could not find in-tree plugin translation logic for {go_quote(volume.name)}"
        )

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """A copy of the PV with its in-tree source translated to CSI; raises
        CSITranslationError when no plugin handles the PV.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L96-L107
        """
        if pv is None:
            raise plugins.CSITranslationError("persistent volume was nil")
        copied_pv = copy.deepcopy(pv)
        for cur_plugin in inTreePlugins.values():
            if cur_plugin.can_support(copied_pv):
                return cur_plugin.translate_in_tree_pv_to_csi(copied_pv)
        raise plugins.CSITranslationError(
            f"could not find in-tree plugin translation logic for {go_quote(copied_pv.name)}"
        )

    def is_migratable_intree_plugin_by_name(self, in_tree_plugin_name: str) -> bool:
        """Whether some translator handles the in-tree plugin of that name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L127-L134
        """
        return any(
            cur_plugin.get_in_tree_plugin_name() == in_tree_plugin_name
            for cur_plugin in inTreePlugins.values()
        )

    def get_in_tree_plugin_name_from_spec(
        self, pv: v1.PersistentVolume | None, vol: v1.Volume | None
    ) -> str:
        """The in-tree plugin name of the PV (or, without a PV, of the inline volume); raises
        CSITranslationError when no plugin handles it or both are None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L146-L164
        """
        if pv is not None:
            for cur_plugin in inTreePlugins.values():
                if cur_plugin.can_support(pv):
                    return cur_plugin.get_in_tree_plugin_name()
            raise plugins.CSITranslationError(
                f"could not find in-tree plugin name from persistent volume {pv.name}"
            )
        if vol is not None:
            for cur_plugin in inTreePlugins.values():
                if cur_plugin.can_support_inline(vol):
                    return cur_plugin.get_in_tree_plugin_name()
            raise plugins.CSITranslationError(
                f"could not find in-tree plugin name from volume {vol.name}"
            )
        raise plugins.CSITranslationError("both persistent volume and volume are nil")

    def get_csi_name_from_in_tree_name(self, plugin_name: str) -> str:
        """The CSI driver that replaces the in-tree plugin; raises CSITranslationError for an
        unknown plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L168-L175
        """
        for csi_driver_name, cur_plugin in inTreePlugins.items():
            if cur_plugin.get_in_tree_plugin_name() == plugin_name:
                return csi_driver_name
        raise plugins.CSITranslationError(
            f"could not find CSI Driver name for plugin {plugin_name}"
        )

    def is_pv_migratable(self, pv: v1.PersistentVolume | None) -> bool:
        """Whether some translator handles the PV.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L187-L194
        """
        return any(cur_plugin.can_support(pv) for cur_plugin in inTreePlugins.values())

    def is_inline_migratable(self, vol: v1.Volume | None) -> bool:
        """Whether some translator handles the inline volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L197-L204
        """
        return any(cur_plugin.can_support_inline(vol) for cur_plugin in inTreePlugins.values())


def new() -> CSITranslator:
    """A CSITranslator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/translate.go#L48-L50
    """
    return CSITranslator()
