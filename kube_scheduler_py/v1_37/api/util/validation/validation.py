"""Validators for names, ports and label keys and values, with Kubernetes' messages.

At v1.37.2 the label key and value validators live in k8s.io/apimachinery/pkg/api/validate/content
(`api/validate/content`); this package names them under their old names.
"""

from __future__ import annotations

import re

from kube_scheduler_py.v1_37.api.validate import content

is_qualified_name = content.is_label_key
"""The label key validator under its old name (deprecated in Go).

Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L36-L36
"""

is_valid_label_value = content.is_label_value
"""The label value validator under its old name (deprecated in Go).

Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L153-L153
"""

LabelValueMaxLength = content.LabelValueMaxLength

dns1123LabelFmt = "[a-z0-9]([-a-z0-9]*[a-z0-9])?"
dns1123LabelErrMsg = (
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and "
    "must start and end with an alphanumeric character"
)
DNS1123LabelMaxLength = 63
# Python: Go anchors with ^...$; re.fullmatch is the exact equivalent (Python's $ would also
# accept a trailing newline).
_dns1123_label_regexp = re.compile(dns1123LabelFmt)
dns1123SubdomainFmt = dns1123LabelFmt + "(\\." + dns1123LabelFmt + ")*"
dns1123SubdomainErrorMsg = (
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' "
    "or '.', and must start and end with an alphanumeric character"
)
DNS1123SubdomainMaxLength = 253
_dns1123_subdomain_regexp = re.compile(dns1123SubdomainFmt)


def _byte_len(value: str) -> int:
    """The length Go's len() reports: the number of UTF-8 bytes."""
    return len(value.encode("utf-8"))


def is_dns1123_label(value: str) -> list[str]:
    """Check a DNS (RFC 1123) label, such as a container name: no dots, at most 63 bytes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L167-L182
    """
    errs: list[str] = []
    if _byte_len(value) > DNS1123LabelMaxLength:
        errs.append(max_len_error(DNS1123LabelMaxLength))
    if not _dns1123_label_regexp.fullmatch(value):
        if _dns1123_subdomain_regexp.fullmatch(value):
            errs.append("must not contain dots")
        else:
            errs.append(regex_error(dns1123LabelErrMsg, dns1123LabelFmt, "my-name", "123-abc"))
    return errs


def is_dns1123_subdomain(value: str) -> list[str]:
    """Check a DNS (RFC 1123) subdomain, such as an object name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L198-L207
    """
    errs: list[str] = []
    if _byte_len(value) > DNS1123SubdomainMaxLength:
        errs.append(max_len_error(DNS1123SubdomainMaxLength))
    if not _dns1123_subdomain_regexp.fullmatch(value):
        errs.append(regex_error(dns1123SubdomainErrorMsg, dns1123SubdomainFmt, "example.com"))
    return errs


def is_valid_port_num(port: int) -> list[str]:
    """A port number: 1 to 65535.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L271-L276
    """
    if 1 <= port <= 65535:
        return []
    return [inclusive_range_error(1, 65535)]


_port_name_charset_regexp = re.compile("[-a-z0-9]+")
_port_name_one_letter_regexp = re.compile("[a-z]")


def is_valid_port_name(port: str) -> list[str]:
    """A port name (IANA_SVC_NAME): up to 15 of a-z, 0-9 and single inner hyphens, one letter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L321-L339
    """
    errs: list[str] = []
    if _byte_len(port) > 15:
        errs.append(max_len_error(15))
    if not _port_name_charset_regexp.fullmatch(port):
        errs.append("must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)")
    if not _port_name_one_letter_regexp.search(port):
        errs.append("must contain at least one letter (a-z)")
    if "--" in port:
        errs.append("must not contain consecutive hyphens")
    if port and (port[0] == "-" or port[-1] == "-"):
        errs.append("must not begin or end with a hyphen")
    return errs


def max_len_error(length: int) -> str:
    """The message for a string that is too long.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L425-L427
    """
    return f"must be no more than {length} characters"


def regex_error(msg: str, fmt: str, *examples: str) -> str:
    """The message for a string that does not match a format, with examples of valid ones.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L430-L443
    """
    if len(examples) == 0:
        return msg + " (regex used for validation is '" + fmt + "')"
    msg += " (e.g. "
    for i, example in enumerate(examples):
        if i > 0:
            msg += " or "
        msg += "'" + example + "', "
    msg += "regex used for validation is '" + fmt + "')"
    return msg


def empty_error() -> str:
    """The message for a string that must not be empty.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L447-L449
    """
    return "must be non-empty"


def inclusive_range_error(lo: int, hi: int) -> str:
    """The message for a number outside [lo, hi].

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L453-L455
    """
    return f"must be between {lo} and {hi}, inclusive"
