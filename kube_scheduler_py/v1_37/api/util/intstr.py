"""Values that are either an integer or a string: the port of k8s.io/apimachinery/pkg/util/intstr.

The scheduler meets them in PodDisruptionBudget minAvailable/maxUnavailable and in ports.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from kube_scheduler_py.goint import int32
from kube_scheduler_py.v1_37.api.util.validation.field import go_quote

# The kinds an IntOrString can hold (Go's intstr.Type).
Int = 0
String = 1

_INT32_MIN = -(2**31)
_INT32_MAX = 2**31 - 1
_INT64_MIN = -(2**63)
_INT64_MAX = 2**63 - 1
_DECIMAL = re.compile(r"[+-]?[0-9]+")


class IntOrStringError(ValueError):
    """An IntOrString that cannot be read as an integer or a percentage.

    Python-only: Go returns plain `error` values here; this class names them.
    """


@dataclass(slots=True, kw_only=True)
class IntOrString:
    """An integer or a string (often a percentage such as "25%"), as JSON allows both.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L42-L46
    """

    type: int = Int
    int_val: int = 0
    str_val: str = ""

    def string(self) -> str:
        """The string held, or the integer written in decimal.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L113-L121
        """
        if self.type == String:
            return self.str_val
        return str(self.int_value())

    def __str__(self) -> str:
        return self.string()

    def int_value(self) -> int:
        """The integer held, or the string parsed as a decimal (0 when it is not one).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L126-L132
        """
        if self.type == String:
            try:
                return _atoi(self.str_val)
            except ValueError:
                return 0
        return self.int_val


def from_int(val: int) -> IntOrString:
    """An IntOrString holding an integer.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L60-L66
    """
    # Python: Go logs an overflow before truncating to int32; the truncation is kept, the log
    # is not.
    return IntOrString(type=Int, int_val=int32(val))


def from_int32(val: int) -> IntOrString:
    """An IntOrString holding a 32-bit integer.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L69-L71
    """
    return IntOrString(type=Int, int_val=val)


def from_string(val: str) -> IntOrString:
    """An IntOrString holding a string.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L74-L76
    """
    return IntOrString(type=String, str_val=val)


def parse(val: str) -> IntOrString:
    """An integer IntOrString when val is a 32-bit decimal, else a string one.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L80-L86
    """
    if _DECIMAL.fullmatch(val) is None or not _INT32_MIN <= int(val) <= _INT32_MAX:
        return from_string(val)
    return from_int32(int(val))


def value_or_default(int_or_percent: IntOrString | None, default_value: IntOrString) -> IntOrString:
    """int_or_percent, or default_value when it is None.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L171-L176
    """
    if int_or_percent is None:
        return default_value
    return int_or_percent


def get_scaled_value_from_int_or_percent(
    int_or_percent: IntOrString | None, total: int, round_up: bool
) -> int:
    """An integer as is, or a percentage ("x%") of total rounded up or down.

    A plain string that is not a percentage is an error.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L183-L199
    """
    if int_or_percent is None:
        raise IntOrStringError("nil value for IntOrString")
    try:
        value, is_percent = get_int_or_percent_value_safely(int_or_percent)
    except IntOrStringError as err:
        raise IntOrStringError(f"invalid value for IntOrString: {err}") from err
    if is_percent:
        value = _scale(value, total, round_up)
    return value


def get_value_from_int_or_percent(
    int_or_percent: IntOrString | None, total: int, round_up: bool
) -> int:
    """Like get_scaled_value_from_int_or_percent, but any string is read as a percentage.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L205-L221
    """
    if int_or_percent is None:
        raise IntOrStringError("nil value for IntOrString")
    try:
        value, is_percent = get_int_or_percent_value(int_or_percent)
    except IntOrStringError as err:
        raise IntOrStringError(f"invalid value for IntOrString: {err}") from err
    if is_percent:
        value = _scale(value, total, round_up)
    return value


def get_int_or_percent_value(int_or_str: IntOrString) -> tuple[int, bool]:
    """The number held and whether it is a percentage; every "%" of a string is dropped.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L225-L238
    """
    if int_or_str.type == Int:
        return int_or_str.int_value(), False
    if int_or_str.type == String:
        s = int_or_str.str_val.replace("%", "")
        try:
            v = _atoi(s)
        except ValueError as err:
            raise IntOrStringError(f"invalid value {go_quote(int_or_str.str_val)}: {err}") from err
        return v, True
    raise IntOrStringError("invalid type: neither int nor percentage")


def get_int_or_percent_value_safely(int_or_str: IntOrString) -> tuple[int, bool]:
    """The number held and whether it is a percentage; a string must end in a single "%".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go#L240-L260
    """
    if int_or_str.type == Int:
        return int_or_str.int_value(), False
    if int_or_str.type == String:
        s = int_or_str.str_val
        if not s.endswith("%"):
            raise IntOrStringError("invalid type: string is not a percentage")
        s = s[: -len("%")]
        try:
            v = _atoi(s)
        except ValueError as err:
            raise IntOrStringError(f"invalid value {go_quote(int_or_str.str_val)}: {err}") from err
        return v, True
    raise IntOrStringError("invalid type: neither int nor percentage")


def _scale(value: int, total: int, round_up: bool) -> int:
    """value percent of total, rounded as asked (float arithmetic, as in Go)."""
    if round_up:
        return math.ceil(float(value) * float(total) / 100)
    return math.floor(float(value) * float(total) / 100)


def _atoi(s: str) -> int:
    """Go's strconv.Atoi: a signed decimal that fits in 64 bits, with Go's error text."""
    if _DECIMAL.fullmatch(s) is None:
        raise ValueError(f"strconv.Atoi: parsing {go_quote(s)}: invalid syntax")
    v = int(s)
    if not _INT64_MIN <= v <= _INT64_MAX:
        raise ValueError(f"strconv.Atoi: parsing {go_quote(s)}: value out of range")
    return v
