"""Feature gates: which ones the scheduler reads, and kube-scheduler's `--feature-gates`.

This is the part of pkg/features (the gate names), of k8s.io/component-base/featuregate (the
versioned gate: specs per release, the emulation version, `Set` and its errors, dependencies),
of k8s.io/component-base/compatibility and cli/flag (the ComponentGlobalsRegistry through
which kube-scheduler reads `--feature-gates`) and of k8s.io/apiserver/pkg/util/feature (the
process-wide `DefaultFeatureGate`) that the scheduler needs, at v1.37.2. The gate knows every
gate kube-scheduler v1.37.2 knows (`v1_37.known_features`), so a flag is accepted or refused
exactly as kube-scheduler accepts or refuses it; the names declared below are the ones code
under pkg/scheduler reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass

from kube_scheduler_py.gostrconv import parse_bool, quote
from kube_scheduler_py.v1_37.api.util.errors.errors import new_aggregate
from kube_scheduler_py.v1_37.known_features import (
    DEPENDENCIES,
    GA,
    KNOWN_FEATURES,
    Alpha,
    Beta,
    Deprecated,
    PreAlpha,
)

# Python: featuregate.Feature is a plain string.
Feature = str
# Python: a major.minor version (k8s.io/apimachinery's version.Version without a patch).
Version = tuple[int, int]

# Python: the gate names declared in pkg/features that code under pkg/scheduler reads, directly
# or through the Features struct the plugins get (framework/plugins/feature/feature.go).
CompositePodGroup: Feature = "CompositePodGroup"
DRAAdminAccess: Feature = "DRAAdminAccess"
DRAConsumableCapacity: Feature = "DRAConsumableCapacity"
DRADerivedAttributes: Feature = "DRADerivedAttributes"
DRADeviceBindingConditions: Feature = "DRADeviceBindingConditions"
DRADeviceCompatibilityGroups: Feature = "DRADeviceCompatibilityGroups"
DRADeviceTaintRules: Feature = "DRADeviceTaintRules"
DRADeviceTaints: Feature = "DRADeviceTaints"
DRAExtendedResource: Feature = "DRAExtendedResource"
DRAFractionalCapacityRange: Feature = "DRAFractionalCapacityRange"
DRAListTypeAttributes: Feature = "DRAListTypeAttributes"
DRANodeAllocatableResources: Feature = "DRANodeAllocatableResources"
DRAOptionalNodeOperations: Feature = "DRAOptionalNodeOperations"
DRAPartitionableDevices: Feature = "DRAPartitionableDevices"
DRAPrioritizedList: Feature = "DRAPrioritizedList"
DRAResourceClaimDeviceStatus: Feature = "DRAResourceClaimDeviceStatus"
DRASchedulerFilterTimeout: Feature = "DRASchedulerFilterTimeout"
DRAWorkloadResourceClaims: Feature = "DRAWorkloadResourceClaims"
DynamicResourceAllocation: Feature = "DynamicResourceAllocation"
GenericWorkload: Feature = "GenericWorkload"
InPlacePodLevelResourcesVerticalScaling: Feature = "InPlacePodLevelResourcesVerticalScaling"
InPlacePodVerticalScaling: Feature = "InPlacePodVerticalScaling"
InPlacePodVerticalScalingSchedulerPreemption: Feature = (
    "InPlacePodVerticalScalingSchedulerPreemption"
)
InterPodAffinityHostnameFastPath: Feature = "InterPodAffinityHostnameFastPath"
MatchLabelKeysInPodTopologySpread: Feature = "MatchLabelKeysInPodTopologySpread"
NodeDeclaredFeatures: Feature = "NodeDeclaredFeatures"
NodeInclusionPolicyInPodTopologySpread: Feature = "NodeInclusionPolicyInPodTopologySpread"
NominatedNodeNameForExpectation: Feature = "NominatedNodeNameForExpectation"
OpportunisticBatching: Feature = "OpportunisticBatching"
PodGroupPreemptionPolicy: Feature = "PodGroupPreemptionPolicy"
PodLevelResources: Feature = "PodLevelResources"
SchedulerAsyncAPICalls: Feature = "SchedulerAsyncAPICalls"
SchedulerAsyncPreemption: Feature = "SchedulerAsyncPreemption"
SchedulerPopFromBackoffQ: Feature = "SchedulerPopFromBackoffQ"
SchedulerPreQueueingHints: Feature = "SchedulerPreQueueingHints"
StorageCapacityScoring: Feature = "StorageCapacityScoring"
TaintTolerationComparisonOperators: Feature = "TaintTolerationComparisonOperators"
TopologyAwareWorkloadScheduling: Feature = "TopologyAwareWorkloadScheduling"
VolumeAttributesClass: Feature = "VolumeAttributesClass"
VolumeLimitScaling: Feature = "VolumeLimitScaling"

#: Every gate code under pkg/scheduler v1.37.2 reads (grep featureGate.Enabled(features.…)).
SCHEDULER_FEATURES: tuple[Feature, ...] = (
    CompositePodGroup,
    DRAAdminAccess,
    DRAConsumableCapacity,
    DRADerivedAttributes,
    DRADeviceBindingConditions,
    DRADeviceCompatibilityGroups,
    DRADeviceTaintRules,
    DRADeviceTaints,
    DRAExtendedResource,
    DRAFractionalCapacityRange,
    DRAListTypeAttributes,
    DRANodeAllocatableResources,
    DRAOptionalNodeOperations,
    DRAPartitionableDevices,
    DRAPrioritizedList,
    DRAResourceClaimDeviceStatus,
    DRASchedulerFilterTimeout,
    DRAWorkloadResourceClaims,
    DynamicResourceAllocation,
    GenericWorkload,
    InPlacePodLevelResourcesVerticalScaling,
    InPlacePodVerticalScaling,
    InPlacePodVerticalScalingSchedulerPreemption,
    InterPodAffinityHostnameFastPath,
    MatchLabelKeysInPodTopologySpread,
    NodeDeclaredFeatures,
    NodeInclusionPolicyInPodTopologySpread,
    NominatedNodeNameForExpectation,
    OpportunisticBatching,
    PodGroupPreemptionPolicy,
    PodLevelResources,
    SchedulerAsyncAPICalls,
    SchedulerAsyncPreemption,
    SchedulerPopFromBackoffQ,
    SchedulerPreQueueingHints,
    StorageCapacityScoring,
    TaintTolerationComparisonOperators,
    TopologyAwareWorkloadScheduling,
    VolumeAttributesClass,
    VolumeLimitScaling,
)

# The two gates that switch every alpha or every beta gate not set explicitly.
allAlphaGate: Feature = "AllAlpha"
allBetaGate: Feature = "AllBeta"

# The component kube-scheduler registers its gate under (compatibility.DefaultKubeComponent).
DefaultKubeComponent = "kube"


@dataclass(frozen=True, slots=True)
class FeatureSpec:
    """A gate's state from one release on: default, maturity, lock, minimum compatibility.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L74-L107
    """

    default: bool
    lock_to_default: bool
    pre_release: str
    version: Version
    min_compatibility_version: Version | None = None

    def help_string(self, feature_name: Feature, include_compat_ver: bool) -> str:
        """The gate's line in KnownFeatures; empty for GA, deprecated and pre-alpha gates.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L109-L118
        """
        if self.pre_release in (GA, Deprecated, PreAlpha):
            return ""
        s = f"{feature_name}=true|false ({self.pre_release} - default={_go_bool(self.default)})"
        if include_compat_ver and self.min_compatibility_version is not None:
            return (
                s + f" if --min-compatibility-version>={_version(self.min_compatibility_version)}"
            )
        return s


# Python: a gate's specs, oldest release first (featuregate.VersionedSpecs).
VersionedSpecs = tuple[FeatureSpec, ...]

# Python: featuregate's defaultFeatures, the gates every featureGate starts with.
_defaultFeatures: dict[Feature, VersionedSpecs] = {
    allAlphaGate: (FeatureSpec(False, False, Alpha, (0, 0)),),
    allBetaGate: (FeatureSpec(False, False, Beta, (0, 0)),),
}

# Python: pkg/features' defaultVersionedKubernetesFeatureGates with the gates the kube-scheduler
# command adds, read from the generated table.
defaultVersionedKubernetesFeatureGates: dict[Feature, VersionedSpecs] = {
    name: tuple(
        FeatureSpec(default, locked, pre_release, version, min_compat)
        for version, default, pre_release, locked, min_compat in specs
    )
    for name, specs in KNOWN_FEATURES.items()
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
    known: Mapping[Feature, VersionedSpecs],
    enabled: dict[Feature, bool],
    val: bool,
    emu_ver: Version,
    min_compat_ver: Version,
) -> None:
    """AllAlpha: give every gate alpha at the emulation version, not set explicitly, `val`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L289-L301
    """
    for k, v in known.items():
        if k in (allAlphaGate, allBetaGate):
            continue
        feature_spec = feature_spec_at_emulation_and_min_compat_version(v, emu_ver, min_compat_ver)
        if feature_spec.pre_release == Alpha and k not in enabled:
            enabled[k] = val


def set_unset_beta_gates(
    known: Mapping[Feature, VersionedSpecs],
    enabled: dict[Feature, bool],
    val: bool,
    emu_ver: Version,
    min_compat_ver: Version,
) -> None:
    """AllBeta: give every gate beta at the emulation version, not set explicitly, `val`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L303-L315
    """
    for k, v in known.items():
        if k in (allAlphaGate, allBetaGate):
            continue
        feature_spec = feature_spec_at_emulation_and_min_compat_version(v, emu_ver, min_compat_ver)
        if feature_spec.pre_release == Beta and k not in enabled:
            enabled[k] = val


_SpecialFeature = Callable[
    [Mapping[Feature, VersionedSpecs], dict[Feature, bool], bool, Version, Version], None
]
# Python: featuregate's specialFeatures (the gates with their own handling).
_specialFeatures: dict[Feature, _SpecialFeature] = {
    allAlphaGate: set_unset_alpha_gates,
    allBetaGate: set_unset_beta_gates,
}


class featureGate:
    """The known gates with their versioned specs, their dependencies, and the values set.

    # Python: no flag set, metrics, logger or queried-feature record; the emulation and
    # minimum compatibility versions stay what the gate was made with (kube-scheduler's
    # --emulated-version and --min-compatibility-version are not ported).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L261-L284
    """

    def __init__(self, emulation_version: Version, min_compatibility_version: Version) -> None:
        self.special = _specialFeatures
        self.known: dict[Feature, VersionedSpecs] = dict(_defaultFeatures)
        self.dependencies: dict[Feature, tuple[Feature, ...]] = {}
        # Python: Go's `enabled` map; renamed so it does not clash with the method.
        self.explicit: dict[Feature, bool] = {}
        # The values as given, AllAlpha and AllBeta included (Go's enabledRaw).
        self.enabled_raw: dict[str, bool] = {}
        self.emulation_version = emulation_version
        self.min_compatibility_version = min_compatibility_version

    def set(self, value: str) -> None:
        """Parse `A=true,B=false` and set those gates; FeatureGateError with Go's message.

        # Python: Set and SetWithLogger are one method; there is no logger.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L361-L363
        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L367-L389
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
            bool_value = parse_bool(v)
            if bool_value is None:
                raise FeatureGateError(
                    f"invalid value of {k}={v}, err: strconv.ParseBool: parsing {quote(v)}: "
                    "invalid syntax"
                )
            m[k] = bool_value
        self.set_from_map(m)

    def unsafe_set_from_map(
        self,
        enabled: dict[Feature, bool],
        m: Mapping[str, bool],
        emulation_version: Version,
        min_compatibility_version: Version,
    ) -> list[str]:
        """Resolve the values in `m` into `enabled`, then check dependencies; return the errors.

        # Python: Go ranges over maps here (the values, then the dependencies), so with several
        # bad gates which ones are reported, and in which order, is random there; here the
        # values come in the order given and the dependencies in name order.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L405-L471
        """
        errs: list[str] = []
        known = dict(self.known)
        for k, v in m.items():
            versioned_specs = known.get(k)
            if versioned_specs is None:
                errs.append(f"unrecognized feature gate: {k}")
                return errs
            feature_spec = feature_spec_at_emulation_and_min_compat_version(
                versioned_specs, emulation_version, min_compatibility_version
            )
            if feature_spec.lock_to_default and feature_spec.default != v:
                errs.append(
                    f"cannot set feature gate {k} to {_go_bool(v)}, feature is locked to "
                    f"{_go_bool(feature_spec.default)}"
                )
                continue
            special = self.special.get(k)
            if special is not None:
                special(known, enabled, v, emulation_version, min_compatibility_version)
                enabled[k] = v
                continue
            if feature_spec.pre_release == PreAlpha:
                errs.append(
                    f"cannot set feature gate {k} to {_go_bool(v)}, feature is PreAlpha at "
                    f"emulated version {_version(emulation_version)}, min compatibility version "
                    f"{_version(min_compatibility_version)}"
                )
                continue
            enabled[k] = v
            # Python: Go warns through klog about setting a GA or deprecated gate; the
            # command line prints no logs.
        if len(errs) > 0:
            return errs
        for feature, deps in self.dependencies.items():
            if not feature_enabled(
                feature, enabled, known, emulation_version, min_compatibility_version
            ):
                continue
            disabled_deps = [
                dep
                for dep in deps
                if not feature_enabled(
                    dep, enabled, known, emulation_version, min_compatibility_version
                )
            ]
            if len(disabled_deps) > 0:
                errs.append(
                    f"{feature} is enabled, but depends on features that are disabled: "
                    f"[{' '.join(disabled_deps)}]"
                )
        return errs

    def set_from_map(self, m: Mapping[str, bool]) -> None:
        """Set explicit values (as `--feature-gates` does); nothing changes on an error.

        # Python: SetFromMap and SetFromMapWithLogger are one method. Go keeps the raw values
        # even when they are refused; kube-scheduler exits then, and this port leaves the gate
        # as it was.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L476-L478
        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L481-L513
        """
        enabled = dict(self.explicit)
        enabled_raw = {**self.enabled_raw, **m}
        errs = self.unsafe_set_from_map(
            enabled, enabled_raw, self.emulation_version, self.min_compatibility_version
        )
        aggregate = new_aggregate([FeatureGateError(e) for e in errs])
        if aggregate is not None:
            raise FeatureGateError(str(aggregate))
        self.explicit = enabled
        self.enabled_raw = enabled_raw

    def get_all(self) -> dict[Feature, FeatureSpec]:
        """Every gate available at the emulation version, with the spec it has there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L819-L835
        """
        retval: dict[Feature, FeatureSpec] = {}
        for k, v in self.known.items():
            spec = feature_spec_at_emulation_and_min_compat_version(
                v, self.emulation_version, self.min_compatibility_version
            )
            if spec.pre_release == PreAlpha:
                continue
            retval[k] = spec
        return retval

    def enabled(self, key: Feature) -> bool:
        """Whether the gate `key` is on; unknown gates raise FeatureGateNotRegisteredError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L947-L952
        """
        return feature_enabled(
            key, self.explicit, self.known, self.emulation_version, self.min_compatibility_version
        )

    def known_features(self) -> list[str]:
        """The settable gates, `A=true|false (BETA - default=false)`, as kube-scheduler lists them.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L1009-L1039
        """
        known: list[str] = []
        for k, v in self.known.items():
            if k in (allAlphaGate, allBetaGate):
                known.append(
                    f"{k}=true|false ({v[0].pre_release} - default={_go_bool(v[0].default)})"
                )
                continue
            feature_spec = feature_spec_at_emulation_and_min_compat_version(
                v, self.emulation_version, self.min_compatibility_version
            )
            feature_spec_str = feature_spec.help_string(k, False)
            # The spec the gate would have if the minimum compatibility version were raised to
            # the emulation version.
            min_compat_mode = feature_spec_at_emulation_and_min_compat_version(
                v, self.emulation_version, self.emulation_version
            )
            min_compat_mode_str = min_compat_mode.help_string(k, True)
            if feature_spec == min_compat_mode:
                if feature_spec_str != "":
                    known.append(feature_spec_str)
                continue
            components = [s for s in (feature_spec_str, min_compat_mode_str) if s != ""]
            if len(components) > 0:
                known.append(", or ".join(components))
        return sorted(known)

    def deep_copy(self) -> featureGate:
        """A copy whose values can be set without touching this gate.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L1054-L1087
        """
        fg = featureGate(self.emulation_version, self.min_compatibility_version)
        fg.known = dict(self.known)
        fg.dependencies = dict(self.dependencies)
        fg.explicit = dict(self.explicit)
        fg.enabled_raw = dict(self.enabled_raw)
        return fg


