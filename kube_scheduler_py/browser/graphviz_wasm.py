"""Graphviz compiled to WebAssembly (the npm package @viz-js/viz), which draws the diagrams in
the browser edition: Pyodide has no processes, so the `dot` program cannot run there.

The runtime is one ES module, `viz.js`, with the WebAssembly inside it. The site serves it
beside the Pyodide runtime (tools/site/viz_assets.py): `<site>/static/graphviz/viz.js` next to
`<site>/static/pyodide/`, so it is found relative to Pyodide's own indexURL. The variable
KUBE_SCHEDULER_PY_GRAPHVIZ_URL, set in the kernel's environment, names another place.

Rendering is synchronous, but compiling the WebAssembly is not (the npm builds of graphviz
start only asynchronously): loading starts when the package is imported (kube_scheduler_py's
__init__ imports this module under Pyodide) and finishes as soon as the worker's event loop
runs, that is between two notebook cells. A picture asked for before then waits for it where
the browser can suspend WebAssembly (JSPI: Chromium, Edge); elsewhere (Firefox, Safari) it is
None, shown as the text form, and the same call works a moment later.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any
from urllib.parse import urljoin

__all__ = ["RUNTIME_URL_VARIABLE", "GraphvizNotLoaded", "loading", "render_svg", "runtime_url"]

#: The environment variable that names the runtime's URL (or path, under Node).
RUNTIME_URL_VARIABLE = "KUBE_SCHEDULER_PY_GRAPHVIZ_URL"
#: Where the site puts the runtime, relative to Pyodide's indexURL (<site>/static/pyodide/).
RUNTIME_BESIDE_PYODIDE = "../graphviz/viz.js"


class GraphvizNotLoaded(OSError):
    """The WebAssembly graphviz is not there (yet): like a missing `dot` program."""


class _Runtime:
    """The loading promise (settled once the Viz instance or the reason it failed is kept)."""

    def __init__(self) -> None:
        self.promise: Any = None
        self.viz: Any = None
        self.error = ""

    def start(self) -> None:
        from pyodide.code import run_js  # type: ignore[import-not-found]

        url = runtime_url()
        instance = run_js(f"import({json.dumps(url)}).then((module) => module.instance())")
        self.promise = instance.then(self._loaded, self._failed)

    def _loaded(self, viz: Any) -> None:
        self.viz = viz

    def _failed(self, reason: Any) -> None:
        self.error = f"the WebAssembly graphviz did not load from {runtime_url()}: {reason}"

    def instance(self) -> Any:
        """The Viz instance, waited for where JSPI can suspend; raises GraphvizNotLoaded."""
        if self.viz is None and not self.error:
            from pyodide.ffi import can_run_sync, run_sync  # type: ignore[import-not-found]

            if can_run_sync():
                run_sync(self.promise)
        if self.viz is None:
            raise GraphvizNotLoaded(self.error or "the WebAssembly graphviz is still loading")
        return self.viz


_runtime = _Runtime()


def runtime_url() -> str:
    """The URL of viz.js: the environment's, else beside the Pyodide runtime."""
    configured = os.environ.get(RUNTIME_URL_VARIABLE)
    if configured:
        return configured
    import pyodide_js  # type: ignore[import-not-found]

    return urljoin(str(pyodide_js._api.config.indexURL), RUNTIME_BESIDE_PYODIDE)


def loading() -> Any:
    """A promise (awaitable in Pyodide) settled once the runtime has loaded or failed to."""
    return _runtime.promise


def render_svg(dot: str, engine: str = "dot") -> str:
    """The DOT source drawn as SVG by the WebAssembly graphviz; raises GraphvizNotLoaded when it
    is not there and ValueError with graphviz's messages when it rejects the source."""
    import js  # type: ignore[import-not-found]

    options = js.Object.new()
    options.format, options.engine = "svg", engine
    result = _runtime.instance().render(dot, options)
    if result.status != "success":
        messages = "; ".join(str(error.message) for error in result.errors)
        raise ValueError(f"graphviz could not draw the diagram: {messages}")
    return str(result.output)


if sys.platform == "emscripten":
    _runtime.start()
