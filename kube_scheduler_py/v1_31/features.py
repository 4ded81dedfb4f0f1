"""Feature gates: which ones the scheduler reads, and kube-scheduler's `--feature-gates`.

This is the part of pkg/features (the gate names), of k8s.io/component-base/featuregate (the
gate itself: defaults, explicit values, `Set` and its errors) and of
k8s.io/apiserver/pkg/util/feature (the process-wide `DefaultFeatureGate`) that the scheduler
needs. The gate knows every gate kube-scheduler v1.31.1 knows (`v1_31.known_features`),
so a flag is accepted or refused exactly as kube-scheduler accepts or refuses it; the names
declared below are the ones code under pkg/scheduler reads (plus SELinuxMountReadWriteOncePod,
read by the API server's CSIDriver defaulting).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from kube_scheduler_py.v1_31.api.util.errors.errors import new_aggregate
from kube_scheduler_py.v1_31.api.util.validation.field.errors import go_quote
from kube_scheduler_py.v1_31.known_features import GA, KNOWN_FEATURES, Alpha, Beta, Deprecated

# Python: featuregate.Feature is a plain string.
Feature = str

# Python: the gate names declared in pkg/features that code under pkg/scheduler reads.
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

#: Every gate code under pkg/scheduler v1.31.1 reads (grep utilfeature/feature.DefaultFeatureGate).
SCHEDULER_FEATURES: tuple[Feature, ...] = (
    CSIMigrationPortworx,
    DRAControlPlaneController,
    DynamicResourceAllocation,
    InPlacePodVerticalScaling,
    MatchLabelKeysInPodTopologySpread,
    NodeInclusionPolicyInPodTopologySpread,
    SchedulerQueueingHints,
    SidecarContainers,
    VolumeAttributesClass,
    VolumeCapacityPriority,
)

# The two gates that switch every alpha or every beta gate not set explicitly.
allAlphaGate: Feature = "AllAlpha"
allBetaGate: Feature = "AllBeta"


@dataclass(frozen=True, slots=True)
class FeatureSpec:
    """A gate's default state, maturity, and whether it may be changed at all.

    # Python: no Version field; every gate of v1.31.1 is registered unversioned.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L72-L83
    """

    default: bool
    pre_release: str
    lock_to_default: bool = False


# Python: pkg/features' defaultKubernetesFeatureGates with the gates the kube-scheduler
# command adds, read from the generated table.
defaultKubernetesFeatureGates: dict[Feature, FeatureSpec] = {
    name: FeatureSpec(default, pre_release, locked)
    for name, (default, pre_release, locked) in KNOWN_FEATURES.items()
}


class FeatureGateNotRegisteredError(Exception):
    """Raised when code asks for a gate the feature gate does not know.

    Python-only: Go panics here; this class names the failure.
    """


class FeatureGateError(ValueError):
    """A `--feature-gates` value kube-scheduler refuses; the message is kube-scheduler's.

    Python-only: Go returns plain `error` values here; this class names them.
    """


def set_unset_alpha_gates(
    known: Mapping[Feature, FeatureSpec], enabled: dict[Feature, bool], val: bool
) -> None:
    """AllAlpha: give every alpha gate not set explicitly the value `val`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L219-L231
    """
    for k, v in known.items():
        if k in (allAlphaGate, allBetaGate):
            continue
        if v.pre_release == Alpha and k not in enabled:
            enabled[k] = val


def set_unset_beta_gates(
    known: Mapping[Feature, FeatureSpec], enabled: dict[Feature, bool], val: bool
) -> None:
    """AllBeta: give every beta gate not set explicitly the value `val`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L233-L245
    """
    for k, v in known.items():
        if k in (allAlphaGate, allBetaGate):
            continue
        if v.pre_release == Beta and k not in enabled:
            enabled[k] = val


# Python: featuregate's specialFeatures (the gates with their own handling).
_special: dict[
    Feature, Callable[[Mapping[Feature, FeatureSpec], dict[Feature, bool], bool], None]
] = {
    allAlphaGate: set_unset_alpha_gates,
    allBetaGate: set_unset_beta_gates,
}


class featureGate:
    """The known gates plus the values set on top of their defaults.

    # Python: no emulation version (kube-scheduler v1.31.1 runs at its own, 1.31), no flag set
    # and no metrics; tests flip gates with set_feature_gate_during_test.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L196-L217
    """

    def __init__(self, known: Mapping[Feature, FeatureSpec]) -> None:
        self.known = {
            allAlphaGate: FeatureSpec(False, Alpha),
            allBetaGate: FeatureSpec(False, Beta),
        }
        self.known.update(known)
        # Python: Go's `enabled` map; renamed so it does not clash with the method.
        self.explicit: dict[Feature, bool] = {}
        # The values as given, AllAlpha and AllBeta included (Go's enabledRaw).
        self.enabled_raw: dict[str, bool] = {}

    def enabled(self, key: Feature) -> bool:
        """Whether the gate `key` is on; unknown gates raise FeatureGateNotRegisteredError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L588-L593
        """
        return feature_enabled(key, self.explicit, self.known)

    def set(self, value: str) -> None:
        """Parse `A=true,B=false` and set those gates; FeatureGateError with Go's message.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L283-L302
        """
        m: dict[str, bool] = {}
        for s in value.split(","):
            if len(s) == 0:
                continue
            arr = s.split("=", 1)
            k = arr[0].strip()
            if len(arr) != 2:
                raise FeatureGateError(f"missing bool value for {k}")
            v = arr[1].strip()
            bool_value = _parse_bool(v)
            if bool_value is None:
                raise FeatureGateError(
                    f"invalid value of {k}={v}, err: strconv.ParseBool: parsing {go_quote(v)}: "
                    "invalid syntax"
                )
            m[k] = bool_value
        self.set_from_map(m)

    def unsafe_set_from_map(self, enabled: dict[Feature, bool], m: Mapping[str, bool]) -> list[str]:
        """Resolve the values in `m` into `enabled`; return the errors.

        # Python: Go ranges over a map, so with several bad gates which ones are reported, and
        # in which order, is random there; here they come in the order they were given.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L317-L358
        """
        errs: list[str] = []
        for k, v in m.items():
            feature_spec = self.known.get(k)
            if feature_spec is None:
                errs.append(f"unrecognized feature gate: {k}")
                return errs
            if feature_spec.lock_to_default and feature_spec.default != v:
                errs.append(
                    f"cannot set feature gate {k} to {_go_bool(v)}, feature is locked to "
                    f"{_go_bool(feature_spec.default)}"
                )
                continue
            special = _special.get(k)
            if special is not None:
                special(self.known, enabled, v)
                enabled[k] = v
                continue
            enabled[k] = v
            # Python: Go warns through klog about setting a GA or deprecated gate; the
            # command line prints no logs.
        return errs

    def set_from_map(self, m: Mapping[str, bool]) -> None:
        """Set explicit values (as `--feature-gates` does); nothing changes on an error.

        # Python: Go keeps the raw values even when they are refused; kube-scheduler exits
        # then, and this port leaves the gate as it was.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L361-L390
        """
        enabled = dict(self.explicit)
        enabled_raw = {**self.enabled_raw, **m}
        errs = self.unsafe_set_from_map(enabled, enabled_raw)
        aggregate = new_aggregate([FeatureGateError(e) for e in errs])
        if aggregate is not None:
            raise FeatureGateError(str(aggregate))
        self.explicit = enabled
        self.enabled_raw = enabled_raw

    def known_features(self) -> list[str]:
        """The settable gates, `A=true|false (BETA - default=false)`, as kube-scheduler lists them.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L643-L658
        """
        known = []
        for k, v in self.known.items():
            if v.pre_release in (GA, Deprecated) and k not in (allAlphaGate, allBetaGate):
                continue
            known.append(f"{k}=true|false ({v.pre_release} - default={_go_bool(v.default)})")
        return sorted(known)


def _parse_bool(s: str) -> bool | None:
    """Python-only: Go's strconv.ParseBool (None where it fails)."""
    if s in ("1", "t", "T", "TRUE", "true", "True"):
        return True
    if s in ("0", "f", "F", "FALSE", "false", "False"):
        return False
    return None


