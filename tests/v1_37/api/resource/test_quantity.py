"""Port of staging/src/k8s.io/apimachinery/pkg/api/resource/quantity_test.go (v0.31.1).

Tables are ported row for row; ids are the Go test names. Tests about JSON, CBOR, protobuf,
pflag and benchmarks are not ported (see the module's report).
"""

from __future__ import annotations

import copy
import math
import random
from dataclasses import dataclass, field
from itertools import repeat

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kube_scheduler_py.v1_37.api.resource import (
    BinarySI,
    DecimalExponent,
    DecimalSI,
    ErrFormatWrong,
    ErrNumeric,
    ErrSuffix,
    Format,
    Micro,
    Milli,
    Nano,
    Quantity,
    QuantityError,
    Scale,
    must_parse,
    new_decimal_quantity,
    new_milli_quantity,
    new_quantity,
    new_scaled_quantity,
    parse_quantity,
)
from kube_scheduler_py.v1_37.api.resource._inf import Dec
from kube_scheduler_py.v1_37.api.resource.amount import infDecAmount, int64Amount
from kube_scheduler_py.v1_37.api.resource.math import maxAllowed, mostNegative, mostPositive
from kube_scheduler_py.v1_37.api.resource.quantity import parse_quantity_string


def dec(i: int, exponent: int) -> infDecAmount:
    # The inf.Dec scale is the negative of the exponent.
    return infDecAmount(Dec(i, -exponent))


def dec_quantity(i: int, exponent: int, format: Format) -> Quantity:
    return Quantity(d=dec(i, exponent), format=format)


def int_quantity(i: int, exponent: Scale, format: Format) -> Quantity:
    return Quantity(i=int64Amount(value=i, scale=exponent), format=format)


def test_errors_have_the_go_text() -> None:
    assert str(ErrFormatWrong()) == (
        "quantities must match the regular expression "
        "'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
    )
    assert str(ErrNumeric()) == "unable to parse numeric part of quantity"
    assert str(ErrSuffix()) == "unable to parse quantity's suffix"
    assert issubclass(QuantityError, ValueError)
    with pytest.raises(ErrNumeric):
        parse_quantity(".e-10")
    with pytest.raises(ErrSuffix):
        parse_quantity("1i")
    with pytest.raises(ErrFormatWrong):
        parse_quantity("1 ")


def test_quantity_parse_zero() -> None:
    """TestQuantityParseZero"""
    zero = must_parse("0")
    assert zero.string() == "0"


def test_quantity_parse_non_numeric_panic() -> None:
    """TestQuantityParseNonNumericPanic"""
    with pytest.raises(QuantityError) as info:
        must_parse("Non-Numeric")
    assert str(info.value) == f"cannot parse 'Non-Numeric': {ErrFormatWrong()}"


@pytest.mark.parametrize("test_value", ["100m", "1Gi"], ids=lambda v: f"TestQuantityAddZero/{v}")
def test_quantity_add_zero_preserves_suffix(test_value: str) -> None:
    """TestQuantityAddZeroPreservesSuffix"""
    zero = must_parse("0")
    value = must_parse(test_value)
    v1 = value.deep_copy()
    # non-zero + zero keeps the suffix
    v1.add(zero)
    # zero + non-zero takes the suffix over
    v2 = zero.deep_copy()
    v2.add(value)
    assert v1.string() == test_value
    assert v2.string() == test_value


@pytest.mark.parametrize("test_value", ["100m", "1Gi"], ids=lambda v: f"TestQuantitySubZero/{v}")
def test_quantity_sub_zero_preserves_suffix(test_value: str) -> None:
    """TestQuantitySubZeroPreservesSuffix"""
    zero = must_parse("0")
    value = must_parse(test_value)
    v1 = value.deep_copy()
    v1.sub(zero)
    assert v1.string() == test_value

    v2 = zero.deep_copy()
    v2.sub(value)
    neg_val = value.deep_copy()
    neg_val.neg()
    assert v2.string() == neg_val.string()


def test_quantity_canocicalize_zero() -> None:
    """TestQuantityCanocicalizeZero"""
    val = must_parse("1000m")
    val.i.sub(int64Amount(value=1))
    zero = Quantity(i=val.i, format=DecimalSI)
    assert zero.string() == "0"


@pytest.mark.parametrize(
    ("x", "y", "expect"),
    [
        ("0", "0", 0),
        ("100m", "50m", 1),
        ("50m", "100m", -1),
        ("10000T", "100Gi", 1),
    ],
    ids=repeat("TestQuantityCmp"),
)
def test_quantity_cmp(x: str, y: str, expect: int) -> None:
    """TestQuantityCmp (d is nil)"""
    q1 = must_parse(x)
    q2 = must_parse(y)
    assert q1.cmp(q2) == expect


@pytest.mark.parametrize(
    ("x", "y", "expect"),
    [
        (dec(0, 0), dec(0, 0), 0),
        (None, dec(0, 0), 0),
        (dec(0, 0), None, 0),
        (None, None, 0),
        (None, dec(10, 0), -1),
        (None, dec(-10, 0), 1),
        (dec(10, 0), None, 1),
        (dec(-10, 0), None, -1),
    ],
    ids=repeat("TestQuantityCmp/dec"),
)
def test_quantity_cmp_dec(x: infDecAmount | None, y: infDecAmount | None, expect: int) -> None:
    """TestQuantityCmp (i is {0,0})"""
    q1 = Quantity(d=x, format=DecimalSI)
    q2 = Quantity(d=y, format=DecimalSI)
    assert q1.cmp(q2) == expect


@pytest.mark.parametrize(
    ("input", "positive", "value", "num", "denom", "suffix"),
    [
        ("0.025Ti", True, "0.025", "0", "025", "Ti"),
        ("1.025Ti", True, "1.025", "1", "025", "Ti"),
        ("-1.025Ti", False, "-1.025", "1", "025", "Ti"),
        (".", True, ".", "0", "", ""),
        ("-.", False, "-.", "0", "", ""),
        ("1E-3", True, "1", "1", "", "E-3"),
    ],
    ids=repeat("TestParseQuantityString"),
)
def test_parse_quantity_string(
    input: str, positive: bool, value: str, num: str, denom: str, suffix: str
) -> None:
    """TestParseQuantityString"""
    assert parse_quantity_string(input) == (positive, value, num, denom, suffix)


