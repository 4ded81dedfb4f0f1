# ruff: noqa: E501
"""Port of k8s.io/apimachinery/pkg/labels/selector_test.go.

Not ported: the benchmarks (BenchmarkSelectorFromValidatedSet, BenchmarkSetSelector,
BenchmarkRequirementString).
"""

import pytest

from kube_scheduler_py.v1_37.api import selection
from kube_scheduler_py.v1_37.api.labels import (
    LabelsError,
    Requirement,
    Selector,
    Set,
    ValidatedSetSelector,
    convert_selector_to_labels_map,
    everything,
    matches_nothing,
    new_requirement,
    new_selector,
    nothing,
    parse,
    selector_from_set,
    validated_selector_from_set,
)
from kube_scheduler_py.v1_37.api.labels.selector import (
    ClosedParToken,
    CommaToken,
    DoesNotExistToken,
    DoubleEqualsToken,
    EndOfStringToken,
    EqualsToken,
    ErrorToken,
    GreaterThanToken,
    IdentifierToken,
    InToken,
    KeyAndOperator,
    LessThanToken,
    Lexer,
    NotEqualsToken,
    NotInToken,
    OpenParToken,
    Parser,
    Token,
    _shared_everything_selector,
    _shared_nothing_selector,
    binaryOperators,
    internalSelector,
    safe_sort,
)
from kube_scheduler_py.v1_37.api.util.errors import Aggregate
from kube_scheduler_py.v1_37.api.util.validation import field


@pytest.mark.parametrize(
    "test",
    ["x=a,y=b,z=c", "", "x!=a,y=b", "x=", "x= ", "x=,z= ", "x= ,z= ", "!x", "x>1", "x>1,z<5"],
)
def test_selector_parse_good(test: str) -> None:
    lq = parse(test)
    assert test.replace(" ", "") == lq.string()


@pytest.mark.parametrize("test", ["x=a||y=b", "x==a==b", "!x=a", "x<a"])
def test_selector_parse_bad(test: str) -> None:
    with pytest.raises(LabelsError):
        parse(test)


def test_deterministic_parse() -> None:
    s1 = parse("x=a,a=x")
    s2 = parse("a=x,x=a")
    assert s1.string() == s2.string()


def test_everything() -> None:
    assert everything().matches(Set({"x": "y"}))
    assert everything().empty()


@pytest.mark.parametrize(
    ("selector", "ls", "match"),
    [
        ("", {"x": "y"}, True),
        ("x=y", {"x": "y"}, True),
        ("x=y,z=w", {"x": "y", "z": "w"}, True),
        ("x!=y,z!=w", {"x": "z", "z": "a"}, True),
        ("notin=in", {"notin": "in"}, True),
        ("x", {"x": "z"}, True),
        ("!x", {"y": "z"}, True),
        ("x>1", {"x": "2"}, True),
        ("x<1", {"x": "0"}, True),
        ("x=z", {}, False),
        ("x=y", {"x": "z"}, False),
        ("x=y,z=w", {"x": "w", "z": "w"}, False),
        ("x!=y,z!=w", {"x": "z", "z": "w"}, False),
        ("x", {"y": "z"}, False),
        ("!x", {"x": "z"}, False),
        ("x>1", {"x": "0"}, False),
        ("x<1", {"x": "2"}, False),
        ("foo=bar", {"foo": "bar", "baz": "blah"}, True),
        ("baz=blah", {"foo": "bar", "baz": "blah"}, True),
        ("foo=bar,baz=blah", {"foo": "bar", "baz": "blah"}, True),
        ("foo=blah", {"foo": "bar", "baz": "blah"}, False),
        ("baz=bar", {"foo": "bar", "baz": "blah"}, False),
        ("foo=bar,foobar=bar,baz=blah", {"foo": "bar", "baz": "blah"}, False),
    ],
)
def test_selector_matches(selector: str, ls: dict[str, str], match: bool) -> None:
    assert parse(selector).matches(Set(ls)) == match


@pytest.mark.parametrize(
    "selector",
    [{}, {"foo": "bar"}, {"baz": "blah"}, {"foo": "bar", "baz": "blah"}],
)
def test_set_matches(selector: dict[str, str]) -> None:
    labelset = Set({"foo": "bar", "baz": "blah"})
    assert selector_from_set(Set(selector)).matches(labelset)


