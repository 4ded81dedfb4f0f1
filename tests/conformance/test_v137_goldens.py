"""The v1.37.2 goldens: every scenario that v1.37.2 runs has one, and it is what the real
kube-scheduler v1.37.2 (tools/oracle/run --edition 1.37) prints now.

A scenario v1.37.2 refuses has a refusal golden (exit code and standard error) instead of an
output. Scenarios with the tie marker are compared as the port's are (any top-scored node).
Regenerate with `python -m kube_scheduler_py.simulation.conformance regen --edition 1.37`.
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.simulation.conformance import Scenario, compare, run_oracle, scenarios

V137 = [s for s in scenarios() if "1.37" in s.editions]


def test_every_v137_scenario_has_its_golden() -> None:
    assert len(V137) >= 100
    missing = [s.name for s in V137 if not s.golden_of("1.37").exists()]
    assert missing == [], f"scenarios without a v1.37 golden: {missing}"


def test_only_scenarios_of_an_edition_have_its_golden() -> None:
    stray = [
        s.name
        for s in scenarios()
        for edition in ("1.31", "1.37")
        if edition not in s.editions and s.golden_of(edition).exists()
    ]
    assert stray == []


@pytest.mark.parametrize("scenario", V137, ids=[s.name for s in V137])
def test_v137_golden_is_what_the_oracle_prints(scenario: Scenario) -> None:
    # A scenario with the tie marker may land on any top-scored node: v1.37.2 no longer draws
    # at random, but the order of the feasible nodes can still come from Go's map order (a
    # PreFilter's node set), so placements are compared as for the v1.31 goldens.
    printed, golden = run_oracle(scenario, "1.37"), scenario.golden_of("1.37").read_text()
    if '"refused"' in golden:
        assert printed == golden
    else:
        assert compare(scenario, printed, golden) == []
