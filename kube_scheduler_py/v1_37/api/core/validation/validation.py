"""The apiserver's checks on the fields the scheduler reads (pkg/apis/core/validation).

The apiserver refuses objects that the scheduler would otherwise have to make sense of: a
nameless object, a negative resource request, a request above its limit, a node affinity
term without values. This module ports those checks so that manifests are refused with the
apiserver's own words (the in-memory API server runs them on create). It is a subset of
validation.go: container and pod-level resources, node capacity and allocatable, declared
node features, node and pod (anti-)affinity, tolerations, topology spread, pod overhead, the
scheduling group, and object names; tools/oracle (--edition 1.37) runs the whole of it. The
PodValidationOptions a check consults are the caller's to derive from the feature gates.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from kube_scheduler_py.gostrconv import quote as go_quote
from kube_scheduler_py.v1_37.api.component_helpers.resource import helpers as resourcehelper
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.helper.helpers import (
    is_extended_resource_name,
    is_huge_page_resource_name,
)
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1.validation import validate_label_name, validate_labels
from kube_scheduler_py.v1_37.api.resource import Quantity
from kube_scheduler_py.v1_37.api.util.validation import field
from kube_scheduler_py.v1_37.api.util.validation.field import (
    duplicate,
    forbidden,
    go_json,
    invalid,
    not_supported,
    required,
)
from kube_scheduler_py.v1_37.api.util.validation.validation import (
    DNS1123SubdomainMaxLength,
    is_dns1123_label,
    is_dns1123_subdomain,
    is_qualified_name,
    is_valid_label_value,
    is_valid_port_name,
    is_valid_port_num,
)
from kube_scheduler_py.v1_37.api.validate import content

__all__ = [
    "PodValidationOptions",
    "is_integer_resource_name",
    "is_native_resource",
    "is_overcommit_allowed",
    "validate_affinity",
    "validate_container_resource_requirements",
    "validate_match_label_keys_and_mismatch_label_keys",
    "validate_match_label_keys_in_topology_spread",
    "validate_namespace",
    "validate_node",
    "validate_node_field_selector_requirement",
    "validate_node_resources",
    "validate_node_selector",
    "validate_node_selector_requirement",
    "validate_node_selector_term",
    "validate_nonnegative_quantity",
    "validate_object_meta",
    "validate_object_meta_accessor",
    "validate_pod_create",
    "validate_pod_spec",
    "validate_positive_field",
    "validate_preemption_policy",
    "validate_preferred_scheduling_terms",
    "validate_resource_quantity_value",
    "validate_tolerations",
]

#: The only field a node field selector may name (metav1.ObjectNameField).
_ObjectNameField = "metadata.name"

#: What the apiserver says of a negative quantity.
IsNegativeErrorMsg = "must be greater than or equal to 0"
#: What the apiserver says of a count or size that must be positive.
isNotPositiveErrorMsg = "must be greater than zero"
#: What the apiserver says of a fractional count.
isNotIntegerErrorMsg = "must be an integer"


@dataclass(slots=True, kw_only=True)
class PodValidationOptions:
    """Switches of pod validation that the feature gates and the old pod decide.

    # Python: only the options the ported checks consult; the zero value is Go's zero value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4575-L4635
    """

    pod_level_resources_enabled: bool = False
    allow_invalid_label_value_in_required_node_affinity: bool = False
    allow_match_label_keys_in_pod_topology_spread: bool = False
    allow_match_label_keys_in_pod_topology_spread_selector_merge: bool = False
    old_pod_violates_match_label_keys_validation: bool = False
    old_pod_violates_legacy_match_label_keys_validation: bool = False
    allow_taint_toleration_comparison_operators: bool = False


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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/helper/helpers.go#L236-L239
    """
    return "/" not in name or v1.ResourceDefaultNamespacePrefix in name


def is_overcommit_allowed(name: str) -> bool:
    """Whether a request may be below its limit: native resources other than hugepages.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/helper/helpers.go#L243-L246
    """
    return is_native_resource(name) and not name.startswith(v1.ResourceHugePagesPrefix)


def is_integer_resource_name(name: str) -> bool:
    """Resources counted in whole units: pods, object counts and extended resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/helper/helpers.go#L328-L330
    """
    return name in _INTEGER_RESOURCES or is_extended_resource_name(name)


def validate_nonnegative_quantity(value: Quantity, fld_path: field.Path) -> list[field.Error]:
    """A quantity below zero is invalid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L380-L386
    """
    if value.sign() < 0:
        return [field.invalid(fld_path, value.string(), IsNegativeErrorMsg)]
    return []


def validate_positive_field(value: int, fld_path: field.Path) -> list[field.Error]:
    """A count or size that must be above zero.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L389-L395
    """
    if value <= 0:
        return [invalid(fld_path, value, isNotPositiveErrorMsg).with_origin("minimum")]
    return []


def validate_resource_quantity_value(
    resource: str, value: Quantity, fld_path: field.Path
) -> list[field.Error]:
    """Non-negative, and whole for resources counted in units.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L8545-L8554
    """
    errors = validate_nonnegative_quantity(value, fld_path)
    if is_integer_resource_name(resource) and value.milli_value() % 1000 != 0:
        errors.append(field.invalid(fld_path, value, isNotIntegerErrorMsg))
    return errors