def test_nil_map_is_valid() -> None:
    # Python: there is no nil map; selector_from_set also accepts None.
    assert Set().as_selector().empty()
    assert selector_from_set(None).empty()


def test_set_is_empty() -> None:
    assert Set().as_selector().empty()
    assert new_selector().empty()


@pytest.mark.parametrize(
    ("s", "t"),
    [
        ("", EndOfStringToken),
        (",", CommaToken),
        ("notin", NotInToken),
        ("in", InToken),
        ("=", EqualsToken),
        ("==", DoubleEqualsToken),
        (">", GreaterThanToken),
        ("<", LessThanToken),
        ("!", DoesNotExistToken),
        ("!=", NotEqualsToken),
        ("(", OpenParToken),
        (")", ClosedParToken),
        ("~", IdentifierToken),
        ("||", IdentifierToken),
    ],
)
def test_lexer(s: str, t: Token) -> None:
    token, lit = Lexer(s=s, pos=0).lex()
    assert token == t
    if t != ErrorToken:
        assert lit == s


_SEQUENCES = [
    (
        "key in ( value )",
        [IdentifierToken, InToken, OpenParToken, IdentifierToken, ClosedParToken],
    ),
    (
        "key notin ( value )",
        [IdentifierToken, NotInToken, OpenParToken, IdentifierToken, ClosedParToken],
    ),
    (
        "key in ( value1, value2 )",
        [
            IdentifierToken,
            InToken,
            OpenParToken,
            IdentifierToken,
            CommaToken,
            IdentifierToken,
            ClosedParToken,
        ],
    ),
    ("key", [IdentifierToken]),
    ("!key", [DoesNotExistToken, IdentifierToken]),
    ("()", [OpenParToken, ClosedParToken]),
    (
        "x in (),y",
        [IdentifierToken, InToken, OpenParToken, ClosedParToken, CommaToken, IdentifierToken],
    ),
    (
        "== != (), = notin",
        [
            DoubleEqualsToken,
            NotEqualsToken,
            OpenParToken,
            ClosedParToken,
            CommaToken,
            EqualsToken,
            NotInToken,
        ],
    ),
    ("key>2", [IdentifierToken, GreaterThanToken, IdentifierToken]),
    ("key<1", [IdentifierToken, LessThanToken, IdentifierToken]),
]


@pytest.mark.parametrize(("s", "t"), _SEQUENCES)
def test_lexer_sequence(s: str, t: list[Token]) -> None:
    tokens = []
    lexer = Lexer(s=s, pos=0)
    while True:
        token, _ = lexer.lex()
        if token == EndOfStringToken:
            break
        tokens.append(token)
    assert tokens == t


# TestParserLookahead uses the same inputs as TestLexerSequence plus "" and expects the
# end-of-string token after each sequence.
@pytest.mark.parametrize(
    ("s", "t"),
    [(s, [*t, EndOfStringToken]) for s, t in [*_SEQUENCES[:6], ("", []), *_SEQUENCES[6:]]],
)
def test_parser_lookahead(s: str, t: list[Token]) -> None:
    p = Parser(l=Lexer(s=s, pos=0), position=0)
    p.scan()
    assert len(p.scanned_items) == len(t)
    while True:
        token, lit = p.lookahead(KeyAndOperator)
        token2, lit2 = p.consume(KeyAndOperator)
        if token == EndOfStringToken:
            break
        assert token == token2
        assert lit == lit2


_OPS = ", ".join(binaryOperators)


@pytest.mark.parametrize(
    ("token", "expected_error"),
    [
        ("in", None),
        ("=", None),
        ("==", None),
        (">", None),
        ("<", None),
        ("notin", None),
        ("!=", None),
        ("!", f"found '{selection.DoesNotExist}', expected: {_OPS}"),
        ("exists", f"found '{selection.Exists}', expected: {_OPS}"),
        ("(", f"found '(', expected: {_OPS}"),
    ],
)
def test_parse_operator(token: str, expected_error: str | None) -> None:
    p = Parser(l=Lexer(s=token, pos=0), position=0)
    p.scan()
    if expected_error is None:
        p.parse_operator()
    else:
        with pytest.raises(LabelsError) as exc:
            p.parse_operator()
        assert str(exc.value) == expected_error


_INVALID = field.ErrorTypeInvalid


