"""AppLimit, notebook 07's plugin: PreFilter writes the counts, Filter and Score read them, the
registered events bring a rejected pod back, and the QueueingHint tells the pods apart."""

from __future__ import annotations

from kube_scheduler_py.lessons.plugins import NAME, AppLimit, AppLimitKey, new_app_limit
from kube_scheduler_py.lessons.scenarios import app_limit_scenario, delete_pods_at
from kube_scheduler_py.simulation.run import SimulationResult, simulate
from kube_scheduler_py.trace import CycleStateAccess, PluginCall, QueueMove, Trace
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.apis.config.write import load_config
from kube_scheduler_py.v1_31.framework import Queue, QueueSkip
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry

CONFIG = """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
  plugins:
    multiPoint:
      enabled: [{name: AppLimit, weight: 5}]
"""


def _run(limit: int, web_on_n3: bool, actors: list | None = None) -> tuple[SimulationResult, Trace]:  # type: ignore[type-arg]
    trace = Trace()
    result = simulate(
        app_limit_scenario(web_on_n3),
        load_config(CONFIG),
        seed=0,
        trace=trace,
        out_of_tree_registry=Registry({NAME: new_app_limit(limit)}),
        actors=actors or [],
    )
    return result, trace


def _node_of(result: SimulationResult, name: str) -> str:
    return next(o.pod.spec.node_name for o in result.pods if o.pod.metadata.name == name)


def test_prefilter_writes_once_filter_and_score_read() -> None:
    result, trace = _run(limit=2, web_on_n3=False)
    assert _node_of(result, "web-new") == "n3"
    accesses = [
        r
        for r in trace.records_for("default/web-new")
        if isinstance(r, CycleStateAccess) and r.key == AppLimitKey
    ]
    assert [a.op for a in accesses].count("Write") == 1
    assert accesses[0].op == "Write"
    assert accesses[0].value["per_node"] == {"n1": 2, "n2": 1, "n3": 0}
    calls = [
        r
        for r in trace.records_for("default/web-new")
        if isinstance(r, PluginCall) and r.plugin == NAME
    ]
    filters = {c.node: c.code for c in calls if c.extension_point == "Filter"}
    assert filters == {"n1": "Unschedulable", "n2": "Success", "n3": "Success"}
    scores = {c.node: c.score for c in calls if c.extension_point == "Score"}
    assert scores == {"n2": 50, "n3": 100}
    reads = sum(1 for a in accesses if a.op == "Read")
    assert reads == len(filters) + len(scores)


def test_a_pod_without_app_is_skipped() -> None:
    objects = app_limit_scenario()
    pod = next(o for o in objects if isinstance(o, v1.Pod) and o.metadata.name == "web-new")
    del pod.metadata.labels["app"]
    trace = Trace()
    simulate(
        objects,
        load_config(CONFIG),
        seed=0,
        trace=trace,
        out_of_tree_registry=Registry({NAME: new_app_limit(1)}),
    )
    calls = [r for r in trace.filter(PluginCall) if isinstance(r, PluginCall) and r.plugin == NAME]
    assert [c.code for c in calls if c.extension_point == "PreFilter"] == ["Skip"]
    assert not [c for c in calls if c.extension_point == "Filter"]


def test_registered_events_bring_the_pod_back() -> None:
    actor = delete_pods_at([(5, "db"), (10, "web-c")])
    result, trace = _run(limit=1, web_on_n3=True, actors=[actor])
    assert _node_of(result, "web-new") == "n2"
    pops = [
        r.time
        for r in trace.records_for("default/web-new")
        if isinstance(r, QueueMove) and r.method == "Pop"
    ]
    assert [round(t) for t in pops] == [0, 5, 10]


def test_queueing_hint_tells_the_apps_apart() -> None:
    objects = {o.metadata.name: o for o in app_limit_scenario() if isinstance(o, v1.Pod)}
    plugin = AppLimit(handle=None)  # type: ignore[arg-type]
    hint = plugin.is_schedulable_after_pod_deleted
    assert hint(objects["web-new"], objects["web-c"], None) == Queue
    assert hint(objects["web-new"], objects["db"], None) == QueueSkip
    events = plugin.events_to_register()
    assert [e.queueing_hint_fn is not None for e in events] == [True, False]


def test_gang_of_two_waits_for_the_partner() -> None:
    from datetime import timedelta

    from kube_scheduler_py.lessons.plugins import GangOfTwo
    from kube_scheduler_py.lessons.scenarios import nodes
    from kube_scheduler_py.v1_31.api.loader import load_text

    pod = (
        "apiVersion: v1\nkind: Pod\nmetadata: {{name: {}, labels: {{gang: pair}}}}\n"
        "spec: {{containers: [{{name: c}}]}}"
    )
    config = load_config(
        "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
        "profiles: [{schedulerName: default-scheduler,"
        " plugins: {permit: {enabled: [{name: GangOfTwo}]}}}]"
    )
    registry = Registry({"GangOfTwo": lambda args, h: GangOfTwo(h, timedelta(seconds=30))})
    alone = simulate(
        load_text(nodes(["n1"]) + "\n---\n" + pod.format("a")).objects,
        config,
        out_of_tree_registry=registry,
    )
    assert alone.pods[0].pod.spec.node_name == ""
    assert "rejected due to timeout after waiting 30s at plugin GangOfTwo" in (
        alone.pods[0].pod.status.conditions[-1].message
    )
    text = "\n---\n".join([nodes(["n1"]), pod.format("a"), pod.format("b")])
    pair = simulate(
        load_text(text).objects, config, out_of_tree_registry=registry, wait_for_binding=False
    )
    assert [o.pod.spec.node_name for o in pair.pods] == ["n1", "n1"]


def test_flaky_binder_refuses_a_once() -> None:
    from kube_scheduler_py.lessons.plugins import FlakyBinder
    from kube_scheduler_py.v1_31 import framework
    from kube_scheduler_py.v1_31.api.loader import load_text

    a, b = load_text(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: a}\n---\n"
        "apiVersion: v1\nkind: Pod\nmetadata: {name: b}"
    ).objects
    binder = FlakyBinder()
    first = binder.bind(framework.CycleState(), a, "n1")
    assert first is not None and first.code() == framework.Error
    again = binder.bind(framework.CycleState(), a, "n1")
    assert again is not None and again.code() == framework.Skip
    other = binder.bind(framework.CycleState(), b, "n1")
    assert other is not None and other.code() == framework.Skip


def test_with_queueing_hints_the_unrelated_deletion_is_skipped() -> None:
    from kube_scheduler_py.v1_31 import features
    from kube_scheduler_py.v1_31.features import DefaultFeatureGate, set_feature_gate_during_test

    actor = delete_pods_at([(5, "db"), (10, "web-c")])
    with set_feature_gate_during_test(DefaultFeatureGate, features.SchedulerQueueingHints, True):
        result, trace = _run(limit=1, web_on_n3=True, actors=[actor])
    assert _node_of(result, "web-new") == "n2"
    pops = [
        r.time
        for r in trace.records_for("default/web-new")
        if isinstance(r, QueueMove) and r.method == "Pop"
    ]
    assert [round(t) for t in pops] == [0, 10]
