"""Port of pkg/scheduler/apis/config/v1/defaults_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py import gotime
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.core import v1 as corev1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config import v1 as configv1
from kube_scheduler_py.v1_31.apis.config.v1.default_plugins import get_default_plugins
from kube_scheduler_py.v1_31.apis.config.v1.defaults import (
    scheme_default,
    set_defaults_kube_scheduler_configuration,
)
from kube_scheduler_py.v1_31.features import DefaultFeatureGate, set_feature_gate_during_test
from kube_scheduler_py.v1_31.framework.plugins import names

V1 = "kubescheduler.config.k8s.io/v1"


def _cpu_memory() -> list[configv1.ResourceSpec]:
    return [
        configv1.ResourceSpec(name="cpu", weight=1),
        configv1.ResourceSpec(name="memory", weight=1),
    ]


def plugin_configs() -> list[configv1.PluginConfig]:
    """The Go test's `pluginConfigs`."""
    return [
        configv1.PluginConfig(
            name="DefaultPreemption",
            args=configv1.DefaultPreemptionArgs(
                kind="DefaultPreemptionArgs",
                api_version=V1,
                min_candidate_nodes_percentage=10,
                min_candidate_nodes_absolute=100,
            ),
        ),
        configv1.PluginConfig(
            name="InterPodAffinity",
            args=configv1.InterPodAffinityArgs(
                kind="InterPodAffinityArgs", api_version=V1, hard_pod_affinity_weight=1
            ),
        ),
        configv1.PluginConfig(
            name="NodeAffinity",
            args=configv1.NodeAffinityArgs(kind="NodeAffinityArgs", api_version=V1),
        ),
        configv1.PluginConfig(
            name="NodeResourcesBalancedAllocation",
            args=configv1.NodeResourcesBalancedAllocationArgs(
                kind="NodeResourcesBalancedAllocationArgs", api_version=V1, resources=_cpu_memory()
            ),
        ),
        configv1.PluginConfig(
            name="NodeResourcesFit",
            args=configv1.NodeResourcesFitArgs(
                kind="NodeResourcesFitArgs",
                api_version=V1,
                scoring_strategy=configv1.ScoringStrategy(
                    type=configv1.LeastAllocated, resources=_cpu_memory()
                ),
            ),
        ),
        configv1.PluginConfig(
            name="PodTopologySpread",
            args=configv1.PodTopologySpreadArgs(
                kind="PodTopologySpreadArgs",
                api_version=V1,
                defaulting_type=configv1.SystemDefaulting,
            ),
        ),
        configv1.PluginConfig(
            name="VolumeBinding",
            args=configv1.VolumeBindingArgs(
                kind="VolumeBindingArgs", api_version=V1, bind_timeout_seconds=600
            ),
        ),
    ]


def unknown_plugin_configs() -> list[configv1.PluginConfig]:
    """`pluginConfigs` with the first args replaced by unknown (raw) args."""
    configs = plugin_configs()
    configs[0].args = {}
    return configs


def expected(
    profiles: list[configv1.KubeSchedulerProfile],
    parallelism: int = 16,
    percentage: int = config.DefaultPercentageOfNodesToScore,
    delay_cache_until_active: bool = False,
) -> configv1.KubeSchedulerConfiguration:
    """The fully defaulted configuration the Go cases expect, around the given profiles."""
    return configv1.KubeSchedulerConfiguration(
        parallelism=parallelism,
        delay_cache_until_active=delay_cache_until_active,
        enable_profiling=True,
        enable_contention_profiling=True,
        leader_election=configv1.LeaderElectionConfiguration(
            leader_elect=True,
            lease_duration=configv1.Duration(15 * gotime.Second),
            renew_deadline=configv1.Duration(10 * gotime.Second),
            retry_period=configv1.Duration(2 * gotime.Second),
            resource_lock="leases",
            resource_namespace="kube-system",
            resource_name="kube-scheduler",
        ),
        client_connection=configv1.ClientConnectionConfiguration(
            qps=50, burst=100, content_type="application/vnd.kubernetes.protobuf"
        ),
        percentage_of_nodes_to_score=percentage,
        pod_initial_backoff_seconds=1,
        pod_max_backoff_seconds=10,
        profiles=profiles,
    )


def default_profile(**kwargs: object) -> configv1.KubeSchedulerProfile:
    return configv1.KubeSchedulerProfile(
        plugins=get_default_plugins(),
        plugin_config=plugin_configs(),
        scheduler_name="default-scheduler",
        **kwargs,  # type: ignore[arg-type]
    )


