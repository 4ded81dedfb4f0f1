"""Quantity: the fixed-point number behind every resource request, limit and capacity.

"500m" CPU, "1Gi" memory and "1e3" are all quantities. They parse from text, compare exactly,
add and subtract exactly, and print back in a canonical form with the kind of suffix they were
written with (decimal SI, binary SI or decimal exponent).
"""

from __future__ import annotations

import math
from typing import Protocol

from kube_scheduler_py.goint import int32 as _int32
from kube_scheduler_py.goint import int64 as _int64
from kube_scheduler_py.v1_37.api.resource._inf import Dec
from kube_scheduler_py.v1_37.api.resource.amount import (
    Milli,
    Nano,
    Scale,
    inf_scale,
    infDecAmount,
    int64Amount,
    zeroBytes,
)
from kube_scheduler_py.v1_37.api.resource.math import (
    _parse_int64,
    _pow10,
    decOne,
    decZero,
    int64_multiply,
    maxAllowed,
    maxInt64Factors,
    mostNegative,
    mostPositive,
)
from kube_scheduler_py.v1_37.api.resource.scale_int import scaled_value
from kube_scheduler_py.v1_37.api.resource.suffix import (
    BinarySI,
    DecimalExponent,
    DecimalSI,
    Format,
    quantitySuffixer,
)
from kube_scheduler_py.v1_37.api.util.validation.field.errors import go_quote

# Separates a number from its suffix; deliberately loose, the suffix is checked afterwards.
splitREString = "^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"

_DIGITS = "0123456789"
_SUFFIX_CHARS = "eEinumkKMGTP"


class QuantityError(ValueError):
    """Base of the errors raised for text that is not a valid quantity.

    Python-only: Go returns plain `error` values here; this class names them.
    """

    # Python: Go returns error values; here they are exceptions whose str() is Go's text.


class ErrFormatWrong(QuantityError):
    """The text does not have the shape of a quantity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L155
    """

    def __init__(self) -> None:
        super().__init__("quantities must match the regular expression '" + splitREString + "'")


class ErrNumeric(QuantityError):
    """The number in front of the suffix cannot be read.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L156
    """

    def __init__(self) -> None:
        super().__init__("unable to parse numeric part of quantity")


class ErrSuffix(QuantityError):
    """The suffix is not one of the known units.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L157
    """

    def __init__(self) -> None:
        super().__init__("unable to parse quantity's suffix")


class CanonicalValue(Protocol):
    """An amount that can print itself as digits plus a power of 10 or of 1024.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L117-L126
    """

    def as_canonical_bytes(self) -> tuple[str, int]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L121"""

    def as_canonical_base1024_bytes(self) -> tuple[str, int]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L125"""


