"""Go's fixed-width integer arithmetic, for the spots where the Go code can overflow.

Python-only: Python's integers never overflow, Go's int64 and int32 wrap around in two's
complement (silently: no panic). Where a Go computation can leave its type's range — a score
multiplying a node's bytes of memory by 100, the sum of pods' requests on a node, a quantity
rescaled to milli-units — the port computes the exact result and passes it through `int64`
(or `int32`) at the same place Go's type would wrap, with a one-line comment saying so:

    # Go int64: (capacity - requested) * MaxNodeScore wraps for huge capacities.
    return quo(int64((capacity - requested) * MaxNodeScore), capacity)

Go's `/` and `%` on integers truncate toward zero, unlike Python's `//` and `%`; `quo` and
`rem` are Go's. Wrapping after each operation gives the same bits as Go wrapping during it,
because two's complement addition, subtraction and multiplication commute with the wrap.
"""

from __future__ import annotations

import math

MaxInt64 = (1 << 63) - 1
MinInt64 = -(1 << 63)
MaxInt32 = (1 << 31) - 1
MinInt32 = -(1 << 31)

__all__ = [
    "MaxInt32",
    "MaxInt64",
    "MinInt32",
    "MinInt64",
    "float64_to_int64",
    "int32",
    "int64",
    "quo",
    "rem",
    "round_int64",
]


def int64(x: int) -> int:
    """x wrapped into Go's int64 range, as int64 arithmetic leaves it."""
    if -0x8000_0000_0000_0000 <= x <= 0x7FFF_FFFF_FFFF_FFFF:
        return x  # in range (MinInt64..MaxInt64): the common case, no big-integer arithmetic
    return ((x - MinInt64) & ((1 << 64) - 1)) + MinInt64


def int32(x: int) -> int:
    """x wrapped into Go's int32 range, as int32 arithmetic (and int32(x) conversion) leaves it."""
    return ((x - MinInt32) & ((1 << 32) - 1)) + MinInt32


def quo(a: int, b: int) -> int:
    """Go's integer `a / b`: the quotient truncated toward zero (Python's // floors).

    The operands are in range already; wrap the result with int64 where Go could overflow
    (only MinInt64 / -1 can).
    """
    if a >= 0 and b > 0:
        return a // b  # the common case: both agree there
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def rem(a: int, b: int) -> int:
    """Go's integer `a % b`: the remainder takes the sign of the dividend."""
    return a - quo(a, b) * b


def float64_to_int64(f: float) -> int:
    """Go's int64(f) on amd64: toward zero; NaN and out-of-range values become MinInt64."""
    # Python: Go leaves out-of-range conversions to the platform; this is what amd64 does.
    if math.isnan(f) or not -(2.0**63) <= f < 2.0**63:
        return MinInt64
    return int(f)


def round_int64(f: float) -> int:
    """Go's int64(math.Round(f)): the nearest integer, halves away from zero (Python's round()
    takes halves to even), converted as float64_to_int64 does."""
    if math.isnan(f) or math.isinf(f):
        return float64_to_int64(f)
    t = math.trunc(f)
    if abs(f - t) >= 0.5:
        t += 1 if f > 0 else -1
    return float64_to_int64(float(t))
