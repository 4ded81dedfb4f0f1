"""A namespace and name pair that identifies a namespaced object, written `<namespace>/<name>`."""

from __future__ import annotations

from dataclasses import dataclass

#: The character between namespace and name in a NamespacedName's string form.
#: Go: the `const` block at lines 32-34 of
#: staging/src/k8s.io/apimachinery/pkg/types/namespacedname.go.
Separator = "/"


@dataclass(frozen=True, slots=True)
class NamespacedName:
    """The namespace and name of an object; a value, so it can key a dict or sit in a set.

    Neither part is validated here: callers pass names the apiserver already accepted.
    Python: Go's MarshalLog (a structured-logging hook) is not ported; nothing here logs structs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/types/namespacedname.go#L27-L30
    """

    namespace: str = ""
    name: str = ""

    def string(self) -> str:
        """The pair as `<namespace>/<name>` (just `/<name>` when the namespace is empty).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/types/namespacedname.go#L37-L39
        """
        return self.namespace + Separator + self.name

    def __str__(self) -> str:
        return self.string()
