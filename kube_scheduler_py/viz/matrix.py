"""What every plugin said about every node for one pod: a table and a heatmap, read from the
pod's scheduling-result annotations (kube-scheduler-simulator format, docs/annotations.md).

The table has one column per node (the selected node marked) and one row per plugin and stage,
the plugins in the order the framework runs them (the default profile's order unless `order`
names another; plugins it does not name come after, by name):
each Filter plugin's verdict (`passed` or its reason), PostFilter's nominated node, each Score
plugin's raw score, its normalized score times the plugin's weight (the `finalscore`), and the
node's total, which is the sum the scheduler ranks nodes by. The heatmap shows the finalscore
per node and plugin.

    outcome = result.pods[2]               # a PodOutcome of simulate
    score_table(outcome)                   # HTML in a notebook, str() for text
    score_heatmap(outcome).save("scores.png")
    score_table(outcome, attempt=0)        # the first attempt, from result-history

The heatmap is drawn by matplotlib (it also saves as .png and .pdf); where matplotlib is not
installed (the browser edition) it is the same picture written as SVG by `SvgHeatmap`.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kube_scheduler_py.simulation.results import (
    KEY_FILTER_RESULT,
    KEY_FINALSCORE_RESULT,
    KEY_POSTFILTER_RESULT,
    KEY_RESULT_HISTORY,
    KEY_SCORE_RESULT,
    KEY_SELECTED_NODE,
)
from kube_scheduler_py.v1_31.apis.config.v1.default_plugins import get_default_plugins
from kube_scheduler_py.viz.cycles import NODES
from kube_scheduler_py.viz.render import FigurePicture, Table, matplotlib_module
from kube_scheduler_py.viz.svg import SvgPicture, esc

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = [
    "Heatmap",
    "ScoreMatrix",
    "SvgHeatmap",
    "score_heatmap",
    "score_matrix",
    "score_table",
]

#: The plugins of the default profile in the order it runs them at every extension point
#: (MultiPoint order: v1.31.1 default_plugins.go).
DEFAULT_ORDER = tuple(plugin.name for plugin in get_default_plugins().multi_point.enabled)

PASSED = "passed"
_GREEN = "#d9f2d9"
_RED = "#f8d0d0"
_GOLD = "#ffe680"

#: The box of the cycle diagram whose Go function produced each row of the table: Score runs
#: the plugins, normalizes and weighs their scores and adds them up.
_STAGE_BOXES = {
    "Filter": "Filter",
    "PostFilter": "PostFilter",
    "Score": "Score",
    "finalscore": "Score",
    "total": "Score",
}


@dataclass(slots=True)
class ScoreMatrix:
    """One scheduling attempt of one pod, per node and plugin (scores as ints)."""

    pod: str
    selected_node: str
    nodes: list[str]
    filter: dict[str, dict[str, str]] = field(default_factory=dict)
    post_filter: dict[str, dict[str, str]] = field(default_factory=dict)
    score: dict[str, dict[str, int]] = field(default_factory=dict)
    final_score: dict[str, dict[str, int]] = field(default_factory=dict)
    order: list[str] = field(default_factory=lambda: list(DEFAULT_ORDER))

    def _in_run_order(self, names: set[str]) -> list[str]:
        rank = {name: index for index, name in enumerate(self.order)}
        return sorted(names, key=lambda name: (rank.get(name, len(rank)), name))

    @property
    def filter_plugins(self) -> list[str]:
        """The Filter plugins that ran on some node, in run order."""
        return self._in_run_order({p for verdicts in self.filter.values() for p in verdicts})

    @property
    def post_filter_plugins(self) -> list[str]:
        """The PostFilter plugins that nominated a node, in run order."""
        return self._in_run_order({p for entry in self.post_filter.values() for p in entry})

    @property
    def score_plugins(self) -> list[str]:
        """The Score plugins that scored some node, in run order."""
        names = {plugin for scores in self.final_score.values() for plugin in scores}
        names |= {plugin for scores in self.score.values() for plugin in scores}
        return self._in_run_order(names)

    def total(self, node: str) -> int:
        """The node's total score: the sum of its finalscores."""
        return sum(self.final_score.get(node, {}).values())


