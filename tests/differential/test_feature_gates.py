"""`--feature-gates` on both sides: the same gates known, the same refusals, the same defaults.

The oracle sets its gates through kube-scheduler's own code (a ComponentGlobalsRegistry flag
and the real featureGate.Set); `oracle feature-gates` prints every gate it knows. Our gate
must know the same gates with the same defaults, maturity and locks, refuse the same flags
with the same message, and print the same `config defaults` under the same gates.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
import yaml

from kube_scheduler_py import cli
from kube_scheduler_py.simulation.conformance import oracle_command
from kube_scheduler_py.v1_31 import features

ROOT = Path(__file__).resolve().parents[2]


def _oracle(oracle: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the real scheduler's side (the `oracle` fixture built it)."""
    return oracle_command(oracle, args)


def test_both_sides_know_the_same_gates(oracle: Path) -> None:
    done = _oracle(oracle, "feature-gates")
    assert done.returncode == 0, done.stderr
    theirs = json.loads(done.stdout)
    ours = {
        name: {
            "default": spec.default,
            "preRelease": spec.pre_release,
            "lockToDefault": spec.lock_to_default,
        }
        for name, spec in features.DefaultFeatureGate.known.items()
    }
    assert ours == theirs


def test_both_sides_list_the_same_settable_gates(
    oracle: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    theirs = _oracle(oracle, "config", "feature-gates")
    assert theirs.returncode == 0, theirs.stderr
    assert cli.main(["config", "feature-gates"]) == 0
    assert capsys.readouterr().out == theirs.stdout
    assert "SchedulerQueueingHints=true|false (BETA - default=false)\n" in theirs.stdout


@pytest.mark.parametrize(
    "flags",
    [
        ["Nope=true"],
        ["SchedulerQueueingHints"],
        ["SchedulerQueueingHints=yes"],
        ["PodDisruptionConditions=false"],
        ["SchedulerQueueingHints=true,AppArmor=false"],
        ["wardle:SchedulerQueueingHints=true"],
        ["SchedulerQueueingHints=true", "Nope=false"],
    ],
    ids=lambda flags: " ".join(flags),
)
@pytest.mark.parametrize("command", [["config", "defaults"], ["simulate", "examples/basic.yaml"]])
def test_refused_alike(
    oracle: Path, flags: list[str], command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    args = [*command]
    for flag in flags:
        args += ["--feature-gates", flag]
    args = [str(ROOT / a) if a.endswith(".yaml") else a for a in args]
    theirs = _oracle(oracle, *args)
    code = cli.main(args)
    ours = capsys.readouterr()
    assert (code, ours.out, ours.err) == (2, "", theirs.stderr)
    assert theirs.returncode == 2 and theirs.stdout == ""
    assert features.DefaultFeatureGate.explicit == {}


@pytest.mark.parametrize(
    "gates",
    [
        "VolumeCapacityPriority=true",
        "SchedulerQueueingHints=true,SidecarContainers=false",
        "AllBeta=true,PodDisruptionConditions=true",
    ],
)
def test_config_defaults_alike(
    oracle: Path, gates: str, capsys: pytest.CaptureFixture[str]
) -> None:
    theirs = _oracle(oracle, "config", "defaults", "--feature-gates", gates)
    assert theirs.returncode == 0, theirs.stderr
    assert cli.main(["config", "defaults", "--feature-gates", gates]) == 0
    ours = capsys.readouterr().out
    assert yaml.safe_load(ours) == yaml.safe_load(theirs.stdout)


SHAPE = """apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: VolumeBinding
    args:
      shape:
      - {utilization: 0, score: 0}
      - {utilization: 80, score: 10}
"""


@pytest.mark.parametrize("gates", [[], ["--feature-gates", "VolumeCapacityPriority=true"]])
def test_a_gated_plugin_argument_is_judged_alike(
    oracle: Path, gates: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # VolumeBinding's shape is refused unless VolumeCapacityPriority is on.
    config = tmp_path / "shape.yaml"
    config.write_text(SHAPE)
    args = ["config", "defaults", "--config", str(config), *gates]
    theirs = _oracle(oracle, *args)
    code = cli.main(args)
    ours = capsys.readouterr()
    assert code == theirs.returncode == (0 if gates else 2)
    assert ours.err == theirs.stderr
    assert yaml.safe_load(ours.out) == yaml.safe_load(theirs.stdout)


@pytest.mark.parametrize(
    "gates", ["WatchListClient=true", "AllBeta=true", "AllBeta=true,SchedulerQueueingHints=false"]
)
def test_a_gate_no_simulation_serves_is_refused_alike(
    oracle: Path, gates: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # WatchListClient (a beta gate, so AllBeta switches it on) would have the informers list
    # through a watch stream the simulated API server does not serve; the oracle hung on it.
    args = ["simulate", str(ROOT / "examples" / "basic.yaml"), "--feature-gates", gates]
    theirs = _oracle(oracle, *args)
    code = cli.main(args)
    ours = capsys.readouterr()
    assert (code, ours.out, ours.err) == (theirs.returncode, theirs.stdout, theirs.stderr)
    assert theirs.returncode == 2
    assert theirs.stderr == (
        "error: --feature-gates: WatchListClient=true: the simulated API server does not "
        "serve watch-list streams\n"
    )


def test_all_beta_runs_alike_with_watch_list_client_off(
    oracle: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gates = "AllBeta=true,WatchListClient=false"
    args = ["simulate", str(ROOT / "examples" / "basic.yaml"), "--feature-gates", gates]
    theirs = _oracle(oracle, *args, "--output", "json")
    assert theirs.returncode == 0, theirs.stderr
    assert cli.main([*args, "--output", "json"]) == 0
    assert capsys.readouterr().out == theirs.stdout


def test_v1_37_lists_the_settable_gates_as_the_v1_37_oracle(
    oracle_v1_37: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    theirs = _oracle(oracle_v1_37, "config", "feature-gates")
    assert theirs.returncode == 0, theirs.stderr
    assert cli.main(["config", "feature-gates", "--edition", "1.37"]) == 0
    assert capsys.readouterr().out == theirs.stdout
    assert "SchedulerQueueingHints" not in theirs.stdout  # the gate is gone in v1.37


@pytest.mark.parametrize(
    "flags",
    [
        ["Nope=true"],
        ["SchedulerQueueingHints=true"],
        ["DynamicResourceAllocation=false"],
        ["AllAlpha=yes"],
        ["wardle:AllBeta=true"],
        ["kube:AllBeta=true", "AllAlpha=false"],
    ],
    ids=lambda flags: " ".join(flags),
)
def test_v1_37_refuses_gates_as_the_v1_37_oracle(
    oracle_v1_37: Path, flags: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["config", "defaults"]
    for flag in flags:
        args += ["--feature-gates", flag]
    theirs = _oracle(oracle_v1_37, *args)
    code = cli.main([*args, "--edition", "1.37"])
    ours = capsys.readouterr()
    assert theirs.returncode == 2 and theirs.stdout == ""
    assert (code, ours.out, ours.err) == (2, "", theirs.stderr)
