"""Round trips and errors of the generic API object decoder/encoder."""

from __future__ import annotations

import copy
from datetime import UTC, datetime
from typing import Any

import pytest

from kube_scheduler_py.v1_31.api.apps import v1 as appsv1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.policy import v1 as policyv1
from kube_scheduler_py.v1_31.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_31.api.serialization import DecodeError, from_dict, to_dict
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util.intstr import from_int32, from_string

POD: dict[str, Any] = {
    "apiVersion": "v1",
    "kind": "Pod",
    "metadata": {
        "name": "web-0",
        "namespace": "shop",
        "uid": "0d9c4a1e-7f1b-4b8e-9a57-1f0c1d2e3f40",
        "creationTimestamp": "2024-05-01T10:00:00Z",
        "labels": {"app": "web", "tier": "front"},
        "annotations": {"note": "x"},
        "ownerReferences": [
            {
                "apiVersion": "apps/v1",
                "kind": "StatefulSet",
                "name": "web",
                "uid": "5b1e",
                "controller": True,
            }
        ],
    },
    "spec": {
        "volumes": [
            {"name": "data", "persistentVolumeClaim": {"claimName": "data-web-0"}},
            {"name": "scratch", "emptyDir": {}},
            {
                "name": "cache",
                "ephemeral": {
                    "volumeClaimTemplate": {
                        "metadata": {"labels": {"type": "cache"}},
                        "spec": {
                            "accessModes": ["ReadWriteOnce"],
                            "storageClassName": "fast",
                            "resources": {"requests": {"storage": "1Gi"}},
                        },
                    }
                },
            },
            {"name": "cfg", "configMap": {"name": "web-config", "defaultMode": 420}},
            {"name": "disk", "gcePersistentDisk": {"pdName": "pd-1", "fsType": "ext4"}},
            {"name": "iscsi", "iscsi": {"targetPortal": "10.0.0.1:3260", "iqn": "iqn.x", "lun": 1}},
        ],
        "initContainers": [
            {
                "name": "sidecar",
                "image": "envoy:1.30",
                "restartPolicy": "Always",
                "resources": {"requests": {"cpu": "50m"}},
            }
        ],
        "containers": [
            {
                "name": "web",
                "image": "nginx:1.27",
                "args": ["-g", "daemon off;"],
                "ports": [
                    {"name": "http", "containerPort": 80, "hostPort": 8080, "protocol": "TCP"}
                ],
                "env": [
                    {"name": "MODE", "value": "prod"},
                    {"name": "POD_IP", "valueFrom": {"fieldRef": {"fieldPath": "status.podIP"}}},
                ],
                "resources": {
                    "requests": {"cpu": "250m", "memory": "64Mi"},
                    "limits": {"cpu": "1", "memory": "128Mi", "hugepages-2Mi": "4Mi"},
                },
                "volumeMounts": [{"name": "data", "mountPath": "/data"}],
            }
        ],
        "restartPolicy": "Always",
        "terminationGracePeriodSeconds": 30,
        "nodeSelector": {"kubernetes.io/os": "linux"},
        "nodeName": "node-1",
        "schedulerName": "default-scheduler",
        "priorityClassName": "high",
        "priority": 1000,
        "preemptionPolicy": "PreemptLowerPriority",
        "affinity": {
            "nodeAffinity": {
                "requiredDuringSchedulingIgnoredDuringExecution": {
                    "nodeSelectorTerms": [
                        {
                            "matchExpressions": [
                                {"key": "zone", "operator": "In", "values": ["a", "b"]}
                            ],
                            "matchFields": [
                                {"key": "metadata.name", "operator": "NotIn", "values": ["n9"]}
                            ],
                        }
                    ]
                },
                "preferredDuringSchedulingIgnoredDuringExecution": [
                    {
                        "weight": 10,
                        "preference": {"matchExpressions": [{"key": "disk", "operator": "Exists"}]},
                    }
                ],
            },
            "podAntiAffinity": {
                "requiredDuringSchedulingIgnoredDuringExecution": [
                    {
                        "labelSelector": {"matchLabels": {"app": "web"}},
                        "topologyKey": "kubernetes.io/hostname",
                        "namespaceSelector": {
                            "matchExpressions": [
                                {"key": "team", "operator": "NotIn", "values": ["ops"]}
                            ]
                        },
                        "matchLabelKeys": ["pod-template-hash"],
                    }
                ],
                "preferredDuringSchedulingIgnoredDuringExecution": [
                    {
                        "weight": 50,
                        "podAffinityTerm": {
                            "labelSelector": {"matchLabels": {"tier": "front"}},
                            "namespaces": ["shop"],
                            "topologyKey": "zone",
                            "mismatchLabelKeys": ["tenant"],
                        },
                    }
                ],
            },
        },
        "tolerations": [
            {"key": "dedicated", "operator": "Equal", "value": "web", "effect": "NoSchedule"},
            {
                "key": "node.kubernetes.io/not-ready",
                "operator": "Exists",
                "effect": "NoExecute",
                "tolerationSeconds": 300,
            },
        ],
        "overhead": {"cpu": "10m"},
        "topologySpreadConstraints": [
            {
                "maxSkew": 1,
                "topologyKey": "zone",
                "whenUnsatisfiable": "DoNotSchedule",
                "labelSelector": {"matchLabels": {"app": "web"}},
                "minDomains": 2,
                "nodeAffinityPolicy": "Honor",
                "nodeTaintsPolicy": "Ignore",
                "matchLabelKeys": ["pod-template-hash"],
            }
        ],
        "schedulingGates": [{"name": "example.com/wait"}],
        "os": {"name": "linux"},
    },
    "status": {
        "phase": "Pending",
        "conditions": [
            {
                "type": "PodScheduled",
                "status": "False",
                "lastTransitionTime": "2024-05-01T10:00:01Z",
                "reason": "Unschedulable",
                "message": "0/3 nodes are available.",
            }
        ],
        "nominatedNodeName": "node-2",
        "hostIP": "10.0.0.5",
        "podIPs": [{"ip": "10.1.0.7"}],
        "qosClass": "Burstable",
        "containerStatuses": [
            {
                "name": "web",
                "ready": True,
                "restartCount": 2,
                "allocatedResources": {"cpu": "250m"},
                "resources": {"requests": {"cpu": "250m"}},
                "state": {"running": {"startedAt": "2024-05-01T10:00:05Z"}},
            }
        ],
    },
}