def new_versioned_feature_gate_with_min_compatibility(
    emulation_version: Version, min_compatibility_version: Version
) -> featureGate:
    """A gate that knows only AllAlpha and AllBeta, answering at the given versions.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L331-L349
    """
    return featureGate(emulation_version, min_compatibility_version)


def feature_enabled(
    key: Feature,
    enabled: Mapping[Feature, bool],
    known: Mapping[Feature, VersionedSpecs],
    emulation_version: Version,
    min_compatibility_version: Version,
) -> bool:
    """Look a gate up: an explicit value wins over the default of its spec at the version.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L933-L944
    """
    if key in enabled:
        return enabled[key]
    if key in known:
        return feature_spec_at_emulation_and_min_compat_version(
            known[key], emulation_version, min_compatibility_version
        ).default
    raise FeatureGateNotRegisteredError(f'feature "{key}" is not registered in FeatureGate')


def feature_spec_at_emulation_and_min_compat_version(
    v: VersionedSpecs, emulation_version: Version, min_compatibility_version: Version | None
) -> FeatureSpec:
    """The newest spec not newer than the emulation version that the minimum compatibility
    version allows; a pre-alpha spec when there is none (the gate does not exist yet).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/feature_gate.go#L958-L978
    """
    if min_compatibility_version is None:
        min_compatibility_version = _subtract_minor(emulation_version, 1)
    for spec in reversed(v):
        if spec.version > emulation_version:
            continue
        spec_min_compatibility_version = spec.min_compatibility_version
        if (
            spec_min_compatibility_version is not None
            and min_compatibility_version < spec_min_compatibility_version
        ):
            continue
        return spec
    return FeatureSpec(default=False, lock_to_default=False, pre_release=PreAlpha, version=(0, 0))


