"""The two internal representations of a quantity's amount.

A Quantity holds either an int64Amount (an int64 times a power of ten: the fast path) or an
infDecAmount (an arbitrary-precision decimal: the slow path, used once int64 is not enough).
Which one it holds is observable (AsInt64, overflow of ScaledValue), so the port keeps both.
"""

from __future__ import annotations

from dataclasses import dataclass

from kube_scheduler_py.goint import int32 as _int32
from kube_scheduler_py.goint import int64 as _int64
from kube_scheduler_py.goint import rem as _rem
from kube_scheduler_py.v1_37.api.resource._inf import Dec, int_to_digits
from kube_scheduler_py.v1_37.api.resource.math import (
    divide_by_scale_int64,
    int64_add,
    int64_multiply,
    int64_multiply_scale10,
    int64_multiply_scale100,
    negative_scale_int64,
    positive_scale_int64,
    remove_big_int_factors,
    remove_int64_factors,
)

# Python: Go's `type Scale int32` (a power of ten) is a plain int alias; see `_int32`.
Scale = int

Nano: Scale = -9
Micro: Scale = -6
Milli: Scale = -3
Kilo: Scale = 3
Mega: Scale = 6
Giga: Scale = 9
Tera: Scale = 12
Peta: Scale = 15
Exa: Scale = 18

# The canonical text of every zero quantity.
zeroBytes = "0"


def inf_scale(s: Scale) -> int:
    """Turn a Scale (an exponent of ten) into an inf.Dec scale, which counts the other way.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L32-L34
    """
    return _int32(-s)


