"""The errors an apiserver answers with: not found, already exists, conflict.

Mirrors staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go at v0.37.2 (what
kubernetes v1.37.2 vendors), as far as the scheduler and the in-memory API server need it.
"""

from __future__ import annotations

from dataclasses import dataclass

from kube_scheduler_py.apiserver.errors import ClientError
from kube_scheduler_py.v1_37.api.util.validation.field import ErrorList, go_quote

StatusReasonNotFound = "NotFound"
StatusReasonAlreadyExists = "AlreadyExists"
StatusReasonConflict = "Conflict"
StatusReasonInvalid = "Invalid"


@dataclass(frozen=True, slots=True)
class GroupResource:
    """A resource with its API group, e.g. `storageclasses` in `storage.k8s.io`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/runtime/schema/group_version.go#L56-L59
    """

    group: str
    resource: str

    def string(self) -> str:
        """`resource.group`, or just `resource` for the core group.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/runtime/schema/group_version.go#L69-L74
        """
        return self.resource if not self.group else f"{self.resource}.{self.group}"


class StatusError(ClientError):
    """An error status from the API server; str() is its message.

    # Python: a ClientError (kube_scheduler_py.apiserver.errors), like a request that got no
    # answer, so that callers that go on after a failed API call catch both.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go#L35-L37
    """

    def __init__(self, reason: str, code: int, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.code = code
        self.message = message


def new_not_found(qualified_resource: GroupResource, name: str) -> StatusError:
    """The object does not exist.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go#L145-L157
    """
    message = f"{qualified_resource.string()} {go_quote(name)} not found"
    return StatusError(StatusReasonNotFound, 404, message)


def new_already_exists(qualified_resource: GroupResource, name: str) -> StatusError:
    """An object with this name exists already.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go#L160-L172
    """
    message = f"{qualified_resource.string()} {go_quote(name)} already exists"
    return StatusError(StatusReasonAlreadyExists, 409, message)


def new_conflict(qualified_resource: GroupResource, name: str, err: Exception) -> StatusError:
    """The write lost a race or broke a precondition.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go#L232-L244
    """
    message = (
        f"Operation cannot be fulfilled on {qualified_resource.string()} {go_quote(name)}: {err}"
    )
    return StatusError(StatusReasonConflict, 409, message)


def new_invalid(qualified_kind: str, name: str, errs: ErrorList) -> StatusError:
    """The object failed validation; the message lists every distinct field error.

    `qualified_kind` is the GroupKind's string: `Pod`, `PriorityClass.scheduling.k8s.io`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go#L284-L312
    """
    aggregated = errs.to_aggregate()
    message = f"{qualified_kind} {go_quote(name)} is invalid"
    if aggregated is not None:
        message += f": {aggregated}"
    return StatusError(StatusReasonInvalid, 422, message)


def _reason_and_code(err: BaseException | None) -> tuple[str, int]:
    """Unwrap err (through __cause__) to the first StatusError's reason and code."""
    while err is not None:
        if isinstance(err, StatusError):
            return err.reason, err.code
        err = err.__cause__
    return "", 0


def is_not_found(err: BaseException | None) -> bool:
    """Whether err says that an object does not exist.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go#L529-L538
    """
    reason, code = _reason_and_code(err)
    return reason == StatusReasonNotFound or (reason == "" and code == 404)


def is_already_exists(err: BaseException | None) -> bool:
    """Whether err says that an object exists already.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go#L542-L544
    """
    return _reason_and_code(err)[0] == StatusReasonAlreadyExists


def is_conflict(err: BaseException | None) -> bool:
    """Whether err says that a write conflicted.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/errors/errors.go#L548-L557
    """
    reason, code = _reason_and_code(err)
    return reason == StatusReasonConflict or (reason == "" and code == 409)
