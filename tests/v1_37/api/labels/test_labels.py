"""Port of k8s.io/apimachinery/pkg/labels/labels_test.go."""

import pytest

from kube_scheduler_py.v1_37.api.labels import (
    LabelsError,
    Set,
    conflicts,
    convert_selector_to_labels_map,
    equals,
    merge,
)
from kube_scheduler_py.v1_37.api.util.validation import field


@pytest.mark.parametrize(
    ("ls", "want"),
    [
        (Set({"x": "y"}), "x=y"),
        (Set({"foo": "bar"}), "foo=bar"),
        (Set({"foo": "bar", "baz": "qup"}), "baz=qup,foo=bar"),
    ],
)
def test_set_string(ls: Set, want: str) -> None:
    assert ls.string() == want


@pytest.mark.parametrize(
    ("ls", "key", "has"),
    [
        (Set({"x": "y"}), "x", True),
        (Set({"x": ""}), "x", True),
        (Set({"x": "y"}), "foo", False),
    ],
)
def test_label_has(ls: Set, key: str, has: bool) -> None:
    assert ls.has(key) == has


def test_label_get() -> None:
    ls = Set({"x": "y"})
    assert ls.get("x") == "y"


@pytest.mark.parametrize(
    ("labels1", "labels2", "conflict"),
    [
        ({}, {}, False),
        ({"env": "test"}, {"infra": "true"}, False),
        ({"env": "test"}, {"infra": "true", "env": "test"}, False),
        ({"env": "test"}, {"env": "dev"}, True),
        ({"env": "test", "infra": "false"}, {"infra": "true", "color": "blue"}, True),
    ],
)
def test_label_conflict(labels1: dict[str, str], labels2: dict[str, str], conflict: bool) -> None:
    assert conflicts(Set(labels1), Set(labels2)) == conflict


@pytest.mark.parametrize(
    ("labels1", "labels2", "merged_labels"),
    [
        ({}, {}, {}),
        ({"infra": "true"}, {}, {"infra": "true"}),
        (
            {"infra": "true"},
            {"env": "test", "color": "blue"},
            {"infra": "true", "env": "test", "color": "blue"},
        ),
    ],
)
def test_label_merge(
    labels1: dict[str, str], labels2: dict[str, str], merged_labels: dict[str, str]
) -> None:
    assert equals(merge(Set(labels1), Set(labels2)), merged_labels)


@pytest.mark.parametrize(
    ("selector", "labels", "valid"),
    [
        ("", {}, True),
        ("x=a", {"x": "a"}, True),
        ("x=a,y=b,z=c", {"x": "a", "y": "b", "z": "c"}, True),
        (" x = a , y = b , z = c ", {"x": "a", "y": "b", "z": "c"}, True),
        (
            "color=green,env=test,service=front",
            {"color": "green", "env": "test", "service": "front"},
            True,
        ),
        (
            "color=green, env=test, service=front",
            {"color": "green", "env": "test", "service": "front"},
            True,
        ),
        (",", {}, False),
        ("x", {}, False),
        ("x,y", {}, False),
        ("x=$y", {}, False),
        ("x!=y", {}, False),
        ("x==y", {}, False),
        ("x=a||y=b", {}, False),
        ("x in (y)", {}, False),
        ("x notin (y)", {}, False),
        ("x y", {}, False),
    ],
)
def test_label_selector_parse(selector: str, labels: dict[str, str], valid: bool) -> None:
    # Python: Go returns the (empty) map with the error; Python raises instead.
    if valid:
        assert equals(convert_selector_to_labels_map(selector), labels)
    else:
        with pytest.raises((LabelsError, field.Error)):
            convert_selector_to_labels_map(selector)
