"""Port of pkg/scheduler/apis/config/scheme/scheme_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py import gotime
from kube_scheduler_py.v1_37.api.core import v1 as corev1
from kube_scheduler_py.v1_37.apis import config
from kube_scheduler_py.v1_37.apis.config import scheme
from kube_scheduler_py.v1_37.apis.config import v1 as configv1
from kube_scheduler_py.v1_37.framework.plugins import names


def plugins_v1() -> config.Plugins:
    """testing/defaults.PluginsV1."""
    p = config.Plugin
    return config.Plugins(
        multi_point=config.PluginSet(
            enabled=[
                p(name=names.SchedulingGates),
                p(name=names.PrioritySort),
                p(name=names.NodeName),
                p(name=names.NodeUnschedulable),
                p(name=names.TaintToleration, weight=3),
                p(name=names.NodeAffinity, weight=2),
                p(name=names.NodePorts),
                p(name=names.NodeResourcesFit, weight=1),
                p(name=names.VolumeRestrictions),
                p(name=names.NodeVolumeLimits),
                p(name=names.VolumeBinding),
                p(name=names.VolumeZone),
                p(name=names.PodTopologySpread, weight=2),
                p(name=names.InterPodAffinity, weight=2),
                p(name=names.DynamicResources, weight=2),
                p(name=names.DefaultPreemption),
                p(name=names.NodeResourcesBalancedAllocation, weight=1),
                p(name=names.ImageLocality, weight=1),
                p(name=names.DefaultBinder),
                p(name=names.NodeDeclaredFeatures),
            ]
        )
    )


def _cpu_memory() -> list[config.ResourceSpec]:
    return [config.ResourceSpec(name="cpu", weight=1), config.ResourceSpec(name="memory", weight=1)]


def _fit_default() -> config.NodeResourcesFitArgs:
    return config.NodeResourcesFitArgs(
        scoring_strategy=config.ScoringStrategy(type=config.LeastAllocated, resources=_cpu_memory())
    )


def _dra(filter_seconds: int, binding_seconds: int) -> config.DynamicResourcesArgs:
    return config.DynamicResourcesArgs(
        filter_timeout=config.Duration(filter_seconds * gotime.Second),
        binding_timeout=config.Duration(binding_seconds * gotime.Second),
    )


def _volume_binding(bind_timeout_seconds: int) -> config.VolumeBindingArgs:
    """VolumeBindingArgs with the shape StorageCapacityScoring (on by default) defaults."""
    return config.VolumeBindingArgs(
        bind_timeout_seconds=bind_timeout_seconds,
        shape=[
            config.UtilizationShapePoint(utilization=0, score=10),
            config.UtilizationShapePoint(utilization=100, score=0),
        ],
    )


def plugin_configs_v1() -> list[config.PluginConfig]:
    """testing/defaults.PluginConfigsV1."""
    pc = config.PluginConfig
    return [
        pc(
            name="DefaultPreemption",
            args=config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=10, min_candidate_nodes_absolute=100
            ),
        ),
        pc(name="DynamicResources", args=_dra(10, 600)),
        pc(name="InterPodAffinity", args=config.InterPodAffinityArgs(hard_pod_affinity_weight=1)),
        pc(name="NodeAffinity", args=config.NodeAffinityArgs()),
        pc(
            name="NodeResourcesBalancedAllocation",
            args=config.NodeResourcesBalancedAllocationArgs(resources=_cpu_memory()),
        ),
        pc(name="NodeResourcesFit", args=_fit_default()),
        pc(
            name="PodTopologySpread",
            args=config.PodTopologySpreadArgs(defaulting_type=config.SystemDefaulting),
        ),
        pc(name="VolumeBinding", args=_volume_binding(600)),
    ]


def _profile(plugin_config: list[config.PluginConfig], **kw: object) -> config.KubeSchedulerProfile:
    return config.KubeSchedulerProfile(
        scheduler_name="default-scheduler",
        plugins=plugins_v1(),
        plugin_config=plugin_config,
        **kw,  # type: ignore[arg-type]
    )


ALL_ARGS = """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: DefaultPreemption
    args:
      minCandidateNodesPercentage: 50
      minCandidateNodesAbsolute: 500
  - name: DynamicResources
    args:
      filterTimeout: 10s
      bindingTimeout: 30s
  - name: InterPodAffinity
    args:
      hardPodAffinityWeight: 5
  - name: NodeResourcesFit
    args:
      ignoredResources: ["foo"]
  - name: PodTopologySpread
    args:
      defaultConstraints:
      - maxSkew: 1
        topologyKey: zone
        whenUnsatisfiable: ScheduleAnyway
  - name: VolumeBinding
    args:
      bindTimeoutSeconds: 300
  - name: NodeAffinity
    args:
      addedAffinity:
        requiredDuringSchedulingIgnoredDuringExecution:
          nodeSelectorTerms:
          - matchExpressions:
            - key: foo
              operator: In
              values: ["bar"]
  - name: NodeResourcesBalancedAllocation
    args:
      resources:
        - name: cpu       # default weight(1) will be set.
        - name: memory    # weight 0 will be replaced by 1.
          weight: 0
        - name: scalar0
          weight: 1
        - name: scalar1   # default weight(1) will be set for scalar1
        - name: scalar2   # weight 0 will be replaced by 1.
          weight: 0
        - name: scalar3
          weight: 2
