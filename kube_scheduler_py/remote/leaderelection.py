"""Leader election over a coordination.k8s.io/v1 Lease, as kube-scheduler elects its leader.

With `leaderElection.leaderElect: true` (the configuration's default) only the replica that
holds the Lease `resourceNamespace/resourceName` (kube-system/kube-scheduler by default)
schedules. The steps are client-go's tools/leaderelection:

- acquire: every retryPeriod (with up to 120% jitter) read the Lease; take it when it does not
  exist, when nobody holds it, or when its holder has not renewed it for leaseDurationSeconds
  of this process' time (the holder's clock is never compared with ours);
- renew: every retryPeriod write a new renewTime; when renewing keeps failing for
  renewDeadline, leadership is lost, and kube-scheduler exits with code 1 ("Leaderelection
  lost"), since another replica may already schedule;
- release on shutdown: the Lease is written back with no holder and a duration of one second,
  so the next replica does not wait for it to expire.

The identity is the host name, an underscore and a random UUID, as kube-scheduler's. Acquiring
and losing or giving up the lease are recorded as core/v1 Events about the Lease (reason
`LeaderElection`, "IDENTITY became leader", "IDENTITY stopped leading"), from the first profile's
scheduler name, as kube-scheduler's core event recorder does; an event that cannot be written
is logged and dropped. Only the `leases` resource lock exists in v1.31 (validation refuses the
others). Not done: the Lease candidate of the CoordinatedLeaderElection alpha gate.

Each read and write runs in a thread (the loop keeps scheduling meanwhile), its requests
bounded by the time left. Python-only: client-go's leaderelection and resourcelock.LeaseLock,
on the wall clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from kube_scheduler_py import gotime
from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.v1_31.api.errors import StatusError
from kube_scheduler_py.v1_31.apis.config import LeaderElectionConfiguration

__all__ = [
    "LeaderElectionLost",
    "LeaderElector",
    "LeaseLock",
    "new_identity",
    "new_leader_elector",
]

#: wait.JitterUntil's factor in acquire: each pause is retryPeriod plus up to 120% of it.
JITTER_FACTOR = 1.2
#: How long past the lease's expiry /healthz tolerates a leader that did not renew it.
WATCHDOG_TOLERANCE_SECONDS = 20.0
#: What the lock is called in kube-scheduler's healthz message.
ELECTION_NAME = "kube-scheduler"


class LeaderElectionLost(Exception):
    """Python-only: the lease could not be renewed; another replica may be leading now."""


@dataclass(frozen=True)
class LeaderElectionRecord:
    """resourcelock.LeaderElectionRecord: what a Lease's spec says about its holder."""

    holder_identity: str = ""
    lease_duration_seconds: int = 0
    acquire_time: str = ""
    renew_time: str = ""
    leader_transitions: int = 0

    @classmethod
    def from_spec(cls, spec: dict[str, Any]) -> LeaderElectionRecord:
        return cls(
            spec.get("holderIdentity") or "",
            int(spec.get("leaseDurationSeconds") or 0),
            spec.get("acquireTime") or "",
            spec.get("renewTime") or "",
            int(spec.get("leaseTransitions") or 0),
        )

    def to_spec(self) -> dict[str, Any]:
        return {
            "holderIdentity": self.holder_identity,
            "leaseDurationSeconds": self.lease_duration_seconds,
            "acquireTime": self.acquire_time or None,
            "renewTime": self.renew_time or None,
            "leaseTransitions": self.leader_transitions,
        }


