"""The preemption picture: nodes with their allocatable CPU, the pods that ran there, PDB
budgets, victims and the nominated preemptor."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.viz.preemption import nominations_from_trace, preemption_picture

from .conftest import ROOT, Run

PDB_SCENARIO = ROOT / "tests/conformance/scenarios/preemption/pick-node-fewest-pdb-violations.yaml"


def test_example_victims_and_nomination(example: Callable[[str], Run]) -> None:
    run = example("preemption")
    picture = preemption_picture(run.objects, run.result)
    nodes = {node.name: node for node in picture.nodes}
    assert nodes["node-1"].allocatable_milli_cpu == 4000
    assert [(p.name, p.victim) for p in nodes["node-1"].pods] == [
        ("batch-a", True),
        ("batch-b", True),
    ]
    assert [p.name for p in nodes["node-1"].nominated] == ["payments"]
    assert nodes["node-1"].nominated[0].priority == 10000
    assert not any(p.victim for p in nodes["node-2"].pods)
    assert "batch-a: 2000m, priority 100  VICTIM" in picture.summary


def test_pdb_budget_is_shown() -> None:
    objects = load_paths([str(PDB_SCENARIO)]).objects
    result = simulate(objects, seed=0)
    picture = preemption_picture(objects, result, title="PDB")
    guarded = next(p for n in picture.nodes for p in n.pods if p.name == "guarded")
    assert guarded.pdbs == (("guard", 0),)
    assert not guarded.victim
    root = ET.fromstring(picture.to_svg())
    texts = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "PDB guard: 0 disruption(s) allowed" in texts


def test_nominations_from_trace(example: Callable[[str], Run]) -> None:
    assert nominations_from_trace(example("preemption").trace) == {"payments": "node-1"}


def test_save(tmp_path: Path, example: Callable[[str], Run]) -> None:
    run = example("preemption")
    target = preemption_picture(run.objects, run.result).save(tmp_path / "p.svg")
    assert target.read_text().startswith("<svg")
