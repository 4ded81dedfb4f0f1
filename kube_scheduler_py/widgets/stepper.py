"""Step through a recorded run, one pod at a time: where the pod is in the cycles, what its
CycleState holds, what every plugin said so far, and the Go code behind each step.

    trace = Trace()
    simulate(objects, trace=trace)
    Stepper(trace, pod="default/web-1")      # the widget (JupyterLab, Voila)
    StepperModel(trace).next_plugin_call()   # the same logic, without a browser
    StepperModel(trace).to_replay()          # every step precomputed, for a kernel-free replay

A lesson places the stepper at the moment it discusses by naming it: the stepper (and the
replay the book shows in its place) then opens at the first record of the pod that matches
every name given.

    Stepper(trace, pod="default/web-1", point="Filter")                       # first Filter call
    Stepper(trace, pod="default/web-1", point="Filter", plugin="NodeResourcesFit", node="node-a")
    Stepper(trace, pod="default/big", point="PostFilter", attempt=1)          # preemption
    Stepper(trace, pod="default/web-1", point="Bind")                         # the binding cycle
    Stepper(trace, pod="default/web-1", point="queue")                        # its first queue move

`point` is an extension point (`PreFilter` ... `PostBind`, also `PreEnqueue`), a step of the
cycles (`Pop`, `SchedulePod`, `assume`, `WaitOnPermit`, `handleSchedulingFailure`, ..., the
cycle diagram's box names or the trace's step names), `queue` (a queue move) or `cache` (a
cache transition); `plugin` a plugin's name, `node` a node's name, `attempt` the pod's
scheduling attempt (1 for the first). `StepperModel.find(...)` takes the same names and
returns the position; a moment that matches nothing raises ValueError listing what the pod's
records offer, so a lesson fails loudly when a scenario changes.

`StepperModel` holds the logic: which record of the pod is current, how to move (by record,
by plugin call, by extension point, by pod), and what the run looked like at that record
(the CycleState rebuilt from the trace's CycleStateAccess records, the statuses of the plugin
calls so far, the picture). Moves by extension point and by plugin call stop only at plugin
calls. `Stepper` is a thin ipywidgets view of a model that uses only the standard widgets
(Button, Dropdown, IntSlider, HTML), so it works in JupyterLab and in Voila; its panels are
made by panels.py, which the replay (replay.py) shares.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as widgets  # type: ignore[import-untyped]

from kube_scheduler_py.trace import (
    GO_FUNCS,
    BindingStep,
    CacheTransition,
    CycleStateAccess,
    PluginCall,
    QueueMove,
    SchedulingStep,
    Trace,
    TraceRecord,
)
from kube_scheduler_py.v1_31.framework.interface import PodsToActivateKey
from kube_scheduler_py.viz import (
    Diagram,
    cache_diagram,
    cycle_diagram,
    queue_diagram,
    queue_from_trace,
    steps_from_trace,
    transitions_from_trace,
)
from kube_scheduler_py.viz.cycles import NODES
from kube_scheduler_py.widgets import panels

__all__ = ["NO_NODE", "CycleStateView", "Stepper", "StepperModel", "describe", "format_value"]

_BOXES = {node.name for node in NODES}
#: Trace step names drawn as a box of another name (the rest are box names or no box).
_STEP_BOXES = {
    "Popped": "Pop",
    "Assume": "assume",
    "FinishBinding": "Bind",
    "HandleSchedulingFailure": "handleSchedulingFailure",
    "HandleBindingCycleError": "handleBindingCycleError",
}
#: Steps that run inside another: finishBinding is deferred by Scheduler.bind.
_STEP_STAGES = {"FinishBinding": "Bind"}
#: Cache methods a cycle step calls, by the step's stage.
_CACHE_STAGES = {"AssumePod": "Assume", "FinishBinding": "Bind"}
#: The stage of the CycleState fields the framework sets after running an extension point.
_STATE_STAGES = {"SkipFilterPlugins": "PreFilter", "SkipScorePlugins": "PreScore"}
#: The name of a Go function by its permalink, for link texts.
_GO_NAMES = {func.link: func.name for func in reversed(GO_FUNCS.values())}
_BLOB = "https://github.com/kubernetes/kubernetes/blob/v1.31.1/"
#: The column of the statuses table for calls that ran once for the pod, not per node.
NO_NODE = "(pod)"


@dataclass(slots=True)
class CycleStateView:
    """One CycleState as the records show it: the readable value under each key, the two skip
    sets (None until PreFilter or PreScore sets them) and, for a clone, the state it copies and
    the stage that made the copy (PostFilter: preemption's dry run on one node; Filter: the
    filters run once more with the nominated pods added)."""

    number: int
    storage: dict[str, Any] = field(default_factory=dict)
    skip_filter_plugins: list[str] | None = None
    skip_score_plugins: list[str] | None = None
    clone_of: int | None = None
    made_in: str = ""

    @property
    def dry_run(self) -> bool:
        """Whether preemption made this clone for its dry run of the filters."""
        return self.clone_of is not None and self.made_in == "PostFilter"


def describe(record: TraceRecord) -> str:
    """One line saying what a record is about (without its pod)."""
    if isinstance(record, PluginCall):
        text = f"{record.extension_point} · {record.plugin}"
        if record.node:
            text += f" on {record.node}"
        return text + _outcome(record.code, record.message, record.score) + _detail(record.detail)
    if isinstance(record, SchedulingStep):
        text = record.step + (f" on {record.node}" if record.node else "")
        return text + _outcome(record.code, record.message, None) + _detail(record.detail)
    if isinstance(record, BindingStep):
        text = record.step + (f" on {record.node}" if record.node else "")
        took = f" (took {record.duration})" if record.duration else ""
        return text + _outcome(record.code, record.message, None) + took
    if isinstance(record, CycleStateAccess):
        if record.op == "Clone":
            return f"Clone of CycleState #{record.state} into #{record.clone}"
        what = f" {record.key}" if record.key else ""
        missing = "" if record.found else " (not found)"
        return f"{record.op}{what} in CycleState #{record.state}{missing}"
    if isinstance(record, CacheTransition):
        node = f" on {record.node}" if record.node else ""
        return f"cache: {record.old} → {record.new} ({record.method}){node}"
    if isinstance(record, QueueMove):
        event = f", event {record.event}" if record.event else ""
        return f"queue: {record.old} → {record.new} ({record.method}{event})"
    return type(record).__name__


def _outcome(code: str, message: str, score: int | None) -> str:
    text = f" → {code}" if code else ""
    if message:
        text += f": {message}"
    if score is not None:
        text += f", score {score}"
    return text


def _detail(detail: dict[str, Any]) -> str:
    """A record's other results as `; key: value, ...` (values as format_value shows them)."""
    if not detail:
        return ""
    return "; " + ", ".join(f"{key}: {format_value(value)}" for key, value in detail.items())


