"""Core API objects: the port of k8s.io/api/core/v1.

Pods, nodes, volumes and claims with the fields the scheduler reads (types.go), plus the
constants of types.go, well_known_labels.go, well_known_taints.go and
annotation_key_constants.go. Import it as ``from kube_scheduler_py.v1_37.api.core import v1``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1 import _ObjectMetaMixin
from kube_scheduler_py.v1_37.api.resource import Quantity
from kube_scheduler_py.v1_37.api.util.intstr import IntOrString

# A map from resource name (cpu, memory, ...) to quantity.
ResourceList = dict[str, Quantity]


@dataclass(slots=True, kw_only=True)
class ObjectReference:
    """A reference to any object by kind, namespace, name and uid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7800-L7835
    """

    kind: str = ""
    namespace: str = ""
    name: str = ""
    uid: str = ""
    api_version: str = ""
    resource_version: str = ""
    field_path: str = ""


@dataclass(slots=True, kw_only=True)
class LocalObjectReference:
    """A reference by name to an object in the same namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7851-L7862
    """

    name: str = ""


@dataclass(slots=True, kw_only=True)
class TypedLocalObjectReference:
    """A same-namespace reference that also names the API group and kind.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7881-L7891
    """

    api_group: str | None = None
    kind: str = ""
    name: str = ""


@dataclass(slots=True, kw_only=True)
class TypedObjectReference:
    """A typed reference that may point into another namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L628-L644
    """

    api_group: str | None = None
    kind: str = ""
    name: str = ""
    namespace: str | None = None


@dataclass(slots=True, kw_only=True)
class SecretReference:
    """A reference to a Secret by name and namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1293-L1300
    """

    name: str = ""
    namespace: str = ""


@dataclass(slots=True, kw_only=True)
class Binding(_ObjectMetaMixin):
    """The object the scheduler posts to bind a pod to its chosen node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7550-L7560
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    target: ObjectReference = field(default_factory=ObjectReference)


@dataclass(slots=True, kw_only=True)
class NodeSelectorRequirement:
    """One expression over node labels or fields (key, operator, values).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4017-L4031
    """

    key: str = ""
    operator: str = ""
    values: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class NodeSelectorTerm:
    """Expressions that must all hold for a node to match this term.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4004-L4013
    """

    match_expressions: list[NodeSelectorRequirement] = field(default_factory=list)
    match_fields: list[NodeSelectorRequirement] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class NodeSelector:
    """A list of terms, any one of which a node must match (terms are ORed).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3994-L3998
    """

    node_selector_terms: list[NodeSelectorTerm] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class PreferredSchedulingTerm:
    """A weighted node-selector term for preferred node affinity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4260-L4265
    """

    weight: int = 0
    preference: NodeSelectorTerm = field(default_factory=NodeSelectorTerm)


@dataclass(slots=True, kw_only=True)
class NodeAffinity:
    """Required and preferred rules for which nodes a pod may land on.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4227-L4256
    """

    required_during_scheduling_ignored_during_execution: NodeSelector | None = None
    preferred_during_scheduling_ignored_during_execution: list[PreferredSchedulingTerm] = field(
        default_factory=list
    )


@dataclass(slots=True, kw_only=True)
class PodAffinityTerm:
    """Pods matched by selector and namespaces, co-located per topology key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4175-L4224
    """

    label_selector: metav1.LabelSelector | None = None
    namespaces: list[str] = field(default_factory=list)
    topology_key: str = ""
    namespace_selector: metav1.LabelSelector | None = None
    match_label_keys: list[str] = field(default_factory=list)
    mismatch_label_keys: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class WeightedPodAffinityTerm:
    """A pod affinity term with a weight, for preferred (scored) rules.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4161-L4167
    """

    weight: int = 0
    pod_affinity_term: PodAffinityTerm = field(default_factory=PodAffinityTerm)


@dataclass(slots=True, kw_only=True)
class PodAffinity:
    """Rules attracting a pod to topology domains that run matching pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4087-L4121
    """

    required_during_scheduling_ignored_during_execution: list[PodAffinityTerm] = field(
        default_factory=list
    )
    preferred_during_scheduling_ignored_during_execution: list[WeightedPodAffinityTerm] = field(
        default_factory=list
    )


@dataclass(slots=True, kw_only=True)
class PodAntiAffinity:
    """Rules keeping a pod away from topology domains that run matching pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4124-L4158
    """

    required_during_scheduling_ignored_during_execution: list[PodAffinityTerm] = field(
        default_factory=list
    )
    preferred_during_scheduling_ignored_during_execution: list[WeightedPodAffinityTerm] = field(
        default_factory=list
    )


@dataclass(slots=True, kw_only=True)
class Affinity:
    """The pod's node affinity, pod affinity and pod anti-affinity rules.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4074-L4084
    """

    node_affinity: NodeAffinity | None = None
    pod_affinity: PodAffinity | None = None
    pod_anti_affinity: PodAntiAffinity | None = None


@dataclass(slots=True, kw_only=True)
class Taint:
    """A node taint that repels pods which do not tolerate it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4269-L4282
    """

    key: str = ""
    value: str = ""
    effect: str = ""
    time_added: datetime | None = None


@dataclass(slots=True, kw_only=True)
class Toleration:
    """Lets a pod tolerate taints that match it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4310-L4338
    """

    key: str = ""
    operator: str = ""
    value: str = ""
    effect: str = ""
    toleration_seconds: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class TopologySpreadConstraint:
    """How evenly a pod's group must spread over a topology key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4919-L5033
    """

    max_skew: int = 0
    topology_key: str = ""
    when_unsatisfiable: str = ""
    label_selector: metav1.LabelSelector | None = None
    min_domains: int | None = None
    node_affinity_policy: str | None = None
    node_taints_policy: str | None = None
    match_label_keys: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class TopologySelectorLabelRequirement:
    """A label key with the values it may take, for topology.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4064-L4071
    """

    key: str = ""
    values: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class TopologySelectorTerm:
    """A topology domain expressed as label requirements (ANDed).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4053-L4060
    """

    match_label_expressions: list[TopologySelectorLabelRequirement] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class PodSchedulingGroup:
    """The pod group (of a Workload) this pod is scheduled with, for gang scheduling.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4885-L4893
    """

    pod_group_name: str | None = None


@dataclass(slots=True, kw_only=True)
class PodSchedulingGate:
    """A named gate that keeps a pod out of scheduling until removed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4875-L4879
    """

    name: str = ""


@dataclass(slots=True, kw_only=True)
class PodOS:
    """The operating system a pod needs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4866-L4872
    """

    name: str = ""


@dataclass(slots=True, kw_only=True)
class PodResourceClaim:
    """A pod-level reference to a dynamic resource claim or claim template.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4761-L4804
    """

    name: str = ""
    resource_claim_name: str | None = None
    resource_claim_template_name: str | None = None


@dataclass(slots=True, kw_only=True)
class ResourceClaim:
    """A container's use of one of the pod's resource claims.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3103-L3115
    """

    name: str = ""
    request: str = ""


@dataclass(slots=True, kw_only=True)
class ResourceRequirements:
    """Compute resource limits and requests of a container.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3055-L3079
    """

    limits: ResourceList = field(default_factory=dict)
    requests: ResourceList = field(default_factory=dict)
    claims: list[ResourceClaim] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class VolumeResourceRequirements:
    """Storage size limits and requests of a volume claim.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3082-L3100
    """

    limits: ResourceList = field(default_factory=dict)
    requests: ResourceList = field(default_factory=dict)


@dataclass(slots=True, kw_only=True)
class ContainerPort:
    """A port a container exposes, optionally bound to a host port.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2504-L2527
    """

    name: str = ""
    host_port: int = 0
    container_port: int = 0
    protocol: str = ""
    host_ip: str = field(default="", metadata={"json": "hostIP"})


@dataclass(slots=True, kw_only=True)
class ObjectFieldSelector:
    """Selects a field of the pod, for environment variables and volumes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2722-L2728
    """

    api_version: str = ""
    field_path: str = ""


@dataclass(slots=True, kw_only=True)
class ResourceFieldSelector:
    """Selects a container resource value, for env vars and volumes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2732-L2741
    """

    container_name: str = ""
    resource: str = ""
    # Python: None stands for the zero Quantity of this non-pointer Go field.
    divisor: Quantity | None = None


@dataclass(slots=True, kw_only=True)
class ConfigMapKeySelector:
    """Selects one key of a ConfigMap.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2745-L2754
    """

    # Python: Go embeds LocalObjectReference; kept whole here, its fields promoted by properties.
    local_object_reference: LocalObjectReference = field(
        default_factory=LocalObjectReference, metadata={"inline": True}
    )
    key: str = ""
    optional: bool | None = None

    @property
    def name(self) -> str:
        """The promoted Name field of the embedded LocalObjectReference.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7861
        """
        return self.local_object_reference.name


@dataclass(slots=True, kw_only=True)
class SecretKeySelector:
    """Selects one key of a Secret.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2758-L2766
    """

    # Python: Go embeds LocalObjectReference; kept whole here, its fields promoted by properties.
    local_object_reference: LocalObjectReference = field(
        default_factory=LocalObjectReference, metadata={"inline": True}
    )
    key: str = ""
    optional: bool | None = None

    @property
    def name(self) -> str:
        """The promoted Name field of the embedded LocalObjectReference.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7861
        """
        return self.local_object_reference.name


@dataclass(slots=True, kw_only=True)
class EnvVarSource:
    """Where an environment variable's value comes from.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2670-L2691
    """

    field_ref: ObjectFieldSelector | None = None
    resource_field_ref: ResourceFieldSelector | None = None
    config_map_key_ref: ConfigMapKeySelector | None = None
    secret_key_ref: SecretKeySelector | None = None


@dataclass(slots=True, kw_only=True)
class EnvVar:
    """An environment variable of a container.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2646-L2667
    """

    name: str = ""
    value: str = ""
    value_from: EnvVarSource | None = None


