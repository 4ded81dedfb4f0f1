"""Port of pkg/scheduler/framework/plugins/podtopologyspread/filtering_test.go.

# Python: the two benchmarks (BenchmarkFilter) are not ported.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import label_selector_as_selector
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread import new
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.common import (
    topologyPair,
    topologySpreadConstraint,
)
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.filtering import (
    _criticalPath,
    criticalPaths,
    get_pre_filter_state,
    new_critical_paths,
    preFilterState,
)
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.plugin import PodTopologySpread
from kube_scheduler_py.v1_31.framework.runtime.registry import factory_adapter
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_empty_snapshot, new_snapshot
from kube_scheduler_py.v1_31.testing import wrappers as st

MaxInt32 = 2**31 - 1

topologySpreadFunc = factory_adapter(Features(), new)
ignorePolicy = v1.NodeInclusionPolicyIgnore
honorPolicy = v1.NodeInclusionPolicyHonor
fooSelector = st.make_label_selector().exists("foo").obj()
barSelector = st.make_label_selector().exists("bar").obj()

taints = [v1.Taint(key=v1.TaintNodeUnschedulable, value="", effect=v1.TaintEffectNoSchedule)]


def _sorted(p: criticalPaths) -> criticalPaths:
    """The paths with equal match numbers put in alphabetical order of their values, so that
    states compare equal whatever order the domains were visited in (Go's cmp comparer)."""
    first, second = p
    if first.match_num == second.match_num and first.topology_value > second.topology_value:
        first, second = second, first
    return criticalPaths([_criticalPath(first.topology_value, first.match_num), second])


def _comparable(s: preFilterState | None) -> preFilterState | None:
    """s with every criticalPaths sorted (see _sorted)."""
    if s is None:
        return None
    paths = {k: _sorted(p) for k, p in s.tp_key_to_critical_paths.items()}
    return replace(s, tp_key_to_critical_paths=paths)


def _plugin(p: framework.Plugin) -> PodTopologySpread:
    assert isinstance(p, PodTopologySpread)
    return p


@dataclass
class _PreFilterStateCase:
    name: str
    pod: v1.Pod
    nodes: list[v1.Node] = field(default_factory=list)
    existing_pods: list[v1.Pod] = field(default_factory=list)
    objs: list[object] = field(default_factory=list)
    default_constraints: list[v1.TopologySpreadConstraint] = field(default_factory=list)
    want: preFilterState | None = None
    want_prefilter_status: framework.Status | None = None
    enable_node_inclusion_policy: bool = False
    enable_match_label_keys: bool = False


PRE_FILTER_STATE_CASES = [
    _PreFilterStateCase(
        name="clean cluster with one spreadConstraint",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(
            5,
            "zone",
            v1.DoNotSchedule,
            st.make_label_selector().label("foo", "bar").obj(),
            None,
            None,
            None,
            None,
        )
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=5,
                    topology_key="zone",
                    selector=label_selector_as_selector(
                        st.make_label_selector().label("foo", "bar").obj()
                    ),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 0), _criticalPath("zone2", 0)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
        ),
    ),
    _PreFilterStateCase(
        name="normal case with one spreadConstraint",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 2), _criticalPath("zone1", 3)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
    ),
    _PreFilterStateCase(
        name="normal case with null label selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, None, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
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
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 0), _criticalPath("zone1", 0)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
        ),
    ),
    _PreFilterStateCase(
        name="normal case with one spreadConstraint, on a 3-zone cluster",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
            st.make_node().name("node-o").label("zone", "zone3").label("node", "node-o").obj(),
            st.make_node().name("node-p").label("zone", "zone3").label("node", "node-p").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone3", 0), _criticalPath("zone2", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 2,
                topologyPair(key="zone", value="zone3"): 0,
            },
        ),
    ),
    _PreFilterStateCase(
        name="namespace mismatch doesn't count",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").namespace("ns1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").namespace("ns2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 1), _criticalPath("zone1", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 2,
                topologyPair(key="zone", value="zone2"): 1,
            },
        ),
    ),
    _PreFilterStateCase(
        name="normal case with two spreadConstraints",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y4").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
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
                    topology_key="node",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 4},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 3), _criticalPath("zone2", 4)]),
                "node": criticalPaths([_criticalPath("node-x", 0), _criticalPath("node-b", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 4,
                topologyPair(key="node", value="node-a"): 2,
                topologyPair(key="node", value="node-b"): 1,
                topologyPair(key="node", value="node-x"): 0,
                topologyPair(key="node", value="node-y"): 4,
            },
        ),
    ),
    _PreFilterStateCase(
        name="soft spreadConstraints should be bypassed",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.ScheduleAnyway, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y4").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
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
                    topology_key="node",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 3), _criticalPath("zone2", 4)]),
                "node": criticalPaths([_criticalPath("node-b", 1), _criticalPath("node-a", 2)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 4,
                topologyPair(key="node", value="node-a"): 2,
                topologyPair(key="node", value="node-b"): 1,
                topologyPair(key="node", value="node-y"): 4,
            },
        ),
    ),
    _PreFilterStateCase(
        name="different labelSelectors - simple version",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
        ],
        want=preFilterState(
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
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 0), _criticalPath("zone1", 1)]),
                "node": criticalPaths([_criticalPath("node-a", 0), _criticalPath("node-y", 0)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 0,
                topologyPair(key="node", value="node-a"): 0,
                topologyPair(key="node", value="node-b"): 1,
                topologyPair(key="node", value="node-y"): 0,
            },
        ),
    ),
    _PreFilterStateCase(
        name="different labelSelectors - complex pods",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y4").node("node-y").label("foo", "").label("bar", "").obj(),
        ],
        want=preFilterState(
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
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 3), _criticalPath("zone2", 4)]),
                "node": criticalPaths([_criticalPath("node-b", 0), _criticalPath("node-a", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 4,
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 0,
                topologyPair(key="node", value="node-y"): 2,
            },
        ),
    ),
    _PreFilterStateCase(
        name="two spreadConstraints, and with podAffinity",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_not_in("node", ["node-x"])
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y4").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
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
                    topology_key="node",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 3), _criticalPath("zone2", 4)]),
                "node": criticalPaths([_criticalPath("node-b", 1), _criticalPath("node-a", 2)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 4,
                topologyPair(key="node", value="node-a"): 2,
                topologyPair(key="node", value="node-b"): 1,
                topologyPair(key="node", value="node-y"): 4,
            },
        ),
    ),
    _PreFilterStateCase(
        name="default constraints and a service",
        pod=st.make_pod().name("p").label("foo", "bar").label("baz", "kar").obj(),
        default_constraints=[
            v1.TopologySpreadConstraint(
                max_skew=3, topology_key="node", when_unsatisfiable=v1.DoNotSchedule
            ),
            v1.TopologySpreadConstraint(
                max_skew=2, topology_key="node", when_unsatisfiable=v1.ScheduleAnyway
            ),
            v1.TopologySpreadConstraint(
                max_skew=5, topology_key="rack", when_unsatisfiable=v1.DoNotSchedule
            ),
        ],
        objs=[v1.Service(spec=v1.ServiceSpec(selector={"foo": "bar"}))],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=3,
                    topology_key="node",
                    selector=label_selector_as_selector(
                        st.make_label_selector().label("foo", "bar").obj()
                    ),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
                topologySpreadConstraint(
                    max_skew=5,
                    topology_key="rack",
                    selector=label_selector_as_selector(
                        st.make_label_selector().label("foo", "bar").obj()
                    ),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={},
            tp_key_to_critical_paths={"node": new_critical_paths(), "rack": new_critical_paths()},
            tp_pair_to_match_num={},
        ),
    ),
    _PreFilterStateCase(
        name="default constraints and a service that doesn't match",
        pod=st.make_pod().name("p").label("foo", "bar").obj(),
        default_constraints=[
            v1.TopologySpreadConstraint(
                max_skew=3, topology_key="node", when_unsatisfiable=v1.DoNotSchedule
            )
        ],
        objs=[v1.Service(spec=v1.ServiceSpec(selector={"baz": "kep"}))],
        want_prefilter_status=framework.new_status(framework.Skip),
    ),
    _PreFilterStateCase(
        name="default constraints and a service, but pod has constraints",
        pod=st.make_pod()
        .name("p")
        .label("foo", "bar")
        .label("baz", "tar")
        .spread_constraint(
            1,
            "zone",
            v1.DoNotSchedule,
            st.make_label_selector().label("baz", "tar").obj(),
            None,
            None,
            None,
            None,
        )
        .spread_constraint(
            2,
            "planet",
            v1.ScheduleAnyway,
            st.make_label_selector().label("fot", "rok").obj(),
            None,
            None,
            None,
            None,
        )
        .obj(),
        default_constraints=[
            v1.TopologySpreadConstraint(
                max_skew=2, topology_key="node", when_unsatisfiable=v1.DoNotSchedule
            )
        ],
        objs=[v1.Service(spec=v1.ServiceSpec(selector={"foo": "bar"}))],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(
                        st.make_label_selector().label("baz", "tar").obj()
                    ),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={},
            tp_key_to_critical_paths={"zone": new_critical_paths()},
            tp_pair_to_match_num={},
        ),
    ),
    _PreFilterStateCase(
        name="default soft constraints and a service",
        pod=st.make_pod().name("p").label("foo", "bar").obj(),
        default_constraints=[
            v1.TopologySpreadConstraint(
                max_skew=2, topology_key="node", when_unsatisfiable=v1.ScheduleAnyway
            )
        ],
        objs=[v1.Service(spec=v1.ServiceSpec(selector={"foo": "bar"}))],
        want_prefilter_status=framework.new_status(framework.Skip),
    ),
    _PreFilterStateCase(
        name="TpKeyToDomainsNum is calculated when MinDomains is enabled",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y4").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
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
                    topology_key="node",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 3), _criticalPath("zone2", 4)]),
                "node": criticalPaths([_criticalPath("node-x", 0), _criticalPath("node-b", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 4,
                topologyPair(key="node", value="node-a"): 2,
                topologyPair(key="node", value="node-b"): 1,
                topologyPair(key="node", value="node-x"): 0,
                topologyPair(key="node", value="node-y"): 4,
            },
            tp_key_to_domains_num={"zone": 2, "node": 4},
        ),
    ),
    _PreFilterStateCase(
        name="feature gate disabled with NodeAffinityPolicy",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").label("bar", "").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"node": 2},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-a", 1), _criticalPath("node-b", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
            },
        ),
        enable_node_inclusion_policy=False,
    ),
    _PreFilterStateCase(
        name="NodeAffinityPolicy honored with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").label("bar", "").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"node": 2},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-a", 1), _criticalPath("node-b", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="NodeAffinityPolicy ignored with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, ignorePolicy, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").label("bar", "").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyIgnore,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"node": 3},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-c", 0), _criticalPath("node-a", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
                topologyPair(key="node", value="node-c"): 0,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="NodeAffinityPolicy honored with nodeAffinity",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("foo", [""])
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").label("bar", "").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-e").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"node": 2},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-a", 1), _criticalPath("node-b", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="NodeAffinityPolicy ignored with nodeAffinity",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("foo", [""])
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, ignorePolicy, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-c").label("node", "node-c").label("bar", "").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyIgnore,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"node": 3},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-c", 0), _criticalPath("node-a", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
                topologyPair(key="node", value="node-c"): 0,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="feature gate disabled with NodeTaintsPolicy",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("node", "node-b").obj(),
            st.make_node()
            .name("node-c")
            .label("node", "node-c")
            .taints(taints)
            .label("bar", "")
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"node": 3},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-c", 0), _criticalPath("node-a", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
                topologyPair(key="node", value="node-c"): 0,
            },
        ),
        enable_node_inclusion_policy=False,
    ),
    _PreFilterStateCase(
        name="NodeTaintsPolicy ignored",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("node", "node-b").obj(),
            st.make_node()
            .name("node-c")
            .label("node", "node-c")
            .taints(taints)
            .label("bar", "")
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"node": 3},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-c", 0), _criticalPath("node-a", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
                topologyPair(key="node", value="node-c"): 0,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="NodeTaintsPolicy honored",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, honorPolicy, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("node", "node-b").obj(),
            st.make_node()
            .name("node-c")
            .label("node", "node-c")
            .taints(taints)
            .label("bar", "")
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyHonor,
                )
            ],
            tp_key_to_domains_num={"node": 2},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-a", 1), _criticalPath("node-b", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="NodeTaintsPolicy honored with tolerated taints",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .toleration(v1.TaintNodeUnschedulable)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, honorPolicy, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("node", "node-b").obj(),
            st.make_node()
            .name("node-c")
            .label("node", "node-c")
            .taints(taints)
            .label("bar", "")
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-b").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-c").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-d").node("node-c").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyHonor,
                )
            ],
            tp_key_to_domains_num={"node": 3},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-c", 0), _criticalPath("node-a", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
                topologyPair(key="node", value="node-c"): 0,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="two node inclusion Constraints, zone: honor/ignore, node: ignore/ignore",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, ignorePolicy, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "")
            .obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label("node", "node-x")
            .label("foo", "")
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
        ],
        want=preFilterState(
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
                    topology_key="node",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyIgnore,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 0), _criticalPath("zone2", 1)]),
                "node": criticalPaths([_criticalPath("node-a", 0), _criticalPath("node-x", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 1,
                topologyPair(key="node", value="node-a"): 0,
                topologyPair(key="node", value="node-b"): 2,
                topologyPair(key="node", value="node-x"): 1,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="two node inclusion Constraints, zone: honor/honor, node: honor/ignore",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, honorPolicy, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("node", "node-b")
            .taints(taints)
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label("node", "node-x")
            .label("foo", "")
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyHonor,
                ),
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 0), _criticalPath("zone2", 1)]),
                "node": criticalPaths([_criticalPath("node-a", 0), _criticalPath("node-x", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 1,
                topologyPair(key="node", value="node-a"): 0,
                topologyPair(key="node", value="node-b"): 2,
                topologyPair(key="node", value="node-x"): 1,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="two node inclusion Constraints, zone: honor/ignore, node: honor/ignore",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("node", "node-b")
            .label("foo", "")
            .taints(taints)
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label("node", "node-x")
            .label("foo", "")
            .obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
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
                    topology_key="node",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 0), _criticalPath("zone2", 1)]),
                "node": criticalPaths([_criticalPath("node-b", 0), _criticalPath("node-x", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 1,
                topologyPair(key="node", value="node-b"): 0,
                topologyPair(key="node", value="node-x"): 1,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="two node inclusion Constraints, zone: ignore/ignore, node: honor/honor",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, ignorePolicy, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, honorPolicy, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("node", "node-b")
            .label("foo", "")
            .taints(taints)
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label("node", "node-x")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label("node", "node-y")
            .label("foo", "")
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-x2").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyIgnore,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyHonor,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 2), _criticalPath("zone2", 3)]),
                "node": criticalPaths([_criticalPath("node-y", 1), _criticalPath("node-x", 2)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 2,
                topologyPair(key="zone", value="zone2"): 3,
                topologyPair(key="node", value="node-x"): 2,
                topologyPair(key="node", value="node-y"): 1,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _PreFilterStateCase(
        name="matchLabelKeys ignored when feature gate disabled",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, ["bar"])
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 2), _criticalPath("zone1", 3)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
        enable_match_label_keys=False,
    ),
    _PreFilterStateCase(
        name="matchLabelKeys ANDed with LabelSelector when LabelSelector isn't empty",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "a")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, ["bar"])
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").label("bar", "a").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").label("bar", "a").obj(),
            st.make_pod().name("p-y2").node("node-y").label("bar", "").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(
                        st.make_label_selector().exists("foo").label("bar", "a").obj()
                    ),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 1), _criticalPath("zone1", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 1,
            },
        ),
        enable_match_label_keys=True,
    ),
    _PreFilterStateCase(
        name="matchLabelKeys ANDed with LabelSelector when LabelSelector is empty",
        pod=st.make_pod()
        .name("p")
        .label("foo", "a")
        .spread_constraint(
            1, "zone", v1.DoNotSchedule, st.make_label_selector().obj(), None, None, None, ["foo"]
        )
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "a").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "a").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "a").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "a").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "a").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(
                        st.make_label_selector().label("foo", "a").obj()
                    ),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 2), _criticalPath("zone1", 3)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
        enable_match_label_keys=True,
    ),
    _PreFilterStateCase(
        name="key in matchLabelKeys is ignored when LabelSelector is nil when feature gate enabled",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, None, None, None, None, ["bar"])
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "a").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "a").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "a").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "a").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "a").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(None),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 0), _criticalPath("zone1", 0)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
        ),
        enable_match_label_keys=True,
    ),
    _PreFilterStateCase(
        name="no pod is matched when LabelSelector is nil when feature gate disabled",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, None, None, None, None, ["bar"])
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "a").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "a").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "a").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "a").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "a").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(None),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 0), _criticalPath("zone1", 0)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 0,
                topologyPair(key="zone", value="zone2"): 0,
            },
        ),
    ),
    _PreFilterStateCase(
        name="key in matchLabelKeys is ignored when it isn't exist in pod.labels",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, ["bar"])
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "a").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "a").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "a").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "a").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "a").obj(),
        ],
        want=preFilterState(
            constraints=[
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="zone",
                    selector=label_selector_as_selector(fooSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                )
            ],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 2), _criticalPath("zone1", 3)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
        enable_match_label_keys=True,
    ),
    _PreFilterStateCase(
        name="skip if not specified",
        pod=st.make_pod().name("p").label("foo", "").obj(),
        nodes=[st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj()],
        want_prefilter_status=framework.new_status(framework.Skip),
    ),
]


