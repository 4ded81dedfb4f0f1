"""Tests of resourceAllocationScorer's pod request arithmetic, ported from
resource_allocation_test.go (v1.31.1)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.framework.plugins.noderesources.resource_allocation import (
    resourceAllocationScorer,
)
from kube_scheduler_py.v1_31.util import pod_resources as util

oneMi = 1048576


def _container(requests: dict[str, str] | None = None) -> v1.Container:
    rl = {k: must_parse(q) for k, q in (requests or {}).items()}
    return v1.Container(resources=v1.ResourceRequirements(requests=rl))


def _overhead() -> v1.ResourceList:
    return {v1.ResourceCPU: must_parse("1"), v1.ResourceMemory: must_parse("1Mi")}


@pytest.mark.parametrize(
    ("pod", "expected"),
    [
        pytest.param(
            v1.Pod(spec=v1.PodSpec(overhead=_overhead())),
            {v1.ResourceCPU: 1000, v1.ResourceMemory: oneMi},
            id="overhead only",
        ),
        pytest.param(
            v1.Pod(spec=v1.PodSpec(containers=[_container()])),
            {
                v1.ResourceCPU: util.DefaultMilliCPURequest,
                v1.ResourceMemory: util.DefaultMemoryRequest,
            },
            id="1x requestless container",
        ),
        # Each container without a request adds the default once.
        pytest.param(
            v1.Pod(spec=v1.PodSpec(containers=[_container(), _container()])),
            {
                v1.ResourceCPU: 2 * util.DefaultMilliCPURequest,
                v1.ResourceMemory: 2 * util.DefaultMemoryRequest,
            },
            id="2x requestless container",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    containers=[
                        _container({v1.ResourceCPU: "1", v1.ResourceMemory: "1Mi"}),
                        _container(),
                    ]
                )
            ),
            {
                v1.ResourceCPU: 1000 + util.DefaultMilliCPURequest,
                v1.ResourceMemory: oneMi + util.DefaultMemoryRequest,
            },
            id="request container + requestless container",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    overhead=_overhead(),
                    containers=[
                        _container({v1.ResourceCPU: "1", v1.ResourceMemory: "1Mi"}),
                        _container(),
                    ],
                )
            ),
            {
                v1.ResourceCPU: 2000 + util.DefaultMilliCPURequest,
                v1.ResourceMemory: 2 * oneMi + util.DefaultMemoryRequest,
            },
            id="container + requestless container + overhead",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    overhead=_overhead(),
                    init_containers=[_container({v1.ResourceCPU: "3"})],
                    containers=[
                        _container({v1.ResourceCPU: "1", v1.ResourceMemory: "1Mi"}),
                        _container(),
                    ],
                )
            ),
            {
                v1.ResourceCPU: 4000,
                v1.ResourceMemory: 2 * oneMi + util.DefaultMemoryRequest,
            },
            id="init container + container + requestless container + overhead",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    init_containers=[
                        _container(),
                        _container({v1.ResourceCPU: "1m", v1.ResourceMemory: "1"}),
                    ],
                    containers=[
                        _container({v1.ResourceCPU: "3m", v1.ResourceMemory: "3"}),
                    ],
                )
            ),
            {
                v1.ResourceCPU: util.DefaultMilliCPURequest,
                v1.ResourceMemory: util.DefaultMemoryRequest,
            },
            id="requestless init container + small init container + small container ",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    init_containers=[
                        _container(),
                        _container({v1.ResourceCPU: "1m", v1.ResourceMemory: "1"}),
                    ],
                    containers=[
                        _container({v1.ResourceCPU: "3m", v1.ResourceMemory: "3"}),
                        _container(),
                    ],
                )
            ),
            {
                v1.ResourceCPU: 3 + util.DefaultMilliCPURequest,
                v1.ResourceMemory: 3 + util.DefaultMemoryRequest,
            },
            id=(
                "requestless init container + small init container + small container + "
                "requestless container "
            ),
        ),
    ],
)
def test_resource_allocation_scorer_calculate_requests(
    pod: v1.Pod, expected: dict[str, int]
) -> None:
    scorer = resourceAllocationScorer()
    for n, exp in expected.items():
        got = scorer.calculate_pod_resource_request(pod, n)
        assert got == exp, f"expected {n} = {exp}, got {got}"
