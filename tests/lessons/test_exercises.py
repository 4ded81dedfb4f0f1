"""The exercise checker grades predictions against the run's answer."""

from __future__ import annotations

import pytest

from kube_scheduler_py.lessons.exercises import check, normalize


@pytest.mark.parametrize(
    ("prediction", "actual"),
    [
        ("node-b", "node-b"),
        ("  Node-B ", "node-b"),
        (144, 144),
        (144.0, 144),
        ({"a", "b"}, ["b", "a"]),
        (["ActiveQ"], ("activeq",)),
        ("payments", ["payments"]),
        (["payments"], "Payments"),
    ],
)
def test_right(prediction: object, actual: object) -> None:
    verdict = check(prediction, actual, why="because")
    assert verdict.right
    assert str(verdict).startswith("✔ right")
    assert str(verdict).endswith("Why: because")


@pytest.mark.parametrize(
    ("prediction", "actual"), [("node-a", "node-b"), (100, 144), ({"a"}, ["a", "b"])]
)
def test_wrong_names_both_answers(prediction: object, actual: object) -> None:
    verdict = check(prediction, actual)
    assert not verdict.right
    assert "you predicted" in str(verdict)
    assert "the run says" in str(verdict)


def test_order_matters_only_for_sequences() -> None:
    assert check(["b", "a"], ["a", "b"]).right
    assert not check(["b", "a"], ["a", "b"], sequence=True).right
    assert check(["a", "b"], ["A", "b"], sequence=True).right


@pytest.mark.parametrize("missing", [None, ...])
def test_no_prediction_is_not_graded(missing: object) -> None:
    verdict = check(missing, "node-b", why="w")
    assert not verdict.right
    assert str(verdict).startswith("… no prediction yet: the run says node-b.")


def test_normalize_keeps_booleans() -> None:
    assert normalize(True) is True
