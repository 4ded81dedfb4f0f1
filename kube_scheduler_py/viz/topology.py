"""Where pods sit in the cluster's topology, and how their pod (anti-)affinity terms tie them
together: networkx graphs, drawn with graphviz.

- `topology_domains`: nodes grouped by the value of a topology key (a zone, say), the pods on
  each node, and per domain the number of pods a label selector matches, counted the way
  PodTopologySpread counts them (same namespace, not terminating; nodes without the key are in
  no domain). `spread_domains` takes the key and selector from one of a pod's
  topologySpreadConstraints, with its matchLabelKeys and node inclusion policies.
- `pod_affinity_graph`: one vertex per pod, one edge per pod (anti-)affinity term of a pod that
  matches another pod (its label selector and namespaces, as InterPodAffinity matches them),
  coloured by kind: required or preferred, affinity or anti-affinity.

    objects = load_paths(["examples/topology-spread.yaml"]).objects
    result = simulate(objects)
    nodes = [o for o in objects if isinstance(o, v1.Node)]
    pods = [o.pod for o in result.pods if not o.deleted]
    topology_domains(nodes, pods, "topology.kubernetes.io/zone", {"app": "web"})

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import graphviz  # type: ignore[import-untyped]

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1.nodeaffinity import (
    nodeaffinity,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import label_selector_as_selector
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.common import (
    count_pods_match_selector,
    merge_label_set_with_selector,
    topologySpreadConstraint,
)
from kube_scheduler_py.viz.render import Diagram

if TYPE_CHECKING:
    import networkx as nx  # type: ignore[import-untyped]

__all__ = [
    "AFFINITY_KINDS",
    "ZONE",
    "TopologyDiagram",
    "pod_affinity_graph",
    "spread_domains",
    "topology_domains",
]

ZONE = "topology.kubernetes.io/zone"
_PENDING = "pending"

#: Edge kinds of the affinity graph: kind -> (colour, line style).
AFFINITY_KINDS: dict[str, tuple[str, str]] = {
    "required affinity": ("forestgreen", "solid"),
    "preferred affinity": ("forestgreen", "dashed"),
    "required anti-affinity": ("red3", "solid"),
    "preferred anti-affinity": ("red3", "dashed"),
}


class TopologyDiagram(Diagram):
    """A graphviz picture of a networkx graph: `network` is the graph, `counts` the matching
    pods per topology domain (empty for the affinity graph)."""

    def __init__(
        self, graph: graphviz.Digraph, network: nx.Graph, counts: dict[str, int] | None = None
    ) -> None:
        super().__init__(graph)
        self.network = network
        self.counts = counts or {}


def _key(pod: v1.Pod) -> str:
    return f"{pod.metadata.namespace}/{pod.metadata.name}"


def _selector(selector: Any) -> labels.Selector | None:
    """A parsed selector from a labels.Selector, a metav1.LabelSelector or matchLabels."""
    if selector is None:
        return None
    if isinstance(selector, metav1.LabelSelector):
        return label_selector_as_selector(selector)
    if isinstance(selector, Mapping):
        return label_selector_as_selector(metav1.LabelSelector(match_labels=dict(selector)))
    parsed: labels.Selector = selector
    return parsed


def _pods_by_node(pods: Sequence[v1.Pod]) -> dict[str, list[v1.Pod]]:
    by_node: dict[str, list[v1.Pod]] = {}
    for pod in pods:
        by_node.setdefault(pod.spec.node_name or "", []).append(pod)
    return by_node


def topology_domains(
    nodes: Sequence[v1.Node],
    pods: Sequence[v1.Pod],
    topology_key: str = ZONE,
    selector: Any = None,
    namespace: str = metav1.NamespaceDefault,
    counted_nodes: set[str] | None = None,
    title: str = "",
) -> TopologyDiagram:
    """Nodes grouped by their value of topology_key, with their pods (unbound pods apart).
    With a selector (a labels.Selector, a metav1.LabelSelector or a matchLabels mapping), the
    pods it matches in namespace are filled and counted per domain; counted_nodes, if given,
    limits the count to those nodes (the others are drawn grey)."""
    import networkx as nx  # on use: slow to import (seconds in the browser edition's kernel)

    parsed = _selector(selector)
    by_node = _pods_by_node(pods)
    network = nx.Graph()
    counts: dict[str, int] = {}
    domains: dict[str, list[v1.Node]] = {}
    for node in sorted(nodes, key=lambda n: n.metadata.name):
        value = node.metadata.labels.get(topology_key)
        domains.setdefault("" if value is None else value, []).append(node)

    for value in sorted(domains):
        domain_id = f"domain/{value}"
        network.add_node(domain_id, kind="domain", key=topology_key, value=value)
        for node in domains[value]:
            name = node.metadata.name
            counted = value != "" and (counted_nodes is None or name in counted_nodes)
            network.add_node(f"node/{name}", kind="node", counted=counted)
            network.add_edge(domain_id, f"node/{name}")
            node_pods = by_node.get(name, [])
            for pod in node_pods:
                _add_pod(network, pod, parsed, namespace)
                network.add_edge(f"node/{name}", f"pod/{_key(pod)}")
            if parsed is not None and counted:
                infos = [framework.new_pod_info(pod) for pod in node_pods]
                matched = count_pods_match_selector(infos, parsed, namespace)
                counts[value] = counts.get(value, 0) + matched
        if parsed is not None and value != "":
            counts.setdefault(value, 0)
    for pod in by_node.get("", []):
        _add_pod(network, pod, parsed, namespace)
        network.nodes[f"pod/{_key(pod)}"]["pending"] = True

    heading = title or f"domains of {topology_key}"
    return TopologyDiagram(_draw_domains(network, counts, topology_key, heading), network, counts)


def _add_pod(
    network: nx.Graph, pod: v1.Pod, selector: labels.Selector | None, namespace: str
) -> None:
    matches = (
        selector is not None
        and pod.metadata.namespace == namespace
        and selector.matches(labels.Set(pod.metadata.labels))
    )
    network.add_node(
        f"pod/{_key(pod)}",
        kind="pod",
        matches=matches,
        terminating=pod.metadata.deletion_timestamp is not None,
        pending=False,
    )


def _draw_domains(
    network: nx.Graph, counts: dict[str, int], topology_key: str, title: str
) -> graphviz.Digraph:
    graph = graphviz.Digraph(
        "topology",
        graph_attr={"label": title, "labelloc": "t", "fontname": "Helvetica", "rankdir": "TB"},
    )
    graph.attr("node", fontname="Helvetica", fontsize="10", shape="box", style="rounded")
    for domain_id, data in network.nodes(data=True):
        if data["kind"] != "domain":
            continue
        value = data["value"]
        label = f"{topology_key}={value}" if value else f"no {topology_key} label"
        if value in counts:
            label += f"\\n{counts[value]} matching pod(s)"
        with graph.subgraph(name=f"cluster_{domain_id}") as domain:
            domain.attr(label=label, style="rounded,filled", fillcolor="aliceblue")
            for node_id in sorted(network.neighbors(domain_id)):
                _draw_node(domain, network, node_id)
    pending = [p for p, d in network.nodes(data=True) if d.get("pending")]
    if pending:
        with graph.subgraph(name="cluster_pending") as box:
            box.attr(label="not bound to a node", style="dashed")
            for pod_id in pending:
                box.node(pod_id, **_pod_attrs(pod_id, network.nodes[pod_id]))
    return graph


def _draw_node(domain: graphviz.Digraph, network: nx.Graph, node_id: str) -> None:
    name = node_id.removeprefix("node/")
    counted = network.nodes[node_id]["counted"]
    with domain.subgraph(name=f"cluster_{node_id}") as box:
        box.attr(
            label=name if counted else f"{name} (not counted)",
            style="filled",
            fillcolor="white" if counted else "gray90",
        )
        pods = sorted(p for p in network.neighbors(node_id) if p.startswith("pod/"))
        if not pods:
            box.node(f"{node_id}/empty", "no pods", shape="plaintext", fontcolor="gray50")
        for pod_id in pods:
            box.node(pod_id, **_pod_attrs(pod_id, network.nodes[pod_id]))


def _pod_attrs(pod_id: str, data: Mapping[str, Any]) -> dict[str, str]:
    attrs = {"label": pod_id.removeprefix("pod/")}
    if data.get("matches"):
        attrs.update(style="rounded,filled", fillcolor="gold")
    if data.get("terminating"):
        attrs["style"] = attrs.get("style", "rounded") + ",dashed"
    return attrs


def spread_domains(
    pod: v1.Pod,
    nodes: Sequence[v1.Node],
    pods: Sequence[v1.Pod],
    index: int = 0,
) -> TopologyDiagram:
    """The domains of one of the pod's topologySpreadConstraints, counted for that pod: its
    selector merged with the pod's values of matchLabelKeys, its namespace, and only nodes that
    pass the constraint's node inclusion policies (nodeAffinityPolicy defaults to Honor,
    nodeTaintsPolicy to Ignore)."""
    c = pod.spec.topology_spread_constraints[index]
    selector = label_selector_as_selector(c.label_selector)
    match_labels = labels.Set(
        {k: pod.metadata.labels[k] for k in c.match_label_keys if k in pod.metadata.labels}
    )
    if match_labels:
        selector = merge_label_set_with_selector(match_labels, selector)
    constraint = topologySpreadConstraint(
        max_skew=c.max_skew,
        topology_key=c.topology_key,
        selector=selector,
        min_domains=c.min_domains if c.min_domains is not None else 1,
        node_affinity_policy=c.node_affinity_policy or v1.NodeInclusionPolicyHonor,
        node_taints_policy=c.node_taints_policy or v1.NodeInclusionPolicyIgnore,
    )
    require = nodeaffinity.get_required_node_affinity(pod)
    counted = {
        node.metadata.name
        for node in nodes
        if constraint.match_node_inclusion_policies(pod, node, require)
    }
    title = (
        f"{_key(pod)}: maxSkew {c.max_skew} over {c.topology_key} "
        f"({c.when_unsatisfiable}), pods matching {selector.string()}"
    )
    others = [p for p in pods if _key(p) != _key(pod)]
    return topology_domains(
        nodes, others, c.topology_key, selector, pod.metadata.namespace, counted, title
    )


def _affinity_terms(info: framework.PodInfo) -> list[tuple[str, framework.AffinityTerm, int]]:
    """A pod's parsed terms with their kind and weight (0 for required terms)."""
    terms = [("required affinity", t, 0) for t in info.required_affinity_terms]
    terms += [("required anti-affinity", t, 0) for t in info.required_anti_affinity_terms]
    terms += [
        ("preferred affinity", w.affinity_term, w.weight) for w in info.preferred_affinity_terms
    ]
    terms += [
        ("preferred anti-affinity", w.affinity_term, w.weight)
        for w in info.preferred_anti_affinity_terms
    ]
    return terms


