"""Helpers on v1 values the scheduler uses: resource-name kinds, access modes, topology terms."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api import labels, selection
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.util import validation
from kube_scheduler_py.v1_37.api.util.errors import Aggregate


def is_extended_resource_name(name: str) -> bool:
    """Whether name is an extended resource such as `example.com/gpu`.

    It must live outside the kubernetes.io namespace, must not start with `requests.`, and
    `requests.<name>` must be a valid qualified name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L39-L49
    """
    if is_native_resource(name) or name.startswith(v1.DefaultResourceRequestsPrefix):
        return False
    # The name must still be a qualified name once quota's `requests.` prefix is put in front.
    name_for_quota = f"{v1.DefaultResourceRequestsPrefix}{name}"
    return len(validation.is_qualified_name(name_for_quota)) == 0


def is_prefixed_native_resource(name: str) -> bool:
    """Whether name lies in a `*kubernetes.io/` namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L53-L55
    """
    return v1.ResourceDefaultNamespacePrefix in name


def is_native_resource(name: str) -> bool:
    """Whether name is a native resource: unprefixed (cpu, memory) or in `*kubernetes.io/`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L60-L63
    """
    return "/" not in name or is_prefixed_native_resource(name)


def is_huge_page_resource_name(name: str) -> bool:
    """Whether name is a huge page resource (`hugepages-<size>`).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L67-L69
    """
    return name.startswith(v1.ResourceHugePagesPrefix)


def is_overcommit_allowed(name: str) -> bool:
    """Whether a pod may request less of resource name than it limits: native, not hugepages.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L130-L133
    """
    return is_native_resource(name) and not is_huge_page_resource_name(name)


def is_attachable_volume_resource_name(name: str) -> bool:
    """Whether name counts attachable volumes (`attachable-volumes-<plugin>`).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L136-L138
    """
    return name.startswith(v1.ResourceAttachableVolumesPrefix)


def contains_access_mode(modes: list[str], mode: str) -> bool:
    """Whether mode is one of modes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L197-L204
    """
    return mode in modes


def topology_selector_requirements_as_selector(
    tsm: list[v1.TopologySelectorLabelRequirement],
) -> labels.Selector:
    """Turn topology label requirements (key in values) into a labels.Selector.

    No requirements select nothing. Raises the labels package's Aggregate for an invalid one.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L222-L237
    """
    if len(tsm) == 0:
        return labels.nothing()

    selector = labels.new_selector()
    for expr in tsm:
        r = labels.new_requirement(expr.key, selection.In, expr.values)
        selector = selector.add(r)

    return selector


def match_topology_selector_terms(
    topology_selector_terms: list[v1.TopologySelectorTerm], lbls: labels.Set
) -> bool:
    """Whether the labels match any of the terms (ORed). An empty list matches everything;
    an empty or invalid term matches nothing.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/helper/helpers.go#L241-L262
    """
    if len(topology_selector_terms) == 0:
        return True

    for req in topology_selector_terms:
        if len(req.match_label_expressions) == 0:
            continue

        try:
            label_selector = topology_selector_requirements_as_selector(req.match_label_expressions)
        except Aggregate:
            continue
        if not label_selector.matches(lbls):
            continue

        return True

    return False
