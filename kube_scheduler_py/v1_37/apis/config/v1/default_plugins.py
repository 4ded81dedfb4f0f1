"""The default plugin set of a profile, and how a profile's own plugins merge into it.

# Python: Go's klog.Logger parameters are dropped; the "Default plugin is explicitly
# re-configured; overriding" info log is not written.
"""

from __future__ import annotations

from dataclasses import dataclass

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.apis.config import v1
from kube_scheduler_py.v1_37.features import DefaultFeatureGate
from kube_scheduler_py.v1_37.framework.plugins import names


def get_default_plugins() -> v1.Plugins:
    """The MultiPoint plugins every profile starts from, in order, with score weights.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L32-L60
    """
    plugins = v1.Plugins(
        multi_point=v1.PluginSet(
            enabled=[
                v1.Plugin(name=names.SchedulingGates),
                v1.Plugin(name=names.PrioritySort),
                v1.Plugin(name=names.NodeName),
                v1.Plugin(name=names.NodeUnschedulable),
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
    """Add the plugins whose feature gates are on, each where it belongs in the order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L62-L78
    """
    if DefaultFeatureGate.enabled(features.NodeDeclaredFeatures):
        config.multi_point.enabled.append(v1.Plugin(name=names.NodeDeclaredFeatures))
    if DefaultFeatureGate.enabled(features.InPlacePodVerticalScalingSchedulerPreemption):
        apply_deferred_pod_scheduling(config)
    if DefaultFeatureGate.enabled(features.DynamicResourceAllocation):
        apply_dynamic_resources(config)
    if DefaultFeatureGate.enabled(features.GenericWorkload):
        apply_gang_scheduling(config)
    if DefaultFeatureGate.enabled(features.TopologyAwareWorkloadScheduling):
        apply_topology_aware_workload_scheduling(config)


def apply_dynamic_resources(config: v1.Plugins) -> None:
    """Put DynamicResources (weight 2) just before DefaultPreemption.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L80-L96
    """
    # Before DefaultPreemption, so that PostFilter frees an idle claim before it evicts a pod.
    enabled = config.multi_point.enabled
    for i in range(len(enabled)):
        if enabled[i].name == names.DefaultPreemption:
            config.multi_point.enabled = [
                *enabled[:i],
                v1.Plugin(name=names.DynamicResources, weight=2),
                *enabled[i:],
            ]
            break


def apply_gang_scheduling(config: v1.Plugins) -> None:
    """Append GangScheduling.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L98-L100
    """
    config.multi_point.enabled.append(v1.Plugin(name=names.GangScheduling))


def apply_topology_aware_workload_scheduling(config: v1.Plugins) -> None:
    """Append TopologyPlacementGenerator and PodGroupPodsCount (weight 1).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L102-L105
    """
    config.multi_point.enabled.append(v1.Plugin(name=names.TopologyPlacementGenerator))
    config.multi_point.enabled.append(v1.Plugin(name=names.PodGroupPodsCount, weight=1))


def merge_plugins(default_plugins: v1.Plugins, custom_plugins: v1.Plugins | None) -> v1.Plugins:
    """Merge a profile's plugins into the defaults, extension point by extension point.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L108-L130
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
    d.placement_generate = merge_plugin_set(d.placement_generate, c.placement_generate)
    d.placement_score = merge_plugin_set(d.placement_score, c.placement_score)
    d.pod_group_post_filter = merge_plugin_set(d.pod_group_post_filter, c.pod_group_post_filter)
    return d


@dataclass(frozen=True, slots=True)
class pluginIndex:
    """A custom plugin and its position in the custom enabled list.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L132-L135
    """

    index: int
    plugin: v1.Plugin


def merge_plugin_set(
    default_plugin_set: v1.PluginSet, custom_plugin_set: v1.PluginSet
) -> v1.PluginSet:
    """Merge one extension point: defaults in order (minus disabled, re-configured in place),
    then the custom plugins that did not replace a default.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L137-L187
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


def apply_deferred_pod_scheduling(config: v1.Plugins) -> None:
    """Put DeferredPodScheduling just before NodeResourcesFit (at the end without it).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/default_plugins.go#L194-L203
    """
    # Before NodeResourcesFit, so that a node whose preemption is off fails here first and
    # this plugin's queueing hint can retry the pod; after NodeName and the other basic filters.
    enabled = config.multi_point.enabled
    idx = next((i for i, p in enumerate(enabled) if p.name == names.NodeResourcesFit), -1)
    if idx != -1:
        enabled.insert(idx, v1.Plugin(name=names.DeferredPodScheduling))
    else:
        enabled.append(v1.Plugin(name=names.DeferredPodScheduling))
