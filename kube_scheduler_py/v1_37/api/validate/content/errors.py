"""The messages content's validators return: too long, empty, not matching a format."""

from __future__ import annotations


def max_len_error(length: int) -> str:
    """The message for a string longer than length bytes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/errors.go#L40-L42
    """
    return f"must be no more than {length} bytes"


def empty_error() -> str:
    """The message for a string that must not be empty.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/errors.go#L45-L47
    """
    return "must be non-empty"


def regex_error(msg: str, re: str, *examples: str) -> str:
    """The message for a string that does not match a format, with examples of valid ones.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/errors.go#L50-L63
    """
    if len(examples) == 0:
        return msg + " (regex used for validation is '" + re + "')"
    msg += " (e.g. "
    for i, example in enumerate(examples):
        if i > 0:
            msg += " or "
        msg += "'" + example + "', "
    msg += "regex used for validation is '" + re + "')"
    return msg
