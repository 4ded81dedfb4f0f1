"""Loading manifests as the apiserver would have stored them, and refusing what it would refuse."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import ClassVar

import kubernetes.client as k8s
import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import LoadError, load_objects, load_paths, load_text
from kube_scheduler_py.v1_31.api.policy import v1 as policyv1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
KUBEADM = str(FIXTURES / "kubeadm-3-nodes.yaml")


def _by_name(objects: list[object], name: str) -> object:
    return next(obj for obj in objects if obj.metadata.name == name)  # type: ignore[attr-defined]


class TestKubectlDump:
    """`kubectl get nodes,pods -A -o yaml` of a kubeadm cluster loads as stored."""

    def test_loads_every_node_and_pod_in_order_without_warnings(self) -> None:
        result = load_paths([KUBEADM])
        assert result.warnings == []
        assert [type(o).__name__ for o in result.objects] == ["Node"] * 3 + ["Pod"] * 7
        assert [n.metadata.name for n in result.of_kind(v1.Node)] == [
            "cp-1",
            "worker-1",
            "worker-2",
        ]

    def test_control_plane_node(self) -> None:
        cp = _by_name(load_paths([KUBEADM]).objects, "cp-1")
        assert isinstance(cp, v1.Node)
        assert cp.spec.taints == [
            v1.Taint(key="node-role.kubernetes.io/control-plane", effect="NoSchedule")
        ]
        assert cp.metadata.labels["topology.kubernetes.io/zone"] == "zone-a"
        assert cp.status.allocatable["memory"] == must_parse("3926908Ki")
        assert cp.status.images[0].names[1] == "registry.k8s.io/etcd:3.5.15-0"
        assert cp.status.images[0].size_bytes == 56909194
        assert cp.metadata.namespace == ""

    def test_allocatable_is_kept_when_given_and_rounded_to_milli(self) -> None:
        worker = _by_name(load_paths([KUBEADM]).objects, "worker-2")
        assert isinstance(worker, v1.Node)
        assert worker.status.allocatable["cpu"].milli_value() == 3800
        assert worker.status.allocatable["memory"].value() == 8053063680

    def test_static_pod_fields(self) -> None:
        etcd = _by_name(load_paths([KUBEADM]).objects, "etcd-cp-1")
        assert isinstance(etcd, v1.Pod)
        assert etcd.metadata.namespace == "kube-system"
        assert etcd.spec.node_name == "cp-1"
        assert etcd.spec.priority == 2000001000
        assert etcd.spec.host_network is True
        assert etcd.status.phase == v1.PodRunning
        assert etcd.metadata.owner_references[0].kind == "Node"
        assert etcd.spec.containers[0].resources.requests["cpu"].milli_value() == 100

    def test_coredns_affinity_and_defaulted_port_protocol(self) -> None:
        coredns = _by_name(load_paths([KUBEADM]).objects, "coredns-7c65d6cfc9-4xk2p")
        assert isinstance(coredns, v1.Pod)
        anti = coredns.spec.affinity.pod_anti_affinity  # type: ignore[union-attr]
        assert anti is not None
        term = anti.preferred_during_scheduling_ignored_during_execution[0]
        assert term.weight == 100
        assert term.pod_affinity_term.topology_key == "kubernetes.io/hostname"
        protocols = [p.protocol for p in coredns.spec.containers[0].ports]
        assert protocols == ["UDP", "TCP", "TCP"]  # the metrics port names none: TCP
        assert coredns.spec.scheduler_name == "default-scheduler"

    def test_daemonset_pod_node_affinity_on_metadata_name(self) -> None:
        proxy = _by_name(load_paths([KUBEADM]).objects, "kube-proxy-7t2bw")
        assert isinstance(proxy, v1.Pod)
        required = (
            proxy.spec.affinity.node_affinity.required_during_scheduling_ignored_during_execution
        )  # type: ignore[union-attr]
        assert required is not None
        field = required.node_selector_terms[0].match_fields[0]
        assert (field.key, field.operator, field.values) == ("metadata.name", "In", ["worker-1"])


class TestDefaults:
    def test_requests_default_to_limits_and_namespace_to_default(self) -> None:
        result = load_text(
            """
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - name: c
    resources:
      limits: {cpu: 500m, memory: 1Gi}
      requests: {memory: 512Mi}
