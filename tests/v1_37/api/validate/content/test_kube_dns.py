"""Port of k8s.io/apimachinery/pkg/api/validate/content kube_test.go and dns_test.go (v1.37.2).

TestIsPrefixedLabelKey is not ported: IsPrefixedLabelKey is not part of this port.
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.validate.content import (
    is_dns1123_label,
    is_dns1123_subdomain,
    is_dns1123_subdomain_caseless,
    is_label_key,
    is_label_value,
)


@pytest.mark.parametrize(
    "value",
    [
        "simple",
        "now-with-dashes",
        "1-starts-with-num",
        "1234",
        "simple/simple",
        "now-with-dashes/simple",
        "now-with-dashes/now-with-dashes",
        "now.with.dots/simple",
        "now-with.dashes-and.dots/simple",
        "1-num.2-num/3-num",
        "1234/5678",
        "1.2.3.4/5678",
        "Uppercase_Is_OK_123",
        "example.com/Uppercase_Is_OK_123",
        "requests.storage-foo",
        "a" * 63,
        "a" * 253 + "/" + "b" * 63,
    ],
)
def test_is_label_key_good(value: str) -> None:
    assert is_label_key(value) == []


@pytest.mark.parametrize(
    "value",
    [
        "nospecialchars%^=@",
        "cantendwithadash-",
        "-cantstartwithadash-",
        "only/one/slash",
        "Example.com/abc",
        "example_com/abc",
        "example.com/",
        "/simple",
        "a" * 64,
        "a" * 254 + "/abc",
    ],
)
def test_is_label_key_bad(value: str) -> None:
    assert is_label_key(value) != []


@pytest.mark.parametrize(
    "value",
    ["simple", "now-with-dashes", "1-starts-with-num", "end-with-num-1", "1234", "a" * 63, ""],
)
def test_is_label_value_good(value: str) -> None:
    assert is_label_value(value) == []


@pytest.mark.parametrize(
    "value",
    [
        "nospecialchars%^=@",
        "Tama-nui-te-rā.is.Māori.sun",
        "\\backslashes\\are\\bad",
        "-starts-with-dash",
        "ends-with-dash-",
        ".starts.with.dot",
        "ends.with.dot.",
        "a" * 64,
    ],
)
def test_is_label_value_bad(value: str) -> None:
    assert is_label_value(value) != []


@pytest.mark.parametrize(
    "value",
    [
        "a",
        "ab",
        "abc",
        "a1",
        "a-1",
        "a--1--2--b",
        "0",
        "01",
        "012",
        "1a",
        "1-a",
        "1--a--b--2",
        "a" * 63,
    ],
)
def test_is_dns1123_label_good(value: str) -> None:
    assert is_dns1123_label(value) == []


@pytest.mark.parametrize(
    "value",
    [
        "",
        "A",
        "ABC",
        "aBc",
        "A1",
        "A-1",
        "1-A",
        "-",
        "a-",
        "-a",
        "1-",
        "-1",
        "_",
        "a_",
        "_a",
        "a_b",
        "1_",
        "_1",
        "1_2",
        ".",
        "a.",
        ".a",
        "a.b",
        "1.",
        ".1",
        "1.2",
        " ",
        "a ",
        " a",
        "a b",
        "1 ",
        " 1",
        "1 2",
        "a" * 64,
    ],
)
def test_is_dns1123_label_bad(value: str) -> None:
    assert is_dns1123_label(value) != []


@pytest.mark.parametrize(
    "value",
    [
        "a",
        "ab",
        "abc",
        "a1",
        "a-1",
        "a--1--2--b",
        "0",
        "01",
        "012",
        "1a",
        "1-a",
        "1--a--b--2",
        "a.a",
        "ab.a",
        "abc.a",
        "a1.a",
        "a-1.a",
        "a--1--2--b.a",
        "a.1",
        "ab.1",
        "abc.1",
        "a1.1",
        "a-1.1",
        "a--1--2--b.1",
        "0.a",
        "01.a",
        "012.a",
        "1a.a",
        "1-a.a",
        "1--a--b--2",
        "0.1",
        "01.1",
        "012.1",
        "1a.1",
        "1-a.1",
        "1--a--b--2.1",
        "a.b.c.d.e",
        "aa.bb.cc.dd.ee",
        "1.2.3.4.5",
        "11.22.33.44.55",
        "a" * 253,
    ],
)
def test_is_dns1123_subdomain_good(value: str) -> None:
    assert is_dns1123_subdomain(value) == []


@pytest.mark.parametrize(
    "value",
    [
        "",
        "A",
        "ABC",
        "aBc",
        "A1",
        "A-1",
        "1-A",
        "-",
        "a-",
        "-a",
        "1-",
        "-1",
        "_",
        "a_",
        "_a",
        "a_b",
        "1_",
        "_1",
        "1_2",
        ".",
        "a.",
        ".a",
        "a..b",
        "1.",
        ".1",
        "1..2",
        " ",
        "a ",
        " a",
        "a b",
        "1 ",
        " 1",
        "1 2",
        "A.a",
        "aB.a",
        "ab.A",
        "A1.a",
        "a1.A",
        "A.1",
        "aB.1",
        "A1.1",
        "1A.1",
        "0.A",
        "01.A",
        "012.A",
        "1A.a",
        "1a.A",
        "A.B.C.D.E",
        "AA.BB.CC.DD.EE",
        "a.B.c.d.e",
        "aa.bB.cc.dd.ee",
        "a@b",
        "a,b",
        "a_b",
        "a;b",
        "a:b",
        "a%b",
        "a?b",
        "a$b",
        "a" * 254,
    ],
)
def test_is_dns1123_subdomain_bad(value: str) -> None:
    assert is_dns1123_subdomain(value) != []


@pytest.mark.parametrize(
    "value",
    [
        "a",
        "ab",
        "abc",
        "a1",
        "a-1",
        "a--1--2--b",
        "0",
        "01",
        "012",
        "1a",
        "1-a",
        "1--a--b--2",
        "a.a",
        "ab.a",
        "abc.a",
        "a1.a",
        "a-1.a",
        "a--1--2--b.a",
        "a.1",
        "ab.1",
        "abc.1",
        "a1.1",
        "a-1.1",
        "a--1--2--b.1",
        "0.a",
        "01.a",
        "012.a",
        "1a.a",
        "1-a.a",
        "1--a--b--2",
        "0.1",
        "01.1",
        "012.1",
        "1a.1",
        "1-a.1",
        "1--a--b--2.1",
        "a.b.c.d.e",
        "aa.bb.cc.dd.ee",
        "1.2.3.4.5",
        "11.22.33.44.55",
        "A",
        "AB",
        "ABC",
        "A1",
        "A-1",
        "A.A",
        "AB.A",
        "ABC.A",
        "A1.A",
        "A-1.A",
        "A.B.C.D.E",
        "AA.BB.CC.DD.EE",
        "a.B.c.d.e",
        "aa.bB.cc.dd.ee",
        "a" * 253,
        "A" * 253,
    ],
)
def test_is_dns1123_subdomain_caseless_good(value: str) -> None:
    assert is_dns1123_subdomain_caseless(value) == []


@pytest.mark.parametrize(
    "value",
    [
        "",
        "-",
        "a-",
        "-a",
        "1-",
        "-1",
        "_",
        "a_",
        "_a",
        "a_b",
        "1_",
        "_1",
        "1_2",
        ".",
        "a.",
        ".a",
        "a..b",
        "1.",
        ".1",
        "1..2",
        " ",
        "a ",
        " a",
        "a b",
        "1 ",
        " 1",
        "1 2",
        "a@b",
        "a,b",
        "a_b",
        "a;b",
        "a:b",
        "a%b",
        "a?b",
        "a$b",
        "a" * 254,
    ],
)
def test_is_dns1123_subdomain_caseless_bad(value: str) -> None:
    assert is_dns1123_subdomain_caseless(value) != []
