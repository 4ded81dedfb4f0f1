"""Port of pkg/scheduler/framework/plugins/helper/spread_test.go.

# Python: the informer stores of Go's fake informer factory are replaced by the in-memory
# listers below, which answer the lister calls DefaultSelector makes. Each case gets fresh
# listers holding just the objects the case adds; in Go the objects pile up in one factory, but
# no case reads an object it did not add itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, NamedTuple, TypeVar

import pytest

from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.apps import v1 as appsv1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.plugins.helper.spread import (
    default_selector,
    get_pod_services,
)
from kube_scheduler_py.v1_31.testing.wrappers import make_pod


class _GVK(NamedTuple):
    group: str
    version: str
    kind: str


T = TypeVar("T", v1.Service, v1.ReplicationController, appsv1.ReplicaSet, appsv1.StatefulSet)


class _NamespaceLister(Generic[T]):
    def __init__(self, objs: list[T], namespace: str) -> None:
        self.objs = [o for o in objs if o.namespace == namespace]

    def list(self, selector: labels.Selector) -> list[T]:
        return [o for o in self.objs if selector.matches(labels.Set(o.labels))]

    def get(self, name: str) -> T:
        for o in self.objs:
            if o.name == name:
                return o
        raise KeyError(name)


class _Listers:
    """The four listers DefaultSelector reads, over lists of objects."""

    def __init__(self) -> None:
        self.service_objs: list[v1.Service] = []
        self.rc_objs: list[v1.ReplicationController] = []
        self.rs_objs: list[appsv1.ReplicaSet] = []
        self.ss_objs: list[appsv1.StatefulSet] = []

    def services(self, namespace: str) -> _NamespaceLister[v1.Service]:
        return _NamespaceLister(self.service_objs, namespace)

    def replication_controllers(self, namespace: str) -> _NamespaceLister[v1.ReplicationController]:
        return _NamespaceLister(self.rc_objs, namespace)

    def replica_sets(self, namespace: str) -> _NamespaceLister[appsv1.ReplicaSet]:
        return _NamespaceLister(self.rs_objs, namespace)

    def stateful_sets(self, namespace: str) -> _NamespaceLister[appsv1.StatefulSet]:
        return _NamespaceLister(self.ss_objs, namespace)


def _services_and_pods() -> tuple[list[v1.Service], list[v1.Pod]]:
    services = [
        v1.Service(
            metadata=metav1.ObjectMeta(name=f"service-{i}", namespace="test"),
            spec=v1.ServiceSpec(selector={"app": f"test-{i}"}),
        )
        for i in range(3)
    ]
    pods = [
        make_pod()
        .name(f"test-pod-{i}")
        .namespace("test")
        .label("app", f"test-{i}")
        .label("label", f"label-{i}")
        .obj()
        for i in range(5)
    ]
    return services, pods


@pytest.mark.parametrize(
    ("pod_index", "expect_indexes"),
    [
        pytest.param(0, [0], id="GetPodServices for pod-0"),
        pytest.param(1, [1], id="GetPodServices for pod-1"),
        pytest.param(2, [2], id="GetPodServices for pod-2"),
        pytest.param(3, [], id="GetPodServices for pod-3"),
        pytest.param(4, [], id="GetPodServices for pod-4"),
    ],
)
def test_get_pod_services(pod_index: int, expect_indexes: list[int]) -> None:
    services, pods = _services_and_pods()
    listers = _Listers()
    listers.service_objs.extend(services)

    got = get_pod_services(listers, pods[pod_index])
    assert got == [services[i] for i in expect_indexes]


namespace = "test"
podName = "test-pod"
serviceName = "test-service"
replicaSetName = "test-replicaset"
replicationControllerName = "test-replicationcontroller"
statefulSetName = "test-statefulset"

podLabelKey = "podLabelKey"
podLabelVal = "podLabelVal"

replicaSetLabelKey = "replicaSetLabelKey"
replicaSetLabelVal = "replicaSetLabelVal"

replicationLabelKey = "replicationLabelKey"
replicationLabelVal = "replicationLabelVal"

statefulSetLabelKey = "statefulSetLabelKey"
statefulSetLabelVal = "statefulSetLabelVal"


def add_fake_service(listers: _Listers) -> None:
    listers.service_objs.append(
        v1.Service(
            metadata=metav1.ObjectMeta(name=serviceName, namespace=namespace),
            spec=v1.ServiceSpec(selector={podLabelKey: podLabelVal}),
        )
    )


def add_fake_replica_set(listers: _Listers) -> None:
    listers.rs_objs.append(
        appsv1.ReplicaSet(
            metadata=metav1.ObjectMeta(name=replicaSetName, namespace=namespace),
            spec=appsv1.ReplicaSetSpec(
                selector=metav1.LabelSelector(match_labels={replicaSetLabelKey: replicaSetLabelVal})
            ),
        )
    )


def add_fake_replication_controller(listers: _Listers) -> None:
    listers.rc_objs.append(
        v1.ReplicationController(
            metadata=metav1.ObjectMeta(name=replicationControllerName, namespace=namespace),
            spec=v1.ReplicationControllerSpec(selector={replicationLabelKey: replicationLabelVal}),
        )
    )


def add_fake_stateful_set(listers: _Listers) -> None:
    listers.ss_objs.append(
        appsv1.StatefulSet(
            metadata=metav1.ObjectMeta(name=statefulSetName, namespace=namespace),
            spec=appsv1.StatefulSetSpec(
                selector=metav1.LabelSelector(
                    match_labels={statefulSetLabelKey: statefulSetLabelVal}
                )
            ),
        )
    )


@pytest.mark.parametrize(
    ("pod", "expect", "add_fake_resource_list"),
    [
        pytest.param(
            make_pod().name(podName).namespace(namespace).label(podLabelKey, podLabelVal).obj(),
            labels.Set(),
            None,
            id="DefaultSelector for default case",
        ),
        pytest.param(
            make_pod().name(podName).namespace(namespace).label(podLabelKey, podLabelVal).obj(),
            labels.Set({podLabelKey: podLabelVal}),
            [add_fake_service],
            id="DefaultSelector for no OwnerReference pod case",
        ),
        pytest.param(
            make_pod()
            .name(podName)
            .namespace(namespace)
            .label(podLabelKey, podLabelVal)
            .owner_reference(replicaSetName, _GVK("apps", "v1", "ReplicaSet"))
            .obj(),
            labels.Set({podLabelKey: podLabelVal, replicaSetLabelKey: replicaSetLabelVal}),
            [add_fake_service, add_fake_replica_set],
            id="DefaultSelector for ReplicaSet OwnerReference pod case",
        ),
        pytest.param(
            make_pod()
            .name(podName)
            .namespace(namespace)
            .label(podLabelKey, podLabelVal)
            .owner_reference(replicationControllerName, _GVK("", "v1", "ReplicationController"))
            .obj(),
            labels.Set({podLabelKey: podLabelVal, replicationLabelKey: replicationLabelVal}),
            [add_fake_service, add_fake_replication_controller],
            id="DefaultSelector for ReplicationController OwnerReference pod case",
        ),
        pytest.param(
            make_pod()
            .name(podName)
            .namespace(namespace)
            .label(podLabelKey, podLabelVal)
            .owner_reference(statefulSetName, _GVK("apps", "v1", "StatefulSet"))
            .obj(),
            labels.Set({podLabelKey: podLabelVal, statefulSetLabelKey: statefulSetLabelVal}),
            [add_fake_service, add_fake_stateful_set],
            id="DefaultSelector for StatefulSet OwnerReference pod case",
        ),
    ],
)
def test_default_selector(
    pod: v1.Pod,
    expect: labels.Set,
    add_fake_resource_list: list[Callable[[_Listers], None]] | None,
) -> None:
    listers = _Listers()
    for add_fake_resource in add_fake_resource_list or []:
        add_fake_resource(listers)

    get = default_selector(pod, listers, listers, listers, listers)
    assert get.string() == expect.string()
