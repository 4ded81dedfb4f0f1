"""Rescaling an arbitrary-precision decimal to an int64, for Quantity.ScaledValue."""

from __future__ import annotations

from kube_scheduler_py.goint import float64_to_int64 as _float64_to_int64
from kube_scheduler_py.goint import int64 as _int64
from kube_scheduler_py.goint import quo as _quo
from kube_scheduler_py.goint import rem as _rem
from kube_scheduler_py.v1_37.api.resource.math import (
    _pow10,
    mostPositive,
)


def scaled_value(unscaled: int, scale: int, new_scale: int) -> int:
    """Rescale unscaled * 10**-scale to new_scale, always rounding up; may overflow an int64.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/scale_int.go#L43-L95
    """
    dif = scale - new_scale
    if dif == 0:
        return _int64(unscaled)

    # Scaling up: Go lets the int64 product overflow, and so does this port.
    if dif < 0:
        return _int64(_int64(unscaled) * _float64_to_int64(_pow10(-dif)))

    # Scaling down. Fast path: the value and 10**dif both fit an int64.
    log10_max_int64 = 19
    if unscaled < mostPositive and dif < log10_max_int64:
        divide = _float64_to_int64(_pow10(dif))
        result = _quo(_int64(unscaled), divide)
        mod = _rem(_int64(unscaled), divide)
        if mod != 0:
            return _int64(result + 1)
        return result

    # Python: big.Int's DivMod is Euclidean; with a positive divisor that is Python's divmod.
    result, remainder = divmod(unscaled, 10**dif)
    if remainder != 0:
        return _int64(_int64(result) + 1)
    return _int64(result)