def pod_affinity_graph(
    pods: Sequence[v1.Pod],
    nodes: Sequence[v1.Node] = (),
    namespace_labels: Mapping[str, Mapping[str, str]] | None = None,
) -> TopologyDiagram:
    """Pods as vertices (grouped by the node they are on) and an edge from a pod to every other
    pod one of its affinity or anti-affinity terms matches. An edge's data: kind, weight
    (preferred terms), topology_key, and same_domain (both pods are on nodes with the same
    value of the key: an affinity term is met there, an anti-affinity term is violated).
    namespace_labels gives the labels of namespaces, for terms with a namespaceSelector."""
    import networkx as nx  # on use: slow to import (seconds in the browser edition's kernel)

    ns_labels = namespace_labels or {}
    node_labels = {node.metadata.name: node.metadata.labels for node in nodes}
    network = nx.MultiDiGraph()
    infos = [framework.new_pod_info(pod) for pod in pods]
    for info in infos:
        network.add_node(_key(info.pod), node=info.pod.spec.node_name or "")
    for info in infos:
        for kind, term, weight in _affinity_terms(info):
            for other in infos:
                if other is info:
                    continue
                namespace = other.pod.metadata.namespace
                if not term.matches(other.pod, labels.Set(ns_labels.get(namespace, {}))):
                    continue
                network.add_edge(
                    _key(info.pod),
                    _key(other.pod),
                    kind=kind,
                    weight=weight,
                    topology_key=term.topology_key,
                    same_domain=_same_domain(info.pod, other.pod, term.topology_key, node_labels),
                )
    return TopologyDiagram(_draw_affinity(network), network)


