"""Controller references of k8s.io/apimachinery/pkg/apis/meta/v1 (controller_ref.go)."""

from __future__ import annotations

from typing import Protocol

from kube_scheduler_py.v1_37.api.meta.v1.types import OwnerReference


class Object(Protocol):
    """The metadata these functions read of an API object: its UID and owner references.

    Python-only: the part of Go's metav1.Object interface that this module calls.
    """

    @property
    def uid(self) -> str: ...

    @property
    def owner_references(self) -> list[OwnerReference]: ...


def is_controlled_by(obj: Object, owner: Object) -> bool:
    """Whether owner is obj's controller (the owner reference marked controller, same UID).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/controller_ref.go#L25-L31
    """
    ref = get_controller_of_no_copy(obj)
    if ref is None:
        return False
    return ref.uid == owner.uid


def get_controller_of_no_copy(controllee: Object) -> OwnerReference | None:
    """The owner reference marked as controller, or None.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/controller_ref.go#L48-L56
    """
    for ref in controllee.owner_references:
        if ref.controller is not None and ref.controller:
            return ref
    return None
