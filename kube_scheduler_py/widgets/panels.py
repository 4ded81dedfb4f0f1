"""The stepper's panels as HTML: what the widget shows and what a replay precomputes, made by the
same functions from the same StepperModel so that both show the same thing.

- `position_html`: the pod, the step number, the attempt and the virtual time;
- `step_html`: what the current record is, and where in the cycles the pod is;
- `go_links_html` and `go_source_html`: the Go code behind the record, as permalinks and as
  the source itself read from the local Go module cache (kube_scheduler_py.trace.gosource;
  in the browser edition from the site's copy, which it links too);
- `picture_svg` and `picture_html`: the cycles (or the cache's or the queue's picture) across
  the full width, at its natural size (text at least 12 px) or zoomed;
- `tables_html`: the statuses so far per node and the CycleState as it stands; at a failure
  the statuses come first, and the clones preemption makes for its dry run are folded.

Styles are inline (notebooks keep them) and no text is smaller than 12 px.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import html
import math
import os
import re
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import TYPE_CHECKING

from kube_scheduler_py.browser import go_files
from kube_scheduler_py.clock import go_duration_string
from kube_scheduler_py.trace import CycleStateAccess, TraceRecord
from kube_scheduler_py.trace.gosource import GoSource, go_source
from kube_scheduler_py.viz.render import Diagram, Table

if TYPE_CHECKING:
    from kube_scheduler_py.widgets.stepper import CycleStateView, StepperModel

__all__ = [
    "LINK_STYLE",
    "go_links_html",
    "go_source_html",
    "link_html",
    "picture_html",
    "picture_svg",
    "position_html",
    "source_link",
    "step_html",
    "tables_html",
]

#: Links look like links wherever the stepper is shown (widgets do not style them).
LINK_STYLE = "color: #0645ad; text-decoration: underline"
_TEXT_STYLE = "font-size: 14px; line-height: 1.35"
#: Long Go lines wrap inside the box (never cut), each continuation indented past the line
#: numbers; the box scrolls when the function is longer than it.
_CODE_STYLE = (
    "font-size: 13px; line-height: 1.3; max-height: 22em; overflow: auto; margin: 4px 0;"
    " padding: 6px; background: #f6f8fa; border: 1px solid #ddd; white-space: pre-wrap;"
    " overflow-wrap: anywhere"
)
_CODE_COLORS = {
    "Success": "#d9f2d9",
    "Skip": "#eeeeee",
    "Wait": "#fff2b3",
    "done": "#ffffff",
}
_FAILURE_COLOR = "#f8d0d0"
_CURRENT_COLOR = "#ffe680"
_XML_PROLOGUE = re.compile(r"^.*?(?=<svg\b)", re.DOTALL)
_SVG_SIZE = re.compile(r'<svg width="(?P<width>[\d.]+)pt" height="(?P<height>[\d.]+)pt"')
_BLOB = "https://github.com/kubernetes/kubernetes/blob/v1.31.1/"
#: Zoom levels of the picture: FIT (the panel's width), else percent of its natural size.
FIT = 0
NATURAL = 100
ZOOMS = (FIT, 75, NATURAL, 150, 200)


def link_html(url: str, text: str) -> str:
    """A link that looks like one and opens in a new tab."""
    return (
        f'<a href="{html.escape(url)}" target="_blank" rel="noopener" '
        f'style="{LINK_STYLE}">{html.escape(text)}</a>'
    )


def _text(content: str, css_class: str = "") -> str:
    attribute = f' class="{css_class}"' if css_class else ""
    return f'<div{attribute} style="{_TEXT_STYLE}">{content}</div>'


def position_html(model: StepperModel) -> str:
    """The pod, the step among its records, the attempt and the virtual time."""
    record = model.current
    attempt = model.attempt()
    attempt_text = f" · attempt {attempt}" if attempt else ""
    time = go_duration_string(timedelta(seconds=record.time))
    return (
        f"<b>{html.escape(model.pod)}</b> · step {model.position + 1} of "
        f"{len(model.records)}{attempt_text} · virtual time {time}"
    )


def step_html(model: StepperModel) -> str:
    """What the current record is, and the box of the cycles the pod is in."""
    from kube_scheduler_py.widgets.stepper import describe

    record = model.current
    box = model.box()
    where = f" <i>(in {html.escape(box)})</i>" if box else ""
    return _text(f"<b>{type(record).__name__}</b> · {html.escape(describe(record))}{where}")


def go_links_html(model: StepperModel) -> str:
    """The permalinks of the Go code of the current record."""
    links = " · ".join(link_html(link, name) for name, link in model.go_links())
    return _text("Go: " + links)


def source_link(model: StepperModel, position: int | None = None) -> tuple[str, str]:
    """(name, permalink) of the Go function whose source is shown for a record: the plugin's
    own method for a plugin call, else the function that was running."""
    return model.go_links(position)[-1]


def _short(link: str) -> str:
    return link.removeprefix(_BLOB)


def go_source_html(name: str, link: str, source: GoSource | None) -> str:
    """The Go source of a function with line numbers under its name and permalink; just the
    permalink when the source is not at hand (source None)."""
    title = f"Go source of <b>{html.escape(name)}</b>: {link_html(link, _short(link))}"
    copy = go_files.site_page(source.path, source.start) if source is not None else None
    if copy is not None:  # the browser edition: a link that works without internet too
        title += f" ({link_html(copy, 'this site’s copy')})"
    if source is None:
        return _text(
            f"{title} <i>(the source is not embedded: open the link, or run "
            "tools/gosrc where the Go modules are)</i>",
            "kube-stepper-source",
        )
    width = len(str(source.start + len(source.lines) - 1))
    hanging = f"display: block; padding-left: {width + 2}ch; text-indent: -{width + 2}ch"
    lines = "".join(
        f'<span style="{hanging}"><span style="color: #888; user-select: none">'
        f"{number:>{width}}</span>  {html.escape(line.expandtabs(4))}</span>"
        for number, line in enumerate(source.lines, source.start)
    )
    return _text(
        f'<details open><summary style="cursor: pointer">{title}</summary>'
        f'<pre style="{_CODE_STYLE}"><code>{lines}</code></pre></details>',
        "kube-stepper-source",
    )


def model_source_html(model: StepperModel, embed: bool = True) -> str:
    """The Go source panel of the current record (embed False: just the permalink)."""
    name, link = source_link(model)
    return go_source_html(name, link, go_source(link) if embed else None)


#: Shown instead of the picture where graphviz cannot draw it: no `dot` program, or in the
#: browser its WebAssembly build not loaded (yet).
NO_PICTURE = (
    "<i>(no picture here: drawing it needs graphviz, the dot program or, in the browser, its "
    "WebAssembly build, which may still be loading)</i>"
)


def picture_svg(model: StepperModel) -> str:
    """The current record's picture (see StepperModel.picture) as an SVG element for HTML."""
    svg = model.picture().svg()
    return _svg_element(svg) if svg is not None else NO_PICTURE


