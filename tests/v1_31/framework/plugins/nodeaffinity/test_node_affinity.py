"""Port of pkg/scheduler/framework/plugins/nodeaffinity/node_affinity_test.go.

# Python: the deeply nested v1 literals of the Go tables are built with the small helpers
# below (_pod_requiring, _term, _req, ...); each row keeps the Go row's objects and values.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.nodeaffinity.node_affinity import (
    ErrReasonPod,
    NodeAffinity,
    errReasonConflict,
    errReasonEnforced,
    new,
)
from kube_scheduler_py.v1_31.framework.runtime import framework as runtime
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos
from kube_scheduler_py.v1_31.testing.wrappers import make_node, make_pod
from kube_scheduler_py.v1_31.util.utils import AsError

ObjectNameField = "metadata.name"


def _req(key: str, operator: str, values: list[str] | None = None) -> v1.NodeSelectorRequirement:
    return v1.NodeSelectorRequirement(key=key, operator=operator, values=values or [])


def _term(
    match_expressions: list[v1.NodeSelectorRequirement] | None = None,
    match_fields: list[v1.NodeSelectorRequirement] | None = None,
) -> v1.NodeSelectorTerm:
    return v1.NodeSelectorTerm(
        match_expressions=match_expressions or [], match_fields=match_fields or []
    )


def _required(*terms: v1.NodeSelectorTerm) -> v1.NodeAffinity:
    return v1.NodeAffinity(
        required_during_scheduling_ignored_during_execution=v1.NodeSelector(
            node_selector_terms=list(terms)
        )
    )


def _pod_requiring(
    *terms: v1.NodeSelectorTerm, node_selector: dict[str, str] | None = None
) -> v1.Pod:
    return v1.Pod(
        spec=v1.PodSpec(
            node_selector=node_selector or {},
            affinity=v1.Affinity(node_affinity=_required(*terms)),
        )
    )


def _name_in(*names: str) -> v1.NodeSelectorRequirement:
    return _req(ObjectNameField, v1.NodeSelectorOpIn, list(names))


In = v1.NodeSelectorOpIn
NotIn = v1.NodeSelectorOpNotIn
Exists = v1.NodeSelectorOpExists
Gt = v1.NodeSelectorOpGt


def _unresolvable(reason: str) -> framework.Status:
    return framework.new_status(framework.UnschedulableAndUnresolvable, reason)


# Each row: (pod, labels, node_name, want_status, want_pre_filter_status,
# want_pre_filter_result, args, run_pre_filter).
NODE_AFFINITY_CASES = [
    pytest.param(
        make_pod().node_selector({"foo": "bar"}).obj(),
        None,
        "",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="missing labels",
    ),
    pytest.param(
        make_pod().node_selector({"foo": "bar"}).obj(),
        {"foo": "bar"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="same labels",
    ),
    pytest.param(
        make_pod().node_selector({"foo": "bar"}).obj(),
        {"foo": "bar", "baz": "blah"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="node labels are superset",
    ),
    pytest.param(
        make_pod().node_selector({"foo": "bar", "baz": "blah"}).obj(),
        {"foo": "bar"},
        "",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="node labels are subset",
    ),
    pytest.param(
        _pod_requiring(_term([_req("foo", In, ["bar", "value2"])])),
        {"foo": "bar"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with matchExpressions using In operator that matches the existing node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("kernel-version", Gt, ["0204"])])),
        # Two digits for the major and two for the minor version.
        {"kernel-version": "0206"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with matchExpressions using Gt operator that matches the existing node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("mem-type", NotIn, ["DDR", "DDR2"])])),
        {"mem-type": "DDR3"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with matchExpressions using NotIn operator that matches the existing node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("GPU", Exists)])),
        {"GPU": "NVIDIA-GRID-K1"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with matchExpressions using Exists operator that matches the existing node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("foo", In, ["value1", "value2"])])),
        {"foo": "bar"},
        "",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with affinity that don't match node's labels won't schedule onto the node",
    ),
    pytest.param(
        _pod_requiring(_term([])),
        {"foo": "bar"},
        "",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with empty MatchExpressions is not a valid value will match no objects and won't "
        "schedule onto the node",
    ),
    pytest.param(
        v1.Pod(),
        {"foo": "bar"},
        "",
        None,
        framework.new_status(framework.Skip),
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with no Affinity will schedule onto a node",
    ),
    pytest.param(
        v1.Pod(
            spec=v1.PodSpec(
                affinity=v1.Affinity(
                    node_affinity=v1.NodeAffinity(
                        required_during_scheduling_ignored_during_execution=None
                    )
                )
            )
        ),
        {"foo": "bar"},
        "",
        None,
        framework.new_status(framework.Skip),
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with Affinity but nil NodeSelector will schedule onto a node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("GPU", Exists), _req("GPU", NotIn, ["AMD", "INTER"])])),
        {"GPU": "NVIDIA-GRID-K1"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with multiple matchExpressions ANDed that matches the existing node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("GPU", Exists), _req("GPU", In, ["AMD", "INTER"])])),
        {"GPU": "NVIDIA-GRID-K1"},
        "",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with multiple matchExpressions ANDed that doesn't match the existing node",
    ),
    pytest.param(
        _pod_requiring(
            _term([_req("foo", In, ["bar", "value2"])]),
            _term([_req("diffkey", In, ["wrong", "value2"])]),
        ),
        {"foo": "bar"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with multiple NodeSelectorTerms ORed in affinity, matches the node's labels and "
        "will schedule onto the node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("foo", Exists)]), node_selector={"foo": "bar"}),
        {"foo": "bar"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with an Affinity and a PodSpec.NodeSelector(the old thing that we are "
        "deprecating) both are satisfied, will schedule onto the node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("foo", Exists)]), node_selector={"foo": "bar"}),
        {"foo": "barrrrrr"},
        "",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with an Affinity matches node's labels but the PodSpec.NodeSelector(the old "
        "thing that we are deprecating) is not satisfied, won't schedule onto the node",
    ),
    pytest.param(
        _pod_requiring(_term([_req("foo", NotIn, ["invalid value: ___@#$%^"])])),
        {"foo": "bar"},
        "",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with an invalid value in Affinity term won't be scheduled onto the node",
    ),
    pytest.param(
        _pod_requiring(_term(match_fields=[_name_in("node1")])),
        None,
        "node1",
        None,
        None,
        framework.PreFilterResult(node_names={"node1"}),
        config.NodeAffinityArgs(),
        True,
        id="Pod with matchFields using In operator that matches the existing node",
    ),
    pytest.param(
        _pod_requiring(_term(match_fields=[_name_in("node1")])),
        None,
        "node2",
        _unresolvable(ErrReasonPod),
        None,
        framework.PreFilterResult(node_names={"node1"}),
        config.NodeAffinityArgs(),
        True,
        id="Pod with matchFields using In operator that does not match the existing node",
    ),
    pytest.param(
        _pod_requiring(
            _term(match_fields=[_name_in("node1"), _name_in("node2")]),
            _term([_req("foo", In, ["bar"])]),
        ),
        {"foo": "bar"},
        "node2",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with two terms: matchFields does not match, but matchExpressions matches",
    ),
    pytest.param(
        _pod_requiring(_term([_req("foo", In, ["bar"])], match_fields=[_name_in("node1")])),
        {"foo": "bar"},
        "node2",
        _unresolvable(ErrReasonPod),
        None,
        framework.PreFilterResult(node_names={"node1"}),
        config.NodeAffinityArgs(),
        True,
        id="Pod with one term: matchFields does not match, but matchExpressions matches",
    ),
    pytest.param(
        _pod_requiring(_term([_req("foo", In, ["bar"])], match_fields=[_name_in("node1")])),
        {"foo": "bar"},
        "node1",
        None,
        None,
        framework.PreFilterResult(node_names={"node1"}),
        config.NodeAffinityArgs(),
        True,
        id="Pod with one term: both matchFields and matchExpressions match",
    ),
    pytest.param(
        _pod_requiring(
            _term(match_fields=[_name_in("node1")]),
            _term([_req("foo", In, ["not-match-to-bar"])]),
        ),
        {"foo": "bar"},
        "node2",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with two terms: both matchFields and matchExpressions do not match",
    ),
    pytest.param(
        _pod_requiring(
            _term(match_fields=[_name_in("node1")]),
            _term(match_fields=[_name_in("node2")]),
        ),
        None,
        "node2",
        None,
        None,
        framework.PreFilterResult(node_names={"node1", "node2"}),
        config.NodeAffinityArgs(),
        True,
        id="Pod with two terms of node.Name affinity",
    ),
    pytest.param(
        _pod_requiring(_term(match_fields=[_name_in("node1"), _name_in("node2")])),
        {"foo": "bar"},
        "node2",
        _unresolvable(ErrReasonPod),
        _unresolvable(errReasonConflict),
        None,
        config.NodeAffinityArgs(),
        True,
        id="Pod with two conflicting mach field requirements",
    ),
    pytest.param(
        _pod_requiring(_term([_req("zone", In, ["foo"])])),
        {"zone": "foo"},
        "node2",
        None,
        None,
        None,
        config.NodeAffinityArgs(added_affinity=_required(_term(match_fields=[_name_in("node2")]))),
        True,
        id="Matches added affinity and Pod's node affinity",
    ),
    pytest.param(
        _pod_requiring(_term([_req("zone", In, ["bar"])])),
        {"zone": "foo"},
        "node2",
        _unresolvable(ErrReasonPod),
        None,
        None,
        config.NodeAffinityArgs(added_affinity=_required(_term(match_fields=[_name_in("node2")]))),
        True,
        id="Matches added affinity but not Pod's node affinity",
    ),
    pytest.param(
        v1.Pod(),
        {"zone": "foo"},
        "node2",
        _unresolvable(errReasonEnforced),
        None,
        None,
        config.NodeAffinityArgs(added_affinity=_required(_term([_req("zone", In, ["bar"])]))),
        True,
        id="Doesn't match added affinity",
    ),
    pytest.param(
        v1.Pod(spec=v1.PodSpec(node_selector={"foo": "bar"})),
        {"foo": "bar", "baz": "blah"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        False,
        id="Matches node selector correctly even if PreFilter is not called",
    ),
    pytest.param(
        _pod_requiring(_term([_req("GPU", Exists), _req("GPU", NotIn, ["AMD", "INTER"])])),
        {"GPU": "NVIDIA-GRID-K1"},
        "",
        None,
        None,
        None,
        config.NodeAffinityArgs(),
        False,
        id="Matches node affinity correctly even if PreFilter is not called",
    ),
]


@pytest.mark.parametrize(
    (
        "pod",
        "labels",
        "node_name",
        "want_status",
        "want_pre_filter_status",
        "want_pre_filter_result",
        "args",
        "run_pre_filter",
    ),
    NODE_AFFINITY_CASES,
)
def test_node_affinity(
    pod: v1.Pod,
    labels: dict[str, str] | None,
    node_name: str,
    want_status: framework.Status | None,
    want_pre_filter_status: framework.Status | None,
    want_pre_filter_result: framework.PreFilterResult | None,
    args: config.NodeAffinityArgs,
    run_pre_filter: bool,
) -> None:
    node = v1.Node(metadata=metav1.ObjectMeta(name=node_name, labels=labels or {}))
    node_info = framework.new_node_info()
    node_info.set_node(node)

    p = new(args, None)
    assert isinstance(p, NodeAffinity)

    state = framework.new_cycle_state()
    if run_pre_filter:
        got_pre_filter_result, got_status = p.pre_filter(state, pod)
        assert framework.Status.equal(want_pre_filter_status, got_status), f"{got_status!r}"
        assert got_pre_filter_result == want_pre_filter_result
    got_status = p.filter(state, pod, node_info)
    assert framework.Status.equal(want_status, got_status), f"{got_status!r}"


label1 = {"foo": "bar"}
label2 = {"key": "value"}
label3 = {"az": "az1"}
label4 = {"abc": "az11", "def": "az22"}
label5 = {"foo": "bar", "key": "value", "az": "az1"}


def _preferred(
    weight: int, *requirements: v1.NodeSelectorRequirement
) -> v1.PreferredSchedulingTerm:
    return v1.PreferredSchedulingTerm(weight=weight, preference=_term(list(requirements)))


affinity1 = v1.Affinity(
    node_affinity=v1.NodeAffinity(
        preferred_during_scheduling_ignored_during_execution=[
            _preferred(2, _req("foo", In, ["bar"]))
        ]
    )
)

affinity2 = v1.Affinity(
    node_affinity=v1.NodeAffinity(
        preferred_during_scheduling_ignored_during_execution=[
            _preferred(2, _req("foo", In, ["bar"])),
            _preferred(4, _req("key", In, ["value"])),
            _preferred(
                5, _req("foo", In, ["bar"]), _req("key", In, ["value"]), _req("az", In, ["az1"])
            ),
        ]
    )
)


def _node(name: str, labels: dict[str, str]) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name=name, labels=labels))


def _scores(*pairs: tuple[str, int]) -> list[framework.NodeScore]:
    return [framework.NodeScore(name=name, score=score) for name, score in pairs]


# Each row: (pod, nodes, expected_list, args, run_pre_score, want_pre_score_status).
NODE_AFFINITY_PRIORITY_CASES = [
    pytest.param(
        v1.Pod(metadata=metav1.ObjectMeta(annotations={})),
        [_node("node1", label1), _node("node2", label2), _node("node3", label3)],
        _scores(("node1", 0), ("node2", 0), ("node3", 0)),
        config.NodeAffinityArgs(),
        False,
        None,
        id="all nodes are same priority as NodeAffinity is nil",
    ),
    # PreScore returns Skip.
    pytest.param(
        v1.Pod(metadata=metav1.ObjectMeta(annotations={})),
        [_node("node1", label1)],
        [],
        config.NodeAffinityArgs(),
        True,
        framework.new_status(framework.Skip),
        id="Skip is returned in PreScore when NodeAffinity is nil",
    ),
    pytest.param(
        v1.Pod(
            metadata=metav1.ObjectMeta(annotations={}),
            spec=v1.PodSpec(
                affinity=v1.Affinity(
                    node_affinity=v1.NodeAffinity(
                        preferred_during_scheduling_ignored_during_execution=[
                            _preferred(2, _req("invalid key", In, ["bar"]))
                        ]
                    )
                )
            ),
        ),
        [_node("node1", label1)],
        [],
        config.NodeAffinityArgs(),
        True,
        framework.as_status(
            Exception(
                '[0].matchExpressions[0].key: Invalid value: "invalid key": name part must '
                "consist of alphanumeric characters, '-', '_' or '.', and must start and end with "
                "an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex "
                "used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')"
            )
        ),
        id="PreScore returns error when an incoming Pod has a broken affinity",
    ),
    pytest.param(
        v1.Pod(spec=v1.PodSpec(affinity=affinity1)),
        [_node("node1", label4), _node("node2", label2), _node("node3", label3)],
        _scores(("node1", 0), ("node2", 0), ("node3", 0)),
        config.NodeAffinityArgs(),
        True,
        None,
        id="no node matches preferred scheduling requirements in NodeAffinity of pod so all "
        "nodes' priority is zero",
    ),
    pytest.param(
        v1.Pod(spec=v1.PodSpec(affinity=affinity1)),
        [_node("node1", label1), _node("node2", label2), _node("node3", label3)],
        _scores(("node1", framework.MaxNodeScore), ("node2", 0), ("node3", 0)),
        config.NodeAffinityArgs(),
        True,
        None,
        id="only node1 matches the preferred scheduling requirements of pod",
    ),
    pytest.param(
        v1.Pod(spec=v1.PodSpec(affinity=affinity2)),
        [_node("node1", label1), _node("node5", label5), _node("node2", label2)],
        _scores(("node1", 18), ("node5", framework.MaxNodeScore), ("node2", 36)),
        config.NodeAffinityArgs(),
        True,
        None,
        id="all nodes matches the preferred scheduling requirements of pod but with different "
        "priorities ",
    ),
    pytest.param(
        v1.Pod(),
        [_node("node1", label1), _node("node2", label2)],
        _scores(("node1", framework.MaxNodeScore), ("node2", 0)),
        config.NodeAffinityArgs(added_affinity=affinity1.node_affinity),
        True,
        None,
        id="added affinity",
    ),
    pytest.param(
        v1.Pod(spec=v1.PodSpec(affinity=affinity1)),
        [_node("node1", label1), _node("node2", label2), _node("node3", label5)],
        _scores(("node1", 40), ("node2", 60), ("node3", framework.MaxNodeScore)),
        config.NodeAffinityArgs(
            added_affinity=v1.NodeAffinity(
                preferred_during_scheduling_ignored_during_execution=[
                    _preferred(3, _req("key", In, ["value"]))
                ]
            )
        ),
        True,
        None,
        id="added affinity and pod has default affinity",
    ),
    pytest.param(
        v1.Pod(spec=v1.PodSpec(affinity=affinity2)),
        [_node("node1", label1), _node("node5", label5), _node("node2", label2)],
        _scores(("node1", 18), ("node5", framework.MaxNodeScore), ("node2", 36)),
        config.NodeAffinityArgs(),
        True,
        None,
        id="calculate the priorities correctly even if PreScore is not called",
    ),
]


@pytest.mark.parametrize(
    ("pod", "nodes", "expected_list", "args", "run_pre_score", "want_pre_score_status"),
    NODE_AFFINITY_PRIORITY_CASES,
)
def test_node_affinity_priority(
    pod: v1.Pod,
    nodes: list[v1.Node],
    expected_list: list[framework.NodeScore],
    args: config.NodeAffinityArgs,
    run_pre_score: bool,
    want_pre_score_status: framework.Status | None,
) -> None:
    state = framework.new_cycle_state()
    fh = runtime.new_framework(
        Registry(), None, runtime.with_snapshot_shared_lister(new_snapshot([], nodes))
    )
    p = new(args, fh)
    assert isinstance(p, NodeAffinity)
    if run_pre_score:
        status = p.pre_score(state, pod, build_node_infos(nodes))
        assert framework.Status.code(status) == framework.Status.code(want_pre_score_status)
        assert framework.Status.message(status) == framework.Status.message(want_pre_score_status)
        if not framework.Status.is_success(status):
            # No need to go on.
            return
    got_list: list[framework.NodeScore] = []
    for n in nodes:
        node_name = n.name
        score, status = p.score(state, pod, node_name)
        assert framework.Status.is_success(status), f"unexpected error: {status}"
        got_list.append(framework.NodeScore(name=node_name, score=score))

    extensions = p.score_extensions()
    assert extensions is not None
    status = extensions.normalize_score(state, pod, got_list)
    assert framework.Status.is_success(status), f"unexpected error: {status}"

    assert got_list == expected_list


pod_with_node_affinity = make_pod().node_affinity_in("foo", ["bar"])

_added_foo_bar = config.NodeAffinityArgs(
    added_affinity=_required(_term([_req("foo", In, ["bar"])]))
)


@pytest.mark.parametrize(
    ("args", "pod", "old_obj", "new_obj", "expected_hint", "expected_err"),
    [
        pytest.param(
            config.NodeAffinityArgs(),
            pod_with_node_affinity.obj(),
            None,
            "not-a-node",
            framework.Queue,
            True,
            id="backoff-wrong-new-object",
        ),
        pytest.param(
            config.NodeAffinityArgs(),
            pod_with_node_affinity.obj(),
            "not-a-node",
            make_node().obj(),
            framework.Queue,
            True,
            id="backoff-wrong-old-object",
        ),
        pytest.param(
            config.NodeAffinityArgs(),
            pod_with_node_affinity.obj(),
            None,
            make_node().obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-add",
        ),
        pytest.param(
            config.NodeAffinityArgs(),
            pod_with_node_affinity.obj(),
            None,
            make_node().label("foo", "bar").obj(),
            framework.Queue,
            False,
            id="queue-on-add",
        ),
        pytest.param(
            config.NodeAffinityArgs(),
            pod_with_node_affinity.obj(),
            make_node().obj(),
            make_node().capacity(None).obj(),
            framework.QueueSkip,
            False,
            id="skip-unrelated-changes",
        ),
        pytest.param(
            config.NodeAffinityArgs(),
            copy.deepcopy(pod_with_node_affinity.obj()),
            make_node().obj(),
            make_node().label("k", "v").obj(),
            framework.QueueSkip,
            False,
            id="skip-unrelated-changes-on-labels",
        ),
        pytest.param(
            config.NodeAffinityArgs(),
            copy.deepcopy(pod_with_node_affinity.obj()),
            make_node().label("foo", "bar").obj(),
            make_node().label("k", "v").obj(),
            framework.QueueSkip,
            False,
            id="skip-labels-changes-on-node-from-suitable-to-unsuitable",
        ),
        pytest.param(
            config.NodeAffinityArgs(),
            pod_with_node_affinity.obj(),
            make_node().obj(),
            make_node().label("foo", "bar").obj(),
            framework.Queue,
            False,
            id="queue-on-labels-change-makes-pod-schedulable",
        ),
        pytest.param(
            _added_foo_bar,
            pod_with_node_affinity.obj(),
            None,
            make_node().obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-add-scheduler-enforced-node-affinity",
        ),
        pytest.param(
            _added_foo_bar,
            pod_with_node_affinity.obj(),
            None,
            make_node().label("foo", "bar").obj(),
            framework.Queue,
            False,
            id="queue-on-add-scheduler-enforced-node-affinity",
        ),
    ],
)
def test_is_schedulable_after_node_change(
    args: config.NodeAffinityArgs,
    pod: v1.Pod,
    old_obj: Any,
    new_obj: Any,
    expected_hint: framework.QueueingHint,
    expected_err: bool,
) -> None:
    p = new(args, None)
    assert isinstance(p, NodeAffinity)
    if expected_err:
        # Python: the error is raised, so there is no hint value to compare.
        with pytest.raises(AsError):
            p.is_schedulable_after_node_change(pod, old_obj, new_obj)
        return
    actual_hint = p.is_schedulable_after_node_change(pod, old_obj, new_obj)
    assert actual_hint == expected_hint
