"""Port of staging/src/k8s.io/apimachinery/pkg/api/resource/amount_test.go (v0.31.1)."""

from __future__ import annotations

from itertools import repeat

import pytest

from kube_scheduler_py.v1_37.api.resource.amount import Scale, int64Amount
from kube_scheduler_py.v1_37.api.resource.math import mostNegative, mostPositive


@pytest.mark.parametrize(
    ("value", "scale", "result", "ok"),
    [
        (100, 0, 100, True),
        (100, 1, 1000, True),
        (100, -5, 0, False),
        (100, 100, 0, False),
    ],
    ids=repeat("TestInt64AmountAsInt64"),
)
def test_int64_amount_as_int64(value: int, scale: Scale, result: int, ok: bool) -> None:
    """TestInt64AmountAsInt64"""
    assert int64Amount(value=value, scale=scale).as_int64() == (result, ok)


def _a(value: int, scale: Scale) -> int64Amount:
    return int64Amount(value=value, scale=scale)


@pytest.mark.parametrize(
    ("a", "b", "c", "ok"),
    [
        (_a(100, 1), _a(10, 2), _a(200, 1), True),
        (_a(100, 1), _a(1, 2), _a(110, 1), True),
        (_a(100, 1), _a(1, 100), _a(1, 100), False),
        (_a(-5, 2), _a(50, 1), _a(0, 1), True),
        (_a(-5, 2), _a(5, 2), _a(0, 2), True),
        (_a(mostPositive, -1), _a(1, -1), _a(0, -1), False),
        (_a(mostPositive, -1), _a(0, -1), _a(mostPositive, -1), True),
        (_a(mostPositive // 10, 1), _a(10, 0), _a(mostPositive, -1), False),
    ],
    ids=repeat("TestInt64AmountAdd"),
)
def test_int64_amount_add(a: int64Amount, b: int64Amount, c: int64Amount, ok: bool) -> None:
    """TestInt64AmountAdd"""
    for x, y in ((a, b), (b, a)):  # addition is commutative
        result = int64Amount(value=x.value, scale=x.scale)
        assert result.add(y) == ok
        if ok:
            assert result == c
        else:
            assert result == x, "overflow addition mutated source"


@pytest.mark.parametrize(
    ("a", "b", "c", "ok"),
    [
        (_a(100, 1), 1000, _a(100000, 1), True),
        (_a(100, -1), 1000, _a(100000, -1), True),
        (_a(1, 100), 10, _a(1, 100), False),
        (_a(1, -100), 10, _a(1, -100), False),
        (_a(-5, 2), 500, _a(-2500, 2), True),
        (_a(-5, -2), 500, _a(-2500, -2), True),
        (_a(0, 1), 0, _a(0, 1), True),
        (_a(mostPositive, -1), 10, _a(mostPositive, -1), False),
        (_a(mostPositive, -1), 0, _a(0, 0), True),
        (_a(mostPositive, 0), 1, _a(mostPositive, 0), True),
        (_a(mostPositive // 10, 1), 10, _a(mostPositive // 10, 1), False),
        (_a(mostPositive, 0), -1, _a(-mostPositive, 0), True),
        (_a(mostNegative, 0), 1, _a(mostNegative, 0), True),
        (_a(mostNegative, 1), 0, _a(0, 0), True),
        (_a(mostNegative, 1), 1, _a(mostNegative, 1), False),
    ],
    ids=repeat("TestInt64AmountMul"),
)
def test_int64_amount_mul(a: int64Amount, b: int, c: int64Amount, ok: bool) -> None:
    """TestInt64AmountMul"""
    result = int64Amount(value=a.value, scale=a.scale)
    assert result.mul(b) == ok
    if ok:
        assert result == c
    else:
        assert result == a, "overflow multiplication mutated source"


@pytest.mark.parametrize(
    ("value", "scale", "result", "exponent"),
    [
        (100, 0, "100", 0),
        (100, 1, "1", 3),
        (100, -1, "10", 0),
        (10800, -10, "1080", -9),
    ],
    ids=repeat("TestInt64AsCanonicalString"),
)
def test_int64_as_canonical_string(value: int, scale: Scale, result: str, exponent: int) -> None:
    """TestInt64AsCanonicalString"""
    assert int64Amount(value=value, scale=scale).as_canonical_bytes() == (result, exponent)


@pytest.mark.parametrize(
    ("i", "expect"),
    [
        (_a(-50, 1), -1),
        (_a(0, 1), 0),
        (_a(300, 1), 1),
        (_a(-50, -8), -1),
        (_a(50, -8), 1),
        (_a(0, -8), 0),
        (_a(-50, 0), -1),
        (_a(50, 0), 1),
        (_a(0, 0), 0),
    ],
    ids=repeat("TestAmountSign"),
)
def test_amount_sign(i: int64Amount, expect: int) -> None:
    """TestAmountSign"""
    assert i.sign() == expect


@pytest.mark.parametrize(
    ("name", "i", "scaled", "result", "ok"),
    [
        ("test when i.scale < scaled ", _a(100, 0), 5, 1, True),
        ("test when i.scale = scaled", _a(100, 1), 1, 100, True),
        ("test when i.scale > scaled and result doesn't overflow", _a(100, 5), 2, 100000, True),
        ("test when i.scale > scaled and result overflows", _a(876, 30), 4, 0, False),
        ("test when i.scale < 0 and fraction exists", _a(93, -1), 0, 10, True),
        ("test when i.scale < 0 and fraction doesn't exist", _a(100, -1), 0, 10, True),
        ("test when i.value < 0 and fraction exists", _a(-1932, 2), 4, -20, True),
        ("test when i.value < 0 and fraction doesn't exists", _a(-1900, 2), 4, -19, True),
    ],
    ids=repeat("TestInt64AmountAsScaledInt64"),
)
def test_int64_amount_as_scaled_int64(
    name: str, i: int64Amount, scaled: Scale, result: int, ok: bool
) -> None:
    """TestInt64AmountAsScaledInt64"""
    assert i.as_scaled_int64(scaled) == (result, ok), name