class Quantity:
    """A fixed-point number with a remembered format, e.g. "500m", "1Gi" or "1e3".

    No value may exceed int64 in magnitude or be finer than a nano (10**-9); parsing caps or
    rounds up what goes beyond. The amount is held either in `i` (fast int64 form) or, when
    `d` is set, as an exact decimal. `s` caches the printed form.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L103-L114
    """

    __slots__ = ("d", "format", "i", "s")

    def __init__(
        self,
        *,
        i: int64Amount | None = None,
        d: infDecAmount | None = None,
        s: str = "",
        format: Format = "",
    ) -> None:
        self.i = i if i is not None else int64Amount()
        # Python: None stands for Go's nil *inf.Dec, i.e. the int64 form is in use.
        self.d = d
        self.s = s
        self.format = format

    def go_syntax(self) -> str:
        """What Go's `%#v` prints for a Quantity value, e.g. in a field error's bad value.

        Python-only: Go gets this from fmt; validation errors on whole-unit resources show it.
        """
        # Python: Go prints the address of a non-nil *inf.Dec, which no two runs share.
        dec = "nil" if self.d is None else "0x0"
        return (
            f"resource.Quantity{{i:resource.int64Amount{{value:{self.i.value}, "
            f"scale:{self.i.scale}}}, d:resource.infDecAmount{{Dec:(*inf.Dec)({dec})}}, "
            f"s:{go_quote(self.s)}, Format:{go_quote(self.format)}}}"
        )

    def marshal_json(self) -> str:
        """The quantity as JSON: its canonical string, quoted (e.g. a field error's bad value).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L694-L718
        """
        # Python: Go fills a byte buffer from CanonicalizeBytes, the same text String() caches.
        return '"' + self.string() + '"'

    def deep_copy(self) -> Quantity:
        """An independent copy of the quantity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L396-L402
        """
        # Python: the Dec in d is immutable, so only the int64 form needs a fresh object.
        return Quantity(
            i=int64Amount(value=self.i.value, scale=self.i.scale),
            d=self.d,
            s=self.s,
            format=self.format,
        )

    def canonicalize_bytes(self) -> tuple[str, str]:
        """The canonical number and suffix of the quantity, e.g. ("1536", "Mi").

        BinarySI values strictly between -1024 and 1024, or not whole, print as DecimalSI;
        an unknown format prints as DecimalExponent.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L425-L462
        """
        if self.is_zero():
            return zeroBytes, ""

        rounded: CanonicalValue | None = None
        format = self.format
        if format in (DecimalExponent, DecimalSI):
            pass
        elif format == BinarySI:
            if self.cmp_int64(-1024) > 0 and self.cmp_int64(1024) < 0:
                # Small binary values read better as plain decimals.
                format = DecimalSI
            else:
                rounded, exact = self.as_scale(0)
                if not exact:
                    # Keep every digit: show it as DecimalSI.
                    format = DecimalSI
        else:
            format = DecimalExponent

        if format in (DecimalExponent, DecimalSI):
            number, exponent = self.as_canonical_bytes()
            suffix, _ = quantitySuffixer.construct_bytes(10, exponent, format)
            return number, suffix
        # The format is BinarySI, so rounded was set above.
        assert rounded is not None
        number, exponent = rounded.as_canonical_base1024_bytes()
        suffix, _ = quantitySuffixer.construct_bytes(2, _int32(exponent * 10), format)
        return number, suffix

    def as_approximate_float64(self) -> float:
        """The value as a float, possibly inexact; +/-inf when it is out of float range.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L468-L483
        """
        if self.d is not None:
            base = _big_to_float64(self.d.dec.unscaled)
            exponent = _int32(-self.d.dec.scale)
        else:
            base = float(self.i.value)
            exponent = self.i.scale
        if exponent == 0:
            return base

        return base * _pow10(exponent)

    def as_int64(self) -> tuple[int, bool]:
        """The value as an int64 if the fast form holds a whole number that fits; else (0, False).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L517-L522
        """
        if self.d is not None:
            return 0, False
        return self.i.as_int64()

    def to_dec(self) -> Quantity:
        """Switch the quantity to the exact decimal form in place; returns self.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L525-L531
        """
        if self.d is None:
            self.d = infDecAmount(self.i.as_dec())
            self.i = int64Amount()
        return self

    def as_dec(self) -> Dec:
        """The value as an exact decimal, switching the quantity to that form.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L534-L541
        """
        if self.d is not None:
            return self.d.dec
        self.d = infDecAmount(self.i.as_dec())
        self.i = int64Amount()
        return self.d.dec

    def _dec_of_copy(self) -> Dec:
        """The exact decimal value, leaving self untouched."""
        # Python: Go calls AsDec on an argument passed by value, which converts only a copy.
        if self.d is not None:
            return self.d.dec
        return self.i.as_dec()

    def as_canonical_bytes(self) -> tuple[str, int]:
        """Base-10 digits and an exponent that is a multiple of 3.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L546-L551
        """
        if self.d is not None:
            return self.d.as_canonical_bytes()
        return self.i.as_canonical_bytes()

    def is_zero(self) -> bool:
        """Whether the quantity is zero.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L554-L559
        """
        if self.d is not None:
            return self.d.dec.sign() == 0
        return self.i.value == 0

    def sign(self) -> int:
        """-1, 0 or 1 by the sign of the quantity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L563-L568
        """
        if self.d is not None:
            return self.d.dec.sign()
        return self.i.sign()

    def as_scale(self, scale: Scale) -> tuple[CanonicalValue, bool]:
        """The value rounded up to scale, and whether no precision was lost.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L572-L577
        """
        if self.d is not None:
            return self.d.as_scale(scale)
        return self.i.as_scale(scale)

    def round_up(self, scale: Scale) -> bool:
        """Round in place, away from zero, to scale; False if precision was lost.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L582-L597
        """
        if self.d is not None:
            self.s = ""
            d, exact = self.d.as_scale(scale)
            self.d = d
            return exact
        # Nothing to do, so keep the cached text.
        if self.i.scale >= scale:
            return True
        self.s = ""
        i, exact = self.i.as_scale(scale)
        self.i = i
        return exact

    def add(self, y: Quantity) -> None:
        """Add y in place; a zero quantity takes over y's format.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L601-L614
        """
        self.s = ""
        if self.d is None and y.d is None:
            if self.i.value == 0:
                self.format = y.format
            if self.i.add(y.i):
                return
        elif self.is_zero():
            self.format = y.format
        self.to_dec()
        assert self.d is not None
        self.d = infDecAmount(self.d.dec.add(y._dec_of_copy()))

    def sub(self, y: Quantity) -> None:
        """Subtract y in place; a zero quantity takes over y's format.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L618-L627
        """
        self.s = ""
        if self.is_zero():
            self.format = y.format
        if self.d is None and y.d is None and self.i.sub(y.i):
            return
        self.to_dec()
        assert self.d is not None
        self.d = infDecAmount(self.d.dec.sub(y._dec_of_copy()))

    def mul(self, y: int) -> bool:
        """Multiply in place by y; False if the result no longer fits an int64 exactly.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L631-L637
        """
        self.s = ""
        if self.d is None and self.i.mul(y):
            return True
        self.to_dec()
        assert self.d is not None
        self.d = infDecAmount(self.d.dec.mul(Dec(y, 0)))
        return mostNegative <= self.d.dec.unscaled <= mostPositive

    def cmp(self, y: Quantity) -> int:
        """-1, 0 or 1 as self is less than, equal to or greater than y.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L641-L646
        """
        if self.d is None and y.d is None:
            return self.i.cmp(y.i)
        return self.as_dec().cmp(y._dec_of_copy())

    def cmp_int64(self, y: int) -> int:
        """-1, 0 or 1 as self is less than, equal to or greater than the integer y.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L650-L655
        """
        if self.d is not None:
            return self.d.dec.cmp(Dec(y, 0))
        return self.i.cmp(int64Amount(value=y))

    def neg(self) -> None:
        """Negate the quantity in place.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L658-L665
        """
        self.s = ""
        if self.d is None:
            self.i.value = _int64(-self.i.value)
            return
        self.d = infDecAmount(self.d.dec.neg())

    def equal(self, v: Quantity) -> bool:
        """Whether the two quantities have the same value, whatever their formats.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L669-L671
        """
        # Python: Go's Equal works on a copy of q, so Cmp's switch to the decimal form is lost.
        return self.deep_copy().cmp(v) == 0

    def string(self) -> str:
        """The canonical text of the quantity, computed once and cached.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L680-L691
        """
        if len(self.s) == 0:
            number, suffix = self.canonicalize_bytes()
            self.s = number + suffix
        return self.s

    def value(self) -> int:
        """The value rounded up to a whole number (away from zero in the int64 form).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L814-L816
        """
        return self.scaled_value(0)

    def milli_value(self) -> int:
        """The value in thousandths, rounded up; may overflow an int64 (compare MaxMilliValue).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L820-L822
        """
        return self.scaled_value(Milli)

    def scaled_value(self, scale: Scale) -> int:
        """The value in units of 10**scale, rounded up; may overflow an int64.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L828-L835
        """
        if self.d is None:
            i, _ = self.i.as_scaled_int64(scale)
            return i
        dec = self.d.dec
        return scaled_value(dec.unscaled, dec.scale, inf_scale(scale))

    def set(self, value: int) -> None:
        """Set the quantity to the whole number value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L838-L840
        """
        self.set_scaled(value, 0)

    def set_milli(self, value: int) -> None:
        """Set the quantity to value thousandths.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L843-L845
        """
        self.set_scaled(value, Milli)

    def set_scaled(self, value: int, scale: Scale) -> None:
        """Set the quantity to value * 10**scale, in the int64 form.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L848-L852
        """
        self.s = ""
        self.d = None
        self.i = int64Amount(value=value, scale=scale)

    def __str__(self) -> str:
        return self.string()

    def __repr__(self) -> str:
        return f'Quantity("{self.string()}")'

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Quantity):
            return NotImplemented
        return self.equal(other)

    # Python: quantities change in place (add, sub, neg), so they are not hashable.
    __hash__ = None  # type: ignore[assignment]

    def __copy__(self) -> Quantity:
        return self.deep_copy()

    def __deepcopy__(self, memo: dict[int, object]) -> Quantity:
        return self.deep_copy()


