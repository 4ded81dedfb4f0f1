"""What each lesson's exercises are graded against: the answer the run computed, and the
reasoning a learner reads once they have predicted. A check cell reads

    check(web2_node, truths.landing(result, "web-2"))

so that the code in view names what is measured, never the answer, and the reasoning (which
usually states the answer) stays out of the notebook until a prediction was made.

Functions are grouped by lesson, in the lessons' order.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from kube_scheduler_py.lessons import history
from kube_scheduler_py.lessons.exercises import Truth
from kube_scheduler_py.lessons.facts import (
    SUBQUEUE_NAMES,
    bind_time,
    node_of,
    outcome_of,
    pops,
    queue_of,
    rejections,
    totals,
)
from kube_scheduler_py.lessons.stories import readable
from kube_scheduler_py.trace.records import (
    BindingStep,
    CacheTransition,
    CycleStateAccess,
    PluginCall,
    QueueMove,
    TraceRecord,
)
from kube_scheduler_py.viz.matrix import score_matrix

__all__ = [
    "adaptive_count",
    "app_limit_attempts",
    "app_limit_reads",
    "app_limit_rejections",
    "assumed_times",
    "bound_after_backoff",
    "bound_when_partner_comes",
    "ever_popped",
    "evicted_by",
    "extender_landing",
    "filter_checks",
    "filters_start_at",
    "first_bound",
    "landing",
    "moved_by",
    "old_predicate",
    "peak",
    "prefilter_checks",
    "prefilter_stored",
    "quiz_node",
    "rejecting_plugins",
    "simulate_agrees",
    "stuck",
    "subqueue",
    "team_placed",
    "undone_by",
    "v131_function",
    "volume_bound",
    "where_now",
]

#: Why a failed pod ends in each sub-queue (the failure handler's and the queue's rules).
_SUBQUEUE_WHY = {
    "unschedulablePods": "it was rejected as Unschedulable and no cluster event arrived while it "
    "was in flight, so AddUnschedulableIfNotPresent parked it in unschedulablePods, where it "
    "waits for an event one of its rejecting plugins registered",
    "backoffQ": "its failure was an error, not Unschedulable (or an event that may help it came "
    "while it was in flight), so the failure handler sent it to backoffQ, to be tried again "
    "after its backoff",
    "activeQ": "an event that may help it moved it to activeQ after its backoff was over",
    "": "it is in no sub-queue: bound, or in flight",
}


def _condition(result: Any, pod: str) -> str:
    conditions = outcome_of(result, pod).pod.status.conditions
    scheduled = [c for c in conditions if c.type == "PodScheduled"]
    return f"{scheduled[-1].reason}: {scheduled[-1].message}" if scheduled else ""


def _pod(pod: str) -> str:
    return pod if "/" in pod else f"default/{pod}"


def subqueue(trace: Iterable[TraceRecord], pod: str, result: Any = None) -> Truth:
    """The sub-queue a pod ends the run in, why the failure handler put it there, and (given
    the run's result) its PodScheduled condition (lessons 00, 04, 09)."""
    trace = list(trace)
    where = queue_of(trace, pod)
    why = _SUBQUEUE_WHY[where]
    if where == "unschedulablePods" and not pops(trace, pod):
        why = "PreEnqueue rejected it: such a pod waits in unschedulablePods without ever being "
        why += "popped, and PreEnqueue runs again whenever an event would move it to activeQ"
    if result is not None and (condition := _condition(result, pod)):
        why += f"; its PodScheduled condition says {condition}"
    return Truth(where, why)


# 00 · the tour


def landing(result: Any, pod: str) -> Truth:
    """Where a pod lands ("pending": nowhere): the nodes Filter rejected, then the totals
    selectHost compared."""
    outcome = outcome_of(result, pod)
    rejected = [
        f"{node} ({readable(found)})"
        for node in score_matrix(outcome).nodes
        if (found := rejections(outcome, node))
    ]
    why = f"Filter rejected {', '.join(rejected) or 'no node'}; "
    scored = totals(outcome)
    if len(scored) > 1:
        why += f"of the others the totals were {readable(scored)}, and selectHost takes the highest"
    else:
        why += "no score was needed: one node or none passed Filter"
    return Truth(node_of(result, pod) or "pending", why)


def rejecting_plugins(result: Any, pod: str, node: str) -> Truth:
    """The Filter plugins that rejected a node for a pod, and the FitError message."""
    outcome = outcome_of(result, pod)
    why_not = rejections(outcome, node)
    why = f"its reason on {node}: {readable(list(why_not.values()))}; "
    if outcome.pod.spec.node_name:
        why += f"{pod} went to {outcome.pod.spec.node_name}, which every Filter plugin passed"
    else:
        why += "the FitError message counts the reasons over all nodes: "
        why += outcome.pod.status.conditions[-1].message
    return Truth(list(why_not), why)


# 01 · the scheduling queue


def moved_by(experiment: Any, event: str) -> Truth:
    """The sub-queues an event moved the failed pods to in run_experiment."""
    moved = [m for m in experiment.moves if m.event == event]
    where = sorted({SUBQUEUE_NAMES[m.new] for m in moved})
    when = sorted({round(m.time, 1) for m in moved})
    why = f"the {event} event came at {', '.join(f'{t} s' for t in when)}; each pod failed at "
    why += "0.3–0.5 s with a 1 s initial backoff, and MoveAllToActiveOrBackoffQueue sends a pod "
    why += "still backing off to backoffQ, one whose backoff is over to activeQ"
    return Truth(where, why)


def stuck(experiment: Any) -> Truth:
    """How many pods run_experiment left in unschedulablePods at t = 12 s."""
    why = f"{', '.join(experiment.stuck) or 'none'} failed with no event in flight, so they "
    why += "went to unschedulablePods; only a registered event or the 5-minute leftover flush "
    why += "moves them, and the backoff flush never looks there"
    return Truth(len(experiment.stuck), why)


def peak(timeline: Any, place: str) -> Truth:
    """The most pods a sub-queue held at once, from a run's timeline."""
    why = f"count the pods in {SUBQUEUE_NAMES[place]} at each move of the timeline above: an "
    why += "event that comes while pods still back off moves them to backoffQ, and the flush "
    why += "at the next whole second moves those whose backoff is over on to activeQ"
    return Truth(timeline.peak(place), why)


# 02 · PreFilter and Filter


def prefilter_stored(trace: Iterable[TraceRecord], pod: str, key: str, field: str) -> Truth:
    """A field of what a PreFilter plugin wrote into the CycleState for a pod."""
    written = next(
        r
        for r in trace
        if isinstance(r, CycleStateAccess)
        and r.pod == _pod(pod)
        and r.op == "Write"
        and r.key == key
    )
    why = f"the pod's summed requests, computed once: {readable(written.value)}; "
    return Truth(written.value[field], why + "Filter reads them on every node")


def adaptive_count(sched: Any, all_nodes: int) -> Truth:
    """numFeasibleNodesToFind with percentageOfNodesToScore unset."""
    found = sched.num_feasible_nodes_to_find(None, all_nodes)
    percent = max(50 - all_nodes // 125, 5)
    why = f"the adaptive percentage is 50 − {all_nodes}/125 = {percent} % (at least 5), so "
    why += f"{all_nodes} × {percent} / 100 = {all_nodes * percent // 100}, never fewer than 100"
    return Truth(found, why)


# 03 · Score and selectHost


def filters_start_at(trace: Iterable[TraceRecord], pod: str) -> Truth:
    """The first node Filter ran on for a pod, and the nextStartNodeIndex arithmetic."""
    calls = [r for r in trace if isinstance(r, PluginCall) and r.extension_point == "Filter"]
    first = next(r.node for r in calls if r.pod == _pod(pod))
    why = "nextStartNodeIndex moves on by the nodes processed (144 each time, of 300) modulo "
    why += "the node count: 0 → 144 → 288 → (288 + 144) mod 300 = 132, for the fourth pod"
    return Truth(first, why)


# 04 · Reserve and Permit


def bound_when_partner_comes(trace: Iterable[TraceRecord], pod: str, partner: str) -> Truth:
    """When a waiting pod is bound, once its gang partner arrived."""
    trace = list(trace)
    why = f"{partner} found {pod} still waiting at Permit (its timer had not fired), so it "
    why += f"allowed {pod} at once; {partner} was bound at {bind_time(trace, partner)} s too"
    return Truth(bind_time(trace, pod), why)


# 05 · assume and bind


def undone_by(trace: Any, pod: str) -> Truth:
    """The cache method that took a pod from Assumed back to Initial."""
    undone = [
        r
        for r in trace.records_for(_pod(pod))
        if isinstance(r, CacheTransition) and r.old == "Assumed" and r.new == "Initial"
    ]
    why = f"handleBindingCycleError runs Unreserve, then the cache's {undone[0].method}: "
    why += f"{pod} goes back to {undone[0].new} and its node's CPU is free again"
    return Truth([r.method for r in undone], why)


def bound_after_backoff(trace: Any, pod: str, other: str, backoff_seconds: int) -> Truth:
    """When a pod whose Bind failed once is bound, after its backoff."""
    why = f"{pod} failed at {pops(trace, pod)[0]} s and waited out its {backoff_seconds} s "
    why += f"backoff in backoffQ; {other} was bound at {bind_time(trace, other)} s meanwhile"
    return Truth(bind_time(trace, pod), why)


def assumed_times(trace: Any, pod: str) -> Truth:
    """How many times the cache assumed a pod."""
    assumes = [
        r
        for r in trace.records_for(_pod(pod))
        if isinstance(r, CacheTransition) and r.new == "Assumed" and r.old != "Assumed"
    ]
    moves = ", ".join(f"t={r.time:.0f} s {r.old} -> {r.new}" for r in assumes)
    return Truth(len(assumes), f"once per scheduling cycle that chose a node: {moves}")


# 06 · PostFilter and preemption


def evicted_by(result: Any, preemptor: str) -> Truth:
    """The pods a preemptor evicted, and where it went."""
    evicted = [o.pod.metadata.name for o in result.pods if o.deleted]
    why = f"{preemptor} went to {node_of(result, preemptor) or 'no node'}; "
    why += "pickOneNodeForPreemption prefers the node that needs the fewest PDB violations, then "
    why += "the lowest highest victim priority, then the lowest sum of victims' priorities"
    return Truth(evicted, why)


def where_now(result: Any, trace: Iterable[TraceRecord], pod: str, other: str) -> Truth:
    """Where a pod is at the end (its node, else its sub-queue), beside another pod's fate."""
    trace = list(trace)
    where = node_of(result, pod) or queue_of(trace, pod)
    outcome = outcome_of(result, pod)
    other_node = result.scheduler.client.core_v1().pods("default").get(other).spec.node_name
    why = f"{other} ended on {other_node or 'no node'}; {pod}'s nominatedNodeName "
    why += f"is now {outcome.pod.status.nominated_node_name!r}. A nominated pod counts on its "
    why += "node for pods of equal or lower priority only"
    return Truth(where, why)


# 07 · write your own plugin


def _calls(trace: Any, pod: str, plugin: str) -> list[PluginCall]:
    return [
        r for r in trace.records_for(_pod(pod)) if isinstance(r, PluginCall) and r.plugin == plugin
    ]


def app_limit_rejections(trace: Any, pod: str, plugin: str, key: str) -> Truth:
    """The nodes a plugin's Filter rejected for a pod, with what its PreFilter wrote."""
    filters = [c for c in _calls(trace, pod, plugin) if c.extension_point == "Filter"]
    rejected = [f for f in filters if f.code != "Success"]
    written = next(r for r in trace.filter(CycleStateAccess) if r.key == key and r.op == "Write")
    why = f"PreFilter wrote {readable(written.value)}; Filter rejected "
    why += ", ".join(f"{f.node}: {f.message}" for f in rejected) or "no node"
    return Truth(len(rejected), why)


def app_limit_reads(trace: Any, pod: str, plugin: str, key: str) -> Truth:
    """How often a plugin read its CycleState entry for a pod."""
    accesses = [
        r for r in trace.records_for(_pod(pod)) if isinstance(r, CycleStateAccess) and r.key == key
    ]
    calls = _calls(trace, pod, plugin)
    per_point = {p: sum(1 for c in calls if c.extension_point == p) for p in ("Filter", "Score")}
    why = f"one read per Filter call ({per_point['Filter']}) and per Score call "
    why += f"({per_point['Score']}); the only write was at PreFilter"
    return Truth(sum(1 for a in accesses if a.op == "Read"), why)


def app_limit_attempts(trace: Any, pod: str) -> Truth:
    """How many scheduling attempts a pod made, and which events moved it."""
    popped = pops(trace, pod)
    movers = [
        r.event
        for r in trace.filter(QueueMove)
        if r.pod == _pod(pod) and r.event and r.method != "Pop"
    ]
    why = f"popped at t = {popped}; the events that moved it: {', '.join(movers) or 'none'} "
    why += "(a pod deletion is an event AppLimit registered; with QueueingHints off no hint is "
    why += "asked)"
    return Truth(len(popped), why)


# 08 · then and now


def v131_function(old: str) -> Truth:
    """The v1.31.1 function that does an old name's work, with its permalink (and its port)."""
    row = next(row for row in history.MAP if old in row[0].split(" / "))
    why = f"{row[1]}: now {row[2]}, {history.GO + row[3]}"
    return Truth(history.v131_name(old), why + (f" (Python: {row[4]})" if row[4] else ""))


def old_predicate(verdicts: Mapping[str, Mapping[str, str]], node: str) -> Truth:
    """The plugins (labelled `predicate → plugin`) that rejected a node."""
    failing = {label: v for label, v in verdicts[node].items() if v not in ("passed", "skipped")}
    why = f"{readable(failing)}: read the plugin's reason, and which pod runs on {node}"
    return Truth([label.split(" → ")[1] for label in failing], why)


# 09 · volume binding


def volume_bound(trace: Any, log: list[tuple[float, str]], pod: str) -> Truth:
    """When a pod waiting at PreBind for its claim was bound, and when the controller acted."""
    acted = f"{log[0][0]} s ({log[0][1]})" if log else "never"
    why = "PreBind polls the claim once a second until bindTimeoutSeconds; the controller acted "
    why += f"at {acted}; a PreBind that gave up is an error, so the pod tried again after a 1 s "
    why += "backoff, and the next poll after the controller's act saw the claim bound"
    return Truth(bind_time(trace, pod), why)


# 10 · a real cluster


def quiz_node(placed: Mapping[str, str], pod: str) -> Truth:
    """Where the cluster put the quiz pod that asks for 5 CPUs."""
    why = f"only the {placed[pod]} node had 5 CPUs left after the eight pods: NodeResourcesFit "
    why += "filters the others out, whichever scheduler placed their pods"
    return Truth(placed[pod], why)


def simulate_agrees(in_simulate: Mapping[str, str], in_cluster: Mapping[str, str]) -> Truth:
    """Whether simulate placed every pod where the real cluster did."""
    agree = in_simulate == dict(in_cluster)
    why = "the port is the same code in both places, taking turns each scheduler saw every "
    why += "earlier binding, and no two nodes tied, so no random tie-break decided"
    if not agree:
        differ = sorted(p for p in in_cluster if in_simulate.get(p) != in_cluster[p])
        why = f"they differ on {', '.join(differ)}: a tie between nodes is broken at random"
    return Truth(agree, why)


# 11 · a plugin at every extension point


def first_bound(trace: Iterable[TraceRecord]) -> Truth:
    """The pod bound first in the run, and the order of all pops."""
    trace = list(trace)
    popped = [r.pod.split("/")[1] for r in trace if isinstance(r, QueueMove) and r.method == "Pop"]
    bound = [
        r.pod.split("/")[1]
        for r in trace
        if isinstance(r, BindingStep) and r.step == "Bind" and r.code == "Success"
    ]
    why = f"activeQ was popped in the order {', '.join(dict.fromkeys(popped))}: the QueueSort "
    why += "plugin's less puts the teams in teamOrder first, and within a team who came first"
    return Truth(bound[0] if bound else "", why)


def team_placed(result: Any, team: str) -> Truth:
    """How many pods of a team run on a node at the end (asked of the API server, so that
    pods created during the run count too)."""
    pods = result.scheduler.client.core_v1().pods("default").list()
    placed = [
        f"{p.metadata.name} on {p.spec.node_name}"
        for p in pods
        if p.metadata.labels.get("team") == team and p.spec.node_name
    ]
    why = f"{', '.join(placed) or 'none'}: Filter lets at most maxPerNode pods of a team on a "
    why += "node, and there are two nodes"
    return Truth(len(placed), why)


# 12 · InterPodAffinity and PodTopologySpread


def _work(works: Iterable[Any], plugin: str) -> Any:
    return next(w for w in works if w.plugin == plugin)


def prefilter_checks(works: Iterable[Any], plugin: str) -> Truth:
    """How many label-selector checks a plugin's PreFilter made (lessons.spreading.Work)."""
    work = _work(works, plugin)
    why = f"{work.pods} pods run on {work.nodes} nodes, and PreFilter matches the pod's selector "
    why += "against every one of them, once per scheduling attempt"
    return Truth(work.prefilter, why)


def filter_checks(works: Iterable[Any], plugin: str) -> Truth:
    """How many label-selector checks a plugin's Filter made per node."""
    work = _work(works, plugin)
    why = f"{work.filter_per_node:g} per node, however many pods: Filter only looks the node's "
    why += "topology domain up in the counts PreFilter left in the CycleState"
    per_node = work.filter_per_node
    return Truth(int(per_node) if float(per_node).is_integer() else per_node, why)


# 13 · profiles, schedulers, extenders


def ever_popped(trace: Iterable[TraceRecord], pod: str) -> Truth:
    """Whether this scheduler ever popped the pod from its queue."""
    popped = bool(pops(trace, pod))
    why = "a scheduler queues only the pods whose schedulerName one of its profiles has "
    why += "(responsibleForPod, in the informer's event handlers); another scheduler's pod "
    why += "never enters its queue, and stays pending until that scheduler binds it"
    return Truth(popped, why)


def extender_landing(result: Any, pod: str, extender: Any, weight: int) -> Truth:
    """Where a pod lands once an extender's scores are added to the plugins' totals."""
    outcome = outcome_of(result, pod)
    added = {
        node: total + extender.preferred.get(node, 0) * weight * 10
        for node, total in totals(outcome).items()
    }
    why = f"the plugins' totals were {readable(totals(outcome))}; the extender's score counts "
    why += f"score × weight × 10 (MaxNodeScore / MaxExtenderPriority), so {readable(added)}; "
    why += f"its filter had already removed {', '.join(sorted(extender.maintenance)) or 'none'}"
    return Truth(node_of(result, pod) or "pending", why)
