"""DNS (RFC 1123) labels and subdomains, such as names and the prefix of a label key."""

from __future__ import annotations

import re

from kube_scheduler_py.v1_37.api.validate.content.errors import max_len_error, regex_error

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
dns1123SubdomainFmtCaseless = "(?i)" + dns1123SubdomainFmt
dns1123SubdomainErrorMsg = (
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' "
    "or '.', and must start and end with an alphanumeric character"
)
dns1123SubdomainCaselessErrorMsg = (
    "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must "
    "start and end with an alphanumeric character"
)
DNS1123SubdomainMaxLength = 253
_dns1123_subdomain_regexp = re.compile(dns1123SubdomainFmt)
_dns1123_subdomain_caseless_regexp = re.compile(dns1123SubdomainFmtCaseless)


def _byte_len(value: str) -> int:
    """The length Go's len() reports: the number of UTF-8 bytes."""
    return len(value.encode("utf-8"))


def is_dns1123_label(value: str) -> list[str]:
    """Check a DNS (RFC 1123) label, such as a container name: no dots, at most 63 bytes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/dns.go#L34-L49
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
    """Check a lowercase DNS (RFC 1123) subdomain, as used for the prefix of a label key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/dns.go#L64-L66
    """
    return _is_dns1123_subdomain(value, False)


def is_dns1123_subdomain_caseless(value: str) -> list[str]:
    """Check a DNS (RFC 1123) subdomain that may hold uppercase letters (deprecated in Go:
    "Foo.com" and "foo.com" both pass yet are different values).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/dns.go#L80-L82
    """
    return _is_dns1123_subdomain(value, True)


def _is_dns1123_subdomain(value: str, caseless: bool) -> list[str]:
    """Check a DNS subdomain of at most 253 bytes, lowercase unless caseless.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validate/content/dns.go#L84-L101
    """
    errs: list[str] = []
    if _byte_len(value) > DNS1123SubdomainMaxLength:
        errs.append(max_len_error(DNS1123SubdomainMaxLength))
    error_msg = dns1123SubdomainErrorMsg
    example = "example.com"
    regexp = _dns1123_subdomain_regexp
    if caseless:
        error_msg = dns1123SubdomainCaselessErrorMsg
        example = "Example.com"
        regexp = _dns1123_subdomain_caseless_regexp
    if not regexp.fullmatch(value):
        errs.append(regex_error(error_msg, dns1123SubdomainFmt, example))
    return errs