@dataclass(slots=True, kw_only=True)
class VolumeMount:
    """Where a volume is mounted inside a container.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2530-L2585
    """

    name: str = ""
    read_only: bool = False
    recursive_read_only: str | None = None
    mount_path: str = ""
    sub_path: str = ""
    mount_propagation: str | None = None
    sub_path_expr: str = ""
    bind_mount_options: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class ContainerRestartRuleOnExitCodes:
    """Which exit codes a restart rule matches: those In, or NotIn, the listed values.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3933-L3948
    """

    operator: str = ""
    values: list[int] = field(default_factory=list, metadata={"go": "int32"})


@dataclass(slots=True, kw_only=True)
class ContainerRestartRule:
    """What to do (Restart, RestartAllContainers) when a container exits with matching codes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3908-L3919
    """

    action: str = ""
    exit_codes: ContainerRestartRuleOnExitCodes | None = None


@dataclass(slots=True, kw_only=True)
class Container:
    """One container of a pod (the fields the scheduler and common manifests use).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3123-L3328
    """

    name: str = ""
    image: str = ""
    command: list[str] = field(default_factory=list)
    args: list[str] = field(default_factory=list)
    working_dir: str = ""
    ports: list[ContainerPort] = field(default_factory=list)
    env: list[EnvVar] = field(default_factory=list)
    resources: ResourceRequirements = field(default_factory=ResourceRequirements)
    restart_policy: str | None = None
    restart_policy_rules: list[ContainerRestartRule] = field(default_factory=list)
    volume_mounts: list[VolumeMount] = field(default_factory=list)
    image_pull_policy: str = ""


@dataclass(slots=True, kw_only=True)
class EphemeralContainerCommon:
    """The fields an ephemeral (debugging) container shares with a regular one (the same
    subset as Container here).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5355-L5514
    """

    name: str = ""
    image: str = ""
    command: list[str] = field(default_factory=list)
    args: list[str] = field(default_factory=list)
    working_dir: str = ""
    ports: list[ContainerPort] = field(default_factory=list)
    env: list[EnvVar] = field(default_factory=list)
    resources: ResourceRequirements = field(default_factory=ResourceRequirements)
    restart_policy: str | None = None
    restart_policy_rules: list[ContainerRestartRule] = field(default_factory=list)
    volume_mounts: list[VolumeMount] = field(default_factory=list)
    image_pull_policy: str = ""


@dataclass(slots=True, kw_only=True)
class EphemeralContainer:
    """A container added to a running pod for debugging (never on create), optionally
    sharing the namespaces of a target container.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5528-L5543
    """

    # Python: Go embeds EphemeralContainerCommon; kept whole here, its fields promoted by
    # properties.
    ephemeral_container_common: EphemeralContainerCommon = field(
        default_factory=EphemeralContainerCommon, metadata={"inline": True}
    )
    target_container_name: str = ""

    @property
    def name(self) -> str:
        """The promoted Name field of the embedded EphemeralContainerCommon.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5358
        """
        return self.ephemeral_container_common.name

    @property
    def image(self) -> str:
        """The promoted Image field of the embedded EphemeralContainerCommon.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5361
        """
        return self.ephemeral_container_common.image

    @property
    def volume_mounts(self) -> list[VolumeMount]:
        """The promoted VolumeMounts field of the embedded EphemeralContainerCommon.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5443
        """
        return self.ephemeral_container_common.volume_mounts


@dataclass(slots=True, kw_only=True)
class KeyToPath:
    """Maps a key of a ConfigMap or Secret to a file path in a volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2320-L2343
    """

    key: str = ""
    path: str = ""
    mode: int | None = None
    user: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class HostPathVolumeSource:
    """A directory or file of the node mounted into the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1032-L1042
    """

    path: str = ""
    type: str | None = None


@dataclass(slots=True, kw_only=True)
class EmptyDirVolumeSource:
    """A scratch directory that lives as long as the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1046-L1072
    """

    medium: str = ""
    size_limit: Quantity | None = None
    mode: int | None = None


@dataclass(slots=True, kw_only=True)
class GCEPersistentDiskVolumeSource:
    """A Google Compute Engine persistent disk.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1373-L1396
    """

    pd_name: str = ""
    fs_type: str = ""
    partition: int = 0
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class AWSElasticBlockStoreVolumeSource:
    """An AWS Elastic Block Store volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1488-L1509
    """

    volume_id: str = field(default="", metadata={"json": "volumeID"})
    fs_type: str = ""
    partition: int = 0
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class SecretVolumeSource:
    """A volume filled from a Secret.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1537-L1570
    """

    secret_name: str = ""
    items: list[KeyToPath] = field(default_factory=list)
    default_mode: int | None = None
    optional: bool | None = None
    default_user: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class NFSVolumeSource:
    """An NFS export mounted into the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1601-L1615
    """

    server: str = ""
    path: str = ""
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class ISCSIVolumeSource:
    """An iSCSI disk used directly by a pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1620-L1663
    """

    target_portal: str = ""
    iqn: str = ""
    lun: int = 0
    iscsi_interface: str = ""
    fs_type: str = ""
    read_only: bool = False
    portals: list[str] = field(default_factory=list)
    chap_auth_discovery: bool = False
    chap_auth_session: bool = False
    secret_ref: LocalObjectReference | None = None
    initiator_name: str | None = None


@dataclass(slots=True, kw_only=True)
class ISCSIPersistentVolumeSource:
    """An iSCSI disk backing a persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1668-L1711
    """

    target_portal: str = ""
    iqn: str = ""
    lun: int = 0
    iscsi_interface: str = ""
    fs_type: str = ""
    read_only: bool = False
    portals: list[str] = field(default_factory=list)
    chap_auth_discovery: bool = False
    chap_auth_session: bool = False
    secret_ref: SecretReference | None = None
    initiator_name: str | None = None


@dataclass(slots=True, kw_only=True)
class PersistentVolumeClaimVolumeSource:
    """A pod volume that uses a claim in the pod's namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L227-L235
    """

    claim_name: str = ""
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class RBDVolumeSource:
    """A Ceph RBD image used directly by a pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1117-L1161
    """

    monitors: list[str] = field(default_factory=list)
    image: str = ""
    fs_type: str = ""
    pool: str = ""
    user: str = ""
    keyring: str = ""
    secret_ref: LocalObjectReference | None = None
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class RBDPersistentVolumeSource:
    """A Ceph RBD image backing a persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1165-L1209
    """

    monitors: list[str] = field(default_factory=list)
    image: str = ""
    fs_type: str = ""
    pool: str = ""
    user: str = ""
    keyring: str = ""
    secret_ref: SecretReference | None = None
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class CinderVolumeSource:
    """An OpenStack Cinder volume used directly by a pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1215-L1234
    """

    volume_id: str = field(default="", metadata={"json": "volumeID"})
    fs_type: str = ""
    read_only: bool = False
    secret_ref: LocalObjectReference | None = None


@dataclass(slots=True, kw_only=True)
class CinderPersistentVolumeSource:
    """An OpenStack Cinder volume backing a persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1240-L1259
    """

    volume_id: str = field(default="", metadata={"json": "volumeID"})
    fs_type: str = ""
    read_only: bool = False
    secret_ref: SecretReference | None = None


@dataclass(slots=True, kw_only=True)
class DownwardAPIVolumeFile:
    """One file of a downward API volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L8580-L8604
    """

    path: str = ""
    field_ref: ObjectFieldSelector | None = None
    resource_field_ref: ResourceFieldSelector | None = None
    mode: int | None = None
    user: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class DownwardAPIVolumeSource:
    """A volume exposing pod metadata as files.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L8552-L8573
    """

    items: list[DownwardAPIVolumeFile] = field(default_factory=list)
    default_mode: int | None = None
    default_user: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class ConfigMapVolumeSource:
    """A volume filled from a ConfigMap.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1992-L2022
    """

    # Python: Go embeds LocalObjectReference; kept whole here, its fields promoted by properties.
    local_object_reference: LocalObjectReference = field(
        default_factory=LocalObjectReference, metadata={"inline": True}
    )
    items: list[KeyToPath] = field(default_factory=list)
    default_mode: int | None = None
    optional: bool | None = None
    default_user: int | None = field(default=None, metadata={"go": "int64"})

    @property
    def name(self) -> str:
        """The promoted Name field of the embedded LocalObjectReference.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7861
        """
        return self.local_object_reference.name


@dataclass(slots=True, kw_only=True)
class AzureDiskVolumeSource:
    """An Azure data disk.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1813-L1836
    """

    disk_name: str = ""
    disk_uri: str = field(default="", metadata={"json": "diskURI"})
    caching_mode: str | None = None
    fs_type: str | None = None
    read_only: bool | None = None
    kind: str | None = None


@dataclass(slots=True, kw_only=True)
class SecretProjection:
    """A Secret projected into a projected volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1582-L1597
    """

    # Python: Go embeds LocalObjectReference; kept whole here, its fields promoted by properties.
    local_object_reference: LocalObjectReference = field(
        default_factory=LocalObjectReference, metadata={"inline": True}
    )
    items: list[KeyToPath] = field(default_factory=list)
    optional: bool | None = None

    @property
    def name(self) -> str:
        """The promoted Name field of the embedded LocalObjectReference.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7861
        """
        return self.local_object_reference.name


@dataclass(slots=True, kw_only=True)
class DownwardAPIProjection:
    """Downward API files projected into a projected volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L8609-L8614
    """

    items: list[DownwardAPIVolumeFile] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class ConfigMapProjection:
    """A ConfigMap projected into a projected volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2035-L2050
    """

    # Python: Go embeds LocalObjectReference; kept whole here, its fields promoted by properties.
    local_object_reference: LocalObjectReference = field(
        default_factory=LocalObjectReference, metadata={"inline": True}
    )
    items: list[KeyToPath] = field(default_factory=list)
    optional: bool | None = None

    @property
    def name(self) -> str:
        """The promoted Name field of the embedded LocalObjectReference.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7861
        """
        return self.local_object_reference.name


