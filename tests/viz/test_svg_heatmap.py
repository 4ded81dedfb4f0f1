"""The finalscore heatmap written as SVG (what the browser edition shows, where matplotlib is not
installed): the cells, values, labels and title of matplotlib's heatmap, in well-formed SVG."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.viz import matrix
from kube_scheduler_py.viz.matrix import Heatmap, SvgHeatmap, score_heatmap, score_matrix, viridis

SVG = "{http://www.w3.org/2000/svg}"


def _parsed(picture: SvgHeatmap) -> ET.Element:
    return ET.fromstring(picture.to_svg())


def _cells(root: ET.Element) -> dict[tuple[str, str], tuple[int, str]]:
    """(node, plugin) → (value, fill) of every drawn cell, read from its tooltip."""
    cells = {}
    for rect in root.iter(f"{SVG}rect"):
        tip = rect.findtext(f"{SVG}title") or ""
        if "finalscore " in tip and " · " in tip:
            where, value = tip.rsplit(": finalscore ", 1)
            node, plugin = where.split(" · ")
            cells[(node, plugin)] = (int(value), rect.get("fill", ""))
    return cells


def _texts(root: ET.Element) -> list[str]:
    return [text.text or "" for text in root.iter(f"{SVG}text")]


def test_the_svg_heatmap_shows_what_matplotlibs_shows(run: Any) -> None:
    for outcome in [o for o in run.result.pods if o.annotations]:
        drawn = score_heatmap(outcome)
        assert isinstance(drawn, Heatmap)
        svg = SvgHeatmap(score_matrix(outcome))
        root = _parsed(svg)
        assert svg.nodes == drawn.nodes and svg.plugins == drawn.plugins
        expected = {
            (node, plugin): int(value)
            for node, row in zip(drawn.nodes, drawn.data, strict=True)
            for plugin, value in zip(drawn.plugins, row, strict=True)
            if not math.isnan(value)
        }
        cells = _cells(root)
        assert {key: value for key, (value, _) in cells.items()} == expected
        texts = _texts(root)
        axes = drawn.figure.axes[0]
        assert axes.get_title() in texts
        if expected:
            assert [t.get_text() for t in axes.get_yticklabels()] == [
                t for t in texts if " = " in t
            ]
            assert set(drawn.plugins) <= set(texts)
            assert sorted(str(v) for v in expected.values()) == sorted(
                t for t in texts[1 : 1 + len(expected)]
            )
        else:
            assert "no scores in this attempt" in texts


def test_colours_run_from_the_lowest_to_the_highest_finalscore(
    example: Callable[[str], Any],
) -> None:
    svg = SvgHeatmap(score_matrix(example("basic").outcome("web-1")))
    cells = _cells(_parsed(svg))
    values = [value for value, _ in cells.values()]
    low, high = min(values), max(values)
    assert low < high
    for value, fill in cells.values():
        assert fill == viridis((value - low) / (high - low))
    assert {fill for value, fill in cells.values() if value == high} == {"#fde725"}
    assert {fill for value, fill in cells.values() if value == low} == {"#440154"}


def test_the_selected_node_is_starred_with_its_total(example: Callable[[str], Any]) -> None:
    outcome = example("pod-anti-affinity").outcome("web")
    m = score_matrix(outcome)
    labels = [t for t in _texts(_parsed(SvgHeatmap(m))) if " = " in t]
    assert labels == [
        f"{node} = {m.total(node)}" + (" ★" if node == m.selected_node else "")
        for node in sorted(m.final_score)
    ]
    assert sum(label.endswith(" ★") for label in labels) == 1


def test_viridis_interpolates_between_its_points() -> None:
    assert viridis(0.0) == "#440154" and viridis(1.0) == "#fde725"
    assert viridis(0.5) == "#21918c"
    assert viridis(-1) == viridis(0.0) and viridis(2) == viridis(1.0)
    halfway = viridis(1 / 16)  # between the first two points
    assert halfway not in {"#440154", "#472d7b"}


def test_without_matplotlib_score_heatmap_is_the_svg_one(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, example: Callable[[str], Any]
) -> None:
    def missing() -> None:
        raise ImportError("this picture is drawn with matplotlib, which is not installed here")

    monkeypatch.setattr(matrix, "matplotlib_module", missing)
    picture = score_heatmap(example("basic").outcome("web-1"))
    assert isinstance(picture, SvgHeatmap)
    saved = picture.save(tmp_path / "heat.svg").read_text()
    assert saved == picture.to_svg() and ET.fromstring(saved).tag == f"{SVG}svg"
    assert "<svg" in picture._repr_html_()
    with pytest.raises(ValueError, match="suffix"):
        picture.save(tmp_path / "heat.png")