NODE: dict[str, Any] = {
    "apiVersion": "v1",
    "kind": "Node",
    "metadata": {
        "name": "node-1",
        "labels": {
            "kubernetes.io/hostname": "node-1",
            "topology.kubernetes.io/zone": "a",
        },
    },
    "spec": {
        "podCIDR": "10.1.0.0/24",
        "podCIDRs": ["10.1.0.0/24"],
        "providerID": "kind://docker/kind/node-1",
        "unschedulable": True,
        "taints": [
            {"key": "node.kubernetes.io/unschedulable", "effect": "NoSchedule"},
            {
                "key": "node.kubernetes.io/not-ready",
                "effect": "NoExecute",
                "timeAdded": "2024-05-01T09:59:00Z",
            },
        ],
    },
    "status": {
        "capacity": {"cpu": "4", "memory": "16Gi", "pods": "110", "ephemeral-storage": "100Gi"},
        "allocatable": {"cpu": "3800m", "memory": "15Gi", "pods": "110"},
        "conditions": [
            {
                "type": "Ready",
                "status": "True",
                "lastHeartbeatTime": "2024-05-01T10:00:00Z",
                "lastTransitionTime": "2024-05-01T09:00:00Z",
                "reason": "KubeletReady",
                "message": "kubelet is posting ready status",
            }
        ],
        "addresses": [{"type": "InternalIP", "address": "172.18.0.2"}],
        "nodeInfo": {
            "machineID": "m1",
            "systemUUID": "u1",
            "bootID": "b1",
            "kernelVersion": "6.8.0",
            "osImage": "Debian GNU/Linux 12",
            "containerRuntimeVersion": "containerd://1.7.15",
            "kubeletVersion": "v1.31.1",
            "kubeProxyVersion": "v1.31.1",
            "operatingSystem": "linux",
            "architecture": "amd64",
        },
        "images": [{"names": ["docker.io/library/nginx:1.27"], "sizeBytes": 71000000}],
        "volumesInUse": ["kubernetes.io/csi/ebs.csi.aws.com^vol-1"],
        "volumesAttached": [
            {"name": "kubernetes.io/csi/ebs.csi.aws.com^vol-1", "devicePath": "/dev/xvdf"},
        ],
    },
}

