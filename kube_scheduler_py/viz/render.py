"""The picture objects every viz function returns: they show themselves in a notebook and save
themselves to a file whose suffix names the format.

- `Diagram` wraps a graphviz.Digraph (rendered by the `dot` program; in the browser, where no
  program runs, by graphviz compiled to WebAssembly: browser/graphviz_wasm.py);
- `FigurePicture` wraps a matplotlib Figure (saved through the Agg canvas);
- `Table` is a plain table of strings, shown as HTML in a notebook and as text elsewhere.

In a notebook (JupyterLab, JupyterLite, Voila) and in the book, a picture shows as SVG inline
in the page (`inline_svg`), not as an image: its links (each box of the cycle diagram links to
its Go function) work where it is shown, and it is drawn at the width of the page but never so
small that a label is under 12 px (MIN_LABEL_PX) on screen: a picture too wide for that
scrolls sideways instead.

Output is deterministic: graphs are built in a fixed order, matplotlib's SVG ids are salted
with a constant and no creation date is written.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import html
import math
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import graphviz  # type: ignore[import-untyped]

from kube_scheduler_py.browser import graphviz_wasm

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["MIN_LABEL_PX", "Diagram", "FigurePicture", "Table", "inline_svg", "save_format"]

#: The formats `dot` and matplotlib both write, by file suffix.
_IMAGE_FORMATS = {".svg": "svg", ".png": "png", ".pdf": "pdf"}
#: Fixed salt for the ids matplotlib writes into SVG files, so that saving twice gives the
#: same bytes.
_SVG_HASH_SALT = "kube-scheduler-py"

PathLike = str | os.PathLike[str]

#: No label of a picture is shown smaller than this, in CSS pixels.
MIN_LABEL_PX = 12
_XML_PROLOGUE = re.compile(r"^.*?(?=<svg\b)", re.DOTALL)
_SVG_TAG = re.compile(r"<svg\b[^>]*>")
_LENGTH = re.compile(r'\b(?P<name>width|height)="(?P<value>[\d.]+)(?P<unit>pt|px)?"')
_VIEW_BOX = re.compile(r'viewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+(?P<width>[\d.]+)[ ,]+[\d.]+"')
#: Font sizes in a picture: attributes (graphviz, SvgPicture) and styles (matplotlib).
_FONT_SIZE = re.compile(r'font-size="(?P<a>[\d.]+)|font(?:-size)?:\s*(?P<b>[\d.]+)px')
#: CSS pixels per point.
_PX_PER_PT = 4 / 3


def inline_svg(svg: str) -> str:
    """An SVG document as HTML to put in a page: its own width at most, the width of the page
    if narrower, but never narrower than its smallest label allows (MIN_LABEL_PX); a picture
    wider than the page then scrolls sideways in its box."""
    element = _XML_PROLOGUE.sub("", svg, count=1)
    tag = _SVG_TAG.search(element)
    if tag is None:
        return element
    lengths = {
        m["name"]: float(m["value"]) * (_PX_PER_PT if m["unit"] == "pt" else 1)
        for m in _LENGTH.finditer(tag.group())
    }
    view_box = _VIEW_BOX.search(tag.group())
    natural = math.ceil(lengths.get("width", 0))
    sizes = [float(m["a"] or m["b"]) for m in _FONT_SIZE.finditer(element)]
    style = "height: auto; display: block"
    if natural and view_box and sizes:
        # The shown width at which the smallest label is MIN_LABEL_PX (font sizes are in the
        # units of the viewBox).
        least = math.ceil(float(view_box["width"]) * MIN_LABEL_PX / min(sizes))
        style = f"width: 100%; max-width: {max(natural, least)}px; min-width: {least}px; " + style
    new_tag = _LENGTH.sub("", tag.group()).replace("<svg", f'<svg style="{style}"', 1)
    return (
        '<div class="kube-picture" style="overflow-x: auto; max-width: 100%">'
        + element[: tag.start()]
        + new_tag
        + element[tag.end() :]
        + "</div>"
    )


def matplotlib_module() -> ModuleType:
    """matplotlib with its Figure and Agg canvas, imported on first use: only the figures need
    it, and where it is missing (the browser edition) everything else still works."""
    try:
        import matplotlib.backends.backend_agg
        import matplotlib.figure
    except ImportError as err:
        raise ImportError(
            "this picture is drawn with matplotlib, which is not installed here; "
            "the diagrams and tables show without it"
        ) from err
    return matplotlib


def save_format(path: PathLike, formats: Sequence[str]) -> str:
    """The format named by the path's suffix (without the dot); one of formats."""
    suffix = Path(path).suffix.lower()
    fmt = suffix.lstrip(".")
    if fmt not in formats:
        raise ValueError(f"cannot save {path}: the suffix must be one of {', '.join(formats)}")
    return fmt


