"""Shared set-up of the PodTopologySpread tests: ports of plugins/testing's SetupPlugin and
SetupPluginWithInformers, and a fake informer factory, handed out as fixtures.

# Python: client-go's fake clientset and informer factory are the in-memory API server and
# its informer factory, filled with the objects of a test case.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.apps import v1 as appsv1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.runtime import framework as runtime
from kube_scheduler_py.v1_31.framework.runtime.registry import PluginFactory, Registry


def _informer_factory(objs: list[object] | None) -> SharedInformerFactory:
    """A started informer factory whose stores hold objs as given (like client-go's fake
    clientset, which stores objects without defaulting their namespace)."""
    factory = SharedInformerFactory(APIServer(FakeClock()))
    for cls in (v1.Service, v1.ReplicationController, appsv1.ReplicaSet, appsv1.StatefulSet):
        factory.informer_for(cls)
    factory.start()
    for obj in objs or []:
        factory.informer_for(type(obj)).get_store().add(obj)
    return factory


SetupPlugin = Callable[[PluginFactory, object, framework.SharedLister], framework.Plugin]
SetupPluginWithInformers = Callable[
    [PluginFactory, object, framework.SharedLister, "list[object] | None"], framework.Plugin
]


@pytest.fixture
def setup_plugin() -> SetupPlugin:
    """Build a plugin on a framework handle holding only the shared lister."""

    def setup(
        pf: PluginFactory, config: object, shared_lister: framework.SharedLister
    ) -> framework.Plugin:
        fh = runtime.new_framework(
            Registry(), None, runtime.with_snapshot_shared_lister(shared_lister)
        )
        return pf(config, fh)

    return setup


@pytest.fixture
def setup_plugin_with_informers() -> SetupPluginWithInformers:
    """Build a plugin on a framework handle holding the shared lister and an informer
    factory over objs."""

    def setup(
        pf: PluginFactory,
        config: object,
        shared_lister: framework.SharedLister,
        objs: list[object] | None,
    ) -> framework.Plugin:
        fh = runtime.new_framework(
            Registry(),
            None,
            runtime.with_snapshot_shared_lister(shared_lister),
            runtime.with_informer_factory(_informer_factory(objs)),
        )
        return pf(config, fh)

    return setup


@pytest.fixture
def fake_informer_factory() -> Callable[[list[object] | None], SharedInformerFactory]:
    """Builds a synced informer factory over objs, for tests that build the framework."""
    return _informer_factory