def _status_text(record: PluginCall) -> str:
    """A plugin call's result as a statuses-table cell."""
    text = record.code or "done"
    if record.message:
        text += f": {record.message}"
    if record.score is not None:
        text += f" ({record.score})"
    return text


class StepperModel:
    """Which record of which pod is current, the moves between records, and what the run
    looked like at the current record. Positions index the current pod's records
    (`Trace.records_for(pod)`), from 0."""

    def __init__(
        self,
        trace: Trace,
        pod: str | None = None,
        *,
        point: str | None = None,
        plugin: str | None = None,
        node: str | None = None,
        attempt: int | None = None,
    ) -> None:
        if not len(trace):
            raise ValueError("the trace has no records: pass trace=Trace() to simulate")
        self.trace = trace
        self.pods: list[str] = []
        for record in trace:
            if record.pod and record.pod not in self.pods:
                self.pods.append(record.pod)
        popped = [r.pod for r in trace if isinstance(r, SchedulingStep) and r.step == "Popped"]
        self.pod = ""
        self.records: list[TraceRecord] = []
        self._stages: list[str] = []
        self._attempt_starts: list[int] = []
        self._calls: list[int] = []
        self._starts: list[int] = []
        self.position = 0
        self.select_pod(pod or (popped[0] if popped else self.pods[0]))
        if (point, plugin, node, attempt) != (None, None, None, None):
            self.go_to(self.find(point, plugin, node, attempt))

    # Moving.

    def select_pod(self, pod: str) -> int:
        """Make pod (`namespace/name`) current, at its first record."""
        if pod not in self.pods:
            raise ValueError(f"no records for pod {pod!r} in the trace")
        self.pod = pod
        self.records = self.trace.records_for(pod)
        self._attempt_starts = [i for i in range(len(self.records)) if self._is_pop(i)]
        self._stages = [self._stage_of(i) for i in range(len(self.records))]
        self._index_moves()
        self.position = 0
        return self.position

    def go_to(self, position: int) -> int:
        """Make the record at position current (clamped to the pod's records)."""
        self.position = max(0, min(position, len(self.records) - 1))
        return self.position

    def find(
        self,
        point: str | None = None,
        plugin: str | None = None,
        node: str | None = None,
        attempt: int | None = None,
    ) -> int:
        """The position of the first record of the current pod at the named moment (see the
        module docstring); ValueError when no record matches."""
        for index, record in enumerate(self.records):
            if point is not None and not self._at_point(index, point):
                continue
            if plugin is not None and getattr(record, "plugin", None) != plugin:
                continue
            if node is not None and getattr(record, "node", None) != node:
                continue
            if attempt is not None and self.attempt(index) != attempt:
                continue
            return index
        asked = ", ".join(
            f"{name}={value!r}"
            for name, value in (("point", point), ("plugin", plugin), ("node", node))
            if value is not None
        )
        if attempt is not None:
            asked += f"{', ' if asked else ''}attempt={attempt}"
        offered = sorted({self._stages[i] for i in range(len(self.records))})
        raise ValueError(
            f"no record of {self.pod} at {asked or 'that moment'}; its records are at: "
            + ", ".join(offered)
        )

    def _at_point(self, index: int, point: str) -> bool:
        """Whether a record is at the named point (module docstring): its stage, its extension
        point or step, the box it is drawn in, or `queue`/`cache` for its kind."""
        record = self.records[index]
        if point == "queue":
            return isinstance(record, QueueMove)
        if point == "cache":
            return isinstance(record, CacheTransition)
        if isinstance(record, CycleStateAccess):
            return False  # a state access belongs to the call that makes it: stop at the call
        names = {self._stages[index], getattr(record, "extension_point", "")}
        names.add(getattr(record, "step", ""))
        names |= {_STEP_BOXES.get(name, name) for name in list(names)}
        return point in names

    def next_record(self) -> int:
        """One record forward."""
        return self.go_to(self.position + 1)

    def back_record(self) -> int:
        """One record back."""
        return self.go_to(self.position - 1)

    def next_plugin_call(self) -> int:
        """Forward to the next plugin call (stay if there is none)."""
        calls = [i for i in self._plugin_calls() if i > self.position]
        return self.go_to(calls[0] if calls else self.position)

    def back_plugin_call(self) -> int:
        """Back to the previous plugin call (stay if there is none)."""
        calls = [i for i in self._plugin_calls() if i < self.position]
        return self.go_to(calls[-1] if calls else self.position)

    def next_extension_point(self) -> int:
        """Forward to the first plugin call of the next extension point (stay at the last)."""
        starts = [i for i in self._point_starts() if i > self.position]
        return self.go_to(starts[0] if starts else self.position)

    def back_extension_point(self) -> int:
        """Back to the first plugin call of this extension point, or of the previous one when
        already there (stay when there is none)."""
        starts = [i for i in self._point_starts() if i < self.position]
        return self.go_to(starts[-1] if starts else self.position)

    def next_pod(self) -> int:
        """The next pod of the trace, at its first record (stay at the last pod)."""
        index = self.pods.index(self.pod)
        if index + 1 < len(self.pods):
            return self.select_pod(self.pods[index + 1])
        return self.position

    def back_pod(self) -> int:
        """The previous pod of the trace, at its first record (stay at the first pod)."""
        index = self.pods.index(self.pod)
        if index > 0:
            return self.select_pod(self.pods[index - 1])
        return self.position

    def can_move(self) -> dict[str, bool]:
        """Which moves would change the current record or pod, by method name."""
        calls = self._plugin_calls()
        starts = self._point_starts()
        last = len(self.records) - 1
        index = self.pods.index(self.pod)
        return {
            "back_record": self.position > 0,
            "next_record": self.position < last,
            "back_plugin_call": any(i < self.position for i in calls),
            "next_plugin_call": any(i > self.position for i in calls),
            "back_extension_point": any(i < self.position for i in starts),
            "next_extension_point": any(i > self.position for i in starts),
            "back_pod": index > 0,
            "next_pod": index + 1 < len(self.pods),
        }

    def _plugin_calls(self) -> list[int]:
        return self._calls

    def _point_starts(self) -> list[int]:
        """The plugin calls where an extension point begins: the first call of each run of
        calls with the same point (see `point`)."""
        return self._starts

    def point(self, position: int | None = None) -> str:
        """The extension point a plugin call belongs to, as the stepper moves by it: its stage
        (see `stage`), with the calls of preemption's dry run (the filters DefaultPreemption
        runs inside PostFilter) apart from the PostFilter call itself. Empty for other
        records."""
        index = self._index(position)
        record = self.records[index]
        if not isinstance(record, PluginCall):
            return ""
        stage = self._stages[index]
        if stage == "PostFilter" and record.extension_point != "PostFilter":
            return f"PostFilter (dry run): {record.extension_point}"
        return stage

    def _index_moves(self) -> None:
        """Where the plugin calls and the extension points of the current pod are."""
        self._calls = [i for i, r in enumerate(self.records) if isinstance(r, PluginCall)]
        self._starts = []
        previous: tuple[int, str] | None = None
        for i in self._calls:
            key = (self.attempt(i), self.point(i).split(":")[0])
            if key != previous:
                self._starts.append(i)
            previous = key

    # What the current record is.

    @property
    def current(self) -> TraceRecord:
        """The current record."""
        return self.records[self.position]

    def _index(self, position: int | None) -> int:
        return self.position if position is None else position

    def stage(self, position: int | None = None) -> str:
        """The stage a record belongs to: a plugin call's extension point (PostFilter for the
        calls preemption makes), a cycle step's name (FinishBinding is part of Bind), the step
        that made a cache transition (AssumePod: Assume, FinishBinding: Bind), else
        `cache <method>`, and `queue <method>` for a queue move;
        a CycleState access belongs to the stage of the record it is part of (the next one),
        except for what the framework itself writes: the skip sets (PreFilter, PreScore) and
        PodsToActivate (ScheduleOne, right after the pop)."""
        return self._stages[self._index(position)]

    def _stage_of(self, index: int) -> str:
        record = self.records[index]
        if isinstance(record, PluginCall):
            return "PostFilter" if self._in_post_filter(index) else record.extension_point
        if isinstance(record, SchedulingStep | BindingStep):
            return _STEP_STAGES.get(record.step, record.step)
        if isinstance(record, QueueMove):
            return f"queue {record.method}"
        if isinstance(record, CacheTransition):
            return _CACHE_STAGES.get(record.method, f"cache {record.method}")
        assert isinstance(record, CycleStateAccess)
        if record.op in _STATE_STAGES:
            return _STATE_STAGES[record.op]
        if record.op == "Write" and record.key == PodsToActivateKey:
            return "Popped"
        following = [
            i
            for i in range(index + 1, len(self.records))
            if not isinstance(self.records[i], CycleStateAccess)
        ]
        return self._stage_of(following[0]) if following else "CycleState"

    def _in_post_filter(self, index: int) -> bool:
        """Whether a plugin call ran inside PostFilter (preemption's dry runs of the filters):
        after SchedulePod returned and before the PostFilter step of the same attempt did."""
        start, end = self.attempt_start(index), self._attempt_end(index)
        steps = [
            (i, r.step)
            for i, r in enumerate(self.records[start:end], start)
            if isinstance(r, SchedulingStep)
        ]
        after_schedule_pod = any(i < index and step == "SchedulePod" for i, step in steps)
        before_post_filter = any(i > index and step == "PostFilter" for i, step in steps)
        return after_schedule_pod and before_post_filter

    def attempt_start(self, position: int | None = None) -> int:
        """Where the scheduling attempt of a record starts: its `Popped` step (0 before the
        first one)."""
        index = self._index(position)
        pops = [i for i in self._attempt_starts if i <= index]
        return pops[-1] if pops else 0

    def _attempt_end(self, index: int) -> int:
        pops = [i for i in range(index + 1, len(self.records)) if self._is_pop(i)]
        return pops[0] if pops else len(self.records)

    def _is_pop(self, index: int) -> bool:
        record = self.records[index]
        return isinstance(record, SchedulingStep) and record.step == "Popped"

    def attempt(self, position: int | None = None) -> int:
        """The number of the pod's scheduling attempt a record belongs to (0 before the first
        pop)."""
        index = self._index(position)
        return sum(1 for i in self._attempt_starts if i <= index)

    def box(self, position: int | None = None) -> str | None:
        """The box of the cycle diagram for a record, where in the cycles the pod is: the
        record's own stage when that is a box, else the last box of the pod's path so far (the
        queue for a queue move, none for a cache transition)."""
        index = self._index(position)
        record = self.records[index]
        if isinstance(record, QueueMove):
            return "SchedulingQueue"
        if isinstance(record, CacheTransition):
            return None
        if isinstance(record, PluginCall) and record.extension_point == "PreEnqueue":
            return "SchedulingQueue"
        stage = _STEP_BOXES.get(self.stage(index), self.stage(index))
        if stage in _BOXES:
            return stage
        path = self.path(index)
        return path[-1] if path else None

    def path(self, position: int | None = None) -> list[str]:
        """The boxes the pod went through up to and including a record."""
        index = self._index(position)
        return steps_from_trace(self.records[: index + 1], self.pod)

    # The state of the run at the current record.

    def cycle_states(self, position: int | None = None) -> dict[int, CycleStateView]:
        """Every CycleState of the pod as it stands right after a record, rebuilt from the
        CycleStateAccess records so far, by state number."""
        index = self._index(position)
        states: dict[int, CycleStateView] = {}
        for i, record in enumerate(self.records[: index + 1]):
            if not isinstance(record, CycleStateAccess):
                continue
            state = states.setdefault(record.state, CycleStateView(record.state))
            if record.op in ("Write", "Read") and record.found:
                # A Read shows the value as it is now: plugins change their data in place.
                state.storage[record.key] = record.value
            elif record.op in ("Read", "Delete"):
                state.storage.pop(record.key, None)
            elif record.op == "SkipFilterPlugins":
                state.skip_filter_plugins = list(record.value)
            elif record.op == "SkipScorePlugins":
                state.skip_score_plugins = list(record.value)
            elif record.op == "Clone" and record.clone is not None:
                states[record.clone] = CycleStateView(
                    record.clone,
                    {k: v for k, v in state.storage.items() if k in record.value},
                    state.skip_filter_plugins,
                    state.skip_score_plugins,
                    clone_of=record.state,
                    made_in=self._stages[i],
                )
        return states

    def attempt_cycle_states(self, position: int | None = None) -> list[CycleStateView]:
        """The CycleStates used in a record's scheduling attempt so far, in number order."""
        index = self._index(position)
        states = self.cycle_states(index)
        used = {
            number
            for record in self.records[self.attempt_start(index) : index + 1]
            if isinstance(record, CycleStateAccess)
            for number in (record.state, record.clone)
            if number is not None
        }
        return [states[number] for number in sorted(used)]

    def statuses(self, position: int | None = None) -> dict[tuple[str, str], dict[str, str]]:
        """What each plugin returned in a record's scheduling attempt so far: (stage, plugin)
        -> node (NO_NODE for calls made once for the pod) -> status text. The latest call
        wins; NormalizeScore gives the normalized score per node."""
        index = self._index(position)
        table: dict[tuple[str, str], dict[str, str]] = {}
        for i in range(self.attempt_start(index), index + 1):
            record = self.records[i]
            if not isinstance(record, PluginCall):
                continue
            row = table.setdefault(self.status_key(i), {})
            if record.scores:
                for node, score in record.scores.items():
                    row[node] = f"{record.code or 'done'} ({score})"
            else:
                row[record.node or NO_NODE] = _status_text(record)
        return table

    def is_plugin_call(self, position: int | None = None) -> bool:
        """Whether a record is a plugin call."""
        return isinstance(self.records[self._index(position)], PluginCall)

    def status_key(self, position: int | None = None) -> tuple[str, str]:
        """The row of `statuses` a plugin call fills: (stage, plugin), the stage saying
        `PostFilter: Filter` for the calls preemption's dry run makes."""
        index = self._index(position)
        record = self.records[index]
        assert isinstance(record, PluginCall)
        stage = self.stage(index)
        if stage != record.extension_point:
            stage = f"{stage}: {record.extension_point}"
        return stage, record.plugin

    def failed(self, position: int | None = None) -> bool:
        """Whether a record's scheduling attempt has failed by then: a cycle step returned a
        status other than Success, Skip or Wait (the statuses say why)."""
        index = self._index(position)
        return any(
            isinstance(record, SchedulingStep | BindingStep)
            and record.code not in ("", "Success", "Skip", "Wait")
            for record in self.records[self.attempt_start(index) : index + 1]
        )

    def go_links(self, position: int | None = None) -> list[tuple[str, str]]:
        """The Go code of a record as (name, permalink): the function that was running and, for
        a plugin call, the plugin's own method."""
        record = self.records[self._index(position)]
        links = [(_GO_NAMES.get(record.go, _short_link(record.go)), record.go)]
        if isinstance(record, PluginCall) and record.plugin_go:
            file = record.plugin_go.rsplit("/", 1)[-1]
            links.append((f"{record.plugin} plugin: {file}", record.plugin_go))
        return links

    def picture(self, position: int | None = None) -> Diagram:
        """The picture of a record: the cache's state machine for a cache transition, the queue
        for a queue move, otherwise the cycles with the record's box highlighted and the path
        so far."""
        index = self._index(position)
        record = self.records[index]
        if isinstance(record, CacheTransition):
            transitions = transitions_from_trace(self.records[: index + 1], self.pod)
            return cache_diagram(transitions, pod=self.pod)
        if isinstance(record, QueueMove):
            locations, moves = queue_from_trace(self.trace.records, upto=record.seq)
            title = f"the scheduling queue after {self.pod}'s move"
            return queue_diagram(locations, moves, title=title)
        return cycle_diagram(highlight=self.box(index), path=self.path(index))

    def picture_key(self, position: int | None = None) -> tuple[Any, ...]:
        """What a record's picture depends on: records with the same key have the same
        picture (see `picture`)."""
        index = self._index(position)
        record = self.records[index]
        if isinstance(record, CacheTransition):
            transitions = transitions_from_trace(self.records[: index + 1], self.pod)
            return ("cache", repr(transitions))
        if isinstance(record, QueueMove):
            return ("queue", record.seq)
        return ("cycles", self.box(index), tuple(self.path(index)))

    def to_replay(self, pod: str | None = None, embed_sources: bool = True) -> dict[str, Any]:
        """Every pod's every step with its panels and moves, precomputed as JSON data for a
        replay without a kernel (see replay.py); pod is where the replay starts. The model is
        walked, and left where it was."""
        from kube_scheduler_py.widgets.replay import replay_data

        return replay_data(self, pod=pod, embed_sources=embed_sources)


