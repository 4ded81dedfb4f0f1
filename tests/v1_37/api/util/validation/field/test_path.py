"""Port of k8s.io/apimachinery/pkg/util/validation/field/path_test.go (TestPath)."""

from kube_scheduler_py.v1_37.api.util.validation.field import Path, new_path


def test_path() -> None:
    root = new_path("root")
    steps = [
        (lambda p: p, "root"),
        (lambda p: p.child("first"), "root.first"),
        (lambda p: p.child("second"), "root.first.second"),
        (lambda p: p.index(0), "root.first.second[0]"),
        (lambda p: p.child("third"), "root.first.second[0].third"),
        (lambda p: p.index(93), "root.first.second[0].third[93]"),
        (lambda p: p._parent, "root.first.second[0].third"),
        (lambda p: p._parent, "root.first.second[0]"),
        (lambda p: p.key("key"), "root.first.second[0][key]"),
    ]
    p: Path = root
    for op, expected in steps:
        p = op(p)
        assert p.string() == expected
        assert p.root() is root


def test_path_multi_arg() -> None:
    root = new_path("root", "first")
    steps = [
        (lambda p: p, "root.first"),
        (lambda p: p.child("second", "third"), "root.first.second.third"),
        (lambda p: p.index(0), "root.first.second.third[0]"),
        (lambda p: p._parent, "root.first.second.third"),
        (lambda p: p._parent, "root.first.second"),
        (lambda p: p._parent, "root.first"),
        (lambda p: p._parent, "root"),
    ]
    p: Path = root
    for op, expected in steps:
        p = op(p)
        assert p.string() == expected
        assert p.root() is root.root()
