"""The scheduling.k8s.io v1beta1 and v1alpha3 types hold every field of their Go structs, in
Go's order.

Each dataclass's permalink names its Go struct at v1.37.2; the test reads that struct from the
Go module cache and compares its JSON field names with the dataclass's.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import subprocess
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from kube_scheduler_py.v1_37.api.scheduling.v1alpha3 import types as v1alpha3
from kube_scheduler_py.v1_37.api.scheduling.v1beta1 import types as v1beta1

LINK = re.compile(
    r"blob/v1\.37\.2/staging/src/k8s\.io/api/scheduling/(\w+)/types\.go#L(\d+)-L(\d+)"
)
JSON_TAG = re.compile(r'^\t\S+(?:\s+\S+)?\s+`json:"([^",]*)')


@cache
def _go_lines(version: str) -> list[str]:
    cache_dir = subprocess.run(
        ["go", "env", "GOMODCACHE"], capture_output=True, text=True, check=True
    ).stdout.strip()
    types_go = Path(cache_dir) / f"k8s.io/api@v0.37.2/scheduling/{version}/types.go"
    return types_go.read_text().splitlines()


def _camel(name: str) -> str:
    return re.sub(r"_(\w)", lambda m: m.group(1).upper(), name)


def _python_json_names(cls: type) -> list[str]:
    fields = dataclasses.fields(cls)
    has_type_meta = any(f.name == "metadata" for f in fields)
    names = []
    for f in fields:
        if has_type_meta and f.name in ("api_version", "kind"):
            continue  # metav1.TypeMeta, inlined in Go
        names.append(f.metadata.get("json", _camel(f.name)))
    return names


def _classes(module: ModuleType) -> list[type]:
    return [
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__
    ]


CLASSES = [
    (module.__name__.split(".")[-2], cls)
    for module in (v1beta1, v1alpha3)
    for cls in _classes(module)
]


@pytest.mark.parametrize(("version", "cls"), CLASSES, ids=[f"{v}.{c.__name__}" for v, c in CLASSES])
def test_fields_match_the_go_struct(version: str, cls: type) -> None:
    match = LINK.search(cls.__doc__ or "")
    assert match, f"{cls.__name__} has no permalink"
    assert match[1] == version
    start, end = int(match[2]), int(match[3])
    struct = _go_lines(version)[start - 1 : end]
    assert struct[0].startswith(f"type {cls.__name__} struct")
    go_names = [m[1] for line in struct if (m := JSON_TAG.match(line)) and m[1]]
    assert _python_json_names(cls) == go_names