PV: dict[str, Any] = {
    "apiVersion": "v1",
    "kind": "PersistentVolume",
    "metadata": {"name": "pv-1", "labels": {"topology.kubernetes.io/zone": "a"}},
    "spec": {
        "capacity": {"storage": "10Gi"},
        "accessModes": ["ReadWriteOnce"],
        "claimRef": {"kind": "PersistentVolumeClaim", "namespace": "shop", "name": "data-web-0"},
        "persistentVolumeReclaimPolicy": "Delete",
        "storageClassName": "fast",
        "volumeMode": "Filesystem",
        "csi": {
            "driver": "ebs.csi.aws.com",
            "volumeHandle": "vol-1",
            "fsType": "ext4",
            "volumeAttributes": {"type": "gp3"},
        },
        "nodeAffinity": {
            "required": {
                "nodeSelectorTerms": [
                    {
                        "matchExpressions": [
                            {
                                "key": "topology.kubernetes.io/zone",
                                "operator": "In",
                                "values": ["a"],
                            }
                        ]
                    }
                ]
            }
        },
    },
    "status": {"phase": "Bound"},
}

PVC: dict[str, Any] = {
    "apiVersion": "v1",
    "kind": "PersistentVolumeClaim",
    "metadata": {
        "name": "data-web-0",
        "namespace": "shop",
        "annotations": {"volume.kubernetes.io/selected-node": "node-1"},
    },
    "spec": {
        "accessModes": ["ReadWriteOnce"],
        "selector": {"matchLabels": {"release": "stable"}},
        "resources": {"requests": {"storage": "10Gi"}},
        "volumeName": "pv-1",
        "storageClassName": "fast",
        "volumeMode": "Filesystem",
        "dataSource": {
            "kind": "VolumeSnapshot",
            "name": "snap",
            "apiGroup": "snapshot.storage.k8s.io",
        },
    },
    "status": {"phase": "Bound", "accessModes": ["ReadWriteOnce"], "capacity": {"storage": "10Gi"}},
}

STORAGE_CLASS: dict[str, Any] = {
    "apiVersion": "storage.k8s.io/v1",
    "kind": "StorageClass",
    "metadata": {"name": "fast"},
    "provisioner": "ebs.csi.aws.com",
    "parameters": {"type": "gp3"},
    "reclaimPolicy": "Delete",
    "volumeBindingMode": "WaitForFirstConsumer",
    "allowVolumeExpansion": True,
    "allowedTopologies": [
        {"matchLabelExpressions": [{"key": "topology.kubernetes.io/zone", "values": ["a", "b"]}]}
    ],
}

CSI_NODE: dict[str, Any] = {
    "apiVersion": "storage.k8s.io/v1",
    "kind": "CSINode",
    "metadata": {
        "name": "node-1",
        "annotations": {"storage.alpha.kubernetes.io/migrated-plugins": "kubernetes.io/aws-ebs"},
    },
    "spec": {
        "drivers": [
            {
                "name": "ebs.csi.aws.com",
                "nodeID": "i-0123",
                "topologyKeys": ["topology.kubernetes.io/zone"],
                "allocatable": {"count": 25},
            }
        ]
    },
}

PDB: dict[str, Any] = {
    "apiVersion": "policy/v1",
    "kind": "PodDisruptionBudget",
    "metadata": {"name": "web", "namespace": "shop", "generation": 3},
    "spec": {
        "minAvailable": "50%",
        "selector": {"matchLabels": {"app": "web"}},
        "unhealthyPodEvictionPolicy": "AlwaysAllow",
    },
    "status": {
        "observedGeneration": 3,
        "disruptedPods": {"web-1": "2024-05-01T10:00:00Z"},
        "disruptionsAllowed": 1,
        "currentHealthy": 3,
        "desiredHealthy": 2,
        "expectedPods": 3,
        "conditions": [
            {
                "type": "DisruptionAllowed",
                "status": "True",
                "observedGeneration": 3,
                "lastTransitionTime": "2024-05-01T09:00:00Z",
                "reason": "SufficientPods",
                "message": "",
            }
        ],
    },
}

PRIORITY_CLASS: dict[str, Any] = {
    "apiVersion": "scheduling.k8s.io/v1",
    "kind": "PriorityClass",
    "metadata": {"name": "high"},
    "value": 1000000,
    "globalDefault": True,
    "description": "for important pods",
    "preemptionPolicy": "Never",
}


