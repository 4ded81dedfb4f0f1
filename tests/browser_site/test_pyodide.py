"""The port runs in Pyodide (Python compiled to WebAssembly, what the browser edition runs) on
the same code path as on CPython: `simulate` of examples/basic.yaml prints the same bytes, and
the pictures draw without `dot` and matplotlib (graphviz compiled to WebAssembly, SVG by hand),
under Node and in Chromium's Web Worker, where JupyterLite's kernel runs.

The test installs the npm `pyodide` runtime (site/package-lock.json) into build/node-npm, builds the
browser's wheels (tools/site/wheels.py) into build/node-wheels, and runs Pyodide under Node.
"""

from __future__ import annotations

import contextlib
import filecmp
import functools
import http.server
import json
import math
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Playwright

from kube_scheduler_py.simulation.run import SimulationResult, simulate
from kube_scheduler_py.trace import Trace
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.viz import (
    Heatmap,
    cache_diagram,
    cycle_diagram,
    queue_diagram,
    queue_from_trace,
    score_heatmap,
    steps_from_trace,
    transitions_from_trace,
)

ROOT = Path(__file__).resolve().parents[2]
NPM_DIR = ROOT / "build" / "node-npm"  # not bin/site's: the two tests may run at once
WHEEL_DIR = ROOT / "build" / "node-wheels"
HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def pyodide_dir() -> Path:
    """The npm pyodide package, installed with `npm ci` from the committed lock file."""
    NPM_DIR.mkdir(parents=True, exist_ok=True)
    lock = ROOT / "site" / "package-lock.json"
    installed = NPM_DIR / "node_modules" / "pyodide" / "pyodide.mjs"
    if not installed.exists() or not filecmp.cmp(lock, NPM_DIR / "package-lock.json", False):
        for name in ("package.json", "package-lock.json"):
            shutil.copyfile(ROOT / "site" / name, NPM_DIR / name)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=NPM_DIR, check=True)
    return installed.parent


@pytest.fixture(scope="module")
def wheels() -> Path:
    subprocess.run([sys.executable, str(ROOT / "tools/site/wheels.py"), str(WHEEL_DIR)], check=True)
    return WHEEL_DIR


def _run_in_pyodide(
    pyodide_dir: Path, wheels: Path, cwd: Path, script: Path, *args: str
) -> subprocess.CompletedProcess[bytes]:
    runner = ROOT / "site" / "run_in_pyodide.mjs"
    command = ["node", str(runner), str(pyodide_dir), str(wheels), str(cwd), str(script), *args]
    return subprocess.run(command, capture_output=True, cwd=cwd, timeout=600)


def _elapsed(stderr: bytes) -> float:
    found = re.search(rb"elapsed-seconds: ([0-9.]+)", stderr)
    assert found, stderr.decode(errors="replace")[-3000:]
    return float(found.group(1))


def test_simulate_in_pyodide_prints_what_cpython_prints(pyodide_dir: Path, wheels: Path) -> None:
    examples = ROOT / "examples"
    script = HERE / "timed_cli.py"
    native = subprocess.run(
        [sys.executable, str(script), "simulate", "basic.yaml"], capture_output=True, cwd=examples
    )
    assert native.returncode == 0, native.stderr.decode()
    browser = _run_in_pyodide(pyodide_dir, wheels, examples, script, "simulate", "basic.yaml")
    assert browser.returncode == 0, browser.stderr.decode(errors="replace")[-3000:]
    assert b'"pods"' in native.stdout
    assert browser.stdout == native.stdout
    print(
        f"simulate examples/basic.yaml: Pyodide {_elapsed(browser.stderr):.3f} s, "
        f"CPython {_elapsed(native.stderr):.3f} s"
    )


