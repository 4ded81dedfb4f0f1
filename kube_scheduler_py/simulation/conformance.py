"""Conformance: the same scenarios through our `simulate` and through the real scheduler.

Every scenario under tests/conformance/scenarios has a golden file: what tools/oracle (the
real kube-scheduler v1.31.1) printed for it. The scenarios of examples/ belong to the corpus
too (area "examples"); their goldens live in tests/conformance/scenarios/examples/. A scenario
conforms when our JSON output is identical to its golden; score ties included, since both
sides draw Go's random numbers with the same seed. Where the order of the tied nodes is itself
chance in Go (a PreFilter result of several node names: a Go set, ranged over in map order;
the scenario says `# tie: any-top-scored` in its first lines), a pod may land on any node that
tied for the top score, so placements are compared as "one of the top-scored nodes" and
everything that names the chosen node is left out of the comparison.
A scenario that needs feature gates says so in its first lines, as kube-scheduler's flag:
`# feature-gates: SchedulerQueueingHints=true`; both sides run with them.

The oracle has two editions (docs/oracle.md): v1.31.1, which the port follows, and v1.37.2.
Next to each `<name>.golden.json` (v1.31.1) is `<name>.v1.37.golden.json`, what v1.37.2 printed;
when v1.37.2 refuses the scenario, that file records the refusal (exit code and standard
error) instead. A scenario that only one edition can run says so in its first lines:
`# editions: 1.37` (or `1.31`); it then has only that edition's golden.

    python -m kube_scheduler_py.simulation.conformance regen [SCENARIO ...]   # needs Go
    python -m kube_scheduler_py.simulation.conformance regen --edition 1.37 [SCENARIO ...]
    python -m kube_scheduler_py.simulation.conformance report
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kube_scheduler_py.simulation.output import to_json
from kube_scheduler_py.simulation.results import KEY_FINALSCORE_RESULT
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.v1_31.apis.config.write import load_valid_config

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "conformance" / "scenarios"
EXAMPLES = ROOT / "examples"
ORACLE = ROOT / "tools" / "oracle" / "run"
#: The oracle's editions, and where tools/oracle/run puts the binary it builds for each.
EDITIONS = ("1.31", "1.37")
ORACLE_BINARIES = {
    "1.31": ROOT / "tools" / "oracle" / ".bin" / "oracle",
    "1.37": ROOT / "tools" / "oracle" / ".bin" / "oracle-v1.37",
}
TIE_MARKER = "# tie: any-top-scored"
GATES_MARKER = "# feature-gates: "
EDITIONS_MARKER = "# editions: "

__all__ = ["EDITIONS", "Scenario", "compare", "main", "run_oracle", "scenarios"]


@dataclass(frozen=True, slots=True)
class Scenario:
    """One conformance scenario: its YAML, optional config and golden file."""

    path: Path

    @property
    def is_example(self) -> bool:
        return self.path.parent == EXAMPLES

    @property
    def name(self) -> str:
        if self.is_example:
            return f"examples/{self.path.stem}"
        return str(self.path.relative_to(SCENARIOS).with_suffix(""))

    @property
    def area(self) -> str:
        return self.path.parent.name

    @property
    def config(self) -> Path | None:
        config = self.path.with_suffix(".config.yaml")
        return config if config.exists() else None

    @property
    def golden(self) -> Path:
        """The v1.31.1 golden, which the port is held to."""
        return self.golden_of("1.31")

    def golden_of(self, edition: str) -> Path:
        """The golden file of an edition of the oracle."""
        suffix = ".golden.json" if edition == "1.31" else f".v{edition}.golden.json"
        if self.is_example:
            return SCENARIOS / "examples" / f"{self.path.stem}{suffix}"
        return self.path.with_name(self.path.stem + suffix)

    @property
    def editions(self) -> tuple[str, ...]:
        """The editions that run the scenario: both, unless a `# editions:` line says."""
        for line in self._head():
            if line.startswith(EDITIONS_MARKER):
                named = line.removeprefix(EDITIONS_MARKER).replace(",", " ").split()
                return tuple(e for e in EDITIONS if e in named)
        return EDITIONS

    @property
    def ties(self) -> bool:
        return any(line.strip() == TIE_MARKER for line in self._head())

    @property
    def feature_gates(self) -> str | None:
        """The value of `--feature-gates` the scenario runs with, if it names any."""
        for line in self._head():
            if line.startswith(GATES_MARKER):
                return line.removeprefix(GATES_MARKER).strip()
        return None

    def _head(self) -> list[str]:
        return self.path.read_text().splitlines()[:20]


def scenarios() -> list[Scenario]:
    """Every scenario of the corpus and every example, in a stable order."""
    paths = sorted(SCENARIOS.rglob("*.yaml")) + sorted(EXAMPLES.glob("*.yaml"))
    return [Scenario(path) for path in paths if not path.name.endswith(".config.yaml")]


def run_python(scenario: Scenario) -> str:
    """Our simulate's JSON for a scenario."""
    flag = [scenario.feature_gates] if scenario.feature_gates else []
    # As `simulate --feature-gates` (and the oracle) do: the gates first, then the input.
    with features.feature_gates_set(features.parse_feature_gates_flag(flag)):
        objects = load_paths([str(scenario.path)]).objects
        config = load_valid_config(str(scenario.config) if scenario.config else None)
        return to_json(simulate(objects, config, seed=0, validate=True))


