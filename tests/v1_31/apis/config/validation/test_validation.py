"""Port of pkg/scheduler/apis/config/validation/validation_test.go."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kube_scheduler_py import gotime
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.api.util.validation import field
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config import v1 as configv1
from kube_scheduler_py.v1_31.apis.config.validation import validate_kube_scheduler_configuration

Invalid = field.ErrorTypeInvalid
Required = field.ErrorTypeRequired
Duplicate = field.ErrorTypeDuplicate


def valid_config() -> config.KubeSchedulerConfiguration:
    return config.KubeSchedulerConfiguration(
        api_version=configv1.SchemeGroupVersion,
        parallelism=8,
        client_connection=config.ClientConnectionConfiguration(
            accept_content_types="application/json",
            content_type="application/json",
            qps=10,
            burst=10,
        ),
        leader_election=config.LeaderElectionConfiguration(
            resource_lock="leases",
            leader_elect=True,
            lease_duration=config.Duration(30 * gotime.Second),
            renew_deadline=config.Duration(15 * gotime.Second),
            retry_period=config.Duration(5 * gotime.Second),
            resource_namespace="name",
            resource_name="name",
        ),
        pod_initial_backoff_seconds=1,
        pod_max_backoff_seconds=1,
        profiles=[
            config.KubeSchedulerProfile(
                scheduler_name="me",
                percentage_of_nodes_to_score=35,
                plugins=config.Plugins(
                    queue_sort=config.PluginSet(enabled=[config.Plugin(name="CustomSort")]),
                    score=config.PluginSet(disabled=[config.Plugin(name="*")]),
                ),
                plugin_config=[
                    config.PluginConfig(
                        name="DefaultPreemption",
                        args=config.DefaultPreemptionArgs(
                            min_candidate_nodes_percentage=10, min_candidate_nodes_absolute=100
                        ),
                    )
                ],
            ),
            config.KubeSchedulerProfile(
                scheduler_name="other",
                percentage_of_nodes_to_score=35,
                plugins=config.Plugins(
                    queue_sort=config.PluginSet(enabled=[config.Plugin(name="CustomSort")]),
                    bind=config.PluginSet(enabled=[config.Plugin(name="CustomBind")]),
                ),
            ),
        ],
        extenders=[config.Extender(prioritize_verb="prioritize", weight=1)],
    )


Mutation = Callable[[config.KubeSchedulerConfiguration], None]


def _set(path: str, value: object) -> Mutation:
    """A mutation that sets an attribute path like `profiles.1.scheduler_name`."""

    def mutate(c: config.KubeSchedulerConfiguration) -> None:
        obj: object = c
        *parents, last = path.split(".")
        for part in parents:
            obj = obj[int(part)] if part.isdigit() else getattr(obj, part)  # type: ignore[index]
        if last.isdigit():
            obj[int(last)] = value  # type: ignore[index]
        else:
            setattr(obj, last, value)

    return mutate


def _all(*mutations: Mutation) -> Mutation:
    def mutate(c: config.KubeSchedulerConfiguration) -> None:
        for m in mutations:
            m(c)

    return mutate


def _profile0_score_enabled(*plugins: config.Plugin) -> Mutation:
    def mutate(c: config.KubeSchedulerConfiguration) -> None:
        assert c.profiles[0].plugins is not None
        c.profiles[0].plugins.score.enabled.extend(plugins)

    return mutate


def _extender_duplicate_bind(c: config.KubeSchedulerConfiguration) -> None:
    c.extenders[0].bind_verb = "foo"
    c.extenders.append(config.Extender(prioritize_verb="prioritize", bind_verb="bar", weight=1))


MISMATCH_QUEUE_SORT = [
    config.KubeSchedulerProfile(
        scheduler_name="me",
        plugins=config.Plugins(
            queue_sort=config.PluginSet(enabled=[config.Plugin(name="PrioritySort")])
        ),
        plugin_config=[config.PluginConfig(name="PrioritySort")],
    ),
    config.KubeSchedulerProfile(
        scheduler_name="other",
        plugins=config.Plugins(
            queue_sort=config.PluginSet(enabled=[config.Plugin(name="CustomSort")])
        ),
        plugin_config=[config.PluginConfig(name="CustomSort")],
    ),
]

SCENARIOS = [
    pytest.param(None, [], id="good"),
    pytest.param(
        _set("parallelism", 0), [(Invalid, "parallelism")], id="bad-parallelism-invalid-value"
    ),
    pytest.param(
        _set("leader_election.resource_name", ""),
        [(Invalid, "leaderElection.resourceName")],
        id="bad-resource-name-not-set",
    ),
    pytest.param(
        _set("leader_election.resource_namespace", ""),
        [(Invalid, "leaderElection.resourceNamespace")],
        id="bad-resource-namespace-not-set",
    ),
    pytest.param(
        _set("leader_election.resource_lock", "configmap"),
        [(Invalid, "leaderElection.resourceLock")],
        id="bad-resource-lock-not-leases",
    ),
    pytest.param(
        _set("percentage_of_nodes_to_score", 101),
        [(Invalid, "percentageOfNodesToScore")],
        id="bad-percentage-of-nodes-to-score",
    ),
    pytest.param(
        _set("percentage_of_nodes_to_score", -1),
        [(Invalid, "percentageOfNodesToScore")],
        id="negative-percentage-of-nodes-to-score",
    ),
    pytest.param(
        _set("profiles.1.scheduler_name", ""),
        [(Required, "profiles[1].schedulerName")],
        id="scheduler-name-not-set",
    ),
    pytest.param(
        _set("profiles.0.scheduler_name", "other"),
        [(Duplicate, "profiles[1].schedulerName")],
        id="repeated-scheduler-name",
    ),
    pytest.param(
        _set("profiles.1.percentage_of_nodes_to_score", 101),
        [(Invalid, "profiles[1].percentageOfNodesToScore")],
        id="greater-than-100-profile-percentage-of-nodes-to-score",
    ),
    pytest.param(
        _set("profiles.1.percentage_of_nodes_to_score", -1),
        [(Invalid, "profiles[1].percentageOfNodesToScore")],
        id="negative-profile-percentage-of-nodes-to-score",
    ),
    pytest.param(
        _set("profiles.1.plugins.queue_sort.enabled.0.name", "AnotherSort"),
        [(Invalid, "profiles[1].plugins.queueSort")],
        id="different-queue-sort",
    ),
    pytest.param(
        _set("profiles.0.plugins", None),
        [(Invalid, "profiles[1].plugins.queueSort")],
        id="one-empty-queue-sort",
    ),
    pytest.param(
        _set("extenders.0.weight", -1),
        [(Invalid, "extenders[0].weight")],
        id="extender-negative-weight",
    ),
    pytest.param(
        _set(
            "extenders.0.managed_resources",
            [
                config.ExtenderManagedResource(name="example.com/foo"),
                config.ExtenderManagedResource(name="example.com/foo"),
            ],
        ),
        [(Invalid, "extenders[0].managedResources[1].name")],
        id="extender-duplicate-managed-resources",
    ),
    pytest.param(_extender_duplicate_bind, [(Invalid, "extenders")], id="extender-duplicate-bind"),
    pytest.param(
        _set(
            "profiles.0.plugin_config",
            [
                config.PluginConfig(
                    name="DefaultPreemption",
                    args=config.DefaultPreemptionArgs(
                        min_candidate_nodes_percentage=200, min_candidate_nodes_absolute=100
                    ),
                )
            ],
        ),
        [(Invalid, "profiles[0].pluginConfig[0].args.minCandidateNodesPercentage")],
        id="invalid-node-percentage",
    ),
    pytest.param(
        _set(
            "profiles.0.plugin_config",
            [config.PluginConfig(name="DefaultPreemption", args=config.InterPodAffinityArgs())],
        ),
        [(Invalid, "profiles[0].pluginConfig[0].args")],
        id="invalid-plugin-args",
    ),
    pytest.param(
        _set(
            "profiles.0.plugin_config",
            [config.PluginConfig(name="config"), config.PluginConfig(name="config")],
        ),
        [(Duplicate, "profiles[0].pluginConfig[1]")],
        id="duplicated-plugin-config",
    ),
    pytest.param(
        _set("profiles", MISMATCH_QUEUE_SORT),
        [(Invalid, "profiles[1].plugins.queueSort")],
        id="mismatch-queue-sort",
    ),
    pytest.param(
        _profile0_score_enabled(
            config.Plugin(name="AzureDiskLimits"),
            config.Plugin(name="CinderLimits"),
            config.Plugin(name="EBSLimits"),
            config.Plugin(name="GCEPDLimits"),
        ),
        [
            (Invalid, "profiles[0].plugins.score.enabled[0]"),
            (Invalid, "profiles[0].plugins.score.enabled[1]"),
            (Invalid, "profiles[0].plugins.score.enabled[2]"),
            (Invalid, "profiles[0].plugins.score.enabled[3]"),
        ],
        id="invalid-plugins",
    ),
    pytest.param(
        _profile0_score_enabled(config.Plugin(name="PodTopologySpread", weight=2)),
        [],
        id="valid-plugins",
    ),
]


def _types_and_fields(err: Aggregate | None) -> list[tuple[field.ErrorType, str]]:
    if err is None:
        return []
    return [(e.type, e.field) for e in err.errors() if isinstance(e, field.Error)]


@pytest.mark.parametrize(("mutate", "want_errs"), SCENARIOS)
def test_validate_kube_scheduler_configuration_v1(
    mutate: Mutation | None, want_errs: list[tuple[field.ErrorType, str]]
) -> None:
    cfg = valid_config()
    if mutate is not None:
        mutate(cfg)
    errs = validate_kube_scheduler_configuration(cfg)
    if errs is not None:
        assert all(isinstance(e, field.Error) for e in errs.errors())
    assert _types_and_fields(errs) == want_errs
