"""simulate(keep_results=...) and --keep-results: how much of the per-node results is kept."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.cli import main
from kube_scheduler_py.simulation import results
from kube_scheduler_py.simulation.output import to_json
from kube_scheduler_py.simulation.results import (
    ANNOTATION_PREFIX,
    TOTAL_ANNOTATION_SIZE_LIMIT,
    Keep,
    ResultStore,
    go_json,
)
from kube_scheduler_py.simulation.run import SimulationResult, simulate
from kube_scheduler_py.trace import Trace
from kube_scheduler_py.v1_31.api.loader import load_text
from kube_scheduler_py.viz.matrix import score_heatmap, score_table
from kube_scheduler_py.widgets import StepperModel

PER_NODE = ("filter-result", "postfilter-result", "score-result", "finalscore-result")


def _node(name: str, cpu: int, taint: bool = False) -> str:
    taints = "spec: {taints: [{key: dedicated, value: gpu, effect: NoSchedule}]}" if taint else ""
    return f"""
apiVersion: v1
kind: Node
metadata: {{name: {name}, labels: {{kubernetes.io/hostname: {name}}}}}
{taints}
status: {{capacity: {{cpu: "{cpu}", memory: {cpu * 2}Gi, pods: "110"}}}}
"""


def _pod(name: str, cpu: str, extra: str = "") -> str:
    return f"""
apiVersion: v1
kind: Pod
metadata: {{name: {name}}}
spec:
  {extra}
  containers: [{{name: c, image: busybox, resources: {{requests: {{cpu: {cpu}}}}}}}]