@pytest.mark.parametrize("tt", [pytest.param(c, id=c.name) for c in PRE_FILTER_STATE_CASES])
def test_pre_filter_state(tt: _PreFilterStateCase, setup_plugin_with_informers) -> None:
    args = config.PodTopologySpreadArgs(
        default_constraints=tt.default_constraints,
        defaulting_type=config.ListDefaulting,
    )
    snapshot = new_snapshot(tt.existing_pods, tt.nodes)
    p = _plugin(setup_plugin_with_informers(topologySpreadFunc, args, snapshot, tt.objs))
    p.enable_node_inclusion_policy_in_pod_topology_spread = tt.enable_node_inclusion_policy
    p.enable_match_label_keys_in_pod_topology_spread = tt.enable_match_label_keys

    cs = framework.new_cycle_state()
    _, s = p.pre_filter(cs, tt.pod)
    assert framework.Status.equal(tt.want_prefilter_status, s), s

    if not framework.Status.is_success(s):
        return

    got = get_pre_filter_state(cs)
    assert _comparable(got) == _comparable(tt.want)


nodeConstraint = topologySpreadConstraint(
    max_skew=1,
    topology_key="node",
    selector=label_selector_as_selector(fooSelector),
    min_domains=1,
    node_affinity_policy=v1.NodeInclusionPolicyHonor,
    node_taints_policy=v1.NodeInclusionPolicyIgnore,
)
zoneConstraint = replace(nodeConstraint, topology_key="zone")


