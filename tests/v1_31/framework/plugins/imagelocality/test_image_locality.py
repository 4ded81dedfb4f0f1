"""Port of pkg/scheduler/framework/plugins/imagelocality/image_locality_test.go."""

from __future__ import annotations

import hashlib

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.plugins.imagelocality.image_locality import (
    mb,
    new,
    normalized_image_name,
)
from kube_scheduler_py.v1_31.framework.runtime import framework as runtime
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot


def _spec(images: list[str], init_images: list[str] | None = None) -> v1.PodSpec:
    return v1.PodSpec(
        containers=[v1.Container(image=image) for image in images],
        init_containers=[v1.Container(image=image) for image in init_images or []],
    )


def _image(names: list[str], size_bytes: int) -> v1.ContainerImage:
    return v1.ContainerImage(names=names, size_bytes=size_bytes)


test40250 = _spec(["gcr.io/40", "gcr.io/250"])
test40300 = _spec(["gcr.io/40", "gcr.io/300"])
testMinMax = _spec(["gcr.io/10", "gcr.io/4000"])
test300600900 = _spec(["gcr.io/300", "gcr.io/600", "gcr.io/900"])
test3040 = _spec(["gcr.io/30", "gcr.io/40"])
test30Init300 = _spec(["gcr.io/30"], init_images=["gcr.io/300"])

node403002000 = v1.NodeStatus(
    images=[
        _image(["gcr.io/40:latest", "gcr.io/40:v1", "gcr.io/40:v1"], 40 * mb),
        _image(["gcr.io/300:latest", "gcr.io/300:v1"], 300 * mb),
        _image(["gcr.io/2000:latest"], 2000 * mb),
    ]
)
node25010 = v1.NodeStatus(
    images=[
        _image(["gcr.io/250:latest"], 250 * mb),
        _image(["gcr.io/10:latest", "gcr.io/10:v1"], 10 * mb),
    ]
)
node60040900 = v1.NodeStatus(
    images=[
        _image(["gcr.io/600:latest"], 600 * mb),
        _image(["gcr.io/40:latest"], 40 * mb),
        _image(["gcr.io/900:latest"], 900 * mb),
    ]
)
node300600900 = v1.NodeStatus(
    images=[
        _image(["gcr.io/300:latest"], 300 * mb),
        _image(["gcr.io/600:latest"], 600 * mb),
        _image(["gcr.io/900:latest"], 900 * mb),
    ]
)
node400030 = v1.NodeStatus(
    images=[
        _image(["gcr.io/4000:latest"], 4000 * mb),
        _image(["gcr.io/30:latest"], 30 * mb),
    ]
)
node203040 = v1.NodeStatus(
    images=[
        _image(["gcr.io/20:latest"], 20 * mb),
        _image(["gcr.io/30:latest"], 30 * mb),
        _image(["gcr.io/40:latest"], 40 * mb),
    ]
)
nodeWithNoImages = v1.NodeStatus()


def make_image_node(node: str, status: v1.NodeStatus) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name=node), status=status)


def get_image_fake_digest(fake_content: str) -> str:
    return "sha256:" + hashlib.sha256(fake_content.encode()).hexdigest()


def _scores(*pairs: tuple[str, int]) -> list[framework.NodeScore]:
    return [framework.NodeScore(name=name, score=score) for name, score in pairs]


