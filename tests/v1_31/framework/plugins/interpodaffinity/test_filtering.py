"""Port of pkg/scheduler/framework/plugins/interpodaffinity/filtering_test.go.

# Python: the v1 literals of the Go tables are built with the small helpers below (_req,
# _sel, _term, _pod, _node); each row keeps the Go row's objects and values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity import (
    ErrReasonAffinityRulesNotMatch,
    ErrReasonAntiAffinityRulesNotMatch,
    ErrReasonExistingAntiAffinityRulesNotMatch,
    InterPodAffinity,
    new,
)
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.filtering import (
    get_pre_filter_state,
    preFilterState,
    topologyPair,
    topologyToMatchedTermCount,
)
from kube_scheduler_py.v1_31.internal.cache.snapshot import (
    Snapshot,
    new_empty_snapshot,
    new_snapshot,
)
from kube_scheduler_py.v1_31.testing import wrappers as st

SetupPlugin = Callable[..., framework.Plugin]


def _go_ids(names: list[str]) -> list[str]:
    """Test ids as Go's t.Run makes them: a repeated name gets a "#01", "#02", ... suffix."""
    seen: dict[str, int] = {}
    ids = []
    for name in names:
        n = seen.get(name, 0)
        seen[name] = n + 1
        ids.append(name if n == 0 else f"{name}#{n:02d}")
    return ids


defaultNamespace = ""

In = metav1.LabelSelectorOpIn
NotIn = metav1.LabelSelectorOpNotIn
Exists = metav1.LabelSelectorOpExists
DoesNotExist = metav1.LabelSelectorOpDoesNotExist


def _req(
    key: str, operator: str, values: list[str] | None = None
) -> metav1.LabelSelectorRequirement:
    return metav1.LabelSelectorRequirement(key=key, operator=operator, values=values or [])


def _sel(*reqs: metav1.LabelSelectorRequirement) -> metav1.LabelSelector:
    return metav1.LabelSelector(match_expressions=list(reqs))


def _term(
    label_selector: metav1.LabelSelector | None,
    topology_key: str = "",
    namespaces: list[str] | None = None,
    namespace_selector: metav1.LabelSelector | None = None,
) -> v1.PodAffinityTerm:
    return v1.PodAffinityTerm(
        label_selector=label_selector,
        topology_key=topology_key,
        namespaces=namespaces or [],
        namespace_selector=namespace_selector,
    )


def _pod(
    name: str = "",
    namespace: str = "",
    labels: dict[str, str] | None = None,
    node_name: str = "",
    affinity: v1.Affinity | None = None,
) -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(name=name, namespace=namespace, labels=dict(labels or {})),
        spec=v1.PodSpec(node_name=node_name, affinity=affinity),
    )


def _node(name: str, labels: dict[str, str]) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name=name, labels=dict(labels)))


def _status(code: framework.Code, reason: str) -> framework.Status:
    return framework.new_status(code, reason)


def create_pod_with_affinity_terms(
    namespace: str,
    node_name: str,
    labels: dict[str, str],
    affinity: list[v1.PodAffinityTerm] | None,
    anti_affinity: list[v1.PodAffinityTerm] | None,
) -> v1.Pod:
    """A pod with the given required affinity and anti-affinity terms."""
    return v1.Pod(
        metadata=metav1.ObjectMeta(labels=labels, namespace=namespace),
        spec=v1.PodSpec(
            node_name=node_name,
            affinity=v1.Affinity(
                pod_affinity=v1.PodAffinity(
                    required_during_scheduling_ignored_during_execution=list(affinity or [])
                ),
                pod_anti_affinity=v1.PodAntiAffinity(
                    required_during_scheduling_ignored_during_execution=list(anti_affinity or [])
                ),
            ),
        ),
    )


def mustGetNodeInfo(snapshot: Snapshot, name: str) -> framework.NodeInfo:
    return snapshot.node_infos().get(name)


def mustNewPodInfo(pod: v1.Pod) -> framework.PodInfo:
    return framework.new_pod_info(pod)


Unresolvable = framework.UnschedulableAndUnresolvable
Unschedulable = framework.Unschedulable
_badLabelMessage = (
    'parsing pod: requiredAffinityTerms: values[0][service]: Invalid value: "{{.bad-value.}}": '
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or "
    "'.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or "
    "'my_value',  or '12345', regex used for validation is "
    "'(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')"
)


