"""The picture objects: notebook display hooks, saving by suffix, deterministic output."""

from __future__ import annotations

from pathlib import Path

import graphviz  # type: ignore[import-untyped]
import pytest
from matplotlib.figure import Figure

from kube_scheduler_py.viz.render import Diagram, FigurePicture, Table, save_format


def test_save_format_by_suffix() -> None:
    assert save_format("a/b.SVG", ("svg", "png")) == "svg"
    with pytest.raises(ValueError, match="suffix must be one of svg, png"):
        save_format("a/b.jpg", ("svg", "png"))


def test_diagram_display_and_save(tmp_path: Path) -> None:
    graph = graphviz.Digraph("g")
    graph.edge("a", "b")
    picture = Diagram(graph)
    assert picture._repr_svg_().lstrip().startswith("<?xml")
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
