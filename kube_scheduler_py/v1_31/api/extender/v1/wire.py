"""JSON for the extender messages, shaped the way Go's encoding/json writes and reads them.

This module has no single Go counterpart. Go marshals the untagged extender structs with one
key per Go field, every field present and nil written as null, and matches keys on decoding
exactly first, then ignoring case. The API objects inside (v1.Pod, v1.Node, NodeList) go
through kube_scheduler_py.v1_31.api.serialization.

Python-only: Go gets this from encoding/json.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any

from kube_scheduler_py.v1_31.api.extender.v1 import types as extenderv1
from kube_scheduler_py.v1_31.api.serialization import DecodeError, from_dict, to_dict

# The structs named by their Go field names; anything else is an API object.
_GO_NAMED: frozenset[type] = frozenset(
    {
        extenderv1.MetaPod,
        extenderv1.MetaVictims,
        extenderv1.Victims,
        extenderv1.ExtenderPreemptionResult,
        extenderv1.ExtenderPreemptionArgs,
        extenderv1.ExtenderArgs,
        extenderv1.ExtenderFilterResult,
        extenderv1.ExtenderBindingArgs,
        extenderv1.ExtenderBindingResult,
        extenderv1.HostPriority,
    }
)


def encode(obj: Any) -> Any:
    """The JSON-ready form of an extender message (or a list or map of them).

    # Python: a Go nil slice or map inside a message is written as null; Python lists and
    # dicts cannot be nil, so they are written as [] and {}.
    """
    if obj is None or isinstance(obj, str | bool | int | float):
        return obj
    if isinstance(obj, list):
        return [encode(item) for item in obj]
    if isinstance(obj, dict):
        return {key: encode(value) for key, value in obj.items()}
    if type(obj) in _GO_NAMED:
        return {f.metadata["json"]: encode(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    return to_dict(obj)


def decode(hint: Any, data: Any) -> Any:
    """Build the value of type hint (a message class or HostPriorityList) from decoded JSON.

    A JSON null gives the zero value, keys match the Go field names ignoring case, unknown
    keys are ignored; a value of the wrong type raises DecodeError.
    """
    data = _fold_keys(hint, data)
    if typing.get_origin(hint) is list:
        if data is None:
            return []
        (elem,) = typing.get_args(hint)
        if not isinstance(data, list):
            raise DecodeError(
                "", f"json: cannot unmarshal object into Go value of type []v1.{elem.__name__}"
            )
        return [
            elem() if item is None else from_dict(elem, item, f"[{i}]")
            for i, item in enumerate(data)
        ]
    if data is None:
        return hint()
    return from_dict(hint, data)


def _fold_keys(hint: Any, data: Any) -> Any:
    """Rename the keys of the Go-named structs in data to their exact field names.

    Go's decoder prefers an exact match and falls back to a case-insensitive one; from_dict
    matches exactly, so this pass does the folding first.
    """
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        (inner,) = [arg for arg in typing.get_args(hint) if arg is not type(None)]
        return _fold_keys(inner, data)
    if origin is list and isinstance(data, list):
        (elem,) = typing.get_args(hint)
        return [_fold_keys(elem, item) for item in data]
    if origin is dict and isinstance(data, dict):
        _, elem = typing.get_args(hint)
        return {key: _fold_keys(elem, value) for key, value in data.items()}
    if hint in _GO_NAMED and isinstance(data, dict):
        hints = typing.get_type_hints(hint)
        by_name = {f.metadata["json"]: hints[f.name] for f in dataclasses.fields(hint)}
        folded: dict[str, Any] = {}
        for key, value in data.items():
            name = _match(key, by_name)
            folded[name] = _fold_keys(by_name.get(name), value)
        return folded
    return data


def _match(key: str, names: dict[str, Any]) -> str:
    """The field name key stands for: itself if exact, else the one equal ignoring case."""
    if key in names:
        return key
    for name in names:
        if name.casefold() == key.casefold():
            return name
    return key
