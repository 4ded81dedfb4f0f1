"""A token bucket that spaces out the requests to the API server, as client-go's does.

client-go's REST client waits on `flowcontrol.NewTokenBucketRateLimiter(qps, burst)` before
each request: the bucket holds up to `burst` tokens, refills at `qps` tokens a second, and a
request takes one token, waiting until there is one. kube-scheduler sets qps and burst from its
configuration's `clientConnection` (50 and 100 by default).

Python-only: client-go's flowcontrol (over golang.org/x/time/rate), cut down to Accept. Several
threads share one bucket (the watches and the scheduling loop), so it takes a lock.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

__all__ = ["TokenBucketRateLimiter"]


class TokenBucketRateLimiter:
    """Python-only: at most `burst` requests at once, then `qps` a second."""

    def __init__(
        self,
        qps: float,
        burst: int,
        now: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.qps = qps
        self.burst = max(burst, 1)
        self._now = now
        self._sleep = sleep
        self._lock = threading.Lock()
        self._tokens = float(self.burst)
        self._last = now()

    def accept(self) -> None:
        """Take a token, waiting for one if the bucket is empty. Waiting callers queue up: a
        token owed is taken from the bucket at once (it goes negative), so the next caller
        waits for its own."""
        with self._lock:
            now = self._now()
            self._tokens = min(float(self.burst), self._tokens + (now - self._last) * self.qps)
            self._last = now
            self._tokens -= 1
            wait = -self._tokens / self.qps if self._tokens < 0 else 0.0
        if wait > 0:
            self._sleep(wait)