def _without_empty_message(obj: dict[str, Any]) -> dict[str, Any]:
    """The PDB manifest as the encoder writes it: an empty string field is omitted."""
    out = copy.deepcopy(obj)
    del out["status"]["conditions"][0]["message"]
    return out


@pytest.mark.parametrize(
    ("cls", "manifest", "expected"),
    [
        pytest.param(v1.Pod, POD, POD, id="Pod"),
        pytest.param(v1.Node, NODE, NODE, id="Node"),
        pytest.param(v1.PersistentVolume, PV, PV, id="PersistentVolume"),
        pytest.param(v1.PersistentVolumeClaim, PVC, PVC, id="PersistentVolumeClaim"),
        pytest.param(storagev1.StorageClass, STORAGE_CLASS, STORAGE_CLASS, id="StorageClass"),
        pytest.param(storagev1.CSINode, CSI_NODE, CSI_NODE, id="CSINode"),
        pytest.param(policyv1.PodDisruptionBudget, PDB, _without_empty_message(PDB), id="PDB"),
        pytest.param(
            schedulingv1.PriorityClass, PRIORITY_CLASS, PRIORITY_CLASS, id="PriorityClass"
        ),
    ],
)
def test_round_trip(cls: type, manifest: dict[str, Any], expected: dict[str, Any]) -> None:
    unknown: list[str] = []
    obj: Any = from_dict(cls, manifest, unknown=unknown)
    assert unknown == []
    assert to_dict(obj) == expected
    assert from_dict(cls, to_dict(obj)) == obj


def test_decoded_pod_fields() -> None:
    pod = from_dict(v1.Pod, POD)
    assert pod.name == "web-0"
    assert pod.namespace == "shop"
    assert pod.uid == "0d9c4a1e-7f1b-4b8e-9a57-1f0c1d2e3f40"
    assert pod.labels == {"app": "web", "tier": "front"}
    assert pod.annotations == {"note": "x"}
    assert pod.creation_timestamp == datetime(2024, 5, 1, 10, 0, 0, tzinfo=UTC)
    assert pod.spec.volumes[0].persistent_volume_claim == v1.PersistentVolumeClaimVolumeSource(
        claim_name="data-web-0"
    )
    assert pod.spec.volumes[1].empty_dir == v1.EmptyDirVolumeSource()
    assert pod.spec.volumes[3].config_map is not None
    assert pod.spec.volumes[3].config_map.local_object_reference.name == "web-config"
    assert pod.spec.init_containers[0].restart_policy == v1.ContainerRestartPolicyAlways
    assert str(pod.spec.containers[0].resources.limits[v1.ResourceCPU]) == "1"
    assert pod.spec.containers[0].ports[0].host_port == 8080
    assert pod.spec.priority == 1000
    assert pod.spec.tolerations[1].toleration_seconds == 300
    constraint = pod.spec.topology_spread_constraints[0]
    assert constraint.when_unsatisfiable == v1.DoNotSchedule
    assert constraint.node_taints_policy == v1.NodeInclusionPolicyIgnore
    assert constraint.min_domains == 2
    assert pod.status.host_ip == "10.0.0.5"
    assert pod.status.conditions[0].type == v1.PodScheduled
    assert pod.status.conditions[0].reason == v1.PodReasonUnschedulable


def test_decoded_pdb_fields() -> None:
    pdb = from_dict(policyv1.PodDisruptionBudget, PDB)
    assert pdb.spec.min_available == from_string("50%")
    assert pdb.spec.max_unavailable is None
    assert pdb.status.disrupted_pods == {"web-1": datetime(2024, 5, 1, 10, 0, 0, tzinfo=UTC)}
    assert pdb.generation == 3


def test_pointer_zero_values_are_kept() -> None:
    spec = from_dict(policyv1.PodDisruptionBudgetSpec, {"maxUnavailable": 0})
    assert spec.max_unavailable == from_int32(0)
    assert to_dict(spec) == {"maxUnavailable": 0}
    pod = v1.Pod(spec=v1.PodSpec(priority=0, node_name=""))
    assert to_dict(pod) == {"spec": {"priority": 0}}


def test_non_pointer_zero_values_are_omitted() -> None:
    port = from_dict(v1.ContainerPort, {"containerPort": 0, "hostPort": 0, "protocol": "TCP"})
    assert to_dict(port) == {"protocol": "TCP"}
    assert from_dict(v1.ContainerPort, to_dict(port)) == port


