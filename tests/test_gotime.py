"""gotime.parse_duration against Go's own tables for time.ParseDuration.

The tables are those of the Go toolchain that builds tools/oracle (go1.26.8,
src/time/time_test.go: parseDurationTests and parseDurationErrorTests), row for row, plus the
values of this project's own inputs (timed-write annotations, configuration durations).
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from kube_scheduler_py import gotime
from kube_scheduler_py.gotime import DurationError, parse_duration, parse_duration_ns, quote

NS, US, MS, S, M, H = 1, 1_000, 1_000_000, 1_000_000_000, 60_000_000_000, 3_600_000_000_000


def _go(raw: bytes) -> str:
    """A Go string's bytes as the str the port would hold (bytes that are not UTF-8 kept)."""
    return raw.decode("utf-8", "surrogateescape")


PARSE_DURATION_TESTS = [
    ("0", 0),
    ("5s", 5 * S),
    ("30s", 30 * S),
    ("1478s", 1478 * S),
    ("-5s", -5 * S),
    ("+5s", 5 * S),
    ("-0", 0),
    ("+0", 0),
    ("5.0s", 5 * S),
    ("5.6s", 5 * S + 600 * MS),
    ("5.s", 5 * S),
    (".5s", 500 * MS),
    ("1.0s", 1 * S),
    ("1.00s", 1 * S),
    ("1.004s", 1 * S + 4 * MS),
    ("1.0040s", 1 * S + 4 * MS),
    ("100.00100s", 100 * S + 1 * MS),
    ("10ns", 10 * NS),
    ("11us", 11 * US),
    ("12µs", 12 * US),
    ("12μs", 12 * US),
    ("13ms", 13 * MS),
    ("14s", 14 * S),
    ("15m", 15 * M),
    ("16h", 16 * H),
    ("3h30m", 3 * H + 30 * M),
    ("10.5s4m", 4 * M + 10 * S + 500 * MS),
    ("-2m3.4s", -(2 * M + 3 * S + 400 * MS)),
    ("1h2m3s4ms5us6ns", 1 * H + 2 * M + 3 * S + 4 * MS + 5 * US + 6 * NS),
    ("39h9m14.425s", 39 * H + 9 * M + 14 * S + 425 * MS),
    ("52763797000ns", 52763797000 * NS),
    ("0.3333333333333333333h", 20 * M),
    ("9007199254740993ns", (1 << 53) + 1),
    ("9223372036854775807ns", (1 << 63) - 1),
    ("9223372036854775.807us", (1 << 63) - 1),
    ("9223372036s854ms775us807ns", (1 << 63) - 1),
    ("-9223372036854775808ns", -(1 << 63)),
    ("-9223372036854775.808us", -(1 << 63)),
    ("-9223372036s854ms775us808ns", -(1 << 63)),
    ("-2562047h47m16.854775808s", -(1 << 63)),
    ("0.100000000000000000000h", 6 * M),
    ("0.830103483285477580700h", 49 * M + 48 * S + 372539827 * NS),
]


@pytest.mark.parametrize(
    ("text", "want"), PARSE_DURATION_TESTS, ids=[t for t, _ in PARSE_DURATION_TESTS]
)
def test_parse_duration(text: str, want: int) -> None:
    assert parse_duration_ns(text) == want


PARSE_DURATION_ERROR_TESTS = [
    ("", '""'),
    ("3", '"3"'),
    ("-", '"-"'),
    ("s", '"s"'),
    (".", '"."'),
    ("-.", '"-."'),
    (".s", '".s"'),
    ("+.s", '"+.s"'),
    ("1d", '"1d"'),
    (_go(b"\x85\x85"), '"\\x85\\x85"'),
    (_go(b"\xffff"), '"\\xffff"'),
    (_go(b"hello \xffff world"), '"hello \\xffff world"'),
    ("\ufffd", '"\\xef\\xbf\\xbd"'),
    ("\ufffd hello \ufffd world", '"\\xef\\xbf\\xbd hello \\xef\\xbf\\xbd world"'),
    ("9223372036854775810ns", '"9223372036854775810ns"'),
    ("9223372036854775808ns", '"9223372036854775808ns"'),
    ("-9223372036854775809ns", '"-9223372036854775809ns"'),
    ("9223372036854776us", '"9223372036854776us"'),
    ("3000000h", '"3000000h"'),
    ("9223372036854775.808us", '"9223372036854775.808us"'),
    ("9223372036854ms775us808ns", '"9223372036854ms775us808ns"'),
]