@pytest.mark.parametrize(
    ("key", "op", "vals", "want_err"),
    [
        ("x1", selection.In, None, [(_INVALID, "values", [])]),
        ("x2", selection.NotIn, set(), [(_INVALID, "values", [])]),
        ("x3", selection.In, {"foo"}, None),
        ("x4", selection.NotIn, {"foo"}, None),
        ("x5", selection.Equals, {"foo", "bar"}, [(_INVALID, "values", ["bar", "foo"])]),
        ("x6", selection.Exists, None, None),
        ("x7", selection.DoesNotExist, None, None),
        ("x8", selection.Exists, {"foo"}, [(_INVALID, "values", ["foo"])]),
        ("x9", selection.In, {"bar"}, None),
        ("x10", selection.In, {"bar"}, None),
        ("x11", selection.GreaterThan, {"1"}, None),
        ("x12", selection.LessThan, {"6"}, None),
        ("x13", selection.GreaterThan, None, [(_INVALID, "values", [])]),
        ("x14", selection.GreaterThan, {"bar"}, [(_INVALID, "values[0]", "bar")]),
        ("x15", selection.LessThan, {"bar"}, [(_INVALID, "values[0]", "bar")]),
        ("a" * 254, selection.Exists, None, [(_INVALID, "key", "a" * 254)]),
        ("x16", selection.Equals, {"a" * 254}, [(_INVALID, "values[0][x16]", "a" * 254)]),
        ("x17", selection.Equals, {"a b"}, [(_INVALID, "values[0][x17]", "a b")]),
        (
            "x18",
            "unsupportedOp",
            None,
            [(field.ErrorTypeNotSupported, "operator", "unsupportedOp")],
        ),
    ],
    ids=lambda v: v if isinstance(v, str) and len(v) < 20 else None,
)
def test_requirement_constructor(
    key: str,
    op: str,
    vals: set[str] | None,
    want_err: list[tuple[field.ErrorType, str, object]] | None,
) -> None:
    values = sorted(vals or set())
    if want_err is None:
        new_requirement(key, op, values)
        return
    with pytest.raises(Aggregate) as exc:
        new_requirement(key, op, values)
    got = [(e.type, e.field, e.bad_value) for e in exc.value.errors() if isinstance(e, field.Error)]
    assert got == want_err
    assert len(exc.value.errors()) == len(want_err)


def get_requirement(key: str, op: str, vals: set[str] | None) -> Requirement:
    return new_requirement(key, op, sorted(vals or set()))


@pytest.mark.parametrize(
    ("in_", "out", "valid"),
    [
        (
            [
                ("x", selection.In, {"abc", "def"}),
                ("y", selection.NotIn, {"jkl"}),
                ("z", selection.Exists, None),
            ],
            "x in (abc,def),y notin (jkl),z",
            True,
        ),
        (
            [
                ("x", selection.NotIn, {"abc", "def"}),
                ("y", selection.NotEquals, {"jkl"}),
                ("z", selection.DoesNotExist, None),
            ],
            "x notin (abc,def),y!=jkl,!z",
            True,
        ),
        ([("x", selection.In, {"abc", "def"}), None], "x in (abc,def),", False),
        (
            [
                ("x", selection.NotIn, {"abc"}),
                ("y", selection.In, {"jkl", "mno"}),
                ("z", selection.NotIn, {""}),
            ],
            "x notin (abc),y in (jkl,mno),z notin ()",
            True,
        ),
        (
            [
                ("x", selection.Equals, {"abc"}),
                ("y", selection.DoubleEquals, {"jkl"}),
                ("z", selection.NotEquals, {"a"}),
                ("z", selection.Exists, None),
            ],
            "x=abc,y==jkl,z!=a,z",
            True,
        ),
        (
            [
                ("x", selection.GreaterThan, {"2"}),
                ("y", selection.LessThan, {"8"}),
                ("z", selection.Exists, None),
            ],
            "x>2,y<8,z",
            True,
        ),
    ],
)
def test_to_string(
    in_: list[tuple[str, str, set[str] | None] | None], out: str, valid: bool
) -> None:
    # A None row is Go's zero Requirement, which prints as the empty string.
    sel = internalSelector(Requirement() if r is None else get_requirement(*r) for r in in_)
    got = sel.string()
    assert not (got == "" and valid)
    assert got == out


