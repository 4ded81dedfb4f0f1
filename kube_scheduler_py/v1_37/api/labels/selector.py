"""Label selectors: parsing `app=web,tier in (a,b)`, and matching them against label sets.

Pod affinity, topology spread constraints and PodDisruptionBudgets all select pods with these.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from enum import IntEnum
from typing import Protocol

from kube_scheduler_py.v1_37.api import selection
from kube_scheduler_py.v1_37.api.labels.labels import Labels, LabelsError, Set
from kube_scheduler_py.v1_37.api.util import validation
from kube_scheduler_py.v1_37.api.util.errors import Aggregate
from kube_scheduler_py.v1_37.api.util.validation import field
from kube_scheduler_py.v1_37.api.validate import content

unaryOperators: list[str] = [selection.Exists, selection.DoesNotExist]
binaryOperators: list[str] = [
    selection.In,
    selection.NotIn,
    selection.Equals,
    selection.DoubleEquals,
    selection.NotEquals,
    selection.GreaterThan,
    selection.LessThan,
]
validRequirementOperators: list[str] = binaryOperators + unaryOperators


class Requirements(list["Requirement"]):
    """A list of requirements that must all hold.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L48
    """

    def string(self) -> str:
        """The requirements' strings joined by ", ".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L50-L61
        """
        return ", ".join(r.string() for r in self)

    def __str__(self) -> str:
        return self.string()


class Selector(Protocol):
    """A label selector: it decides which label sets it selects.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L64-L90
    """

    def matches(self, labels: Labels) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L66"""

    def empty(self) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L69"""

    def string(self) -> str:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L72"""

    def add(self, *r: Requirement) -> Selector:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L75"""

    def requirements(self) -> tuple[Requirements, bool]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L81"""

    def deep_copy_selector(self) -> Selector:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L84"""

    def requires_exact_match(self, label: str) -> tuple[str, bool]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L89"""


def everything() -> Selector:
    """A selector that matches every label set.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L96-L98
    """
    return _shared_everything_selector


class nothingSelector:
    """A selector that matches no label set at all.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L100
    """

    def matches(self, labels: Labels) -> bool:
        """Never matches.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L102
        """
        return False

    def empty(self) -> bool:
        """Not empty: it restricts the selection to nothing.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L103
        """
        return False

    def string(self) -> str:
        """The empty string.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L104
        """
        return ""

    def add(self, *r: Requirement) -> Selector:
        """Adding requirements to nothing still selects nothing.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L105
        """
        return self

    def requirements(self) -> tuple[Requirements, bool]:
        """No requirements, and not selectable.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L106
        """
        return Requirements(), False

    def deep_copy_selector(self) -> Selector:
        """The selector itself; it holds no state.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L107
        """
        return self

    def requires_exact_match(self, label: str) -> tuple[str, bool]:
        """Never requires a value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L108-L110
        """
        return "", False

    def __str__(self) -> str:
        return self.string()


_shared_nothing_selector: Selector = nothingSelector()


def nothing() -> Selector:
    """A selector that matches no label set.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L116-L118
    """
    return _shared_nothing_selector


def matches_nothing(selector: Selector) -> bool:
    """Whether the selector is known to match no label set (today: only nothing()).

    # Python: Go compares the interface with the empty nothingSelector struct; any
    # nothingSelector value is that struct.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L125-L127
    """
    return isinstance(selector, nothingSelector)


def new_selector() -> Selector:
    """An empty selector, which matches everything until requirements are added.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L130-L132
    """
    return internalSelector()