@pytest.mark.parametrize(
    ("pod", "nodes", "expected_list"),
    [
        # Pod: gcr.io/40 gcr.io/250
        # Node1: gcr.io/40:latest 40MB; score 0 (40M/2 < 23M, the minimum threshold).
        # Node2: gcr.io/250:latest 250MB; score 100 * (250M/2 - 23M)/(1000M * 2 - 23M) = 5.
        pytest.param(
            v1.Pod(spec=test40250),
            [make_image_node("node1", node403002000), make_image_node("node2", node25010)],
            _scores(("node1", 0), ("node2", 5)),
            id="two images spread on two nodes, prefer the larger image one",
        ),
        # Pod: gcr.io/40 gcr.io/300
        # Node1: both images; score 100 * ((40M + 300M)/2 - 23M)/(1000M * 2 - 23M) = 7.
        # Node2: neither image; score 0.
        pytest.param(
            v1.Pod(spec=test40300),
            [make_image_node("node1", node403002000), make_image_node("node2", node25010)],
            _scores(("node1", 7), ("node2", 0)),
            id="two images on one node, prefer this node",
        ),
        # Pod: gcr.io/4000 gcr.io/10
        # Node1: gcr.io/4000:latest; score 100 (4000M/2 >= 1000M * 2, the maximum threshold).
        # Node2: gcr.io/10:latest 10MB; score 0 (10M/2 < 23M).
        pytest.param(
            v1.Pod(spec=testMinMax),
            [make_image_node("node1", node400030), make_image_node("node2", node25010)],
            _scores(("node1", framework.MaxNodeScore), ("node2", 0)),
            id="if exceed limit, use limit",
        ),
        # Pod: gcr.io/4000 gcr.io/10
        # Node1: gcr.io/4000:latest; score 100 * (4000M/3 - 23M)/(1000M * 2 - 23M) = 66.
        # Node2: gcr.io/10:latest 10MB; score 0 (10M/3 < 23M).
        # Node3: no images; score 0.
        pytest.param(
            v1.Pod(spec=testMinMax),
            [
                make_image_node("node1", node400030),
                make_image_node("node2", node25010),
                make_image_node("node3", nodeWithNoImages),
            ],
            _scores(("node1", 66), ("node2", 0), ("node3", 0)),
            id="if exceed limit, use limit (with node which has no images present)",
        ),
        # Pod: gcr.io/300 gcr.io/600 gcr.io/900
        # Node1: 600MB and 900MB; score 100 * (600M * 2/3 + 900M * 2/3 - 23M) /
        # (1000M * 3 - 23M) = 32.
        # Node2: 300MB, 600MB and 900MB; score 100 * (300M * 1/3 + 600M * 2/3 + 900M * 2/3 -
        # 23M) / (1000M * 3 - 23M) = 36.
        # Node3: no images; score 0.
        pytest.param(
            v1.Pod(spec=test300600900),
            [
                make_image_node("node1", node60040900),
                make_image_node("node2", node300600900),
                make_image_node("node3", nodeWithNoImages),
            ],
            _scores(("node1", 32), ("node2", 36), ("node3", 0)),
            id="pod with multiple large images, node2 is preferred",
        ),
        # Pod: gcr.io/30 gcr.io/40
        # Node1: 20MB, 30MB and 40MB; score 100 * (30M + 40M * 1/2 - 23M) / (1000M * 2 - 23M)
        # = 1.
        # Node2: 100 * (30M - 23M) / (1000M * 2 - 23M) = 0.
        pytest.param(
            v1.Pod(spec=test3040),
            [make_image_node("node1", node203040), make_image_node("node2", node400030)],
            _scores(("node1", 1), ("node2", 0)),
            id="pod with multiple small images",
        ),
        # Pod: gcr.io/30, init container gcr.io/300
        # Node1: 40MB, 300MB and 2000MB; score 100 * (300M * 1/2 - 23M) / (1000M * 2 - 23M) = 6.
        # Node2: 20MB, 30MB and 40MB; score 100 * (30M * 1/2 - 23M) / (1000M * 2 - 23M) = 0.
        pytest.param(
            v1.Pod(spec=test30Init300),
            [make_image_node("node1", node403002000), make_image_node("node2", node203040)],
            _scores(("node1", 6), ("node2", 0)),
            id="include InitContainers: two images spread on two nodes, prefer the larger image "
            "one",
        ),
    ],
)
def test_image_locality_priority(
    pod: v1.Pod, nodes: list[v1.Node], expected_list: list[framework.NodeScore]
) -> None:
    snapshot = new_snapshot([], nodes)
    state = framework.new_cycle_state()
    fh = runtime.new_framework(Registry(), None, runtime.with_snapshot_shared_lister(snapshot))

    p = new(None, fh)
    assert isinstance(p, framework.ScorePlugin)
    got_list: list[framework.NodeScore] = []
    for n in nodes:
        node_name = n.name
        score, status = p.score(state, pod, node_name)
        assert framework.Status.is_success(status), f"unexpected error: {status}"
        got_list.append(framework.NodeScore(name=node_name, score=score))

    assert got_list == expected_list


@pytest.mark.parametrize(
    ("input_", "output"),
    [
        pytest.param("root", "root:latest", id="add :latest postfix 1"),
        pytest.param("gcr.io:5000/root", "gcr.io:5000/root:latest", id="add :latest postfix 2"),
        pytest.param("root:tag", "root:tag", id="keep it as is 1"),
        pytest.param(
            "root@" + get_image_fake_digest("root"),
            "root@" + get_image_fake_digest("root"),
            id="keep it as is 2",
        ),
    ],
)
def test_normalized_image_name(input_: str, output: str) -> None:
    image = normalized_image_name(input_)
    assert image == output
