"""v1.37.2 API errors: every StatusError is the shared ClientError that callers catch."""

from __future__ import annotations

import pytest

from kube_scheduler_py.apiserver.errors import ClientError
from kube_scheduler_py.v1_37.api.errors import errors
from kube_scheduler_py.v1_37.api.util.validation import field

PODS = errors.GroupResource(group="", resource="pods")


@pytest.mark.parametrize(
    ("err", "reason", "code", "message"),
    [
        (errors.new_not_found(PODS, "p"), "NotFound", 404, 'pods "p" not found'),
        (errors.new_already_exists(PODS, "p"), "AlreadyExists", 409, 'pods "p" already exists'),
        (
            errors.new_conflict(PODS, "p", ValueError("stale")),
            "Conflict",
            409,
            'Operation cannot be fulfilled on pods "p": stale',
        ),
        (
            errors.new_invalid(
                "Pod", "p", field.ErrorList([field.required(field.new_path("spec"), "")])
            ),
            "Invalid",
            422,
            'Pod "p" is invalid: spec: Required value',
        ),
    ],
)
def test_status_errors_are_caught_as_client_errors(
    err: errors.StatusError, reason: str, code: int, message: str
) -> None:
    with pytest.raises(ClientError) as caught:
        raise err
    assert caught.value is err
    assert (err.reason, err.code, str(err)) == (reason, code, message)


def test_another_exception_is_not_a_client_error() -> None:
    assert not issubclass(ValueError, ClientError)
    assert issubclass(errors.StatusError, ClientError)