"""


def _all_args_profiles() -> list[config.KubeSchedulerProfile]:
    pc = config.PluginConfig
    fit = _fit_default()
    fit.ignored_resources = ["foo"]
    return [
        _profile(
            [
                pc(
                    name="DefaultPreemption",
                    args=config.DefaultPreemptionArgs(
                        min_candidate_nodes_percentage=50, min_candidate_nodes_absolute=500
                    ),
                ),
                pc(name="DynamicResources", args=_dra(10, 30)),
                pc(
                    name="InterPodAffinity",
                    args=config.InterPodAffinityArgs(hard_pod_affinity_weight=5),
                ),
                pc(name="NodeResourcesFit", args=fit),
                pc(
                    name="PodTopologySpread",
                    args=config.PodTopologySpreadArgs(
                        default_constraints=[
                            corev1.TopologySpreadConstraint(
                                max_skew=1,
                                topology_key="zone",
                                when_unsatisfiable=corev1.ScheduleAnyway,
                            )
                        ],
                        defaulting_type=config.SystemDefaulting,
                    ),
                ),
                pc(name="VolumeBinding", args=_volume_binding(300)),
                pc(
                    name="NodeAffinity",
                    args=config.NodeAffinityArgs(
                        added_affinity=corev1.NodeAffinity(
                            required_during_scheduling_ignored_during_execution=corev1.NodeSelector(
                                node_selector_terms=[
                                    corev1.NodeSelectorTerm(
                                        match_expressions=[
                                            corev1.NodeSelectorRequirement(
                                                key="foo",
                                                operator=corev1.NodeSelectorOpIn,
                                                values=["bar"],
                                            )
                                        ]
                                    )
                                ]
                            )
                        )
                    ),
                ),
                pc(
                    name="NodeResourcesBalancedAllocation",
                    args=config.NodeResourcesBalancedAllocationArgs(
                        resources=[
                            config.ResourceSpec(name=n, weight=w)
                            for n, w in [
                                ("cpu", 1),
                                ("memory", 1),
                                ("scalar0", 1),
                                ("scalar1", 1),
                                ("scalar2", 1),
                                ("scalar3", 2),
                            ]
                        ]
                    ),
                ),
            ]
        )
    ]


def _version_and_kind_profiles() -> list[config.KubeSchedulerProfile]:
    configs = plugin_configs_v1()
    configs[0].args = config.DefaultPreemptionArgs(
        min_candidate_nodes_percentage=50, min_candidate_nodes_absolute=100
    )
    return [_profile(configs)]


def _empty_args_profiles() -> list[config.KubeSchedulerProfile]:
    by_name = {c.name: c for c in plugin_configs_v1()}
    order = [
        "DefaultPreemption",
        "DynamicResources",
        "InterPodAffinity",
        "NodeResourcesFit",
        "OutOfTreePlugin",
        "VolumeBinding",
        "PodTopologySpread",
        "NodeAffinity",
        "NodeResourcesBalancedAllocation",
    ]
    return [_profile([by_name.get(n, config.PluginConfig(name=n)) for n in order])]


def _ignore_preferred_profiles() -> list[config.KubeSchedulerProfile]:
    configs = plugin_configs_v1()
    first = config.PluginConfig(
        name="InterPodAffinity",
        args=config.InterPodAffinityArgs(
            hard_pod_affinity_weight=1, ignore_preferred_terms_of_existing_pods=True
        ),
    )
    return [_profile([first, *[c for c in configs if c.name != "InterPodAffinity"]])]


DECODE_CASES = [
    pytest.param(ALL_ARGS, "", _all_args_profiles, id="v1 all plugin args in default profile"),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
percentageOfNodesToScore: 10
""",
        "",
        lambda: [_profile(plugin_configs_v1())],
        id="v1 with non-default global percentageOfNodesToScore",
    ),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
