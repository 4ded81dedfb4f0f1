"""`kube-scheduler-py run`: the port schedules the pods of a real cluster.

What cmd/kube-scheduler's Run does, in small: build the scheduler (scheduler.New) with
informers and a client over a real API server, start the informers, wait for their caches,
then Scheduler.Run until SIGINT or SIGTERM. Pods are the port's whose spec.schedulerName is one
of the configuration's profiles (`kube-scheduler-py` is a good name beside the real
kube-scheduler's `default-scheduler`). No leader election: run one copy per scheduler name.

Python-only: cmd/kube-scheduler/app is not ported; the scheduler it runs is.
"""

from __future__ import annotations

import asyncio
import random
import signal
import typing

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.events import new_recorder_factory
from kube_scheduler_py.clock import FakeClock, RealClock
from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.remote.server import RemoteAPIServer
from kube_scheduler_py.v1_31 import scheduler as schedulerpkg
from kube_scheduler_py.v1_31.apis import config as schedulerapi

__all__ = ["run"]


def run(connection: Connection, config: schedulerapi.KubeSchedulerConfiguration) -> None:
    """Schedule until SIGINT or SIGTERM."""
    asyncio.run(_run(connection, config))


async def _run(connection: Connection, config: schedulerapi.KubeSchedulerConfiguration) -> None:
    clock = RealClock()
    server = RemoteAPIServer(connection, clock)
    client = Clientset(server)  # type: ignore[arg-type]  # the same verbs as APIServer
    informer_factory = schedulerpkg.new_informer_factory(client)
    sched = schedulerpkg.new(
        client,
        informer_factory,
        new_recorder_factory(client, clock),
        schedulerpkg.with_profiles(*config.profiles),
        schedulerpkg.with_percentage_of_nodes_to_score(config.percentage_of_nodes_to_score),
        schedulerpkg.with_pod_initial_backoff_seconds(config.pod_initial_backoff_seconds),
        schedulerpkg.with_pod_max_backoff_seconds(config.pod_max_backoff_seconds),
        schedulerpkg.with_extenders(*config.extenders),
        schedulerpkg.with_parallelism(config.parallelism),
        # Python: the port's signatures name the FakeClock; RealClock has the same methods.
        clock=typing.cast(FakeClock, clock),
        rng=random.Random(),
    )
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, sched.stop)
    # The initial lists block the loop, as WaitForCacheSync blocks Run until they are in.
    informer_factory.start()
    delivery = loop.create_task(informer_factory.run())
    print(f"kube-scheduler-py: scheduling for {connection.server}", flush=True)
    try:
        await sched.run()
    finally:
        delivery.cancel()
        server.close()
