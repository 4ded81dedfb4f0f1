"""Tests for kube_scheduler_py.v1_37.api.meta.v1.helpers (port of helpers_test.go)."""

from __future__ import annotations

import copy

import pytest

from kube_scheduler_py.v1_37.api import labels
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1.helpers import (
    LabelSelectorError,
    has_annotation,
    label_selector_as_selector,
    set_meta_data_annotation,
)
from kube_scheduler_py.v1_37.api.util.errors import Aggregate


def _match_labels() -> dict[str, str]:
    return {"foo": "bar"}


def _match_expressions() -> list[metav1.LabelSelectorRequirement]:
    return [
        metav1.LabelSelectorRequirement(
            key="baz", operator=metav1.LabelSelectorOpIn, values=["qux", "norf"]
        )
    ]


@pytest.mark.parametrize(
    ("ps", "want", "expect_err"),
    [
        (None, labels.nothing(), False),
        (metav1.LabelSelector(), labels.everything(), False),
        (metav1.LabelSelector(match_labels=_match_labels()), labels.parse("foo=bar"), False),
        (
            metav1.LabelSelector(match_expressions=_match_expressions()),
            labels.parse("baz in (norf,qux)"),
            False,
        ),
        (
            metav1.LabelSelector(
                match_labels=_match_labels(), match_expressions=_match_expressions()
            ),
            labels.parse("baz in (norf,qux),foo=bar"),
            False,
        ),
        (
            metav1.LabelSelector(
                match_expressions=[
                    metav1.LabelSelectorRequirement(
                        key="baz", operator=metav1.LabelSelectorOpExists, values=["qux", "norf"]
                    )
                ]
            ),
            None,
            True,
        ),
    ],
    ids=["0", "1", "2", "3", "4", "5"],
)
def test_label_selector_as_selector(
    ps: metav1.LabelSelector | None, want: labels.Selector | None, expect_err: bool
) -> None:
    in_copy = copy.deepcopy(ps)
    out: labels.Selector | None = None
    try:
        out = label_selector_as_selector(ps)
    except Aggregate:
        assert expect_err
    else:
        assert not expect_err
    # The input must not be modified by the conversion.
    assert in_copy == ps
    assert str(out) == str(want)


def test_label_selector_as_selector_unknown_operator() -> None:
    ps = metav1.LabelSelector(
        match_expressions=[metav1.LabelSelectorRequirement(key="baz", operator="Bogus")]
    )
    with pytest.raises(LabelSelectorError) as exc:
        label_selector_as_selector(ps)
    assert str(exc.value) == '"Bogus" is not a valid label selector operator'


def test_label_selector_as_selector_keeps_values_unaliased() -> None:
    ps = metav1.LabelSelector(match_expressions=_match_expressions())
    out = label_selector_as_selector(ps)
    ps.match_expressions[0].values.append("extra")
    assert out.matches(labels.Set({"baz": "qux"}))
    assert not out.matches(labels.Set({"baz": "extra"}))


def test_annotations() -> None:
    meta = metav1.ObjectMeta()
    assert not has_annotation(meta, "a")
    set_meta_data_annotation(meta, "a", "")
    assert has_annotation(meta, "a")
    assert meta.annotations == {"a": ""}
