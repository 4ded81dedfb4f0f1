"""The interface every in-tree volume plugin's CSI translator implements, and the topology
helpers they share (moving zone labels and node affinity onto the CSI driver's topology key).

# Python: Go's translate methods take a logger first; this port does not log, so they do not.
"""

from __future__ import annotations

import contextlib
from abc import ABC, abstractmethod

from kube_scheduler_py.v1_37.api.core import v1

from .const import labelMultiZoneDelimiter

fsTypeKey = "fstype"
csiFsTypeKey = "csi.storage.k8s.io/fstype"
zoneKey = "zone"
zonesKey = "zones"


class CSITranslationError(Exception):
    """A volume that cannot be translated to its CSI form.

    Python-only: Go returns plain `error` values here; this class names them.
    """


class InTreePlugin(ABC):
    """Translates one in-tree volume type to the CSI driver that replaced it.

    # Python: only the methods the scheduler calls are declared (no StorageClass or
    # CSI-to-in-tree translation, no volume handle repair).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L32-L69
    """

    @abstractmethod
    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """A PV with the CSI source equivalent to the inline volume; raises
        CSITranslationError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L42
        """

    @abstractmethod
    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """The PV with its in-tree source replaced by the CSI one (pv may be modified);
        raises CSITranslationError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L46
        """

    @abstractmethod
    def can_support(self, pv: v1.PersistentVolume | None) -> bool:
        """Whether the PV uses this plugin's in-tree source.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L55
        """

    @abstractmethod
    def can_support_inline(self, vol: v1.Volume | None) -> bool:
        """Whether the inline volume uses this plugin's in-tree source.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L59
        """

    @abstractmethod
    def get_in_tree_plugin_name(self) -> str:
        """The in-tree plugin's name (e.g. kubernetes.io/gce-pd).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L62
        """

    @abstractmethod
    def get_csi_plugin_name(self) -> str:
        """The name of the CSI driver that replaces the in-tree plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L65
        """


def replace_topology(pv: v1.PersistentVolume | None, old_key: str, new_key: str) -> None:
    """Rename the node-affinity requirement key old_key to new_key in every term.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L87-L102
    """
    if (
        pv is None
        or pv.spec.node_affinity is None
        or pv.spec.node_affinity.required is None
        or len(pv.spec.node_affinity.required.node_selector_terms) == 0
    ):
        return
    for term in pv.spec.node_affinity.required.node_selector_terms:
        for r in term.match_expressions:
            if r.key == old_key:
                r.key = new_key


def get_topology_values(pv: v1.PersistentVolume, key: str) -> list[str]:
    """The sorted distinct values the PV's node affinity allows for key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L108-L132
    """
    if (
        pv.spec.node_affinity is None
        or pv.spec.node_affinity.required is None
        or len(pv.spec.node_affinity.required.node_selector_terms) < 1
    ):
        return []

    values: set[str] = set()
    for term in pv.spec.node_affinity.required.node_selector_terms:
        for r in term.match_expressions:
            if r.key == key:
                values.update(r.values)
    return sorted(values)


def add_topology(pv: v1.PersistentVolume, topology_key: str, zones: list[str]) -> None:
    """Add `topology_key In zones` (trimmed, deduplicated, sorted) to every node-affinity term;
    raises CSITranslationError when no zone is left.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L135-L178
    """
    filtered_zones = {zone.strip() for zone in zones if len(zone.strip()) > 0}
    zones = sorted(filtered_zones)
    if len(zones) < 1:
        raise CSITranslationError("there are no valid zones to add to pv")

    if pv.spec.node_affinity is None:
        pv.spec.node_affinity = v1.VolumeNodeAffinity()
    if pv.spec.node_affinity.required is None:
        pv.spec.node_affinity.required = v1.NodeSelector()
    if len(pv.spec.node_affinity.required.node_selector_terms) == 0:
        pv.spec.node_affinity.required.node_selector_terms = [v1.NodeSelectorTerm()]

    for term in pv.spec.node_affinity.required.node_selector_terms:
        term.match_expressions.append(
            v1.NodeSelectorRequirement(
                key=topology_key, operator=v1.NodeSelectorOpIn, values=list(zones)
            )
        )


def translate_topology_from_in_tree_to_csi(pv: v1.PersistentVolume, csi_topology_key: str) -> None:
    """Move the PV's zone (from node affinity, else from its zone label) onto the CSI topology
    key, and turn a beta region requirement into the GA region label.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L185-L214
    """
    zone_label, region_label = get_topology_label(pv)

    zones = get_topology_values(pv, zone_label)
    if len(zones) > 0:
        replace_topology(pv, zone_label, csi_topology_key)
    elif zone_label in pv.labels:
        # No zone in the node affinity: take the zones from the PV's label.
        zones = pv.labels[zone_label].split(labelMultiZoneDelimiter)
        if len(zones) > 0:
            # Python: Go ignores the error of addTopology here.
            with contextlib.suppress(CSITranslationError):
                add_topology(pv, csi_topology_key, zones)

    if region_label == v1.LabelFailureDomainBetaRegion:
        regions = get_topology_values(pv, region_label)
        if len(regions) > 0:
            replace_topology(pv, region_label, v1.LabelTopologyRegion)


def get_topology_label(pv: v1.PersistentVolume) -> tuple[str, str]:
    """The zone and region label keys the PV uses: GA or beta, judged from its node affinity
    first and its labels second; GA when it uses neither.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L225-L241
    """
    if topology_key_exist(v1.LabelTopologyZone, pv.spec.node_affinity):
        return v1.LabelTopologyZone, v1.LabelTopologyRegion
    if topology_key_exist(v1.LabelFailureDomainBetaZone, pv.spec.node_affinity):
        return v1.LabelFailureDomainBetaZone, v1.LabelFailureDomainBetaRegion
    if v1.LabelTopologyZone in pv.labels:
        return v1.LabelTopologyZone, v1.LabelTopologyRegion
    if v1.LabelFailureDomainBetaZone in pv.labels:
        return v1.LabelFailureDomainBetaZone, v1.LabelFailureDomainBetaRegion
    return v1.LabelTopologyZone, v1.LabelTopologyRegion


def topology_key_exist(key: str, vna: v1.VolumeNodeAffinity | None) -> bool:
    """Whether any requirement of the node affinity uses key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/csi-translation-lib/plugins/in_tree_volume.go#L244-L258
    """
    if vna is None or vna.required is None or len(vna.required.node_selector_terms) == 0:
        return False
    for node_selector_terms in vna.required.node_selector_terms:
        for node_selector_requirement in node_selector_terms.match_expressions:
            if node_selector_requirement.key == key:
                return True
    return False
