"""Validation of label names and label maps (k8s.io/apimachinery/pkg/apis/meta/v1/validation)."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.util.validation import field
from kube_scheduler_py.v1_37.api.util.validation.validation import (
    is_qualified_name,
    is_valid_label_value,
)


def validate_label_name(label_name: str, fld_path: field.Path) -> field.ErrorList:
    """A label name must be a label key (an optional DNS-subdomain prefix and a name).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/validation/validation.go#L106-L112
    """
    all_errs = field.ErrorList()
    for msg in is_qualified_name(label_name):
        all_errs.append(
            field.invalid(fld_path, label_name, msg).with_origin("format=k8s-label-key")
        )
    return all_errs


def validate_labels(labels: dict[str, str], fld_path: field.Path) -> field.ErrorList:
    """Every key of a label map is a label name and every value a label value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/validation/validation.go#L115-L124
    """
    all_errs = field.ErrorList()
    for k, v in labels.items():
        all_errs.extend(validate_label_name(k, fld_path))
        for msg in is_valid_label_value(v):
            all_errs.append(field.invalid(fld_path, v, msg).with_origin("format=k8s-label-value"))
    return all_errs