@dataclass(slots=True)
class Requirement:
    """One condition of a selector: a key, an operator and the values it is compared with.

    Build it with new_requirement, which validates it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L165-L172
    """

    _key: str = ""
    _operator: str = ""
    _str_values: list[str] = dataclass_field(default_factory=list)

    def has_value(self, value: str) -> bool:
        """Whether value is one of the requirement's values.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L227-L234
        """
        return value in self._str_values

    def matches(self, ls: Labels) -> bool:
        """Whether the label set satisfies this requirement.

        In/=/== need the key with one of the values; notin/!= accept a missing key; gt/lt need
        the key with an integer value strictly above/below the single integer value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L247-L297
        """
        op = self._operator
        if op in (selection.In, selection.Equals, selection.DoubleEquals):
            val, exists = ls.lookup(self._key)
            if not exists:
                return False
            return self.has_value(val)
        if op in (selection.NotIn, selection.NotEquals):
            val, exists = ls.lookup(self._key)
            if not exists:
                return True
            return not self.has_value(val)
        if op == selection.Exists:
            return ls.has(self._key)
        if op == selection.DoesNotExist:
            return not ls.has(self._key)
        if op in (selection.GreaterThan, selection.LessThan):
            val, exists = ls.lookup(self._key)
            if not exists:
                return False
            # Python: Go logs each failed case at klog V(10); this port does not log.
            ls_value = _parse_int64(val)
            if ls_value is None:
                return False
            if len(self._str_values) != 1:
                return False
            r_value = 0
            for v in self._str_values:
                parsed = _parse_int64(v)
                if parsed is None:
                    return False
                r_value = parsed
            return (op == selection.GreaterThan and ls_value > r_value) or (
                op == selection.LessThan and ls_value < r_value
            )
        return False

    def key(self) -> str:
        """The label key this requirement is about.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L300-L302
        """
        return self._key

    def operator(self) -> str:
        """The requirement's operator.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L305-L307
        """
        return self._operator

    def values(self) -> set[str]:
        """The requirement's values as a set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L310-L316
        """
        return set(self._str_values)

    def values_unsorted(self) -> list[str]:
        """A copy of the values in the order they were given.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L319-L323
        """
        return list(self._str_values)

    def equal(self, x: Requirement) -> bool:
        """Whether both requirements have the same key, operator and values (in order).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L326-L334
        """
        if self._key != x._key:
            return False
        if self._operator != x._operator:
            return False
        return self._str_values == x._str_values

    def string(self) -> str:
        """The requirement in selector syntax, e.g. `x in (a,b)`, `!x`, `x>1`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L347-L397
        """
        op = self._operator
        sb: list[str] = []
        if op == selection.DoesNotExist:
            sb.append("!")
        sb.append(self._key)

        if op == selection.Equals:
            sb.append("=")
        elif op == selection.DoubleEquals:
            sb.append("==")
        elif op == selection.NotEquals:
            sb.append("!=")
        elif op == selection.In:
            sb.append(" in ")
        elif op == selection.NotIn:
            sb.append(" notin ")
        elif op == selection.GreaterThan:
            sb.append(">")
        elif op == selection.LessThan:
            sb.append("<")
        elif op in (selection.Exists, selection.DoesNotExist):
            return "".join(sb)

        if op in (selection.In, selection.NotIn):
            sb.append("(")
        if len(self._str_values) == 1:
            sb.append(self._str_values[0])
        else:
            sb.append(",".join(safe_sort(self._str_values)))

        if op in (selection.In, selection.NotIn):
            sb.append(")")
        return "".join(sb)

    def deep_copy(self) -> Requirement:
        """An independent copy of the requirement.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/zz_generated.deepcopy.go#L36-L43
        """
        return Requirement(self._key, self._operator, list(self._str_values))

    def __str__(self) -> str:
        return self.string()


_INT64_MIN = -(1 << 63)
_INT64_MAX = (1 << 63) - 1
_DECIMAL = re.compile(r"[+-]?[0-9]+")


def _parse_int64(s: str) -> int | None:
    """Parse like Go's strconv.ParseInt(s, 10, 64): optional sign, decimal digits, in range.

    Returns None where Go returns an error (Python's int() would accept spaces and '_').
    """
    if not _DECIMAL.fullmatch(s):
        return None
    value = int(s)
    if value < _INT64_MIN or value > _INT64_MAX:
        return None
    return value