def _short_link(link: str) -> str:
    """A permalink without its common prefix (`pkg/scheduler/...go#L1-L9`)."""
    return link.removeprefix(_BLOB)


# The view.

_POSITION_CLASS = "kube-stepper-position"
#: The widget's height: with JupyterLab's bars around it, it fits a 1280x800 screen.
STEPPER_HEIGHT = "640px"
#: Scrolls each box around the picture (up to its panel) so that the highlighted (gold) box is
#: in the middle of it, as the replay does (replay.js). The HTML widget runs no <script>, so
#: this runs as the onload of an invisible one-pixel image that comes with every picture.
_SCROLL_TO_HIGHLIGHT_JS = """(function (marker) {
  var panel = marker.closest(".kube-stepper-picture-panel");
  var gold = panel && panel.querySelector('svg [fill="gold"]');
  for (var box = gold && gold.parentElement; box; box = box.parentElement) {
    var view = box.getBoundingClientRect(), spot = gold.getBoundingClientRect();
    box.scrollLeft += spot.left + spot.width / 2 - (view.left + view.width / 2);
    box.scrollTop += spot.top + spot.height / 2 - (view.top + view.height / 2);
    if (box === panel) { break; }
  }
})(this)"""
_SCROLL_TO_HIGHLIGHT = (
    '<img alt="" hidden width="1" height="1" '
    'src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" '
    f'onload="{html.escape(_SCROLL_TO_HIGHLIGHT_JS)}">'
)


