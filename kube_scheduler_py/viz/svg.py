"""A picture written as SVG text by hand, with no renderer behind it: it shows itself in a
notebook and in a browser page alike (inline, see render.inline_svg), and saves itself as .svg.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from pathlib import Path

from kube_scheduler_py.viz.render import PathLike, inline_svg, save_format

__all__ = ["SvgPicture", "esc"]


def esc(text: object) -> str:
    """Text made safe for SVG content and attribute values."""
    return html.escape(str(text), quote=True)


@dataclass(slots=True)
class SvgPicture:
    """An SVG document of the given size built from element strings; `title` names it."""

    width: int
    height: int
    title: str = ""
    elements: list[str] = field(default_factory=list)

    def add(self, element: str) -> None:
        """Append one SVG element (already escaped)."""
        self.elements.append(element)

    def text(
        self,
        x: float,
        y: float,
        content: object,
        size: int = 12,
        anchor: str = "start",
        **attrs: str,
    ) -> None:
        """Append a text element; extra attributes are written as given (fill, font-weight)."""
        extra = "".join(f' {key.replace("_", "-")}="{esc(v)}"' for key, v in attrs.items())
        self.add(
            f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{extra}>'
            f"{esc(content)}</text>"
        )

    def rect(
        self, x: float, y: float, w: float, h: float, fill: str, tip: str = "", **attrs: str
    ) -> None:
        """Append a rectangle, with a tooltip when tip is given."""
        extra = "".join(f' {key.replace("_", "-")}="{esc(v)}"' for key, v in attrs.items())
        inner = f"<title>{esc(tip)}</title>" if tip else ""
        self.add(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{max(w, 0):.1f}" height="{max(h, 0):.1f}"'
            f' fill="{fill}"{extra}>{inner}</rect>'
        )

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str = "#333") -> None:
        """Append a straight line."""
        self.add(
            f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{stroke}"/>'
        )

    def to_svg(self) -> str:
        """The whole document."""
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}"'
            f' viewBox="0 0 {self.width} {self.height}" font-family="Helvetica, Arial, sans-serif">'
        )
        title = f"<title>{esc(self.title)}</title>" if self.title else ""
        return "\n".join([head, title, *self.elements, "</svg>"]) + "\n"

    def _repr_html_(self) -> str:
        return inline_svg(self.to_svg())

    def __repr__(self) -> str:
        # The plain-text form a notebook shows beside the SVG: stable, no memory address.
        return f"<{type(self).__name__}: {self.title or 'picture'}>"

    def save(self, path: PathLike) -> Path:
        """Write the picture as .svg."""
        save_format(path, ("svg",))
        target = Path(path)
        target.write_text(self.to_svg())
        return target
