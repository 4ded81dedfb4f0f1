"""Port of k8s.io/apimachinery/pkg/util/wait: poll a condition until it holds or time is up."""

from .loop import loop_condition_until_context
from .poll import poll_until_context_timeout
from .wait import ConditionFunc, DeadlineExceededError

__all__ = [
    "ConditionFunc",
    "DeadlineExceededError",
    "loop_condition_until_context",
    "poll_until_context_timeout",
]