def new_requirement(key: str, op: str, vals: list[str], *opts: field.PathOption) -> Requirement:
    """Build a Requirement after checking the key, the operator and the values.

    In/notin need at least one value; =, ==, != exactly one; exists/!  none; gt/lt exactly one
    integer. Every value must be a valid label value. Raises an Aggregate of field errors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L185-L225
    """
    all_errs = field.ErrorList()
    path = field.to_path(*opts)
    err = validate_label_key(key, field.child_of(path, "key"))
    if err is not None:
        all_errs.append(err)

    value_path = field.child_of(path, "values")
    if op in (selection.In, selection.NotIn):
        if len(vals) == 0:
            all_errs.append(
                field.invalid(
                    value_path, vals, "for 'in', 'notin' operators, values set can't be empty"
                )
            )
    elif op in (selection.Equals, selection.DoubleEquals, selection.NotEquals):
        if len(vals) != 1:
            all_errs.append(
                field.invalid(
                    value_path, vals, "exact-match compatibility requires one single value"
                )
            )
    elif op in (selection.Exists, selection.DoesNotExist):
        if len(vals) != 0:
            all_errs.append(
                field.invalid(
                    value_path, vals, "values set must be empty for exists and does not exist"
                )
            )
    elif op in (selection.GreaterThan, selection.LessThan):
        if len(vals) != 1:
            all_errs.append(
                field.invalid(
                    value_path, vals, "for 'Gt', 'Lt' operators, exactly one value is required"
                )
            )
        for i, v in enumerate(vals):
            if _parse_int64(v) is None:
                all_errs.append(
                    field.invalid(
                        value_path.index(i),
                        v,
                        "for 'Gt', 'Lt' operators, the value must be an integer",
                    )
                )
    else:
        all_errs.append(
            field.not_supported(field.child_of(path, "operator"), op, validRequirementOperators)
        )

    for i, v in enumerate(vals):
        err = validate_label_value(key, v, value_path.index(i))
        if err is not None:
            all_errs.append(err)
    agg = all_errs.to_aggregate()
    if agg is not None:
        raise agg
    return Requirement(key, op, vals)


def safe_sort(values: list[str]) -> list[str]:
    """The values sorted, without modifying the input list.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L400-L408
    """
    if all(values[i] <= values[i + 1] for i in range(len(values) - 1)):
        return values
    return sorted(values)


def _sort_by_key(reqs: list[Requirement]) -> None:
    """Sort requirements by key in place (Go's `sort.Sort(ByKey(...))`).

    # Python: Go's sort.Sort is not stable; Python's sort is. Requirements with equal keys keep
    # their input order here, which Go does not promise (for < 13 items Go's insertion sort is
    # stable too, so typical selectors agree).
    """
    reqs.sort(key=lambda r: r._key)


class internalSelector(list[Requirement]):
    """The usual Selector: a list of requirements, sorted by key, that must all match.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L134
    """

    def deep_copy(self) -> internalSelector:
        """A copy whose requirements are copies too.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L136-L145
        """
        return internalSelector(r.deep_copy() for r in self)

    def deep_copy_selector(self) -> Selector:
        """A deep copy, as a Selector.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L147-L149
        """
        return self.deep_copy()

    def empty(self) -> bool:
        """Whether the selector has no requirements (and so selects everything).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L337-L342
        """
        return len(self) == 0

    def add(self, *reqs: Requirement) -> Selector:
        """A new selector with the extra requirements, re-sorted by key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L411-L417
        """
        ret = internalSelector(self)
        ret.extend(reqs)
        _sort_by_key(ret)
        return ret

    def matches(self, labels: Labels) -> bool:
        """Whether every requirement matches the label set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L422-L429
        """
        # Python: Go's loop, not all() over a generator, which costs a frame per requirement
        # (this runs for every pod on every node a pod affinity or spread constraint checks).
        for r in self:  # noqa: SIM110
            if not r.matches(labels):
                return False
        return True

    def requirements(self) -> tuple[Requirements, bool]:
        """The requirements, and True (this selector can select something).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L431
        """
        return Requirements(self), True

    def string(self) -> str:
        """The requirements' strings joined by commas, e.g. `x=a,y in (b,c)`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L435-L441
        """
        return ",".join(r.string() for r in self)

    def requires_exact_match(self, label: str) -> tuple[str, bool]:
        """The single value the selector requires for label, if the first requirement on that
        key is =, == or in with exactly one value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L445-L458
        """
        for r in self:
            if r._key == label:
                if (
                    r._operator in (selection.Equals, selection.DoubleEquals, selection.In)
                    and len(r._str_values) == 1
                ):
                    return r._str_values[0], True
                return "", False
        return "", False

    def __str__(self) -> str:
        return self.string()


