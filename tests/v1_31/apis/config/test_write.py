"""Tests of loading a configuration file and writing the effective configuration."""

from __future__ import annotations

from pathlib import Path

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.apis.config import latest
from kube_scheduler_py.v1_31.apis.config.write import (
    ConfigFileError,
    load_config,
    load_config_from_file,
    load_valid_config,
    write_config_defaults,
)
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry


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


# The expected messages are the ones the v1.31.1 decoder prints for these files.
@pytest.mark.parametrize(
    ("content", "message"),
    [
        pytest.param(
            "apiVersion: kubescheduler.config.k8s.io/v1beta3\nkind: KubeSchedulerConfiguration\n",
            'no kind "KubeSchedulerConfiguration" is registered for version '
            '"kubescheduler.config.k8s.io/v1beta3" in scheme '
            '"k8s.io/kubernetes/pkg/scheduler/apis/config/scheme/scheme.go:30"',
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


class _PassAll(framework.FilterPlugin):
    """A Filter plugin of the user's own that lets every node through."""

    def name(self) -> str:
        return "PassAll"

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        return None


def test_plugins_of_your_own_are_known_only_through_the_registry(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(
        "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
        "profiles:\n- schedulerName: default-scheduler\n"
        "  plugins: {filter: {enabled: [{name: PassAll}]}}\n"
    )
    with pytest.raises(ConfigFileError, match='FilterPlugin "PassAll" does not exist'):
        load_valid_config(str(path))
    registry = Registry()
    registry.register("PassAll", lambda _args, _handle: _PassAll())
    cfg = load_valid_config(str(path), registry)
    assert cfg.profiles[0].plugins is not None
    assert [p.name for p in cfg.profiles[0].plugins.filter.enabled] == ["PassAll"]
