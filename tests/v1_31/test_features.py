"""Tests of the feature gates the scheduler reads."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.features import (
    DefaultFeatureGate,
    FeatureGateNotRegisteredError,
    set_feature_gate_during_test,
)


@pytest.mark.parametrize(
    ("gate", "default"),
    [
        (features.CSIMigrationPortworx, True),
        (features.DRAControlPlaneController, False),
        (features.DynamicResourceAllocation, False),
        (features.InPlacePodVerticalScaling, False),
        (features.MatchLabelKeysInPodTopologySpread, True),
        (features.NodeInclusionPolicyInPodTopologySpread, True),
        (features.SchedulerQueueingHints, False),
        (features.SidecarContainers, True),
        (features.VolumeAttributesClass, False),
        (features.VolumeCapacityPriority, False),
    ],
)
def test_v1_31_1_defaults(gate: str, default: bool) -> None:
    assert DefaultFeatureGate.enabled(gate) is default


def test_override_is_restored() -> None:
    with set_feature_gate_during_test(DefaultFeatureGate, features.SchedulerQueueingHints, True):
        assert DefaultFeatureGate.enabled(features.SchedulerQueueingHints)
    assert not DefaultFeatureGate.enabled(features.SchedulerQueueingHints)


def test_unknown_gate() -> None:
    with pytest.raises(FeatureGateNotRegisteredError, match='feature "Nope" is not registered'):
        DefaultFeatureGate.enabled("Nope")


def _gates_read_by_go_scheduler() -> set[str]:
    """The gates that non-test Go code under pkg/scheduler v1.31.1 asks a FeatureGate about."""
    cache = subprocess.run(
        ["go", "env", "GOMODCACHE"], capture_output=True, text=True, check=True
    ).stdout.strip()
    scheduler = Path(cache) / "k8s.io" / "kubernetes@v1.31.1" / "pkg" / "scheduler"
    read = re.compile(r"FeatureGate\.Enabled\((?:\w+\.)?features\.(\w+)\)")
    gates: set[str] = set()
    for path in scheduler.rglob("*.go"):
        if not path.name.endswith("_test.go"):
            gates.update(read.findall(path.read_text()))
    return gates


def test_every_gate_the_scheduler_reads_is_declared_and_known() -> None:
    assert set(features.SCHEDULER_FEATURES) == _gates_read_by_go_scheduler()
    for gate in features.SCHEDULER_FEATURES:
        assert gate in features.defaultKubernetesFeatureGates


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        (["Nope=true"], "unrecognized feature gate: Nope"),
        (["SchedulerQueueingHints"], "missing bool value for SchedulerQueueingHints"),
        (
            ["SchedulerQueueingHints=yes"],
            'invalid value of SchedulerQueueingHints=yes, err: strconv.ParseBool: parsing "yes": '
            "invalid syntax",
        ),
        (
            ["PodDisruptionConditions=false"],
            "cannot set feature gate PodDisruptionConditions to false, feature is locked to true",
        ),
        (["wardle:A=true"], "component not registered: wardle"),
        (
            ["SidecarContainers=false", "kube:SchedulerQueueingHints=true"],
            "set kube feature gates with default empty prefix or kube: prefix consistently, "
            "do not mix use",
        ),
    ],
)
def test_flag_errors_are_kube_schedulers(flag: list[str], message: str) -> None:
    with pytest.raises(features.FeatureGateError) as err:
        features.parse_feature_gates_flag(flag)
    assert str(err.value) == message
    assert DefaultFeatureGate.explicit == {}


def test_flag_syntax() -> None:
    got = features.parse_feature_gates_flag(
        [" SchedulerQueueingHints = T ,", "SidecarContainers=0", "SidecarContainers=1"]
    )
    assert got == {"SchedulerQueueingHints": True, "SidecarContainers": True}
    assert features.parse_feature_gates_flag(["kube:SidecarContainers=false"]) == {
        "SidecarContainers": False
    }
    # A locked gate may be "set" to the value it is locked to.
    assert features.parse_feature_gates_flag(["PodDisruptionConditions=true"]) == {
        "PodDisruptionConditions": True
    }


def test_all_beta_switches_unset_beta_gates_only() -> None:
    with features.feature_gates_set({"AllBeta": True, "SidecarContainers": False}):
        assert DefaultFeatureGate.enabled(features.SchedulerQueueingHints)
        assert not DefaultFeatureGate.enabled(features.SidecarContainers)
        assert not DefaultFeatureGate.enabled(features.InPlacePodVerticalScaling)  # alpha
    assert not DefaultFeatureGate.enabled(features.SchedulerQueueingHints)


def test_gates_do_not_outlive_their_run() -> None:
    with pytest.raises(RuntimeError), features.feature_gates_set({"SchedulerQueueingHints": True}):
        assert DefaultFeatureGate.enabled(features.SchedulerQueueingHints)
        raise RuntimeError
    assert DefaultFeatureGate.explicit == {} and DefaultFeatureGate.enabled_raw == {}
    with features.feature_gates_set({"SchedulerQueueingHints": True}):
        # A test override inside a run is undone with it, and does not stick afterwards.
        with set_feature_gate_during_test(DefaultFeatureGate, features.SidecarContainers, False):
            pass
        assert DefaultFeatureGate.enabled(features.SidecarContainers)
    assert DefaultFeatureGate.enabled_raw == {}


def test_gates_whose_code_is_not_ported_are_refused() -> None:
    for gates in ({"DynamicResourceAllocation": True}, {"AllAlpha": True}):
        with (
            pytest.raises(features.FeatureGateError, match="DynamicResources plugin is not ported"),
            features.feature_gates_set(gates),
        ):
            pass
    assert DefaultFeatureGate.explicit == {}


def test_known_features_lists_settable_gates() -> None:
    listed = DefaultFeatureGate.known_features()
    assert "SchedulerQueueingHints=true|false (BETA - default=false)" in listed
    assert "AllAlpha=true|false (ALPHA - default=false)" in listed
    assert not any(line.startswith("PodDisruptionConditions=") for line in listed)
    assert listed == sorted(listed)