_shared_everything_selector: Selector = internalSelector()


class Token(IntEnum):
    """The kinds of token the selector lexer produces.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L461
    """

    ErrorToken = 0
    EndOfStringToken = 1
    ClosedParToken = 2
    CommaToken = 3
    DoesNotExistToken = 4
    DoubleEqualsToken = 5
    EqualsToken = 6
    GreaterThanToken = 7
    IdentifierToken = 8
    InToken = 9
    LessThanToken = 10
    NotEqualsToken = 11
    NotInToken = 12
    OpenParToken = 13


ErrorToken = Token.ErrorToken
EndOfStringToken = Token.EndOfStringToken
ClosedParToken = Token.ClosedParToken
CommaToken = Token.CommaToken
DoesNotExistToken = Token.DoesNotExistToken
DoubleEqualsToken = Token.DoubleEqualsToken
EqualsToken = Token.EqualsToken
GreaterThanToken = Token.GreaterThanToken
IdentifierToken = Token.IdentifierToken
InToken = Token.InToken
LessThanToken = Token.LessThanToken
NotEqualsToken = Token.NotEqualsToken
NotInToken = Token.NotInToken
OpenParToken = Token.OpenParToken

# The literal spelling of every fixed token (identifiers, end of string and errors have none).
string2token: dict[str, Token] = {
    ")": ClosedParToken,
    ",": CommaToken,
    "!": DoesNotExistToken,
    "==": DoubleEqualsToken,
    "=": EqualsToken,
    ">": GreaterThanToken,
    "in": InToken,
    "<": LessThanToken,
    "!=": NotEqualsToken,
    "notin": NotInToken,
    "(": OpenParToken,
}


@dataclass(slots=True)
class ScannedItem:
    """A token with the text it was read from.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L511-L514
    """

    tok: Token = ErrorToken
    literal: str = ""


def is_whitespace(ch: str) -> bool:
    """Whether ch is a space, tab, carriage return or newline.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L517-L519
    """
    return ch in (" ", "\t", "\r", "\n")


def is_special_symbol(ch: str) -> bool:
    """Whether ch can start an operator or punctuation token.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L522-L528
    """
    return ch in ("=", "!", "(", ")", ",", ">", "<")


# Python: Go's lexer reads bytes and uses byte 0 for "end of input"; this port reads characters
# and uses "\x00" the same way (operators and delimiters are all ASCII, so tokens agree).
_EOF = "\x00"