def validate_overhead(overhead: v1.ResourceList, fld_path: field.Path) -> list[field.Error]:
    """Pod overhead is checked like a container's limits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L369-L372
    """
    return validate_container_resource_requirements(
        v1.ResourceRequirements(limits=overhead), fld_path
    )


def _validate_pod_resource_requirements(
    requirements: v1.ResourceRequirements, fld_path: field.Path
) -> list[field.Error]:
    """Pod-level resources are checked like a container's.

    # Python: the resource-name rules (which differ for pods and containers) are not checked.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L8249-L8251
    """
    return _validate_resource_requirements(requirements, fld_path)


def validate_container_resource_requirements(
    requirements: v1.ResourceRequirements, fld_path: field.Path
) -> list[field.Error]:
    """A container's limits and requests.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L8253-L8255
    """
    return _validate_resource_requirements(requirements, fld_path)


def _validate_resource_requirements(
    requirements: v1.ResourceRequirements, fld_path: field.Path
) -> list[field.Error]:
    """Limits and requests are valid quantities and no request exceeds its limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L8258-L8325
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
                errors.append(invalid(req_path, quantity.string(), detail))
            elif quantity.cmp(limit) > 0:
                detail = f"must be less than or equal to {name} limit of {limit.string()}"
                errors.append(invalid(req_path, quantity.string(), detail))
        elif not is_overcommit_allowed(name):
            errors.append(required(lim_path, "Limit must be set for non overcommitable resources"))
    return errors


def validate_node_resources(node: v1.Node) -> list[field.Error]:
    """A node's capacity and allocatable hold valid quantities.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L7648-L7663
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/validation/objectmeta.go#L207-L227
    """
    # Python: only the name check of ValidateObjectMetaAccessor; generateName is not
    # supported because a generated name could not be deterministic.
    if not meta.name:
        return [required(field.new_path("metadata", "name"), "name or generateName is required")]
    return []


def validate_pod_spec(
    pod_spec: v1.PodSpec, fld_path: field.Path, opts: PodValidationOptions
) -> list[field.Error]:
    """The checks that pod validation makes on containers, pod resources, node selection,
    scheduling gates, topology spread, tolerations, overhead and the scheduling group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4778-L4895
    """
    # Python: only the container (name, image, ports, resources), pod resources, nodeSelector,
    # affinity, scheduling gate, topology spread, nodeName, toleration, overhead and scheduling
    # group checks of ValidatePodSpec, in its order.
    errors = _validate_containers(pod_spec.containers, fld_path.child("containers"))
    errors += _validate_init_containers(
        pod_spec.init_containers, pod_spec.containers, fld_path.child("initContainers")
    )
    if opts.pod_level_resources_enabled:
        errors += _validate_pod_resources(pod_spec, fld_path)
    errors += validate_labels(pod_spec.node_selector, fld_path.child("nodeSelector"))
    errors += validate_affinity(pod_spec.affinity, opts, fld_path.child("affinity"))
    errors += _validate_scheduling_gates(
        pod_spec.scheduling_gates, fld_path.child("schedulingGates")
    )
    errors += _validate_topology_spread_constraints(
        pod_spec.topology_spread_constraints, fld_path.child("topologySpreadConstraints"), opts
    )
    if pod_spec.node_name:
        path = fld_path.child("nodeName")
        errors += [
            invalid(path, pod_spec.node_name, m) for m in is_dns1123_subdomain(pod_spec.node_name)
        ]
    if pod_spec.tolerations:
        errors += validate_tolerations(pod_spec.tolerations, fld_path.child("tolerations"), opts)
    if pod_spec.overhead:
        errors += validate_overhead(pod_spec.overhead, fld_path.child("overhead"))
    if pod_spec.scheduling_group is not None:
        errors += _validate_scheduling_group(
            pod_spec.scheduling_group, fld_path.child("schedulingGroup")
        )
    return errors


def _validate_pod_resources(spec: v1.PodSpec, fld_path: field.Path) -> list[field.Error]:
    """Pod-level resources: not on Windows, no claims, and valid requirements.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4897-L4921
    """
    if spec.resources is None:
        return []
    resources_fld_path = fld_path.child("resources")
    if spec.os is not None and spec.os.name == v1.Windows:
        return [forbidden(resources_fld_path, "may not be set for a windows pod")]
    errors: list[field.Error] = []
    if spec.resources.claims:
        errors.append(
            forbidden(
                resources_fld_path.child("claims"),
                "claims may not be set for Resources at pod-level",
            )
        )
    errors += _validate_pod_resource_requirements(spec.resources, resources_fld_path)
    errors += _validate_pod_resource_consistency(spec, resources_fld_path)
    return errors


def _validate_pod_resource_consistency(spec: v1.PodSpec, fld_path: field.Path) -> list[field.Error]:
    """Pod-level requests cover the containers' aggregate requests, pod-level hugepage limits
    their aggregate hugepage limits, and pod-level limits each container's limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4926-L5001
    """
    # Python: the port validates v1 objects, so Go's conversion of the spec to v1 (and the
    # internal error it could report) has no counterpart; the aggregates are dicts, ranged in
    # their insertion order where Go ranges over a map.
    assert spec.resources is not None  # _validate_pod_resources checked it
    errors: list[field.Error] = []
    pod = v1.Pod(spec=spec)
    req_path = fld_path.child("requests")
    aggr_container_reqs = resourcehelper.aggregate_container_requests(
        pod, resourcehelper.PodResourcesOptions()
    )
    for resource_name, ctr_reqs in aggr_container_reqs.items():
        pod_spec_requests = spec.resources.requests.get(resource_name)
        if pod_spec_requests is None:
            continue
        if ctr_reqs.cmp(pod_spec_requests) > 0:
            path = req_path.key(resource_name)
            detail = "must be greater than or equal to aggregate container requests of "
            detail += ctr_reqs.string()
            errors.append(invalid(path, pod_spec_requests.string(), detail))
    aggr_container_lims = resourcehelper.aggregate_container_limits(
        pod, resourcehelper.PodResourcesOptions()
    )
    for resource_name, ctr_lims in aggr_container_lims.items():
        if not is_huge_page_resource_name(resource_name):
            continue
        pod_spec_limits = spec.resources.limits.get(resource_name)
        if pod_spec_limits is None:
            continue
        if ctr_lims.cmp(pod_spec_limits) > 0:
            path = fld_path.child("limits").key(resource_name)
            detail = "must be greater than or equal to aggregate container limits of "
            detail += ctr_lims.string()
            errors.append(invalid(path, pod_spec_limits.string(), detail))
    for i, ctr in enumerate(spec.containers):
        for resource_name, ctr_limit in ctr.resources.limits.items():
            pod_spec_limits = spec.resources.limits.get(resource_name)
            if pod_spec_limits is None:
                continue
            if ctr_limit.cmp(pod_spec_limits) > 0:
                path = fld_path.child("containers").index(i).key(resource_name).child("limits")
                detail = f"must be less than or equal to pod limits of {pod_spec_limits.string()}"
                errors.append(invalid(path, ctr_limit.string(), detail))
    return errors


def _validate_scheduling_group(
    scheduling_group: v1.PodSchedulingGroup, fld_path: field.Path
) -> list[field.Error]:
    """A scheduling group names a pod group, by a DNS-subdomain name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L10068-L10080
    """
    if scheduling_group.pod_group_name is None:
        return [
            invalid(
                fld_path.child("podGroupName"),
                scheduling_group.pod_group_name,
                "must specify one of: `podGroupName`",
            )
        ]
    name = scheduling_group.pod_group_name
    # ValidatePodGroupName is NameIsDNSSubdomain.
    return [invalid(fld_path.child("podGroupName"), name, d) for d in is_dns1123_subdomain(name)]


def _validate_containers(containers: list[v1.Container], fld_path: field.Path) -> list[field.Error]:
    """At least one container; each valid, with a name no other container has.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4146-L4191
    """
    # Python: probes, lifecycle, restartPolicy and host port conflicts are not checked.
    if not containers:
        return [required(fld_path, "")]
    errors: list[field.Error] = []
    all_names: set[str] = set()
    for index, container in enumerate(containers):
        path = fld_path.index(index)
        errors += _validate_container_common(container, path)
        if container.name in all_names:
            errors.append(duplicate(path.child("name"), container.name))
        else:
            all_names.add(container.name)
    return errors


def _validate_init_containers(
    containers: list[v1.Container], regular_containers: list[v1.Container], fld_path: field.Path
) -> list[field.Error]:
    """Each init container valid, with a name no regular or earlier init container has.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L3924-L3994
    """
    # Python: restartPolicy values, probes, lifecycle and host port conflicts are not checked.
    errors: list[field.Error] = []
    all_names = {container.name for container in regular_containers}
    for index, container in enumerate(containers):
        path = fld_path.index(index)
        errors += _validate_container_common(container, path)
        if container.name in all_names:
            errors.append(duplicate(path.child("name"), container.name))
        elif container.name:
            all_names.add(container.name)
    return errors


def _validate_container_common(container: v1.Container, path: field.Path) -> list[field.Error]:
    """A container's name (a DNS label), its image and its resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L3998-L4039
    """
    # Python: env, volume mounts, pull policy and security context are not checked.
    errors: list[field.Error] = []
    name_path = path.child("name")
    if not container.name:
        errors.append(required(name_path, ""))
    else:
        errors += [
            invalid(name_path, container.name, msg) for msg in is_dns1123_label(container.name)
        ]
    if not container.image:
        errors.append(required(path.child("image"), ""))
    errors += _validate_container_ports(container.ports, path.child("ports"))
    errors += validate_container_resource_requirements(container.resources, path.child("resources"))
    return errors


def validate_affinity(
    affinity: v1.Affinity | None, opts: PodValidationOptions, fld_path: field.Path
) -> list[field.Error]:
    """Node affinity, pod affinity and pod anti-affinity rules are well formed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4373-L4389
    """
    errors: list[field.Error] = []
    if affinity is None:
        return errors
    if affinity.node_affinity is not None:
        errors += _validate_node_affinity(
            affinity.node_affinity, opts, fld_path.child("nodeAffinity")
        )
    if affinity.pod_affinity is not None:
        rules = affinity.pod_affinity
        errors += _validate_pod_affinity(
            rules.required_during_scheduling_ignored_during_execution,
            rules.preferred_during_scheduling_ignored_during_execution,
            fld_path.child("podAffinity"),
        )
    if affinity.pod_anti_affinity is not None:
        anti = affinity.pod_anti_affinity
        errors += _validate_pod_affinity(
            anti.required_during_scheduling_ignored_during_execution,
            anti.preferred_during_scheduling_ignored_during_execution,
            fld_path.child("podAntiAffinity"),
        )
    return errors


def _validate_node_affinity(
    na: v1.NodeAffinity, opts: PodValidationOptions, fld_path: field.Path
) -> list[field.Error]:
    """validateNodeAffinity: the required selector and the preferred terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5370-L5383
    """
    errors: list[field.Error] = []
    if na.required_during_scheduling_ignored_during_execution is not None:
        errors += validate_node_selector(
            na.required_during_scheduling_ignored_during_execution,
            opts.allow_invalid_label_value_in_required_node_affinity,
            fld_path.child("requiredDuringSchedulingIgnoredDuringExecution"),
        )
    if na.preferred_during_scheduling_ignored_during_execution:
        errors += validate_preferred_scheduling_terms(
            na.preferred_during_scheduling_ignored_during_execution,
            fld_path.child("preferredDuringSchedulingIgnoredDuringExecution"),
        )
    return errors


def _validate_pod_affinity(
    required_terms: list[v1.PodAffinityTerm],
    preferred_terms: list[v1.WeightedPodAffinityTerm],
    fld_path: field.Path,
) -> list[field.Error]:
    """The required terms, then the weighted preferred terms, of pod (anti-)affinity.

    # Python: also stands for validatePodAntiAffinity, which checks the same two lists.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5386-L5402
    """
    errors: list[field.Error] = []
    path = fld_path.child("requiredDuringSchedulingIgnoredDuringExecution")
    for index, term in enumerate(required_terms):
        errors += _validate_pod_affinity_term(term, path.index(index))
    path = fld_path.child("preferredDuringSchedulingIgnoredDuringExecution")
    for index, weighted in enumerate(preferred_terms):
        if weighted.weight <= 0 or weighted.weight > 100:
            errors.append(
                invalid(
                    path.index(index).child("weight"), weighted.weight, "must be in the range 1-100"
                )
            )
        term_path = path.index(index).child("podAffinityTerm")
        errors += _validate_pod_affinity_term(weighted.pod_affinity_term, term_path)
    return errors


def _validate_pod_affinity_term(
    term: v1.PodAffinityTerm, fld_path: field.Path
) -> list[field.Error]:
    """validatePodAffinityTerm: label keys and the topology key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5313-L5327
    """
    # Python: the label selector, namespace selector and namespace names are not checked.
    errors = validate_match_label_keys_and_mismatch_label_keys(
        fld_path, term.match_label_keys, term.mismatch_label_keys, term.label_selector
    )
    if not term.topology_key:
        errors.append(required(fld_path.child("topologyKey"), "can not be empty"))
    return errors + list(validate_label_name(term.topology_key, fld_path.child("topologyKey")))


def validate_match_label_keys_and_mismatch_label_keys(
    fld_path: field.Path,
    match_label_keys: list[str],
    mismatch_label_keys: list[str],
    label_selector: metav1.LabelSelector | None,
) -> list[field.Error]:
    """Valid label names; a matchLabelKeys key not also in the selector nor in mismatchLabelKeys.

    The selector has already been merged with the keys' requirements (PrepareForCreate), so a
    key that the user also put in the selector shows up there twice.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L9293-L9339
    """
    errors = _validate_label_keys(
        fld_path.child("matchLabelKeys"), match_label_keys, label_selector
    )
    errors += _validate_label_keys(
        fld_path.child("mismatchLabelKeys"), mismatch_label_keys, label_selector
    )
    if label_selector is not None:
        index_of = {key: index for index, key in enumerate(match_label_keys)}
        selector_keys = set(label_selector.match_labels)
        for requirement in label_selector.match_expressions:
            key = requirement.key
            if key in index_of and key in selector_keys:
                # Go reports it at the term's path indexed by the key's position.
                detail = "exists in both matchLabelKeys and labelSelector"
                errors.append(
                    invalid(fld_path.index(index_of[key]), key, detail).with_origin(
                        "duplicatedLabelKeys"
                    )
                )
            selector_keys.add(key)
    mismatch = set(mismatch_label_keys)
    for index, key in enumerate(match_label_keys):
        if key in mismatch:
            path = fld_path.child("matchLabelKeys").index(index)
            detail = "exists in both matchLabelKeys and mismatchLabelKeys"
            errors.append(invalid(path, key, detail).with_origin("duplicatedMismatchLabelKeys"))
    return errors


def _validate_label_keys(
    fld_path: field.Path, label_keys: list[str], label_selector: metav1.LabelSelector | None
) -> list[field.Error]:
    """validateLabelKeys: keys need a selector to merge into, and must be label names.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L9373-L9388
    """
    if not label_keys:
        return []
    if label_selector is None:
        return [forbidden(fld_path, "must not be specified when labelSelector is not set")]
    errors: list[field.Error] = []
    for index, key in enumerate(label_keys):
        errors += validate_label_name(key, fld_path.index(index))
    return errors


def validate_node_selector(
    node_selector: v1.NodeSelector,
    allow_invalid_label_value_in_required_node_affinity: bool,
    fld_path: field.Path,
) -> list[field.Error]:
    """At least one term, each of them valid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5195-L5208
    """
    term_path = fld_path.child("nodeSelectorTerms")
    if not node_selector.node_selector_terms:
        return [required(term_path, "must have at least one node selector term")]
    errors: list[field.Error] = []
    for index, term in enumerate(node_selector.node_selector_terms):
        errors += validate_node_selector_term(
            term, allow_invalid_label_value_in_required_node_affinity, term_path.index(index)
        )
    return errors


def validate_node_selector_term(
    term: v1.NodeSelectorTerm,
    allow_invalid_label_value_in_required_node_affinity: bool,
    fld_path: field.Path,
) -> list[field.Error]:
    """Every label requirement and every field requirement of a term is valid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5180-L5192
    """
    errors: list[field.Error] = []
    for index, requirement in enumerate(term.match_expressions):
        path = fld_path.child("matchExpressions").index(index)
        errors += validate_node_selector_requirement(
            requirement, allow_invalid_label_value_in_required_node_affinity, path
        )
    for index, requirement in enumerate(term.match_fields):
        path = fld_path.child("matchFields").index(index)
        errors += validate_node_field_selector_requirement(requirement, path)
    return errors


def validate_node_selector_requirement(
    rq: v1.NodeSelectorRequirement,
    allow_invalid_label_value_in_required_node_affinity: bool,
    fld_path: field.Path,
) -> list[field.Error]:
    """The operator is known, the number of values fits it, the key is a label name, and
    (unless allowed otherwise) every value is a label value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5117-L5146
    """
    errors: list[field.Error] = []
    values_path = fld_path.child("values")
    if rq.operator in (v1.NodeSelectorOpIn, v1.NodeSelectorOpNotIn):
        if not rq.values:
            detail = "must be specified when `operator` is 'In' or 'NotIn'"
            errors.append(required(values_path, detail))
    elif rq.operator in (v1.NodeSelectorOpExists, v1.NodeSelectorOpDoesNotExist):
        if rq.values:
            detail = "may not be specified when `operator` is 'Exists' or 'DoesNotExist'"
            errors.append(forbidden(values_path, detail))
    elif rq.operator in (v1.NodeSelectorOpGt, v1.NodeSelectorOpLt):
        if len(rq.values) != 1:
            detail = "must be specified single value when `operator` is 'Lt' or 'Gt'"
            errors.append(required(values_path, detail))
    else:
        errors.append(
            invalid(fld_path.child("operator"), rq.operator, "not a valid selector operator")
        )
    errors += validate_label_name(rq.key, fld_path.child("key"))
    if not allow_invalid_label_value_in_required_node_affinity:
        path = fld_path.child("values")
        for value_index, value in enumerate(rq.values):
            for msg in is_valid_label_value(value):
                errors.append(
                    invalid(path.index(value_index), value, msg).with_origin(
                        "format=k8s-label-value"
                    )
                )
    return errors


def validate_node_field_selector_requirement(
    req: v1.NodeSelectorRequirement, fld_path: field.Path
) -> list[field.Error]:
    """A field requirement: In or NotIn with exactly one node name, on metadata.name only.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5153-L5177
    """
    errors: list[field.Error] = []
    if req.operator in (v1.NodeSelectorOpIn, v1.NodeSelectorOpNotIn):
        if len(req.values) != 1:
            detail = (
                "must be only one value when `operator` is 'In' or 'NotIn' for node field selector"
            )
            errors.append(required(fld_path.child("values"), detail))
    else:
        errors.append(
            invalid(fld_path.child("operator"), req.operator, "not a valid selector operator")
        )
    if req.key != _ObjectNameField:
        errors.append(invalid(fld_path.child("key"), req.key, "not a valid field selector key"))
    else:
        for index, value in enumerate(req.values):
            # ValidateNodeName is NameIsDNSSubdomain.
            for msg in is_dns1123_subdomain(value):
                errors.append(invalid(fld_path.child("values").index(index), value, msg))
    return errors


def validate_preferred_scheduling_terms(
    terms: list[v1.PreferredSchedulingTerm], fld_path: field.Path
) -> list[field.Error]:
    """Weights in 1-100 and valid preference terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5297-L5310
    """
    errors: list[field.Error] = []
    for index, term in enumerate(terms):
        if term.weight <= 0 or term.weight > 100:
            path = fld_path.index(index).child("weight")
            errors.append(invalid(path, term.weight, "must be in the range 1-100"))
        errors += validate_node_selector_term(
            term.preference, True, fld_path.index(index).child("preference")
        )
    return errors


def validate_tolerations(
    tolerations: list[v1.Toleration], fld_path: field.Path, opts: PodValidationOptions
) -> list[field.Error]:
    """Keys are label names; operators, values, effects and tolerationSeconds fit together;
    Lt and Gt (where allowed) compare canonical int64 values.

    # Python: Go's options of the key check only mark its errors for declarative validation.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4487-L4551
    """
    errors: list[field.Error] = []
    for index, toleration in enumerate(tolerations):
        path = fld_path.index(index)
        if toleration.key:
            errors += validate_label_name(toleration.key, path.child("key"))
        if not toleration.key and toleration.operator != v1.TolerationOpExists:
            detail = (
                "operator must be Exists when `key` is empty, which means "
                '"match all values and all keys"'
            )
            errors.append(invalid(path.child("operator"), toleration.operator, detail))
        if (
            toleration.toleration_seconds is not None
            and toleration.effect != v1.TaintEffectNoExecute
        ):
            detail = "effect must be 'NoExecute' when `tolerationSeconds` is set"
            errors.append(invalid(path.child("effect"), toleration.effect, detail))
        if toleration.operator in (v1.TolerationOpEqual, ""):
            problems = is_valid_label_value(toleration.value)
            if problems:
                errors.append(invalid(path.child("operator"), toleration.value, ";".join(problems)))
        elif toleration.operator == v1.TolerationOpExists:
            if toleration.value:
                detail = "value must be empty when `operator` is 'Exists'"
                errors.append(invalid(path.child("operator"), toleration.value, detail))
        elif toleration.operator in (v1.TolerationOpLt, v1.TolerationOpGt):
            errors += _validate_comparison_toleration(toleration, path, opts)
        else:
            supported = [v1.TolerationOpEqual, v1.TolerationOpExists]
            errors.append(not_supported(path.child("operator"), toleration.operator, supported))
        if toleration.effect:
            errors += _validate_taint_effect(toleration.effect, True, path.child("effect"))
    return errors


def _validate_comparison_toleration(
    toleration: v1.Toleration, path: field.Path, opts: PodValidationOptions
) -> list[field.Error]:
    """The Lt/Gt arm of ValidateTolerations' operator switch.

    # Python: a helper of validate_tolerations, split out to keep that function short.
    """
    if not opts.allow_taint_toleration_comparison_operators:
        valid = [v1.TolerationOpEqual, v1.TolerationOpExists, v1.TolerationOpLt, v1.TolerationOpGt]
        return [not_supported(path.child("operator"), toleration.operator, valid)]
    value_path = path.child("value")
    errors = [
        invalid(value_path, toleration.value, msg)
        for msg in content.is_decimal_integer(toleration.value)
    ]
    parse_error = _parse_int64_error(toleration.value)
    if parse_error:
        errors.append(invalid(value_path, toleration.value, parse_error))
    return errors


_INT64_SYNTAX = re.compile(r"[+-]?[0-9]+")


def _parse_int64_error(s: str) -> str:
    """The error text of Go's strconv.ParseInt(s, 10, 64), or "" when it parses."""
    if not _INT64_SYNTAX.fullmatch(s):
        return f"strconv.ParseInt: parsing {go_quote(s)}: invalid syntax"
    if not -(1 << 63) <= int(s) < (1 << 63):
        return f"strconv.ParseInt: parsing {go_quote(s)}: value out of range"
    return ""


