"""The apiserver's checks on a PriorityClass (pkg/apis/scheduling/validation, v1.37.2).

User classes stay at or below one billion; the `system-` prefix is reserved for the built-in
classes, which must keep their values.
"""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core.validation.validation import (
    validate_object_meta,
    validate_preemption_policy,
)
from kube_scheduler_py.v1_37.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_37.api.util.validation import field
from kube_scheduler_py.v1_37.api.util.validation.field import forbidden
from kube_scheduler_py.v1_37.api.util.validation.validation import is_dns1123_subdomain

#: The highest value a user-defined class may have (pkg/apis/scheduling/types.go).
HighestUserDefinablePriority = 1000000000
#: Names with this prefix belong to the built-in classes (pkg/apis/scheduling/types.go).
SystemPriorityClassPrefix = "system-"

#: The built-in classes: name -> (value, globalDefault) (pkg/apis/scheduling/v1/defaults.go).
_SYSTEM_PRIORITY_CLASSES = {
    "system-node-critical": (2000001000, False),
    "system-cluster-critical": (2000000000, False),
}


def validate_priority_class(pc: schedulingv1.PriorityClass) -> list[field.Error]:
    """Name, the system prefix, the highest user value and the preemption policy.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/scheduling/validation/validation.go#L43-L60
    """
    errors = validate_object_meta(
        pc.metadata, False, is_dns1123_subdomain, field.new_path("metadata")
    )
    name = pc.metadata.name
    if name.startswith(SystemPriorityClassPrefix):
        problem = is_known_system_priority_class(name, pc.value, pc.global_default)
        if problem:
            detail = (
                f"priority class names with '{SystemPriorityClassPrefix}' prefix are reserved "
                f"for system use only. error: {problem}"
            )
            errors.append(forbidden(field.new_path("metadata", "name"), detail))
    elif pc.value > HighestUserDefinablePriority:
        detail = (
            f"maximum allowed value of a user defined priority is {HighestUserDefinablePriority}"
        )
        errors.append(forbidden(field.new_path("value"), detail))
    if pc.preemption_policy is not None:
        errors += validate_preemption_policy(
            pc.preemption_policy, field.new_path("preemptionPolicy")
        )
    return errors


def is_known_system_priority_class(name: str, value: int, global_default: bool) -> str:
    """Why a `system-` class is not one of the built-in ones ("" when it is).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/scheduling/v1/helpers.go#L67-L80
    """
    # Python: Go returns (bool, error); the message alone says both.
    known = _SYSTEM_PRIORITY_CLASSES.get(name)
    if known is None:
        return f"{name} is not a known system priority class"
    if known[0] != value:
        return f"value of {name} PriorityClass must be {known[0]}"
    if known[1] != global_default:
        return f"globalDefault of {name} PriorityClass must be {'true' if known[1] else 'false'}"
    return ""