def _annotations_of(source: Any) -> tuple[Mapping[str, str], str]:
    """The annotations and pod key of a PodOutcome, or a plain annotations mapping."""
    if isinstance(source, Mapping):
        return source, ""
    pod = source.pod
    return source.annotations, f"{pod.metadata.namespace}/{pod.metadata.name}"


def _ints(table: dict[str, dict[str, str]]) -> dict[str, dict[str, int]]:
    return {node: {p: int(v) for p, v in scores.items()} for node, scores in table.items()}


def score_matrix(
    source: Any, attempt: int | None = None, pod: str = "", order: Sequence[str] | None = None
) -> ScoreMatrix:
    """The matrix of a PodOutcome or an annotations mapping; attempt picks an entry of the
    result history (0 = the first attempt, -1 = the last), None the annotations themselves;
    order is the profile's plugin order (default: the default profile's)."""
    annotations, key = _annotations_of(source)
    if attempt is not None:
        history = json.loads(annotations.get(KEY_RESULT_HISTORY, "[]"))
        annotations = history[attempt]
    filters = json.loads(annotations.get(KEY_FILTER_RESULT, "{}"))
    post_filter = json.loads(annotations.get(KEY_POSTFILTER_RESULT, "{}"))
    score = _ints(json.loads(annotations.get(KEY_SCORE_RESULT, "{}")))
    final_score = _ints(json.loads(annotations.get(KEY_FINALSCORE_RESULT, "{}")))
    nodes = sorted({*filters, *post_filter, *score, *final_score})
    return ScoreMatrix(
        pod=pod or key,
        selected_node=annotations.get(KEY_SELECTED_NODE, ""),
        nodes=nodes,
        filter=filters,
        post_filter=post_filter,
        score=score,
        final_score=final_score,
        order=list(DEFAULT_ORDER if order is None else order),
    )


def _matrix(source: Any, attempt: int | None, order: Sequence[str] | None = None) -> ScoreMatrix:
    if isinstance(source, ScoreMatrix):
        return source
    return score_matrix(source, attempt, order=order)


def score_table(
    source: Any, attempt: int | None = None, order: Sequence[str] | None = None
) -> Table:
    """The per-node table of a ScoreMatrix, a PodOutcome or an annotations mapping: columns
    `stage`, `plugin` and one per node (the selected one marked `(selected)`); rows Filter,
    PostFilter, Score (raw), finalscore (normalized × weight) and total. Each stage links to
    the Go function of the framework that produced it. Plugins are in run order (`order`: the
    profile's plugin names, default the default profile's)."""
    m = _matrix(source, attempt, order)
    header = ["stage", "plugin"]
    header += [f"{n} (selected)" if n == m.selected_node else n for n in m.nodes]
    table = Table(header=header, rows=[], caption=_caption(m))
    for plugin in m.filter_plugins:
        verdicts = [m.filter.get(node, {}).get(plugin, "") for node in m.nodes]
        row = len(table.rows)
        table.rows.append(["Filter", plugin, *verdicts])
        for column, verdict in enumerate(verdicts, start=2):
            if verdict:
                table.colors[(row, column)] = _GREEN if verdict == PASSED else _RED
    if m.post_filter:
        marks = ["passed to PostFilter" if node in m.post_filter else "" for node in m.nodes]
        table.rows.append(["PostFilter", "", *marks])
    for plugin in m.post_filter_plugins:
        entries = [m.post_filter.get(node, {}).get(plugin, "") for node in m.nodes]
        table.rows.append(["PostFilter", plugin, *entries])
    for stage, scores in (("Score", m.score), ("finalscore", m.final_score)):
        for plugin in m.score_plugins:
            values = [scores.get(node, {}).get(plugin) for node in m.nodes]
            table.rows.append([stage, plugin, *("" if v is None else str(v) for v in values)])
    if m.final_score:
        table.bold_rows.add(len(table.rows))
        totals = [str(m.total(node)) if node in m.final_score else "" for node in m.nodes]
        table.rows.append(["total", "", *totals])
    boxes = {node.name: node for node in NODES}
    for row, cells in enumerate(table.rows):
        box = boxes[_STAGE_BOXES[cells[0]]]
        table.links[(row, 0)] = (box.link, f"Go: {box.go_name}")
    if m.selected_node in m.nodes:
        column = 2 + m.nodes.index(m.selected_node)
        table.bold_columns.add(column)
        table.colors[(-1, column)] = _GOLD
        if m.final_score:
            table.colors[(len(table.rows) - 1, column)] = _GOLD
    return table


