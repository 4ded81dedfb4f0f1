"""Methods of v1.Toleration, as functions: does a pod's toleration cover a node's taint."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core.v1.types import (
    Taint,
    Toleration,
    TolerationOpEqual,
    TolerationOperator,
    TolerationOpExists,
    TolerationOpGt,
    TolerationOpLt,
)
from kube_scheduler_py.v1_37.api.validate import content

_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1


def match_toleration(t: Toleration, toleration_to_match: Toleration) -> bool:
    """Whether two tolerations are the same entry: equal key, effect, operator and value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/toleration.go#L32-L37
    """
    return (
        t.key == toleration_to_match.key
        and t.effect == toleration_to_match.effect
        and t.operator == toleration_to_match.operator
        and t.value == toleration_to_match.value
    )


def tolerates_taint(t: Toleration, taint: Taint, enable_comparison_operators: bool) -> bool:
    """Whether toleration t tolerates taint.

    An empty effect or key in the toleration matches any; operator Exists matches any value,
    Equal (also the empty operator) needs the values to be equal, and Lt/Gt compare the values
    as integers (the taint's value below/above the toleration's) when comparison operators are
    enabled, and tolerate nothing otherwise.

    # Python: Go's logger parameter is dropped (this port does not log).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/toleration.go#L52-L77
    """
    if len(t.effect) > 0 and t.effect != taint.effect:
        return False

    if len(t.key) > 0 and t.key != taint.key:
        return False

    if t.operator in ("", TolerationOpEqual):
        return t.value == taint.value
    if t.operator == TolerationOpExists:
        return True
    if t.operator in (TolerationOpLt, TolerationOpGt):
        if not enable_comparison_operators:
            return False
        return _compare_numeric_values(t.value, taint.value, t.operator)
    return False


def _compare_numeric_values(toleration_val: str, taint_val: str, op: TolerationOperator) -> bool:
    """Compare a taint's value with a toleration's as canonical int64 decimals: Lt holds when
    the taint's is smaller, Gt when it is larger; a value that is not such an integer fails.

    # Python: Go logs each parse failure; this port does not log.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/toleration.go#L80-L112
    """
    t_val = _parse_canonical_int64(toleration_val)
    if t_val is None:
        return False
    tnt_val = _parse_canonical_int64(taint_val)
    if tnt_val is None:
        return False

    if op == TolerationOpLt:
        return tnt_val < t_val
    if op == TolerationOpGt:
        return tnt_val > t_val
    return False


def _parse_canonical_int64(value: str) -> int | None:
    """content.IsDecimalInteger then strconv.ParseInt(value, 10, 64): None where either fails."""
    if len(content.is_decimal_integer(value)) > 0:
        return None
    parsed = int(value)
    if parsed < _INT64_MIN or parsed > _INT64_MAX:
        return None
    return parsed
