"""Port of pkg/scheduler/framework/plugins/podtopologyspread/scoring_test.go.

# Python: the benchmark (BenchmarkTestPodTopologySpreadScore) is not ported.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.apps import v1 as appsv1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import label_selector_as_selector
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread import new
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.common import (
    topologyPair,
    topologySpreadConstraint,
)
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.plugin import PodTopologySpread
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.scoring import (
    get_pre_score_state,
    preScoreState,
    topology_normalizing_weight,
)
from kube_scheduler_py.v1_31.framework.runtime import framework as runtime
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry, factory_adapter
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos

podTopologySpreadFunc = factory_adapter(Features(), new)
ignorePolicy = v1.NodeInclusionPolicyIgnore
honorPolicy = v1.NodeInclusionPolicyHonor
fooSelector = st.make_label_selector().exists("foo").obj()
barSelector = st.make_label_selector().exists("bar").obj()

taints = [v1.Taint(key=v1.TaintNodeUnschedulable, value="", effect=v1.TaintEffectNoSchedule)]


class _GVK(NamedTuple):
    """A schema.GroupVersionKind, for owner references."""

    group: str
    version: str
    kind: str


def _plugin(p: framework.Plugin) -> PodTopologySpread:
    assert isinstance(p, PodTopologySpread)
    return p


@dataclass
class _PreScoreSkipCase:
    name: str
    pod: v1.Pod
    config: config.PodTopologySpreadArgs
    nodes: list[v1.Node] = field(default_factory=list)
    objs: list[object] = field(default_factory=list)


PRE_SCORE_SKIP_CASES = [
    _PreScoreSkipCase(
        name="the pod doesn't have soft topology spread Constraints",
        pod=st.make_pod().name("p").namespace("default").obj(),
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
        ],
    ),
    _PreScoreSkipCase(
        name="default constraints and a replicaset that doesn't match",
        pod=st.make_pod()
        .name("p")
        .namespace("default")
        .label("foo", "bar")
        .label("baz", "sup")
        .owner_reference("rs2", _GVK("apps", "v1", "ReplicaSet"))
        .obj(),
        config=config.PodTopologySpreadArgs(
            default_constraints=[
                v1.TopologySpreadConstraint(
                    max_skew=2, topology_key="planet", when_unsatisfiable=v1.ScheduleAnyway
                )
            ],
            defaulting_type=config.ListDefaulting,
        ),
        nodes=[st.make_node().name("node-a").label("planet", "mars").obj()],
        objs=[
            appsv1.ReplicaSet(
                metadata=metav1.ObjectMeta(namespace="default", name="rs1"),
                spec=appsv1.ReplicaSetSpec(selector=st.make_label_selector().exists("tar").obj()),
            )
        ],
    ),
]


@pytest.mark.parametrize("tt", [pytest.param(c, id=c.name) for c in PRE_SCORE_SKIP_CASES])
def test_pre_score_skip(tt: _PreScoreSkipCase, fake_informer_factory) -> None:
    f = runtime.new_framework(
        Registry(),
        None,
        runtime.with_snapshot_shared_lister(new_snapshot([], tt.nodes)),
        runtime.with_informer_factory(fake_informer_factory(tt.objs)),
    )
    p = _plugin(new(tt.config, f, Features()))
    cs = framework.new_cycle_state()
    s = p.pre_score(cs, tt.pod, build_node_infos(tt.nodes))
    assert framework.Status.is_skip(s), f"Expected skip but got {s}"


@dataclass
class _PreScoreStateCase:
    name: str
    pod: v1.Pod
    config: config.PodTopologySpreadArgs
    want: preScoreState
    nodes: list[v1.Node] = field(default_factory=list)
    objs: list[object] = field(default_factory=list)
    enable_node_inclusion_policy: bool = False


PRE_SCORE_STATE_CASES = [
    _PreScoreStateCase(
        name="normal case",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key=v1.LabelHostname,
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
            topology_normalizing_weight=[
                topology_normalizing_weight(2),
                topology_normalizing_weight(3),
            ],
        ),
    ),
    _PreScoreStateCase(
        name="null selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, None, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=labels.nothing(),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
            topology_normalizing_weight=[topology_normalizing_weight(2)],
        ),
    ),
    _PreScoreStateCase(
        name="node-x doesn't have label zone",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, barSelector, None, None, None, None
        )
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node().name("node-x").label(v1.LabelHostname, "node-x").obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key=v1.LabelHostname,
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            ignored_nodes={"node-x"},
            topology_pair_to_pod_counts={topologyPair(key="zone", value="zone1"): 0},
            topology_normalizing_weight=[
                topology_normalizing_weight(1),
                topology_normalizing_weight(2),
            ],
        ),
    ),
    _PreScoreStateCase(
        name="system default constraints and a replicaset",
        pod=st.make_pod()
        .name("p")
        .namespace("default")
        .label("foo", "tar")
        .label("baz", "sup")
        .owner_reference("rs1", _GVK("apps", "v1", "ReplicaSet"))
        .obj(),
        config=config.PodTopologySpreadArgs(defaulting_type=config.SystemDefaulting),
        nodes=[
            st.make_node()
            .name("node-a")
            .label(v1.LabelHostname, "node-a")
            .label(v1.LabelTopologyZone, "mars")
            .obj(),
            st.make_node()
            .name("node-b")
            .label(v1.LabelHostname, "node-b")
            .label(v1.LabelTopologyZone, "mars")
            .obj(),
            st.make_node().name("node-c").label(v1.LabelHostname, "node-c").obj(),
            st.make_node().name("node-d").label(v1.LabelHostname, "node-d").obj(),
        ],
        objs=[
            appsv1.ReplicaSet(
                metadata=metav1.ObjectMeta(namespace="default", name="rs1"),
                spec=appsv1.ReplicaSetSpec(selector=fooSelector),
            )
        ],
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=3,
                    topology_key=v1.LabelHostname,
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
                topologySpreadConstraint(
                    max_skew=5,
                    topology_key=v1.LabelTopologyZone,
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key=v1.LabelTopologyZone, value="mars"): 0,
                topologyPair(key=v1.LabelTopologyZone, value=""): 0,
            },
            topology_normalizing_weight=[
                topology_normalizing_weight(4),
                topology_normalizing_weight(2),
            ],
        ),
    ),
    _PreScoreStateCase(
        name="default constraints and a replicaset",
        pod=st.make_pod()
        .name("p")
        .namespace("default")
        .label("foo", "tar")
        .label("baz", "sup")
        .owner_reference("rs1", _GVK("apps", "v1", "ReplicaSet"))
        .obj(),
        config=config.PodTopologySpreadArgs(
            default_constraints=[
                v1.TopologySpreadConstraint(
                    max_skew=1, topology_key=v1.LabelHostname, when_unsatisfiable=v1.ScheduleAnyway
                ),
                v1.TopologySpreadConstraint(
                    max_skew=2, topology_key="rack", when_unsatisfiable=v1.DoNotSchedule
                ),
                v1.TopologySpreadConstraint(
                    max_skew=2, topology_key="planet", when_unsatisfiable=v1.ScheduleAnyway
                ),
            ],
            defaulting_type=config.ListDefaulting,
        ),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("rack", "rack1")
            .label(v1.LabelHostname, "node-a")
            .label("planet", "mars")
            .obj()
        ],
        objs=[
            appsv1.ReplicaSet(
                metadata=metav1.ObjectMeta(namespace="default", name="rs1"),
                spec=appsv1.ReplicaSetSpec(selector=fooSelector),
            )
        ],
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key=v1.LabelHostname,
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
                topologySpreadConstraint(
                    max_skew=2,
                    topology_key="planet",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={topologyPair(key="planet", value="mars"): 0},
            topology_normalizing_weight=[
                topology_normalizing_weight(1),
                topology_normalizing_weight(1),
            ],
        ),
    ),
    _PreScoreStateCase(
        name="default constraints and a replicaset, but pod has constraints",
        pod=st.make_pod()
        .name("p")
        .namespace("default")
        .label("foo", "bar")
        .label("baz", "sup")
        .owner_reference("rs1", _GVK("apps", "v1", "ReplicaSet"))
        .spread_constraint(1, "zone", v1.DoNotSchedule, barSelector, None, None, None, None)
        .spread_constraint(
            2,
            "planet",
            v1.ScheduleAnyway,
            st.make_label_selector().label("baz", "sup").obj(),
            None,
            None,
            None,
            None,
        )
        .obj(),
        config=config.PodTopologySpreadArgs(
            default_constraints=[
                v1.TopologySpreadConstraint(
                    max_skew=2, topology_key="galaxy", when_unsatisfiable=v1.ScheduleAnyway
                )
            ],
            defaulting_type=config.ListDefaulting,
        ),
        nodes=[
            st.make_node().name("node-a").label("planet", "mars").label("galaxy", "andromeda").obj()
        ],
        objs=[
            appsv1.ReplicaSet(
                metadata=metav1.ObjectMeta(namespace="default", name="rs1"),
                spec=appsv1.ReplicaSetSpec(selector=fooSelector),
            )
        ],
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=2,
                    topology_key="planet",
                    selector=label_selector_as_selector(
                        st.make_label_selector().label("baz", "sup").obj()
                    ),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={topologyPair("planet", "mars"): 0},
            topology_normalizing_weight=[topology_normalizing_weight(1)],
        ),
    ),
    _PreScoreStateCase(
        name="NodeAffinityPolicy honored with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "zone", v1.ScheduleAnyway, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
            topology_normalizing_weight=[topology_normalizing_weight(2)],
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreScoreStateCase(
        name="NodeAffinityPolicy ignored with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(
            1, "zone", v1.ScheduleAnyway, barSelector, None, ignorePolicy, None, None
        )
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyIgnore,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
            topology_normalizing_weight=[topology_normalizing_weight(2)],
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreScoreStateCase(
        name="NodeAffinityPolicy honored with nodeAffinity",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("foo", [""])
        .spread_constraint(1, "zone", v1.ScheduleAnyway, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
            topology_normalizing_weight=[topology_normalizing_weight(2)],
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreScoreStateCase(
        name="NodeAffinityPolicy ignored with nodeAffinity",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("foo", [""])
        .spread_constraint(
            1, "zone", v1.ScheduleAnyway, barSelector, None, ignorePolicy, None, None
        )
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyIgnore,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
            topology_normalizing_weight=[topology_normalizing_weight(2)],
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreScoreStateCase(
        name="NodeTaintsPolicy honored",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, barSelector, None, None, honorPolicy, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .taints(taints)
            .obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyHonor,
                )
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
            topology_normalizing_weight=[topology_normalizing_weight(2)],
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreScoreStateCase(
        name="NodeTaintsPolicy ignored",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("foo", "")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .taints(taints)
            .obj(),
        ],
        config=config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
        want=preScoreState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            ignored_nodes=set(),
            topology_pair_to_pod_counts={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
            topology_normalizing_weight=[topology_normalizing_weight(2)],
        ),
        enable_node_inclusion_policy=True,
    ),
]


@pytest.mark.parametrize("tt", [pytest.param(c, id=c.name) for c in PRE_SCORE_STATE_CASES])
def test_pre_score_state_empty_nodes(tt: _PreScoreStateCase, fake_informer_factory) -> None:
    f = runtime.new_framework(
        Registry(),
        None,
        runtime.with_snapshot_shared_lister(new_snapshot([], tt.nodes)),
        runtime.with_informer_factory(fake_informer_factory(tt.objs)),
    )
    fts = Features(
        enable_node_inclusion_policy_in_pod_topology_spread=tt.enable_node_inclusion_policy
    )
    p = _plugin(new(tt.config, f, fts))
    cs = framework.new_cycle_state()
    s = p.pre_score(cs, tt.pod, build_node_infos(tt.nodes))
    assert framework.Status.is_success(s), s

    got = get_pre_score_state(cs)
    assert got == tt.want


@dataclass
class _ScoreCase:
    name: str
    pod: v1.Pod
    want: framework.NodeScoreList
    existing_pods: list[v1.Pod] = field(default_factory=list)
    nodes: list[v1.Node] = field(default_factory=list)
    # Nodes that failed Filter; nodes + failed_nodes are all the nodes.
    failed_nodes: list[v1.Node] = field(default_factory=list)
    objs: list[object] = field(default_factory=list)
    enable_node_inclusion_policy: bool = False
    enable_match_label_keys: bool = False


# In the case names, X/Y means X matching pods on node1 and Y on node2, both candidates;
# X/~Y~ means node2 is not a candidate (it failed Filter); X/?Y? means node2 is a candidate
# but misses a topology key.
SCORE_CASES = [
    _ScoreCase(
        name="one constraint on node, no existing pods",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=100),
            framework.NodeScore(name="node-b", score=100),
        ],
    ),
    _ScoreCase(
        name="one constraint on node, only one node is candidate",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
        ],
        nodes=[st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj()],
        failed_nodes=[st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj()],
        want=[framework.NodeScore(name="node-a", score=100)],
    ),
    _ScoreCase(
        name="one constraint on node, all nodes have the same number of matching pods",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=100),
            framework.NodeScore(name="node-b", score=100),
        ],
    ),
    _ScoreCase(
        name="one constraint on node, all 4 nodes are candidates",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-d1").node("node-d").label("foo", "").obj(),
            st.make_pod().name("p-d2").node("node-d").label("foo", "").obj(),
            st.make_pod().name("p-d3").node("node-d").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
            st.make_node().name("node-c").label(v1.LabelHostname, "node-c").obj(),
            st.make_node().name("node-d").label(v1.LabelHostname, "node-d").obj(),
        ],
        failed_nodes=[],
        want=[
            framework.NodeScore(name="node-a", score=20),
            framework.NodeScore(name="node-b", score=60),
            framework.NodeScore(name="node-c", score=100),
            framework.NodeScore(name="node-d", score=0),
        ],
    ),
    _ScoreCase(
        name="one constraint on node, null selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, v1.LabelHostname, v1.ScheduleAnyway, None, None, None, None, None)
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-d1").node("node-d").label("foo", "").obj(),
            st.make_pod().name("p-d2").node("node-d").label("foo", "").obj(),
            st.make_pod().name("p-d3").node("node-d").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
            st.make_node().name("node-c").label(v1.LabelHostname, "node-c").obj(),
            st.make_node().name("node-d").label(v1.LabelHostname, "node-d").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=100),
            framework.NodeScore(name="node-b", score=100),
            framework.NodeScore(name="node-c", score=100),
            framework.NodeScore(name="node-d", score=100),
        ],
    ),
    _ScoreCase(
        name="one constraint on node, all 4 nodes are candidates, maxSkew=2",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            2, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-d1").node("node-d").label("foo", "").obj(),
            st.make_pod().name("p-d2").node("node-d").label("foo", "").obj(),
            st.make_pod().name("p-d3").node("node-d").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
            st.make_node().name("node-c").label(v1.LabelHostname, "node-c").obj(),
            st.make_node().name("node-d").label(v1.LabelHostname, "node-d").obj(),
        ],
        failed_nodes=[],
        want=[
            framework.NodeScore(name="node-a", score=33),
            framework.NodeScore(name="node-b", score=66),
            framework.NodeScore(name="node-c", score=100),
            framework.NodeScore(name="node-d", score=16),
        ],
    ),
    _ScoreCase(
        name="one constraint on node, all 4 nodes are candidates, maxSkew=3",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            3, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a3").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a4").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b3").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
            st.make_pod().name("p-c2").node("node-c").label("foo", "").obj(),
            st.make_pod().name("p-d1").node("node-d").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
            st.make_node().name("node-c").label(v1.LabelHostname, "node-c").obj(),
            st.make_node().name("node-d").label(v1.LabelHostname, "node-d").obj(),
        ],
        failed_nodes=[],
        want=[
            framework.NodeScore(name="node-a", score=44),
            framework.NodeScore(name="node-b", score=66),
            framework.NodeScore(name="node-c", score=77),
            framework.NodeScore(name="node-d", score=100),
        ],
    ),
    _ScoreCase(
        name="system defaulting, nodes don't have zone, pods match service",
        pod=st.make_pod().name("p").label("foo", "").obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a3").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a4").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b3").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
            st.make_pod().name("p-c2").node("node-c").label("foo", "").obj(),
            st.make_pod().name("p-d1").node("node-d").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
            st.make_node().name("node-c").label(v1.LabelHostname, "node-c").obj(),
            st.make_node().name("node-d").label(v1.LabelHostname, "node-d").obj(),
        ],
        failed_nodes=[],
        objs=[v1.Service(spec=v1.ServiceSpec(selector={"foo": ""}))],
        want=[
            framework.NodeScore(name="node-a", score=44),
            framework.NodeScore(name="node-b", score=66),
            framework.NodeScore(name="node-c", score=77),
            framework.NodeScore(name="node-d", score=100),
        ],
    ),
    _ScoreCase(
        name="one constraint on node, 3 out of 4 nodes are candidates",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a3").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a4").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
            st.make_node().name("node-x").label(v1.LabelHostname, "node-x").obj(),
        ],
        failed_nodes=[st.make_node().name("node-y").label(v1.LabelHostname, "node-y").obj()],
        want=[
            framework.NodeScore(name="node-a", score=33),
            framework.NodeScore(name="node-b", score=83),
            framework.NodeScore(name="node-x", score=100),
        ],
    ),
    _ScoreCase(
        name=(
            "one constraint on node, 3 out of 4 nodes are candidates, one node doesn't match "
            "topology key"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a3").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a4").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label("n", "node-b").obj(),
            st.make_node().name("node-x").label(v1.LabelHostname, "node-x").obj(),
        ],
        failed_nodes=[st.make_node().name("node-y").label(v1.LabelHostname, "node-y").obj()],
        want=[
            framework.NodeScore(name="node-a", score=16),
            framework.NodeScore(name="node-b", score=0),
            framework.NodeScore(name="node-x", score=100),
        ],
    ),
    _ScoreCase(
        name="one constraint on zone, 3 out of 4 nodes are candidates",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a3").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a4").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        failed_nodes=[
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-y")
            .obj()
        ],
        want=[
            framework.NodeScore(name="node-a", score=75),
            framework.NodeScore(name="node-b", score=75),
            framework.NodeScore(name="node-x", score=100),
        ],
    ),
    _ScoreCase(
        name="two Constraints on zone and node, 2 out of 4 nodes are candidates",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-x2").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y4").node("node-y").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        failed_nodes=[
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-y")
            .obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=100),
            framework.NodeScore(name="node-x", score=63),
        ],
    ),
    _ScoreCase(
        name="two Constraints on zone and node, with different labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, barSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("bar", "").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-y")
            .obj(),
        ],
        failed_nodes=[],
        want=[
            framework.NodeScore(name="node-a", score=60),
            framework.NodeScore(name="node-b", score=20),
            framework.NodeScore(name="node-x", score=100),
            framework.NodeScore(name="node-y", score=60),
        ],
    ),
    _ScoreCase(
        name=(
            "two Constraints on zone and node, with different labelSelectors, some nodes have 0 "
            "pods"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, barSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-b1").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").label("bar", "").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-y")
            .obj(),
        ],
        failed_nodes=[],
        want=[
            framework.NodeScore(name="node-a", score=100),
            framework.NodeScore(name="node-b", score=60),
            framework.NodeScore(name="node-x", score=40),
            framework.NodeScore(name="node-y", score=0),
        ],
    ),
    _ScoreCase(
        name=(
            "two Constraints on zone and node, with different labelSelectors, 3 out of 4 nodes are "
            "candidates"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, barSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("bar", "").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-x")
            .obj(),
        ],
        failed_nodes=[
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-y")
            .obj()
        ],
        want=[
            framework.NodeScore(name="node-a", score=50),
            framework.NodeScore(name="node-b", score=25),
            framework.NodeScore(name="node-x", score=100),
        ],
    ),
    _ScoreCase(
        name="existing pods in a different namespace do not count",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").namespace("ns1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
        ],
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=100),
            framework.NodeScore(name="node-b", score=33),
        ],
    ),
    _ScoreCase(
        name="terminating Pods should be excluded",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, fooSelector, None, None, None, None
        )
        .obj(),
        nodes=[
            st.make_node().name("node-a").label(v1.LabelHostname, "node-a").obj(),
            st.make_node().name("node-b").label(v1.LabelHostname, "node-b").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("foo", "").terminating().obj(),
            st.make_pod().name("p-b").node("node-b").label("foo", "").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=100),
            framework.NodeScore(name="node-b", score=0),
        ],
    ),
    _ScoreCase(
        name="minDomains has no effect when ScheduleAnyway",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(2, "node", v1.ScheduleAnyway, fooSelector, 10, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("node", "node-b").obj(),
            st.make_node().name("node-c").label("node", "node-c").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=75),
            framework.NodeScore(name="node-b", score=75),
            framework.NodeScore(name="node-c", score=100),
        ],
    ),
    _ScoreCase(
        name="NodeAffinityPolicy honoed with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "node", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=0),
            framework.NodeScore(name="node-b", score=33),
            framework.NodeScore(name="node-c", score=100),
        ],
        enable_node_inclusion_policy=True,
    ),
    _ScoreCase(
        name="NodeAffinityPolicy ignored with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(
            1, "node", v1.ScheduleAnyway, fooSelector, None, ignorePolicy, None, None
        )
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=66),
            framework.NodeScore(name="node-b", score=100),
            framework.NodeScore(name="node-c", score=100),
        ],
        enable_node_inclusion_policy=True,
    ),
    _ScoreCase(
        name="NodeAffinityPolicy honoed with nodeAffinity",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("foo", [""])
        .spread_constraint(1, "node", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=0),
            framework.NodeScore(name="node-b", score=33),
            framework.NodeScore(name="node-c", score=100),
        ],
        enable_node_inclusion_policy=True,
    ),
    _ScoreCase(
        name="NodeAffinityPolicy ignored with nodeAffinity",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("foo", [""])
        .spread_constraint(
            1, "node", v1.ScheduleAnyway, fooSelector, None, ignorePolicy, None, None
        )
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=66),
            framework.NodeScore(name="node-b", score=100),
            framework.NodeScore(name="node-c", score=100),
        ],
        enable_node_inclusion_policy=True,
    ),
    _ScoreCase(
        name="NodeTaintsPolicy honored",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.ScheduleAnyway, fooSelector, None, None, honorPolicy, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("node", "node-b").obj(),
            st.make_node().name("node-c").label("node", "node-c").taints(taints).obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=0),
            framework.NodeScore(name="node-b", score=33),
            framework.NodeScore(name="node-c", score=100),
        ],
        enable_node_inclusion_policy=True,
    ),
    _ScoreCase(
        name="NodeTaintsPolicy ignored",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("node", "node-b").obj(),
            st.make_node().name("node-c").label("node", "node-c").taints(taints).obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=66),
            framework.NodeScore(name="node-b", score=100),
            framework.NodeScore(name="node-c", score=100),
        ],
        enable_node_inclusion_policy=True,
    ),
    _ScoreCase(
        name="matchLabelKeys ignored when feature gate disabled",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .label("baz", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, ["baz"])
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, barSelector, None, None, None, ["baz"]
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-y1").node("node-c").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-c").label("bar", "").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-c")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-c")
            .obj(),
            st.make_node()
            .name("node-d")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-d")
            .obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=60),
            framework.NodeScore(name="node-b", score=20),
            framework.NodeScore(name="node-c", score=60),
            framework.NodeScore(name="node-d", score=100),
        ],
        enable_match_label_keys=False,
    ),
    _ScoreCase(
        name="matchLabelKeys ANDed with LabelSelector when LabelSelector is empty",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(
            1, "zone", v1.ScheduleAnyway, st.make_label_selector().obj(), None, None, None, ["foo"]
        )
        .spread_constraint(
            1,
            v1.LabelHostname,
            v1.ScheduleAnyway,
            st.make_label_selector().obj(),
            None,
            None,
            None,
            ["bar"],
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-y1").node("node-c").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-c").label("bar", "").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-c")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-c")
            .obj(),
            st.make_node()
            .name("node-d")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-d")
            .obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=60),
            framework.NodeScore(name="node-b", score=20),
            framework.NodeScore(name="node-c", score=60),
            framework.NodeScore(name="node-d", score=100),
        ],
        enable_match_label_keys=True,
    ),
    _ScoreCase(
        name="matchLabelKeys ANDed with LabelSelector when LabelSelector isn't empty",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .label("baz", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(
            1, v1.LabelHostname, v1.ScheduleAnyway, barSelector, None, None, None, ["baz"]
        )
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod()
            .name("p-b1")
            .node("node-b")
            .label("foo", "")
            .label("bar", "")
            .label("baz", "")
            .obj(),
            st.make_pod().name("p-c1").node("node-c").label("foo", "").obj(),
            st.make_pod().name("p-c2").node("node-c").label("bar", "").obj(),
            st.make_pod().name("p-d3").node("node-c").label("bar", "").label("baz", "").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-a")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label(v1.LabelHostname, "node-b")
            .obj(),
            st.make_node()
            .name("node-c")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-c")
            .obj(),
            st.make_node()
            .name("node-d")
            .label("zone", "zone2")
            .label(v1.LabelHostname, "node-d")
            .obj(),
        ],
        want=[
            framework.NodeScore(name="node-a", score=60),
            framework.NodeScore(name="node-b", score=20),
            framework.NodeScore(name="node-c", score=60),
            framework.NodeScore(name="node-d", score=100),
        ],
        enable_match_label_keys=True,
    ),
]


@pytest.mark.parametrize("tt", [pytest.param(c, id=c.name) for c in SCORE_CASES])
def test_pod_topology_spread_score(tt: _ScoreCase, setup_plugin_with_informers) -> None:
    all_nodes = [*tt.nodes, *tt.failed_nodes]
    state = framework.new_cycle_state()
    args = config.PodTopologySpreadArgs(defaulting_type=config.SystemDefaulting)
    snapshot = new_snapshot(tt.existing_pods, all_nodes)
    p = _plugin(setup_plugin_with_informers(podTopologySpreadFunc, args, snapshot, tt.objs))
    p.enable_node_inclusion_policy_in_pod_topology_spread = tt.enable_node_inclusion_policy
    p.enable_match_label_keys_in_pod_topology_spread = tt.enable_match_label_keys

    status = p.pre_score(state, tt.pod, build_node_infos(tt.nodes))
    assert framework.Status.is_success(status), status

    got_list: framework.NodeScoreList = []
    for n in tt.nodes:
        node_name = n.name
        score, status = p.score(state, tt.pod, node_name)
        assert framework.Status.is_success(status), status
        got_list.append(framework.NodeScore(name=node_name, score=score))

    status = p.normalize_score(state, tt.pod, got_list)
    assert framework.Status.is_success(status), status
    assert got_list == tt.want
