"""Conversion between the v1 configuration and the internal one.

# Python: each function returns a new object instead of filling an `out` parameter, and the
# generated per-field conversions are written out by hand. Types shared between v1 and
# internal (extenders, most plugin args) are deep-copied, as Go copies the structs; their
# apiVersion/kind are cleared going in and set going out, as the Go scheme does.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from kube_scheduler_py.v1_37.apis import config
from kube_scheduler_py.v1_37.apis.config import v1

_SHARED_ARGS = (
    config.NodeResourcesFitArgs,
    config.PodTopologySpreadArgs,
    config.NodeResourcesBalancedAllocationArgs,
    config.NodeAffinityArgs,
    config.DynamicResourcesArgs,
)


class ConversionError(Exception):
    """Raised when plugin args have no conversion to the wanted version.

    Python-only: Go returns plain `error` values here; this class names them.
    """


def convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration(
    in_: v1.KubeSchedulerConfiguration,
) -> config.KubeSchedulerConfiguration:
    """The internal configuration for a (defaulted) v1 one, plugin args included.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/conversion.go#L48-L53
    """
    out = config.KubeSchedulerConfiguration(
        parallelism=_deref(in_.parallelism, 0),
        leader_election=config.LeaderElectionConfiguration(
            leader_elect=_deref(in_.leader_election.leader_elect, False),
            lease_duration=in_.leader_election.lease_duration,
            renew_deadline=in_.leader_election.renew_deadline,
            retry_period=in_.leader_election.retry_period,
            resource_lock=in_.leader_election.resource_lock,
            resource_name=in_.leader_election.resource_name,
            resource_namespace=in_.leader_election.resource_namespace,
        ),
        client_connection=replace(in_.client_connection),
        enable_profiling=_deref(in_.enable_profiling, False),
        enable_contention_profiling=_deref(in_.enable_contention_profiling, False),
        percentage_of_nodes_to_score=in_.percentage_of_nodes_to_score,
        pod_initial_backoff_seconds=_deref(in_.pod_initial_backoff_seconds, 0),
        pod_max_backoff_seconds=_deref(in_.pod_max_backoff_seconds, 0),
        profiles=[
            auto_convert_v1_kube_scheduler_profile_to_config_kube_scheduler_profile(p)
            for p in in_.profiles
        ],
        extenders=copy.deepcopy(in_.extenders),
        delay_cache_until_active=in_.delay_cache_until_active,
    )
    convert_to_internal_plugin_config_args(out)
    return out


def convert_to_internal_plugin_config_args(out: config.KubeSchedulerConfiguration) -> None:
    """Replace every typed v1 args object of the profiles by its internal counterpart.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/conversion.go#L57-L77
    """
    for i, prof in enumerate(out.profiles):
        for j, plugin_config in enumerate(prof.plugin_config):
            args = plugin_config.args
            if args is None:
                continue
            # Python: a dict is the raw JSON of unknown args (Go's runtime.Unknown).
            if isinstance(args, dict):
                continue
            try:
                plugin_config.args = args_to_internal(args)
            except ConversionError as err:
                raise ConversionError(
                    f"converting .Profiles[{i}].PluginConfig[{j}].Args into internal type: {err}"
                ) from err


def convert_config_kube_scheduler_configuration_to_v1_kube_scheduler_configuration(
    in_: config.KubeSchedulerConfiguration,
) -> v1.KubeSchedulerConfiguration:
    """The v1 configuration for an internal one, plugin args included.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/conversion.go#L79-L84
    """
    out = v1.KubeSchedulerConfiguration(
        parallelism=in_.parallelism,
        leader_election=v1.LeaderElectionConfiguration(
            leader_elect=in_.leader_election.leader_elect,
            lease_duration=in_.leader_election.lease_duration,
            renew_deadline=in_.leader_election.renew_deadline,
            retry_period=in_.leader_election.retry_period,
            resource_lock=in_.leader_election.resource_lock,
            resource_name=in_.leader_election.resource_name,
            resource_namespace=in_.leader_election.resource_namespace,
        ),
        client_connection=replace(in_.client_connection),
        enable_profiling=in_.enable_profiling,
        enable_contention_profiling=in_.enable_contention_profiling,
        percentage_of_nodes_to_score=in_.percentage_of_nodes_to_score,
        pod_initial_backoff_seconds=in_.pod_initial_backoff_seconds,
        pod_max_backoff_seconds=in_.pod_max_backoff_seconds,
        profiles=[
            auto_convert_config_kube_scheduler_profile_to_v1_kube_scheduler_profile(p)
            for p in in_.profiles
        ],
        extenders=copy.deepcopy(in_.extenders),
        delay_cache_until_active=in_.delay_cache_until_active,
    )
    convert_to_external_plugin_config_args(out)
    return out


def convert_to_external_plugin_config_args(out: v1.KubeSchedulerConfiguration) -> None:
    """Replace every typed internal args object of the profiles by its v1 counterpart.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/conversion.go#L88-L107
    """
    for prof in out.profiles:
        for plugin_config in prof.plugin_config:
            args = plugin_config.args
            if args is None:
                continue
            if isinstance(args, dict):
                continue
            plugin_config.args = args_to_v1(args)


def auto_convert_v1_kube_scheduler_profile_to_config_kube_scheduler_profile(
    in_: v1.KubeSchedulerProfile,
) -> config.KubeSchedulerProfile:
    """The internal profile for a v1 one (plugin args still in their v1 types).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/zz_generated.conversion.go#L480-L506
    """
    return config.KubeSchedulerProfile(
        scheduler_name=_deref(in_.scheduler_name, ""),
        percentage_of_nodes_to_score=in_.percentage_of_nodes_to_score,
        plugins=(
            None if in_.plugins is None else auto_convert_v1_plugins_to_config_plugins(in_.plugins)
        ),
        plugin_config=[
            config.PluginConfig(name=pc.name, args=copy.deepcopy(pc.args))
            for pc in in_.plugin_config
        ],
    )


def auto_convert_config_kube_scheduler_profile_to_v1_kube_scheduler_profile(
    in_: config.KubeSchedulerProfile,
) -> v1.KubeSchedulerProfile:
    """The v1 profile for an internal one (plugin args still in their internal types).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/zz_generated.conversion.go#L513-L539
    """
    return v1.KubeSchedulerProfile(
        scheduler_name=in_.scheduler_name,
        percentage_of_nodes_to_score=in_.percentage_of_nodes_to_score,
        plugins=(
            None if in_.plugins is None else auto_convert_config_plugins_to_v1_plugins(in_.plugins)
        ),
        plugin_config=[
            v1.PluginConfig(name=pc.name, args=copy.deepcopy(pc.args)) for pc in in_.plugin_config
        ],
    )


def auto_convert_v1_plugins_to_config_plugins(in_: v1.Plugins) -> config.Plugins:
    """The internal plugin sets for v1 ones.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/zz_generated.conversion.go#L724-L774
    """
    to = auto_convert_v1_plugin_set_to_config_plugin_set
    return config.Plugins(
        pre_enqueue=to(in_.pre_enqueue),
        queue_sort=to(in_.queue_sort),
        pre_filter=to(in_.pre_filter),
        filter=to(in_.filter),
        post_filter=to(in_.post_filter),
        pre_score=to(in_.pre_score),
        score=to(in_.score),
        reserve=to(in_.reserve),
        permit=to(in_.permit),
        pre_bind=to(in_.pre_bind),
        bind=to(in_.bind),
        post_bind=to(in_.post_bind),
        multi_point=to(in_.multi_point),
        placement_generate=to(in_.placement_generate),
        placement_score=to(in_.placement_score),
        pod_group_post_filter=to(in_.pod_group_post_filter),
    )


def auto_convert_config_plugins_to_v1_plugins(in_: config.Plugins) -> v1.Plugins:
    """The v1 plugin sets for internal ones.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/zz_generated.conversion.go#L781-L831
    """
    to = auto_convert_config_plugin_set_to_v1_plugin_set
    return v1.Plugins(
        pre_enqueue=to(in_.pre_enqueue),
        queue_sort=to(in_.queue_sort),
        pre_filter=to(in_.pre_filter),
        filter=to(in_.filter),
        post_filter=to(in_.post_filter),
        pre_score=to(in_.pre_score),
        score=to(in_.score),
        reserve=to(in_.reserve),
        permit=to(in_.permit),
        pre_bind=to(in_.pre_bind),
        bind=to(in_.bind),
        post_bind=to(in_.post_bind),
        multi_point=to(in_.multi_point),
        placement_generate=to(in_.placement_generate),
        placement_score=to(in_.placement_score),
        pod_group_post_filter=to(in_.pod_group_post_filter),
    )


def auto_convert_v1_plugin_set_to_config_plugin_set(in_: v1.PluginSet) -> config.PluginSet:
    """An internal plugin set for a v1 one; an unset weight becomes 0.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/zz_generated.conversion.go#L662-L686
    """
    return config.PluginSet(
        enabled=[config.Plugin(name=p.name, weight=_deref(p.weight, 0)) for p in in_.enabled],
        disabled=[config.Plugin(name=p.name, weight=_deref(p.weight, 0)) for p in in_.disabled],
    )


def auto_convert_config_plugin_set_to_v1_plugin_set(in_: config.PluginSet) -> v1.PluginSet:
    """A v1 plugin set for an internal one; every weight is written out, 0 included.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/v1/zz_generated.conversion.go#L693-L717
    """
    return v1.PluginSet(
        enabled=[v1.Plugin(name=p.name, weight=p.weight) for p in in_.enabled],
        disabled=[v1.Plugin(name=p.name, weight=p.weight) for p in in_.disabled],
    )


def args_to_internal(args: object) -> object:
    """The internal args object for a v1 one.

    # Python-only: the scheme's ConvertToVersion for plugin args, dispatching on the type.
    """
    if isinstance(args, v1.DefaultPreemptionArgs):
        return config.DefaultPreemptionArgs(
            min_candidate_nodes_percentage=_deref(args.min_candidate_nodes_percentage, 0),
            min_candidate_nodes_absolute=_deref(args.min_candidate_nodes_absolute, 0),
        )
    if isinstance(args, v1.InterPodAffinityArgs):
        return config.InterPodAffinityArgs(
            hard_pod_affinity_weight=_deref(args.hard_pod_affinity_weight, 0),
            ignore_preferred_terms_of_existing_pods=args.ignore_preferred_terms_of_existing_pods,
        )
    if isinstance(args, v1.VolumeBindingArgs):
        return config.VolumeBindingArgs(
            bind_timeout_seconds=_deref(args.bind_timeout_seconds, 0),
            shape=copy.deepcopy(args.shape),
        )
    if isinstance(args, _SHARED_ARGS):
        return replace(copy.deepcopy(args), kind="", api_version="")
    raise ConversionError(f"no conversion to the internal version for {type(args).__name__}")


def args_to_v1(args: object) -> object:
    """The v1 args object for an internal one, with its apiVersion and kind set.

    # Python-only: the scheme's ConvertToVersion for plugin args, dispatching on the type.
    """
    out: Any
    if isinstance(args, config.DefaultPreemptionArgs):
        out = v1.DefaultPreemptionArgs(
            min_candidate_nodes_percentage=args.min_candidate_nodes_percentage,
            min_candidate_nodes_absolute=args.min_candidate_nodes_absolute,
        )
    elif isinstance(args, config.InterPodAffinityArgs):
        out = v1.InterPodAffinityArgs(
            hard_pod_affinity_weight=args.hard_pod_affinity_weight,
            ignore_preferred_terms_of_existing_pods=args.ignore_preferred_terms_of_existing_pods,
        )
    elif isinstance(args, config.VolumeBindingArgs):
        out = v1.VolumeBindingArgs(
            bind_timeout_seconds=args.bind_timeout_seconds, shape=copy.deepcopy(args.shape)
        )
    elif isinstance(args, _SHARED_ARGS):
        out = copy.deepcopy(args)
    else:
        raise ConversionError(f"no conversion to {v1.SchemeGroupVersion} for {type(args).__name__}")
    out.kind = type(args).__name__
    out.api_version = v1.SchemeGroupVersion
    return out


def _deref(p: Any, zero: Any) -> Any:
    """The value a pointer points at, or the zero value for nil (metav1.Convert_Pointer_*)."""
    return zero if p is None else p
