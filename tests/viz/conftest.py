"""Shared inputs for the viz tests: the example scenarios run through simulate (with a trace),
and a small reader of the DOT source graphviz writes, to assert on a picture's structure."""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from kube_scheduler_py.simulation.run import PodOutcome, SimulationResult, simulate
from kube_scheduler_py.trace import Trace
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import load_paths

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ["basic", "preemption", "topology-spread", "pod-anti-affinity"]


@dataclass
class Run:
    """One example: its objects, what simulate returned, and the trace of the run."""

    name: str
    objects: list[Any]
    result: SimulationResult
    trace: Trace

    @property
    def nodes(self) -> list[v1.Node]:
        return [o for o in self.objects if isinstance(o, v1.Node)]

    @property
    def live_pods(self) -> list[v1.Pod]:
        return [o.pod for o in self.result.pods if not o.deleted]

    def outcome(self, name: str) -> PodOutcome:
        return next(o for o in self.result.pods if o.pod.metadata.name == name)


_RUNS: dict[str, Run] = {}


def example_run(name: str) -> Run:
    """The example run through simulate once per test session."""
    if name not in _RUNS:
        objects = load_paths([str(ROOT / "examples" / f"{name}.yaml")]).objects
        trace = Trace()
        result = simulate(objects, trace=trace)
        assert result.settled
        _RUNS[name] = Run(name, objects, result, trace)
    return _RUNS[name]


@pytest.fixture(params=EXAMPLES)
def run(request: pytest.FixtureRequest) -> Run:
    """Each example, run through simulate."""
    return example_run(request.param)


@pytest.fixture
def example() -> Callable[[str], Run]:
    """A named example, run through simulate."""
    return example_run


# DOT as the graphviz package writes it: one statement per line.
_ID = r'(?:"(?:[^"\\]|\\.)*"|[^\s\[\]"-]+)'
_STATEMENT = re.compile(rf"^\s*(?P<tail>{_ID})(?:\s*->\s*(?P<head>{_ID}))?(?:\s*\[(?P<a>.*)\])?$")
_ATTR = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|[^\s"]+)')
_KEYWORDS = {"graph", "node", "edge", "digraph", "subgraph", "}"}


def _unquote(text: str) -> str:
    if text.startswith('"') and text.endswith('"'):
        return text[1:-1].replace('\\"', '"')
    return text


@dataclass
class Dot:
    """The nodes (id -> attributes, with `cluster` = the subgraph it is drawn in) and edges
    (tail, head, attributes, in order) of a DOT source."""

    nodes: dict[str, dict[str, str]] = field(default_factory=dict)
    edges: list[tuple[str, str, dict[str, str]]] = field(default_factory=list)
    clusters: dict[str, dict[str, str]] = field(default_factory=dict)

    def edge(self, tail: str, head: str) -> list[dict[str, str]]:
        return [attrs for t, h, attrs in self.edges if (t, h) == (tail, head)]


def parse_dot(source: str) -> Dot:
    """Read the node and edge statements of a DOT source written by the graphviz package."""
    dot = Dot()
    clusters: list[str] = []
    for line in source.splitlines():
        subgraph = re.match(rf"^\s*subgraph ({_ID}) \{{$", line)
        if subgraph:
            clusters.append(_unquote(subgraph.group(1)))
            dot.clusters[clusters[-1]] = {}
            continue
        if line.strip() == "}":
            if clusters:
                clusters.pop()
            continue
        match = _STATEMENT.match(line)
        if not match or match.group("tail") in _KEYWORDS:
            if clusters and "=" in line and "[" not in line:
                attrs = {k: _unquote(v) for k, v in _ATTR.findall(line)}
                dot.clusters[clusters[-1]].update(attrs)
            continue
        attrs = {k: _unquote(v) for k, v in _ATTR.findall(match.group("a") or "")}
        tail = _unquote(match.group("tail"))
        if match.group("head"):
            dot.edges.append((tail, _unquote(match.group("head")), attrs))
        else:
            attrs["cluster"] = clusters[-1] if clusters else ""
            dot.nodes[tail] = attrs
    return dot


@pytest.fixture
def dot() -> Callable[[str], Dot]:
    """parse_dot, for tests."""
    return parse_dot


@cache
def _permalinks_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "viz_test_permalinks", ROOT / "tests" / "test_permalinks.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def declaration_problem(link: str, go_name: str) -> str | None:
    """Why link is not the permalink of the Go declaration go_name (`Receiver.Name`, a function
    or type name, or `Type.field` for a struct field), or None when it is. Reuses the checks of
    tests/test_permalinks.py, then checks the declared name and receiver and, for a range, that
    it ends at the closing brace."""
    permalinks = _permalinks_module()
    found = permalinks._links(link)
    if len(found) != 1:
        return f"not a permalink of an edition's tag: {link}"
    tag, path, start, end = found[0]
    problem = permalinks._link_problem(tag, path, start, end)
    if problem:
        return problem
    lines = permalinks._lines(tag, path)
    line = lines[start - 1]
    owner, _, name = go_name.rpartition(".")
    if owner and line.startswith("\t"):
        enclosing = next(t for t in reversed(lines[: start - 1]) if t.startswith("type "))
        declared = re.match(rf"^\t{re.escape(name)}\b", line)
        if not enclosing.startswith(f"type {owner} struct"):
            declared = None
    elif owner:
        declared = re.match(rf"^func \(\w+ \*?{re.escape(owner)}\) {re.escape(name)}\(", line)
    else:
        declared = re.match(rf"^(?:func {re.escape(name)}\(|type {re.escape(name)} )", line)
    if not declared:
        return f"{link} starts at {line!r}, not at {go_name}"
    if end != start and not lines[end - 1].startswith("}"):
        return f"{link} ends at {lines[end - 1]!r}, not at a closing brace"
    return None


@pytest.fixture
def go_declaration() -> Callable[[str, str], str | None]:
    """declaration_problem, for tests."""
    return declaration_problem