def _big_to_float64(x: int) -> float:
    """The float64 nearest to x (ties to even), +/-inf beyond range, as big.Float does."""
    try:
        return float(x)
    except OverflowError:
        return math.inf if x > 0 else -math.inf


def must_parse(s: str) -> Quantity:
    """Parse s or raise; for tests and constants known to be valid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L139-L145
    """
    try:
        return parse_quantity(s)
    except QuantityError as err:
        # Python: Go panics; this raises QuantityError with the text of Go's panic.
        raise QuantityError(f"cannot parse '{s}': {err}") from err


def parse_quantity_string(s: str) -> tuple[bool, str, str, str, str]:
    """Split quantity text into sign, number text, integer digits, fraction digits and suffix.

    Leading zeros of the integer part are dropped ("0" if none is left). Raises ErrFormatWrong
    when the text after the suffix letters is not an optionally signed run of digits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L161-L275
    """
    positive = True
    pos = 0
    end = len(s)
    value = num = denom = ""

    # An optional sign.
    if pos < end:
        if s[0] == "-":
            positive = False
            pos += 1
        elif s[0] == "+":
            pos += 1

    # Skip leading zeros; a text of only zeros is the number 0.
    i = pos
    while True:
        if i >= end:
            num = "0"
            value = num
            return positive, value, num, denom, ""
        if s[i] != "0":
            break
        pos += 1
        i += 1

    # The integer digits.
    i = pos
    while True:
        if i >= end:
            num = s[pos:end]
            value = s[0:end]
            return positive, value, num, denom, ""
        if s[i] not in _DIGITS:
            num = s[pos:i]
            pos = i
            break
        i += 1

    # Only zeros before the point still make the integer part 0.
    if len(num) == 0:
        num = "0"

    # The fraction digits, if there is a point ("1." is accepted).
    if pos < end and s[pos] == ".":
        pos += 1
        i = pos
        while True:
            if i >= end:
                denom = s[pos:end]
                value = s[0:end]
                return positive, value, num, denom, ""
            if s[i] not in _DIGITS:
                denom = s[pos:i]
                pos = i
                break
            i += 1
    value = s[0:pos]

    # The suffix: unit letters, then an optionally signed exponent.
    suffix_start = pos
    i = pos
    while True:
        if i >= end:
            return positive, value, num, denom, s[suffix_start:end]
        if s[i] not in _SUFFIX_CHARS:
            pos = i
            break
        i += 1
    if pos < end and s[pos] in "-+":
        pos += 1
    i = pos
    while True:
        if i >= end:
            return positive, value, num, denom, s[suffix_start:end]
        if s[i] not in _DIGITS:
            break
        i += 1
    # Something other than a digit follows the suffix letters.
    raise ErrFormatWrong()


