"""Port of pkg/scheduler/internal/cache/debugger/comparer_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.types import NodeInfo, new_node_info
from kube_scheduler_py.v1_31.internal.cache.debugger.comparer import CacheComparer


@pytest.mark.parametrize(
    ("actual", "cached", "missing", "redundant"),
    [
        pytest.param(
            ["foo", "bar"], ["bar", "foo", "foobar"], [], ["foobar"], id="redundant cached value"
        ),
        pytest.param(
            ["foo", "bar", "foobar"], ["bar", "foo"], ["foobar"], [], id="missing cached value"
        ),
        pytest.param(
            ["foo", "bar", "foobar"], ["bar", "foobar", "foo"], [], [], id="proper cache set"
        ),
    ],
)
def test_compare_nodes(
    actual: list[str], cached: list[str], missing: list[str], redundant: list[str]
) -> None:
    compare = CacheComparer()
    nodes = [v1.Node(metadata=metav1.ObjectMeta(name=name)) for name in actual]
    node_info = {name: NodeInfo() for name in cached}

    m, r = compare.compare_nodes(nodes, node_info)

    assert m == missing
    assert r == redundant


def _pod(uid: str, namespace: str = "", name: str = "") -> v1.Pod:
    return v1.Pod(metadata=metav1.ObjectMeta(uid=uid, namespace=namespace, name=name))


@pytest.mark.parametrize(
    ("actual", "cached", "queued", "missing", "redundant"),
    [
        pytest.param(
            ["foo", "bar"], ["bar", "foo", "foobar"], [], [], ["foobar"],
            id="redundant cached value",
        ),
        pytest.param(
            ["foo", "bar"], ["foo", "foobar"], ["bar"], [], ["foobar"],
            id="redundant and queued values",
        ),
        pytest.param(
            ["foo", "bar", "foobar"], ["bar", "foo"], [], ["foobar"], [],
            id="missing cached value",
        ),
        pytest.param(
            ["foo", "bar", "foobar"], ["foo"], ["bar"], ["foobar"], [],
            id="missing and queued values",
        ),
        pytest.param(
            ["foo", "bar", "foobar"], ["bar", "foobar", "foo"], [], [], [],
            id="correct cache set",
        ),
        pytest.param(
            ["foo", "bar", "foobar"], ["foobar", "foo"], ["bar"], [], [],
            id="queued cache value",
        ),
    ],
)  # fmt: skip
def test_compare_pods(
    actual: list[str],
    cached: list[str],
    queued: list[str],
    missing: list[str],
    redundant: list[str],
) -> None:
    compare = CacheComparer()
    pods = [_pod(uid) for uid in actual]
    queued_pods = [_pod(uid) for uid in queued]
    node_info = {uid: new_node_info(_pod(uid, "ns", uid)) for uid in cached}

    m, r = compare.compare_pods(pods, queued_pods, node_info)

    assert m == missing
    assert r == redundant
