"""Label sets: the key/value maps on pods and nodes that selectors are matched against."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from kube_scheduler_py.v1_37.api.util.validation import field

if TYPE_CHECKING:
    from kube_scheduler_py.v1_37.api.labels.selector import Selector


class LabelsError(Exception):
    """An error of the labels package other than a field validation error.

    # Python-only: Go returns fmt.Errorf values; this is their Python exception type.
    """


class Labels(Protocol):
    """Anything a selector can be matched against: it answers has(key), get(key) and lookup(key).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L28-L37
    """

    def has(self, label: str) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L30"""

    def get(self, label: str) -> str:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L33"""

    def lookup(self, label: str) -> tuple[str, bool]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L36"""


class Set(dict[str, str]):
    """A map of label keys to values, such as a pod's metadata.labels.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L40
    """

    def string(self) -> str:
        """All labels as `k=v` pairs, sorted and comma-separated (the syntax Parse accepts).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L44-L52
        """
        selector = [key + "=" + value for key, value in self.items()]
        selector.sort()
        return ",".join(selector)

    def __str__(self) -> str:
        return self.string()

    def has(self, label: str) -> bool:
        """Whether the label key is present (possibly with an empty value).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L55-L58
        """
        return label in self

    # Python: overrides dict.get so that a missing label reads as "", like a Go map lookup.
    def get(self, label: str, default: str = "") -> str:  # type: ignore[override]
        """The value of the label, or "" when it is absent.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L61-L63
        """
        return dict.get(self, label, default)

    def lookup(self, label: str) -> tuple[str, bool]:
        """The value of the label and whether it is present.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L66-L69
        """
        if label in self:
            return self[label], True
        return "", False

    def as_selector(self) -> Selector:
        """A selector that requires exactly these labels (not validated).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L74-L76
        """
        from kube_scheduler_py.v1_37.api.labels.selector import selector_from_set

        return selector_from_set(self)

    def as_validated_selector(self) -> Selector:
        """A selector that requires exactly these labels, after validating keys and values.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L80-L82
        """
        from kube_scheduler_py.v1_37.api.labels.selector import validated_selector_from_set

        return validated_selector_from_set(self)

    def as_selector_pre_validated(self) -> Selector:
        """A selector that requires exactly these labels, assumed to be valid already.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L91-L93
        """
        from kube_scheduler_py.v1_37.api.labels.selector import selector_from_validated_set

        return selector_from_validated_set(self)


def format_labels(label_map: dict[str, str]) -> str:
    """Labels as a sorted `k=v,...` string, or `<none>` when there are none.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L96-L102
    """
    label = Set(label_map).string()
    if label == "":
        label = "<none>"
    return label


def conflicts(labels1: dict[str, str], labels2: dict[str, str]) -> bool:
    """Whether a key is present in both maps with different values.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L106-L123
    """
    small = labels1
    big = labels2
    if len(labels2) < len(labels1):
        small = labels2
        big = labels1

    return any(k in big and big[k] != v for k, v in small.items())


def merge(labels1: dict[str, str], labels2: dict[str, str]) -> Set:
    """Both maps combined; where a key is in both, labels2's value wins.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L127-L137
    """
    merged_map = Set()
    for k, v in labels1.items():
        merged_map[k] = v
    for k, v in labels2.items():
        merged_map[k] = v
    return merged_map


def equals(labels1: dict[str, str], labels2: dict[str, str]) -> bool:
    """Whether both maps hold the same keys with the same values.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L140-L155
    """
    if len(labels1) != len(labels2):
        return False
    for k, v in labels1.items():
        if k not in labels2:
            return False
        if labels2[k] != v:
            return False
    return True


def convert_selector_to_labels_map(selector: str, *opts: field.PathOption) -> Set:
    """Read a `k=v,k2=v2` string into a Set, validating every key and value.

    Raises LabelsError for a pair that is not `k=v`, field.Error for an invalid key or value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/labels/labels.go#L159-L183
    """
    from kube_scheduler_py.v1_37.api.labels.selector import validate_label_key, validate_label_value

    labels_map = Set()
    if len(selector) == 0:
        return labels_map

    for label in selector.split(","):
        parts = label.split("=")
        if len(parts) != 2:
            # Python: Go formats the split parts with %s, which prints `[a b]`.
            raise LabelsError(f"invalid selector: [{' '.join(parts)}]")
        key = parts[0].strip()
        err = validate_label_key(key, field.to_path(*opts))
        if err is not None:
            raise err
        value = parts[1].strip()
        err = validate_label_value(key, value, field.to_path(*opts))
        if err is not None:
            raise err
        labels_map[key] = value
    return labels_map
