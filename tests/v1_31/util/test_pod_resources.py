"""Tests for kube_scheduler_py.v1_31.util.pod_resources (port of pod_resources_test.go)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.util.pod_resources import (
    DefaultMemoryRequest,
    DefaultMilliCPURequest,
    get_nonzero_requests,
    get_request_for_resource,
)


@pytest.mark.parametrize(
    ("requests", "expected_cpu", "expected_memory"),
    [
        pytest.param(
            {}, DefaultMilliCPURequest, DefaultMemoryRequest, id="cpu_and_memory_not_found"
        ),
        pytest.param(
            {v1.ResourceCPU: must_parse("200m")}, 200, DefaultMemoryRequest, id="only_cpu_exist"
        ),
        pytest.param(
            {v1.ResourceMemory: must_parse("400Mi")},
            DefaultMilliCPURequest,
            400 * 1024 * 1024,
            id="only_memory_exist",
        ),
        pytest.param(
            {v1.ResourceCPU: must_parse("200m"), v1.ResourceMemory: must_parse("400Mi")},
            200,
            400 * 1024 * 1024,
            id="cpu_memory_exist",
        ),
    ],
)
def test_get_non_zero_request(
    requests: v1.ResourceList, expected_cpu: int, expected_memory: int
) -> None:
    real_cpu, real_memory = get_nonzero_requests(requests)
    assert real_cpu == expected_cpu
    assert real_memory == expected_memory


@pytest.mark.parametrize(
    ("requests", "resource", "expected_quantity", "non_zero"),
    [
        pytest.param({}, "intel.com/foo", 0, True, id="extended_resource_not_found"),
        pytest.param(
            {"intel.com/foo": must_parse("4")},
            "intel.com/foo",
            4,
            True,
            id="extended_resource_found",
        ),
        pytest.param({}, v1.ResourceCPU, DefaultMilliCPURequest, True, id="cpu_not_found"),
        pytest.param({}, v1.ResourceMemory, DefaultMemoryRequest, True, id="memory_not_found"),
        pytest.param(
            {v1.ResourceCPU: must_parse("200m")}, v1.ResourceCPU, 200, True, id="cpu_exist"
        ),
        pytest.param(
            {v1.ResourceMemory: must_parse("400Mi")},
            v1.ResourceMemory,
            400 * 1024 * 1024,
            True,
            id="memory_exist",
        ),
        pytest.param(
            {v1.ResourceEphemeralStorage: must_parse("400Mi")},
            v1.ResourceEphemeralStorage,
            400 * 1024 * 1024,
            True,
            id="ephemeralStorage_exist",
        ),
        pytest.param({}, v1.ResourceEphemeralStorage, 0, True, id="ephemeralStorage_not_found"),
        pytest.param({}, v1.ResourceCPU, 0, False, id="cpu_not_found, useRequested is true"),
        pytest.param({}, v1.ResourceMemory, 0, False, id="memory_not_found, useRequested is true"),
    ],
)
def test_get_request_for_resource(
    requests: v1.ResourceList, resource: str, expected_quantity: int, non_zero: bool
) -> None:
    real_quantity = get_request_for_resource(resource, requests, non_zero)
    if resource == v1.ResourceCPU:
        real_quantity_i64 = real_quantity.milli_value()
    else:
        real_quantity_i64 = real_quantity.value()
    assert real_quantity_i64 == expected_quantity


def test_get_request_for_resource_nil_and_explicit_zero() -> None:
    assert get_request_for_resource(v1.ResourceCPU, None, True).is_zero()
    explicit_zero = {v1.ResourceCPU: must_parse("0"), v1.ResourceMemory: must_parse("0")}
    assert get_nonzero_requests(explicit_zero) == (0, 0)