def _subtract_minor(v: Version, minor: int) -> Version:
    """Python-only: version.Version.SubtractMinor on a major.minor version (floor 0)."""
    return (v[0], max(v[1] - minor, 0))


def _version(v: Version) -> str:
    """Python-only: a version as Go's version.Version prints it (`1.37`)."""
    return f"{v[0]}.{v[1]}"


def _go_bool(b: bool) -> str:
    return "true" if b else "false"


@dataclass(frozen=True, slots=True)
class EffectiveVersion:
    """The binary version kube-scheduler was built as, and the versions it answers at.

    # Python: the emulation and minimum compatibility floors are left out; they only bound
    # --emulated-version and --min-compatibility-version, which this port does not take.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/compatibility/version.go#L57-L72
    """

    binary_version: tuple[int, int, int]
    emulation_version: Version
    min_compatibility_version: Version


def default_build_effective_version() -> EffectiveVersion:
    """kube-scheduler v1.37.2's versions: it emulates 1.37 and stays compatible with 1.36.

    # Python: Go reads the binary version from the build (the git tag v1.37.2);
    # NewEffectiveVersion sets the emulation version to its major.minor and the minimum
    # compatibility version to one minor below.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apiserver/pkg/util/compatibility/version.go#L31-L41
    """
    binary = (1, 37, 2)
    emulation = (binary[0], binary[1])
    return EffectiveVersion(binary, emulation, _subtract_minor(emulation, 1))


