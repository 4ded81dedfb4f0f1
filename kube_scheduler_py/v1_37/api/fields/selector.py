"""Field selectors: `metadata.name=node-1`-style conditions on an object's fields.

Only the parts node affinity's `matchFields` needs are ported: single equal / not-equal terms,
their conjunction, and the selector that matches nothing.
"""

from __future__ import annotations

from typing import Protocol

from kube_scheduler_py.v1_37.api.fields.fields import Fields


class Selector(Protocol):
    """A condition on a set of fields.

    # Python: only Matches, Empty and String are ported; the scheduler uses no other method.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L29-L56
    """

    def matches(self, fields: Fields) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L31"""

    def empty(self) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L34"""

    def string(self) -> str:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L52"""


class nothingSelector:
    """The selector that matches no field set.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L58
    """

    def matches(self, fields: Fields) -> bool:
        """Never matches.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L60
        """
        return False

    def empty(self) -> bool:
        """Not empty: it restricts the selection (to nothing).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L61
        """
        return False

    def string(self) -> str:
        """The empty string.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L62
        """
        return ""

    def __str__(self) -> str:
        return self.string()


def nothing() -> Selector:
    """A selector that matches no fields.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L71-L73
    """
    return nothingSelector()


def everything() -> Selector:
    """A selector that matches all fields (an empty conjunction).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L76-L78
    """
    return andTerm()


class hasTerm:
    """A selector requiring one field to equal one value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L80-L82
    """

    __slots__ = ("field", "value")

    def __init__(self, field: str, value: str) -> None:
        self.field = field
        self.value = value

    def matches(self, ls: Fields) -> bool:
        """Whether the field has exactly the value (an absent field reads as "").

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L84-L86
        """
        return ls.get(self.field) == self.value

    def empty(self) -> bool:
        """Not empty.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L88-L90
        """
        return False

    def string(self) -> str:
        """`field=value`, with the value escaped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L118-L120
        """
        return f"{self.field}={escape_value(self.value)}"

    def __str__(self) -> str:
        return self.string()


class notHasTerm:
    """A selector requiring one field not to equal one value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L131-L133
    """

    __slots__ = ("field", "value")

    def __init__(self, field: str, value: str) -> None:
        self.field = field
        self.value = value

    def matches(self, ls: Fields) -> bool:
        """Whether the field differs from the value (an absent field reads as "").

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L135-L137
        """
        return ls.get(self.field) != self.value

    def empty(self) -> bool:
        """Not empty.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L139-L141
        """
        return False

    def string(self) -> str:
        """`field!=value`, with the value escaped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L166-L168
        """
        return f"{self.field}!={escape_value(self.value)}"

    def __str__(self) -> str:
        return self.string()


class andTerm(list[Selector]):
    """A selector that matches when every selector in it matches.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L179
    """

    def matches(self, ls: Fields) -> bool:
        """Whether all selectors match.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L181-L188
        """
        return all(q.matches(ls) for q in self)

    def empty(self) -> bool:
        """Whether no selector in it restricts anything.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L190-L203
        """
        if len(self) == 0:
            return True
        return all(q.empty() for q in self)

    def string(self) -> str:
        """The selectors' strings joined by commas.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L240-L246
        """
        return ",".join(q.string() for q in self)

    def __str__(self) -> str:
        return self.string()


def escape_value(s: str) -> str:
    """Escape backslash, comma and equals sign so the value can sit in a selector string.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L285-L287
    """
    # Python: one left-to-right pass, like Go's strings.Replacer (no character is replaced twice).
    return "".join({"\\": "\\\\", ",": "\\,", "=": "\\="}.get(ch, ch) for ch in s)


def one_term_equal_selector(k: str, v: str) -> Selector:
    """A selector matching objects whose field k equals v.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L465-L467
    """
    return hasTerm(field=k, value=v)


def one_term_not_equal_selector(k: str, v: str) -> Selector:
    """A selector matching objects whose field k does not equal v.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L471-L473
    """
    return notHasTerm(field=k, value=v)


def and_selectors(*selectors: Selector) -> Selector:
    """A selector that is the logical AND of the given selectors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/selector.go#L476-L478
    """
    return andTerm(selectors)