@dataclass(slots=True, kw_only=True)
class ServiceAccountTokenProjection:
    """A service account token projected into a volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2056-L2080
    """

    audience: str = ""
    expiration_seconds: int | None = field(default=None, metadata={"go": "int64"})
    path: str = ""
    user: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class ClusterTrustBundleProjection:
    """ClusterTrustBundle certificates, picked by name or by signer and labels, in one file.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2085-L2121
    """

    name: str | None = None
    signer_name: str | None = None
    label_selector: metav1.LabelSelector | None = None
    optional: bool | None = None
    path: str = ""
    user: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class PodCertificateProjection:
    """A private key and certificate chain for the pod, issued through a PodCertificateRequest.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2125-L2216
    """

    signer_name: str = ""
    key_type: str = ""
    max_expiration_seconds: int | None = None
    credential_bundle_path: str = ""
    key_path: str = ""
    certificate_chain_path: str = ""
    user_annotations: dict[str, str] = field(default_factory=dict)
    user: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class VolumeProjection:
    """One source of a projected volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2243-L2313
    """

    secret: SecretProjection | None = None
    downward_api: DownwardAPIProjection | None = field(
        default=None, metadata={"json": "downwardAPI"}
    )
    config_map: ConfigMapProjection | None = None
    service_account_token: ServiceAccountTokenProjection | None = None
    cluster_trust_bundle: ClusterTrustBundleProjection | None = None
    pod_certificate: PodCertificateProjection | None = None


@dataclass(slots=True, kw_only=True)
class ProjectedVolumeSource:
    """A volume combining several projected sources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2219-L2239
    """

    sources: list[VolumeProjection] = field(default_factory=list)
    default_mode: int | None = None
    default_user: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class CSIVolumeSource:
    """An inline ephemeral volume served by a CSI driver.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2426-L2454
    """

    driver: str = ""
    read_only: bool | None = None
    fs_type: str | None = None
    volume_attributes: dict[str, str] = field(default_factory=dict)
    node_publish_secret_ref: LocalObjectReference | None = None


@dataclass(slots=True, kw_only=True)
class CSIPersistentVolumeSource:
    """A persistent volume served by a CSI driver.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2360-L2423
    """

    driver: str = ""
    volume_handle: str = ""
    read_only: bool = False
    fs_type: str = ""
    volume_attributes: dict[str, str] = field(default_factory=dict)
    controller_publish_secret_ref: SecretReference | None = None
    node_stage_secret_ref: SecretReference | None = None
    node_publish_secret_ref: SecretReference | None = None
    controller_expand_secret_ref: SecretReference | None = None
    node_expand_secret_ref: SecretReference | None = None


@dataclass(slots=True, kw_only=True)
class LocalVolumeSource:
    """A local disk of one node backing a persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2346-L2357
    """

    path: str = ""
    fs_type: str | None = None


@dataclass(slots=True, kw_only=True)
class PersistentVolumeClaimSpec:
    """What storage a claim asks for.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L551-L625
    """

    access_modes: list[str] = field(default_factory=list)
    selector: metav1.LabelSelector | None = None
    resources: VolumeResourceRequirements = field(default_factory=VolumeResourceRequirements)
    volume_name: str = ""
    storage_class_name: str | None = None
    volume_mode: str | None = None
    data_source: TypedLocalObjectReference | None = None
    data_source_ref: TypedObjectReference | None = None
    volume_attributes_class_name: str | None = None


@dataclass(slots=True, kw_only=True)
class PersistentVolumeClaimTemplate(_ObjectMetaMixin):
    """The claim created for a generic ephemeral volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2487-L2501
    """

    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: PersistentVolumeClaimSpec = field(default_factory=PersistentVolumeClaimSpec)


@dataclass(slots=True, kw_only=True)
class EphemeralVolumeSource:
    """A generic ephemeral volume: a claim that lives with the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L2457-L2483
    """

    volume_claim_template: PersistentVolumeClaimTemplate | None = None


@dataclass(slots=True, kw_only=True)
class GitRepoVolumeSource:
    """A git repository cloned into an empty directory (deprecated in Go).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1518-L1530
    """

    repository: str = ""
    revision: str = ""
    directory: str = ""


@dataclass(slots=True, kw_only=True)
class GlusterfsVolumeSource:
    """A Glusterfs mount that lives as long as the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1076-L1089
    """

    endpoints_name: str = field(default="", metadata={"json": "endpoints"})
    path: str = ""
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class FlexVolumeSource:
    """A volume mounted by an exec-based FlexVolume driver.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1458-L1480
    """

    driver: str = ""
    fs_type: str = ""
    secret_ref: LocalObjectReference | None = None
    read_only: bool = False
    options: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True, kw_only=True)
class CephFSVolumeSource:
    """A Ceph filesystem mount that lives as long as the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1263-L1288
    """

    monitors: list[str] = field(default_factory=list)
    path: str = ""
    user: str = ""
    secret_file: str = ""
    secret_ref: LocalObjectReference | None = None
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class FlockerVolumeSource:
    """A Flocker dataset, named by its name or its UUID.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1334-L1342
    """

    dataset_name: str = ""
    dataset_uuid: str = field(default="", metadata={"json": "datasetUUID"})


@dataclass(slots=True, kw_only=True)
class FCVolumeSource:
    """A Fibre Channel volume, named by target WWNs and LUN or by WWIDs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1716-L1739
    """

    target_wwns: list[str] = field(default_factory=list, metadata={"json": "targetWWNs"})
    lun: int | None = None
    fs_type: str = ""
    read_only: bool = False
    wwids: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class AzureFileVolumeSource:
    """An Azure File Service share.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1742-L1751
    """

    secret_name: str = ""
    share_name: str = ""
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class VsphereVirtualDiskVolumeSource:
    """A vSphere virtual disk.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1770-L1784
    """

    volume_path: str = ""
    fs_type: str = ""
    storage_policy_name: str = ""
    storage_policy_id: str = field(default="", metadata={"json": "storagePolicyID"})


@dataclass(slots=True, kw_only=True)
class QuobyteVolumeSource:
    """A Quobyte mount that lives as long as the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1400-L1428
    """

    registry: str = ""
    volume: str = ""
    read_only: bool = False
    user: str = ""
    group: str = ""
    tenant: str = ""


@dataclass(slots=True, kw_only=True)
class PhotonPersistentDiskVolumeSource:
    """A Photon Controller persistent disk.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1787-L1794
    """

    pd_id: str = field(default="", metadata={"json": "pdID"})
    fs_type: str = ""


@dataclass(slots=True, kw_only=True)
class PortworxVolumeSource:
    """A Portworx volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1839-L1850
    """

    volume_id: str = field(default="", metadata={"json": "volumeID"})
    fs_type: str = ""
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class ScaleIOVolumeSource:
    """A ScaleIO persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1853-L1889
    """

    gateway: str = ""
    system: str = ""
    secret_ref: LocalObjectReference | None = None
    ssl_enabled: bool = False
    protection_domain: str = ""
    storage_pool: str = ""
    storage_mode: str = ""
    volume_name: str = ""
    fs_type: str = ""
    read_only: bool = False


@dataclass(slots=True, kw_only=True)
class StorageOSVolumeSource:
    """A StorageOS persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L1931-L1956
    """

    volume_name: str = ""
    volume_namespace: str = ""
    fs_type: str = ""
    read_only: bool = False
    secret_ref: LocalObjectReference | None = None


@dataclass(slots=True, kw_only=True)
class ImageVolumeSource:
    """An OCI image or artifact mounted read-only into the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L8870-L8887
    """

    reference: str = ""
    pull_policy: str = ""


@dataclass(slots=True, kw_only=True)
class VolumeSource:
    """Exactly one of the possible sources of a pod volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L49-L221
    """

    host_path: HostPathVolumeSource | None = None
    empty_dir: EmptyDirVolumeSource | None = None
    gce_persistent_disk: GCEPersistentDiskVolumeSource | None = None
    aws_elastic_block_store: AWSElasticBlockStoreVolumeSource | None = None
    git_repo: GitRepoVolumeSource | None = None
    secret: SecretVolumeSource | None = None
    nfs: NFSVolumeSource | None = None
    iscsi: ISCSIVolumeSource | None = None
    glusterfs: GlusterfsVolumeSource | None = None
    persistent_volume_claim: PersistentVolumeClaimVolumeSource | None = None
    rbd: RBDVolumeSource | None = None
    flex_volume: FlexVolumeSource | None = None
    cinder: CinderVolumeSource | None = None
    cephfs: CephFSVolumeSource | None = None
    flocker: FlockerVolumeSource | None = None
    downward_api: DownwardAPIVolumeSource | None = field(
        default=None, metadata={"json": "downwardAPI"}
    )
    fc: FCVolumeSource | None = None
    azure_file: AzureFileVolumeSource | None = None
    config_map: ConfigMapVolumeSource | None = None
    vsphere_volume: VsphereVirtualDiskVolumeSource | None = None
    quobyte: QuobyteVolumeSource | None = None
    azure_disk: AzureDiskVolumeSource | None = None
    photon_persistent_disk: PhotonPersistentDiskVolumeSource | None = None
    projected: ProjectedVolumeSource | None = None
    portworx_volume: PortworxVolumeSource | None = None
    scale_io: ScaleIOVolumeSource | None = field(default=None, metadata={"json": "scaleIO"})
    storageos: StorageOSVolumeSource | None = None
    csi: CSIVolumeSource | None = None
    ephemeral: EphemeralVolumeSource | None = None
    image: ImageVolumeSource | None = None


