"""The trace of real runs: what happens to a scheduled, a failed and a preempted pod, in order.

The scenarios are examples/basic.yaml and examples/preemption.yaml; their comments say what
the real scheduler does with each pod.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.clock import new_fake_clock
from kube_scheduler_py.simulation.output import to_json
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.trace import (
    GO_FUNCS,
    BindingStep,
    CacheTransition,
    CycleStateAccess,
    PluginCall,
    QueueMove,
    SchedulingStep,
    Trace,
    Tracer,
    TraceRecord,
)
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.v1_31.framework.cycle_state import CycleState, ErrNotFound
from kube_scheduler_py.v1_31.framework.interface import PodsToActivate
from kube_scheduler_py.v1_31.internal.cache import LEGAL_TRANSITIONS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def _traced(example: str) -> Trace:
    trace = Trace()
    simulate(load_paths([str(EXAMPLES / example)]).objects, None, 0, trace=trace)
    return trace


@pytest.fixture(scope="module")
def basic() -> Trace:
    return _traced("basic.yaml")


@pytest.fixture(scope="module")
def preemption() -> Trace:
    return _traced("preemption.yaml")


def _label(record: TraceRecord) -> str | None:
    """A short name of a record for comparing sequences (None: left out)."""
    if isinstance(record, QueueMove):
        return f"queue {record.old}->{record.new} ({record.method})"
    if isinstance(record, CacheTransition):
        return f"cache {record.old}->{record.new} ({record.method})"
    if isinstance(record, SchedulingStep):
        return f"scheduling {record.step}"
    if isinstance(record, BindingStep):
        return f"binding {record.step}"
    if isinstance(record, PluginCall):
        return record.extension_point
    return None


def _outline(records: list[TraceRecord]) -> list[str]:
    """The labels of the records, runs of the same label collapsed into one."""
    outline: list[str] = []
    for record in records:
        label = _label(record)
        if label is not None and (not outline or outline[-1] != label):
            outline.append(label)
    return outline


def _of(records: list[TraceRecord], cls: type[TraceRecord], **match: Any) -> list[Any]:
    return [
        r
        for r in records
        if isinstance(r, cls) and all(getattr(r, k) == v for k, v in match.items())
    ]


def test_a_scheduled_pod_goes_through_both_cycles(basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    (pop,) = _of(records, QueueMove, method="Pop")
    popped = records.index(pop)
    assert _outline(records[:popped]) == ["PreEnqueue", "queue Gone->ActiveQ (Add)"]
    assert _outline(records[popped:]) == [
        "queue ActiveQ->InFlight (Pop)",
        "scheduling Popped",
        "PreFilter",
        "Filter",
        "PreScore",
        "Score",
        "NormalizeScore",
        "scheduling SchedulePod",
        "cache Initial->Assumed (AssumePod)",
        "scheduling Assume",
        "Reserve",
        "scheduling Reserve",
        "scheduling Permit",
        "scheduling SchedulingCycle",
        "binding WaitOnPermit",
        "PreBind",
        "binding PreBind",
        "Bind",
        "cache Assumed->Assumed (FinishBinding)",
        "binding FinishBinding",
        "binding Bind",
        "binding PostBind",
        "binding BindingCycle",
        "queue InFlight->Gone (Done)",
        "cache Assumed->Added (AddPod)",
    ]


def test_filter_runs_per_node_and_score_only_on_feasible_nodes(basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    filters = _of(records, PluginCall, extension_point="Filter")
    assert [f.node for f in filters if f.plugin == "NodeUnschedulable"] == [
        "node-a",
        "node-b",
        "node-c",
    ]
    rejected = [f for f in filters if f.code != "Success"]
    assert [(f.node, f.plugin, f.code, f.message) for f in rejected] == [
        (
            "node-c",
            "TaintToleration",
            "UnschedulableAndUnresolvable",
            "node(s) had untolerated taint {gpu: true}",
        )
    ]
    scores = _of(records, PluginCall, extension_point="Score")
    assert {s.node for s in scores} == {"node-a", "node-b"}
    assert all(isinstance(s.score, int) for s in scores)
    normalized = _of(records, PluginCall, extension_point="NormalizeScore")
    assert normalized and all(set(n.scores) == {"node-a", "node-b"} for n in normalized)
    (schedule_pod,) = _of(records, SchedulingStep, step="SchedulePod")
    assert schedule_pod.node == "node-b"
    assert schedule_pod.detail == {"evaluated_nodes": 3, "feasible_nodes": 2}
    (bind,) = _of(records, PluginCall, extension_point="Bind")
    assert (bind.plugin, bind.node, bind.code) == ("DefaultBinder", "node-b", "Success")


def test_a_failed_pod_is_handed_to_the_failure_handler_and_parked(basic: Trace) -> None:
    records = basic.records_for("default/notebook")
    labels = _outline(records)
    end = labels.index("scheduling HandleSchedulingFailure")
    assert labels[end - 4 : end + 2] == [
        "scheduling SchedulePod",
        "PostFilter",
        "scheduling PostFilter",
        "scheduling SchedulingCycle",
        "scheduling HandleSchedulingFailure",
        "queue InFlight->Unschedulable (AddUnschedulableIfNotPresent)",
    ]
    (failure,) = _of(records, SchedulingStep, step="HandleSchedulingFailure")
    # schedulingCycle turns the FitError into an Unschedulable status.
    assert failure.code == "Unschedulable"
    assert failure.message == (
        "0/3 nodes are available: 1 node(s) had untolerated taint {gpu: true}, 2 node(s) "
        "didn't match Pod's node affinity/selector. preemption: 0/3 nodes are available: 3 "
        "Preemption is not helpful for scheduling."
    )
    (move,) = _of(records, QueueMove, new="Unschedulable")
    assert move.event == "ScheduleAttemptFailure"
    (schedule_pod,) = _of(records, SchedulingStep, step="SchedulePod")
    assert schedule_pod.detail == {"error": "FitError"}
    assert not _of(records, CacheTransition)
    assert not _of(records, BindingStep)


def test_preemption_deletes_the_victims_from_the_cache(preemption: Trace) -> None:
    for victim in ("default/batch-a", "default/batch-b"):
        transitions = _of(preemption.records_for(victim), CacheTransition)
        assert [(t.old, t.new, t.method) for t in transitions][-1] == (
            "Added",
            "Deleted",
            "RemovePod",
        )
        assert transitions[-1].node == "node-1"
    for survivor in ("default/batch-c", "default/prod-db"):
        transitions = _of(preemption.records_for(survivor), CacheTransition)
        assert [t.new for t in transitions] == ["Added"]

    payments = preemption.records_for("default/payments")
    (post_filter,) = _of(payments, PluginCall, extension_point="PostFilter")
    assert (post_filter.plugin, post_filter.code) == ("DefaultPreemption", "Success")
    assert post_filter.detail == {"nominated_node": "node-1"}
    failure = _of(payments, SchedulingStep, step="HandleSchedulingFailure")[0]
    assert failure.detail["nominated_node"] == "node-1"
    assert failure.message == "0/2 nodes are available: 2 Insufficient cpu."
    # The victims leave the cache after the failed attempt and before the next one.
    deleted = [
        r.seq
        for r in preemption.filter(CacheTransition)
        if isinstance(r, CacheTransition) and r.new == "Deleted"
    ]
    second_pop = _of(payments, SchedulingStep, step="Popped")[1]
    assert all(failure.seq < seq < second_pop.seq for seq in deleted)
    assert [b.node for b in _of(payments, BindingStep, step="Bind")] == ["node-1"]


def test_preemption_works_on_clones_of_the_cycle_state(preemption: Trace) -> None:
    payments = preemption.records_for("default/payments")
    first_state = _of(payments, CycleStateAccess)[0].state
    clones = _of(payments, CycleStateAccess, op="Clone", state=first_state)
    assert clones
    for clone in clones:
        assert clone.value == [
            "kubernetes.io/pods-to-activate",
            "PreFilterNodeResourcesFit",
            "VolumeBinding",
        ]
        reads = _of(payments, CycleStateAccess, op="Read", state=clone.clone)
        assert reads and all(r.key == "PreFilterNodeResourcesFit" for r in reads)
        assert all(r.seq > clone.seq for r in reads)


def test_prefilter_plugins_write_readable_state(basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    accesses = _of(records, CycleStateAccess)
    assert (accesses[0].op, accesses[0].key) == ("Write", "kubernetes.io/pods-to-activate")
    assert accesses[0].value == {"@type": "PodsToActivate", "map": {}}
    (write,) = _of(records, CycleStateAccess, op="Write", key="PreFilterNodeResourcesFit")
    # web-1 requests 500m CPU and 512Mi of memory.
    assert write.value["@type"] == "preFilterState"
    assert (write.value["milli_cpu"], write.value["memory"]) == (500, 512 * 1024 * 1024)
    # NodeResourcesFit writes during its PreFilter call, and reads the value back in Filter.
    (pre_filter,) = _of(records, PluginCall, extension_point="PreFilter", plugin="NodeResourcesFit")
    assert records.index(pre_filter) - 1 == records.index(write)
    for fit_filter in _of(records, PluginCall, extension_point="Filter", plugin="NodeResourcesFit"):
        read = records[records.index(fit_filter) - 1]
        assert isinstance(read, CycleStateAccess)
        assert (read.op, read.key, read.value, read.found) == (
            "Read",
            "PreFilterNodeResourcesFit",
            write.value,
            True,
        )
    # The skip set holds exactly the plugins whose PreFilter returned Skip.
    (skip,) = _of(records, CycleStateAccess, op="SkipFilterPlugins")
    skipped = [p.plugin for p in _of(records, PluginCall, extension_point="PreFilter", code="Skip")]
    assert skip.value == sorted(skipped)


def test_every_record_names_the_go_code_that_ran(basic: Trace, preemption: Trace) -> None:
    links = {go.link for go in GO_FUNCS.values()}
    for record in [*basic, *preemption]:
        assert record.go in links
        if isinstance(record, PluginCall):
            assert record.plugin_go.startswith(
                "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/"
            )
    assert {f"cache/{method}" for _, _, method in LEGAL_TRANSITIONS} <= set(GO_FUNCS)


def test_records_are_in_order_of_virtual_time(preemption: Trace) -> None:
    assert [r.seq for r in preemption] == list(range(len(preemption)))
    times = [r.time for r in preemption]
    assert times == sorted(times)
    # payments waits for its backoff (1s) before the second attempt.
    pops = _of(preemption.records_for("default/payments"), SchedulingStep, step="Popped")
    assert pops[1].time - pops[0].time >= 1


def test_json_round_trip(preemption: Trace) -> None:
    text = preemption.to_json()
    assert Trace.from_json(text) == preemption
    assert len(text.splitlines()) == len(preemption) + 2
    assert Trace.from_json(Trace().to_json()) == Trace()


def test_filter_and_records_for(basic: Trace) -> None:
    plugin_calls = basic.filter(PluginCall)
    assert plugin_calls == basic.filter("PluginCall")
    assert plugin_calls and all(isinstance(r, PluginCall) for r in plugin_calls)
    pod = load_paths([str(EXAMPLES / "basic.yaml")]).objects[5]
    assert basic.records_for(pod) == basic.records_for("default/web-1")


def test_same_scenario_and_seed_give_the_same_trace() -> None:
    assert _traced("preemption.yaml").to_json() == _traced("preemption.yaml").to_json()


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.yaml")))
def test_tracing_does_not_change_the_output(example: str) -> None:
    def run(trace: Trace | None) -> str:
        objects = load_paths([str(EXAMPLES / example)]).objects
        return to_json(simulate(objects, None, 0, trace=trace))

    assert run(Trace()) == run(None)


def test_cli_writes_the_trace_and_the_same_output(tmp_path: Path) -> None:
    def run(hash_seed: str, *extra: str) -> str:
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        command = [sys.executable, "-m", "kube_scheduler_py", "simulate"]
        scenario = str(EXAMPLES / "basic.yaml")
        result = subprocess.run(
            [*command, scenario, *extra], capture_output=True, text=True, env=env, check=True
        )
        return result.stdout

    plain = run("0")
    assert run("1", "--trace", str(tmp_path / "a.json")) == plain
    run("2", "--trace", str(tmp_path / "b.json"))
    text = (tmp_path / "a.json").read_text()
    assert text == (tmp_path / "b.json").read_text()
    assert Trace.from_json(text) == _traced("basic.yaml")


def _state_records(action: Callable[[CycleState], None]) -> list[CycleStateAccess]:
    trace = Trace()
    tracer = Tracer(trace, new_fake_clock())
    state = CycleState()
    state.write("k", PodsToActivate())
    tracer._adopt(state, "default/p", report_entries=True)
    action(state)
    return [r for r in trace if isinstance(r, CycleStateAccess)]


def test_a_traced_cycle_state_reports_every_access() -> None:
    def act(state: CycleState) -> None:
        state.read("k")
        with pytest.raises(ErrNotFound):
            state.read("missing")
        state.delete("k")
        state.delete("k")
        copy = CycleState.clone(state)
        assert copy is not None

    records = _state_records(act)
    assert [(r.op, r.key, r.found) for r in records] == [
        ("Write", "k", True),
        ("Read", "k", True),
        ("Read", "missing", False),
        ("Delete", "k", True),
        ("Delete", "k", False),
        ("Clone", "", True),
    ]
    assert records[1].value == {"@type": "PodsToActivate", "map": {}}
    assert records[-1].state == 1 and records[-1].clone == 2
