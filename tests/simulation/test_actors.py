"""simulate's actors: other parts of the cluster acting on the virtual clock during a run."""

from __future__ import annotations

from datetime import timedelta

import pytest

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.simulation.run import MAX_RETRIES, SimulationResult, simulate
from kube_scheduler_py.trace import BindingStep, Trace
from kube_scheduler_py.v1_31.api.component_helpers.storage import volume
from kube_scheduler_py.v1_31.api.loader import load_text
from kube_scheduler_py.v1_31.api.meta.v1 import helpers as metav1helpers
from kube_scheduler_py.v1_31.apis.config import KubeSchedulerConfiguration
from kube_scheduler_py.v1_31.apis.config.write import load_config

NODE = """
apiVersion: v1
kind: Node
metadata: {name: n1, labels: {kubernetes.io/hostname: n1}}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
"""

WAIT_FOR_FIRST_CONSUMER = """
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata: {name: local}
provisioner: kubernetes.io/no-provisioner
volumeBindingMode: WaitForFirstConsumer
---
apiVersion: v1
kind: PersistentVolume
metadata: {name: disk-n1}
spec:
  capacity: {storage: 10Gi}
  accessModes: [ReadWriteOnce]
  storageClassName: local
  local: {path: /mnt/disk}
  nodeAffinity:
    required:
      nodeSelectorTerms:
      - matchExpressions: [{key: kubernetes.io/hostname, operator: In, values: [n1]}]
status: {phase: Available}
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data}
spec:
  accessModes: [ReadWriteOnce]
  storageClassName: local
  resources: {requests: {storage: 5Gi}}
status: {phase: Pending}
---
apiVersion: v1
kind: Pod
metadata: {name: db}
spec:
  containers: [{name: db, image: postgres}]
  volumes: [{name: data, persistentVolumeClaim: {claimName: data}}]
"""


def finish_claim_bindings(client: Clientset) -> None:
    """What the PV controller does with a PV the scheduler pre-bound: finish the claim side."""
    for pv in client.core_v1().persistent_volumes().list():
        ref = pv.spec.claim_ref
        if ref is None:
            continue
        claims = client.core_v1().persistent_volume_claims(ref.namespace)
        pvc = claims.get(ref.name)
        if pvc.spec.volume_name:
            continue
        pvc.spec.volume_name = pv.name
        metav1helpers.set_meta_data_annotation(pvc.metadata, volume.AnnBindCompleted, "yes")
        claims.update(pvc)


async def pv_controller(client: Clientset, clock: FakeClock) -> None:
    """A stand-in for the PV controller: once a second for a minute, finish the bindings."""
    for _ in range(60):
        await clock.sleep(timedelta(seconds=1))
        finish_claim_bindings(client)


def bind_timeout(seconds: int) -> KubeSchedulerConfiguration:
    """The default profile with VolumeBinding's bindTimeoutSeconds set."""
    return load_config(f"""
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: VolumeBinding
    args: {{bindTimeoutSeconds: {seconds}}}
""")


def _events(result: SimulationResult) -> list[tuple[str, str]]:
    return [(e.reason, e.note) for e in result.events]


def test_prebind_waits_for_the_pv_controller_and_binds_when_it_acts() -> None:
    trace = Trace()
    objects = load_text(NODE + "---" + WAIT_FOR_FIRST_CONSUMER).objects
    result = simulate(objects, trace=trace, actors=[pv_controller])

    (db,) = result.pods
    assert db.pod.spec.node_name == "n1"
    assert _events(result) == [("Scheduled", "Successfully assigned default/db to n1")]
    # PreBind checks once a second from when it started, a few microseconds into the run (the
    # informers list the scenario first). The controller's first round, 1 s after the run's
    # start, comes just before PreBind's first check, which sees the claim bound.
    (pre_bind,) = [r for r in trace.filter(BindingStep) if r.step == "PreBind"]
    assert (pre_bind.code, pre_bind.duration) == ("Success", "1s")


def test_without_a_pv_controller_prebind_gives_up_after_bind_timeout() -> None:
    objects = load_text(NODE + "---" + WAIT_FOR_FIRST_CONSUMER).objects
    result = simulate(objects, bind_timeout(5))

    (db,) = result.pods
    assert db.pod.spec.node_name == ""
    message = 'running PreBind plugin "VolumeBinding": binding volumes: context deadline exceeded'
    # An error is retried after backoff, MAX_RETRIES times, before the run gives the pod up.
    assert _events(result) == [("FailedScheduling", message)] * (1 + MAX_RETRIES)


def test_an_actor_can_create_a_pod_later_on() -> None:
    created_at = []

    async def late_user(client: Clientset, clock: FakeClock) -> None:
        await clock.sleep(timedelta(seconds=45))
        created_at.append(clock.now())
        pod = load_text(
            "apiVersion: v1\nkind: Pod\nmetadata: {name: late}\n"
            "spec: {containers: [{name: app, image: busybox}]}"
        ).objects[0]
        client.core_v1().pods("default").create(pod)

    result = simulate(load_text(NODE).objects, actors=[late_user])

    assert result.settled and len(created_at) == 1
    # The pod is not part of the scenario, so it is not in `pods`; its binding is an event.
    assert _events(result) == [("Scheduled", "Successfully assigned default/late to n1")]


def test_a_failing_actor_fails_the_run() -> None:
    async def broken(client: Clientset, clock: FakeClock) -> None:
        await clock.sleep(timedelta(seconds=1))
        raise RuntimeError("the actor is broken")

    with pytest.raises(RuntimeError, match="the actor is broken"):
        simulate(load_text(NODE).objects, actors=[broken])


def test_what_an_actor_writes_can_help_a_pod_that_failed_with_an_error() -> None:
    async def late_pv_controller(client: Clientset, clock: FakeClock) -> None:
        # One round, after the first attempt's PreBind gave up.
        await clock.sleep(timedelta(seconds=2.5))
        finish_claim_bindings(client)

    objects = load_text(NODE + "---" + WAIT_FOR_FIRST_CONSUMER).objects
    result = simulate(objects, bind_timeout(2), actors=[late_pv_controller])

    # The first attempt timed out in PreBind (a scheduler error); the claim the controller
    # then bound lets the retry after the backoff succeed.
    message = 'running PreBind plugin "VolumeBinding": binding volumes: context deadline exceeded'
    assert _events(result) == [
        ("FailedScheduling", message),
        ("Scheduled", "Successfully assigned default/db to n1"),
    ]
    assert result.pods[0].pod.spec.node_name == "n1"
