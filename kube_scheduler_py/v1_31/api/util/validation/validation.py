"""Validators for label keys (qualified names) and label values, with Kubernetes' messages."""

from __future__ import annotations

import re

qnameCharFmt = "[A-Za-z0-9]"
qnameExtCharFmt = "[-A-Za-z0-9_.]"
qualifiedNameFmt = "(" + qnameCharFmt + qnameExtCharFmt + "*)?" + qnameCharFmt
qualifiedNameErrMsg = (
    "must consist of alphanumeric characters, '-', '_' or '.', "
    "and must start and end with an alphanumeric character"
)
qualifiedNameMaxLength = 63

# Python: Go anchors with ^...$; re.fullmatch is the exact equivalent (Python's $ would also
# accept a trailing newline).
_qualified_name_regexp = re.compile(qualifiedNameFmt)

labelValueFmt = "(" + qualifiedNameFmt + ")?"
labelValueErrMsg = (
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' "
    "or '.', and must start and end with an alphanumeric character"
)
LabelValueMaxLength = 63
_label_value_regexp = re.compile(labelValueFmt)

dns1123LabelFmt = "[a-z0-9]([-a-z0-9]*[a-z0-9])?"
dns1123LabelErrMsg = (
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and "
    "must start and end with an alphanumeric character"
)
DNS1123LabelMaxLength = 63
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


def is_qualified_name(value: str) -> list[str]:
    """Check a label key: an optional DNS-subdomain prefix and '/', then a name of up to 63
    characters. Returns the list of problems (empty when valid).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L42-L71
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
            "a qualified name "
            + regex_error(qualifiedNameErrMsg, qualifiedNameFmt, "MyName", "my.name", "123-abc")
            + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
        )
        return errs

    if len(name) == 0:
        errs.append("name part " + empty_error())
    elif _byte_len(name) > qualifiedNameMaxLength:
        errs.append("name part " + max_len_error(qualifiedNameMaxLength))
    if not _qualified_name_regexp.fullmatch(name):
        errs.append(
            "name part "
            + regex_error(qualifiedNameErrMsg, qualifiedNameFmt, "MyName", "my.name", "123-abc")
        )
    return errs


def is_valid_label_value(value: str) -> list[str]:
    """Check a label value: empty, or up to 63 alphanumerics, '-', '_' and '.', starting and
    ending with an alphanumeric. Returns the list of problems (empty when valid).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L166-L175
    """
    errs: list[str] = []
    if _byte_len(value) > LabelValueMaxLength:
        errs.append(max_len_error(LabelValueMaxLength))
    if not _label_value_regexp.fullmatch(value):
        errs.append(regex_error(labelValueErrMsg, labelValueFmt, "MyValue", "my_value", "12345"))
    return errs


def is_dns1123_label(value: str) -> list[str]:
    """Check a DNS (RFC 1123) label, such as a container name: no dots, at most 63 bytes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L187-L202
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


def is_valid_port_num(port: int) -> list[str]:
    """A port number: 1 to 65535.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L283-L288
    """
    if 1 <= port <= 65535:
        return []
    return [inclusive_range_error(1, 65535)]


_port_name_charset_regexp = re.compile("[-a-z0-9]+")
_port_name_one_letter_regexp = re.compile("[a-z]")


def is_valid_port_name(port: str) -> list[str]:
    """A port name (IANA_SVC_NAME): up to 15 of a-z, 0-9 and single inner hyphens, one letter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L333-L351
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


def inclusive_range_error(lo: int, hi: int) -> str:
    """The message for a number outside [lo, hi].

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L511-L513
    """
    return f"must be between {lo} and {hi}, inclusive"


def is_dns1123_subdomain(value: str) -> list[str]:
    """Check a DNS (RFC 1123) subdomain, as used for the prefix of a label key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L214-L223
    """
    errs: list[str] = []
    if _byte_len(value) > DNS1123SubdomainMaxLength:
        errs.append(max_len_error(DNS1123SubdomainMaxLength))
    if not _dns1123_subdomain_regexp.fullmatch(value):
        errs.append(regex_error(dns1123SubdomainErrorMsg, dns1123SubdomainFmt, "example.com"))
    return errs


def max_len_error(length: int) -> str:
    """The message for a string that is too long.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L476-L478
    """
    return f"must be no more than {length} characters"


def regex_error(msg: str, fmt: str, *examples: str) -> str:
    """The message for a string that does not match a format, with examples of valid ones.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L481-L494
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L498-L500
    """
    return "must be non-empty"


def prefix_each(msgs: list[str], prefix: str) -> list[str]:
    """Put the same prefix in front of every message.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/validation.go#L502-L507
    """
    for i in range(len(msgs)):
        msgs[i] = prefix + msgs[i]
    return msgs