class ColonSeparatedMultimapStringString:
    """The `--feature-gates` flag's value: `[component:]Name=bool` pairs grouped by component.

    # Python: the multimap lives here; Go points at the registry's featureGatesConfig.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/cli/flag/colon_separated_multimap_string_string.go#L35-L39
    """

    def __init__(self, allow_default_empty_key: bool) -> None:
        self.multimap: dict[str, list[str]] = {}
        self.allow_default_empty_key = allow_default_empty_key

    def set(self, value: str) -> None:
        """Add one occurrence of the flag: comma-separated pairs, the component before `:`.

        # Python: the map starts empty, so Go's clearing of default values has nothing to do.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/cli/flag/colon_separated_multimap_string_string.go#L54-L81
        """
        for pair in value.split(","):
            if len(pair) == 0:
                continue
            kv = pair.split(":", 1)
            if self.allow_default_empty_key and len(kv) == 1:
                k, v = "", kv[0].strip()
            else:
                if len(kv) != 2:
                    raise FeatureGateError("malformed pair, expect string:string")
                k, v = kv[0].strip(), kv[1].strip()
            self.multimap.setdefault(k, []).append(v)


class componentGlobalsRegistry:
    """The components whose feature gates `--feature-gates` sets; kube-scheduler has one, kube.

    # Python: only the feature gate of each component is kept, and only --feature-gates is
    # read (not --emulated-version or --min-compatibility-version).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/compatibility/registry.go#L92-L112
    """

    def __init__(self) -> None:
        self.component_globals: dict[str, featureGate] = {}
        self.feature_gates_config_flags = ColonSeparatedMultimapStringString(True)

    def register(
        self, component: str, effective_version: EffectiveVersion, feature_gate: featureGate
    ) -> None:
        """Register a component's gate, moved to the component's versions.

        # Python: Register and unsafeRegister are one method; moving the gate to its own
        # versions cannot fail here.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/compatibility/registry.go#L183-L190
        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/compatibility/registry.go#L164-L181
        """
        if component in self.component_globals:
            raise FeatureGateError(f"component globals of {component} already registered")
        feature_gate.emulation_version = effective_version.emulation_version
        feature_gate.min_compatibility_version = effective_version.min_compatibility_version
        self.component_globals[component] = feature_gate

    def set(self) -> None:
        """Hand each component's pairs to its gate's Set, after checking the component names.

        # Python: Go ranges over a map of components, so which of two errors comes first is
        # random there; here the component given first is handled first.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/compatibility/registry.go#L347-L423
        """
        config = self.feature_gates_config_flags.multimap
        for comp, fg in config.items():
            if comp == "":
                if DefaultKubeComponent in config:
                    raise FeatureGateError(
                        "set kube feature gates with default empty prefix or kube: prefix "
                        "consistently, do not mix use"
                    )
                comp = DefaultKubeComponent
            feature_gate = self.component_globals.get(comp)
            if feature_gate is None:
                raise FeatureGateError(f"component not registered: {comp}")
            feature_gate.set(",".join(fg))