@dataclass(slots=True, kw_only=True)
class Volume:
    """A named volume of a pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L36-L45
    """

    name: str = ""
    # Python: Go embeds VolumeSource; kept whole here, its fields promoted by properties.
    volume_source: VolumeSource = field(default_factory=VolumeSource, metadata={"inline": True})

    @property
    def host_path(self) -> HostPathVolumeSource | None:
        """The promoted HostPath field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L59
        """
        return self.volume_source.host_path

    @property
    def empty_dir(self) -> EmptyDirVolumeSource | None:
        """The promoted EmptyDir field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L63
        """
        return self.volume_source.empty_dir

    @property
    def gce_persistent_disk(self) -> GCEPersistentDiskVolumeSource | None:
        """The promoted GCEPersistentDisk field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L70
        """
        return self.volume_source.gce_persistent_disk

    @property
    def aws_elastic_block_store(self) -> AWSElasticBlockStoreVolumeSource | None:
        """The promoted AWSElasticBlockStore field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L77
        """
        return self.volume_source.aws_elastic_block_store

    @property
    def git_repo(self) -> GitRepoVolumeSource | None:
        """The promoted GitRepo field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L83
        """
        return self.volume_source.git_repo

    @property
    def secret(self) -> SecretVolumeSource | None:
        """The promoted Secret field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L87
        """
        return self.volume_source.secret

    @property
    def nfs(self) -> NFSVolumeSource | None:
        """The promoted NFS field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L91
        """
        return self.volume_source.nfs

    @property
    def iscsi(self) -> ISCSIVolumeSource | None:
        """The promoted ISCSI field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L96
        """
        return self.volume_source.iscsi

    @property
    def glusterfs(self) -> GlusterfsVolumeSource | None:
        """The promoted Glusterfs field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L100
        """
        return self.volume_source.glusterfs

    @property
    def persistent_volume_claim(self) -> PersistentVolumeClaimVolumeSource | None:
        """The promoted PersistentVolumeClaim field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L105
        """
        return self.volume_source.persistent_volume_claim

    @property
    def rbd(self) -> RBDVolumeSource | None:
        """The promoted RBD field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L109
        """
        return self.volume_source.rbd

    @property
    def flex_volume(self) -> FlexVolumeSource | None:
        """The promoted FlexVolume field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L114
        """
        return self.volume_source.flex_volume

    @property
    def cinder(self) -> CinderVolumeSource | None:
        """The promoted Cinder field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L120
        """
        return self.volume_source.cinder

    @property
    def cephfs(self) -> CephFSVolumeSource | None:
        """The promoted CephFS field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L124
        """
        return self.volume_source.cephfs

    @property
    def flocker(self) -> FlockerVolumeSource | None:
        """The promoted Flocker field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L128
        """
        return self.volume_source.flocker

    @property
    def downward_api(self) -> DownwardAPIVolumeSource | None:
        """The promoted DownwardAPI field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L131
        """
        return self.volume_source.downward_api

    @property
    def fc(self) -> FCVolumeSource | None:
        """The promoted FC field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L134
        """
        return self.volume_source.fc

    @property
    def azure_file(self) -> AzureFileVolumeSource | None:
        """The promoted AzureFile field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L139
        """
        return self.volume_source.azure_file

    @property
    def config_map(self) -> ConfigMapVolumeSource | None:
        """The promoted ConfigMap field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L142
        """
        return self.volume_source.config_map

    @property
    def vsphere_volume(self) -> VsphereVirtualDiskVolumeSource | None:
        """The promoted VsphereVolume field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L147
        """
        return self.volume_source.vsphere_volume

    @property
    def quobyte(self) -> QuobyteVolumeSource | None:
        """The promoted Quobyte field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L151
        """
        return self.volume_source.quobyte

    @property
    def azure_disk(self) -> AzureDiskVolumeSource | None:
        """The promoted AzureDisk field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L156
        """
        return self.volume_source.azure_disk

    @property
    def photon_persistent_disk(self) -> PhotonPersistentDiskVolumeSource | None:
        """The promoted PhotonPersistentDisk field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L159
        """
        return self.volume_source.photon_persistent_disk

    @property
    def projected(self) -> ProjectedVolumeSource | None:
        """The promoted Projected field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L161
        """
        return self.volume_source.projected

    @property
    def portworx_volume(self) -> PortworxVolumeSource | None:
        """The promoted PortworxVolume field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L166
        """
        return self.volume_source.portworx_volume

    @property
    def scale_io(self) -> ScaleIOVolumeSource | None:
        """The promoted ScaleIO field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L170
        """
        return self.volume_source.scale_io

    @property
    def storageos(self) -> StorageOSVolumeSource | None:
        """The promoted StorageOS field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L174
        """
        return self.volume_source.storageos

    @property
    def csi(self) -> CSIVolumeSource | None:
        """The promoted CSI field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L177
        """
        return self.volume_source.csi

    @property
    def ephemeral(self) -> EphemeralVolumeSource | None:
        """The promoted Ephemeral field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L204
        """
        return self.volume_source.ephemeral

    @property
    def image(self) -> ImageVolumeSource | None:
        """The promoted Image field of the embedded VolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L220
        """
        return self.volume_source.image


@dataclass(slots=True, kw_only=True)
class PersistentVolumeSource:
    """Exactly one of the possible backends of a persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L239-L344
    """

    gce_persistent_disk: GCEPersistentDiskVolumeSource | None = None
    aws_elastic_block_store: AWSElasticBlockStoreVolumeSource | None = None
    host_path: HostPathVolumeSource | None = None
    nfs: NFSVolumeSource | None = None
    rbd: RBDPersistentVolumeSource | None = None
    iscsi: ISCSIPersistentVolumeSource | None = None
    cinder: CinderPersistentVolumeSource | None = None
    azure_disk: AzureDiskVolumeSource | None = None
    local: LocalVolumeSource | None = None
    csi: CSIPersistentVolumeSource | None = None


@dataclass(slots=True, kw_only=True)
class VolumeNodeAffinity:
    """The nodes from which a persistent volume can be reached.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L443-L446
    """

    required: NodeSelector | None = None


@dataclass(slots=True, kw_only=True)
class PersistentVolumeSpec:
    """Capacity, access modes, backend and binding of a persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L386-L440
    """

    capacity: ResourceList = field(default_factory=dict)
    # Python: Go embeds PersistentVolumeSource; kept whole here, its fields promoted by properties.
    persistent_volume_source: PersistentVolumeSource = field(
        default_factory=PersistentVolumeSource, metadata={"inline": True}
    )
    access_modes: list[str] = field(default_factory=list)
    claim_ref: ObjectReference | None = None
    persistent_volume_reclaim_policy: str = ""
    storage_class_name: str = ""
    mount_options: list[str] = field(default_factory=list)
    volume_mode: str | None = None
    node_affinity: VolumeNodeAffinity | None = None
    volume_attributes_class_name: str | None = None

    @property
    def gce_persistent_disk(self) -> GCEPersistentDiskVolumeSource | None:
        """The promoted GCEPersistentDisk field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L246
        """
        return self.persistent_volume_source.gce_persistent_disk

    @property
    def aws_elastic_block_store(self) -> AWSElasticBlockStoreVolumeSource | None:
        """The promoted AWSElasticBlockStore field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L253
        """
        return self.persistent_volume_source.aws_elastic_block_store

    @property
    def host_path(self) -> HostPathVolumeSource | None:
        """The promoted HostPath field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L260
        """
        return self.persistent_volume_source.host_path

    @property
    def nfs(self) -> NFSVolumeSource | None:
        """The promoted NFS field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L270
        """
        return self.persistent_volume_source.nfs

    @property
    def rbd(self) -> RBDPersistentVolumeSource | None:
        """The promoted RBD field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L275
        """
        return self.persistent_volume_source.rbd

    @property
    def iscsi(self) -> ISCSIPersistentVolumeSource | None:
        """The promoted ISCSI field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L279
        """
        return self.persistent_volume_source.iscsi

    @property
    def cinder(self) -> CinderPersistentVolumeSource | None:
        """The promoted Cinder field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L285
        """
        return self.persistent_volume_source.cinder

    @property
    def azure_disk(self) -> AzureDiskVolumeSource | None:
        """The promoted AzureDisk field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L320
        """
        return self.persistent_volume_source.azure_disk

    @property
    def local(self) -> LocalVolumeSource | None:
        """The promoted Local field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L335
        """
        return self.persistent_volume_source.local

    @property
    def csi(self) -> CSIPersistentVolumeSource | None:
        """The promoted CSI field of the embedded PersistentVolumeSource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L343
        """
        return self.persistent_volume_source.csi


@dataclass(slots=True, kw_only=True)
class PersistentVolumeStatus:
    """The lifecycle phase of a persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L476-L492
    """

    phase: str = ""
    message: str = ""
    reason: str = ""
    last_phase_transition_time: datetime | None = None


@dataclass(slots=True, kw_only=True)
class PersistentVolume(_ObjectMetaMixin):
    """A piece of cluster storage that claims bind to.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L364-L383
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: PersistentVolumeSpec = field(default_factory=PersistentVolumeSpec)
    status: PersistentVolumeStatus = field(default_factory=PersistentVolumeStatus)


@dataclass(slots=True, kw_only=True)
class PersistentVolumeClaimCondition:
    """A status condition of a claim (e.g. resizing).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L744-L766
    """

    type: str = ""
    status: str = ""
    last_probe_time: datetime | None = None
    last_transition_time: datetime | None = None
    reason: str = ""
    message: str = ""


@dataclass(slots=True, kw_only=True)
class PersistentVolumeClaimStatus:
    """The observed state of a claim: phase, capacity, access modes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L858-L956
    """

    phase: str = ""
    access_modes: list[str] = field(default_factory=list)
    capacity: ResourceList = field(default_factory=dict)
    conditions: list[PersistentVolumeClaimCondition] = field(default_factory=list)
    allocated_resources: ResourceList = field(default_factory=dict)
    allocated_resource_statuses: dict[str, str] = field(default_factory=dict)
    current_volume_attributes_class_name: str | None = None


@dataclass(slots=True, kw_only=True)
class PersistentVolumeClaim(_ObjectMetaMixin):
    """A user's request for storage, bound to a persistent volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L515-L532
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: PersistentVolumeClaimSpec = field(default_factory=PersistentVolumeClaimSpec)
    status: PersistentVolumeClaimStatus = field(default_factory=PersistentVolumeClaimStatus)


