"""Helpers on metav1 objects the scheduler uses: LabelSelector to labels.Selector, annotations."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api import labels, selection
from kube_scheduler_py.v1_37.api.meta.v1.types import (
    LabelSelector,
    LabelSelectorOpDoesNotExist,
    LabelSelectorOpExists,
    LabelSelectorOpIn,
    LabelSelectorOpNotIn,
    ObjectMeta,
)
from kube_scheduler_py.v1_37.api.util.validation.field import go_quote


class LabelSelectorError(Exception):
    """A LabelSelector that cannot be turned into a labels.Selector (an unknown operator).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def label_selector_as_selector(ps: LabelSelector | None) -> labels.Selector:
    """Turn an API LabelSelector into a labels.Selector that can match label sets.

    A missing selector matches nothing; an empty one matches everything. Raises
    LabelSelectorError for an unknown operator and the labels package's Aggregate for an
    invalid requirement.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/helpers.go#L36-L74
    """
    if ps is None:
        return labels.nothing()
    if len(ps.match_labels) + len(ps.match_expressions) == 0:
        return labels.everything()
    requirements: list[labels.Requirement] = []
    for k, v in ps.match_labels.items():
        requirements.append(labels.new_requirement(k, selection.Equals, [v]))
    for expr in ps.match_expressions:
        if expr.operator == LabelSelectorOpIn:
            op = selection.In
        elif expr.operator == LabelSelectorOpNotIn:
            op = selection.NotIn
        elif expr.operator == LabelSelectorOpExists:
            op = selection.Exists
        elif expr.operator == LabelSelectorOpDoesNotExist:
            op = selection.DoesNotExist
        else:
            raise LabelSelectorError(
                f"{go_quote(expr.operator)} is not a valid label selector operator"
            )
        requirements.append(labels.new_requirement(expr.key, op, list(expr.values)))
    selector = labels.new_selector()
    selector = selector.add(*requirements)
    return selector


def has_annotation(obj: ObjectMeta, ann: str) -> bool:
    """Whether the object metadata carries the annotation ann (with any value).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/helpers.go#L195-L198
    """
    return ann in obj.annotations


def set_meta_data_annotation(obj: ObjectMeta, ann: str, value: str) -> None:
    """Set the annotation ann to value on the object metadata.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/helpers.go#L201-L206
    """
    # Python: the annotations map always exists (it defaults to {}), so there is no nil case.
    obj.annotations[ann] = value