def _go_bool(b: bool) -> str:
    return "true" if b else "false"


def feature_enabled(
    key: Feature, enabled: dict[Feature, bool], known: Mapping[Feature, FeatureSpec]
) -> bool:
    """Look a gate up: an explicit value wins over the registered default.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L575-L585
    """
    if key in enabled:
        return enabled[key]
    if key in known:
        return known[key].default
    raise FeatureGateNotRegisteredError(f'feature "{key}" is not registered in FeatureGate')


# Python: the process-wide gate of k8s.io/apiserver/pkg/util/feature, pre-loaded with every
# gate as pkg/features' init and kube-scheduler's command do.
DefaultFeatureGate = featureGate(defaultKubernetesFeatureGates)

#: Gates whose scheduler code the port leaves out: turning one on is refused.
NOT_PORTED: dict[Feature, str] = {
    DynamicResourceAllocation: "the DynamicResources plugin is not ported",
}


def parse_feature_gates_flag(values: Sequence[str]) -> dict[str, bool]:
    """The gates kube-scheduler's `--feature-gates` sets, given each occurrence of the flag.

    Python-only: kube-scheduler v1.31.1 reads the flag through a ComponentGlobalsRegistry
    (k8s.io/apiserver/pkg/util/version/registry.go): each comma-separated pair may carry a
    component prefix (`kube:A=true`, or none for kube), and the pairs of the kube component
    are joined and handed to the gate's Set. The same errors, with the same words, as there
    (ColonSeparatedMultimapStringString.Set, componentGlobalsRegistry.Set, featureGate.Set);
    the values are checked against a copy, so DefaultFeatureGate is not touched.
    """
    by_component: dict[str, list[str]] = {}
    for value in values:
        for pair in value.split(","):
            if len(pair) == 0:
                continue
            kv = pair.split(":", 1)
            component, gate = (
                ("", kv[0].strip()) if len(kv) == 1 else (kv[0].strip(), kv[1].strip())
            )
            by_component.setdefault(component, []).append(gate)
    # Python: Go ranges over a map of components here, so which of two errors comes first is
    # random there; here the component given first is checked first.
    for component in by_component:
        if component == "" and "kube" in by_component:
            raise FeatureGateError(
                "set kube feature gates with default empty prefix or kube: prefix "
                "consistently, do not mix use"
            )
        if component not in ("", "kube"):
            raise FeatureGateError(f"component not registered: {component}")
    check = featureGate(defaultKubernetesFeatureGates)
    for gates in by_component.values():
        check.set(",".join(gates))
    return dict(check.enabled_raw)