@dataclass(slots=True, kw_only=True)
class PodSpec:
    """The desired state of a pod; most scheduling inputs live here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4358-L4745
    """

    volumes: list[Volume] = field(default_factory=list)
    init_containers: list[Container] = field(default_factory=list)
    containers: list[Container] = field(default_factory=list)
    ephemeral_containers: list[EphemeralContainer] = field(default_factory=list)
    restart_policy: str = ""
    termination_grace_period_seconds: int | None = field(default=None, metadata={"go": "int64"})
    active_deadline_seconds: int | None = field(default=None, metadata={"go": "int64"})
    dns_policy: str = ""
    node_selector: dict[str, str] = field(default_factory=dict)
    service_account_name: str = ""
    node_name: str = ""
    host_network: bool = False
    hostname: str = ""
    subdomain: str = ""
    affinity: Affinity | None = None
    scheduler_name: str = ""
    tolerations: list[Toleration] = field(default_factory=list)
    priority_class_name: str = ""
    priority: int | None = None
    runtime_class_name: str | None = None
    preemption_policy: str | None = None
    overhead: ResourceList = field(default_factory=dict)
    topology_spread_constraints: list[TopologySpreadConstraint] = field(default_factory=list)
    os: PodOS | None = None
    host_users: bool | None = None
    scheduling_gates: list[PodSchedulingGate] = field(default_factory=list)
    resource_claims: list[PodResourceClaim] = field(default_factory=list)
    resources: ResourceRequirements | None = None
    scheduling_group: PodSchedulingGroup | None = None


@dataclass(slots=True, kw_only=True)
class PodCondition:
    """A status condition of a pod, such as PodScheduled.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3808-L3831
    """

    type: str = ""
    observed_generation: int = field(default=0, metadata={"go": "int64"})
    status: str = ""
    last_probe_time: datetime | None = None
    last_transition_time: datetime | None = None
    reason: str = ""
    message: str = ""


@dataclass(slots=True, kw_only=True)
class HostIP:
    """One IP address of the node a pod runs on.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5345-L5349
    """

    ip: str = ""


@dataclass(slots=True, kw_only=True)
class PodIP:
    """One IP address of a pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5338-L5342
    """

    ip: str = ""


@dataclass(slots=True, kw_only=True)
class ContainerStateWaiting:
    """A container that has not started yet, and why.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3479-L3486
    """

    reason: str = ""
    message: str = ""


@dataclass(slots=True, kw_only=True)
class ContainerStateRunning:
    """A running container and when it started.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3489-L3493
    """

    started_at: datetime | None = None


@dataclass(slots=True, kw_only=True)
class ContainerStateTerminated:
    """A container that has finished, and how.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3496-L3517
    """

    exit_code: int = 0
    signal: int = 0
    reason: str = ""
    message: str = ""
    started_at: datetime | None = None
    finished_at: datetime | None = None
    container_id: str = field(default="", metadata={"json": "containerID"})


@dataclass(slots=True, kw_only=True)
class ContainerState:
    """The state of a container: waiting, running or terminated.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3522-L3532
    """

    waiting: ContainerStateWaiting | None = None
    running: ContainerStateRunning | None = None
    terminated: ContainerStateTerminated | None = None


@dataclass(slots=True, kw_only=True)
class ContainerStatus:
    """The observed state of one container, incl. resources actually allocated.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L3535-L3619
    """

    name: str = ""
    state: ContainerState = field(default_factory=ContainerState)
    last_state: ContainerState = field(default_factory=ContainerState)
    ready: bool = False
    restart_count: int = 0
    image: str = ""
    image_id: str = field(default="", metadata={"json": "imageID"})
    container_id: str = field(default="", metadata={"json": "containerID"})
    started: bool | None = None
    allocated_resources: ResourceList = field(default_factory=dict)
    resources: ResourceRequirements | None = None


@dataclass(slots=True, kw_only=True)
class PodResourceClaimStatus:
    """The name of the ResourceClaim generated for one of a pod's claims (unset when none was
    needed).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4809-L4829
    """

    name: str = ""
    resource_claim_name: str | None = None


@dataclass(slots=True, kw_only=True)
class ContainerExtendedResourceRequest:
    """Which request of a DRA claim serves one extended resource of one container.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4847-L4854
    """

    container_name: str = ""
    resource_name: str = ""
    request_name: str = ""


@dataclass(slots=True, kw_only=True)
class PodExtendedResourceClaimStatus:
    """The claim the scheduler created for a pod's extended resources, and its request mapping.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L4834-L4843
    """

    request_mappings: list[ContainerExtendedResourceRequest] = field(default_factory=list)
    resource_claim_name: str = ""


@dataclass(slots=True, kw_only=True)
class NodeAllocatableMappedResources:
    """A node-allocatable resource and the quantity a DRA claim maps onto it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L8930-L8941
    """

    name: str = ""
    quantity: Quantity | None = None


@dataclass(slots=True, kw_only=True)
class NodeAllocatableOverheadResources:
    """The overhead a DRA claim adds to a node-allocatable resource, per pod and per container.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L8944-L8967
    """

    name: str = ""
    per_pod: Quantity | None = None
    per_container: Quantity | None = None


@dataclass(slots=True, kw_only=True)
class NodeAllocatableResourceClaimStatus:
    """How one of a pod's resource claims counts against the node's allocatable resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L8890-L8927
    """

    resource_claim_name: str = ""
    containers: list[str] = field(default_factory=list)
    mapping: list[NodeAllocatableMappedResources] = field(default_factory=list)
    overhead: list[NodeAllocatableOverheadResources] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class PodStatus:
    """The observed state of a pod, incl. conditions and nominated node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5585-L5777
    """

    observed_generation: int = field(default=0, metadata={"go": "int64"})
    phase: str = ""
    conditions: list[PodCondition] = field(default_factory=list)
    message: str = ""
    reason: str = ""
    nominated_node_name: str = ""
    host_ip: str = field(default="", metadata={"json": "hostIP"})
    host_ips: list[HostIP] = field(default_factory=list, metadata={"json": "hostIPs"})
    pod_ip: str = field(default="", metadata={"json": "podIP"})
    pod_ips: list[PodIP] = field(default_factory=list, metadata={"json": "podIPs"})
    start_time: datetime | None = None
    init_container_statuses: list[ContainerStatus] = field(default_factory=list)
    container_statuses: list[ContainerStatus] = field(default_factory=list)
    qos_class: str = ""
    ephemeral_container_statuses: list[ContainerStatus] = field(default_factory=list)
    resize: str = ""
    resource_claim_statuses: list[PodResourceClaimStatus] = field(default_factory=list)
    extended_resource_claim_status: PodExtendedResourceClaimStatus | None = None
    allocated_resources: ResourceList = field(default_factory=dict)
    resources: ResourceRequirements | None = None
    node_allocatable_resource_claim_statuses: list[NodeAllocatableResourceClaimStatus] = field(
        default_factory=list
    )


@dataclass(slots=True, kw_only=True)
class Pod(_ObjectMetaMixin):
    """A group of containers scheduled together onto one node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5791-L5810
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: PodSpec = field(default_factory=PodSpec)
    status: PodStatus = field(default_factory=PodStatus)


@dataclass(slots=True, kw_only=True)
class PodTemplateSpec(_ObjectMetaMixin):
    """The pod a controller creates: metadata plus spec.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5829-L5840
    """

    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: PodSpec = field(default_factory=PodSpec)


@dataclass(slots=True, kw_only=True)
class ReplicationControllerSpec:
    """The replica count, selector and template of a controller.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5876-L5918
    """

    replicas: int | None = None
    min_ready_seconds: int = 0
    selector: dict[str, str] = field(default_factory=dict)
    template: PodTemplateSpec | None = None


@dataclass(slots=True, kw_only=True)
class ReplicationController(_ObjectMetaMixin):
    """A legacy controller keeping a number of pods running.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L5988-L6011
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: ReplicationControllerSpec = field(default_factory=ReplicationControllerSpec)


@dataclass(slots=True, kw_only=True)
class ServicePort:
    """One port a service exposes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L6515-L6573
    """

    name: str = ""
    protocol: str = ""
    app_protocol: str | None = None
    port: int = 0
    target_port: IntOrString = field(default_factory=IntOrString)
    node_port: int = 0


@dataclass(slots=True, kw_only=True)
class ServiceSpec:
    """The selector and ports of a service.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L6265-L6512
    """

    ports: list[ServicePort] = field(default_factory=list)
    selector: dict[str, str] = field(default_factory=dict)
    cluster_ip: str = field(default="", metadata={"json": "clusterIP"})
    cluster_ips: list[str] = field(default_factory=list, metadata={"json": "clusterIPs"})
    type: str = ""


@dataclass(slots=True, kw_only=True)
class Service(_ObjectMetaMixin):
    """A named set of pods selected by labels (used for default spreading).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L6585-L6603
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: ServiceSpec = field(default_factory=ServiceSpec)


@dataclass(slots=True, kw_only=True)
class NamespaceCondition:
    """A status condition of a namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7486-L7500
    """

    type: str = ""
    status: str = ""
    last_transition_time: datetime | None = None
    reason: str = ""
    message: str = ""


@dataclass(slots=True, kw_only=True)
class NamespaceSpec:
    """The finalizers of a namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7428-L7434
    """

    finalizers: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class NamespaceStatus:
    """The lifecycle phase of a namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7437-L7450
    """

    phase: str = ""
    conditions: list[NamespaceCondition] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class Namespace(_ObjectMetaMixin):
    """A namespace; its labels feed pod affinity namespace selectors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7512-L7528
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: NamespaceSpec = field(default_factory=NamespaceSpec)
    status: NamespaceStatus = field(default_factory=NamespaceStatus)