@pytest.mark.parametrize(("text", "expect"), PARSE_DURATION_ERROR_TESTS)
def test_parse_duration_errors(text: str, expect: str) -> None:
    with pytest.raises(DurationError) as refused:
        parse_duration_ns(text)
    assert expect in str(refused.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # Beyond int64 nanoseconds: Go refuses what a plain decimal sum would accept.
        ("2562047h48m", 'time: invalid duration "2562047h48m"'),
        ("2562047h47m16.854775808s", 'time: invalid duration "2562047h47m16.854775808s"'),
        # A control or non-ASCII character is written as its bytes, \xNN (not as %q would).
        ("\t5s", 'time: invalid duration "\\x095s"'),
        ("5s\t", 'time: unknown unit "s\\x09" in duration "5s\\x09"'),
        ("5 s", 'time: unknown unit " s" in duration "5 s"'),
        ("5é", 'time: unknown unit "\\xc3\\xa9" in duration "5\\xc3\\xa9"'),
        ('1"s\\', 'time: unknown unit "\\"s\\\\" in duration "1\\"s\\\\"'),
        ("1", 'time: missing unit in duration "1"'),
    ],
)
def test_the_messages_are_go_s(text: str, message: str) -> None:
    with pytest.raises(DurationError) as refused:
        parse_duration_ns(text)
    assert str(refused.value) == message


def test_two_halves_of_two_to_the_63_wrap_around_as_in_go() -> None:
    # Go sums the parts in a uint64: 2^63 + 2^63 is 0 there, and Go accepts it.
    assert parse_duration_ns("9223372036854775808ns9223372036854775808ns") == 0


def test_quote_escapes_bytes_below_a_space_and_beyond_ascii_only() -> None:
    assert quote("a\x7fb") == '"a\x7fb"'
    assert quote("\n") == '"\\x0a"'
    assert quote(b"\xff") == '"\\xff"'


def test_a_timedelta_holds_the_duration_to_the_microsecond() -> None:
    assert parse_duration("1m30s") == timedelta(seconds=90)
    assert parse_duration("1500ns") == timedelta(microseconds=2)  # half to even
    assert parse_duration("2500ns") == timedelta(microseconds=2)
    assert parse_duration("-9223372036854775808ns") == -timedelta(microseconds=9223372036854776)


# Go's durationTests (time/time_test.go, TestDurationString): each positive value also prints
# with a minus sign when negated.
DURATION_STRINGS = [
    ("0s", 0),
    ("1ns", 1 * gotime.Nanosecond),
    ("1.1µs", 1100 * gotime.Nanosecond),
    ("2.2ms", 2200 * gotime.Microsecond),
    ("3.3s", 3300 * gotime.Millisecond),
    ("4m5s", 4 * gotime.Minute + 5 * gotime.Second),
    ("4m5.001s", 4 * gotime.Minute + 5001 * gotime.Millisecond),
    ("5h6m7.001s", 5 * gotime.Hour + 6 * gotime.Minute + 7001 * gotime.Millisecond),
    ("8m0.000000001s", 8 * gotime.Minute + 1 * gotime.Nanosecond),
    ("2562047h47m16.854775807s", (1 << 63) - 1),
    ("-2562047h47m16.854775808s", -(1 << 63)),
]


@pytest.mark.parametrize(("text", "d"), DURATION_STRINGS)
def test_duration_string_writes_what_go_writes(text: str, d: int) -> None:
    assert gotime.duration_string(d) == text
    if d > 0:
        assert gotime.duration_string(-d) == "-" + text


@pytest.mark.parametrize("text", [s for s, _ in DURATION_STRINGS])
def test_a_written_duration_reads_back_to_the_same_nanoseconds(text: str) -> None:
    assert gotime.duration_string(parse_duration_ns(text)) == text


@pytest.mark.parametrize(
    ("d", "want"),
    [
        (300_000_000, 0.3),  # Go's secDurationTests
        (-(1 << 63), -9223372036.854775808),
        (1, 1e-9),
    ],
)
def test_seconds_is_gos_float(d: int, want: float) -> None:
    assert gotime.seconds(d) == want