@dataclass
class _AddPodCase:
    name: str
    preemptor: v1.Pod
    added_pod: v1.Pod
    want: preFilterState
    # Which node added_pod is placed on.
    node_idx: int = 0
    nodes: list[v1.Node] = field(default_factory=list)
    existing_pods: list[v1.Pod] = field(default_factory=list)
    enable_node_inclusion_policy: bool = False


ADD_POD_CASES = [
    _AddPodCase(
        name="node a and b both impact current min match",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
        existing_pods=[],
        node_idx=0,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
        ],
        want=preFilterState(
            constraints=[nodeConstraint],
            tp_key_to_domains_num={"node": 2},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-b", 0), _criticalPath("node-a", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 0,
            },
        ),
    ),
    _AddPodCase(
        name="only node a impacts current min match",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
        existing_pods=[st.make_pod().name("p-b1").node("node-b").label("foo", "").obj()],
        node_idx=0,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
        ],
        want=preFilterState(
            constraints=[nodeConstraint],
            tp_key_to_domains_num={"node": 2},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-a", 1), _criticalPath("node-b", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 1,
            },
        ),
    ),
    _AddPodCase(
        name="add a pod in a different namespace doesn't change topologyKeyToMinPodsMap",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-a1").namespace("ns1").node("node-a").label("foo", "").obj(),
        existing_pods=[st.make_pod().name("p-b1").node("node-b").label("foo", "").obj()],
        node_idx=0,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
        ],
        want=preFilterState(
            constraints=[nodeConstraint],
            tp_key_to_domains_num={"node": 2},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-a", 0), _criticalPath("node-b", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 0,
                topologyPair(key="node", value="node-b"): 1,
            },
        ),
    ),
    _AddPodCase(
        name="add pod on non-critical node won't trigger re-calculation",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
        existing_pods=[st.make_pod().name("p-b1").node("node-b").label("foo", "").obj()],
        node_idx=1,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
        ],
        want=preFilterState(
            constraints=[nodeConstraint],
            tp_key_to_domains_num={"node": 2},
            tp_key_to_critical_paths={
                "node": criticalPaths([_criticalPath("node-a", 0), _criticalPath("node-b", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="node", value="node-a"): 0,
                topologyPair(key="node", value="node-b"): 2,
            },
        ),
    ),
    _AddPodCase(
        name="node a and x both impact topologyKeyToMinPodsMap on zone and node",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
        existing_pods=[],
        node_idx=0,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint, nodeConstraint],
            tp_key_to_domains_num={"zone": 2, "node": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 0), _criticalPath("zone1", 1)]),
                "node": criticalPaths([_criticalPath("node-x", 0), _criticalPath("node-a", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 0,
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-x"): 0,
            },
        ),
    ),
    _AddPodCase(
        name="only node a impacts topologyKeyToMinPodsMap on zone and node",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
        existing_pods=[st.make_pod().name("p-x1").node("node-x").label("foo", "").obj()],
        node_idx=0,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint, nodeConstraint],
            tp_key_to_domains_num={"zone": 2, "node": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 1)]),
                "node": criticalPaths([_criticalPath("node-a", 1), _criticalPath("node-x", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 1,
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-x"): 1,
            },
        ),
    ),
    _AddPodCase(
        name=(
            "node a impacts topologyKeyToMinPodsMap on node, node x impacts "
            "topologyKeyToMinPodsMap on zone"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
        existing_pods=[
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
        ],
        node_idx=0,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint, nodeConstraint],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 1), _criticalPath("zone1", 3)]),
                "node": criticalPaths([_criticalPath("node-a", 1), _criticalPath("node-x", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 1,
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 2,
                topologyPair(key="node", value="node-x"): 1,
            },
        ),
    ),
    _AddPodCase(
        name=(
            "Constraints hold different labelSelectors, node a impacts topologyKeyToMinPodsMap on "
            "zone"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
        existing_pods=[
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-x2").node("node-x").label("bar", "").obj(),
        ],
        node_idx=0,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
        ],
        want=preFilterState(
            constraints=[
                zoneConstraint,
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 1), _criticalPath("zone1", 2)]),
                "node": criticalPaths([_criticalPath("node-a", 0), _criticalPath("node-b", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 2,
                topologyPair(key="zone", value="zone2"): 1,
                topologyPair(key="node", value="node-a"): 0,
                topologyPair(key="node", value="node-b"): 1,
                topologyPair(key="node", value="node-x"): 2,
            },
        ),
    ),
    _AddPodCase(
        name=(
            "Constraints hold different labelSelectors, node a impacts topologyKeyToMinPodsMap on "
            "both zone and node"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        added_pod=st.make_pod().name("p-a1").node("node-a").label("foo", "").label("bar", "").obj(),
        existing_pods=[
            st.make_pod().name("p-b1").node("node-b").label("bar", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-x2").node("node-x").label("bar", "").obj(),
        ],
        node_idx=0,
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
        ],
        want=preFilterState(
            constraints=[
                zoneConstraint,
                topologySpreadConstraint(
                    max_skew=1,
                    topology_key="node",
                    selector=label_selector_as_selector(barSelector),
                    min_domains=1,
                    node_affinity_policy=v1.NodeInclusionPolicyHonor,
                    node_taints_policy=v1.NodeInclusionPolicyIgnore,
                ),
            ],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 1)]),
                "node": criticalPaths([_criticalPath("node-a", 1), _criticalPath("node-b", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 1,
                topologyPair(key="node", value="node-a"): 1,
                topologyPair(key="node", value="node-b"): 1,
                topologyPair(key="node", value="node-x"): 2,
            },
        ),
    ),
    _AddPodCase(
        name=(
            "add a pod when scheduling node affinity unmatched pod with NodeInclusionPolicy "
            "disabled"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_not_in("foo", ["bar"])
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=0,
        added_pod=st.make_pod()
        .name("p-a1")
        .node("node-a")
        .label("foo", "")
        .label("zone", "zone1")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a2").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 1},
            tp_key_to_critical_paths={
                "zone": criticalPaths(
                    [_criticalPath("zone2", 1), _criticalPath(match_num=MaxInt32)]
                )
            },
            tp_pair_to_match_num={topologyPair(key="zone", value="zone2"): 1},
        ),
        enable_node_inclusion_policy=False,
    ),
    _AddPodCase(
        name=(
            "add a pod when scheduling node affinity unmatched pod with NodeInclusionPolicy enabled"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_not_in("foo", ["bar"])
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=0,
        added_pod=st.make_pod()
        .name("p-a1")
        .node("node-a")
        .label("foo", "")
        .label("zone", "zone1")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a2").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 1},
            tp_key_to_critical_paths={
                "zone": criticalPaths(
                    [_criticalPath("zone2", 1), _criticalPath(match_num=MaxInt32)]
                )
            },
            tp_pair_to_match_num={topologyPair(key="zone", value="zone2"): 1},
        ),
        enable_node_inclusion_policy=True,
    ),
    _AddPodCase(
        name=(
            "add a pod when scheduling node affinity matched pod with NodeInclusionPolicy disabled"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=1,
        added_pod=st.make_pod()
        .name("p-b1")
        .node("node-b")
        .label("foo", "")
        .label("zone", "zone2")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
        enable_node_inclusion_policy=False,
    ),
    _AddPodCase(
        name="add a pod when scheduling node affinity matched pod with NodeInclusionPolicy enabled",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=1,
        added_pod=st.make_pod()
        .name("p-b1")
        .node("node-b")
        .label("foo", "")
        .label("zone", "zone2")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _AddPodCase(
        name="add a label selector not matched pod when with NodeInclusionPolicy enabled",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=1,
        added_pod=st.make_pod().name("p-b1").node("node-b").label("zone", "zone2").obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 1,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
    _AddPodCase(
        name="add a pod when scheduling taint untolerated pod with NodeInclusionPolicy disabled",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=1,
        added_pod=st.make_pod()
        .name("p-b1")
        .node("node-b")
        .label("foo", "")
        .label("zone", "zone2")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .taints(taints)
            .obj(),
            st.make_node().name("node-b").label("zone", "zone2").label("node", "node-b").obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone2"): 2,
                topologyPair(key="zone", value="zone1"): 1,
            },
        ),
        enable_node_inclusion_policy=False,
    ),
    _AddPodCase(
        name="add a pod when scheduling taint tolerated pod with NodeInclusionPolicy enabled",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .toleration(v1.TaintNodeUnschedulable)
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=1,
        added_pod=st.make_pod()
        .name("p-b1")
        .node("node-b")
        .label("foo", "")
        .label("zone", "zone2")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .taints(taints)
            .obj(),
            st.make_node().name("node-b").label("zone", "zone2").label("node", "node-b").obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone2"): 2,
                topologyPair(key="zone", value="zone1"): 1,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
]


@pytest.mark.parametrize("tt", [pytest.param(c, id=c.name) for c in ADD_POD_CASES])
def test_pre_filter_state_add_pod(tt: _AddPodCase, setup_plugin) -> None:
    snapshot = new_snapshot(tt.existing_pods, tt.nodes)
    args = config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting)
    p = _plugin(setup_plugin(topologySpreadFunc, args, snapshot))
    p.enable_node_inclusion_policy_in_pod_topology_spread = tt.enable_node_inclusion_policy

    cs = framework.new_cycle_state()
    _, s = p.pre_filter(cs, tt.preemptor)
    assert framework.Status.is_success(s), s
    node_info = snapshot.get(tt.nodes[tt.node_idx].name)
    s = p.add_pod(cs, tt.preemptor, framework.new_pod_info(tt.added_pod), node_info)
    assert framework.Status.is_success(s), s
    state = get_pre_filter_state(cs)
    assert _comparable(state) == _comparable(tt.want)