class OracleUnavailable(RuntimeError):
    """The oracle cannot be built here: Go is missing, or tools/oracle/run failed."""


@functools.cache
def oracle_binary(edition: str = "1.31") -> Path:
    """The oracle binary of an edition, built (or rebuilt when its Go sources are newer) by
    tools/oracle/run, once per process; callers then run the binary itself, without the
    staleness check."""
    if shutil.which("go") is None:
        raise OracleUnavailable(
            "Go is required: tools/oracle (the real kube-scheduler) is built with `go`, "
            "which is not on PATH. Install Go (see README.md)."
        )
    built = subprocess.run(
        [str(ORACLE), "--edition", edition, "config", "defaults"],
        capture_output=True,
        text=True,
        env={**os.environ, "GOTOOLCHAIN": "local"},
    )
    if built.returncode != 0:
        raise OracleUnavailable(
            f"tools/oracle/run failed to build or run the oracle:\n{built.stderr}"
        )
    return ORACLE_BINARIES[edition]


#: The longest one oracle run may take before it counts as hung: a conformance scenario takes
#: a few seconds at most, a large differential case well under a minute on a loaded machine.
ORACLE_TIMEOUT_SECONDS = 300


class OracleTimeout(RuntimeError):
    """The oracle ran longer than ORACLE_TIMEOUT_SECONDS (it hung) and was killed."""


def _timed_out(command: object) -> OracleTimeout:
    return OracleTimeout(
        f"tools/oracle did not finish within {ORACLE_TIMEOUT_SECONDS} s and was killed "
        f"(it hangs on this input): {command}"
    )


