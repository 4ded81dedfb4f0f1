"""Port of k8s.io/csi-translation-lib/plugins: per in-tree plugin CSI translators.

Only what the scheduler calls is ported: translating in-tree PVs and inline volumes to CSI,
and the plugin/driver names.
"""

from .aws_ebs import (
    AWSEBSDriverName,
    AWSEBSInTreePluginName,
    AWSEBSTopologyKey,
    new_aws_elastic_block_store_csi_translator,
)
from .azure_disk import (
    AzureDiskDriverName,
    AzureDiskInTreePluginName,
    AzureDiskTopologyKey,
    new_azure_disk_csi_translator,
)
from .azure_file import (
    AzureFileDriverName,
    AzureFileInTreePluginName,
    new_azure_file_csi_translator,
)
from .gce_pd import (
    GCEPDDriverName,
    GCEPDInTreePluginName,
    GCEPDTopologyKey,
    new_gce_persistent_disk_csi_translator,
)
from .in_tree_volume import CSITranslationError, InTreePlugin
from .openstack_cinder import (
    CinderDriverName,
    CinderInTreePluginName,
    CinderTopologyKey,
    new_open_stack_cinder_csi_translator,
)
from .portworx import PortworxDriverName, PortworxVolumePluginName, new_portworx_csi_translator
from .vsphere_volume import VSphereDriverName, VSphereInTreePluginName, new_vsphere_csi_translator

__all__ = [
    "AWSEBSDriverName",
    "AWSEBSInTreePluginName",
    "AWSEBSTopologyKey",
    "AzureDiskDriverName",
    "AzureDiskInTreePluginName",
    "AzureDiskTopologyKey",
    "AzureFileDriverName",
    "AzureFileInTreePluginName",
    "CSITranslationError",
    "CinderDriverName",
    "CinderInTreePluginName",
    "CinderTopologyKey",
    "GCEPDDriverName",
    "GCEPDInTreePluginName",
    "GCEPDTopologyKey",
    "InTreePlugin",
    "PortworxDriverName",
    "PortworxVolumePluginName",
    "VSphereDriverName",
    "VSphereInTreePluginName",
    "new_aws_elastic_block_store_csi_translator",
    "new_azure_disk_csi_translator",
    "new_azure_file_csi_translator",
    "new_gce_persistent_disk_csi_translator",
    "new_open_stack_cinder_csi_translator",
    "new_portworx_csi_translator",
    "new_vsphere_csi_translator",
]
