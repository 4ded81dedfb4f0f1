"""Validation of the internal KubeSchedulerConfiguration.

# Python: Go's ValidateClientConnectionConfiguration and ValidateLeaderElectionConfiguration of
# k8s.io/component-base/config/validation are ported here, where they are used.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kube_scheduler_py.v1_31.api.core.v1.helper.helpers import is_extended_resource_name
from kube_scheduler_py.v1_31.api.util.errors import Aggregate, flatten, new_aggregate
from kube_scheduler_py.v1_31.api.util.validation import field, is_qualified_name
from kube_scheduler_py.v1_31.api.util.validation.field import duplicate, required
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config.validation.validation_pluginargs import (
    validate_default_preemption_args,
    validate_inter_pod_affinity_args,
    validate_node_affinity_args,
    validate_node_resources_balanced_allocation_args,
    validate_node_resources_fit_args,
    validate_pod_topology_spread_args,
    validate_volume_binding_args,
)


def validate_kube_scheduler_configuration(
    cc: config.KubeSchedulerConfiguration,
) -> Aggregate | None:
    """Every error in the configuration, flattened into one Aggregate (None when valid).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L36-L82
    """
    errs: list[Exception | None] = []
    errs.append(
        validate_client_connection_configuration(
            cc.client_connection, field.new_path("clientConnection")
        ).to_aggregate()
    )
    errs.append(
        validate_leader_election_configuration(
            cc.leader_election, field.new_path("leaderElection")
        ).to_aggregate()
    )

    # Only lease locks are allowed.
    if cc.leader_election.leader_elect and cc.leader_election.resource_lock != "leases":
        leader_election_path = field.new_path("leaderElection")
        errs.append(
            field.invalid(
                leader_election_path.child("resourceLock"),
                cc.leader_election.resource_lock,
                'resourceLock value must be "leases"',
            )
        )

    profiles_path = field.new_path("profiles")
    if cc.parallelism <= 0:
        errs.append(
            field.invalid(
                field.new_path("parallelism"),
                cc.parallelism,
                "should be an integer value greater than zero",
            )
        )

    if len(cc.profiles) == 0:
        errs.append(required(profiles_path, ""))
    else:
        existing_profiles: dict[str, int] = {}
        for i, profile in enumerate(cc.profiles):
            path = profiles_path.index(i)
            errs.extend(validate_kube_scheduler_profile(path, cc.api_version, profile))
            idx = existing_profiles.get(profile.scheduler_name)
            if idx is not None:
                first = profiles_path.index(idx)
                errs.append(
                    duplicate(
                        path.child("schedulerName"),
                        _GoPath(first.child("schedulerName"), "schedulerName", first),
                    )
                )
            existing_profiles[profile.scheduler_name] = i
        errs.extend(validate_common_queue_sort(profiles_path, cc.profiles))

    errs.append(
        validate_percentage_of_nodes_to_score(
            field.new_path("percentageOfNodesToScore"), cc.percentage_of_nodes_to_score
        )
    )

    if cc.pod_initial_backoff_seconds <= 0:
        errs.append(
            field.invalid(
                field.new_path("podInitialBackoffSeconds"),
                cc.pod_initial_backoff_seconds,
                "must be greater than 0",
            )
        )
    if cc.pod_max_backoff_seconds < cc.pod_initial_backoff_seconds:
        errs.append(
            field.invalid(
                field.new_path("podMaxBackoffSeconds"),
                cc.pod_max_backoff_seconds,
                "must be greater than or equal to PodInitialBackoffSeconds",
            )
        )

    errs.extend(validate_extenders(field.new_path("extenders"), cc.extenders))
    return flatten(new_aggregate(errs))


def validate_client_connection_configuration(
    cc: config.ClientConnectionConfiguration, fld_path: field.Path
) -> field.ErrorList:
    """The burst must not be negative.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/config/validation/validation.go#L25-L31
    """
    all_errs = field.ErrorList()
    if cc.burst < 0:
        all_errs.append(field.invalid(fld_path.child("burst"), cc.burst, "must be non-negative"))
    return all_errs


def validate_leader_election_configuration(
    cc: config.LeaderElectionConfiguration, fld_path: field.Path
) -> field.ErrorList:
    """With leader election on: positive timings, lease longer than the renew deadline, and a
    lock kind, namespace and name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/config/validation/validation.go#L34-L61
    """
    all_errs = field.ErrorList()
    if not cc.leader_elect:
        return all_errs
    zero = config.Duration().duration
    if cc.lease_duration.duration <= zero:
        all_errs.append(
            field.invalid(
                fld_path.child("leaseDuration"), cc.lease_duration, "must be greater than zero"
            )
        )
    if cc.renew_deadline.duration <= zero:
        all_errs.append(
            field.invalid(
                fld_path.child("renewDeadline"), cc.renew_deadline, "must be greater than zero"
            )
        )
    if cc.retry_period.duration <= zero:
        all_errs.append(
            field.invalid(
                fld_path.child("retryPeriod"), cc.retry_period, "must be greater than zero"
            )
        )
    if cc.lease_duration.duration <= cc.renew_deadline.duration:
        all_errs.append(
            field.invalid(
                fld_path.child("leaseDuration"),
                cc.renew_deadline,
                "LeaseDuration must be greater than RenewDeadline",
            )
        )
    if len(cc.resource_lock) == 0:
        all_errs.append(
            field.invalid(
                fld_path.child("resourceLock"), cc.resource_lock, "resourceLock is required"
            )
        )
    if len(cc.resource_namespace) == 0:
        all_errs.append(
            field.invalid(
                fld_path.child("resourceNamespace"),
                cc.resource_namespace,
                "resourceNamespace is required",
            )
        )
    if len(cc.resource_name) == 0:
        all_errs.append(
            field.invalid(
                fld_path.child("resourceName"), cc.resource_name, "resourceName is required"
            )
        )
    return all_errs


def validate_percentage_of_nodes_to_score(
    path: field.Path, percentage_of_nodes_to_score: int | None
) -> Exception | None:
    """A set percentage must lie in [0, 100].

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L84-L91
    """
    if percentage_of_nodes_to_score is not None and (
        percentage_of_nodes_to_score < 0 or percentage_of_nodes_to_score > 100
    ):
        return field.invalid(path, percentage_of_nodes_to_score, "not in valid range [0-100]")
    return None


@dataclass(frozen=True, slots=True)
class invalidPlugins:
    """Plugins that were removed in (or before) a config version.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L93-L96
    """

    scheme_group_version: str
    plugins: tuple[str, ...]


# The removed plugins of each config version, oldest version first.
invalidPluginsByVersion = [
    invalidPlugins(
        # Go names k8s.io/api/core/v1's SchemeGroupVersion here (its `v1` import), not the
        # config's, so the messages say version "v1".
        scheme_group_version="v1",
        plugins=("AzureDiskLimits", "CinderLimits", "EBSLimits", "GCEPDLimits"),
    ),
]


def is_plugin_invalid(api_version: str, name: str) -> tuple[bool, str]:
    """Whether the plugin was removed in the given config version or earlier, and where.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L115-L127
    """
    for dp in invalidPluginsByVersion:
        for plugin in dp.plugins:
            if name == plugin:
                return True, dp.scheme_group_version
        if api_version == dp.scheme_group_version:
            break
    return False, ""


def validate_plugin_set_for_invalid_plugins(
    path: field.Path, api_version: str, ps: config.PluginSet
) -> list[Exception | None]:
    """Errors for enabled plugins that no longer exist in this config version.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L129-L137
    """
    errs: list[Exception | None] = []
    for i, plugin in enumerate(ps.enabled):
        invalid, invalid_version = is_plugin_invalid(api_version, plugin.name)
        if invalid:
            errs.append(
                field.invalid(
                    path.child("enabled").index(i),
                    plugin.name,
                    f'was invalid in version "{invalid_version}" '
                    f'(KubeSchedulerConfiguration is version "{api_version}")',
                )
            )
    return errs


def validate_kube_scheduler_profile(
    path: field.Path, api_version: str, profile: config.KubeSchedulerProfile
) -> list[Exception | None]:
    """A profile needs a name, a valid percentage, and valid plugins and plugin args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L139-L147
    """
    errs: list[Exception | None] = []
    if len(profile.scheduler_name) == 0:
        errs.append(required(path.child("schedulerName"), ""))
    errs.append(
        validate_percentage_of_nodes_to_score(
            path.child("percentageOfNodesToScore"), profile.percentage_of_nodes_to_score
        )
    )
    errs.extend(validate_plugin_config(path, api_version, profile))
    return errs


# The args validators by plugin name, with the args type each expects.
# Python: Go finds the expected type by reflecting on the validator's parameter.
_VALIDATORS: dict[str, tuple[type, Callable[[field.Path, Any], Exception | None]]] = {
    "DefaultPreemption": (config.DefaultPreemptionArgs, validate_default_preemption_args),
    "InterPodAffinity": (config.InterPodAffinityArgs, validate_inter_pod_affinity_args),
    "NodeAffinity": (config.NodeAffinityArgs, validate_node_affinity_args),
    "NodeResourcesBalancedAllocation": (
        config.NodeResourcesBalancedAllocationArgs,
        validate_node_resources_balanced_allocation_args,
    ),
    # Go keys this validator by "NodeResourcesFitArgs", so NodeResourcesFit args are not
    # checked here; the port keeps that.
    "NodeResourcesFitArgs": (config.NodeResourcesFitArgs, validate_node_resources_fit_args),
    "PodTopologySpread": (config.PodTopologySpreadArgs, validate_pod_topology_spread_args),
    "VolumeBinding": (config.VolumeBindingArgs, validate_volume_binding_args),
}


def validate_plugin_config(
    path: field.Path, api_version: str, profile: config.KubeSchedulerProfile
) -> list[Exception | None]:
    """Check the profile's plugins for removed ones, and its pluginConfig for duplicates,
    removed plugins and invalid args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L149-L212
    """
    errs: list[Exception | None] = []

    if profile.plugins is not None:
        # Python: Go ranges over a map here, in random order; the port uses a fixed order.
        stages_to_plugin_set = {
            "preEnqueue": profile.plugins.pre_enqueue,
            "queueSort": profile.plugins.queue_sort,
            "preFilter": profile.plugins.pre_filter,
            "filter": profile.plugins.filter,
            "postFilter": profile.plugins.post_filter,
            "preScore": profile.plugins.pre_score,
            "score": profile.plugins.score,
            "reserve": profile.plugins.reserve,
            "permit": profile.plugins.permit,
            "preBind": profile.plugins.pre_bind,
            "bind": profile.plugins.bind,
            "postBind": profile.plugins.post_bind,
        }

        plugins_path = path.child("plugins")
        for s, p in stages_to_plugin_set.items():
            errs.extend(
                validate_plugin_set_for_invalid_plugins(plugins_path.child(s), api_version, p)
            )

    seen_plugin_config: set[str] = set()

    for i, plugin_config in enumerate(profile.plugin_config):
        plugin_config_path = path.child("pluginConfig").index(i)
        name = plugin_config.name
        args = plugin_config.args
        if name in seen_plugin_config:
            errs.append(duplicate(plugin_config_path, name))
        else:
            seen_plugin_config.add(name)
        invalid, invalid_version = is_plugin_invalid(api_version, name)
        if invalid:
            errs.append(
                field.invalid(
                    plugin_config_path,
                    name,
                    f'was invalid in version "{invalid_version}" '
                    f'(KubeSchedulerConfiguration is version "{api_version}")',
                )
            )
        elif name in _VALIDATORS:
            args_type, validate_func = _VALIDATORS[name]
            # A type mismatch makes validating the args pointless.
            if type(args) is not args_type:
                errs.append(
                    field.invalid(
                        plugin_config_path.child("args"), args, "has to match plugin args"
                    )
                )
            else:
                # An Aggregate result is flattened with the rest at the end.
                errs.append(validate_func(plugin_config_path.child("args"), args))
    return errs


def validate_common_queue_sort(
    path: field.Path, profiles: list[config.KubeSchedulerProfile]
) -> list[Exception | None]:
    """Every profile must use the same single queue-sort plugin with the same args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L214-L249
    """
    errs: list[Exception | None] = []
    canon = config.PluginSet()
    queue_sort_name = ""
    queue_sort_args: object = None
    first = profiles[0]
    if first.plugins is not None:
        canon = first.plugins.queue_sort
        if len(first.plugins.queue_sort.enabled) != 0:
            queue_sort_name = first.plugins.queue_sort.enabled[0].name
        length = len(first.plugins.queue_sort.enabled)
        if length > 1:
            errs.append(
                field.invalid(
                    path.index(0).child("plugins", "queueSort", "Enabled"),
                    length,
                    "only one queue sort plugin can be enabled",
                )
            )
    for cfg in first.plugin_config:
        if len(queue_sort_name) > 0 and cfg.name == queue_sort_name:
            queue_sort_args = cfg.args
    for i in range(1, len(profiles)):
        curr = config.PluginSet()
        plugins = profiles[i].plugins
        if plugins is not None:
            curr = plugins.queue_sort
        if canon != curr:
            errs.append(
                field.invalid(
                    path.index(i).child("plugins", "queueSort"),
                    curr,
                    "queueSort must be the same for all profiles",
                )
            )
        for cfg in profiles[i].plugin_config:
            if cfg.name == queue_sort_name and queue_sort_args != cfg.args:
                errs.append(
                    field.invalid(
                        path.index(i).child("pluginConfig", "args"),
                        cfg.args,
                        "queueSort must be the same for all profiles",
                    )
                )
    return errs


def validate_extenders(
    fld_path: field.Path, extenders: list[config.Extender]
) -> list[Exception | None]:
    """Prioritizing extenders need a positive weight, managed resources must be valid and
    unique, and at most one extender may bind.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L252-L280
    """
    errs: list[Exception | None] = []
    binders = 0
    extender_managed_resources: set[str] = set()
    for i, extender in enumerate(extenders):
        path = fld_path.index(i)
        if len(extender.prioritize_verb) > 0 and extender.weight <= 0:
            errs.append(
                field.invalid(
                    path.child("weight"),
                    extender.weight,
                    "must have a positive weight applied to it",
                )
            )
        if extender.bind_verb != "":
            binders += 1
        for j, resource in enumerate(extender.managed_resources):
            managed_resources_path = path.child("managedResources").index(j)
            validation_errors = validate_extended_resource_name(
                managed_resources_path.child("name"), resource.name
            )
            errs.extend(validation_errors)
            if resource.name in extender_managed_resources:
                errs.append(
                    field.invalid(
                        managed_resources_path.child("name"),
                        resource.name,
                        "duplicate extender managed resource name",
                    )
                )
            extender_managed_resources.add(resource.name)
    if binders > 1:
        errs.append(
            field.invalid(
                fld_path,
                f"found {binders} extenders implementing bind",
                "only one extender can implement bind",
            )
        )
    return errs


def validate_extended_resource_name(path: field.Path, name: str) -> list[Exception | None]:
    """An extended resource name must be a qualified name outside kubernetes.io.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/validation/validation.go#L284-L296
    """
    validation_errors: list[Exception | None] = []
    for msg in is_qualified_name(name):
        # Python: Go passes a v1.ResourceName, a Stringer, so the value prints unquoted.
        validation_errors.append(field.invalid(path, _Unquoted(name), msg))
    if len(validation_errors) != 0:
        return validation_errors
    if not is_extended_resource_name(name):
        validation_errors.append(field.invalid(path, name, "is an invalid extended resource name"))
    return validation_errors


_PARENT_ADDRESS = "0xc000000000"


class _GoPath:
    """A field path used as a bad value, printed the way Go's %#v prints a *field.Path.

    # Python: Go prints the parent as a pointer address, which differs on every run; a fixed
    # stand-in keeps the message repeatable.
    """

    __slots__ = ("name", "parent", "path")

    def __init__(self, path: field.Path, name: str, parent: field.Path) -> None:
        self.path = path
        self.name = name
        self.parent = parent

    def __repr__(self) -> str:
        return (
            f'field.Path{{name:"{self.name}", index:"", parent:(*field.Path)({_PARENT_ADDRESS})}}'
        )


class _Unquoted:
    """A resource name that field errors print without quotes, as Go prints a Stringer."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name
