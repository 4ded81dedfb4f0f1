"""Pod helpers of pkg/api/v1/pod: the container kinds the resource helpers report, and the
pod conditions the scheduler and the API server set."""

from __future__ import annotations

import copy
from enum import IntFlag

from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.features import DefaultFeatureGate, Feature

# Python: a gate of pkg/features that v1_37/features.py does not name; the gate itself is
# registered there with all of kube's gates.
PodObservedGenerationTracking: Feature = "PodObservedGenerationTracking"


class ContainerType(IntFlag):
    """The kind of a container (regular, init or ephemeral), usable as a bit mask.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/v1/pod/util.go#L30
    """

    Containers = 1 << 0
    InitContainers = 1 << 1
    EphemeralContainers = 1 << 2


Containers = ContainerType.Containers
InitContainers = ContainerType.InitContainers
EphemeralContainers = ContainerType.EphemeralContainers

# Every kind of container.
AllContainers = InitContainers | Containers | EphemeralContainers


def get_pod_condition(
    status: v1.PodStatus | None, condition_type: str
) -> tuple[int, v1.PodCondition | None]:
    """The index and the condition of the given type in status; (-1, None) when absent.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/v1/pod/util.go#L339-L344
    """
    if status is None:
        return -1, None
    return get_pod_condition_from_list(status.conditions, condition_type)


def get_pod_condition_from_list(
    conditions: list[v1.PodCondition], condition_type: str
) -> tuple[int, v1.PodCondition | None]:
    """The index and the condition of the given type in conditions; (-1, None) when absent.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/v1/pod/util.go#L348-L358
    """
    for i, condition in enumerate(conditions):
        if condition.type == condition_type:
            return i, condition
    return -1, None


def update_pod_condition(
    status: v1.PodStatus, condition: v1.PodCondition, clock: PassiveClock
) -> bool:
    """Add the condition to status, or replace the one of its type; whether anything changed.

    The transition time is now, unless the condition's status stays what it was.
    # Python: "now" is read from the injected clock, not the wall clock.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/v1/pod/util.go#L363-L387
    """
    condition.last_transition_time = clock.now()
    condition_index, old_condition = get_pod_condition(status, condition.type)

    if old_condition is None:
        # A new condition.
        status.conditions.append(copy.copy(condition))
        return True
    # An existing condition keeps its transition time unless its status flips.
    if condition.status == old_condition.status:
        condition.last_transition_time = old_condition.last_transition_time

    is_equal = (
        condition.status == old_condition.status
        and condition.reason == old_condition.reason
        and condition.message == old_condition.message
        and condition.last_probe_time == old_condition.last_probe_time
        and condition.last_transition_time == old_condition.last_transition_time
    )

    status.conditions[condition_index] = copy.copy(condition)
    return not is_equal


def calculate_pod_condition_observed_generation(
    pod_status: v1.PodStatus | None, generation: int, condition_type: str
) -> int:
    """The observedGeneration to record on a pod condition: the pod's generation when
    PodObservedGenerationTracking is on or the condition already carries one, else 0.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/v1/pod/util.go#L533-L546
    """
    if pod_status is None:
        return 0
    if DefaultFeatureGate.enabled(PodObservedGenerationTracking):
        return generation
    for condition in pod_status.conditions:
        if condition.type == condition_type and condition.observed_generation != 0:
            return generation
    return 0
