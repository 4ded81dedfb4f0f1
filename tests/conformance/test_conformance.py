"""Every conformance scenario: our simulate must print exactly what the real scheduler did.

The goldens are the output of tools/oracle (kube-scheduler v1.31.1) on each scenario,
regenerated with `python -m kube_scheduler_py.simulation.conformance regen`. The port follows
v1.31.1, so only the v1.31.1 goldens count here; scenarios that only v1.37.2 runs
(`# editions: 1.37`) are held to their v1.37 golden by test_v137_goldens.py.
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.simulation.conformance import Scenario, compare, run_python, scenarios

V131 = [s for s in scenarios() if "1.31" in s.editions]
WITH_GOLDEN = [s for s in V131 if s.golden.exists()]


def test_the_corpus_has_goldens() -> None:
    assert len(WITH_GOLDEN) >= 100
    missing = [s.name for s in V131 if not s.golden.exists()]
    assert missing == [], f"scenarios without a golden file: {missing}"


@pytest.mark.parametrize("scenario", WITH_GOLDEN, ids=[s.name for s in WITH_GOLDEN])
def test_simulate_matches_the_real_scheduler(scenario: Scenario) -> None:
    problems = compare(scenario, run_python(scenario), scenario.golden.read_text())
    assert problems == []
