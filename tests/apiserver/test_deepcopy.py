"""deep_copy copies API objects completely, as Go's generated DeepCopy does."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from datetime import UTC, datetime

from kube_scheduler_py.apiserver.deepcopy import deep_copy
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.testing.wrappers import make_node, make_pod


def _pod() -> v1.Pod:
    pod = (
        make_pod()
        .name("p")
        .namespace("ns")
        .label("app", "web")
        .req({v1.ResourceCPU: "100m", v1.ResourceMemory: "500Mi"})
        .toleration("gpu")
        .obj()
    )
    pod.metadata.creation_timestamp = datetime(2024, 1, 1, tzinfo=UTC)
    return pod


def test_copy_equals_the_original() -> None:
    pod = _pod()
    assert deep_copy(pod) == pod == copy.deepcopy(pod)


def test_copy_shares_nothing_mutable() -> None:
    pod = _pod()
    copied = deep_copy(pod)
    copied.metadata.labels["app"] = "db"
    copied.spec.containers[0].resources.requests[v1.ResourceCPU].add(must_parse("1"))
    copied.spec.tolerations.append(v1.Toleration(key="other"))
    assert pod == _pod()


def test_a_shared_list_becomes_two_lists() -> None:
    # make_node gives capacity and allocatable one ResourceList; Go's DeepCopy would not
    # keep them shared, and neither does deep_copy.
    node = make_node().name("n").capacity({v1.ResourceCPU: "4"}).obj()
    assert node.status.capacity is node.status.allocatable
    copied = deep_copy(node)
    assert copied == node
    assert copied.status.capacity is not copied.status.allocatable


@dataclass
class _WithDict:
    """Not slotted: its instances may carry attributes beyond the fields."""

    items: list[int] = field(default_factory=list)


def test_other_types_are_left_to_copy_deepcopy() -> None:
    value = _WithDict([1])
    value.extra = [2]  # type: ignore[attr-defined]
    copied = deep_copy(value)
    assert copied.items == [1] and copied.extra == [2]  # type: ignore[attr-defined]
    assert copied.extra is not value.extra  # type: ignore[attr-defined]


def test_nested_objects() -> None:
    selector = metav1.LabelSelector(
        match_expressions=[metav1.LabelSelectorRequirement(key="k", operator="In", values=["a"])]
    )
    copied = deep_copy(selector)
    assert copied == selector
    assert copied.match_expressions[0] is not selector.match_expressions[0]
    assert copied.match_expressions[0].values is not selector.match_expressions[0].values


@dataclass(frozen=True, slots=True)
class _Frozen:
    items: list[int]


def test_frozen_dataclasses_are_copied_too() -> None:
    value = _Frozen([1, 2])
    copied = deep_copy(value)
    assert copied == value and copied.items is not value.items