QUANTITY_PARSE_TABLE: list[tuple[str, Quantity]] = [
    ("0", dec_quantity(0, 0, DecimalSI)),
    ("0n", dec_quantity(0, 0, DecimalSI)),
    ("0u", dec_quantity(0, 0, DecimalSI)),
    ("0m", dec_quantity(0, 0, DecimalSI)),
    ("0Ki", dec_quantity(0, 0, BinarySI)),
    ("0k", dec_quantity(0, 0, DecimalSI)),
    ("0Mi", dec_quantity(0, 0, BinarySI)),
    ("0M", dec_quantity(0, 0, DecimalSI)),
    ("0Gi", dec_quantity(0, 0, BinarySI)),
    ("0G", dec_quantity(0, 0, DecimalSI)),
    ("0Ti", dec_quantity(0, 0, BinarySI)),
    ("0T", dec_quantity(0, 0, DecimalSI)),
    # Quantity less numbers are allowed
    ("1", dec_quantity(1, 0, DecimalSI)),
    # Binary suffixes
    ("1Ki", dec_quantity(1024, 0, BinarySI)),
    ("8Ki", dec_quantity(8 * 1024, 0, BinarySI)),
    ("7Mi", dec_quantity(7 * 1024 * 1024, 0, BinarySI)),
    ("6Gi", dec_quantity(6 * 1024 * 1024 * 1024, 0, BinarySI)),
    ("5Ti", dec_quantity(5 * 1024 * 1024 * 1024 * 1024, 0, BinarySI)),
    ("4Pi", dec_quantity(4 * 1024 * 1024 * 1024 * 1024 * 1024, 0, BinarySI)),
    ("3Ei", dec_quantity(3 * 1024 * 1024 * 1024 * 1024 * 1024 * 1024, 0, BinarySI)),
    ("10Ti", dec_quantity(10 * 1024 * 1024 * 1024 * 1024, 0, BinarySI)),
    ("100Ti", dec_quantity(100 * 1024 * 1024 * 1024 * 1024, 0, BinarySI)),
    # Decimal suffixes
    ("5n", dec_quantity(5, -9, DecimalSI)),
    ("4u", dec_quantity(4, -6, DecimalSI)),
    ("3m", dec_quantity(3, -3, DecimalSI)),
    ("9", dec_quantity(9, 0, DecimalSI)),
    ("8k", dec_quantity(8, 3, DecimalSI)),
    ("50k", dec_quantity(5, 4, DecimalSI)),
    ("7M", dec_quantity(7, 6, DecimalSI)),
    ("6G", dec_quantity(6, 9, DecimalSI)),
    ("5T", dec_quantity(5, 12, DecimalSI)),
    ("40T", dec_quantity(4, 13, DecimalSI)),
    ("300T", dec_quantity(3, 14, DecimalSI)),
    ("2P", dec_quantity(2, 15, DecimalSI)),
    ("1E", dec_quantity(1, 18, DecimalSI)),
    # Decimal exponents
    ("1E-3", dec_quantity(1, -3, DecimalExponent)),
    ("1e3", dec_quantity(1, 3, DecimalExponent)),
    ("1E6", dec_quantity(1, 6, DecimalExponent)),
    ("1e9", dec_quantity(1, 9, DecimalExponent)),
    ("1E12", dec_quantity(1, 12, DecimalExponent)),
    ("1e15", dec_quantity(1, 15, DecimalExponent)),
    ("1E18", dec_quantity(1, 18, DecimalExponent)),
    # Nonstandard but still parsable
    ("1e14", dec_quantity(1, 14, DecimalExponent)),
    ("1e13", dec_quantity(1, 13, DecimalExponent)),
    ("1e3", dec_quantity(1, 3, DecimalExponent)),
    ("100.035k", dec_quantity(100035, 0, DecimalSI)),
    # Things that look like floating point
    ("0.001", dec_quantity(1, -3, DecimalSI)),
    ("0.0005k", dec_quantity(5, -1, DecimalSI)),
    ("0.005", dec_quantity(5, -3, DecimalSI)),
    ("0.05", dec_quantity(5, -2, DecimalSI)),
    ("0.5", dec_quantity(5, -1, DecimalSI)),
    ("0.00050k", dec_quantity(5, -1, DecimalSI)),
    ("0.00500", dec_quantity(5, -3, DecimalSI)),
    ("0.05000", dec_quantity(5, -2, DecimalSI)),
    ("0.50000", dec_quantity(5, -1, DecimalSI)),
    ("0.5e0", dec_quantity(5, -1, DecimalExponent)),
    ("0.5e-1", dec_quantity(5, -2, DecimalExponent)),
    ("0.5e-2", dec_quantity(5, -3, DecimalExponent)),
    ("0.5e0", dec_quantity(5, -1, DecimalExponent)),
    ("10.035M", dec_quantity(10035, 3, DecimalSI)),
    ("1.2e3", dec_quantity(12, 2, DecimalExponent)),
    ("1.3E+6", dec_quantity(13, 5, DecimalExponent)),
    ("1.40e9", dec_quantity(14, 8, DecimalExponent)),
    ("1.53E12", dec_quantity(153, 10, DecimalExponent)),
    ("1.6e15", dec_quantity(16, 14, DecimalExponent)),
    ("1.7E18", dec_quantity(17, 17, DecimalExponent)),
    ("9.01", dec_quantity(901, -2, DecimalSI)),
    ("8.1k", dec_quantity(81, 2, DecimalSI)),
    ("7.123456M", dec_quantity(7123456, 0, DecimalSI)),
    ("6.987654321G", dec_quantity(6987654321, 0, DecimalSI)),
    ("5.444T", dec_quantity(5444, 9, DecimalSI)),
    ("40.1T", dec_quantity(401, 11, DecimalSI)),
    ("300.2T", dec_quantity(3002, 11, DecimalSI)),
    ("2.5P", dec_quantity(25, 14, DecimalSI)),
    ("1.01E", dec_quantity(101, 16, DecimalSI)),
    # Things that saturate/round
    ("3.001n", dec_quantity(4, -9, DecimalSI)),
    ("1.1E-9", dec_quantity(2, -9, DecimalExponent)),
    ("0.0000000001", dec_quantity(1, -9, DecimalSI)),
    ("0.0000000005", dec_quantity(1, -9, DecimalSI)),
    ("0.00000000050", dec_quantity(1, -9, DecimalSI)),
    ("0.5e-9", dec_quantity(1, -9, DecimalExponent)),
    ("0.9n", dec_quantity(1, -9, DecimalSI)),
    ("0.00000012345", dec_quantity(124, -9, DecimalSI)),
    ("0.00000012354", dec_quantity(124, -9, DecimalSI)),
    ("9Ei", Quantity(d=infDecAmount(maxAllowed), format=BinarySI)),
    ("9223372036854775807Ki", Quantity(d=infDecAmount(maxAllowed), format=BinarySI)),
    ("12E", dec_quantity(12, 18, DecimalSI)),
    # We'll accept fractional binary stuff, too.
    ("100.035Ki", dec_quantity(10243584, -2, BinarySI)),
    ("0.5Mi", dec_quantity(int(0.5 * 1024 * 1024), 0, BinarySI)),
    ("0.05Gi", dec_quantity(536870912, -1, BinarySI)),
    ("0.025Ti", dec_quantity(274877906944, -1, BinarySI)),
    # Things written by trolls
    ("0.000000000001Ki", dec_quantity(2, -9, DecimalSI)),  # rounds up, changes format
    (".001", dec_quantity(1, -3, DecimalSI)),
    (".0001k", dec_quantity(100, -3, DecimalSI)),
    ("1.", dec_quantity(1, 0, DecimalSI)),
    ("1.G", dec_quantity(1, 9, DecimalSI)),
]