def _same_domain(
    a: v1.Pod, b: v1.Pod, key: str, node_labels: Mapping[str, Mapping[str, str]]
) -> bool:
    """Whether both pods are bound to nodes that carry key with the same value."""
    if not a.spec.node_name or not b.spec.node_name:
        return False
    value_a = node_labels.get(a.spec.node_name, {}).get(key)
    value_b = node_labels.get(b.spec.node_name, {}).get(key)
    return value_a is not None and value_a == value_b


def _draw_affinity(network: nx.MultiDiGraph) -> graphviz.Digraph:
    graph = graphviz.Digraph(
        "affinity",
        graph_attr={"label": "pod affinity terms", "labelloc": "t", "fontname": "Helvetica"},
    )
    graph.attr("node", fontname="Helvetica", fontsize="10", shape="box", style="rounded")
    graph.attr("edge", fontname="Helvetica", fontsize="8")
    by_node: dict[str, list[str]] = {}
    for pod, data in network.nodes(data=True):
        by_node.setdefault(data["node"], []).append(pod)
    for node in sorted(by_node):
        with graph.subgraph(name=f"cluster_node/{node or _PENDING}") as box:
            box.attr(label=node or "not bound to a node", style="rounded" if node else "dashed")
            for pod in sorted(by_node[node]):
                box.node(pod, pod)
    for tail, head, data in network.edges(data=True):
        color, style = AFFINITY_KINDS[data["kind"]]
        label = data["kind"] + (f" ({data['weight']})" if data["weight"] else "")
        label += f"\\n{data['topology_key']}"
        attrs = {"label": label, "color": color, "fontcolor": color, "style": style}
        if data["same_domain"]:
            attrs["penwidth"] = "2.5"
        graph.edge(tail, head, **attrs)
    return graph
