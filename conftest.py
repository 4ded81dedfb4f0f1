"""Project-wide pytest set-up: how notebooks are compared when nbval runs them.

nbval compares every output of a notebook cell with the one saved in the notebook. Pictures
(SVG from graphviz, HTML tables and widgets) differ across graphviz builds and runs in ways
that do not matter, so they are left out of the comparison, as are PNGs; text outputs are
compared after the patterns of notebooks/sanitize.cfg are replaced.

A lesson's prediction cells hold `None` (the learner's copy); its reference answers live in
course/answers/ (see kube_scheduler_py.lessons.course). nbval runs a lesson as the teacher's
copy: each prediction cell with its reference answer, so that the saved verdicts ("✔ right")
are checked. Before it, each check also runs once with the prediction blank, and must refuse
it without a word of the answer.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
from nbval.plugin import IPyNbCell, IPyNbFile  # type: ignore[import-untyped]

from kube_scheduler_py.lessons import course
from kube_scheduler_py.lessons.exercises import MISSING

_SKIPPED_MIME_TYPES = ("image/svg+xml", "text/html", "image/png")
_original_init = IPyNbFile.__init__
_original_collect = IPyNbFile.collect


def _init_without_pictures(self: IPyNbFile, *args: Any, **kwargs: Any) -> None:
    _original_init(self, *args, **kwargs)
    self.skip_compare = tuple(self.skip_compare) + _SKIPPED_MIME_TYPES


def _blank_check(parent: IPyNbFile, name: str, check: IPyNbCell) -> IPyNbCell:
    """The check cell run with a blank prediction: its output must be the refusal alone."""
    refusal = nbformat.v4.new_output(
        "execute_result", data={"text/plain": f"{MISSING}."}, execution_count=1
    )
    cell = nbformat.v4.new_code_cell(
        f"{name} = None\n{check.cell.source}", execution_count=1, outputs=[refusal]
    )
    return IPyNbCell.from_parent(
        parent,
        name=f"{check.name} (blank prediction)",
        cell_num=check.cell_num,
        cell=cell,
        options=check.options,
    )


def _collect_as_teacher(self: IPyNbFile) -> Iterator[IPyNbCell]:
    items = list(_original_collect(self))
    path = Path(str(self.fspath))
    if path.parent != course.NOTEBOOKS or not course.exercises(self.nb):
        yield from items
        return
    answers = course.answers_of(path)
    for index, item in enumerate(items):
        if course.PREDICTION in item.cell.metadata.get("tags", []):
            where = f"{path.name}, {item.name}"
            name = course.prediction_name(item.cell, where)
            yield _blank_check(self, name, items[index + 1])
            answer = answers.get(name)
            if answer is None:
                raise course.CourseError(f"{where}: no reference answer for {name!r}")
            item.cell.source = course.with_answer(item.cell.source, answer.answer)
        yield item


IPyNbFile.__init__ = _init_without_pictures
IPyNbFile.collect = _collect_as_teacher
