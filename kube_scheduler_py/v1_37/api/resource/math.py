"""Overflow-checked int64 arithmetic for the fast path of Quantity, and shared constants.

Python integers never overflow; the `_int64`/`_int32` names below are kube_scheduler_py.goint's
wrap-around helpers, used wherever the Go code relies on the wrap (or on detecting it).
"""

from __future__ import annotations

import math

from kube_scheduler_py.goint import int64 as _int64
from kube_scheduler_py.goint import quo as _quo
from kube_scheduler_py.goint import rem as _rem
from kube_scheduler_py.v1_37.api.resource._inf import Dec

# The most decimal digits an int64 can hold; also the most factors of ten worth removing.
maxInt64Factors = 18

mostPositive = (1 << 63) - 1
mostNegative = -(mostPositive + 1)

decZero = Dec(0, 0)
decOne = Dec(1, 0)

# Python: a bare Dec, not Go's infDecAmount, since amount.py imports this module (no cycle).
maxAllowed = Dec(mostPositive, 0)

# The largest value whose milli-units still fit an int64: compare Value() against it before
# trusting MilliValue().
MaxMilliValue = mostPositive // 1000


def _parse_int64(s: str) -> int | None:
    """strconv.ParseInt(s, 10, 64): the value, or None for bad syntax or out of range."""
    digits = s[1:] if s[:1] in ("+", "-") else s
    if not digits or any(c not in "0123456789" for c in digits):
        return None
    digits = digits.lstrip("0") or "0"
    if len(digits) > 19:
        return None
    value = -int(digits) if s[:1] == "-" else int(digits)
    if not mostNegative <= value <= mostPositive:
        return None
    return value


_POW10_TAB = [float(f"1e{i}") for i in range(32)]
_POW10_POS_TAB32 = [float(f"1e{32 * i}") for i in range(10)]
_POW10_NEG_TAB32 = [float(f"1e-{32 * i}") for i in range(11)]


def _pow10(n: int) -> float:
    """Go's math.Pow10, built from the same tables so that every result rounds alike."""
    if 0 <= n <= 308:
        return _POW10_POS_TAB32[n // 32] * _POW10_TAB[n % 32]
    if -323 <= n <= 0:
        return _POW10_NEG_TAB32[-n // 32] / _POW10_TAB[-n % 32]
    if n > 0:
        return math.inf
    return 0.0


def int64_add(a: int, b: int) -> tuple[int, bool]:
    """a+b, or (0, False) when the sum leaves the int64 range.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L56-L72
    """
    c = _int64(a + b)
    if a > 0 and b > 0:
        if c < 0:
            return 0, False
    elif a < 0 and b < 0:
        if c > 0:
            return 0, False
        if a == mostNegative and b == mostNegative:
            return 0, False
    return c, True


def int64_multiply(a: int, b: int) -> tuple[int, bool]:
    """a*b, or ok=False when the product leaves the int64 range.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L75-L84
    """
    if a == 0 or b == 0 or a == 1 or b == 1:
        return a * b, True
    if a == mostNegative or b == mostNegative:
        return 0, False
    c = _int64(a * b)
    return c, _quo(c, b) == a


def int64_multiply_scale(a: int, b: int) -> tuple[int, bool]:
    """a*b for a factor b known to be greater than one, with the same overflow check.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L88-L97
    """
    if a == 0 or a == 1:
        return a * b, True
    if a == mostNegative and b != 1:
        return 0, False
    c = _int64(a * b)
    return c, _quo(c, b) == a


def int64_multiply_scale10(a: int) -> tuple[int, bool]:
    """a*10 with the overflow check.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L101-L110
    """
    if a == 0 or a == 1:
        return a * 10, True
    if a == mostNegative:
        return 0, False
    c = _int64(a * 10)
    return c, _quo(c, 10) == a


def int64_multiply_scale100(a: int) -> tuple[int, bool]:
    """a*100 with the overflow check.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L114-L123
    """
    if a == 0 or a == 1:
        return a * 100, True
    if a == mostNegative:
        return 0, False
    c = _int64(a * 100)
    return c, _quo(c, 100) == a


def int64_multiply_scale1000(a: int) -> tuple[int, bool]:
    """a*1000 with the overflow check.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L127-L136
    """
    if a == 0 or a == 1:
        return a * 1000, True
    if a == mostNegative:
        return 0, False
    c = _int64(a * 1000)
    return c, _quo(c, 1000) == a


def positive_scale_int64(base: int, scale: int) -> tuple[int, bool]:
    """base * 10**scale, or (0, False) on overflow; a negative scale leaves base as it is.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L140-L164
    """
    if scale == 0:
        return base, True
    if scale == 1:
        return int64_multiply_scale10(base)
    if scale == 2:
        return int64_multiply_scale100(base)
    if scale == 3:
        return int64_multiply_scale1000(base)
    if scale == 6:
        return int64_multiply_scale(base, 1000000)
    if scale == 9:
        return int64_multiply_scale(base, 1000000000)
    # Python: zero stays zero however often it is multiplied; skip a loop of up to 2**31 turns.
    if base == 0:
        return 0, True
    value = base
    for _ in range(scale):
        value, ok = int64_multiply_scale(value, 10)
        if not ok:
            return 0, False
    return value, True


def negative_scale_int64(base: int, scale: int) -> tuple[int, bool]:
    """base / 10**scale rounded away from zero, and whether that was exact.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L169-L199
    """
    if scale == 0:
        return base, True

    value = base
    fraction = False
    for _ in range(scale):
        if not fraction and _rem(value, 10) != 0:
            fraction = True
        value = _quo(value, 10)
        if value == 0:
            if fraction:
                if base > 0:
                    return 1, False
                return -1, False
            return 0, True
    if fraction:
        if base > 0:
            value += 1
        else:
            value -= 1
    return value, not fraction


def pow10_int64(b: int) -> int:
    """10**b for 0 <= b <= 18, else 0.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L201-L244
    """
    if 0 <= b <= 18:
        return 10**b
    return 0


def divide_by_scale_int64(base: int, scale: int) -> tuple[int, int, bool]:
    """Quotient and remainder of base / 10**scale, or exact=False when 10**scale is too big.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L248-L258
    """
    if scale == 0:
        return base, 0, True
    # An int64 holds at most 18 whole decimal places.
    if scale >= 18:
        return 0, base, False
    divisor = pow10_int64(scale)
    return _quo(base, divisor), _rem(base, divisor), True


def remove_int64_factors(value: int, base: int) -> tuple[int, int]:
    """Strip factors of base: returns (result, times) with value == result * base**times.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L262-L292
    """
    times = 0
    result = value
    negative = result < 0
    if negative:
        result = _int64(-result)
    # Python: Go specialises bases 10 and 1024 for speed; one loop serves every base.
    while result >= base and result % base == 0:
        times += 1
        result = result // base
    if negative:
        result = _int64(-result)
    return result, times


def remove_big_int_factors(d: int, factor: int) -> tuple[int, int]:
    """Strip factors of factor from an unbounded integer; (0, 0) for zero.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/math.go#L298-L310
    """
    times = 0
    while d != 0:
        q, m = divmod(d, factor)
        if m != 0:
            break
        times += 1
        d = q
    return d, times
