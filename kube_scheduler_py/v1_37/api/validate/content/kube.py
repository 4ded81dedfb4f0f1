"""Label keys and label values, with Kubernetes' messages."""

from __future__ import annotations

import re

from kube_scheduler_py.v1_37.api.validate.content.dns import is_dns1123_subdomain
from kube_scheduler_py.v1_37.api.validate.content.errors import (
    empty_error,
    max_len_error,
    regex_error,
)

labelKeyCharFmt = "[A-Za-z0-9]"
labelKeyExtCharFmt = "[-A-Za-z0-9_.]"
labelKeyFmt = "(" + labelKeyCharFmt + labelKeyExtCharFmt + "*)?" + labelKeyCharFmt
labelKeyErrMsg = (
    "must consist of alphanumeric characters, '-', '_' or '.', "
    "and must start and end with an alphanumeric character"
)
labelKeyMaxLength = 63
# Python: Go anchors with ^...$; re.fullmatch is the exact equivalent (Python's $ would also
# accept a trailing newline).
_label_key_regexp = re.compile(labelKeyFmt)

labelValueFmt = "(" + labelKeyFmt + ")?"
labelValueErrMsg = (
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' "
    "or '.', and must start and end with an alphanumeric character"
)
LabelValueMaxLength = 63
_label_value_regexp = re.compile(labelValueFmt)


def _byte_len(value: str) -> int:
    """The length Go's len() reports: the number of UTF-8 bytes."""
    return len(value.encode("utf-8"))


def is_label_key(value: str) -> list[str]:
    """Check a label key: an optional DNS-subdomain prefix and '/', then a name of up to 63
    characters. Returns the list of problems (empty when valid).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/kube.go#L43-L72
    """
    errs: list[str] = []
    parts = value.split("/")
    if len(parts) == 1:
        name = parts[0]
    elif len(parts) == 2:
        prefix, name = parts[0], parts[1]
        if len(prefix) == 0:
            errs.append("prefix part " + empty_error())
        else:
            msgs = is_dns1123_subdomain(prefix)
            if len(msgs) != 0:
                errs.extend(prefix_each(msgs, "prefix part "))
    else:
        errs.append(
            "a valid label key "
            + regex_error(labelKeyErrMsg, labelKeyFmt, "MyName", "my.name", "123-abc")
            + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
        )
        return errs

    if len(name) == 0:
        errs.append("name part " + empty_error())
    elif _byte_len(name) > labelKeyMaxLength:
        errs.append("name part " + max_len_error(labelKeyMaxLength))
    if not _label_key_regexp.fullmatch(name):
        errs.append(
            "name part " + regex_error(labelKeyErrMsg, labelKeyFmt, "MyName", "my.name", "123-abc")
        )
    return errs


def is_label_value(value: str) -> list[str]:
    """Check a label value: empty, or up to 63 alphanumerics, '-', '_' and '.', starting and
    ending with an alphanumeric. Returns the list of problems (empty when valid).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/kube.go#L85-L94
    """
    errs: list[str] = []
    if _byte_len(value) > LabelValueMaxLength:
        errs.append(max_len_error(LabelValueMaxLength))
    if not _label_value_regexp.fullmatch(value):
        errs.append(regex_error(labelValueErrMsg, labelValueFmt, "MyValue", "my_value", "12345"))
    return errs


def prefix_each(msgs: list[str], prefix: str) -> list[str]:
    """Put the same prefix in front of every message.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/kube.go#L96-L101
    """
    for i in range(len(msgs)):
        msgs[i] = prefix + msgs[i]
    return msgs
