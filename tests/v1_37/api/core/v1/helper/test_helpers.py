"""Tests for kube_scheduler_py.v1_37.api.core.v1.helper.helpers (port of helpers_test.go)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api import labels
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.helper.helpers import (
    contains_access_mode,
    is_attachable_volume_resource_name,
    is_extended_resource_name,
    is_huge_page_resource_name,
    is_native_resource,
    is_overcommit_allowed,
    is_prefixed_native_resource,
    match_topology_selector_terms,
    topology_selector_requirements_as_selector,
)
from kube_scheduler_py.v1_37.api.util.errors import Aggregate


@pytest.mark.parametrize(
    ("resource_name", "expect_val"),
    [
        ("pod.alpha.kubernetes.io/opaque-int-resource-foo", True),
        ("kubernetes.io/resource-foo", True),
        ("foo", True),
        ("a/b", False),
        ("", True),
    ],
    ids=lambda v: f"{v}",
)
def test_is_native_resource(resource_name: str, expect_val: bool) -> None:
    assert is_native_resource(resource_name) == expect_val


@pytest.mark.parametrize(
    ("name", "extended"),
    [
        ("example.com/gpu", True),
        ("cpu", False),
        ("kubernetes.io/foo", False),
        ("requests.example.com/gpu", False),
        ("example.com/a/b", False),
        ("example.com/-bad", False),
    ],
)
def test_is_extended_resource_name(name: str, extended: bool) -> None:
    assert is_extended_resource_name(name) == extended


def test_resource_name_prefixes() -> None:
    assert is_prefixed_native_resource("example.kubernetes.io/foo")
    assert not is_prefixed_native_resource("example.com/foo")
    assert is_huge_page_resource_name("hugepages-2Mi")
    assert not is_huge_page_resource_name("memory")
    assert is_attachable_volume_resource_name("attachable-volumes-csi-ebs")
    assert not is_attachable_volume_resource_name("ephemeral-storage")
    assert contains_access_mode([v1.ReadWriteOnce, v1.ReadWriteOncePod], v1.ReadWriteOncePod)
    assert not contains_access_mode([v1.ReadWriteOnce], v1.ReadOnlyMany)


def _tsr(key: str, *values: str) -> v1.TopologySelectorLabelRequirement:
    return v1.TopologySelectorLabelRequirement(key=key, values=list(values))


@pytest.mark.parametrize(
    ("tsm", "out", "expect_err"),
    [
        (None, labels.nothing(), False),
        ([], labels.nothing(), False),
        ([_tsr("foo", "bar", "baz")], labels.parse("foo in (baz,bar)"), False),
        ([_tsr("foo")], None, True),
        ([_tsr("foo", "bar", "baz"), _tsr("invalid")], None, True),
        ([_tsr("/invalidkey", "bar", "baz")], None, True),
    ],
    ids=["0", "1", "2", "3", "4", "5"],
)
def test_topology_selector_requirements_as_selector(
    tsm: list[v1.TopologySelectorLabelRequirement] | None,
    out: labels.Selector | None,
    expect_err: bool,
) -> None:
    got: labels.Selector | None = None
    try:
        got = topology_selector_requirements_as_selector(tsm or [])
    except Aggregate:
        assert expect_err
    else:
        assert not expect_err
    assert str(got) == str(out)


def _term(*reqs: v1.TopologySelectorLabelRequirement) -> v1.TopologySelectorTerm:
    return v1.TopologySelectorTerm(match_label_expressions=list(reqs))


@pytest.mark.parametrize(
    ("topology_selector_terms", "lbls", "want"),
    [
        pytest.param(None, None, True, id="nil term list"),
        pytest.param([_term()], None, False, id="nil term"),
        pytest.param(
            [_term(_tsr("label_1", "label_1_val"))],
            {"label_1": "label_1_val"},
            True,
            id="label matches MatchLabelExpressions terms",
        ),
        pytest.param(
            [_term(_tsr("label_1", "label_1_val"))],
            {"label_1": "label_1_val-failed"},
            False,
            id="label does not match MatchLabelExpressions terms",
        ),
        pytest.param(
            [_term(_tsr("label_1", "label_1_val1", "label_1_val2"))],
            {"label_1": "label_1_val2"},
            True,
            id="multi-values in one requirement, one matched",
        ),
        pytest.param(
            [_term(_tsr("label_1", "label_1_val")), _term(_tsr("label_2", "label_2_val"))],
            {"label_2": "label_2_val"},
            True,
            id="multi-terms was set, one matched",
        ),
        pytest.param(
            [_term(_tsr("label_1", "label_1_val"), _tsr("label_2", "label_2_val"))],
            {"label_1": "label_1_val", "label_2": "label_2_val"},
            True,
            id="multi-requirement in one term, fully matched",
        ),
        pytest.param(
            [_term(_tsr("label_1", "label_1_val"), _tsr("label_2", "label_2_val"))],
            {"label_1": "label_1_val-failed", "label_2": "label_2_val"},
            False,
            id="multi-requirement in one term, partial matched",
        ),
    ],
)
def test_match_topology_selector_terms(
    topology_selector_terms: list[v1.TopologySelectorTerm] | None,
    lbls: dict[str, str] | None,
    want: bool,
) -> None:
    got = match_topology_selector_terms(topology_selector_terms or [], labels.Set(lbls or {}))
    assert got == want


@pytest.mark.parametrize(
    ("resource_name", "expect_val"),
    [
        ("pod.alpha.kubernetes.io/opaque-int-resource-foo", True),
        ("kubernetes.io/resource-foo", True),
        ("hugepages-100m", False),
        ("", True),
    ],
)
def test_is_overcommit_allowed(resource_name: str, expect_val: bool) -> None:
    assert is_overcommit_allowed(resource_name) is expect_val
