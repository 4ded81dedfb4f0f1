"""Tests for kube_scheduler_py.v1_31.api.core.v1.toleration (port of toleration_test.go)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.v1.toleration import match_toleration, tolerates_taint


@pytest.mark.parametrize(
    ("toleration", "taint", "expect_tolerated"),
    [
        pytest.param(
            v1.Toleration(
                key="foo", operator=v1.TolerationOpExists, effect=v1.TaintEffectNoSchedule
            ),
            v1.Taint(key="foo", effect=v1.TaintEffectNoSchedule),
            True,
            id="toleration and taint have the same key and effect, and operator is Exists, "
            "and taint has no value, expect tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="foo", operator=v1.TolerationOpExists, effect=v1.TaintEffectNoSchedule
            ),
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            True,
            id="toleration and taint have the same key and effect, and operator is Exists, "
            "and taint has some value, expect tolerated",
        ),
        pytest.param(
            v1.Toleration(key="", operator=v1.TolerationOpExists, effect=v1.TaintEffectNoSchedule),
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            True,
            id="toleration and taint have the same effect, toleration has empty key and operator "
            "is Exists, means match all taints, expect tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="foo",
                operator=v1.TolerationOpEqual,
                value="bar",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            True,
            id="toleration and taint have the same key, effect and value, and operator is Equal, "
            "expect tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="foo",
                operator=v1.TolerationOpEqual,
                value="value1",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="foo", value="value2", effect=v1.TaintEffectNoSchedule),
            False,
            id="toleration and taint have the same key and effect, but different values, and "
            "operator is Equal, expect not tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="foo",
                operator=v1.TolerationOpEqual,
                value="bar",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoExecute),
            False,
            id="toleration and taint have the same key and value, but different effects, and "
            "operator is Equal, expect not tolerated",
        ),
    ],
)
def test_toleration_tolerates_taint(
    toleration: v1.Toleration, taint: v1.Taint, expect_tolerated: bool
) -> None:
    assert tolerates_taint(toleration, taint) == expect_tolerated


def test_toleration_empty_operator_means_equal_and_unknown_operator_tolerates_nothing() -> None:
    taint = v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule)
    assert tolerates_taint(v1.Toleration(key="foo", value="bar"), taint)
    assert not tolerates_taint(v1.Toleration(key="foo", value="baz"), taint)
    assert not tolerates_taint(v1.Toleration(key="foo", operator="Bogus", value="bar"), taint)


def test_match_toleration() -> None:
    t = v1.Toleration(key="foo", operator=v1.TolerationOpEqual, value="bar", effect="NoSchedule")
    same = v1.Toleration(key="foo", operator=v1.TolerationOpEqual, value="bar", effect="NoSchedule")
    assert match_toleration(t, same)
    for other in (
        v1.Toleration(key="x", operator=v1.TolerationOpEqual, value="bar", effect="NoSchedule"),
        v1.Toleration(key="foo", operator=v1.TolerationOpExists, value="bar", effect="NoSchedule"),
        v1.Toleration(key="foo", operator=v1.TolerationOpEqual, value="x", effect="NoSchedule"),
        v1.Toleration(key="foo", operator=v1.TolerationOpEqual, value="bar", effect="NoExecute"),
    ):
        assert not match_toleration(t, other)
