"""TeamPlugin, the plugin of notebook 11: one plugin at every extension point the earlier
lessons did not write, configured through `pluginConfig`.

Pods say their team with the label `team`. The plugin's args (`TeamArgs`, from the profile's
`pluginConfig`) give the order in which teams are served and how many pods of one team a node
may run.

- PreEnqueue: a pod without a `team` label does not enter activeQ.
- QueueSort: the teams' order first, then the arrival (it replaces PrioritySort).
- PreFilter counts the team's pods per node into the CycleState; its extensions AddPod and
  RemovePod keep the counts right when the framework adds a nominated pod or preemption's dry
  run removes a victim.
- Filter: a node that already runs `maxPerNode` pods of the team is rejected.
- PostFilter: when no node passed, says why in the team's words (it nominates nobody).
- PreScore keeps the names of the nodes that passed Filter; Score gives each the number of the
  team's pods on it (a team likes to stay together); NormalizeScore scales those to 0..100.
- Reserve writes the pod into the plugin's own ledger, Unreserve takes it out again.
- PreBind checks the ledger still holds the pod; PostBind notes the binding.

Python-only: a lesson's example plugin; nothing here is in Go.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1

__all__ = [
    "TEAM",
    "TEAM_PODS",
    "TeamArgs",
    "TeamCounts",
    "TeamPlugin",
    "new_team_plugin",
    "run_teams",
    "team_config",
    "team_plugin_of",
    "team_pod",
]

TEAM = "TeamPlugin"
#: The CycleState keys: PreFilter's counts, PreScore's candidate nodes.
COUNTS_KEY = "PreFilter" + TEAM
CANDIDATES_KEY = "PreScore" + TEAM


@dataclass(frozen=True, slots=True)
class TeamArgs:
    """The plugin's args, as `pluginConfig` gives them: `{teamOrder: [...], maxPerNode: N}`."""

    team_order: tuple[str, ...] = ()
    max_per_node: int = 2

    @classmethod
    def from_config(cls, args: Any) -> TeamArgs:
        """The args from the JSON of `pluginConfig` (None: the defaults); ValueError when a
        field has the wrong type."""
        raw = args or {}
        order, limit = raw.get("teamOrder", []), raw.get("maxPerNode", 2)
        if not isinstance(order, list) or not all(isinstance(team, str) for team in order):
            raise ValueError(f"{TEAM} args: teamOrder must be a list of team names")
        if not isinstance(limit, int) or limit < 1:
            raise ValueError(f"{TEAM} args: maxPerNode must be a positive integer")
        return cls(tuple(order), limit)


@dataclass(slots=True)
class TeamCounts(framework.StateData):
    """What PreFilter leaves in the CycleState: the pod's team and its pods per node."""

    team: str
    per_node: dict[str, int] = field(default_factory=dict)

    def clone(self) -> TeamCounts:
        """A copy (the framework clones the state before it adds nominated pods)."""
        return TeamCounts(self.team, dict(self.per_node))


@dataclass(slots=True)
class Candidates(framework.StateData):
    """What PreScore leaves in the CycleState: the nodes that passed Filter."""

    nodes: list[str]

    def clone(self) -> Candidates:
        """A copy."""
        return Candidates(list(self.nodes))


def _team(pod: v1.Pod) -> str | None:
    return pod.metadata.labels.get("team")


def _counts(state: framework.CycleState) -> TeamCounts:
    counts = state.read(COUNTS_KEY)
    assert isinstance(counts, TeamCounts)
    return counts