def _validate_taint_effect(
    effect: str, allow_empty: bool, fld_path: field.Path
) -> list[field.Error]:
    """NoSchedule, PreferNoSchedule or NoExecute (empty only where allowed).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4391-L4412
    """
    if not allow_empty and not effect:
        return [required(fld_path, "")]
    valid = [v1.TaintEffectNoSchedule, v1.TaintEffectPreferNoSchedule, v1.TaintEffectNoExecute]
    if effect in valid:
        return []
    return [not_supported(fld_path, effect, valid)]


def _validate_topology_spread_constraints(
    constraints: list[v1.TopologySpreadConstraint],
    fld_path: field.Path,
    opts: PodValidationOptions,
) -> list[field.Error]:
    """maxSkew, topologyKey, whenUnsatisfiable, no repeated pair, minDomains, policies, keys.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L9171-L9229
    """
    # Python: the label selector itself is not validated.
    errors: list[field.Error] = []
    for index, constraint in enumerate(constraints):
        path = fld_path.index(index)
        errors += validate_positive_field(constraint.max_skew, path.child("maxSkew"))
        if not constraint.topology_key:
            errors.append(required(path.child("topologyKey"), "can not be empty"))
        actions = [v1.DoNotSchedule, v1.ScheduleAnyway]
        if constraint.when_unsatisfiable not in actions:
            where = path.child("whenUnsatisfiable")
            errors.append(not_supported(where, constraint.when_unsatisfiable, actions))
        for later in constraints[index + 1 :]:
            if (later.topology_key, later.when_unsatisfiable) == (
                constraint.topology_key,
                constraint.when_unsatisfiable,
            ):
                pair = f"{{{constraint.topology_key}, {constraint.when_unsatisfiable}}}"
                errors.append(duplicate(path.child("{topologyKey, whenUnsatisfiable}"), pair))
                break
        errors += _validate_min_domains(
            path.child("minDomains"), constraint.min_domains, constraint.when_unsatisfiable
        )
        for name, policy in (
            ("nodeAffinityPolicy", constraint.node_affinity_policy),
            ("nodeTaintsPolicy", constraint.node_taints_policy),
        ):
            policies = [v1.NodeInclusionPolicyHonor, v1.NodeInclusionPolicyIgnore]
            if policy is not None and policy not in policies:
                errors.append(not_supported(path.child(name), policy, policies))
        errors += _validate_topology_spread_match_label_keys(constraint, path, opts)
    return errors


