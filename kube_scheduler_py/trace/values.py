"""A readable, JSON-ready view of whatever a plugin keeps in its CycleState.

StateData types are plugin-private (dataclasses, plain classes, subclasses of Resource), so the
view is generic: an object becomes a dict of its fields with its type name under "@type";
sets become sorted lists; API objects the scheduler passes around (pods, nodes, NodeInfos,
quantities) become short names. Deep or long values are cut off with a marker, and nothing
in the view depends on memory addresses or hash order, so a trace is reproducible.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import types
from datetime import datetime, timedelta
from enum import Enum
from typing import Any

from kube_scheduler_py.clock import go_duration_string
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.resource import Quantity
from kube_scheduler_py.v1_31.framework.types import NodeInfo, PodInfo

__all__ = ["MAX_DEPTH", "MAX_ITEMS", "readable"]

_FUNCTION_TYPES = (
    types.FunctionType,
    types.MethodType,
    types.BuiltinFunctionType,
    functools.partial,
)

#: How deep the view follows nested values before it writes only their type.
MAX_DEPTH = 6
#: How many items of a list, set or dict the view shows.
MAX_ITEMS = 100


def readable(value: Any, depth: int = 0) -> Any:
    """A JSON-ready view of value (None, bool, int, float, str, list or dict)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value.name if isinstance(value, Enum) else value
    if isinstance(value, Enum):
        return value.name
    short = _short_name(value)
    if short is not None:
        return short
    if depth >= MAX_DEPTH:
        return f"<{type(value).__name__}>"
    if isinstance(value, dict):
        items = list(value.items())
        view = {_key(k): readable(v, depth + 1) for k, v in items[:MAX_ITEMS]}
        if len(items) > MAX_ITEMS:
            view["…"] = f"{len(items) - MAX_ITEMS} more"
        return view
    if isinstance(value, set | frozenset):
        return _sequence(sorted((readable(v, depth + 1) for v in value), key=_sort_key))
    if isinstance(value, list | tuple):
        return _sequence([readable(v, depth + 1) for v in value])
    if isinstance(value, type) or _is_function(value):
        return f"<{getattr(value, '__qualname__', type(value).__name__)}>"
    return _object(value, depth)


def _short_name(value: Any) -> str | None:
    """The short name of the API objects the scheduler passes around, None for others."""
    if isinstance(value, v1.Pod):
        return f"Pod({value.metadata.namespace}/{value.metadata.name})"
    if isinstance(value, v1.Node):
        return f"Node({value.metadata.name})"
    if isinstance(value, NodeInfo):
        node = value.node()
        return f"NodeInfo({node.metadata.name if node is not None else ''})"
    if isinstance(value, PodInfo):
        pod = value.pod
        return f"PodInfo({pod.metadata.namespace}/{pod.metadata.name})"
    if isinstance(value, Quantity):
        return str(value)
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, timedelta):
        return go_duration_string(value)
    return None


def _object(value: Any, depth: int) -> dict[str, Any]:
    """An object as its type name and its fields (dataclass fields, slots or attributes)."""
    if dataclasses.is_dataclass(value):
        names = [f.name for f in dataclasses.fields(value)]
    elif hasattr(value, "__dict__"):
        names = list(vars(value))
    else:
        names = [
            name
            for cls in type(value).__mro__
            for name in getattr(cls, "__slots__", ())
            if hasattr(value, name)
        ]
    view: dict[str, Any] = {"@type": type(value).__name__}
    for name in names:
        attribute = getattr(value, name)
        if _is_function(attribute):
            continue
        view[name] = readable(attribute, depth + 1)
    return view


def _is_function(value: Any) -> bool:
    return isinstance(value, _FUNCTION_TYPES)


def _sequence(items: list[Any]) -> list[Any]:
    if len(items) > MAX_ITEMS:
        return [*items[:MAX_ITEMS], f"… {len(items) - MAX_ITEMS} more"]
    return items


def _key(key: Any) -> str:
    """A dict key as a string: strings stay, tuples become "(a, b)", objects "Type(f=v)"."""
    if isinstance(key, str):
        return key
    return _inline(readable(key, MAX_DEPTH - 2))


def _inline(view: Any) -> str:
    if isinstance(view, dict):
        fields = ", ".join(f"{k}={_inline(v)}" for k, v in view.items() if k != "@type")
        return f"{view.get('@type', '')}({fields})"
    if isinstance(view, list):
        return "(" + ", ".join(_inline(v) for v in view) + ")"
    return str(view)


def _sort_key(view: Any) -> str:
    return json.dumps(view, sort_keys=True)
