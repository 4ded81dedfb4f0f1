"""Port of k8s.io/apimachinery/pkg/api/errors: the apiserver's typed errors."""

from kube_scheduler_py.v1_37.api.errors.errors import (
    GroupResource,
    StatusError,
    StatusReasonAlreadyExists,
    StatusReasonConflict,
    StatusReasonInvalid,
    StatusReasonNotFound,
    is_already_exists,
    is_conflict,
    is_not_found,
    new_already_exists,
    new_conflict,
    new_invalid,
    new_not_found,
)

__all__ = [
    "GroupResource",
    "StatusError",
    "StatusReasonAlreadyExists",
    "StatusReasonConflict",
    "StatusReasonInvalid",
    "StatusReasonNotFound",
    "is_already_exists",
    "is_conflict",
    "is_not_found",
    "new_already_exists",
    "new_conflict",
    "new_invalid",
    "new_not_found",
]