def _validate_topology_spread_match_label_keys(
    constraint: v1.TopologySpreadConstraint, path: field.Path, opts: PodValidationOptions
) -> list[field.Error]:
    """Which matchLabelKeys check applies, by the options and what the old pod violated.

    # Python: a helper of _validate_topology_spread_constraints, split out to keep it short.
    """
    keys, selector = constraint.match_label_keys, constraint.label_selector
    keys_path = path.child("matchLabelKeys")
    if not opts.allow_match_label_keys_in_pod_topology_spread:
        return validate_match_label_keys_in_topology_spread(keys_path, keys, selector)
    merge = opts.allow_match_label_keys_in_pod_topology_spread_selector_merge
    if merge and opts.old_pod_violates_match_label_keys_validation:
        return validate_match_label_keys_in_topology_spread(keys_path, keys, selector)
    if merge and not opts.old_pod_violates_match_label_keys_validation:
        return validate_match_label_keys_and_mismatch_label_keys(path, keys, [], selector)
    if not merge and opts.old_pod_violates_legacy_match_label_keys_validation:
        return validate_match_label_keys_and_mismatch_label_keys(path, keys, [], selector)
    return validate_match_label_keys_in_topology_spread(keys_path, keys, selector)


def _validate_min_domains(
    fld_path: field.Path, min_domains: int | None, action: str
) -> list[field.Error]:
    """A positive minDomains, and only with whenUnsatisfiable=DoNotSchedule.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L9232-L9243
    """
    if min_domains is None:
        return []
    errors = validate_positive_field(min_domains, fld_path)
    if action != v1.DoNotSchedule:
        detail = f"can only use minDomains if whenUnsatisfiable={v1.DoNotSchedule}, not {action}"
        errors.append(invalid(fld_path, min_domains, detail).with_origin("dependsOn"))
    return errors


