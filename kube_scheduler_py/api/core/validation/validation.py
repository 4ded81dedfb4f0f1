"""The apiserver's checks on the fields the scheduler reads (pkg/apis/core/validation).

The apiserver refuses objects that the scheduler would otherwise have to make sense of: a
nameless object, a negative resource request, a request above its limit. This module ports
those checks so that manifests are refused with the apiserver's own words. It is a subset of
validation.go: checks of fields this port does not model are not here.
"""

from __future__ import annotations

from kube_scheduler_py.api.core import v1
from kube_scheduler_py.api.core.v1.helper.helpers import is_extended_resource_name
from kube_scheduler_py.api.meta import v1 as metav1
from kube_scheduler_py.api.resource import Quantity
from kube_scheduler_py.api.util.validation import field
from kube_scheduler_py.api.util.validation.field import required

__all__ = [
    "is_integer_resource_name",
    "is_native_resource",
    "is_overcommit_allowed",
    "validate_node_resources",
    "validate_nonnegative_quantity",
    "validate_object_meta_accessor",
    "validate_pod_spec",
    "validate_resource_quantity_value",
    "validate_resource_requirements",
]

#: What the apiserver says of a negative quantity.
IsNegativeErrorMsg = "must be greater than or equal to 0"
#: What the apiserver says of a fractional count.
isNotIntegerErrorMsg = "must be an integer"

_INTEGER_RESOURCES = frozenset(
    {
        v1.ResourcePods,
        "resourcequotas",
        "services",
        "replicationcontrollers",
        "secrets",
        "configmaps",
        "persistentvolumeclaims",
        "services.nodeports",
        "services.loadbalancers",
    }
)


def is_native_resource(name: str) -> bool:
    """A resource without a domain, or in the kubernetes.io domain.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/helper/helpers.go#L187-L190
    """
    return "/" not in name or v1.ResourceDefaultNamespacePrefix in name


def is_overcommit_allowed(name: str) -> bool:
    """Whether a request may be below its limit: native resources other than hugepages.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/helper/helpers.go#L194-L197
    """
    return is_native_resource(name) and not name.startswith(v1.ResourceHugePagesPrefix)


def is_integer_resource_name(name: str) -> bool:
    """Resources counted in whole units: pods, object counts and extended resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/helper/helpers.go#L279-L281
    """
    return name in _INTEGER_RESOURCES or is_extended_resource_name(name)


def validate_nonnegative_quantity(value: Quantity, fld_path: field.Path) -> list[field.Error]:
    """A quantity below zero is invalid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/validation/validation.go#L334-L340
    """
    if value.sign() < 0:
        return [field.invalid(fld_path, value.string(), IsNegativeErrorMsg)]
    return []


def validate_resource_quantity_value(
    resource: str, value: Quantity, fld_path: field.Path
) -> list[field.Error]:
    """Non-negative, and whole for resources counted in units.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/validation/validation.go#L6970-L6979
    """
    errors = validate_nonnegative_quantity(value, fld_path)
    if is_integer_resource_name(resource) and value.milli_value() % 1000 != 0:
        errors.append(field.invalid(fld_path, value, isNotIntegerErrorMsg))
    return errors


def validate_resource_requirements(
    requirements: v1.ResourceRequirements, fld_path: field.Path
) -> list[field.Error]:
    """Limits and requests are valid quantities and no request exceeds its limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/validation/validation.go#L6684-L6750
    """
    # Python: resource-name syntax, hugepage sizes and claims are not checked here.
    errors: list[field.Error] = []
    lim_path = fld_path.child("limits")
    req_path = fld_path.child("requests")
    for name, quantity in requirements.limits.items():
        errors += validate_resource_quantity_value(name, quantity, lim_path.key(name))
    for name, quantity in requirements.requests.items():
        errors += validate_resource_quantity_value(name, quantity, req_path.key(name))
        limit = requirements.limits.get(name)
        if limit is not None:
            if quantity.cmp(limit) != 0 and not is_overcommit_allowed(name):
                detail = f"must be equal to {name} limit of {limit.string()}"
                errors.append(field.invalid(req_path, quantity.string(), detail))
            elif quantity.cmp(limit) > 0:
                detail = f"must be less than or equal to {name} limit of {limit.string()}"
                errors.append(field.invalid(req_path, quantity.string(), detail))
        elif not is_overcommit_allowed(name):
            errors.append(required(lim_path, "Limit must be set for non overcommitable resources"))
    return errors


def validate_node_resources(node: v1.Node) -> list[field.Error]:
    """A node's capacity and allocatable hold valid quantities.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/validation/validation.go#L6103-L6118
    """
    errors: list[field.Error] = []
    for name, quantity in node.status.capacity.items():
        path = field.new_path("status", "capacity", name)
        errors += validate_resource_quantity_value(name, quantity, path)
    for name, quantity in node.status.allocatable.items():
        path = field.new_path("status", "allocatable", name)
        errors += validate_resource_quantity_value(name, quantity, path)
    return errors


def validate_object_meta_accessor(meta: metav1.ObjectMeta) -> list[field.Error]:
    """Every stored object has a name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/api/validation/objectmeta.go#L155-L194
    """
    # Python: only the name check of ValidateObjectMetaAccessor; generateName is not
    # supported because a generated name could not be deterministic.
    if not meta.name:
        return [required(field.new_path("metadata", "name"), "name or generateName is required")]
    return []


def validate_pod_spec(pod_spec: v1.PodSpec, fld_path: field.Path) -> list[field.Error]:
    """The resource checks that pod validation makes on containers and overhead.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/validation/validation.go#L4172-L4269
    """
    # Python: only the container-resource and overhead checks of ValidatePodSpec.
    errors: list[field.Error] = []
    for index, container in enumerate(pod_spec.init_containers):
        path = fld_path.child("initContainers").index(index).child("resources")
        errors += validate_resource_requirements(container.resources, path)
    for index, container in enumerate(pod_spec.containers):
        path = fld_path.child("containers").index(index).child("resources")
        errors += validate_resource_requirements(container.resources, path)
    overhead = v1.ResourceRequirements(limits=pod_spec.overhead)
    errors += validate_resource_requirements(overhead, fld_path.child("overhead"))
    return errors