def format_value(value: Any) -> str:
    """A readable view of a CycleState value (kube_scheduler_py.trace.readable) on one line:
    `preFilterState{milli_cpu: 500, ...}` for an object, Python literals otherwise."""
    if isinstance(value, dict):
        items = ", ".join(f"{k}: {format_value(v)}" for k, v in value.items() if k != "@type")
        return f"{value.get('@type', '')}{{{items}}}"
    if isinstance(value, list):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return repr(value)


class Stepper(widgets.VBox):
    """A widget that steps through a trace (see StepperModel): buttons to move by record, by
    plugin call, by extension point and by pod, a pod dropdown, a position slider, and for the
    current record what it is, its Go code (links and source), the picture (full width, with
    zoom buttons, scrolled on each step to keep the highlighted box in view), the statuses and
    the CycleState (see panels.py).

    Where no kernel runs (a built book, an HTML export of the notebook), the output falls back
    to a replay of the same panels (replay.py): `_repr_mimebundle_` offers it as text/html."""

    def __init__(
        self,
        trace: Trace,
        pod: str | None = None,
        *,
        point: str | None = None,
        plugin: str | None = None,
        node: str | None = None,
        attempt: int | None = None,
    ) -> None:
        self.model = StepperModel(
            trace, pod, point=point, plugin=plugin, node=node, attempt=attempt
        )
        self._pictures: dict[tuple[str, int], str] = {}
        self._syncing = False
        self.zoom = panels.NATURAL

        self.pod_dropdown = widgets.Dropdown(
            options=self.model.pods, value=self.model.pod, description="pod"
        )
        self.back_pod_button = self._button("◀ pod", "The previous pod", self.model.back_pod)
        self.next_pod_button = self._button("pod ▶", "The next pod", self.model.next_pod)
        self.back_point_button = self._button(
            "◀ extension point",
            "Back to the first plugin call of this extension point (or the previous one)",
            self.model.back_extension_point,
        )
        self.next_point_button = self._button(
            "extension point ▶",
            "On to the first plugin call of the next extension point",
            self.model.next_extension_point,
        )
        self.back_call_button = self._button(
            "◀ plugin call", "Back to the previous plugin call", self.model.back_plugin_call
        )
        self.next_call_button = self._button(
            "plugin call ▶", "On to the next plugin call", self.model.next_plugin_call
        )
        self.back_button = self._button("◀ Back", "One record back", self.model.back_record)
        self.next_button = self._button("Next ▶", "One record on", self.model.next_record)
        self.zoom_out_button = widgets.Button(description="− zoom", tooltip="Smaller picture")
        self.zoom_in_button = widgets.Button(description="+ zoom", tooltip="Larger picture")
        self.zoom_label = widgets.HTML()
        self.zoom_out_button.on_click(lambda _: self._zoomed(-1))
        self.zoom_in_button.on_click(lambda _: self._zoomed(+1))
        self.slider = widgets.IntSlider(
            min=0, max=len(self.model.records) - 1, value=0, readout=False, description="step"
        )
        self.position_label = widgets.HTML()
        self.position_label.add_class(_POSITION_CLASS)
        self.step_html = widgets.HTML()
        self.step_html.add_class("kube-stepper-step")
        self.go_html = widgets.HTML()
        self.source_html = widgets.HTML()
        self.source_html.layout = widgets.Layout(flex="1 1 auto", min_height="0", overflow="auto")
        self.picture_html = widgets.HTML(
            layout=widgets.Layout(width="100%", flex="1 1 55%", min_height="0", overflow="auto")
        )
        self.tables_html = widgets.HTML(
            layout=widgets.Layout(width="100%", flex="1 1 45%", min_height="0", overflow="auto")
        )

        # The replay's class names for the same panels (replay.js).
        self.go_html.add_class("kube-stepper-go")
        self.source_html.add_class("kube-stepper-source-panel")
        self.picture_html.add_class("kube-stepper-picture-panel")
        self.tables_html.add_class("kube-stepper-tables")

        self.pod_dropdown.observe(self._on_pod, names="value")
        self.slider.observe(self._on_slider, names="value")
        for button in self._buttons():
            button.layout.width = "auto"
        wrap = widgets.Layout(flex_flow="row wrap", align_items="center", flex="0 0 auto")
        column = {"display": "flex", "flex_flow": "column", "min_height": "0", "min_width": "0"}
        super().__init__(
            children=[
                widgets.HBox(
                    [
                        self.pod_dropdown,
                        self.back_pod_button,
                        self.next_pod_button,
                        self.slider,
                        self.position_label,
                    ],
                    layout=wrap,
                ),
                widgets.HBox(
                    [
                        self.back_point_button,
                        self.next_point_button,
                        self.back_call_button,
                        self.next_call_button,
                        self.back_button,
                        self.next_button,
                        self.zoom_out_button,
                        self.zoom_in_button,
                        self.zoom_label,
                    ],
                    layout=wrap,
                ),
                # Two columns, so that a 1280x800 screen shows every panel at once: the step
                # and its Go source on the left, the picture and the tables on the right.
                widgets.HBox(
                    [
                        widgets.VBox(
                            [self.step_html, self.go_html, self.source_html],
                            layout=widgets.Layout(width="45%", **column),
                        ),
                        widgets.VBox(
                            [self.picture_html, self.tables_html],
                            layout=widgets.Layout(width="55%", **column),
                        ),
                    ],
                    layout=widgets.Layout(flex="1 1 auto", min_height="0", grid_gap="10px"),
                ),
            ],
            layout=widgets.Layout(height=STEPPER_HEIGHT, width="100%"),
        )
        self.add_class("kube-stepper")
        self._refresh()

    def _buttons(self) -> list[widgets.Button]:
        return [
            self.back_pod_button,
            self.next_pod_button,
            self.back_point_button,
            self.next_point_button,
            self.back_call_button,
            self.next_call_button,
            self.back_button,
            self.next_button,
            self.zoom_out_button,
            self.zoom_in_button,
        ]

    def __repr__(self) -> str:
        count = len(self.model.records)
        return f"Stepper({self.model.pod}: record {self.model.position + 1} of {count})"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The widget view, and beside it a kernel-free replay of the whole trace as text/html
        (what a built book or an HTML export shows: see replay.py)."""
        from kube_scheduler_py.widgets.replay import replay_html

        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data = self.model.to_replay(pod=self.model.pod, embed_sources=False)
        return {**bundle, "text/html": replay_html(data)}

    @property
    def position(self) -> int:
        """The current record's index among the pod's records."""
        return self.model.position

    @property
    def pod(self) -> str:
        """The current pod."""
        return self.model.pod

    @property
    def state_html(self) -> widgets.HTML:
        """The panel with the CycleState (and the statuses): see panels.tables_html."""
        return self.tables_html

    @property
    def statuses_html(self) -> widgets.HTML:
        """The panel with the statuses (and the CycleState): see panels.tables_html."""
        return self.tables_html

    def _button(self, text: str, tooltip: str, move: Callable[[], int]) -> widgets.Button:
        button = widgets.Button(description=text, tooltip=tooltip)
        button.on_click(lambda _: self._moved(move))
        return button

    def _moved(self, move: Callable[[], int]) -> None:
        move()
        self._refresh()

    def _zoomed(self, step: int) -> None:
        index = panels.ZOOMS.index(self.zoom) + step
        self.zoom = panels.ZOOMS[max(0, min(index, len(panels.ZOOMS) - 1))]
        self._refresh()

    def _on_pod(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self.model.pod:
            self.model.select_pod(change["new"])
            self._refresh()

    def _on_slider(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self.model.position:
            self.model.go_to(change["new"])
            self._refresh()

    def _refresh(self) -> None:
        """Show the model's current record in every part of the widget."""
        model = self.model
        self._syncing = True
        try:
            self.pod_dropdown.value = model.pod
            self.slider.max = len(model.records) - 1
            self.slider.value = model.position
        finally:
            self._syncing = False
        moves = model.can_move()
        self.back_button.disabled = not moves["back_record"]
        self.next_button.disabled = not moves["next_record"]
        self.back_call_button.disabled = not moves["back_plugin_call"]
        self.next_call_button.disabled = not moves["next_plugin_call"]
        self.back_point_button.disabled = not moves["back_extension_point"]
        self.next_point_button.disabled = not moves["next_extension_point"]
        self.back_pod_button.disabled = not moves["back_pod"]
        self.next_pod_button.disabled = not moves["next_pod"]
        self.zoom_out_button.disabled = self.zoom == panels.ZOOMS[0]
        self.zoom_in_button.disabled = self.zoom == panels.ZOOMS[-1]
        self.zoom_label.value = f"picture: {panels.zoom_label(self.zoom)}"

        self.position_label.value = panels.position_html(model)
        self.step_html.value = panels.step_html(model)
        self.go_html.value = panels.go_links_html(model)
        self.source_html.value = panels.model_source_html(model)
        picture = panels.picture_html(self._picture(), self.zoom)
        self.picture_html.value = picture + _SCROLL_TO_HIGHLIGHT
        self.tables_html.value = panels.tables_html(model)

    def _picture(self) -> str:
        key = (self.model.pod, self.model.position)
        if key not in self._pictures:
            picture = panels.picture_svg(self.model)
            if picture == panels.NO_PICTURE:
                return picture  # not kept: in the browser graphviz may load a moment later
            self._pictures[key] = picture
        return self._pictures[key]
