"""The readable view of CycleState values: JSON-ready, short for API objects, reproducible."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import timedelta
from enum import Enum
from typing import Any

from kube_scheduler_py.trace import readable
from kube_scheduler_py.trace.values import MAX_DEPTH, MAX_ITEMS
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.framework.types import NodeInfo, PodInfo


class _Color(Enum):
    Red = "red"


@dataclass(frozen=True)
class _Pair:
    key: str
    value: str


@dataclass
class _State:
    names: set[str] = field(default_factory=set)
    counts: dict[_Pair, int] = field(default_factory=dict)
    pairs: dict[tuple[str, str], int] = field(default_factory=dict)
    color: _Color = _Color.Red


class _Plain:
    def __init__(self) -> None:
        self.pod_requests = [1, 2]
        self.callback = self.method

    def method(self) -> None:
        """Not a value: left out of the view."""


class _Slotted:
    __slots__ = ("a",)

    def __init__(self) -> None:
        self.a = 1


def _pod(name: str) -> v1.Pod:
    return v1.Pod(metadata=metav1.ObjectMeta(name=name, namespace="default"))


def test_objects_become_dicts_with_their_type() -> None:
    state = _State(
        names={"b", "a"},
        counts={_Pair("zone", "z1"): 2},
        pairs={("zone", "z1"): 1},
    )
    assert readable(state) == {
        "@type": "_State",
        "names": ["a", "b"],
        "counts": {"_Pair(key=zone, value=z1)": 2},
        "pairs": {"(zone, z1)": 1},
        "color": "Red",
    }
    assert readable(_Plain()) == {"@type": "_Plain", "pod_requests": [1, 2]}
    assert readable(_Slotted()) == {"@type": "_Slotted", "a": 1}


def test_api_objects_get_short_names() -> None:
    pod = _pod("web")
    node = v1.Node(metadata=metav1.ObjectMeta(name="node-a"))
    node_info = NodeInfo()
    node_info.set_node(node)
    assert readable(
        [pod, node, node_info, PodInfo(pod=pod), must_parse("500m"), timedelta(seconds=90)]
    ) == [
        "Pod(default/web)",
        "Node(node-a)",
        "NodeInfo(node-a)",
        "PodInfo(default/web)",
        "500m",
        "1m30s",
    ]


def test_deep_and_long_values_are_cut() -> None:
    deep: Any = "bottom"
    for _ in range(MAX_DEPTH + 2):
        deep = [deep]
    view = readable(deep)
    for _ in range(MAX_DEPTH):
        view = view[0]
    assert view == "<list>"
    long = readable(list(range(MAX_ITEMS + 5)))
    assert long[-1] == "… 5 more" and len(long) == MAX_ITEMS + 1
    json.dumps(readable({i: i for i in range(MAX_ITEMS + 1)}))