def validate_match_label_keys_in_topology_spread(
    fld_path: field.Path, match_label_keys: list[str], label_selector: metav1.LabelSelector | None
) -> list[field.Error]:
    """Label names that the selector does not name already; a selector must be set.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L9342-L9369
    """
    if not match_label_keys:
        return []
    errors: list[field.Error] = []
    selector_keys: set[str] = set()
    if label_selector is not None:
        selector_keys.update(label_selector.match_labels)
        selector_keys.update(r.key for r in label_selector.match_expressions)
    else:
        errors.append(forbidden(fld_path, "must not be specified when labelSelector is not set"))
    for index, key in enumerate(match_label_keys):
        errors += validate_label_name(key, fld_path.index(index))
        if key in selector_keys:
            detail = "exists in both matchLabelKeys and labelSelector"
            errors.append(
                invalid(fld_path.index(index), key, detail).with_origin("duplicatedLabelKeys")
            )
    return errors


def validate_object_meta(
    meta: metav1.ObjectMeta,
    requires_namespace: bool,
    name_fn: Callable[[str], list[str]],
    fld_path: field.Path,
) -> list[field.Error]:
    """The name (by the kind's rule), the namespace and the labels of an object.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L433-L440
    """
    # Python: ValidateObjectMetaAccessor's name, namespace and label checks; generateName,
    # generation, annotations, owner references, finalizers and managed fields are not checked.
    errors: list[field.Error] = []
    if not meta.name:
        errors.append(required(fld_path.child("name"), "name or generateName is required"))
    else:
        errors += [invalid(fld_path.child("name"), meta.name, msg) for msg in name_fn(meta.name)]
    if requires_namespace:
        if not meta.namespace:
            errors.append(required(fld_path.child("namespace"), ""))
        else:
            path = fld_path.child("namespace")
            errors += [
                invalid(path, meta.namespace, msg) for msg in is_dns1123_label(meta.namespace)
            ]
    elif meta.namespace:
        errors.append(forbidden(fld_path.child("namespace"), "not allowed on this type"))
    labels_path = fld_path.child("labels")
    for key, value in meta.labels.items():
        errors += validate_label_name(key, labels_path)
        errors += [invalid(labels_path, value, msg) for msg in is_valid_label_value(value)]
    return errors