class Diagram:
    """A graphviz picture: `graph` is the graphviz.Digraph, `source` its DOT text."""

    def __init__(self, graph: graphviz.Digraph) -> None:
        self.graph = graph

    @property
    def source(self) -> str:
        """The DOT source, as `dot` reads it."""
        return str(self.graph.source)

    def pipe(self, fmt: str) -> bytes:
        """The picture rendered by `dot` in the given format (svg, png, pdf)."""
        if sys.platform == "emscripten" and fmt == "svg":  # no processes: WebAssembly graphviz
            return graphviz_wasm.render_svg(self.source, self.graph.engine).encode()
        return bytes(self.graph.pipe(format=fmt))

    def svg(self) -> str | None:
        """The picture as SVG text, or None where graphviz cannot draw it (no `dot` program;
        in the browser, before its WebAssembly graphviz has loaded)."""
        try:
            return self.pipe("svg").decode()
        except (graphviz.ExecutableNotFound, OSError):
            return None

    def _repr_html_(self) -> str | None:
        # None makes the notebook show the text form instead.
        svg = self.svg()
        return inline_svg(svg) if svg is not None else None

    def __repr__(self) -> str:
        # The plain-text form a notebook shows beside the SVG: stable, no memory address.
        return f"<{type(self).__name__}: {self.graph.name or 'graph'}>"

    def save(self, path: PathLike) -> Path:
        """Write the picture; the suffix picks the format (.svg, .png, .pdf, .dot or .gv)."""
        fmt = save_format(path, ("svg", "png", "pdf", "dot", "gv"))
        target = Path(path)
        if fmt in ("dot", "gv"):
            target.write_text(self.source)
        else:
            target.write_bytes(self.pipe(fmt))
        return target


class FigurePicture:
    """A matplotlib picture: `figure` is the Figure (on an Agg canvas)."""

    def __init__(self, figure: Figure) -> None:
        self.figure = figure
        matplotlib_module().backends.backend_agg.FigureCanvasAgg(figure)

    def pipe(self, fmt: str) -> bytes:
        """The figure rendered in the given format (svg, png, pdf)."""
        buffer = BytesIO()
        metadata: dict[str, str | None] = {"Date": None} if fmt == "svg" else {}
        if fmt == "pdf":
            metadata = {"CreationDate": None}
        # Text stays text in SVG (not paths): the page draws it, and its size can be read.
        rc = {"svg.hashsalt": _SVG_HASH_SALT, "svg.fonttype": "none"}
        with matplotlib_module().rc_context(rc):
            self.figure.savefig(buffer, format=fmt, metadata=metadata, bbox_inches="tight")
        return buffer.getvalue()

    def _repr_html_(self) -> str:
        return inline_svg(self.pipe("svg").decode())

    def __repr__(self) -> str:
        # The plain-text form a notebook shows beside the SVG: stable, no memory address.
        return f"<{type(self).__name__}>"

    def save(self, path: PathLike) -> Path:
        """Write the figure; the suffix picks the format (.svg, .png or .pdf)."""
        fmt = save_format(path, tuple(f.lstrip(".") for f in _IMAGE_FORMATS))
        target = Path(path)
        target.write_bytes(self.pipe(fmt))
        return target


