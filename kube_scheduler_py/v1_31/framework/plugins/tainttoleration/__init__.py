"""Port of pkg/scheduler/framework/plugins/tainttoleration."""

from kube_scheduler_py.v1_31.framework.plugins.tainttoleration.taint_toleration import (
    ErrReasonNotMatch,
    Name,
    TaintToleration,
    TaintTolerationError,
    new,
)

__all__ = ["ErrReasonNotMatch", "Name", "TaintToleration", "TaintTolerationError", "new"]