"""
        )
        pod = result.objects[0]
        assert pod.metadata.namespace == "default"
        assert pod.spec.containers[0].resources.requests == {
            "cpu": must_parse("500m"),
            "memory": must_parse("512Mi"),
        }
        assert pod.spec.restart_policy == "Always"

    def test_quantities_are_rounded_up_to_milli(self) -> None:
        pod = load_text(
            "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\n"
            "spec: {containers: [{name: c, resources: {requests: {cpu: 0.0001}}}]}\n"
        ).objects[0]
        assert pod.spec.containers[0].resources.requests["cpu"].string() == "1m"

    def test_host_network_ports_get_host_ports(self) -> None:
        pod = load_text(
            "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\n"
            "spec: {hostNetwork: true, containers: [{name: c, ports: [{containerPort: 8080}]}]}\n"
        ).objects[0]
        assert pod.spec.containers[0].ports[0].host_port == 8080

    def test_node_allocatable_defaults_to_capacity(self) -> None:
        node = load_text(
            "apiVersion: v1\nkind: Node\nmetadata: {name: n1}\n"
            "status: {capacity: {cpu: '4', memory: 8Gi, pods: '110'}}\n"
        ).objects[0]
        assert node.status.allocatable == node.status.capacity
        assert node.status.allocatable is not node.status.capacity

    def test_other_kinds_get_their_defaults(self) -> None:
        result = load_text(
            """
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
---
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata: {name: fast}
provisioner: csi.example.com
---
apiVersion: v1
kind: Namespace
metadata: {name: team-a}
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data}
spec: {resources: {requests: {storage: 1Gi}}}
"""
        )
        pc, sc, ns, pvc = result.objects
        assert isinstance(pc, schedulingv1.PriorityClass)
        assert pc.preemption_policy == "PreemptLowerPriority"
        assert isinstance(sc, storagev1.StorageClass)
        assert (sc.reclaim_policy, sc.volume_binding_mode) == ("Delete", "Immediate")
        assert ns.metadata.labels == {"kubernetes.io/metadata.name": "team-a"}
        assert ns.status.phase == "Active"
        assert (pvc.metadata.namespace, pvc.status.phase) == ("default", "Pending")
        assert pvc.spec.volume_mode == "Filesystem"


class TestForms:
    POD: ClassVar[dict[str, object]] = {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": "web"},
        "spec": {},
    }

    def test_json_single_object(self) -> None:
        assert load_text(json.dumps(self.POD)).objects[0].metadata.name == "web"

    def test_typed_list_from_the_api(self) -> None:
        pod_list = {"apiVersion": "v1", "kind": "PodList", "items": [{"metadata": {"name": "a"}}]}
        (pod,) = load_text(json.dumps(pod_list)).objects
        assert isinstance(pod, v1.Pod)

    def test_stdin(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(self.POD)))
        assert len(load_paths(["-"]).objects) == 1

    def test_dicts_and_kubernetes_client_objects(self) -> None:
        client_pod = k8s.V1Pod(
            metadata=k8s.V1ObjectMeta(name="from-client", namespace="apps"),
            spec=k8s.V1PodSpec(
                containers=[
                    k8s.V1Container(
                        name="c", resources=k8s.V1ResourceRequirements(requests={"cpu": "250m"})
                    )
                ],
                node_selector={"disk": "ssd"},
            ),
        )
        client_pdb = k8s.V1PodDisruptionBudget(
            metadata=k8s.V1ObjectMeta(name="pdb"),
            spec=k8s.V1PodDisruptionBudgetSpec(min_available=1),
        )
        result = load_objects([self.POD, client_pod, client_pdb])
        web, pod, pdb = result.objects
        assert web.metadata.name == "web"
        assert pod.metadata.namespace == "apps"
        assert pod.spec.node_selector == {"disk": "ssd"}
        assert pod.spec.containers[0].resources.requests["cpu"].milli_value() == 250
        assert isinstance(pdb, policyv1.PodDisruptionBudget)
        assert pdb.spec.min_available.int_value() == 1


class TestWarnings:
    def test_unknown_field_is_named_but_loads(self) -> None:
        result = load_text(
            "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\n"
            "spec: {containers: [{name: c, resourcez: {}}], dnsPolicy: ClusterFirst}\n",
            "pods.yaml",
        )
        assert result.warnings == [
            'pods.yaml: document 1 (Pod default/web): unknown field "spec.containers[0].resourcez"'
        ]
        assert len(result.objects) == 1

    def test_kinds_the_scheduler_never_reads_are_skipped_once_per_kind(self) -> None:
        text = "\n---\n".join(
            [
                "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: a}",
                "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: b}",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}",
                "apiVersion: v1\nkind: Node\nmetadata: {name: n1}",
            ]
        )
        result = load_text(text, "dump.yaml")
        assert [type(o).__name__ for o in result.objects] == ["Node"]
        assert result.warnings == [
            "dump.yaml: document 1: skipping kind Deployment: the scheduler does not read it "
            "(further objects of this kind are skipped silently)",
            "dump.yaml: document 3: skipping kind ConfigMap: the scheduler does not read it "
            "(further objects of this kind are skipped silently)",
        ]


class TestBadInput:
    """One error naming file, document, object and field; nothing is loaded."""

    def _error(self, tmp_path: Path, text: str) -> str:
        good = tmp_path / "nodes.yaml"
        good.write_text("apiVersion: v1\nkind: Node\nmetadata: {name: n1}\n")
        bad = tmp_path / "cluster.yaml"
        bad.write_text(text)
        with pytest.raises(LoadError) as err:
            load_paths([str(good), str(bad)])
        return str(err.value).replace(str(tmp_path) + "/", "")

    def test_broken_yaml_names_the_line(self, tmp_path: Path) -> None:
        text = (
            "apiVersion: v1\nkind: Node\nmetadata: {name: n2}\n---\n"
            "apiVersion: v1\nkind: Pod\n  name: x\n"
        )
        assert self._error(tmp_path, text) == (
            "cluster.yaml: document 2: line 7, column 7: "
            "mapping values are not allowed in this context"
        )

    def test_not_a_kubernetes_object(self, tmp_path: Path) -> None:
        assert self._error(tmp_path, "- a\n- b\n") == (
            "cluster.yaml: document 1: not a Kubernetes object: expected a mapping, got a list"
        )
        assert self._error(tmp_path, "apiVersion: v1\nmetadata: {name: x}\n") == (
            "cluster.yaml: document 1: Object 'Kind' is missing in "
            '\'{"apiVersion":"v1","metadata":{"name":"x"}}\''
        )

    def test_invalid_quantity(self, tmp_path: Path) -> None:
        text = (
            "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\n---\n"
            "apiVersion: v1\nkind: Pod\nmetadata: {name: api, namespace: prod}\n"
            "spec: {containers: [{name: c, resources: {requests: {cpu: 1x}}}]}\n"
        )
        assert self._error(tmp_path, text) == (
            "cluster.yaml: document 2 (Pod prod/api): spec.containers[0].resources.requests.cpu: "
            'Invalid value: "1x": quantities must match the regular expression '
            "'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
        )

    def test_wrong_type(self, tmp_path: Path) -> None:
        text = (
            "apiVersion: v1\nkind: Node\nmetadata: {name: n2}\nspec: {unschedulable: yes-please}\n"
        )
        message = self._error(tmp_path, text)
        assert message.startswith(
            'cluster.yaml: document 1 (Node n2): spec.unschedulable: Invalid value: "yes-please": '
            "json: cannot unmarshal string into Go struct field"
        )
        assert message.endswith("of type bool")

    def test_validation_is_left_to_the_api_server(self, tmp_path: Path) -> None:
        # A negative request decodes; the in-memory API server refuses it on create, after
        # admission, as kube-apiserver does (tests/apiserver/test_server.py).
        path = tmp_path / "cluster.yaml"
        path.write_text(
            "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\n"
            "spec: {containers: [{name: c, resources: {requests: {cpu: '-1'}}}]}\n"
        )
        assert [pod.metadata.name for pod in load_paths([str(path)]).objects] == ["web"]

    def test_missing_name(self, tmp_path: Path) -> None:
        text = "apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: Node, metadata: {}}\n"
        assert self._error(tmp_path, text) == (
            "cluster.yaml: document 1, item 1 (Node <no name>): metadata.name: Required value: "
            "name or generateName is required"
        )

    def test_wrong_version_of_a_known_kind(self, tmp_path: Path) -> None:
        text = "apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata: {name: pdb}\n"
        assert self._error(tmp_path, text) == (
            "cluster.yaml: document 1 (PodDisruptionBudget default/pdb): "
            'no kind "PodDisruptionBudget" is registered for version "policy/v1beta1" '
            "(the scheduler reads policy/v1)"
        )

    def test_duplicate_object(self, tmp_path: Path) -> None:
        text = "apiVersion: v1\nkind: Node\nmetadata: {name: n1}\n"
        assert self._error(tmp_path, text) == (
            'cluster.yaml: document 1 (Node n1): nodes "n1" already exists'
        )

    def test_missing_file(self, tmp_path: Path) -> None:
        with pytest.raises(LoadError, match=r"no-such\.yaml: no such file or directory"):
            load_paths([str(tmp_path / "no-such.yaml")])
