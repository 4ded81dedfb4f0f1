"""The whole run at a glance: for every pod, where it was at each moment (queued, in flight,
assumed, waiting at Permit, bound, failed, gone), and how many pods each of the queue's three
places held — read from a trace.

    timeline = run_timeline(trace)
    print(timeline)                      # one line per pod: its states with their times
    timeline_diagram(timeline)           # SVG: pods × changes, and the sub-queue occupancy

Most of a simulated run happens at a few instants of virtual time (everything at t=0 until a
backoff or a timer makes the clock jump), so the x axis of the picture is the sequence of
changes, one column each, with the virtual time written below wherever it moves on.

The states, from the trace's records:

- queued: in activeQ or podBackoffQ (a `QueueMove` there);
- in flight: popped (`QueueMove` to InFlight), being scheduled or, after a failure, on its
  way back to the queue;
- assumed: written into the cache as if bound (`CacheTransition` to Assumed);
- waiting: a Permit plugin said Wait (the `Permit` step), until WaitOnPermit returns;
- bound: Bind succeeded, or the pod was in the cache (running) when the run started;
- failed: parked in unschedulablePods (after a failed attempt, or held by PreEnqueue);
- gone: deleted (a preemption victim, or a pod deleted by an actor).

The SVG is written by hand (viz/svg.py): no graphviz or matplotlib needed to draw it.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from kube_scheduler_py.trace.records import (
    BindingStep,
    CacheTransition,
    QueueMove,
    SchedulingStep,
    Trace,
    TraceRecord,
)
from kube_scheduler_py.viz.svg import SvgPicture

__all__ = [
    "COLORS",
    "STATES",
    "SUBQUEUES",
    "Change",
    "Timeline",
    "run_timeline",
    "timeline_diagram",
]

QUEUED, IN_FLIGHT, ASSUMED, WAITING, BOUND, FAILED, GONE = (
    "queued",
    "in flight",
    "assumed",
    "waiting",
    "bound",
    "failed",
    "gone",
)
#: The states in legend order.
STATES = (QUEUED, IN_FLIGHT, ASSUMED, WAITING, BOUND, FAILED, GONE)
#: The colour of each state in the picture.
COLORS = {
    QUEUED: "#3182bd",
    IN_FLIGHT: "#fd8d3c",
    ASSUMED: "#fdd835",
    WAITING: "#c994c7",
    BOUND: "#41ab5d",
    FAILED: "#e34a33",  # the colour of unschedulablePods below
    GONE: "#d9d9d9",
}
#: The queue's three places, as QueueMove names them, with the names Go gives their fields.
SUBQUEUES = {"ActiveQ": "activeQ", "BackoffQ": "backoffQ", "Unschedulable": "unschedulablePods"}
_SUBQUEUE_COLORS = {"ActiveQ": "#3182bd", "BackoffQ": "#9ecae1", "Unschedulable": "#e34a33"}


@dataclass(frozen=True, slots=True)
class Change:
    """One column of the timeline: at record `seq` (virtual time `time`) `pod` entered `state`;
    `place` is the queue place when the pod is in the queue, else empty."""

    seq: int
    time: float
    pod: str
    state: str
    place: str = ""


@dataclass(slots=True)
class Timeline:
    """The changes of state of every pod in trace order, the pods in order of first appearance,
    and after each change how many pods each of the queue's places held."""

    pods: list[str] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    occupancy: list[dict[str, int]] = field(default_factory=list)

    def states_of(self, pod: str) -> list[tuple[float, str]]:
        """The pod's states in order, each with the virtual time it began."""
        return [(c.time, c.state) for c in self.changes if c.pod == pod]

    def state_at(self, pod: str, column: int) -> str:
        """The pod's state just after change number `column` (empty before its first change)."""
        state = ""
        for change in self.changes[: column + 1]:
            if change.pod == pod:
                state = change.state
        return state

    def final_state(self, pod: str) -> str:
        """The state the pod ended the run in."""
        return self.state_at(pod, len(self.changes) - 1)

    def peak(self, place: str) -> int:
        """The most pods the queue place held at once (ActiveQ, BackoffQ or Unschedulable)."""
        return max((counts[place] for counts in self.occupancy), default=0)

    def text(self) -> str:
        """One line per pod: its states (a queued pod's with its place) with the virtual time,
        in milliseconds, each began."""
        width = max((len(pod) for pod in self.pods), default=0)
        lines = []
        for pod in self.pods:
            steps = [f"{_name(c)} {_seconds(c.time)}" for c in self.changes if c.pod == pod]
            lines.append(f"{pod:{width}}  " + " → ".join(steps))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()


