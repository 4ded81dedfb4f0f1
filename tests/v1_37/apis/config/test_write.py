"""Tests of loading a configuration file and writing the effective configuration."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kube_scheduler_py.v1_37.apis.config import latest, write
from kube_scheduler_py.v1_37.apis.config.write import (
    ConfigFileError,
    load_config,
    load_config_from_file,
    load_valid_config,
    write_config_defaults,
)
from kube_scheduler_py.v1_37.framework.plugins import names

ROOT = Path(__file__).resolve().parents[4]


def test_default_config_round_trips() -> None:
    written = write_config_defaults(None)
    assert written.startswith("apiVersion: kubescheduler.config.k8s.io/v1\n")
    assert load_config(written) == latest.default()


def test_config_file_is_defaulted_and_written(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(
        "apiVersion: kubescheduler.config.k8s.io/v1\n"
        "kind: KubeSchedulerConfiguration\n"
        "profiles:\n"
        "- schedulerName: a\n"
        "  pluginConfig:\n"
        "  - name: VolumeBinding\n"
        "    args: {bindTimeoutSeconds: 5}\n"
        "  - name: OutOfTree\n"
        "    args: {x: 1}\n"
        "- schedulerName: b\n"
    )
    written = write_config_defaults(str(path))
    cfg = load_config(written)
    first, second = cfg.profiles
    # Args of plugins the framework does not know are dropped; the rest are sorted by name.
    assert [pc.name for pc in first.plugin_config] == sorted(pc.name for pc in second.plugin_config)
    assert first.plugin_config[-1].args.bind_timeout_seconds == 5  # type: ignore[attr-defined]


# The expected messages are the ones the v1.37.2 decoder prints for these files.
@pytest.mark.parametrize(
    ("content", "message"),
    [
        pytest.param(
            "apiVersion: kubescheduler.config.k8s.io/v1beta3\nkind: KubeSchedulerConfiguration\n",
            'no kind "KubeSchedulerConfiguration" is registered for version '
            '"kubescheduler.config.k8s.io/v1beta3" in scheme '
            '"pkg/runtime/scheme.go:111"',
            id="removed version",
        ),
        pytest.param(
            "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
            "foo: 1\nprofiles:\n- schedulerName: x\n  bar: 2\n",
            'strict decoding error: unknown field "foo", unknown field "profiles[0].bar"',
            id="unknown fields",
        ),
        pytest.param(
            "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
            "parallelism: 2\nparallelism: 3\n",
            'strict decoding error: yaml: unmarshal errors:\n  line 4: key "parallelism" '
            "already set in map",
            id="duplicate field",
        ),
        pytest.param(
            "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
            "parallelism: abc\n",
            "json: cannot unmarshal string into Go struct field "
            "KubeSchedulerConfiguration.parallelism of type int32",
            id="wrong type",
        ),
        pytest.param(
            "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
            "parallelism: 0\n",
            "parallelism: Invalid value: 0: should be an integer value greater than zero",
            id="invalid",
        ),
    ],
)
def test_config_file_errors(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(content)
    with pytest.raises(ConfigFileError) as excinfo:
        write_config_defaults(str(path))
    assert str(excinfo.value) == message
    assert excinfo.value.file == str(path)


def test_missing_file() -> None:
    with pytest.raises(ConfigFileError, match="no such file or directory"):
        load_config_from_file("/nonexistent/kube-scheduler.yaml")


_HEAD = "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"


# What scheduler.New refuses in a profile that validates, as kube-scheduler v1.37.2 words it.
@pytest.mark.parametrize(
    ("profile", "message"),
    [
        pytest.param(
            "  plugins: {filter: {enabled: [{name: PassAll}]}}\n",
            'FilterPlugin "PassAll" does not exist',
            id="unknown plugin",
        ),
        pytest.param(
            "  plugins: {multiPoint: {enabled: [{name: PassAll}]}}\n",
            'PreFilterPlugin "PassAll" does not exist',
            id="unknown MultiPoint plugin",
        ),
        pytest.param(
            "  plugins: {bind: {enabled: [{name: ImageLocality}]}}\n",
            'plugin "ImageLocality" does not extend BindPlugin plugin',
            id="wrong extension point",
        ),
        pytest.param(
            "  plugins: {filter: {disabled: [{name: '*'}], enabled: [{name: NodeName}, "
            "{name: NodeName}]}}\n",
            'plugin "NodeName" already registered as "FilterPlugin"',
            id="twice at one point",
        ),
        pytest.param(
            "  plugins: {bind: {disabled: [{name: '*'}]}}\n",
            'at least one bind plugin is needed for profile with scheduler name "p"',
            id="no bind plugin",
        ),
        pytest.param(
            "  plugins: {queueSort: {disabled: [{name: '*'}]}}\n",
            'only one queue sort plugin required for profile with scheduler name "p", but got 0',
            id="no queue sort",
        ),
        pytest.param(
            "  plugins: {placementGenerate: {enabled: [{name: TopologyPlacementGenerator}]},\n"
            "    multiPoint: {enabled: [{name: TopologyPlacementGenerator}]}}\n",
            "",
            id="explicit placement generator overrides MultiPoint",
        ),
        pytest.param(
            "  pluginConfig: [{name: NodeResourcesFit, args: {scoringStrategy: "
            "{type: RequestedToCapacityRatio}}}]\n",
            'initializing plugin "NodeResourcesFit": scoringStrategy.requestedToCapacityRatio: '
            "Required value: must be specified when type is RequestedToCapacityRatio",
            id="fit args the factory rejects",
        ),
    ],
)
def test_profiles_scheduler_new_refuses(tmp_path: Path, profile: str, message: str) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(_HEAD + "profiles:\n- schedulerName: p\n" + profile)
    if not message:
        load_valid_config(str(path))
        return
    with pytest.raises(ConfigFileError) as excinfo:
        load_valid_config(str(path))
    prefix = "initializing profiles: creating profile for scheduler name p: "
    assert str(excinfo.value) == prefix + message


_IGNORING_EXTENDER = (
    "extenders:\n- urlPrefix: http://127.0.0.1:1/\n  filterVerb: filter\n"
    "  managedResources:\n  - {name: example.com/foo, ignoredByScheduler: true}\n"
)


def test_resources_extenders_manage_are_ignored_by_node_resources_fit(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(_HEAD + _IGNORING_EXTENDER)
    cfg = load_valid_config(str(path))
    (fit,) = [pc.args for pc in cfg.profiles[0].plugin_config if pc.name == "NodeResourcesFit"]
    assert fit.ignored_resources == ["example.com/foo"]  # type: ignore[attr-defined]


def test_an_ignoring_extender_needs_node_resources_fit_args(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(
        _HEAD
        + "profiles:\n- plugins: {multiPoint: {disabled: [{name: NodeResourcesFit}]}}\n"
        + _IGNORING_EXTENDER
    )
    with pytest.raises(ConfigFileError) as excinfo:
        load_valid_config(str(path))
    assert str(excinfo.value) == (
        "couldn't build extenders: can't find NodeResourcesFitArgs in plugin config"
    )


def test_an_extender_without_a_timeout_gets_the_default(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(_HEAD + "extenders:\n- {urlPrefix: 'http://127.0.0.1:1/', filterVerb: f}\n")
    assert "  httpTimeout: 5s\n" in write_config_defaults(str(path))


_WRAPPERS = ROOT / "tools" / "oracle" / "cmd" / "oracle" / "zz_generated_wrappers_v137.go"
_IMPLEMENTS = re.compile(r"^// wrapped\w+ implements (.+) \(in-tree: (.+)\)\.$", re.MULTILINE)
# Interfaces the oracle's wrappers track that are no extension point of a profile.
_NOT_EXTENSION_POINTS = {"EnqueueExtensions", "Sign", "PlacementFeasible"}


def test_the_plugin_table_is_what_the_real_plugins_implement() -> None:
    # The oracle's wrapper generator builds every in-tree plugin of v1.37.2 and records the
    # interfaces each implements; the table scheduler.New's checks use must say the same.
    real: dict[str, frozenset[str]] = {}
    for interfaces, plugins in _IMPLEMENTS.findall(_WRAPPERS.read_text()):
        points = frozenset(interfaces.split(", ")) - _NOT_EXTENSION_POINTS
        for name in plugins.split(", "):
            real[name] = points
    assert real == write._IN_TREE_PLUGINS
    assert sorted(real) == sorted(names.__all__)
