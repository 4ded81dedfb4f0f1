"""`config defaults --edition 1.37` against the real kube-scheduler v1.37.2.

For each configuration (written to a temporary file) and set of `--feature-gates`, both sides
must print the same bytes on stdout and stderr and exit alike: the defaulted configuration as
kube-scheduler's --write-config-to writes it, or the one message a bad file gets (decoding,
validation, or what scheduler.New refuses). The cases cover what changed since v1.31.1: the
default plugins and weights, the placement and pod-group extension points, DynamicResourcesArgs
and its gates, VolumeBindingArgs' shape under StorageCapacityScoring, the stricter
NodeResourcesFitArgs and the shortened messages.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kube_scheduler_py import cli
from kube_scheduler_py.simulation.conformance import oracle_command

_HEAD = "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"

# (id, configuration file or None, --feature-gates values)
CASES: list[tuple[str, str | None, list[str]]] = [
    ("default", None, []),
    (
        "default-all-workload-gates",
        None,
        ["GenericWorkload=true,TopologyAwareWorkloadScheduling=true"],
    ),
    (
        "default-dra-gates-off",
        None,
        ["DRASchedulerFilterTimeout=false,DRADeviceBindingConditions=false"],
    ),
    ("default-storage-capacity-scoring-off", None, ["StorageCapacityScoring=false"]),
    (
        "default-deferred-pod-scheduling",
        None,
        ["InPlacePodVerticalScalingSchedulerPreemption=true"],
    ),
    ("default-all-beta", None, ["AllBeta=true"]),
    ("empty-file", _HEAD, []),
    (
        "two-profiles",
        _HEAD
        + """profiles:
- schedulerName: default-scheduler
- schedulerName: spread
  percentageOfNodesToScore: 30
  plugins:
    score:
      disabled:
      - name: NodeResourcesBalancedAllocation
      enabled:
      - name: PodTopologySpread
        weight: 5
  pluginConfig:
  - name: PodTopologySpread
    args:
      defaultingType: List
      defaultConstraints:
      - maxSkew: 1
        topologyKey: topology.kubernetes.io/zone
        whenUnsatisfiable: ScheduleAnyway