class TeamPlugin(
    framework.PreEnqueuePlugin,
    framework.QueueSortPlugin,
    framework.PreFilterPlugin,
    framework.PreFilterExtensions,
    framework.FilterPlugin,
    framework.PostFilterPlugin,
    framework.PreScorePlugin,
    framework.ScorePlugin,
    framework.ScoreExtensions,
    framework.ReservePlugin,
    framework.PreBindPlugin,
    framework.PostBindPlugin,
):
    """Serve teams in order; at most `max_per_node` pods of a team per node; keep teams
    together; keep a ledger of the pods reserved and bound."""

    def __init__(self, handle: framework.Handle, args: TeamArgs) -> None:
        self.handle = handle
        self.args = args
        #: node → the pods reserved on it (Reserve adds, Unreserve removes).
        self.ledger: dict[str, set[str]] = {}
        #: (pod, node) in the order PostBind saw the bindings.
        self.bound: list[tuple[str, str]] = []

    def name(self) -> str:
        """The name the registry and the configuration use."""
        return TEAM

    # The queue.

    def pre_enqueue(self, p: v1.Pod) -> framework.Status | None:
        """Only a pod that names its team may enter activeQ."""
        if _team(p) is None:
            return framework.new_status(
                framework.UnschedulableAndUnresolvable, "pod has no team label"
            )
        return None

    def _rank(self, pod: v1.Pod) -> int:
        team = _team(pod)
        order = self.args.team_order
        return order.index(team) if team in order else len(order)

    def less(self, a: framework.QueuedPodInfo, b: framework.QueuedPodInfo) -> bool:
        """The team that comes first in teamOrder goes first; within a team, who came first."""
        rank_a, rank_b = self._rank(a.pod), self._rank(b.pod)
        return rank_a < rank_b or (rank_a == rank_b and a.timestamp < b.timestamp)

    # Filtering.

    def pre_filter(
        self, state: framework.CycleState, p: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Count the team's pods on every node, once per pod."""
        team = _team(p) or ""
        counts = TeamCounts(team)
        for node_info in self.handle.snapshot_shared_lister().node_infos().list():
            node = node_info.node()
            assert node is not None
            counts.per_node[node.name] = sum(1 for i in node_info.pods if _team(i.pod) == team)
        state.write(COUNTS_KEY, counts)
        return None, None

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """The plugin itself: its add_pod and remove_pod keep the counts right."""
        return self

    def add_pod(
        self,
        state: framework.CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: framework.PodInfo,
        node_info: framework.NodeInfo,
    ) -> framework.Status | None:
        """A pod is added to the node (a nominated pod, or a victim put back): count it."""
        return self._change(state, pod_info_to_add.pod, node_info, +1)

    def remove_pod(
        self,
        state: framework.CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: framework.PodInfo,
        node_info: framework.NodeInfo,
    ) -> framework.Status | None:
        """A pod is taken off the node (a victim, in preemption's dry run): uncount it."""
        return self._change(state, pod_info_to_remove.pod, node_info, -1)

    def _change(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo, by: int
    ) -> framework.Status | None:
        counts = _counts(state)
        node = node_info.node()
        assert node is not None
        if _team(pod) == counts.team:
            counts.per_node[node.name] = counts.per_node.get(node.name, 0) + by
        return None

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """Reject a node that already runs max_per_node pods of the team."""
        counts = _counts(state)
        node = node_info.node()
        assert node is not None
        if counts.per_node.get(node.name, 0) >= self.args.max_per_node:
            reason = f"node(s) already run {self.args.max_per_node} pod(s) of team {counts.team}"
            return framework.new_status(framework.Unschedulable, reason)
        return None

    def post_filter(
        self,
        state: framework.CycleState,
        pod: v1.Pod,
        filtered_node_status_map: framework.NodeToStatusMap,
    ) -> tuple[framework.PostFilterResult | None, framework.Status | None]:
        """No node passed: nominate nobody, and say how many nodes the team has filled."""
        counts = _counts(state)
        full = sum(1 for n in counts.per_node.values() if n >= self.args.max_per_node)
        reason = f"team {counts.team} fills {full} of {len(counts.per_node)} node(s)"
        return None, framework.new_status(framework.Unschedulable, reason)

    # Scoring.

    def pre_score(
        self, state: framework.CycleState, pod: v1.Pod, nodes: list[framework.NodeInfo]
    ) -> framework.Status | None:
        """Keep the names of the nodes that passed Filter."""
        names = []
        for node_info in nodes:
            node = node_info.node()
            assert node is not None
            names.append(node.metadata.name)
        state.write(CANDIDATES_KEY, Candidates(names))
        return None

    def score(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        """The number of the team's pods on the node: a team likes to stay together."""
        return _counts(state).per_node.get(node_name, 0), None

    def score_extensions(self) -> framework.ScoreExtensions | None:
        """The plugin itself: its normalize_score scales the counts."""
        return self

    def normalize_score(
        self, state: framework.CycleState, p: v1.Pod, scores: framework.NodeScoreList
    ) -> framework.Status | None:
        """Scale the counts to 0..MaxNodeScore, the highest count to MaxNodeScore."""
        highest = max((s.score for s in scores), default=0)
        for s in scores:
            s.score = s.score * framework.MaxNodeScore // highest if highest else 0
        return None

    # Binding.

    def reserve(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> framework.Status | None:
        """Write the pod into the ledger of the node it was assumed on."""
        self.ledger.setdefault(node_name, set()).add(p.metadata.name)
        return None

    def unreserve(self, state: framework.CycleState, p: v1.Pod, node_name: str) -> None:
        """Take the pod out of the ledger again (a later step failed)."""
        self.ledger.get(node_name, set()).discard(p.metadata.name)

    async def pre_bind(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> framework.Status | None:
        """The last word before binding: the ledger must still hold the pod."""
        if p.metadata.name not in self.ledger.get(node_name, set()):
            return framework.new_status(framework.Error, "pod is not in the ledger")
        return None

    def post_bind(self, state: framework.CycleState, p: v1.Pod, node_name: str) -> None:
        """Note the binding (PostBind is informational: it cannot fail)."""
        self.bound.append((p.metadata.name, node_name))


def new_team_plugin() -> Any:
    """The factory a Registry takes: `Registry({TEAM: new_team_plugin()})`; it reads the
    plugin's args from the profile's pluginConfig."""

    def factory(args: object, handle: framework.Handle) -> framework.Plugin:
        return TeamPlugin(handle, TeamArgs.from_config(args))

    return factory


#: Two 3-CPU nodes; six pods of 1 CPU of teams red and blue, one pod without a team and one
#: more blue pod (seven that want a place, room for six); `urgent` (team red, priority 1000)
#: arrives at 1 s, when the nodes are full.
_HIGH = "apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: high}\nvalue: 1000"
_POD = (
    "apiVersion: v1\nkind: Pod\nmetadata: {{name: {name}, labels: {labels}}}\n"
    'spec: {{{priority}containers: [{{name: app, resources: {{requests: {{cpu: "1"}}}}}}]}}'
)
TEAM_PODS = [
    ("blue-1", "blue"),
    ("blue-2", "blue"),
    ("red-1", "red"),
    ("red-2", "red"),
    ("red-3", "red"),
    ("loner", ""),
    ("blue-3", "blue"),
    ("blue-4", "blue"),
]


def team_pod(name: str, team: str, priority_class: str = "") -> str:
    """A 1-CPU pod of a team (no `team` label when team is empty)."""
    labels = f"{{team: {team}}}" if team else "{}"
    priority = f"priorityClassName: {priority_class}, " if priority_class else ""
    return _POD.format(name=name, labels=labels, priority=priority)


def team_config(args: str) -> Any:
    """A profile with TeamPlugin at every point it implements (multiPoint) in place of
    PrioritySort, and `args` (YAML flow text) as its pluginConfig."""
    from kube_scheduler_py.v1_31.apis.config.write import load_config

    return load_config(
        "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
        "profiles:\n- schedulerName: default-scheduler\n  plugins:\n"
        "    queueSort: {disabled: [{name: PrioritySort}]}\n"
        f"    multiPoint: {{enabled: [{{name: {TEAM}}}]}}\n"
        f"  pluginConfig:\n  - name: {TEAM}\n    args: {args}\n"
    )


def run_teams(args: str) -> tuple[Any, Any]:
    """Run the team scenario with TeamPlugin configured by `args`: (result, trace)."""
    from kube_scheduler_py.lessons.scenarios import create_pod_at, nodes
    from kube_scheduler_py.simulation.run import simulate
    from kube_scheduler_py.trace import Trace
    from kube_scheduler_py.v1_31.api.loader import load_text
    from kube_scheduler_py.v1_31.framework.runtime.registry import Registry

    manifests = [nodes(["n1", "n2"], cpu="3"), _HIGH] + [team_pod(*p) for p in TEAM_PODS]
    trace = Trace()
    result = simulate(
        load_text("\n---\n".join(manifests)).objects,
        team_config(args),
        seed=0,
        trace=trace,
        out_of_tree_registry=Registry({TEAM: new_team_plugin()}),
        actors=[create_pod_at(1.0, team_pod("urgent", "red", "high"))],
    )
    return result, trace


def team_plugin_of(result: Any) -> TeamPlugin:
    """The TeamPlugin the run's scheduler used (its ledger and bindings), found through the
    wrappers simulate puts around every plugin (each says so with `wraps_plugin`)."""
    for plugin in result.scheduler.profiles["default-scheduler"].reserve_plugins:
        while getattr(plugin, "wraps_plugin", False):
            plugin = plugin.plugin
        if isinstance(plugin, TeamPlugin):
            return plugin
    raise LookupError(f"the run's default-scheduler profile has no {TEAM}")