def pictures_svg(diagrams: Sequence[Diagram]) -> list[str]:
    """Several pictures as SVG elements for HTML, drawn by a few `dot` processes at a time
    (one after the other under Pyodide, which has neither threads nor `dot`)."""
    if sys.platform == "emscripten":
        documents = [diagram.svg() for diagram in diagrams]
    else:
        workers = max(1, min(4, os.cpu_count() or 1))
        with ThreadPoolExecutor(max_workers=workers) as pool:
            documents = list(pool.map(lambda diagram: diagram.svg(), diagrams))
    return [_svg_element(doc) if doc is not None else NO_PICTURE for doc in documents]


def _svg_element(svg: str) -> str:
    """An SVG document as an element for HTML; its natural width in CSS pixels is kept in
    `data-width` (dot gives sizes in points) and its fixed size dropped. The width is rounded
    up: rounded down, a 9 pt label would be drawn a hair under 12 px."""
    element = _XML_PROLOGUE.sub("", svg, count=1)
    size = _SVG_SIZE.search(element)
    width = math.ceil(float(size["width"]) * 4 / 3) if size else 0
    return _SVG_SIZE.sub(f'<svg data-width="{width}"', element, count=1)


def zoom_label(zoom: int) -> str:
    """How a zoom level reads: `fit` (the panel's width) or a percentage of natural size."""
    return "fit" if zoom == FIT else f"{zoom} %"


