"""Port of k8s.io/apimachinery/pkg/util/validation (the label key and value validators)."""

from kube_scheduler_py.v1_37.api.util.validation.validation import (
    DNS1123SubdomainMaxLength,
    LabelValueMaxLength,
    empty_error,
    inclusive_range_error,
    is_dns1123_label,
    is_dns1123_subdomain,
    is_qualified_name,
    is_valid_label_value,
    is_valid_port_name,
    is_valid_port_num,
    max_len_error,
    regex_error,
)

__all__ = [
    "DNS1123SubdomainMaxLength",
    "LabelValueMaxLength",
    "empty_error",
    "inclusive_range_error",
    "is_dns1123_label",
    "is_dns1123_subdomain",
    "is_qualified_name",
    "is_valid_label_value",
    "is_valid_port_name",
    "is_valid_port_num",
    "max_len_error",
    "regex_error",
]
