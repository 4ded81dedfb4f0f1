"""NamespacedName's string form and value semantics (Go's pkg/types has no _test.go of its own)."""

import pytest

from kube_scheduler_py.v1_37.api.types import (
    UID,
    ApplyPatchType,
    ApplyYAMLPatchType,
    MergePatchType,
    NamespacedName,
    StrategicMergePatchType,
)


@pytest.mark.parametrize(
    ("namespace", "name", "want"),
    [
        ("default", "p1", "default/p1"),
        ("", "node-a", "/node-a"),
        ("ns", "", "ns/"),
    ],
)
def test_string_joins_namespace_and_name_with_the_separator(
    namespace: str, name: str, want: str
) -> None:
    n = NamespacedName(namespace=namespace, name=name)
    assert n.string() == want
    assert str(n) == want


def test_equal_pairs_are_one_dict_key() -> None:
    seen = {NamespacedName("ns", "a"): 1}
    seen[NamespacedName("ns", "a")] = 2
    assert seen == {NamespacedName("ns", "a"): 2}
    assert NamespacedName("ns", "a") != NamespacedName("a", "ns")


def test_patch_types_carry_the_http_content_types() -> None:
    assert MergePatchType == "application/merge-patch+json"
    assert StrategicMergePatchType == "application/strategic-merge-patch+json"
    assert ApplyPatchType is ApplyYAMLPatchType


def test_uid_is_a_string() -> None:
    assert UID("abc") == "abc"
    assert isinstance(UID("abc"), str)