def test_quantity_parse_empty() -> None:
    """TestQuantityParse: the empty string is an error"""
    with pytest.raises(QuantityError):
        parse_quantity("")


@pytest.mark.parametrize("as_dec", [False, True], ids=["int", "dec"])
@pytest.mark.parametrize(
    ("input", "expect"),
    QUANTITY_PARSE_TABLE,
    ids=[f"TestQuantityParse/{row[0]}" for row in QUANTITY_PARSE_TABLE],
)
def test_quantity_parse(input: str, expect: Quantity, as_dec: bool) -> None:
    """TestQuantityParse: value, format and AsInt64 of each row"""
    expect = expect.deep_copy()
    got = parse_quantity(input)
    if as_dec:
        got.as_dec()

    assert expect.cmp(got) == 0, f"{input}: expected {expect.string()}, got {got.string()}"
    assert got.format == expect.format

    if as_dec:
        assert got.as_int64() == (0, False)
        return
    i, ok = expect.as_int64()
    if not ok:
        return
    j, ok = got.as_int64()
    if not ok:
        assert not (got.d is None and got.i.scale >= 0), f"{input}: int64Amount without AsInt64"
        return
    assert i == j


@pytest.mark.parametrize("as_dec", [False, True], ids=["int", "dec"])
@pytest.mark.parametrize(
    ("input", "expect"),
    QUANTITY_PARSE_TABLE,
    ids=[f"TestQuantityParse/roundtrip/{row[0]}" for row in QUANTITY_PARSE_TABLE],
)
def test_quantity_parse_round_trip(input: str, expect: Quantity, as_dec: bool) -> None:
    """TestQuantityParse: via NewDecimalQuantity and by re-assembling the parsed parts"""
    got = parse_quantity(input)
    if as_dec:
        got.as_dec()

    for format in (DecimalSI, BinarySI, DecimalExponent):
        copied = Dec(0, 0).add(got.as_dec())
        q = new_decimal_quantity(copied, format)
        assert q.cmp(got) == 0

    positive, _, num, denom, suffix = parse_quantity_string(input)
    assert not ((got.sign() >= 0 and not positive) or (got.sign() < 0 and positive))
    value = "" if positive else "-"
    value += num
    if len(denom) > 0:
        value += "." + denom
    value += suffix
    assert len(value) > 0
    expected = parse_quantity(value)
    assert expected.cmp(got) == 0, f"{input}: not the same as {value}"


@pytest.mark.parametrize("as_dec", [False, True], ids=["int", "dec"])
@pytest.mark.parametrize(
    ("input", "expect"),
    QUANTITY_PARSE_TABLE,
    ids=[f"TestQuantityParse/signed/{row[0]}" for row in QUANTITY_PARSE_TABLE],
)
def test_quantity_parse_signed(input: str, expect: Quantity, as_dec: bool) -> None:
    """TestQuantityParse: the negative and the explicit "+" version of each row"""
    got = parse_quantity("-" + input.lstrip())
    if as_dec:
        got.as_dec()
    expected = expect.deep_copy()
    negated = Quantity(d=infDecAmount(expected.as_dec().neg()))
    assert negated.cmp(got) == 0, f"{input}: expected {negated.string()}, got {got.string()}"
    assert got.format == expected.format

    got = parse_quantity("+" + input.lstrip())
    if as_dec:
        got.as_dec()
    assert expect.deep_copy().cmp(got) == 0
    assert got.format == expect.format


@pytest.mark.parametrize(
    "item",
    [
        "1.1.M",
        "1+1.0M",
        "0.1mi",
        "0.1am",
        "aoeu",
        ".5i",
        "1i",
        "-3.01i",
        "-3.01e-",
        # trailing whitespace is forbidden
        " 1",
        "1 ",
    ],
    ids=lambda item: f"TestQuantityParse/invalid/{item}",
)
def test_quantity_parse_invalid(item: str) -> None:
    """TestQuantityParse: invalid inputs"""
    with pytest.raises(QuantityError):
        parse_quantity(item)


@pytest.mark.parametrize("as_dec", [False, True], ids=["int", "dec"])
@pytest.mark.parametrize(
    ("input", "scale", "expect", "ok"),
    [
        ("9.01", -3, dec_quantity(901, -2, DecimalSI), True),
        ("9.01", -2, dec_quantity(901, -2, DecimalSI), True),
        ("9.01", -1, dec_quantity(91, -1, DecimalSI), False),
        ("9.01", 0, dec_quantity(10, 0, DecimalSI), False),
        ("9.01", 1, dec_quantity(10, 0, DecimalSI), False),
        ("9.01", 2, dec_quantity(100, 0, DecimalSI), False),
        ("-9.01", -3, dec_quantity(-901, -2, DecimalSI), True),
        ("-9.01", -2, dec_quantity(-901, -2, DecimalSI), True),
        ("-9.01", -1, dec_quantity(-91, -1, DecimalSI), False),
        ("-9.01", 0, dec_quantity(-10, 0, DecimalSI), False),
        ("-9.01", 1, dec_quantity(-10, 0, DecimalSI), False),
        ("-9.01", 2, dec_quantity(-100, 0, DecimalSI), False),
    ],
    ids=repeat("TestQuantityRoundUp"),
)
def test_quantity_round_up(
    input: str, scale: Scale, expect: Quantity, ok: bool, as_dec: bool
) -> None:
    """TestQuantityRoundUp"""
    got = parse_quantity(input)
    expect = expect.deep_copy()
    if as_dec:
        got.as_dec()
    assert got.round_up(scale) == ok
    assert got.cmp(expect) == 0, f"{got.string()} vs {expect.string()}"


