"""LeaderElector against an in-memory Lease with the API server's optimistic concurrency, on the
wall clock with short durations. The same code against a real kube-apiserver is in
tests/cluster/test_run_flags.py."""

from __future__ import annotations

import asyncio
import copy
import time
from typing import Any, cast

import pytest

from kube_scheduler_py.remote.leaderelection import (
    LeaderElectionLost,
    LeaderElectionRecord,
    LeaderElector,
    LeaseLock,
)
from kube_scheduler_py.v1_31.api.errors import StatusError

LEASE_SECONDS = 1.0
RENEW_DEADLINE = 0.6
RETRY_PERIOD = 0.1


class _Store:
    """One Lease: its spec and resourceVersion; `failing` makes every request fail."""

    def __init__(self) -> None:
        self.spec: dict[str, Any] | None = None
        self.version = 0
        self.failing = False
        self.events: list[str] = []

    def check(self) -> None:
        if self.failing:
            raise StatusError("InternalError", 500, "etcd is down")


class _Lock:
    """LeaseLock's methods over a _Store: an update of a stale lease is a conflict."""

    def __init__(self, store: _Store, identity: str) -> None:
        self.store = store
        self.identity = identity
        self.seen = -1

    def describe(self) -> str:
        return "kube-system/test"

    def get(self, timeout: float) -> LeaderElectionRecord:
        self.store.check()
        if self.store.spec is None:
            raise StatusError("NotFound", 404, "not found")
        self.seen = self.store.version
        return LeaderElectionRecord.from_spec(copy.deepcopy(self.store.spec))

    def create(self, record: LeaderElectionRecord, timeout: float) -> None:
        self.store.check()
        if self.store.spec is not None:
            raise StatusError("AlreadyExists", 409, "exists")
        self._write(record)

    def update(self, record: LeaderElectionRecord, timeout: float) -> None:
        self.store.check()
        if self.seen != self.store.version:
            raise StatusError("Conflict", 409, "the object has been modified")
        self._write(record)

    def record_event(self, what: str, timeout: float) -> None:
        if not self.store.failing:
            self.store.events.append(f"{self.identity} {what}")

    def _write(self, record: LeaderElectionRecord) -> None:
        self.store.spec = record.to_spec()
        self.store.version += 1
        self.seen = self.store.version


def _elector(store: _Store, identity: str) -> LeaderElector:
    lock = cast(LeaseLock, _Lock(store, identity))
    return LeaderElector(lock, LEASE_SECONDS, RENEW_DEADLINE, RETRY_PERIOD)


async def _until(condition: Any, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.02)


def test_one_leads_the_other_waits_and_takes_over_when_the_lease_is_released() -> None:
    async def scenario() -> list[str]:
        store = _Store()
        first, second = _elector(store, "first"), _elector(store, "second")
        led: list[str] = []

        def lead(name: str, elector: LeaderElector) -> Any:
            async def leading() -> None:
                led.append(name)
                await _until(lambda: elector._stopping.is_set(), 30)

            return leading

        running = asyncio.ensure_future(first.run(lead("first", first)))
        await _until(lambda: led == ["first"])
        waiting = asyncio.ensure_future(second.run(lead("second", second)))
        # Several renewals and acquisition attempts later, the first still leads alone.
        await asyncio.sleep(LEASE_SECONDS * 1.5)
        assert led == ["first"] and store.spec is not None
        assert store.spec["holderIdentity"] == "first"
        first.stop()
        await running
        # Released: no holder, a one-second lease; the second takes it on its next try.
        await _until(lambda: led == ["first", "second"], 3 * RETRY_PERIOD * 2.2 + 1)
        assert store.spec["holderIdentity"] == "second"
        assert store.spec["leaseTransitions"] == 1
        second.stop()
        await waiting
        assert store.events == [
            "first became leader",
            "first stopped leading",
            "second became leader",
            "second stopped leading",
        ]
        return led

    assert asyncio.run(scenario()) == ["first", "second"]


def test_a_lease_that_cannot_be_renewed_is_lost_within_the_renew_deadline() -> None:
    async def scenario() -> float:
        store = _Store()
        elector = _elector(store, "only")
        stopped = asyncio.Event()

        async def lead() -> None:
            try:
                await asyncio.sleep(30)
            finally:
                stopped.set()

        running = asyncio.ensure_future(elector.run(lead))
        await _until(elector.is_leader)
        store.failing = True
        began = time.monotonic()
        with pytest.raises(LeaderElectionLost, match="lease kube-system/test"):
            await running
        assert stopped.is_set(), "the leading work is cancelled"
        return time.monotonic() - began

    # The last successful renewal was at most a retry period before the failures began.
    assert asyncio.run(scenario()) < RENEW_DEADLINE + 2 * RETRY_PERIOD + 0.5


def test_the_health_check_fails_once_the_leader_stopped_renewing() -> None:
    elector = _elector(_Store(), "only")
    assert elector.check() is None  # not the leader: nothing to say
    elector._observe(LeaderElectionRecord("only", 1))
    assert elector.check() is None
    elector._observed_time -= LEASE_SECONDS + 21
    assert elector.check() == "failed election to renew leadership on lease kube-scheduler"