def _new_default_feature_gate() -> featureGate:
    """Python-only: the process-wide gate of k8s.io/apiserver/pkg/util/feature, loaded with
    every gate and dependency as pkg/features' init and kube-scheduler's command load it.

    Go's AddVersioned and AddDependencies check the specs as they are registered; the table
    is generated from the gate after those checks, so it is taken as it is.
    """
    versions = default_build_effective_version()
    gate = new_versioned_feature_gate_with_min_compatibility(
        versions.emulation_version, versions.min_compatibility_version
    )
    gate.known.update(defaultVersionedKubernetesFeatureGates)
    gate.dependencies = dict(DEPENDENCIES)
    return gate


DefaultFeatureGate = _new_default_feature_gate()


def parse_feature_gates_flag(values: Sequence[str]) -> dict[str, bool]:
    """The gates kube-scheduler's `--feature-gates` sets, given each occurrence of the flag.

    Python-only: kube-scheduler v1.37.2 registers its gate under the component "kube" of a
    ComponentGlobalsRegistry at its effective version (cmd/kube-scheduler/app/options), parses
    every occurrence of the flag into the registry's flag value and then calls the registry's
    Set; this does the same on a copy, so DefaultFeatureGate is not touched, and returns the
    values the copy accepted. Errors are FeatureGateError with kube-scheduler's words. (The
    registry's Validate, which kube-scheduler runs later, checks the same values at the same
    versions again, so it refuses nothing Set let through; it is not ported.)
    """
    check = DefaultFeatureGate.deep_copy()
    registry = componentGlobalsRegistry()
    registry.register(DefaultKubeComponent, default_build_effective_version(), check)
    for value in values:
        registry.feature_gates_config_flags.set(value)
    registry.set()
    return dict(check.enabled_raw)