percentageOfNodesToScore: 10
profiles:
- percentageOfNodesToScore: 20
""",
        "",
        lambda: [_profile(plugin_configs_v1(), percentage_of_nodes_to_score=20)],
        id="v1 with non-default global and profile percentageOfNodesToScore",
    ),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: DefaultPreemption
    args:
      apiVersion: kubescheduler.config.k8s.io/v1
      kind: DefaultPreemptionArgs
      minCandidateNodesPercentage: 50
""",
        "",
        _version_and_kind_profiles,
        id="v1 plugins can include version and kind",
    ),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: DefaultPreemption
    args:
      apiVersion: kubescheduler.config.k8s.io/v1
      kind: InterPodAffinityArgs
""",
        "decoding .profiles[0].pluginConfig[0]: args for plugin DefaultPreemption were not of "
        "type DefaultPreemptionArgs.kubescheduler.config.k8s.io, got "
        "InterPodAffinityArgs.kubescheduler.config.k8s.io",
        None,
        id="plugin group and kind should match the type",
    ),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        requestedToCapacityRatio:
          shape:
          - Score: 2
            Utilization: 1
""",
        "strict decoding error: decoding .profiles[0].pluginConfig[0]: strict decoding error: "
        "decoding args for plugin NodeResourcesFit: strict decoding error: unknown field "
        '"scoringStrategy.requestedToCapacityRatio.shape[0].Score", unknown field '
        '"scoringStrategy.requestedToCapacityRatio.shape[0].Utilization"',
        None,
        id="v1 NodResourcesFitArgs shape encoding is strict",
    ),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        resources:
        - Name: cpu
          Weight: 1
""",
        "strict decoding error: decoding .profiles[0].pluginConfig[0]: strict decoding error: "
        "decoding args for plugin NodeResourcesFit: strict decoding error: unknown field "
        '"scoringStrategy.resources[0].Name", unknown field "scoringStrategy.resources[0].Weight"',
        None,
        id="v1 NodeResourcesFitArgs resources encoding is strict",
    ),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: OutOfTreePlugin
    args:
      foo: bar
""",
        "",
        lambda: [
            _profile(
                [
                    config.PluginConfig(name="OutOfTreePlugin", args={"foo": "bar"}),
                    *plugin_configs_v1(),
                ]
            )
        ],
        id="out-of-tree plugin args",
    ),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: DefaultPreemption
    args:
  - name: DynamicResources
    args:
  - name: InterPodAffinity
    args:
  - name: NodeResourcesFit
  - name: OutOfTreePlugin
    args:
  - name: VolumeBinding
    args:
  - name: PodTopologySpread
  - name: NodeAffinity
  - name: NodeResourcesBalancedAllocation
