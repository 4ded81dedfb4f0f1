"""Translation of in-tree GCE persistent disks to the GCE PD CSI driver."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1

from .const import labelMultiZoneDelimiter
from .in_tree_volume import (
    CSITranslationError,
    InTreePlugin,
    translate_topology_from_in_tree_to_csi,
)

GCEPDDriverName = "pd.csi.storage.gke.io"
GCEPDInTreePluginName = "kubernetes.io/gce-pd"
GCEPDTopologyKey = "topology.gke.io/zone"
# Python: Go's "projects/%s/zones/%s/disks/%s" formats, written for str.format.
volIDZonalFmt = "projects/{}/zones/{}/disks/{}"
volIDRegionalFmt = "projects/{}/regions/{}/disks/{}"
UnspecifiedValue = "UNSPECIFIED"


class gcePersistentDiskCSITranslator(InTreePlugin):
    """The GCE PD translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L61
    """

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """A PV with the GCE PD CSI source of an inline GCE PD (zone left unspecified).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L166-L208
        """
        if volume is None or volume.gce_persistent_disk is None:
            raise CSITranslationError("volume is nil or GCE PD not defined on volume")

        pd_source = volume.gce_persistent_disk

        partition = ""
        if pd_source.partition != 0:
            partition = str(pd_source.partition)

        am = v1.ReadOnlyMany if pd_source.read_only else v1.ReadWriteOnce

        return v1.PersistentVolume(
            # The name must be unique per disk: it is part of the staging path.
            metadata=metav1.ObjectMeta(name=f"{GCEPDDriverName}-{pd_source.pd_name}"),
            spec=v1.PersistentVolumeSpec(
                persistent_volume_source=v1.PersistentVolumeSource(
                    csi=v1.CSIPersistentVolumeSource(
                        driver=GCEPDDriverName,
                        volume_handle=volIDZonalFmt.format(
                            UnspecifiedValue, UnspecifiedValue, pd_source.pd_name
                        ),
                        read_only=pd_source.read_only,
                        fs_type=pd_source.fs_type,
                        volume_attributes={"partition": partition},
                    )
                ),
                access_modes=[am],
                volume_mode=v1.PersistentVolumeFilesystem,
            ),
        )

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Replace the PV's GCE PD source by the CSI source; the volume id carries the zone
        (or the region of a regional disk) from the PV's zone label.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L212-L267
        """
        if pv is None or pv.spec.gce_persistent_disk is None:
            raise CSITranslationError("pv is nil or GCE Persistent Disk source not defined on pv")

        # The zone label is the beta one or the GA one, depending on the PV's age.
        zones_label = pv.labels.get(v1.LabelFailureDomainBetaZone, "")
        if zones_label == "":
            zones_label = pv.labels.get(v1.LabelTopologyZone, "")

        pd_name = pv.spec.gce_persistent_disk.pd_name
        zones = zones_label.split(labelMultiZoneDelimiter)
        if len(zones) == 1 and len(zones[0]) != 0:
            vol_id = volIDZonalFmt.format(UnspecifiedValue, zones[0], pd_name)
        elif len(zones) > 1:
            try:
                region = gce_get_region_from_zones(zones)
            except CSITranslationError as err:
                raise CSITranslationError(f"failed to get region from zones: {err}") from None
            vol_id = volIDRegionalFmt.format(UnspecifiedValue, region, pd_name)
        else:
            vol_id = volIDZonalFmt.format(UnspecifiedValue, UnspecifiedValue, pd_name)

        gce_source = pv.spec.persistent_volume_source.gce_persistent_disk
        assert gce_source is not None

        partition = ""
        if gce_source.partition != 0:
            partition = str(gce_source.partition)

        csi_source = v1.CSIPersistentVolumeSource(
            driver=GCEPDDriverName,
            volume_handle=vol_id,
            read_only=gce_source.read_only,
            fs_type=gce_source.fs_type,
            volume_attributes={"partition": partition},
        )

        translate_topology_from_in_tree_to_csi(pv, GCEPDTopologyKey)

        pv.spec.persistent_volume_source.gce_persistent_disk = None
        pv.spec.persistent_volume_source.csi = csi_source
        pv.spec.access_modes = backward_compatible_access_modes(pv.spec.access_modes)
        return pv

    def can_support(self, pv: v1.PersistentVolume | None) -> bool:
        """Whether the PV is an in-tree GCE PD.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L309-L311
        """
        return pv is not None and pv.spec.gce_persistent_disk is not None

    def can_support_inline(self, volume: v1.Volume | None) -> bool:
        """Whether the inline volume is a GCE PD.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L316-L318
        """
        return volume is not None and volume.gce_persistent_disk is not None

    def get_in_tree_plugin_name(self) -> str:
        """kubernetes.io/gce-pd.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L321-L323
        """
        return GCEPDInTreePluginName

    def get_csi_plugin_name(self) -> str:
        """pd.csi.storage.gke.io.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L326-L328
        """
        return GCEPDDriverName


def new_gce_persistent_disk_csi_translator() -> InTreePlugin:
    """A new GCE PD translator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L64-L66
    """
    return gcePersistentDiskCSITranslator()


def backward_compatible_access_modes(ams: list[str]) -> list[str]:
    """The single access mode CSI accepts for the in-tree modes: ReadWriteMany counts as
    ReadWriteOnce, and ReadWriteOnce wins over ReadOnlyMany.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L130-L162
    """
    # Python: Go returns nil for a nil list; an empty list stays empty here.
    if not ams:
        return ams

    s: set[str] = set()
    for am in ams:
        s.add(v1.ReadWriteOnce if am == v1.ReadWriteMany else am)

    if v1.ReadOnlyMany in s and v1.ReadWriteOnce in s:
        return [v1.ReadWriteOnce]
    if v1.ReadWriteOnce in s:
        return [v1.ReadWriteOnce]
    if v1.ReadOnlyMany in s:
        return [v1.ReadOnlyMany]
    return [v1.ReadWriteOnce]


def gce_get_region_from_zones(zones: list[str]) -> str:
    """The one region of GCE zones ({locale}-{region}-{zone}); raises CSITranslationError for
    a malformed zone or zones from several regions.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/gce_pd.go#L383-L400
    """
    if len(zones) < 1:
        raise CSITranslationError("no zones specified")
    regions: set[str] = set()
    for zone in zones:
        split_zone = zone.split("-")
        if len(split_zone) != 3:
            raise CSITranslationError(
                "zone in unexpected format, expected: {locale}-{region}-{zone}, got: " + zone
            )
        regions.add("-".join(split_zone[0:2]))
    if len(regions) != 1:
        # Python: Go prints the set with %v (map[a:{} b:{}]); here it is a sorted list.
        raise CSITranslationError(
            f"multiple or no regions gotten from zones, got: {sorted(regions)}"
        )
    return next(iter(regions))
