"""The default plugin set of a profile, and how a profile's own plugins merge into it.

# Python: Go's klog.Logger parameters are dropped; the "Default plugin is explicitly
# re-configured; overriding" info log is not written.
"""

from __future__ import annotations

from dataclasses import dataclass

from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.apis.config import v1
from kube_scheduler_py.v1_31.features import DefaultFeatureGate
from kube_scheduler_py.v1_31.framework.plugins import names


def get_default_plugins() -> v1.Plugins:
    """The MultiPoint plugins every profile starts from, in order, with score weights.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/default_plugins.go#L30-L58
    """
    plugins = v1.Plugins(
        multi_point=v1.PluginSet(
            enabled=[
                v1.Plugin(name=names.SchedulingGates),
                v1.Plugin(name=names.PrioritySort),
                v1.Plugin(name=names.NodeUnschedulable),
                v1.Plugin(name=names.NodeName),
                v1.Plugin(name=names.TaintToleration, weight=3),
                v1.Plugin(name=names.NodeAffinity, weight=2),
                v1.Plugin(name=names.NodePorts),
                v1.Plugin(name=names.NodeResourcesFit, weight=1),
                v1.Plugin(name=names.VolumeRestrictions),
                v1.Plugin(name=names.NodeVolumeLimits),
                v1.Plugin(name=names.VolumeBinding),
                v1.Plugin(name=names.VolumeZone),
                v1.Plugin(name=names.PodTopologySpread, weight=2),
                v1.Plugin(name=names.InterPodAffinity, weight=2),
                v1.Plugin(name=names.DefaultPreemption),
                v1.Plugin(name=names.NodeResourcesBalancedAllocation, weight=1),
                v1.Plugin(name=names.ImageLocality, weight=1),
                v1.Plugin(name=names.DefaultBinder),
            ]
        )
    )
    apply_feature_gates(plugins)
    return plugins


def apply_feature_gates(config: v1.Plugins) -> None:
    """Add the plugins of enabled feature gates (DynamicResources before DefaultPreemption).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/default_plugins.go#L60-L78
    """
    if DefaultFeatureGate.enabled(features.DynamicResourceAllocation):
        # DynamicResources goes first so that PostFilter frees an idle claim before evicting.
        enabled = config.multi_point.enabled
        for i in range(len(enabled)):
            if enabled[i].name == names.DefaultPreemption:
                config.multi_point.enabled = [
                    *enabled[:i],
                    v1.Plugin(name=names.DynamicResources),
                    *enabled[i:],
                ]
                break


def merge_plugins(default_plugins: v1.Plugins, custom_plugins: v1.Plugins | None) -> v1.Plugins:
    """Merge a profile's plugins into the defaults, extension point by extension point.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/default_plugins.go#L81-L100
    """
    if custom_plugins is None:
        return default_plugins

    d, c = default_plugins, custom_plugins
    d.multi_point = merge_plugin_set(d.multi_point, c.multi_point)
    d.pre_enqueue = merge_plugin_set(d.pre_enqueue, c.pre_enqueue)
    d.queue_sort = merge_plugin_set(d.queue_sort, c.queue_sort)
    d.pre_filter = merge_plugin_set(d.pre_filter, c.pre_filter)
    d.filter = merge_plugin_set(d.filter, c.filter)
    d.post_filter = merge_plugin_set(d.post_filter, c.post_filter)
    d.pre_score = merge_plugin_set(d.pre_score, c.pre_score)
    d.score = merge_plugin_set(d.score, c.score)
    d.reserve = merge_plugin_set(d.reserve, c.reserve)
    d.permit = merge_plugin_set(d.permit, c.permit)
    d.pre_bind = merge_plugin_set(d.pre_bind, c.pre_bind)
    d.bind = merge_plugin_set(d.bind, c.bind)
    d.post_bind = merge_plugin_set(d.post_bind, c.post_bind)
    return d


@dataclass(frozen=True, slots=True)
class pluginIndex:
    """A custom plugin and its position in the custom enabled list.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/default_plugins.go#L102-L105
    """

    index: int
    plugin: v1.Plugin


def merge_plugin_set(
    default_plugin_set: v1.PluginSet, custom_plugin_set: v1.PluginSet
) -> v1.PluginSet:
    """Merge one extension point: defaults in order (minus disabled, re-configured in place),
    then the custom plugins that did not replace a default.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/default_plugins.go#L107-L157
    """
    disabled_plugins: set[str] = set()
    enabled_custom_plugins: dict[str, pluginIndex] = {}
    # Indexes of custom plugins that took the place of a default plugin.
    replaced_plugin_index: set[int] = set()
    disabled: list[v1.Plugin] = []
    for disabled_plugin in custom_plugin_set.disabled:
        # Recording the disabled names lets MultiPoint expansion skip those defaults later.
        disabled.append(v1.Plugin(name=disabled_plugin.name))
        disabled_plugins.add(disabled_plugin.name)

    # The defaults may disable plugins too (MultiPoint plugins kept off one extension point).
    for disabled_plugin in default_plugin_set.disabled:
        disabled.append(v1.Plugin(name=disabled_plugin.name))
        disabled_plugins.add(disabled_plugin.name)

    for index, enabled_plugin in enumerate(custom_plugin_set.enabled):
        enabled_custom_plugins[enabled_plugin.name] = pluginIndex(index, enabled_plugin)
    enabled_plugins: list[v1.Plugin] = []
    if "*" not in disabled_plugins:
        for default_enabled_plugin in default_plugin_set.enabled:
            if default_enabled_plugin.name in disabled_plugins:
                continue
            # A default plugin the profile lists again keeps its place with the custom settings.
            plugin = default_enabled_plugin
            custom_plugin = enabled_custom_plugins.get(default_enabled_plugin.name)
            if custom_plugin is not None:
                plugin = custom_plugin.plugin
                replaced_plugin_index.add(custom_plugin.index)
            enabled_plugins.append(plugin)

    # The rest of the custom plugins go after the defaults; duplicates are kept (and rejected
    # later when the framework is built).
    for index, plugin in enumerate(custom_plugin_set.enabled):
        if index not in replaced_plugin_index:
            enabled_plugins.append(plugin)
    return v1.PluginSet(enabled=enabled_plugins, disabled=disabled)
