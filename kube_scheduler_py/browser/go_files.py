"""The Go source in the browser edition: the site carries a copy of every Go file the stepper
links (tools/site/go_sources.py writes them at build time from the local Go module cache), so
that a classroom without internet sees the Go code beside each step and can open it.

`<site>/static/go/<path in the kubernetes repo>` holds the file as text, and
`<site>/static/go/<path>.html` a page of it with an anchor per line (`#L65`). The folder lies
beside the Pyodide runtime (`<site>/static/pyodide/`), so it is found relative to Pyodide's
own indexURL. In the kernel (a Web Worker) a file is read with a synchronous request, which
workers may make.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import sys
from functools import cache
from urllib.parse import urljoin

__all__ = ["GO_BESIDE_PYODIDE", "site_lines", "site_page"]

#: Where the site puts the Go files, relative to Pyodide's indexURL (<site>/static/pyodide/).
GO_BESIDE_PYODIDE = "../go/"


def _base() -> str | None:
    """The URL of the site's Go folder, or None outside the browser edition."""
    if sys.platform != "emscripten":
        return None
    import pyodide_js  # type: ignore[import-not-found]

    return urljoin(str(pyodide_js._api.config.indexURL), GO_BESIDE_PYODIDE)


@cache
def site_lines(repo_path: str) -> tuple[str, ...] | None:
    """The lines of a Go file of the kubernetes repository (`pkg/scheduler/...go`) from the
    site's copy, or None where there is none (not in the browser, or a file the site does not
    carry)."""
    base = _base()
    if base is None:
        return None
    from pyodide.ffi import JsException  # type: ignore[import-not-found]
    from pyodide.http import open_url  # type: ignore[import-not-found]

    try:
        text = open_url(urljoin(base, repo_path)).read()
    except (OSError, ImportError, JsException):  # not served; no XMLHttpRequest (Node)
        return None
    if text.lstrip().startswith("<!DOCTYPE") or text.lstrip().startswith("<html"):
        return None  # a server's "not found" page
    return tuple(text.splitlines())


def site_page(repo_path: str, line: int) -> str | None:
    """The URL of the site's page of a Go file at a line, where the site has the file."""
    base = _base()
    if base is None or site_lines(repo_path) is None:
        return None
    return urljoin(base, f"{repo_path}.html#L{line}")
