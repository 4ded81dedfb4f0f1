"""Port of pkg/scheduler/framework/plugins/interpodaffinity/scoring_test.go.

# Python: the v1 literals of the Go tables are built with the small helpers below (_req,
# _sel, _term, _weighted, _pod, _node); each row keeps the Go row's objects and values. The
# `namespaces` objects are the conftest fixture of the same name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity import InterPodAffinity, new
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos

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


In = metav1.LabelSelectorOpIn
NotIn = metav1.LabelSelectorOpNotIn
Exists = metav1.LabelSelectorOpExists
DoesNotExist = metav1.LabelSelectorOpDoesNotExist
MaxNodeScore = framework.MaxNodeScore


def _req(
    key: str, operator: str, values: list[str] | None = None
) -> metav1.LabelSelectorRequirement:
    return metav1.LabelSelectorRequirement(key=key, operator=operator, values=values or [])


def _sel(*reqs: metav1.LabelSelectorRequirement) -> metav1.LabelSelector:
    return metav1.LabelSelector(match_expressions=list(reqs))


def _term(
    label_selector: metav1.LabelSelector,
    topology_key: str,
    namespaces: list[str] | None = None,
    namespace_selector: metav1.LabelSelector | None = None,
) -> v1.PodAffinityTerm:
    return v1.PodAffinityTerm(
        label_selector=label_selector,
        topology_key=topology_key,
        namespaces=namespaces or [],
        namespace_selector=namespace_selector,
    )


def _weighted(weight: int, term: v1.PodAffinityTerm) -> v1.WeightedPodAffinityTerm:
    return v1.WeightedPodAffinityTerm(weight=weight, pod_affinity_term=term)


def _preferred_affinity(*terms: v1.WeightedPodAffinityTerm) -> v1.PodAffinity:
    return v1.PodAffinity(preferred_during_scheduling_ignored_during_execution=list(terms))


def _preferred_anti_affinity(*terms: v1.WeightedPodAffinityTerm) -> v1.PodAntiAffinity:
    return v1.PodAntiAffinity(preferred_during_scheduling_ignored_during_execution=list(terms))


def _pod(
    node_name: str = "",
    labels: dict[str, str] | None = None,
    affinity: v1.Affinity | None = None,
    namespace: str = "",
) -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(namespace=namespace, labels=dict(labels or {})),
        spec=v1.PodSpec(node_name=node_name, affinity=affinity),
    )


def _node(name: str, labels: dict[str, str]) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name=name, labels=dict(labels)))


def _scores(*pairs: tuple[str, int]) -> list[framework.NodeScore]:
    return [framework.NodeScore(name=name, score=score) for name, score in pairs]


labelRgChina = {"region": "China"}
labelRgIndia = {"region": "India"}
labelAzAz1 = {"az": "az1"}
labelAzAz2 = {"az": "az2"}
labelRgChinaAzAz1 = {"region": "China", "az": "az1"}
podLabelSecurityS1 = {"security": "S1"}
podLabelSecurityS2 = {"security": "S2"}

# Only the preferred terms of pod affinity are considered.
stayWithS1InRegion = v1.Affinity(
    pod_affinity=_preferred_affinity(
        _weighted(5, _term(_sel(_req("security", In, ["S1"])), "region"))
    )
)
stayWithS2InRegion = v1.Affinity(
    pod_affinity=_preferred_affinity(
        _weighted(6, _term(_sel(_req("security", In, ["S2"])), "region"))
    )
)
affinity3 = v1.Affinity(
    pod_affinity=_preferred_affinity(
        _weighted(
            8,
            _term(_sel(_req("security", NotIn, ["S1"]), _req("security", In, ["S2"])), "region"),
        ),
        _weighted(
            2,
            _term(_sel(_req("security", Exists), _req("wrongkey", DoesNotExist)), "region"),
        ),
    )
)
hardAffinity = v1.Affinity(
    pod_affinity=v1.PodAffinity(
        required_during_scheduling_ignored_during_execution=[
            _term(_sel(_req("security", In, ["S1", "value2"])), "region"),
            _term(_sel(_req("security", Exists), _req("wrongkey", DoesNotExist)), "region"),
        ]
    )
)
awayFromS1InAz = v1.Affinity(
    pod_anti_affinity=_preferred_anti_affinity(
        _weighted(5, _term(_sel(_req("security", In, ["S1"])), "az"))
    )
)
# To stay away from security S2 in any az.
awayFromS2InAz = v1.Affinity(
    pod_anti_affinity=_preferred_anti_affinity(
        _weighted(5, _term(_sel(_req("security", In, ["S2"])), "az"))
    )
)
# To stay with security S1 in the same region, and away from security S2 in any az.
stayWithS1InRegionAwayFromS2InAz = v1.Affinity(
    pod_affinity=_preferred_affinity(
        _weighted(8, _term(_sel(_req("security", In, ["S1"])), "region"))
    ),
    pod_anti_affinity=_preferred_anti_affinity(
        _weighted(5, _term(_sel(_req("security", In, ["S2"])), "az"))
    ),
)


def _namespace_selector_term() -> v1.PodAffinityTerm:
    return _term(
        _sel(_req("security", In, ["S1"])),
        "region",
        namespaces=["subteam2.team2"],
        namespace_selector=_sel(_req("team", In, ["team1"])),
    )


affinityNamespaceSelector = v1.Affinity(
    pod_affinity=_preferred_affinity(_weighted(5, _namespace_selector_term()))
)
antiAffinityNamespaceSelector = v1.Affinity(
    pod_anti_affinity=_preferred_anti_affinity(_weighted(5, _namespace_selector_term()))
)
invalidAffinityLabels = v1.Affinity(
    pod_affinity=_preferred_affinity(
        _weighted(8, _term(_sel(_req("security", In, ["{{.bad-value.}}"])), "region"))
    )
)
invalidAntiAffinityLabels = v1.Affinity(
    pod_anti_affinity=_preferred_anti_affinity(
        _weighted(5, _term(_sel(_req("security", In, ["{{.bad-value.}}"])), "az"))
    )
)

# (name, pod, pods, nodes, expectedList, ignorePreferredTermsOfExistingPods, wantStatus)
_PREFERRED_AFFINITY_TESTS: list[tuple[str, v1.Pod, list[v1.Pod], list[v1.Node], Any, bool, Any]] = [
    (
        "all nodes are same priority as Affinity is nil",
        _pod(labels=podLabelSecurityS1),
        [],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia), _node("node3", labelAzAz1)],
        None,
        False,
        framework.new_status(framework.Skip),
    ),
    # node1 has the topology key and a matching pod: high score. node3 has a matching pod but
    # not the topology key, node2 the key but no matching pod: low scores.
    (
        "Affinity: pod that matches topology key & pods in nodes will get high score comparing "
        "to others" + "which doesn't match either pods in nodes or in topology key",
        _pod(affinity=stayWithS1InRegion, labels=podLabelSecurityS1),
        [
            _pod("node1", podLabelSecurityS1),
            _pod("node2", podLabelSecurityS2),
            _pod("node3", podLabelSecurityS1),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia), _node("node3", labelAzAz1)],
        _scores(("node1", MaxNodeScore), ("node2", 0), ("node3", 0)),
        False,
        None,
    ),
    # node2 shares node1's region value, so it gets node1's high score; node3 is in another
    # region without a matching pod.
    (
        "All the nodes that have the same topology key & label value with one of them has an "
        "existing pod that match the affinity rules, have the same score",
        _pod(affinity=stayWithS1InRegion),
        [_pod("node1", podLabelSecurityS1)],
        [
            _node("node1", labelRgChina),
            _node("node2", labelRgChinaAzAz1),
            _node("node3", labelRgIndia),
        ],
        _scores(("node1", MaxNodeScore), ("node2", MaxNodeScore), ("node3", 0)),
        False,
        None,
    ),
    # Both regions hold matching pods, China more than India: all China nodes score high, all
    # India nodes low.
    (
        "Affinity: nodes in one region has more matching pods comparing to other region, so the "
        "region which has more matches will get high score",
        _pod(affinity=stayWithS2InRegion, labels=podLabelSecurityS1),
        [
            _pod("node1", podLabelSecurityS2),
            _pod("node1", podLabelSecurityS2),
            _pod("node2", podLabelSecurityS2),
            _pod("node3", podLabelSecurityS2),
            _pod("node4", podLabelSecurityS2),
            _pod("node5", podLabelSecurityS2),
        ],
        [
            _node("node1", labelRgChina),
            _node("node2", labelRgIndia),
            _node("node3", labelRgChina),
            _node("node4", labelRgChina),
            _node("node5", labelRgIndia),
        ],
        _scores(
            ("node1", MaxNodeScore),
            ("node2", 0),
            ("node3", MaxNodeScore),
            ("node4", MaxNodeScore),
            ("node5", 0),
        ),
        False,
        None,
    ),
    # Different operators and values, some of which do not match.
    (
        "Affinity: different Label operators and values for pod affinity scheduling preference, "
        "including some match failures ",
        _pod(affinity=affinity3, labels=podLabelSecurityS1),
        [
            _pod("node1", podLabelSecurityS1),
            _pod("node2", podLabelSecurityS2),
            _pod("node3", podLabelSecurityS1),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia), _node("node3", labelAzAz1)],
        _scores(("node1", 20), ("node2", MaxNodeScore), ("node3", 0)),
        False,
        None,
    ),
    # Symmetry: the existing pods prefer the incoming pod, rather than the other way round.
    (
        "Affinity symmetry: considered only the preferredDuringSchedulingIgnoredDuringExecution "
        "in pod affinity symmetry",
        _pod(labels=podLabelSecurityS2),
        [
            _pod("node1", podLabelSecurityS1, stayWithS1InRegion),
            _pod("node2", podLabelSecurityS2, stayWithS2InRegion),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia), _node("node3", labelAzAz1)],
        _scores(("node1", 0), ("node2", MaxNodeScore), ("node3", 0)),
        False,
        None,
    ),
    (
        "Affinity symmetry with namespace selector",
        _pod(labels=podLabelSecurityS1, namespace="subteam1.team1"),
        [
            _pod("node1", podLabelSecurityS1, affinityNamespaceSelector),
            _pod("node2", podLabelSecurityS2, stayWithS2InRegion),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia), _node("node3", labelAzAz1)],
        _scores(("node1", MaxNodeScore), ("node2", 0), ("node3", 0)),
        False,
        None,
    ),
    (
        "AntiAffinity symmetry with namespace selector",
        _pod(labels=podLabelSecurityS1, namespace="subteam1.team1"),
        [
            _pod("node1", podLabelSecurityS1, antiAffinityNamespaceSelector),
            _pod("node2", podLabelSecurityS2, stayWithS2InRegion),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia), _node("node3", labelAzAz1)],
        _scores(("node1", 0), ("node2", MaxNodeScore), ("node3", MaxNodeScore)),
        False,
        None,
    ),
    (
        "Affinity symmetry: considered RequiredDuringSchedulingIgnoredDuringExecution in pod "
        "affinity symmetry",
        _pod(labels=podLabelSecurityS1),
        [
            _pod("node1", podLabelSecurityS1, hardAffinity),
            _pod("node2", podLabelSecurityS2, hardAffinity),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia), _node("node3", labelAzAz1)],
        _scores(("node1", MaxNodeScore), ("node2", MaxNodeScore), ("node3", 0)),
        False,
        None,
    ),
    # Preferred anti-affinity at node level: nodes with the topology key and matching pods
    # score low, the others high; more matching pods score lower.
    (
        "Anti Affinity: pod that does not match existing pods in node will get high score ",
        _pod(affinity=awayFromS1InAz, labels=podLabelSecurityS1),
        [_pod("node1", podLabelSecurityS1), _pod("node2", podLabelSecurityS2)],
        [_node("node1", labelAzAz1), _node("node2", labelRgChina)],
        _scores(("node1", 0), ("node2", MaxNodeScore)),
        False,
        None,
    ),
    (
        "Anti Affinity: pod that does not match topology key & match the pods in nodes will get "
        "higher score comparing to others ",
        _pod(affinity=awayFromS1InAz, labels=podLabelSecurityS1),
        [_pod("node1", podLabelSecurityS1), _pod("node2", podLabelSecurityS1)],
        [_node("node1", labelAzAz1), _node("node2", labelRgChina)],
        _scores(("node1", 0), ("node2", MaxNodeScore)),
        False,
        None,
    ),
    (
        "Anti Affinity: one node has more matching pods comparing to other node, so the node "
        "which has more unmatches will get high score",
        _pod(affinity=awayFromS1InAz, labels=podLabelSecurityS1),
        [
            _pod("node1", podLabelSecurityS1),
            _pod("node1", podLabelSecurityS1),
            _pod("node2", podLabelSecurityS2),
        ],
        [_node("node1", labelAzAz1), _node("node2", labelRgIndia)],
        _scores(("node1", 0), ("node2", MaxNodeScore)),
        False,
        None,
    ),
    # Symmetry of anti-affinity.
    (
        "Anti Affinity symmetry: the existing pods in node which has anti affinity match will "
        "get high score",
        _pod(labels=podLabelSecurityS2),
        [
            _pod("node1", podLabelSecurityS1, awayFromS2InAz),
            _pod("node2", podLabelSecurityS2, awayFromS1InAz),
        ],
        [_node("node1", labelAzAz1), _node("node2", labelAzAz2)],
        _scores(("node1", 0), ("node2", MaxNodeScore)),
        False,
        None,
    ),
    # Both affinity and anti-affinity.
    (
        "Affinity and Anti Affinity: considered only "
        "preferredDuringSchedulingIgnoredDuringExecution in both pod affinity & anti affinity",
        _pod(affinity=stayWithS1InRegionAwayFromS2InAz, labels=podLabelSecurityS1),
        [_pod("node1", podLabelSecurityS1), _pod("node2", podLabelSecurityS1)],
        [_node("node1", labelRgChina), _node("node2", labelAzAz1)],
        _scores(("node1", MaxNodeScore), ("node2", 0)),
        False,
        None,
    ),
    # The pod and the existing pods share labels (one service): together in a region, apart
    # per node. node1, node3 and node4 are in China, node2 and node5 in India.
    (
        "Affinity and Anti Affinity: considering both affinity and anti-affinity, the pod to "
        "schedule and existing pods have the same labels",
        _pod(affinity=stayWithS1InRegionAwayFromS2InAz, labels=podLabelSecurityS1),
        [
            _pod("node1", podLabelSecurityS1),
            _pod("node1", podLabelSecurityS1),
            _pod("node2", podLabelSecurityS1),
            _pod("node3", podLabelSecurityS1),
            _pod("node3", podLabelSecurityS1),
            _pod("node4", podLabelSecurityS1),
            _pod("node5", podLabelSecurityS1),
        ],
        [
            _node("node1", labelRgChinaAzAz1),
            _node("node2", labelRgIndia),
            _node("node3", labelRgChina),
            _node("node4", labelRgChina),
            _node("node5", labelRgIndia),
        ],
        _scores(
            ("node1", MaxNodeScore),
            ("node2", 0),
            ("node3", MaxNodeScore),
            ("node4", MaxNodeScore),
            ("node5", 0),
        ),
        False,
        None,
    ),
    # Affinity, anti-affinity and both symmetries together; per node the weights are
    # affinity 8,0,0,0; anti-affinity 0,-5,0,0; affinity symmetry 0,0,8,0; anti-affinity
    # symmetry 0,0,0,-5.
    (
        "Affinity and Anti Affinity and symmetry: considered only "
        "preferredDuringSchedulingIgnoredDuringExecution in both pod affinity & anti affinity "
        "& symmetry",
        _pod(affinity=stayWithS1InRegionAwayFromS2InAz, labels=podLabelSecurityS1),
        [
            _pod("node1", podLabelSecurityS1),
            _pod("node2", podLabelSecurityS2),
            _pod("node3", affinity=stayWithS1InRegionAwayFromS2InAz),
            _pod("node4", affinity=awayFromS1InAz),
        ],
        [
            _node("node1", labelRgChina),
            _node("node2", labelAzAz1),
            _node("node3", labelRgIndia),
            _node("node4", labelAzAz2),
        ],
        _scores(("node1", MaxNodeScore), ("node2", 0), ("node3", MaxNodeScore), ("node4", 0)),
        False,
        None,
    ),
    # kubernetes#82796: some nodes of a topology have no pods with affinity while others do,
    # and the incoming pod has no affinity.
    (
        "Avoid panic when partial nodes in a topology don't have pods with affinity",
        _pod(labels=podLabelSecurityS1),
        [
            _pod("node1", podLabelSecurityS1),
            _pod("node2", affinity=stayWithS1InRegionAwayFromS2InAz),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgChina)],
        _scores(("node1", 0), ("node2", 0)),
        False,
        None,
    ),
    (
        "invalid Affinity fails PreScore",
        _pod(affinity=invalidAffinityLabels),
        [],
        [_node("node1", labelRgChina), _node("node2", labelRgChina)],
        None,
        False,
        framework.new_status(framework.Error, 'Invalid value: "{{.bad-value.}}"'),
    ),
    (
        "invalid AntiAffinity fails PreScore",
        _pod(affinity=invalidAntiAffinityLabels),
        [],
        [_node("node1", labelRgChina), _node("node2", labelRgChina)],
        None,
        False,
        framework.new_status(framework.Error, 'Invalid value: "{{.bad-value.}}"'),
    ),
    (
        "Affinity with pods matching NamespaceSelector",
        _pod(
            affinity=affinityNamespaceSelector,
            namespace="subteam1.team1",
            labels=podLabelSecurityS1,
        ),
        [
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team1"),
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team1"),
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team2"),
            _pod("node2", podLabelSecurityS1, namespace="subteam2.team1"),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia)],
        _scores(("node1", MaxNodeScore), ("node2", 0)),
        False,
        None,
    ),
    (
        "Affinity with pods matching both NamespaceSelector and Namespaces fields",
        _pod(
            affinity=affinityNamespaceSelector,
            namespace="subteam1.team1",
            labels=podLabelSecurityS1,
        ),
        [
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team1"),
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team1"),
            _pod("node1", podLabelSecurityS1, namespace="subteam2.team2"),
            _pod("node2", podLabelSecurityS1, namespace="subteam2.team1"),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia)],
        _scores(("node1", MaxNodeScore), ("node2", 0)),
        False,
        None,
    ),
    (
        "Affinity with pods matching NamespaceSelector",
        _pod(
            affinity=antiAffinityNamespaceSelector,
            namespace="subteam1.team1",
            labels=podLabelSecurityS1,
        ),
        [
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team1"),
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team1"),
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team2"),
            _pod("node2", podLabelSecurityS1, namespace="subteam2.team1"),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia)],
        _scores(("node1", 0), ("node2", MaxNodeScore)),
        False,
        None,
    ),
    (
        "Affinity with pods matching both NamespaceSelector and Namespaces fields",
        _pod(
            affinity=antiAffinityNamespaceSelector,
            namespace="subteam1.team1",
            labels=podLabelSecurityS1,
        ),
        [
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team1"),
            _pod("node1", podLabelSecurityS1, namespace="subteam1.team1"),
            _pod("node1", podLabelSecurityS1, namespace="subteam2.team2"),
            _pod("node2", podLabelSecurityS1, namespace="subteam2.team1"),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia)],
        _scores(("node1", 0), ("node2", MaxNodeScore)),
        False,
        None,
    ),
    (
        "Ignore preferred terms of existing pods",
        _pod(labels=podLabelSecurityS2),
        [
            _pod("node1", podLabelSecurityS1, stayWithS1InRegionAwayFromS2InAz),
            _pod("node2", podLabelSecurityS2, stayWithS2InRegion),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia)],
        _scores(("node1", 0), ("node2", 0)),
        True,
        framework.new_status(framework.Skip),
    ),
    (
        "Do not ignore preferred terms of existing pods",
        _pod(labels=podLabelSecurityS2),
        [
            _pod("node1", podLabelSecurityS1, stayWithS1InRegionAwayFromS2InAz),
            _pod("node2", podLabelSecurityS2, stayWithS2InRegion),
        ],
        [_node("node1", labelRgChina), _node("node2", labelRgIndia)],
        _scores(("node1", 0), ("node2", MaxNodeScore)),
        False,
        None,
    ),
    (
        "No nodes to score",
        _pod(labels=podLabelSecurityS2),
        [],
        [],
        None,
        False,
        framework.new_status(framework.Skip),
    ),
]


@pytest.mark.parametrize(
    (
        "pod",
        "pods",
        "nodes",
        "expected_list",
        "ignore_preferred_terms_of_existing_pods",
        "want_status",
    ),
    [row[1:] for row in _PREFERRED_AFFINITY_TESTS],
    ids=_go_ids([row[0] for row in _PREFERRED_AFFINITY_TESTS]),
)
def test_preferred_affinity(
    pod: v1.Pod,
    pods: list[v1.Pod],
    nodes: list[v1.Node],
    expected_list: list[framework.NodeScore] | None,
    ignore_preferred_terms_of_existing_pods: bool,
    want_status: framework.Status | None,
    setup_plugin_with_informers: SetupPlugin,
    namespaces: list[v1.Namespace],
) -> None:
    state = framework.new_cycle_state()
    p = setup_plugin_with_informers(
        new,
        config.InterPodAffinityArgs(
            hard_pod_affinity_weight=1,
            ignore_preferred_terms_of_existing_pods=ignore_preferred_terms_of_existing_pods,
        ),
        new_snapshot(pods, nodes),
        namespaces,
    )
    assert isinstance(p, InterPodAffinity)
    status = p.pre_score(state, pod, build_node_infos(nodes))

    if not framework.Status.is_success(status):
        assert framework.Status.code(status) == framework.Status.code(want_status)
        assert framework.Status.message(want_status) in framework.Status.message(status)
        return

    got_list: list[framework.NodeScore] = []
    for n in nodes:
        node_name = n.name
        score, score_status = p.score(state, pod, node_name)
        assert framework.Status.is_success(score_status), (
            f"unexpected error from Score: {score_status}"
        )
        got_list.append(framework.NodeScore(name=node_name, score=score))

    status = p.normalize_score(state, pod, got_list)
    assert framework.Status.is_success(status), f"unexpected error from NormalizeScore: {status}"

    assert got_list == expected_list


def _hard_pod_affinity() -> v1.Affinity:
    return v1.Affinity(
        pod_affinity=v1.PodAffinity(
            required_during_scheduling_ignored_during_execution=[
                _term(
                    _sel(_req("service", In, ["S1"])),
                    "region",
                    namespaces=["", "subteam2.team2"],
                    namespace_selector=_sel(_req("team", In, ["team1"])),
                ),
            ]
        )
    )


podLabelServiceS1 = {"service": "S1"}
hardPodAffinity = _hard_pod_affinity()
_symmetric_weight_nodes = [
    _node("node1", labelRgChina),
    _node("node2", labelRgIndia),
    _node("node3", labelAzAz1),
]
_symmetric_weight_pods = [
    _pod("node1", affinity=hardPodAffinity),
    _pod("node2", affinity=hardPodAffinity),
]

# (name, pod, pods, nodes, hardPodAffinityWeight, expectedList, wantStatus)
_HARD_POD_AFFINITY_WEIGHT_TESTS: list[
    tuple[str, v1.Pod, list[v1.Pod], list[v1.Node], int, Any, Any]
] = [
    (
        "with default weight",
        _pod(labels=podLabelServiceS1),
        _symmetric_weight_pods,
        _symmetric_weight_nodes,
        v1.DefaultHardPodAffinitySymmetricWeight,
        _scores(("node1", MaxNodeScore), ("node2", MaxNodeScore), ("node3", 0)),
        None,
    ),
    (
        "with zero weight",
        _pod(labels=podLabelServiceS1),
        _symmetric_weight_pods,
        _symmetric_weight_nodes,
        0,
        None,
        framework.new_status(framework.Skip),
    ),
    (
        "with no matching namespace",
        _pod(labels=podLabelServiceS1, namespace="subteam1.team2"),
        _symmetric_weight_pods,
        _symmetric_weight_nodes,
        v1.DefaultHardPodAffinitySymmetricWeight,
        None,
        framework.new_status(framework.Skip),
    ),
    (
        "with matching NamespaceSelector",
        _pod(labels=podLabelServiceS1, namespace="subteam1.team1"),
        _symmetric_weight_pods,
        _symmetric_weight_nodes,
        v1.DefaultHardPodAffinitySymmetricWeight,
        _scores(("node1", MaxNodeScore), ("node2", MaxNodeScore), ("node3", 0)),
        None,
    ),
    (
        "with matching Namespaces",
        _pod(labels=podLabelServiceS1, namespace="subteam2.team2"),
        _symmetric_weight_pods,
        _symmetric_weight_nodes,
        v1.DefaultHardPodAffinitySymmetricWeight,
        _scores(("node1", MaxNodeScore), ("node2", MaxNodeScore), ("node3", 0)),
        None,
    ),
]


@pytest.mark.parametrize(
    ("pod", "pods", "nodes", "hard_pod_affinity_weight", "expected_list", "want_status"),
    [row[1:] for row in _HARD_POD_AFFINITY_WEIGHT_TESTS],
    ids=[row[0] for row in _HARD_POD_AFFINITY_WEIGHT_TESTS],
)
def test_preferred_affinity_with_hard_pod_affinity_symmetric_weight(
    pod: v1.Pod,
    pods: list[v1.Pod],
    nodes: list[v1.Node],
    hard_pod_affinity_weight: int,
    expected_list: list[framework.NodeScore] | None,
    want_status: framework.Status | None,
    setup_plugin_with_informers: SetupPlugin,
    namespaces: list[v1.Namespace],
) -> None:
    state = framework.new_cycle_state()
    p = setup_plugin_with_informers(
        new,
        config.InterPodAffinityArgs(hard_pod_affinity_weight=hard_pod_affinity_weight),
        new_snapshot(pods, nodes),
        namespaces,
    )
    assert isinstance(p, InterPodAffinity)
    status = p.pre_score(state, pod, build_node_infos(nodes))
    assert framework.Status.equal(want_status, status), (
        f"unexpected status: got {status}, want {want_status}"
    )
    if not framework.Status.is_success(status):
        return

    got_list: list[framework.NodeScore] = []
    for n in nodes:
        node_name = n.name
        score, score_status = p.score(state, pod, node_name)
        assert framework.Status.is_success(score_status), f"unexpected error: {score_status}"
        got_list.append(framework.NodeScore(name=node_name, score=score))

    status = p.normalize_score(state, pod, got_list)
    assert framework.Status.is_success(status), f"unexpected error: {status}"

    assert got_list == expected_list
