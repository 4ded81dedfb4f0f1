"""The fake plugins give their fixed answers."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

from kube_scheduler_py.v1_31.framework.cycle_state import CycleState
from kube_scheduler_py.v1_31.framework.interface import (
    Code,
    PreFilterResult,
    Status,
    new_status,
)
from kube_scheduler_py.v1_31.framework.types import NodeInfo, new_node_info
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import fake_plugins as tf

HANDLE: Any = None


def _node_info(name: str) -> NodeInfo:
    node_info = new_node_info()
    node_info.set_node(st.make_node().name(name).obj())
    return node_info


def test_true_false_and_match_filters() -> None:
    state = CycleState()
    pod = st.make_pod().name("n1").obj()
    false_filter = tf.new_false_filter_plugin(None, HANDLE)
    true_filter = tf.new_true_filter_plugin(None, HANDLE)
    match_filter = tf.new_match_filter_plugin(None, HANDLE)
    assert isinstance(false_filter, tf.FalseFilterPlugin)
    assert isinstance(true_filter, tf.TrueFilterPlugin)
    assert isinstance(match_filter, tf.MatchFilterPlugin)
    assert (false_filter.name(), true_filter.name(), match_filter.name()) == (
        "FalseFilter",
        "TrueFilter",
        "MatchFilter",
    )
    assert false_filter.filter(state, pod, _node_info("n1")) == new_status(
        Code.Unschedulable, tf.ErrReasonFake
    )
    assert true_filter.filter(state, pod, _node_info("n1")) is None
    assert match_filter.filter(state, pod, _node_info("n1")) is None
    assert match_filter.filter(state, pod, _node_info("n2")) == new_status(
        Code.Unschedulable, "Nodes failed the fake plugin"
    )
    assert match_filter.filter(state, pod, new_node_info()) == new_status(
        Code.Error, "node not found"
    )


def test_fake_filter_counts_calls_and_fails_listed_nodes() -> None:
    plugin = tf.new_fake_filter_plugin({"n2": Code.UnschedulableAndUnresolvable})(None, HANDLE)
    assert isinstance(plugin, tf.FakeFilterPlugin)
    pod = st.make_pod().name("p").obj()
    assert plugin.filter(CycleState(), pod, _node_info("n1")) is None
    assert plugin.filter(CycleState(), pod, _node_info("n2")) == new_status(
        Code.UnschedulableAndUnresolvable, "injecting failure for pod p"
    )
    assert plugin.num_filter_called == 2
    assert tf.FakeFilterPlugin().filter(CycleState(), pod, _node_info("n2")) is None


def test_fake_pre_filter_and_filter_plugin_forwards() -> None:
    result = PreFilterResult(node_names={"n1"})
    status = new_status(Code.Unschedulable, "no")
    plugin = tf.FakePreFilterAndFilterPlugin(
        fake_pre_filter_plugin=tf.FakePreFilterPlugin(result=result, status=status),
        fake_filter_plugin=tf.FakeFilterPlugin(
            failed_node_return_code_map={"n1": Code.Unschedulable}
        ),
    )
    assert plugin.name() == "FakePreFilterAndFilterPlugin"
    assert plugin.pre_filter(CycleState(), st.make_pod().obj()) == (result, status)
    assert plugin.pre_filter_extensions() is None
    got = plugin.filter(CycleState(), st.make_pod().name("p").obj(), _node_info("n1"))
    assert got == new_status(Code.Unschedulable, "injecting failure for pod p")


def test_factories_with_fixed_answers() -> None:
    state, pod = CycleState(), st.make_pod().obj()
    status = Status(Code.Error, ["boom"])
    pre_filter = tf.new_fake_pre_filter_plugin("PF", None, status)(None, HANDLE)
    assert isinstance(pre_filter, tf.FakePreFilterPlugin)
    assert pre_filter.name() == "PF"
    assert pre_filter.pre_filter(state, pod) == (None, status)

    reserve = tf.new_fake_reserve_plugin(status)(None, HANDLE)
    assert isinstance(reserve, tf.FakeReservePlugin)
    assert (reserve.name(), reserve.reserve(state, pod, "n1")) == ("FakeReserve", status)
    reserve.unreserve(state, pod, "n1")

    pre_bind = tf.new_fake_pre_bind_plugin(None)(None, HANDLE)
    assert isinstance(pre_bind, tf.FakePreBindPlugin)
    got = asyncio.run(pre_bind.pre_bind(state, pod, "n1"))
    assert (pre_bind.name(), got) == ("FakePreBind", None)

    permit = tf.new_fake_permit_plugin(status, timedelta(seconds=10))(None, HANDLE)
    assert isinstance(permit, tf.FakePermitPlugin)
    assert permit.name() == "FakePermit"
    assert permit.permit(state, pod, "n1") == (status, timedelta(seconds=10))

    score = tf.new_fake_pre_score_and_score_plugin("S", 7, status, None)(None, HANDLE)
    assert isinstance(score, tf.FakePreScoreAndScorePlugin)
    assert score.name() == "S"
    assert score.pre_score(state, pod, []) == status
    assert score.score(state, pod, "n1") == (7, None)
    assert score.score_extensions() is None

    equal = tf.new_equal_prioritizer_plugin()(None, HANDLE)
    assert isinstance(equal, tf.FakePreScoreAndScorePlugin)
    assert equal.name() == "EqualPrioritizerPlugin"
    assert equal.score(state, pod, "n1") == (1, None)
    assert equal.pre_score(state, pod, []) is None
