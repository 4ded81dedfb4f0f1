"""Topology domains and the pod affinity graph, built from simulate's outcome."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.viz.topology import (
    AFFINITY_KINDS,
    ZONE,
    pod_affinity_graph,
    spread_domains,
    topology_domains,
)


def _zone_counts(run: Any, labels: dict[str, str]) -> dict[str, int]:
    """Pods with those labels per zone, counted by hand from the outcome."""
    zones = {n.metadata.name: n.metadata.labels.get(ZONE) for n in run.nodes}
    counts = {zone: 0 for zone in zones.values() if zone is not None}
    for pod in run.live_pods:
        zone = zones.get(pod.spec.node_name or "")
        if zone is not None and labels.items() <= pod.metadata.labels.items():
            counts[zone] += 1
    return counts


def test_domains_of_every_example(run: Any, dot: Callable[[str], Any]) -> None:
    picture = topology_domains(run.nodes, run.live_pods, v1.LabelHostname, {"app": "web"})
    parsed = dot(picture.source)
    for pod in run.live_pods:
        key = f"{pod.metadata.namespace}/{pod.metadata.name}"
        node = pod.spec.node_name
        expected = f"cluster_node/{node}" if node else "cluster_pending"
        assert parsed.nodes[f"pod/{key}"]["cluster"] == expected
        matches = pod.metadata.labels.get("app") == "web"
        assert (parsed.nodes[f"pod/{key}"].get("fillcolor") == "gold") is matches
    kinds = [data["kind"] for _, data in picture.network.nodes(data=True)]
    assert kinds.count("node") == len(run.nodes)
    assert kinds.count("pod") == len(run.live_pods)


def test_zone_counts_of_the_spread_example(
    example: Callable[[str], Any], dot: Callable[[str], Any]
) -> None:
    run = example("topology-spread")
    picture = topology_domains(run.nodes, run.live_pods, ZONE, {"app": "web"})
    assert picture.counts == _zone_counts(run, {"app": "web"})
    assert picture.counts == {"zone-a": 2, "zone-b": 3}
    parsed = dot(picture.source)
    label = parsed.clusters["cluster_domain/zone-b"]["label"]
    assert label == f"{ZONE}=zone-b\\n3 matching pod(s)"
    assert parsed.nodes["pod/default/lonely"]["cluster"] == "cluster_pending"


def test_selector_kinds_count_alike(example: Callable[[str], Any]) -> None:
    run = example("topology-spread")
    selector = metav1.LabelSelector(match_labels={"app": "web"})
    by_mapping = topology_domains(run.nodes, run.live_pods, ZONE, {"app": "web"})
    by_selector = topology_domains(run.nodes, run.live_pods, ZONE, selector)
    assert by_mapping.counts == by_selector.counts
    other_namespace = topology_domains(run.nodes, run.live_pods, ZONE, selector, "kube-system")
    assert other_namespace.counts == {"zone-a": 0, "zone-b": 0}
    assert topology_domains(run.nodes, run.live_pods, ZONE).counts == {}


def test_spread_domains_for_a_pending_pod(example: Callable[[str], Any]) -> None:
    run = example("topology-spread")
    web5 = run.outcome("web-5").pod
    picture = spread_domains(web5, run.nodes, run.live_pods)
    # The pod itself is not counted: the counts are what it saw before being placed.
    counts = _zone_counts(run, {"app": "web"})
    own_node = next(n for n in run.nodes if n.metadata.name == web5.spec.node_name)
    counts[own_node.metadata.labels[ZONE]] -= 1
    assert picture.counts == counts
    lonely = spread_domains(run.outcome("lonely").pod, run.nodes, run.live_pods)
    assert lonely.counts == {}
    domains = [d for _, d in lonely.network.nodes(data=True) if d["kind"] == "domain"]
    assert [d["value"] for d in domains] == [""]


def test_affinity_graph_of_the_anti_affinity_example(
    example: Callable[[str], Any], dot: Callable[[str], Any]
) -> None:
    run = example("pod-anti-affinity")
    picture = pod_affinity_graph(run.live_pods, run.nodes)
    edges = {(a, b, d["kind"]): d for a, b, d in picture.network.edges(data=True)}
    caches = [f"default/cache-{i}" for i in range(1, 5)]
    for source in caches[1:]:
        for target in caches:
            if source != target:
                assert (source, target, "required anti-affinity") in edges
    for target in caches:
        data = edges[("default/web", target, "preferred affinity")]
        assert data["weight"] == 100
    assert ("default/web", "default/web-0", "preferred anti-affinity") in edges
    assert edges[("default/web", "default/cache-1", "preferred affinity")]["same_domain"]
    for source, target, _ in edges:
        assert source != target
    # Required anti-affinity held: no two cache pods on one node.
    assert not any(d["same_domain"] for k, d in edges.items() if k[2] == "required anti-affinity")
    parsed = dot(picture.source)
    assert len(parsed.edges) == len(edges)
    for tail, head, attrs in parsed.edges:
        kind = next(k for k in AFFINITY_KINDS if attrs["label"].startswith(k))
        assert (attrs["color"], attrs["style"]) == AFFINITY_KINDS[kind]
        assert (tail, head, kind) in edges
    assert parsed.nodes["default/cache-4"]["cluster"] == "cluster_node/pending"


def test_affinity_graph_of_every_example(run: Any) -> None:
    picture = pod_affinity_graph(run.live_pods, run.nodes)
    assert picture.network.number_of_nodes() == len(run.live_pods)
    with_terms = {
        f"default/{p.metadata.name}"
        for p in run.live_pods
        if p.spec.affinity is not None
        and (p.spec.affinity.pod_affinity or p.spec.affinity.pod_anti_affinity)
    }
    assert {source for source, _ in picture.network.edges()} <= with_terms


@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_save(tmp_path: Path, suffix: str, example: Callable[[str], Any]) -> None:
    run = example("topology-spread")
    for name, picture in (
        ("domains", topology_domains(run.nodes, run.live_pods, ZONE, {"app": "web"})),
        ("affinity", pod_affinity_graph(run.live_pods, run.nodes)),
    ):
        data = picture.save(tmp_path / f"{name}{suffix}").read_bytes()
        assert data.startswith(b"\x89PNG") if suffix == ".png" else b"<svg" in data
