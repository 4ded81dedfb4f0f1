"""Loading a configuration file and writing the effective configuration back out.

`write_config_defaults` prints what `kube-scheduler --write-config-to FILE [--config CONFIG]`
writes: the defaulted v1 configuration, with each profile as the framework completes it.

Until the v1.37.2 framework runtime and plugins are ported, what scheduler.New checks on each
profile is reproduced from `_IN_TREE_PLUGINS`, the extension points every in-tree plugin
implements (read off the real plugins); it is replaced by building the framework, as the
v1.31.1 edition does, once they are.

# Python: the functions ported here live in Go's cmd/kube-scheduler/app/options/configfile.go.
# The Python-only helpers here are per edition because they bind this release's configuration
# types and plugins; what does not (reading the file, ConfigFileError) is shared, in
# kube_scheduler_py/configfile.py.
"""

from __future__ import annotations

from kube_scheduler_py import goint, gotime, manifests
from kube_scheduler_py.configfile import ConfigFileError, read_config_text
from kube_scheduler_py.v1_37.apis import config
from kube_scheduler_py.v1_37.apis.config import latest, scheme
from kube_scheduler_py.v1_37.apis.config.validation import validate_kube_scheduler_configuration
from kube_scheduler_py.v1_37.apis.config.validation.validation_pluginargs import (
    validate_node_resources_fit_args,
)
from kube_scheduler_py.v1_37.framework.plugins import names


def load_config_from_file(file: str) -> config.KubeSchedulerConfiguration:
    """Read, decode, default and convert a configuration file.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/cmd/kube-scheduler/app/options/configfile.go#L33-L40
    """
    text = read_config_text(file)
    try:
        return load_config(text)
    except (scheme.DecodeError, manifests.ManifestError) as err:
        paths = err.field_paths if isinstance(err, scheme.DecodeError) else []
        raise ConfigFileError(file, str(err), paths) from err


def load_config(data: str) -> config.KubeSchedulerConfiguration:
    """Decode a configuration document that must be a KubeSchedulerConfiguration.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/cmd/kube-scheduler/app/options/configfile.go#L42-L57
    """
    obj, api_version, kind = scheme.decode(data)
    if isinstance(obj, config.KubeSchedulerConfiguration):
        # The apiVersion is set here, after conversion, which would clear it.
        obj.api_version = api_version
        return obj
    raise scheme.DecodeError(
        f"couldn't decode as KubeSchedulerConfiguration, got {api_version}, Kind={kind}: "
    )


def encode_config(cfg: config.KubeSchedulerConfiguration) -> str:
    """The configuration as v1 YAML (the only version this scheduler writes).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/cmd/kube-scheduler/app/options/configfile.go#L59-L78
    """
    return scheme.encode(cfg)


def write_config_defaults(config_path: str | None) -> str:
    """The YAML `kube-scheduler --write-config-to` writes, for the given --config (or none).

    Without a file this is the default configuration; with one, the file's configuration
    after defaulting and validation. Raises ConfigFileError when the file does not load or
    does not validate (the message is the aggregate of validation errors Go prints).

    Python-only: kube-scheduler's --write-config-to, without the rest of the command.
    """
    cfg = load_valid_config(config_path)
    cfg.profiles = [_captured_profile(p) for p in cfg.profiles]
    return encode_config(cfg)


def load_valid_config(config_path: str | None) -> config.KubeSchedulerConfiguration:
    """The configuration kube-scheduler would run with: the file's (or the default one),
    defaulted and validated; raises ConfigFileError when it does not load or validate, or
    when the scheduler cannot be built from it.

    Python-only: what kube-scheduler's options do with --config before New.
    """
    cfg = latest.default() if config_path is None else load_config_from_file(config_path)
    errs = validate_kube_scheduler_configuration(cfg)
    if errs is not None:
        raise ConfigFileError(
            config_path or "", str(errs), [str(getattr(e, "field", "")) for e in errs.errors()]
        )
    try:
        _build_extenders(cfg)
    except _FrameworkError as err:
        raise ConfigFileError(config_path or "", f"couldn't build extenders: {err}") from err
    for profile in cfg.profiles:
        try:
            _check_profile(profile)
        except _FrameworkError as err:
            # scheduler.New wraps what profile.NewMap wraps of NewFramework's error.
            message = (
                "initializing profiles: creating profile for scheduler name "
                f"{profile.scheduler_name}: {err}"
            )
            raise ConfigFileError(config_path or "", message) from err
    return cfg