@dataclass
class _RemovePodCase:
    name: str
    preemptor: v1.Pod
    want: preFilterState
    nodes: list[v1.Node] = field(default_factory=list)
    existing_pods: list[v1.Pod] = field(default_factory=list)
    # The index in existing_pods of the pod to remove; deleted_pod is used when it is -1.
    deleted_pod_idx: int = 0
    deleted_pod: v1.Pod | None = None
    # Which node the removed pod runs on.
    node_idx: int = 0
    enable_node_inclusion_policy: bool = False


REMOVE_POD_CASES = [
    _RemovePodCase(
        name="one spreadConstraint on zone, topologyKeyToMinPodsMap unchanged",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
        ],
        deleted_pod_idx=0,
        node_idx=0,
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 1,
            },
        ),
    ),
    _RemovePodCase(
        name="one spreadConstraint on node, topologyKeyToMinPodsMap changed",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        deleted_pod_idx=0,
        node_idx=0,
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 1), _criticalPath("zone2", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 1,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
    ),
    _RemovePodCase(
        name="delete an irrelevant pod won't help",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a0").node("node-a").label("bar", "").obj(),
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        deleted_pod_idx=0,
        node_idx=0,
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 2), _criticalPath("zone2", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 2,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
    ),
    _RemovePodCase(
        name="delete a non-existing pod won't help",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        deleted_pod_idx=-1,
        deleted_pod=st.make_pod().name("p-a0").node("node-a").label("bar", "").obj(),
        node_idx=0,
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone1", 2), _criticalPath("zone2", 2)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 2,
                topologyPair(key="zone", value="zone2"): 2,
            },
        ),
    ),
    _RemovePodCase(
        name="two spreadConstraints",
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-x2").node("node-x").label("foo", "").obj(),
        ],
        deleted_pod_idx=3,
        node_idx=2,
        want=preFilterState(
            constraints=[zoneConstraint, nodeConstraint],
            tp_key_to_domains_num={"zone": 2, "node": 3},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 1), _criticalPath("zone1", 3)]),
                "node": criticalPaths([_criticalPath("node-b", 1), _criticalPath("node-x", 1)]),
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone1"): 3,
                topologyPair(key="zone", value="zone2"): 1,
                topologyPair(key="node", value="node-a"): 2,
                topologyPair(key="node", value="node-b"): 1,
                topologyPair(key="node", value="node-x"): 1,
            },
        ),
    ),
    _RemovePodCase(
        name=(
            "remove a pod when scheduling node affinity unmatched pod with NodeInclusionPolicy "
            "disabled"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_not_in("foo", ["bar"])
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=0,
        deleted_pod=st.make_pod()
        .name("p-a1")
        .node("node-a")
        .label("foo", "")
        .label("zone", "zone1")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a2").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 1},
            tp_key_to_critical_paths={
                "zone": criticalPaths(
                    [_criticalPath("zone2", 1), _criticalPath(match_num=MaxInt32)]
                )
            },
            tp_pair_to_match_num={topologyPair(key="zone", value="zone2"): 1},
        ),
        enable_node_inclusion_policy=False,
    ),
    _RemovePodCase(
        name=(
            "remove a pod when scheduling node affinity unmatched pod with NodeInclusionPolicy "
            "enabled"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_not_in("foo", ["bar"])
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=0,
        deleted_pod=st.make_pod()
        .name("p-a1")
        .node("node-a")
        .label("foo", "")
        .label("zone", "zone1")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a2").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 1},
            tp_key_to_critical_paths={
                "zone": criticalPaths(
                    [_criticalPath("zone2", 1), _criticalPath(match_num=MaxInt32)]
                )
            },
            tp_pair_to_match_num={topologyPair(key="zone", value="zone2"): 1},
        ),
        enable_node_inclusion_policy=True,
    ),
    _RemovePodCase(
        name=(
            "remove a pod when scheduling node affinity matched pod with NodeInclusionPolicy "
            "disabled"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=1,
        deleted_pod=st.make_pod()
        .name("p-b1")
        .node("node-b")
        .label("foo", "")
        .label("zone", "zone2")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 0), _criticalPath("zone1", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone2"): 0,
                topologyPair(key="zone", value="zone1"): 1,
            },
        ),
        enable_node_inclusion_policy=False,
    ),
    _RemovePodCase(
        name=(
            "remove a pod when scheduling node affinity matched pod with NodeInclusionPolicy "
            "enabled"
        ),
        preemptor=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        node_idx=1,
        deleted_pod=st.make_pod()
        .name("p-b1")
        .node("node-b")
        .label("foo", "")
        .label("zone", "zone2")
        .obj(),
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").label("zone", "zone1").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").label("zone", "zone2").obj(),
        ],
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "bar")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone2")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
        ],
        want=preFilterState(
            constraints=[zoneConstraint],
            tp_key_to_domains_num={"zone": 2},
            tp_key_to_critical_paths={
                "zone": criticalPaths([_criticalPath("zone2", 0), _criticalPath("zone1", 1)])
            },
            tp_pair_to_match_num={
                topologyPair(key="zone", value="zone2"): 0,
                topologyPair(key="zone", value="zone1"): 1,
            },
        ),
        enable_node_inclusion_policy=True,
    ),
]


