"""Volume helpers the scheduler shares with the kubelet."""

from __future__ import annotations

from kube_scheduler_py.v1_31.api.core import v1


def get_local_persistent_volume_node_names(pv: v1.PersistentVolume | None) -> list[str]:
    """The sorted node names a (local) PV is pinned to by `kubernetes.io/hostname In`
    requirements: intersected within a term, united across terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/volume/util/util.go#L529-L550
    """
    if pv is None or pv.spec.node_affinity is None or pv.spec.node_affinity.required is None:
        return []

    result: set[str] = set()
    for term in pv.spec.node_affinity.required.node_selector_terms:
        nodes: set[str] | None = None
        for match_expr in term.match_expressions:
            if match_expr.key == v1.LabelHostname and match_expr.operator == v1.NodeSelectorOpIn:
                values = set(match_expr.values)
                nodes = values if nodes is None else nodes & values
        result |= nodes or set()

    return sorted(result)
