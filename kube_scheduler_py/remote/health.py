"""/healthz, /livez, /readyz and /metrics, served as kube-scheduler serves them.

Each health endpoint runs its named checks and answers 200 `ok` when all pass, or 500 with one
line per check (`[+]ping ok`, `[-]sched-loop failed: reason withheld`) and `healthz check
failed`, as component-base's healthz handlers do; `?verbose` lists the checks when all pass too,
and `/healthz/NAME` runs one check. /metrics answers in Prometheus' text format.

The checks kube-scheduler has, and one of the port's own:

- `ping` (an endpoint without other checks): the server answers;
- `leaderElection` (/healthz and /readyz, with leader election on): the lease was renewed within
  its duration plus 20 seconds while this process leads;
- `shutdown` (/readyz): the process has not been asked to stop;
- `sched-handler-sync` (/readyz): the informers' first lists are in;
- `sched-loop` (/healthz and /livez; Python-only): the scheduling loop still runs. kube-scheduler
  needs no such check: its loop cannot end while the process runs.

Differences from kube-scheduler, on purpose: plain HTTP, no authentication, on 127.0.0.1 by
default (kube-scheduler serves HTTPS on --secure-port 10259, with a self-signed certificate,
and asks the API server who may read /metrics). The server runs on the scheduler's asyncio
loop, so it reads the scheduler's state without locks; a request waits while the loop is busy.

Python-only: k8s.io/apiserver's healthz and the secure serving of cmd/kube-scheduler/app.
"""

from __future__ import annotations

import asyncio
import os
import urllib.parse
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kube_scheduler_py.remote import klog

__all__ = ["HealthCheck", "HealthServer", "ServingError"]

#: A check: None when it passes, else why it fails.
CheckFn = Callable[[], str | None]
METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
TEXT_CONTENT_TYPE = "text/plain; charset=utf-8"


class ServingError(Exception):
    """Python-only: the health server cannot listen where it was told to."""


@dataclass(frozen=True)
class HealthCheck:
    """Python-only: healthz.HealthChecker, a named check."""

    name: str
    check: CheckFn


def _ping() -> str | None:
    return None


PING = HealthCheck("ping", _ping)


class HealthServer:
    """Python-only: the health and metrics endpoints of one process."""

    def __init__(
        self,
        healthz: Sequence[HealthCheck],
        livez: Sequence[HealthCheck],
        readyz: Sequence[HealthCheck],
        metrics: Callable[[], str],
    ) -> None:
        # As healthz.InstallPathHandler: ping only stands in for an endpoint without checks.
        self.endpoints = {
            "healthz": list(healthz) or [PING],
            "livez": list(livez) or [PING],
            "readyz": list(readyz) or [PING],
        }
        self.metrics = metrics
        self._server: asyncio.Server | None = None

    async def start(self, host: str, port: int) -> int:
        """Listen on host:port (port 0: any free port); the port it listens on."""
        try:
            self._server = await asyncio.start_server(self._serve, host, port)
        except OSError as err:
            reason = os.strerror(err.errno) if err.errno else str(err)
            raise ServingError(f"cannot listen on {host}:{port}: {reason}") from None
        sockets = self._server.sockets
        bound: int = sockets[0].getsockname()[1]
        return bound

    def close(self) -> None:
        if self._server is not None:
            self._server.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=10)
            status, content_type, body = self.answer(head.split(b"\r\n", 1)[0].decode("latin-1"))
            writer.write(
                f"HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\n"
                f"Content-Length: {len(body)}\r\nCache-Control: no-cache, private\r\n"
                "Connection: close\r\n\r\n".encode()
                + body
            )
            await writer.drain()
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError):
            pass
        except ConnectionError:
            pass
        finally:
            writer.close()

    def answer(self, request_line: str) -> tuple[str, str, bytes]:
        """(status line, content type, body) for one request line (`GET /healthz HTTP/1.1`)."""
        parts = request_line.split()
        if len(parts) != 3 or parts[0] not in ("GET", "HEAD"):
            return "405 Method Not Allowed", TEXT_CONTENT_TYPE, b"only GET\n"
        url = urllib.parse.urlsplit(parts[1])
        if url.path == "/metrics":
            return "200 OK", METRICS_CONTENT_TYPE, self.metrics().encode()
        endpoint, _, only = url.path.strip("/").partition("/")
        checks = self.endpoints.get(endpoint)
        if checks is None:
            return "404 Not Found", TEXT_CONTENT_TYPE, b"404 page not found\n"
        if only:
            checks = [check for check in checks if check.name == only]
            if not checks:
                return "404 Not Found", TEXT_CONTENT_TYPE, b"404 page not found\n"
        verbose = "verbose" in urllib.parse.parse_qs(url.query, keep_blank_values=True)
        ok, text = _run_checks(endpoint, checks, verbose or bool(only))
        return ("200 OK" if ok else "500 Internal Server Error"), TEXT_CONTENT_TYPE, text.encode()


def _run_checks(endpoint: str, checks: list[HealthCheck], verbose: bool) -> tuple[bool, str]:
    """healthz.handleRootHealth: every check's line, and whether all passed."""
    lines = []
    failed = []
    for check in checks:
        reason = check.check()
        if reason is None:
            lines.append(f"[+]{check.name} ok")
        else:
            lines.append(f"[-]{check.name} failed: reason withheld")
            failed.append(f"{check.name}: {reason}")
    if failed:
        klog.info(f"{endpoint} check failed", failed=failed)
        return False, "\n".join(lines) + f"\n{endpoint} check failed\n"
    if not verbose:
        return True, "ok"
    return True, "\n".join(lines) + f"\n{endpoint} check passed\n"