@pytest.mark.parametrize(
    ("ls", "reqs", "match"),
    [
        ({"x": "foo", "y": "baz"}, [None], False),
        (
            {"x": "foo", "y": "baz"},
            [("x", selection.In, {"foo"}), ("y", selection.NotIn, {"alpha"})],
            True,
        ),
        (
            {"x": "foo", "y": "baz"},
            [("x", selection.In, {"foo"}), ("y", selection.In, {"alpha"})],
            False,
        ),
        ({"y": ""}, [("x", selection.NotIn, {""}), ("y", selection.Exists, None)], True),
        ({"y": ""}, [("x", selection.DoesNotExist, None), ("y", selection.Exists, None)], True),
        ({"y": ""}, [("x", selection.NotIn, {""}), ("y", selection.DoesNotExist, None)], False),
        ({"y": "baz"}, [("x", selection.In, {""})], False),
        ({"z": "2"}, [("z", selection.GreaterThan, {"1"})], True),
        ({"z": "v2"}, [("z", selection.GreaterThan, {"1"})], False),
    ],
)
def test_requirement_selector_matching(
    ls: dict[str, str], reqs: list[tuple[str, str, set[str] | None] | None], match: bool
) -> None:
    sel = internalSelector(Requirement() if r is None else get_requirement(*r) for r in reqs)
    assert sel.matches(Set(ls)) == match


@pytest.mark.parametrize(
    ("in_", "out", "match", "valid"),
    [
        ("", [], True, True),
        ("\rx", [("x", selection.Exists, None)], True, True),
        (
            "this-is-a-dns.domain.com/key-with-dash",
            [("this-is-a-dns.domain.com/key-with-dash", selection.Exists, None)],
            True,
            True,
        ),
        (
            "this-is-another-dns.domain.com/key-with-dash in (so,what)",
            [("this-is-another-dns.domain.com/key-with-dash", selection.In, {"so", "what"})],
            True,
            True,
        ),
        (
            "0.1.2.domain/99 notin (10.10.100.1, tick.tack.clock)",
            [("0.1.2.domain/99", selection.NotIn, {"10.10.100.1", "tick.tack.clock"})],
            True,
            True,
        ),
        ("foo  in\t (abc)", [("foo", selection.In, {"abc"})], True, True),
        ("x notin\n (abc)", [("x", selection.NotIn, {"abc"})], True, True),
        ("x  notin\t\t\t(abc,def)", [("x", selection.NotIn, {"abc", "def"})], True, True),
        ("x in (abc,def)", [("x", selection.In, {"abc", "def"})], True, True),
        ("x in (abc,)", [("x", selection.In, {"abc", ""})], True, True),
        ("x in ()", [("x", selection.In, {""})], True, True),
        (
            "x notin (abc,,def),bar,z in (),w",
            [
                ("bar", selection.Exists, None),
                ("w", selection.Exists, None),
                ("x", selection.NotIn, {"abc", "", "def"}),
                ("z", selection.In, {""}),
            ],
            True,
            True,
        ),
        (
            "x,y in (a)",
            [("y", selection.In, {"a"}), ("x", selection.Exists, None)],
            False,
            True,
        ),
        ("x=a", [("x", selection.Equals, {"a"})], True, True),
        ("x>1", [("x", selection.GreaterThan, {"1"})], True, True),
        ("x<7", [("x", selection.LessThan, {"7"})], True, True),
        (
            "x=a,y!=b",
            [("x", selection.Equals, {"a"}), ("y", selection.NotEquals, {"b"})],
            True,
            True,
        ),
        (
            "x=a,y!=b,z in (h,i,j)",
            [
                ("x", selection.Equals, {"a"}),
                ("y", selection.NotEquals, {"b"}),
                ("z", selection.In, {"h", "i", "j"}),
            ],
            True,
            True,
        ),
        ("x=a||y=b", [], False, False),
        ("x,,y", None, True, False),
        (",x,y", None, True, False),
        ("x nott in (y)", None, True, False),
        ("x notin ( )", [("x", selection.NotIn, {""})], True, True),
        ("x notin (, a)", [("x", selection.NotIn, {"", "a"})], True, True),
        ("a in (xyz),", None, True, False),
        ("a in (xyz)b notin ()", None, True, False),
        ("a ", [("a", selection.Exists, None)], True, True),
        (
            "a in (x,y,notin, z,in)",
            [("a", selection.In, {"in", "notin", "x", "y", "z"})],
            True,
            True,
        ),
        ("a in (xyz abc)", None, False, False),
        ("a notin(", None, True, False),
        ("a (", None, False, False),
        ("(", None, False, False),
    ],
)
def test_set_selector_parser(
    in_: str, out: list[tuple[str, str, set[str] | None]] | None, match: bool, valid: bool
) -> None:
    try:
        sel: Selector | None = parse(in_)
    except LabelsError:
        sel = None
    if sel is None:
        assert not valid, f"Parse({in_!r}) expected no error"
        return
    assert valid, f"Parse({in_!r}) expected error"
    if match:
        assert out is not None
        assert sel == internalSelector(get_requirement(*r) for r in out)


