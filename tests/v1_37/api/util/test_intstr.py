"""Tests of intstr.go, ported from intstr_test.go (CBOR tests have no Python counterpart; the
JSON round trips wait for the v1.37.2 edition's serialization)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.util.intstr import (
    Int,
    IntOrString,
    IntOrStringError,
    String,
    from_int,
    from_int32,
    from_string,
    get_int_or_percent_value_safely,
    get_scaled_value_from_int_or_percent,
    parse,
)


def test_from_int() -> None:
    i = from_int(93)
    assert i.type == Int
    assert i.int_val == 93


def test_from_int32() -> None:
    i = from_int32(93)
    assert i.type == Int
    assert i.int_val == 93


def test_from_string() -> None:
    i = from_string("76")
    assert i.type == String
    assert i.str_val == "76"


@pytest.mark.parametrize(
    ("input_", "expect_err", "expect_val", "expect_perc"),
    [
        (from_int32(200), False, 200, False),
        (from_string("200"), True, 0, False),
        (from_string("30%0"), True, 0, False),
        (from_string("40%"), False, 40, True),
        (from_string("%"), True, 0, False),
        (from_string("a%"), True, 0, False),
        (from_string("a"), True, 0, False),
        (from_string("40#"), True, 0, False),
        (from_string("40%%"), True, 0, False),
    ],
)
def test_get_int_from_int_or_string(
    input_: IntOrString, expect_err: bool, expect_val: int, expect_perc: bool
) -> None:
    # Python: Go returns (0, false, err) on failure; the exception stands in for all three.
    try:
        value, is_percent = get_int_or_percent_value_safely(input_)
    except IntOrStringError:
        value, is_percent, err = 0, False, True
    else:
        err = False
    assert value == expect_val
    assert is_percent == expect_perc
    assert err == expect_err


@pytest.mark.parametrize(
    ("input_", "total", "round_up", "expect_err", "expect_val"),
    [
        (from_int32(123), 0, False, False, 123),
        (from_string("90%"), 100, True, False, 90),
        (from_string("90%"), 95, True, False, 86),
        (from_string("90%"), 95, False, False, 85),
        (from_string("%"), 0, False, True, 0),
        (from_string("90#"), 0, False, True, 0),
        (from_string("#%"), 0, False, True, 0),
        (from_string("90"), 0, False, True, 0),
    ],
)
def test_get_int_from_int_or_percent(
    input_: IntOrString, total: int, round_up: bool, expect_err: bool, expect_val: int
) -> None:
    if expect_err:
        with pytest.raises(IntOrStringError):
            get_scaled_value_from_int_or_percent(input_, total, round_up)
        return
    assert get_scaled_value_from_int_or_percent(input_, total, round_up) == expect_val


def test_get_value_from_int_or_percent_nil() -> None:
    with pytest.raises(IntOrStringError, match="nil value for IntOrString"):
        get_scaled_value_from_int_or_percent(None, 0, False)


@pytest.mark.parametrize(
    ("input_", "output"),
    [
        ("0", IntOrString(type=Int, int_val=0)),
        ("2147483647", IntOrString(type=Int, int_val=2147483647)),
        ("-2147483648", IntOrString(type=Int, int_val=-2147483648)),
        ("2147483648", IntOrString(type=String, str_val="2147483648")),
        ("-2147483649", IntOrString(type=String, str_val="-2147483649")),
        ("9223372036854775807", IntOrString(type=String, str_val="9223372036854775807")),
        ("-9223372036854775808", IntOrString(type=String, str_val="-9223372036854775808")),
        ("9223372036854775808", IntOrString(type=String, str_val="9223372036854775808")),
        ("-9223372036854775809", IntOrString(type=String, str_val="-9223372036854775809")),
    ],
)
def test_parse(input_: str, output: IntOrString) -> None:
    assert parse(input_) == output


def test_error_strings() -> None:
    with pytest.raises(IntOrStringError) as info:
        get_scaled_value_from_int_or_percent(from_string("a%"), 10, False)
    assert str(info.value) == (
        'invalid value for IntOrString: invalid value "a%": '
        'strconv.Atoi: parsing "a": invalid syntax'
    )
    with pytest.raises(IntOrStringError) as info:
        get_scaled_value_from_int_or_percent(from_string("90"), 10, False)
    assert str(info.value) == (
        "invalid value for IntOrString: invalid type: string is not a percentage"
    )
