"""The exercise checker grades predictions against the run's answer."""

from __future__ import annotations

import pytest

from kube_scheduler_py.lessons.exercises import Truth, check, normalize


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
    verdict = check(prediction, Truth(actual, "because"))
    assert verdict.right
    assert str(verdict).startswith("✔ right")
    assert str(verdict).endswith("Why: because")


@pytest.mark.parametrize(
    ("prediction", "actual"), [("node-a", "node-b"), (100, 144), ({"a"}, ["a", "b"])]
)
def test_wrong_names_both_answers(prediction: object, actual: object) -> None:
    verdict = check(prediction, Truth(actual, ""))
    assert not verdict.right
    assert "you predicted" in str(verdict)
    assert "the run says" in str(verdict)


def test_order_matters_only_for_sequences() -> None:
    assert check(["b", "a"], Truth(["a", "b"], "")).right
    assert not check(["b", "a"], Truth(["a", "b"], ""), sequence=True).right
    assert check(["a", "b"], Truth(["A", "b"], ""), sequence=True).right


@pytest.mark.parametrize("missing", [None, ...])
def test_a_blank_prediction_is_refused_without_the_answer(missing: object) -> None:
    verdict = check(missing, Truth("node-b", "node-b has the highest total"))
    assert not verdict.right
    assert str(verdict).startswith("… no prediction yet: replace None")
    assert "node-b" not in str(verdict)


def test_normalize_keeps_booleans() -> None:
    assert normalize(True) is True