def test_without_the_graphviz_runtime_a_diagram_is_text(
    pyodide_dir: Path, wheels: Path, tmp_path: Path
) -> None:
    """Where the site does not serve graphviz (here: the bare npm runtime, no static/graphviz
    beside it), a diagram shows its text form and says why, and nothing loads matplotlib."""
    check = tmp_path / "check.py"
    check.write_text(
        "import sys\n"
        "from kube_scheduler_py.browser import graphviz_wasm\n"
        "from kube_scheduler_py.viz import cycle_diagram\n"
        "from kube_scheduler_py.widgets import Stepper\n"
        "await graphviz_wasm.loading()\n"
        "diagram = cycle_diagram()\n"
        "assert 'digraph' in diagram.source\n"
        "assert diagram._repr_html_() is None  # the notebook shows the text form\n"
        "assert 'matplotlib' not in sys.modules and 'numpy' not in sys.modules\n"
        "try:\n"
        "    diagram.save('cycle.svg')\n"
        "except OSError as err:\n"
        "    print(err)\n"
    )
    result = _run_in_pyodide(pyodide_dir, wheels, tmp_path, check)
    assert result.returncode == 0, result.stderr.decode(errors="replace")[-3000:]
    expected = f"did not load from {pyodide_dir.parent / 'graphviz' / 'viz.js'}"
    assert expected.encode() in result.stdout


@pytest.fixture(scope="module")
def site(pyodide_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site's layout as far as Pyodide sees it: the runtime in static/pyodide (here
    a link to the npm package) and the WebAssembly graphviz that tools/site/viz_assets.py
    copies into static/graphviz, found relative to the runtime as in the browser."""
    root = tmp_path_factory.mktemp("site")
    (root / "static").mkdir()
    (root / "static" / "pyodide").symlink_to(pyodide_dir, target_is_directory=True)
    copy = [
        sys.executable,
        str(ROOT / "tools/site/viz_assets.py"),
        str(pyodide_dir.parent),
        str(root),
    ]
    subprocess.run(copy, check=True)
    return root


def _svg_titles(svg: str, kind: str) -> set[str]:
    """The titles of graphviz's node or edge groups (its id of each node and edge)."""
    pattern = rf'<g id="{kind}\d+" class="{kind}">\s*<title>(.*?)</title>'
    return set(re.findall(pattern, svg))


def _basic() -> tuple[SimulationResult, Trace]:
    objects = load_paths([str(ROOT / "examples" / "basic.yaml")]).objects
    trace = Trace()
    return simulate(objects, seed=0, trace=trace), trace


def _native_cycle(trace: Trace) -> str:
    """The cycle diagram of web-1's attempt as Debian's dot draws it."""
    native = cycle_diagram(path=steps_from_trace(trace, "default/web-1")).svg()
    assert native is not None, "the native path needs Debian's dot"
    return native