@pytest.mark.parametrize(
    ("sel", "key", "operator", "values", "ref_selector"),
    [
        pytest.param(
            internalSelector(),
            "key",
            selection.In,
            ["value"],
            internalSelector([Requirement("key", selection.In, ["value"])]),
            id="keyInOperator",
        ),
        pytest.param(
            internalSelector([Requirement("key", selection.In, ["value"])]),
            "key2",
            selection.Equals,
            ["value2"],
            internalSelector(
                [
                    Requirement("key", selection.In, ["value"]),
                    Requirement("key2", selection.Equals, ["value2"]),
                ]
            ),
            id="keyEqualsOperator",
        ),
    ],
)
def test_add(
    sel: Selector, key: str, operator: str, values: list[str], ref_selector: Selector
) -> None:
    req = new_requirement(key, operator, values)
    assert sel.add(req) == ref_selector


@pytest.mark.parametrize(
    ("in_", "want"),
    [
        pytest.param([], [], id="nil strings"),
        pytest.param(["bar", "foo"], ["bar", "foo"], id="ordered strings"),
        pytest.param(["foo", "bar"], ["bar", "foo"], id="unordered strings"),
        pytest.param(
            ["foo", "bar", "foo", "bar"], ["bar", "bar", "foo", "foo"], id="duplicated strings"
        ),
    ],
)
def test_safe_sort(in_: list[str], want: list[str]) -> None:
    in_copy = list(in_)
    assert safe_sort(in_) == want
    assert in_ == in_copy


@pytest.mark.parametrize(
    ("set_", "out"),
    [({}, ""), ({"app": "foo"}, "app=foo"), ({"app": "foo", "a": "b"}, "a=b,app=foo")],
)
def test_set_selector_string(set_: dict[str, str], out: str) -> None:
    assert ValidatedSetSelector(set_).string() == out


@pytest.mark.parametrize(
    ("sel", "label", "expected_found", "expected_value"),
    [
        pytest.param(
            internalSelector([Requirement("key", selection.In, ["value"])]),
            "key",
            True,
            "value",
            id="keyInOperatorExactMatch",
        ),
        pytest.param(
            internalSelector([Requirement("key", selection.In, ["value", "value2"])]),
            "key",
            False,
            "",
            id="keyInOperatorNotExactMatch",
        ),
        pytest.param(
            internalSelector(
                [
                    Requirement("key", selection.In, ["value", "value1"]),
                    Requirement("key2", selection.In, ["value2"]),
                ]
            ),
            "key2",
            True,
            "value2",
            id="keyInOperatorNotExactMatch-2",
        ),
        pytest.param(
            internalSelector([Requirement("key", selection.Equals, ["value"])]),
            "key",
            True,
            "value",
            id="keyEqualOperatorExactMatch",
        ),
        pytest.param(
            internalSelector([Requirement("key", selection.DoubleEquals, ["value"])]),
            "key",
            True,
            "value",
            id="keyDoubleEqualOperatorExactMatch",
        ),
        pytest.param(
            internalSelector([Requirement("key", selection.NotEquals, ["value"])]),
            "key",
            False,
            "",
            id="keyNotEqualOperatorExactMatch",
        ),
        pytest.param(
            internalSelector(
                [
                    Requirement("key", selection.In, ["value"]),
                    Requirement("key2", selection.In, ["value2"]),
                ]
            ),
            "key",
            True,
            "value",
            id="keyEqualOperatorExactMatchFirst",
        ),
    ],
)
def test_requires_exact_match(
    sel: Selector, label: str, expected_found: bool, expected_value: str
) -> None:
    value, found = sel.requires_exact_match(label)
    assert found == expected_found
    if found:
        assert value == expected_value