def validate_namespace(namespace: v1.Namespace) -> list[field.Error]:
    """A namespace's name is a DNS label.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L8600-L8606
    """
    # Python: spec.finalizers are not checked.
    return validate_object_meta(
        namespace.metadata, False, is_dns1123_label, field.new_path("metadata")
    )


def validate_node(node: v1.Node) -> list[field.Error]:
    """A node's name, labels, taints, capacity and allocatable, and its declared features.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L7607-L7645
    """
    # Python: node annotations, swap status and pod CIDRs are not checked.
    fld_path = field.new_path("metadata")
    errors = validate_object_meta(node.metadata, False, is_dns1123_subdomain, fld_path)
    if node.spec.taints:
        # Go reports taints under metadata.taints.
        errors += _validate_node_taints(node.spec.taints, fld_path.child("taints"))
    errors += validate_node_resources(node)
    status_field = field.new_path("status")
    errors += _validate_node_declared_features(
        node.status.declared_features, status_field.child("declaredFeatures")
    )
    return errors


# The format of a declared feature: an UpperCamelCase segment, then '/'-separated segments.
_node_declared_feature_regexp = re.compile(r"[A-Z][a-zA-Z0-9]*(/[a-zA-Z][a-zA-Z0-9]*)*")


def _validate_node_declared_features(
    node_features: list[str], fld_path: field.Path
) -> list[field.Error]:
    """Valid feature names, sorted, each once.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L7586-L7604
    """
    errors: list[field.Error] = []
    feature_count = len(node_features)
    for i, feature in enumerate(node_features):
        problem = _validate_node_declared_feature_name(feature)
        if problem:
            errors.append(invalid(fld_path.index(i), feature, problem))
        if i + 1 < feature_count:
            next_feature = node_features[i + 1]
            if feature == next_feature:
                errors.append(duplicate(fld_path.index(i + 1), next_feature))
            elif feature > next_feature:
                detail = "list must be sorted alphabetically"
                errors.append(invalid(fld_path.index(i + 1), next_feature, detail))
    return errors