"""


ON_N1 = "{kubernetes.io/hostname: n1}"

# Six nodes, two of them tainted; four pods that fit, one that preempts the pod running on n1
# (two attempts: a nomination, then the binding) and one that fits nowhere.
SCENARIO = "---".join(
    [
        "apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: high}\n"
        "value: 1000\n",
        *(_node(f"n{i}", i, taint=i > 4) for i in range(1, 7)),
        _pod("filler", "900m", "nodeName: n1"),
        *(_pod(f"web-{i}", "500m") for i in range(4)),
        _pod(
            "urgent", "1", "priorityClassName: high\n  nodeSelector: {kubernetes.io/hostname: n1}"
        ),
        _pod("giant", "64"),
    ]
)


def _run(keep: str | None) -> SimulationResult:
    objects = load_text(SCENARIO).objects
    if keep is None:
        return simulate(objects, seed=1)
    return simulate(objects, seed=1, keep_results=keep)


def _tables(annotations: Any) -> dict[str, Any]:
    return {key: json.loads(annotations[ANNOTATION_PREFIX + key]) for key in PER_NODE}


@pytest.fixture(scope="module")
def everything() -> SimulationResult:
    return _run(None)


def test_all_is_the_default_and_the_output_is_unchanged(everything: SimulationResult) -> None:
    output = to_json(everything)
    assert to_json(_run("all")) == output
    assert "keptResults" not in json.loads(output)


def test_the_scenario_shows_every_kind_of_result(everything: SimulationResult) -> None:
    # What the other tests rely on: rejections, scores, a nomination, a second attempt.
    pods = {o.pod.metadata.name: o for o in everything.pods}
    urgent = _tables(pods["urgent"].annotations)
    assert urgent["finalscore-result"] == {}  # the second attempt has one feasible node
    history = json.loads(pods["urgent"].annotations[ANNOTATION_PREFIX + "result-history"])
    first = json.loads(history[0][ANNOTATION_PREFIX + "postfilter-result"])
    assert first["n1"] == {"DefaultPreemption": "preemption victim"}
    web = _tables(pods["web-0"].annotations)
    assert len(web["score-result"]) == 3  # n1 is full, n5 and n6 are tainted
    assert web["filter-result"]["n5"]["TaintToleration"] != "passed"
    assert pods["giant"].pod.spec.node_name == ""


def test_rejections_keeps_only_what_did_not_pass(everything: SimulationResult) -> None:
    kept = _run("rejections")
    assert json.loads(to_json(kept))["keptResults"] == "rejections"
    for full, trimmed in zip(everything.pods, kept.pods, strict=True):
        assert trimmed.pod.spec.node_name == full.pod.spec.node_name
        if not full.annotations:
            assert not trimmed.annotations
            continue
        want = _tables(full.annotations)
        got = _tables(trimmed.annotations)
        rejected = {
            node: {p: m for p, m in verdicts.items() if m != "passed"}
            for node, verdicts in want["filter-result"].items()
        }
        assert got["filter-result"] == {n: v for n, v in rejected.items() if v}
        assert got["postfilter-result"] == {n: v for n, v in want["postfilter-result"].items() if v}
        assert got["score-result"] == got["finalscore-result"] == {}
        others = set(full.annotations) - {ANNOTATION_PREFIX + k for k in PER_NODE}
        others.discard(ANNOTATION_PREFIX + "result-history")
        assert {k: trimmed.annotations[k] for k in others} == {
            k: full.annotations[k] for k in others
        }


def test_none_keeps_no_per_node_result_and_records_no_filter_or_score(
    everything: SimulationResult, monkeypatch: pytest.MonkeyPatch
) -> None:
    def recorded(*_args: Any) -> Any:
        raise AssertionError("a Filter or Score call was recorded")

    # The recording methods are still there for the other modes; "none" goes around them.
    monkeypatch.setattr(results._Wrapper, "filter", recorded)
    monkeypatch.setattr(results._Wrapper, "score", recorded)
    monkeypatch.setattr(results._Normalizer, "normalize_score", recorded)
    kept = _run("none")
    assert json.loads(to_json(kept))["keptResults"] == "none"
    assert kept.events == everything.events
    for full, trimmed in zip(everything.pods, kept.pods, strict=True):
        assert trimmed.pod.spec.node_name == full.pod.spec.node_name
        assert trimmed.pod.status == full.pod.status
        if not full.annotations:
            assert not trimmed.annotations
            continue
        assert _tables(trimmed.annotations) == {key: {} for key in PER_NODE}
        others = set(full.annotations) - {ANNOTATION_PREFIX + k for k in PER_NODE}
        others.discard(ANNOTATION_PREFIX + "result-history")
        assert {k: trimmed.annotations[k] for k in others} == {
            k: full.annotations[k] for k in others
        }


def _ranked(final: dict[str, dict[str, str]], nodes: set[str]) -> list[str]:
    totals = {node: sum(int(v) for v in scores.values()) for node, scores in final.items()}
    return sorted(totals, key=lambda n: (-totals[n], n)) + sorted(nodes - totals.keys())


@pytest.mark.parametrize("count", [1, 2, 3])
def test_top_n_keeps_the_best_nodes_whole(everything: SimulationResult, count: int) -> None:
    kept = _run(f"top:{count}")
    for full, trimmed in zip(everything.pods, kept.pods, strict=True):
        if not full.annotations:
            continue
        want = _tables(full.annotations)
        got = _tables(trimmed.annotations)
        everywhere = {node for table in want.values() for node in table}
        keep = set(_ranked(want["finalscore-result"], everywhere)[:count])
        keep.add(full.annotations[ANNOTATION_PREFIX + "selected-node"])
        keep |= {n for n, v in want["postfilter-result"].items() if v}
        for key in PER_NODE:
            assert got[key] == {n: v for n, v in want[key].items() if n in keep}, key
        assert {node for table in got.values() for node in table} <= keep


def test_the_result_history_is_trimmed_as_before() -> None:
    # Attempts of random sizes: the history is what encoding the whole list and dropping the
    # oldest entries until it fits gives (the simulator's rule), though entries are only
    # measured when the pod has several, and written out only when read.
    rng = random.Random(7)
    store = ResultStore()
    written: list[dict[str, str]] = []
    for attempt_number in range(12):
        attempt = store.attempt("default/p")
        for node in range(rng.choice([10, 400, 900])):
            attempt.filter_log.extend((f"node-{node}", "NodeResourcesFit", "passed"))
        attempt.selected_node = f"node-{attempt_number}"
        written.append(attempt.entry())
        store.flush("default/p")
        history = list(written)
        while history and len(go_json(history).encode()) > TOTAL_ANNOTATION_SIZE_LIMIT:
            history = history[1:]
        want = {**written[-1]}
        if history:
            want[ANNOTATION_PREFIX + "result-history"] = go_json(history)
        assert dict(store.annotations_of("default/p")) == want


def test_results_are_written_out_only_when_read(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = 0
    real = results.go_json

    def counting(value: Any) -> str:
        nonlocal calls
        calls += 1
        return real(value)

    monkeypatch.setattr(results, "go_json", counting)
    # Every pod but urgent is attempted once (a second attempt measures the first's entry).
    objects = [o for o in load_text(SCENARIO).objects if o.metadata.name != "urgent"]
    result = simulate(objects, seed=1)
    assert calls == 0
    pods = {o.pod.metadata.name: o for o in result.pods}
    assert pods["web-0"].annotations[ANNOTATION_PREFIX + "selected-node"]
    assert calls > 0


@pytest.mark.parametrize("text", ["top", "top:0", "top:-1", "top:x", "some", "all:1", ""])
def test_a_bad_value_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="expected all, rejections, none or top:N"):
        Keep.parse(text)
    with pytest.raises(ValueError):
        simulate([], keep_results=text)


def test_the_command_line_flag(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = tmp_path / "s.yaml"
    scenario.write_text(SCENARIO)
    assert main(["simulate", str(scenario), "--seed", "1", "--keep-results", "top:2"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["keptResults"] == "top:2"
    web = document["pods"][1]["annotations"]
    assert len(json.loads(web[ANNOTATION_PREFIX + "score-result"])) == 2
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", str(scenario), "--keep-results", "top:0"])
    assert exit_info.value.code == 2
    assert "--keep-results: expected all, rejections, none or top:N" in capsys.readouterr().err


@pytest.mark.parametrize("keep", ["top:1", "rejections", "none"])
def test_the_trace_stepper_and_pictures_work_with_what_is_kept(
    everything: SimulationResult, keep: str
) -> None:
    # The trace records every plugin call whatever is kept; the pictures draw what is kept.
    full_trace, kept_trace = Trace(), Trace()
    simulate(load_text(SCENARIO).objects, seed=1, trace=full_trace)
    kept = simulate(load_text(SCENARIO).objects, seed=1, trace=kept_trace, keep_results=keep)
    assert kept_trace.to_json() == full_trace.to_json()
    model = StepperModel(kept_trace, pod="default/web-0")
    steps = 0
    while model.position != model.next_plugin_call():
        steps += 1
    assert steps > 10
    for outcome in kept.pods:
        if not outcome.annotations:
            continue
        table = score_table(outcome)
        nodes = {node for table_ in _tables(outcome.annotations).values() for node in table_}
        assert {cell.removesuffix(" (selected)") for cell in table.header[2:]} == nodes
        score_heatmap(outcome)


def test_the_table_shows_no_empty_node_tables(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario = tmp_path / "s.yaml"
    scenario.write_text(SCENARIO)
    tables = {}
    for keep in ("all", "none"):
        args = ["simulate", str(scenario), "--seed", "1", "--output", "table"]
        assert main([*args, "--keep-results", keep]) == 0
        tables[keep] = capsys.readouterr().out
    assert "FILTER" in tables["all"] and "default/web-0:" in tables["all"]
    assert "FILTER" not in tables["none"] and "default/web-0:" not in tables["none"]
    assert tables["none"].endswith("per-node results kept: none (--keep-results)\n")
    # The rows of the pods are the same.
    assert tables["none"].split("\n\n")[0] == tables["all"].split("\n\n")[0]