_LONG = "axahm2EJ8Phiephe2eixohbee9eGeiyees1thuozi1xoh0GiuH3diewi8iem7Nui"


@pytest.mark.parametrize(
    ("input_", "expected_selector", "expected_error"),
    [
        pytest.param(
            {"key": "val"},
            internalSelector([Requirement("key", selection.Equals, ["val"])]),
            None,
            id="Simple Set, no error",
        ),
        pytest.param(
            {"Key": _LONG},
            None,
            [(field.ErrorTypeInvalid, "values[0][Key]", _LONG)],
            id="Invalid Set, value too long",
        ),
    ],
)
def test_validated_selector_from_set(
    input_: dict[str, str],
    expected_selector: Selector | None,
    expected_error: list[tuple[field.ErrorType, str, object]] | None,
) -> None:
    if expected_error is None:
        assert validated_selector_from_set(Set(input_)) == expected_selector
        return
    with pytest.raises(Aggregate) as exc:
        validated_selector_from_set(Set(input_))
    got = [(e.type, e.field, e.bad_value) for e in exc.value.errors() if isinstance(e, field.Error)]
    assert got == expected_error


@pytest.mark.parametrize(
    ("x", "y", "want"),
    [
        pytest.param(
            Requirement("key", selection.Equals, ["foo", "bar"]),
            Requirement("key", selection.Equals, ["foo", "bar"]),
            True,
            id="same requirements should be equal",
        ),
        pytest.param(
            Requirement("key1", selection.Equals, ["foo", "bar"]),
            Requirement("key2", selection.Equals, ["foo", "bar"]),
            False,
            id="requirements with different keys should not be equal",
        ),
        pytest.param(
            Requirement("key", selection.Equals, ["foo", "bar"]),
            Requirement("key", selection.In, ["foo", "bar"]),
            False,
            id="requirements with different operators should not be equal",
        ),
        pytest.param(
            Requirement("key", selection.Equals, ["foo", "bar"]),
            Requirement("key", selection.Equals, ["foobar"]),
            False,
            id="requirements with different values should not be equal",
        ),
    ],
)
def test_requirement_equal(x: Requirement, y: Requirement, want: bool) -> None:
    assert x.equal(y) == want


# Python: the messages below were produced by running the v1.37.2 Go code (labels.Parse,
# labels.NewRequirement, labels.ConvertSelectorToLabelsMap) on the same inputs; they check that
# the error strings match Go byte for byte.
@pytest.mark.parametrize(
    ("selector", "message"),
    [
        (
            "x=a||y=b",
            "unable to parse requirement: values[0][x]: Invalid value: \"a||y\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
        ),
        ("x==a==b", "found '==', expected: ',' or 'end of string'"),
        ("!x=a", "found '=', expected: ',' or 'end of string'"),
        (
            "x<a",
            "unable to parse requirement: values[0]: Invalid value: \"a\": for 'Gt', 'Lt' operators, the value must be an integer",
        ),
        ("x,,y", "found ',', expected: identifier after ','"),
        (",x,y", "found ',', expected: !, identifier, or 'end of string'"),
        (
            "x nott in (y)",
            "unable to parse requirement: found 'nott', expected: in, notin, =, ==, !=, gt, lt",
        ),
        ("a in (xyz),", "found '', expected: identifier after ','"),
        ("a in (xyz)b notin ()", "found 'b', expected: ',' or 'end of string'"),
        ("a in (xyz abc)", "unable to parse requirement: found 'abc', expected: ',' or ')'"),
        ("a notin(", "unable to parse requirement: found '', expected: ',', ')' or identifier"),
        ("a (", "unable to parse requirement: found '(', expected: in, notin, =, ==, !=, gt, lt"),
        ("(", "found '(', expected: !, identifier, or 'end of string'"),
        (
            "Ab/c=d",
            "unable to parse requirement: <nil>: Invalid value: \"Ab/c\": prefix part a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
        ),
        ("x in (a b)", "unable to parse requirement: found 'b', expected: ',' or ')'"),
        (
            "a" * 64,
            f'unable to parse requirement: <nil>: Invalid value: "{"a" * 64}": name part must be '
            "no more than 63 bytes",
        ),
        (
            "a/b/c=d",
            'unable to parse requirement: <nil>: Invalid value: "a/b/c": a valid label key must '
            "consist of alphanumeric characters, '-', '_' or '.', and must start and end with an "
            "alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for "
            "validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS "
            "subdomain prefix and '/' (e.g. 'example.com/MyName')",
        ),
    ],
)
def test_parse_error_messages(selector: str, message: str) -> None:
    with pytest.raises(LabelsError) as exc:
        parse(selector)
    assert str(exc.value) == message