def test_pictures_draw_in_pyodide_without_dot_or_matplotlib(
    pyodide_dir: Path, wheels: Path, site: Path
) -> None:
    script = HERE / "draw_in_pyodide.py"
    browser = _run_in_pyodide(site / "static" / "pyodide", wheels, ROOT / "examples", script)
    assert browser.returncode == 0, browser.stderr.decode(errors="replace")[-3000:]
    drawn = json.loads(browser.stdout)
    result, trace = _basic()

    # The cycle diagram: the nodes and edges Debian's dot draws, by graphviz in WebAssembly.
    native = _native_cycle(trace)
    # In the importing cell: text, unless JSPI lets the cell wait (Node 20 has none).
    assert drawn["before_loading"] == (drawn["cycle"] if drawn["can_run_sync"] else None)
    assert "Generated by graphviz" in drawn["cycle"]
    nodes = _svg_titles(native, "node")
    assert {"PreFilter", "Filter", "Score", "Reserve", "Bind"} <= nodes
    assert _svg_titles(drawn["cycle"], "node") == nodes
    assert _svg_titles(drawn["cycle"], "edge") == _svg_titles(native, "edge")
    # The cache's and the queue's diagrams too.
    native_cache = cache_diagram(
        transitions_from_trace(trace, "default/web-1"), pod="default/web-1"
    )
    native_queue = queue_diagram(*queue_from_trace(trace))
    for name, diagram in (("cache", native_cache), ("queue", native_queue)):
        expected = diagram.svg()
        assert expected is not None
        assert _svg_titles(drawn[name], "node") == _svg_titles(expected, "node") != set()
        assert _svg_titles(drawn[name], "edge") == _svg_titles(expected, "edge")
    # The stepper's panel shows that picture, not the note.
    assert drawn["stepper"].startswith("<svg data-width=")
    assert {"PreFilter", "Bind"} <= _svg_titles(drawn["stepper"], "node")

    # The heatmap without matplotlib: the labels and values of matplotlib's on CPython.
    assert drawn["heatmap_class"] == "SvgHeatmap"
    assert not drawn["matplotlib_imported"]
    expected = score_heatmap(next(o for o in result.pods if o.pod.metadata.name == "web-1"))
    assert isinstance(expected, Heatmap)
    labels = [t.get_text() for t in expected.figure.axes[0].get_yticklabels()]
    texts = re.findall(r"<text [^>]*>([^<]*)</text>", drawn["heatmap"])
    assert labels and set(labels) | set(expected.plugins) <= set(texts)
    cells = re.findall(r"<title>(.+?) · (.+?): finalscore (\d+)</title>", drawn["heatmap"])
    assert {(node, plugin): int(value) for node, plugin, value in cells} == {
        (node, plugin): int(value)
        for node, row in zip(expected.nodes, expected.data, strict=True)
        for plugin, value in zip(expected.plugins, row, strict=True)
        if not math.isnan(value)
    }


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextlib.contextmanager
def _serve(root: Path) -> Iterator[str]:
    """A static server of root on 127.0.0.1, stopped on exit; yields its base URL."""
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def _worker_page(site: Path, wheels: Path, root: Path) -> Path:
    """The site's runtime and graphviz, the wheels, and worker_page/ running one cell."""
    shutil.copytree(site, root, symlinks=True)
    shutil.copytree(HERE / "worker_page", root, dirs_exist_ok=True)
    names = sorted(wheel.name for wheel in wheels.glob("*.whl"))
    shutil.copytree(wheels, root / "wheels")
    (root / "wheels" / "list.txt").write_text("\n".join(names) + "\n")
    shutil.copyfile(HERE / "draw_in_one_cell.py", root / "script.py")
    shutil.copyfile(ROOT / "examples" / "basic.yaml", root / "basic.yaml")
    return root


def test_in_chromiums_worker_the_import_cell_draws_too(
    site: Path, wheels: Path, tmp_path: Path, playwright: Playwright
) -> None:
    """Chromium has JSPI: a cell that imports the package and draws at once waits for the
    WebAssembly graphviz instead of showing text. Only 127.0.0.1 resolves."""
    root = _worker_page(site, wheels, tmp_path / "page")
    only_here = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
    with _serve(root) as url:
        # pytest-playwright's driver, with a browser of this test's own (its flags).
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", only_here]
        )
        try:
            page = browser.new_page()
            requested: list[str] = []
            page.context.on("request", lambda request: requested.append(request.url))
            page.goto(url + "index.html")
            page.wait_for_function("document.title === 'done'", timeout=300_000)
            result = page.inner_text("#result")
        finally:
            browser.close()
    assert result.startswith("{"), result[-3000:]
    report = json.loads(result)
    assert report["can_run_sync"] is True
    native = _native_cycle(_basic()[1])
    assert _svg_titles(report["cycle"], "node") == _svg_titles(native, "node")
    assert _svg_titles(report["cycle"], "edge") == _svg_titles(native, "edge")
    assert url + "static/graphviz/viz.js" in requested
    assert all(address.startswith(url) for address in requested)
