"""The learner's and the teacher's copies of the lessons (kube_scheduler_py.lessons.course,
`bin/course`): the learner's copy holds no reference answer and no verdict, the teacher's holds
every answer and a note per exercise, and every prediction has its answer in course/answers/.

That a blank prediction is refused is checked where the lessons run: nbval runs every check
cell of every lesson once with the prediction blank and expects the refusal (conftest.py),
then with the reference answer and expects the saved verdict.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import ast
import io
import json
import re
import tokenize
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.lessons import course
from kube_scheduler_py.lessons.exercises import RIGHT

PATHS = sorted(course.NOTEBOOKS.glob("[0-9]*.ipynb"))


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _load(path: Path) -> dict[str, Any]:
    notebook: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return notebook


def _words(value: Any) -> list[str]:
    """The literal forms an answer could take in a cell: each text, number or name."""
    if isinstance(value, (list, tuple, set)):
        return [word for item in value for word in _words(item)]
    return [str(value)]


def _tokens(source: str) -> set[str]:
    """The contents of the plain strings and the numbers and names of Python source,
    lower-cased (an f-string's parts are its own tokens only from Python 3.12 on)."""
    found = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING and not token.string.lower().startswith(("f", "rf")):
            found.add(str(ast.literal_eval(token.string)).lower())
        elif token.type in (tokenize.NUMBER, tokenize.NAME):
            found.add(token.string.lower())
    return found


def _question(notebook: dict[str, Any], prediction: int) -> str:
    return _source(notebook["cells"][prediction - 1]).lower()


@pytest.fixture(scope="module")
def learner(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("learner")
    assert course.main(["learner", str(out)]) == 0
    return out


@pytest.fixture(scope="module")
def teacher(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("teacher")
    assert course.main(["teacher", str(out)]) == 0
    return out


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_every_prediction_has_a_reference_answer(path: Path) -> None:
    notebook = _load(path)
    names = [
        course.prediction_name(notebook["cells"][p], path.name)
        for p, _ in course.exercises(notebook)
    ]
    assert names, "a lesson ends with exercises"
    assert sorted(names) == sorted(course.answers_of(path)), "course/answers/ fits the lesson"


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_the_learners_copy_holds_no_answer(path: Path, learner: Path) -> None:
    notebook = _load(learner / path.name)
    answers = course.answers_of(path)
    for prediction, check in course.exercises(notebook):
        cells = notebook["cells"]
        name = course.prediction_name(cells[prediction], path.name)
        assert cells[check]["outputs"] == [], f"{name}: the verdict would give the answer"
        shown = _tokens(_source(cells[prediction])) | _tokens(_source(cells[check]))
        for word in _words(ast.literal_eval(answers[name].answer)):
            leaked = word.lower() in shown and word.lower() not in _question(notebook, prediction)
            assert not leaked, f"{name}: its cells show the answer {word!r}"
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            assert RIGHT not in json.dumps(output, ensure_ascii=False), "a verdict is left"


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_the_teachers_copy_holds_every_answer_and_a_note(path: Path, teacher: Path) -> None:
    notebook = _load(teacher / path.name)
    answers = course.answers_of(path)
    cells = notebook["cells"]
    predictions = [
        i for i, c in enumerate(cells) if course.PREDICTION in c["metadata"].get("tags", [])
    ]
    assert len(predictions) == len(answers)
    for index in predictions:
        name = re.match(r"\w+", _source(cells[index])).group()  # type: ignore[union-attr]
        assert _source(cells[index]).startswith(f"{name} = {answers[name].answer}")
        note = _source(cells[index + 2])
        assert note.startswith("**Teacher's note.**"), f"{name}: no note after its check"
        assert answers[name].wrong in note


def test_a_missing_answer_is_one_message_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = tmp_path / "answers"
    answers.mkdir()
    lesson = PATHS[0]
    text = (course.ANSWERS / f"{lesson.stem}.toml").read_text(encoding="utf-8")
    first = text.index("[[exercise]]")
    (answers / f"{lesson.stem}.toml").write_text(text[: text.index("[[exercise]]", first + 1)])
    with pytest.raises(course.CourseError, match=r"has no exercise named"):
        course.teacher_copy(_load(lesson), lesson.name, course.answers_of(lesson, answers))
    assert course.main(["teacher", str(tmp_path / "out"), "--answers", str(answers)]) == 2
    message = capsys.readouterr().err.strip()
    assert message.startswith("bin/course: ") and lesson.name in message
    assert "\n" not in message


def test_running_a_missing_lesson_is_one_message_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert course.main(["run", str(tmp_path / "99_nothing.ipynb")]) == 2
    message = capsys.readouterr().err.strip()
    assert message == f"bin/course: {tmp_path / '99_nothing.ipynb'}: no such notebook"
