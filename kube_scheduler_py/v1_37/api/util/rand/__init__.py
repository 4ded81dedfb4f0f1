"""Port of k8s.io/apimachinery/pkg/util/rand: random alphanumeric strings."""

from .rand import string

__all__ = ["string"]
