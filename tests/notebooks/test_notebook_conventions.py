"""Every lesson notebook in notebooks/ keeps the shared conventions (.lead/NOTEBOOKS.md).

- The first cell is markdown: the title `# NN · <title>` (NN = the file's number) and a line
  with **The question**.
- It was saved executed top to bottom in one kernel: the code cells carry execution counts
  1, 2, ..., n in order, and at least one has an output.
- No text output shows a memory address (`0x...`) or a traceback, except in cells tagged
  `raises-exception`.
- It stays modest in size (under 1 MB with outputs).

nbval (run by pytest on notebooks/) checks that the saved outputs are still what the code
prints; this file checks the form.

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

_TITLE = re.compile(r"^# (\d\d) · \S")
_QUESTION = re.compile(r"the question", re.IGNORECASE)
# A whole word: base64 data (an embedded font or picture in a replay) may hold "0x1234" inside.
_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{4,}\b")
_TRACEBACK = "Traceback (most recent call last)"
_MAX_BYTES = 1_000_000
# Output formats that are pictures, not text.
_PICTURES = ("image/png", "image/jpeg", "image/gif", "image/svg+xml")


def _load(path: Path) -> dict[str, Any]:
    notebook: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return notebook


def _text(source: str | list[str]) -> str:
    return source if isinstance(source, str) else "".join(source)


def _code_cells(notebook: dict[str, Any]) -> list[dict[str, Any]]:
    """The code cells that have code (an empty cell is never run by nbconvert)."""
    return [
        cell
        for cell in notebook["cells"]
        if cell["cell_type"] == "code" and _text(cell["source"]).strip()
    ]


def _output_texts(output: dict[str, Any]) -> list[str]:
    """The text of one output: a stream, an error, or the non-picture formats of a result."""
    if output["output_type"] == "stream":
        return [_text(output["text"])]
    if output["output_type"] == "error":
        return [output.get("ename", ""), output.get("evalue", ""), *output.get("traceback", [])]
    data = output.get("data", {})
    return [_text(value) for kind, value in data.items() if kind not in _PICTURES]


def _ids(paths: list[Path]) -> list[str]:
    return [path.name for path in paths]


pytestmark = pytest.mark.skipif(not PATHS, reason="no notebooks in notebooks/")


@pytest.mark.parametrize("path", PATHS, ids=_ids(PATHS))
def test_first_cell_has_the_title_and_the_question(path: Path) -> None:
    first = _load(path)["cells"][0]
    assert first["cell_type"] == "markdown", "the first cell must be markdown"
    lines = _text(first["source"]).splitlines()
    title = _TITLE.match(lines[0]) if lines else None
    assert title, f"the first line must be the title '# NN · <title>', not {lines[:1]}"
    assert path.name.startswith(title.group(1) + "_"), "the title's number is the file's"
    assert any(_QUESTION.search(line) for line in lines[1:]), "no **The question** line"


@pytest.mark.parametrize("path", PATHS, ids=_ids(PATHS))
def test_saved_executed_in_order(path: Path) -> None:
    cells = _code_cells(_load(path))
    counts = [cell.get("execution_count") for cell in cells]
    assert counts == list(range(1, len(cells) + 1)), (
        "run the notebook top to bottom in a fresh kernel before saving it "
        f"(execution counts: {counts})"
    )
    assert any(cell.get("outputs") for cell in cells), "no code cell has an output"


@pytest.mark.parametrize("path", PATHS, ids=_ids(PATHS))
def test_no_addresses_or_tracebacks(path: Path) -> None:
    for index, cell in enumerate(_code_cells(_load(path)), start=1):
        if "raises-exception" in cell.get("metadata", {}).get("tags", []):
            continue
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error", f"code cell {index} raised an error"
            for text in _output_texts(output):
                address = _ADDRESS.search(text)
                assert not address, f"code cell {index} prints an address: {address.group()}"
                assert _TRACEBACK not in text, f"code cell {index} prints a traceback"


@pytest.mark.parametrize("path", PATHS, ids=_ids(PATHS))
def test_modest_size(path: Path) -> None:
    assert path.stat().st_size < _MAX_BYTES, "keep notebooks under 1 MB (prefer SVG to PNG)"