@dataclass(slots=True, kw_only=True)
class NodePodPreemptionPolicy:
    """Which kinds of preemption a node opts out of (DisableResizePreemption lists them).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L6882-L6894
    """

    disable_resize_preemption: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class NodeSpec:
    """How a node is configured: schedulability, taints, pod CIDRs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L6835-L6879
    """

    pod_cidr: str = field(default="", metadata={"json": "podCIDR"})
    pod_cidrs: list[str] = field(default_factory=list, metadata={"json": "podCIDRs"})
    provider_id: str = field(default="", metadata={"json": "providerID"})
    unschedulable: bool = False
    taints: list[Taint] = field(default_factory=list)
    pod_preemption_policy: NodePodPreemptionPolicy | None = None


@dataclass(slots=True, kw_only=True)
class NodeCondition:
    """A status condition of a node, such as Ready.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7272-L7289
    """

    type: str = ""
    status: str = ""
    last_heartbeat_time: datetime | None = None
    last_transition_time: datetime | None = None
    reason: str = ""
    message: str = ""


@dataclass(slots=True, kw_only=True)
class NodeAddress:
    """One address of a node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7336-L7341
    """

    type: str = ""
    address: str = ""


@dataclass(slots=True, kw_only=True)
class NodeSystemInfo:
    """Versions and identifiers a node reports about itself.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L6990-L7021
    """

    machine_id: str = field(default="", metadata={"json": "machineID"})
    system_uuid: str = field(default="", metadata={"json": "systemUUID"})
    boot_id: str = field(default="", metadata={"json": "bootID"})
    kernel_version: str = ""
    os_image: str = ""
    container_runtime_version: str = ""
    kubelet_version: str = ""
    kube_proxy_version: str = ""
    operating_system: str = ""
    architecture: str = ""


