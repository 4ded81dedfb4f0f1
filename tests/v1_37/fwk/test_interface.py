"""Port of k8s.io/kube-scheduler/framework/interface_test.go (v0.37.2)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.fwk.interface import (
    Code,
    FrameworkError,
    PreFilterResult,
    Status,
    as_status,
    new_status,
)

error_status = new_status(Code.Error, "internal error")
status_with_err = as_status(FrameworkError("internal error"))


@pytest.mark.parametrize(
    (
        "status",
        "expected_code",
        "expected_message",
        "expected_is_success",
        "expected_is_wait",
        "expected_is_skip",
        "expected_as_error",
    ),
    [
        pytest.param(
            new_status(Code.Success, ""),
            Code.Success,
            "",
            True,
            False,
            False,
            None,
            id="success status",
        ),
        pytest.param(
            new_status(Code.Wait, ""), Code.Wait, "", False, True, False, None, id="wait status"
        ),
        pytest.param(
            new_status(Code.Error, "unknown error"),
            Code.Error,
            "unknown error",
            False,
            False,
            False,
            "unknown error",
            id="error status",
        ),
        pytest.param(
            new_status(Code.Skip, ""), Code.Skip, "", False, False, True, None, id="skip status"
        ),
        pytest.param(None, Code.Success, "", True, False, False, None, id="nil status"),
    ],
)
def test_status(
    status: Status | None,
    expected_code: Code,
    expected_message: str,
    expected_is_success: bool,
    expected_is_wait: bool,
    expected_is_skip: bool,
    expected_as_error: str | None,
) -> None:
    assert Status.code(status) == expected_code
    assert Status.message(status) == expected_message
    assert Status.is_success(status) == expected_is_success
    assert Status.is_wait(status) == expected_is_wait
    assert Status.is_skip(status) == expected_is_skip
    err = Status.as_error(status)
    if expected_as_error is None:
        assert err is None
    else:
        assert err is not None
        assert str(err) == expected_as_error


@pytest.mark.parametrize(
    ("receiver", "in_", "want"),
    [
        pytest.param(None, None, None, id="all nil"),
        pytest.param(
            None, PreFilterResult(set()), PreFilterResult(set()), id="nil receiver empty input"
        ),
        pytest.param(
            PreFilterResult(set()), None, PreFilterResult(set()), id="empty receiver nil input"
        ),
        pytest.param(
            PreFilterResult(set()),
            PreFilterResult(set()),
            PreFilterResult(set()),
            id="empty receiver empty input",
        ),
        pytest.param(
            None,
            PreFilterResult({"node1"}),
            PreFilterResult({"node1"}),
            id="nil receiver populated input",
        ),
        pytest.param(
            PreFilterResult(set()),
            PreFilterResult({"node1"}),
            PreFilterResult(set()),
            id="empty receiver populated input",
        ),
        pytest.param(
            PreFilterResult({"node1"}),
            None,
            PreFilterResult({"node1"}),
            id="populated receiver nil input",
        ),
        pytest.param(
            PreFilterResult({"node1"}),
            PreFilterResult(set()),
            PreFilterResult(set()),
            id="populated receiver empty input",
        ),
        pytest.param(
            PreFilterResult({"node1", "node2"}),
            PreFilterResult({"node2", "node3"}),
            PreFilterResult({"node2"}),
            id="populated receiver and input",
        ),
    ],
)
def test_pre_filter_result_merge(
    receiver: PreFilterResult | None, in_: PreFilterResult | None, want: PreFilterResult | None
) -> None:
    got = PreFilterResult.merge(receiver, in_)
    assert got == want


def _wrapped_status_with_err() -> Status | None:
    inner = Status.as_error(status_with_err)
    wrapped = FrameworkError(f"error: {inner}")
    wrapped.__cause__ = inner
    return as_status(wrapped)


@pytest.mark.parametrize(
    ("x", "y", "want"),
    [
        pytest.param(None, None, True, id="two nil should be equal"),
        pytest.param(
            None, new_status(Code.Success), True, id="nil should be equal to success status"
        ),
        pytest.param(
            None,
            new_status(Code.Error, "internal error"),
            False,
            id="nil should not be equal with status except success",
        ),
        pytest.param(error_status, error_status, True, id="one status should be equal to itself"),
        pytest.param(
            new_status(Code.Success),
            new_status(Code.Success),
            True,
            id="same type statuses without reasons should be equal",
        ),
        pytest.param(
            new_status(Code.Unschedulable, "unschedulable"),
            new_status(Code.Unschedulable, "unschedulable"),
            True,
            id="statuses with same message should be equal",
        ),
        pytest.param(
            new_status(Code.Error, "error"),
            new_status(Code.Error, "error"),
            True,
            id="error statuses with same message should be equal",
        ),
        pytest.param(
            new_status(Code.Unschedulable, "unschedulable"),
            new_status(Code.Unschedulable, "unschedulable", "injected filter status"),
            False,
            id="statuses with different reasons should not be equal",
        ),
        pytest.param(
            new_status(Code.Error, "internal error"),
            new_status(Code.Unschedulable, "internal error"),
            False,
            id="statuses with different codes should not be equal",
        ),
        pytest.param(
            status_with_err,
            _wrapped_status_with_err(),
            True,
            id="wrap error status should be equal with original one",
        ),
        pytest.param(
            as_status(FrameworkError("error")),
            as_status(FrameworkError("error")),
            False,
            id="statues with different errors that have the same message shouldn't be equal",
        ),
    ],
)
def test_is_status_equal(x: Status | None, y: Status | None, want: bool) -> None:
    assert Status.equal(x, y) == want


def test_code_string() -> None:
    assert [str(c) for c in Code] == [
        "Success",
        "Error",
        "Unschedulable",
        "UnschedulableAndUnresolvable",
        "Wait",
        "Skip",
        "Pending",
    ]


@pytest.mark.parametrize(
    ("status", "want"),
    [
        pytest.param(None, False, id="nil status"),
        pytest.param(new_status(Code.Success), False, id="success status"),
        pytest.param(new_status(Code.Unschedulable, "no"), False, id="unschedulable status"),
        pytest.param(new_status(Code.Error, "boom"), True, id="error status"),
        pytest.param(status_with_err, True, id="status made from an error"),
    ],
)
def test_is_error(status: Status | None, want: bool) -> None:
    assert Status.is_error(status) == want


def test_clone_copies_the_reasons_and_keeps_the_rest() -> None:
    original = new_status(Code.Unschedulable, "first").with_plugin("P")
    clone = original.clone()
    clone.append_reason("second")
    assert original.reasons() == ["first"]
    assert clone.reasons() == ["first", "second"]
    assert (clone.code(), clone.plugin()) == (Code.Unschedulable, "P")
    err = FrameworkError("cause")
    with_err = new_status(Code.Error).with_error(err).clone()
    assert Status.as_error(with_err) is err
