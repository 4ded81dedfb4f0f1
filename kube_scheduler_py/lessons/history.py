# ruff: noqa: E501
"""Notebook 08's map from the v1.15–v1.22 code path (genericScheduler, predicates, priorities)
to v1.31.1: the tables with their Go permalinks and Python names (every Python name is
resolved, so a row naming a function the port lacks fails), the six-node cluster in which
`web-1` fails one old predicate per node, and the old podFitsOnNode loop run on today's
Filter plugins.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import importlib
from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import load_text
from kube_scheduler_py.viz.render import Table

__all__ = [
    "CLUSTER",
    "GO",
    "MAP",
    "PREDICATES",
    "PRIORITIES",
    "PRIORITY_OF",
    "map_table",
    "map_tables",
    "predicate_lines",
    "predicate_verdicts",
    "resolve",
    "v131_name",
    "web_pod",
]

GO = "https://github.com/kubernetes/kubernetes/blob/v1.31.1/"


def resolve(dotted: str) -> Any:
    """The Python object named `package.module:Attr.attr`."""
    module, _, attributes = dotted.partition(":")
    obj: Any = importlib.import_module(module)
    for name in attributes.split("."):
        obj = getattr(obj, name)
    return obj


SP = "kube_scheduler_py.v1_31.schedule_one:"
PL = "kube_scheduler_py.v1_31.framework.plugins."
#: old name, what it did, v1.31.1 Go name, Go file#lines, Python
MAP: list[tuple[str, str, str, str, str]] = [
    (
        "Scheduler.Run",
        "wait for informer caches, then loop scheduleOne",
        "Scheduler.Run (the cache sync moved to app.Run of cmd/kube-scheduler)",
        "pkg/scheduler/scheduler.go#L460-L480",
        "kube_scheduler_py.v1_31.scheduler:Scheduler.run",
    ),
    (
        "Configurator.create",
        "build cache, queue, algorithm and error handler",
        "New",
        "pkg/scheduler/scheduler.go#L253-L382",
        "kube_scheduler_py.v1_31.scheduler:new",
    ),
    (
        "MakeNextPodFunc",
        "wrap the queue's Pop as sched.NextPod",
        "PriorityQueue.Pop (set as NextPod in New)",
        "pkg/scheduler/internal/queue/scheduling_queue.go#L944-L977",
        "kube_scheduler_py.v1_31.internal.queue.scheduling_queue:PriorityQueue.pop",
    ),
    (
        "scheduleOne",
        "one pod: algorithm, assume, bind (in a goroutine)",
        "ScheduleOne (→ schedulingCycle, bindingCycle)",
        "pkg/scheduler/schedule_one.go#L65-L133",
        SP + "_ScheduleOne.schedule_one",
    ),
    (
        "sched.Algorithm.Schedule",
        "the ScheduleAlgorithm interface",
        "the SchedulePod field, default schedulePod",
        "pkg/scheduler/schedule_one.go#L400-L448",
        SP + "_ScheduleOne.schedule_pod_",
    ),
    (
        "genericScheduler.Schedule",
        "snapshot, filter, score, pick",
        "schedulePod",
        "pkg/scheduler/schedule_one.go#L400-L448",
        SP + "_ScheduleOne.schedule_pod_",
    ),
    (
        "podPassesBasicChecks",
        "≈ the pod's PVCs exist and are not being deleted",
        "≈ VolumeBinding.PreFilter",
        "pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L322-L360",
        PL + "volumebinding.volume_binding:VolumeBinding.pre_filter",
    ),
    (
        "findNodesThatFit",
        "run the predicates on the nodes",
        "findNodesThatFitPod",
        "pkg/scheduler/schedule_one.go#L452-L536",
        SP + "_ScheduleOne.find_nodes_that_fit_pod",
    ),
    (
        "checkNode loop / findNodesThatPassFilters",
        "parallel loop over nodes, stop at enough",
        "findNodesThatPassFilters",
        "pkg/scheduler/schedule_one.go#L582-L663",
        SP + "_ScheduleOne.find_nodes_that_pass_filters",
    ),
    (
        "numFeasibleNodesToFind",
        "how many feasible nodes are enough",
        "numFeasibleNodesToFind",
        "pkg/scheduler/schedule_one.go#L667-L693",
        SP + "_ScheduleOne.num_feasible_nodes_to_find",
    ),
    (
        "podFitsOnNode",
        "predicates twice: with and without nominated pods",
        "RunFilterPluginsWithNominatedPods",
        "pkg/scheduler/framework/runtime/framework.go#L973-L1018",
        "kube_scheduler_py.v1_31.framework.runtime.framework:frameworkImpl.run_filter_plugins_with_nominated_pods",
    ),
    (
        "prioritizeNodes",
        "run the priorities (map, reduce, weight) and extenders",
        "prioritizeNodes (PreScore, Score, NormalizeScore, weights)",
        "pkg/scheduler/schedule_one.go#L754-L864",
        SP + "prioritize_nodes",
    ),
    (
        "selectHost",
        "best total score, random among ties",
        "selectHost (also returns the top nodes)",
        "pkg/scheduler/schedule_one.go#L872-L919",
        SP + "select_host",
    ),
    (
        "genericScheduler.Preempt / sched.preempt",
        "evict lower-priority pods after a FitError",
        "DefaultPreemption.PostFilter → Evaluator.Preempt",
        "pkg/scheduler/framework/preemption/preemption.go#L148-L206",
        "kube_scheduler_py.v1_31.framework.preemption.preemption:Evaluator.preempt",
    ),
    (
        "sched.assume",
        "put the pod into the cache as if bound",
        "Scheduler.assume",
        "pkg/scheduler/schedule_one.go#L945-L962",
        SP + "_ScheduleOne.assume",
    ),
    (
        "sched.bind",
        "the pods/binding POST (or an extender)",
        "Scheduler.bind → Bind plugins (DefaultBinder)",
        "pkg/scheduler/schedule_one.go#L967-L978",
        SP + "_ScheduleOne.bind",
    ),
    (
        "MakeDefaultErrorFunc / recordSchedulingFailure",
        "requeue, nominate, event, PodScheduled condition",
        "handleSchedulingFailure (the FailureHandler field)",
        "pkg/scheduler/schedule_one.go#L1022-L1108",
        SP + "_ScheduleOne.handle_scheduling_failure",
    ),
]
#: predicate, plugin, Go file#lines of its Filter, Python
PREDICATES: list[tuple[str, str, str, str]] = [
    (
        "PodFitsResources",
        "NodeResourcesFit",
        "pkg/scheduler/framework/plugins/noderesources/fit.go#L379-L396",
        PL + "noderesources.fit:Fit.filter",
    ),
    (
        "PodFitsHost",
        "NodeName",
        "pkg/scheduler/framework/plugins/nodename/node_name.go#L56-L62",
        PL + "nodename.node_name:NodeName.filter",
    ),
    (
        "PodFitsHostPorts",
        "NodePorts",
        "pkg/scheduler/framework/plugins/nodeports/node_ports.go#L171-L183",
        PL + "nodeports.node_ports:NodePorts.filter",
    ),
    (
        "MatchNodeSelector",
        "NodeAffinity",
        "pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L182-L203",
        PL + "nodeaffinity.node_affinity:NodeAffinity.filter",
    ),
    (
        "PodToleratesNodeTaints",
        "TaintToleration",
        "pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L103-L113",
        PL + "tainttoleration.taint_toleration:TaintToleration.filter",
    ),
    (
        "CheckNodeUnschedulable",
        "NodeUnschedulable",
        "pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go#L84-L101",
        PL + "nodeunschedulable.node_unschedulable:NodeUnschedulable.filter",
    ),
    (
        "MatchInterPodAffinity",
        "InterPodAffinity",
        "pkg/scheduler/framework/plugins/interpodaffinity/filtering.go#L366-L386",
        PL + "interpodaffinity.plugin:InterPodAffinity.filter",
    ),
    (
        "EvenPodsSpread",
        "PodTopologySpread",
        "pkg/scheduler/framework/plugins/podtopologyspread/filtering.go#L313-L362",
        PL + "podtopologyspread.plugin:PodTopologySpread.filter",
    ),
    (
        "NoDiskConflict",
        "VolumeRestrictions",
        "pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L308-L317",
        PL + "volumerestrictions.volume_restrictions:VolumeRestrictions.filter",
    ),
    (
        "NoVolumeZoneConflict",
        "VolumeZone",
        "pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L188-L236",
        PL + "volumezone.volume_zone:VolumeZone.filter",
    ),
    (
        "CheckVolumeBinding",
        "VolumeBinding",
        "pkg/scheduler/framework/plugins/volumebinding/volume_binding.go#L394-L423",
        PL + "volumebinding.volume_binding:VolumeBinding.filter",
    ),
    (
        "MaxCSIVolumeCount",
        "NodeVolumeLimits",
        "pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L134-L204",
        PL + "nodevolumelimits.csi:CSILimits.filter",
    ),
]
#: priority, plugin, Go file#lines, Python
PRIORITIES: list[tuple[str, str, str, str]] = [
    (
        "LeastRequestedPriority",
        "NodeResourcesFit",
        "pkg/scheduler/framework/plugins/noderesources/least_allocated.go#L30-L47",
        PL + "noderesources.least_allocated:least_resource_scorer",
    ),
    (
        "MostRequestedPriority",
        "NodeResourcesFit (MostAllocated)",
        "pkg/scheduler/framework/plugins/noderesources/most_allocated.go#L30-L47",
        PL + "noderesources.most_allocated:most_resource_scorer",
    ),
    (
        "BalancedResourceAllocation",
        "NodeResourcesBalancedAllocation",
        "pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L92-L109",
        PL + "noderesources.balanced_allocation:BalancedAllocation.score",
    ),
    (
        "SelectorSpreadPriority",
        "≈ PodTopologySpread (system default constraints)",
        "pkg/scheduler/framework/plugins/podtopologyspread/plugin.go#L47-L58",
        PL + "podtopologyspread.plugin:PodTopologySpread.score",
    ),
    (
        "ImageLocalityPriority",
        "ImageLocality",
        "pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L54-L70",
        PL + "imagelocality.image_locality:ImageLocality.score",
    ),
    (
        "NodeAffinityPriority",
        "NodeAffinity",
        "pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go#L239-L269",
        PL + "nodeaffinity.node_affinity:NodeAffinity.score",
    ),
    (
        "TaintTolerationPriority",
        "TaintToleration",
        "pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go#L179-L193",
        PL + "tainttoleration.taint_toleration:TaintToleration.score",
    ),
    (
        "InterPodAffinityPriority",
        "InterPodAffinity",
        "pkg/scheduler/framework/plugins/interpodaffinity/scoring.go#L243-L262",
        PL + "interpodaffinity.plugin:InterPodAffinity.score",
    ),
]


def map_table(caption: str, header: list[str], rows: list[Any]) -> Table:
    """A Table whose v1.31.1 column links to the Go code; every Python name is resolved, so
    a row that names a function the port does not have fails here."""
    table = Table(header=header, rows=[], caption=caption)
    for *cells, go_path, python in rows:
        resolve(python)
        table.links[(len(table.rows), len(cells) - 1)] = (GO + go_path, go_path)
        short = python.replace(":", ".").removeprefix("kube_scheduler_py.")
        table.rows.append([*cells, go_path.removeprefix("pkg/scheduler/"), short])
    return table


def map_tables() -> list[Table]:
    """The three tables: the code path, predicates → Filter plugins, priorities → Score plugins."""
    go, py = "Go (pkg/scheduler/...)", "Python (kube_scheduler_py...)"
    return [
        map_table("the code path", ["then", "what it did", "v1.31.1", go, py], MAP),
        map_table(
            "predicates → Filter plugins", ["predicate", "v1.31.1 plugin", go, py], PREDICATES
        ),
        map_table("priorities → Score plugins", ["priority", "v1.31.1 plugin", go, py], PRIORITIES),
    ]


def v131_name(old: str) -> str:
    """The v1.31.1 Go function that does the work of an old name of the map (its first word)."""
    row = next(row for row in MAP if old in row[0].split(" / "))
    return row[2].split()[0]


#: Six nodes, each failing one old predicate for web-1 (n1 and n6 fit; n1 has the image).
CLUSTER = """
apiVersion: v1
kind: Node
metadata: {name: n1, labels: {kubernetes.io/hostname: n1}}
status:
  capacity: {cpu: "4", memory: 8Gi, pods: "110"}
  images: [{names: ["nginx:1.27"], sizeBytes: 900000000}]
