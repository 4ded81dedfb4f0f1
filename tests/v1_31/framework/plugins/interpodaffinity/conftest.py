"""Set-up shared by the InterPodAffinity tests.

# Python: ports plugintesting.SetupPluginWithInformers (framework/plugins/testing) and the
# `namespaces` objects of scoring_test.go, which all three Go test files use. The informer
# factory is a stand-in offering only the Namespace lister chain the plugin reads.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity import FakeNamespaceLister

SetupPlugin = Callable[
    [frameworkruntime.PluginFactory, object, framework.SharedLister, list[v1.Namespace] | None],
    framework.Plugin,
]

nsLabelT1 = {"team": "team1"}
nsLabelT2 = {"team": "team2"}


def _namespace(name: str, labels: dict[str, str] | None = None) -> v1.Namespace:
    return v1.Namespace(metadata=metav1.ObjectMeta(name=name, labels=dict(labels or {})))


class _NamespaceInformer:
    def __init__(self, lister: FakeNamespaceLister) -> None:
        self._lister = lister

    def lister(self) -> FakeNamespaceLister:
        return self._lister


class _CoreV1:
    def __init__(self, lister: FakeNamespaceLister) -> None:
        self._lister = lister

    def namespaces(self) -> _NamespaceInformer:
        return _NamespaceInformer(self._lister)


class _Core:
    def __init__(self, lister: FakeNamespaceLister) -> None:
        self._lister = lister

    def v1(self) -> _CoreV1:
        return _CoreV1(self._lister)


class _FakeInformerFactory:
    """Hands out the fake Namespace lister through core().v1().namespaces().lister()."""

    def __init__(self, objs: list[v1.Namespace]) -> None:
        self._lister = FakeNamespaceLister(objs)

    def core(self) -> _Core:
        return _Core(self._lister)


def _setup_plugin_with_informers(
    pf: frameworkruntime.PluginFactory,
    config: object,
    shared_lister: framework.SharedLister,
    objs: list[v1.Namespace] | None,
) -> framework.Plugin:
    """Build the plugin with a handle holding shared_lister and the namespaces objs plus the
    empty-named namespace most test pods live in."""
    all_objs = [_namespace(""), *(objs or [])]
    informer_factory = _FakeInformerFactory(all_objs)
    fh = frameworkruntime.new_framework(
        frameworkruntime.Registry(),
        None,
        frameworkruntime.with_snapshot_shared_lister(shared_lister),
        frameworkruntime.with_informer_factory(informer_factory),
    )
    return pf(config, fh)


@pytest.fixture
def setup_plugin_with_informers() -> SetupPlugin:
    """plugintesting.SetupPluginWithInformers."""
    return _setup_plugin_with_informers


@pytest.fixture
def namespaces() -> list[v1.Namespace]:
    """The four namespaces of teams 1 and 2 (scoring_test.go's `namespaces`)."""
    return [
        _namespace("subteam1.team1", nsLabelT1),
        _namespace("subteam2.team1", nsLabelT1),
        _namespace("subteam1.team2", nsLabelT2),
        _namespace("subteam2.team2", nsLabelT2),
    ]
