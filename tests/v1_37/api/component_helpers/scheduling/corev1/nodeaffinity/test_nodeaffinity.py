"""Tests for nodeaffinity (port of component-helpers nodeaffinity_test.go)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api import labels
from kube_scheduler_py.v1_37.api.component_helpers.scheduling.corev1.nodeaffinity.nodeaffinity import (  # noqa: E501
    get_required_node_affinity,
    new_node_selector,
    new_preferred_scheduling_terms,
    node_selector_requirements_as_selector,
    validSelectorOperators,
)
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.util.errors import Aggregate
from kube_scheduler_py.v1_37.api.util.validation import field

_INVALID_KEY_DETAIL = (
    "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and "
    "end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex "
    "used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')"
)


def _req(key: str, op: str, *values: str) -> v1.NodeSelectorRequirement:
    return v1.NodeSelectorRequirement(key=key, operator=op, values=list(values))


def _term(
    exprs: list[v1.NodeSelectorRequirement] | None = None,
    fields: list[v1.NodeSelectorRequirement] | None = None,
) -> v1.NodeSelectorTerm:
    return v1.NodeSelectorTerm(match_expressions=exprs or [], match_fields=fields or [])


def _node(name: str = "", node_labels: dict[str, str] | None = None) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name=name, labels=node_labels or {}))


def _shape(err: Exception | None) -> object:
    """An error's structure for comparison, ignoring field errors' bad values (as Go's test)."""
    if err is None:
        return None
    if isinstance(err, Aggregate):
        return ("Aggregate", [_shape(e) for e in err.errors()])
    assert isinstance(err, field.Error)
    return (err.type, err.field, err.detail)


def _field_errors(*errs: field.Error) -> Aggregate | None:
    return field.ErrorList(errs).to_aggregate()


@pytest.mark.parametrize(
    ("node_selector", "node", "want_err", "want_match"),
    [
        pytest.param(v1.NodeSelector(), None, None, False, id="nil node"),
        pytest.param(
            v1.NodeSelector(
                node_selector_terms=[
                    _term(fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1", "host_2")]),
                    _term(
                        exprs=[_req("label_1", v1.NodeSelectorOpIn, "label_1_val")],
                        fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1")],
                    ),
                    _term(exprs=[_req("invalid key", v1.NodeSelectorOpIn, "label_value")]),
                ]
            ),
            None,
            _field_errors(
                field.Error(
                    field.ErrorTypeInvalid,
                    "nodeSelectorTerms[0].matchFields[0].values",
                    None,
                    "must have one element",
                ),
                field.Error(
                    field.ErrorTypeInvalid,
                    "nodeSelectorTerms[2].matchExpressions[0].key",
                    None,
                    _INVALID_KEY_DETAIL,
                ),
            ),
            False,
            id="invalid field selector and label selector",
        ),
        pytest.param(
            v1.NodeSelector(
                node_selector_terms=[
                    _term(
                        exprs=[_req("label_1", v1.NodeSelectorOpIn, "label_1_val")],
                        fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1")],
                    )
                ]
            ),
            _node("host_1"),
            None,
            False,
            id="node matches field selector, but not labels",
        ),
        pytest.param(
            v1.NodeSelector(
                node_selector_terms=[
                    _term(
                        exprs=[_req("label_1", v1.NodeSelectorOpIn, "label_1_val")],
                        fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1")],
                    )
                ]
            ),
            _node("host_1", {"label_1": "label_1_val"}),
            None,
            True,
            id="node matches field selector and label selector",
        ),
        pytest.param(
            v1.NodeSelector(
                node_selector_terms=[
                    _term(exprs=[_req("label_1", v1.NodeSelectorOpIn, "label_1_val")]),
                    _term(fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1")]),
                ]
            ),
            _node("host_1"),
            None,
            True,
            id="second term matches",
        ),
    ],
)
def test_node_selector_match(
    node_selector: v1.NodeSelector,
    node: v1.Node | None,
    want_err: Aggregate | None,
    want_match: bool,
) -> None:
    try:
        selector = new_node_selector(node_selector)
    except Aggregate as err:
        assert _shape(err) == _shape(want_err)
        return
    assert want_err is None
    assert selector.match(node) == want_match


@pytest.mark.parametrize(
    ("pref_sched_terms", "node", "want_err", "want_score"),
    [
        pytest.param(
            [
                v1.PreferredSchedulingTerm(
                    weight=1,
                    preference=_term(
                        fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1", "host_2")]
                    ),
                ),
                v1.PreferredSchedulingTerm(
                    weight=1,
                    preference=_term(
                        exprs=[_req("label_1", v1.NodeSelectorOpIn, "label_1_val")],
                        fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1")],
                    ),
                ),
                v1.PreferredSchedulingTerm(
                    weight=1,
                    preference=_term(
                        exprs=[_req("invalid key", v1.NodeSelectorOpIn, "label_value")]
                    ),
                ),
            ],
            None,
            _field_errors(
                field.Error(
                    field.ErrorTypeInvalid,
                    "[0].matchFields[0].values",
                    None,
                    "must have one element",
                ),
                field.Error(
                    field.ErrorTypeInvalid,
                    "[2].matchExpressions[0].key",
                    None,
                    _INVALID_KEY_DETAIL,
                ),
            ),
            0,
            id="invalid field selector and label selector",
        ),
        pytest.param(
            [
                v1.PreferredSchedulingTerm(
                    weight=0,
                    preference=_term(
                        fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1", "host_2")]
                    ),
                )
            ],
            _node("host_1"),
            None,
            0,
            id="invalid field selector but no weight, error not reported",
        ),
        pytest.param(
            [
                v1.PreferredSchedulingTerm(
                    weight=5,
                    preference=_term(fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1")]),
                ),
                v1.PreferredSchedulingTerm(
                    weight=7,
                    preference=_term(
                        exprs=[_req("unknown_label", v1.NodeSelectorOpIn, "unknown_label_val")]
                    ),
                ),
                v1.PreferredSchedulingTerm(
                    weight=11,
                    preference=_term(exprs=[_req("label_1", v1.NodeSelectorOpIn, "label_1_val")]),
                ),
            ],
            _node("host_1", {"label_1": "label_1_val"}),
            None,
            16,
            id="first and third term match",
        ),
    ],
)
def test_preferred_scheduling_terms_score(
    pref_sched_terms: list[v1.PreferredSchedulingTerm],
    node: v1.Node,
    want_err: Aggregate | None,
    want_score: int,
) -> None:
    try:
        terms = new_preferred_scheduling_terms(pref_sched_terms)
    except Aggregate as err:
        assert _shape(err) == _shape(want_err)
        return
    assert want_err is None
    assert terms.score(node) == want_score


_ROOT = field.new_path("root")


@pytest.mark.parametrize(
    ("nsm", "out", "want_err"),
    [
        (None, labels.nothing(), None),
        ([], labels.nothing(), None),
        ([_req("foo", v1.NodeSelectorOpIn, "bar", "baz")], labels.parse("foo in (baz,bar)"), None),
        (
            [_req("foo", v1.NodeSelectorOpExists, "bar", "baz")],
            None,
            [
                _field_errors(
                    field.invalid(
                        _ROOT.index(0).child("values"),
                        None,
                        "values set must be empty for exists and does not exist",
                    )
                )
            ],
        ),
        ([_req("foo", v1.NodeSelectorOpGt, "1")], labels.parse("foo>1"), None),
        ([_req("bar", v1.NodeSelectorOpLt, "7")], labels.parse("bar<7"), None),
        (
            [_req("baz", "invalid", "5")],
            None,
            [
                field.not_supported(
                    _ROOT.index(0).child("operator"), "invalid", validSelectorOperators
                )
            ],
        ),
    ],
    ids=["0", "1", "2", "3", "4", "5", "6"],
)
def test_node_selector_requirements_as_selector(
    nsm: list[v1.NodeSelectorRequirement] | None,
    out: labels.Selector | None,
    want_err: list[Exception] | None,
) -> None:
    got, err = node_selector_requirements_as_selector(nsm or [], _ROOT)
    want_shape = None if want_err is None else [_shape(e) for e in want_err]
    got_shape = None if err is None else [_shape(e) for e in err]
    assert got_shape == want_shape
    assert str(got) == str(out)


def _affinity(*terms: v1.NodeSelectorTerm) -> v1.Affinity:
    return v1.Affinity(
        node_affinity=v1.NodeAffinity(
            required_during_scheduling_ignored_during_execution=v1.NodeSelector(
                node_selector_terms=list(terms)
            )
        )
    )


def _pod(
    node_selector: dict[str, str] | None = None, affinity: v1.Affinity | None = None
) -> v1.Pod:
    return v1.Pod(spec=v1.PodSpec(node_selector=node_selector or {}, affinity=affinity))


_NAME = "metadata.name"  # metav1.ObjectNameField

_POD_MATCHES_CASES = [
    pytest.param(_pod(), None, "", True, id="no selector"),
    pytest.param(_pod({"foo": "bar"}), None, "", False, id="missing labels"),
    pytest.param(_pod({"foo": "bar"}), {"foo": "bar"}, "", True, id="same labels"),
    pytest.param(
        _pod({"foo": "bar"}),
        {"foo": "bar", "baz": "blah"},
        "",
        True,
        id="node labels are superset",
    ),
    pytest.param(
        _pod({"foo": "bar", "baz": "blah"}),
        {"foo": "bar"},
        "",
        False,
        id="node labels are subset",
    ),
    pytest.param(
        _pod(affinity=_affinity(_term([_req("foo", v1.NodeSelectorOpIn, "bar", "value2")]))),
        {"foo": "bar"},
        "",
        True,
        id="Pod with matchExpressions using In operator that matches the existing node",
    ),
    pytest.param(
        _pod(affinity=_affinity(_term([_req("kernel-version", v1.NodeSelectorOpGt, "0204")]))),
        {"kernel-version": "0206"},
        "",
        True,
        id="Pod with matchExpressions using Gt operator that matches the existing node",
    ),
    pytest.param(
        _pod(affinity=_affinity(_term([_req("mem-type", v1.NodeSelectorOpNotIn, "DDR", "DDR2")]))),
        {"mem-type": "DDR3"},
        "",
        True,
        id="Pod with matchExpressions using NotIn operator that matches the existing node",
    ),
    pytest.param(
        _pod(affinity=_affinity(_term([_req("GPU", v1.NodeSelectorOpExists)]))),
        {"GPU": "NVIDIA-GRID-K1"},
        "",
        True,
        id="Pod with matchExpressions using Exists operator that matches the existing node",
    ),
    pytest.param(
        _pod(affinity=_affinity(_term([_req("foo", v1.NodeSelectorOpIn, "value1", "value2")]))),
        {"foo": "bar"},
        "",
        False,
        id="Pod with affinity that don't match node's labels won't schedule onto the node",
    ),
    pytest.param(
        _pod(affinity=_affinity()),
        {"foo": "bar"},
        "",
        False,
        id="Pod with a nil []NodeSelectorTerm in affinity, can't match the node's labels and "
        "won't schedule onto the node",
    ),
    pytest.param(
        _pod(affinity=_affinity()),
        {"foo": "bar"},
        "",
        False,
        id="Pod with an empty []NodeSelectorTerm in affinity, can't match the node's labels and "
        "won't schedule onto the node",
    ),
    pytest.param(
        _pod(affinity=_affinity(_term([]))),
        {"foo": "bar"},
        "",
        False,
        id="Pod with empty MatchExpressions is not a valid value will match no objects and won't "
        "schedule onto the node",
    ),
    pytest.param(
        _pod(), {"foo": "bar"}, "", True, id="Pod with no Affinity will schedule onto a node"
    ),
    pytest.param(
        _pod(affinity=v1.Affinity(node_affinity=v1.NodeAffinity())),
        {"foo": "bar"},
        "",
        True,
        id="Pod with Affinity but nil NodeSelector will schedule onto a node",
    ),
    pytest.param(
        _pod(
            affinity=_affinity(
                _term(
                    [
                        _req("GPU", v1.NodeSelectorOpExists),
                        _req("GPU", v1.NodeSelectorOpNotIn, "AMD", "INTER"),
                    ]
                )
            )
        ),
        {"GPU": "NVIDIA-GRID-K1"},
        "",
        True,
        id="Pod with multiple matchExpressions ANDed that matches the existing node",
    ),
    pytest.param(
        _pod(
            affinity=_affinity(
                _term(
                    [
                        _req("GPU", v1.NodeSelectorOpExists),
                        _req("GPU", v1.NodeSelectorOpIn, "AMD", "INTER"),
                    ]
                )
            )
        ),
        {"GPU": "NVIDIA-GRID-K1"},
        "",
        False,
        id="Pod with multiple matchExpressions ANDed that doesn't match the existing node",
    ),
    pytest.param(
        _pod(
            affinity=_affinity(
                _term([_req("foo", v1.NodeSelectorOpIn, "bar", "value2")]),
                _term([_req("diffkey", v1.NodeSelectorOpIn, "wrong", "value2")]),
            )
        ),
        {"foo": "bar"},
        "",
        True,
        id="Pod with multiple NodeSelectorTerms ORed in affinity, matches the node's labels and "
        "will schedule onto the node",
    ),
    pytest.param(
        _pod({"foo": "bar"}, _affinity(_term([_req("foo", v1.NodeSelectorOpExists)]))),
        {"foo": "bar"},
        "",
        True,
        id="Pod with an Affinity and a PodSpec.NodeSelector(the old thing that we are "
        "deprecating) both are satisfied, will schedule onto the node",
    ),
    pytest.param(
        _pod({"foo": "bar"}, _affinity(_term([_req("foo", v1.NodeSelectorOpExists)]))),
        {"foo": "barrrrrr"},
        "",
        False,
        id="Pod with an Affinity matches node's labels but the PodSpec.NodeSelector(the old "
        "thing that we are deprecating) is not satisfied, won't schedule onto the node",
    ),
    pytest.param(
        _pod(
            affinity=_affinity(
                _term([_req("foo", v1.NodeSelectorOpNotIn, "invalid value: ___@#$%^")])
            )
        ),
        {"foo": "bar"},
        "",
        False,
        id="Pod with an invalid value in Affinity term won't be scheduled onto the node",
    ),
    pytest.param(
        _pod(affinity=_affinity(_term(fields=[_req(_NAME, v1.NodeSelectorOpIn, "node_1")]))),
        None,
        "node_1",
        True,
        id="Pod with matchFields using In operator that matches the existing node",
    ),
    pytest.param(
        _pod(affinity=_affinity(_term(fields=[_req(_NAME, v1.NodeSelectorOpIn, "node_1")]))),
        None,
        "node_2",
        False,
        id="Pod with matchFields using In operator that does not match the existing node",
    ),
    pytest.param(
        _pod(
            affinity=_affinity(
                _term(fields=[_req(_NAME, v1.NodeSelectorOpIn, "node_1")]),
                _term([_req("foo", v1.NodeSelectorOpIn, "bar")]),
            )
        ),
        {"foo": "bar"},
        "node_2",
        True,
        id="Pod with two terms: matchFields does not match, but matchExpressions matches",
    ),
    pytest.param(
        _pod(
            affinity=_affinity(
                _term(
                    [_req("foo", v1.NodeSelectorOpIn, "bar")],
                    [_req(_NAME, v1.NodeSelectorOpIn, "node_1")],
                )
            )
        ),
        {"foo": "bar"},
        "node_2",
        False,
        id="Pod with one term: matchFields does not match, but matchExpressions matches",
    ),
    pytest.param(
        _pod(
            affinity=_affinity(
                _term(
                    [_req("foo", v1.NodeSelectorOpIn, "bar")],
                    [_req(_NAME, v1.NodeSelectorOpIn, "node_1")],
                )
            )
        ),
        {"foo": "bar"},
        "node_1",
        True,
        id="Pod with one term: both matchFields and matchExpressions match",
    ),
    pytest.param(
        _pod(
            affinity=_affinity(
                _term(fields=[_req(_NAME, v1.NodeSelectorOpIn, "node_1")]),
                _term([_req("foo", v1.NodeSelectorOpIn, "not-match-to-bar")]),
            )
        ),
        {"foo": "bar"},
        "node_2",
        False,
        id="Pod with two terms: both matchFields and matchExpressions do not match",
    ),
]


@pytest.mark.parametrize(("pod", "node_labels", "node_name", "want"), _POD_MATCHES_CASES)
def test_pod_matches_node_selector_and_affinity_terms(
    pod: v1.Pod, node_labels: dict[str, str] | None, node_name: str, want: bool
) -> None:
    node = _node(node_name, node_labels)
    # Go ignores the error, which only comes with a non-match.
    try:
        got = get_required_node_affinity(pod).match(node)
    except Aggregate:
        got = False
    assert got == want


def test_lazy_error_surfaces_only_without_a_match() -> None:
    pod = _pod(
        affinity=_affinity(
            _term([_req("foo", v1.NodeSelectorOpNotIn, "invalid value: ___@#$%^")]),
            _term([_req("foo", v1.NodeSelectorOpIn, "bar")]),
        )
    )
    assert get_required_node_affinity(pod).match(_node("n", {"foo": "bar"}))
    with pytest.raises(Aggregate) as exc:
        get_required_node_affinity(pod).match(_node("n", {"foo": "baz"}))
    assert [e.field for e in exc.value.errors() if isinstance(e, field.Error)] == [
        "nodeSelectorTerms[0].matchExpressions[0].values[0][foo]"
    ]
