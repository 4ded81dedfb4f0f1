"""Port of staging/src/k8s.io/apimachinery/pkg/api/resource/math_test.go (v0.31.1)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat

import pytest

from kube_scheduler_py.v1_37.api.resource.math import (
    int64_add,
    int64_multiply,
    int64_multiply_scale,
    int64_multiply_scale10,
    int64_multiply_scale100,
    int64_multiply_scale1000,
    mostNegative,
    mostPositive,
    negative_scale_int64,
    remove_int64_factors,
)


@pytest.mark.parametrize(
    ("a", "b", "c", "ok"),
    [
        (0, 0, 0, True),
        (-1, 1, 0, True),
        (0, 1, 1, True),
        (2, 2, 4, True),
        (2, -2, 0, True),
        (-2, -2, -4, True),
        (mostNegative, -1, 0, False),
        (mostNegative, 1, mostNegative + 1, True),
        (mostPositive, -1, mostPositive - 1, True),
        (mostPositive, 1, 0, False),
        (mostNegative, mostPositive, -1, True),
        (mostPositive, mostNegative, -1, True),
        (mostPositive, mostPositive, 0, False),
        (mostNegative, mostNegative, 0, False),
        (-mostPositive, mostNegative, 0, False),
        (mostNegative, -mostPositive, 0, False),
        (-mostPositive, -mostPositive, 0, False),
    ],
    ids=repeat("TestDetectOverflowAdd"),
)
def test_detect_overflow_add(a: int, b: int, c: int, ok: bool) -> None:
    """TestDetectOverflowAdd"""
    assert int64_add(a, b) == (c, ok)
    # addition is commutative
    assert int64_add(b, a) == (c, ok)


@pytest.mark.parametrize(
    ("a", "b", "c", "ok"),
    [
        (0, 0, 0, True),
        (-1, 1, -1, True),
        (-1, -1, 1, True),
        (1, 1, 1, True),
        (0, 1, 0, True),
        (1, 0, 0, True),
        (2, 2, 4, True),
        (2, -2, -4, True),
        (-2, -2, 4, True),
        (mostNegative, -1, 0, False),
        (mostNegative, 1, mostNegative, True),
        (mostPositive, -1, -mostPositive, True),
        (mostPositive, 1, mostPositive, True),
        (mostNegative, mostPositive, 0, False),
        (mostPositive, mostNegative, 0, False),
        (mostPositive, mostPositive, 1, False),
        (mostNegative, mostNegative, 0, False),
        (-mostPositive, mostNegative, 0, False),
        (mostNegative, -mostPositive, 0, False),
        (-mostPositive, -mostPositive, 1, False),
    ],
    ids=repeat("TestDetectOverflowMultiply"),
)
def test_detect_overflow_multiply(a: int, b: int, c: int, ok: bool) -> None:
    """TestDetectOverflowMultiply"""
    assert int64_multiply(a, b) == (c, ok)
    # multiplication is commutative
    assert int64_multiply(b, a) == (c, ok)


@pytest.mark.parametrize(
    "a",
    [0, -1, 1, 10, -10, mostPositive, mostNegative, -mostPositive],
    ids=lambda a: f"TestDetectOverflowScale/{a}",
)
def test_detect_overflow_scale(a: int) -> None:
    """TestDetectOverflowScale"""
    for b in [1, 2, 10, 100, 1000, mostPositive]:
        assert int64_multiply_scale(a, b) == int64_multiply(a, b)
    fns: list[tuple[int, Callable[[int], tuple[int, bool]]]] = [
        (10, int64_multiply_scale10),
        (100, int64_multiply_scale100),
        (1000, int64_multiply_scale1000),
    ]
    for base, fn in fns:
        assert fn(a) == int64_multiply(a, base)


@pytest.mark.parametrize(
    ("value", "max", "result", "scale"),
    [
        (100, 10, 1, 2),
        (100, 10, 1, 2),
        (100, 100, 1, 1),
        (1, 10, 1, 0),
    ],
    ids=repeat("TestRemoveInt64Factors"),
)
def test_remove_int64_factors(value: int, max: int, result: int, scale: int) -> None:
    """TestRemoveInt64Factors"""
    assert remove_int64_factors(value, max) == (result, scale)


@pytest.mark.parametrize(
    ("base", "scale", "result", "exact"),
    [
        (1234567, 0, 1234567, True),
        (1234567, 1, 123457, False),
        (1234567, 2, 12346, False),
        (1234567, 3, 1235, False),
        (1234567, 4, 124, False),
        (-1234567, 0, -1234567, True),
        (-1234567, 1, -123457, False),
        (-1234567, 2, -12346, False),
        (-1234567, 3, -1235, False),
        (-1234567, 4, -124, False),
        (1000, 0, 1000, True),
        (1000, 1, 100, True),
        (1000, 2, 10, True),
        (1000, 3, 1, True),
        (1000, 4, 1, False),
        (-1000, 0, -1000, True),
        (-1000, 1, -100, True),
        (-1000, 2, -10, True),
        (-1000, 3, -1, True),
        (-1000, 4, -1, False),
        (0, 0, 0, True),
        (0, 1, 0, True),
        (0, 2, 0, True),
        # negative scale is undefined behavior
        (1000, -1, 1000, True),
    ],
    ids=repeat("TestNegativeScaleInt64"),
)
def test_negative_scale_int64(base: int, scale: int, result: int, exact: bool) -> None:
    """TestNegativeScaleInt64"""
    assert negative_scale_int64(base, scale) == (result, exact)
