"""k8s.io/api/scheduling/v1: priority classes."""

from .types import (
    PriorityClass,
)

__all__ = [
    "PriorityClass",
]