def _validate_node_declared_feature_name(feature_name: str) -> str:
    """Why a declared feature's name is invalid ("" when it is valid).

    # Python: Go returns an error value; its message is returned here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L7576-L7584
    """
    if len(feature_name.encode("utf-8")) > DNS1123SubdomainMaxLength:
        return (
            f"invalid feature name {go_quote(feature_name)}: must be no more than "
            f"{DNS1123SubdomainMaxLength} characters"
        )
    if not _node_declared_feature_regexp.fullmatch(feature_name):
        return (
            f"invalid feature name {go_quote(feature_name)}: must start with an UpperCamelCase "
            "segment, with subsequent segments separated by '/' (e.g., MyFeature or "
            "MyFeature/mySubFeature), and contain only alphanumeric characters and slashes"
        )
    return ""


def _validate_node_taints(taints: list[v1.Taint], fld_path: field.Path) -> list[field.Error]:
    """Keys are label names, values label values, effects known; unique by key and effect.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L7529-L7560
    """
    errors: list[field.Error] = []
    seen: set[tuple[str, str]] = set()
    for index, taint in enumerate(taints):
        path = fld_path.index(index)
        errors += validate_label_name(taint.key, path.child("key"))
        problems = is_valid_label_value(taint.value)
        if problems:
            errors.append(invalid(path.child("value"), taint.value, ";".join(problems)))
        errors += _validate_taint_effect(taint.effect, False, path.child("effect"))
        if (taint.effect, taint.key) in seen:
            error = duplicate(path, _GoTaint(taint))
            error.detail = "taints must be unique by key and effect pair"
            errors.append(error)
            continue
        seen.add((taint.effect, taint.key))
    return errors


