"""A small exact decimal standing in for the parts of gopkg.in/inf.v0 that Quantity uses.

Go's `inf.Dec` is an arbitrary-precision integer (`big.Int`) together with an int32 scale;
its value is `unscaled * 10**-scale`. Python's own integers are arbitrary precision, so the
port keeps the pair as two ints and implements only the operations package resource calls.

Python-only: stands in for gopkg.in/inf.v0 (not part of the kubernetes repository).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

# Python: CPython caps int<->str conversion at 4300 digits; longer numbers go through Decimal.
_INT_STR_DIGITS = 4000

_DECIMAL = re.compile(r"([+-]?)([0-9]*)(?:\.([0-9]*))?")


def digits_to_int(digits: str) -> int:
    """Turn a string of ASCII digits (with an optional sign) into an int of any length."""
    if len(digits) <= _INT_STR_DIGITS:
        return int(digits)
    return int(Decimal(digits))


def int_to_digits(value: int) -> str:
    """Print an int of any length in base 10, as big.Int.String does."""
    if -(10**_INT_STR_DIGITS) < value < 10**_INT_STR_DIGITS:
        return str(value)
    return str(Decimal(value))


@dataclass(frozen=True, slots=True)
class Dec:
    """An exact decimal `unscaled * 10**-scale`; operations return new values."""

    # Python: Go mutates an inf.Dec in place; here every operation returns a new Dec.
    unscaled: int = 0
    scale: int = 0

    @staticmethod
    def set_string(s: str) -> Dec | None:
        """Read a plain decimal like "-1.025", "1." or ".5"; None when it has no digits."""
        match = _DECIMAL.fullmatch(s)
        if match is None:
            return None
        sign, whole, fraction = match.group(1), match.group(2), match.group(3) or ""
        if not whole and not fraction:
            return None
        return Dec(digits_to_int(sign + whole + fraction), len(fraction))

    def sign(self) -> int:
        """-1, 0 or 1 by the sign of the value."""
        return (self.unscaled > 0) - (self.unscaled < 0)

    def neg(self) -> Dec:
        """The negated value at the same scale."""
        return Dec(-self.unscaled, self.scale)

    def _upscaled(self, scale: int) -> int:
        """The unscaled value re-expressed at a scale not smaller than self.scale."""
        return self.unscaled * 10 ** (scale - self.scale)

    def cmp(self, y: Dec) -> int:
        """-1, 0 or 1 as self is less than, equal to or greater than y."""
        scale = max(self.scale, y.scale)
        a, b = self._upscaled(scale), y._upscaled(scale)
        return (a > b) - (a < b)

    def add(self, y: Dec) -> Dec:
        """The exact sum, at the larger of the two scales."""
        scale = max(self.scale, y.scale)
        return Dec(self._upscaled(scale) + y._upscaled(scale), scale)

    def sub(self, y: Dec) -> Dec:
        """The exact difference, at the larger of the two scales."""
        scale = max(self.scale, y.scale)
        return Dec(self._upscaled(scale) - y._upscaled(scale), scale)

    def mul(self, y: Dec) -> Dec:
        """The exact product; its scale is the sum of the scales."""
        return Dec(self.unscaled * y.unscaled, self.scale + y.scale)

    def round_up(self, scale: int) -> Dec:
        """The value at the given scale, rounding away from zero when digits are dropped."""
        shift = scale - self.scale
        if shift >= 0:
            return Dec(self.unscaled * 10**shift, scale)
        divisor = 10**-shift
        quotient, remainder = divmod(abs(self.unscaled), divisor)
        if remainder != 0:
            quotient += 1
        return Dec(quotient * self.sign(), scale)