def picture_html(svg: str, zoom: int = NATURAL) -> str:
    """A picture at a zoom: FIT (0) scales it to the panel's width, a percentage of its
    natural size (where text is at least 12 px) scrolls when wider than the panel."""
    size = re.search(r'data-width="(\d+)"', svg)
    width = int(size[1]) if size else 0
    # A zoomed picture keeps its width whatever the page's stylesheet says of SVG (max-width).
    style = (
        "width: 100%"
        if zoom == FIT or not width
        else f"width: {width * zoom // 100}px; max-width: none"
    )
    return (
        '<div class="kube-stepper-picture" style="width: 100%; overflow: auto; '
        'max-height: 85vh">'
        + svg.replace("<svg", f'<svg style="{style}; height: auto; display: block"', 1)
        + "</div>"
    )


def _touched(record: TraceRecord) -> tuple[int, str] | None:
    """The CycleState row a record reads or changes: (state number, key or skip-set name)."""
    if not isinstance(record, CycleStateAccess) or record.op == "Clone":
        return None
    return record.state, record.key or record.op


def _state_table(state: CycleStateView, touched: tuple[int, str] | None) -> str:
    from kube_scheduler_py.widgets.stepper import format_value

    title = f"CycleState #{state.number}"
    if state.dry_run:
        title += f": a clone of #{state.clone_of} for preemption's dry run on one node"
    elif state.clone_of is not None:
        title += f": a clone of #{state.clone_of} made in {state.made_in}"
    rows: list[list[str]] = [[k, format_value(v)] for k, v in state.storage.items()]
    if state.skip_filter_plugins is not None:
        rows.append(["SkipFilterPlugins", format_value(state.skip_filter_plugins)])
    if state.skip_score_plugins is not None:
        rows.append(["SkipScorePlugins", format_value(state.skip_score_plugins)])
    colors = {
        (i, 0): _CURRENT_COLOR for i, row in enumerate(rows) if touched == (state.number, row[0])
    }
    return Table(["key", "value"], rows, caption=title, colors=colors).to_html()


def state_html(model: StepperModel) -> str:
    """The CycleStates of the current attempt as they stand; preemption's dry-run clones are
    folded under one summary (open when the current record touches one of them)."""
    touched = _touched(model.current)
    states = model.attempt_cycle_states()
    if not states:
        return _text("<b>CycleState</b>: none yet in this attempt")
    main = [_state_table(state, touched) for state in states if not state.dry_run]
    clones = [state for state in states if state.dry_run]
    parts = main
    if clones:
        numbers = ", ".join(f"#{state.number}" for state in clones)
        is_open = " open" if touched and touched[0] in {s.number for s in clones} else ""
        summary = (
            f"{len(clones)} clone(s) of the CycleState made by preemption's dry run "
            f"(DefaultPreemption, one per node it tries: {numbers})"
        )
        parts.append(
            f'<details class="kube-stepper-dry-run"{is_open}>'
            f'<summary style="cursor: pointer">{html.escape(summary)}</summary>'
            + "".join(_state_table(state, touched) for state in clones)
            + "</details>"
        )
    return _text("".join(parts))


def _first_word(text: str) -> str:
    match = re.match(r"\w+", text)
    return match.group() if match else ""


def statuses_html(model: StepperModel) -> str:
    """What every plugin returned so far in the current attempt, per node, in the order the
    framework ran the plugins; the row of the current plugin call in bold."""
    from kube_scheduler_py.widgets.stepper import NO_NODE

    statuses = model.statuses()
    if not statuses:
        return _text("<b>Statuses</b>: no plugin has run yet in this attempt")
    nodes: list[str] = []
    for row in statuses.values():
        nodes.extend(node for node in row if node not in nodes)
    nodes.sort(key=lambda node: (node != NO_NODE, node))
    rows = [
        [stage, plugin, *(row.get(node, "") for node in nodes)]
        for (stage, plugin), row in statuses.items()
    ]
    colors = {
        (i, j + 2): _CODE_COLORS.get(_first_word(cell), _FAILURE_COLOR)
        for i, row in enumerate(rows)
        for j, cell in enumerate(row[2:])
        if cell
    }
    current = list(statuses).index(model.status_key()) if model.is_plugin_call() else None
    caption = "Statuses per node in this attempt so far (plugins in the order they ran)"
    table = Table(["stage", "plugin", *nodes], rows, caption=caption, colors=colors)
    if current is not None:
        table.bold_rows.add(current)
    return _text(table.to_html())


def tables_html(model: StepperModel) -> str:
    """The statuses and the CycleState: at a failure the statuses first (they say why)."""
    statuses, state = statuses_html(model), state_html(model)
    parts = [statuses, state] if model.failed() else [state, statuses]
    return "".join(parts)