def _caption(m: ScoreMatrix) -> str:
    who = m.pod or "the pod"
    where = f"selected node: {m.selected_node}" if m.selected_node else "no node selected"
    return f"{who}: plugin results per node ({where})"


class Heatmap(FigurePicture):
    """The finalscore heatmap: `data[i][j]` is node `nodes[i]`'s finalscore from plugin
    `plugins[j]` (NaN where the plugin did not score the node); nodes are the scored ones."""

    def __init__(self, m: ScoreMatrix) -> None:
        self.matrix = m
        self.nodes = sorted(m.final_score)
        self.plugins = m.score_plugins
        matplotlib_module()  # numpy comes with matplotlib: one message if either is missing
        import numpy as np

        self.data = np.array(
            [
                [m.final_score.get(node, {}).get(plugin, math.nan) for plugin in self.plugins]
                for node in self.nodes
            ],
            dtype=float,
        ).reshape(len(self.nodes), len(self.plugins))
        super().__init__(self._draw())

    def _draw(self) -> Figure:
        m = self.matrix
        width = max(5.0, 1.0 + 0.9 * len(self.plugins))
        size = (width, max(2.5, 1.5 + 0.45 * len(self.nodes)))
        figure: Figure = matplotlib_module().figure.Figure(figsize=size)
        ax = figure.add_subplot()
        ax.set_title(_heatmap_title(m), fontsize=10)
        if self.data.size == 0:
            ax.axis("off")
            ax.text(0.5, 0.5, "no scores in this attempt", ha="center", va="center")
            return figure
        image = ax.imshow(self.data, cmap="viridis", aspect="auto")
        figure.colorbar(image, ax=ax)
        ax.set_xticks(range(len(self.plugins)), self.plugins, rotation=45, ha="right")
        ax.set_yticks(range(len(self.nodes)), [_node_label(m, node) for node in self.nodes])
        import numpy as np

        high = float(np.nanmax(self.data)) if not np.all(np.isnan(self.data)) else 0.0
        for i in range(len(self.nodes)):
            for j in range(len(self.plugins)):
                value = self.data[i, j]
                if not math.isnan(value):
                    color = "black" if value > high / 2 else "white"
                    ax.text(j, i, str(int(value)), ha="center", va="center", color=color)
        return figure


def _heatmap_title(m: ScoreMatrix) -> str:
    return f"finalscore (normalized × weight): {m.pod or 'pod'}"


def _node_label(m: ScoreMatrix, node: str) -> str:
    """A heatmap row's label: the node, its total, a star on the selected one."""
    return f"{node} = {m.total(node)}" + (" ★" if node == m.selected_node else "")


#: matplotlib's viridis colour map at nine evenly spaced points, low to high.
_VIRIDIS = (
    "#440154", "#472d7b", "#3b528b", "#2c728e", "#21918c",
    "#28ae80", "#5ec962", "#addc30", "#fde725",
)  # fmt: skip


def viridis(fraction: float) -> str:
    """The viridis colour at a fraction in [0, 1], between the nine points linearly."""
    position = min(max(fraction, 0.0), 1.0) * (len(_VIRIDIS) - 1)
    low = min(int(position), len(_VIRIDIS) - 2)
    low_rgb, high_rgb = (bytes.fromhex(_VIRIDIS[i][1:]) for i in (low, low + 1))
    weight = position - low
    mixed = (round(a + (b - a) * weight) for a, b in zip(low_rgb, high_rgb, strict=True))
    return "#" + "".join(f"{channel:02x}" for channel in mixed)


