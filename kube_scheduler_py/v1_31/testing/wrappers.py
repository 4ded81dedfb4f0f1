"""Chainable builders for the API objects scheduler tests are made of.

`make_pod().name("p").namespace("ns").req({"cpu": "1"}).obj()` builds a v1.Pod the way the Go
test tables do with `st.MakePod().Name("p")...Obj()`. Every setter returns the wrapper so calls
chain; `obj()` hands back the wrapped object itself (not a copy), exactly like Go's `Obj()`.

# Python: a Go wrapper embeds its object; here the object is the wrapper's field named after
# the embedded Go field (`PodWrapper.pod`, `NodeWrapper.node`, ...), so methods never collide
# with object fields.
# Python: Go maps iterate in random order; the dicts given to `req`, `labels`, `images`, ...
# are walked in insertion order.
# Python: a nil slice or map argument is accepted as None and stored as an empty list or dict.
# Python: the wrappers of DynamicResources objects (ResourceClaimWrapper, PodSchedulingWrapper,
# ResourceSliceWrapper) are not ported: the DynamicResources plugin is not part of this port.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import IntEnum
from typing import Protocol

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import set_meta_data_annotation
from kube_scheduler_py.v1_31.api.resource import must_parse

# The image of the containers `res`, `req`, `lim` and `init_req` add: what GetPauseImageName of
# k8s.io/kubernetes/test/utils/image returns at v1.31.1, https://github.com/kubernetes/kubernetes/blob/v1.31.1/test/utils/image/manifest.go#L360-L362
_PAUSE_IMAGE = "registry.k8s.io/pause:3.10"

# Python: no wall clock in this port; where Go stamps metav1.Now() (a terminating pod's deletion
# timestamp, a node condition's heartbeat) a fixed instant is used. Only presence matters there.
_NOW = datetime(2024, 1, 1, tzinfo=UTC)


class _GroupVersionKind(Protocol):
    """What `owner_reference` reads of a schema.GroupVersionKind: group, version and kind.

    Python-only: stands in for apimachinery's schema.GroupVersionKind.
    """

    @property
    def group(self) -> str: ...

    @property
    def version(self) -> str: ...

    @property
    def kind(self) -> str: ...


def _group_version_string(gvk: _GroupVersionKind) -> str:
    """The apiVersion string of gvk: "group/version", or just "version" for the core group."""
    if len(gvk.group) > 0:
        return gvk.group + "/" + gvk.version
    return gvk.version


def _resource_list(res_map: dict[str, str] | None) -> v1.ResourceList:
    """Parse a {resource name: quantity string} map into a v1.ResourceList."""
    res: v1.ResourceList = {}
    for k, v in (res_map or {}).items():
        res[k] = must_parse(v)
    return res


@dataclass(slots=True)
class NodeSelectorWrapper:
    """Builds a v1.NodeSelector term by term.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L36-L36
    """

    node_selector: v1.NodeSelector = field(default_factory=v1.NodeSelector)

    def in_(self, key: str, vals: list[str] | None) -> NodeSelectorWrapper:
        """Add a term with one `key In vals` expression (terms are ORed).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L46-L56
        """
        # Python: `in` is a keyword, so the method is `in_`.
        expression = v1.NodeSelectorRequirement(
            key=key, operator=v1.NodeSelectorOpIn, values=vals if vals is not None else []
        )
        selector_term = v1.NodeSelectorTerm()
        selector_term.match_expressions.append(expression)
        self.node_selector.node_selector_terms.append(selector_term)
        return self

    def not_in(self, key: str, vals: list[str] | None) -> NodeSelectorWrapper:
        """Add a term with one `key NotIn vals` expression.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L60-L70
        """
        expression = v1.NodeSelectorRequirement(
            key=key, operator=v1.NodeSelectorOpNotIn, values=vals if vals is not None else []
        )
        selector_term = v1.NodeSelectorTerm()
        selector_term.match_expressions.append(expression)
        self.node_selector.node_selector_terms.append(selector_term)
        return self

    def obj(self) -> v1.NodeSelector:
        """The built NodeSelector.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L73-L75
        """
        return self.node_selector


def make_node_selector() -> NodeSelectorWrapper:
    """Start building an empty NodeSelector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L39-L41
    """
    return NodeSelectorWrapper(v1.NodeSelector())


@dataclass(slots=True)
class LabelSelectorWrapper:
    """Builds a metav1.LabelSelector label by label and expression by expression.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L78-L78
    """

    label_selector: metav1.LabelSelector = field(default_factory=metav1.LabelSelector)

    def label(self, k: str, v: str) -> LabelSelectorWrapper:
        """Require the label k=v (matchLabels).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L86-L92
        """
        # Python: match_labels is never nil, so Go's map allocation is not needed.
        self.label_selector.match_labels[k] = v
        return self

    def in_(self, key: str, vals: list[str] | None) -> LabelSelectorWrapper:
        """Add the expression `key In vals`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L95-L103
        """
        # Python: `in` is a keyword, so the method is `in_`.
        expression = metav1.LabelSelectorRequirement(
            key=key, operator=metav1.LabelSelectorOpIn, values=vals if vals is not None else []
        )
        self.label_selector.match_expressions.append(expression)
        return self

    def not_in(self, key: str, vals: list[str] | None) -> LabelSelectorWrapper:
        """Add the expression `key NotIn vals`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L106-L114
        """
        expression = metav1.LabelSelectorRequirement(
            key=key, operator=metav1.LabelSelectorOpNotIn, values=vals if vals is not None else []
        )
        self.label_selector.match_expressions.append(expression)
        return self

    def exists(self, k: str) -> LabelSelectorWrapper:
        """Add the expression `k Exists`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L117-L124
        """
        expression = metav1.LabelSelectorRequirement(key=k, operator=metav1.LabelSelectorOpExists)
        self.label_selector.match_expressions.append(expression)
        return self

    def not_exist(self, k: str) -> LabelSelectorWrapper:
        """Add the expression `k DoesNotExist`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L127-L134
        """
        expression = metav1.LabelSelectorRequirement(
            key=k, operator=metav1.LabelSelectorOpDoesNotExist
        )
        self.label_selector.match_expressions.append(expression)
        return self

    def obj(self) -> metav1.LabelSelector:
        """The built LabelSelector.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L137-L139
        """
        return self.label_selector


def make_label_selector() -> LabelSelectorWrapper:
    """Start building an empty LabelSelector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L81-L83
    """
    return LabelSelectorWrapper(metav1.LabelSelector())


@dataclass(slots=True)
class ContainerWrapper:
    """Builds a v1.Container.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L142-L142
    """

    container: v1.Container = field(default_factory=v1.Container)

    def obj(self) -> v1.Container:
        """A copy of the built container (Go returns the struct by value).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L150-L152
        """
        return dataclasses.replace(self.container)

    def name(self, n: str) -> ContainerWrapper:
        """Set the container name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L155-L158
        """
        self.container.name = n
        return self

    def image(self, image: str) -> ContainerWrapper:
        """Set the container image.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L161-L164
        """
        self.container.image = image
        return self

    def host_port(self, host_port: int) -> ContainerWrapper:
        """Give the container a single port entry with this hostPort.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L167-L170
        """
        self.container.ports = [v1.ContainerPort(host_port=host_port)]
        return self

    def container_port(self, ports: list[v1.ContainerPort] | None) -> ContainerWrapper:
        """Set the container ports.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L173-L176
        """
        self.container.ports = ports if ports is not None else []
        return self

    def resources(self, res_map: dict[str, str] | None) -> ContainerWrapper:
        """Set both requests and limits to res_map (one shared ResourceList, as in Go).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L179-L189
        """
        res = _resource_list(res_map)
        self.container.resources = v1.ResourceRequirements(requests=res, limits=res)
        return self

    def resource_requests(self, req_map: dict[str, str] | None) -> ContainerWrapper:
        """Set the requests to req_map and clear the limits.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L192-L201
        """
        res = _resource_list(req_map)
        self.container.resources = v1.ResourceRequirements(requests=res)
        return self

    def resource_limits(self, lim_map: dict[str, str] | None) -> ContainerWrapper:
        """Set the limits to lim_map and clear the requests.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L204-L213
        """
        res = _resource_list(lim_map)
        self.container.resources = v1.ResourceRequirements(limits=res)
        return self


def make_container() -> ContainerWrapper:
    """Start building an empty Container.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L145-L147
    """
    return ContainerWrapper(v1.Container())


class PodAffinityKind(IntEnum):
    """Which (anti-)affinity requirements `pod_affinity`/`pod_anti_affinity` add.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L435-L435
    """

    NilPodAffinity = 0
    PodAffinityWithRequiredReq = 1
    PodAffinityWithPreferredReq = 2
    PodAffinityWithRequiredPreferredReq = 3
    PodAntiAffinityWithRequiredReq = 4
    PodAntiAffinityWithPreferredReq = 5
    PodAntiAffinityWithRequiredPreferredReq = 6


# The PodAffinityKind values under their Go names, as in
# https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L439-L451
NilPodAffinity = PodAffinityKind.NilPodAffinity
PodAffinityWithRequiredReq = PodAffinityKind.PodAffinityWithRequiredReq
PodAffinityWithPreferredReq = PodAffinityKind.PodAffinityWithPreferredReq
PodAffinityWithRequiredPreferredReq = PodAffinityKind.PodAffinityWithRequiredPreferredReq
PodAntiAffinityWithRequiredReq = PodAffinityKind.PodAntiAffinityWithRequiredReq
PodAntiAffinityWithPreferredReq = PodAffinityKind.PodAntiAffinityWithPreferredReq
PodAntiAffinityWithRequiredPreferredReq = PodAffinityKind.PodAntiAffinityWithRequiredPreferredReq


@dataclass(slots=True)
class PodWrapper:
    """Builds a v1.Pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L216-L216
    """

    pod: v1.Pod = field(default_factory=v1.Pod)

    def obj(self) -> v1.Pod:
        """The built pod (the wrapper's own object, not a copy).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L224-L226
        """
        return self.pod

    def name(self, s: str) -> PodWrapper:
        """Set metadata.name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L229-L232
        """
        self.pod.metadata.name = s
        return self

    def uid(self, s: str) -> PodWrapper:
        """Set metadata.uid.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L235-L238
        """
        self.pod.metadata.uid = s
        return self

    def scheduler_name(self, s: str) -> PodWrapper:
        """Set spec.schedulerName.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L241-L244
        """
        self.pod.spec.scheduler_name = s
        return self

    def namespace(self, s: str) -> PodWrapper:
        """Set metadata.namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L247-L250
        """
        self.pod.metadata.namespace = s
        return self

    def owner_reference(self, name: str, gvk: _GroupVersionKind) -> PodWrapper:
        """Make the object `name` of kind gvk the pod's only (controller) owner.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L253-L263
        """
        self.pod.metadata.owner_references = [
            metav1.OwnerReference(
                api_version=_group_version_string(gvk),
                kind=gvk.kind,
                name=name,
                controller=True,
            )
        ]
        return self

    def container(self, s: str) -> PodWrapper:
        """Append a container named con<N> running image s.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L266-L270
        """
        name = f"con{len(self.pod.spec.containers)}"
        self.pod.spec.containers.append(make_container().name(name).image(s).obj())
        return self

    def containers(self, containers: list[v1.Container] | None) -> PodWrapper:
        """Replace the pod's containers.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L273-L276
        """
        self.pod.spec.containers = containers if containers is not None else []
        return self

    def pod_resource_claims(self, *pod_resource_claims: v1.PodResourceClaim) -> PodWrapper:
        """Append entries to spec.resourceClaims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L279-L282
        """
        self.pod.spec.resource_claims.extend(pod_resource_claims)
        return self

    def priority(self, val: int) -> PodWrapper:
        """Set spec.priority.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L285-L288
        """
        self.pod.spec.priority = val
        return self

    def creation_timestamp(self, t: datetime | None) -> PodWrapper:
        """Set metadata.creationTimestamp.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L291-L294
        """
        self.pod.metadata.creation_timestamp = t
        return self

    def terminating(self) -> PodWrapper:
        """Mark the pod as being deleted (sets metadata.deletionTimestamp).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L297-L301
        """
        now = _NOW
        self.pod.metadata.deletion_timestamp = now
        return self

    def zero_termination_grace_period(self) -> PodWrapper:
        """Set spec.terminationGracePeriodSeconds to 0.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L304-L307
        """
        self.pod.spec.termination_grace_period_seconds = 0
        return self

    def node(self, s: str) -> PodWrapper:
        """Set spec.nodeName, i.e. make the pod bound to node s.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L310-L313
        """
        self.pod.spec.node_name = s
        return self

    def node_selector(self, m: dict[str, str] | None) -> PodWrapper:
        """Set spec.nodeSelector.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L316-L319
        """
        self.pod.spec.node_selector = m if m is not None else {}
        return self

    def node_affinity_in(self, key: str, vals: list[str] | None) -> PodWrapper:
        """Set a required node affinity with the single term `key In vals`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L323-L333
        """
        if self.pod.spec.affinity is None:
            self.pod.spec.affinity = v1.Affinity()
        if self.pod.spec.affinity.node_affinity is None:
            self.pod.spec.affinity.node_affinity = v1.NodeAffinity()
        node_selector = make_node_selector().in_(key, vals).obj()
        node_affinity = self.pod.spec.affinity.node_affinity
        node_affinity.required_during_scheduling_ignored_during_execution = node_selector
        return self

    def node_affinity_not_in(self, key: str, vals: list[str] | None) -> PodWrapper:
        """Set a required node affinity with the single term `key NotIn vals`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L337-L347
        """
        if self.pod.spec.affinity is None:
            self.pod.spec.affinity = v1.Affinity()
        if self.pod.spec.affinity.node_affinity is None:
            self.pod.spec.affinity.node_affinity = v1.NodeAffinity()
        node_selector = make_node_selector().not_in(key, vals).obj()
        node_affinity = self.pod.spec.affinity.node_affinity
        node_affinity.required_during_scheduling_ignored_during_execution = node_selector
        return self

    def start_time(self, t: datetime | None) -> PodWrapper:
        """Set status.startTime.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L350-L353
        """
        self.pod.status.start_time = t
        return self

    def nominated_node_name(self, n: str) -> PodWrapper:
        """Set status.nominatedNodeName.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L356-L359
        """
        self.pod.status.nominated_node_name = n
        return self

    def phase(self, phase: str) -> PodWrapper:
        """Set status.phase.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L362-L365
        """
        self.pod.status.phase = phase
        return self

    def condition(self, t: str, s: str, r: str) -> PodWrapper:
        """Append a status condition of type t, status s and reason r.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L368-L371
        """
        self.pod.status.conditions.append(v1.PodCondition(type=t, status=s, reason=r))
        return self

    def conditions(self, conditions: list[v1.PodCondition] | None) -> PodWrapper:
        """Append the given status conditions.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L374-L377
        """
        self.pod.status.conditions.extend(conditions or [])
        return self

    def toleration(self, key: str) -> PodWrapper:
        """Append a toleration `key Exists` (any value, any effect).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L381-L387
        """
        self.pod.spec.tolerations.append(v1.Toleration(key=key, operator=v1.TolerationOpExists))
        return self

    def host_port(self, port: int) -> PodWrapper:
        """Append a pause container that asks for this host port.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L391-L394
        """
        self.pod.spec.containers.append(
            make_container().name("container").image("pause").host_port(port).obj()
        )
        return self

    def container_port(self, ports: list[v1.ContainerPort] | None) -> PodWrapper:
        """Append a pause container with the given ports.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L398-L401
        """
        self.pod.spec.containers.append(
            make_container().name("container").image("pause").container_port(ports).obj()
        )
        return self

    def pvc(self, name: str) -> PodWrapper:
        """Append a volume `name` backed by the PVC of the same name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L404-L412
        """
        self.pod.spec.volumes.append(
            v1.Volume(
                name=name,
                volume_source=v1.VolumeSource(
                    persistent_volume_claim=v1.PersistentVolumeClaimVolumeSource(claim_name=name)
                ),
            )
        )
        return self

    def volume(self, volume: v1.Volume) -> PodWrapper:
        """Append a volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L415-L418
        """
        self.pod.spec.volumes.append(volume)
        return self

    def volumes(self, volumes: list[v1.Volume] | None) -> PodWrapper:
        """Replace the pod's volumes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L421-L424
        """
        self.pod.spec.volumes = volumes if volumes is not None else []
        return self

    def scheduling_gates(self, gates: list[str] | None) -> PodWrapper:
        """Append one scheduling gate per name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L427-L432
        """
        for gate in gates or []:
            self.pod.spec.scheduling_gates.append(v1.PodSchedulingGate(name=gate))
        return self

    def pod_affinity(
        self,
        topology_key: str,
        label_selector: metav1.LabelSelector | None,
        kind: PodAffinityKind,
    ) -> PodWrapper:
        """Add a pod affinity term (required, preferred with weight 1, or both, per kind).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L456-L490
        """
        if kind == NilPodAffinity:
            return self

        if self.pod.spec.affinity is None:
            self.pod.spec.affinity = v1.Affinity()
        if self.pod.spec.affinity.pod_affinity is None:
            self.pod.spec.affinity.pod_affinity = v1.PodAffinity()
        pod_affinity = self.pod.spec.affinity.pod_affinity
        term = v1.PodAffinityTerm(label_selector=label_selector, topology_key=topology_key)
        if kind == PodAffinityWithRequiredReq:
            pod_affinity.required_during_scheduling_ignored_during_execution.append(term)
        elif kind == PodAffinityWithPreferredReq:
            pod_affinity.preferred_during_scheduling_ignored_during_execution.append(
                v1.WeightedPodAffinityTerm(weight=1, pod_affinity_term=term)
            )
        elif kind == PodAffinityWithRequiredPreferredReq:
            pod_affinity.required_during_scheduling_ignored_during_execution.append(term)
            pod_affinity.preferred_during_scheduling_ignored_during_execution.append(
                v1.WeightedPodAffinityTerm(weight=1, pod_affinity_term=term)
            )
        return self

    def pod_anti_affinity(
        self,
        topology_key: str,
        label_selector: metav1.LabelSelector | None,
        kind: PodAffinityKind,
    ) -> PodWrapper:
        """Add a pod anti-affinity term (required, preferred with weight 1, or both, per kind).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L494-L528
        """
        if kind == NilPodAffinity:
            return self

        if self.pod.spec.affinity is None:
            self.pod.spec.affinity = v1.Affinity()
        if self.pod.spec.affinity.pod_anti_affinity is None:
            self.pod.spec.affinity.pod_anti_affinity = v1.PodAntiAffinity()
        pod_anti_affinity = self.pod.spec.affinity.pod_anti_affinity
        term = v1.PodAffinityTerm(label_selector=label_selector, topology_key=topology_key)
        if kind == PodAntiAffinityWithRequiredReq:
            pod_anti_affinity.required_during_scheduling_ignored_during_execution.append(term)
        elif kind == PodAntiAffinityWithPreferredReq:
            pod_anti_affinity.preferred_during_scheduling_ignored_during_execution.append(
                v1.WeightedPodAffinityTerm(weight=1, pod_affinity_term=term)
            )
        elif kind == PodAntiAffinityWithRequiredPreferredReq:
            pod_anti_affinity.required_during_scheduling_ignored_during_execution.append(term)
            pod_anti_affinity.preferred_during_scheduling_ignored_during_execution.append(
                v1.WeightedPodAffinityTerm(weight=1, pod_affinity_term=term)
            )
        return self

    def pod_affinity_exists(
        self, label_key: str, topology_key: str, kind: PodAffinityKind
    ) -> PodWrapper:
        """Add pod affinity to pods that carry the label label_key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L532-L536
        """
        label_selector = make_label_selector().exists(label_key).obj()
        self.pod_affinity(topology_key, label_selector, kind)
        return self

    def pod_anti_affinity_exists(
        self, label_key: str, topology_key: str, kind: PodAffinityKind
    ) -> PodWrapper:
        """Add pod anti-affinity to pods that carry the label label_key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L540-L544
        """
        label_selector = make_label_selector().exists(label_key).obj()
        self.pod_anti_affinity(topology_key, label_selector, kind)
        return self

    def pod_affinity_not_exists(
        self, label_key: str, topology_key: str, kind: PodAffinityKind
    ) -> PodWrapper:
        """Add pod affinity to pods that do not carry the label label_key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L548-L552
        """
        label_selector = make_label_selector().not_exist(label_key).obj()
        self.pod_affinity(topology_key, label_selector, kind)
        return self

    def pod_anti_affinity_not_exists(
        self, label_key: str, topology_key: str, kind: PodAffinityKind
    ) -> PodWrapper:
        """Add pod anti-affinity to pods that do not carry the label label_key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L556-L560
        """
        label_selector = make_label_selector().not_exist(label_key).obj()
        self.pod_anti_affinity(topology_key, label_selector, kind)
        return self

    def pod_affinity_in(
        self,
        label_key: str,
        topology_key: str,
        vals: list[str] | None,
        kind: PodAffinityKind,
    ) -> PodWrapper:
        """Add pod affinity to pods whose label label_key has one of vals.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L564-L568
        """
        label_selector = make_label_selector().in_(label_key, vals).obj()
        self.pod_affinity(topology_key, label_selector, kind)
        return self

    def pod_anti_affinity_in(
        self,
        label_key: str,
        topology_key: str,
        vals: list[str] | None,
        kind: PodAffinityKind,
    ) -> PodWrapper:
        """Add pod anti-affinity to pods whose label label_key has one of vals.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L572-L576
        """
        label_selector = make_label_selector().in_(label_key, vals).obj()
        self.pod_anti_affinity(topology_key, label_selector, kind)
        return self

    def pod_affinity_not_in(
        self,
        label_key: str,
        topology_key: str,
        vals: list[str] | None,
        kind: PodAffinityKind,
    ) -> PodWrapper:
        """Add pod affinity to pods whose label label_key has none of vals.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L580-L584
        """
        label_selector = make_label_selector().not_in(label_key, vals).obj()
        self.pod_affinity(topology_key, label_selector, kind)
        return self

    def pod_anti_affinity_not_in(
        self,
        label_key: str,
        topology_key: str,
        vals: list[str] | None,
        kind: PodAffinityKind,
    ) -> PodWrapper:
        """Add pod anti-affinity to pods whose label label_key has none of vals.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L588-L592
        """
        label_selector = make_label_selector().not_in(label_key, vals).obj()
        self.pod_anti_affinity(topology_key, label_selector, kind)
        return self

    def spread_constraint(
        self,
        max_skew: int,
        tp_key: str,
        mode: str,
        selector: metav1.LabelSelector | None,
        min_domains: int | None,
        node_affinity_policy: str | None,
        node_taints_policy: str | None,
        match_label_keys: list[str] | None,
    ) -> PodWrapper:
        """Append a topology spread constraint.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L596-L609
        """
        c = v1.TopologySpreadConstraint(
            max_skew=max_skew,
            topology_key=tp_key,
            when_unsatisfiable=mode,
            label_selector=selector,
            min_domains=min_domains,
            node_affinity_policy=node_affinity_policy,
            node_taints_policy=node_taints_policy,
            match_label_keys=match_label_keys if match_label_keys is not None else [],
        )
        self.pod.spec.topology_spread_constraints.append(c)
        return self

    def label(self, k: str, v: str) -> PodWrapper:
        """Set the pod label k=v.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L612-L618
        """
        # Python: the labels map is never nil, so Go's map allocation is not needed.
        self.pod.metadata.labels[k] = v
        return self

    def labels(self, labels: dict[str, str] | None) -> PodWrapper:
        """Set every label of the given map on the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L621-L626
        """
        for k, v in (labels or {}).items():
            self.label(k, v)
        return self

    def annotation(self, key: str, value: str) -> PodWrapper:
        """Set the pod annotation key=value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L629-L632
        """
        set_meta_data_annotation(self.pod.metadata, key, value)
        return self

    def annotations(self, annotations: dict[str, str] | None) -> PodWrapper:
        """Set every annotation of the given map on the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L635-L640
        """
        for k, v in (annotations or {}).items():
            self.annotation(k, v)
        return self

    def res(self, res_map: dict[str, str] | None) -> PodWrapper:
        """Append a pause container whose requests and limits are both res_map.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L643-L651
        """
        if not res_map:
            return self

        name = f"con{len(self.pod.spec.containers)}"
        self.pod.spec.containers.append(
            make_container().name(name).image(_PAUSE_IMAGE).resources(res_map).obj()
        )
        return self

    def req(self, req_map: dict[str, str] | None) -> PodWrapper:
        """Append a pause container requesting req_map (no limits).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L654-L662
        """
        if not req_map:
            return self

        name = f"con{len(self.pod.spec.containers)}"
        self.pod.spec.containers.append(
            make_container().name(name).image(_PAUSE_IMAGE).resource_requests(req_map).obj()
        )
        return self

    def lim(self, lim_map: dict[str, str] | None) -> PodWrapper:
        """Append a pause container limited to lim_map (no requests).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L665-L673
        """
        if not lim_map:
            return self

        name = f"con{len(self.pod.spec.containers)}"
        self.pod.spec.containers.append(
            make_container().name(name).image(_PAUSE_IMAGE).resource_limits(lim_map).obj()
        )
        return self

    def init_req(self, res_map: dict[str, str] | None) -> PodWrapper:
        """Append a pause init container whose requests and limits are both res_map.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L676-L684
        """
        if not res_map:
            return self

        name = f"init-con{len(self.pod.spec.init_containers)}"
        self.pod.spec.init_containers.append(
            make_container().name(name).image(_PAUSE_IMAGE).resources(res_map).obj()
        )
        return self

    def preemption_policy(self, policy: str) -> PodWrapper:
        """Set spec.preemptionPolicy.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L687-L690
        """
        self.pod.spec.preemption_policy = policy
        return self

    def overhead(self, rl: v1.ResourceList | None) -> PodWrapper:
        """Set spec.overhead.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L693-L696
        """
        self.pod.spec.overhead = rl if rl is not None else {}
        return self


def make_pod() -> PodWrapper:
    """Start building an empty Pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L219-L221
    """
    return PodWrapper(v1.Pod())


@dataclass(slots=True)
class NodeWrapper:
    """Builds a v1.Node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L699-L699
    """

    node: v1.Node = field(default_factory=v1.Node)

    def obj(self) -> v1.Node:
        """The built node (the wrapper's own object, not a copy).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L708-L710
        """
        return self.node

    def name(self, s: str) -> NodeWrapper:
        """Set metadata.name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L713-L716
        """
        self.node.metadata.name = s
        return self

    def uid(self, s: str) -> NodeWrapper:
        """Set metadata.uid.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L719-L722
        """
        self.node.metadata.uid = s
        return self

    def label(self, k: str, v: str) -> NodeWrapper:
        """Set the node label k=v.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L725-L731
        """
        # Python: the labels map is never nil, so Go's map allocation is not needed.
        self.node.metadata.labels[k] = v
        return self

    def annotation(self, k: str, v: str) -> NodeWrapper:
        """Set the node annotation k=v.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L734-L740
        """
        set_meta_data_annotation(self.node.metadata, k, v)
        return self

    def capacity(self, resources: dict[str, str] | None) -> NodeWrapper:
        """Set capacity and allocatable (one shared ResourceList) to 32 pods plus resources.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L745-L754
        """
        res: v1.ResourceList = {v1.ResourcePods: must_parse("32")}
        for name, value in (resources or {}).items():
            res[name] = must_parse(value)
        self.node.status.capacity, self.node.status.allocatable = res, res
        return self

    def images(self, images: dict[str, int] | None) -> NodeWrapper:
        """Set the node's images: one entry per {image name: size in bytes}.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L758-L765
        """
        container_images: list[v1.ContainerImage] = []
        for name, size in (images or {}).items():
            container_images.append(v1.ContainerImage(names=[name], size_bytes=size))
        self.node.status.images = container_images
        return self

    def taints(self, taints: list[v1.Taint] | None) -> NodeWrapper:
        """Replace the node's taints.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L768-L771
        """
        self.node.spec.taints = taints if taints is not None else []
        return self

    def unschedulable(self, unschedulable: bool) -> NodeWrapper:
        """Set spec.unschedulable (cordoned).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L774-L777
        """
        self.node.spec.unschedulable = unschedulable
        return self

    def condition(self, typ: str, status: str, message: str, reason: str) -> NodeWrapper:
        """Make this the node's only status condition.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L780-L792
        """
        self.node.status.conditions = [
            v1.NodeCondition(
                type=typ,
                status=status,
                message=message,
                reason=reason,
                last_heartbeat_time=_NOW,
                last_transition_time=_NOW,
            )
        ]
        return self


def make_node() -> NodeWrapper:
    """Start building a Node with capacity and allocatable of 32 pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L702-L705
    """
    w = NodeWrapper(v1.Node())
    return w.capacity(None)


@dataclass(slots=True)
class PersistentVolumeClaimWrapper:
    """Builds a v1.PersistentVolumeClaim.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L795-L795
    """

    persistent_volume_claim: v1.PersistentVolumeClaim = field(
        default_factory=v1.PersistentVolumeClaim
    )

    def obj(self) -> v1.PersistentVolumeClaim:
        """The built claim (the wrapper's own object, not a copy).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L803-L805
        """
        return self.persistent_volume_claim

    def name(self, s: str) -> PersistentVolumeClaimWrapper:
        """Set metadata.name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L808-L811
        """
        self.persistent_volume_claim.metadata.name = s
        return self

    def namespace(self, s: str) -> PersistentVolumeClaimWrapper:
        """Set metadata.namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L814-L817
        """
        self.persistent_volume_claim.metadata.namespace = s
        return self

    def annotation(self, key: str, value: str) -> PersistentVolumeClaimWrapper:
        """Set the annotation key=value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L820-L823
        """
        set_meta_data_annotation(self.persistent_volume_claim.metadata, key, value)
        return self

    def volume_name(self, name: str) -> PersistentVolumeClaimWrapper:
        """Bind the claim to the volume `name` (spec.volumeName).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L827-L830
        """
        self.persistent_volume_claim.spec.volume_name = name
        return self

    def access_modes(self, access_modes: list[str] | None) -> PersistentVolumeClaimWrapper:
        """Set spec.accessModes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L834-L837
        """
        self.persistent_volume_claim.spec.access_modes = (
            access_modes if access_modes is not None else []
        )
        return self

    def resources(self, resources: v1.VolumeResourceRequirements) -> PersistentVolumeClaimWrapper:
        """Set spec.resources.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L841-L844
        """
        self.persistent_volume_claim.spec.resources = resources
        return self


def make_persistent_volume_claim() -> PersistentVolumeClaimWrapper:
    """Start building an empty PersistentVolumeClaim.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L798-L800
    """
    return PersistentVolumeClaimWrapper()


@dataclass(slots=True)
class PersistentVolumeWrapper:
    """Builds a v1.PersistentVolume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L847-L847
    """

    persistent_volume: v1.PersistentVolume = field(default_factory=v1.PersistentVolume)

    def obj(self) -> v1.PersistentVolume:
        """The built volume (the wrapper's own object, not a copy).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L855-L857
        """
        return self.persistent_volume

    def name(self, s: str) -> PersistentVolumeWrapper:
        """Set metadata.name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L860-L863
        """
        self.persistent_volume.metadata.name = s
        return self

    def access_modes(self, access_modes: list[str] | None) -> PersistentVolumeWrapper:
        """Set spec.accessModes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L867-L870
        """
        self.persistent_volume.spec.access_modes = access_modes if access_modes is not None else []
        return self

    def capacity(self, capacity: v1.ResourceList | None) -> PersistentVolumeWrapper:
        """Set spec.capacity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L873-L876
        """
        self.persistent_volume.spec.capacity = capacity if capacity is not None else {}
        return self

    def host_path_volume_source(
        self, src: v1.HostPathVolumeSource | None
    ) -> PersistentVolumeWrapper:
        """Back the volume by a host path.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L880-L883
        """
        self.persistent_volume.spec.persistent_volume_source.host_path = src
        return self

    def node_affinity_in(self, key: str, vals: list[str] | None) -> PersistentVolumeWrapper:
        """Add the required node affinity term `key In vals` to the volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L887-L897
        """
        spec = self.persistent_volume.spec
        if spec.node_affinity is None:
            spec.node_affinity = v1.VolumeNodeAffinity()
        if spec.node_affinity.required is None:
            spec.node_affinity.required = v1.NodeSelector()
        node_selector = make_node_selector().in_(key, vals).obj()
        spec.node_affinity.required.node_selector_terms.extend(node_selector.node_selector_terms)
        return self


def make_persistent_volume() -> PersistentVolumeWrapper:
    """Start building an empty PersistentVolume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/wrappers.go#L850-L852
    """
    return PersistentVolumeWrapper()
