"""Decimal integers written in canonical form ("0", "123", "-456")."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.validate.content.errors import empty_error

decimalIntegerErrMsg = "must be a valid decimal integer in canonical form"


def is_decimal_integer(value: str) -> list[str]:
    """Check that value is an integer as a person writes it: an optional '-', then "0" alone or
    a first digit 1-9 followed by digits (no '+', no leading zeros, no other bases).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/decimal_int.go#L30-L62
    """
    n = len(value)
    if n == 0:
        return [empty_error()]

    i = 0
    if value[0] == "-":
        if n == 1:
            return [decimalIntegerErrMsg]
        i = 1

    if value[i] == "0":
        if n == 1 and i == 0:
            return []
        return [decimalIntegerErrMsg]

    if value[i] < "1" or value[i] > "9":
        return [decimalIntegerErrMsg]

    for char in value[i + 1 :]:
        if char < "0" or char > "9":
            return [decimalIntegerErrMsg]

    return []
