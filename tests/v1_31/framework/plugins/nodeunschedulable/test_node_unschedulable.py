"""Port of pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable_test.go."""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins.nodeunschedulable.node_unschedulable import (
    ErrReasonUnschedulable,
    NodeUnschedulable,
    new,
)
from kube_scheduler_py.v1_31.util.utils import AsError


@pytest.mark.parametrize(
    ("pod", "node", "want_status"),
    [
        pytest.param(
            v1.Pod(),
            v1.Node(spec=v1.NodeSpec(unschedulable=True)),
            framework.new_status(framework.UnschedulableAndUnresolvable, ErrReasonUnschedulable),
            id="Does not schedule pod to unschedulable node (node.Spec.Unschedulable==true)",
        ),
        pytest.param(
            v1.Pod(),
            v1.Node(spec=v1.NodeSpec(unschedulable=False)),
            None,
            id="Schedule pod to normal node",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    tolerations=[
                        v1.Toleration(
                            key=v1.TaintNodeUnschedulable, effect=v1.TaintEffectNoSchedule
                        )
                    ]
                )
            ),
            v1.Node(spec=v1.NodeSpec(unschedulable=True)),
            None,
            id="Schedule pod with toleration to unschedulable node (node.Spec.Unschedulable==true)",
        ),
    ],
)
def test_node_unschedulable(
    pod: v1.Pod, node: v1.Node, want_status: framework.Status | None
) -> None:
    node_info = framework.new_node_info()
    node_info.set_node(node)
    p = new(None, None)
    assert isinstance(p, framework.FilterPlugin)
    got_status = p.filter(None, pod, node_info)
    assert framework.Status.equal(got_status, want_status), f"{got_status!r} != {want_status!r}"


@pytest.mark.parametrize(
    ("pod", "old_obj", "new_obj", "expected_hint", "expected_err"),
    [
        pytest.param(
            v1.Pod(), None, "not-a-node", framework.Queue, True, id="backoff-wrong-new-object"
        ),
        pytest.param(
            v1.Pod(),
            "not-a-node",
            v1.Node(spec=v1.NodeSpec(unschedulable=True)),
            framework.Queue,
            True,
            id="backoff-wrong-old-object",
        ),
        pytest.param(
            v1.Pod(),
            None,
            v1.Node(spec=v1.NodeSpec(unschedulable=True)),
            framework.QueueSkip,
            False,
            id="skip-queue-on-unschedulable-node-added",
        ),
        pytest.param(
            v1.Pod(),
            None,
            v1.Node(spec=v1.NodeSpec(unschedulable=False)),
            framework.Queue,
            False,
            id="queue-on-schedulable-node-added",
        ),
        pytest.param(
            v1.Pod(),
            v1.Node(spec=v1.NodeSpec(unschedulable=True)),
            v1.Node(
                spec=v1.NodeSpec(
                    unschedulable=True,
                    taints=[v1.Taint(key=v1.TaintNodeNotReady, effect=v1.TaintEffectNoExecute)],
                )
            ),
            framework.QueueSkip,
            False,
            id="skip-unrelated-change",
        ),
        pytest.param(
            v1.Pod(),
            v1.Node(spec=v1.NodeSpec(unschedulable=True)),
            v1.Node(spec=v1.NodeSpec(unschedulable=False)),
            framework.Queue,
            False,
            id="queue-on-unschedulable-field-change",
        ),
    ],
)
def test_is_schedulable_after_node_change(
    pod: v1.Pod,
    old_obj: Any,
    new_obj: Any,
    expected_hint: framework.QueueingHint,
    expected_err: bool,
) -> None:
    pl = NodeUnschedulable()
    if expected_err:
        # Python: the error is raised, so there is no hint value to compare.
        with pytest.raises(AsError):
            pl.is_schedulable_after_node_change(pod, old_obj, new_obj)
        return
    got = pl.is_schedulable_after_node_change(pod, old_obj, new_obj)
    assert got == expected_hint
