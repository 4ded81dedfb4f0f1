"""The messages of the extender protocol: filter, prioritize, bind and preempt.

The Go structs carry no JSON tags, so encoding/json names every key after the Go field itself
("Pod", "NodeNames", "FailedNodes", "NumPDBViolations"). Each field below records that name in
``metadata={"json": ...}``; ``wire.encode`` and ``wire.decode`` read it. The API objects inside
(v1.Pod, v1.Node) keep their own camelCase JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py.v1_37.api.core import v1

# The lowest score an extender's prioritize verb may give a node.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L26
MinExtenderPriority = 0

# The highest score an extender's prioritize verb may give a node.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L29
MaxExtenderPriority = 10


@dataclass(slots=True, kw_only=True)
class NodeList:
    """A list of nodes, as the scheduler sends candidates to an extender that keeps no cache.

    # Python: core/v1 has no NodeList yet, so it lives here; ListMeta is left out (the
    # scheduler never fills it).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/types.go#L7407-L7416
    """

    api_version: str = ""
    kind: str = ""
    items: list[v1.Node] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class MetaPod:
    """A pod named only by its UID, for extenders that keep their own pod cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L57-L59
    """

    uid: str = field(default="", metadata={"json": "UID"})


@dataclass(slots=True, kw_only=True)
class MetaVictims:
    """The pods to evict on one node, by UID, and how many PDBs evicting them violates.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L66-L69
    """

    pods: list[MetaPod] = field(default_factory=list, metadata={"json": "Pods"})
    num_pdb_violations: int = field(default=0, metadata={"json": "NumPDBViolations", "go": "int64"})


@dataclass(slots=True, kw_only=True)
class Victims:
    """The pods to evict on one node and how many PDBs evicting them violates.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L51-L54
    """

    pods: list[v1.Pod] = field(default_factory=list, metadata={"json": "Pods"})
    num_pdb_violations: int = field(default=0, metadata={"json": "NumPDBViolations", "go": "int64"})


@dataclass(slots=True, kw_only=True)
class ExtenderPreemptionResult:
    """The preempt verb's answer: the nodes the extender keeps as candidates, with victims.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L33-L35
    """

    node_name_to_meta_victims: dict[str, MetaVictims] = field(
        default_factory=dict, metadata={"json": "NodeNameToMetaVictims"}
    )


@dataclass(slots=True, kw_only=True)
class ExtenderPreemptionArgs:
    """The preempt verb's request: the preemptor and the victims found per candidate node.

    Only one of the two maps is set: the UID form for a node-cache-capable extender, the
    full pods otherwise.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L38-L45
    """

    pod: v1.Pod | None = field(default=None, metadata={"json": "Pod"})
    node_name_to_victims: dict[str, Victims] | None = field(
        default=None, metadata={"json": "NodeNameToVictims"}
    )
    node_name_to_meta_victims: dict[str, MetaVictims] | None = field(
        default=None, metadata={"json": "NodeNameToMetaVictims"}
    )


@dataclass(slots=True, kw_only=True)
class ExtenderArgs:
    """The filter and prioritize request: the pod and the candidate nodes.

    A node-cache-capable extender gets the node names, any other the full nodes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L73-L82
    """

    pod: v1.Pod | None = field(default=None, metadata={"json": "Pod"})
    nodes: NodeList | None = field(default=None, metadata={"json": "Nodes"})
    node_names: list[str] | None = field(default=None, metadata={"json": "NodeNames"})


# Node name to the reason the extender rejected that node.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L85
FailedNodesMap = dict[str, str]


@dataclass(slots=True, kw_only=True)
class ExtenderFilterResult:
    """The filter verb's answer: the nodes that pass, those that fail and an error text.

    A node in failed_and_unresolvable_nodes cannot be helped by preemption; it wins over
    the same node in failed_nodes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L88-L103
    """

    nodes: NodeList | None = field(default=None, metadata={"json": "Nodes"})
    node_names: list[str] | None = field(default=None, metadata={"json": "NodeNames"})
    failed_nodes: FailedNodesMap = field(default_factory=dict, metadata={"json": "FailedNodes"})
    failed_and_unresolvable_nodes: FailedNodesMap = field(
        default_factory=dict, metadata={"json": "FailedAndUnresolvableNodes"}
    )
    error: str = field(default="", metadata={"json": "Error"})


@dataclass(slots=True, kw_only=True)
class ExtenderBindingArgs:
    """The bind verb's request: which pod goes to which node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L106-L115
    """

    pod_name: str = field(default="", metadata={"json": "PodName"})
    pod_namespace: str = field(default="", metadata={"json": "PodNamespace"})
    pod_uid: str = field(default="", metadata={"json": "PodUID"})
    node: str = field(default="", metadata={"json": "Node"})


@dataclass(slots=True, kw_only=True)
class ExtenderBindingResult:
    """The bind verb's answer: an error text, empty on success.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L118-L121
    """

    error: str = field(default="", metadata={"json": "Error"})


@dataclass(slots=True, kw_only=True)
class HostPriority:
    """The extender's score for one node; higher is better.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L124-L129
    """

    host: str = field(default="", metadata={"json": "Host"})
    score: int = field(default=0, metadata={"json": "Score", "go": "int64"})


# The prioritize verb's answer: one score per node.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/extender/v1/types.go#L132
HostPriorityList = list[HostPriority]
