"""Tests for kube_scheduler_py.v1_37.api.core.v1.taint (port of taint_test.go)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.taint import match_taint, to_string


@pytest.mark.parametrize(
    ("taint", "expected_string"),
    [
        (v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule), "foo=bar:NoSchedule"),
        (v1.Taint(key="foo", effect=v1.TaintEffectNoSchedule), "foo:NoSchedule"),
        (v1.Taint(key="foo"), "foo"),
        (v1.Taint(key="foo", value="bar"), "foo=bar:"),
    ],
    ids=["0", "1", "2", "3"],
)
def test_taint_to_string(taint: v1.Taint, expected_string: str) -> None:
    assert to_string(taint) == expected_string


@pytest.mark.parametrize(
    ("taint", "taint_to_match", "expect_match"),
    [
        pytest.param(
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            True,
            id="two taints with the same key,value,effect should match",
        ),
        pytest.param(
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            v1.Taint(key="foo", value="different-value", effect=v1.TaintEffectNoSchedule),
            True,
            id="two taints with the same key,effect but different value should match",
        ),
        pytest.param(
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            v1.Taint(key="different-key", value="bar", effect=v1.TaintEffectNoSchedule),
            False,
            id="two taints with the different key cannot match",
        ),
        pytest.param(
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectNoSchedule),
            v1.Taint(key="foo", value="bar", effect=v1.TaintEffectPreferNoSchedule),
            False,
            id="two taints with the different effect cannot match",
        ),
    ],
)
def test_match_taint(taint: v1.Taint, taint_to_match: v1.Taint, expect_match: bool) -> None:
    assert match_taint(taint, taint_to_match) == expect_match