---
apiVersion: v1
kind: Node
metadata: {name: n2, labels: {kubernetes.io/hostname: n2}}
spec: {unschedulable: true}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata: {name: n3, labels: {kubernetes.io/hostname: n3}}
spec: {taints: [{key: dedicated, value: gpu, effect: NoSchedule}]}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata: {name: n4, labels: {kubernetes.io/hostname: n4}}
status: {capacity: {cpu: "2", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata: {name: n5, labels: {kubernetes.io/hostname: n5}}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata: {name: n6, labels: {kubernetes.io/hostname: n6}}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec: {selector: {app: web}}
---
apiVersion: v1
kind: Pod
metadata: {name: batch, labels: {app: batch}}
spec:
  nodeName: n4
  containers: [{name: c, image: busybox, resources: {requests: {cpu: 1500m, memory: 1Gi}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: cache, labels: {app: cache}}
spec:
  nodeName: n5
  containers: [{name: c, image: redis, resources: {requests: {cpu: 500m, memory: 1Gi}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: web-0, labels: {app: web}}
spec:
  nodeName: n6
  containers: [{name: c, image: "nginx:1.27", resources: {requests: {cpu: "1", memory: 3Gi}}}]
"""


def web_pod(cpu: str = "1", tolerate_gpu: bool = False) -> v1.Pod:
    """web-1: 1 CPU by default, image nginx:1.27, required anti-affinity to app=cache."""
    toleration = (
        "\n  tolerations: [{key: dedicated, operator: Equal, value: gpu, effect: NoSchedule}]"
        if tolerate_gpu
        else ""
    )
    (pod,) = load_text(
        f"""
apiVersion: v1
kind: Pod
metadata: {{name: web-1, namespace: default, uid: uid-web-1, labels: {{app: web}}}}
spec:
  containers: [{{name: c, image: "nginx:1.27", resources: {{requests: {{cpu: "{cpu}", memory: 1Gi}}}}}}]
  affinity:
    podAntiAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - labelSelector: {{matchLabels: {{app: cache}}}}
        topologyKey: kubernetes.io/hostname{toleration}
"""
    ).objects
    assert isinstance(pod, v1.Pod)
    return pod


#: The old priority each Score plugin stands for.
PRIORITY_OF: dict[str, str] = {
    "NodeResourcesFit": "LeastRequestedPriority",
    "NodeResourcesBalancedAllocation": "BalancedResourceAllocation",
    "PodTopologySpread": "SelectorSpreadPriority",
    "ImageLocality": "ImageLocalityPriority",
    "NodeAffinity": "NodeAffinityPriority",
    "TaintToleration": "TaintTolerationPriority",
    "InterPodAffinity": "InterPodAffinityPriority",
}


def predicate_verdicts(
    fwk: Any, node_infos: list[framework.NodeInfo], pod: v1.Pod
) -> tuple[framework.CycleState, dict[str, dict[str, str]]]:
    """The old podFitsOnNode on today's plugins: PreFilter once, then each predicate's Filter
    plugin on each node. Returns the CycleState and node → {"predicate → plugin": verdict}
    (`passed`, the plugin's message, or `skipped` when its PreFilter said Skip)."""
    state = framework.new_cycle_state()
    fwk.run_pre_filter_plugins(state, pod)
    plugins = {pl.name(): pl for pl in fwk.filter_plugins}
    skipped = state.skip_filter_plugins or set()
    verdicts: dict[str, dict[str, str]] = {}
    for predicate, plugin_name, _, _ in PREDICATES:
        for node_info in node_infos:
            if plugin_name in skipped:
                verdict = "skipped"
            else:
                status = plugins[plugin_name].filter(state, pod, node_info)
                verdict = "passed" if framework.Status.is_success(status) else status.message()
            node = node_info.node()
            assert node is not None
            verdicts.setdefault(node.metadata.name, {})[f"{predicate} → {plugin_name}"] = verdict
    return state, verdicts


def predicate_lines(verdicts: dict[str, dict[str, str]]) -> str:
    """One line per predicate: the nodes it failed on with the reason, or passed, or skipped."""
    nodes = list(verdicts)
    lines = []
    for label in verdicts[nodes[0]]:
        if {verdicts[n][label] for n in nodes} == {"skipped"}:
            lines.append(f"{label:45} skipped (PreFilter: nothing to check for this pod)")
            continue
        failed = [f"{n}: {verdicts[n][label]}" for n in nodes if verdicts[n][label] != "passed"]
        lines.append(f"{label:45} {'; '.join(failed) or 'passed on every node'}")
    return "\n".join(lines)
