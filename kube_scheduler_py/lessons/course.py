"""The learner's and the teacher's copies of the lessons (`bin/course learner|teacher DIR`).

A lesson notebook in notebooks/ ends with exercises: a question, a prediction cell (tag
`prediction`, one line `name = None  # what to write`) and a check cell. The reference
answers and the teacher's notes live apart, in `course/answers/<notebook>.toml`:

    [[exercise]]
    name = "web2_node"          # the variable the prediction cell assigns
    answer = '"node-b"'         # Python source that replaces None in the teacher's copy
    intent = "what the exercise makes the learner think about"
    wrong = "the common wrong answers, and the idea each one misses"

- The learner's copy keeps `None` in every prediction cell and drops the saved output of every
  check cell (it would show the answer and the reasoning).
- The teacher's copy fills in the reference answers, keeps the checks' outputs and adds a note
  (intent, common wrong answers) after every check.

The tests run the lessons under nbval as the teacher's copy, each check also once with a
blank prediction (see conftest.py). `bin/course run NOTEBOOK...` executes a lesson the same way
(reference answers in, then blanked again) and saves it with its outputs.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import argparse
import copy
import json
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = [
    "Answer",
    "CourseError",
    "answers_of",
    "exercise_table",
    "exercises",
    "learner_copy",
    "main",
    "run",
    "teacher_copy",
    "with_answer",
]

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ANSWERS = ROOT / "course" / "answers"
PREDICTION = "prediction"
_BLANK = re.compile(r"^(?P<name>[A-Za-z_]\w*) = None(?P<comment>\s*#.*)?$")


class CourseError(Exception):
    """A lesson and its answers file do not fit together (the message names both)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """One exercise's reference answer (Python source) and the teacher's notes."""

    name: str
    answer: str
    intent: str
    wrong: str


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _tags(cell: dict[str, Any]) -> list[str]:
    tags: list[str] = cell.get("metadata", {}).get("tags", [])
    return tags


def prediction_name(cell: dict[str, Any], where: str) -> str:
    """The variable a prediction cell assigns; its source must be `name = None  # ...`."""
    found = _BLANK.match(_source(cell).strip())
    if not found:
        raise CourseError(f"{where}: a prediction cell must read 'name = None  # ...'")
    return found.group("name")


def exercises(notebook: dict[str, Any]) -> list[tuple[int, int]]:
    """(prediction cell, check cell) indexes of the notebook's exercises, in order."""
    cells = notebook["cells"]
    return [
        (index, index + 1)
        for index, cell in enumerate(cells)
        if PREDICTION in _tags(cell) and index + 1 < len(cells)
    ]


