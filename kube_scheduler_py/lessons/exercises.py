"""Predict-then-run exercises: the learner writes a prediction, `check` compares it with what
the run computed and says right or wrong, and why.

    web2_node = None                           # the learner replaces None with an answer
    check(web2_node, truths.landing(result, "web-2"))

The expected value is always computed from the run the notebook made (a `Truth` from
`kube_scheduler_py.lessons.truths`), never written into the notebook: change the scenario and
the check follows it. A blank prediction (None or `...`) is refused without a word of the
answer or of the reasoning, which the learner reads only after predicting.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

__all__ = ["Truth", "Verdict", "blank", "check", "normalize"]

RIGHT = "✔ right"
WRONG = "✘ not this time"
MISSING = (
    "… no prediction yet: replace None in the cell above with your answer, run that cell, "
    "then run this check again"
)


def normalize(value: Any) -> Any:
    """The form two answers are compared in: text without surrounding blanks and case, whole
    floats as ints, and any other collection (list, tuple, set) as a sorted tuple of
    normalized items (order never matters: write `sequence=True` to `check` when it does)."""
    if isinstance(value, str):
        return value.strip().lower()
    if isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, (list, tuple, set, frozenset)):
        return tuple(sorted((normalize(item) for item in value), key=repr))
    return value


def _sequence(value: Any) -> Any:
    if isinstance(value, Iterable) and not isinstance(value, str):
        return tuple(normalize(item) for item in value)
    return normalize(value)


@dataclass(frozen=True, slots=True)
class Truth:
    """What the run says: the answer an exercise is graded against, and the reasoning shown
    once the learner has predicted."""

    actual: Any
    why: str


def blank(prediction: Any) -> bool:
    """Whether the learner has not predicted yet (the cell still holds None or `...`)."""
    return prediction is None or prediction is Ellipsis


@dataclass(frozen=True, slots=True)
class Verdict:
    """The result of one check: whether the prediction was right, the two answers, and why."""

    right: bool
    prediction: Any
    actual: Any
    why: str

    def text(self) -> str:
        """The verdict as a learner reads it (three lines at most); for a blank prediction only
        the refusal, neither the answer nor the reasoning."""
        if blank(self.prediction):
            return f"{MISSING}."
        if self.right:
            head = f"{RIGHT}: {self._show(self.actual)}."
        else:
            head = (
                f"{WRONG}: you predicted {self._show(self.prediction)}, "
                f"the run says {self._show(self.actual)}."
            )
        return f"{head}\nWhy: {self.why}" if self.why else head

    @staticmethod
    def _show(value: Any) -> str:
        if isinstance(value, str):
            return value
        if isinstance(value, (list, tuple)):
            return ", ".join(str(item) for item in value) or "none"
        if isinstance(value, (set, frozenset)):
            return ", ".join(sorted(str(item) for item in value)) or "none"
        return str(value)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


def _single(value: Any) -> Any:
    """The one item of a one-item collection (so that "a" answers ["a"]), else the value."""
    if isinstance(value, (list, tuple, set, frozenset)) and len(value) == 1:
        return next(iter(value))
    return value


def check(prediction: Any, truth: Truth, *, sequence: bool = False) -> Verdict:
    """Grade a prediction against what the run computed (`truth`: the answer and why). Text is
    compared without case and surrounding blanks, collections without order unless `sequence`
    is true, and a one-item collection equals its item. A blank prediction (None or `...`) is
    refused, not graded."""
    actual = truth.actual
    if blank(prediction):
        right = False
    elif sequence:
        right = _sequence(prediction) == _sequence(actual)
    else:
        right = normalize(_single(prediction)) == normalize(_single(actual))
    return Verdict(right=right, prediction=prediction, actual=actual, why=truth.why)
