"""Methods of v1.Taint, as functions: taint identity and its `key=value:effect` form."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core.v1.types import Taint


def match_taint(t: Taint, taint_to_match: Taint) -> bool:
    """Whether two taints are the same entry of a node: equal key and effect (value ignored).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/taint.go#L23-L25
    """
    return t.key == taint_to_match.key and t.effect == taint_to_match.effect


def to_string(t: Taint) -> str:
    """Render a taint as `key=value:effect`, leaving out an empty value or effect.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/taint.go#L28-L39
    """
    if len(t.effect) == 0:
        if len(t.value) == 0:
            return f"{t.key}"
        return f"{t.key}={t.value}:"
    if len(t.value) == 0:
        return f"{t.key}:{t.effect}"
    return f"{t.key}={t.value}:{t.effect}"