# How long scheduler.New lets an extender answer when its configuration does not say
# (DefaultExtenderTimeout of pkg/scheduler/extender.go).
_DEFAULT_EXTENDER_TIMEOUT = 5 * gotime.Second


class _FrameworkError(Exception):
    """Python-only: an error scheduler.New returns for a configuration it cannot build."""


def _build_extenders(cfg: config.KubeSchedulerConfiguration) -> None:
    """What buildExtenders changes in the configuration: an extender without an HTTP timeout
    gets the default one (NewHTTPExtender sets it in place), and every profile's
    NodeResourcesFit ignores the resources extenders manage with ignoredByScheduler; a
    profile without NodeResourcesFit args is an error then.

    Python-only: the part of buildExtenders and NewHTTPExtender (pkg/scheduler/scheduler.go,
    extender.go) that changes the configuration; the HTTP clients, and the errors building
    their TLS transport can raise, are not ported here.
    """
    for extender in cfg.extenders:
        if extender.http_timeout.duration == 0:
            extender.http_timeout = config.Duration(_DEFAULT_EXTENDER_TIMEOUT)
    ignored_extended_resources = [
        r.name for e in cfg.extenders for r in e.managed_resources if r.ignored_by_scheduler
    ]
    if len(ignored_extended_resources) == 0:
        return
    for prof in cfg.profiles:
        pc = next((pc for pc in prof.plugin_config if pc.name == names.NodeResourcesFit), None)
        if pc is None:
            raise _FrameworkError("can't find NodeResourcesFitArgs in plugin config")
        if not isinstance(pc.args, config.NodeResourcesFitArgs):
            raise _FrameworkError(
                f"want args to be of type NodeResourcesFitArgs, got {_go_type(pc.args)}"
            )
        pc.args.ignored_resources = ignored_extended_resources


def _go_type(args: object) -> str:
    """How %T names a plugin's args: a dict is an out-of-tree plugin's *runtime.Unknown."""
    if args is None:
        return "<nil>"
    if isinstance(args, dict):
        return "*runtime.Unknown"
    return f"*config.{type(args).__name__}"


# What each in-tree plugin of v1.37.2 implements, by extension point name (the plugin
# interfaces' names without "Plugin"), as the real plugins built with default args report it
# (tests/v1_37/apis/config/test_write.py holds it to what the oracle's wrapper generator finds).
_IN_TREE_PLUGINS: dict[str, frozenset[str]] = {
    names.DefaultBinder: frozenset({"Bind"}),
    names.DefaultPreemption: frozenset({"PostFilter", "PreEnqueue", "PodGroupPostFilter"}),
    names.DeferredPodScheduling: frozenset({"PreFilter", "Filter", "Permit"}),
    names.DynamicResources: frozenset(
        {"PreFilter", "Filter", "PostFilter", "Reserve", "Score", "PreBind", "PreEnqueue"}
        | {"PodGroupPostFilter"}
    ),
    names.GangScheduling: frozenset({"Permit", "PreEnqueue"}),
    names.ImageLocality: frozenset({"Score"}),
    names.InterPodAffinity: frozenset({"PreFilter", "Filter", "PreScore", "Score"}),
    names.NodeAffinity: frozenset({"PreFilter", "Filter", "PreScore", "Score"}),
    names.NodeDeclaredFeatures: frozenset({"PreFilter", "Filter"}),
    names.NodeName: frozenset({"PreFilter", "Filter"}),
    names.NodePorts: frozenset({"PreFilter", "Filter"}),
    names.NodeResourcesBalancedAllocation: frozenset({"PreScore", "Score"}),
    names.NodeResourcesFit: frozenset({"PreFilter", "Filter", "PreScore", "Score"})
    | {"PlacementScore"},
    names.NodeUnschedulable: frozenset({"PreFilter", "Filter"}),
    names.NodeVolumeLimits: frozenset({"PreFilter", "Filter"}),
    names.PodGroupPodsCount: frozenset({"PlacementScore"}),
    names.PodTopologySpread: frozenset({"PreFilter", "Filter", "PreScore", "Score"}),
    names.PrioritySort: frozenset({"QueueSort"}),
    names.SchedulingGates: frozenset({"PreEnqueue"}),
    names.TaintToleration: frozenset({"PreFilter", "Filter", "PreScore", "Score"}),
    names.TopologyPlacementGenerator: frozenset({"PlacementGenerate"}),
    names.VolumeBinding: frozenset(
        {"PreFilter", "Filter", "Reserve", "PreScore", "Score", "PreBind"}
    ),
    names.VolumeRestrictions: frozenset({"PreFilter", "Filter"}),
    names.VolumeZone: frozenset({"PreFilter", "Filter"}),
}

