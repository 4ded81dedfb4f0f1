"""Tests for kube_scheduler_py.v1_37.api.core.v1.resource (ResourceList methods).

TestResourceHelpers and TestDefaultResourceHelpers live in pkg/api/v1/resource/helpers_test.go
upstream; they exercise the ResourceList methods ported here.
"""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1 import resource as v1resource
from kube_scheduler_py.v1_37.api.resource import BinarySI, DecimalSI, must_parse


def test_resource_helpers() -> None:
    cpu_limit = must_parse("10")
    memory_limit = must_parse("10G")
    resource_spec = v1.ResourceRequirements(
        limits={v1.ResourceCPU: cpu_limit, v1.ResourceMemory: memory_limit}
    )
    assert v1resource.cpu(resource_spec.limits).cmp(cpu_limit) == 0
    assert v1resource.memory(resource_spec.limits).cmp(memory_limit) == 0
    resource_spec = v1.ResourceRequirements(limits={v1.ResourceMemory: memory_limit})
    assert v1resource.cpu(resource_spec.limits).value() == 0
    assert v1resource.memory(resource_spec.limits).cmp(memory_limit) == 0


def test_default_resource_helpers() -> None:
    resource_list: v1.ResourceList = {}
    assert v1resource.cpu(resource_list).format == DecimalSI
    assert v1resource.memory(resource_list).format == BinarySI


def test_other_names_and_copies() -> None:
    rl: v1.ResourceList = {v1.ResourcePods: must_parse("110"), "example.com/gpu": must_parse("2")}
    assert v1resource.pods(rl).value() == 110
    assert v1resource.storage(rl).format == BinarySI
    assert v1resource.storage_ephemeral(rl).format == BinarySI
    assert v1resource.name(rl, "example.com/gpu", DecimalSI).value() == 2
    assert v1resource.name(rl, "example.com/fpga", DecimalSI).is_zero()
    # The result is a copy: changing it leaves the list alone.
    got = v1resource.pods(rl)
    got.add(must_parse("1"))
    assert rl[v1.ResourcePods] == must_parse("110")
