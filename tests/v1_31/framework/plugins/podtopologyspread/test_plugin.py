"""Port of pkg/scheduler/framework/plugins/podtopologyspread/plugin_test.go."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread import PodTopologySpreadError, new
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.plugin import PodTopologySpread
from kube_scheduler_py.v1_31.framework.runtime.registry import factory_adapter
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.util.utils import AsError

topologySpreadFunc = factory_adapter(Features(), new)
fooSelector = st.make_label_selector().exists("foo").obj()
barSelector = st.make_label_selector().exists("bar").obj()


def _plugin(setup_plugin) -> PodTopologySpread:
    snapshot = new_snapshot([], [])
    args = config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting)
    p = setup_plugin(topologySpreadFunc, args, snapshot)
    assert isinstance(p, PodTopologySpread)
    return p


@dataclass
class _NodeChangeCase:
    name: str
    pod: v1.Pod
    expected_hint: framework.QueueingHint
    old_node: v1.Node | None = None
    new_node: v1.Node | None = None
    expected_err: bool = False


NODE_CHANGE_CASES = [
    _NodeChangeCase(
        name="node updates label which matches topologyKey",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_node=st.make_node().name("node-a").label("zone", "zone1").obj(),
        new_node=st.make_node().name("node-a").label("zone", "zone2").obj(),
        expected_hint=framework.Queue,
    ),
    _NodeChangeCase(
        name="node that doesn't match topologySpreadConstraints updates non-related label",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_node=st.make_node().name("node-a").label("foo", "bar1").obj(),
        new_node=st.make_node().name("node-a").label("foo", "bar2").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _NodeChangeCase(
        name="node that match topologySpreadConstraints adds non-related label",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_node=st.make_node()
        .name("node-a")
        .label("zone", "zone1")
        .label("node", "node1")
        .label("foo", "bar")
        .obj(),
        new_node=st.make_node().name("node-a").label("zone", "zone1").label("node", "node1").obj(),
        expected_hint=framework.Queue,
    ),
    _NodeChangeCase(
        name="create node with non-related labels",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_node=st.make_node().name("node-a").label("foo", "bar").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _NodeChangeCase(
        name="create node with related labels",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_node=st.make_node().name("node-a").label("zone", "zone1").obj(),
        expected_hint=framework.Queue,
    ),
    _NodeChangeCase(
        name="delete node with non-related labels",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_node=st.make_node().name("node-a").label("foo", "bar").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _NodeChangeCase(
        name="delete node with related labels",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_node=st.make_node().name("node-a").label("zone", "zone1").obj(),
        expected_hint=framework.Queue,
    ),
    _NodeChangeCase(
        name="add node with related labels that only match one of topologySpreadConstraints",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_node=st.make_node().name("node-a").label("zone", "zone1").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _NodeChangeCase(
        name="add node with related labels that match all topologySpreadConstraints",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_node=st.make_node().name("node-a").label("zone", "zone1").label("node", "node1").obj(),
        expected_hint=framework.Queue,
    ),
    _NodeChangeCase(
        name="update node with related labels that only match one of topologySpreadConstraints",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_node=st.make_node().name("node-a").label("zone", "zone1").obj(),
        new_node=st.make_node().name("node-a").label("zone", "zone1").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _NodeChangeCase(
        name="update node with related labels that match all topologySpreadConstraints",
        pod=st.make_pod()
        .name("p")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_node=st.make_node().name("node-a").label("zone", "zone1").label("node", "node1").obj(),
        new_node=st.make_node().name("node-a").label("zone", "zone1").label("node", "node2").obj(),
        expected_hint=framework.Queue,
    ),
]


@pytest.mark.parametrize("tc", [pytest.param(c, id=c.name) for c in NODE_CHANGE_CASES])
def test_is_schedulable_after_node_change(tc: _NodeChangeCase, setup_plugin) -> None:
    p = _plugin(setup_plugin)
    if tc.expected_err:
        with pytest.raises((AsError, PodTopologySpreadError)):
            p.is_schedulable_after_node_change(tc.pod, tc.old_node, tc.new_node)
        return
    actual_hint = p.is_schedulable_after_node_change(tc.pod, tc.old_node, tc.new_node)
    assert actual_hint == tc.expected_hint


@dataclass
class _PodChangeCase:
    name: str
    pod: v1.Pod
    expected_hint: framework.QueueingHint
    old_pod: v1.Pod | None = None
    new_pod: v1.Pod | None = None
    expected_err: bool = False


POD_CHANGE_CASES = [
    _PodChangeCase(
        name="add pod with labels match topologySpreadConstraints selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_pod=st.make_pod().node("fake-node").label("foo", "").obj(),
        expected_hint=framework.Queue,
    ),
    _PodChangeCase(
        name="add un-scheduled pod",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_pod=st.make_pod().label("foo", "").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name="update un-scheduled pod",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_pod=st.make_pod().label("foo", "").obj(),
        old_pod=st.make_pod().label("bar", "").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name="delete un-scheduled pod",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().label("foo", "").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name="add pod with different namespace",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_pod=st.make_pod().node("fake-node").namespace("fake-namespace").label("foo", "").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name="add pod with labels don't match topologySpreadConstraints selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        new_pod=st.make_pod().node("fake-node").label("bar", "").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name="delete pod with labels that match topologySpreadConstraints selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("foo", "").obj(),
        expected_hint=framework.Queue,
    ),
    _PodChangeCase(
        name="delete pod with labels that don't match topologySpreadConstraints selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("bar", "").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name="update pod's non-related label",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("foo", "").label("bar", "bar1").obj(),
        new_pod=st.make_pod().node("fake-node").label("foo", "").label("bar", "bar2").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name="add pod's label that matches topologySpreadConstraints selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").obj(),
        new_pod=st.make_pod().node("fake-node").label("foo", "").obj(),
        expected_hint=framework.Queue,
    ),
    _PodChangeCase(
        name="delete pod label that matches topologySpreadConstraints selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("foo", "").obj(),
        new_pod=st.make_pod().node("fake-node").obj(),
        expected_hint=framework.Queue,
    ),
    _PodChangeCase(
        name="change pod's label that matches topologySpreadConstraints selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("foo", "foo1").obj(),
        new_pod=st.make_pod().node("fake-node").label("foo", "foo2").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name="change pod's label that doesn't match topologySpreadConstraints selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("foo", "").label("bar", "bar1").obj(),
        new_pod=st.make_pod().node("fake-node").label("foo", "").label("bar", "bar2").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name=(
            "add pod's label that matches topologySpreadConstraints selector with multi "
            "topologySpreadConstraints"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("foo", "").obj(),
        new_pod=st.make_pod().node("fake-node").label("foo", "").label("bar", "bar2").obj(),
        expected_hint=framework.Queue,
    ),
    _PodChangeCase(
        name=(
            "change pod's label that doesn't match topologySpreadConstraints selector with multi "
            "topologySpreadConstraints"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("foo", "").obj(),
        new_pod=st.make_pod().node("fake-node").label("foo", "").label("baz", "").obj(),
        expected_hint=framework.QueueSkip,
    ),
    _PodChangeCase(
        name=(
            "change pod's label that match topologySpreadConstraints selector with multi "
            "topologySpreadConstraints"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        old_pod=st.make_pod().node("fake-node").label("foo", "").label("bar", "").obj(),
        new_pod=st.make_pod().node("fake-node").label("foo", "").label("bar", "bar2").obj(),
        expected_hint=framework.QueueSkip,
    ),
]


@pytest.mark.parametrize("tc", [pytest.param(c, id=c.name) for c in POD_CHANGE_CASES])
def test_is_schedulable_after_pod_change(tc: _PodChangeCase, setup_plugin) -> None:
    p = _plugin(setup_plugin)
    if tc.expected_err:
        with pytest.raises((AsError, PodTopologySpreadError)):
            p.is_schedulable_after_pod_change(tc.pod, tc.old_pod, tc.new_pod)
        return
    actual_hint = p.is_schedulable_after_pod_change(tc.pod, tc.old_pod, tc.new_pod)
    assert actual_hint == tc.expected_hint
