"""The cache state machine: every legal transition drawn, a pod's transitions highlighted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.v1_31.internal.cache.observe import LEGAL_TRANSITIONS, PodCacheState
from kube_scheduler_py.viz.cache import (
    CACHE_INTERFACE,
    CACHE_METHODS,
    DOCUMENTED_TRANSITIONS,
    STATES,
    cache_diagram,
    transitions_from_trace,
)


def _labels(parsed: Any, tail: str, head: str) -> list[str]:
    return [attrs["label"] for attrs in parsed.edge(tail, head)]


def test_states_and_legal_transitions(dot: Callable[[str], Any]) -> None:
    parsed = dot(cache_diagram().source)
    assert list(parsed.nodes) == list(STATES)
    assert len(parsed.edges) == len(LEGAL_TRANSITIONS)
    for old, new, method in LEGAL_TRANSITIONS:
        (attrs,) = [a for a in parsed.edge(old.value, new.value) if a["label"] == method]
        documented = (old.value, new.value, method) in DOCUMENTED_TRANSITIONS
        assert (attrs.get("style") == "dashed") is not documented


def test_documented_transitions_are_legal() -> None:
    legal = {(a.value, b.value, m) for a, b, m in LEGAL_TRANSITIONS}
    assert legal >= DOCUMENTED_TRANSITIONS


def test_edges_link_to_the_cache_methods(
    dot: Callable[[str], Any], go_declaration: Callable[[str, str], str | None]
) -> None:
    assert go_declaration(CACHE_INTERFACE[1], CACHE_INTERFACE[0]) is None
    for go_name, link in CACHE_METHODS.values():
        assert go_declaration(link, go_name) is None
    parsed = dot(cache_diagram().source)
    for tail, _, attrs in parsed.edges:
        assert attrs["URL"] == CACHE_METHODS[attrs["label"]][1], tail


def test_transitions_are_numbered_and_red(dot: Callable[[str], Any]) -> None:
    taken: list[tuple[str | PodCacheState, str | PodCacheState, str]] = [
        (PodCacheState.Initial, PodCacheState.Assumed, "AssumePod"),
        ("Assumed", "Initial", "ForgetPod"),
        ("Initial", "Assumed", "AssumePod"),
        ("Assumed", "Assumed", "FinishBinding"),
        ("Assumed", "Added", "AddPod"),
    ]
    parsed = dot(cache_diagram(taken, pod="default/p").source)
    assert _labels(parsed, "Initial", "Assumed") == ["1,3. AssumePod"]
    assert _labels(parsed, "Assumed", "Initial") == ["2. ForgetPod"]
    assert _labels(parsed, "Assumed", "Assumed") == ["4. FinishBinding"]
    assert "5. AddPod" in _labels(parsed, "Assumed", "Added")
    for attrs in parsed.edge("Assumed", "Initial"):
        assert attrs["color"] == "red3"
    assert parsed.nodes["Added"]["fillcolor"] == "mistyrose"
    assert "fillcolor" not in parsed.nodes["Assumed"]


def test_unknown_state_is_refused() -> None:
    with pytest.raises(ValueError, match="no such cache state"):
        cache_diagram([("Initial", "Bound", "AddPod")])


def test_every_pod_of_every_example(run: Any, dot: Callable[[str], Any]) -> None:
    for outcome in run.result.pods:
        key = f"{outcome.pod.metadata.namespace}/{outcome.pod.metadata.name}"
        taken = transitions_from_trace(run.trace, key)
        parsed = dot(cache_diagram(taken, pod=key).source)
        for number, (old, new, method) in enumerate(taken, start=1):
            labels = _labels(parsed, old, new)
            assert any(
                label.endswith(f". {method}") and str(number) in label.split(".")[0].split(",")
                for label in labels
            )
        if outcome.deleted:
            assert taken[-1][1:] == ("Deleted", "RemovePod")
        elif outcome.pod.spec.node_name:
            assert taken[-1][1] == "Added"
            assert parsed.nodes["Added"]["fillcolor"] == "mistyrose"


def test_a_pod_scheduled_by_the_run(example: Callable[[str], Any]) -> None:
    run = example("basic")
    assert transitions_from_trace(run.trace, "default/web-1") == [
        ("Initial", "Assumed", "AssumePod"),
        ("Assumed", "Assumed", "FinishBinding"),
        ("Assumed", "Added", "AddPod"),
    ]


@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_save(tmp_path: Path, suffix: str) -> None:
    taken = [("Initial", "Added", "AddPod"), ("Added", "Deleted", "RemovePod")]
    data = cache_diagram(taken).save(tmp_path / f"cache{suffix}").read_bytes()
    assert data.startswith(b"\x89PNG") if suffix == ".png" else b"1. AddPod" in data