# The highest score a plugin returns and the highest total (fwk.MaxScore, fwk.MaxTotalScore).
_MAX_SCORE = 100
_MAX_TOTAL_SCORE = 2**63 - 1


def _extension_points(plugins: config.Plugins) -> list[tuple[str, config.PluginSet]]:
    """Each extension point's interface name and plugin set, in getExtensionPoints' order."""
    return [
        ("PreFilter", plugins.pre_filter),
        ("Filter", plugins.filter),
        ("PostFilter", plugins.post_filter),
        ("Reserve", plugins.reserve),
        ("PreScore", plugins.pre_score),
        ("Score", plugins.score),
        ("PreBind", plugins.pre_bind),
        ("Bind", plugins.bind),
        ("PostBind", plugins.post_bind),
        ("Permit", plugins.permit),
        ("PreEnqueue", plugins.pre_enqueue),
        ("QueueSort", plugins.queue_sort),
        ("PlacementGenerate", plugins.placement_generate),
        ("PlacementScore", plugins.placement_score),
        ("PodGroupPostFilter", plugins.pod_group_post_filter),
    ]


def _check_profile(profile: config.KubeSchedulerProfile) -> None:
    """Raise _FrameworkError with NewFramework's message when it would refuse the profile: a
    plugin no registry knows or that lacks an extension point it is enabled at, a plugin
    registered twice, not exactly one queue sort, no bind, two placement generators, Score
    weights whose sum could overflow, or NodeResourcesFit args its factory rejects.

    Python-only: the checks of NewFramework (pkg/scheduler/framework/runtime/framework.go)
    on the configuration alone, in its order.
    """
    if profile.plugins is None:
        return
    needed = _plugins_needed(profile.plugins)
    fit_args = next(
        (pc.args for pc in profile.plugin_config if pc.name == names.NodeResourcesFit), None
    )
    if names.NodeResourcesFit in needed and isinstance(fit_args, config.NodeResourcesFitArgs):
        err = validate_node_resources_fit_args(None, fit_args)
        if err is not None:
            raise _FrameworkError(f'initializing plugin "{names.NodeResourcesFit}": {err}')
    enabled = {
        point: _check_extension_point(point, s) for point, s in _extension_points(profile.plugins)
    }
    if len(profile.plugins.multi_point.enabled) > 0:
        _expand_multi_point(profile.plugins, enabled)
    _check_counts(profile.scheduler_name, enabled)
    multi_point = profile.plugins.multi_point.enabled
    _check_weights("Score", "score plugins", [*profile.plugins.score.enabled, *multi_point])
    _check_weights(
        "PlacementScore",
        "placement score plugins",
        [*profile.plugins.placement_score.enabled, *multi_point],
    )


def _check_extension_point(point: str, plugin_set: config.PluginSet) -> list[str]:
    """The plugins an extension point lists, as updatePluginList checks them."""
    out: list[str] = []
    for ep in plugin_set.enabled:
        implemented = _IN_TREE_PLUGINS.get(ep.name)
        if implemented is None:
            raise _FrameworkError(f'{point}Plugin "{ep.name}" does not exist')
        if point not in implemented:
            raise _FrameworkError(f'plugin "{ep.name}" does not extend {point}Plugin plugin')
        if ep.name in out:
            raise _FrameworkError(f'plugin "{ep.name}" already registered as "{point}Plugin"')
        out.append(ep.name)
    return out