@dataclass(slots=True)
class Table:
    """A table of strings: a header row, body rows, optional per-cell background colours
    (`colors[(row, column)]`: body rows count from 0, the header row is -1), bold columns,
    bold rows, and links (`links[(row, column)] = (url, tooltip)`, shown in HTML)."""

    header: list[str]
    rows: list[list[str]]
    caption: str = ""
    colors: dict[tuple[int, int], str] = field(default_factory=dict)
    bold_columns: set[int] = field(default_factory=set)
    bold_rows: set[int] = field(default_factory=set)
    links: dict[tuple[int, int], tuple[str, str]] = field(default_factory=dict)

    def to_html(self) -> str:
        """An HTML <table> with inline styles (notebooks keep those)."""
        lines = ['<table style="border-collapse: collapse; font-size: 12px">']
        if self.caption:
            lines.append(
                f'<caption style="caption-side: top">{html.escape(self.caption)}</caption>'
            )
        head = "".join(self._html_cell("th", text, -1, j) for j, text in enumerate(self.header))
        lines.append(f"<thead><tr>{head}</tr></thead>")
        lines.append("<tbody>")
        for i, row in enumerate(self.rows):
            cells = "".join(self._html_cell("td", text, i, j) for j, text in enumerate(row))
            lines.append(f"<tr>{cells}</tr>")
        lines.append("</tbody>")
        lines.append("</table>")
        return "\n".join(lines)

    def _html_cell(self, tag: str, text: str, row: int, column: int) -> str:
        style = ["border: 1px solid #999", "padding: 2px 6px", "text-align: left"]
        color = self.colors.get((row, column))
        if color:
            style.append(f"background-color: {color}")
        if column in self.bold_columns or row in self.bold_rows:
            style.append("font-weight: bold")
        content = html.escape(text)
        link = self.links.get((row, column))
        if link:
            url, tooltip = (html.escape(part) for part in link)
            content = f'<a href="{url}" title="{tooltip}" target="_blank">{content}</a>'
        return f'<{tag} style="{"; ".join(style)}">{content}</{tag}>'

    def _repr_html_(self) -> str:
        return self.to_html()

    def to_text(self) -> str:
        """The table as aligned plain text (empty cells shown as `-`)."""
        shown = [self.header, *[[cell or "-" for cell in row] for row in self.rows]]
        widths = [max(len(row[j]) for row in shown) for j in range(len(self.header))]
        lines = [self.caption] if self.caption else []
        for index, row in enumerate(shown):
            lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)))
            if index == 0:
                lines.append("  ".join("-" * w for w in widths))
        return "\n".join(line.rstrip() for line in lines) + "\n"

    def __str__(self) -> str:
        return self.to_text()

    def figure(self) -> Figure:
        """The table drawn by matplotlib (for saving as an image)."""
        size = (max(4.0, 1.3 * len(self.header)), 0.3 * (len(self.rows) + 2))
        figure: Figure = matplotlib_module().figure.Figure(figsize=size)
        ax = figure.add_subplot()
        ax.axis("off")
        if self.caption:
            ax.set_title(self.caption, fontsize=9)
        columns = range(len(self.header))
        rows = [[cell or "-" for cell in row] for row in self.rows] or [["" for _ in columns]]
        drawn = ax.table(
            cellText=rows,
            cellColours=[
                [self.colors.get((i, j), "white") for j in columns] for i in range(len(rows))
            ],
            colLabels=self.header,
            colColours=[self.colors.get((-1, j), "#eeeeee") for j in columns],
            loc="center",
            cellLoc="left",
        )
        drawn.auto_set_font_size(False)
        drawn.set_fontsize(7)
        drawn.auto_set_column_width(list(columns))
        return figure

    def save(self, path: PathLike) -> Path:
        """Write the table: .html, .txt, or an image (.svg, .png, .pdf) drawn by matplotlib."""
        fmt = save_format(path, ("html", "txt", "svg", "png", "pdf"))
        target = Path(path)
        if fmt == "html":
            target.write_text(self.to_html() + "\n")
        elif fmt == "txt":
            target.write_text(self.to_text())
        else:
            FigurePicture(self.figure()).save(target)
        return target