def test_null_leaves_zero_value() -> None:
    pod = from_dict(
        v1.Pod,
        {"metadata": {"creationTimestamp": None, "labels": None}, "spec": {"priority": None}},
    )
    assert pod.metadata.creation_timestamp is None
    assert pod.labels == {}
    assert pod.spec.priority is None


def test_time_forms() -> None:
    cond = from_dict(v1.PodCondition, {"lastTransitionTime": "2024-05-01T12:30:00.5+02:00"})
    assert cond.last_transition_time == datetime(2024, 5, 1, 10, 30, 0, 500000, tzinfo=UTC)
    assert to_dict(cond) == {"lastTransitionTime": "2024-05-01T10:30:00Z"}
    # PyYAML turns unquoted timestamps into naive UTC datetimes.
    naive = from_dict(v1.PodCondition, {"lastProbeTime": datetime(2024, 5, 1, 10, 30)})
    assert naive.last_probe_time == datetime(2024, 5, 1, 10, 30, tzinfo=UTC)


def test_micro_time() -> None:
    event = from_dict(
        eventsv1.Event,
        {
            "eventTime": "2024-05-01T10:00:00.123456Z",
            "regarding": {"kind": "Pod", "namespace": "shop", "name": "web-0"},
            "reason": "Scheduled",
            "note": "Successfully assigned shop/web-0 to node-1",
        },
    )
    assert to_dict(event)["eventTime"] == "2024-05-01T10:00:00.123456Z"
    assert event.regarding.name == "web-0"


def test_quantities_from_yaml_numbers() -> None:
    reqs = from_dict(v1.ResourceRequirements, {"requests": {"cpu": 2, "memory": 1.5, "pods": "3"}})
    assert {k: str(v) for k, v in reqs.requests.items()} == {
        "cpu": "2",
        "memory": "1500m",
        "pods": "3",
    }


def test_unknown_fields_reported() -> None:
    unknown: list[str] = []
    manifest = {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": "p", "bogus": 1},
        "spec": {
            "containers": [{"name": "c", "livenessProbe": {"exec": {}}}],
            "volumes": [{"name": "v", "nfs": {"server": "s", "path": "/"}, "flocker": {}}],
        },
        "extra": True,
    }
    pod = from_dict(v1.Pod, manifest, unknown=unknown)
    # livenessProbe and flocker are Kubernetes fields the scheduler never reads: they are
    # dropped silently; only fields Kubernetes itself does not know are reported.
    assert unknown == ["metadata.bogus", "extra"]
    assert pod.spec.volumes[0].nfs == v1.NFSVolumeSource(server="s", path="/")
    # Without a list to collect them, unknown fields are silently dropped.
    assert from_dict(v1.Pod, manifest) == pod


