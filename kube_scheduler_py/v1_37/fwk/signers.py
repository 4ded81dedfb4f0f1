"""Signers: the keys of pod signature fragments, and the shared functions that compute them.

A plugin's SignPod returns fragments (SignFragment) whose values come from these functions; two
pods whose fragments are equal may share one scheduling result. Every function returns the same
value for pods that differ only in ways the plugin ignores: lists whose order does not matter
are sorted, and volumes that never affect scheduling (ConfigMaps, Secrets) are left out.

# Python: a Go `error` result is a raised exception (json.Marshal of these values cannot fail
# in Go, so none is raised in practice).
# Python: json.Marshal of an API object is the API serialization's `marshal`: over the fields
# the API types model, two values give equal texts exactly when Go's are equal, though zero
# fields Go keeps may be left out.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.serialization import go_json_text, marshal

DynamicResourcesSignerName = "v1.Pod.Spec.DynamicResources"
ImageNamesSignerName = "v1.Pod.Spec.CanonicalImageNames()"
LabelsSignerName = "v1.Pod.Labels"
NodeNameSignerName = "v1.Pod.Spec.NodeName"
NodeAffinitySignerName = "v1.Pod.Spec.Affinity.NodeAffinity"
NodeSelectorSignerName = "v1.Pod.Spec.Affinity.NodeSelector"
HostPortsSignerName = "v1.Pod.Spec.HostPorts()"
ResourcesSignerName = "v1.Pod.Spec.ContainerRequestsAndOverheads()"
SchedulerNameSignerName = "v1.Pod.Spec.SchedulerName"
TolerationsSignerName = "v1.Pod.Spec.Tolerations"
VolumesSignerName = "v1.Pod.Spec.Volumes.NonSyntheticSources()"
FeaturesSignerName = "v1.Pod.Spec.RequiredFeatures()"


def host_ports_signer(pod: v1.Pod) -> Any:
    """The distinct host ports of the pod's containers and init containers, sorted.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L50-L65
    """
    port_set: set[int] = set()
    containers: list[v1.Container] = []
    containers.extend(pod.spec.containers)
    containers.extend(pod.spec.init_containers)
    for container in containers:
        for port in container.ports:
            if port.host_port != 0:
                port_set.add(port.host_port)
    ports = list(port_set)
    ports.sort()
    return ports


def node_selector_requirements_signer(reqs: list[v1.NodeSelectorRequirement]) -> list[str]:
    """Each requirement as JSON with its values sorted, the whole list sorted.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L67-L80
    """
    ret = [""] * len(reqs)
    for i, req in enumerate(reqs):
        t = copy.deepcopy(req)
        t.values.sort()
        ret[i] = _json_marshal(t)
    ret.sort()
    return ret


@dataclass(slots=True)
class nodeSelTermSignResult:
    """The signed form of one node selector term: its expressions and fields, each signed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L82-L85
    """

    match_expressions: list[str] = field(default_factory=list)
    match_fields: list[str] = field(default_factory=list)


def node_selector_term_signer(t: v1.NodeSelectorTerm) -> nodeSelTermSignResult:
    """Sign the expressions and the fields of one node selector term.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L87-L100
    """
    exp = node_selector_requirements_signer(t.match_expressions)
    fld = node_selector_requirements_signer(t.match_fields)
    return nodeSelTermSignResult(match_expressions=exp, match_fields=fld)


@dataclass(slots=True)
class prefSchedTermSignResult:
    """The signed form of one preferred scheduling term: its weight and its signed preference.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L102-L105
    """

    weight: int = 0
    preference: nodeSelTermSignResult = field(default_factory=nodeSelTermSignResult)


def preferred_scheduling_term_signer(terms: list[v1.PreferredSchedulingTerm]) -> list[str]:
    """Each preferred term signed and written as JSON, the list sorted.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L107-L125
    """
    new_terms = [""] * len(terms)
    for i, t in enumerate(terms):
        pref = node_selector_term_signer(t.preference)
        new_terms[i] = _json_marshal(prefSchedTermSignResult(weight=t.weight, preference=pref))
    new_terms.sort()
    return new_terms


def node_selector_terms_signer(terms: list[v1.NodeSelectorTerm]) -> list[str]:
    """Each required node selector term signed and written as JSON, the list sorted.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L127-L143
    """
    req = [""] * len(terms)
    for i, t in enumerate(terms):
        nst = node_selector_term_signer(t)
        req[i] = _json_marshal(nst)
    req.sort()

    return req


@dataclass(slots=True)
class nodeAffinitySignerResult:
    """The signed node affinity of a pod: its required and its preferred terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L145-L148
    """

    required: list[str] = field(default_factory=list)
    preferred: list[str] = field(default_factory=list)


def node_affinity_signer(pod: v1.Pod) -> Any:
    """The pod's node affinity in signed form; None when the pod has none.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L150-L178
    """
    if pod.spec.affinity is not None and pod.spec.affinity.node_affinity is not None:
        n = pod.spec.affinity.node_affinity
        pref: list[str] = []
        # Python: Go tests the slice for nil; an empty list signs to the same empty list.
        if n.preferred_during_scheduling_ignored_during_execution:
            pref = preferred_scheduling_term_signer(
                n.preferred_during_scheduling_ignored_during_execution
            )

        req: list[str] = []
        if n.required_during_scheduling_ignored_during_execution is not None:
            req = node_selector_terms_signer(
                n.required_during_scheduling_ignored_during_execution.node_selector_terms
            )

        return nodeAffinitySignerResult(required=req, preferred=pref)
    return None


def tolerations_signer(pod: v1.Pod) -> Any:
    """The pod's tolerations ordered by key, then value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L180-L187
    """
    ret: list[v1.Toleration] = []
    ret.extend(pod.spec.tolerations)
    # Python: a stable sort; Go's sort.Slice is not stable, which can only show for
    # tolerations equal in key and value (and Go sorts fewer than 13 by stable insertion).
    ret.sort(key=lambda t: (t.key, t.value))
    return ret


def volumes_signer(pod: v1.Pod) -> Any:
    """The JSON of every volume source other than ConfigMaps and Secrets, sorted.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/signers.go#L192-L205
    """
    ret: list[str] = []
    for vol in pod.spec.volumes:
        if vol.volume_source.config_map is None and vol.volume_source.secret is None:
            ret.append(_json_marshal(vol.volume_source))
    ret.sort()
    return ret


def _json_marshal(value: Any) -> str:
    """The text Go's json.Marshal writes for value.

    Python-only: Go calls json.Marshal. The result types of this module carry no JSON tags, so
    all their fields are written under their Go names in field order; API objects are written
    by the API's serialization (`marshal`, map keys sorted).
    """
    if _is_result(value):
        return go_json_text(_result_value(value))
    return marshal(value)


def _is_result(value: Any) -> bool:
    """Whether value is one of this module's result structs."""
    return dataclasses.is_dataclass(value) and type(value).__module__ == __name__


def _result_value(value: Any) -> Any:
    """The JSON-ready form of a result struct: every field, under its Go name."""
    if not _is_result(value):
        return value
    return {
        _go_field_name(f.name): _result_value(getattr(value, f.name))
        for f in dataclasses.fields(value)
    }


def _go_field_name(name: str) -> str:
    """The Go name of a result field: match_expressions is MatchExpressions."""
    return "".join(part.capitalize() for part in name.split("_"))
