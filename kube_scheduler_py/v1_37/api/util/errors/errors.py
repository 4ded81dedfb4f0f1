"""An error that carries several errors, as validation code reports them.

Only the parts the label selector code needs are ported: `NewAggregate` and the aggregate's
`Error`/`Errors` methods.
"""

from __future__ import annotations

from collections.abc import Callable

# A function visit calls on each error; returning True stops the walk.
_Visitor = Callable[[Exception], bool]


class Aggregate(Exception):
    """Several errors raised together; its message lists each distinct message once.

    # Python: Go's Aggregate interface and its private `aggregate` slice type are one class.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/errors/errors.go#L36-L40
    """

    def __init__(self, errs: list[Exception]) -> None:
        super().__init__(errs)
        self._errs = errs

    def error(self) -> str:
        """Join the distinct messages; a single message stands alone, several go in brackets.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/errors/errors.go#L70-L96
        """
        if len(self._errs) == 0:
            return ""
        if len(self._errs) == 1:
            return str(self._errs[0])
        seenerrs: set[str] = set()
        result = ""

        def collect(err: Exception) -> bool:
            nonlocal result
            msg = str(err)
            if msg in seenerrs:
                return False
            seenerrs.add(msg)
            if len(seenerrs) > 1:
                result += ", "
            result += msg
            return False

        self.visit(collect)
        if len(seenerrs) == 1:
            return result
        return "[" + result + "]"

    def visit(self, f: _Visitor) -> bool:
        """Call f on every error, descending into nested aggregates, until f returns True.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/errors/errors.go#L104-L125
        """
        for err in self._errs:
            if isinstance(err, Aggregate):
                if err.visit(f):
                    return True
            elif f(err):
                return True
        return False

    def errors(self) -> list[Exception]:
        """The errors this aggregate holds.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/errors/errors.go#L128-L130
        """
        return self._errs

    def __str__(self) -> str:
        return self.error()


def new_aggregate(errlist: list[Exception | None]) -> Aggregate | None:
    """Wrap a list of errors into one Aggregate, or None when there is no error in it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/errors/errors.go#L47-L62
    """
    if len(errlist) == 0:
        return None
    errs = [e for e in errlist if e is not None]
    if len(errs) == 0:
        return None
    return Aggregate(errs)


def flatten(agg: Aggregate | None) -> Aggregate | None:
    """Unnest aggregates inside an aggregate into one flat Aggregate (None if nothing is left).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/errors/errors.go#L182-L200
    """
    result: list[Exception | None] = []
    if agg is None:
        return None
    for err in agg.errors():
        if isinstance(err, Aggregate):
            r = flatten(err)
            if r is not None:
                result.extend(r.errors())
        else:
            result.append(err)
    return new_aggregate(result)