""",
        "",
        _empty_args_profiles,
        id="empty and no plugin args",
    ),
    pytest.param(
        """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: InterPodAffinity
    args:
      ignorePreferredTermsOfExistingPods: true
""",
        "",
        _ignore_preferred_profiles,
        id="ignorePreferredTermsOfExistingPods is enabled",
    ),
]


@pytest.mark.parametrize(("data", "want_err", "want_profiles"), DECODE_CASES)
def test_codecs_decode_plugin_config(data: str, want_err: str, want_profiles) -> None:  # type: ignore[no-untyped-def]
    if want_err:
        with pytest.raises(scheme.DecodeError) as excinfo:
            scheme.decode(data)
        assert str(excinfo.value) == want_err
        return
    got, _, _ = scheme.decode(data)
    assert isinstance(got, config.KubeSchedulerConfiguration)
    assert got.profiles == want_profiles()


def _v1_in_tree_and_out_of_tree() -> configv1.KubeSchedulerConfiguration:
    return configv1.KubeSchedulerConfiguration(
        profiles=[
            configv1.KubeSchedulerProfile(
                plugin_config=[
                    configv1.PluginConfig(
                        name="InterPodAffinity",
                        args=configv1.InterPodAffinityArgs(hard_pod_affinity_weight=5),
                    ),
                    configv1.PluginConfig(
                        name="VolumeBinding",
                        args=configv1.VolumeBindingArgs(
                            bind_timeout_seconds=300,
                            shape=[
                                configv1.UtilizationShapePoint(utilization=0, score=0),
                                configv1.UtilizationShapePoint(utilization=100, score=10),
                            ],
                        ),
                    ),
                    configv1.PluginConfig(
                        name="NodeResourcesFit",
                        args=configv1.NodeResourcesFitArgs(
                            scoring_strategy=configv1.ScoringStrategy(
                                type=configv1.RequestedToCapacityRatio,
                                resources=[configv1.ResourceSpec(name="cpu", weight=1)],
                                requested_to_capacity_ratio=configv1.RequestedToCapacityRatioParam(
                                    shape=[configv1.UtilizationShapePoint(utilization=1, score=2)]
                                ),
                            )
                        ),
                    ),
                    configv1.PluginConfig(
                        name="PodTopologySpread",
                        args=configv1.PodTopologySpreadArgs(default_constraints=[]),
                    ),
                    configv1.PluginConfig(name="OutOfTreePlugin", args={"foo": "bar"}),
                ]
            )
        ]
    )


def _internal_in_tree_and_out_of_tree() -> config.KubeSchedulerConfiguration:
    return config.KubeSchedulerConfiguration(
        parallelism=8,
        delay_cache_until_active=True,
        profiles=[
            config.KubeSchedulerProfile(
                plugin_config=[
                    config.PluginConfig(
                        name="InterPodAffinity",
                        args=config.InterPodAffinityArgs(hard_pod_affinity_weight=5),
                    ),
                    config.PluginConfig(
                        name="NodeResourcesFit",
                        args=config.NodeResourcesFitArgs(
                            scoring_strategy=config.ScoringStrategy(
                                type=config.LeastAllocated,
                                resources=[config.ResourceSpec(name="cpu", weight=1)],
                            )
                        ),
                    ),
                    config.PluginConfig(
                        name="VolumeBinding",
                        args=config.VolumeBindingArgs(bind_timeout_seconds=300),
                    ),
                    config.PluginConfig(
                        name="PodTopologySpread", args=config.PodTopologySpreadArgs()
                    ),
                    config.PluginConfig(name="OutOfTreePlugin", args={"foo": "bar"}),
                ]
            )
        ],
    )


def _internal_ignore_preferred() -> config.KubeSchedulerConfiguration:
    return config.KubeSchedulerConfiguration(
        parallelism=8,
        delay_cache_until_active=True,
        profiles=[
            config.KubeSchedulerProfile(
                plugin_config=[
                    config.PluginConfig(
                        name="InterPodAffinity",
                        args=config.InterPodAffinityArgs(
                            hard_pod_affinity_weight=5, ignore_preferred_terms_of_existing_pods=True
                        ),
                    )
                ]
            )
        ],
    )


_EMPTY_HEADER = """apiVersion: kubescheduler.config.k8s.io/v1
clientConnection:
  acceptContentTypes: ""
  burst: 0
  contentType: ""
  kubeconfig: ""
  qps: 0
