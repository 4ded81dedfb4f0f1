"""Port of pkg/scheduler/framework/parallelize/error_channel_test.go."""

from __future__ import annotations

from kube_scheduler_py.v1_31.framework.parallelize.error_channel import new_error_channel


def test_error_channel() -> None:
    err_ch = new_error_channel()

    assert err_ch.receive_error() is None

    err = Exception("unknown error")
    err_ch.send_error(err)
    assert err_ch.receive_error() is err

    cancelled: list[bool] = []
    err_ch.send_error_with_cancel(err, lambda: cancelled.append(True))
    assert err_ch.receive_error() is err

    assert cancelled == [True]