@dataclass(slots=True)
class Lexer:
    """Splits a selector string into tokens.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L532-L537
    """

    s: str = ""
    pos: int = 0

    def read(self) -> str:
        """The next character (advancing), or "\\x00" at the end.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L541-L548
        """
        b = _EOF
        if self.pos < len(self.s):
            b = self.s[self.pos]
            self.pos += 1
        return b

    def unread(self) -> None:
        """Step back one character.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L551-L553
        """
        self.pos -= 1

    def scan_id_or_keyword(self) -> tuple[Token, str]:
        """Read an identifier, or the keywords `in`/`notin`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L556-L575
        """
        buffer: list[str] = []
        while True:
            ch = self.read()
            if ch == _EOF:
                break
            if is_special_symbol(ch) or is_whitespace(ch):
                self.unread()
                break
            buffer.append(ch)
        s = "".join(buffer)
        if s in string2token:
            return string2token[s], s
        return IdentifierToken, s

    def scan_special_symbol(self) -> tuple[Token, str]:
        """Read the longest operator or punctuation token at the current position.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L579-L604
        """
        last_scanned_item = ScannedItem()
        buffer: list[str] = []
        while True:
            ch = self.read()
            if ch == _EOF:
                break
            if is_special_symbol(ch):
                buffer.append(ch)
                token = string2token.get("".join(buffer))
                if token is not None:
                    last_scanned_item = ScannedItem(tok=token, literal="".join(buffer))
                elif last_scanned_item.tok != 0:
                    self.unread()
                    break
            else:
                self.unread()
                break
        if last_scanned_item.tok == 0:
            return ErrorToken, f"error expected: keyword found '{''.join(buffer)}'"
        return last_scanned_item.tok, last_scanned_item.literal

    def skip_white_spaces(self, ch: str) -> str:
        """Skip blanks, returning the first non-blank character.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L608-L615
        """
        while True:
            if not is_whitespace(ch):
                return ch
            ch = self.read()

    def lex(self) -> tuple[Token, str]:
        """The next token and its text.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L619-L630
        """
        ch = self.skip_white_spaces(self.read())
        if ch == _EOF:
            return EndOfStringToken, ""
        if is_special_symbol(ch):
            self.unread()
            return self.scan_special_symbol()
        self.unread()
        return self.scan_id_or_keyword()


class ParserContext(IntEnum):
    """Whether the parser expects a key/operator or values (where `in`/`notin` are identifiers).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L644
    """

    KeyAndOperator = 0
    Values = 1


KeyAndOperator = ParserContext.KeyAndOperator
Values = ParserContext.Values


