"""Timed writes in a scenario (docs/simulate.md, "Timed writes"), on the port's side.

Both sides are compared on tests/conformance/scenarios/timeline and on the refusals; these
tests pin what the output alone does not show.
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.apiserver.server import deterministic_uid
from kube_scheduler_py.simulation.run import ObjectRefusedError, SimulationResult, simulate
from kube_scheduler_py.simulation.timeline import AT, DELETE_AT
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import LoadError, load_text

NODE = """
apiVersion: v1
kind: Node
metadata: {name: n1, labels: {kubernetes.io/hostname: n1}}
status: {capacity: {cpu: "2", memory: 4Gi, pods: "110"}}
"""

GATED = """
---
apiVersion: v1
kind: Pod
metadata: {name: web, annotations: {team: a}}
spec:
  schedulingGates: [{name: example.com/quota}]
  containers: [{name: c, image: busybox}]
"""


def _ungated(at: str) -> str:
    return f"""
---
apiVersion: v1
kind: Pod
metadata: {{name: web, annotations: {{team: a, {AT}: {at}}}}}
spec:
  containers: [{{name: c, image: busybox}}]
"""


def test_a_timed_write_is_stored_without_its_annotation_and_listed_once() -> None:
    objects = load_text(NODE + GATED + _ungated("2s")).objects
    result = simulate(objects, validate=True)
    [web] = result.pods
    assert web.pod.spec.node_name == "n1"
    assert web.pod.metadata.annotations == {"team": "a"}


def test_the_run_lasts_until_the_last_timed_write() -> None:
    objects = load_text(NODE + GATED + _ungated("50m")).objects
    result = simulate(objects, validate=True)
    assert result.settled
    assert result.pods[0].pod.spec.node_name == "n1"
    [scheduled] = [e for e in result.events if e.reason == "Scheduled"]
    start = min(o.metadata.creation_timestamp for o in objects)
    assert (scheduled.event_time - start).total_seconds() >= 50 * 60


def test_a_name_given_twice_needs_a_timing_annotation() -> None:
    with pytest.raises(LoadError, match='pods "web" already exists'):
        load_text(NODE + GATED + GATED)


@pytest.mark.parametrize(
    ("annotations", "complaint"),
    [
        ({AT: "soon"}, 'Invalid value: "soon": time: invalid duration "soon"'),
        ({AT: "-1ms"}, 'Invalid value: "-1ms": must not be negative'),
        ({AT: "2s", DELETE_AT: "1s"}, f"must not be earlier than {AT}"),
        ({AT: "2562047h48m"}, 'Invalid value: "2562047h48m": time: invalid duration "2562047h48m"'),
        ({AT: "\t5s"}, 'Invalid value: "\\t5s": time: invalid duration "\\x095s"'),
    ],
)
def test_bad_timing_is_refused_at_load(annotations: dict[str, str], complaint: str) -> None:
    text = (
        NODE
        + "---\n"
        + "\n".join(
            [
                "apiVersion: v1",
                "kind: Pod",
                f"metadata: {{name: web, annotations: {annotations!r}}}".replace("'", '"'),
                "spec: {containers: [{name: c, image: busybox}]}",
            ]
        )
    )
    with pytest.raises(LoadError, match="document 2 \\(Pod default/web\\)") as err:
        load_text(text)
    assert complaint in str(err.value)


CLAIM = """
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data, labels: {tier: a}}
spec:
  accessModes: [ReadWriteOnce]
  storageClassName: ""
  volumeName: pv-1
  resources: {requests: {storage: 1Gi}}
status: {phase: Bound}
"""


def _claim_replaced(at: str, storage: str) -> str:
    return f"""
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {{name: data, labels: {{tier: b}}, annotations: {{{AT}: {at}}}}}
spec:
  accessModes: [ReadWriteOnce]
  storageClassName: ""
  volumeName: pv-1
  resources: {{requests: {{storage: {storage}}}}}
"""


def _stored_claim(result: SimulationResult) -> v1.PersistentVolumeClaim:
    assert result.scheduler is not None
    claim: v1.PersistentVolumeClaim = result.scheduler.client.server.get(
        v1.PersistentVolumeClaim, "default", "data"
    )
    return claim


def test_a_replacement_takes_metadata_and_spec_and_keeps_the_stored_status() -> None:
    objects = load_text(NODE + CLAIM + _claim_replaced("1s", "2Gi")).objects
    result = simulate(objects, validate=True)
    claim = _stored_claim(result)
    assert claim.metadata.labels == {"tier": "b"}
    assert str(claim.spec.resources.requests["storage"]) == "2Gi"
    assert claim.status.phase == v1.ClaimBound


def test_a_name_deleted_before_its_next_write_is_created_again_not_updated() -> None:
    deleted = CLAIM.replace(
        "labels: {tier: a}", f"labels: {{tier: a}}, annotations: {{{DELETE_AT}: 1s}}"
    )
    # A smaller request would be refused as an update; after the deletion it is a new claim.
    objects = load_text(NODE + deleted + _claim_replaced("2s", "500Mi")).objects
    result = simulate(objects, validate=True)
    claim = _stored_claim(result)
    assert str(claim.spec.resources.requests["storage"]) == "500Mi"
    assert claim.status.phase == v1.ClaimPending
    with pytest.raises(ObjectRefusedError, match="field can not be less than previous value"):
        simulate(load_text(NODE + CLAIM + _claim_replaced("2s", "500Mi")).objects, validate=True)


DUMPED_NODE = """
apiVersion: v1
kind: Node
metadata:
  name: n1
  uid: 5f0c8c6e-0000-4000-8000-000000000001
  resourceVersion: "48213"
  labels: {kubernetes.io/hostname: n1}
  annotations: {%s}
spec: {unschedulable: %s}
status: {capacity: {cpu: "2", memory: 4Gi, pods: "110"}}
"""


def test_a_dumped_replacement_is_an_unconditional_update_keeping_the_uid() -> None:
    # The replacement's resourceVersion and uid are the dumped cluster's: they are dropped, so
    # the write neither conflicts nor changes the uid the create gave.
    pending = "---\napiVersion: v1\nkind: Pod\nmetadata: {name: web, uid: abc}\n"
    pending += "spec: {containers: [{name: c, image: busybox}]}\n"
    text = DUMPED_NODE % ("", "true") + pending + "---\n" + DUMPED_NODE % (f"{AT}: 3s", "false")
    objects = load_text(text).objects
    result = simulate(objects, validate=True)
    [web] = result.pods
    assert web.pod.spec.node_name == "n1"
    assert web.pod.metadata.uid == deterministic_uid("Pod", "default", "web")
    node = result.scheduler.client.core_v1().nodes().get("n1")
    assert node.metadata.uid == deterministic_uid("Node", "", "n1")
    assert objects[0].metadata.resource_version == "48213"  # the caller's objects stay


def test_a_pod_written_after_the_time_limit_is_listed_as_created() -> None:
    objects = load_text(
        NODE + GATED.replace("annotations: {", f"annotations: {{{AT}: 2h, ")
    ).objects
    result = simulate(objects, validate=True)
    assert not result.settled
    [web] = result.pods
    assert web.deleted
    assert web.pod.metadata.uid == deterministic_uid("Pod", "default", "web")
    assert [c.reason for c in web.pod.status.conditions] == ["SchedulingGated"]
