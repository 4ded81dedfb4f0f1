"""known_fields.json must list exactly the JSON fields of the v1.37.2 Go types."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.scheduling import v1alpha3, v1beta1
from kube_scheduler_py.v1_37.api.serialization import _known_go_fields

ROOT = Path(__file__).resolve().parents[3]


def test_known_fields_match_the_go_types() -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "gen_known_fields.py"),
            "--edition",
            "1.37",
            "--check",
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


def test_modelled_fields_are_a_subset_of_the_go_fields() -> None:
    assert "dnsPolicy" in _known_go_fields(v1.PodSpec)
    assert "schedulingGroup" in _known_go_fields(v1.PodSpec)
    assert "nodeNameX" not in _known_go_fields(v1.PodSpec)


def test_the_workload_groups_are_listed() -> None:
    assert {"apiVersion", "kind", "metadata", "spec", "status"} <= _known_go_fields(
        v1beta1.PodGroup
    )
    assert "spec" in _known_go_fields(v1alpha3.CompositePodGroup)