@pytest.mark.parametrize("tt", [pytest.param(c, id=c.name) for c in REMOVE_POD_CASES])
def test_pre_filter_state_remove_pod(tt: _RemovePodCase, setup_plugin) -> None:
    snapshot = new_snapshot(tt.existing_pods, tt.nodes)
    args = config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting)
    p = _plugin(setup_plugin(topologySpreadFunc, args, snapshot))
    p.enable_node_inclusion_policy_in_pod_topology_spread = tt.enable_node_inclusion_policy

    cs = framework.new_cycle_state()
    _, s = p.pre_filter(cs, tt.preemptor)
    assert framework.Status.is_success(s), s

    deleted_pod = tt.deleted_pod
    if 0 <= tt.deleted_pod_idx < len(tt.existing_pods):
        deleted_pod = tt.existing_pods[tt.deleted_pod_idx]
    assert deleted_pod is not None

    node_info = snapshot.get(tt.nodes[tt.node_idx].name)
    s = p.remove_pod(cs, tt.preemptor, framework.new_pod_info(deleted_pod), node_info)
    assert framework.Status.is_success(s), s

    state = get_pre_filter_state(cs)
    assert _comparable(state) == _comparable(tt.want)


@dataclass
class _FilterCase:
    name: str
    pod: v1.Pod
    nodes: list[v1.Node] = field(default_factory=list)
    existing_pods: list[v1.Pod] = field(default_factory=list)
    want_status_code: dict[str, framework.Code] = field(default_factory=dict)
    enable_node_inclusion_policy: bool = False


