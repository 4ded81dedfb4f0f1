"""`bin/benchmark --against REV`: this checkout's port beside an earlier commit's, alternating.

How much faster (or slower) a change made the port, measured the only way a shared machine
allows: both versions in one invocation, one run of each in turn (the first to go swapping
from one round to the next), so that a change in the machine's load falls on both. REV's
files are taken with `git archive` into a temporary directory (the repository is only read)
and its own `python -m kube_scheduler_py.simulation.benchmark --in-process --json` runs
there, in a fresh interpreter, with this interpreter's packages. The table gives, per
workload, the median CPU seconds per pod and pods per second of each side, the speed-up
(REV's CPU per pod over this checkout's) and whether both placed every pod alike.

Python-only: a tool of the port.
"""

from __future__ import annotations

import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kube_scheduler_py.simulation.benchmark import Workload, run_in_child

__all__ = ["AgainstError", "Side", "compare", "main", "table"]

#: The checkout this module belongs to (bin/benchmark runs from it).
ROOT = Path(__file__).resolve().parents[2]


class AgainstError(Exception):
    """REV cannot be read or cannot run the workload; the message says why."""


@dataclass(slots=True)
class Side:
    """One version's runs of one workload: CPU s per pod, pods per second, placements."""

    cpu_seconds_per_pod: list[float] = field(default_factory=list)
    pods_per_second: list[float] = field(default_factory=list)
    digests: set[str] = field(default_factory=set)

    def add(self, report: dict[str, Any]) -> None:
        """Note one run's report (the fields every version of the benchmark prints)."""
        self.cpu_seconds_per_pod.append(float(report["cpu_seconds_per_pod"]))
        self.pods_per_second.append(float(report["pods_per_second"]))
        self.digests.add(str(report["placement_digest"]))


def export(rev: str, into: Path, root: Path = ROOT) -> str:
    """Write REV's files into `into` (git archive); return the commit's short name."""
    try:
        commit = (
            subprocess.run(
                ["git", "-C", str(root), "rev-parse", "--short", "--verify", f"{rev}^{{commit}}"],
                check=True,
                capture_output=True,
            )
            .stdout.decode()
            .strip()
        )
        archive = subprocess.run(
            ["git", "-C", str(root), "archive", "--format=tar", commit],
            check=True,
            capture_output=True,
        ).stdout
    except subprocess.CalledProcessError as err:
        detail = (err.stderr or b"").decode(errors="replace").strip() or str(err)
        raise AgainstError(f"cannot read commit {rev!r} in {root}: {detail}") from None
    except OSError as err:
        raise AgainstError(f"cannot run git to read commit {rev!r}: {err}") from None
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        # Extraction filters came with Python 3.11.4; git's own archive is safe without.
        if hasattr(tarfile, "data_filter"):
            tar.extractall(into, filter="data")
        else:
            tar.extractall(into)
    return commit


def run_at(checkout: Path, workload: Workload, seed: int) -> dict[str, Any]:
    """One run of workload with the benchmark of the files in checkout, in a fresh process."""
    # An earlier benchmark knows the basic shape only as NODES:RUNNING:PENDING.
    spec = workload.spec.removeprefix("basic:")
    argv = [sys.executable, "-m", "kube_scheduler_py.simulation.benchmark", "--in-process"]
    argv += ["--json", "--seed", str(seed), "--run", spec]
    # Python puts the working directory first on the path of `-m`: the checkout's package
    # is the one imported, not the one installed.
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    out = subprocess.run(argv, cwd=checkout, env=env, capture_output=True, text=True)
    if out.returncode != 0:
        last = (out.stderr.strip().splitlines() or ["(no message)"])[-1]
        raise AgainstError(f"the earlier commit cannot run {workload.spec}: {last}")
    reports: list[dict[str, Any]] = json.loads(out.stdout)
    return reports[0]


def run_here(workload: Workload, seed: int) -> dict[str, Any]:
    """One run of workload with this checkout's port, in a fresh process."""
    result = run_in_child(workload, seed)
    return {
        "cpu_seconds_per_pod": result.cpu_seconds_per_pod,
        "pods_per_second": result.pods_per_second,
        "placement_digest": result.placement_digest,
    }


def compare(
    rev: str, workloads: Sequence[Workload], seed: int, repeat: int
) -> tuple[str, list[tuple[Workload, Side, Side]]]:
    """Run every workload `repeat` times on REV and on this checkout, alternating; returns
    REV's short commit name and, per workload, REV's runs and this checkout's."""
    with tempfile.TemporaryDirectory(prefix="benchmark-against-") as tmp:
        earlier = Path(tmp)
        commit = export(rev, earlier)
        rows = [(workload, Side(), Side()) for workload in workloads]
        for round_ in range(repeat):
            for workload, before, now in rows:
                runs = [
                    (before, lambda w=workload: run_at(earlier, w, seed)),
                    (now, lambda w=workload: run_here(w, seed)),
                ]
                # Who goes first swaps from one round to the next.
                for side, run in runs if round_ % 2 == 0 else reversed(runs):
                    side.add(run())
    return commit, rows


def table(commit: str, rows: Sequence[tuple[Workload, Side, Side]]) -> str:
    """The comparison as text: medians of each side, the speed-up, and the placements."""
    header = (
        f"{'workload':<43}  {commit + ' cpu s/pod':>16}  {'now cpu s/pod':>13}  "
        f"{commit + ' pods/s':>13}  {'now pods/s':>10}  {'speed-up':>8}  placements"
    )
    lines = [header]
    for workload, before, now in rows:
        before_cpu = statistics.median(before.cpu_seconds_per_pod)
        now_cpu = statistics.median(now.cpu_seconds_per_pod)
        speed_up = before_cpu / now_cpu if now_cpu > 0 else 0.0
        same = "same" if len(before.digests | now.digests) == 1 else "differ"
        lines.append(
            f"{workload.name:<43}  {before_cpu:>16.4f}  {now_cpu:>13.4f}  "
            f"{statistics.median(before.pods_per_second):>13.1f}  "
            f"{statistics.median(now.pods_per_second):>10.1f}  {speed_up:>7.2f}x  {same}"
        )
    repeat = len(rows[0][1].cpu_seconds_per_pod) if rows else 0
    lines.append(
        f"medians of {repeat} alternating run(s) each; speed-up: {commit}'s CPU s per pod over "
        "this checkout's; placements: whether every run placed every pod alike"
    )
    return "\n".join(lines) + "\n"


def main(rev: str, workloads: Sequence[Workload], seed: int, repeat: int) -> int:
    """`bin/benchmark --against REV`: exit code 2 when REV cannot be read or run."""
    try:
        commit, rows = compare(rev, workloads, seed, repeat)
    except AgainstError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(table(commit, rows), end="")
    return 0
