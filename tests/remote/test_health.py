"""The health server's answers, as component-base's healthz handlers give them; the token bucket.

The same server in a running port, with its metrics, is in tests/cluster/test_run_flags.py."""

from __future__ import annotations

import asyncio

from kube_scheduler_py.remote.flowcontrol import TokenBucketRateLimiter
from kube_scheduler_py.remote.health import HealthCheck, HealthServer


async def _get(port: int, path: str) -> tuple[str, dict[str, str], str]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    answer = (await reader.read()).decode()
    writer.close()
    head, _, body = answer.partition("\r\n\r\n")
    status, *fields = head.split("\r\n")
    headers = dict(field.split(": ", 1) for field in fields)
    return status, headers, body


def test_health_endpoints_answer_ok_or_name_the_failed_check() -> None:
    loop_stopped = ""

    def loop_running() -> str | None:
        return loop_stopped or None

    server = HealthServer(
        healthz=[HealthCheck("sched-loop", loop_running)],
        livez=[],
        readyz=[HealthCheck("shutdown", lambda: None)],
        metrics=lambda: 'scheduler_pending_pods{queue="active"} 0\n',
    )

    async def scenario() -> list[tuple[str, dict[str, str], str]]:
        nonlocal loop_stopped
        port = await server.start("127.0.0.1", 0)
        answers = [await _get(port, path) for path in ("/healthz", "/livez", "/readyz?verbose")]
        answers.append(await _get(port, "/metrics"))
        answers.append(await _get(port, "/nothing"))
        loop_stopped = "the binding task failed"
        answers.append(await _get(port, "/healthz"))
        answers.append(await _get(port, "/healthz/sched-loop"))
        server.close()
        return answers

    healthz, livez, readyz, metrics, nothing, failed, one = asyncio.run(scenario())
    assert (healthz[0], healthz[2]) == ("HTTP/1.1 200 OK", "ok")
    assert livez[2] == "ok"  # ping stands in for an endpoint without checks
    assert readyz[2] == "[+]shutdown ok\nreadyz check passed\n"
    assert metrics[1]["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8"
    assert metrics[2] == 'scheduler_pending_pods{queue="active"} 0\n'
    assert nothing[0] == "HTTP/1.1 404 Not Found"
    assert failed[0] == "HTTP/1.1 500 Internal Server Error"
    assert failed[2] == "[-]sched-loop failed: reason withheld\nhealthz check failed\n"
    assert one[0].endswith("500 Internal Server Error")


def test_the_token_bucket_lets_a_burst_through_then_spaces_requests_by_qps() -> None:
    clock = [0.0]
    waits: list[float] = []

    def sleep(seconds: float) -> None:
        waits.append(round(seconds, 6))
        clock[0] += seconds

    bucket = TokenBucketRateLimiter(10, 2, now=lambda: clock[0], sleep=sleep)
    for _ in range(4):
        bucket.accept()
    assert waits == [0.1, 0.1]
    clock[0] += 1.0  # a quiet second refills the bucket, up to the burst
    for _ in range(3):
        bucket.accept()
    assert waits == [0.1, 0.1, 0.1]
