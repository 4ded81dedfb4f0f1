"""The command line works both as `kube-scheduler-py` and as `python -m kube_scheduler_py`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kube_scheduler_py import KUBERNETES_VERSION, __version__
from kube_scheduler_py.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_version_names_the_ported_kubernetes_release() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kube_scheduler_py", "--version"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.strip() == f"kube-scheduler-py {__version__} (ports Kubernetes v1.31.1)"
    assert KUBERNETES_VERSION == "v1.31.1"


def test_console_script_is_installed() -> None:
    script = Path(sys.executable).parent / "kube-scheduler-py"
    result = subprocess.run([str(script), "--help"], capture_output=True, text=True, check=True)
    assert result.stdout.startswith("usage: kube-scheduler-py")


def test_no_command_prints_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    assert capsys.readouterr().out.startswith("usage: kube-scheduler-py")


def test_gosrc_prints_the_pinned_schedule_one_go() -> None:
    result = subprocess.run(
        [str(ROOT / "tools" / "gosrc"), "pkg/scheduler/schedule_one.go"],
        capture_output=True,
        text=True,
        check=True,
    )
    path = Path(result.stdout.strip())
    assert path.parts[-4:] == ("kubernetes@v1.31.1", "pkg", "scheduler", "schedule_one.go")
    assert "func (sched *Scheduler) ScheduleOne(ctx context.Context)" in path.read_text()


def test_gosrc_resolves_staging_modules() -> None:
    result = subprocess.run(
        [str(ROOT / "tools" / "gosrc"), "staging/src/k8s.io/api/core/v1/types.go"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "k8s.io/api@v0.31.1" in result.stdout


def test_gosrc_rejects_unknown_files() -> None:
    result = subprocess.run(
        [str(ROOT / "tools" / "gosrc"), "pkg/scheduler/no_such_file.go"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert "no such file" in result.stderr


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """`kube-scheduler-py config feature-gates | head -1`: the pipe closes under the writer
    (here before it writes anything, so that the write surely fails)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "kube_scheduler_py", "config", "feature-gates"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141
    assert "Traceback" not in stderr and "BrokenPipe" not in stderr
