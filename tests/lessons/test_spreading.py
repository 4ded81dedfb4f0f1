"""Notebook 12's laboratory: the zoned cluster places web-new where spreading and
anti-affinity allow, and PreFilter's counted work grows with the pods while Filter's does not."""

from __future__ import annotations

from kube_scheduler_py.lessons.spreading import (
    INCOMING,
    PLUGINS,
    prefilter_work,
    selector_checks,
    spread_cluster,
)
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.v1_31.api.labels import labels
from kube_scheduler_py.v1_31.api.labels import selector as labels_selector
from kube_scheduler_py.v1_31.api.loader import load_text


def test_web_new_avoids_the_crowded_zone_and_the_cache_host() -> None:
    result = simulate(load_text(spread_cluster() + "\n---\n" + INCOMING).objects, seed=0)
    assert result.pods[-1].pod.spec.node_name.split("-")[1] in ("b", "c")


def test_prefilter_scans_every_pod_filter_only_looks_up() -> None:
    small, large = prefilter_work(3, 2, 1), prefilter_work(3, 4, 2)
    for works in (small, large):
        assert [w.plugin for w in works] == list(PLUGINS)
        assert all(w.prefilter == w.pods for w in works)
    assert [w.filter_per_node for w in small] == [w.filter_per_node for w in large]


def test_selector_checks_counts_and_restores() -> None:
    original = labels_selector.internalSelector.matches
    selector = labels_selector.parse("app=web")
    with selector_checks() as count:
        selector.matches(labels.Set({"app": "web"}))
    assert count[0] == 1
    assert labels_selector.internalSelector.matches is original
