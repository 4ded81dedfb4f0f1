"""tools/editions/carry.py: a v1.31.1 module whose Go did not change is carried into v1_37 with
its links re-pointed; one whose Go changed, or that needs a module v1_37 lacks, is refused."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


CARRY = _load("_carry", ROOT / "tools" / "editions" / "carry.py")
PERMALINKS = _load("_carry_permalinks", ROOT / "tests" / "test_permalinks.py")


@pytest.fixture
def v1_37(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty v1_37 tree to carry into."""
    root = tmp_path / "kube_scheduler_py" / "v1_37"
    root.mkdir(parents=True)
    monkeypatch.setattr(CARRY, "NEW", root)
    return root


def test_an_unchanged_module_is_carried_with_v1_37_2_links(v1_37: Path) -> None:
    assert CARRY.carry("api/util/rand/rand.py", write=True) == []
    carried = (v1_37 / "api" / "util" / "rand" / "rand.py").read_text()
    links = PERMALINKS._links(carried)
    assert links and all(tag == "v1.37.2" for tag, *_ in links)
    for tag, path, start, end in links:
        assert PERMALINKS._link_problem(tag, path, start, end) is None
        assert PERMALINKS._declared_name(PERMALINKS._lines(tag, path)[start - 1]) == "String"
    assert "v1.31.1" not in carried and "v1_31" not in carried
    assert (v1_37 / "api" / "util" / "rand" / "__init__.py").is_file()


def test_a_module_whose_go_changed_is_refused(v1_37: Path) -> None:
    problems = CARRY.carry("framework/cycle_state.py", write=True)
    assert "pkg/scheduler/framework/cycle_state.go#L104: Read changed in " in "\n".join(problems)
    assert not any(v1_37.rglob("*.py"))


def test_a_module_needing_an_absent_module_is_refused(v1_37: Path) -> None:
    problems = CARRY.carry("api/resource/scale_int.py", write=True)
    assert problems == [
        "api/resource/scale_int.py: imports kube_scheduler_py.v1_37.api.resource.math, "
        "not there yet"
    ]
    assert not any(v1_37.rglob("*.py"))


def test_internal_goes_to_backend(v1_37: Path) -> None:
    problems = CARRY.carry("internal/cache/node_tree.py", write=False)
    assert any("in pkg/scheduler/backend/cache/node_tree.go" in p for p in problems)
    assert any("kube_scheduler_py.v1_37.backend.cache.interface" in p for p in problems)
