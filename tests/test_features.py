"""Tests of the feature gates the scheduler reads."""

from __future__ import annotations

import pytest

from kube_scheduler_py import features
from kube_scheduler_py.features import (
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
