"""Port of pkg/scheduler/framework/plugins/nodename/node_name_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins.nodename.node_name import ErrReason, new
from kube_scheduler_py.v1_31.testing.wrappers import make_node, make_pod


@pytest.mark.parametrize(
    ("pod", "node", "want_status"),
    [
        pytest.param(v1.Pod(), v1.Node(), None, id="no host specified"),
        pytest.param(
            make_pod().node("foo").obj(), make_node().name("foo").obj(), None, id="host matches"
        ),
        pytest.param(
            make_pod().node("bar").obj(),
            make_node().name("foo").obj(),
            framework.new_status(framework.UnschedulableAndUnresolvable, ErrReason),
            id="host doesn't match",
        ),
    ],
)
def test_node_name(pod: v1.Pod, node: v1.Node, want_status: framework.Status | None) -> None:
    node_info = framework.new_node_info()
    node_info.set_node(node)
    p = new(None, None)
    assert isinstance(p, framework.FilterPlugin)
    got_status = p.filter(None, pod, node_info)
    assert framework.Status.equal(got_status, want_status), f"{got_status!r} != {want_status!r}"
