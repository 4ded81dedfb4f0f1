"""The shared JSON conversion bound to the v1.37.2 API types (tests/v1_31/api holds the table)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.policy import v1 as policyv1
from kube_scheduler_py.v1_37.api.resource import Quantity, parse_quantity
from kube_scheduler_py.v1_37.api.scheduling import v1beta1
from kube_scheduler_py.v1_37.api.serialization import DecodeError, from_dict, marshal, to_dict
from kube_scheduler_py.v1_37.api.util.intstr import IntOrString, from_string

POD: dict[str, Any] = {
    "apiVersion": "v1",
    "kind": "Pod",
    "metadata": {"name": "gang-0", "namespace": "ml"},
    "spec": {
        "schedulingGroup": {"podGroupName": "trainers"},
        "resources": {"requests": {"cpu": "2", "memory": "1Gi"}},
        "containers": [{"name": "c", "resources": {"requests": {"cpu": "500m"}}}],
    },
}


def test_a_pod_with_v1_37_fields_round_trips() -> None:
    pod = from_dict(v1.Pod, POD)
    assert pod.spec.scheduling_group == v1.PodSchedulingGroup(pod_group_name="trainers")
    assert pod.spec.resources is not None
    assert isinstance(pod.spec.resources.requests["cpu"], Quantity)
    assert pod.spec.resources.requests["memory"] == parse_quantity("1Gi")
    assert to_dict(pod) == POD


def test_int_or_string_is_the_editions_type() -> None:
    pdb = from_dict(policyv1.PodDisruptionBudget, {"spec": {"maxUnavailable": "25%"}})
    assert isinstance(pdb.spec.max_unavailable, IntOrString)
    assert pdb.spec.max_unavailable == from_string("25%")
    assert to_dict(pdb)["spec"] == {"maxUnavailable": "25%"}


@pytest.mark.parametrize(
    ("cls", "data", "unknown"),
    [
        pytest.param(v1.Pod, {"spec": {"dnsPolicy": "None", "bogus": 1}}, ["spec.bogus"], id="pod"),
        pytest.param(
            v1beta1.PodGroup, {"kind": "PodGroup", "colour": "red"}, ["colour"], id="podgroup"
        ),
    ],
)
def test_only_fields_go_does_not_know_are_unknown(
    cls: type, data: dict[str, Any], unknown: list[str]
) -> None:
    found: list[str] = []
    from_dict(cls, data, unknown=found)
    assert found == unknown


def test_a_bad_quantity_is_refused_with_the_parsers_words() -> None:
    with pytest.raises(DecodeError) as err:
        from_dict(v1.Pod, {"spec": {"resources": {"requests": {"cpu": "lots"}}}})
    assert err.value.path == "spec.resources.requests.cpu"
    assert err.value.message == (
        'Invalid value: "lots": quantities must match the regular expression '
        "'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
    )


def test_marshal_writes_go_json() -> None:
    first = v1.CSIVolumeSource(driver="d", volume_attributes={"b": "<2>", "a": "1&"})
    second = v1.CSIVolumeSource(driver="d", volume_attributes={"a": "1&", "b": "<2>"})
    want = '{"driver":"d","volumeAttributes":{"a":"1\\u0026","b":"\\u003c2\\u003e"}}'
    assert marshal(first) == want
    assert marshal(second) == want
    assert list(to_dict(first)["volumeAttributes"]) == ["b", "a"]


# Every volume field of v1.37.2 that pod signatures write (fwk/signers.py), each set once.
_VOLUMES: list[dict[str, Any]] = [
    {"name": "git", "gitRepo": {"repository": "r", "revision": "v1", "directory": "."}},
    {"name": "gluster", "glusterfs": {"endpoints": "e", "path": "p", "readOnly": True}},
    {
        "name": "flex",
        "flexVolume": {
            "driver": "d",
            "fsType": "ext4",
            "secretRef": {"name": "s"},
            "readOnly": True,
            "options": {"k": "v"},
        },
    },
    {
        "name": "ceph",
        "cephfs": {
            "monitors": ["m"],
            "path": "/",
            "user": "u",
            "secretFile": "f",
            "secretRef": {"name": "s"},
            "readOnly": True,
        },
    },
    {"name": "flocker", "flocker": {"datasetName": "n", "datasetUUID": "u"}},
    {
        "name": "fc",
        "fc": {"targetWWNs": ["w"], "lun": 0, "fsType": "xfs", "readOnly": True, "wwids": ["i"]},
    },
    {"name": "azure", "azureFile": {"secretName": "s", "shareName": "h", "readOnly": True}},
    {
        "name": "vsphere",
        "vsphereVolume": {
            "volumePath": "p",
            "fsType": "ext4",
            "storagePolicyName": "n",
            "storagePolicyID": "i",
        },
    },
    {
        "name": "quobyte",
        "quobyte": {
            "registry": "r",
            "volume": "v",
            "readOnly": True,
            "user": "u",
            "group": "g",
            "tenant": "t",
        },
    },
    {"name": "photon", "photonPersistentDisk": {"pdID": "p", "fsType": "ext4"}},
    {"name": "portworx", "portworxVolume": {"volumeID": "v", "fsType": "ext4", "readOnly": True}},
    {
        "name": "scaleio",
        "scaleIO": {
            "gateway": "g",
            "system": "s",
            "secretRef": {"name": "s"},
            "sslEnabled": True,
            "protectionDomain": "d",
            "storagePool": "p",
            "storageMode": "ThinProvisioned",
            "volumeName": "v",
            "fsType": "xfs",
            "readOnly": True,
        },
    },
    {
        "name": "storageos",
        "storageos": {
            "volumeName": "v",
            "volumeNamespace": "n",
            "fsType": "ext4",
            "readOnly": True,
            "secretRef": {"name": "s"},
        },
    },
    {"name": "image", "image": {"reference": "r:1", "pullPolicy": "Always"}},
    {"name": "scratch", "emptyDir": {"medium": "Memory", "mode": 0}},
    {
        "name": "secret",
        "secret": {
            "secretName": "s",
            "items": [{"key": "k", "path": "p", "user": 0}],
            "defaultUser": 1,
        },
    },
    {
        "name": "config",
        "configMap": {
            "name": "c",
            "items": [{"key": "k", "path": "p", "user": 2}],
            "defaultUser": 3,
        },
    },
    {
        "name": "downward",
        "downwardAPI": {"items": [{"path": "p", "user": 4}], "defaultUser": 5},
    },
    {
        "name": "projected",
        "projected": {
            "defaultUser": 6,
            "sources": [
                {"serviceAccountToken": {"path": "t", "user": 7}},
                {
                    "clusterTrustBundle": {
                        "name": "n",
                        "signerName": "a/b",
                        "labelSelector": {"matchLabels": {"k": "v"}},
                        "optional": False,
                        "path": "p",
                        "user": 8,
                    }
                },
                {
                    "podCertificate": {
                        "signerName": "a/b",
                        "keyType": "ED25519",
                        "maxExpirationSeconds": 3600,
                        "credentialBundlePath": "c",
                        "keyPath": "k",
                        "certificateChainPath": "h",
                        "userAnnotations": {"k": "v"},
                        "user": 9,
                    }
                },
            ],
        },
    },
]


def test_volume_fields_that_signatures_write_round_trip() -> None:
    data = {"spec": {"volumes": _VOLUMES}}
    unknown: list[str] = []
    pod = from_dict(v1.Pod, data, unknown=unknown)
    assert unknown == []
    assert to_dict(pod) == data
    assert from_dict(v1.Pod, json.loads(marshal(pod))) == pod
