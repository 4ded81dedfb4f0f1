"""tools/editions/carry.py: a v1.31.1 module whose Go did not change is carried into v1_37 with
its links re-pointed; one whose Go changed, or that needs a module v1_37 lacks, is refused."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
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


_GO_OLD = """package fake

// Count says how many.
func Count(s string) int {
\t// one for each
\treturn len(s) + len("a//b") /* and the marker */ + len(`/*x*/`) + int('/')
}
"""


def _go_new(body: str) -> str:
    header = "package fake\n\n/*\nCount, now documented\nover two lines.\n*/\n"
    return f"{header}func Count(s string) int {{\n{body}}}\n"


@pytest.fixture
def fake_go(v1_37: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A module cache holding pkg/scheduler/fake/count.go at both tags, and a v1_31 module
    linking its Count; returns the v1.37.2 file for the test to write."""
    cache = tmp_path / "gomodcache"
    for tag in (CARRY.OLD_TAG, CARRY.NEW_TAG):
        (cache / "k8s.io" / f"kubernetes@{tag}" / "pkg" / "scheduler" / "fake").mkdir(parents=True)
    old_go = cache / "k8s.io" / f"kubernetes@{CARRY.OLD_TAG}" / "pkg/scheduler/fake/count.go"
    old_go.write_text(_GO_OLD)
    v1_31 = tmp_path / "kube_scheduler_py" / "v1_31"
    (v1_31 / "fake").mkdir(parents=True)
    (v1_31 / "fake" / "count.py").write_text(
        '"""Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/'
        'pkg/scheduler/fake/count.go#L4-L7"""\n'
    )
    monkeypatch.setattr(CARRY, "OLD", v1_31)
    monkeypatch.setattr(CARRY, "_module_cache", lambda: cache)
    CARRY._lines.cache_clear()
    yield cache / "k8s.io" / f"kubernetes@{CARRY.NEW_TAG}" / "pkg/scheduler/fake/count.go"
    CARRY._lines.cache_clear()


def test_a_declaration_whose_only_change_is_comments_is_carried(fake_go: Path, v1_37: Path) -> None:
    fake_go.write_text(
        _go_new(
            "\t// each rune, /* counted */ once\n\n"
            "\treturn len(s) /* plus */ + len(\"a//b\") + len(`/*x*/`) + int('/') // a literal\n"
        )
    )
    assert CARRY.carry("fake/count.py", write=True) == []
    assert (v1_37 / "fake" / "count.py").read_text() == (
        '"""Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/'
        'pkg/scheduler/fake/count.go#L7-L11"""\n'
    )


@pytest.mark.parametrize(
    "body",
    [
        "\treturn len(s) + len(\"a//c\") + len(`/*x*/`) + int('/')\n",
        "\treturn len(s) + len(\"a//b\") + len(`/*y*/`) + int('/')\n",
        "\treturn len(s) + len(\"a//b\") + len(`/*x*/`) + int('*')\n",
    ],
    ids=["string", "raw-string", "rune"],
)
def test_a_change_inside_a_literal_that_looks_like_a_comment_is_refused(
    fake_go: Path, v1_37: Path, body: str
) -> None:
    fake_go.write_text(_go_new(body))
    assert CARRY.carry("fake/count.py", write=True) == [
        "pkg/scheduler/fake/count.go#L4: Count changed in pkg/scheduler/fake/count.go"
    ]
    assert not any(v1_37.rglob("*.py"))


def test_comments_go_and_literals_stay_with_line_numbers_kept() -> None:
    source = "a := \"//x\" // gone\nb := '/' /* gone\ngone */ + `/*y*/`\n"
    assert CARRY._without_comments(source) == "a := \"//x\" \nb := '/'  \n + `/*y*/`\n"


def test_a_brace_in_a_rune_or_comment_does_not_end_a_declaration() -> None:
    lines = tuple(
        CARRY._without_comments(
            "func Open(s string) bool {\n\treturn s[0] == '{' // or '}'\n}\nvar x = 1\n"
        ).splitlines()
    )
    assert CARRY._end(lines, 1) == 3
