"""Notebook 08's map and the old predicate loop on today's plugins."""

from __future__ import annotations

from kube_scheduler_py.lessons import history
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.v1_31.api.loader import load_text


def test_every_row_resolves_and_links() -> None:
    tables = history.map_tables()
    assert [len(t.rows) for t in tables] == [
        len(history.MAP),
        len(history.PREDICATES),
        len(history.PRIORITIES),
    ]
    for table in tables:
        for url, _ in table.links.values():
            assert url.startswith(history.GO + "pkg/scheduler/")
            assert "#L" in url


def test_old_names() -> None:
    assert history.v131_name("findNodesThatFit") == "findNodesThatFitPod"
    assert history.v131_name("genericScheduler.Schedule") == "schedulePod"
    assert history.v131_name("recordSchedulingFailure") == "handleSchedulingFailure"


def test_each_node_fails_its_predicate() -> None:
    sched = simulate(load_text(history.CLUSTER).objects).scheduler
    assert sched is not None
    fwk = sched.profiles["default-scheduler"]
    sched.cache.update_snapshot(sched.node_info_snapshot)
    infos = sched.node_info_snapshot.node_infos().list()
    _, verdicts = history.predicate_verdicts(fwk, infos, history.web_pod())
    failed = {
        node: [label.split(" → ")[1] for label, v in by.items() if v not in ("passed", "skipped")]
        for node, by in verdicts.items()
    }
    assert failed == {
        "n1": [],
        "n2": ["NodeUnschedulable"],
        "n3": ["TaintToleration"],
        "n4": ["NodeResourcesFit"],
        "n5": ["InterPodAffinity"],
        "n6": [],
    }
    lines = history.predicate_lines(verdicts).splitlines()
    assert lines[0].startswith("PodFitsResources → NodeResourcesFit")
    assert lines[0].endswith("n4: Insufficient cpu")
