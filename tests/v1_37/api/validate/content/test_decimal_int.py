"""Port of k8s.io/apimachinery/pkg/api/validate/content/decimal_int_test.go (v1.37.2)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.validate.content import is_decimal_integer

# Python: Go indexes bytes and Python characters; every non-ASCII input fails either way, since
# no character or byte outside ASCII lies between '0' and '9'.


@pytest.mark.parametrize(
    "value",
    [
        "0",
        "1",
        "2",
        "5",
        "9",
        "-5",
        "-1",
        "-9",
        "100",
        "234",
        "345",
        "456",
        "567",
        "678",
        "789",
        "890",
        "999",
        "123",
        "-456",
        "-100",
        "-987",
        "9223372036854775807",
        "-9223372036854775808",
        "12345678901234567890",
        "999999999999",
    ],
)
def test_is_decimal_integer_good(value: str) -> None:
    assert is_decimal_integer(value) == []


@pytest.mark.parametrize(
    "value",
    [
        "-0",
        "00",
        "000",
        "0000000",
        "01",
        "02",
        "09",
        "0123",
        "0700",
        "0950",
        "00123",
        "-01",
        "-0123",
        "-00",
        "+123",
        "+5",
        "+0",
        "",
        "-",
        "+",
        " ",
        "   ",
        " 123",
        "123 ",
        "12 3",
        " 123 ",
        "12.3",
        "0.0",
        "-12.5",
        "123.",
        ".123",
        "abc",
        "12a3",
        "a123",
        "123a",
        "ABC",
        "12A3",
        "0x123",
        "0X123",
        "0o777",
        "0b101",
        "1e5",
        "1e-5",
        "1E5",
        "1_000",
        "1,000",
        "1.000",
        "1'000",
        "--123",
        "++123",
        "+-123",
        "-+123",
        "123-",
        "12-3",
        "123+",
        "12+3",
        "\t123",
        "123\t",
        "123\n",
        "123\r",
        "123\x00",
        "123\x0b",
        "123\x0c",
        "(123)",
        "[123]",
        "{123}",
        "$123",
        "123%",
        "#123",
        "@123",
        "&123",
        "*123",
        "12/3",
        "12\\3",
        "12|3",
        "12;3",
        "12:3",
        "12?3",
        "12!3",
        "~123",
        "`123",
        "'123'",
        '"123"',
        "−123",
        "１２３",
        "١٢٣",
        "一二三",
        "123⁴",
        "123₄",
    ],
)
def test_is_decimal_integer_bad(value: str) -> None:
    errs = is_decimal_integer(value)
    assert len(errs) == 1
    if value == "":
        assert "non-empty" in errs[0]
    else:
        assert errs[0] == "must be a valid decimal integer in canonical form"
