"""docs/what-changed.md is generated from the goldens of both editions and must be current;
the comparison names what the scenarios of area v1.37 were written to show."""

from __future__ import annotations

from kube_scheduler_py.simulation.conformance import SCENARIOS, Scenario
from kube_scheduler_py.simulation.what_changed import OUTPUT, compare_editions, current

V137 = SCENARIOS / "v1.37"


def test_what_changed_is_up_to_date() -> None:
    assert OUTPUT.read_text() == current(), "run bin/conformance-report --editions"


def test_the_taint_message_changed() -> None:
    comparison = compare_editions(Scenario(V137 / "taint-message.yaml"))
    assert comparison.status == "differs"
    assert "conditions" in comparison.aspects
    assert "placement" not in comparison.aspects
    assert "untolerated taint(s)" in comparison.example


def test_pop_from_backoffq_changes_who_gets_the_node() -> None:
    comparison = compare_editions(Scenario(V137 / "pop-from-backoffq.yaml"))
    assert comparison.aspects[0] == "placement"
    assert comparison.example == "first: node (none) → n1"


def test_balanced_allocation_changes_scores_only() -> None:
    comparison = compare_editions(Scenario(V137 / "balanced-allocation-change.yaml"))
    assert comparison.aspects == ("plugin results",)
    assert "NodeResourcesBalancedAllocation" in comparison.example


def test_a_scenario_of_one_edition_is_not_compared() -> None:
    comparison = compare_editions(Scenario(V137 / "pod-level-resources.yaml"))
    assert comparison.status == "v1.37.2 only"