def _expand_multi_point(plugins: config.Plugins, enabled: dict[str, list[str]]) -> None:
    """Add the MultiPoint plugins to every extension point they implement, as
    expandMultiPointPlugins does (only the errors and the resulting lists matter here)."""
    for point, plugin_set in _extension_points(plugins):
        disabled = {p.name for p in plugin_set.disabled}
        if "*" in disabled:
            continue
        explicit = set(enabled[point])
        multi_point_enabled: list[str] = []
        for ep in plugins.multi_point.enabled:
            implemented = _IN_TREE_PLUGINS.get(ep.name)
            if implemented is None:
                raise _FrameworkError(f'{point}Plugin "{ep.name}" does not exist')
            if point not in implemented or ep.name in disabled or ep.name in explicit:
                continue
            if ep.name in multi_point_enabled:
                raise _FrameworkError(f'plugin "{ep.name}" already registered as "{point}Plugin"')
            multi_point_enabled.append(ep.name)
        enabled[point] = enabled[point] + multi_point_enabled


def _check_counts(scheduler_name: str, enabled: dict[str, list[str]]) -> None:
    """One queue sort, at least one bind, at most one placement generator."""
    if len(enabled["QueueSort"]) != 1:
        raise _FrameworkError(
            "only one queue sort plugin required for profile with scheduler name "
            f'"{scheduler_name}", but got {len(enabled["QueueSort"])}'
        )
    if len(enabled["Bind"]) == 0:
        raise _FrameworkError(
            f'at least one bind plugin is needed for profile with scheduler name "{scheduler_name}"'
        )
    if len(enabled["PlacementGenerate"]) > 1:
        raise _FrameworkError(
            "at most one placement generate plugin is allowed for profile with scheduler name "
            f'"{scheduler_name}"'
        )


def _check_weights(point: str, what: str, plugins: list[config.Plugin]) -> None:
    """getValidScoreWeights: a zero weight counts as 1; the weighted maximum scores must not
    overflow int64 (Go's own int64 arithmetic, which wraps, so a negative weight makes the
    next plugin's check fail)."""
    weights: dict[str, int] = {}
    total_priority = 0
    for e in plugins:
        if point not in _IN_TREE_PLUGINS.get(e.name, frozenset()) or e.name in weights:
            continue
        weights[e.name] = e.weight or 1
        if goint.int64(weights[e.name] * _MAX_SCORE) > goint.int64(
            _MAX_TOTAL_SCORE - total_priority
        ):
            raise _FrameworkError(f"{what}: total score of Score plugins could overflow")
        total_priority = goint.int64(total_priority + weights[e.name] * _MAX_SCORE)


def _captured_profile(profile: config.KubeSchedulerProfile) -> config.KubeSchedulerProfile:
    """The profile as the framework reports it after building it.

    # Python: mirrors what NewFramework hands its CaptureProfile option
    # (pkg/scheduler/framework/runtime/framework.go#L338-L514): plugin args only for in-tree
    # plugins the profile enables, sorted by plugin name, and no pluginConfig when none is left.
    """
    needed = _plugins_needed(profile.plugins)
    plugin_config = sorted(
        (
            pc
            for pc in profile.plugin_config
            if pc.name in _IN_TREE_PLUGINS and pc.name in needed and pc.args is not None
        ),
        key=lambda pc: pc.name,
    )
    return config.KubeSchedulerProfile(
        scheduler_name=profile.scheduler_name,
        percentage_of_nodes_to_score=profile.percentage_of_nodes_to_score,
        plugins=profile.plugins,
        plugin_config=plugin_config,
    )


def _plugins_needed(plugins: config.Plugins | None) -> set[str]:
    """The names of the plugins enabled at any extension point, MultiPoint included
    (pluginsNeeded)."""
    if plugins is None:
        return set()
    return {
        p.name
        for _, plugin_set in [*_extension_points(plugins), ("MultiPoint", plugins.multi_point)]
        for p in plugin_set.enabled
    }