@contextmanager
def feature_gates_set(gates: Mapping[str, bool] | None) -> Iterator[None]:
    """DefaultFeatureGate with `gates` set on top, for the duration of a `with` block.

    Python-only: kube-scheduler sets its gates once per process; this port runs many
    scenarios in one process, so every run sets its gates here and gets the previous state
    back afterwards, whatever happens inside.
    """
    explicit, enabled_raw = dict(DefaultFeatureGate.explicit), dict(DefaultFeatureGate.enabled_raw)
    try:
        if gates:
            DefaultFeatureGate.set_from_map(gates)
        yield
    finally:
        DefaultFeatureGate.explicit, DefaultFeatureGate.enabled_raw = explicit, enabled_raw


@contextmanager
def set_feature_gates_during_test(
    gate: featureGate, overrides_given: Mapping[Feature, bool]
) -> Iterator[None]:
    """Set gates for the duration of a `with` block, then restore them.

    AllAlpha and AllBeta set every alpha or beta gate, not only the unset ones; turning a gate
    off also turns off the gates that need it, unless they were given too.

    # Python: a context manager stands in for Go's tb.Cleanup; a refused value raises
    # FeatureGateError instead of failing the test through tb.Errorf, and on the way out both
    # maps are put back as they were (Go sets the old values again, then resets the ones that
    # were unset), which ends in the same state.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/testing/feature_gate.go#L69-L154
    """
    overrides: dict[Feature, bool] = {}
    all_alpha = overrides_given.get(allAlphaGate)
    all_beta = overrides_given.get(allBetaGate)
    if all_alpha is not None or all_beta is not None:
        for k, v in gate.get_all().items():
            if all_alpha is not None and v.pre_release == Alpha:
                overrides[k] = all_alpha
            elif all_beta is not None and v.pre_release == Beta:
                overrides[k] = all_beta
    overrides.update(overrides_given)
    for f in gate.dependencies:
        if f in overrides or not gate.enabled(f):
            continue
        disabled, _ = has_disabled_dependency(f, gate.dependencies, overrides_given)
        if disabled:
            overrides[f] = False
    explicit, enabled_raw = dict(gate.explicit), dict(gate.enabled_raw)
    gate.set_from_map(overrides)
    try:
        yield
    finally:
        gate.explicit, gate.enabled_raw = explicit, enabled_raw


def set_feature_gate_during_test(
    gate: featureGate, f: Feature, value: bool
) -> AbstractContextManager[None]:
    """Set one gate for the duration of a `with` block, then restore it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/testing/feature_gate.go#L52-L55
    """
    return set_feature_gates_during_test(gate, {f: value})


def has_disabled_dependency(
    f: Feature, dependencies: Mapping[Feature, Sequence[Feature]], features: Mapping[Feature, bool]
) -> tuple[bool, Feature]:
    """Whether `f`, or a gate it needs (however deep), is turned off in `features`, and which.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/featuregate/testing/feature_gate.go#L192-L202
    """
    if f in features:
        return not features[f], f
    for dep in dependencies.get(f, ()):
        disabled, disabled_dep = has_disabled_dependency(dep, dependencies, features)
        if disabled:
            return disabled, disabled_dep
    return False, ""