class LeaseLock:
    """resourcelock.LeaseLock: one Lease, read and written through the API server."""

    def __init__(
        self,
        connection: Connection,
        namespace: str,
        name: str,
        identity: str,
        component: str = "",
    ) -> None:
        self.connection = connection
        self.namespace = namespace
        self.name = name
        self.identity = identity
        #: Who records the LeaderElection events (the event source's component).
        self.component = component
        self._lease: dict[str, Any] | None = None

    def describe(self) -> str:
        return f"{self.namespace}/{self.name}"

    @property
    def _path(self) -> str:
        return f"/apis/coordination.k8s.io/v1/namespaces/{self.namespace}/leases"

    def get(self, timeout: float) -> LeaderElectionRecord:
        """The Lease's record (a StatusError, NotFound among them, when it cannot be read)."""
        self._lease = self.connection.request("GET", f"{self._path}/{self.name}", timeout=timeout)
        assert self._lease is not None
        return LeaderElectionRecord.from_spec(self._lease.get("spec") or {})

    def create(self, record: LeaderElectionRecord, timeout: float) -> None:
        body = {
            "apiVersion": "coordination.k8s.io/v1",
            "kind": "Lease",
            "metadata": {"name": self.name, "namespace": self.namespace},
            "spec": record.to_spec(),
        }
        self._lease = self.connection.request("POST", self._path, body, timeout=timeout)

    def update(self, record: LeaderElectionRecord, timeout: float) -> None:
        """Write the record over the Lease last read (a conflict if it changed since)."""
        if self._lease is None:
            raise StatusError("", 0, "lease not initialized, call get or create first")
        body = {**self._lease, "spec": record.to_spec()}
        self._lease = self.connection.request(
            "PUT", f"{self._path}/{self.name}", body, timeout=timeout
        )

    def record_event(self, what: str, timeout: float) -> None:
        """LeaseLock.RecordEvent: a Normal LeaderElection event about the Lease ("IDENTITY
        became leader"), as record.EventRecorder makes it; logged and dropped if refused."""
        lease_meta = (self._lease or {}).get("metadata") or {}
        now = time.time()
        stamp = datetime.fromtimestamp(now, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        event = {
            "apiVersion": "v1",
            "kind": "Event",
            "metadata": {"name": f"{self.name}.{time.time_ns():x}", "namespace": self.namespace},
            "involvedObject": {
                "apiVersion": "coordination.k8s.io/v1",
                "kind": "Lease",
                "namespace": self.namespace,
                "name": self.name,
                "uid": lease_meta.get("uid", ""),
                "resourceVersion": lease_meta.get("resourceVersion", ""),
            },
            "reason": "LeaderElection",
            "message": f"{self.identity} {what}",
            "source": {"component": self.component},
            "firstTimestamp": stamp,
            "lastTimestamp": stamp,
            "count": 1,
            "type": "Normal",
            "reportingComponent": self.component,
            "reportingInstance": "",
        }
        path = f"/api/v1/namespaces/{self.namespace}/events"
        try:
            self.connection.request("POST", path, event, timeout=timeout)
        except (StatusError, OSError) as err:
            klog.error(err, "Server rejected event (will not retry!)", reason="LeaderElection")


def new_identity() -> str:
    """kube-scheduler's identity: the host name, made unique on the host."""
    return f"{socket.gethostname()}_{uuid.uuid4()}"


def _micro_time(now: float) -> str:
    """metav1.MicroTime as JSON: RFC 3339 with microseconds, in UTC."""
    return datetime.fromtimestamp(now, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


class LeaderElector:
    """leaderelection.LeaderElector: acquire, renew and release one lock."""

    def __init__(
        self,
        lock: LeaseLock,
        lease_duration: float,
        renew_deadline: float,
        retry_period: float,
        rng: random.Random | None = None,
    ) -> None:
        self.lock = lock
        self.lease_duration = lease_duration
        self.renew_deadline = renew_deadline
        self.retry_period = retry_period
        self._rng = rng or random.Random()
        self.observed_record = LeaderElectionRecord()
        self._observed_time = 0.0  # time.monotonic() when observed_record was last set
        self._stopping = asyncio.Event()

    def is_leader(self) -> bool:
        return self.observed_record.holder_identity == self.lock.identity

    def stop(self) -> None:
        """Stop acquiring or renewing (what cancelling the context does in Go)."""
        self._stopping.set()

    async def run(self, lead: Callable[[], Awaitable[None]]) -> None:
        """Acquire the lease, run lead while renewing it, and release it once lead has ended
        or stop was called; LeaderElectionLost if a renewal failed for renewDeadline."""
        if not await self._acquire():
            return
        await self._record_event("became leader")
        leading = asyncio.ensure_future(lead())
        renewing = asyncio.ensure_future(self._renew())
        await asyncio.wait({leading, renewing}, return_when=asyncio.FIRST_COMPLETED)
        lost = renewing.done() and not self._stopping.is_set()
        renewing.cancel()
        if lost:
            leading.cancel()  # another replica may be scheduling already
        await self._record_event("stopped leading")
        if lost:
            klog.error(None, "Leaderelection lost")
            raise LeaderElectionLost(f"leader election lost: lease {self.lock.describe()}")
        await leading
        await self._release()

    async def _record_event(self, what: str) -> None:
        """The lock's event, written in a thread, bounded by the renew deadline."""
        await asyncio.to_thread(self.lock.record_event, what, self.renew_deadline)

    def check(self) -> str | None:
        """The leaderElection health check: why it fails, or None."""
        if not self.is_leader():
            return None
        late = time.monotonic() - self._observed_time
        if late > self.lease_duration + WATCHDOG_TOLERANCE_SECONDS:
            return f"failed election to renew leadership on lease {ELECTION_NAME}"
        return None

    async def _acquire(self) -> bool:
        """Try until the lease is ours (True) or stop was called (False)."""
        desc = self.lock.describe()
        klog.info(f"attempting to acquire leader lease {desc}...")
        while not self._stopping.is_set():
            if await self._try_acquire_or_renew(time.monotonic() + self.retry_period):
                klog.info(f"successfully acquired lease {desc}")
                return True
            klog.v(4).info(f"failed to acquire lease {desc}")
            pause = self.retry_period * (1 + self._rng.random() * JITTER_FACTOR)
            await self._pause(pause)
        return False

    async def _renew(self) -> None:
        """Renew every retryPeriod; return when a renewal did not succeed within renewDeadline."""
        desc = self.lock.describe()
        while not self._stopping.is_set():
            deadline = time.monotonic() + self.renew_deadline
            while not await self._try_acquire_or_renew(deadline):
                if time.monotonic() + self.retry_period >= deadline:
                    klog.info(f"failed to renew lease {desc}: timed out waiting for the condition")
                    return
                await self._pause(self.retry_period)
                if self._stopping.is_set():
                    return
            klog.v(5).info(f"successfully renewed lease {desc}")
            await self._pause(self.retry_period)

    async def _pause(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._stopping.wait(), timeout=seconds)

    async def _try_acquire_or_renew(self, deadline: float) -> bool:
        """tryAcquireOrRenew in a thread, each request bounded by the time left until deadline.
        The thread is awaited, never abandoned, so that two attempts never overlap."""
        timeout = max(deadline - time.monotonic(), 0.1)
        return await asyncio.to_thread(self._try_acquire_or_renew_now, timeout)

    def _try_acquire_or_renew_now(self, timeout: float) -> bool:
        now = time.time()
        record = LeaderElectionRecord(
            holder_identity=self.lock.identity,
            lease_duration_seconds=int(self.lease_duration),
            acquire_time=_micro_time(now),
            renew_time=_micro_time(now),
        )
        # 1. The leader renews on the lease it wrote last, hoping nobody else wrote since.
        if self.is_leader() and self._lease_valid():
            renewed = self._with_history(record, self.observed_record)
            try:
                self.lock.update(renewed, timeout)
            except (StatusError, OSError) as err:
                klog.error(err, "Failed to update lock optimistically, falling back to slow path")
            else:
                self._observe(renewed)
                return True
        # 2. Read the lease, or create it.
        try:
            old = self.lock.get(timeout)
        except StatusError as err:
            if err.code != 404:
                klog.error(err, f"error retrieving resource lock {self.lock.describe()}")
                return False
            return self._create(record, timeout)
        except OSError as err:
            klog.error(err, f"error retrieving resource lock {self.lock.describe()}")
            return False
        # 3. Somebody else holds it and it has not expired yet.
        if old != self.observed_record:
            self._observe(old)
        if old.holder_identity and self._lease_valid() and not self.is_leader():
            klog.v(4).info(f"lock is held by {old.holder_identity} and has not yet expired")
            return False
        # 4. Take it over, or renew it.
        if self.is_leader():
            record = self._with_history(record, old)
        else:
            record = LeaderElectionRecord(
                record.holder_identity,
                record.lease_duration_seconds,
                record.acquire_time,
                record.renew_time,
                old.leader_transitions + 1,
            )
        try:
            self.lock.update(record, timeout)
        except (StatusError, OSError) as err:
            klog.error(err, "Failed to update lock")
            return False
        self._observe(record)
        return True

    def _create(self, record: LeaderElectionRecord, timeout: float) -> bool:
        try:
            self.lock.create(record, timeout)
        except (StatusError, OSError) as err:
            klog.error(err, "error initially creating leader election record")
            return False
        self._observe(record)
        return True

    @staticmethod
    def _with_history(
        record: LeaderElectionRecord, old: LeaderElectionRecord
    ) -> LeaderElectionRecord:
        """The record, keeping the acquire time and transitions of the lease held so far."""
        return LeaderElectionRecord(
            record.holder_identity,
            record.lease_duration_seconds,
            old.acquire_time,
            record.renew_time,
            old.leader_transitions,
        )

    def _lease_valid(self) -> bool:
        expiry = self._observed_time + self.observed_record.lease_duration_seconds
        return expiry > time.monotonic()

    def _observe(self, record: LeaderElectionRecord) -> None:
        self.observed_record = record
        self._observed_time = time.monotonic()

    async def _release(self) -> None:
        """Give the lease up, if held: no holder, a duration of one second."""
        if not self.is_leader():
            return
        now = _micro_time(time.time())
        record = LeaderElectionRecord(
            lease_duration_seconds=1,
            acquire_time=now,
            renew_time=now,
            leader_transitions=self.observed_record.leader_transitions,
        )
        try:
            await asyncio.to_thread(self.lock.update, record, self.renew_deadline)
        except (StatusError, OSError) as err:
            klog.error(err, "Failed to release lock")
            return
        self._observe(record)


def new_leader_elector(
    connection: Connection, config: LeaderElectionConfiguration, component: str
) -> LeaderElector:
    """makeLeaderElectionConfig: a LeaderElector for the configuration's lease, its events
    recorded as from component."""
    lock = LeaseLock(
        connection, config.resource_namespace, config.resource_name, new_identity(), component
    )
    return LeaderElector(
        lock,
        gotime.seconds(config.lease_duration.duration),
        gotime.seconds(config.renew_deadline.duration),
        gotime.seconds(config.retry_period.duration),
    )
