"""Go's strconv.ParseBool and strconv.Quote, as the ported error messages use them."""

from __future__ import annotations

import pytest

from kube_scheduler_py.gostrconv import parse_bool, quote


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        # What Go 1.26's strconv.Quote printed for each.
        ("yes", '"yes"'),
        ('a"b\\', '"a\\"b\\\\"'),
        ("\x01\x7f", '"\\x01\\x7f"'),
        ("\n\t", '"\\n\\t"'),
        ("é\u00a0\u2028", '"é\\u00a0\\u2028"'),
        ("\U0001f600\U000e0001", '"\U0001f600\\U000e0001"'),
    ],
)
def test_quote_is_gos(text: str, quoted: str) -> None:
    assert quote(text) == quoted


def test_parse_bool_takes_gos_spellings_only() -> None:
    for text in ("1", "t", "T", "TRUE", "true", "True"):
        assert parse_bool(text) is True
    for text in ("0", "f", "F", "FALSE", "false", "False"):
        assert parse_bool(text) is False
    for text in ("yes", "tRUE", " true", ""):
        assert parse_bool(text) is None
