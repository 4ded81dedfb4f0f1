"""Port of k8s.io/apimachinery/pkg/api/validate/content (label keys and values, DNS names)."""

from kube_scheduler_py.v1_37.api.validate.content.decimal_int import is_decimal_integer
from kube_scheduler_py.v1_37.api.validate.content.dns import (
    DNS1123LabelMaxLength,
    DNS1123SubdomainMaxLength,
    is_dns1123_label,
    is_dns1123_subdomain,
    is_dns1123_subdomain_caseless,
)
from kube_scheduler_py.v1_37.api.validate.content.errors import (
    empty_error,
    max_len_error,
    regex_error,
)
from kube_scheduler_py.v1_37.api.validate.content.kube import (
    LabelValueMaxLength,
    is_label_key,
    is_label_value,
)

__all__ = [
    "DNS1123LabelMaxLength",
    "DNS1123SubdomainMaxLength",
    "LabelValueMaxLength",
    "empty_error",
    "is_decimal_integer",
    "is_dns1123_label",
    "is_dns1123_subdomain",
    "is_dns1123_subdomain_caseless",
    "is_label_key",
    "is_label_value",
    "max_len_error",
    "regex_error",
]
