"""Tests for kube_scheduler_py.v1_37.api.core.v1.toleration (port of toleration_test.go)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.toleration import (
    _compare_numeric_values,
    match_toleration,
    tolerates_taint,
)


@pytest.mark.parametrize(
    ("toleration", "taint", "expect_tolerated", "enable_comparison_operators"),
    [
        pytest.param(
            v1.Toleration(
                key="foo", operator=v1.TolerationOpExists, effect=v1.TaintEffectNoSchedule
            ),
            v1.Taint(key="foo", effect=v1.TaintEffectNoSchedule),
            True,
            False,
            id="toleration and taint have the same key and effect, and operator is Exists, "
            "and taint has no value, expect tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="foo", operator=v1.TolerationOpExists, effect=v1.TaintEffectNoSchedule
            ),
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            True,
            False,
            id="toleration and taint have the same key and effect, and operator is Exists, "
            "and taint has some value, expect tolerated",
        ),
        pytest.param(
            v1.Toleration(key="", operator=v1.TolerationOpExists, effect=v1.TaintEffectNoSchedule),
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            True,
            False,
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
            False,
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
            False,
            id="toleration and taint have the same key and value, but different effects, and "
            "operator is Equal, expect not tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="node.kubernetes.io/sla",
                operator=v1.TolerationOpGt,
                value="950",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="node.kubernetes.io/sla", value="800", effect=v1.TaintEffectNoSchedule),
            False,
            True,
            id="toleration with Gt operator - taint value less than toleration value, expect "
            "not tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="node.kubernetes.io/sla",
                operator=v1.TolerationOpGt,
                value="750",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="node.kubernetes.io/sla", value="950", effect=v1.TaintEffectNoSchedule),
            True,
            True,
            id="toleration with Gt operator - taint value greater than toleration value, expect "
            "tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="node.kubernetes.io/sla",
                operator=v1.TolerationOpLt,
                value="800",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="node.kubernetes.io/sla", value="950", effect=v1.TaintEffectNoSchedule),
            False,
            True,
            id="toleration with Lt operator - taint value greater than toleration value, expect "
            "not tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="node.kubernetes.io/sla",
                operator=v1.TolerationOpLt,
                value="950",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="node.kubernetes.io/sla", value="800", effect=v1.TaintEffectNoSchedule),
            True,
            True,
            id="toleration with Lt operator - taint value less than toleration value, expect "
            "tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="node.kubernetes.io/sla",
                operator=v1.TolerationOpGt,
                value="950",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="node.kubernetes.io/sla", value="950", effect=v1.TaintEffectNoSchedule),
            False,
            True,
            id="toleration with Gt operator and taint with equal numeric value, expect not "
            "tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="node.kubernetes.io/sla",
                operator=v1.TolerationOpGt,
                value="950",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="node.kubernetes.io/sla", value="high", effect=v1.TaintEffectNoSchedule),
            False,
            True,
            id="toleration with Gt operator and taint with non-numeric value, expect not tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="test-key",
                operator=v1.TolerationOpGt,
                value="-100",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="test-key", value="-200", effect=v1.TaintEffectNoSchedule),
            False,
            True,
            id="toleration with Gt operator and negative numeric values - taint value less than "
            "threshold, expect not tolerated",
        ),
        pytest.param(
            v1.Toleration(
                key="test-key",
                operator=v1.TolerationOpGt,
                value="9223372036854775806",
                effect=v1.TaintEffectNoSchedule,
            ),
            v1.Taint(key="test-key", value="100", effect=v1.TaintEffectNoSchedule),
            False,
            True,
            id="toleration with Gt operator and large int64 values - taint value less than "
            "threshold, expect not tolerated",
        ),
    ],
)
def test_toleration_tolerates_taint(
    toleration: v1.Toleration,
    taint: v1.Taint,
    expect_tolerated: bool,
    enable_comparison_operators: bool,
) -> None:
    assert tolerates_taint(toleration, taint, enable_comparison_operators) == expect_tolerated


def test_comparison_operators_tolerate_nothing_when_disabled() -> None:
    toleration = v1.Toleration(key="k", operator=v1.TolerationOpGt, value="1", effect="NoSchedule")
    taint = v1.Taint(key="k", value="2", effect="NoSchedule")
    assert tolerates_taint(toleration, taint, True)
    assert not tolerates_taint(toleration, taint, False)


def test_toleration_empty_operator_means_equal_and_unknown_operator_tolerates_nothing() -> None:
    taint = v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule)
    assert tolerates_taint(v1.Toleration(key="foo", value="bar"), taint, False)
    assert not tolerates_taint(v1.Toleration(key="foo", value="baz"), taint, False)
    assert not tolerates_taint(v1.Toleration(key="foo", operator="Bogus", value="bar"), taint, True)


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


# The rows of TestCompareNumericValues: (toleration value, taint value, operator, result).
@pytest.mark.parametrize(
    ("toleration_val", "taint_val", "operator", "expected_result"),
    [
        ("100", "200", v1.TolerationOpGt, True),
        ("200", "100", v1.TolerationOpGt, False),
        ("100", "100", v1.TolerationOpGt, False),
        ("-100", "-50", v1.TolerationOpGt, True),
        ("-50", "-100", v1.TolerationOpGt, False),
        ("0", "1", v1.TolerationOpGt, True),
        ("9223372036854775806", "9223372036854775807", v1.TolerationOpGt, True),
        ("200", "100", v1.TolerationOpLt, True),
        ("100", "200", v1.TolerationOpLt, False),
        ("100", "100", v1.TolerationOpLt, False),
        ("-50", "-100", v1.TolerationOpLt, True),
        ("-100", "-50", v1.TolerationOpLt, False),
        ("0", "-1", v1.TolerationOpLt, True),
        ("abc", "100", v1.TolerationOpGt, False),
        ("", "100", v1.TolerationOpGt, False),
        ("0100", "200", v1.TolerationOpGt, False),
        ("+100", "200", v1.TolerationOpGt, False),
        ("100.5", "200", v1.TolerationOpGt, False),
        ("-", "100", v1.TolerationOpGt, False),
        ("100", "xyz", v1.TolerationOpGt, False),
        ("100", "", v1.TolerationOpGt, False),
        ("100", "0200", v1.TolerationOpGt, False),
        ("100", "+200", v1.TolerationOpLt, False),
        ("100", " 200 ", v1.TolerationOpLt, False),
        ("100", "100", v1.TolerationOpEqual, False),
        ("100", "100", v1.TolerationOpExists, False),
        ("0", "0", v1.TolerationOpGt, False),
        ("0", "0", v1.TolerationOpLt, False),
        ("0", "9223372036854775807", v1.TolerationOpGt, True),
        ("0", "-9223372036854775808", v1.TolerationOpLt, True),
    ],
)
def test_compare_numeric_values(
    toleration_val: str, taint_val: str, operator: str, expected_result: bool
) -> None:
    assert _compare_numeric_values(toleration_val, taint_val, operator) == expected_result
