"""Port of k8s.io/kube-scheduler/framework/signers_test.go (v0.37.2)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.serialization import from_dict
from kube_scheduler_py.v1_37.fwk.signers import (
    host_ports_signer,
    node_affinity_signer,
    nodeAffinitySignerResult,
    tolerations_signer,
    volumes_signer,
)


def _pod(spec: v1.PodSpec | None = None) -> v1.Pod:
    return v1.Pod(spec=spec if spec is not None else v1.PodSpec())


def _ports(*host_ports: int, container_port: int = 0) -> v1.Container:
    return v1.Container(
        ports=[v1.ContainerPort(host_port=p, container_port=container_port) for p in host_ports]
    )


@pytest.mark.parametrize(
    ("pod", "want"),
    [
        pytest.param(_pod(), [], id="no containers"),
        pytest.param(
            _pod(v1.PodSpec(containers=[_ports(0, container_port=80)])),
            [],
            id="containers without host ports",
        ),
        pytest.param(
            _pod(v1.PodSpec(containers=[_ports(8080)])),
            [8080],
            id="single container with host port",
        ),
        pytest.param(
            _pod(
                v1.PodSpec(
                    init_containers=[_ports(9090)],
                    containers=[_ports(80), _ports(443, 80)],
                )
            ),
            [80, 443, 9090],
            id="multiple containers, unsorted host ports, duplicates",
        ),
    ],
)
def test_host_ports_signer(pod: v1.Pod, want: list[int]) -> None:
    assert host_ports_signer(pod) == want


@pytest.mark.parametrize(
    ("pod", "want"),
    [
        pytest.param(_pod(), [], id="no tolerations"),
        pytest.param(
            _pod(
                v1.PodSpec(
                    tolerations=[
                        v1.Toleration(key="key1", value="value1", effect=v1.TaintEffectNoSchedule)
                    ]
                )
            ),
            [v1.Toleration(key="key1", value="value1", effect=v1.TaintEffectNoSchedule)],
            id="single toleration",
        ),
        pytest.param(
            _pod(
                v1.PodSpec(
                    tolerations=[
                        v1.Toleration(key="b", value="2"),
                        v1.Toleration(key="a", value="1"),
                        v1.Toleration(key="b", value="1"),
                    ]
                )
            ),
            [
                v1.Toleration(key="a", value="1"),
                v1.Toleration(key="b", value="1"),
                v1.Toleration(key="b", value="2"),
            ],
            id="multiple tolerations, unsorted",
        ),
    ],
)
def test_tolerations_signer(pod: v1.Pod, want: list[v1.Toleration]) -> None:
    assert tolerations_signer(pod) == want


_HOST_PATH = v1.VolumeSource(host_path=v1.HostPathVolumeSource(path="/tmp"))
_EMPTY_DIR = v1.VolumeSource(empty_dir=v1.EmptyDirVolumeSource())
_CONFIG_MAP = v1.VolumeSource(
    config_map=v1.ConfigMapVolumeSource(local_object_reference=v1.LocalObjectReference(name="cm"))
)
_SECRET = v1.VolumeSource(secret=v1.SecretVolumeSource(secret_name="secret"))


@pytest.mark.parametrize(
    ("pod", "want"),
    [
        pytest.param(_pod(), [], id="no volumes"),
        pytest.param(
            _pod(
                v1.PodSpec(
                    volumes=[
                        v1.Volume(name="v1", volume_source=_CONFIG_MAP),
                        v1.Volume(name="v2", volume_source=_SECRET),
                    ]
                )
            ),
            [],
            id="only ignored volumes (ConfigMap, Secret)",
        ),
        pytest.param(
            _pod(
                v1.PodSpec(
                    volumes=[
                        v1.Volume(name="v1", volume_source=_HOST_PATH),
                        v1.Volume(name="v2", volume_source=_CONFIG_MAP),
                        v1.Volume(name="v3", volume_source=_EMPTY_DIR),
                    ]
                )
            ),
            # What Go's json.Marshal writes for the two sources, in sorted order.
            ['{"emptyDir":{}}', '{"hostPath":{"path":"/tmp"}}'],
            id="mixed volumes, should be filtered and sorted",
        ),
    ],
)
def test_volumes_signer(pod: v1.Pod, want: list[str]) -> None:
    assert volumes_signer(pod) == want


def _req(key: str, *values: str) -> v1.NodeSelectorRequirement:
    return v1.NodeSelectorRequirement(key=key, operator=v1.NodeSelectorOpIn, values=list(values))


_UNSORTED_AFFINITY = v1.Affinity(
    node_affinity=v1.NodeAffinity(
        required_during_scheduling_ignored_during_execution=v1.NodeSelector(
            node_selector_terms=[
                v1.NodeSelectorTerm(
                    match_expressions=[_req("kk3", "v3", "kv4"), _req("kk2", "kv1", "v2")],
                    match_fields=[_req("kk1", "kv3", "v4")],
                ),
                v1.NodeSelectorTerm(
                    match_expressions=[_req("k2", "v1", "v2")],
                    match_fields=[_req("k1", "v3", "v4")],
                ),
            ]
        ),
        preferred_during_scheduling_ignored_during_execution=[
            v1.PreferredSchedulingTerm(
                weight=3,
                preference=v1.NodeSelectorTerm(
                    match_expressions=[_req("ppk2", "ppv1", "v2")],
                    match_fields=[_req("ppk1", "ppv3", "v4")],
                ),
            ),
            v1.PreferredSchedulingTerm(
                weight=1,
                preference=v1.NodeSelectorTerm(
                    match_expressions=[_req("pk2", "pv1", "v2")],
                    match_fields=[_req("pk1", "pv3", "v4")],
                ),
            ),
        ],
    )
)


@pytest.mark.parametrize(
    ("pod", "expected"),
    [
        pytest.param(_pod(), None, id="nil affinity"),
        pytest.param(
            _pod(
                v1.PodSpec(
                    affinity=v1.Affinity(
                        node_affinity=v1.NodeAffinity(
                            required_during_scheduling_ignored_during_execution=v1.NodeSelector()
                        )
                    )
                )
            ),
            nodeAffinitySignerResult(required=[], preferred=[]),
            id="empty affinity",
        ),
        pytest.param(
            _pod(v1.PodSpec(affinity=_UNSORTED_AFFINITY)),
            nodeAffinitySignerResult(
                required=[
                    '{"MatchExpressions":["{\\"key\\":\\"k2\\",\\"operator\\":\\"In\\",'
                    '\\"values\\":[\\"v1\\",\\"v2\\"]}"],"MatchFields":["{\\"key\\":\\"k1\\",'
                    '\\"operator\\":\\"In\\",\\"values\\":[\\"v3\\",\\"v4\\"]}"]}',
                    '{"MatchExpressions":["{\\"key\\":\\"kk2\\",\\"operator\\":\\"In\\",'
                    '\\"values\\":[\\"kv1\\",\\"v2\\"]}","{\\"key\\":\\"kk3\\",'
                    '\\"operator\\":\\"In\\",\\"values\\":[\\"kv4\\",\\"v3\\"]}"],'
                    '"MatchFields":["{\\"key\\":\\"kk1\\",\\"operator\\":\\"In\\",'
                    '\\"values\\":[\\"kv3\\",\\"v4\\"]}"]}',
                ],
                preferred=[
                    '{"Weight":1,"Preference":{"MatchExpressions":["{\\"key\\":\\"pk2\\",'
                    '\\"operator\\":\\"In\\",\\"values\\":[\\"pv1\\",\\"v2\\"]}"],'
                    '"MatchFields":["{\\"key\\":\\"pk1\\",\\"operator\\":\\"In\\",'
                    '\\"values\\":[\\"pv3\\",\\"v4\\"]}"]}}',
                    '{"Weight":3,"Preference":{"MatchExpressions":["{\\"key\\":\\"ppk2\\",'
                    '\\"operator\\":\\"In\\",\\"values\\":[\\"ppv1\\",\\"v2\\"]}"],'
                    '"MatchFields":["{\\"key\\":\\"ppk1\\",\\"operator\\":\\"In\\",'
                    '\\"values\\":[\\"ppv3\\",\\"v4\\"]}"]}}',
                ],
            ),
            id="affinity unsorted",
        ),
    ],
)
def test_node_affinity_signer(pod: v1.Pod, expected: Any) -> None:
    assert node_affinity_signer(pod) == expected


def test_volumes_sign_alike_whatever_the_order_of_their_maps() -> None:
    # Python-only: Go's json.Marshal sorts map keys, so insertion order never shows.
    first = v1.CSIVolumeSource(driver="d", volume_attributes={"b": "2", "a": "1"})
    second = v1.CSIVolumeSource(driver="d", volume_attributes={"a": "1", "b": "2"})
    signatures = [
        volumes_signer(_pod(v1.PodSpec(volumes=[v1.Volume(name="v", volume_source=source)])))
        for source in (v1.VolumeSource(csi=first), v1.VolumeSource(csi=second))
    ]
    assert signatures == [['{"csi":{"driver":"d","volumeAttributes":{"a":"1","b":"2"}}}']] * 2


def _volume_signature(source: dict[str, Any]) -> list[str]:
    pod = from_dict(v1.Pod, {"spec": {"volumes": [{"name": "v", **source}]}})
    signature: list[str] = volumes_signer(pod)
    return signature


# Python-only: pairs of volume sources that differ in one field only the Go types of v1.37.2
# declare; Go's json.Marshal writes each pair differently (checked once with encoding/json on
# k8s.io/api v0.37.2), so their pods must sign apart.
# A pointer set to its zero value (`mode: 0`) is written by Go and so differs from no pointer.
_REF = {"name": "s"}
_VOLUME_FIELD_PAIRS = [
    ({"emptyDir": {}}, {"emptyDir": {"mode": 0o700}}, "emptyDir.mode"),
    ({"emptyDir": {}}, {"emptyDir": {"mode": 0}}, "emptyDir.mode zero pointer"),
    ({"downwardAPI": {}}, {"downwardAPI": {"defaultUser": 1000}}, "downwardAPI.defaultUser"),
    (
        {"downwardAPI": {"items": [{"path": "p"}]}},
        {"downwardAPI": {"items": [{"path": "p", "user": 1000}]}},
        "downwardAPI.items.user",
    ),
    ({"projected": {}}, {"projected": {"defaultUser": 1000}}, "projected.defaultUser"),
    (
        {"projected": {"sources": [{"serviceAccountToken": {"path": "t"}}]}},
        {"projected": {"sources": [{"serviceAccountToken": {"path": "t", "user": 7}}]}},
        "projected.serviceAccountToken.user",
    ),
    (
        {"projected": {"sources": [{"secret": {"name": "s", "items": [{"key": "k"}]}}]}},
        {"projected": {"sources": [{"secret": {"name": "s", "items": [{"key": "k", "user": 7}]}}]}},
        "projected.secret.items.user",
    ),
    (
        {"projected": {"sources": []}},
        {"projected": {"sources": [{"clusterTrustBundle": {"signerName": "a/b", "path": "p"}}]}},
        "projected.clusterTrustBundle",
    ),
    (
        {"projected": {"sources": [{"clusterTrustBundle": {"name": "n", "path": "p"}}]}},
        {"projected": {"sources": [{"clusterTrustBundle": {"name": "n", "path": "q"}}]}},
        "projected.clusterTrustBundle.path",
    ),
    (
        {"projected": {"sources": [{"clusterTrustBundle": {"name": "n"}}]}},
        {"projected": {"sources": [{"clusterTrustBundle": {"name": "n", "optional": False}}]}},
        "projected.clusterTrustBundle.optional zero pointer",
    ),
    (
        {"projected": {"sources": [{"clusterTrustBundle": {"signerName": "a/b"}}]}},
        {
            "projected": {
                "sources": [
                    {
                        "clusterTrustBundle": {
                            "signerName": "a/b",
                            "labelSelector": {"matchLabels": {"k": "v"}},
                        }
                    }
                ]
            }
        },
        "projected.clusterTrustBundle.labelSelector",
    ),
    (
        {"projected": {"sources": []}},
        {
            "projected": {
                "sources": [{"podCertificate": {"signerName": "a/b", "keyType": "RSA3072"}}]
            }
        },
        "projected.podCertificate",
    ),
    (
        {"projected": {"sources": [{"podCertificate": {"signerName": "a/b"}}]}},
        {
            "projected": {
                "sources": [
                    {"podCertificate": {"signerName": "a/b", "userAnnotations": {"k": "v"}}}
                ]
            }
        },
        "projected.podCertificate.userAnnotations",
    ),
    (
        {"projected": {"sources": [{"podCertificate": {"signerName": "a/b"}}]}},
        {
            "projected": {
                "sources": [{"podCertificate": {"signerName": "a/b", "maxExpirationSeconds": 3600}}]
            }
        },
        "projected.podCertificate.maxExpirationSeconds",
    ),
    (
        {"gitRepo": {"repository": "r"}},
        {"gitRepo": {"repository": "r", "revision": "x"}},
        "gitRepo",
    ),
    (
        {"glusterfs": {"endpoints": "e", "path": "p"}},
        {"glusterfs": {"endpoints": "f", "path": "p"}},
        "glusterfs",
    ),
    (
        {"flexVolume": {"driver": "d"}},
        {"flexVolume": {"driver": "d", "options": {"a": "1"}}},
        "flexVolume.options",
    ),
    (
        {"flexVolume": {"driver": "d"}},
        {"flexVolume": {"driver": "d", "secretRef": _REF}},
        "flexVolume.secretRef",
    ),
    ({"cephfs": {"monitors": ["m1"]}}, {"cephfs": {"monitors": ["m1", "m2"]}}, "cephfs.monitors"),
    ({"cephfs": {"monitors": ["m"]}}, {"cephfs": {"monitors": ["m"], "user": "u"}}, "cephfs.user"),
    ({"flocker": {"datasetName": "d"}}, {"flocker": {"datasetUUID": "d"}}, "flocker"),
    ({"fc": {"wwids": ["w"]}}, {"fc": {"wwids": ["w"], "lun": 0}}, "fc.lun zero pointer"),
    ({"fc": {"targetWWNs": ["a"]}}, {"fc": {"targetWWNs": ["b"]}}, "fc.targetWWNs"),
    (
        {"azureFile": {"secretName": "s", "shareName": "a"}},
        {"azureFile": {"secretName": "s", "shareName": "b"}},
        "azureFile",
    ),
    (
        {"vsphereVolume": {"volumePath": "p"}},
        {"vsphereVolume": {"volumePath": "p", "storagePolicyID": "i"}},
        "vsphereVolume",
    ),
    (
        {"quobyte": {"registry": "r", "volume": "v"}},
        {"quobyte": {"registry": "r", "volume": "v", "tenant": "t"}},
        "quobyte",
    ),
    (
        {"photonPersistentDisk": {"pdID": "a"}},
        {"photonPersistentDisk": {"pdID": "b"}},
        "photonPersistentDisk",
    ),
    (
        {"portworxVolume": {"volumeID": "a"}},
        {"portworxVolume": {"volumeID": "a", "readOnly": True}},
        "portworxVolume",
    ),
    (
        {"scaleIO": {"gateway": "g", "system": "s"}},
        {"scaleIO": {"gateway": "g", "system": "s", "secretRef": _REF}},
        "scaleIO.secretRef",
    ),
    (
        {"scaleIO": {"gateway": "g", "system": "s"}},
        {"scaleIO": {"gateway": "g", "system": "s", "sslEnabled": True}},
        "scaleIO.sslEnabled",
    ),
    (
        {"storageos": {"volumeName": "a"}},
        {"storageos": {"volumeName": "a", "volumeNamespace": "n"}},
        "storageos",
    ),
    ({"image": {"reference": "r:1"}}, {"image": {"reference": "r:2"}}, "image.reference"),
    (
        {"image": {"reference": "r"}},
        {"image": {"reference": "r", "pullPolicy": "Always"}},
        "image.pullPolicy",
    ),
    ({"flexVolume": {"driver": "d"}}, {"image": {"reference": "d"}}, "different sources"),
]


@pytest.mark.parametrize(
    ("first", "second"),
    [pytest.param(first, second, id=name) for first, second, name in _VOLUME_FIELD_PAIRS],
)
def test_volumes_that_differ_in_any_go_field_sign_apart(
    first: dict[str, Any], second: dict[str, Any]
) -> None:
    assert _volume_signature(first) != _volume_signature(second)
    assert _volume_signature(first) == _volume_signature(copy.deepcopy(first))


@pytest.mark.parametrize(
    ("source", "want"),
    [
        # The texts Go's json.Marshal writes for these sources (checked against encoding/json).
        pytest.param(
            {"emptyDir": {"medium": "Memory", "mode": 0}},
            '{"emptyDir":{"medium":"Memory","mode":0}}',
            id="emptyDir",
        ),
        pytest.param(
            {"flexVolume": {"driver": "d", "options": {"b": "2", "a": "<1>"}}},
            '{"flexVolume":{"driver":"d","options":{"a":"\\u003c1\\u003e","b":"2"}}}',
            id="flexVolume",
        ),
        pytest.param(
            {"image": {"reference": "r", "pullPolicy": "IfNotPresent"}},
            '{"image":{"reference":"r","pullPolicy":"IfNotPresent"}}',
            id="image",
        ),
        pytest.param(
            {"projected": {"sources": [{"podCertificate": {"signerName": "a/b", "user": 0}}]}},
            '{"projected":{"sources":[{"podCertificate":{"signerName":"a/b","user":0}}]}}',
            id="podCertificate",
        ),
    ],
)
def test_volumes_signer_writes_what_go_writes(source: dict[str, Any], want: str) -> None:
    assert _volume_signature(source) == [want]


# Python-only: pairs that are one Go value once decoded (zero fields, nulls, empty maps and
# lists), so Go's json.Marshal writes each pair alike and their pods must sign alike.
_VOLUME_SAME_PAIRS = [
    ({"gitRepo": {}}, {"gitRepo": {"repository": ""}}, "non-omitempty zero string"),
    ({"scaleIO": {"gateway": "g"}}, {"scaleIO": {"gateway": "g", "secretRef": None}}, "null"),
    ({"flexVolume": {"driver": "d"}}, {"flexVolume": {"driver": "d", "options": {}}}, "empty map"),
    ({"fc": {"wwids": ["w"]}}, {"fc": {"wwids": ["w"], "targetWWNs": []}}, "empty list"),
    (
        {"cephfs": {"monitors": ["m"]}},
        {"cephfs": {"monitors": ["m"], "readOnly": False, "user": ""}},
        "omitempty zeros",
    ),
    ({"emptyDir": {}}, {"emptyDir": {"mode": None}}, "null pointer"),
    (
        {"projected": {"sources": [{"podCertificate": {"signerName": "s"}}]}},
        {
            "projected": {
                "sources": [
                    {"podCertificate": {"signerName": "s", "userAnnotations": {}, "keyType": ""}}
                ]
            }
        },
        "podCertificate zeros",
    ),
    ({"image": {"reference": "r"}}, {"image": {"reference": "r", "pullPolicy": ""}}, "image"),
]


@pytest.mark.parametrize(
    ("first", "second"),
    [pytest.param(first, second, id=name) for first, second, name in _VOLUME_SAME_PAIRS],
)
def test_volumes_that_are_one_go_value_sign_alike(
    first: dict[str, Any], second: dict[str, Any]
) -> None:
    assert _volume_signature(first) == _volume_signature(second)