def _run_filter_case(tt: _FilterCase, setup_plugin) -> None:
    snapshot = new_snapshot(tt.existing_pods, tt.nodes)
    args = config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting)
    p = _plugin(setup_plugin(topologySpreadFunc, args, snapshot))
    p.enable_node_inclusion_policy_in_pod_topology_spread = tt.enable_node_inclusion_policy
    state = framework.new_cycle_state()
    _, s = p.pre_filter(state, tt.pod)
    assert framework.Status.is_success(s), f"preFilter failed with status: {s}"

    for node in tt.nodes:
        node_info = snapshot.node_infos().get(node.name)
        status = p.filter(state, tt.pod, node_info)
        if len(tt.want_status_code) != 0:
            assert framework.Status.code(status) == tt.want_status_code[node.name], node.name


SINGLE_CONSTRAINT_CASES = [
    _FilterCase(
        name="no existing pods",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
    ),
    _FilterCase(
        name="no existing pods, incoming pod doesn't match itself",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
    ),
    _FilterCase(
        name="existing pods in a different namespace do not count",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").namespace("ns1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").namespace("ns2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Unschedulable,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="existing pods do not match null selector",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, None, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
    ),
    _FilterCase(
        name="pods spread across zones as 3/3, all nodes fit",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
    ),
    _FilterCase(
        name="pods spread across zones as 1/2 due to absence of label 'zone' on node-b",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zon", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.UnschedulableAndUnresolvable,
            "node-x": framework.Unschedulable,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="pod cannot be scheduled as all nodes don't have label 'rack'",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "rack", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
        ],
        want_status_code={
            "node-a": framework.UnschedulableAndUnresolvable,
            "node-x": framework.UnschedulableAndUnresolvable,
        },
    ),
    _FilterCase(
        name="pods spread across nodes as 2/1/0/3, only node-x fits",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="pods spread across nodes as 2/1/0/3, maxSkew is 2, node-b and node-x fit",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(2, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="pods spread across nodes as 2/1/0/3, but pod doesn't match itself",
        pod=st.make_pod()
        .name("p")
        .label("bar", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="incoming pod has nodeAffinity, pods spread as 2/~1~/~0~/3, hence node-a fits",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("node", ["node-a", "node-y"])
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="terminating Pods should be excluded",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("node", "node-b").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a").node("node-a").label("foo", "").terminating().obj(),
            st.make_pod().name("p-b").node("node-b").label("foo", "").obj(),
        ],
        want_status_code={"node-a": framework.Success, "node-b": framework.Unschedulable},
    ),
    _FilterCase(
        name="incoming pod has nodeAffinity, pods spread as 0/~2~/0/1, hence node-a fits",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_not_in("node", ["node-b"])
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Unschedulable,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name=(
            "pods spread across nodes as 2/2/1, maxSkew is 2, and the number of domains < "
            "minDomains, then the third node fits"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(2, "node", v1.DoNotSchedule, fooSelector, 4, None, None, None)
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
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-c": framework.Success,
        },
    ),
    _FilterCase(
        name=(
            "pods spread across nodes as 2/2/1, maxSkew is 2, and the number of domains > "
            "minDomains, then the all nodes fit"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(2, "node", v1.DoNotSchedule, fooSelector, 2, None, None, None)
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
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-c": framework.Success,
        },
    ),
    _FilterCase(
        name=(
            "pods spread across zone as 2/1, maxSkew is 2 and the number of domains < minDomains, "
            "then the third and fourth nodes fit"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(2, "zone", v1.DoNotSchedule, fooSelector, 3, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
    ),
    _FilterCase(
        name=(
            "pods spread across zone as 2/1, maxSkew is 2 and the number of domains > minDomains, "
            "then the all nodes fit"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(2, "zone", v1.DoNotSchedule, fooSelector, 1, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
    ),
    _FilterCase(
        name="NodeAffinityPolicy honored with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-x").label("node", "node-x").label("foo", "").obj(),
            st.make_node().name("node-y").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
        enable_node_inclusion_policy=True,
    ),
    _FilterCase(
        name="NodeAffinityPolicy ignored with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, ignorePolicy, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-x").label("node", "node-x").label("foo", "").obj(),
            st.make_node().name("node-y").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
        enable_node_inclusion_policy=True,
    ),
    _FilterCase(
        name="NodeAffinityPolicy honored with nodeAffinity",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("foo", [""])
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-x").label("node", "node-x").label("foo", "").obj(),
            st.make_node().name("node-y").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
        enable_node_inclusion_policy=True,
    ),
    _FilterCase(
        name="NodeAffinityPolicy ignored with labelSelectors",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_affinity_in("foo", [""])
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, ignorePolicy, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-x").label("node", "node-x").label("foo", "").obj(),
            st.make_node().name("node-y").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
        enable_node_inclusion_policy=True,
    ),
    _FilterCase(
        name="NodeTaintsPolicy honored",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, honorPolicy, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-x").label("node", "node-x").label("foo", "").obj(),
            st.make_node().name("node-y").label("node", "node-y").taints(taints).obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Success,
        },
        enable_node_inclusion_policy=True,
    ),
    _FilterCase(
        name="NodeTaintsPolicy ignored",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("node", "node-a").label("foo", "").obj(),
            st.make_node().name("node-b").label("node", "node-b").label("foo", "").obj(),
            st.make_node().name("node-x").label("node", "node-x").label("foo", "").obj(),
            st.make_node().name("node-y").label("node", "node-y").taints(taints).obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-b1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b2").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
        enable_node_inclusion_policy=True,
    ),
]


@pytest.mark.parametrize("tt", [pytest.param(c, id=c.name) for c in SINGLE_CONSTRAINT_CASES])
def test_single_constraint(tt: _FilterCase, setup_plugin) -> None:
    _run_filter_case(tt, setup_plugin)


MULTIPLE_CONSTRAINTS_CASES = [
    _FilterCase(
        name="two Constraints on zone and node, spreads = [3/3, 2/1/0/3]",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="two Constraints on zone and node, spreads = [3/4, 2/1/0/4]",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y4").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Unschedulable,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="Constraints hold different labelSelectors, spreads = [1/0, 1/0/0/1]",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("bar", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="Constraints hold different labelSelectors, spreads = [1/0, 0/0/1/1]",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("bar", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("bar", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Unschedulable,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="Constraints hold different labelSelectors, spreads = [2/3, 1/0/0/1]",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-a2").node("node-a").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
            st.make_pod().name("p-y2").node("node-y").label("foo", "").label("bar", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Success,
            "node-x": framework.Unschedulable,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name=(
            "Constraints hold different labelSelectors but pod doesn't match itself on 'zone' "
            "constraint"
        ),
        pod=st.make_pod()
        .name("p")
        .label("bar", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, barSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").label("node", "node-x").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-x1").node("node-x").label("bar", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("bar", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Success,
            "node-b": framework.Success,
            "node-x": framework.Unschedulable,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name=(
            "two Constraints on zone and node, absence of label 'node' on node-x, spreads = [1/1, "
            "1/0/0/1]"
        ),
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node().name("node-a").label("zone", "zone1").label("node", "node-a").obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node().name("node-x").label("zone", "zone2").obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-y3").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Success,
            "node-x": framework.UnschedulableAndUnresolvable,
            "node-y": framework.Unschedulable,
        },
    ),
    _FilterCase(
        name="two node inclusion Constraints, zone: honor/ignore, node: ignore/ignore",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, ignorePolicy, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label("node", "node-x")
            .label("foo", "")
            .obj(),
            st.make_node().name("node-y").label("zone", "zone2").label("node", "node-y").obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
        enable_node_inclusion_policy=True,
    ),
    _FilterCase(
        name="two node inclusion Constraints, zone: honor/honor, node: honor/ignore",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, honorPolicy, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-b")
            .label("zone", "zone1")
            .label("node", "node-b")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label("node", "node-x")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label("node", "node-y")
            .taints(taints)
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
        enable_node_inclusion_policy=True,
    ),
    _FilterCase(
        name="two node inclusion Constraints, zone: honor/ignore, node: honor/ignore",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, None, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "")
            .obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label("node", "node-x")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label("node", "node-y")
            .label("foo", "")
            .taints(taints)
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Success,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
        enable_node_inclusion_policy=True,
    ),
    _FilterCase(
        name="two node inclusion Constraints, zone: honor/honor, node: ignore/ignore",
        pod=st.make_pod()
        .name("p")
        .label("foo", "")
        .node_selector({"foo": ""})
        .spread_constraint(1, "zone", v1.DoNotSchedule, fooSelector, None, None, honorPolicy, None)
        .spread_constraint(1, "node", v1.DoNotSchedule, fooSelector, None, ignorePolicy, None, None)
        .obj(),
        nodes=[
            st.make_node()
            .name("node-a")
            .label("zone", "zone1")
            .label("node", "node-a")
            .label("foo", "")
            .obj(),
            st.make_node().name("node-b").label("zone", "zone1").label("node", "node-b").obj(),
            st.make_node()
            .name("node-x")
            .label("zone", "zone2")
            .label("node", "node-x")
            .label("foo", "")
            .obj(),
            st.make_node()
            .name("node-y")
            .label("zone", "zone2")
            .label("node", "node-y")
            .label("foo", "")
            .taints(taints)
            .obj(),
        ],
        existing_pods=[
            st.make_pod().name("p-a1").node("node-a").label("foo", "").obj(),
            st.make_pod().name("p-b1").node("node-b").label("foo", "").obj(),
            st.make_pod().name("p-y1").node("node-y").label("foo", "").obj(),
        ],
        want_status_code={
            "node-a": framework.Unschedulable,
            "node-b": framework.Unschedulable,
            "node-x": framework.Success,
            "node-y": framework.Unschedulable,
        },
        enable_node_inclusion_policy=True,
    ),
]


@pytest.mark.parametrize("tt", [pytest.param(c, id=c.name) for c in MULTIPLE_CONSTRAINTS_CASES])
def test_multiple_constraints(tt: _FilterCase, setup_plugin) -> None:
    _run_filter_case(tt, setup_plugin)


def test_pre_filter_disabled(setup_plugin) -> None:
    pod = v1.Pod()
    node_info = framework.new_node_info()
    node = v1.Node()
    node_info.set_node(node)
    args = config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting)
    p = _plugin(setup_plugin(topologySpreadFunc, args, new_empty_snapshot()))
    cycle_state = framework.new_cycle_state()
    got_status = p.filter(cycle_state, pod, node_info)
    assert framework.Status.code(got_status) == framework.Error
    assert got_status is not None
    err = got_status.as_error()
    assert str(err) == 'reading "PreFilterPodTopologySpread" from cycleState: not found'
    assert isinstance(err.__cause__, framework.ErrNotFound)
