"""`kube-scheduler-py simulate` honours docs/simulate.md."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.cli import main
from kube_scheduler_py.simulation.output import to_json
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.v1_31.api.loader import load_text
from kube_scheduler_py.v1_31.apis.config.write import load_config
from kube_scheduler_py.v1_31.framework import interface as framework
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry

CLUSTER = """
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
---
apiVersion: v1
kind: Node
metadata: {name: small, labels: {kubernetes.io/hostname: small}}
status: {capacity: {cpu: "1", memory: 2Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata: {name: big, labels: {kubernetes.io/hostname: big}}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Pod
metadata: {name: running, namespace: apps}
spec:
  nodeName: small
  containers: [{name: c, image: busybox, resources: {requests: {cpu: 500m}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers: [{name: c, image: busybox, resources: {requests: {cpu: "2"}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: huge}
spec:
  priorityClassName: high
  containers: [{name: c, image: busybox, resources: {requests: {cpu: "8"}}}]
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: ignored}
"""


@pytest.fixture
def scenario(tmp_path: Path) -> Path:
    path = tmp_path / "cluster.yaml"
    path.write_text(CLUSTER)
    return path


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_json_output_reports_every_pod_in_file_order(
    scenario: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(capsys, "simulate", str(scenario))
    assert code == 0
    assert err == (
        f"warning: {scenario}: document 7: skipping kind Deployment: the scheduler does not "
        "read it (further objects of this kind are skipped silently)\n"
    )
    doc = json.loads(out)
    assert doc["kubernetesVersion"] == "v1.31.1"
    assert [(p["namespace"], p["name"], p["nodeName"]) for p in doc["pods"]] == [
        ("apps", "running", "small"),
        ("default", "web", "big"),
        ("default", "huge", ""),
    ]
    running, web, huge = doc["pods"]
    assert running["uid"] == str(
        uuid.uuid5(uuid.NAMESPACE_URL, "kube-scheduler-py/Pod/apps/running")
    )
    assert running["annotations"] == {}  # never attempted
    assert web["conditions"] == [
        {"type": "PodScheduled", "status": "True", "reason": "", "message": ""}
    ]
    # On small, removing the running pod would not free enough cpu; big has nothing to evict.
    message = (
        "0/2 nodes are available: 2 Insufficient cpu. preemption: 0/2 nodes are available: "
        "1 Insufficient cpu, 1 No preemption victims found for incoming pod."
    )
    assert huge["conditions"] == [
        {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": message}
    ]
    filters = json.loads(huge["annotations"]["kube-scheduler-simulator.sigs.k8s.io/filter-result"])
    assert filters["big"]["NodeResourcesFit"] == "Insufficient cpu"
    assert web["annotations"]["kube-scheduler-simulator.sigs.k8s.io/selected-node"] == "big"
    assert [(e["reason"], e["regarding"]["name"], e["note"]) for e in doc["events"]] == [
        ("FailedScheduling", "huge", message),
        ("Scheduled", "web", "Successfully assigned default/web to big"),
    ]


def test_priority_decides_queue_order(scenario: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # huge (priority 1000) is tried before web (priority 0) although it comes later in the file.
    _, out, _ = _run(capsys, "simulate", str(scenario))
    assert [e["regarding"]["name"] for e in json.loads(out)["events"]] == ["huge", "web"]


def test_same_scenario_and_seed_give_the_same_bytes(
    scenario: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, first, _ = _run(capsys, "simulate", str(scenario), "--seed", "7")
    _, second, _ = _run(capsys, "simulate", str(scenario), "--seed", "7")
    assert first == second


def test_table_output(scenario: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "simulate", str(scenario), "--output", "table")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["POD", "NODE", "RESULT"]
    assert lines[1].split() == ["apps/running", "small", "running"]
    assert lines[2].split() == ["default/web", "big", "scheduled"]
    assert lines[3].startswith("default/huge")
    assert "Unschedulable: 0/2 nodes are available: 2 Insufficient cpu." in lines[3]
    assert "default/huge:" in lines
    assert any("NodeResourcesFit: Insufficient cpu" in line for line in lines)


def test_preemption_victims_stay_in_the_list_as_deleted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "preempt.yaml"
    path.write_text(
        """
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
---
apiVersion: v1
kind: Node
metadata: {name: n1}
status: {capacity: {cpu: "1", memory: 1Gi, pods: "10"}}
---
apiVersion: v1
kind: Pod
metadata: {name: victim}
spec: {nodeName: n1, containers: [{name: c, image: busybox, resources: {requests: {cpu: 800m}}}]}
---
apiVersion: v1
kind: Pod
metadata: {name: preemptor}
spec:
  priorityClassName: high
  containers: [{name: c, image: busybox, resources: {requests: {cpu: 800m}}}]
"""
    )
    _, out, _ = _run(capsys, "simulate", str(path))
    victim, preemptor = json.loads(out)["pods"]
    assert victim["deleted"] is True
    assert [c["type"] for c in victim["conditions"]] == ["DisruptionTarget"]
    assert preemptor["nodeName"] == "n1"
    reasons = [e["reason"] for e in json.loads(out)["events"]]
    assert reasons == ["Preempted", "FailedScheduling", "Scheduled"]


def test_bad_input_exits_2_and_simulates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {priority: x}\n")
    code, out, err = _run(capsys, "simulate", str(path))
    assert code == 2
    assert out == ""
    assert err.startswith(f"error: {path}: document 1 (Pod default/p): spec.priority: ")


def test_unknown_priority_class_is_refused_as_the_apiserver_would(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {priorityClassName: x}\n"
    )
    code, out, err = _run(capsys, "simulate", str(path))
    assert (code, out) == (2, "")
    assert err == (
        f'error: {path}: document 1 (Pod default/p): pods "p" is forbidden: '
        "no PriorityClass with name x was found\n"
    )


def test_config_selects_a_scoring_strategy(
    tmp_path: Path, scenario: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
  pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: MostAllocated
"""
    )
    code, out, _ = _run(capsys, "simulate", str(scenario), "--config", str(config))
    assert code == 0
    assert json.loads(out)["pods"][1]["nodeName"] == "big"


def test_invalid_config_exits_2(
    tmp_path: Path, scenario: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
        "percentageOfNodesToScore: 101\n"
    )
    code, out, err = _run(capsys, "simulate", str(scenario), "--config", str(config))
    assert (code, out) == (2, "")
    assert "percentageOfNodesToScore" in err


def test_stdin_and_module_entry_point(scenario: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kube_scheduler_py", "simulate", "-"],
        input=scenario.read_text(),
        capture_output=True,
        text=True,
        check=True,
    )
    assert [p["name"] for p in json.loads(result.stdout)["pods"]] == ["running", "web", "huge"]


def test_config_defaults_lists_the_default_plugins(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "config", "defaults")
    assert code == 0
    assert out.startswith("apiVersion: kubescheduler.config.k8s.io/v1\n")
    assert "kind: KubeSchedulerConfiguration" in out
    for plugin in ("SchedulingGates", "PrioritySort", "NodeResourcesFit", "DefaultBinder"):
        assert f"name: {plugin}" in out


class _NoSmallNodes(framework.FilterPlugin):
    """A plugin of our own: rejects the node called small."""

    def name(self) -> str:
        return "NoSmallNodes"

    def filter(self, state: Any, pod: Any, node_info: Any) -> framework.Status | None:
        if node_info.node().metadata.name == "small":
            return framework.new_status(framework.Unschedulable, "small nodes are not allowed")
        return None


def test_plugins_of_your_own_come_in_through_the_out_of_tree_registry() -> None:
    config = load_config(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
  plugins:
    multiPoint:
      enabled: [{name: NoSmallNodes}]
"""
    )
    registry = Registry({"NoSmallNodes": lambda args, handle: _NoSmallNodes()})
    objects = load_text(
        """
apiVersion: v1
kind: Node
metadata: {name: small}
status: {capacity: {cpu: "8", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata: {name: big}
status: {capacity: {cpu: "4", memory: 4Gi, pods: "110"}}
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec: {containers: [{name: c, image: busybox, resources: {requests: {cpu: "1"}}}]}
"""
    ).objects
    (web,) = simulate(objects, config, out_of_tree_registry=registry).pods
    assert web.pod.spec.node_name == "big"
    filters = json.loads(web.annotations["kube-scheduler-simulator.sigs.k8s.io/filter-result"])
    assert filters["small"]["NoSmallNodes"] == "small nodes are not allowed"
    assert filters["big"]["NoSmallNodes"] == "passed"


class _LongReason(framework.FilterPlugin):
    """Rejects every node with a reason of "x" and 400 euro signs (1201 bytes of UTF-8)."""

    def name(self) -> str:
        return "LongReason"

    def filter(self, state: Any, pod: Any, node_info: Any) -> framework.Status | None:
        return framework.new_status(framework.Unschedulable, "x" + "\u20ac" * 400)


def test_a_note_cut_inside_a_character_is_written_as_gos_json_writes_it() -> None:
    config = load_config(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
  plugins:
    multiPoint:
      enabled: [{name: LongReason}]
"""
    )
    registry = Registry({"LongReason": lambda args, handle: _LongReason()})
    objects = load_text(
        """
apiVersion: v1
kind: Node
metadata: {name: n1}
status: {capacity: {cpu: "8", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Pod
metadata: {name: p}
spec: {containers: [{name: c}]}
"""
    ).objects
    text = to_json(simulate(objects, config, out_of_tree_registry=registry))
    # The note is cut at byte 1020 of "0/1 nodes are available: 1 x€€€…", inside a euro sign
    # (3 bytes): Go's encoding/json writes each of its two stray bytes as the escape \ufffd.
    (note,) = [e["note"] for e in json.loads(text)["events"] if e["reason"] == "FailedScheduling"]
    prefix = "0/1 nodes are available: 1 "
    assert note.startswith(prefix)
    assert note.endswith("\u20ac\ufffd\ufffd ...")
    assert len(note.encode()) == 1020 - 2 + 2 * 3 + 4
    assert '\\ufffd\\ufffd ..."' in text
    text.encode()  # no stray surrogate is left to break the UTF-8 output


class _GangOfTwo(framework.PermitPlugin):
    """The first pod waits at Permit; the second one lets it through."""

    def __init__(self, handle: Any) -> None:
        self.handle = handle

    def name(self) -> str:
        return "GangOfTwo"

    def permit(self, state: Any, pod: Any, node_name: str) -> tuple[Any, timedelta]:
        waiting: list[Any] = []
        self.handle.iterate_over_waiting_pods(waiting.append)
        if not waiting:
            return framework.new_status(framework.Wait), timedelta(seconds=30)
        for other in waiting:
            other.allow(self.name())
        return None, timedelta(0)


def test_without_waiting_for_binding_a_pod_can_release_one_waiting_at_permit() -> None:
    config = load_config(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
  plugins:
    multiPoint:
      enabled: [{name: GangOfTwo}]
"""
    )
    registry = Registry({"GangOfTwo": lambda args, handle: _GangOfTwo(handle)})
    objects = load_text(
        """
apiVersion: v1
kind: Node
metadata: {name: n1}
status: {capacity: {cpu: "4", memory: 4Gi, pods: "110"}}
---
apiVersion: v1
kind: Pod
metadata: {name: a}
spec: {containers: [{name: c, image: busybox}]}
---
apiVersion: v1
kind: Pod
metadata: {name: b}
spec: {containers: [{name: c, image: busybox}]}
"""
    ).objects
    result = simulate(objects, config, out_of_tree_registry=registry, wait_for_binding=False)
    assert result.settled
    assert [(p.pod.metadata.name, p.pod.spec.node_name) for p in result.pods] == [
        ("a", "n1"),
        ("b", "n1"),
    ]
    permits = [
        json.loads(p.annotations["kube-scheduler-simulator.sigs.k8s.io/permit-result"])
        for p in result.pods
    ]
    assert permits == [{"GangOfTwo": "wait"}, {"GangOfTwo": "success"}]
