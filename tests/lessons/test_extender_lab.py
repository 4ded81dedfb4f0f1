"""Notebook 13's laboratory: two profiles score the other way round, another scheduler's pod
is never queued, and the extender served on 127.0.0.1 filters and prioritizes."""

from __future__ import annotations

import socket
from urllib.parse import urlparse

from kube_scheduler_py.lessons.extender_lab import (
    Extender,
    extender_config,
    profile_pods,
    profiles_config,
    serve_extender,
    three_nodes,
)
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.trace import QueueMove, Trace


def _nodes(result: object) -> dict[str, str]:
    return {o.pod.metadata.name: o.pod.spec.node_name for o in result.pods}  # type: ignore[attr-defined]


def test_bin_packer_packs_the_default_profile_spreads() -> None:
    trace = Trace()
    placed = _nodes(
        simulate(three_nodes() + profile_pods(), profiles_config(), seed=0, trace=trace)
    )
    assert placed["pack-1"] == placed["pack-2"] == "node-1"
    assert {placed["spread-1"], placed["spread-2"]} == {"node-2", "node-3"}
    assert placed["stray"] == ""
    assert not [r for r in trace.records_for("default/stray") if isinstance(r, QueueMove)]


def test_the_extender_filters_and_prioritizes_over_http() -> None:
    extender = Extender(maintenance={"node-2"}, preferred={"node-1": 10})
    with serve_extender(extender):
        result = simulate(three_nodes() + profile_pods()[:1], extender_config(extender.url), seed=0)
    assert _nodes(result)["spread-1"] == "node-1"
    assert extender.calls == [
        "filter(spread-1, node-1, node-2, node-3)",
        "prioritize(spread-1, node-1, node-3)",
    ]
    address = urlparse(extender.url)
    assert address.hostname == "127.0.0.1"
    with socket.socket() as probe:
        assert probe.connect_ex((address.hostname, address.port or 0)) != 0, "still serving"


def test_without_sockets_the_extender_is_served_in_process() -> None:
    """As in the browser: the same URL form, calls and placement, and no socket listens."""
    extender = Extender(maintenance={"node-2"}, preferred={"node-1": 10})
    with serve_extender(extender, sockets=False):
        address = urlparse(extender.url)
        assert address.hostname == "127.0.0.1" and address.port
        with socket.socket() as probe:
            assert probe.connect_ex((address.hostname, address.port)) != 0, "a socket listens"
        result = simulate(three_nodes() + profile_pods()[:1], extender_config(extender.url), seed=0)
    assert _nodes(result)["spread-1"] == "node-1"
    assert extender.calls == [
        "filter(spread-1, node-1, node-2, node-3)",
        "prioritize(spread-1, node-1, node-3)",
    ]
    after = simulate(three_nodes() + profile_pods()[:1], extender_config(extender.url), seed=0)
    assert _nodes(after)["spread-1"] == "", "the extender still answers after its block"
