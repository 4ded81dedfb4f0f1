"""kube_scheduler_py.goint: Go's int64/int32 wrap-around, division and float conversion.

The expected values are what Go on amd64 prints for the same expressions (two's
complement, `/` truncating toward zero, int64(f) of out-of-range floats).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kube_scheduler_py.goint import (
    MaxInt32,
    MaxInt64,
    MinInt32,
    MinInt64,
    float64_to_int64,
    int32,
    int64,
    quo,
    rem,
    round_int64,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.least_allocated import (
    least_requested_score,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.most_allocated import (
    most_requested_score,
)

Pi = 1 << 50
int64s = st.integers(MinInt64, MaxInt64)


@pytest.mark.parametrize(
    ("value", "wrapped"),
    [
        (0, 0),
        (MaxInt64, MaxInt64),
        (MinInt64, MinInt64),
        (MaxInt64 + 1, MinInt64),
        (MinInt64 - 1, MaxInt64),
        (1 << 64, 0),
        (-(1 << 64) - 5, -5),
        (1023 * Pi * 100, 4499096027743125504),
    ],
)
def test_int64_wraps_like_go(value: int, wrapped: int) -> None:
    assert int64(value) == wrapped


@pytest.mark.parametrize(
    ("value", "wrapped"),
    [(MaxInt32 + 1, MinInt32), (MinInt32 - 1, MaxInt32), (100 * 100, 10000), (1 << 32, 0)],
)
def test_int32_wraps_like_go(value: int, wrapped: int) -> None:
    assert int32(value) == wrapped


@given(int64s, int64s)
def test_wrapping_each_step_equals_wrapping_once(a: int, b: int) -> None:
    assert int64(int64(a * b) + a - b) == int64(a * b + a - b)


@pytest.mark.parametrize(
    ("a", "b", "q", "r"),
    [(7, 2, 3, 1), (-7, 2, -3, -1), (7, -2, -3, 1), (-7, -2, 3, -1), (0, 5, 0, 0)],
)
def test_quo_and_rem_truncate_toward_zero(a: int, b: int, q: int, r: int) -> None:
    assert (quo(a, b), rem(a, b)) == (q, r)


def test_most_negative_divided_by_minus_one_wraps_in_go() -> None:
    assert int64(quo(MinInt64, -1)) == MinInt64


@given(int64s, int64s.filter(lambda b: b != 0))
def test_quo_and_rem_rebuild_the_dividend(a: int, b: int) -> None:
    q, r = quo(a, b), rem(a, b)
    assert q * b + r == a
    assert abs(r) < abs(b)
    assert r == 0 or (r < 0) == (a < 0)


@pytest.mark.parametrize(
    ("f", "i"),
    [
        (1.9, 1),
        (-1.9, -1),
        (2.0**63, MinInt64),
        (-(2.0**63), MinInt64),
        (float("nan"), MinInt64),
        (float("inf"), MinInt64),
        (9.2e18, 9200000000000000000),
    ],
)
def test_float64_to_int64_is_amd64s_conversion(f: float, i: int) -> None:
    assert float64_to_int64(f) == i


@pytest.mark.parametrize(
    ("f", "i"),
    [
        (0.49999999999999994, 0),  # int(f + 0.5) would give 1
        (2.5, 3),
        (-2.5, -3),
        (1.4, 1),
        (-0.5, -1),
        (1e300, MinInt64),
        (float("-inf"), MinInt64),
    ],
)
def test_round_int64_is_gos_int64_of_math_round(f: float, i: int) -> None:
    assert round_int64(f) == i


def test_least_requested_score_wraps_for_a_huge_node() -> None:
    # ((1023Pi - 1Gi) * 100) wraps in int64 before Go divides by the capacity.
    capacity = 1023 * Pi
    assert least_requested_score(1 << 30, capacity) == quo(
        int64((capacity - (1 << 30)) * 100), capacity
    )
    assert least_requested_score(1 << 30, capacity) == 3
    assert least_requested_score(1 << 30, 16 << 30) == 93


def test_most_requested_score_wraps_for_a_huge_request() -> None:
    assert most_requested_score(100 * Pi, 200 * Pi) == -31
    assert most_requested_score(1 << 30, 2 << 30) == 50