def _single_node_tests() -> list[tuple[str, v1.Pod, list[v1.Pod], Any, Any]]:
    podLabel = {"service": "securityscan"}
    pod = st.make_pod().labels(podLabel).node("node1").obj()
    podLabel2 = {"security": "S1"}

    def in_service_team1(topology_key: str) -> v1.PodAffinityTerm:
        return _term(
            _sel(_req("service", In, ["securityscan", "value2"])),
            topology_key,
            namespace_selector=_sel(_req("team", In, ["team1"])),
        )

    # (name, pod, pods, wantPreFilterStatus, wantFilterStatus)
    return [
        (
            "A pod that has no required pod affinity scheduling rules can schedule onto a node "
            "with no existing pods",
            v1.Pod(),
            [],
            framework.new_status(framework.Skip),
            None,
        ),
        (
            "satisfies with requiredDuringSchedulingIgnoredDuringExecution in PodAffinity using "
            "In operator that matches the existing pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel2)
            .pod_affinity_in(
                "service", "region", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
            )
            .obj(),
            [pod],
            None,
            None,
        ),
        (
            "satisfies the pod with requiredDuringSchedulingIgnoredDuringExecution in PodAffinity "
            "using not in operator in labelSelector that matches the existing pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel2)
            .pod_affinity_not_in(
                "service", "region", ["securityscan3", "value3"], st.PodAffinityWithRequiredReq
            )
            .obj(),
            [pod],
            None,
            None,
        ),
        (
            "Does not satisfy the PodAffinity with labelSelector because of diff Namespace",
            create_pod_with_affinity_terms(
                defaultNamespace,
                "",
                podLabel2,
                [
                    _term(
                        _sel(_req("service", In, ["securityscan", "value2"])),
                        namespaces=["DiffNameSpace"],
                    )
                ],
                None,
            ),
            [st.make_pod().namespace("ns").label("service", "securityscan").node("node1").obj()],
            None,
            _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
        ),
        (
            "Doesn't satisfy the PodAffinity because of unmatching labelSelector with the "
            "existing pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel)
            .pod_affinity_in(
                "service", "", ["antivirusscan", "value2"], st.PodAffinityWithRequiredReq
            )
            .obj(),
            [pod],
            None,
            _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
        ),
        (
            "satisfies the PodAffinity with different label Operators in multiple "
            "RequiredDuringSchedulingIgnoredDuringExecution ",
            create_pod_with_affinity_terms(
                defaultNamespace,
                "",
                podLabel2,
                [
                    _term(
                        _sel(_req("service", Exists), _req("wrongkey", DoesNotExist)),
                        "region",
                    ),
                    _term(
                        _sel(
                            _req("service", In, ["securityscan"]),
                            _req("service", NotIn, ["WrongValue"]),
                        ),
                        "region",
                    ),
                ],
                None,
            ),
            [pod],
            None,
            None,
        ),
        (
            "The labelSelector requirements(items of matchExpressions) are ANDed, the pod cannot "
            "schedule onto the node because one of the matchExpression item don't match.",
            create_pod_with_affinity_terms(
                defaultNamespace,
                "",
                podLabel2,
                [
                    _term(
                        _sel(_req("service", Exists), _req("wrongkey", DoesNotExist)),
                        "region",
                    ),
                    _term(
                        _sel(
                            _req("service", In, ["securityscan2"]),
                            _req("service", NotIn, ["WrongValue"]),
                        ),
                        "region",
                    ),
                ],
                None,
            ),
            [pod],
            None,
            _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
        ),
        (
            "satisfies the PodAffinity and PodAntiAffinity with the existing pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel2)
            .pod_affinity_in(
                "service", "region", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
            )
            .pod_anti_affinity_in(
                "service", "node", ["antivirusscan", "value2"], st.PodAntiAffinityWithRequiredReq
            )
            .obj(),
            [pod],
            None,
            None,
        ),
        (
            "satisfies the PodAffinity and PodAntiAffinity and PodAntiAffinity symmetry with the "
            "existing pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel2)
            .pod_affinity_in(
                "service", "region", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
            )
            .pod_anti_affinity_in(
                "service", "node", ["antivirusscan", "value2"], st.PodAntiAffinityWithRequiredReq
            )
            .obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("node1")
                .labels(podLabel)
                .pod_anti_affinity_in(
                    "service",
                    "node",
                    ["antivirusscan", "value2"],
                    st.PodAntiAffinityWithRequiredReq,
                )
                .obj(),
            ],
            None,
            None,
        ),
        (
            "satisfies the PodAffinity but doesn't satisfy the PodAntiAffinity with the existing "
            "pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel2)
            .pod_affinity_in(
                "service", "region", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
            )
            .pod_anti_affinity_in(
                "service", "zone", ["securityscan", "value2"], st.PodAntiAffinityWithRequiredReq
            )
            .obj(),
            [pod],
            None,
            _status(Unschedulable, ErrReasonAntiAffinityRulesNotMatch),
        ),
        (
            "satisfies the PodAffinity and PodAntiAffinity but doesn't satisfy PodAntiAffinity "
            "symmetry with the existing pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel)
            .pod_affinity_in(
                "service", "region", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
            )
            .pod_anti_affinity_in(
                "service", "node", ["antivirusscan", "value2"], st.PodAntiAffinityWithRequiredReq
            )
            .obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .labels(podLabel)
                .node("node1")
                .pod_anti_affinity_in(
                    "service",
                    "zone",
                    ["securityscan", "value2"],
                    st.PodAntiAffinityWithRequiredReq,
                )
                .obj(),
            ],
            None,
            _status(Unschedulable, ErrReasonExistingAntiAffinityRulesNotMatch),
        ),
        (
            "pod matches its own Label in PodAffinity and that matches the existing pod Labels",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel)
            .pod_affinity_not_in(
                "service", "region", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
            )
            .obj(),
            [st.make_pod().label("service", "securityscan").node("node2").obj()],
            None,
            _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
        ),
        (
            "verify that PodAntiAffinity from existing pod is respected when pod has no "
            "AntiAffinity constraints. doesn't satisfy PodAntiAffinity symmetry with the "
            "existing pod",
            st.make_pod().labels(podLabel).obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("node1")
                .labels(podLabel)
                .pod_anti_affinity_in(
                    "service",
                    "zone",
                    ["securityscan", "value2"],
                    st.PodAntiAffinityWithRequiredReq,
                )
                .obj(),
            ],
            None,
            _status(Unschedulable, ErrReasonExistingAntiAffinityRulesNotMatch),
        ),
        (
            "verify that PodAntiAffinity from existing pod is respected when pod has no "
            "AntiAffinity constraints. satisfy PodAntiAffinity symmetry with the existing pod",
            st.make_pod().labels(podLabel).obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("node1")
                .labels(podLabel)
                .pod_anti_affinity_not_in(
                    "service",
                    "zone",
                    ["securityscan", "value2"],
                    st.PodAntiAffinityWithRequiredReq,
                )
                .obj(),
            ],
            framework.new_status(framework.Skip),
            None,
        ),
        (
            "satisfies the PodAntiAffinity with existing pod but doesn't satisfy PodAntiAffinity "
            "symmetry with incoming pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel)
            .pod_anti_affinity_exists("service", "region", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("security", "region", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("node1")
                .labels(podLabel2)
                .pod_anti_affinity_exists("security", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            None,
            _status(Unschedulable, ErrReasonAntiAffinityRulesNotMatch),
        ),
        (
            "PodAntiAffinity symmetry check a1: incoming pod and existing pod partially match "
            "each other on AffinityTerms",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel)
            .pod_anti_affinity_exists("service", "zone", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("security", "zone", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("node1")
                .labels(podLabel2)
                .pod_anti_affinity_exists("security", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            None,
            _status(Unschedulable, ErrReasonAntiAffinityRulesNotMatch),
        ),
        (
            "PodAntiAffinity symmetry check a2: incoming pod and existing pod partially match "
            "each other on AffinityTerms",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel2)
            .pod_anti_affinity_exists("security", "zone", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("node1")
                .labels(podLabel)
                .pod_anti_affinity_exists("service", "zone", st.PodAntiAffinityWithRequiredReq)
                .pod_anti_affinity_exists("security", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            None,
            _status(Unschedulable, ErrReasonExistingAntiAffinityRulesNotMatch),
        ),
        (
            "PodAntiAffinity symmetry check b1: incoming pod and existing pod partially match "
            "each other on AffinityTerms",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels({"abc": "", "xyz": ""})
            .pod_anti_affinity_exists("abc", "zone", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("def", "zone", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("node1")
                .labels({"def": "", "xyz": ""})
                .pod_anti_affinity_exists("abc", "zone", st.PodAntiAffinityWithRequiredReq)
                .pod_anti_affinity_exists("def", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            None,
            _status(Unschedulable, ErrReasonAntiAffinityRulesNotMatch),
        ),
        (
            "PodAntiAffinity symmetry check b2: incoming pod and existing pod partially match "
            "each other on AffinityTerms",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels({"def": "", "xyz": ""})
            .pod_anti_affinity_exists("abc", "zone", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("def", "zone", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("node1")
                .labels({"abc": "", "xyz": ""})
                .pod_anti_affinity_exists("abc", "zone", st.PodAntiAffinityWithRequiredReq)
                .pod_anti_affinity_exists("def", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            None,
            _status(Unschedulable, ErrReasonAntiAffinityRulesNotMatch),
        ),
        (
            "PodAffinity fails PreFilter with an invalid affinity label syntax",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel)
            .pod_affinity_in(
                "service", "region", ["{{.bad-value.}}"], st.PodAffinityWithRequiredReq
            )
            .pod_affinity_in(
                "service", "node", ["antivirusscan", "value2"], st.PodAffinityWithRequiredReq
            )
            .obj(),
            [],
            _status(Unresolvable, _badLabelMessage),
            None,
        ),
        (
            "PodAntiAffinity fails PreFilter with an invalid antiaffinity label syntax",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels(podLabel)
            .pod_affinity_in("service", "region", ["foo"], st.PodAffinityWithRequiredReq)
            .pod_affinity_in("service", "node", ["{{.bad-value.}}"], st.PodAffinityWithRequiredReq)
            .obj(),
            [],
            _status(Unresolvable, _badLabelMessage),
            None,
        ),
        (
            "affinity with NamespaceSelector",
            create_pod_with_affinity_terms(
                defaultNamespace, "", podLabel2, [in_service_team1("region")], None
            ),
            [_pod(node_name="node1", namespace="subteam1.team1", labels=podLabel)],
            None,
            None,
        ),
        (
            "affinity with non-matching NamespaceSelector",
            create_pod_with_affinity_terms(
                defaultNamespace, "", podLabel2, [in_service_team1("region")], None
            ),
            [_pod(node_name="node1", namespace="subteam1.team2", labels=podLabel)],
            None,
            _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
        ),
        (
            "anti-affinity with matching NamespaceSelector",
            create_pod_with_affinity_terms(
                "subteam1.team1", "", podLabel2, None, [in_service_team1("zone")]
            ),
            [_pod(node_name="node1", namespace="subteam2.team1", labels=podLabel)],
            None,
            _status(Unschedulable, ErrReasonAntiAffinityRulesNotMatch),
        ),
        (
            "anti-affinity with matching all NamespaceSelector",
            create_pod_with_affinity_terms(
                "subteam1.team1",
                "",
                podLabel2,
                None,
                [
                    _term(
                        _sel(_req("service", In, ["securityscan", "value2"])),
                        "zone",
                        namespace_selector=metav1.LabelSelector(),
                    )
                ],
            ),
            [_pod(node_name="node1", namespace="subteam2.team1", labels=podLabel)],
            None,
            _status(Unschedulable, ErrReasonAntiAffinityRulesNotMatch),
        ),
        (
            "anti-affinity with non-matching NamespaceSelector",
            create_pod_with_affinity_terms(
                "subteam1.team1", "", podLabel2, None, [in_service_team1("zone")]
            ),
            [_pod(node_name="node1", namespace="subteam1.team2", labels=podLabel)],
            None,
            None,
        ),
    ]


_SINGLE_NODE_TESTS = _single_node_tests()


@pytest.mark.parametrize(
    ("pod", "pods", "want_pre_filter_status", "want_filter_status"),
    [row[1:] for row in _SINGLE_NODE_TESTS],
    ids=[row[0] for row in _SINGLE_NODE_TESTS],
)
def test_required_affinity_single_node(
    pod: v1.Pod,
    pods: list[v1.Pod],
    want_pre_filter_status: framework.Status | None,
    want_filter_status: framework.Status | None,
    setup_plugin_with_informers: SetupPlugin,
    namespaces: list[v1.Namespace],
) -> None:
    node1 = _node("node1", {"region": "r1", "zone": "z11"})
    snapshot = new_snapshot(pods, [node1])
    p = setup_plugin_with_informers(new, config.InterPodAffinityArgs(), snapshot, namespaces)
    assert isinstance(p, InterPodAffinity)
    state = framework.new_cycle_state()
    _, pre_filter_status = p.pre_filter(state, pod)
    assert framework.Status.equal(pre_filter_status, want_pre_filter_status), (
        f"PreFilter: got {pre_filter_status}, want {want_pre_filter_status}"
    )
    if not framework.Status.is_success(pre_filter_status):
        return

    node_info = mustGetNodeInfo(snapshot, node1.name)
    got_status = p.filter(state, pod, node_info)
    assert framework.Status.equal(got_status, want_filter_status), (
        f"Filter: got {got_status}, want {want_filter_status}"
    )


def _multiple_nodes_tests() -> list[
    tuple[str, v1.Pod, list[v1.Pod], list[v1.Node], list[Any], Any]
]:
    podLabelA = {"foo": "bar"}
    labelRgChina = {"region": "China"}
    labelRgChinaAzAz1 = {"region": "China", "az": "az1"}
    labelRgIndia = {"region": "India"}

    def anti(reason: str) -> framework.Status:
        return _status(Unschedulable, reason)

    def zone_nodes(zone_b: str) -> list[v1.Node]:
        return [
            _node("nodeA", {"region": "r1", "zone": "z1", "hostname": "nodeA"}),
            _node("nodeB", {"region": "r1", "zone": zone_b, "hostname": "nodeB"}),
        ]

    # (name, pod, pods, nodes, wantFilterStatuses, wantPreFilterStatus)
    return [
        (
            "A pod can be scheduled onto all the nodes that have the same topology key & label "
            "value with one of them has an existing pod that matches the affinity rules",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_affinity_in("foo", "region", ["bar"], st.PodAffinityWithRequiredReq)
            .obj(),
            [st.make_pod().name("p1").node("node1").labels(podLabelA).obj()],
            [
                _node("node1", labelRgChina),
                _node("node2", labelRgChinaAzAz1),
                _node("node3", labelRgIndia),
            ],
            [None, None, _status(Unresolvable, ErrReasonAffinityRulesNotMatch)],
            None,
        ),
        (
            "The affinity rule is to schedule all of the pods of this collection to the same "
            "zone. The first pod of the collection should not be blocked from being scheduled "
            "onto any node, even there's no existing pod that matches the rule anywhere.",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels({"foo": "bar", "service": "securityscan"})
            .pod_affinity_in("foo", "zone", ["bar"], st.PodAffinityWithRequiredReq)
            .pod_affinity_in("service", "zone", ["securityscan"], st.PodAffinityWithRequiredReq)
            .obj(),
            [st.make_pod().name("p1").node("nodeA").labels({"foo": "bar"}).obj()],
            [
                _node("nodeA", {"zone": "az1", "hostname": "h1"}),
                _node("nodeB", {"zone": "az2", "hostname": "h2"}),
            ],
            [None, None],
            None,
        ),
        (
            "The first pod of the collection can only be scheduled on nodes labelled with the "
            "requested topology keys",
            st.make_pod()
            .namespace(defaultNamespace)
            .labels({"foo": "bar", "service": "securityscan"})
            .pod_affinity_in("foo", "zone", ["bar"], st.PodAffinityWithRequiredReq)
            .pod_affinity_in("service", "zone", ["securityscan"], st.PodAffinityWithRequiredReq)
            .obj(),
            [st.make_pod().name("p1").node("nodeA").labels({"foo": "bar"}).obj()],
            [
                _node("nodeA", {"zoneLabel": "az1", "hostname": "h1"}),
                _node("nodeB", {"zoneLabel": "az2", "hostname": "h2"}),
            ],
            [
                _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
                _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
            ],
            None,
        ),
        (
            "NodeA and nodeB have same topologyKey and label value. NodeA has an existing pod "
            "that matches the inter pod affinity rule. The pod can not be scheduled onto nodeA "
            "and nodeB.",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_anti_affinity_in("foo", "region", ["abc"], st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [st.make_pod().node("nodeA").labels({"foo": "abc"}).obj()],
            [
                _node("nodeA", {"region": "r1", "hostname": "nodeA"}),
                _node("nodeB", {"region": "r1", "hostname": "nodeB"}),
            ],
            [
                anti(ErrReasonAntiAffinityRulesNotMatch),
                anti(ErrReasonAntiAffinityRulesNotMatch),
            ],
            None,
        ),
        (
            "This test ensures that anti-affinity matches a pod when any term of the "
            "anti-affinity rule matches a pod.",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_anti_affinity_in("foo", "region", ["abc"], st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_in(
                "service", "zone", ["securityscan"], st.PodAntiAffinityWithRequiredReq
            )
            .obj(),
            [st.make_pod().node("nodeA").labels({"foo": "abc", "service": "securityscan"}).obj()],
            [
                _node("nodeA", {"region": "r1", "zone": "z1", "hostname": "nodeA"}),
                _node("nodeB", {"region": "r1", "zone": "z2", "hostname": "nodeB"}),
            ],
            [
                anti(ErrReasonAntiAffinityRulesNotMatch),
                anti(ErrReasonAntiAffinityRulesNotMatch),
            ],
            None,
        ),
        (
            "NodeA and nodeB have same topologyKey and label value. NodeA has an existing pod "
            "that matches the inter pod affinity rule. The pod can not be scheduled onto nodeA "
            "and nodeB but can be scheduled onto nodeC",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_anti_affinity_in("foo", "region", ["abc"], st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [st.make_pod().node("nodeA").labels({"foo": "abc"}).obj()],
            [
                _node("nodeA", labelRgChina),
                _node("nodeB", labelRgChinaAzAz1),
                _node("nodeC", labelRgIndia),
            ],
            [
                anti(ErrReasonAntiAffinityRulesNotMatch),
                anti(ErrReasonAntiAffinityRulesNotMatch),
                None,
            ],
            None,
        ),
        (
            "NodeA and nodeB have same topologyKey and label value. NodeA has an existing pod "
            "that matches the inter pod affinity rule. The pod can not be scheduled onto nodeA, "
            "nodeB, but can be scheduled onto nodeC (NodeC has an existing pod that match the "
            "inter pod affinity rule but in different namespace)",
            st.make_pod()
            .namespace("NS1")
            .labels({"foo": "123"})
            .pod_anti_affinity_in("foo", "region", ["bar"], st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [
                st.make_pod().node("nodeA").namespace("NS1").labels({"foo": "bar"}).obj(),
                st.make_pod()
                .node("nodeC")
                .namespace("NS2")
                .pod_anti_affinity_in("foo", "region", ["123"], st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            [
                _node("nodeA", labelRgChina),
                _node("nodeB", labelRgChinaAzAz1),
                _node("nodeC", labelRgIndia),
            ],
            [
                anti(ErrReasonAntiAffinityRulesNotMatch),
                anti(ErrReasonAntiAffinityRulesNotMatch),
                None,
            ],
            None,
        ),
        (
            "Test existing pod's anti-affinity: if an existing pod has a term with invalid "
            "topologyKey, labelSelector of the term is firstly checked, and then topologyKey of "
            "the term is also checked",
            st.make_pod().label("foo", "").obj(),
            [
                st.make_pod()
                .node("nodeA")
                .namespace(defaultNamespace)
                .pod_anti_affinity_exists(
                    "foo", "invalid-node-label", st.PodAntiAffinityWithRequiredReq
                )
                .obj(),
            ],
            zone_nodes("z1"),
            [None, None],
            framework.new_status(framework.Skip),
        ),
        (
            "Test incoming pod's anti-affinity: even if labelSelector matches, we still check if "
            "topologyKey matches",
            st.make_pod()
            .node("nodeA")
            .namespace(defaultNamespace)
            .pod_anti_affinity_exists(
                "foo", "invalid-node-label", st.PodAntiAffinityWithRequiredReq
            )
            .obj(),
            [st.make_pod().node("nodeA").labels({"foo": ""}).obj()],
            zone_nodes("z1"),
            [None, None],
            None,
        ),
        (
            "Test existing pod's anti-affinity: incoming pod wouldn't considered as a fit as it "
            "violates each existingPod's terms on all nodes",
            st.make_pod().label("foo", "").label("bar", "").obj(),
            [
                st.make_pod()
                .node("nodeA")
                .namespace(defaultNamespace)
                .pod_anti_affinity_exists("foo", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
                st.make_pod()
                .node("nodeA")
                .namespace(defaultNamespace)
                .pod_anti_affinity_exists("bar", "region", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            zone_nodes("z2"),
            [
                anti(ErrReasonExistingAntiAffinityRulesNotMatch),
                anti(ErrReasonExistingAntiAffinityRulesNotMatch),
            ],
            None,
        ),
        (
            "Test incoming pod's anti-affinity: incoming pod wouldn't considered as a fit as it at "
            "least violates one anti-affinity rule of existingPod",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_anti_affinity_exists("foo", "zone", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("bar", "region", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [
                st.make_pod().node("nodeA").labels({"foo": ""}).obj(),
                st.make_pod().node("nodeB").labels({"bar": ""}).obj(),
            ],
            zone_nodes("z2"),
            [
                anti(ErrReasonAntiAffinityRulesNotMatch),
                anti(ErrReasonAntiAffinityRulesNotMatch),
            ],
            None,
        ),
        (
            "Test existing pod's anti-affinity: only when labelSelector and topologyKey both "
            "match, it's counted as a single term match - case when one term has invalid "
            "topologyKey",
            st.make_pod().label("foo", "").label("bar", "").obj(),
            [
                st.make_pod()
                .node("nodeA")
                .namespace(defaultNamespace)
                .pod_anti_affinity_exists(
                    "foo", "invalid-node-label", st.PodAntiAffinityWithRequiredReq
                )
                .pod_anti_affinity_exists("bar", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            zone_nodes("z2"),
            [anti(ErrReasonExistingAntiAffinityRulesNotMatch), None],
            None,
        ),
        (
            "Test incoming pod's anti-affinity: only when labelSelector and topologyKey both "
            "match, it's counted as a single term match - case when one term has invalid "
            "topologyKey",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_anti_affinity_exists(
                "foo", "invalid-node-label", st.PodAntiAffinityWithRequiredReq
            )
            .pod_anti_affinity_exists("bar", "zone", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [st.make_pod().name("podA").node("nodeA").labels({"foo": "", "bar": ""}).obj()],
            zone_nodes("z2"),
            [anti(ErrReasonAntiAffinityRulesNotMatch), None],
            None,
        ),
        (
            "Test existing pod's anti-affinity: only when labelSelector and topologyKey both "
            "match, it's counted as a single term match - case when all terms have valid "
            "topologyKey",
            st.make_pod().label("foo", "").label("bar", "").obj(),
            [
                st.make_pod()
                .namespace(defaultNamespace)
                .node("nodeA")
                .pod_anti_affinity_exists("foo", "region", st.PodAntiAffinityWithRequiredReq)
                .pod_anti_affinity_exists("bar", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            zone_nodes("z2"),
            [
                anti(ErrReasonExistingAntiAffinityRulesNotMatch),
                anti(ErrReasonExistingAntiAffinityRulesNotMatch),
            ],
            None,
        ),
        (
            "Test incoming pod's anti-affinity: only when labelSelector and topologyKey both "
            "match, it's counted as a single term match - case when all terms have valid "
            "topologyKey",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_anti_affinity_exists("foo", "region", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("bar", "zone", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            [st.make_pod().node("nodeA").labels({"foo": "", "bar": ""}).obj()],
            zone_nodes("z2"),
            [
                anti(ErrReasonAntiAffinityRulesNotMatch),
                anti(ErrReasonAntiAffinityRulesNotMatch),
            ],
            None,
        ),
        (
            "Test existing pod's anti-affinity: existingPod on nodeA and nodeB has at least one "
            "anti-affinity term matches incoming pod, so incoming pod can only be scheduled to "
            "nodeC",
            st.make_pod().label("foo", "").label("bar", "").obj(),
            [
                st.make_pod()
                .node("nodeA")
                .namespace(defaultNamespace)
                .pod_anti_affinity_exists("foo", "zone", st.PodAntiAffinityWithRequiredReq)
                .pod_anti_affinity_exists("labelA", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
                st.make_pod()
                .node("nodeB")
                .namespace(defaultNamespace)
                .pod_anti_affinity_exists("bar", "zone", st.PodAntiAffinityWithRequiredReq)
                .pod_anti_affinity_exists("labelB", "zone", st.PodAntiAffinityWithRequiredReq)
                .obj(),
            ],
            [
                *zone_nodes("z2"),
                _node("nodeC", {"region": "r1", "zone": "z3", "hostname": "nodeC"}),
            ],
            [
                anti(ErrReasonExistingAntiAffinityRulesNotMatch),
                anti(ErrReasonExistingAntiAffinityRulesNotMatch),
                None,
            ],
            None,
        ),
        (
            "Test incoming pod's affinity: firstly check if all affinityTerms match, and then "
            "check if all topologyKeys match",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_affinity_exists("foo", "region", st.PodAffinityWithRequiredReq)
            .pod_affinity_exists("bar", "zone", st.PodAffinityWithRequiredReq)
            .obj(),
            [st.make_pod().name("pod1").labels({"foo": "", "bar": ""}).node("nodeA").obj()],
            zone_nodes("z1"),
            [None, None],
            None,
        ),
        (
            "Test incoming pod's affinity: firstly check if all affinityTerms match, and then "
            "check if all topologyKeys match, and the match logic should be satisfied on the "
            "same pod",
            st.make_pod()
            .namespace(defaultNamespace)
            .pod_affinity_exists("foo", "region", st.PodAffinityWithRequiredReq)
            .pod_affinity_exists("bar", "zone", st.PodAffinityWithRequiredReq)
            .obj(),
            [
                st.make_pod()
                .node("nodeA")
                .name("pod1")
                .namespace(defaultNamespace)
                .labels({"foo": ""})
                .obj(),
                st.make_pod()
                .node("nodeB")
                .name("pod2")
                .namespace(defaultNamespace)
                .labels({"bar": ""})
                .obj(),
            ],
            zone_nodes("z2"),
            [
                _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
                _status(Unresolvable, ErrReasonAffinityRulesNotMatch),
            ],
            None,
        ),
    ]


_MULTIPLE_NODES_TESTS = _multiple_nodes_tests()


@pytest.mark.parametrize(
    ("pod", "pods", "nodes", "want_filter_statuses", "want_pre_filter_status"),
    [row[1:] for row in _MULTIPLE_NODES_TESTS],
    ids=[row[0] for row in _MULTIPLE_NODES_TESTS],
)
def test_required_affinity_multiple_nodes(
    pod: v1.Pod,
    pods: list[v1.Pod],
    nodes: list[v1.Node],
    want_filter_statuses: list[framework.Status | None],
    want_pre_filter_status: framework.Status | None,
    setup_plugin_with_informers: SetupPlugin,
) -> None:
    snapshot = new_snapshot(pods, nodes)
    p = setup_plugin_with_informers(
        new,
        config.InterPodAffinityArgs(),
        snapshot,
        [v1.Namespace(metadata=metav1.ObjectMeta(name="NS1"))],
    )
    assert isinstance(p, InterPodAffinity)
    state = framework.new_cycle_state()
    _, pre_filter_status = p.pre_filter(state, pod)
    assert framework.Status.equal(pre_filter_status, want_pre_filter_status), (
        f"PreFilter: got {pre_filter_status}, want {want_pre_filter_status}"
    )
    if framework.Status.is_skip(pre_filter_status):
        return
    for index_node, node in enumerate(nodes):
        node_info = mustGetNodeInfo(snapshot, node.name)
        got_status = p.filter(state, pod, node_info)
        assert framework.Status.equal(got_status, want_filter_statuses[index_node]), (
            f"node {node.name}: got {got_status}, want {want_filter_statuses[index_node]}"
        )


def test_pre_filter_disabled(setup_plugin_with_informers: SetupPlugin) -> None:
    pod = v1.Pod()
    node_info = framework.new_node_info()
    node = v1.Node()
    node_info.set_node(node)
    p = setup_plugin_with_informers(new, config.InterPodAffinityArgs(), new_empty_snapshot(), None)
    assert isinstance(p, InterPodAffinity)
    cycle_state = framework.new_cycle_state()
    got_status = p.filter(cycle_state, pod, node_info)
    # Python: Go compares with reflect.DeepEqual against a status wrapping an equal error;
    # here the code, the message and the wrapped ErrNotFound are compared.
    assert framework.Status.code(got_status) == framework.Error
    assert framework.Status.message(got_status) == (
        'error reading "PreFilterInterPodAffinity" from cycleState: not found'
    )
    assert got_status is not None
    err = framework.Status.as_error(got_status)
    assert err is not None
    assert isinstance(err.__cause__, framework.ErrNotFound)


def _add_remove_pod_tests() -> list[
    tuple[
        str,
        v1.Pod,
        v1.Pod,
        list[v1.Pod],
        list[v1.Node],
        topologyToMatchedTermCount,
        topologyToMatchedTermCount,
    ]
]:
    label1 = {"region": "r1", "zone": "z11"}
    label2 = {"region": "r1", "zone": "z12"}
    label3 = {"region": "r2", "zone": "z21"}
    selector1 = {"foo": "bar"}
    antiAffinityFooBar = v1.PodAntiAffinity(
        required_during_scheduling_ignored_during_execution=[
            _term(_sel(_req("foo", In, ["bar"])), "region"),
        ]
    )
    antiAffinityComplex = v1.PodAntiAffinity(
        required_during_scheduling_ignored_during_execution=[
            _term(_sel(_req("foo", In, ["bar", "buzz"])), "region"),
            _term(_sel(_req("service", NotIn, ["bar", "security", "test"])), "zone"),
        ]
    )
    affinityComplex = v1.PodAffinity(
        required_during_scheduling_ignored_during_execution=[
            _term(_sel(_req("foo", In, ["bar", "buzz"])), "region"),
            _term(_sel(_req("service", NotIn, ["bar", "security", "test"])), "zone"),
        ]
    )
    nodes = [_node("nodeA", label1), _node("nodeB", label2), _node("nodeC", label3)]

    # (name, pendingPod, addedPod, existingPods, nodes, expectedAntiAffinity,
    #  expectedAffinity)
    return [
        (
            "preFilterState anti-affinity terms are updated correctly after adding and removing "
            "a pod",
            _pod(
                name="pending",
                labels=selector1,
                affinity=v1.Affinity(pod_anti_affinity=antiAffinityFooBar),
            ),
            _pod(
                name="addedPod",
                labels=selector1,
                node_name="nodeB",
                affinity=v1.Affinity(pod_anti_affinity=antiAffinityFooBar),
            ),
            [
                _pod(name="p1", labels=selector1, node_name="nodeA"),
                _pod(
                    name="p2",
                    node_name="nodeC",
                    affinity=v1.Affinity(pod_anti_affinity=antiAffinityFooBar),
                ),
            ],
            nodes,
            topologyToMatchedTermCount({topologyPair(key="region", value="r1"): 2}),
            topologyToMatchedTermCount(),
        ),
        (
            "preFilterState anti-affinity terms are updated correctly after adding and removing "
            "a pod",
            _pod(
                name="pending",
                labels=selector1,
                affinity=v1.Affinity(pod_anti_affinity=antiAffinityComplex),
            ),
            _pod(
                name="addedPod",
                labels=selector1,
                node_name="nodeA",
                affinity=v1.Affinity(pod_anti_affinity=antiAffinityComplex),
            ),
            [
                _pod(name="p1", labels=selector1, node_name="nodeA"),
                _pod(
                    name="p2",
                    node_name="nodeC",
                    affinity=v1.Affinity(pod_anti_affinity=antiAffinityFooBar),
                ),
            ],
            nodes,
            topologyToMatchedTermCount(
                {
                    topologyPair(key="region", value="r1"): 2,
                    topologyPair(key="zone", value="z11"): 2,
                    topologyPair(key="zone", value="z21"): 1,
                }
            ),
            topologyToMatchedTermCount(),
        ),
        (
            "preFilterState matching pod affinity and anti-affinity are updated correctly after "
            "adding and removing a pod",
            _pod(
                name="pending",
                labels=selector1,
                affinity=v1.Affinity(pod_affinity=affinityComplex),
            ),
            _pod(
                name="addedPod",
                labels=selector1,
                node_name="nodeA",
                affinity=v1.Affinity(pod_anti_affinity=antiAffinityComplex),
            ),
            [
                _pod(name="p1", labels=selector1, node_name="nodeA"),
                _pod(
                    name="p2",
                    node_name="nodeC",
                    affinity=v1.Affinity(
                        pod_anti_affinity=antiAffinityFooBar, pod_affinity=affinityComplex
                    ),
                ),
            ],
            nodes,
            topologyToMatchedTermCount(),
            topologyToMatchedTermCount(
                {
                    topologyPair(key="region", value="r1"): 2,
                    topologyPair(key="zone", value="z11"): 2,
                }
            ),
        ),
    ]


_ADD_REMOVE_POD_TESTS = _add_remove_pod_tests()


@pytest.mark.parametrize(
    (
        "pending_pod",
        "added_pod",
        "existing_pods",
        "nodes",
        "expected_anti_affinity",
        "expected_affinity",
    ),
    [row[1:] for row in _ADD_REMOVE_POD_TESTS],
    ids=_go_ids([row[0] for row in _ADD_REMOVE_POD_TESTS]),
)
def test_pre_filter_state_add_remove_pod(
    pending_pod: v1.Pod,
    added_pod: v1.Pod,
    existing_pods: list[v1.Pod],
    nodes: list[v1.Node],
    expected_anti_affinity: topologyToMatchedTermCount,
    expected_affinity: topologyToMatchedTermCount,
    setup_plugin_with_informers: SetupPlugin,
) -> None:
    def get_state(
        pods: list[v1.Pod],
    ) -> tuple[InterPodAffinity, framework.CycleState, preFilterState, Snapshot]:
        """Run PreFilter for pending_pod over a snapshot of pods."""
        snapshot = new_snapshot(pods, nodes)
        p = setup_plugin_with_informers(new, config.InterPodAffinityArgs(), snapshot, None)
        assert isinstance(p, InterPodAffinity)
        cycle_state = framework.new_cycle_state()
        _, pre_filter_status = p.pre_filter(cycle_state, pending_pod)
        assert framework.Status.is_success(pre_filter_status), (
            f"prefilter failed with status: {pre_filter_status}"
        )
        state = get_pre_filter_state(cycle_state)
        return p, cycle_state, state, snapshot

    # The state PreFilter produces when the added pod is already there.
    _, _, all_pods_state, _ = get_state([*existing_pods, added_pod])

    # The state without the added pod.
    ipa, cycle_state, state, snapshot = get_state(existing_pods)
    # Kept to compare with after RemovePod.
    original_state = state.clone()

    # AddPod must bring the state to all_pods_state.
    node_info = mustGetNodeInfo(snapshot, added_pod.spec.node_name)
    status = ipa.add_pod(cycle_state, pending_pod, mustNewPodInfo(added_pod), node_info)
    assert framework.Status.is_success(status), f"error adding pod to meta: {status}"

    new_state = get_pre_filter_state(cycle_state)
    assert new_state.anti_affinity_counts == expected_anti_affinity
    assert new_state.affinity_counts == expected_affinity
    assert all_pods_state == state

    # RemovePod must bring it back to the original state.
    status = ipa.remove_pod(cycle_state, pending_pod, mustNewPodInfo(added_pod), node_info)
    assert framework.Status.is_success(status), f"error removing pod from meta: {status}"
    assert original_state == state


def test_pre_filter_state_clone() -> None:
    source = preFilterState(
        existing_anti_affinity_counts=topologyToMatchedTermCount(
            {
                topologyPair(key="name", value="node1"): 1,
                topologyPair(key="name", value="node2"): 1,
            }
        ),
        affinity_counts=topologyToMatchedTermCount(
            {
                topologyPair(key="name", value="nodeA"): 1,
                topologyPair(key="name", value="nodeC"): 2,
            }
        ),
        anti_affinity_counts=topologyToMatchedTermCount(
            {
                topologyPair(key="name", value="nodeN"): 3,
                topologyPair(key="name", value="nodeM"): 1,
            }
        ),
        # Python: Go leaves these nil; a Python state always holds a PodInfo and a Set.
        pod_info=framework.PodInfo(),
        namespace_labels=labels.Set(),
    )

    clone = source.clone()
    assert clone is not source, "Clone returned the exact same object!"
    assert clone == source, "Copy is not equal to source!"


def _incoming_affinity_anti_affinity_tests() -> list[
    tuple[
        str,
        list[v1.Pod],
        list[v1.Node],
        v1.Pod,
        topologyToMatchedTermCount,
        topologyToMatchedTermCount,
    ]
]:
    def new_pod(*pod_labels: str) -> v1.Pod:
        pod = st.make_pod().name("normal").node("nodeA")
        for label in pod_labels:
            pod.label(label, "")
        return pod.obj()

    normalPodA = new_pod("aaa")
    normalPodB = new_pod("bbb")
    normalPodAB = new_pod("aaa", "bbb")
    nodeA = _node("nodeA", {"hostname": "nodeA"})
    hostnameA = topologyPair(key="hostname", value="nodeA")

    # (name, existingPods, nodes, pod, wantAffinityPodsMap, wantAntiAffinityPodsMap)
    return [
        (
            "nil test",
            [],
            [nodeA],
            st.make_pod().name("aaa-normal").obj(),
            topologyToMatchedTermCount(),
            topologyToMatchedTermCount(),
        ),
        (
            "incoming pod without affinity/anti-affinity causes a no-op",
            [normalPodA],
            [nodeA],
            st.make_pod().name("aaa-normal").obj(),
            topologyToMatchedTermCount(),
            topologyToMatchedTermCount(),
        ),
        (
            "no pod has label that violates incoming pod's affinity and anti-affinity",
            [normalPodB],
            [nodeA],
            st.make_pod()
            .name("aaa-anti")
            .pod_affinity_exists("aaa", "hostname", st.PodAffinityWithRequiredReq)
            .pod_anti_affinity_exists("aaa", "hostname", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            topologyToMatchedTermCount(),
            topologyToMatchedTermCount(),
        ),
        (
            "existing pod matches incoming pod's affinity and anti-affinity - single term case",
            [normalPodA],
            [nodeA],
            st.make_pod()
            .name("affi-antiaffi")
            .pod_affinity_exists("aaa", "hostname", st.PodAffinityWithRequiredReq)
            .pod_anti_affinity_exists("aaa", "hostname", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            topologyToMatchedTermCount({hostnameA: 1}),
            topologyToMatchedTermCount({hostnameA: 1}),
        ),
        (
            "existing pod matches incoming pod's affinity and anti-affinity - multiple terms case",
            [normalPodAB],
            [nodeA],
            st.make_pod()
            .name("affi-antiaffi")
            .pod_affinity_exists("aaa", "hostname", st.PodAffinityWithRequiredReq)
            .pod_affinity_exists("bbb", "hostname", st.PodAffinityWithRequiredReq)
            .pod_anti_affinity_exists("aaa", "hostname", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            # 2: one for each term.
            topologyToMatchedTermCount({hostnameA: 2}),
            topologyToMatchedTermCount({hostnameA: 1}),
        ),
        (
            "existing pod not match incoming pod's affinity but matches anti-affinity",
            [normalPodA],
            [nodeA],
            st.make_pod()
            .name("affi-antiaffi")
            .pod_affinity_exists("aaa", "hostname", st.PodAffinityWithRequiredReq)
            .pod_affinity_exists("bbb", "hostname", st.PodAffinityWithRequiredReq)
            .pod_anti_affinity_exists("aaa", "hostname", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("bbb", "hostname", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            topologyToMatchedTermCount(),
            topologyToMatchedTermCount({hostnameA: 1}),
        ),
        (
            "incoming pod's anti-affinity has more than one term - existing pod violates partial "
            "term - case 1",
            [normalPodAB],
            [nodeA],
            st.make_pod()
            .name("anaffi-antiaffiti")
            .pod_affinity_exists("aaa", "hostname", st.PodAffinityWithRequiredReq)
            .pod_affinity_exists("ccc", "hostname", st.PodAffinityWithRequiredReq)
            .pod_anti_affinity_exists("aaa", "hostname", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("ccc", "hostname", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            topologyToMatchedTermCount(),
            topologyToMatchedTermCount({hostnameA: 1}),
        ),
        (
            "incoming pod's anti-affinity has more than one term - existing pod violates partial "
            "term - case 2",
            [normalPodB],
            [nodeA],
            st.make_pod()
            .name("affi-antiaffi")
            .pod_affinity_exists("aaa", "hostname", st.PodAffinityWithRequiredReq)
            .pod_affinity_exists("bbb", "hostname", st.PodAffinityWithRequiredReq)
            .pod_anti_affinity_exists("aaa", "hostname", st.PodAntiAffinityWithRequiredReq)
            .pod_anti_affinity_exists("bbb", "hostname", st.PodAntiAffinityWithRequiredReq)
            .obj(),
            topologyToMatchedTermCount(),
            topologyToMatchedTermCount({hostnameA: 1}),
        ),
    ]


_INCOMING_TESTS = _incoming_affinity_anti_affinity_tests()


@pytest.mark.parametrize(
    (
        "existing_pods",
        "nodes",
        "pod",
        "want_affinity_pods_map",
        "want_anti_affinity_pods_map",
    ),
    [row[1:] for row in _INCOMING_TESTS],
    ids=[row[0] for row in _INCOMING_TESTS],
)
def test_get_tp_map_matching_incoming_affinity_anti_affinity(
    existing_pods: list[v1.Pod],
    nodes: list[v1.Node],
    pod: v1.Pod,
    want_affinity_pods_map: topologyToMatchedTermCount,
    want_anti_affinity_pods_map: topologyToMatchedTermCount,
    setup_plugin_with_informers: SetupPlugin,
) -> None:
    snapshot = new_snapshot(existing_pods, nodes)
    node_infos = snapshot.node_infos().list()
    p = setup_plugin_with_informers(new, config.InterPodAffinityArgs(), snapshot, None)
    assert isinstance(p, InterPodAffinity)
    got_affinity_pods_map, got_anti_affinity_pods_map = (
        p.get_incoming_affinity_anti_affinity_counts(mustNewPodInfo(pod), node_infos)
    )
    assert got_affinity_pods_map == want_affinity_pods_map
    assert got_anti_affinity_pods_map == want_anti_affinity_pods_map