@dataclass(slots=True)
class int64Amount:
    """value * 10**scale held in an int64: the fast representation of a quantity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L58-L61
    """

    value: int = 0
    scale: Scale = 0

    def sign(self) -> int:
        """-1, 0 or 1 by the sign of the amount.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L64-L73
        """
        if self.value == 0:
            return 0
        if self.value > 0:
            return 1
        return -1

    def as_int64(self) -> tuple[int, bool]:
        """The amount at scale 0, or (0, False) if that overflows or the scale is negative.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L78-L88
        """
        if self.scale == 0:
            return self.value, True
        if self.scale < 0:
            return 0, False
        return positive_scale_int64(self.value, self.scale)

    def as_scaled_int64(self, scale: Scale) -> tuple[int, bool]:
        """The amount in units of 10**scale rounded up (away from zero); ok=False on overflow.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L95-L101
        """
        if self.scale < scale:
            result, _ = negative_scale_int64(self.value, _int32(scale - self.scale))
            return result, True
        return positive_scale_int64(self.value, _int32(self.scale - scale))

    def as_dec(self) -> Dec:
        """The same amount as an exact decimal.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L104-L109
        """
        return Dec(self.value, _int32(-self.scale))

    def cmp(self, b: int64Amount) -> int:
        """-1, 0 or 1 as self is less than, equal to or greater than b.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L112-L158
        """
        a_value, b_value = self.value, b.value
        if self.scale == b.scale:
            pass  # the values are directly comparable
        elif self.scale > b.scale:
            result, remainder, exact = divide_by_scale_int64(b.value, _int32(self.scale - b.scale))
            if not exact:
                return self.as_dec().cmp(b.as_dec())
            if result == a_value:
                if remainder == 0:
                    return 0
                if remainder > 0:
                    return -1
                return 1
            b_value = result
        else:
            result, remainder, exact = divide_by_scale_int64(
                self.value, _int32(b.scale - self.scale)
            )
            if not exact:
                return self.as_dec().cmp(b.as_dec())
            if result == b_value:
                if remainder == 0:
                    return 0
                if remainder > 0:
                    return 1
                return -1
            a_value = result

        if a_value == b_value:
            return 0
        if a_value < b_value:
            return -1
        return 1

    def add(self, b: int64Amount) -> bool:
        """Add b in place at the finer scale; on overflow return False and leave self as is.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L162-L199
        """
        if b.value == 0:
            return True
        if self.value == 0:
            self.value = b.value
            self.scale = b.scale
            return True
        if self.scale == b.scale:
            c, ok = int64_add(self.value, b.value)
            if not ok:
                return False
            self.value = c
        elif self.scale > b.scale:
            c, ok = positive_scale_int64(self.value, _int32(self.scale - b.scale))
            if not ok:
                return False
            c, ok = int64_add(c, b.value)
            if not ok:
                return False
            self.scale = b.scale
            self.value = c
        else:
            c, ok = positive_scale_int64(b.value, _int32(b.scale - self.scale))
            if not ok:
                return False
            c, ok = int64_add(self.value, c)
            if not ok:
                return False
            self.value = c
        return True

    def sub(self, b: int64Amount) -> bool:
        """Subtract b in place; on overflow return False and leave self as is.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L202-L204
        """
        return self.add(int64Amount(value=_int64(-b.value), scale=b.scale))

    def mul(self, b: int) -> bool:
        """Multiply in place by b; on overflow return False and leave self as is.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L208-L242
        """
        if self.value == 0:
            return True
        if b == 0:
            self.value = 0
            self.scale = 0
            return True
        if self.scale == 0:
            c, ok = int64_multiply(self.value, b)
            if not ok:
                return False
            self.value = c
        elif self.scale > 0:
            c, ok = int64_multiply(self.value, b)
            if not ok:
                return False
            _, ok = positive_scale_int64(c, self.scale)
            if not ok:
                return False
            self.value = c
        else:
            c, ok = int64_multiply(self.value, b)
            if not ok:
                return False
            _, ok = negative_scale_int64(c, _int32(-self.scale))
            if not ok:
                return False
            self.value = c
        return True

    def as_scale(self, scale: Scale) -> tuple[int64Amount, bool]:
        """The amount at a scale no finer than scale, rounded up; ok=False if precision was lost.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L246-L252
        """
        if self.scale >= scale:
            return int64Amount(value=self.value, scale=self.scale), True
        result, exact = negative_scale_int64(self.value, _int32(scale - self.scale))
        return int64Amount(value=result, scale=scale), exact

    def as_canonical_bytes(self) -> tuple[str, int]:
        """Base-10 digits and an exponent that is a multiple of 3 (1.1e5 gives "110", 3).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L257-L281
        """
        # Python: Go appends to a caller's []byte; here the digits come back as a str.
        mantissa = self.value
        exponent = self.scale

        amount, times = remove_int64_factors(mantissa, 10)
        exponent = _int32(exponent + times)

        # Bring the exponent to a multiple of 3.
        remainder = _rem(exponent, 3)
        if remainder in (1, -2):
            amount, ok = int64_multiply_scale10(amount)
            if not ok:
                return infDecAmount(self.as_dec()).as_canonical_bytes()
            exponent = _int32(exponent - 1)
        elif remainder in (2, -1):
            amount, ok = int64_multiply_scale100(amount)
            if not ok:
                return infDecAmount(self.as_dec()).as_canonical_bytes()
            exponent = _int32(exponent - 2)
        return str(amount), exponent

    def as_canonical_base1024_bytes(self) -> tuple[str, int]:
        """Base-10 digits and a power of 1024 (2048 gives "2048", 0; 2Ki gives "2", 1).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L286-L293
        """
        value, ok = self.as_scaled_int64(0)
        if not ok:
            return infDecAmount(self.as_dec()).as_canonical_base1024_bytes()
        amount, exponent = remove_int64_factors(value, 1024)
        return str(amount), exponent


@dataclass(frozen=True, slots=True)
class infDecAmount:
    """An arbitrary-precision decimal amount: the slow representation of a quantity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L297-L299
    """

    # Python: Go embeds a *inf.Dec; here the field `dec` holds an immutable Dec.
    dec: Dec

    def as_scale(self, scale: Scale) -> tuple[infDecAmount, bool]:
        """The amount rounded up to scale, and whether no precision was lost.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L303-L307
        """
        tmp = self.dec.round_up(inf_scale(scale))
        return infDecAmount(tmp), tmp.cmp(self.dec) == 0

    def as_canonical_bytes(self) -> tuple[str, int]:
        """Base-10 digits and an exponent that is a multiple of 3.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L312-L327
        """
        mantissa = self.dec.unscaled
        exponent = _int32(-self.dec.scale)
        # Move every factor of ten into the exponent.
        amount, times = remove_big_int_factors(mantissa, 10)
        exponent = _int32(exponent + times)

        # Bring the exponent to a multiple of 3.
        while exponent % 3 != 0:
            amount *= 10
            exponent = _int32(exponent - 1)

        return int_to_digits(amount), exponent

    def as_canonical_base1024_bytes(self) -> tuple[str, int]:
        """Base-10 digits and a power of 1024, after rounding up to a whole number.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/amount.go#L332-L337
        """
        tmp = self.dec.round_up(0)
        amount, exponent = remove_big_int_factors(tmp.unscaled, 1024)
        return int_to_digits(amount), exponent