def two_profiles_expected() -> configv1.KubeSchedulerConfiguration:
    first = configv1.KubeSchedulerProfile(
        plugins=get_default_plugins(),
        plugin_config=[configv1.PluginConfig(name="FooPlugin"), *plugin_configs()],
    )
    second_plugins = get_default_plugins()
    second_plugins.bind = configv1.PluginSet(
        enabled=[configv1.Plugin(name="BarPlugin")],
        disabled=[configv1.Plugin(name=names.DefaultBinder)],
    )
    second = configv1.KubeSchedulerProfile(
        scheduler_name="custom-scheduler", plugins=second_plugins, plugin_config=plugin_configs()
    )
    return expected([first, second])


SCHEDULER_DEFAULTS_CASES = [
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(),
        lambda: expected([default_profile()]),
        id="empty config",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(profiles=[configv1.KubeSchedulerProfile()]),
        lambda: expected([default_profile()]),
        id="no scheduler name",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(
            parallelism=16,
            profiles=[
                configv1.KubeSchedulerProfile(
                    plugin_config=[configv1.PluginConfig(name="FooPlugin")]
                ),
                configv1.KubeSchedulerProfile(
                    scheduler_name="custom-scheduler",
                    plugins=configv1.Plugins(
                        bind=configv1.PluginSet(
                            enabled=[configv1.Plugin(name="BarPlugin")],
                            disabled=[configv1.Plugin(name=names.DefaultBinder)],
                        )
                    ),
                ),
            ],
        ),
        two_profiles_expected,
        id="two profiles",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(parallelism=16),
        lambda: expected([default_profile()]),
        id="Prallelism with no port",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(parallelism=8),
        lambda: expected([default_profile()], parallelism=8),
        id="set non default parallelism",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(delay_cache_until_active=True),
        lambda: expected([default_profile()], delay_cache_until_active=True),
        id="set non default delayCacheUntilActive",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(percentage_of_nodes_to_score=50),
        lambda: expected([default_profile()], percentage=50),
        id="set non default global percentageOfNodesToScore",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(
            profiles=[configv1.KubeSchedulerProfile(percentage_of_nodes_to_score=50)]
        ),
        lambda: expected([default_profile(percentage_of_nodes_to_score=50)]),
        id="set non default profile percentageOfNodesToScore",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(
            percentage_of_nodes_to_score=10,
            profiles=[configv1.KubeSchedulerProfile(percentage_of_nodes_to_score=50)],
        ),
        lambda: expected([default_profile(percentage_of_nodes_to_score=50)], percentage=10),
        id="set non default global and profile percentageOfNodesToScore",
    ),
    pytest.param(
        lambda: configv1.KubeSchedulerConfiguration(
            profiles=[configv1.KubeSchedulerProfile(plugin_config=unknown_plugin_configs())]
        ),
        lambda: expected(
            [
                configv1.KubeSchedulerProfile(
                    plugins=get_default_plugins(),
                    plugin_config=unknown_plugin_configs(),
                    scheduler_name="default-scheduler",
                )
            ]
        ),
        id="unknown plugin config",
    ),
]


@pytest.mark.parametrize(("make_config", "make_expected"), SCHEDULER_DEFAULTS_CASES)
def test_scheduler_defaults(make_config, make_expected) -> None:  # type: ignore[no-untyped-def]
    cfg = make_config()
    set_defaults_kube_scheduler_configuration(cfg)
    assert cfg == make_expected()