class SvgHeatmap(SvgPicture):
    """The finalscore heatmap written as SVG, without matplotlib: the same cells, colours
    (viridis, from the lowest to the highest finalscore), values, labels and title as
    `Heatmap`; `values[i][j]` is node `nodes[i]`'s finalscore from `plugins[j]` (None where
    the plugin did not score the node)."""

    CELL_W, CELL_H, TOP, BAR_W = 72, 28, 36, 14
    #: About how wide a character of 12 px text is, and how far a label turned by 45° reaches.
    CHAR_W, SLANT = 7.0, 6.0

    def __init__(self, m: ScoreMatrix) -> None:
        self.matrix = m
        self.nodes = sorted(m.final_score)
        self.plugins = m.score_plugins
        self.values = [[m.final_score[node].get(p) for p in self.plugins] for node in self.nodes]
        label = max((len(_node_label(m, node)) for node in self.nodes), default=0)
        plugin = max((len(p) for p in self.plugins), default=0)
        self.left = round(max(self.CHAR_W * label + 12, self.SLANT * plugin))
        width = self.left + self.CELL_W * len(self.plugins) + 80
        height = self.TOP + self.CELL_H * len(self.nodes) + round(self.SLANT * plugin) + 24
        super().__init__(max(width, 360), max(height, 120), _heatmap_title(m))
        self.text(self.width / 2, 20, self.title, size=13, anchor="middle")
        if not self.nodes or not self.plugins:
            self.text(self.width / 2, self.height / 2, "no scores in this attempt", anchor="middle")
            return
        self._cells()
        self._labels()
        self._color_bar()

    def _range(self) -> tuple[int, int]:
        scored = [v for row in self.values for v in row if v is not None]
        return min(scored, default=0), max(scored, default=0)

    def _cells(self) -> None:
        low, high = self._range()
        for i, (node, row) in enumerate(zip(self.nodes, self.values, strict=True)):
            for j, (plugin, value) in enumerate(zip(self.plugins, row, strict=True)):
                if value is None:
                    continue
                x, y = self.left + j * self.CELL_W, self.TOP + i * self.CELL_H
                fraction = (value - low) / (high - low) if high > low else 0.0
                tip = f"{node} · {plugin}: finalscore {value}"
                self.rect(x, y, self.CELL_W, self.CELL_H, viridis(fraction), tip)
                ink = "black" if value > high / 2 else "white"
                middle = (x + self.CELL_W / 2, y + self.CELL_H / 2 + 4)
                self.text(*middle, value, anchor="middle", fill=ink)

    def _labels(self) -> None:
        for i, node in enumerate(self.nodes):
            y = self.TOP + i * self.CELL_H + self.CELL_H / 2 + 4
            self.text(self.left - 6, y, _node_label(self.matrix, node), anchor="end")
        below = self.TOP + len(self.nodes) * self.CELL_H + 14
        for j, plugin in enumerate(self.plugins):
            x = self.left + j * self.CELL_W + self.CELL_W / 2
            self.add(
                f'<text x="{x:.1f}" y="{below:.1f}" font-size="12" text-anchor="end"'
                f' transform="rotate(-45 {x:.1f} {below:.1f})">{esc(plugin)}</text>'
            )

    def _color_bar(self) -> None:
        low, high = self._range()
        x = self.left + len(self.plugins) * self.CELL_W + 16
        top, height = self.TOP, len(self.nodes) * self.CELL_H
        stops = "".join(
            f'<stop offset="{k / (len(_VIRIDIS) - 1):.3f}" stop-color="{color}"/>'
            for k, color in enumerate(reversed(_VIRIDIS))
        )
        gradient = f'<linearGradient id="viridis" x1="0" y1="0" x2="0" y2="1">{stops}'
        self.add(f"<defs>{gradient}</linearGradient></defs>")
        self.rect(x, top, self.BAR_W, height, "url(#viridis)", f"finalscore {low} to {high}")
        self.text(x + self.BAR_W + 4, top + 10, high, size=11)
        self.text(x + self.BAR_W + 4, top + height, low, size=11)


def score_heatmap(source: Any, attempt: int | None = None) -> Heatmap | SvgHeatmap:
    """The finalscore heatmap (scored nodes × Score plugins) of a ScoreMatrix, a PodOutcome or
    an annotations mapping; node labels carry the total, the selected node is starred."""
    m = _matrix(source, attempt)
    try:
        return Heatmap(m)
    except ImportError:  # no matplotlib (the browser edition): the same picture as SVG
        return SvgHeatmap(m)
