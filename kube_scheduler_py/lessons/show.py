"""`show(picture)`: display a picture in a notebook as a picture only (its SVG or HTML form),
without the text form Jupyter would print beside it.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from typing import Any

__all__ = ["show"]


def show(picture: Any) -> None:
    """Display only the SVG or HTML form of a picture (IPython is imported when called)."""
    from IPython.display import display

    display(picture, include=["image/svg+xml", "text/html"])