def parse_quantity(s: str) -> Quantity:
    """Parse quantity text like "500m", "1.5Gi" or "12e6"; raises a QuantityError.

    Values finer than a nano round up to 1n (away from zero); binary values are capped at
    the int64 maximum.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L278-L392
    """
    if len(s) == 0:
        raise ErrFormatWrong()
    if s == "0":
        return Quantity(format=DecimalSI, s=s)

    positive, value, num, denom, suf = parse_quantity_string(s)

    base, exponent, format, ok = quantitySuffixer.interpret(suf)
    if not ok:
        raise ErrSuffix()

    precision = 0
    scale = 0
    mantissa = 1
    if format in (DecimalExponent, DecimalSI):
        scale = exponent
        precision = maxInt64Factors - (len(num) + len(denom))
    elif format == BinarySI:
        scale = 0
        if exponent >= 0 and len(denom) == 0:
            # Only whole positive binary numbers take the fast path.
            mantissa = _int64(mantissa << exponent)
            # A binary suffix 2**e carries about e*3/10 decimal digits.
            precision = 15 - len(num) - int(exponent * 3 / 10) - 1
        else:
            precision = -1

    if precision >= 0:
        # Fold the fraction digits into the integer by lowering the scale.
        scale = _int32(scale - len(denom))
        if scale >= Nano:
            shifted = num + denom

            parsed = _parse_int64(shifted)
            if parsed is None:
                raise ErrNumeric()
            result, ok = int64_multiply(parsed, mantissa)
            if ok:
                if not positive:
                    result = -result
                # Keep the input as the cached text when it is already canonical.
                if format == BinarySI:
                    if exponent % 10 == 0 and (parsed & 0x07 != 0):
                        return Quantity(
                            i=int64Amount(value=result, scale=scale), format=format, s=s
                        )
                elif scale % 3 == 0 and not shifted.endswith("000") and shifted[0] != "0":
                    return Quantity(i=int64Amount(value=result, scale=scale), format=format, s=s)
                return Quantity(i=int64Amount(value=result, scale=scale), format=format)

    amount = Dec.set_string(value)
    if amount is None:
        raise ErrNumeric()

    # Fold the suffix into the number.
    if base == 10:
        amount = Dec(amount.unscaled, _int32(amount.scale + inf_scale(exponent)))
    elif base == 2:
        amount = Dec(amount.unscaled * (1 << exponent), amount.scale)

    # Work on the magnitude; the sign goes back on at the end.
    sign = amount.sign()
    if sign == -1:
        amount = amount.neg()

    # Anything finer than a nano rounds up to the next nano, so a tiny non-zero request
    # never becomes zero.
    unscaled64 = _int64(amount.unscaled)
    if unscaled64 != 0 or unscaled64 != amount.unscaled:
        amount = amount.round_up(inf_scale(Nano))

    # Binary values are capped at the int64 maximum.
    if format == BinarySI and amount.cmp(maxAllowed) > 0:
        amount = maxAllowed

    if format == BinarySI and amount.cmp(decOne) < 0 and amount.cmp(decZero) > 0:
        # Fractions below one are shown in decimal rather than rounded.
        format = DecimalSI
    if sign == -1:
        amount = amount.neg()

    return Quantity(d=infDecAmount(amount), format=format)


def new_decimal_quantity(b: Dec, format: Format) -> Quantity:
    """A quantity holding the exact decimal b, in the given format.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L777-L782
    """
    return Quantity(d=infDecAmount(b), format=format)


def new_quantity(value: int, format: Format) -> Quantity:
    """A quantity holding the whole number value, in the given format.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L786-L791
    """
    return Quantity(i=int64Amount(value=value), format=format)


def new_milli_quantity(value: int, format: Format) -> Quantity:
    """A quantity holding value thousandths, in the given format.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L797-L802
    """
    return Quantity(i=int64Amount(value=value, scale=-3), format=format)


def new_scaled_quantity(value: int, scale: Scale) -> Quantity:
    """A DecimalSI quantity holding value * 10**scale.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go#L806-L811
    """
    return Quantity(i=int64Amount(value=value, scale=scale), format=DecimalSI)