@dataclass(slots=True, kw_only=True)
class ContainerImage:
    """An image present on a node, with its size.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7199-L7208
    """

    names: list[str] = field(default_factory=list)
    size_bytes: int = field(default=0, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class AttachedVolume:
    """A volume attached to a node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7156-L7162
    """

    name: str = ""
    device_path: str = ""


@dataclass(slots=True, kw_only=True)
class NodeStatus:
    """The observed state of a node: capacity, allocatable, images, conditions.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7078-L7151
    """

    capacity: ResourceList = field(default_factory=dict)
    allocatable: ResourceList = field(default_factory=dict)
    phase: str = ""
    conditions: list[NodeCondition] = field(default_factory=list)
    addresses: list[NodeAddress] = field(default_factory=list)
    node_info: NodeSystemInfo = field(default_factory=NodeSystemInfo)
    images: list[ContainerImage] = field(default_factory=list)
    volumes_in_use: list[str] = field(default_factory=list)
    volumes_attached: list[AttachedVolume] = field(default_factory=list)
    declared_features: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class Node(_ObjectMetaMixin):
    """A worker machine that pods are scheduled onto.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7383-L7401
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: NodeSpec = field(default_factory=NodeSpec)
    status: NodeStatus = field(default_factory=NodeStatus)


# Python: Go's named string types are plain str here; the aliases let ported code
# write conversions such as ResourceName(key) the way Go does.
AppArmorProfileType = str
AzureDataDiskCachingMode = str
AzureDataDiskKind = str
BindMountOption = str
ClaimResourceStatus = str
ComponentConditionType = str
ConditionStatus = str
ContainerRestartPolicy = str
ContainerRestartRuleAction = str
ContainerRestartRuleOnExitCodesOperator = str
DNSPolicy = str
FinalizerName = str
GRPCProbeMode = str
HostPathType = str
HTTPProtocol = str
IPFamily = str
IPFamilyPolicy = str
LimitType = str
LoadBalancerIPMode = str
MountPropagationMode = str
NamespaceConditionType = str
NamespacePhase = str
NodeAddressType = str
NodeConditionType = str
NodeInclusionPolicy = str
NodePhase = str
NodeSelectorOperator = str
OSName = str
PersistentVolumeAccessMode = str
PersistentVolumeClaimConditionType = str
PersistentVolumeClaimModifyVolumeStatus = str
PersistentVolumeClaimPhase = str
PersistentVolumeMode = str
PersistentVolumePhase = str
PersistentVolumeReclaimPolicy = str
PodConditionType = str
PodFSGroupChangePolicy = str
PodPhase = str
PodQOSClass = str
PodResizeStatus = str
PodSELinuxChangePolicy = str
PreemptionPolicy = str
ProcMountType = str
Protocol = str
PullPolicy = str
RecursiveReadOnlyMode = str
ReplicationControllerConditionType = str
ResourceHealthStatus = str
ResourceName = str
ResourceQuotaScope = str
ResourceResizeRestartPolicy = str
RestartPolicy = str
ScopeSelectorOperator = str
SeccompProfileType = str
SecretType = str
ServiceAffinity = str
ServiceExternalTrafficPolicy = str
ServiceInternalTrafficPolicy = str
ServiceType = str
Signal = str
StorageMedium = str
SupplementalGroupsPolicy = str
TaintEffect = str
TerminationMessagePolicy = str
TolerationOperator = str
UniqueVolumeName = str
UnsatisfiableConstraintAction = str
URIScheme = str
VolumeHealthStatusType = str


# Constants of types.go.
NamespaceDefault = "default"
NamespaceAll = ""
NamespaceNodeLease = "kube-node-lease"

BetaStorageClassAnnotation = "volume.beta.kubernetes.io/storage-class"
MountOptionAnnotation = "volume.beta.kubernetes.io/mount-options"

PersistentVolumeReclaimRecycle = "Recycle"
PersistentVolumeReclaimDelete = "Delete"
PersistentVolumeReclaimRetain = "Retain"

PersistentVolumeBlock = "Block"
PersistentVolumeFilesystem = "Filesystem"

PersistentVolumeClaimResizing = "Resizing"
PersistentVolumeClaimFileSystemResizePending = "FileSystemResizePending"
PersistentVolumeClaimControllerResizeError = "ControllerResizeError"
PersistentVolumeClaimNodeResizeError = "NodeResizeError"
PersistentVolumeClaimVolumeModifyVolumeError = "ModifyVolumeError"
PersistentVolumeClaimVolumeModifyingVolume = "ModifyingVolume"

PersistentVolumeClaimControllerResizeInProgress = "ControllerResizeInProgress"
PersistentVolumeClaimControllerResizeInfeasible = "ControllerResizeInfeasible"
PersistentVolumeClaimNodeResizePending = "NodeResizePending"
PersistentVolumeClaimNodeResizeInProgress = "NodeResizeInProgress"
PersistentVolumeClaimNodeResizeInfeasible = "NodeResizeInfeasible"

PersistentVolumeClaimModifyVolumePending = "Pending"
PersistentVolumeClaimModifyVolumeInProgress = "InProgress"
PersistentVolumeClaimModifyVolumeInfeasible = "Infeasible"

ReadWriteOnce = "ReadWriteOnce"
ReadOnlyMany = "ReadOnlyMany"
ReadWriteMany = "ReadWriteMany"
ReadWriteOncePod = "ReadWriteOncePod"

VolumePending = "Pending"
VolumeAvailable = "Available"
VolumeBound = "Bound"
VolumeReleased = "Released"
VolumeFailed = "Failed"

ClaimPending = "Pending"
ClaimBound = "Bound"
ClaimLost = "Lost"

HostPathUnset = ""
HostPathDirectoryOrCreate = "DirectoryOrCreate"
HostPathDirectory = "Directory"
HostPathFileOrCreate = "FileOrCreate"
HostPathFile = "File"
HostPathSocket = "Socket"
HostPathCharDev = "CharDevice"
HostPathBlockDev = "BlockDevice"

StorageMediumDefault = ""
StorageMediumMemory = "Memory"
StorageMediumHugePages = "HugePages"
StorageMediumHugePagesPrefix = "HugePages-"

ProtocolTCP = "TCP"
ProtocolUDP = "UDP"
ProtocolSCTP = "SCTP"

SecretVolumeSourceDefaultMode = 0o644

AzureDataDiskCachingNone = "None"
AzureDataDiskCachingReadOnly = "ReadOnly"
AzureDataDiskCachingReadWrite = "ReadWrite"

AzureSharedBlobDisk = "Shared"
AzureDedicatedBlobDisk = "Dedicated"
AzureManagedDisk = "Managed"

ConfigMapVolumeSourceDefaultMode = 0o644
ProjectedVolumeSourceDefaultMode = 0o644

MountPropagationNone = "None"
MountPropagationHostToContainer = "HostToContainer"
MountPropagationBidirectional = "Bidirectional"

RecursiveReadOnlyDisabled = "Disabled"
RecursiveReadOnlyIfPossible = "IfPossible"
RecursiveReadOnlyEnabled = "Enabled"

URISchemeHTTP = "HTTP"
URISchemeHTTPS = "HTTPS"

PullAlways = "Always"
PullNever = "Never"
PullIfNotPresent = "IfNotPresent"

NotRequired = "NotRequired"
RestartContainer = "RestartContainer"

PreemptLowerPriority = "PreemptLowerPriority"
PreemptNever = "Never"

TerminationMessageReadFile = "File"
TerminationMessageFallbackToLogsOnError = "FallbackToLogsOnError"

TerminationMessagePathDefault = "/dev/termination-log"

ConditionTrue = "True"
ConditionFalse = "False"
ConditionUnknown = "Unknown"

ResourceHealthStatusHealthy = "Healthy"
ResourceHealthStatusUnhealthy = "Unhealthy"
ResourceHealthStatusUnknown = "Unknown"

PodPending = "Pending"
PodRunning = "Running"
PodSucceeded = "Succeeded"
PodFailed = "Failed"
PodUnknown = "Unknown"

ContainersReady = "ContainersReady"
PodInitialized = "Initialized"
PodReady = "Ready"
PodScheduled = "PodScheduled"
DisruptionTarget = "DisruptionTarget"
PodReadyToStartContainers = "PodReadyToStartContainers"

PodReasonUnschedulable = "Unschedulable"
PodReasonSchedulingGated = "SchedulingGated"
PodReasonSchedulerError = "SchedulerError"
PodReasonTerminationByKubelet = "TerminationByKubelet"
PodReasonPreemptionByScheduler = "PreemptionByScheduler"

PodResizeStatusInProgress = "InProgress"
PodResizeStatusDeferred = "Deferred"
PodResizeStatusInfeasible = "Infeasible"

RestartPolicyAlways = "Always"
RestartPolicyOnFailure = "OnFailure"
RestartPolicyNever = "Never"

ContainerRestartPolicyAlways = "Always"

DNSClusterFirstWithHostNet = "ClusterFirstWithHostNet"
DNSClusterFirst = "ClusterFirst"
DNSDefault = "Default"
DNSNone = "None"

DefaultTerminationGracePeriodSeconds = 30

NodeSelectorOpIn = "In"
NodeSelectorOpNotIn = "NotIn"
NodeSelectorOpExists = "Exists"
NodeSelectorOpDoesNotExist = "DoesNotExist"
NodeSelectorOpGt = "Gt"
NodeSelectorOpLt = "Lt"

TaintEffectNoSchedule = "NoSchedule"
TaintEffectPreferNoSchedule = "PreferNoSchedule"
TaintEffectNoExecute = "NoExecute"

TolerationOpExists = "Exists"
TolerationOpEqual = "Equal"

Linux = "linux"
Windows = "windows"

DoNotSchedule = "DoNotSchedule"
ScheduleAnyway = "ScheduleAnyway"

NodeInclusionPolicyIgnore = "Ignore"
NodeInclusionPolicyHonor = "Honor"

DefaultEnableServiceLinks = True

FSGroupChangeOnRootMismatch = "OnRootMismatch"
FSGroupChangeAlways = "Always"

SupplementalGroupsPolicyMerge = "Merge"
SupplementalGroupsPolicyStrict = "Strict"

SeccompProfileTypeUnconfined = "Unconfined"
SeccompProfileTypeRuntimeDefault = "RuntimeDefault"
SeccompProfileTypeLocalhost = "Localhost"

AppArmorProfileTypeUnconfined = "Unconfined"
AppArmorProfileTypeRuntimeDefault = "RuntimeDefault"
AppArmorProfileTypeLocalhost = "Localhost"

PodQOSGuaranteed = "Guaranteed"
PodQOSBurstable = "Burstable"
PodQOSBestEffort = "BestEffort"

ReplicationControllerReplicaFailure = "ReplicaFailure"

ServiceAffinityClientIP = "ClientIP"
ServiceAffinityNone = "None"

DefaultClientIPServiceAffinitySeconds = 10800

ServiceTypeClusterIP = "ClusterIP"
ServiceTypeNodePort = "NodePort"
ServiceTypeLoadBalancer = "LoadBalancer"
ServiceTypeExternalName = "ExternalName"

ServiceInternalTrafficPolicyCluster = "Cluster"
ServiceInternalTrafficPolicyLocal = "Local"

ServiceExternalTrafficPolicyCluster = "Cluster"
ServiceExternalTrafficPolicyLocal = "Local"

ServiceExternalTrafficPolicyTypeLocal = ServiceExternalTrafficPolicyLocal
ServiceExternalTrafficPolicyTypeCluster = ServiceExternalTrafficPolicyCluster
ServiceTrafficDistributionPreferClose = "PreferClose"
LoadBalancerPortsError = "LoadBalancerPortsError"
LoadBalancerPortsErrorReason = "LoadBalancerMixedProtocolNotSupported"

IPv4Protocol = "IPv4"
IPv6Protocol = "IPv6"
IPFamilyUnknown = ""

IPFamilyPolicySingleStack = "SingleStack"
IPFamilyPolicyPreferDualStack = "PreferDualStack"
IPFamilyPolicyRequireDualStack = "RequireDualStack"

ClusterIPNone = "None"

NodePending = "Pending"
NodeRunning = "Running"
NodeTerminated = "Terminated"

NodeReady = "Ready"
NodeMemoryPressure = "MemoryPressure"
NodeDiskPressure = "DiskPressure"
NodePIDPressure = "PIDPressure"
NodeNetworkUnavailable = "NetworkUnavailable"

NodeHostName = "Hostname"
NodeInternalIP = "InternalIP"
NodeExternalIP = "ExternalIP"
NodeInternalDNS = "InternalDNS"
NodeExternalDNS = "ExternalDNS"

ResourceCPU = "cpu"
ResourceMemory = "memory"
ResourceStorage = "storage"
ResourceEphemeralStorage = "ephemeral-storage"

ResourceDefaultNamespacePrefix = "kubernetes.io/"
ResourceHugePagesPrefix = "hugepages-"
ResourceAttachableVolumesPrefix = "attachable-volumes-"

FinalizerKubernetes = "kubernetes"

NamespaceActive = "Active"
NamespaceTerminating = "Terminating"

NamespaceTerminatingCause = "NamespaceTerminating"

NamespaceDeletionDiscoveryFailure = "NamespaceDeletionDiscoveryFailure"
NamespaceDeletionContentFailure = "NamespaceDeletionContentFailure"
NamespaceDeletionGVParsingFailure = "NamespaceDeletionGroupVersionParsingFailure"
NamespaceContentRemaining = "NamespaceContentRemaining"
NamespaceFinalizersRemaining = "NamespaceFinalizersRemaining"

EventTypeNormal = "Normal"
EventTypeWarning = "Warning"

LimitTypePod = "Pod"
LimitTypeContainer = "Container"
LimitTypePersistentVolumeClaim = "PersistentVolumeClaim"

ResourcePods = "pods"
ResourceServices = "services"
ResourceReplicationControllers = "replicationcontrollers"
ResourceQuotas = "resourcequotas"
ResourceSecrets = "secrets"
ResourceConfigMaps = "configmaps"
ResourcePersistentVolumeClaims = "persistentvolumeclaims"
ResourceServicesNodePorts = "services.nodeports"
ResourceServicesLoadBalancers = "services.loadbalancers"
ResourceRequestsCPU = "requests.cpu"
ResourceRequestsMemory = "requests.memory"
ResourceRequestsStorage = "requests.storage"
ResourceRequestsEphemeralStorage = "requests.ephemeral-storage"
ResourceLimitsCPU = "limits.cpu"
ResourceLimitsMemory = "limits.memory"
ResourceLimitsEphemeralStorage = "limits.ephemeral-storage"

ResourceClaimsPerClass = ".deviceclass.resource.k8s.io/devices"

ResourceRequestsHugePagesPrefix = "requests.hugepages-"
DefaultResourceRequestsPrefix = "requests."

ResourceQuotaScopeTerminating = "Terminating"
ResourceQuotaScopeNotTerminating = "NotTerminating"
ResourceQuotaScopeBestEffort = "BestEffort"
ResourceQuotaScopeNotBestEffort = "NotBestEffort"
ResourceQuotaScopePriorityClass = "PriorityClass"
ResourceQuotaScopeCrossNamespacePodAffinity = "CrossNamespacePodAffinity"

ScopeSelectorOpIn = "In"
ScopeSelectorOpNotIn = "NotIn"
ScopeSelectorOpExists = "Exists"
ScopeSelectorOpDoesNotExist = "DoesNotExist"

MaxSecretSize = 1 * 1024 * 1024

SecretTypeOpaque = "Opaque"
SecretTypeServiceAccountToken = "kubernetes.io/service-account-token"
ServiceAccountNameKey = "kubernetes.io/service-account.name"
ServiceAccountUIDKey = "kubernetes.io/service-account.uid"
ServiceAccountTokenKey = "token"
ServiceAccountKubeconfigKey = "kubernetes.kubeconfig"
ServiceAccountRootCAKey = "ca.crt"
ServiceAccountNamespaceKey = "namespace"
SecretTypeDockercfg = "kubernetes.io/dockercfg"
DockerConfigKey = ".dockercfg"
SecretTypeDockerConfigJson = "kubernetes.io/dockerconfigjson"
DockerConfigJsonKey = ".dockerconfigjson"
SecretTypeBasicAuth = "kubernetes.io/basic-auth"
BasicAuthUsernameKey = "username"
BasicAuthPasswordKey = "password"
SecretTypeSSHAuth = "kubernetes.io/ssh-auth"
SSHAuthPrivateKey = "ssh-privatekey"
SecretTypeTLS = "kubernetes.io/tls"
TLSCertKey = "tls.crt"
TLSPrivateKeyKey = "tls.key"
SecretTypeBootstrapToken = "bootstrap.kubernetes.io/token"

ComponentHealthy = "Healthy"

DownwardAPIVolumeSourceDefaultMode = 0o644

DefaultProcMount = "Default"
UnmaskedProcMount = "Unmasked"

DefaultSchedulerName = "default-scheduler"

DefaultHardPodAffinitySymmetricWeight = 1

ExecStdinParam = "input"
ExecStdoutParam = "output"
ExecStderrParam = "error"
ExecTTYParam = "tty"
ExecCommandParam = "command"
StreamType = "streamType"
StreamTypeStdin = "stdin"
StreamTypeStdout = "stdout"
StreamTypeStderr = "stderr"
StreamTypeData = "data"
StreamTypeError = "error"
StreamTypeResize = "resize"
PortHeader = "port"
PortForwardRequestIDHeader = "requestID"
MixedProtocolNotSupported = "MixedProtocolNotSupported"

LoadBalancerIPModeVIP = "VIP"
LoadBalancerIPModeProxy = "Proxy"


# Constants that types.go gained after v1.31.1.
PersistentVolumeClaimUnused = "Unused"

VolumeHealthInaccessible = "Inaccessible"
VolumeHealthDataLoss = "DataLoss"
VolumeHealthDegraded = "Degraded"

BindMountOptionNoExec = "noexec"
BindMountOptionNoDev = "nodev"
BindMountOptionNoSUID = "nosuid"

HTTPProtocolHTTP1 = "HTTP1"
HTTPProtocolHTTP2 = "HTTP2"

GRPCProbeModePlaintext = "Plaintext"
GRPCProbeModeTLS = "TLS"

SIGABRT = "SIGABRT"
SIGALRM = "SIGALRM"
SIGBUS = "SIGBUS"
SIGCHLD = "SIGCHLD"
SIGCLD = "SIGCLD"
SIGCONT = "SIGCONT"
SIGFPE = "SIGFPE"
SIGHUP = "SIGHUP"
SIGILL = "SIGILL"
SIGINT = "SIGINT"
SIGIO = "SIGIO"
SIGIOT = "SIGIOT"
SIGKILL = "SIGKILL"
SIGPIPE = "SIGPIPE"
SIGPOLL = "SIGPOLL"
SIGPROF = "SIGPROF"
SIGPWR = "SIGPWR"
SIGQUIT = "SIGQUIT"
SIGSEGV = "SIGSEGV"
SIGSTKFLT = "SIGSTKFLT"
SIGSTOP = "SIGSTOP"
SIGSYS = "SIGSYS"
SIGTERM = "SIGTERM"
SIGTRAP = "SIGTRAP"
SIGTSTP = "SIGTSTP"
SIGTTIN = "SIGTTIN"
SIGTTOU = "SIGTTOU"
SIGURG = "SIGURG"
SIGUSR1 = "SIGUSR1"
SIGUSR2 = "SIGUSR2"
SIGVTALRM = "SIGVTALRM"
SIGWINCH = "SIGWINCH"
SIGXCPU = "SIGXCPU"
SIGXFSZ = "SIGXFSZ"
SIGRTMIN = "SIGRTMIN"
SIGRTMINPLUS1 = "SIGRTMIN+1"
SIGRTMINPLUS2 = "SIGRTMIN+2"
SIGRTMINPLUS3 = "SIGRTMIN+3"
SIGRTMINPLUS4 = "SIGRTMIN+4"
SIGRTMINPLUS5 = "SIGRTMIN+5"
SIGRTMINPLUS6 = "SIGRTMIN+6"
SIGRTMINPLUS7 = "SIGRTMIN+7"
SIGRTMINPLUS8 = "SIGRTMIN+8"
SIGRTMINPLUS9 = "SIGRTMIN+9"
SIGRTMINPLUS10 = "SIGRTMIN+10"
SIGRTMINPLUS11 = "SIGRTMIN+11"
SIGRTMINPLUS12 = "SIGRTMIN+12"
SIGRTMINPLUS13 = "SIGRTMIN+13"
SIGRTMINPLUS14 = "SIGRTMIN+14"
SIGRTMINPLUS15 = "SIGRTMIN+15"
SIGRTMAXMINUS14 = "SIGRTMAX-14"
SIGRTMAXMINUS13 = "SIGRTMAX-13"
SIGRTMAXMINUS12 = "SIGRTMAX-12"
SIGRTMAXMINUS11 = "SIGRTMAX-11"
SIGRTMAXMINUS10 = "SIGRTMAX-10"
SIGRTMAXMINUS9 = "SIGRTMAX-9"
SIGRTMAXMINUS8 = "SIGRTMAX-8"
SIGRTMAXMINUS7 = "SIGRTMAX-7"
SIGRTMAXMINUS6 = "SIGRTMAX-6"
SIGRTMAXMINUS5 = "SIGRTMAX-5"
SIGRTMAXMINUS4 = "SIGRTMAX-4"
SIGRTMAXMINUS3 = "SIGRTMAX-3"
SIGRTMAXMINUS2 = "SIGRTMAX-2"
SIGRTMAXMINUS1 = "SIGRTMAX-1"
SIGRTMAX = "SIGRTMAX"

PodResizePending = "PodResizePending"
PodResizeInProgress = "PodResizeInProgress"
AllContainersRestarting = "AllContainersRestarting"

PodReasonDeferred = "Deferred"
PodReasonInfeasible = "Infeasible"
PodReasonError = "Error"

ContainerRestartPolicyNever = "Never"
ContainerRestartPolicyOnFailure = "OnFailure"

ContainerRestartRuleActionRestart = "Restart"
ContainerRestartRuleActionRestartAllContainers = "RestartAllContainers"

ContainerRestartRuleOnExitCodesOpIn = "In"
ContainerRestartRuleOnExitCodesOpNotIn = "NotIn"

TolerationOpLt = "Lt"
TolerationOpGt = "Gt"

SELinuxChangePolicyRecursive = "Recursive"
SELinuxChangePolicyMountOption = "MountOption"

ServiceTrafficDistributionPreferSameZone = "PreferSameZone"
ServiceTrafficDistributionPreferSameNode = "PreferSameNode"

NodeGracefulNodeShutdownInProgress = "GracefulNodeShutdownInProgress"
NodeDrainInProgress = "DrainInProgress"
NodeDrained = "Drained"
NodeMaintenancePlanned = "MaintenancePlanned"
NodeMaintenanceInProgress = "MaintenanceInProgress"

LogStreamStdout = "Stdout"
LogStreamStderr = "Stderr"
LogStreamAll = "All"

ResourceImplicitExtendedClaimsPerClass = "requests.deviceclass.resource.kubernetes.io/"

ResourceQuotaScopeVolumeAttributesClass = "VolumeAttributesClass"

# Constants of well_known_labels.go.
LabelHostname = "kubernetes.io/hostname"
AnnotationPeerAdvertiseAddress = "kubernetes.io/peer-advertise-address"
LabelTopologyZone = "topology.kubernetes.io/zone"
LabelTopologyRegion = "topology.kubernetes.io/region"
LabelFailureDomainBetaZone = "failure-domain.beta.kubernetes.io/zone"
LabelFailureDomainBetaRegion = "failure-domain.beta.kubernetes.io/region"
LabelZoneFailureDomain = LabelFailureDomainBetaZone
LabelZoneRegion = LabelFailureDomainBetaRegion
LabelZoneFailureDomainStable = LabelTopologyZone
LabelZoneRegionStable = LabelTopologyRegion
LabelInstanceType = "beta.kubernetes.io/instance-type"
LabelInstanceTypeStable = "node.kubernetes.io/instance-type"
LabelOSStable = "kubernetes.io/os"
LabelArchStable = "kubernetes.io/arch"
LabelWindowsBuild = "node.kubernetes.io/windows-build"
LabelNamespaceSuffixKubelet = "kubelet.kubernetes.io"
LabelNamespaceSuffixNode = "node.kubernetes.io"
LabelNamespaceNodeRestriction = "node-restriction.kubernetes.io"
IsHeadlessService = "service.kubernetes.io/headless"
LabelNodeExcludeBalancers = "node.kubernetes.io/exclude-from-external-load-balancers"
LabelMetadataName = "kubernetes.io/metadata.name"


# Constants of well_known_taints.go.
TaintNodeNotReady = "node.kubernetes.io/not-ready"
TaintNodeUnreachable = "node.kubernetes.io/unreachable"
TaintNodeUnschedulable = "node.kubernetes.io/unschedulable"
TaintNodeMemoryPressure = "node.kubernetes.io/memory-pressure"
TaintNodeDiskPressure = "node.kubernetes.io/disk-pressure"
TaintNodeNetworkUnavailable = "node.kubernetes.io/network-unavailable"
TaintNodePIDPressure = "node.kubernetes.io/pid-pressure"
TaintNodeOutOfService = "node.kubernetes.io/out-of-service"


# Constants of annotation_key_constants.go.
ImagePolicyFailedOpenKey = "alpha.image-policy.k8s.io/failed-open"
MirrorPodAnnotationKey = "kubernetes.io/config.mirror"
TolerationsAnnotationKey = "scheduler.alpha.kubernetes.io/tolerations"
TaintsAnnotationKey = "scheduler.alpha.kubernetes.io/taints"
SeccompPodAnnotationKey = "seccomp.security.alpha.kubernetes.io/pod"
SeccompContainerAnnotationKeyPrefix = "container.seccomp.security.alpha.kubernetes.io/"
SeccompProfileRuntimeDefault = "runtime/default"
SeccompProfileNameUnconfined = "unconfined"
SeccompLocalhostProfileNamePrefix = "localhost/"
DeprecatedAppArmorBetaContainerAnnotationKeyPrefix = (
    "container.apparmor.security.beta.kubernetes.io/"
)
DeprecatedAppArmorBetaProfileRuntimeDefault = "runtime/default"
DeprecatedAppArmorBetaProfileNamePrefix = "localhost/"
DeprecatedAppArmorBetaProfileNameUnconfined = "unconfined"
DeprecatedSeccompProfileDockerDefault = "docker/default"
PreferAvoidPodsAnnotationKey = "scheduler.alpha.kubernetes.io/preferAvoidPods"
ObjectTTLAnnotationKey = "node.alpha.kubernetes.io/ttl"
NonConvertibleAnnotationPrefix = "non-convertible.kubernetes.io"
_KUBECTL_PREFIX = "kubectl.kubernetes.io/"
LastAppliedConfigAnnotation = _KUBECTL_PREFIX + "last-applied-configuration"
AnnotationLoadBalancerSourceRangesKey = "service.beta.kubernetes.io/load-balancer-source-ranges"
EndpointsLastChangeTriggerTime = "endpoints.kubernetes.io/last-change-trigger-time"
EndpointsOverCapacity = "endpoints.kubernetes.io/over-capacity"
MigratedPluginsAnnotationKey = "storage.alpha.kubernetes.io/migrated-plugins"
PodDeletionCost = "controller.kubernetes.io/pod-deletion-cost"
DeprecatedAnnotationTopologyAwareHints = "service.kubernetes.io/topology-aware-hints"
AnnotationTopologyMode = "service.kubernetes.io/topology-mode"
