"""The Features value plugins get: one field per field of v1.37.2's struct, read from the gate."""

from __future__ import annotations

import dataclasses
import re
import subprocess
from pathlib import Path

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.features import DefaultFeatureGate
from kube_scheduler_py.v1_37.framework.plugins.feature import (
    Features,
    new_scheduler_features_from_gates,
)


def _go_fields() -> tuple[list[str], dict[str, str]]:
    """The struct's fields in order, and field -> gate as NewSchedulerFeaturesFromGates fills it."""
    cache = subprocess.run(
        ["go", "env", "GOMODCACHE"], capture_output=True, text=True, check=True
    ).stdout.strip()
    go = Path(cache) / "k8s.io" / "kubernetes@v1.37.2" / "pkg" / "scheduler" / "framework"
    text = (go / "plugins" / "feature" / "feature.go").read_text()
    struct = text[text.index("type Features struct {") : text.index("\n}\n")]
    declared = re.findall(r"^\t(\w+)\s+bool$", struct, re.MULTILINE)
    filled = re.findall(r"(\w+):\s+featureGate\.Enabled\(features\.(\w+)\)", text)
    return declared, dict(filled)


def _snake(go_name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", go_name.replace("DRA", "Dra")).lower()


def test_one_field_per_go_field_each_from_its_gate() -> None:
    declared, go = _go_fields()
    assert sorted(declared) == sorted(go)
    assert [f.name for f in dataclasses.fields(Features)] == [_snake(name) for name in declared]
    with features.feature_gates_set(
        {"GenericWorkload": True, "TopologyAwareWorkloadScheduling": True}
    ):
        got = dataclasses.asdict(new_scheduler_features_from_gates(DefaultFeatureGate))
        for field, gate in go.items():
            assert got[_snake(field)] is DefaultFeatureGate.enabled(gate), field
    assert got["enable_generic_workload"] and got["enable_topology_aware_workload_scheduling"]
    assert got["enable_dynamic_resource_allocation"]  # GA and locked on in v1.37.2
    assert not new_scheduler_features_from_gates(DefaultFeatureGate).enable_generic_workload
