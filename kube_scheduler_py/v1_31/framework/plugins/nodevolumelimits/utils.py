"""Helpers shared by the volume limit plugins: CSI migration status and node volume limits."""

from __future__ import annotations

from kube_scheduler_py.v1_31 import features, framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.v1.helper import helpers as v1helper
from kube_scheduler_py.v1_31.api.csi_translation_lib import plugins as csilibplugins
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1


def is_csi_migration_on(csi_node: storagev1.CSINode | None, plugin_name: str) -> bool:
    """Whether the in-tree plugin's volumes are handled by its CSI driver on the node.

    EBS, GCE PD, Azure Disk and Cinder are always migrated once the node has a CSINode;
    Portworx needs its gate and the plugin listed in the CSINode's migrated-plugins
    annotation; other plugins are never migrated.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/utils.go#L34-L75
    """
    if csi_node is None or len(plugin_name) == 0:
        return False

    if plugin_name in (
        csilibplugins.AWSEBSInTreePluginName,
        csilibplugins.GCEPDInTreePluginName,
        csilibplugins.AzureDiskInTreePluginName,
        csilibplugins.CinderInTreePluginName,
    ):
        return True
    if plugin_name == csilibplugins.PortworxVolumePluginName:
        if not features.DefaultFeatureGate.enabled(features.CSIMigrationPortworx):
            return False
    else:
        return False

    # The node must list the plugin as migrated to its CSI driver.
    mpa = csi_node.annotations.get(v1.MigratedPluginsAnnotationKey, "")
    mpa_set = set() if len(mpa) == 0 else set(mpa.split(","))
    return plugin_name in mpa_set


def volume_limits(n: framework.NodeInfo) -> dict[str, int]:
    """The node's allocatable attachable-volumes-* resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/utils.go#L78-L86
    """
    return {
        k: v
        for k, v in n.allocatable.scalar_resources.items()
        if v1helper.is_attachable_volume_resource_name(k)
    }
