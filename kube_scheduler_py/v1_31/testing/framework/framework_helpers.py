"""Helpers that assemble a test framework: plugin registrations and NodeInfo lists.

A test lists `register_*` calls, each of which adds a plugin factory to the registry and enables
the plugin at its extension points of the profile (with the default args of its kind, if it
has one); the framework is then built from both.

# Python: NewFramework (new_framework, at the end) was added with the port of framework/runtime,
# whose NewFramework it wraps.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.apis.config import scheme
from kube_scheduler_py.v1_31.apis.config import v1 as kubeschedulerconfigv1
from kube_scheduler_py.v1_31.framework.interface import Framework
from kube_scheduler_py.v1_31.framework.runtime import framework as frameworkruntime
from kube_scheduler_py.v1_31.framework.runtime.registry import (
    FrameworkRuntimeError,
    PluginFactory,
    Registry,
)
from kube_scheduler_py.v1_31.framework.types import NodeInfo, new_node_info

# A function that registers a plugin in the registry and enables it in the profile.
RegisterPluginFunc = Callable[[Registry, schedulerapi.KubeSchedulerProfile], None]


def register_queue_sort_plugin(
    plugin_name: str, plugin_new_func: PluginFactory
) -> RegisterPluginFunc:
    """Register a plugin as the QueueSort plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L51-L53
    """
    return register_plugin_as_extensions(plugin_name, plugin_new_func, "QueueSort")


def register_pre_filter_plugin(
    plugin_name: str, plugin_new_func: PluginFactory
) -> RegisterPluginFunc:
    """Register a plugin as a PreFilter plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L56-L58
    """
    return register_plugin_as_extensions(plugin_name, plugin_new_func, "PreFilter")


def register_filter_plugin(plugin_name: str, plugin_new_func: PluginFactory) -> RegisterPluginFunc:
    """Register a plugin as a Filter plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L61-L63
    """
    return register_plugin_as_extensions(plugin_name, plugin_new_func, "Filter")


def register_reserve_plugin(plugin_name: str, plugin_new_func: PluginFactory) -> RegisterPluginFunc:
    """Register a plugin as a Reserve plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L66-L68
    """
    return register_plugin_as_extensions(plugin_name, plugin_new_func, "Reserve")


def register_permit_plugin(plugin_name: str, plugin_new_func: PluginFactory) -> RegisterPluginFunc:
    """Register a plugin as a Permit plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L71-L73
    """
    return register_plugin_as_extensions(plugin_name, plugin_new_func, "Permit")


def register_pre_bind_plugin(
    plugin_name: str, plugin_new_func: PluginFactory
) -> RegisterPluginFunc:
    """Register a plugin as a PreBind plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L76-L78
    """
    return register_plugin_as_extensions(plugin_name, plugin_new_func, "PreBind")


def register_score_plugin(
    plugin_name: str, plugin_new_func: PluginFactory, weight: int
) -> RegisterPluginFunc:
    """Register a plugin as a Score plugin with the given weight.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L81-L83
    """
    return register_plugin_as_extensions_with_weight(plugin_name, weight, plugin_new_func, "Score")


def register_pre_score_plugin(
    plugin_name: str, plugin_new_func: PluginFactory
) -> RegisterPluginFunc:
    """Register a plugin as a PreScore plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L86-L88
    """
    return register_plugin_as_extensions(plugin_name, plugin_new_func, "PreScore")


def register_bind_plugin(plugin_name: str, plugin_new_func: PluginFactory) -> RegisterPluginFunc:
    """Register a plugin as a Bind plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L91-L93
    """
    return register_plugin_as_extensions(plugin_name, plugin_new_func, "Bind")


def register_plugin_as_extensions(
    plugin_name: str, plugin_new_func: PluginFactory, *extensions: str
) -> RegisterPluginFunc:
    """Register a plugin at each of the named extension points, with weight 1.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L96-L98
    """
    return register_plugin_as_extensions_with_weight(plugin_name, 1, plugin_new_func, *extensions)


def register_plugin_as_extensions_with_weight(
    plugin_name: str, weight: int, plugin_new_func: PluginFactory, *extensions: str
) -> RegisterPluginFunc:
    """Register a plugin at each of the named extension points with the given weight.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L101-L121
    """

    def register(reg: Registry, profile: schedulerapi.KubeSchedulerProfile) -> None:
        # Python: Go drops Register's error (the name is already registered); so does this.
        with contextlib.suppress(FrameworkRuntimeError):
            reg.register(plugin_name, plugin_new_func)
        # Python: a profile without Plugins is a caller error here, as Go would panic on it.
        assert profile.plugins is not None
        for extension in extensions:
            ps = get_plugin_set_by_extension(profile.plugins, extension)
            if ps is None:
                continue
            ps.enabled.append(schedulerapi.Plugin(name=plugin_name, weight=weight))
        # The defaulted args of kind <plugin_name>Args of the latest config API version, if the
        # scheme knows that kind.
        # Python: Go decodes empty data with a default kind; here a document naming the kind.
        gvk = {"apiVersion": kubeschedulerconfigv1.SchemeGroupVersion, "kind": plugin_name + "Args"}
        try:
            args, _, _ = scheme.decode(json.dumps(gvk))
        except scheme.DecodeError:
            return
        profile.plugin_config.append(schedulerapi.PluginConfig(name=plugin_name, args=args))

    return register


def get_plugin_set_by_extension(
    plugins: schedulerapi.Plugins, extension: str
) -> schedulerapi.PluginSet | None:
    """The plugin set of the named extension point; None for a name that has none.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L123-L148
    """
    match extension:
        case "QueueSort":
            return plugins.queue_sort
        case "Filter":
            return plugins.filter
        case "PreFilter":
            return plugins.pre_filter
        case "PreScore":
            return plugins.pre_score
        case "Score":
            return plugins.score
        case "Bind":
            return plugins.bind
        case "Reserve":
            return plugins.reserve
        case "Permit":
            return plugins.permit
        case "PreBind":
            return plugins.pre_bind
        case "PostBind":
            return plugins.post_bind
        case _:
            return None


def build_node_infos(nodes: list[v1.Node]) -> list[NodeInfo]:
    """One fresh NodeInfo per node, in the same order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L151-L158
    """
    res: list[NodeInfo] = []
    for i in range(len(nodes)):
        res.append(new_node_info())
        res[i].set_node(nodes[i])
    return res


def new_framework(
    fns: list[RegisterPluginFunc], profile_name: str, *opts: frameworkruntime.Option
) -> Framework:
    """Build a framework from register_* calls, for a profile named profile_name.

    Raises what frameworkruntime.new_framework raises.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/framework_helpers.go#L34-L44
    """
    registry = Registry()
    profile = schedulerapi.KubeSchedulerProfile(
        scheduler_name=profile_name,
        plugins=schedulerapi.Plugins(),
    )
    for f in fns:
        f(registry, profile)
    return frameworkruntime.new_framework(registry, profile, *opts)