class _GoTaint:
    """A taint as a field error prints it: the JSON of the internal core.Taint, which has no
    json tags (so its keys are the Go field names).

    Python-only: Go gets this from encoding/json.
    """

    def __init__(self, taint: v1.Taint) -> None:
        self.taint = taint

    def marshal_json(self) -> str:
        t = self.taint
        return (
            f'{{"Key":{go_json(t.key)},"Value":{go_json(t.value)},'
            f'"Effect":{go_json(t.effect)},"TimeAdded":{_marshal_json_time(t.time_added)}}}'
        )


def _marshal_json_time(when: datetime | None) -> str:
    """metav1.Time's JSON: null, or the time in UTC as RFC 3339 with seconds."""
    if when is None:
        return "null"
    return '"' + when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ") + '"'


def validate_preemption_policy(policy: str, fld_path: field.Path) -> list[field.Error]:
    """PreemptLowerPriority or Never.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4208-L4219
    """
    if policy in (v1.PreemptLowerPriority, v1.PreemptNever):
        return []
    if not policy:
        return [required(fld_path, "")]
    return [not_supported(fld_path, policy, [v1.PreemptLowerPriority, v1.PreemptNever])]


def _validate_container_ports(
    ports: list[v1.ContainerPort], fld_path: field.Path
) -> list[field.Error]:
    """Unique valid names, container and host ports in range, a known protocol.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L2794-L2830
    """
    errors: list[field.Error] = []
    names: set[str] = set()
    for index, port in enumerate(ports):
        path = fld_path.index(index)
        if port.name:
            problems = is_valid_port_name(port.name)
            if problems:
                errors += [invalid(path.child("name"), port.name, msg) for msg in problems]
            elif port.name in names:
                errors.append(duplicate(path.child("name"), port.name))
            else:
                names.add(port.name)
        if port.container_port == 0:
            errors.append(required(path.child("containerPort"), ""))
        else:
            for msg in is_valid_port_num(port.container_port):
                errors.append(invalid(path.child("containerPort"), port.container_port, msg))
        if port.host_port != 0:
            for msg in is_valid_port_num(port.host_port):
                errors.append(invalid(path.child("hostPort"), port.host_port, msg))
        protocols = [v1.ProtocolSCTP, v1.ProtocolTCP, v1.ProtocolUDP]
        if not port.protocol:
            errors.append(required(path.child("protocol"), ""))
        elif port.protocol not in protocols:
            errors.append(not_supported(path.child("protocol"), port.protocol, protocols))
    return errors


def _validate_scheduling_gates(
    gates: list[v1.PodSchedulingGate], fld_path: field.Path
) -> list[field.Error]:
    """Gate names are qualified names, each at most once.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L4263-L4275
    """
    errors: list[field.Error] = []
    seen: set[str] = set()
    for index, gate in enumerate(gates):
        errors += [
            invalid(fld_path.index(index), gate.name, msg) for msg in is_qualified_name(gate.name)
        ]
        if gate.name in seen:
            errors.append(duplicate(fld_path.index(index), gate.name))
        seen.add(gate.name)
    return errors


def validate_pod_create(pod: v1.Pod, opts: PodValidationOptions) -> list[field.Error]:
    """A new pod: its metadata and spec, and no node name while scheduling gates remain.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/validation/validation.go#L5765-L5781
    """
    # Python: the seccomp and AppArmor annotations are not modelled.
    errors = validate_object_meta(
        pod.metadata, True, is_dns1123_subdomain, field.new_path("metadata")
    )
    spec_path = field.new_path("spec")
    errors += validate_pod_spec(pod.spec, spec_path, opts)
    if pod.spec.ephemeral_containers:
        detail = "cannot be set on create"
        errors.append(forbidden(spec_path.child("ephemeralContainers"), detail))
    if pod.spec.node_name and pod.spec.scheduling_gates:
        detail = "cannot be set until all schedulingGates have been cleared"
        errors.append(forbidden(spec_path.child("nodeName"), detail))
    return errors
