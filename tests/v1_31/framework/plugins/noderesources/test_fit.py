"""Tests of NodeResourcesFit, ported from fit_test.go (v1.31.1) row for row."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.resource import BinarySI, DecimalSI, must_parse
from kube_scheduler_py.v1_31.api.resource import new_milli_quantity as NewMilliQuantity
from kube_scheduler_py.v1_31.api.resource import new_quantity as NewQuantity
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.noderesources.fit import (
    Fit,
    InsufficientResource,
    compute_pod_resource_request,
    fits_request,
    is_fit,
    new_fit,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.test_util import defaultResources
from kube_scheduler_py.v1_31.framework.runtime import (
    Registry,
    new_framework,
    with_snapshot_shared_lister,
)
from kube_scheduler_py.v1_31.framework.types import QueueingHint
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos
from kube_scheduler_py.v1_31.testing.wrappers import make_node, make_pod
from kube_scheduler_py.v1_31.util.utils import AsError

extendedResourceA = "example.com/aaa"
extendedResourceB = "example.com/bbb"
kubernetesIOResourceA = "kubernetes.io/something"
kubernetesIOResourceB = "subdomain.kubernetes.io/something"
hugePageResourceA = v1.ResourceHugePagesPrefix + "2Mi"


def make_resources(
    milli_cpu: int, memory: int, pods: int, extended_a: int, storage: int, huge_page_a: int
) -> v1.ResourceList:
    return {
        v1.ResourceCPU: NewMilliQuantity(milli_cpu, DecimalSI),
        v1.ResourceMemory: NewQuantity(memory, BinarySI),
        v1.ResourcePods: NewQuantity(pods, DecimalSI),
        extendedResourceA: NewQuantity(extended_a, DecimalSI),
        v1.ResourceEphemeralStorage: NewQuantity(storage, BinarySI),
        hugePageResourceA: NewQuantity(huge_page_a, BinarySI),
    }


def make_allocatable_resources(
    milli_cpu: int, memory: int, pods: int, extended_a: int, storage: int, huge_page_a: int
) -> v1.ResourceList:
    return {
        v1.ResourceCPU: NewMilliQuantity(milli_cpu, DecimalSI),
        v1.ResourceMemory: NewQuantity(memory, BinarySI),
        v1.ResourcePods: NewQuantity(pods, DecimalSI),
        extendedResourceA: NewQuantity(extended_a, DecimalSI),
        v1.ResourceEphemeralStorage: NewQuantity(storage, BinarySI),
        hugePageResourceA: NewQuantity(huge_page_a, BinarySI),
    }


def new_resource_pod(*usage: framework.Resource) -> v1.Pod:
    containers: list[v1.Container] = []
    for req in usage:
        rl: v1.ResourceList = {
            v1.ResourceCPU: NewMilliQuantity(req.milli_cpu, DecimalSI),
            v1.ResourceMemory: NewQuantity(req.memory, BinarySI),
            v1.ResourcePods: NewQuantity(req.allowed_pod_number, BinarySI),
            v1.ResourceEphemeralStorage: NewQuantity(req.ephemeral_storage, BinarySI),
        }
        for r_name, r_quant in req.scalar_resources.items():
            if r_name == hugePageResourceA:
                rl[r_name] = NewQuantity(r_quant, BinarySI)
            else:
                rl[r_name] = NewQuantity(r_quant, DecimalSI)
        containers.append(v1.Container(resources=v1.ResourceRequirements(requests=rl)))
    return v1.Pod(spec=v1.PodSpec(containers=containers))


def new_resource_init_pod(pod: v1.Pod, *usage: framework.Resource) -> v1.Pod:
    pod.spec.init_containers = new_resource_pod(*usage).spec.containers
    return pod


def new_resource_overhead_pod(pod: v1.Pod, overhead: v1.ResourceList) -> v1.Pod:
    pod.spec.overhead = overhead
    return pod


def get_err_reason(rn: str) -> str:
    return f"Insufficient {rn}"


defaultScoringStrategy = config.ScoringStrategy(
    type=config.LeastAllocated,
    resources=[
        config.ResourceSpec(name="cpu", weight=1),
        config.ResourceSpec(name="memory", weight=1),
    ],
)

R = framework.Resource


@dataclass
class EnoughRequestsCase:
    pod: v1.Pod
    node_info: framework.NodeInfo
    name: str
    args: config.NodeResourcesFitArgs = field(default_factory=config.NodeResourcesFitArgs)
    want_insufficient_resources: list[InsufficientResource] = field(default_factory=list)
    want_status: framework.Status | None = None


enoughPodsTests = [
    EnoughRequestsCase(
        pod=v1.Pod(),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=10, memory=20))),
        name="no resources requested always fits",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=10, memory=20))),
        name="too many resources fails",
        want_status=framework.new_status(
            framework.Unschedulable,
            get_err_reason(v1.ResourceCPU),
            get_err_reason(v1.ResourceMemory),
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=v1.ResourceCPU,
                reason=get_err_reason(v1.ResourceCPU),
                requested=1,
                used=10,
                capacity=10,
            ),
            InsufficientResource(
                resource_name=v1.ResourceMemory,
                reason=get_err_reason(v1.ResourceMemory),
                requested=1,
                used=20,
                capacity=20,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R(milli_cpu=1, memory=1)), R(milli_cpu=3, memory=1)
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=8, memory=19))),
        name="too many resources fails due to init container cpu",
        want_status=framework.new_status(framework.Unschedulable, get_err_reason(v1.ResourceCPU)),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=v1.ResourceCPU,
                reason=get_err_reason(v1.ResourceCPU),
                requested=3,
                used=8,
                capacity=10,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R(milli_cpu=1, memory=1)),
            R(milli_cpu=3, memory=1),
            R(milli_cpu=2, memory=1),
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=8, memory=19))),
        name="too many resources fails due to highest init container cpu",
        want_status=framework.new_status(framework.Unschedulable, get_err_reason(v1.ResourceCPU)),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=v1.ResourceCPU,
                reason=get_err_reason(v1.ResourceCPU),
                requested=3,
                used=8,
                capacity=10,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R(milli_cpu=1, memory=1)), R(milli_cpu=1, memory=3)
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=9, memory=19))),
        name="too many resources fails due to init container memory",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(v1.ResourceMemory)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=v1.ResourceMemory,
                reason=get_err_reason(v1.ResourceMemory),
                requested=3,
                used=19,
                capacity=20,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R(milli_cpu=1, memory=1)),
            R(milli_cpu=1, memory=3),
            R(milli_cpu=1, memory=2),
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=9, memory=19))),
        name="too many resources fails due to highest init container memory",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(v1.ResourceMemory)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=v1.ResourceMemory,
                reason=get_err_reason(v1.ResourceMemory),
                requested=3,
                used=19,
                capacity=20,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R(milli_cpu=1, memory=1)), R(milli_cpu=1, memory=1)
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=9, memory=19))),
        name="init container fits because it's the max, not sum, of containers and init containers",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R(milli_cpu=1, memory=1)),
            R(milli_cpu=1, memory=1),
            R(milli_cpu=1, memory=1),
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=9, memory=19))),
        name=(
            "multiple init containers fit because it's the max, not sum, of containers and "
            "init containers"
        ),
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=5))),
        name="both resources fit",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=2, memory=1)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=9, memory=5))),
        name="one resource memory fits",
        want_status=framework.new_status(framework.Unschedulable, get_err_reason(v1.ResourceCPU)),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=v1.ResourceCPU,
                reason=get_err_reason(v1.ResourceCPU),
                requested=2,
                used=9,
                capacity=10,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=2)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=19))),
        name="one resource cpu fits",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(v1.ResourceMemory)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=v1.ResourceMemory,
                reason=get_err_reason(v1.ResourceMemory),
                requested=2,
                used=19,
                capacity=20,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=5, memory=1)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=19))),
        name="equal edge case",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R(milli_cpu=4, memory=1)), R(milli_cpu=5, memory=1)
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=19))),
        name="equal edge case for init container",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(scalar_resources={extendedResourceA: 1})),
        node_info=framework.new_node_info(new_resource_pod(R())),
        name="extended resource fits",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R()), R(scalar_resources={extendedResourceA: 1})
        ),
        node_info=framework.new_node_info(new_resource_pod(R())),
        name="extended resource fits for init container",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 10})),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={extendedResourceA: 0}))
        ),
        name="extended resource capacity enforced",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(extendedResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=extendedResourceA,
                reason=get_err_reason(extendedResourceA),
                requested=10,
                used=0,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R()),
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 10}),
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={extendedResourceA: 0}))
        ),
        name="extended resource capacity enforced for init container",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(extendedResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=extendedResourceA,
                reason=get_err_reason(extendedResourceA),
                requested=10,
                used=0,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 1})),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={extendedResourceA: 5}))
        ),
        name="extended resource allocatable enforced",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(extendedResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=extendedResourceA,
                reason=get_err_reason(extendedResourceA),
                requested=1,
                used=5,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R()),
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 1}),
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={extendedResourceA: 5}))
        ),
        name="extended resource allocatable enforced for init container",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(extendedResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=extendedResourceA,
                reason=get_err_reason(extendedResourceA),
                requested=1,
                used=5,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 3}),
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 3}),
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={extendedResourceA: 2}))
        ),
        name="extended resource allocatable enforced for multiple containers",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(extendedResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=extendedResourceA,
                reason=get_err_reason(extendedResourceA),
                requested=6,
                used=2,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R()),
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 3}),
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 3}),
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={extendedResourceA: 2}))
        ),
        name="extended resource allocatable admits multiple init containers",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R()),
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 6}),
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceA: 3}),
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={extendedResourceA: 2}))
        ),
        name="extended resource allocatable enforced for multiple init containers",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(extendedResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=extendedResourceA,
                reason=get_err_reason(extendedResourceA),
                requested=6,
                used=2,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1, scalar_resources={extendedResourceB: 1})),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=0, memory=0))),
        name="extended resource allocatable enforced for unknown resource",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(extendedResourceB)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=extendedResourceB,
                reason=get_err_reason(extendedResourceB),
                requested=1,
                used=0,
                capacity=0,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R()),
            R(milli_cpu=1, memory=1, scalar_resources={extendedResourceB: 1}),
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=0, memory=0))),
        name="extended resource allocatable enforced for unknown resource for init container",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(extendedResourceB)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=extendedResourceB,
                reason=get_err_reason(extendedResourceB),
                requested=1,
                used=0,
                capacity=0,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(
            R(milli_cpu=1, memory=1, scalar_resources={kubernetesIOResourceA: 10})
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=0, memory=0))),
        name="kubernetes.io resource capacity enforced",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(kubernetesIOResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=kubernetesIOResourceA,
                reason=get_err_reason(kubernetesIOResourceA),
                requested=10,
                used=0,
                capacity=0,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R()),
            R(milli_cpu=1, memory=1, scalar_resources={kubernetesIOResourceB: 10}),
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=0, memory=0))),
        name="kubernetes.io resource capacity enforced for init container",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(kubernetesIOResourceB)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=kubernetesIOResourceB,
                reason=get_err_reason(kubernetesIOResourceB),
                requested=10,
                used=0,
                capacity=0,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1, scalar_resources={hugePageResourceA: 10})),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={hugePageResourceA: 0}))
        ),
        name="hugepages resource capacity enforced",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(hugePageResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=hugePageResourceA,
                reason=get_err_reason(hugePageResourceA),
                requested=10,
                used=0,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R()),
            R(milli_cpu=1, memory=1, scalar_resources={hugePageResourceA: 10}),
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={hugePageResourceA: 0}))
        ),
        name="hugepages resource capacity enforced for init container",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(hugePageResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=hugePageResourceA,
                reason=get_err_reason(hugePageResourceA),
                requested=10,
                used=0,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(
            R(milli_cpu=1, memory=1, scalar_resources={hugePageResourceA: 3}),
            R(milli_cpu=1, memory=1, scalar_resources={hugePageResourceA: 3}),
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={hugePageResourceA: 2}))
        ),
        name="hugepages resource allocatable enforced for multiple containers",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(hugePageResourceA)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=hugePageResourceA,
                reason=get_err_reason(hugePageResourceA),
                requested=6,
                used=2,
                capacity=5,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1, scalar_resources={extendedResourceB: 1})),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=0, memory=0))),
        args=config.NodeResourcesFitArgs(ignored_resources=["example.com/bbb"]),
        name="skip checking ignored extended resource",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_overhead_pod(
            new_resource_pod(R(milli_cpu=1, memory=1)),
            {v1.ResourceCPU: must_parse("3m"), v1.ResourceMemory: must_parse("13")},
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=5))),
        name="resources + pod overhead fits",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_overhead_pod(
            new_resource_pod(R(milli_cpu=1, memory=1)),
            {v1.ResourceCPU: must_parse("1m"), v1.ResourceMemory: must_parse("15")},
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=5))),
        name="requests + overhead does not fit for memory",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(v1.ResourceMemory)
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=v1.ResourceMemory,
                reason=get_err_reason(v1.ResourceMemory),
                requested=16,
                used=5,
                capacity=20,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(
            R(
                milli_cpu=1,
                memory=1,
                scalar_resources={
                    extendedResourceB: 1,
                    kubernetesIOResourceA: 1,
                },
            )
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=0, memory=0))),
        args=config.NodeResourcesFitArgs(ignored_resource_groups=["example.com"]),
        name="skip checking ignored extended resource via resource groups",
        want_status=framework.new_status(
            framework.Unschedulable, f"Insufficient {kubernetesIOResourceA}"
        ),
        want_insufficient_resources=[
            InsufficientResource(
                resource_name=kubernetesIOResourceA,
                reason=f"Insufficient {kubernetesIOResourceA}",
                requested=1,
                used=0,
                capacity=0,
            ),
        ],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(
            R(
                milli_cpu=1,
                memory=1,
                scalar_resources={
                    extendedResourceA: 0,
                },
            )
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=0, memory=0, scalar_resources={extendedResourceA: 6}))
        ),
        name="skip checking extended resource request with quantity zero via resource groups",
        want_insufficient_resources=[],
    ),
    EnoughRequestsCase(
        pod=new_resource_pod(
            R(
                scalar_resources={
                    extendedResourceA: 1,
                }
            )
        ),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=20, memory=30, scalar_resources={extendedResourceA: 1}))
        ),
        name="skip checking resource request with quantity zero",
        want_insufficient_resources=[],
    ),
]


@pytest.mark.parametrize("test", enoughPodsTests, ids=lambda t: t.name)
def test_enough_requests(test: EnoughRequestsCase) -> None:
    node = v1.Node(
        status=v1.NodeStatus(
            capacity=make_resources(10, 20, 32, 5, 20, 5),
            allocatable=make_allocatable_resources(10, 20, 32, 5, 20, 5),
        )
    )
    test.node_info.set_node(node)

    if test.args.scoring_strategy is None:
        test.args.scoring_strategy = defaultScoringStrategy

    p = new_fit(test.args, None, Features())
    assert isinstance(p, Fit)
    cycle_state = framework.new_cycle_state()
    _, pre_filter_status = p.pre_filter(cycle_state, test.pod)
    assert framework.Status.is_success(pre_filter_status), pre_filter_status

    got_status = p.filter(cycle_state, test.pod, test.node_info)
    assert got_status == test.want_status

    got_insufficient_resources = fits_request(
        compute_pod_resource_request(test.pod),
        test.node_info,
        p.ignored_resources,
        p.ignored_resource_groups,
    )
    assert got_insufficient_resources == test.want_insufficient_resources


def test_pre_filter_disabled() -> None:
    pod = v1.Pod()
    node_info = framework.new_node_info()
    node = v1.Node()
    node_info.set_node(node)
    p = new_fit(
        config.NodeResourcesFitArgs(scoring_strategy=defaultScoringStrategy),
        None,
        Features(),
    )
    assert isinstance(p, Fit)
    cycle_state = framework.new_cycle_state()
    got_status = p.filter(cycle_state, pod, node_info)
    # Python: Go compares with a status wrapping the sentinel ErrNotFound; here the code, the
    # message and the wrapped error's type are checked.
    assert framework.Status.code(got_status) == framework.Error
    assert (
        framework.Status.message(got_status)
        == 'error reading "PreFilterNodeResourcesFit" from cycleState: not found'
    )
    assert got_status is not None
    err = got_status.as_error()
    assert err is not None
    assert isinstance(err.__cause__, framework.ErrNotFound)


@dataclass
class NotEnoughRequestsCase:
    pod: v1.Pod
    node_info: framework.NodeInfo
    name: str
    want_status: framework.Status | None = None
    fits: bool = False


notEnoughPodsTests = [
    NotEnoughRequestsCase(
        pod=v1.Pod(),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=10, memory=20))),
        name=(
            "even without specified resources, predicate fails when there's no space for "
            "additional pod"
        ),
        want_status=framework.new_status(framework.Unschedulable, "Too many pods"),
    ),
    NotEnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=5))),
        name=(
            "even if both resources fit, predicate fails when there's no space for additional pod"
        ),
        want_status=framework.new_status(framework.Unschedulable, "Too many pods"),
    ),
    NotEnoughRequestsCase(
        pod=new_resource_pod(R(milli_cpu=5, memory=1)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=19))),
        name=("even for equal edge case, predicate fails when there's no space for additional pod"),
        want_status=framework.new_status(framework.Unschedulable, "Too many pods"),
    ),
    NotEnoughRequestsCase(
        pod=new_resource_init_pod(
            new_resource_pod(R(milli_cpu=5, memory=1)), R(milli_cpu=5, memory=1)
        ),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=5, memory=19))),
        name=(
            "even for equal edge case, predicate fails when there's no space for additional "
            "pod due to init container"
        ),
        want_status=framework.new_status(framework.Unschedulable, "Too many pods"),
    ),
]


@pytest.mark.parametrize("test", notEnoughPodsTests, ids=lambda t: t.name)
def test_not_enough_requests(test: NotEnoughRequestsCase) -> None:
    node = v1.Node(
        status=v1.NodeStatus(
            capacity={}, allocatable=make_allocatable_resources(10, 20, 1, 0, 0, 0)
        )
    )
    test.node_info.set_node(node)

    p = new_fit(
        config.NodeResourcesFitArgs(scoring_strategy=defaultScoringStrategy),
        None,
        Features(),
    )
    assert isinstance(p, Fit)
    cycle_state = framework.new_cycle_state()
    _, pre_filter_status = p.pre_filter(cycle_state, test.pod)
    assert framework.Status.is_success(pre_filter_status), pre_filter_status

    got_status = p.filter(cycle_state, test.pod, test.node_info)
    assert got_status == test.want_status


@dataclass
class StorageRequestsCase:
    pod: v1.Pod
    node_info: framework.NodeInfo
    name: str
    want_status: framework.Status | None = None


storagePodsTests = [
    StorageRequestsCase(
        pod=new_resource_pod(R(milli_cpu=1, memory=1)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=2, memory=10))),
        name="empty storage requested, and pod fits",
    ),
    StorageRequestsCase(
        pod=new_resource_pod(R(ephemeral_storage=25)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=2, memory=2))),
        name="storage ephemeral local storage request exceeds allocatable",
        want_status=framework.new_status(
            framework.Unschedulable, get_err_reason(v1.ResourceEphemeralStorage)
        ),
    ),
    StorageRequestsCase(
        pod=new_resource_init_pod(new_resource_pod(R(ephemeral_storage=5))),
        node_info=framework.new_node_info(
            new_resource_pod(R(milli_cpu=2, memory=2, ephemeral_storage=10))
        ),
        name="ephemeral local storage is sufficient",
    ),
    StorageRequestsCase(
        pod=new_resource_pod(R(ephemeral_storage=10)),
        node_info=framework.new_node_info(new_resource_pod(R(milli_cpu=2, memory=2))),
        name="pod fits",
    ),
]


@pytest.mark.parametrize("test", storagePodsTests, ids=lambda t: t.name)
def test_storage_requests(test: StorageRequestsCase) -> None:
    node = v1.Node(
        status=v1.NodeStatus(
            capacity=make_resources(10, 20, 32, 5, 20, 5),
            allocatable=make_allocatable_resources(10, 20, 32, 5, 20, 5),
        )
    )
    test.node_info.set_node(node)

    p = new_fit(
        config.NodeResourcesFitArgs(scoring_strategy=defaultScoringStrategy),
        None,
        Features(),
    )
    assert isinstance(p, Fit)
    cycle_state = framework.new_cycle_state()
    _, pre_filter_status = p.pre_filter(cycle_state, test.pod)
    assert framework.Status.is_success(pre_filter_status), pre_filter_status

    got_status = p.filter(cycle_state, test.pod, test.node_info)
    assert got_status == test.want_status


def new_pod() -> v1.Pod:
    return v1.Pod(spec=v1.PodSpec(containers=[v1.Container(name="regular")]))


def new_pod_with_restartable_init_containers() -> v1.Pod:
    restart_policy_always = v1.ContainerRestartPolicyAlways
    return v1.Pod(
        spec=v1.PodSpec(
            containers=[v1.Container(name="regular")],
            init_containers=[
                v1.Container(name="restartable-init", restart_policy=restart_policy_always),
            ],
        )
    )


@pytest.mark.parametrize(
    ("pod", "enable_sidecar_containers", "want_pre_filter_status"),
    [
        pytest.param(
            new_pod(),
            False,
            None,
            id="allow pod without restartable init containers if sidecar containers is disabled",
        ),
        pytest.param(
            new_pod_with_restartable_init_containers(),
            False,
            framework.new_status(
                framework.UnschedulableAndUnresolvable,
                "Pod has a restartable init container and the SidecarContainers feature is "
                "disabled",
            ),
            id="not allow pod with restartable init containers if sidecar containers is disabled",
        ),
        pytest.param(
            new_pod(),
            True,
            None,
            id="allow pod without restartable init containers if sidecar containers is enabled",
        ),
        pytest.param(
            new_pod_with_restartable_init_containers(),
            True,
            None,
            id="allow pod with restartable init containers if sidecar containers is enabled",
        ),
    ],
)
def test_restartable_init_containers(
    pod: v1.Pod, enable_sidecar_containers: bool, want_pre_filter_status: framework.Status | None
) -> None:
    node = v1.Node(
        status=v1.NodeStatus(capacity={}, allocatable=make_allocatable_resources(0, 0, 1, 0, 0, 0))
    )
    node_info = framework.new_node_info()
    node_info.set_node(node)

    p = new_fit(
        config.NodeResourcesFitArgs(scoring_strategy=defaultScoringStrategy),
        None,
        Features(enable_sidecar_containers=enable_sidecar_containers),
    )
    assert isinstance(p, Fit)
    cycle_state = framework.new_cycle_state()
    _, pre_filter_status = p.pre_filter(cycle_state, pod)
    assert pre_filter_status == want_pre_filter_status
    if not framework.Status.is_success(pre_filter_status):
        return

    filter_status = p.filter(cycle_state, pod, node_info)
    assert framework.Status.is_success(filter_status), framework.Status.code(filter_status)


def _two_nodes() -> list[v1.Node]:
    return [
        make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        make_node().name("node2").capacity({"cpu": "6000", "memory": "10000"}).obj(),
    ]


def _two_existing_pods() -> list[v1.Pod]:
    return [
        make_pod().node("node1").req({"cpu": "2000", "memory": "4000"}).obj(),
        make_pod().node("node2").req({"cpu": "1000", "memory": "2000"}).obj(),
    ]


@dataclass
class FitScoreCase:
    name: str
    requested_pod: v1.Pod
    nodes: list[v1.Node]
    existing_pods: list[v1.Pod]
    expected_priorities: framework.NodeScoreList
    node_resources_fit_args: config.NodeResourcesFitArgs
    run_pre_score: bool


fitScoreTests = [
    FitScoreCase(
        name="test case for ScoringStrategy RequestedToCapacityRatio case1",
        requested_pod=make_pod().req({"cpu": "3000", "memory": "5000"}).obj(),
        nodes=_two_nodes(),
        existing_pods=_two_existing_pods(),
        expected_priorities=[
            framework.NodeScore(name="node1", score=10),
            framework.NodeScore(name="node2", score=32),
        ],
        node_resources_fit_args=config.NodeResourcesFitArgs(
            scoring_strategy=config.ScoringStrategy(
                type=config.RequestedToCapacityRatio,
                resources=defaultResources,
                requested_to_capacity_ratio=config.RequestedToCapacityRatioParam(
                    shape=[
                        config.UtilizationShapePoint(utilization=0, score=10),
                        config.UtilizationShapePoint(utilization=100, score=0),
                    ],
                ),
            ),
        ),
        run_pre_score=True,
    ),
    FitScoreCase(
        name="test case for ScoringStrategy RequestedToCapacityRatio case2",
        requested_pod=make_pod().req({"cpu": "3000", "memory": "5000"}).obj(),
        nodes=_two_nodes(),
        existing_pods=_two_existing_pods(),
        expected_priorities=[
            framework.NodeScore(name="node1", score=95),
            framework.NodeScore(name="node2", score=68),
        ],
        node_resources_fit_args=config.NodeResourcesFitArgs(
            scoring_strategy=config.ScoringStrategy(
                type=config.RequestedToCapacityRatio,
                resources=defaultResources,
                requested_to_capacity_ratio=config.RequestedToCapacityRatioParam(
                    shape=[
                        config.UtilizationShapePoint(utilization=0, score=0),
                        config.UtilizationShapePoint(utilization=100, score=10),
                    ],
                ),
            ),
        ),
        run_pre_score=True,
    ),
    FitScoreCase(
        name="test case for ScoringStrategy MostAllocated",
        requested_pod=make_pod().req({"cpu": "1000", "memory": "2000"}).obj(),
        nodes=_two_nodes(),
        existing_pods=_two_existing_pods(),
        expected_priorities=[
            framework.NodeScore(name="node1", score=67),
            framework.NodeScore(name="node2", score=36),
        ],
        node_resources_fit_args=config.NodeResourcesFitArgs(
            scoring_strategy=config.ScoringStrategy(
                type=config.MostAllocated,
                resources=defaultResources,
            ),
        ),
        run_pre_score=True,
    ),
    FitScoreCase(
        name="test case for ScoringStrategy LeastAllocated",
        requested_pod=make_pod().req({"cpu": "1000", "memory": "2000"}).obj(),
        nodes=_two_nodes(),
        existing_pods=_two_existing_pods(),
        expected_priorities=[
            framework.NodeScore(name="node1", score=32),
            framework.NodeScore(name="node2", score=63),
        ],
        node_resources_fit_args=config.NodeResourcesFitArgs(
            scoring_strategy=config.ScoringStrategy(
                type=config.LeastAllocated,
                resources=defaultResources,
            ),
        ),
        run_pre_score=True,
    ),
    FitScoreCase(
        name=(
            "test case for ScoringStrategy RequestedToCapacityRatio case1 if PreScore is not called"
        ),
        requested_pod=make_pod().req({"cpu": "3000", "memory": "5000"}).obj(),
        nodes=_two_nodes(),
        existing_pods=_two_existing_pods(),
        expected_priorities=[
            framework.NodeScore(name="node1", score=10),
            framework.NodeScore(name="node2", score=32),
        ],
        node_resources_fit_args=config.NodeResourcesFitArgs(
            scoring_strategy=config.ScoringStrategy(
                type=config.RequestedToCapacityRatio,
                resources=defaultResources,
                requested_to_capacity_ratio=config.RequestedToCapacityRatioParam(
                    shape=[
                        config.UtilizationShapePoint(utilization=0, score=10),
                        config.UtilizationShapePoint(utilization=100, score=0),
                    ],
                ),
            ),
        ),
        run_pre_score=False,
    ),
    FitScoreCase(
        name="test case for ScoringStrategy MostAllocated if PreScore is not called",
        requested_pod=make_pod().req({"cpu": "1000", "memory": "2000"}).obj(),
        nodes=_two_nodes(),
        existing_pods=_two_existing_pods(),
        expected_priorities=[
            framework.NodeScore(name="node1", score=67),
            framework.NodeScore(name="node2", score=36),
        ],
        node_resources_fit_args=config.NodeResourcesFitArgs(
            scoring_strategy=config.ScoringStrategy(
                type=config.MostAllocated,
                resources=defaultResources,
            ),
        ),
        run_pre_score=False,
    ),
    FitScoreCase(
        name="test case for ScoringStrategy LeastAllocated if PreScore is not called",
        requested_pod=make_pod().req({"cpu": "1000", "memory": "2000"}).obj(),
        nodes=_two_nodes(),
        existing_pods=_two_existing_pods(),
        expected_priorities=[
            framework.NodeScore(name="node1", score=32),
            framework.NodeScore(name="node2", score=63),
        ],
        node_resources_fit_args=config.NodeResourcesFitArgs(
            scoring_strategy=config.ScoringStrategy(
                type=config.LeastAllocated,
                resources=defaultResources,
            ),
        ),
        run_pre_score=False,
    ),
]


@pytest.mark.parametrize("test", fitScoreTests, ids=lambda t: t.name)
def test_fit_score(test: FitScoreCase) -> None:
    state = framework.new_cycle_state()
    snapshot = new_snapshot(test.existing_pods, test.nodes)
    fh = new_framework(Registry(), None, with_snapshot_shared_lister(snapshot))
    args = test.node_resources_fit_args
    p = new_fit(args, fh, Features())
    assert isinstance(p, Fit)

    got_priorities: framework.NodeScoreList = []
    for n in test.nodes:
        if test.run_pre_score:
            status = p.pre_score(state, test.requested_pod, build_node_infos(test.nodes))
            assert framework.Status.is_success(status), status
        score, status = p.score(state, test.requested_pod, n.name)
        assert framework.Status.is_success(status), status
        got_priorities.append(framework.NodeScore(name=n.name, score=score))

    assert got_priorities == test.expected_priorities


@pytest.mark.parametrize(
    ("in_place_pod_vertical_scaling_enabled", "expected_cluster_events"),
    [
        pytest.param(
            True,
            [
                framework.ClusterEvent(
                    resource="Pod", action_type=framework.UpdatePodScaleDown | framework.Delete
                ),
                framework.ClusterEvent(
                    resource="Node", action_type=framework.Add | framework.Update
                ),
            ],
            id="Register events with InPlacePodVerticalScaling feature enabled",
        ),
        pytest.param(
            False,
            [
                framework.ClusterEvent(resource="Pod", action_type=framework.Delete),
                framework.ClusterEvent(
                    resource="Node", action_type=framework.Add | framework.Update
                ),
            ],
            id="Register events with InPlacePodVerticalScaling feature disabled",
        ),
    ],
)
def test_events_to_register(
    in_place_pod_vertical_scaling_enabled: bool,
    expected_cluster_events: list[framework.ClusterEvent],
) -> None:
    fp = Fit(enable_in_place_pod_vertical_scaling=in_place_pod_vertical_scaling_enabled)
    actual_cluster_events = fp.events_to_register()
    # Python: Go clears the hint functions before comparing; here only the events are compared.
    assert [e.event for e in actual_cluster_events] == expected_cluster_events


def _cpu_pod(name: str, cpu: str) -> v1.Pod:
    return make_pod().name(name).req({v1.ResourceCPU: cpu}).obj()


@pytest.mark.parametrize(
    (
        "pod",
        "old_obj",
        "new_obj",
        "enable_in_place_pod_vertical_scaling",
        "expected_hint",
        "expected_err",
    ),
    [
        pytest.param(
            v1.Pod(), "not-a-pod", None, True, framework.Queue, True, id="backoff-wrong-old-object"
        ),
        pytest.param(
            v1.Pod(), None, "not-a-pod", True, framework.Queue, True, id="backoff-wrong-new-object"
        ),
        pytest.param(
            _cpu_pod("pod1", "1"),
            make_pod().name("pod2").req({v1.ResourceCPU: "1"}).node("fake").obj(),
            None,
            True,
            framework.Queue,
            False,
            id="queue-on-other-pod-deleted",
        ),
        pytest.param(
            v1.Pod(),
            v1.Pod(),
            None,
            True,
            framework.QueueSkip,
            False,
            id="skip-queue-on-unscheduled-pod-deleted",
        ),
        pytest.param(
            _cpu_pod("pod1", "1"),
            make_pod().name("pod2").req({v1.ResourceCPU: "2"}).node("fake").obj(),
            make_pod().name("pod2").req({v1.ResourceCPU: "1"}).node("fake").obj(),
            False,
            framework.QueueSkip,
            False,
            id="skip-queue-on-disable-inplace-pod-vertical-scaling",
        ),
        pytest.param(
            make_pod().name("pod1").req({v1.ResourceCPU: "1"}).uid("uid0").obj(),
            make_pod().name("pod2").req({v1.ResourceCPU: "2"}).uid("uid1").obj(),
            make_pod().name("pod2").req({v1.ResourceCPU: "1"}).uid("uid1").obj(),
            True,
            framework.QueueSkip,
            False,
            id="skip-queue-on-other-unscheduled-pod",
        ),
        pytest.param(
            v1.Pod(),
            make_pod().name("pod2").label("k", "v").node("fake").obj(),
            make_pod().name("pod2").label("foo", "bar").node("fake").obj(),
            True,
            framework.QueueSkip,
            False,
            id="skip-queue-on-other-pod-non-resource-changes",
        ),
        pytest.param(
            _cpu_pod("pod1", "1"),
            make_pod().name("pod2").req({v1.ResourceMemory: "2"}).node("fake").obj(),
            make_pod().name("pod2").req({v1.ResourceMemory: "1"}).node("fake").obj(),
            True,
            framework.QueueSkip,
            False,
            id="skip-queue-on-other-pod-unrelated-resource-changes",
        ),
        pytest.param(
            _cpu_pod("pod1", "1"),
            make_pod().name("pod2").req({v1.ResourceCPU: "1"}).node("fake").obj(),
            make_pod().name("pod2").req({v1.ResourceCPU: "2"}).node("fake").obj(),
            True,
            framework.QueueSkip,
            False,
            id="skip-queue-on-other-pod-resource-scale-up",
        ),
        pytest.param(
            _cpu_pod("pod1", "1"),
            make_pod().name("pod2").req({v1.ResourceCPU: "2"}).node("fake").obj(),
            make_pod().name("pod2").req({v1.ResourceCPU: "1"}).node("fake").obj(),
            True,
            framework.Queue,
            False,
            id="queue-on-other-pod-some-resource-scale-down",
        ),
        pytest.param(
            _cpu_pod("pod1", "1"),
            _cpu_pod("pod1", "2"),
            _cpu_pod("pod1", "1"),
            True,
            framework.Queue,
            False,
            id="queue-on-target-pod-some-resource-scale-down",
        ),
    ],
)
def test_is_schedulable_after_pod_change(
    pod: v1.Pod,
    old_obj: object,
    new_obj: object,
    enable_in_place_pod_vertical_scaling: bool,
    expected_hint: QueueingHint,
    expected_err: bool,
) -> None:
    p = new_fit(
        config.NodeResourcesFitArgs(scoring_strategy=defaultScoringStrategy),
        None,
        Features(enable_in_place_pod_vertical_scaling=enable_in_place_pod_vertical_scaling),
    )
    assert isinstance(p, Fit)
    if expected_err:
        with pytest.raises(AsError):
            p.is_schedulable_after_pod_change(pod, old_obj, new_obj)
        return
    actual_hint = p.is_schedulable_after_pod_change(pod, old_obj, new_obj)
    assert actual_hint == expected_hint


@pytest.mark.parametrize(
    ("pod", "old_obj", "new_obj", "expected_hint", "expected_err"),
    [
        pytest.param(
            v1.Pod(), None, "not-a-node", framework.Queue, True, id="backoff-wrong-new-object"
        ),
        pytest.param(
            v1.Pod(), "not-a-node", v1.Node(), framework.Queue, True, id="backoff-wrong-old-object"
        ),
        pytest.param(
            new_resource_pod(R(memory=2)),
            None,
            make_node().capacity({v1.ResourceMemory: "1"}).obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-node-add-without-sufficient-resources",
        ),
        pytest.param(
            new_resource_pod(R(scalar_resources={extendedResourceA: 1})),
            None,
            make_node().capacity({extendedResourceB: "1"}).obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-node-add-without-required-resource-type",
        ),
        pytest.param(
            new_resource_pod(R(memory=2, scalar_resources={extendedResourceA: 1})),
            None,
            make_node().capacity({v1.ResourceMemory: "4", extendedResourceA: "2"}).obj(),
            framework.Queue,
            False,
            id="queue-on-node-add-with-sufficient-resources",
        ),
        pytest.param(
            new_resource_pod(R(memory=2, scalar_resources={extendedResourceA: 1})),
            make_node().capacity({v1.ResourceMemory: "4", extendedResourceA: "2"}).obj(),
            make_node().capacity({v1.ResourceMemory: "1", extendedResourceA: "2"}).obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-node-changes-from-suitable-to-unsuitable",
        ),
        pytest.param(
            new_resource_pod(R(memory=2, scalar_resources={extendedResourceA: 1})),
            make_node().capacity({v1.ResourceMemory: "1", extendedResourceA: "2"}).obj(),
            make_node().capacity({v1.ResourceMemory: "4", extendedResourceA: "2"}).obj(),
            framework.Queue,
            False,
            id="queue-on-node-changes-from-unsuitable-to-suitable",
        ),
    ],
)
def test_is_schedulable_after_node_change(
    pod: v1.Pod,
    old_obj: object,
    new_obj: object,
    expected_hint: QueueingHint,
    expected_err: bool,
) -> None:
    p = new_fit(
        config.NodeResourcesFitArgs(scoring_strategy=defaultScoringStrategy),
        None,
        Features(),
    )
    assert isinstance(p, Fit)
    if expected_err:
        with pytest.raises(AsError):
            p.is_schedulable_after_node_change(pod, old_obj, new_obj)
        return
    actual_hint = p.is_schedulable_after_node_change(pod, old_obj, new_obj)
    assert actual_hint == expected_hint


@pytest.mark.parametrize(
    ("pod", "node", "expected"),
    [
        pytest.param(v1.Pod(), None, False, id="nil node"),
        pytest.param(
            make_pod().req({v1.ResourceCPU: "2"}).obj(),
            make_node().capacity({v1.ResourceCPU: "1"}).obj(),
            False,
            id="insufficient resource",
        ),
        pytest.param(
            make_pod().req({v1.ResourceCPU: "1"}).obj(),
            make_node().capacity({v1.ResourceCPU: "2"}).obj(),
            True,
            id="sufficient resource",
        ),
    ],
)
def test_is_fit(pod: v1.Pod, node: v1.Node | None, expected: bool) -> None:
    assert is_fit(pod, node) == expected
