"""The per-node matrix of a pod's attempt: table cells and heatmap data match the annotations."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from kube_scheduler_py.simulation.results import ANNOTATION_PREFIX
from kube_scheduler_py.trace import PluginCall
from kube_scheduler_py.viz.matrix import DEFAULT_ORDER, score_heatmap, score_matrix, score_table


def _get(annotations: Mapping[str, str], key: str) -> Any:
    return json.loads(annotations[ANNOTATION_PREFIX + key])


class _Cells(HTMLParser):
    """The text of every th/td cell, row by row."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "tr":
            self.rows.append([])
        if tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def _html_rows(html: str) -> list[list[str]]:
    parser = _Cells()
    parser.feed(html)
    return parser.rows


def _check_table(annotations: Mapping[str, str], rows: list[list[str]]) -> None:
    """Every Filter, Score and finalscore cell, and every total, is what the annotations say."""
    filters = _get(annotations, "filter-result")
    scores = _get(annotations, "score-result")
    finals = _get(annotations, "finalscore-result")
    selected = annotations[ANNOTATION_PREFIX + "selected-node"]
    header, body = rows[0], rows[1:]
    nodes = [re.sub(r" \(selected\)$", "", cell) for cell in header[2:]]
    assert nodes == sorted({*filters, *scores, *finals, *_get(annotations, "postfilter-result")})
    if selected:
        assert header[2 + nodes.index(selected)] == f"{selected} (selected)"
    seen = {"Filter": 0, "Score": 0, "finalscore": 0}
    for stage, plugin, *cells in body:
        by_node = dict(zip(nodes, cells, strict=True))
        source = {"Filter": filters, "Score": scores, "finalscore": finals}.get(stage)
        if source is not None:
            seen[stage] += 1
            for node, cell in by_node.items():
                assert cell == source.get(node, {}).get(plugin, "")
        if stage == "total":
            for node, cell in by_node.items():
                want = str(sum(int(v) for v in finals[node].values())) if node in finals else ""
                assert cell == want
    assert seen["Filter"] == len({p for v in filters.values() for p in v})
    assert seen["finalscore"] == len({p for v in finals.values() for p in v})


def test_table_of_every_attempted_pod_of_every_example(run: Any) -> None:
    attempted = [o for o in run.result.pods if o.annotations]
    assert attempted
    for outcome in attempted:
        table = score_table(outcome)
        _check_table(outcome.annotations, _html_rows(table.to_html()))
        _check_table(outcome.annotations, [table.header, *table.rows])
        history = json.loads(outcome.annotations[ANNOTATION_PREFIX + "result-history"])
        for index, entry in enumerate(history):
            earlier = score_table(outcome, attempt=index)
            _check_table(entry, [earlier.header, *earlier.rows])


def test_table_marks_the_selected_node_and_verdicts(example: Callable[[str], Any]) -> None:
    outcome = example("topology-spread").outcome("web-3")
    table = score_table(outcome)
    selected = outcome.annotations[ANNOTATION_PREFIX + "selected-node"]
    column = table.header.index(f"{selected} (selected)")
    assert column in table.bold_columns
    total_row = len(table.rows) - 1
    assert table.rows[total_row][0] == "total"
    assert table.colors[(total_row, column)] == table.colors[(-1, column)]
    filters = _get(outcome.annotations, "filter-result")
    for i, (stage, plugin, *_) in enumerate(table.rows):
        if stage != "Filter":
            continue
        for j, node in enumerate(table.header[2:], start=2):
            verdict = filters.get(node.split(" ")[0], {}).get(plugin)
            if verdict is not None:
                assert (table.colors[(i, j)] == "#d9f2d9") is (verdict == "passed")


def test_text_table_lines_up_with_the_html(example: Callable[[str], Any]) -> None:
    outcome = example("topology-spread").outcome("web-3")
    table = score_table(outcome)
    text = str(table).splitlines()
    assert text[0] == table.caption
    assert text[1].split() == " ".join(table.header).split()
    totals = text[-1].split()
    assert totals[0] == "total"
    assert totals[1:] == [cell or "-" for cell in table.rows[-1][1:]]


def test_preemption_attempts_from_the_history(example: Callable[[str], Any]) -> None:
    outcome = example("preemption").outcome("payments")
    first = score_matrix(outcome, attempt=0)
    history = json.loads(outcome.annotations[ANNOTATION_PREFIX + "result-history"])
    assert first.post_filter == json.loads(history[0][ANNOTATION_PREFIX + "postfilter-result"])
    assert first.selected_node == ""
    rows = score_table(first).rows
    nominated = [node for node, entry in first.post_filter.items() if entry]
    post_filter_rows = [row for row in rows if row[0] == "PostFilter" and row[1]]
    for row in post_filter_rows:
        for node, cell in zip(first.nodes, row[2:], strict=True):
            assert bool(cell) is (node in nominated)
    last = score_matrix(outcome)
    assert last.selected_node == outcome.pod.spec.node_name


