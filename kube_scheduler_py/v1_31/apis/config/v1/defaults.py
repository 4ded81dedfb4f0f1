"""Defaulting of the v1 configuration: every unset field gets its v1.31.1 default, and every
profile gets the default plugins and an args entry for each enabled plugin that takes args.

# Python: Go's klog.Logger parameters are dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from kube_scheduler_py import gotime
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.core import v1 as corev1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config import v1 as configv1
from kube_scheduler_py.v1_31.apis.config.v1.default_plugins import (
    get_default_plugins,
    merge_plugins,
)
from kube_scheduler_py.v1_31.apis.config.v1.register import add_known_types
from kube_scheduler_py.v1_31.features import DefaultFeatureGate

# The lock kind component-base defaults to (the scheduler sets "leases" before it applies).
EndpointsResourceLock = "endpoints"

# cpu and memory, weight 1 each: the resources scored when args name none.
# Python: copied with _default_resource_spec() where Go shares the slice.
defaultResourceSpec = (
    configv1.ResourceSpec(name=corev1.ResourceCPU, weight=1),
    configv1.ResourceSpec(name=corev1.ResourceMemory, weight=1),
)


def _default_resource_spec() -> list[configv1.ResourceSpec]:
    """A fresh copy of defaultResourceSpec."""
    return [replace(r) for r in defaultResourceSpec]


def plugins_names(p: configv1.Plugins | None) -> list[str]:
    """The sorted names of the plugins enabled at any extension point, MultiPoint included.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L41-L67
    """
    if p is None:
        return []
    extensions = [
        p.multi_point,
        p.pre_filter,
        p.filter,
        p.post_filter,
        p.reserve,
        p.pre_score,
        p.score,
        p.pre_bind,
        p.bind,
        p.post_bind,
        p.permit,
        p.pre_enqueue,
        p.queue_sort,
    ]
    n: set[str] = set()
    for e in extensions:
        for pg in e.enabled:
            n.add(pg.name)
    return sorted(n)


def set_defaults_kube_scheduler_profile(prof: configv1.KubeSchedulerProfile) -> None:
    """Merge the default plugins into a profile, default its args, and add default args for
    every enabled plugin that has an args type but no pluginConfig entry.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L69-L102
    """
    prof.plugins = merge_plugins(get_default_plugins(), prof.plugins)
    # Python: the plugin-args scheme is add_known_types() plus register_defaults().
    known_types = add_known_types()
    existing_configs: set[str] = set()
    for plugin_config in prof.plugin_config:
        existing_configs.add(plugin_config.name)
        args = plugin_config.args
        # Python: a dict holds the raw JSON of args without a known type (Go's runtime.Unknown).
        if isinstance(args, dict):
            continue
        scheme_default(args)

    for name in plugins_names(prof.plugins):
        if name in existing_configs:
            continue
        kind = name + "Args"
        new_type = known_types.get(kind)
        if new_type is None:
            # An out-of-tree plugin, or one that takes no configuration.
            continue
        args = new_type()
        scheme_default(args)
        args.kind = kind
        args.api_version = configv1.SchemeGroupVersion
        prof.plugin_config.append(configv1.PluginConfig(name=name, args=args))


def set_defaults_kube_scheduler_configuration(obj: configv1.KubeSchedulerConfiguration) -> None:
    """Fill in every unset field of a v1 configuration with its default.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L105-L174
    """
    if obj.parallelism is None:
        obj.parallelism = 16

    if len(obj.profiles) == 0:
        obj.profiles.append(configv1.KubeSchedulerProfile())
    # A default scheduler name only when there is a single profile; validation requires every
    # profile to have a unique, non-empty name.
    if len(obj.profiles) == 1 and obj.profiles[0].scheduler_name is None:
        obj.profiles[0].scheduler_name = corev1.DefaultSchedulerName

    for prof in obj.profiles:
        set_defaults_kube_scheduler_profile(prof)

    if obj.percentage_of_nodes_to_score is None:
        obj.percentage_of_nodes_to_score = config.DefaultPercentageOfNodesToScore

    if len(obj.leader_election.resource_lock) == 0:
        # Lease locks are cheaper than the older endpoints-based ones.
        obj.leader_election.resource_lock = "leases"
    if len(obj.leader_election.resource_namespace) == 0:
        obj.leader_election.resource_namespace = configv1.SchedulerDefaultLockObjectNamespace
    if len(obj.leader_election.resource_name) == 0:
        obj.leader_election.resource_name = configv1.SchedulerDefaultLockObjectName

    if len(obj.client_connection.content_type) == 0:
        obj.client_connection.content_type = "application/vnd.kubernetes.protobuf"
    # The scheduler sets its own QPS and burst rather than the generic client defaults.
    if obj.client_connection.qps == 0.0:
        obj.client_connection.qps = 50.0
    if obj.client_connection.burst == 0:
        obj.client_connection.burst = 100

    recommended_default_leader_election_configuration(obj.leader_election)

    if obj.pod_initial_backoff_seconds is None:
        obj.pod_initial_backoff_seconds = 1

    if obj.pod_max_backoff_seconds is None:
        obj.pod_max_backoff_seconds = 10

    # Profiling is on by default, and contention profiling with it.
    if obj.enable_profiling is None:
        obj.enable_profiling = True

    if obj.enable_profiling and obj.enable_contention_profiling is None:
        obj.enable_contention_profiling = True


def recommended_default_leader_election_configuration(
    obj: configv1.LeaderElectionConfiguration,
) -> None:
    """Default lease timings, the lock kind and leader election itself (on).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/config/v1alpha1/defaults.go#L35-L54
    """
    zero = configv1.Duration()
    if obj.lease_duration == zero:
        obj.lease_duration = configv1.Duration(15 * gotime.Second)
    if obj.renew_deadline == zero:
        obj.renew_deadline = configv1.Duration(10 * gotime.Second)
    if obj.retry_period == zero:
        obj.retry_period = configv1.Duration(2 * gotime.Second)
    if obj.resource_lock == "":
        obj.resource_lock = EndpointsResourceLock
    if obj.leader_elect is None:
        obj.leader_elect = True


def set_defaults_default_preemption_args(obj: configv1.DefaultPreemptionArgs) -> None:
    """Shortlist at least 10% of the nodes, and at least 100 nodes, as preemption candidates.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L176-L183
    """
    if obj.min_candidate_nodes_percentage is None:
        obj.min_candidate_nodes_percentage = 10
    if obj.min_candidate_nodes_absolute is None:
        obj.min_candidate_nodes_absolute = 100


def set_defaults_inter_pod_affinity_args(obj: configv1.InterPodAffinityArgs) -> None:
    """Weight existing pods' required affinity terms with 1 when scoring.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L185-L189
    """
    if obj.hard_pod_affinity_weight is None:
        obj.hard_pod_affinity_weight = 1


def set_defaults_volume_binding_args(obj: configv1.VolumeBindingArgs) -> None:
    """A 600s bind timeout; with VolumeCapacityPriority, a 0-to-10 linear score shape.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L191-L207
    """
    if obj.bind_timeout_seconds is None:
        obj.bind_timeout_seconds = 600
    if not obj.shape and DefaultFeatureGate.enabled(features.VolumeCapacityPriority):
        obj.shape = [
            configv1.UtilizationShapePoint(utilization=0, score=0),
            configv1.UtilizationShapePoint(utilization=100, score=config.MaxCustomPriorityScore),
        ]


def set_defaults_node_resources_balanced_allocation_args(
    obj: configv1.NodeResourcesBalancedAllocationArgs,
) -> None:
    """Balance cpu and memory unless resources are listed; a missing or zero weight is 1.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L209-L220
    """
    if len(obj.resources) == 0:
        obj.resources = _default_resource_spec()
        return
    for resource in obj.resources:
        if resource.weight == 0:
            resource.weight = 1


def set_defaults_pod_topology_spread_args(obj: configv1.PodTopologySpreadArgs) -> None:
    """Use the system default constraints unless told otherwise.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L222-L226
    """
    if obj.defaulting_type == "":
        obj.defaulting_type = configv1.SystemDefaulting


def set_defaults_node_resources_fit_args(obj: configv1.NodeResourcesFitArgs) -> None:
    """Score with LeastAllocated over cpu and memory unless told otherwise; weights default to 1.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/defaults.go#L228-L244
    """
    if obj.scoring_strategy is None:
        obj.scoring_strategy = configv1.ScoringStrategy(
            type=config.LeastAllocated,
            resources=_default_resource_spec(),
        )
    if len(obj.scoring_strategy.resources) == 0:
        obj.scoring_strategy.resources.extend(_default_resource_spec())
    for resource in obj.scoring_strategy.resources:
        if resource.weight == 0:
            resource.weight = 1


def register_defaults() -> dict[type, Callable[[Any], None]]:
    """The defaulting function of each v1 type that has one (NodeAffinityArgs has none).

    # Python: returns the functions instead of adding them to a runtime.Scheme.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/v1/zz_generated.defaults.go#L32-L45
    """
    return {
        configv1.DefaultPreemptionArgs: set_defaults_default_preemption_args,
        configv1.InterPodAffinityArgs: set_defaults_inter_pod_affinity_args,
        configv1.KubeSchedulerConfiguration: set_defaults_kube_scheduler_configuration,
        configv1.NodeResourcesBalancedAllocationArgs: (
            set_defaults_node_resources_balanced_allocation_args
        ),
        configv1.NodeResourcesFitArgs: set_defaults_node_resources_fit_args,
        configv1.PodTopologySpreadArgs: set_defaults_pod_topology_spread_args,
        configv1.VolumeBindingArgs: set_defaults_volume_binding_args,
    }


def scheme_default(obj: object) -> None:
    """Apply the registered defaulting function of obj's type, if there is one.

    # Python-only: stands in for runtime.Scheme.Default.
    """
    defaulter = register_defaults().get(type(obj))
    if defaulter is not None:
        defaulter(obj)
