"""Field sets: the `metadata.name=...` style values a field selector is matched against."""

from __future__ import annotations

from typing import Protocol


class Fields(Protocol):
    """Anything a field selector can read fields from.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/fields.go#L25-L31
    """

    def has(self, field: str) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/fields.go#L27"""

    def get(self, field: str) -> str:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/fields.go#L30"""


class Set(dict[str, str]):
    """A map of field name to value, such as {"metadata.name": "node-1"}.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/fields.go#L34
    """

    def string(self) -> str:
        """The fields as `k=v` pairs, sorted and joined by commas.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/fields.go#L38-L46
        """
        return ",".join(sorted(key + "=" + value for key, value in self.items()))

    def __str__(self) -> str:
        return self.string()

    def has(self, field: str) -> bool:
        """Whether the field is present.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/fields.go#L49-L52
        """
        return field in self

    def get(self, field: str, default: str = "") -> str:  # type: ignore[override]
        """The field's value, or "" when it is absent.

        # Python: the default argument keeps dict.get's signature; Go's Get has none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/fields/fields.go#L55-L57
        """
        return dict.get(self, field, default)
