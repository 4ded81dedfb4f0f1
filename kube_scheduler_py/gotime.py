"""Go's duration strings: time.ParseDuration, exactly as Go reads them.

Python-only: the port reads durations wherever kube-scheduler or tools/oracle reads them with
Go's standard library (configuration fields such as `leaderElection.leaseDuration`, the timed
writes' `simulate.kube-scheduler-py.io/at`), and every one of those places calls
`parse_duration` here, so that the values accepted and the messages of the values refused are
Go's, byte for byte: a value beyond int64 nanoseconds (`2562047h48m`) is refused, and the
invalid input is quoted the way the time package quotes it (`time: invalid duration
"\\x095s"`: control and non-ASCII bytes as `\\xNN`).

It follows the Go source of the toolchain that builds tools/oracle (go1.26.8), file
https://github.com/golang/go/blob/go1.26.8/src/time/format.go: `ParseDuration` (L1631-L1728),
`leadingInt` (L1554-L1574), `leadingFraction` (L1577-L1603), `parseDurationError`
(L1606-L1613), `unitMap` (L1615-L1624) and `quote` (L865-L899); and for the way back,
`Duration.String` with `format`, `fmtFrac` and `fmtInt` in
https://github.com/golang/go/blob/go1.26.8/src/time/time.go (L947-L1068) and
`Duration.Seconds` (L1090-L1094).

A Go `time.Duration` is an int64 of nanoseconds; where the port must keep one exactly (the
configuration's `metav1.Duration`), it holds that int and uses `duration_string` and
`seconds` here. `parse_duration` gives a `timedelta` for the places that compute with time.
"""

from __future__ import annotations

from datetime import timedelta
from fractions import Fraction

__all__ = [
    "DurationError",
    "Hour",
    "Microsecond",
    "Millisecond",
    "Minute",
    "Nanosecond",
    "Second",
    "duration_string",
    "parse_duration",
    "parse_duration_ns",
    "quote",
    "seconds",
]

#: Go's duration units, in nanoseconds (time.Nanosecond ... time.Hour).
Nanosecond = 1
Microsecond = 1_000 * Nanosecond
Millisecond = 1_000 * Microsecond
Second = 1_000 * Millisecond
Minute = 60 * Second
Hour = 60 * Minute

#: Nanoseconds per unit, as Go's unitMap; the two spellings of micro (U+00B5, U+03BC) included.
_UNITS: dict[bytes, int] = {
    b"ns": Nanosecond,
    b"us": Microsecond,
    "µs".encode(): Microsecond,
    "μs".encode(): Microsecond,
    b"ms": Millisecond,
    b"s": Second,
    b"m": Minute,
    b"h": Hour,
}

_TWO_63 = 1 << 63
_DIGITS = b"0123456789"


class DurationError(ValueError):
    """Python-only: Go's parseDurationError; str() is Go's Error(): `time: MESSAGE "VALUE"`."""


def _error(message: str, value: bytes) -> DurationError:
    return DurationError(f"time: {message} {quote(value)}")


def quote(value: str | bytes) -> str:
    """Python-only: the time package's own `quote` (not strconv.Quote): a byte below a space
    or of a non-ASCII character is written `\\xNN`, each byte of the character; `"` and `\\`
    get a backslash; everything else stays."""
    data = value.encode("utf-8", "surrogateescape") if isinstance(value, str) else value
    out = ['"']
    for byte in data:
        if byte < 0x20 or byte >= 0x80:
            out.append(f"\\x{byte:02x}")
        elif byte in b'"\\':
            out.append("\\" + chr(byte))
        else:
            out.append(chr(byte))
    out.append('"')
    return "".join(out)


def _leading_int(s: bytes) -> tuple[int, bytes] | None:
    """The leading digits' value and the rest; None when the value leaves uint64's 2^63."""
    x, i = 0, 0
    while i < len(s) and s[i] in _DIGITS:
        if x > _TWO_63 // 10:
            return None
        x = x * 10 + s[i] - 0x30
        if x > _TWO_63:
            return None
        i += 1
    return x, s[i:]


