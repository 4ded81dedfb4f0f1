"""Notebook 09's volume-binding scenario and the stand-in for the PV controller that
VolumeBinding's PreBind waits for (neither the port nor the real scheduler it is checked
against runs kube-controller-manager).

- `SCENARIO`: a no-provisioner WaitForFirstConsumer class, two local PVs (`small-n3`, 2Gi on
  n3; `big-n2`, 10Gi on n2), the 5Gi claim `data`, the pod `db` and three nodes;
- `finish_bindings` and `pv_controller`: the PV controller's half of a binding, as an actor;
- `run` and `volume_story`: the run, and what happened to `db` with the controller's notes.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.simulation.run import Actor, SimulationResult, simulate
from kube_scheduler_py.trace import PluginCall, QueueMove, Trace
from kube_scheduler_py.v1_31.api.component_helpers.storage.volume import (
    AnnBindCompleted,
    AnnBoundByController,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import load_text
from kube_scheduler_py.v1_31.api.meta.v1.helpers import set_meta_data_annotation
from kube_scheduler_py.v1_31.apis.config.write import load_config

__all__ = ["CONFIG", "SCENARIO", "finish_bindings", "pv_controller", "run", "volume_story"]

Log = list[tuple[float, str]]

#: The scenario (see the module docstring).
SCENARIO = """
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata: {name: local}
provisioner: kubernetes.io/no-provisioner
volumeBindingMode: WaitForFirstConsumer
---
apiVersion: v1
kind: PersistentVolume
metadata: {name: small-n3}
spec:
  capacity: {storage: 2Gi}
  accessModes: [ReadWriteOnce]
  storageClassName: local
  local: {path: /mnt/disks/a}
  nodeAffinity:
    required:
      nodeSelectorTerms:
      - matchExpressions: [{key: kubernetes.io/hostname, operator: In, values: [n3]}]
status: {phase: Available}
---
apiVersion: v1
kind: PersistentVolume
metadata: {name: big-n2}
spec:
  capacity: {storage: 10Gi}
  accessModes: [ReadWriteOnce]
  storageClassName: local
  local: {path: /mnt/disks/a}
  nodeAffinity:
    required:
      nodeSelectorTerms:
      - matchExpressions: [{key: kubernetes.io/hostname, operator: In, values: [n2]}]
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
  containers: [{name: db, image: postgres, resources: {requests: {cpu: 500m}}}]
  volumes: [{name: data, persistentVolumeClaim: {claimName: data}}]
""" + "".join(
    f"""---
apiVersion: v1
kind: Node
metadata: {{name: {name}, labels: {{kubernetes.io/hostname: {name}}}}}
status: {{capacity: {{cpu: "4", memory: 8Gi, pods: "110"}}}}
"""
    for name in ("n1", "n2", "n3")
)


def finish_bindings(api: Any, now: float, log: Log) -> None:
    """The PV controller's half: bind every claim that a PV is pre-bound to."""
    for pv in api.persistent_volumes().list():
        ref = pv.spec.claim_ref
        if ref is None:  # nobody chose this PV
            continue
        claims = api.persistent_volume_claims(ref.namespace)
        pvc = claims.get(ref.name)
        if pvc.spec.volume_name:  # the binding is complete already
            continue
        # The PV's phase; then the claim names the PV and says the binding is complete.
        pv.status.phase = v1.VolumeBound
        api.persistent_volumes().update_status(pv)
        pvc.spec.volume_name = pv.metadata.name
        set_meta_data_annotation(pvc.metadata, AnnBoundByController, "yes")
        set_meta_data_annotation(pvc.metadata, AnnBindCompleted, "yes")
        pvc = claims.update(pvc)
        pvc.status.phase = v1.ClaimBound
        claims.update_status(pvc)
        log.append((now, f"PV controller: bound claim {ref.name} to PV {pv.metadata.name}"))


def pv_controller(delay_seconds: float, log: Log) -> Actor:
    """An actor: from delay_seconds on, finish the bindings once a second for a minute."""

    async def actor(client: Clientset, clock: FakeClock) -> None:
        start = clock.now()
        await clock.sleep(timedelta(seconds=delay_seconds))
        while clock.now() - start <= timedelta(seconds=delay_seconds + 60):
            finish_bindings(client.core_v1(), (clock.now() - start).total_seconds(), log)
            await clock.sleep(timedelta(seconds=1))

    return actor


#: VolumeBinding's bindTimeoutSeconds, to be formatted with `seconds`.
CONFIG = """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: VolumeBinding
    args: {{bindTimeoutSeconds: {seconds}}}
"""


def run(
    controller_delay: float | None = None, bind_timeout_seconds: int | None = None
) -> tuple[SimulationResult, Trace, Log]:
    """Schedule the scenario, with the stand-in PV controller if a delay is given."""
    config = None
    if bind_timeout_seconds is not None:
        config = load_config(CONFIG.format(seconds=bind_timeout_seconds))
    log: Log = []
    actors = [] if controller_delay is None else [pv_controller(controller_delay, log)]
    trace = Trace()
    result = simulate(load_text(SCENARIO).objects, config, seed=0, trace=trace, actors=actors)
    return result, trace, log


def volume_story(trace: Trace, log: Log) -> str:
    """What happened to db, with the controller's notes, by virtual time (one line each)."""
    entries: Log = []
    for r in trace.records_for("default/db"):
        if isinstance(r, QueueMove) and r.method == "Pop":
            text = "popped from the queue"
        elif isinstance(r, PluginCall) and r.plugin == "VolumeBinding":
            text = f"VolumeBinding {r.extension_point:9} {r.node:2}: {r.code or 'done'}"
            text += f" ({r.message})" if r.message else ""
            text += f", took {r.duration}" if r.duration else ""
        elif isinstance(r, PluginCall) and r.extension_point == "Bind":
            text = f"{r.plugin} {r.extension_point:9} {r.node:2}: {r.code}"
        elif isinstance(r, QueueMove) and r.new in ("BackoffQ", "Unschedulable"):
            text = f"back to the queue: {r.new}"
        else:
            continue
        entries.append((r.time, text))
    # By the millisecond; within one, the scheduler's steps come first (they did).
    ordered = sorted(entries + log, key=lambda entry: round(entry[0], 3))
    return "\n".join(f"t={time:7.3f}  {text}" for time, text in ordered)