def oracle_command(
    binary: Path, args: Sequence[str], cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the oracle binary with args, its output captured as text; every test runs the
    oracle through here or oracle_communicate, so that a hang fails with OracleTimeout."""
    try:
        return subprocess.run(
            [str(binary), *args],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=ORACLE_TIMEOUT_SECONDS,
        )
    except subprocess.TimeoutExpired as err:
        raise _timed_out(f"oracle {' '.join(args)}") from err


def oracle_communicate(process: subprocess.Popen[str]) -> tuple[str, str]:
    """Standard output and error of an oracle started with Popen (text, both piped); killed
    and OracleTimeout when it runs longer than the limit."""
    try:
        return process.communicate(timeout=ORACLE_TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired as err:
        process.kill()
        process.communicate()
        raise _timed_out(process.args) from err


def oracle_args(scenario: Scenario, edition: str = "1.31") -> list[str]:
    """The oracle's arguments for a scenario (after the binary); paths relative to the
    repository root (run it there), so that messages naming the files read the same in every
    checkout."""
    args = ["simulate", _relative(scenario.path), "--output", "json"]
    if scenario.config:
        args += ["--config", _relative(scenario.config)]
    if scenario.feature_gates:
        args += ["--feature-gates", scenario.feature_gates]
    return args


def _relative(path: Path) -> str:
    return str(path.relative_to(ROOT))


def run_oracle(scenario: Scenario, edition: str = "1.31") -> str:
    """The real scheduler's JSON for a scenario (builds tools/oracle on first use). v1.37.2's
    refusal of a scenario (exit code 2) is recorded as a JSON document of its own:
    `{"refused": {"exitCode": 2, "stderr": "error: ..."}}`."""
    done = oracle_command(oracle_binary(edition), oracle_args(scenario, edition), cwd=ROOT)
    if edition != "1.31" and done.returncode == 2:
        refusal = {"refused": {"exitCode": done.returncode, "stderr": done.stderr}}
        return json.dumps(refusal, indent=2, ensure_ascii=False) + "\n"
    done.check_returncode()
    return done.stdout


def _top_scored(pod: dict[str, Any]) -> set[str]:
    totals: dict[str, int] = {}
    scores = json.loads(pod["annotations"].get(KEY_FINALSCORE_RESULT, "{}"))
    for node, by_plugin in scores.items():
        totals[node] = sum(int(score) for score in by_plugin.values())
    best = max(totals.values(), default=None)
    return {node for node, total in totals.items() if total == best}


def _without_placement(doc: dict[str, Any]) -> dict[str, Any]:
    """The document without what depends on which of several tied nodes was chosen."""
    pods = []
    for pod in doc["pods"]:
        kept = {k: v for k, v in pod.items() if k not in ("nodeName", "annotations")}
        pods.append(kept)
    events = [
        {k: v for k, v in e.items() if k != "note" or e["reason"] != "Scheduled"}
        for e in doc["events"]
    ]
    return {"kubernetesVersion": doc["kubernetesVersion"], "pods": pods, "events": events}


def compare(scenario: Scenario, ours: str, golden: str) -> list[str]:
    """What differs between our output and the golden one (empty when they agree)."""
    if ours == golden:
        return []
    if not scenario.ties:
        return [_first_difference(ours, golden)]
    our_doc, golden_doc = json.loads(ours), json.loads(golden)
    problems = []
    for ours_pod, golden_pod in zip(our_doc["pods"], golden_doc["pods"], strict=False):
        if ours_pod["nodeName"] == golden_pod["nodeName"]:
            continue
        top = _top_scored(golden_pod)
        if ours_pod["nodeName"] not in top:
            problems.append(
                f"{ours_pod['name']}: placed on {ours_pod['nodeName']!r}, the real scheduler "
                f"chose {golden_pod['nodeName']!r} among the top-scored {sorted(top)}"
            )
    if _without_placement(our_doc) != _without_placement(golden_doc):
        problems.append("outputs differ beyond the tied placements")
    return problems


def _first_difference(ours: str, golden: str) -> str:
    for number, (a, b) in enumerate(zip(ours.splitlines(), golden.splitlines(), strict=False), 1):
        if a != b:
            return f"line {number}: ours {a.strip()[:160]!r} != golden {b.strip()[:160]!r}"
    return "outputs differ in length"


def _regen(args: Sequence[str]) -> int:
    edition = "1.31"
    if args[:1] == ["--edition"] and len(args) >= 2:
        edition, args = args[1], args[2:]
    if edition not in EDITIONS:
        print(f"error: --edition {edition}: unknown edition (known: 1.31, 1.37)", file=sys.stderr)
        return 2
    selected = [Scenario(Path(p).resolve()) for p in args] if args else scenarios()
    for scenario in selected:
        if edition not in scenario.editions:
            print(f"skipped {scenario.name}: its editions are {', '.join(scenario.editions)}")
            continue
        golden = scenario.golden_of(edition)
        golden.write_text(run_oracle(scenario, edition))
        print(f"wrote {golden.relative_to(ROOT)}")
    return 0


def _results() -> Iterator[tuple[Scenario, list[str]]]:
    for scenario in scenarios():
        if "1.31" not in scenario.editions:
            continue  # the port follows v1.31.1; docs/what-changed.md covers v1.37.2
        if not scenario.golden.exists():
            yield scenario, ["no golden file (run regen)"]
            continue
        yield scenario, compare(scenario, run_python(scenario), scenario.golden.read_text())


def _report() -> int:
    by_area: dict[str, list[bool]] = defaultdict(list)
    failures = []
    for scenario, problems in _results():
        by_area[scenario.area].append(not problems)
        if problems:
            failures.append(f"  {scenario.name}: {problems[0]}")
    width = max((len(area) for area in by_area), default=4)
    print(f"{'AREA'.ljust(width)}  AGREE  TOTAL")
    for area, outcomes in sorted(by_area.items()):
        print(f"{area.ljust(width)}  {sum(outcomes):5}  {len(outcomes):5}")
    total = [ok for outcomes in by_area.values() for ok in outcomes]
    print(f"{'all'.ljust(width)}  {sum(total):5}  {len(total):5}")
    if failures:
        print("\nDisagreements:")
        print("\n".join(failures))
    return 0 if all(total) else 1


def main(argv: Sequence[str] | None = None) -> int:
    """`regen [--edition 1.37] [SCENARIO ...]` or `report`."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not SCENARIOS.is_dir():
        # A developer's tool: the corpus and the oracle live in the repository, not in the wheel.
        print(
            "kube_scheduler_py.simulation.conformance runs from a checkout of the repository "
            f"(no conformance corpus at {SCENARIOS})",
            file=sys.stderr,
        )
        return 2
    if args[:1] == ["regen"]:
        return _regen(args[1:])
    if args[:1] == ["report"]:
        return _report()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
