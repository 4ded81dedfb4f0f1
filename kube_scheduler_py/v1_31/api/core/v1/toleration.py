"""Methods of v1.Toleration, as functions: does a pod's toleration cover a node's taint."""

from __future__ import annotations

from kube_scheduler_py.v1_31.api.core.v1.types import (
    Taint,
    Toleration,
    TolerationOpEqual,
    TolerationOpExists,
)


def match_toleration(t: Toleration, toleration_to_match: Toleration) -> bool:
    """Whether two tolerations are the same entry: equal key, effect, operator and value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/api/core/v1/toleration.go#L22-L27
    """
    return (
        t.key == toleration_to_match.key
        and t.effect == toleration_to_match.effect
        and t.operator == toleration_to_match.operator
        and t.value == toleration_to_match.value
    )


def tolerates_taint(t: Toleration, taint: Taint) -> bool:
    """Whether toleration t tolerates taint.

    An empty effect or key in the toleration matches any; operator Exists matches any value,
    and Equal (also the empty operator) needs the values to be equal.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/api/core/v1/toleration.go#L38-L57
    """
    if len(t.effect) > 0 and t.effect != taint.effect:
        return False

    if len(t.key) > 0 and t.key != taint.key:
        return False

    if t.operator in ("", TolerationOpEqual):
        return t.value == taint.value
    # Exists tolerates any value; an unknown operator tolerates nothing.
    return t.operator == TolerationOpExists