def _seconds(time: float) -> str:
    """Virtual seconds as the notebooks print them: to the millisecond (the clock also moves
    on by a microsecond per step, which says nothing to a reader)."""
    return f"{time:.3f}"


def _name(change: Change) -> str:
    if change.state == QUEUED:
        return SUBQUEUES[change.place]
    return change.state


def _state_of(record: TraceRecord, waiting: set[str]) -> tuple[str, str] | None:
    """The state (and queue place) a record puts its pod in, or None if it changes nothing."""
    if isinstance(record, QueueMove):
        if record.new in ("ActiveQ", "BackoffQ"):
            return QUEUED, record.new
        if record.new == "Unschedulable":
            return FAILED, record.new
        if record.new == "InFlight":
            return IN_FLIGHT, ""
        if record.new == "Gone" and record.method != "Done":
            return GONE, ""
        return None
    if isinstance(record, CacheTransition):
        if record.new == "Assumed" and record.old != "Assumed":
            return ASSUMED, ""
        if record.new == "Added" and record.old in ("Initial", "Deleted", "Expired"):
            return BOUND, ""
        if record.new == "Initial" and record.old == "Assumed":
            return IN_FLIGHT, ""
        if record.new == "Deleted":
            return GONE, ""
        return None
    if isinstance(record, SchedulingStep) and record.step == "Permit" and record.code == "Wait":
        waiting.add(record.pod)
        return WAITING, ""
    if isinstance(record, BindingStep):
        if record.step == "WaitOnPermit" and record.pod in waiting:
            waiting.discard(record.pod)
            return (ASSUMED, "") if record.code in ("", "Success") else (IN_FLIGHT, "")
        if record.step == "Bind" and record.code == "Success":
            return BOUND, ""
    return None


def run_timeline(trace: Iterable[TraceRecord]) -> Timeline:
    """The timeline of every pod the trace mentions (in order of first appearance)."""
    timeline = Timeline()
    current: dict[str, tuple[str, str]] = {}
    places: dict[str, str] = {}
    waiting: set[str] = set()
    for record in trace:
        if not record.pod:
            continue
        found = _state_of(record, waiting)
        if found is None or current.get(record.pod) == found:
            continue
        if record.pod not in current:
            timeline.pods.append(record.pod)
        current[record.pod] = found
        places[record.pod] = found[1]
        timeline.changes.append(Change(record.seq, record.time, record.pod, *found))
        counts = dict.fromkeys(SUBQUEUES, 0)
        for place in places.values():
            if place:
                counts[place] += 1
        timeline.occupancy.append(counts)
    return timeline


_LABEL_WIDTH = 170
_ROW = 20
_TOP = 46
_OCCUPANCY_HEIGHT = 80


def timeline_diagram(source: Timeline | Trace, title: str = "the run") -> SvgPicture:
    """The timeline as SVG: one row per pod coloured by state, one column per change (hover a
    cell for the record), virtual time marked below; under it, how many pods activeQ,
    backoffQ and unschedulablePods held after each change (stacked)."""
    timeline = source if isinstance(source, Timeline) else run_timeline(source)
    columns = max(len(timeline.changes), 1)
    cell = max(4.0, min(22.0, 900 / columns))
    rows_bottom = _TOP + _ROW * len(timeline.pods)
    heading = 8 * len(f"Timeline of {title}: each column is one change, in trace order")
    width = max(int(_LABEL_WIDTH + cell * columns + 20), _legend_width(), heading)
    height = rows_bottom + 40 + _OCCUPANCY_HEIGHT + 40
    picture = SvgPicture(width, height, title=f"timeline of {title}")
    _legend(picture, title)
    for row, pod in enumerate(timeline.pods):
        y = _TOP + row * _ROW
        picture.text(_LABEL_WIDTH - 6, y + 14, pod, size=12, anchor="end")
        _pod_row(picture, timeline, pod, y, cell)
    _time_axis(picture, timeline, rows_bottom + 4, cell)
    _occupancy(picture, timeline, rows_bottom + 40, cell)
    return picture


