"""Paths that name the field a validation error is about, like `spec.values[0]`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(slots=True)
class pathOptions:
    """The settings a list of PathOption functions fills in.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L25-L27
    """

    path: Path | None = None


# A function that adjusts pathOptions (Go's `PathOption`).
PathOption = Callable[[pathOptions], None]


def with_path(p: Path | None) -> PathOption:
    """An option that sets the path error messages are reported under.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L33-L37
    """

    def set_path(o: pathOptions) -> None:
        o.path = p

    return set_path


def to_path(*opts: PathOption) -> Path | None:
    """Apply the options and return the path they chose (None when none did).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L40-L46
    """
    c = pathOptions()
    for opt in opts:
        opt(c)
    return c.path


class Path:
    """One step of a field path: a field name, or (when name is empty) an index or map key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L49-L53
    """

    __slots__ = ("_index", "_name", "_parent")

    def __init__(self, name: str = "", index: str = "", parent: Path | None = None) -> None:
        self._name = name
        self._index = index
        self._parent = parent

    def root(self) -> Path:
        """The first element of this path.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L65-L70
        """
        p = self
        while p._parent is not None:
            p = p._parent
        return p

    def child(self, name: str, *more_names: str) -> Path:
        """A path to a field below this one.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L73-L77
        """
        r = new_path(name, *more_names)
        r.root()._parent = self
        return r

    def index(self, index: int) -> Path:
        """A path to one element of the list this path names.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L81-L83
        """
        return Path(index=str(index), parent=self)

    def key(self, key: str) -> Path:
        """A path to one entry of the map this path names.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L87-L89
        """
        return Path(index=key, parent=self)

    def string(self) -> str:
        """Render the path as `a.b[0][key]`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L92-L117
        """
        return path_string(self)

    def __str__(self) -> str:
        return self.string()


def new_path(name: str, *more_names: str) -> Path:
    """A root path, optionally followed by more field names.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/path.go#L56-L62
    """
    r = Path(name=name)
    for another_name in more_names:
        r = Path(name=another_name, parent=r)
    return r


def path_string(p: Path | None) -> str:
    """Render a possibly-nil path; a nil path renders as `<nil>`, as Go prints it.

    # Python-only: Go calls String on a nil *Path; Python needs a function that accepts None.
    """
    if p is None:
        return "<nil>"
    elems: list[Path] = []
    q: Path | None = p
    while q is not None:
        elems.append(q)
        q = q._parent
    buf: list[str] = []
    for elem in reversed(elems):
        if elem._parent is not None and len(elem._name) > 0:
            buf.append(".")
        if len(elem._name) > 0:
            buf.append(elem._name)
        else:
            buf.append(f"[{elem._index}]")
    return "".join(buf)


def child_of(p: Path | None, name: str) -> Path:
    """Like Path.child, but also for a nil parent (then the child is a root).

    # Python-only: Go calls Child on a nil *Path; Python needs a function that accepts None.
    """
    if p is None:
        return new_path(name)
    return p.child(name)


def key_of(p: Path | None, key: str) -> Path:
    """Like Path.key, but also for a nil parent.

    # Python-only: Go calls Key on a nil *Path; Python needs a function that accepts None.
    """
    return Path(index=key, parent=p)