CMP_INT64_AND_DEC_TABLE = [
    (int_quantity(901, -2, DecimalSI), int_quantity(901, -2, DecimalSI), 0),
    (int_quantity(90, -1, DecimalSI), int_quantity(901, -2, DecimalSI), -1),
    (int_quantity(901, -2, DecimalSI), int_quantity(900, -2, DecimalSI), 1),
    (int_quantity(0, 0, DecimalSI), int_quantity(0, 0, DecimalSI), 0),
    (int_quantity(0, 1, DecimalSI), int_quantity(0, -1, DecimalSI), 0),
    (int_quantity(0, -1, DecimalSI), int_quantity(0, 1, DecimalSI), 0),
    (int_quantity(800, -3, DecimalSI), int_quantity(1, 0, DecimalSI), -1),
    (int_quantity(800, -3, DecimalSI), int_quantity(79, -2, DecimalSI), 1),
    (int_quantity(mostPositive, 0, DecimalSI), int_quantity(1, -1, DecimalSI), 1),
    (int_quantity(mostPositive, 1, DecimalSI), int_quantity(1, 0, DecimalSI), 1),
    (int_quantity(mostPositive, 1, DecimalSI), int_quantity(1, 1, DecimalSI), 1),
    (int_quantity(mostPositive, 1, DecimalSI), int_quantity(0, 1, DecimalSI), 1),
    (int_quantity(mostPositive, -16, DecimalSI), int_quantity(1, 3, DecimalSI), -1),
    (int_quantity(mostNegative, 0, DecimalSI), int_quantity(0, 0, DecimalSI), -1),
    (int_quantity(mostNegative, -18, DecimalSI), int_quantity(-1, 0, DecimalSI), -1),
    (int_quantity(mostNegative, -19, DecimalSI), int_quantity(-1, 0, DecimalSI), 1),
    (
        int_quantity(1 * 1000000 * 1000000 * 1000000, -17, DecimalSI),
        int_quantity(1, 1, DecimalSI),
        0,
    ),
    (
        int_quantity(1 * 1000000 * 1000000 * 1000000, -17, DecimalSI),
        int_quantity(-10, 0, DecimalSI),
        1,
    ),
    (
        int_quantity(-1 * 1000000 * 1000000 * 1000000, -17, DecimalSI),
        int_quantity(-10, 0, DecimalSI),
        0,
    ),
    (
        int_quantity(1 * 1000000 * 1000000 * 1000000, -17, DecimalSI),
        int_quantity(1, 0, DecimalSI),
        1,
    ),
    (
        int_quantity(1 * 1000000 * 1000000 * 1000000 + 1, -17, DecimalSI),
        int_quantity(1, 1, DecimalSI),
        1,
    ),
    (
        int_quantity(1 * 1000000 * 1000000 * 1000000 - 1, -17, DecimalSI),
        int_quantity(1, 1, DecimalSI),
        -1,
    ),
]


@pytest.mark.parametrize(
    ("a_dec", "b_dec"),
    [(False, False), (True, False), (False, True), (True, True)],
    ids=["int-int", "dec-int", "int-dec", "dec-dec"],
)
@pytest.mark.parametrize(
    ("a", "b", "expect"), CMP_INT64_AND_DEC_TABLE, ids=repeat("TestQuantityCmpInt64AndDec")
)
def test_quantity_cmp_int64_and_dec(
    a: Quantity, b: Quantity, expect: int, a_dec: bool, b_dec: bool
) -> None:
    """TestQuantityCmpInt64AndDec"""
    a, b = a.deep_copy(), b.deep_copy()
    if a_dec:
        a.as_dec()
    if b_dec:
        b.as_dec()
    assert a.cmp(b) == expect
    assert b.cmp(a) == -expect


@pytest.mark.parametrize(
    ("a", "out"),
    [
        (int_quantity(901, -2, DecimalSI), "-9010m"),
        (dec_quantity(901, -2, DecimalSI), "-9010m"),
    ],
    ids=repeat("TestQuantityNeg"),
)
def test_quantity_neg(a: Quantity, out: str) -> None:
    """TestQuantityNeg"""
    result = a.deep_copy()
    result.neg()
    assert result.cmp(a) != 0, "negating an item should not mutate the source"
    assert result.string() == out


QUANTITY_STRING_TABLE = [
    (dec_quantity(1024 * 1024 * 1024, 0, BinarySI), "1Gi", "1024Mi"),
    (dec_quantity(300 * 1024 * 1024, 0, BinarySI), "300Mi", "307200Ki"),
    (dec_quantity(6 * 1024, 0, BinarySI), "6Ki", ""),
    (dec_quantity(1001 * 1024 * 1024 * 1024, 0, BinarySI), "1001Gi", "1025024Mi"),
    (dec_quantity(1024 * 1024 * 1024 * 1024, 0, BinarySI), "1Ti", "1024Gi"),
    (dec_quantity(5, 0, BinarySI), "5", "5000m"),
    (dec_quantity(500, -3, BinarySI), "500m", "0.5"),
    (dec_quantity(1, 9, DecimalSI), "1G", "1000M"),
    (dec_quantity(1000, 6, DecimalSI), "1G", "0.001T"),
    (dec_quantity(1000000, 3, DecimalSI), "1G", ""),
    (dec_quantity(1000000000, 0, DecimalSI), "1G", ""),
    (dec_quantity(1, -3, DecimalSI), "1m", "1000u"),
    (dec_quantity(80, -3, DecimalSI), "80m", ""),
    (dec_quantity(1080, -3, DecimalSI), "1080m", "1.08"),
    (dec_quantity(108, -2, DecimalSI), "1080m", "1080000000n"),
    (dec_quantity(10800, -4, DecimalSI), "1080m", ""),
    (dec_quantity(300, 6, DecimalSI), "300M", ""),
    (dec_quantity(1, 12, DecimalSI), "1T", ""),
    (dec_quantity(1234567, 6, DecimalSI), "1234567M", ""),
    (dec_quantity(1234567, -3, BinarySI), "1234567m", ""),
    (dec_quantity(3, 3, DecimalSI), "3k", ""),
    (dec_quantity(1025, 0, BinarySI), "1025", ""),
    (dec_quantity(0, 0, DecimalSI), "0", ""),
    (dec_quantity(0, 0, BinarySI), "0", ""),
    (dec_quantity(1, 9, DecimalExponent), "1e9", ".001e12"),
    (dec_quantity(1, -3, DecimalExponent), "1e-3", "0.001e0"),
    (dec_quantity(1, -9, DecimalExponent), "1e-9", "1000e-12"),
    (dec_quantity(80, -3, DecimalExponent), "80e-3", ""),
    (dec_quantity(300, 6, DecimalExponent), "300e6", ""),
    (dec_quantity(1, 12, DecimalExponent), "1e12", ""),
    (dec_quantity(1, 3, DecimalExponent), "1e3", ""),
    (dec_quantity(3, 3, DecimalExponent), "3e3", ""),
    (dec_quantity(3, 3, DecimalSI), "3k", ""),
    (dec_quantity(0, 0, DecimalExponent), "0", "00"),
    (dec_quantity(1, -9, DecimalSI), "1n", ""),
    (dec_quantity(80, -9, DecimalSI), "80n", ""),
    (dec_quantity(1080, -9, DecimalSI), "1080n", ""),
    (dec_quantity(108, -8, DecimalSI), "1080n", ""),
    (dec_quantity(10800, -10, DecimalSI), "1080n", ""),
    (dec_quantity(1, -6, DecimalSI), "1u", ""),
    (dec_quantity(80, -6, DecimalSI), "80u", ""),
    (dec_quantity(1080, -6, DecimalSI), "1080u", ""),
]


