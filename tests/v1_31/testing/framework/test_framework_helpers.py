"""The register helpers fill the registry and enable plugins in the profile."""

from __future__ import annotations

from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import framework_helpers as tf
from kube_scheduler_py.v1_31.testing.framework.fake_plugins import (
    new_equal_prioritizer_plugin,
    new_true_filter_plugin,
)


def _apply(*fns: tf.RegisterPluginFunc) -> tuple[Registry, config.KubeSchedulerProfile]:
    registry = Registry()
    profile = config.KubeSchedulerProfile(scheduler_name="p", plugins=config.Plugins())
    for f in fns:
        f(registry, profile)
    return registry, profile


def test_register_helpers_enable_their_extension_point() -> None:
    registry, profile = _apply(
        tf.register_queue_sort_plugin("QS", new_true_filter_plugin),
        tf.register_pre_filter_plugin("PF", new_true_filter_plugin),
        tf.register_filter_plugin("F", new_true_filter_plugin),
        tf.register_pre_score_plugin("PS", new_true_filter_plugin),
        tf.register_score_plugin("S", new_equal_prioritizer_plugin(), 5),
        tf.register_reserve_plugin("R", new_true_filter_plugin),
        tf.register_permit_plugin("PM", new_true_filter_plugin),
        tf.register_pre_bind_plugin("PB", new_true_filter_plugin),
        tf.register_bind_plugin("B", new_true_filter_plugin),
    )
    plugins = profile.plugins
    assert plugins is not None
    assert sorted(registry) == ["B", "F", "PB", "PF", "PM", "PS", "QS", "R", "S"]
    assert plugins.queue_sort.enabled == [config.Plugin(name="QS", weight=1)]
    assert plugins.pre_filter.enabled == [config.Plugin(name="PF", weight=1)]
    assert plugins.filter.enabled == [config.Plugin(name="F", weight=1)]
    assert plugins.pre_score.enabled == [config.Plugin(name="PS", weight=1)]
    assert plugins.score.enabled == [config.Plugin(name="S", weight=5)]
    assert plugins.reserve.enabled == [config.Plugin(name="R", weight=1)]
    assert plugins.permit.enabled == [config.Plugin(name="PM", weight=1)]
    assert plugins.pre_bind.enabled == [config.Plugin(name="PB", weight=1)]
    assert plugins.bind.enabled == [config.Plugin(name="B", weight=1)]


def test_register_as_several_extensions_and_twice() -> None:
    first = new_true_filter_plugin
    registry, profile = _apply(
        tf.register_plugin_as_extensions("X", first, "Filter", "PostBind", "Unknown"),
        tf.register_plugin_as_extensions_with_weight("X", 3, new_true_filter_plugin, "Score"),
    )
    plugins = profile.plugins
    assert plugins is not None
    # The second registration of X is ignored by the registry but still enables X at Score.
    assert registry == {"X": first}
    assert plugins.filter.enabled == [config.Plugin(name="X", weight=1)]
    assert plugins.post_bind.enabled == [config.Plugin(name="X", weight=1)]
    assert plugins.score.enabled == [config.Plugin(name="X", weight=3)]


def test_get_plugin_set_by_extension() -> None:
    plugins = config.Plugins()
    assert tf.get_plugin_set_by_extension(plugins, "PostBind") is plugins.post_bind
    assert tf.get_plugin_set_by_extension(plugins, "PreEnqueue") is None
    assert tf.get_plugin_set_by_extension(plugins, "MultiPoint") is None


def test_build_node_infos() -> None:
    nodes = [st.make_node().name("a").obj(), st.make_node().name("b").obj()]
    node_infos = tf.build_node_infos(nodes)
    assert [ni.node() for ni in node_infos] == nodes
    assert node_infos[0].generation < node_infos[1].generation


def test_register_adds_the_default_args_of_known_kinds() -> None:
    _, profile = _apply(
        tf.register_filter_plugin("NodeResourcesFit", new_true_filter_plugin),
        tf.register_filter_plugin("TrueFilter", new_true_filter_plugin),
        tf.register_score_plugin("InterPodAffinity", new_true_filter_plugin, 2),
    )
    assert [pc.name for pc in profile.plugin_config] == ["NodeResourcesFit", "InterPodAffinity"]
    fit_args = profile.plugin_config[0].args
    assert isinstance(fit_args, config.NodeResourcesFitArgs)
    assert fit_args.scoring_strategy is not None
    assert fit_args.scoring_strategy.type == config.LeastAllocated
    affinity_args = profile.plugin_config[1].args
    assert isinstance(affinity_args, config.InterPodAffinityArgs)
    assert affinity_args.hard_pod_affinity_weight == 1
