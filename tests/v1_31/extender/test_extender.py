"""Port of pkg/scheduler/extender_test.go.

TestSchedulerWithExtenders runs Scheduler.SchedulePod; its full table (every row, the whole
ScheduleResult) is in tests/v1_31/test_schedule_one.py. Here its rows also run against the
FakeExtenders alone: the extender loop of findNodesThatPassExtenders and the extender part of
prioritizeNodes are followed by the two helpers below, and each row checks the Go table's
expectsErr, FeasibleNodes and (where only the extenders decide it) SuggestedHost.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.extender import HTTPExtender, convert_to_meta_victims
from kube_scheduler_py.v1_31.framework.extender import Extender
from kube_scheduler_py.v1_31.framework.interface import MaxNodeScore
from kube_scheduler_py.v1_31.framework.types import NodeInfo, new_node_info
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import fake_extender as tf
from kube_scheduler_py.v1_31.testing.framework.fake_listers import NodeInfoLister


def create_node(name: str) -> v1.Node:
    """Go: createNode."""
    return v1.Node(metadata=metav1.ObjectMeta(name=name))


def _pass_extenders(
    extenders: list[Extender], pod: v1.Pod, feasible_nodes: list[NodeInfo]
) -> list[NodeInfo]:
    """The extender loop of findNodesThatPassExtenders: interested extenders filter in turn,
    errors of ignorable ones are skipped."""
    for extender in extenders:
        if len(feasible_nodes) == 0:
            break
        if not extender.is_interested(pod):
            continue
        try:
            feasible_list, _, _ = extender.filter(pod, feasible_nodes)
        except Exception:
            if extender.is_ignorable():
                continue
            raise
        feasible_nodes = feasible_list
    return feasible_nodes


def _extender_totals(
    extenders: list[Extender], pod: v1.Pod, nodes: list[NodeInfo]
) -> dict[str, int]:
    """The extender part of prioritizeNodes: weighted, rescaled scores summed per node;
    prioritize errors leave that extender out."""
    totals: dict[str, int] = {}
    for extender in extenders:
        if not extender.is_interested(pod):
            continue
        try:
            prioritized_list, weight = extender.prioritize(pod, nodes)
        except Exception:
            continue
        for hp in prioritized_list:
            final_score = hp.score * weight * (MaxNodeScore // extenderv1.MaxExtenderPriority)
            totals[hp.host] = totals.get(hp.host, 0) + final_score
    return totals


@dataclass
class _SchedulerRow:
    name: str
    extenders: list[tf.FakeExtender]
    nodes: list[str]
    expects_err: bool = False
    feasible_nodes: int = 0
    # The Go row's SuggestedHost when the extenders alone decide it, else "".
    suggested_host: str = ""


SCHEDULER_ROWS = [
    _SchedulerRow(
        name="test 1",
        extenders=[
            tf.FakeExtender(extender_name="FakeExtender1", predicates=[tf.true_predicate_extender]),
            tf.FakeExtender(
                extender_name="FakeExtender2", predicates=[tf.error_predicate_extender]
            ),
        ],
        nodes=["node1", "node2"],
        expects_err=True,
    ),
    _SchedulerRow(
        name="test 2",
        extenders=[
            tf.FakeExtender(extender_name="FakeExtender1", predicates=[tf.true_predicate_extender]),
            tf.FakeExtender(
                extender_name="FakeExtender2", predicates=[tf.false_predicate_extender]
            ),
        ],
        nodes=["node1", "node2"],
        expects_err=True,
    ),
    _SchedulerRow(
        name="test 3",
        extenders=[
            tf.FakeExtender(extender_name="FakeExtender1", predicates=[tf.true_predicate_extender]),
            tf.FakeExtender(
                extender_name="FakeExtender2", predicates=[tf.node1_predicate_extender]
            ),
        ],
        nodes=["node1", "node2"],
        feasible_nodes=1,
        suggested_host="node1",
    ),
    _SchedulerRow(
        name="test 4",
        extenders=[
            tf.FakeExtender(
                extender_name="FakeExtender1", predicates=[tf.node2_predicate_extender]
            ),
            tf.FakeExtender(
                extender_name="FakeExtender2", predicates=[tf.node1_predicate_extender]
            ),
        ],
        nodes=["node1", "node2"],
        expects_err=True,
    ),
    _SchedulerRow(
        name="test 5",
        extenders=[
            tf.FakeExtender(
                extender_name="FakeExtender1",
                predicates=[tf.true_predicate_extender],
                prioritizers=[tf.PriorityConfig(function=tf.error_prioritizer_extender, weight=10)],
                weight=1,
            ),
        ],
        nodes=["node1"],
        feasible_nodes=1,
        suggested_host="node1",
    ),
    _SchedulerRow(
        name="test 6",
        extenders=[
            tf.FakeExtender(
                extender_name="FakeExtender1",
                predicates=[tf.true_predicate_extender],
                prioritizers=[tf.PriorityConfig(function=tf.node1_prioritizer_extender, weight=10)],
                weight=1,
            ),
            tf.FakeExtender(
                extender_name="FakeExtender2",
                predicates=[tf.true_predicate_extender],
                prioritizers=[tf.PriorityConfig(function=tf.node2_prioritizer_extender, weight=10)],
                weight=5,
            ),
        ],
        nodes=["node1", "node2"],
        feasible_nodes=2,
        suggested_host="node2",
    ),
    _SchedulerRow(
        name="test 7",
        extenders=[
            tf.FakeExtender(
                extender_name="FakeExtender1",
                predicates=[tf.true_predicate_extender],
                prioritizers=[tf.PriorityConfig(function=tf.node1_prioritizer_extender, weight=10)],
                weight=1,
            ),
        ],
        nodes=["node1", "node2"],
        feasible_nodes=2,
    ),
    _SchedulerRow(
        name="test 8",
        extenders=[
            tf.FakeExtender(
                extender_name="FakeExtender1",
                predicates=[tf.error_predicate_extender],
                prioritizers=[tf.PriorityConfig(function=tf.error_prioritizer_extender, weight=10)],
                un_interested=True,
            ),
        ],
        nodes=["node1", "node2"],
        feasible_nodes=2,
    ),
    _SchedulerRow(
        name="test 9",
        extenders=[
            tf.FakeExtender(
                extender_name="FakeExtender1",
                predicates=[tf.error_predicate_extender],
                ignorable=True,
            ),
            tf.FakeExtender(
                extender_name="FakeExtender2", predicates=[tf.node1_predicate_extender]
            ),
        ],
        nodes=["node1", "node2"],
        feasible_nodes=1,
        suggested_host="node1",
    ),
    _SchedulerRow(
        name="test 10 - no scoring, extender filters configured, multiple feasible nodes are "
        "evaluated",
        extenders=[
            tf.FakeExtender(extender_name="FakeExtender1", predicates=[tf.true_predicate_extender]),
            tf.FakeExtender(
                extender_name="FakeExtender2", predicates=[tf.node1_predicate_extender]
            ),
        ],
        nodes=["node1", "node2"],
        feasible_nodes=1,
        suggested_host="node1",
    ),
    # "test 11" (no filters: a single feasible node is evaluated) needs the whole
    # Scheduler.SchedulePod; it belongs with the schedule_one tables.
]


@pytest.mark.parametrize("row", SCHEDULER_ROWS, ids=[r.name for r in SCHEDULER_ROWS])
def test_scheduler_with_extenders(row: _SchedulerRow) -> None:
    extenders: list[Extender] = list(row.extenders)
    nodes = []
    for name in row.nodes:
        ni = new_node_info()
        ni.set_node(create_node(name))
        nodes.append(ni)
    pod_ignored = v1.Pod()

    if row.expects_err:
        # An extender error, or no node left (a FitError in SchedulePod).
        try:
            feasible = _pass_extenders(extenders, pod_ignored, nodes)
        except Exception:
            return
        assert feasible == []
        return

    feasible = _pass_extenders(extenders, pod_ignored, nodes)
    assert len(feasible) == row.feasible_nodes
    if not row.suggested_host:
        return
    if len(feasible) == 1:
        host = feasible[0].node()
        assert host is not None
        assert host.name == row.suggested_host
        return
    totals = _extender_totals(extenders, pod_ignored, feasible)
    assert max(totals, key=lambda name: totals[name]) == row.suggested_host


def _mem_extender() -> HTTPExtender:
    mem = HTTPExtender(managed_resources=set())
    mem.managed_resources.add("memory")
    return mem


MEM = _mem_extender()

IS_INTERESTED_ROWS = [
    ("Empty managed resources", HTTPExtender(managed_resources=set()), v1.Pod(), True),
    ("Managed memory, empty resources", MEM, st.make_pod().container("app").obj(), False),
    (
        "Managed memory, container memory with Requests",
        MEM,
        st.make_pod().req({"memory": "0"}).obj(),
        True,
    ),
    (
        "Managed memory, container memory with Limits",
        MEM,
        st.make_pod().lim({"memory": "0"}).obj(),
        True,
    ),
    (
        "Managed memory, init container memory",
        MEM,
        st.make_pod().container("app").init_req({"memory": "0"}).obj(),
        True,
    ),
]


@pytest.mark.parametrize(
    ("extender", "pod", "want"),
    [row[1:] for row in IS_INTERESTED_ROWS],
    ids=[row[0] for row in IS_INTERESTED_ROWS],
)
def test_is_interested(extender: HTTPExtender, pod: v1.Pod, want: bool) -> None:
    assert extender.is_interested(pod) == want


@pytest.mark.parametrize(
    ("node_name_to_victims", "want"),
    [
        pytest.param(
            {
                "node1": extenderv1.Victims(
                    pods=[
                        st.make_pod().name("pod1").uid("uid1").obj(),
                        st.make_pod().name("pod3").uid("uid3").obj(),
                    ],
                    num_pdb_violations=1,
                ),
                "node2": extenderv1.Victims(
                    pods=[
                        st.make_pod().name("pod2").uid("uid2").obj(),
                        st.make_pod().name("pod4").uid("uid4").obj(),
                    ],
                    num_pdb_violations=2,
                ),
            },
            {
                "node1": extenderv1.MetaVictims(
                    pods=[extenderv1.MetaPod(uid="uid1"), extenderv1.MetaPod(uid="uid3")],
                    num_pdb_violations=1,
                ),
                "node2": extenderv1.MetaVictims(
                    pods=[extenderv1.MetaPod(uid="uid2"), extenderv1.MetaPod(uid="uid4")],
                    num_pdb_violations=2,
                ),
            },
            id="test NumPDBViolations is transferred from nodeNameToVictims to "
            "nodeNameToMetaVictims",
        ),
    ],
)
def test_convert_to_meta_victims(
    node_name_to_victims: dict[str, extenderv1.Victims],
    want: dict[str, extenderv1.MetaVictims],
) -> None:
    assert convert_to_meta_victims(node_name_to_victims) == want


@pytest.mark.parametrize(
    (
        "http_extender",
        "node_name_to_meta_victims",
        "node_names",
        "pods_in_node_list",
        "want",
        "want_err",
    ),
    [
        pytest.param(
            HTTPExtender(),
            {
                "node1": extenderv1.MetaVictims(
                    pods=[extenderv1.MetaPod(uid="uid1"), extenderv1.MetaPod(uid="uid3")],
                    num_pdb_violations=1,
                ),
                "node2": extenderv1.MetaVictims(
                    pods=[extenderv1.MetaPod(uid="uid2"), extenderv1.MetaPod(uid="uid4")],
                    num_pdb_violations=2,
                ),
            },
            ["node1", "node2"],
            [
                st.make_pod().name("pod1").uid("uid1").obj(),
                st.make_pod().name("pod2").uid("uid2").obj(),
                st.make_pod().name("pod3").uid("uid3").obj(),
                st.make_pod().name("pod4").uid("uid4").obj(),
            ],
            {
                "node1": extenderv1.Victims(
                    pods=[
                        st.make_pod().name("pod1").uid("uid1").obj(),
                        st.make_pod().name("pod3").uid("uid3").obj(),
                    ],
                    num_pdb_violations=1,
                ),
                "node2": extenderv1.Victims(
                    pods=[
                        st.make_pod().name("pod2").uid("uid2").obj(),
                        st.make_pod().name("pod4").uid("uid4").obj(),
                    ],
                    num_pdb_violations=2,
                ),
            },
            False,
            id="test NumPDBViolations is transferred from NodeNameToMetaVictims to "
            "newNodeNameToVictims",
        ),
    ],
)
def test_convert_to_victims(
    http_extender: HTTPExtender,
    node_name_to_meta_victims: dict[str, extenderv1.MetaVictims],
    node_names: list[str],
    pods_in_node_list: list[v1.Pod],
    want: dict[str, extenderv1.Victims],
    want_err: bool,
) -> None:
    node_info_list = []
    for i, nm in enumerate(node_names):
        node_info = new_node_info()
        node_info.set_node(create_node(nm))
        node_info.add_pod(pods_in_node_list[i])
        node_info.add_pod(pods_in_node_list[i + 2])
        node_info_list.append(node_info)
    node_infos = NodeInfoLister(node_info_list)

    try:
        got = http_extender.convert_to_victims(node_name_to_meta_victims, node_infos)
    except Exception:
        assert want_err
        return
    assert not want_err
    assert got == want


def test_convert_pod_uid_to_pod_reports_a_pod_missing_from_the_node() -> None:
    node_info = new_node_info(st.make_pod().name("pod1").uid("uid1").obj())
    node_info.set_node(create_node("node1"))
    extender = HTTPExtender(extender_url="http://extender")
    with pytest.raises(Exception) as err:
        extender.convert_pod_uid_to_pod(extenderv1.MetaPod(uid="uid9"), node_info)
    assert str(err.value) == (
        "extender: http://extender claims to preempt pod (UID: &{uid9}) on node: node1, "
        "but the pod is not found on that node"
    )
