"""Port of pkg/scheduler/framework/plugins/defaultbinder/default_binder_test.go.

# Python: client-go's fake clientset and its reactor chain are not ported; the small fake
# below plays the reactor the Go test prepends for the "create pods/binding" action: it either
# fails with the injected error or records the binding.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.interface import Status
from kube_scheduler_py.v1_31.framework.plugins.defaultbinder.default_binder import DefaultBinder
from kube_scheduler_py.v1_31.framework.runtime import framework as frameworkruntime
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry
from kube_scheduler_py.v1_31.testing.wrappers import make_pod

Reactor = Callable[[v1.Binding], None]


class _FakePods:
    def __init__(self, reactor: Reactor) -> None:
        self.reactor = reactor

    def bind(self, binding: v1.Binding) -> None:
        self.reactor(binding)


class _FakeCoreV1:
    def __init__(self, reactor: Reactor) -> None:
        self.reactor = reactor

    def pods(self, namespace: str) -> _FakePods:
        return _FakePods(self.reactor)


class _FakeClientset:
    def __init__(self, reactor: Reactor) -> None:
        self.reactor = reactor

    def core_v1(self) -> _FakeCoreV1:
        return _FakeCoreV1(self.reactor)


test_pod = make_pod().name("foo").namespace("ns").obj()
test_node = "foohost.kubernetes.mydomain.com"


@pytest.mark.parametrize(
    ("inject_err", "want_binding"),
    [
        pytest.param(
            None,
            v1.Binding(
                metadata=metav1.ObjectMeta(namespace="ns", name="foo"),
                target=v1.ObjectReference(kind="Node", name=test_node),
            ),
            id="successful",
        ),
        pytest.param(RuntimeError("binding error"), None, id="binding error"),
    ],
)
def test_default_binder(inject_err: Exception | None, want_binding: v1.Binding | None) -> None:
    got_binding: v1.Binding | None = None

    def reactor(binding: v1.Binding) -> None:
        nonlocal got_binding
        if inject_err is not None:
            raise inject_err
        got_binding = binding

    client = _FakeClientset(reactor)
    fh = frameworkruntime.new_framework(Registry(), None, frameworkruntime.with_client_set(client))
    binder = DefaultBinder(handle=fh)
    status = binder.bind(None, test_pod, test_node)
    got = Status.as_error(status)
    assert (inject_err is not None) == (got is not None), f"got error {got}, want {inject_err}"
    assert got_binding == want_binding
