"""Port of pkg/scheduler/framework/parallelize/result_channel_test.go (v1.37.2)."""

from __future__ import annotations

from kube_scheduler_py.v1_37.framework.parallelize.result_channel import (
    ResultChannel,
    new_result_channel,
)


def test_error_channel() -> None:
    err_ch: ResultChannel[BaseException] = new_result_channel()

    assert err_ch.receive() is None

    err = Exception("unknown error")
    err_ch.send(err)
    assert err_ch.receive() is err

    cancelled: list[bool] = []
    err_ch.send_with_cancel(err, lambda: cancelled.append(True))
    assert err_ch.receive() is err

    assert cancelled == [True]


def test_only_the_first_result_is_kept_until_received() -> None:
    ch: ResultChannel[int] = new_result_channel()
    ch.send(1)
    ch.send(2)
    assert ch.receive() == 1
    assert ch.receive() is None