PLUGIN_ARGS_CASES = [
    pytest.param(
        None,
        configv1.DefaultPreemptionArgs(),
        configv1.DefaultPreemptionArgs(
            min_candidate_nodes_percentage=10, min_candidate_nodes_absolute=100
        ),
        id="DefaultPreemptionArgs empty",
    ),
    pytest.param(
        None,
        configv1.DefaultPreemptionArgs(min_candidate_nodes_percentage=50),
        configv1.DefaultPreemptionArgs(
            min_candidate_nodes_percentage=50, min_candidate_nodes_absolute=100
        ),
        id="DefaultPreemptionArgs with value",
    ),
    pytest.param(
        None,
        configv1.InterPodAffinityArgs(),
        configv1.InterPodAffinityArgs(hard_pod_affinity_weight=1),
        id="InterPodAffinityArgs empty",
    ),
    pytest.param(
        None,
        configv1.InterPodAffinityArgs(hard_pod_affinity_weight=0),
        configv1.InterPodAffinityArgs(hard_pod_affinity_weight=0),
        id="InterPodAffinityArgs explicit 0",
    ),
    pytest.param(
        None,
        configv1.InterPodAffinityArgs(hard_pod_affinity_weight=5),
        configv1.InterPodAffinityArgs(hard_pod_affinity_weight=5),
        id="InterPodAffinityArgs with value",
    ),
    pytest.param(
        None,
        configv1.NodeResourcesBalancedAllocationArgs(),
        configv1.NodeResourcesBalancedAllocationArgs(resources=_cpu_memory()),
        id="NodeResourcesBalancedAllocationArgs resources empty",
    ),
    pytest.param(
        None,
        configv1.NodeResourcesBalancedAllocationArgs(
            resources=[configv1.ResourceSpec(name="scalar.io/scalar1", weight=1)]
        ),
        configv1.NodeResourcesBalancedAllocationArgs(
            resources=[configv1.ResourceSpec(name="scalar.io/scalar1", weight=1)]
        ),
        id="NodeResourcesBalancedAllocationArgs with scalar resource",
    ),
    pytest.param(
        None,
        configv1.NodeResourcesBalancedAllocationArgs(
            resources=[
                configv1.ResourceSpec(name=corev1.ResourceCPU, weight=1),
                configv1.ResourceSpec(name="scalar.io/scalar1", weight=1),
            ]
        ),
        configv1.NodeResourcesBalancedAllocationArgs(
            resources=[
                configv1.ResourceSpec(name=corev1.ResourceCPU, weight=1),
                configv1.ResourceSpec(name="scalar.io/scalar1", weight=1),
            ]
        ),
        id="NodeResourcesBalancedAllocationArgs with mixed resources",
    ),
    pytest.param(
        None,
        configv1.NodeResourcesBalancedAllocationArgs(
            resources=[
                configv1.ResourceSpec(name=corev1.ResourceCPU),
                configv1.ResourceSpec(name="scalar.io/scalar0"),
                configv1.ResourceSpec(name="scalar.io/scalar1", weight=1),
            ]
        ),
        configv1.NodeResourcesBalancedAllocationArgs(
            resources=[
                configv1.ResourceSpec(name=corev1.ResourceCPU, weight=1),
                configv1.ResourceSpec(name="scalar.io/scalar0", weight=1),
                configv1.ResourceSpec(name="scalar.io/scalar1", weight=1),
            ]
        ),
        id="NodeResourcesBalancedAllocationArgs have resource no weight",
    ),
    pytest.param(
        None,
        configv1.PodTopologySpreadArgs(),
        configv1.PodTopologySpreadArgs(defaulting_type=configv1.SystemDefaulting),
        id="PodTopologySpreadArgs resources empty",
    ),
    pytest.param(
        None,
        configv1.PodTopologySpreadArgs(
            default_constraints=[
                corev1.TopologySpreadConstraint(
                    topology_key="planet", when_unsatisfiable=corev1.DoNotSchedule, max_skew=2
                )
            ]
        ),
        configv1.PodTopologySpreadArgs(
            default_constraints=[
                corev1.TopologySpreadConstraint(
                    topology_key="planet", when_unsatisfiable=corev1.DoNotSchedule, max_skew=2
                )
            ],
            defaulting_type=configv1.SystemDefaulting,
        ),
        id="PodTopologySpreadArgs resources with value",
    ),
    pytest.param(
        None,
        configv1.NodeResourcesFitArgs(),
        configv1.NodeResourcesFitArgs(
            scoring_strategy=configv1.ScoringStrategy(
                type=configv1.LeastAllocated, resources=_cpu_memory()
            )
        ),
        id="NodeResourcesFitArgs not set",
    ),
    pytest.param(
        None,
        configv1.NodeResourcesFitArgs(
            scoring_strategy=configv1.ScoringStrategy(type=configv1.MostAllocated)
        ),
        configv1.NodeResourcesFitArgs(
            scoring_strategy=configv1.ScoringStrategy(
                type=configv1.MostAllocated, resources=_cpu_memory()
            )
        ),
        id="NodeResourcesFitArgs Resources empty",
    ),
    pytest.param(
        False,
        configv1.VolumeBindingArgs(),
        configv1.VolumeBindingArgs(bind_timeout_seconds=600),
        id="VolumeBindingArgs empty, VolumeCapacityPriority disabled",
    ),
    pytest.param(
        True,
        configv1.VolumeBindingArgs(),
        configv1.VolumeBindingArgs(
            bind_timeout_seconds=600,
            shape=[
                configv1.UtilizationShapePoint(utilization=0, score=0),
                configv1.UtilizationShapePoint(utilization=100, score=10),
            ],
        ),
        id="VolumeBindingArgs empty, VolumeCapacityPriority enabled",
    ),
]


@pytest.mark.parametrize(("volume_capacity_priority", "in_", "want"), PLUGIN_ARGS_CASES)
def test_plugin_args_defaults(
    volume_capacity_priority: bool | None, in_: object, want: object
) -> None:
    gate = DefaultFeatureGate.enabled(features.VolumeCapacityPriority)
    if volume_capacity_priority is not None:
        gate = volume_capacity_priority
    with set_feature_gate_during_test(DefaultFeatureGate, features.VolumeCapacityPriority, gate):
        scheme_default(in_)
    assert in_ == want
