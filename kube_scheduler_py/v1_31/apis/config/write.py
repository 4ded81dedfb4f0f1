"""Loading a configuration file and writing the effective configuration back out.

`write_config_defaults` prints what `kube-scheduler --write-config-to FILE [--config CONFIG]`
writes: the defaulted v1 configuration, with each profile as the framework completes it.

# Python: the functions ported here live in Go's cmd/kube-scheduler/app/options/configfile.go.
"""

from __future__ import annotations

from kube_scheduler_py import manifests
from kube_scheduler_py.configfile import ConfigFileError, read_config_text
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config import latest, scheme
from kube_scheduler_py.v1_31.apis.config.validation import validate_kube_scheduler_configuration
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry


def load_config_from_file(file: str) -> config.KubeSchedulerConfiguration:
    """Read, decode, default and convert a configuration file.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/cmd/kube-scheduler/app/options/configfile.go#L33-L40
    """
    text = read_config_text(file)
    try:
        return load_config(text)
    except (scheme.DecodeError, manifests.ManifestError) as err:
        paths = err.field_paths if isinstance(err, scheme.DecodeError) else []
        raise ConfigFileError(file, str(err), paths) from err


def load_config(data: str) -> config.KubeSchedulerConfiguration:
    """Decode a configuration document that must be a KubeSchedulerConfiguration.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/cmd/kube-scheduler/app/options/configfile.go#L42-L57
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/cmd/kube-scheduler/app/options/configfile.go#L59-L78
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


def load_valid_config(
    config_path: str | None, out_of_tree_registry: Registry | None = None
) -> config.KubeSchedulerConfiguration:
    """The configuration kube-scheduler would run with: the file's (or the default one),
    defaulted and validated; raises ConfigFileError when it does not load or validate, or
    when the scheduler cannot be built from it (with out_of_tree_registry's plugins known).

    Python-only: what kube-scheduler's options do with --config before New.
    """
    cfg = latest.default() if config_path is None else load_config_from_file(config_path)
    errs = validate_kube_scheduler_configuration(cfg)
    if errs is not None:
        raise ConfigFileError(
            config_path or "", str(errs), [str(getattr(e, "field", "")) for e in errs.errors()]
        )
    _check_profiles(cfg, config_path or "", out_of_tree_registry or Registry())
    return cfg


def _check_profiles(
    cfg: config.KubeSchedulerConfiguration, file: str, out_of_tree_registry: Registry
) -> None:
    """Build the scheduler once, on an empty cluster, for the errors only New finds: a plugin
    no registry knows, Score weights whose sum could overflow, a profile without a bind
    plugin, extenders that do not build. kube-scheduler refuses to start on them.

    Python-only: kube-scheduler meets these in scheduler.New at start-up; the oracle builds
    the scheduler the same way for `config defaults`.
    """
    from kube_scheduler_py.apiserver.clientset import Clientset
    from kube_scheduler_py.apiserver.events import new_recorder_factory
    from kube_scheduler_py.apiserver.server import APIServer
    from kube_scheduler_py.clock import FakeClock
    from kube_scheduler_py.v1_31 import scheduler

    clock = FakeClock()
    client = Clientset(APIServer(clock))
    try:
        sched = scheduler.new(
            client,
            scheduler.new_informer_factory(client),
            new_recorder_factory(client, clock),
            scheduler.with_profiles(*cfg.profiles),
            scheduler.with_percentage_of_nodes_to_score(cfg.percentage_of_nodes_to_score),
            scheduler.with_extenders(*cfg.extenders),
            scheduler.with_parallelism(cfg.parallelism),
            scheduler.with_frame_work_out_of_tree_registry(out_of_tree_registry),
        )
    except scheduler.SchedulerError as err:
        raise ConfigFileError(file, str(err)) from err
    sched.profiles.close()


def _captured_profile(profile: config.KubeSchedulerProfile) -> config.KubeSchedulerProfile:
    """The profile as the framework reports it after building it.

    # Python: mirrors what NewFramework hands its CaptureProfile option
    # (pkg/scheduler/framework/runtime/framework.go#L317-L388): plugin args only for in-tree
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
    """The names of the plugins enabled at any extension point, MultiPoint included."""
    if plugins is None:
        return set()
    return set(plugins.names()) | {p.name for p in plugins.multi_point.enabled}


# The plugins of the in-tree registry (every name in `names`).
_IN_TREE_PLUGINS = frozenset(names.__all__)
