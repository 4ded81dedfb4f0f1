"""Feature gates the scheduler reads, with their Kubernetes v1.31.1 defaults.

This is the part of pkg/features (the gate names and defaults), of
k8s.io/component-base/featuregate (the gate itself) and of k8s.io/apiserver/pkg/util/feature
(the process-wide `DefaultFeatureGate`) that the scheduler needs. Only gates that code under
pkg/scheduler reads are registered.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

# Python: featuregate.Feature is a plain string.
Feature = str

# Maturity levels of a gate (featuregate.prerelease values).
Alpha = "ALPHA"
Beta = "BETA"
GA = ""

# Python: the scheduler-relevant subset of the gate names declared in pkg/features.
CSIMigrationPortworx: Feature = "CSIMigrationPortworx"
DRAControlPlaneController: Feature = "DRAControlPlaneController"
DynamicResourceAllocation: Feature = "DynamicResourceAllocation"
InPlacePodVerticalScaling: Feature = "InPlacePodVerticalScaling"
MatchLabelKeysInPodTopologySpread: Feature = "MatchLabelKeysInPodTopologySpread"
NodeInclusionPolicyInPodTopologySpread: Feature = "NodeInclusionPolicyInPodTopologySpread"
SchedulerQueueingHints: Feature = "SchedulerQueueingHints"
SELinuxMountReadWriteOncePod: Feature = "SELinuxMountReadWriteOncePod"
SidecarContainers: Feature = "SidecarContainers"
VolumeAttributesClass: Feature = "VolumeAttributesClass"
VolumeCapacityPriority: Feature = "VolumeCapacityPriority"


@dataclass(frozen=True, slots=True)
class FeatureSpec:
    """A gate's default state and maturity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L72-L83
    """

    default: bool
    pre_release: str


# Python: the v1.31.1 entries of pkg/features' defaultKubernetesFeatureGates for the gates above
# (kube_features.go#L1012-L1336).
defaultKubernetesFeatureGates: dict[Feature, FeatureSpec] = {
    CSIMigrationPortworx: FeatureSpec(default=True, pre_release=Beta),
    DRAControlPlaneController: FeatureSpec(default=False, pre_release=Alpha),
    DynamicResourceAllocation: FeatureSpec(default=False, pre_release=Alpha),
    InPlacePodVerticalScaling: FeatureSpec(default=False, pre_release=Alpha),
    MatchLabelKeysInPodTopologySpread: FeatureSpec(default=True, pre_release=Beta),
    NodeInclusionPolicyInPodTopologySpread: FeatureSpec(default=True, pre_release=Beta),
    SchedulerQueueingHints: FeatureSpec(default=False, pre_release=Beta),
    SELinuxMountReadWriteOncePod: FeatureSpec(default=True, pre_release=Beta),
    SidecarContainers: FeatureSpec(default=True, pre_release=Beta),
    VolumeAttributesClass: FeatureSpec(default=False, pre_release=Beta),
    VolumeCapacityPriority: FeatureSpec(default=False, pre_release=Alpha),
}


class FeatureGateNotRegisteredError(Exception):
    """Raised when code asks for a gate the feature gate does not know.

    Python-only: Go returns plain `error` values here; this class names them.
    """


class featureGate:
    """A set of known gates plus the values explicitly set on top of their defaults.

    # Python: no emulation versions and no locking; the scheduler only reads gates, and tests
    # flip them with set_feature_gate_during_test.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L196-L217
    """

    def __init__(self, known: dict[Feature, FeatureSpec]) -> None:
        self.known = dict(known)
        # Python: Go's `enabled` map; renamed so it does not clash with the method.
        self.explicit: dict[Feature, bool] = {}

    def enabled(self, key: Feature) -> bool:
        """Whether the gate `key` is on; unknown gates raise FeatureGateNotRegisteredError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L588-L593
        """
        return feature_enabled(key, self.explicit, self.known)

    def set_from_map(self, m: dict[str, bool]) -> None:
        """Set explicit values for known gates (as `--feature-gates` does).

        # Python: an unknown name raises FeatureGateNotRegisteredError and nothing is changed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L361-L390
        """
        for k in m:
            if k not in self.known:
                raise FeatureGateNotRegisteredError(f"unrecognized feature gate: {k}")
        self.explicit.update(m)


def feature_enabled(
    key: Feature, enabled: dict[Feature, bool], known: dict[Feature, FeatureSpec]
) -> bool:
    """Look a gate up: an explicit value wins over the registered default.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L575-L585
    """
    if key in enabled:
        return enabled[key]
    if key in known:
        return known[key].default
    raise FeatureGateNotRegisteredError(f'feature "{key}" is not registered in FeatureGate')


# Python: the process-wide gate of k8s.io/apiserver/pkg/util/feature, pre-loaded with the
# scheduler's gates as pkg/features' init does.
DefaultFeatureGate = featureGate(defaultKubernetesFeatureGates)


@contextmanager
def set_feature_gate_during_test(gate: featureGate, f: Feature, value: bool) -> Iterator[None]:
    """Turn a gate on or off for the duration of a `with` block, then restore it.

    # Python: a context manager stands in for Go's tb.Cleanup.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/testing/feature_gate.go#L47-L89
    """
    original_explicitly_set = f in gate.explicit
    original_value = gate.enabled(f)
    gate.set_from_map({f: value})
    try:
        yield
    finally:
        if original_explicitly_set:
            gate.explicit[f] = original_value
        else:
            gate.explicit.pop(f, None)