@pytest.mark.parametrize(
    ("input", "expect", "alternate"),
    QUANTITY_STRING_TABLE,
    ids=[f"TestQuantityString/{row[1]}" for row in QUANTITY_STRING_TABLE],
)
def test_quantity_string(input: Quantity, expect: str, alternate: str) -> None:
    """TestQuantityString"""
    item_in = input.deep_copy()
    assert item_in.string() == expect
    q = parse_quantity(expect)
    assert len(q.s) != 0 and q.s == expect, "did not copy canonical string on parse"
    if len(alternate) != 0:
        q = parse_quantity(alternate)
        assert len(q.s) == 0, "unexpected nested string"
        assert q.string() == expect
        assert len(q.s) != 0 and q.s == expect, "did not set canonical string on ToString"

    # The negated value prints with a leading "-" (never "-0").
    if input.deep_copy().cmp(Quantity()) == 0:
        return
    q = input.deep_copy()
    q.d = infDecAmount(q.as_dec().neg())
    assert q.string() == "-" + expect


QUANTITY_PARSE_EMIT_TABLE = [
    ("1Ki", "1Ki"),
    ("1Mi", "1Mi"),
    ("1Gi", "1Gi"),
    ("1024Mi", "1Gi"),
    ("1000M", "1G"),
    (".001Ki", "1024m"),
    (".000001Ki", "1024u"),
    (".000000001Ki", "1024n"),
    (".000000000001Ki", "2n"),
]


@pytest.mark.parametrize(
    ("input", "expect"),
    QUANTITY_PARSE_EMIT_TABLE,
    ids=[f"TestQuantityParseEmit/{row[0]}" for row in QUANTITY_PARSE_EMIT_TABLE],
)
def test_quantity_parse_emit(input: str, expect: str) -> None:
    """TestQuantityParseEmit"""
    q = parse_quantity(input)
    assert q.string() == expect

    q = parse_quantity("-" + input)
    if q.cmp(Quantity()) == 0:
        return
    assert q.string() == "-" + expect


@pytest.mark.parametrize(
    "test_case", ["0", "100m", "50m", "10000T"], ids=lambda c: f"TestQuantityDeepCopy/{c}"
)
def test_quantity_deep_copy(test_case: str) -> None:
    """TestQuantityDeepCopy (d is nil)"""
    q = must_parse(test_case)
    result = q.deep_copy()
    assert (result.i, result.d, result.s, result.format) == (q.i, q.d, q.s, q.format)
    assert result.i is not q.i


@pytest.mark.parametrize(
    "test_case", [dec(0, 0), dec(10, 0), dec(-10, 0)], ids=repeat("TestQuantityDeepCopy/dec")
)
def test_quantity_deep_copy_dec(test_case: infDecAmount) -> None:
    """TestQuantityDeepCopy (i is {0,0})"""
    q = Quantity(d=test_case, format=DecimalSI)
    result = q.deep_copy()
    assert q.as_dec().cmp(result.as_dec()) == 0
    result = Quantity(d=dec(2, 0), format=DecimalSI)
    assert q.as_dec().cmp(result.as_dec()) != 0, "modifying result has affected q"


MILLI_NEW_SET_TABLE = [
    (1, DecimalSI, "1m", True),
    (1000, DecimalSI, "1", True),
    (1234000, DecimalSI, "1234", True),
    (1024, BinarySI, "1024m", False),  # Format changes
    (1000000, "invalidFormatDefaultsToExponent", "1e3", True),
    (1024 * 1024, BinarySI, "1048576m", False),  # Format changes
]


@pytest.mark.parametrize(
    ("value", "format", "expect", "exact"),
    MILLI_NEW_SET_TABLE,
    ids=[f"TestMilliNewSet/{row[2]}" for row in MILLI_NEW_SET_TABLE],
)
def test_milli_new_set(value: int, format: Format, expect: str, exact: bool) -> None:
    """TestMilliNewSet"""
    q = new_milli_quantity(value, format)
    assert q.string() == expect
    if exact:
        q2 = parse_quantity(q.string())
        assert q2.milli_value() == value

    q = new_quantity(0, format)
    q.set_milli(value)
    assert q.string() == expect


NEW_SET_TABLE = [
    (1, DecimalSI, "1"),
    (1000, DecimalSI, "1k"),
    (1234000, DecimalSI, "1234k"),
    (1024, BinarySI, "1Ki"),
    (1000000, "invalidFormatDefaultsToExponent", "1e6"),
    (1024 * 1024, BinarySI, "1Mi"),
]


@pytest.mark.parametrize("as_dec", [False, True], ids=["int", "dec"])
@pytest.mark.parametrize(
    ("value", "format", "expect"),
    NEW_SET_TABLE,
    ids=[f"TestNewSet/{row[2]}" for row in NEW_SET_TABLE],
)
def test_new_set(value: int, format: Format, expect: str, as_dec: bool) -> None:
    """TestNewSet"""
    q = new_quantity(value, format)
    if as_dec:
        q.to_dec()
    assert q.string() == expect
    q2 = parse_quantity(q.string())
    assert q2.value() == value

    q = new_quantity(0, format)
    q.set(value)
    if as_dec:
        q.to_dec()
    assert q.string() == expect


NEW_SCALED_SET_TABLE = [
    (1, Nano, "1n"),
    (1000, Nano, "1u"),
    (1, Micro, "1u"),
    (1000, Micro, "1m"),
    (1, Milli, "1m"),
    (1000, Milli, "1"),
    (1, 0, "1"),
    (0, Nano, "0"),
    (0, Micro, "0"),
    (0, Milli, "0"),
    (0, 0, "0"),
]


@pytest.mark.parametrize(
    ("value", "scale", "expect"), NEW_SCALED_SET_TABLE, ids=repeat("TestNewScaledSet")
)
def test_new_scaled_set(value: int, scale: Scale, expect: str) -> None:
    """TestNewScaledSet"""
    q = new_scaled_quantity(value, scale)
    assert q.string() == expect
    q2 = parse_quantity(q.string())
    assert q2.scaled_value(scale) == value
    q3 = new_quantity(0, DecimalSI)
    q3.set_scaled(value, scale)
    assert q.cmp(q3) == 0


