"""Every lesson notebook keeps the lesson rules of the brief: short cells, no links to
repository files (they point nowhere in the built book), no raw dict reprs in outputs, and it
ends with 2–3 graded predict-then-run exercises whose saved checks (run by nbval with the
reference answers, see conftest.py) say right.

An exercise is a markdown cell starting `**N.**`, a prediction cell (tag `prediction`, in view,
one line `name = None  # what to write`) and a check cell (tag `hide-output`) that calls
`check(name, truths....)`: the answer and the reasoning come from
kube_scheduler_py.lessons.truths, not from the cell.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))
MAX_LINES = 15
_RAW_DICT = re.compile(r"\{'[^']*': ")
_REPO_LINK = re.compile(r"\]\(\.\./[^)]*\)")
_BLANK = re.compile(r"^(\w+) = None  # \S")


def _cells(path: Path) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return cells


def _src(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _tags(cell: dict[str, Any]) -> list[str]:
    tags: list[str] = cell.get("metadata", {}).get("tags", [])
    return tags


def _text(output: dict[str, Any]) -> str:
    if output["output_type"] == "stream":
        return "".join(output["text"])
    plain = output.get("data", {}).get("text/plain", "")
    return plain if isinstance(plain, str) else "".join(plain)


pytestmark = pytest.mark.skipif(not PATHS, reason="no notebooks in notebooks/")


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_lesson_cells_are_short(path: Path) -> None:
    for index, cell in enumerate(_cells(path)):
        if cell["cell_type"] == "code":
            lines = len(_src(cell).splitlines())
            assert lines <= MAX_LINES, (
                f"cell {index} has {lines} lines: move helpers to the package"
            )


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_no_links_to_repository_files(path: Path) -> None:
    for index, cell in enumerate(_cells(path)):
        if cell["cell_type"] == "markdown":
            link = _REPO_LINK.search(_src(cell))
            assert not link, f"cell {index} links {link.group()}: write inline code instead"


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_no_raw_dict_reprs(path: Path) -> None:
    for index, cell in enumerate(_cells(path)):
        for output in cell.get("outputs", []):
            found = _RAW_DICT.search(_text(output))
            assert not found, f"cell {index} prints a dict repr: {found.group()}"


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_ends_with_graded_exercises(path: Path) -> None:
    cells = _cells(path)
    starts = [
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "markdown" and _src(c).startswith("## Exercises")
    ]
    assert starts, "no '## Exercises' section"
    exercises = cells[starts[-1] + 1 :]
    assert len(exercises) % 3 == 0, "each exercise is a question, a prediction and a check"
    count = len(exercises) // 3
    assert 2 <= count <= 3, f"{count} exercises; a lesson ends with 2 or 3"
    for n in range(count):
        question, prediction, checking = exercises[3 * n : 3 * n + 3]
        assert _src(question).startswith(f"**{n + 1}.**")
        assert "prediction" in _tags(prediction)
        name = _BLANK.match(_src(prediction))
        assert name, f"exercise {n + 1}: the prediction cell reads 'name = None  # ...'"
        assert "hide-output" in _tags(checking)
        assert f"check({name.group(1)}, truths." in _src(checking)
        assert "why=" not in _src(checking), "the reasoning belongs in lessons.truths"
        texts = [_text(o) for o in checking.get("outputs", [])]
        assert any(t.startswith("✔ right") for t in texts), f"exercise {n + 1}: {texts}"
