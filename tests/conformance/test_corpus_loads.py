"""The conformance corpus and the examples are well-formed inputs.

Every scenario must load as the apiserver would store it (no errors, and no warnings: a warning
means an unknown field or kind, i.e. a typo the oracle would ignore too), every configuration
next to a scenario must load and validate, and the corpus must keep its size and its areas.
Whether the scheduler does what a scenario's comment says is checked against the goldens that
the real kube-scheduler (tools/oracle) writes, not here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kube_scheduler_py.simulation.conformance import Scenario
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.v1_31.apis.config.write import load_config_from_file

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "conformance" / "scenarios"
EXAMPLES = ROOT / "examples"
CONFIG_SUFFIX = ".config.yaml"
TIE_MARKER = "# tie: any-top-scored"
MIN_SCENARIOS = 160

#: The area directories of the corpus; each must hold several scenarios.
AREAS = (
    "admission",
    "config",
    "feature-gates",
    "image-locality",
    "int64",
    "inter-pod-affinity",
    "node-affinity",
    "node-name",
    "node-ports",
    "node-resources-fit",
    "node-resources-score",
    "node-unschedulable",
    "pod-topology-spread",
    "preemption",
    "profiles",
    "queue-order",
    "run-loop",
    "queueing-hints",
    "scheduling-gates",
    "taint-toleration",
    "timeline",
    "timeline-kinds",
    "v1.37",
    "volumes",
)


def _scenarios() -> list[Path]:
    return sorted(p for p in SCENARIOS.rglob("*.yaml") if not p.name.endswith(CONFIG_SUFFIX))


def _configs() -> list[Path]:
    return sorted(SCENARIOS.rglob("*" + CONFIG_SUFFIX))


def _examples() -> list[Path]:
    return sorted(EXAMPLES.glob("*.yaml"))


def _id(path: Path) -> str:
    return str(path.relative_to(ROOT))


def _port_scenarios() -> list[Path]:
    """The scenarios v1.31.1 runs (the port's edition): all but `# editions: 1.37` ones."""
    return [path for path in _scenarios() if "1.31" in Scenario(path).editions]


def test_only_v137_scenarios_leave_the_port_out() -> None:
    """A scenario only v1.37.2 runs may use fields v1.31.1 does not know; it lives in v1.37/."""
    v137_only = {_id(path) for path in _scenarios()} - {_id(path) for path in _port_scenarios()}
    assert all("/scenarios/v1.37/" in name for name in v137_only), v137_only


@pytest.mark.parametrize("path", _port_scenarios() + _examples(), ids=_id)
def test_scenario_loads_without_warnings(path: Path) -> None:
    result = load_paths([str(path)])
    assert result.objects, f"{_id(path)} holds no objects"
    assert result.warnings == []


@pytest.mark.parametrize("path", _scenarios() + _examples(), ids=_id)
def test_scenario_starts_with_a_comment(path: Path) -> None:
    lines = path.read_text().splitlines()
    assert lines and lines[0].startswith("# "), "a scenario opens with what it checks"
    markers = [i for i, line in enumerate(lines) if line.startswith("# tie:")]
    assert markers in ([], [0]), "the tie marker, if any, is the first line"
    if markers:
        assert lines[0] == TIE_MARKER


@pytest.mark.parametrize("path", _scenarios() + _examples(), ids=_id)
def test_feature_gates_marker_is_kube_scheduler_syntax(path: Path) -> None:
    gates = Scenario(path).feature_gates
    if gates is not None:
        assert features.parse_feature_gates_flag([gates]), "a marker names at least one gate"


@pytest.mark.parametrize("path", _configs(), ids=_id)
def test_config_loads(path: Path) -> None:
    scenario = path.with_name(path.name.removesuffix(CONFIG_SUFFIX) + ".yaml")
    assert scenario.is_file(), f"{_id(path)} has no scenario next to it"
    cfg = load_config_from_file(str(path))
    assert cfg.profiles


def test_corpus_size_and_areas() -> None:
    scenarios = _scenarios()
    assert len(scenarios) >= MIN_SCENARIOS
    areas = {p.relative_to(SCENARIOS).parts[0] for p in scenarios}
    # differential/ holds what the differential test found and saved; it may be small.
    assert areas - {"differential"} == set(AREAS)
    for area in AREAS:
        assert len(list((SCENARIOS / area).glob("*.yaml"))) >= 3, area


def test_examples_are_listed_in_their_readme() -> None:
    readme = (EXAMPLES / "README.md").read_text()
    for path in _examples():
        assert f"({path.name})" in readme, path.name