@pytest.mark.parametrize(
    ("from_scale", "to_scale", "expected"),
    [
        (Nano, Nano, 1),
        (Nano, Micro, 1),
        (Nano, Milli, 1),
        (Nano, 0, 1),
        (Micro, Nano, 1000),
        (Micro, Micro, 1),
        (Micro, Milli, 1),
        (Micro, 0, 1),
        (Milli, Nano, 1000 * 1000),
        (Milli, Micro, 1000),
        (Milli, Milli, 1),
        (Milli, 0, 1),
        (0, Nano, 1000 * 1000 * 1000),
        (0, Micro, 1000 * 1000),
        (0, Milli, 1000),
        (0, 0, 1),
        (2, -2, 100 * 100),
    ],
    ids=repeat("TestScaledValue"),
)
def test_scaled_value(from_scale: Scale, to_scale: Scale, expected: int) -> None:
    """TestScaledValue"""
    q = new_scaled_quantity(1, from_scale)
    assert q.scaled_value(to_scale) == expected


def test_uninitialized_no_crash() -> None:
    """TestUninitializedNoCrash (without MarshalJSON)"""
    q = Quantity()
    q.value()
    q.milli_value()
    q.deep_copy()
    _ = q.string()


def test_deep_copy() -> None:
    """TestDeepCopy"""
    q = new_quantity(5, DecimalSI)
    c = q.deep_copy()
    c.set(6)
    assert q.value() != 6, "Copy didn't"


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (
            dec_quantity(10, 0, DecimalSI),
            dec_quantity(1, 1, DecimalSI),
            dec_quantity(0, 0, DecimalSI),
        ),
        (
            dec_quantity(10, 0, DecimalSI),
            dec_quantity(1, 0, BinarySI),
            dec_quantity(9, 0, DecimalSI),
        ),
        (
            dec_quantity(10, 0, BinarySI),
            dec_quantity(1, 0, DecimalSI),
            dec_quantity(9, 0, BinarySI),
        ),
        (
            Quantity(format=DecimalSI),
            dec_quantity(50, 0, DecimalSI),
            dec_quantity(-50, 0, DecimalSI),
        ),
        (
            dec_quantity(50, 0, DecimalSI),
            Quantity(format=DecimalSI),
            dec_quantity(50, 0, DecimalSI),
        ),
        (Quantity(format=DecimalSI), Quantity(format=DecimalSI), dec_quantity(0, 0, DecimalSI)),
    ],
    ids=repeat("TestSub"),
)
def test_sub(a: Quantity, b: Quantity, expected: Quantity) -> None:
    """TestSub"""
    a = a.deep_copy()
    a.sub(b)
    assert a.cmp(expected) == 0, f"expected {expected.string()}, got {a.string()}"


@pytest.mark.parametrize(
    ("a", "expected"),
    [
        (int_quantity(0, 0, DecimalSI), int_quantity(0, 0, DecimalSI)),
        (Quantity(), Quantity()),
        (int_quantity(10, 0, BinarySI), int_quantity(-10, 0, BinarySI)),
        (int_quantity(-10, 0, BinarySI), int_quantity(10, 0, BinarySI)),
        (dec_quantity(0, 0, DecimalSI), int_quantity(0, 0, DecimalSI)),
        (dec_quantity(10, 0, BinarySI), int_quantity(-10, 0, BinarySI)),
        (dec_quantity(-10, 0, BinarySI), int_quantity(10, 0, BinarySI)),
    ],
    ids=repeat("TestNeg"),
)
def test_neg(a: Quantity, expected: Quantity) -> None:
    """TestNeg"""
    a = a.deep_copy()
    a.neg()
    assert a.cmp(expected) == 0, f"expected {expected.string()}, got {a.string()}"


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (
            dec_quantity(10, 0, DecimalSI),
            dec_quantity(1, 1, DecimalSI),
            dec_quantity(20, 0, DecimalSI),
        ),
        (
            dec_quantity(10, 0, DecimalSI),
            dec_quantity(1, 0, BinarySI),
            dec_quantity(11, 0, DecimalSI),
        ),
        (
            dec_quantity(10, 0, BinarySI),
            dec_quantity(1, 0, DecimalSI),
            dec_quantity(11, 0, BinarySI),
        ),
        (
            Quantity(format=DecimalSI),
            dec_quantity(50, 0, DecimalSI),
            dec_quantity(50, 0, DecimalSI),
        ),
        (
            dec_quantity(50, 0, DecimalSI),
            Quantity(format=DecimalSI),
            dec_quantity(50, 0, DecimalSI),
        ),
        (Quantity(format=DecimalSI), Quantity(format=DecimalSI), dec_quantity(0, 0, DecimalSI)),
    ],
    ids=repeat("TestAdd"),
)
def test_add(a: Quantity, b: Quantity, expected: Quantity) -> None:
    """TestAdd"""
    a = a.deep_copy()
    a.add(b)
    assert a.cmp(expected) == 0, f"expected {expected.string()}, got {a.string()}"