def _legend_entries() -> list[tuple[str, str]]:
    entries = [(f"queued: {SUBQUEUES[p]}", _SUBQUEUE_COLORS[p]) for p in ("ActiveQ", "BackoffQ")]
    return entries + [(state, COLORS[state]) for state in STATES if state != QUEUED]


def _legend_width() -> int:
    return int(8 + sum(24 + 7 * len(label) for label, _ in _legend_entries()))


def _legend(picture: SvgPicture, title: str) -> None:
    heading = f"Timeline of {title}: each column is one change, in trace order"
    picture.text(8, 16, heading, 13, font_weight="bold")
    x = 8.0
    for label, color in _legend_entries():
        picture.rect(x, 24, 12, 12, color, stroke="#555")
        picture.text(x + 16, 34, label, 12)
        x += 24 + 7 * len(label)


def _pod_row(picture: SvgPicture, timeline: Timeline, pod: str, y: float, cell: float) -> None:
    state, color = "", ""
    for column, change in enumerate(timeline.changes):
        if change.pod == pod:
            state = change.state
            color = _SUBQUEUE_COLORS[change.place] if state == QUEUED else COLORS[state]
        if not state:
            continue
        x = _LABEL_WIDTH + column * cell
        tip = f"{change.pod}: {change.state}" + (f" ({change.place})" if change.place else "")
        stroke = {"stroke": "#222", "stroke_width": "1.5"} if change.pod == pod else {}
        picture.rect(
            x, y + 2, cell, _ROW - 4, color, tip=f"t={_seconds(change.time)}  {tip}", **stroke
        )


def _time_axis(picture: SvgPicture, timeline: Timeline, y: float, cell: float) -> None:
    last = ""
    picture.text(_LABEL_WIDTH - 6, y + 12, "virtual time (s)", size=12, anchor="end")
    last_x = -100.0
    for column, change in enumerate(timeline.changes):
        shown = _seconds(change.time)
        if shown != last:
            x = _LABEL_WIDTH + column * cell
            picture.line(x, y - 4, x, y + 2)
            if x - last_x >= 40:
                picture.text(x, y + 14, shown.rstrip("0").rstrip(".") or "0", size=12)
                last_x = x
            last = shown


def _occupancy(picture: SvgPicture, timeline: Timeline, y: float, cell: float) -> None:
    peak = max((sum(counts.values()) for counts in timeline.occupancy), default=0) or 1
    unit = _OCCUPANCY_HEIGHT / peak
    base = y + _OCCUPANCY_HEIGHT
    picture.text(_LABEL_WIDTH - 6, y + 12, "pods in the queue", size=12, anchor="end")
    picture.text(_LABEL_WIDTH - 6, y + 28, f"(0–{peak})", size=12, anchor="end")
    for column, counts in enumerate(timeline.occupancy):
        x = _LABEL_WIDTH + column * cell
        top = base
        for place, name in SUBQUEUES.items():
            if counts[place]:
                h = counts[place] * unit
                top -= h
                picture.rect(
                    x, top, cell, h, _SUBQUEUE_COLORS[place], tip=f"{name}: {counts[place]}"
                )
    picture.line(_LABEL_WIDTH, base, _LABEL_WIDTH + cell * len(timeline.occupancy), base)
    x = float(_LABEL_WIDTH)
    for place, name in SUBQUEUES.items():
        picture.rect(x, base + 10, 12, 12, _SUBQUEUE_COLORS[place], stroke="#555")
        picture.text(x + 16, base + 20, name, 12)
        x += 40 + 7 * len(name)
