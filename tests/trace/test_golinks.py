"""Every permalink of the trace's table starts at the Go declaration it names.

The checks are those of tests/test_permalinks.py (the local module cache is opened and
the range must start at a declaration); here the declared name must also be the table's name
and the receiver its receiver type.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

from kube_scheduler_py.trace import GO_FUNCS, GoFunc

ROOT = Path(__file__).resolve().parents[2]


def _permalink_checker() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "_permalink_checker", ROOT / "tests" / "test_permalinks.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECKER = _permalink_checker()


@pytest.mark.parametrize("kind", sorted(GO_FUNCS))
def test_permalink_starts_at_the_named_declaration(kind: str) -> None:
    go = GO_FUNCS[kind]
    links = CHECKER._links(go.link)
    assert len(links) == 1 and CHECKER.LINK.fullmatch(go.link), go.link
    tag, repo_path, start, end = links[0]
    assert tag == "v1.31.1"  # the trace records the v1.31.1 edition's scheduler
    assert repo_path.startswith("pkg/scheduler/")
    assert CHECKER._link_problem(tag, repo_path, start, end) is None
    line = CHECKER._lines(tag, repo_path)[start - 1]
    receiver, name = go.name.split(".")
    assert CHECKER._declared_name(line) == name
    assert re.match(rf"func \(\w+ \*{receiver}\) {name}\(", line), line
    # The range ends at the function's closing brace.
    assert CHECKER._lines(tag, repo_path)[end - 1] == "}"


def test_every_category_is_covered() -> None:
    categories = {kind.split("/")[0] for kind in GO_FUNCS}
    assert categories == {"step", "plugin", "state", "cache", "queue"}
    assert all(isinstance(go, GoFunc) for go in GO_FUNCS.values())
