"""`kube-scheduler-py run`: the port schedules the pods of a real cluster.

What cmd/kube-scheduler's Run does, in small: build the scheduler (scheduler.New) with
informers and a client over a real API server (its requests spaced by clientConnection's qps
and burst), serve /healthz, /livez, /readyz and /metrics, start the informers, wait for their
caches, then — once this replica holds the leader lease, when leaderElection.leaderElect is on —
Scheduler.Run until SIGINT or SIGTERM. Pods are the port's whose spec.schedulerName is one of
the configuration's profiles (`kube-scheduler-py` is a good name beside the real
kube-scheduler's `default-scheduler`).

Failures of the API server never stop it: events go through a broadcaster that logs and drops
what it cannot write (remote/events.py), and failed status patches and bindings take the
scheduler's own error paths. An exception that escapes a scheduling or binding cycle anyway is
a bug, the counterpart of a Go panic: the process logs it, marks the loop stopped in its
SchedulerHealth and exits 1 with one line saying why.

Python-only: cmd/kube-scheduler/app is not ported; the scheduler it runs is.
"""

from __future__ import annotations

import asyncio
import random
import signal
import typing
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from kube_scheduler_py import gorand
from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.clock import FakeClock, RealClock
from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.events import EventBroadcaster
from kube_scheduler_py.remote.health import HealthCheck, HealthServer
from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.remote.leaderelection import LeaderElector, new_leader_elector
from kube_scheduler_py.remote.liveness import SchedulerHealth
from kube_scheduler_py.remote.logs import log_scheduling_steps
from kube_scheduler_py.remote.metrics import SchedulerMetrics
from kube_scheduler_py.remote.server import RemoteAPIServer
from kube_scheduler_py.v1_31 import scheduler as schedulerpkg
from kube_scheduler_py.v1_31.apis import config as schedulerapi

__all__ = ["SchedulerFailedError", "Serving", "run"]


class SchedulerFailedError(Exception):
    """Python-only: the scheduling loop or a binding cycle ended by an unexpected exception."""


@dataclass(frozen=True)
class Serving:
    """Where /healthz, /livez, /readyz and /metrics are served (port 0: not at all)."""

    bind_address: str = "127.0.0.1"
    port: int = 10251


def run(
    connection: Connection,
    config: schedulerapi.KubeSchedulerConfiguration,
    serving: Serving = Serving(),
) -> None:
    """Schedule until SIGINT or SIGTERM (LeaderElectionLost if the lease is lost; ServingError
    if the health port cannot be listened on; SchedulerFailedError if the loop broke)."""
    health = SchedulerHealth()
    asyncio.run(_run(connection, config, serving, health))
    if not health.alive():
        raise SchedulerFailedError(health.stopped_reason())


async def _run(
    connection: Connection,
    config: schedulerapi.KubeSchedulerConfiguration,
    serving: Serving,
    health: SchedulerHealth,
) -> None:
    clock = RealClock()
    client_connection = config.client_connection
    connection = connection.with_rate_limit(client_connection.qps, client_connection.burst)
    server = RemoteAPIServer(connection, clock)
    client = Clientset(server)  # type: ignore[arg-type]  # the same verbs as APIServer
    informer_factory = schedulerpkg.new_informer_factory(client)
    broadcaster = EventBroadcaster(server, clock)
    sched = schedulerpkg.new(
        client,
        informer_factory,
        broadcaster.new_recorder_factory(),
        schedulerpkg.with_profiles(*config.profiles),
        schedulerpkg.with_percentage_of_nodes_to_score(config.percentage_of_nodes_to_score),
        schedulerpkg.with_pod_initial_backoff_seconds(config.pod_initial_backoff_seconds),
        schedulerpkg.with_pod_max_backoff_seconds(config.pod_max_backoff_seconds),
        schedulerpkg.with_extenders(*config.extenders),
        schedulerpkg.with_parallelism(config.parallelism),
        # Python: the port's signatures name the FakeClock; RealClock has the same methods.
        clock=typing.cast(FakeClock, clock),
        # Go seeds its global math/rand source at random; so does this.
        rng=gorand.new(gorand.new_source(random.getrandbits(63))),
    )
    log_scheduling_steps(sched)
    _stop_on_failure(sched, health)
    metrics = SchedulerMetrics()
    metrics.instrument(sched)
    elector = (
        new_leader_elector(connection, config.leader_election, config.profiles[0].scheduler_name)
        if config.leader_election.leader_elect
        else None
    )
    state = _Lifecycle()
    endpoints = _health_server(state, health, elector, metrics)
    if serving.port:
        port = await endpoints.start(serving.bind_address, serving.port)
        klog.info("Serving health and metrics", address=f"{serving.bind_address}:{port}")

    def stop() -> None:
        state.stopping = True
        sched.stop()
        if elector is not None:
            elector.stop()

    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop)
    klog.info("Starting Kubernetes Scheduler", version="v1.31.1")
    for profile in config.profiles:
        klog.v(2).info("Scheduler profile", schedulerName=profile.scheduler_name)
    broadcaster.start_recording_to_sink()
    # The initial lists block the loop, as WaitForCacheSync blocks Run until they are in.
    informer_factory.start()
    state.synced = True
    delivery = loop.create_task(informer_factory.run())
    print(f"kube-scheduler-py: scheduling for {connection.server}", flush=True)
    try:
        if elector is not None:
            await elector.run(sched.run)
        else:
            await sched.run()
    finally:
        delivery.cancel()
        server.close()
        endpoints.close()
        broadcaster.shutdown()


@dataclass
class _Lifecycle:
    """Python-only: how far the process got, for /readyz."""

    synced: bool = False
    stopping: bool = False


def _health_server(
    state: _Lifecycle,
    health: SchedulerHealth,
    elector: LeaderElector | None,
    metrics: SchedulerMetrics,
) -> HealthServer:
    """kube-scheduler's checks (see remote/health.py), and the port's sched-loop."""

    def loop_running() -> str | None:
        return None if health.alive() else f"the scheduling loop stopped: {health.stopped_reason()}"

    def shutdown() -> str | None:
        return "process is shutting down" if state.stopping else None

    def handlers_synced() -> str | None:
        return None if state.synced else "waiting for handlers to sync"

    loop_check = HealthCheck("sched-loop", loop_running)
    election = [HealthCheck("leaderElection", elector.check)] if elector is not None else []
    return HealthServer(
        healthz=[*election, loop_check],
        livez=[loop_check],
        readyz=[
            *election,
            HealthCheck("shutdown", shutdown),
            HealthCheck("sched-handler-sync", handlers_synced),
        ],
        metrics=metrics.render,
    )


def _stop_on_failure(sched: Any, health: SchedulerHealth) -> None:
    """Wrap the scheduling loop's step and each binding cycle's task so that an exception
    escaping them marks the loop stopped, is logged, and ends Scheduler.Run."""

    def guard(name: str, what: str) -> None:
        step: Callable[..., Awaitable[None]] = getattr(sched, name)

        async def guarded(*args: Any) -> None:
            try:
                await step(*args)
            except Exception as err:
                reason = f"{what} failed: {type(err).__name__}: {err}"
                klog.error(err, "Scheduler stopped", reason=reason)
                health.mark_stopped(reason)
                sched.stop()

        setattr(sched, name, guarded)

    guard("schedule_one", "the scheduling loop")
    guard("_binding_goroutine", "a binding cycle")
