"""Port of TestValidateLabels of k8s.io/apimachinery/pkg/apis/meta/v1/validation (v1.37.2).

The other tests of that file cover validators this port does not have.
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.meta.v1.validation import validate_labels
from kube_scheduler_py.v1_37.api.util.validation import field


@pytest.mark.parametrize(
    "labels",
    [
        {"simple": "bar"},
        {"now-with-dashes": "bar"},
        {"1-starts-with-num": "bar"},
        {"1234": "bar"},
        {"simple/simple": "bar"},
        {"now-with-dashes/simple": "bar"},
        {"now-with-dashes/now-with-dashes": "bar"},
        {"now.with.dots/simple": "bar"},
        {"now-with.dashes-and.dots/simple": "bar"},
        {"1-num.2-num/3-num": "bar"},
        {"1234/5678": "bar"},
        {"1.2.3.4/5678": "bar"},
        {"UpperCaseAreOK123": "bar"},
        {"goodvalue": "123_-.BaR"},
    ],
)
def test_validate_labels_success(labels: dict[str, str]) -> None:
    assert validate_labels(labels, field.new_path("field")) == []


NAME_PART_ERR_MSG = "name part must consist of"
NAME_ERR_MSG = "a valid label key must consist of"
LABEL_ERR_MSG = "a valid label must be an empty string or consist of"
MAX_LENGTH_ERR_MSG = "must be no more than"


@pytest.mark.parametrize(
    ("labels", "expect"),
    [
        # label names
        ({"nospecialchars^=@": "bar"}, NAME_PART_ERR_MSG),
        ({"cantendwithadash-": "bar"}, NAME_PART_ERR_MSG),
        ({"only/one/slash": "bar"}, NAME_ERR_MSG),
        ({"a" * 254: "bar"}, MAX_LENGTH_ERR_MSG),
        # label values
        ({"toolongvalue": "a" * 64}, MAX_LENGTH_ERR_MSG),
        ({"backslashesinvalue": "some\\bad\\value"}, LABEL_ERR_MSG),
        ({"nocommasallowed": "bad,value"}, LABEL_ERR_MSG),
        ({"strangecharsinvalue": "?#$notsogood"}, LABEL_ERR_MSG),
    ],
)
def test_validate_labels_errors(labels: dict[str, str], expect: str) -> None:
    errs = validate_labels(labels, field.new_path("field"))
    assert len(errs) == 1
    assert expect in errs[0].detail
