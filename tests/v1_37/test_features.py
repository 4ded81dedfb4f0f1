"""Tests of kube-scheduler v1.37.2's feature gates, held to what the real gate answered.

tests/v1_37/testdata/feature_gates.json is what kube-scheduler v1.37.2's own gate (built from
k8s.io/kubernetes v1.37.2, tools/editions/gates_v1_37) reported: every gate's spec at the
emulation version, the `--feature-gates` help lines, and the outcome of a set of flag cases.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.features import DefaultFeatureGate, FeatureGateNotRegisteredError

GOLDEN: dict[str, Any] = json.loads(
    (Path(__file__).parent / "testdata" / "feature_gates.json").read_text()
)


def test_every_gate_at_the_emulation_version_is_gos() -> None:
    ours = {
        name: {
            "default": spec.default,
            "preRelease": spec.pre_release,
            "lockToDefault": spec.lock_to_default,
        }
        for name, spec in DefaultFeatureGate.get_all().items()
    }
    assert ours == GOLDEN["all"]


def test_the_help_lines_are_gos() -> None:
    assert DefaultFeatureGate.known_features() == GOLDEN["known"]


#: Where one message ends and the next begins in an aggregate of several.
_NEXT_ERROR = re.compile(r", (?=cannot set feature gate |\w+ is enabled, but depends on )")


def _same_errors(go: str, ours: str) -> bool:
    """Go reports several errors in map order, `[a, b]`; the same messages in any order match."""
    if not (go.startswith("[") and ours.startswith("[")):
        return go == ours
    return sorted(_NEXT_ERROR.split(go[1:-1])) == sorted(_NEXT_ERROR.split(ours[1:-1]))


@pytest.mark.parametrize("case", GOLDEN["cases"], ids=lambda c: " ".join(c["flags"]) or "-")
def test_flag_cases_end_as_in_go(case: dict[str, Any]) -> None:
    flags: list[str] = case["flags"]
    if case["error"] is not None:
        with pytest.raises(features.FeatureGateError) as err:
            features.parse_feature_gates_flag(flags)
        assert _same_errors(case["error"], str(err.value)), (case["error"], str(err.value))
        assert DefaultFeatureGate.explicit == {}
        return
    with features.feature_gates_set(features.parse_feature_gates_flag(flags)):
        changed = {
            name: on
            for name, spec in DefaultFeatureGate.get_all().items()
            if (on := DefaultFeatureGate.enabled(name)) != spec.default
        }
    assert changed == case["enabled"]
    assert DefaultFeatureGate.explicit == {} and DefaultFeatureGate.enabled_raw == {}


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (
            ["DynamicResourceAllocation=false"],
            "cannot set feature gate DynamicResourceAllocation to false, feature is locked to true",
        ),
        (["SchedulerQueueingHints=true"], "unrecognized feature gate: SchedulerQueueingHints"),
        (["SidecarContainers=true"], "unrecognized feature gate: SidecarContainers"),
        (["GenericWorkload"], "missing bool value for GenericWorkload"),
        (
            ["GenericWorkload=yes"],
            'invalid value of GenericWorkload=yes, err: strconv.ParseBool: parsing "yes": '
            "invalid syntax",
        ),
        (
            ["CompositePodGroup=true"],
            "CompositePodGroup is enabled, but depends on features that are disabled: "
            "[GenericWorkload TopologyAwareWorkloadScheduling]",
        ),
        (["wardle:A=true"], "component not registered: wardle"),
        (
            ["GenericWorkload=true", "kube:OpportunisticBatching=false"],
            "set kube feature gates with default empty prefix or kube: prefix consistently, "
            "do not mix use",
        ),
        (
            ["AllAlpha=true"],
            "[CompositePodGroup is enabled, but depends on features that are disabled: "
            "[GenericWorkload], PodGroupPreemptionPolicy is enabled, but depends on features "
            "that are disabled: [GenericWorkload], TopologyAwareWorkloadScheduling is enabled, "
            "but depends on features that are disabled: [GenericWorkload], WorkloadWithJob is "
            "enabled, but depends on features that are disabled: [GenericWorkload]]",
        ),
    ],
)
def test_refusals_are_kube_schedulers(flags: list[str], message: str) -> None:
    with pytest.raises(features.FeatureGateError) as err:
        features.parse_feature_gates_flag(flags)
    assert str(err.value) == message
    assert DefaultFeatureGate.explicit == {}


@pytest.mark.parametrize(
    ("flags", "wanted"),
    [
        (["AllBeta=true"], {"GenericWorkload": True, "DRAWorkloadResourceClaims": True}),
        (["AllAlpha=true", "AllBeta=true"], {"CompositePodGroup": True}),
        (["kube:GenericWorkload=true"], {"GenericWorkload": True}),
        ([" GenericWorkload = T ,", "OpportunisticBatching=0"], {"OpportunisticBatching": False}),
        # A locked gate may be "set" to the value it is locked to.
        (["DynamicResourceAllocation=true"], {"DynamicResourceAllocation": True}),
    ],
)
def test_accepted_flags(flags: list[str], wanted: dict[str, bool]) -> None:
    with features.feature_gates_set(features.parse_feature_gates_flag(flags)):
        for name, on in wanted.items():
            assert DefaultFeatureGate.enabled(name) is on


def test_a_gate_answers_from_its_spec_at_the_emulation_version() -> None:
    # DRAFractionalCapacityRange turns on by default only from minimum compatibility 1.37;
    # kube-scheduler v1.37.2 stays compatible with 1.36, so it is off.
    assert DefaultFeatureGate.emulation_version == (1, 37)
    assert DefaultFeatureGate.min_compatibility_version == (1, 36)
    assert not DefaultFeatureGate.enabled(features.DRAFractionalCapacityRange)
    specs = DefaultFeatureGate.known[features.DRAFractionalCapacityRange]
    at_1_37 = features.feature_spec_at_emulation_and_min_compat_version(specs, (1, 37), (1, 37))
    assert at_1_37.default
    # Before the release that introduced it, a gate is pre-alpha: unknown to the flag.
    early = features.feature_spec_at_emulation_and_min_compat_version(specs, (1, 36), None)
    assert early.pre_release == "PRE-ALPHA"


def test_unknown_gate() -> None:
    with pytest.raises(FeatureGateNotRegisteredError, match='feature "Nope" is not registered'):
        DefaultFeatureGate.enabled("Nope")


def _gates_read_by_go_scheduler() -> set[str]:
    """The gates that non-test Go code under pkg/scheduler v1.37.2 asks a FeatureGate about."""
    cache = subprocess.run(
        ["go", "env", "GOMODCACHE"], capture_output=True, text=True, check=True
    ).stdout.strip()
    scheduler = Path(cache) / "k8s.io" / "kubernetes@v1.37.2" / "pkg" / "scheduler"
    read = re.compile(r"featureGate\.Enabled\((?:\w+\.)?features\.(\w+)\)", re.IGNORECASE)
    gates: set[str] = set()
    for path in scheduler.rglob("*.go"):
        if not path.name.endswith("_test.go"):
            gates.update(read.findall(path.read_text()))
    return gates


def test_every_gate_the_scheduler_reads_is_declared_and_known() -> None:
    assert set(features.SCHEDULER_FEATURES) == _gates_read_by_go_scheduler()
    for gate in features.SCHEDULER_FEATURES:
        assert getattr(features, gate) == gate
        assert gate in DefaultFeatureGate.get_all()


def test_gates_do_not_outlive_their_run() -> None:
    with pytest.raises(RuntimeError), features.feature_gates_set({"GenericWorkload": True}):
        assert DefaultFeatureGate.enabled(features.GenericWorkload)
        raise RuntimeError
    assert DefaultFeatureGate.explicit == {} and DefaultFeatureGate.enabled_raw == {}


def test_turning_a_gate_off_in_a_test_turns_off_what_needs_it() -> None:
    # DRADeviceTaintRules (GA, on) needs DRADeviceTaints: the flag alone refuses turning that off.
    with pytest.raises(features.FeatureGateError, match="DRADeviceTaintRules is enabled, but"):
        features.parse_feature_gates_flag(["DRADeviceTaints=false"])
    with features.set_feature_gate_during_test(DefaultFeatureGate, features.DRADeviceTaints, False):
        assert not DefaultFeatureGate.enabled(features.DRADeviceTaints)
        assert not DefaultFeatureGate.enabled(features.DRADeviceTaintRules)
    assert DefaultFeatureGate.enabled(features.DRADeviceTaintRules)
    assert DefaultFeatureGate.explicit == {} and DefaultFeatureGate.enabled_raw == {}


def test_all_beta_in_a_test_sets_every_beta_gate() -> None:
    with features.set_feature_gates_during_test(
        DefaultFeatureGate, {"AllBeta": False, features.GenericWorkload: True}
    ):
        assert not DefaultFeatureGate.enabled(features.OpportunisticBatching)
        assert DefaultFeatureGate.enabled(features.GenericWorkload)
    assert DefaultFeatureGate.enabled(features.OpportunisticBatching)
