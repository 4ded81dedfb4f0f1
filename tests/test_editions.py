"""The editions interface: each edition's entry module, --edition on every command, refusals."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

from kube_scheduler_py import cli, editions
from kube_scheduler_py.simulation.run import simulate

ROOT = Path(__file__).resolve().parents[1]
BASIC = str(ROOT / "examples" / "basic.yaml")


def _protocol_members() -> dict[str, object]:
    return {
        name: member
        for name, member in vars(editions.EditionEntry).items()
        if not name.startswith("_")
    }


@pytest.mark.parametrize("edition", editions.EDITIONS, ids=lambda e: e.name)
def test_every_entry_module_has_the_protocols_members(edition: editions.Edition) -> None:
    entry = edition.entry()
    for name, member in _protocol_members().items():
        assert hasattr(entry, name), f"{edition.package}.edition lacks {name}"
        if isinstance(member, property):
            assert issubclass(getattr(entry, name), Exception)
            continue
        wanted = list(inspect.signature(member).parameters)[1:]  # without self
        assert list(inspect.signature(getattr(entry, name)).parameters) == wanted, name


def test_names_and_tags() -> None:
    assert editions.get("1.31").tag == "v1.31.1"
    assert editions.get("v1.37.2").name == "1.37"
    assert editions.get(editions.DEFAULT).name == "1.31"
    with pytest.raises(editions.UnknownEditionError, match=re.escape("known: 1.31, 1.37")):
        editions.get("1.29")


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as exit_:  # argparse's usage errors
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_default_edition_is_v1_31(capsys: pytest.CaptureFixture[str]) -> None:
    default = _cli(capsys, "simulate", BASIC)
    assert default[0] == 0
    assert _cli(capsys, "simulate", BASIC, "--edition", "1.31") == default
    gates = _cli(capsys, "config", "feature-gates")
    assert _cli(capsys, "config", "feature-gates", "--edition", "1.31") == gates
    defaults = _cli(capsys, "config", "defaults")
    assert _cli(capsys, "config", "defaults", "--edition", "1.31") == defaults


@pytest.mark.parametrize(
    "argv",
    [
        ("simulate", BASIC),
        ("run", "--kubeconfig", "/nonexistent"),
    ],
)
def test_v1_37_refuses_to_schedule_until_ported(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    code, out, err = _cli(capsys, *argv, "--edition", "1.37")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "error: --edition 1.37: the v1.37.2 edition cannot schedule yet: its scheduling path "
        "(queue, cache, scheduling cycle, plugins) is not ported; --edition 1.31 runs v1.31.1"
    ]


def test_an_unknown_edition_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(capsys, "simulate", BASIC, "--edition", "1.29")
    assert (code, out) == (2, "")
    assert "argument --edition: unknown edition '1.29' (known: 1.31, 1.37)" in err
    assert "Traceback" not in err


def test_simulate_from_python_refuses_an_edition_that_cannot_schedule() -> None:
    with pytest.raises(editions.NotPortedError, match="cannot schedule yet"):
        simulate([], edition="1.37")


def test_benchmark_refuses_an_edition_that_cannot_schedule() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kube_scheduler_py.simulation.benchmark", "--edition", "1.37"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.startswith("error: --edition 1.37: the v1.37.2 edition cannot schedule")


def test_v1_37_lists_its_own_gates(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(capsys, "config", "feature-gates", "--edition", "1.37")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines == editions.get("1.37").entry().known_feature_gates()
    assert "GenericWorkload=true|false (BETA - default=false)" in lines
    # Gone since v1.31.1, and GA (so unlisted) in v1.37.2.
    assert not any(
        line.startswith(("SchedulerQueueingHints=", "DynamicResourceAllocation=")) for line in lines
    )
    assert lines != _cli(capsys, "config", "feature-gates", "--edition", "1.31")[1].splitlines()


@pytest.mark.parametrize(
    ("gates", "message"),
    [
        (
            "DynamicResourceAllocation=false",
            "error: --feature-gates: cannot set feature gate DynamicResourceAllocation to false, "
            "feature is locked to true",
        ),
        (
            "SchedulerQueueingHints=true",
            "error: --feature-gates: unrecognized feature gate: SchedulerQueueingHints",
        ),
    ],
)
def test_v1_37_judges_feature_gates_before_the_configuration(
    capsys: pytest.CaptureFixture[str], gates: str, message: str
) -> None:
    code, out, err = _cli(
        capsys, "config", "defaults", "--edition", "1.37", "--feature-gates", gates
    )
    assert (code, out) == (2, "")
    assert err.splitlines() == [message]


def test_v1_37_config_defaults_follow_the_gates(capsys: pytest.CaptureFixture[str]) -> None:
    # A good gate gets past the flags to the configuration: GenericWorkload adds GangScheduling
    # to the default plugins.
    code, out, err = _cli(
        capsys,
        "config",
        "defaults",
        "--edition",
        "1.37",
        "--feature-gates",
        "kube:GenericWorkload=true",
    )
    assert (code, err) == (0, "")
    assert "- name: GangScheduling\n" in out
    code, out, err = _cli(capsys, "config", "defaults", "--edition", "1.37")
    assert (code, err) == (0, "")
    assert "GangScheduling" not in out
