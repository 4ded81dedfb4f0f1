"""Tests of profile.new_map, ported from pkg/scheduler/profile/profile_test.go."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework.cycle_state import CycleState
from kube_scheduler_py.v1_31.framework.interface import (
    BindPlugin,
    Handle,
    Plugin,
    QueueSortPlugin,
    Status,
)
from kube_scheduler_py.v1_31.framework.types import QueuedPodInfo
from kube_scheduler_py.v1_31.profile import profile
from kube_scheduler_py.v1_31.profile.profile import ProfileError


class fakePlugin(QueueSortPlugin, BindPlugin):
    """A plugin that sorts nothing and binds without doing anything."""

    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name

    def less(self, a: QueuedPodInfo, b: QueuedPodInfo) -> bool:
        return False

    def bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        return None


def new_fake_plugin(name: str) -> Callable[[object, Handle], Plugin]:
    def factory(_args: object, _handle: Handle) -> Plugin:
        return fakePlugin(name)

    return factory


fakeRegistry = frameworkruntime.Registry(
    {
        "QueueSort": new_fake_plugin("QueueSort"),
        "Bind1": new_fake_plugin("Bind1"),
        "Bind2": new_fake_plugin("Bind2"),
        "Another": new_fake_plugin("Another"),
    }
)


def nil_recorder_factory(_name: str) -> Any:
    return None


def _plugins(queue_sort: str, bind: str | None) -> config.Plugins:
    plugins = config.Plugins(queue_sort=config.PluginSet(enabled=[config.Plugin(name=queue_sort)]))
    if bind is not None:
        plugins.bind = config.PluginSet(enabled=[config.Plugin(name=bind)])
    return plugins


CASES = [
    pytest.param(
        [
            config.KubeSchedulerProfile(
                scheduler_name="profile-1", plugins=_plugins("QueueSort", "Bind1")
            ),
            config.KubeSchedulerProfile(
                scheduler_name="profile-2",
                plugins=_plugins("QueueSort", "Bind2"),
                # Python: a dict is the raw JSON of unknown args (Go's runtime.Unknown).
                plugin_config=[config.PluginConfig(name="Bind2", args={})],
            ),
        ],
        "",
        id="valid",
    ),
    pytest.param(
        [
            config.KubeSchedulerProfile(
                scheduler_name="profile-1", plugins=_plugins("QueueSort", "Bind1")
            ),
            config.KubeSchedulerProfile(
                scheduler_name="profile-2", plugins=_plugins("Another", "Bind2")
            ),
        ],
        "different queue sort plugins",
        id="different queue sort",
    ),
    pytest.param(
        [
            config.KubeSchedulerProfile(
                scheduler_name="profile-1",
                plugins=_plugins("QueueSort", "Bind1"),
                plugin_config=[config.PluginConfig(name="QueueSort", args={})],
            ),
            config.KubeSchedulerProfile(
                scheduler_name="profile-2", plugins=_plugins("QueueSort", "Bind2")
            ),
        ],
        "different queue sort plugin args",
        id="different queue sort args",
    ),
    pytest.param(
        [
            config.KubeSchedulerProfile(
                scheduler_name="profile-1", plugins=_plugins("QueueSort", "Bind1")
            ),
            config.KubeSchedulerProfile(
                scheduler_name="profile-1", plugins=_plugins("QueueSort", "Bind2")
            ),
        ],
        "duplicate profile",
        id="duplicate scheduler name",
    ),
    pytest.param(
        [config.KubeSchedulerProfile(plugins=_plugins("QueueSort", "Bind1"))],
        "scheduler name is needed",
        id="scheduler name is needed",
    ),
    pytest.param(
        [config.KubeSchedulerProfile(scheduler_name="profile-1")],
        "plugins required for profile",
        id="plugins required for profile",
    ),
    pytest.param(
        [
            config.KubeSchedulerProfile(
                scheduler_name="invalid-profile", plugins=_plugins("QueueSort", None)
            )
        ],
        "at least one bind plugin is needed",
        id="invalid framework configuration",
    ),
]


@pytest.mark.parametrize(("cfgs", "want_err"), CASES)
def test_new_map(cfgs: list[config.KubeSchedulerProfile], want_err: str) -> None:
    if want_err:
        with pytest.raises(ProfileError) as exc_info:
            profile.new_map(cfgs, fakeRegistry, nil_recorder_factory)
        assert want_err in str(exc_info.value)
        return
    m = profile.new_map(cfgs, fakeRegistry, nil_recorder_factory)
    assert len(m) == len(cfgs)


def test_new_map_messages() -> None:
    """The exact texts of the duplicate and queue-sort errors (what Go's fmt.Errorf builds)."""
    with pytest.raises(ProfileError) as exc_info:
        profile.new_map(CASES[3].values[0], fakeRegistry, nil_recorder_factory)
    assert str(exc_info.value) == 'duplicate profile with scheduler name "profile-1"'
    with pytest.raises(ProfileError) as exc_info:
        profile.new_map(CASES[1].values[0], fakeRegistry, nil_recorder_factory)
    assert str(exc_info.value) == (
        'different queue sort plugins for profile "profile-2": "Another", first: "QueueSort"'
    )


def test_handles_scheduler_name() -> None:
    m = profile.new_map(CASES[0].values[0], fakeRegistry, nil_recorder_factory)
    assert m.handles_scheduler_name("profile-1")
    assert not m.handles_scheduler_name("default-scheduler")