def answers_of(path: Path, answers_dir: Path = ANSWERS) -> dict[str, Answer]:
    """The answers file of a lesson, by prediction variable."""
    file = answers_dir / f"{path.stem}.toml"
    if not file.is_file():
        raise CourseError(f"{path.name}: no answers file {file}")
    try:
        table = tomllib.loads(file.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise CourseError(f"{file}: {error}") from None
    found = {}
    for number, entry in enumerate(table.get("exercise", []), start=1):
        missing = [k for k in ("name", "answer", "intent", "wrong") if k not in entry]
        if missing:
            raise CourseError(f"{file}: exercise {number} has no {', '.join(missing)}")
        found[entry["name"]] = Answer(**{k: str(entry[k]) for k in Answer.__slots__})
    return found


def _answer_for(name: str, answers: dict[str, Answer], where: str) -> Answer:
    if name not in answers:
        raise CourseError(f"{where}: the answers file has no exercise named {name!r}")
    return answers[name]


def with_answer(source: str, answer: str) -> str:
    """A prediction cell's source with the reference answer in place of None."""
    found = _BLANK.match(source.strip())
    if not found:
        raise CourseError(f"not a blank prediction cell: {source!r}")
    return f"{found.group('name')} = {answer}{found.group('comment') or ''}"


def learner_copy(notebook: dict[str, Any], name: str) -> dict[str, Any]:
    """The learner's copy: blank predictions, checks without their saved outputs."""
    copied = copy.deepcopy(notebook)
    for prediction, check in exercises(copied):
        prediction_name(copied["cells"][prediction], f"{name}, cell {prediction}")
        copied["cells"][check]["outputs"] = []
        copied["cells"][check]["execution_count"] = None
    return copied


def _note(answer: Answer) -> dict[str, Any]:
    text = (
        f"**Teacher's note.** Reference answer: `{answer.answer}`. {answer.intent}\n\n"
        f"*Common wrong answers:* {answer.wrong}"
    )
    return {"cell_type": "markdown", "metadata": {"tags": ["teacher-note"]}, "source": text}


def teacher_copy(notebook: dict[str, Any], name: str, answers: dict[str, Answer]) -> dict[str, Any]:
    """The teacher's copy: reference answers in the prediction cells, a note after each check."""
    copied = copy.deepcopy(notebook)
    cells = copied["cells"]
    for prediction, check in reversed(exercises(copied)):
        where = f"{name}, cell {prediction}"
        answer = _answer_for(prediction_name(cells[prediction], where), answers, where)
        cells[prediction]["source"] = with_answer(_source(cells[prediction]), answer.answer)
        cells.insert(check + 1, _note(answer))
    return copied


def _plain(text: str) -> str:
    return re.sub(r"\*\*\d+\.\*\*\s*", "", text).replace("`", "").replace("**", "")


def exercise_table(stem: str, notebooks: Path = NOTEBOOKS, answers: Path = ANSWERS) -> Any:
    """The exercises of one lesson for the instructor guide: question, reference answer,
    intent and common wrong answers (a viz Table the book draws at build time)."""
    from kube_scheduler_py.viz.render import Table

    path = notebooks / f"{stem}.ipynb"
    notebook = json.loads(path.read_text(encoding="utf-8"))
    reference = answers_of(path, answers)
    table = Table(
        header=["", "question", "answer", "what it is for", "common wrong answers"],
        rows=[],
        caption=f"{stem}.ipynb",
    )
    for number, (prediction, _) in enumerate(exercises(notebook), start=1):
        cells = notebook["cells"]
        answer = reference[prediction_name(cells[prediction], path.name)]
        question = _plain(_source(cells[prediction - 1]))
        row = [str(number), question, answer.answer, _plain(answer.intent), _plain(answer.wrong)]
        table.rows.append(row)
    return table


def _lessons(notebooks: Path) -> list[Path]:
    return sorted(notebooks.glob("[0-9]*.ipynb"))


def export(kind: str, out: Path, notebooks: Path = NOTEBOOKS, answers: Path = ANSWERS) -> None:
    """Write the learner's or the teacher's copy of every lesson into `out`."""
    copies = {}
    for path in _lessons(notebooks):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        if kind == "learner":
            copies[path.name] = learner_copy(notebook, path.name)
        else:
            copies[path.name] = teacher_copy(notebook, path.name, answers_of(path, answers))
    out.mkdir(parents=True, exist_ok=True)
    for name, notebook in copies.items():
        text = json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
        (out / name).write_text(text, encoding="utf-8")


def run(path: Path, answers: Path = ANSWERS) -> None:
    """Execute a lesson top to bottom in a fresh kernel with the reference answers in its
    prediction cells, then blank them again and save it with its outputs (no widget state:
    the live widgets' panels hold Go source, which stays out of the repository)."""
    import nbformat
    from nbclient import NotebookClient

    if not path.is_file():
        raise CourseError(f"{path}: no such notebook")
    reference = answers_of(path, answers)
    notebook = nbformat.read(path, as_version=4)
    blanks = {}
    for prediction, _ in exercises(notebook):
        cell = notebook.cells[prediction]
        where = f"{path.name}, cell {prediction}"
        blanks[prediction] = cell.source
        answer = _answer_for(prediction_name(cell, where), reference, where)
        cell.source = with_answer(cell.source, answer.answer)
    client = NotebookClient(
        notebook,
        timeout=1200,
        kernel_name="python3",
        store_widget_state=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    for prediction, source in blanks.items():
        notebook.cells[prediction].source = source
    nbformat.write(notebook, path)


def main(argv: list[str] | None = None) -> int:
    """`bin/course learner|teacher DIR` or `bin/course run NOTEBOOK...`: exit 2 with one
    message on bad input."""
    parser = argparse.ArgumentParser(prog="bin/course", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for kind in ("learner", "teacher"):
        exporter = commands.add_parser(kind, help=f"write the {kind}'s copy of every lesson")
        exporter.add_argument("out", type=Path, help="the folder the copies are written to")
    runner = commands.add_parser("run", help="execute lessons with the reference answers, save")
    runner.add_argument("notebooks", type=Path, nargs="+")
    for command in commands.choices.values():
        command.add_argument("--answers", type=Path, default=ANSWERS, help="the answers' folder")
    args = parser.parse_args(argv)
    try:
        if args.command == "run":
            for path in args.notebooks:
                run(path.resolve(), args.answers)
                print(f"ran {path}")
        else:
            export(args.command, args.out, answers=args.answers)
            print(f"{args.command}'s copy of {len(_lessons(NOTEBOOKS))} lessons in {args.out}")
    except CourseError as error:
        print(f"bin/course: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
