"""Project-wide pytest set-up: how notebooks are compared when nbval runs them.

nbval compares every output of a notebook cell with the one saved in the notebook. Pictures
(SVG from graphviz, HTML tables and widgets) differ across graphviz builds and runs in ways
that do not matter, so they are left out of the comparison, as are PNGs; text outputs are
compared after the patterns of notebooks/sanitize.cfg are replaced.
"""

from __future__ import annotations

from typing import Any

from nbval.plugin import IPyNbFile  # type: ignore[import-untyped]

_SKIPPED_MIME_TYPES = ("image/svg+xml", "text/html", "image/png")
_original_init = IPyNbFile.__init__


def _init_without_pictures(self: IPyNbFile, *args: Any, **kwargs: Any) -> None:
    _original_init(self, *args, **kwargs)
    self.skip_compare = tuple(self.skip_compare) + _SKIPPED_MIME_TYPES


IPyNbFile.__init__ = _init_without_pictures