@contextmanager
def feature_gates_set(gates: Mapping[str, bool] | None) -> Iterator[None]:
    """DefaultFeatureGate with `gates` set on top, for the duration of a `with` block.

    Python-only: kube-scheduler sets its gates once per process; this port runs many
    scenarios in one process, so every run sets its gates here and gets the previous state
    back afterwards, whatever happens inside. A gate whose scheduler code is not ported
    (NOT_PORTED) raises FeatureGateError when it ends up on.
    """
    explicit, enabled_raw = dict(DefaultFeatureGate.explicit), dict(DefaultFeatureGate.enabled_raw)
    try:
        if gates:
            DefaultFeatureGate.set_from_map(gates)
            for name, why in NOT_PORTED.items():
                if DefaultFeatureGate.enabled(name):
                    raise FeatureGateError(f"{name}=true: {why}")
        yield
    finally:
        DefaultFeatureGate.explicit, DefaultFeatureGate.enabled_raw = explicit, enabled_raw


@contextmanager
def set_feature_gate_during_test(gate: featureGate, f: Feature, value: bool) -> Iterator[None]:
    """Turn a gate on or off for the duration of a `with` block, then restore it.

    # Python: a context manager stands in for Go's tb.Cleanup.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/featuregate/testing/feature_gate.go#L47-L89
    """
    # Python: both maps are restored as they were; Go restores the one value through Set.
    explicit, enabled_raw = dict(gate.explicit), dict(gate.enabled_raw)
    gate.set_from_map({f: value})
    try:
        yield
    finally:
        gate.explicit, gate.enabled_raw = explicit, enabled_raw