@pytest.mark.parametrize(
    ("key", "op", "vals", "message"),
    [
        (
            "x",
            "bogus",
            ["a", "b c"],
            '[operator: Unsupported value: "bogus": supported values: "in", "notin", "=", "==", "!=", "gt", "lt", "exists", "!", values[1][x]: Invalid value: "b c": a valid label must be an empty string or consist of alphanumeric characters, \'-\', \'_\' or \'.\', and must start and end with an alphanumeric character (e.g. \'MyValue\',  or \'my_value\',  or \'12345\', regex used for validation is \'(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?\')]',
        ),
        (
            "x",
            selection.Equals,
            ["a", "b"],
            'values: Invalid value: ["a","b"]: exact-match compatibility requires one single value',
        ),
        (
            "x",
            selection.GreaterThan,
            ["a", "b"],
            "[values: Invalid value: [\"a\",\"b\"]: for 'Gt', 'Lt' operators, exactly one value is required, values[0]: Invalid value: \"a\": for 'Gt', 'Lt' operators, the value must be an integer, values[1]: Invalid value: \"b\": for 'Gt', 'Lt' operators, the value must be an integer]",
        ),
    ],
)
def test_new_requirement_error_messages(key: str, op: str, vals: list[str], message: str) -> None:
    with pytest.raises(Aggregate) as exc:
        new_requirement(key, op, vals)
    assert str(exc.value) == message


@pytest.mark.parametrize(
    ("selector", "message"),
    [
        ("a=b=c", "invalid selector: [a b c]"),
        (
            "a=b c",
            "[a]: Invalid value: \"b c\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
        ),
    ],
)
def test_convert_selector_to_labels_map_error_messages(selector: str, message: str) -> None:
    with pytest.raises((LabelsError, field.Error)) as exc:
        convert_selector_to_labels_map(selector)
    assert str(exc.value) == message


# TestMatchesNothing: the set rows build their selector with SelectorFromSet, the string rows
# with Parse.
@pytest.mark.parametrize(
    ("label_selector", "want"),
    [
        pytest.param(nothing(), True, id="MatchNothing should match Nothing()"),
        pytest.param(
            _shared_nothing_selector, True, id="MatchNothing should match sharedNothingSelector"
        ),
        pytest.param(everything(), False, id="MatchNothing should not match Everything()"),
        pytest.param(
            _shared_everything_selector,
            False,
            id="MatchNothing should not match sharedEverythingSelector",
        ),
        pytest.param(selector_from_set(Set()), False, id="MatchNothing should not match empty set"),
        pytest.param(
            selector_from_set(Set({"key": "value"})),
            False,
            id="MatchNothing should not match non-empty set",
        ),
        pytest.param(parse(""), False, id="MatchNothing should not match empty selector"),
        pytest.param(
            parse("a"), False, id="MatchNothing should not match non-empty selector - exists"
        ),
        pytest.param(
            parse("!a"), False, id="MatchNothing should not match non-empty selector - not exists"
        ),
        pytest.param(
            parse("a=b"), False, id="MatchNothing should not match non-empty selector - equals"
        ),
        pytest.param(
            parse("a!=b"), False, id="MatchNothing should not match non-empty selector - not equals"
        ),
        pytest.param(
            parse("a in (b)"), False, id="MatchNothing should not match non-empty selector - in"
        ),
        pytest.param(
            parse("a notin (b)"),
            False,
            id="MatchNothing should not match non-empty selector - notin",
        ),
        pytest.param(
            parse("a,!a"),
            False,
            id="MatchNothing should not match non-empty selector - conflict exists and not exists",
        ),
        pytest.param(
            parse("a=b,a!=b"),
            False,
            id="MatchNothing should not match non-empty selector - conflict equals and not equals",
        ),
        pytest.param(
            parse("a in (b),a notin (b)"),
            False,
            id="MatchNothing should not match non-empty selector - conflict in and notin",
        ),
    ],
)
def test_matches_nothing(label_selector: Selector, want: bool) -> None:
    assert matches_nothing(label_selector) == want