@dataclass(slots=True)
class Parser:
    """A recursive-descent parser over the lexer's tokens.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L633-L638
    """

    l: Lexer  # noqa: E741
    scanned_items: list[ScannedItem] = dataclass_field(default_factory=list)
    position: int = 0
    path: field.Path | None = None

    def lookahead(self, context: ParserContext) -> tuple[Token, str]:
        """The current token, without consuming it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L654-L663
        """
        item = self.scanned_items[self.position]
        tok, lit = item.tok, item.literal
        if context == Values and tok in (InToken, NotInToken):
            tok = IdentifierToken
        return tok, lit

    def consume(self, context: ParserContext) -> tuple[Token, str]:
        """The current token, moving past it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L666-L676
        """
        self.position += 1
        item = self.scanned_items[self.position - 1]
        tok, lit = item.tok, item.literal
        if context == Values and tok in (InToken, NotInToken):
            tok = IdentifierToken
        return tok, lit

    def scan(self) -> None:
        """Lex the whole input up front, through the end-of-string token.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L680-L688
        """
        while True:
            token, literal = self.l.lex()
            self.scanned_items.append(ScannedItem(token, literal))
            if token == EndOfStringToken:
                break

    def parse(self) -> internalSelector:
        """Parse comma-separated requirements until the end of the input.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L692-L723
        """
        self.scan()

        requirements = internalSelector()
        while True:
            tok, lit = self.lookahead(Values)
            if tok in (IdentifierToken, DoesNotExistToken):
                try:
                    r = self.parse_requirement()
                except (LabelsError, field.Error, Aggregate) as err:
                    raise LabelsError(f"unable to parse requirement: {err}") from err
                requirements.append(r)
                t, lit = self.consume(Values)
                if t == EndOfStringToken:
                    return requirements
                if t == CommaToken:
                    t2, l2 = self.lookahead(Values)
                    if t2 != IdentifierToken and t2 != DoesNotExistToken:
                        raise LabelsError(f"found '{l2}', expected: identifier after ','")
                else:
                    raise LabelsError(f"found '{lit}', expected: ',' or 'end of string'")
            elif tok == EndOfStringToken:
                return requirements
            else:
                raise LabelsError(f"found '{lit}', expected: !, identifier, or 'end of string'")

    def parse_requirement(self) -> Requirement:
        """Parse one requirement: `[!]key`, or key, operator and value(s).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L725-L749
        """
        key, operator = self.parse_key_and_infer_operator()
        if operator in (selection.Exists, selection.DoesNotExist):
            return new_requirement(key, operator, [], field.with_path(self.path))
        operator = self.parse_operator()
        values: set[str] = set()
        if operator in (selection.In, selection.NotIn):
            values = self.parse_values()
        elif operator in (
            selection.Equals,
            selection.DoubleEquals,
            selection.NotEquals,
            selection.GreaterThan,
            selection.LessThan,
        ):
            values = self.parse_exact_value()
        return new_requirement(key, operator, sorted(values), field.with_path(self.path))

    def parse_key_and_infer_operator(self) -> tuple[str, str]:
        """Parse `[!]key`; the operator is `!` or exists when nothing follows, else "".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L754-L774
        """
        operator = ""
        tok, literal = self.consume(Values)
        if tok == DoesNotExistToken:
            operator = selection.DoesNotExist
            tok, literal = self.consume(Values)
        if tok != IdentifierToken:
            raise LabelsError(f"found '{literal}', expected: identifier")
        err = validate_label_key(literal, self.path)
        if err is not None:
            raise err
        t, _ = self.lookahead(Values)
        if t in (EndOfStringToken, CommaToken) and operator != selection.DoesNotExist:
            operator = selection.Exists
        return literal, operator

    def parse_operator(self) -> str:
        """Parse a binary operator: in, notin, =, ==, !=, > or <.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L778-L800
        """
        tok, lit = self.consume(KeyAndOperator)
        op = _TOKEN_OPERATORS.get(tok)
        if op is None:
            raise LabelsError(f"found '{lit}', expected: {', '.join(binaryOperators)}")
        return op

    def parse_values(self) -> set[str]:
        """Parse a parenthesised value list such as `(a,b)`; `()` means the empty value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L803-L825
        """
        tok, lit = self.consume(Values)
        if tok != OpenParToken:
            raise LabelsError(f"found '{lit}' expected: '('")
        tok, lit = self.lookahead(Values)
        if tok in (IdentifierToken, CommaToken):
            s = self.parse_identifiers_list()
            tok, _ = self.consume(Values)
            if tok != ClosedParToken:
                raise LabelsError(f"found '{lit}', expected: ')'")
            return s
        if tok == ClosedParToken:
            self.consume(Values)
            return {""}
        raise LabelsError(f"found '{lit}', expected: ',', ')' or identifier")

    def parse_identifiers_list(self) -> set[str]:
        """Parse comma-separated values, where missing values count as the empty string.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L829-L861
        """
        s: set[str] = set()
        while True:
            tok, lit = self.consume(Values)
            if tok == IdentifierToken:
                s.add(lit)
                tok2, lit2 = self.lookahead(Values)
                if tok2 == CommaToken:
                    continue
                if tok2 == ClosedParToken:
                    return s
                raise LabelsError(f"found '{lit2}', expected: ',' or ')'")
            if tok == CommaToken:
                if len(s) == 0:
                    s.add("")
                tok2, _ = self.lookahead(Values)
                if tok2 == ClosedParToken:
                    s.add("")
                    return s
                if tok2 == CommaToken:
                    s.add("")
            else:
                raise LabelsError(f"found '{lit}', expected: ',', or identifier")

    def parse_exact_value(self) -> set[str]:
        """Parse the single value after =, ==, !=, > or < (missing means the empty value).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L864-L877
        """
        s: set[str] = set()
        tok, _ = self.lookahead(Values)
        if tok in (EndOfStringToken, CommaToken):
            s.add("")
            return s
        tok, lit = self.consume(Values)
        if tok == IdentifierToken:
            s.add(lit)
            return s
        raise LabelsError(f"found '{lit}', expected: identifier")


# The operator each binary-operator token stands for (the cases of Go's parseOperator switch).
_TOKEN_OPERATORS: dict[Token, str] = {
    InToken: selection.In,
    EqualsToken: selection.Equals,
    DoubleEqualsToken: selection.DoubleEquals,
    GreaterThanToken: selection.GreaterThan,
    LessThanToken: selection.LessThan,
    NotInToken: selection.NotIn,
    NotEqualsToken: selection.NotEquals,
}


