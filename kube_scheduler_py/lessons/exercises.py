"""Predict-then-run exercises: the learner writes a prediction, `check` compares it with what
the run computed and says right or wrong, and why.

    prediction = "node-b"                      # the learner's answer
    check(prediction, outcome.pod.spec.node_name, why=f"... {numbers from the run} ...")

The expected value is always computed from the run the notebook made, never written into the
notebook: change the scenario and the check follows it.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

__all__ = ["Verdict", "check", "normalize"]

RIGHT = "✔ right"
WRONG = "✘ not this time"
MISSING = "… no prediction yet"


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
class Verdict:
    """The result of one check: whether the prediction was right, the two answers, and why."""

    right: bool
    prediction: Any
    actual: Any
    why: str

    def text(self) -> str:
        """The verdict as a learner reads it (three lines at most)."""
        if self.prediction is None or self.prediction is Ellipsis:
            head = f"{MISSING}: the run says {self._show(self.actual)}."
        elif self.right:
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


def check(prediction: Any, actual: Any, why: str = "", *, sequence: bool = False) -> Verdict:
    """Grade a prediction against the value the run computed; `why` explains the answer from
    the run. Text is compared without case and surrounding blanks, collections without order
    unless `sequence` is true, and a one-item collection equals its item. A prediction left as
    None (or `...`) is not graded."""
    if sequence:
        right = _sequence(prediction) == _sequence(actual)
    else:
        right = normalize(_single(prediction)) == normalize(_single(actual))
    if prediction is None or prediction is Ellipsis:
        right = False
    return Verdict(right=right, prediction=prediction, actual=actual, why=why)