@pytest.mark.parametrize(
    ("a", "b", "expected", "ok"),
    [
        (dec_quantity(10, 0, DecimalSI), 10, dec_quantity(100, 0, DecimalSI), True),
        (dec_quantity(10, 0, DecimalSI), 1, dec_quantity(10, 0, DecimalSI), True),
        (dec_quantity(10, 0, BinarySI), 1, dec_quantity(10, 0, BinarySI), True),
        (Quantity(format=DecimalSI), 50, dec_quantity(0, 0, DecimalSI), True),
        (dec_quantity(50, 0, DecimalSI), 0, dec_quantity(0, 0, DecimalSI), True),
        (Quantity(format=DecimalSI), 0, dec_quantity(0, 0, DecimalSI), True),
        (dec_quantity(10, 0, DecimalSI), -10, dec_quantity(-100, 0, DecimalSI), True),
        (dec_quantity(-10, 0, DecimalSI), 1, dec_quantity(-10, 0, DecimalSI), True),
        (dec_quantity(10, 0, BinarySI), -1, dec_quantity(-10, 0, BinarySI), True),
        (dec_quantity(-50, 0, DecimalSI), 0, dec_quantity(0, 0, DecimalSI), True),
        (dec_quantity(-50, 0, DecimalSI), -50, dec_quantity(2500, 0, DecimalSI), True),
        (Quantity(format=DecimalSI), -50, dec_quantity(0, 0, DecimalSI), True),
        (dec_quantity(mostPositive, 0, DecimalSI), 0, dec_quantity(0, 1, DecimalSI), True),
        (
            dec_quantity(mostPositive, 0, DecimalSI),
            1,
            dec_quantity(mostPositive, 0, DecimalSI),
            True,
        ),
        (
            dec_quantity(mostPositive, 0, DecimalSI),
            -1,
            dec_quantity(-mostPositive, 0, DecimalSI),
            True,
        ),
        (
            dec_quantity(mostPositive // 2, 0, DecimalSI),
            2,
            dec_quantity((mostPositive // 2) * 2, 0, DecimalSI),
            True,
        ),
        (
            dec_quantity(-(mostPositive // 2), 0, DecimalSI),
            -2,
            dec_quantity((mostPositive // 2) * 2, 0, DecimalSI),
            True,
        ),
        (
            dec_quantity(mostPositive, 0, DecimalSI),
            2,
            dec_quantity(mostPositive * 2, 0, DecimalSI),
            False,
        ),
        (
            dec_quantity(mostPositive, 0, DecimalSI),
            10,
            dec_quantity(mostPositive, 1, DecimalSI),
            False,
        ),
        (
            dec_quantity(mostPositive, 0, DecimalSI),
            -10,
            dec_quantity(-mostPositive, 1, DecimalSI),
            False,
        ),
        (dec_quantity(mostNegative, 0, DecimalSI), 0, dec_quantity(0, 1, DecimalSI), True),
        (
            dec_quantity(mostNegative, 0, DecimalSI),
            1,
            dec_quantity(mostNegative, 0, DecimalSI),
            True,
        ),
        (
            dec_quantity(mostNegative, 0, DecimalSI),
            -1,
            dec_quantity(mostPositive + 1, 0, DecimalSI),
            False,
        ),
        (
            dec_quantity(mostNegative // 2, 0, DecimalSI),
            2,
            dec_quantity(mostNegative, 0, DecimalSI),
            True,
        ),
        (
            dec_quantity(-(mostNegative // 2), 0, DecimalSI),
            -2,
            dec_quantity(mostNegative, 0, DecimalSI),
            True,
        ),
        (
            dec_quantity(mostNegative, 0, DecimalSI),
            2,
            dec_quantity(mostNegative * 2, 0, DecimalSI),
            False,
        ),
        (
            dec_quantity(mostNegative, 0, DecimalSI),
            10,
            dec_quantity(mostNegative, 1, DecimalSI),
            False,
        ),
        (
            dec_quantity(mostNegative, 0, DecimalSI),
            -10,
            dec_quantity(mostPositive + 1, 1, DecimalSI),
            False,
        ),
    ],
    ids=repeat("TestMul"),
)
def test_mul(a: Quantity, b: int, expected: Quantity, ok: bool) -> None:
    """TestMul"""
    a = a.deep_copy()
    assert a.mul(b) == ok
    assert a.cmp(expected) == 0


def test_add_sub_round_trip() -> None:
    """TestAddSubRoundTrip"""
    rng = random.Random(0)
    for k in range(-10, 11):
        q = Quantity(format=DecimalSI)
        order = []
        for _ in range(100):
            j = rng.randrange(mostPositive + 1)
            order.append(j)
            q.add(new_scaled_quantity(j, k))
        for j in order:
            q.sub(new_scaled_quantity(j, k))
        assert q.is_zero(), f"addition and subtraction did not cancel: {q}"


def test_add_sub_round_trip_across_scales() -> None:
    """TestAddSubRoundTripAcrossScales"""
    rng = random.Random(0)
    q = Quantity(format=DecimalSI)
    order = []
    for _ in range(100):
        j = rng.randrange(mostPositive + 1)
        order.append(j)
        q.add(new_scaled_quantity(j, j % 20 - 10))
    for j in order:
        q.sub(new_scaled_quantity(j, j % 20 - 10))
    assert q.is_zero(), f"addition and subtraction did not cancel: {q}"


@pytest.mark.parametrize("as_dec", [False, True], ids=["int", "dec"])
def test_negate_round_trip(as_dec: bool) -> None:
    """TestNegateRoundTrip"""
    rng = random.Random(0)
    for k in range(-10, 11):
        for _ in range(100):
            j = rng.randrange(mostPositive + 1)
            q = new_scaled_quantity(j, k)
            if as_dec:
                q.as_dec()
            b = q.deep_copy()
            b.neg()
            b.neg()
            assert b.cmp(q) == 0, f"double negation did not cancel: {q}"


APPROXIMATE_FLOAT64_TABLE = [
    (dec_quantity(0, 0, DecimalSI), 0.0),
    (dec_quantity(0, 0, DecimalExponent), 0.0),
    (dec_quantity(0, 0, BinarySI), 0.0),
    (dec_quantity(1, 0, DecimalSI), 1),
    (dec_quantity(1, 0, DecimalExponent), 1),
    (dec_quantity(1, 0, BinarySI), 1),
    # Binary suffixes
    (dec_quantity(1024, 0, BinarySI), 1024),
    (dec_quantity(8 * 1024, 0, BinarySI), 8 * 1024),
    (dec_quantity(7 * 1024 * 1024, 0, BinarySI), 7 * 1024 * 1024),
    (dec_quantity(7 * 1024 * 1024, 1, BinarySI), (7 * 1024 * 1024) * 10),
    (dec_quantity(7 * 1024 * 1024, 4, BinarySI), (7 * 1024 * 1024) * 10000),
    (dec_quantity(7 * 1024 * 1024, 8, BinarySI), (7 * 1024 * 1024) * 100000000),
    # Go multiplies by math.Pow10(-1), which is 1/10.0 (and rounds unlike dividing by 10)
    (dec_quantity(7 * 1024 * 1024, -1, BinarySI), (7 * 1024 * 1024) * (1 / 10.0)),
    (dec_quantity(7 * 1024 * 1024, -8, BinarySI), (7 * 1024 * 1024) / float(100000000)),
    (dec_quantity(1024, 0, DecimalSI), 1024),
    (dec_quantity(8 * 1024, 0, DecimalSI), 8 * 1024),
    (dec_quantity(7 * 1024 * 1024, 0, DecimalSI), 7 * 1024 * 1024),
    (dec_quantity(7 * 1024 * 1024, 1, DecimalSI), (7 * 1024 * 1024) * 10),
    (dec_quantity(7 * 1024 * 1024, 4, DecimalSI), (7 * 1024 * 1024) * 10000),
    (dec_quantity(7 * 1024 * 1024, 8, DecimalSI), (7 * 1024 * 1024) * 100000000),
    (dec_quantity(7 * 1024 * 1024, -1, DecimalSI), (7 * 1024 * 1024) * (1 / 10.0)),
    (dec_quantity(7 * 1024 * 1024, -8, DecimalSI), (7 * 1024 * 1024) / float(100000000)),
    (dec_quantity(1024, 0, DecimalExponent), 1024),
    (dec_quantity(8 * 1024, 0, DecimalExponent), 8 * 1024),
    (dec_quantity(7 * 1024 * 1024, 0, DecimalExponent), 7 * 1024 * 1024),
    (dec_quantity(7 * 1024 * 1024, 1, DecimalExponent), (7 * 1024 * 1024) * 10),
    (dec_quantity(7 * 1024 * 1024, 4, DecimalExponent), (7 * 1024 * 1024) * 10000),
    (dec_quantity(7 * 1024 * 1024, 8, DecimalExponent), (7 * 1024 * 1024) * 100000000),
    (dec_quantity(7 * 1024 * 1024, -1, DecimalExponent), (7 * 1024 * 1024) * (1 / 10.0)),
    (dec_quantity(7 * 1024 * 1024, -8, DecimalExponent), (7 * 1024 * 1024) / float(100000000)),
    # very large numbers
    (Quantity(d=infDecAmount(maxAllowed), format=DecimalSI), float(mostPositive)),
    (Quantity(d=infDecAmount(maxAllowed), format=BinarySI), float(mostPositive)),
    (dec_quantity(12, 18, DecimalSI), 1.2e19),
    # infinities caused due to float64 overflow
    (dec_quantity(12, 500, DecimalSI), math.inf),
    (dec_quantity(-12, 500, DecimalSI), -math.inf),
]


@pytest.mark.parametrize(
    ("input", "out"), APPROXIMATE_FLOAT64_TABLE, ids=repeat("TestQuantityAsApproximateFloat64")
)
def test_quantity_as_approximate_float64(input: Quantity, out: float) -> None:
    """TestQuantityAsApproximateFloat64"""
    item_in = input.deep_copy()
    assert item_in.as_approximate_float64() == out
    if item_in.d is not None:
        i, ok = item_in.as_int64()
        if ok:
            q = int_quantity(i, 0, item_in.format)
            assert q.as_approximate_float64() == out


@pytest.mark.parametrize(
    ("input", "out"),
    [
        ("2Ki", 2048),
        ("1.1Ki", 1126.4e0),
        ("1Mi", 1.048576e06),
        ("2Gi", 2.147483648e09),
    ],
    ids=repeat("TestStringQuantityAsApproximateFloat64"),
)
def test_string_quantity_as_approximate_float64(input: str, out: float) -> None:
    """TestStringQuantityAsApproximateFloat64"""
    q_in = parse_quantity(input)
    assert q_in.as_approximate_float64() == out
    if q_in.d is not None:
        i, ok = q_in.as_int64()
        if ok:
            q = int_quantity(i, 0, q_in.format)
            assert q.as_approximate_float64() == out


def test_example_format() -> None:
    """ExampleFormat (quantity_example_test.go)"""
    assert str(new_quantity(5 * 1024 * 1024 * 1024, BinarySI)) == "5Gi"
    assert str(new_quantity(5 * 1000 * 1000 * 1000, DecimalSI)) == "5G"
    assert str(new_milli_quantity(5300, DecimalSI)) == "5300m"


def test_example_must_parse() -> None:
    """ExampleMustParse (quantity_example_test.go)"""
    memory_size = must_parse("5Gi")
    assert (memory_size.value(), memory_size.format) == (5368709120, BinarySI)
    disk_size = must_parse("5G")
    assert (disk_size.value(), disk_size.format) == (5000000000, DecimalSI)
    cores = must_parse("5300m")
    assert (cores.milli_value(), cores.format) == (5300, DecimalSI)
    cores2 = must_parse("5.4")
    assert (cores2.milli_value(), cores2.format) == (5400, DecimalSI)


# Python-side behaviour other modules rely on.


def test_python_protocols() -> None:
    q = parse_quantity("500m")
    assert repr(q) == 'Quantity("500m")'
    assert str(q) == "500m"
    assert q == parse_quantity("0.5")
    assert q != parse_quantity("501m")
    c = copy.deepcopy(q)
    c.add(parse_quantity("1"))
    assert (q.string(), c.string()) == ("500m", "1500m")
    with pytest.raises(TypeError):
        hash(q)

    @dataclass
    class Holder:
        q: Quantity = field(default_factory=Quantity)

    assert Holder(parse_quantity("1k")) == Holder(parse_quantity("1000"))
    assert Holder(parse_quantity("1k")) != Holder(parse_quantity("1001"))


def test_equal_does_not_change_representation() -> None:
    # Go's Equal has a value receiver; Cmp's switch to inf.Dec stays on the copy.
    q = parse_quantity("1")
    assert q.equal(parse_quantity("9Ei")) is False
    assert q.as_int64() == (1, True)
    # Cmp itself (pointer receiver) does switch q to the decimal form, as in Go.
    q.cmp(parse_quantity("9Ei"))
    assert q.as_int64() == (0, False)


# Go's fuzzer for Quantity (quantity_test.go), as hypothesis strategies, plus negatives.
_binary_si = st.one_of(
    st.integers(0, mostPositive).map(lambda v: Dec(v, 0)),
    st.tuples(st.integers(0, 1023), st.integers(0, 4)).map(lambda t: Dec(t[0] << (10 * t[1]), 0)),
).map(lambda d: new_decimal_quantity(d, BinarySI))
_decimal = st.tuples(
    st.one_of(
        st.tuples(st.integers(0, mostPositive), st.integers(0, 3)),
        st.tuples(st.integers(0, 999), st.integers(-11, 3)),
    ),
    st.sampled_from([DecimalSI, DecimalExponent]),
).map(lambda t: new_decimal_quantity(Dec(t[0][0], t[0][1]), t[1]))
_scaled = st.tuples(st.integers(mostNegative, mostPositive), st.integers(-9, 0)).map(
    lambda t: new_scaled_quantity(t[0], t[1])
)
_exponent = st.tuples(st.integers(mostNegative, mostPositive), st.integers(-9, 40)).map(
    lambda t: Quantity(i=int64Amount(value=t[0], scale=t[1]), format=DecimalExponent)
)


def _negated(q: Quantity) -> Quantity:
    q = q.deep_copy()
    q.neg()
    return q


_quantities = st.one_of(_binary_si, _decimal, _scaled, _exponent)
_quantities = st.one_of(_quantities, _quantities.map(_negated))


@given(_quantities)
def test_parse_of_string_round_trips(q: Quantity) -> None:
    text = q.deep_copy().string()
    parsed = parse_quantity(text)
    assert parsed == q, f"{text} parsed to {parsed.string()}"
    # A BinarySI value without a binary suffix ("125000") parses back as DecimalSI ("125k"),
    # so the text is only stable from the first parse on.
    assert parse_quantity(parsed.string()).string() == parsed.string()
