"""A stepper without a kernel: a recorded trace exported as a self-contained replay.

    export_replay(trace, "run.html")            # open it in any browser, from file:// too
    StepperModel(trace).to_replay()             # the JSON data the replay steps through
    replay_html(StepperModel(trace).to_replay())  # the same as an HTML fragment

The replay shows the same panels as the Stepper widget (panels.py): where the pod is in the
cycles, the CycleState as it stands, the statuses so far per node, the cache's and the queue's
pictures, the Go links and the Go source. They are precomputed by walking a StepperModel over
every record of every pod — every move the buttons make is the model's own move, recorded —
so the page needs only the small script and stylesheet in `static/` (package data): no
kernel, no CDN, no network.

In the page the data is gzip-compressed JSON in base64 (the browser's DecompressionStream
unpacks it). The data is a JSON object:

- `strings`: every distinct HTML fragment, once;
- `pods`: each with its `steps`, one per record, each a list in the order of `fields`:
  indexes into `strings`, and `moves`: where each of the six move buttons goes (-1: nowhere);
- `start`: the pod shown first, and `position`: its record shown first (where the model
  stood: a lesson may open the stepper at a named moment, see stepper.py);
- `zooms`: the picture's zoom levels (0 fits the width, else percent of natural size), and
  `zoom`: the index of the first one;
- `links`: name and permalink of each Go function whose source the steps show.

A page may define `window.KUBE_GO_SOURCES` (permalink -> HTML) to supply the Go source the
data does not embed: the book does so at build time (book/_ext).

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import base64
import gzip
import html
import json
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kube_scheduler_py.trace import Trace
from kube_scheduler_py.trace.gosource import go_source
from kube_scheduler_py.viz import Diagram
from kube_scheduler_py.widgets import panels

if TYPE_CHECKING:
    from kube_scheduler_py.widgets.stepper import StepperModel

__all__ = [
    "FIELDS",
    "MOVES",
    "export_replay",
    "replay_data",
    "replay_html",
    "static_text",
    "unpack",
]

#: The parts of a step in the replay data, in order.
FIELDS = ("position", "step", "go", "link", "source", "picture", "tables", "moves")
#: The model's moves behind the replay's buttons, in the order of a step's `moves`.
MOVES = (
    "back_extension_point",
    "next_extension_point",
    "back_plugin_call",
    "next_plugin_call",
    "back_record",
    "next_record",
)


def static_text(name: str) -> str:
    """A file of the replay's script and stylesheet, shipped in the package (`static/`)."""
    return resources.files("kube_scheduler_py.widgets").joinpath("static", name).read_text("utf-8")


class _Strings:
    """Each distinct string once, by index."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self._index: dict[str, int] = {}

    def add(self, text: str) -> int:
        if text not in self._index:
            self._index[text] = len(self.items)
            self.items.append(text)
        return self._index[text]


def _moves(model: StepperModel) -> list[int]:
    """Where each move goes from the current record (-1: it would not move)."""
    here = model.position
    possible = model.can_move()
    targets = []
    for move in MOVES:
        target = getattr(model, move)() if possible[move] else -1
        model.go_to(here)
        targets.append(target)
    return targets


def replay_data(
    model: StepperModel, pod: str | None = None, embed_sources: bool = True
) -> dict[str, Any]:
    """The replay of every pod of the model's trace (see the module docstring); pod is shown
    first (default: the model's current pod). embed_sources False leaves the Go source out
    (just its permalink), for outputs that are committed to the repository."""
    saved = (model.pod, model.position)
    strings = _Strings()
    pictures: dict[tuple[Any, ...], int] = {}
    diagrams: list[Diagram] = []
    links: list[list[str]] = []
    pods: list[dict[str, Any]] = []
    try:
        for name in model.pods:
            model.select_pod(name)
            steps = []
            for index in range(len(model.records)):
                model.go_to(index)
                key = model.picture_key()
                if key not in pictures:
                    pictures[key] = len(diagrams)
                    diagrams.append(model.picture())
                go_name, link = panels.source_link(model)
                if [go_name, link] not in links:
                    links.append([go_name, link])
                code = go_source(link) if embed_sources else None
                step = {
                    "position": strings.add(panels.position_html(model)),
                    "step": strings.add(panels.step_html(model)),
                    "go": strings.add(panels.go_links_html(model)),
                    "link": strings.add(link),
                    "source": strings.add(panels.go_source_html(go_name, link, code)),
                    "picture": pictures[key],  # an index into diagrams, for now
                    "tables": strings.add(panels.tables_html(model)),
                    "moves": _moves(model),
                }
                steps.append([step[field] for field in FIELDS])
            pods.append({"name": name, "steps": steps})
    finally:
        model.select_pod(saved[0])
        model.go_to(saved[1])
    drawn = [strings.add(panels.picture_html(svg)) for svg in panels.pictures_svg(diagrams)]
    picture = FIELDS.index("picture")
    for replayed in pods:
        for step in replayed["steps"]:
            step[picture] = drawn[step[picture]]
    start = pod or saved[0]
    return {
        "fields": list(FIELDS),
        "start": model.pods.index(start),
        "position": saved[1] if start == saved[0] else 0,
        "zooms": list(panels.ZOOMS),
        "zoom": panels.ZOOMS.index(panels.NATURAL),
        "links": links,
        "strings": strings.items,
        "pods": pods,
    }


def _packed(data: dict[str, Any]) -> str:
    """The data as gzip-compressed JSON in base64 (the panels repeat a lot of HTML: a tenth of
    the size); the same data gives the same text."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return base64.b64encode(gzip.compress(text.encode("utf-8"), mtime=0)).decode("ascii")


def unpack(packed: str) -> dict[str, Any]:
    """The data `_packed` packed (what the replay's script decodes in the browser)."""
    data: dict[str, Any] = json.loads(gzip.decompress(base64.b64decode(packed)))
    return data


def replay_html(data: dict[str, Any]) -> str:
    """The replay as one HTML fragment: stylesheet, data and script inline."""
    first = data["pods"][data["start"]]["name"]
    return (
        f'<div class="kube-replay kube-stepper" tabindex="0" '
        f'aria-label="stepper replay of {html.escape(first)}">\n'
        f"<style>{static_text('replay.css')}</style>\n"
        '<script type="application/octet-stream" class="kube-replay-data" '
        f'data-encoding="gzip+base64">{_packed(data)}</script>\n'
        '<div class="kube-replay-ui"><p>This stepper replay needs JavaScript.</p></div>\n'
        f"<script>{static_text('replay.js')}</script>\n"
        "</div>"
    )


def export_replay(
    trace: Trace, path: str | Path, pod: str | None = None, embed_sources: bool = True
) -> Path:
    """Write a self-contained HTML page that replays the trace (see the module docstring);
    pod is shown first. The Go source is read from the local module cache (just the permalink
    where it is absent)."""
    from kube_scheduler_py.widgets.stepper import StepperModel

    model = StepperModel(trace, pod)
    data = model.to_replay(embed_sources=embed_sources)
    title = f"kube-scheduler-py stepper: {model.pod}"
    page = (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n"
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "</head>\n<body>\n"
        f"{replay_html(data)}\n"
        "</body>\n</html>\n"
    )
    target = Path(path)
    target.write_text(page, encoding="utf-8")
    return target