""",
        [],
    ),
    (
        "out-of-tree-plugin-config",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: MyPlugin
    args:
      anything: [1, 2]
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: MostAllocated
        resources:
        - name: cpu
          weight: 3
""",
        [],
    ),
    (
        "placement-plugins",
        _HEAD
        + """profiles:
- plugins:
    placementScore:
      enabled:
      - name: PodGroupPodsCount
        weight: 5
    podGroupPostFilter:
      disabled:
      - name: '*'
""",
        ["GenericWorkload=true,TopologyAwareWorkloadScheduling=true"],
    ),
    (
        "placement-score-wrong-plugin",
        _HEAD
        + """profiles:
- plugins:
    placementScore:
      disabled:
      - name: NodeResourcesFit
      enabled:
      - name: PodGroupPodsCount
        weight: 3
      - name: ImageLocality
""",
        ["GenericWorkload=true,TopologyAwareWorkloadScheduling=true"],
    ),
    (
        "two-placement-generators",
        _HEAD
        + """profiles:
- plugins:
    placementGenerate:
      enabled:
      - name: TopologyPlacementGenerator
      - name: TopologyPlacementGenerator
""",
        ["GenericWorkload=true,TopologyAwareWorkloadScheduling=true"],
    ),
    (
        "dynamic-resources-args",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: DynamicResources
    args:
      filterTimeout: 0s
      bindingTimeout: 90s
""",
        [],
    ),
    (
        "dynamic-resources-args-invalid",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: DynamicResources
    args:
      filterTimeout: -1s
      bindingTimeout: 500ms
""",
        [],
    ),
    (
        "dynamic-resources-args-gated-off",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: DynamicResources
    args:
      filterTimeout: 5s
      bindingTimeout: 1m
""",
        ["DRASchedulerFilterTimeout=false,DRADeviceBindingConditions=false"],
    ),
    (
        "volume-binding-shape",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: VolumeBinding
    args:
      bindTimeoutSeconds: 300
      shape:
      - utilization: 50
        score: 4
      - utilization: 20
        score: 11
""",
        [],
    ),
    (
        "volume-binding-shape-gated-off",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: VolumeBinding
    args:
      shape:
      - utilization: 0
        score: 0
""",
        ["StorageCapacityScoring=false"],
    ),
    (
        "fit-ratio-without-shape",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: RequestedToCapacityRatio
""",
        [],
    ),
    (
        "fit-shape-with-other-type",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: LeastAllocated
        requestedToCapacityRatio:
          shape:
          - utilization: 0
            score: 10
""",
        [],
    ),
    (
        "fit-ratio-shape",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: RequestedToCapacityRatio
        requestedToCapacityRatio:
          shape:
          - utilization: 0
            score: 0
          - utilization: 100
            score: 10
""",
        [],
    ),
    (
        "invalid-args-of-every-validated-plugin",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: NodeAffinity
    args:
      addedAffinity:
        requiredDuringSchedulingIgnoredDuringExecution:
          nodeSelectorTerms:
          - matchExpressions:
            - key: bad/key/x
              operator: In
              values: ["a"]
            - key: zone
              operator: Gt
              values: ["a", "b"]
        preferredDuringSchedulingIgnoredDuringExecution:
        - weight: 1
          preference:
            matchFields:
            - key: metadata.name
              operator: Exists
  - name: PodTopologySpread
    args:
      defaultingType: List
      defaultConstraints:
      - maxSkew: 0
        topologyKey: ""
        whenUnsatisfiable: Sometimes
        labelSelector: {}
      - maxSkew: 1
        topologyKey: zone
        whenUnsatisfiable: DoNotSchedule
      - maxSkew: 2
        topologyKey: zone
        whenUnsatisfiable: DoNotSchedule
  - name: NodeResourcesBalancedAllocation
    args:
      resources:
      - name: cpu
        weight: 2
      - name: cpu
  - name: InterPodAffinity
    args:
      hardPodAffinityWeight: 101
  - name: DefaultPreemption
    args:
      minCandidateNodesPercentage: 0
      minCandidateNodesAbsolute: 0
""",
        [],
    ),
    (
        "fit-args-the-factory-rejects",
        _HEAD
        + """profiles:
- pluginConfig:
  - name: NodeResourcesFit
    args:
      ignoredResources: ["a/b/c", "x"]
      ignoredResourceGroups: ["example.com/x"]
      scoringStrategy:
        type: Sideways
        resources:
        - name: cpu
          weight: 0
        - name: memory
          weight: 101
""",
        [],
    ),
    (
        "removed-volume-limit-plugins",
        _HEAD
        + """profiles:
- plugins:
    filter:
      enabled:
      - name: EBSLimits
  pluginConfig:
  - name: GCEPDLimits
""",
        [],
    ),
    (
        "unknown-plugin",
        _HEAD
        + """profiles:
- plugins:
    filter:
      enabled:
      - name: NoSuchPlugin
""",
        [],
    ),
    (
        "unknown-multi-point-plugin",
        _HEAD
        + """profiles:
- plugins:
    multiPoint:
      enabled:
      - name: NoSuchPlugin
""",
        [],
    ),
    (
        "plugin-at-the-wrong-point",
        _HEAD
        + """profiles:
- plugins:
    bind:
      enabled:
      - name: ImageLocality
""",
        [],
    ),
    (
        "big-score-weight",
        _HEAD
        + """profiles:
- plugins:
    score:
      enabled:
      - name: ImageLocality
        weight: 2147483647
""",
        [],
    ),
    (
        "negative-score-weight",
        _HEAD
        + """profiles:
- plugins:
    score:
      enabled:
      - name: ImageLocality
        weight: -1
""",
        [],
    ),
    (
        "bad-duration",
        _HEAD
        + """leaderElection:
  leaseDuration: 15x
""",
        [],
    ),
    (
        "unknown-api-version",
        "apiVersion: kubescheduler.config.k8s.io/v1beta3\nkind: KubeSchedulerConfiguration\n",
        [],
    ),
    ("unknown-kind", "apiVersion: kubescheduler.config.k8s.io/v1\nkind: Scheduler\n", []),
    (
        "leader-election-and-percentage",
        _HEAD
        + """percentageOfNodesToScore: 120
leaderElection:
  leaderElect: true
  leaseDuration: 5s
  renewDeadline: 10s
  resourceName: ""
""",
        [],
    ),
    (
        "queue-sort-differs",
        _HEAD
        + """profiles:
- schedulerName: a
- schedulerName: b
  plugins:
    queueSort:
      disabled:
      - name: '*'
""",
        [],
    ),
    (
        "duplicate-profile-names",
        _HEAD + "profiles:\n- schedulerName: x\n- schedulerName: x\n",
        [],
    ),
    (
        "extenders",
        _HEAD
        + """extenders:
- urlPrefix: http://127.0.0.1:1/
  prioritizeVerb: prioritize
  weight: 0
  bindVerb: bind
  managedResources:
  - name: example.com/foo
  - name: not-extended
  - name: bad/name/x
- urlPrefix: http://127.0.0.1:2/
  filterVerb: filter
  bindVerb: bind
  httpTimeout: 3s
  managedResources:
  - name: example.com/foo
""",
        [],
    ),
    (
        "extender-ok",
        _HEAD
        + """extenders:
- urlPrefix: http://127.0.0.1:1/
  filterVerb: filter
  prioritizeVerb: prioritize
  weight: 3
  httpTimeout: 3s
  nodeCacheCapable: true
  managedResources:
  - name: example.com/foo
    ignoredByScheduler: true
""",
        [],
    ),
    (
        "extender-default-timeout",
        _HEAD
        + """extenders:
- urlPrefix: https://127.0.0.1:1/
  filterVerb: filter
  enableHTTPS: true
  ignorable: true
  tlsConfig:
    insecure: true
- urlPrefix: http://127.0.0.1:2/
  prioritizeVerb: prioritize
  weight: 1
""",
        [],
    ),
    (
        "extender-ignored-resource-without-fit",
        _HEAD
        + """profiles:
- schedulerName: a
- schedulerName: b
  plugins:
    multiPoint:
      disabled:
      - name: NodeResourcesFit
extenders:
- urlPrefix: http://127.0.0.1:1/
  filterVerb: filter
  managedResources:
  - name: example.com/foo
    ignoredByScheduler: true
""",
        [],
    ),
    (
        "json-file",
        '{"apiVersion": "kubescheduler.config.k8s.io/v1", "kind": "KubeSchedulerConfiguration",'
        ' "parallelism": 4, "profiles": [{"schedulerName": "j", "plugins": {"score":'
        ' {"enabled": [{"name": "NodeResourcesFit", "weight": 7}]}}}]}',
        [],
    ),
    (
        "unknown-field",
        _HEAD
        + """profiles:
- schedulerName: a
  pluginConfig:
  - name: DynamicResources
    args:
      filterTimeouts: 1s
""",
        [],
    ),
]


@pytest.mark.parametrize(("config", "gates"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_config_defaults_match_the_real_scheduler_v1_37(
    config: str | None,
    gates: list[str],
    oracle_v1_37: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["config", "defaults"]
    if config is not None:
        path = tmp_path / "config.yaml"
        path.write_text(config)
        args += ["--config", str(path)]
    for flag in gates:
        args += ["--feature-gates", flag]
    theirs = oracle_command(oracle_v1_37, args)
    code = cli.main([*args, "--edition", "1.37"])
    ours = capsys.readouterr()
    assert (code, ours.out, ours.err) == (theirs.returncode, theirs.stdout, theirs.stderr)
