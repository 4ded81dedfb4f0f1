"""Port of k8s.io/apimachinery/pkg/fields: field sets and the field selectors node affinity uses."""

from kube_scheduler_py.v1_37.api.fields.fields import Fields, Set
from kube_scheduler_py.v1_37.api.fields.selector import (
    Selector,
    and_selectors,
    escape_value,
    everything,
    nothing,
    one_term_equal_selector,
    one_term_not_equal_selector,
)

__all__ = [
    "Fields",
    "Selector",
    "Set",
    "and_selectors",
    "escape_value",
    "everything",
    "nothing",
    "one_term_equal_selector",
    "one_term_not_equal_selector",
]
