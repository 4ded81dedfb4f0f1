"""Which node taints keep a pod off a node at Filter time."""

from __future__ import annotations

from collections.abc import Callable

from kube_scheduler_py.v1_31.api.core import v1


def do_not_schedule_taints_filter_func() -> Callable[[v1.Taint], bool]:
    """A predicate keeping only the taints that block scheduling (NoSchedule, NoExecute).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/helper/taint.go#L23-L28
    """

    def f(t: v1.Taint) -> bool:
        # PreferNoSchedule only affects scoring, so it is not a reason to reject a node.
        return t.effect in (v1.TaintEffectNoSchedule, v1.TaintEffectNoExecute)

    return f
