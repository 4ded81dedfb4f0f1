"""A plugin of your own that raises, returns an error, or fails once (docs/simulate.md).

Where Go's extension point has no error result, a raise is a Go panic: the run stops there
and simulate raises PluginPanic naming the plugin, the extension point and the pod, with only
the API server's objects left (nothing assumed, reserved or half-bound). Where it has one,
the raise is that error.
"""

from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from kube_scheduler_py.cli import EXIT_PLUGIN_PANIC, main
from kube_scheduler_py.simulation import run
from kube_scheduler_py.simulation.run import PluginPanic, simulate
from kube_scheduler_py.trace import PluginCall, Trace
from kube_scheduler_py.v1_31.api.loader import load_text
from kube_scheduler_py.v1_31.apis.config.write import load_config
from kube_scheduler_py.v1_31.framework import interface as framework
from kube_scheduler_py.v1_31.framework.plugins.defaultbinder.default_binder import DefaultBinder
from kube_scheduler_py.v1_31.framework.plugins.tainttoleration.taint_toleration import (
    TaintToleration,
)
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry
from kube_scheduler_py.v1_31.scheduler import SchedulerError


def _load_faulty() -> ModuleType:
    """faulty.py next to this file (tests are not a package under importlib mode)."""
    spec = importlib.util.spec_from_file_location(
        "faults_faulty", Path(__file__).with_name("faulty.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


faulty = _load_faulty()
Fault = faulty.Fault

NODES = """
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
---
apiVersion: v1
kind: Node
metadata: {name: n1}
status: {capacity: {cpu: "4", memory: 4Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata: {name: n2}
status: {capacity: {cpu: "3", memory: 4Gi, pods: "110"}}
"""


def _pod(name: str, cpu: str, node: str = "", priority_class: str = "") -> str:
    spec = f"nodeName: {node}, " if node else ""
    spec += f"priorityClassName: {priority_class}, " if priority_class else ""
    return (
        f"---\napiVersion: v1\nkind: Pod\nmetadata: {{name: {name}}}\n"
        f"spec: {{{spec}containers: [{{name: c, resources: {{requests: {{cpu: '{cpu}'}}}}}}]}}\n"
    )


#: One pod, two nodes it fits on: every point from PreEnqueue to PostBind is reached.
ONE_POD = NODES + _pod("target", "1")
#: Two pending pods: the queue compares them.
TWO_PODS = NODES + _pod("target", "1") + _pod("other", "1")
#: Fits nowhere, nothing to evict: PostFilter runs after DefaultPreemption finds no victims.
TOO_BIG = NODES + _pod("target", "16")
#: target must evict one of two low-priority pods on n1 (n2 is full): SelectVictimsOnNode
#: removes both (RemovePod) and reprieves one (AddPod).
PREEMPTION = (
    NODES
    + _pod("low-1", "2", node="n1")
    + _pod("low-2", "2", node="n1")
    + _pod("full", "3", node="n2")
    + _pod("target", "2", priority_class="high")
)

#: For each point: the scenario that reaches it for target, and the faults beside the raise.
REACH: dict[str, tuple[str, tuple[Any, ...]]] = {
    "PreEnqueue": (ONE_POD, ()),
    "QueueSort": (TWO_PODS, ()),
    "PreFilter": (ONE_POD, ()),
    "PreFilterExtensionAddPod": (PREEMPTION, ()),
    "PreFilterExtensionRemovePod": (PREEMPTION, ()),
    "Filter": (ONE_POD, ()),
    "PostFilter": (TOO_BIG, ()),
    "PreScore": (ONE_POD, ()),
    "Score": (ONE_POD, ()),
    "NormalizeScore": (ONE_POD, ()),
    "Reserve": (ONE_POD, ()),
    # Unreserve runs when a later point fails.
    "Unreserve": (ONE_POD, (Fault("Permit", "reject"),)),
    "Permit": (ONE_POD, ()),
    "PreBind": (ONE_POD, ()),
    "Bind": (ONE_POD, ()),
    "PostBind": (ONE_POD, ()),
}


def _simulate(scenario: str, plugin: Any, **kwargs: Any) -> run.SimulationResult:
    objects = load_text(scenario).objects
    return simulate(objects, plugin.config(), out_of_tree_registry=plugin.registry(), **kwargs)


def test_every_point_a_plugin_runs_at_is_covered() -> None:
    assert set(REACH) == set(faulty.POINTS)


@pytest.mark.parametrize("point", faulty.POINTS)
def test_a_plugin_that_raises_panics_naming_plugin_point_and_pod(point: str) -> None:
    scenario, others = REACH[point]
    plugin = faulty.Faulty((Fault(point, "raise", frozenset({"target"})), *others))
    with pytest.raises(PluginPanic) as caught:
        _simulate(scenario, plugin)
    panic = caught.value
    assert panic.extension_point == point
    assert "default/target" in panic.pods
    node = f" on node {panic.node}" if panic.node else ""
    pods = " and ".join(panic.pods)
    assert str(panic) == (
        f'plugin "Faulty" panicked at {point} for pod {pods}{node}: '
        f"RuntimeError: Faulty: raise at {point}"
    )
    faulty.check_crash(panic, plugin)


def test_the_panic_carries_the_plugins_own_traceback() -> None:
    plugin = faulty.Faulty((Fault("Filter", "raise"),))
    with pytest.raises(PluginPanic) as caught:
        _simulate(ONE_POD, plugin)
    text = caught.value.plugin_traceback()
    assert text.startswith("Traceback (most recent call last):\n")
    assert 'faulty.py", line' in text and "in filter" in text
    assert text.endswith("RuntimeError: Faulty: raise at Filter\n")
    # Only the plugin's frames: neither the guard nor the scheduler that called it.
    assert "kube_scheduler_py" not in text
    assert caught.value.__cause__ is caught.value.cause


@pytest.mark.parametrize("point", ["PreBind", "Bind"])
def test_a_panic_while_binding_leaves_the_pod_unbound_and_nothing_assumed(point: str) -> None:
    plugin = faulty.Faulty((Fault(point, "raise", frozenset({"target"})),))
    with pytest.raises(PluginPanic) as caught:
        _simulate(TWO_PODS, plugin)
    result = caught.value.result
    assert result is not None
    assert not result.settled
    # The scheduler died with its cache: nothing of it is left to hold the pod assumed.
    assert result.scheduler is None
    target = next(o.pod for o in result.pods if o.pod.metadata.name == "target")
    assert target.spec.node_name == ""
    assert [e.reason for e in result.events] == []
    # target sorts first (it came first); the run stopped before other was attempted.
    other = next(o for o in result.pods if o.pod.metadata.name == "other")
    assert other.annotations == {} and other.pod.spec.node_name == ""


def test_a_panic_at_post_bind_comes_after_the_binding() -> None:
    plugin = faulty.Faulty((Fault("PostBind", "raise"),))
    with pytest.raises(PluginPanic) as caught:
        _simulate(ONE_POD, plugin)
    result = caught.value.result
    assert result is not None
    (target,) = result.pods
    assert target.pod.spec.node_name in {"n1", "n2"}
    assert [e.reason for e in result.events] == ["Scheduled"]


@pytest.mark.parametrize("wait_for_binding", [True, False])
def test_a_panic_stops_even_a_run_that_does_not_wait_for_bindings(wait_for_binding: bool) -> None:
    plugin = faulty.Faulty((Fault("Bind", "raise", frozenset({"target"})),))
    with pytest.raises(PluginPanic) as caught:
        _simulate(TWO_PODS, plugin, wait_for_binding=wait_for_binding)
    faulty.check_crash(caught.value, plugin)


@pytest.mark.parametrize("point", [p for p in faulty.POINTS if p not in faulty.VOID_POINTS])
@pytest.mark.parametrize("behaviour", ["reject", "error"])
def test_a_plugin_that_returns_a_failure_is_no_panic(point: str, behaviour: str) -> None:
    scenario, others = REACH[point]
    others = tuple(o for o in others if o.point != "Permit")
    plugin = faulty.Faulty((Fault(point, behaviour, frozenset({"target"})), *others))
    result = _simulate(scenario, plugin)
    faulty.check_run(result, plugin)


def test_a_pod_that_times_out_at_permit_is_unreserved_and_pending() -> None:
    plugin = faulty.Faulty((Fault("Permit", "wait"),))
    result = _simulate(ONE_POD, plugin)
    faulty.check_run(result, plugin)
    (target,) = result.pods
    assert target.pod.spec.node_name == ""
    assert plugin.reserved == {}


def test_a_factory_that_raises_is_news_error() -> None:
    def factory(args: Any, handle: Any) -> Any:
        raise ValueError("no such zone")

    plugin = faulty.Faulty(())
    objects = load_text(ONE_POD).objects
    with pytest.raises(SchedulerError, match='initializing plugin "Faulty": no such zone'):
        simulate(objects, plugin.config(), out_of_tree_registry=Registry({"Faulty": factory}))


class _BrokenExtensions(framework.PreFilterPlugin, framework.ScorePlugin):
    """A plugin whose PreFilterExtensions or ScoreExtensions accessor raises."""

    def __init__(self, broken: str) -> None:
        self.broken = broken

    def name(self) -> str:
        return "BrokenExtensions"

    def pre_filter(self, state: Any, pod: Any) -> Any:
        return None, None

    def pre_filter_extensions(self) -> Any:
        if self.broken == "PreFilterExtensions":
            raise AttributeError("no extensions")
        return None

    def score(self, state: Any, pod: Any, node_name: str) -> Any:
        return 0, None

    def score_extensions(self) -> Any:
        if self.broken == "ScoreExtensions":
            raise AttributeError("no extensions")
        return None


@pytest.mark.parametrize(
    ("broken", "scenario"), [("PreFilterExtensions", PREEMPTION), ("ScoreExtensions", ONE_POD)]
)
def test_an_extensions_accessor_that_raises_panics_too(broken: str, scenario: str) -> None:
    config = load_config(
        "apiVersion: kubescheduler.config.k8s.io/v1\n"
        "kind: KubeSchedulerConfiguration\n"
        "profiles:\n"
        "- plugins: {multiPoint: {enabled: [{name: BrokenExtensions}]}}\n"
    )
    registry = Registry({"BrokenExtensions": lambda args, handle: _BrokenExtensions(broken)})
    with pytest.raises(PluginPanic) as caught:
        simulate(load_text(scenario).objects, config, out_of_tree_registry=registry)
    assert str(caught.value) == (
        f'plugin "BrokenExtensions" panicked at {broken}: AttributeError: no extensions'
    )


class _StrictTaints(TaintToleration):
    """A plugin of our own built on an in-tree one: its methods keep their Go permalinks."""

    def name(self) -> str:
        return "StrictTaints"


def test_the_guard_leaves_a_plugins_go_permalinks_to_the_trace() -> None:
    config = load_config(
        "apiVersion: kubescheduler.config.k8s.io/v1\n"
        "kind: KubeSchedulerConfiguration\n"
        "profiles:\n"
        "- plugins: {multiPoint: {enabled: [{name: StrictTaints}]}}\n"
    )
    registry = Registry({"StrictTaints": lambda args, handle: _StrictTaints(handle=handle)})
    trace = Trace()
    simulate(load_text(ONE_POD).objects, config, out_of_tree_registry=registry, trace=trace)
    links = {
        r.plugin_go
        for r in trace
        if isinstance(r, PluginCall)
        and r.plugin == "StrictTaints"
        and r.extension_point == "Filter"
    }
    doc = TaintToleration.filter.__doc__ or ""
    assert links == {doc.split("Go: ")[-1].strip()}
    assert links != {""}


class _NoEvents(framework.FilterPlugin, framework.EnqueueExtensions):
    """A plugin whose EventsToRegister fails."""

    def name(self) -> str:
        return "NoEvents"

    def filter(self, state: Any, pod: Any, node_info: Any) -> framework.Status | None:
        return None

    def events_to_register(self) -> list[Any]:
        raise ValueError("events unknown")


def test_events_to_register_that_raises_is_its_error() -> None:
    config = load_config(
        "apiVersion: kubescheduler.config.k8s.io/v1\n"
        "kind: KubeSchedulerConfiguration\n"
        "profiles:\n"
        "- plugins: {multiPoint: {enabled: [{name: NoEvents}]}}\n"
    )
    registry = Registry({"NoEvents": lambda args, handle: _NoEvents()})
    with pytest.raises(SchedulerError, match=r"^events unknown$"):
        simulate(load_text(ONE_POD).objects, config, out_of_tree_registry=registry)


def test_an_exception_escaping_a_binding_cycle_stops_the_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Not a plugin of ours: a bug of the port in an in-tree plugin, made up here.
    def broken_bind(self: Any, state: Any, pod: Any, node_name: str) -> Any:
        raise KeyError("a bug of the port")

    monkeypatch.setattr(DefaultBinder, "bind", broken_bind)
    with pytest.raises(KeyError, match="a bug of the port"):
        simulate(load_text(TWO_PODS).objects)


@pytest.mark.parametrize("point", ["Bind", "PreBind", "Reserve", "Filter"])
def test_a_transient_error_is_retried_after_backoff_and_binds(point: str) -> None:
    plugin = faulty.Faulty((Fault(point, "fail_once"),))
    result = _simulate(ONE_POD, plugin)
    faulty.check_run(result, plugin)
    (target,) = result.pods
    assert target.pod.spec.node_name in {"n1", "n2"}
    assert [e.reason for e in result.events] == ["FailedScheduling", "Scheduled"]


def test_the_command_line_reports_a_panic_in_one_message_and_the_plugins_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # The command line runs only in-tree plugins; a plugin of our own is slipped in here.
    plugin = faulty.Faulty((Fault("Bind", "raise"),))
    with_plugin = functools.partial(simulate, out_of_tree_registry=plugin.registry())
    monkeypatch.setattr(
        run, "simulate", lambda objects, config, seed, **kw: with_plugin(objects, plugin.config())
    )
    scenario = tmp_path / "one.yaml"
    scenario.write_text(ONE_POD)
    code = main(["simulate", str(scenario)])
    out, err = capsys.readouterr()
    assert code == EXIT_PLUGIN_PANIC == 3
    assert out == ""
    first, blank, *traceback = err.splitlines()
    assert first.startswith(
        'error: plugin "Faulty" panicked at Bind for pod default/target on node n'
    )
    assert first.endswith(": RuntimeError: Faulty: raise at Bind")
    assert blank == ""
    assert traceback[0] == "Traceback (most recent call last):"
    assert traceback[-1] == "RuntimeError: Faulty: raise at Bind"
    assert "kube_scheduler_py" not in err
