"""Port of k8s.io/apimachinery/pkg/apis/meta/v1/validation (label names and label maps)."""

from kube_scheduler_py.v1_37.api.meta.v1.validation.validation import (
    validate_label_name,
    validate_labels,
)

__all__ = ["validate_label_name", "validate_labels"]
