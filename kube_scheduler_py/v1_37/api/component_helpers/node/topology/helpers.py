"""The failure-zone key of a node, used to spread the scheduler's node list across zones."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1


def get_zone_key(node: v1.Node) -> str:
    """A string unique per region and zone of node; "" when the node has neither label.

    The deprecated failure-domain.beta labels win over the topology.kubernetes.io ones. Region
    and zone are joined by ":\\x00:" so that a colon inside either cannot make two keys equal.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/node/topology/helpers.go#L31-L58
    """
    labels = node.labels
    # Python: Go checks for a nil label map; an empty dict gives the same result below.
    if not labels:
        return ""

    if v1.LabelFailureDomainBetaZone in labels:
        zone = labels[v1.LabelFailureDomainBetaZone]
    else:
        zone = labels.get(v1.LabelTopologyZone, "")

    if v1.LabelFailureDomainBetaRegion in labels:
        region = labels[v1.LabelFailureDomainBetaRegion]
    else:
        region = labels.get(v1.LabelTopologyRegion, "")

    if region == "" and zone == "":
        return ""

    return region + ":\x00:" + zone