def parse(selector: str, *opts: field.PathOption) -> Selector:
    """Parse a selector string such as `x in (a,b),!y,z=c`. Raises LabelsError when malformed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L910-L916
    """
    return parse_(selector, field.to_path(*opts))


def parse_(selector: str, path: field.Path | None) -> internalSelector:
    """Parse a selector string into requirements sorted by key.

    # Python: Go's unexported `parse` becomes `parse_`, since `parse` is the exported Parse.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L922-L930
    """
    p = Parser(l=Lexer(s=selector, pos=0), path=path)
    items = p.parse()
    _sort_by_key(items)
    return items


def validate_label_key(k: str, path: field.Path | None) -> field.Error | None:
    """A field error when k is not a valid label key, else None.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L932-L937
    """
    errs = content.is_label_key(k)
    if len(errs) != 0:
        return field.invalid(path, k, "; ".join(errs))
    return None


def validate_label_value(k: str, v: str, path: field.Path | None) -> field.Error | None:
    """A field error (reported under `path[k]`) when v is not a valid label value, else None.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L939-L944
    """
    errs = validation.is_valid_label_value(v)
    if len(errs) != 0:
        return field.invalid(field.key_of(path, k), v, "; ".join(errs))
    return None


def selector_from_set(ls: dict[str, str] | None) -> Selector:
    """A selector requiring exactly the labels of ls (not validated); empty means everything.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L950-L952
    """
    return selector_from_validated_set(ls)


def validated_selector_from_set(ls: dict[str, str] | None) -> Selector:
    """A selector requiring exactly the labels of ls, validating them (raises Aggregate).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L957-L972
    """
    if ls is None or len(ls) == 0:
        return internalSelector()
    requirements = internalSelector()
    for label, value in ls.items():
        requirements.append(new_requirement(label, selection.Equals, [value]))
    _sort_by_key(requirements)
    return requirements


def selector_from_validated_set(ls: dict[str, str] | None) -> Selector:
    """A selector requiring exactly the labels of ls, which are trusted to be valid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L979-L990
    """
    if ls is None or len(ls) == 0:
        return internalSelector()
    requirements = internalSelector()
    for label, value in ls.items():
        requirements.append(Requirement(label, selection.Equals, [value]))
    _sort_by_key(requirements)
    return requirements


def parse_to_requirements(selector: str, *opts: field.PathOption) -> list[Requirement]:
    """Parse a selector string and return its requirements, sorted by key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L997-L999
    """
    return parse_(selector, field.to_path(*opts))


class ValidatedSetSelector(dict[str, str]):
    """A Selector that wraps a trusted, unchanging label Set without copying it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1011
    """

    def matches(self, labels: Labels) -> bool:
        """Whether labels has every key of the set with the same value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1013-L1021
        """
        for k, v in self.items():
            val, exists = labels.lookup(k)
            if not exists or v != val:
                return False
        return True

    def empty(self) -> bool:
        """Whether the set is empty (then it selects everything).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1023-L1025
        """
        return len(self) == 0

    def string(self) -> str:
        """The set as sorted `k=v` pairs separated by commas.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1027-L1046
        """
        return ",".join(key + "=" + self[key] for key in sorted(self))

    def add(self, *r: Requirement) -> Selector:
        """The full selector for the set, with the requirements added.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1048-L1050
        """
        return self.to_full_selector().add(*r)

    def requirements(self) -> tuple[Requirements, bool]:
        """The requirements of the full selector for the set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1052-L1054
        """
        return self.to_full_selector().requirements()

    def deep_copy_selector(self) -> Selector:
        """A copy of the set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1056-L1062
        """
        return ValidatedSetSelector(self)

    def requires_exact_match(self, label: str) -> tuple[str, bool]:
        """The value the set requires for label, if it has the key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1064-L1067
        """
        if label in self:
            return self[label], True
        return "", False

    def to_full_selector(self) -> Selector:
        """The equivalent requirement-list selector.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/selector.go#L1069-L1071
        """
        return selector_from_validated_set(Set(self))

    def __str__(self) -> str:
        return self.string()
