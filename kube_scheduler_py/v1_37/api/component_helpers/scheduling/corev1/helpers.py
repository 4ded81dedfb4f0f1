"""Scheduling helpers on core objects: pod priority, node selector terms, taints/tolerations."""

from __future__ import annotations

from collections.abc import Callable

from kube_scheduler_py.v1_37.api.component_helpers.scheduling.corev1.nodeaffinity import (
    nodeaffinity,
)
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.toleration import tolerates_taint


def pod_priority(pod: v1.Pod) -> int:
    """The pod's priority; a pod without one (created before any default existed) counts as 0.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/helpers.go#L28-L36
    """
    if pod.spec.priority is not None:
        return pod.spec.priority
    return 0


def match_node_selector_terms(node: v1.Node | None, node_selector: v1.NodeSelector) -> bool:
    """Whether the node matches any of the selector's terms (an empty term matches nothing).

    Raises an Aggregate of parse errors when no term matched and some could not be parsed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/helpers.go#L40-L48
    """
    if node is None:
        return False
    return nodeaffinity.new_lazy_error_node_selector(node_selector).match(node)


def tolerations_tolerate_taint(
    tolerations: list[v1.Toleration], taint: v1.Taint, enable_comparison_operators: bool
) -> bool:
    """Whether any of the tolerations tolerates the taint (Lt/Gt tolerations only when
    comparison operators are enabled).

    # Python: Go's logger parameter is dropped (this port does not log).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/helpers.go#L64-L71
    """
    return any(
        tolerates_taint(toleration, taint, enable_comparison_operators)
        for toleration in tolerations
    )


# A predicate choosing which taints to check (Go's taintsFilterFunc).
taintsFilterFunc = Callable[[v1.Taint], bool]


def find_matching_untolerated_taint(
    taints: list[v1.Taint],
    tolerations: list[v1.Toleration],
    inclusion_filter: taintsFilterFunc | None,
    enable_comparison_operators: bool,
) -> tuple[v1.Taint, bool]:
    """The first taint passing the filter that no toleration tolerates, and True; or an empty
    taint and False when every filtered taint is tolerated. A None filter keeps every taint.

    # Python: Go's logger parameter is dropped (this port does not log).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/helpers.go#L79-L87
    """
    filtered_taints = get_filtered_taints(taints, inclusion_filter)
    for taint in filtered_taints:
        if not tolerations_tolerate_taint(tolerations, taint, enable_comparison_operators):
            return taint, True
    return v1.Taint(), False


def get_filtered_taints(
    taints: list[v1.Taint], inclusion_filter: taintsFilterFunc | None
) -> list[v1.Taint]:
    """The taints the filter accepts (all of them when there is no filter).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/helpers.go#L90-L102
    """
    if inclusion_filter is None:
        return taints
    filtered_taints: list[v1.Taint] = []
    for taint in taints:
        if not inclusion_filter(taint):
            continue
        filtered_taints.append(taint)
    return filtered_taints