@pytest.mark.parametrize(
    ("cls", "data", "path", "message"),
    [
        pytest.param(
            v1.Pod,
            {"spec": {"containers": [{"name": "c", "ports": [{"containerPort": "abc"}]}]}},
            "spec.containers[0].ports[0].containerPort",
            'Invalid value: "abc": json: cannot unmarshal string into Go struct field '
            "ContainerPort.spec.containers.ports.containerPort of type int32",
            id="wrong type",
        ),
        pytest.param(
            v1.Pod,
            {"spec": {"containers": [{"resources": {"requests": {"cpu": "1x"}}}]}},
            "spec.containers[0].resources.requests.cpu",
            'Invalid value: "1x": quantities must match the regular expression '
            "'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
            id="bad quantity",
        ),
        pytest.param(
            v1.Pod,
            {"spec": {"nodeSelector": ["zone=a"]}},
            "spec.nodeSelector",
            'Invalid value: ["zone=a"]: json: cannot unmarshal array into Go struct field '
            "PodSpec.spec.nodeSelector of type map[string]string",
            id="list for map",
        ),
        pytest.param(
            v1.Pod,
            {"spec": {"tolerations": {"key": "a"}}},
            "spec.tolerations",
            'Invalid value: {"key":"a"}: json: cannot unmarshal object into Go struct field '
            "PodSpec.spec.tolerations of type []v1.Toleration",
            id="map for list",
        ),
        pytest.param(
            v1.Pod,
            {"spec": {"hostNetwork": "yes"}},
            "spec.hostNetwork",
            'Invalid value: "yes": json: cannot unmarshal string into Go struct field '
            "PodSpec.spec.hostNetwork of type bool",
            id="string for bool",
        ),
        pytest.param(
            v1.Pod,
            {"spec": {"priority": 2147483648}},
            "spec.priority",
            "Invalid value: 2147483648: json: cannot unmarshal number 2147483648 into Go struct "
            "field PodSpec.spec.priority of type int32",
            id="int32 overflow",
        ),
        pytest.param(
            v1.Node,
            {"status": {"images": [{"sizeBytes": 1.5}]}},
            "status.images[0].sizeBytes",
            "Invalid value: 1.5: json: cannot unmarshal number 1.5 into Go struct field "
            "ContainerImage.status.images.sizeBytes of type int64",
            id="fraction for int64",
        ),
        pytest.param(
            v1.Pod,
            {"metadata": {"name": 5}},
            "metadata.name",
            "Invalid value: 5: json: cannot unmarshal number into Go struct field "
            "ObjectMeta.metadata.name of type string",
            id="number for string",
        ),
        pytest.param(
            v1.Pod,
            {"metadata": {"creationTimestamp": "yesterday"}},
            "metadata.creationTimestamp",
            'Invalid value: "yesterday": parsing time "yesterday" as "2006-01-02T15:04:05Z07:00": '
            'cannot parse "yesterday" as "2006"',
            id="bad time",
        ),
        pytest.param(
            policyv1.PodDisruptionBudget,
            {"spec": {"minAvailable": True}},
            "spec.minAvailable",
            "Invalid value: true: json: cannot unmarshal bool into Go value of type int32",
            id="bool for IntOrString",
        ),
        pytest.param(
            v1.Pod,
            ["not", "an", "object"],
            "",
            'Invalid value: ["not","an","object"]: json: cannot unmarshal array into Go value '
            "of type v1.Pod",
            id="top level not an object",
        ),
    ],
)
def test_decode_errors(cls: type, data: Any, path: str, message: str) -> None:
    with pytest.raises(DecodeError) as info:
        from_dict(cls, data)
    assert info.value.path == path
    assert info.value.message == message
    assert str(info.value) == (f"{path}: {message}" if path else message)
    assert isinstance(info.value, ValueError)


def test_path_prefix() -> None:
    with pytest.raises(DecodeError) as info:
        from_dict(v1.PodSpec, {"nodeName": 1}, path="items[2].spec")
    assert info.value.path == "items[2].spec.nodeName"
    assert "PodSpec.items.spec.nodeName" in info.value.message


def test_object_meta_properties() -> None:
    meta = metav1.ObjectMeta(
        name="n", namespace="ns", uid="u", labels={"a": "b"}, annotations={"c": "d"}
    )
    for obj in (
        v1.Pod(metadata=meta),
        v1.Node(metadata=meta),
        storagev1.CSINode(metadata=meta),
        appsv1.ReplicaSet(metadata=meta),
    ):
        assert (obj.name, obj.namespace, obj.uid) == ("n", "ns", "u")
        assert obj.labels == {"a": "b"}
        assert obj.annotations == {"c": "d"}
        assert obj.labels is meta.labels
    with pytest.raises(AttributeError):
        v1.Pod().name = "x"  # type: ignore[misc]


def test_defaults_construct() -> None:
    pod = v1.Pod()
    assert pod.spec.containers == []
    assert pod.spec.affinity is None
    assert pod.name == ""
    assert to_dict(pod) == {}
    assert not hasattr(pod, "__dict__")


def test_constants() -> None:
    assert v1.TaintEffectNoSchedule == "NoSchedule"
    assert v1.ResourceCPU == "cpu"
    assert v1.ResourceHugePagesPrefix == "hugepages-"
    assert v1.LabelHostname == "kubernetes.io/hostname"
    assert v1.TaintNodeUnschedulable == "node.kubernetes.io/unschedulable"
    assert v1.NodeSelectorOpGt == "Gt"
    assert metav1.LabelSelectorOpDoesNotExist == "DoesNotExist"
    assert storagev1.VolumeBindingWaitForFirstConsumer == "WaitForFirstConsumer"
    assert v1.LastAppliedConfigAnnotation == "kubectl.kubernetes.io/last-applied-configuration"
