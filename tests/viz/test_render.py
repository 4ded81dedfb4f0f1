"""The picture objects: notebook display hooks, saving by suffix, deterministic output."""

from __future__ import annotations

import re
from pathlib import Path

import graphviz  # type: ignore[import-untyped]
import pytest
from matplotlib.figure import Figure

from kube_scheduler_py.viz.render import Diagram, FigurePicture, Table, inline_svg, save_format


def test_save_format_by_suffix() -> None:
    assert save_format("a/b.SVG", ("svg", "png")) == "svg"
    with pytest.raises(ValueError, match="suffix must be one of svg, png"):
        save_format("a/b.jpg", ("svg", "png"))


def test_diagram_display_and_save(tmp_path: Path) -> None:
    graph = graphviz.Digraph("g")
    graph.edge("a", "b")
    picture = Diagram(graph)
    assert picture.svg().lstrip().startswith("<?xml")
    # In a notebook: inline SVG (links work), never so small that a label is under 12 px.
    shown = picture._repr_html_()
    assert shown.startswith('<div class="kube-picture"') and "<?xml" not in shown
    assert re.search(r'<svg style="width: 100%; max-width: \d+px; min-width: \d+px;', shown)
    assert picture.save(tmp_path / "g.gv").read_text() == picture.source
    assert picture.save(tmp_path / "g.pdf").read_bytes().startswith(b"%PDF")
    with pytest.raises(ValueError):
        picture.save(tmp_path / "g.html")


@pytest.mark.parametrize("suffix", [".svg", ".png", ".pdf"])
def test_figure_saves_the_same_bytes_twice(tmp_path: Path, suffix: str) -> None:
    figure = Figure()
    figure.add_subplot().plot([1, 2, 3])
    picture = FigurePicture(figure)
    assert picture.save(tmp_path / f"a{suffix}").read_bytes() == (
        picture.save(tmp_path / f"b{suffix}").read_bytes()
    )
    if suffix == ".svg":
        assert b"<dc:date>" not in (tmp_path / "a.svg").read_bytes()


def test_table_html_and_text() -> None:
    table = Table(header=["a", "b"], rows=[["1", ""], ["<x>", "2"]], caption="cap")
    table.colors[(0, 0)] = "#ff0000"
    table.bold_rows.add(1)
    html = table._repr_html_()
    assert "<caption" in html and "cap" in html
    assert "background-color: #ff0000" in html
    assert "&lt;x&gt;" in html
    assert html.count("font-weight: bold") == 2
    assert table.to_text() == "cap\na    b\n---  -\n1    -\n<x>  2\n"
    assert str(table) == table.to_text()


def test_empty_table_saves_as_image(tmp_path: Path) -> None:
    table = Table(header=["stage", "plugin"], rows=[])
    assert table.save(tmp_path / "t.png").read_bytes().startswith(b"\x89PNG")


def test_plain_text_form_has_no_memory_address() -> None:
    from kube_scheduler_py.viz import cycle_diagram

    assert "0x" not in repr(cycle_diagram())


def test_inline_svg_keeps_labels_at_least_12_px() -> None:
    # A 600 px wide picture whose smallest label is 10 (of 600 viewBox units): shown at 720 px
    # or more, that label is 12 px.
    svg = (
        '<?xml version="1.0"?>\n<svg width="450pt" height="150pt" viewBox="0 0 600 200">'
        '<text font-size="10">a</text><text font-size="14">b</text></svg>'
    )
    shown = inline_svg(svg)
    assert 'width="450pt"' not in shown and 'viewBox="0 0 600 200"' in shown
    assert "max-width: 720px; min-width: 720px;" in shown
    # Labels larger than needed: it may shrink down to where the smallest is 12 px.
    roomy = svg.replace('font-size="10"', 'font-size="20"')
    assert "max-width: 600px; min-width: 515px;" in inline_svg(roomy)