def _expected_heatmap(annotations: Mapping[str, str]) -> tuple[list[str], list[str], Any]:
    finals = _get(annotations, "finalscore-result")
    nodes = sorted(finals)
    rank = {name: i for i, name in enumerate(DEFAULT_ORDER)}
    plugins = sorted({p for v in finals.values() for p in v}, key=lambda p: (rank.get(p, 99), p))
    data = [[float(finals[n].get(p, "nan")) for p in plugins] for n in nodes]
    return nodes, plugins, np.array(data, dtype=float).reshape(len(nodes), len(plugins))


def test_heatmap_data_is_the_finalscore(run: Any) -> None:
    for outcome in [o for o in run.result.pods if o.annotations]:
        heatmap = score_heatmap(outcome)
        nodes, plugins, data = _expected_heatmap(outcome.annotations)
        assert heatmap.nodes == nodes
        assert heatmap.plugins == plugins
        np.testing.assert_array_equal(heatmap.data, data)
        images = heatmap.figure.axes[0].images
        if data.size:
            np.testing.assert_array_equal(np.asarray(images[0].get_array()), data)
        else:
            assert not images


def test_heatmap_labels_carry_totals_and_the_selected_node(
    example: Callable[[str], Any],
) -> None:
    outcome = example("pod-anti-affinity").outcome("web")
    heatmap = score_heatmap(outcome)
    labels = [t.get_text() for t in heatmap.figure.axes[0].get_yticklabels()]
    selected = outcome.annotations[ANNOTATION_PREFIX + "selected-node"]
    for node, label, row in zip(heatmap.nodes, labels, heatmap.data, strict=True):
        assert label.startswith(f"{node} = {int(sum(v for v in row if not math.isnan(v)))}")
        assert label.endswith("★") is (node == selected)


@pytest.mark.parametrize("suffix", [".svg", ".png", ".html", ".txt"])
def test_save_table(tmp_path: Path, suffix: str, example: Callable[[str], Any]) -> None:
    table = score_table(example("basic").outcome("web-1"))
    data = table.save(tmp_path / f"table{suffix}").read_bytes()
    if suffix == ".png":
        assert data.startswith(b"\x89PNG")
    elif suffix == ".html":
        assert data.decode() == table.to_html() + "\n"
    elif suffix == ".txt":
        assert data.decode() == table.to_text()
    else:
        assert b"<svg" in data


@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_save_heatmap(tmp_path: Path, suffix: str, example: Callable[[str], Any]) -> None:
    heatmap = score_heatmap(example("basic").outcome("web-1"))
    first = heatmap.save(tmp_path / f"a{suffix}").read_bytes()
    second = heatmap.save(tmp_path / f"b{suffix}").read_bytes()
    assert first == second
    assert first.startswith(b"\x89PNG") if suffix == ".png" else b"<svg" in first


def test_bad_suffix_is_refused(tmp_path: Path, example: Callable[[str], Any]) -> None:
    with pytest.raises(ValueError, match="suffix"):
        score_heatmap(example("basic").outcome("web-1")).save(tmp_path / "heat.gif")


def test_stages_link_to_the_framework_runners(
    example: Callable[[str], Any], go_declaration: Callable[[str, str], str | None]
) -> None:
    table = score_table(example("topology-spread").outcome("web-3"))
    runners = {
        "Filter": "frameworkImpl.RunFilterPlugins",
        "Score": "frameworkImpl.RunScorePlugins",
        "finalscore": "frameworkImpl.RunScorePlugins",
        "total": "frameworkImpl.RunScorePlugins",
    }
    html = table.to_html()
    for row, cells in enumerate(table.rows):
        url, tooltip = table.links[(row, 0)]
        assert tooltip == f"Go: {runners[cells[0]]}"
        assert go_declaration(url, runners[cells[0]]) is None
        assert f'<a href="{url}" title="{tooltip}" target="_blank">{cells[0]}</a>' in html


def test_plugins_are_in_the_order_the_framework_ran_them(run: Any) -> None:
    for outcome in [o for o in run.result.pods if o.annotations]:
        key = f"default/{outcome.pod.metadata.name}"
        matrix = score_matrix(outcome)
        calls = [r for r in run.trace.records_for(key) if isinstance(r, PluginCall)]
        for point, shown in (("Filter", matrix.filter_plugins), ("Score", matrix.score_plugins)):
            ran: list[str] = []
            for call in calls:
                if call.extension_point == point and call.plugin not in ran:
                    ran.append(call.plugin)
            assert [p for p in ran if p in shown] == shown, (key, point)