def _leading_fraction(s: bytes) -> tuple[int, float, bytes]:
    """The fraction's digits as an integer, its scale (a float, as Go's) and the rest; digits
    past what fits in 2^63 are read but ignored."""
    x, scale, i, overflow = 0, 1.0, 0, False
    while i < len(s) and s[i] in _DIGITS:
        digit, i = s[i] - 0x30, i + 1
        if overflow:
            continue
        if x > (_TWO_63 - 1) // 10:
            overflow = True
            continue
        y = x * 10 + digit
        if y > _TWO_63:
            overflow = True
            continue
        x, scale = y, scale * 10
    return x, scale, s[i:]


def parse_duration_ns(text: str) -> int:
    """Python-only: Go's time.ParseDuration, in nanoseconds (an int64); DurationError with
    Go's message for anything Go refuses."""
    orig = text.encode("utf-8", "surrogateescape")
    s, neg = orig, False
    if s and s[0] in b"+-":
        neg, s = s[0] == ord("-"), s[1:]
    if s == b"0":
        return 0
    if not s:
        raise _error("invalid duration", orig)
    d = 0
    while s:
        if not (s[0] == ord(".") or s[0] in _DIGITS):
            raise _error("invalid duration", orig)
        length = len(s)
        leading = _leading_int(s)
        if leading is None:
            raise _error("invalid duration", orig)
        v, s = leading
        pre = length != len(s)
        f, scale, post = 0, 1.0, False
        if s and s[0] == ord("."):
            s = s[1:]
            length = len(s)
            f, scale, s = _leading_fraction(s)
            post = length != len(s)
        if not pre and not post:
            raise _error("invalid duration", orig)
        i = 0
        while i < len(s) and not (s[i] == ord(".") or s[i] in _DIGITS):
            i += 1
        if i == 0:
            raise _error("missing unit in duration", orig)
        unit_name, s = s[:i], s[i:]
        unit = _UNITS.get(unit_name)
        if unit is None:
            raise _error(f"unknown unit {quote(unit_name)} in duration", orig)
        if v > _TWO_63 // unit:
            raise _error("invalid duration", orig)
        v *= unit
        if f > 0:
            # Go computes the fraction's part in float64 and truncates it to uint64.
            v += int(float(f) * (float(unit) / scale))
            if v > _TWO_63:
                raise _error("invalid duration", orig)
        # Go uint64: two parts of exactly 2^63 wrap around to 0, which Go then accepts.
        d = (d + v) % (1 << 64)
        if d > _TWO_63:
            raise _error("invalid duration", orig)
    if neg:
        return -d
    if d > _TWO_63 - 1:
        raise _error("invalid duration", orig)
    return d


def parse_duration(text: str) -> timedelta:
    """Python-only: Go's time.ParseDuration as a timedelta, rounded to the microsecond (half
    to even), the finest a timedelta holds; DurationError with Go's message."""
    return timedelta(microseconds=round(Fraction(parse_duration_ns(text), 1000)))


def duration_string(d: int) -> str:
    """Python-only: Go's time.Duration.String for d nanoseconds ("1h2m3.5s", "1.5µs",
    "999ns", "0s"): below a second in the largest unit that keeps a non-zero leading digit,
    otherwise hours, minutes and seconds with the zero leading units left out."""
    u = -d if d < 0 else d
    sign = "-" if d < 0 else ""
    if u == 0:
        return "0s"
    if u < Second:
        if u < Microsecond:
            return f"{sign}{u}ns"
        if u < Millisecond:
            return f"{sign}{_fmt_frac(u, 3)}µs"
        return f"{sign}{_fmt_frac(u, 6)}ms"
    text = f"{_fmt_frac(u % Minute, 9)}s"
    minutes = u // Minute
    if minutes > 0:
        text = f"{minutes % 60}m{text}"
        if minutes // 60 > 0:
            text = f"{minutes // 60}h{text}"
    return sign + text


def _fmt_frac(v: int, prec: int) -> str:
    """v / 10**prec written with the fraction's trailing zeros, and a bare point, left out."""
    whole, frac = divmod(v, 10**prec)
    digits = f"{frac:0{prec}d}".rstrip("0")
    return f"{whole}.{digits}" if digits else str(whole)


def seconds(d: int) -> float:
    """Python-only: Go's time.Duration.Seconds for d nanoseconds: whole seconds plus the
    nanoseconds left over, each as a float64."""
    whole, nsec = divmod(abs(d), Second)
    sign = -1 if d < 0 else 1
    return sign * (float(whole) + float(nsec) / 1e9)