"""

_INTERNAL_HEADER = (
    _EMPTY_HEADER
    + """delayCacheUntilActive: true
enableContentionProfiling: false
enableProfiling: false
kind: KubeSchedulerConfiguration
leaderElection:
  leaderElect: false
  leaseDuration: 0s
  renewDeadline: 0s
  resourceLock: ""
  resourceName: ""
  resourceNamespace: ""
  retryPeriod: 0s
parallelism: 8
podInitialBackoffSeconds: 0
podMaxBackoffSeconds: 0
"""
)

ENCODE_CASES = [
    pytest.param(
        _v1_in_tree_and_out_of_tree,
        _EMPTY_HEADER
        + """kind: KubeSchedulerConfiguration
leaderElection:
  leaderElect: null
  leaseDuration: 0s
  renewDeadline: 0s
  resourceLock: ""
  resourceName: ""
  resourceNamespace: ""
  retryPeriod: 0s
profiles:
- pluginConfig:
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      hardPodAffinityWeight: 5
      ignorePreferredTermsOfExistingPods: false
      kind: InterPodAffinityArgs
    name: InterPodAffinity
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      bindTimeoutSeconds: 300
      kind: VolumeBindingArgs
      shape:
      - score: 0
        utilization: 0
      - score: 10
        utilization: 100
    name: VolumeBinding
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      kind: NodeResourcesFitArgs
      scoringStrategy:
        requestedToCapacityRatio:
          shape:
          - score: 2
            utilization: 1
        resources:
        - name: cpu
          weight: 1
        type: RequestedToCapacityRatio
    name: NodeResourcesFit
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      kind: PodTopologySpreadArgs
    name: PodTopologySpread
  - args:
      foo: bar
    name: OutOfTreePlugin
""",
        id="v1 in-tree and out-of-tree plugins",
    ),
    pytest.param(
        _internal_in_tree_and_out_of_tree,
        _INTERNAL_HEADER
        + """profiles:
- pluginConfig:
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      hardPodAffinityWeight: 5
      ignorePreferredTermsOfExistingPods: false
      kind: InterPodAffinityArgs
    name: InterPodAffinity
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      kind: NodeResourcesFitArgs
      scoringStrategy:
        resources:
        - name: cpu
          weight: 1
        type: LeastAllocated
    name: NodeResourcesFit
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      bindTimeoutSeconds: 300
      kind: VolumeBindingArgs
    name: VolumeBinding
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      kind: PodTopologySpreadArgs
    name: PodTopologySpread
  - args:
      foo: bar
    name: OutOfTreePlugin
  schedulerName: ""
""",
        id="v1 in-tree and out-of-tree plugins from internal",
    ),
    pytest.param(
        _internal_ignore_preferred,
        _INTERNAL_HEADER
        + """profiles:
- pluginConfig:
  - args:
      apiVersion: kubescheduler.config.k8s.io/v1
      hardPodAffinityWeight: 5
      ignorePreferredTermsOfExistingPods: true
      kind: InterPodAffinityArgs
    name: InterPodAffinity
  schedulerName: ""
""",
        id="v1 ignorePreferredTermsOfExistingPods is enabled",
    ),
]


@pytest.mark.parametrize(("make_obj", "want"), ENCODE_CASES)
def test_codecs_encode_plugin_config(make_obj, want: str) -> None:  # type: ignore[no-untyped-def]
    assert scheme.encode(make_obj()) == want
