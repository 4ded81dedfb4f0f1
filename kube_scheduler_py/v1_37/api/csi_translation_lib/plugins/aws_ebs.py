"""Translation of in-tree AWS EBS volumes to the EBS CSI driver."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1

from .in_tree_volume import (
    CSITranslationError,
    InTreePlugin,
    translate_topology_from_in_tree_to_csi,
)

AWSEBSDriverName = "ebs.csi.aws.com"
AWSEBSInTreePluginName = "kubernetes.io/aws-ebs"
AWSEBSTopologyKey = "topology." + AWSEBSDriverName + "/zone"
iopsPerGBKey = "iopspergb"
allowIncreaseIOPSKey = "allowautoiopspergbincrease"


class awsElasticBlockStoreCSITranslator(InTreePlugin):
    """The EBS translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L53
    """

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """A PV with the EBS CSI source of an inline EBS volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L104-L135
        """
        if volume is None or volume.aws_elastic_block_store is None:
            raise CSITranslationError("volume is nil or AWS EBS not defined on volume")
        ebs_source = volume.aws_elastic_block_store
        try:
            volume_handle = kubernetes_volume_id_to_ebs_volume_id(ebs_source.volume_id)
        except CSITranslationError as err:
            raise CSITranslationError(
                f"failed to translate Kubernetes ID to EBS Volume ID {err}"
            ) from None
        return v1.PersistentVolume(
            # The name must be unique per disk: it is part of the staging path.
            metadata=metav1.ObjectMeta(name=f"{AWSEBSDriverName}-{volume_handle}"),
            spec=v1.PersistentVolumeSpec(
                persistent_volume_source=v1.PersistentVolumeSource(
                    csi=v1.CSIPersistentVolumeSource(
                        driver=AWSEBSDriverName,
                        volume_handle=volume_handle,
                        read_only=ebs_source.read_only,
                        fs_type=ebs_source.fs_type,
                        volume_attributes={"partition": str(ebs_source.partition)},
                    )
                ),
                access_modes=[v1.ReadWriteOnce],
            ),
        )

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Replace the PV's EBS source by the EBS CSI source and its zone by the driver's
        topology key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L139-L168
        """
        if pv is None or pv.spec.aws_elastic_block_store is None:
            raise CSITranslationError("pv is nil or AWS EBS not defined on pv")

        ebs_source = pv.spec.aws_elastic_block_store
        try:
            volume_handle = kubernetes_volume_id_to_ebs_volume_id(ebs_source.volume_id)
        except CSITranslationError as err:
            raise CSITranslationError(
                f"failed to translate Kubernetes ID to EBS Volume ID {err}"
            ) from None

        csi_source = v1.CSIPersistentVolumeSource(
            driver=AWSEBSDriverName,
            volume_handle=volume_handle,
            read_only=ebs_source.read_only,
            fs_type=ebs_source.fs_type,
            volume_attributes={"partition": str(ebs_source.partition)},
        )

        translate_topology_from_in_tree_to_csi(pv, AWSEBSTopologyKey)

        pv.spec.persistent_volume_source.aws_elastic_block_store = None
        pv.spec.persistent_volume_source.csi = csi_source
        return pv

    def can_support(self, pv: v1.PersistentVolume | None) -> bool:
        """Whether the PV is an in-tree EBS volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L206-L208
        """
        return pv is not None and pv.spec.aws_elastic_block_store is not None

    def can_support_inline(self, volume: v1.Volume | None) -> bool:
        """Whether the inline volume is an EBS volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L213-L215
        """
        return volume is not None and volume.aws_elastic_block_store is not None

    def get_in_tree_plugin_name(self) -> str:
        """kubernetes.io/aws-ebs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L218-L220
        """
        return AWSEBSInTreePluginName

    def get_csi_plugin_name(self) -> str:
        """ebs.csi.aws.com.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L223-L225
        """
        return AWSEBSDriverName


def new_aws_elastic_block_store_csi_translator() -> InTreePlugin:
    """A new EBS translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L56-L58
    """
    return awsElasticBlockStoreCSITranslator()


# Python: \Z instead of $, which in Python would also match before a final newline.
awsVolumeRegMatch = re.compile(r"^vol-[^/]*\Z")


def kubernetes_volume_id_to_ebs_volume_id(kubernetes_id: str) -> str:
    """The bare EBS volume id (vol-...) of a Kubernetes EBS volume id, which may be written
    aws://<zone>/<id>; raises CSITranslationError for a malformed id.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/aws_ebs.go#L245-L278
    """
    if not kubernetes_id.startswith("aws://"):
        # A bare volume id.
        return kubernetes_id
    # Python: urlsplit stands in for Go's url.Parse; it accepts what url.Parse accepts here.
    url = urlsplit(kubernetes_id)
    if url.scheme != "aws":
        raise CSITranslationError(f"Invalid scheme for AWS volume ({kubernetes_id})")

    aws_id = url.path.strip("/")

    if not awsVolumeRegMatch.search(aws_id):
        raise CSITranslationError(f"Invalid format for AWS volume ({kubernetes_id})")

    return aws_id
