"""The built site works offline: served from 127.0.0.1, the lessons run top to bottom in
JupyterLite's Pyodide kernel in Chromium, the book links to them, and no request goes
anywhere else.

The test builds the site (tools/site/build.py, what bin/site runs) into build/site and serves
it with Python's http.server on 127.0.0.1. Chromium resolves no host but 127.0.0.1, and every
request for another host is aborted, recorded, and fails the test; so does every request of
the site answered with an error (a 404).

A notebook is run as a learner runs it (Run All Cells); the test reads the cells' state from
JupyterLab's own notebook model (window.jupyterapp), so cells whose input is folded (the
exercises' predictions) count as well. The tour is opened as a learner opens it, from the
landing page (which prefetches the kernel's files) by its link to lesson 00. Then:
- the saved outputs show as saved (no comma at the start of a line);
- no cell raised or wrote to stderr;
- no picture shown has a label under 12 px;
- every cell that showed a picture on CPython (the committed outputs) shows one here (an <svg>
  or <img> in its output): graphviz diagrams (drawn by graphviz in WebAssembly), the score
  heatmap (SVG without matplotlib) and the port's own SVG pictures; and the kernel, asked
  directly, draws a graphviz diagram and a heatmap as SVG;
- in the tour, the stepper's Next button moves it on (its step text changes), it shows the Go
  source of a plugin call from the site's own copy and links that copy (which opens), its
  picture scrolls to the highlighted box on each step, and the first exercise's check answers
  a wrong and a right prediction with its verdict;
- the tour's `simulate` of examples/basic.yaml prints in the page what CPython prints, and the
  measurements of the README (site size, time to the tour's first output with the machine's
  load average then, simulate in the page and on CPython) are printed (pytest -s) and
  written to build/site-measurements.json.

Besides: the landing page leads to the book and the lessons, the book's pages open their
notebooks in JupyterLite (or say why one cannot run there): the first in a tab of its own,
the next in that same tab (not loaded again) on the same kernel, whose first cell answers
without a kernel starting (timed) and sees a variable the first lesson set; and the
classroom of the README works as it says: served over plain HTTP to a name that is not
localhost, the tour cannot read its example unless Chrome is told to treat that address as
secure.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import subprocess
import sys
import tarfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, BrowserType, Page, Route

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "_browser_pictures", ROOT / "tests" / "browser" / "pictures.py"
)
assert _spec is not None and _spec.loader is not None
pictures = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = pictures
_spec.loader.exec_module(pictures)
SITE = ROOT / "build" / "site"
MEASUREMENTS = ROOT / "build" / "site-measurements.json"
CHROMIUM = Path("/usr/bin/chromium")
#: How long a notebook may take from opening to its last cell's output (a shared 2-core machine).
RUN_TIMEOUT_MS = 300_000
#: The lessons that run in the browser: all but 10, which drives a real kube-apiserver.
LESSONS = [
    "01_scheduling_queue.ipynb",
    "02_prefilter_and_filter.ipynb",
    "03_score_and_select_host.ipynb",
    "04_reserve_and_permit.ipynb",
    "05_assume_and_bind.ipynb",
    "06_postfilter_and_preemption.ipynb",
    "07_write_your_own_plugin.ipynb",
    "08_history.ipynb",
    "09_volume_binding.ipynb",
    "11_every_extension_point.ipynb",
    "12_affinity_and_spread.ipynb",
    "13_profiles_and_extenders.ipynb",
]

#: Whether every file the landing page prefetches has arrived (in the resource timings).
PREFETCHED = """() => {
    const links = Array.from(document.querySelectorAll('link[rel=prefetch]'), l => l.href);
    const done = new Set(performance.getEntriesByType('resource').map(e => e.name));
    return links.length > 0 && links.every(href => done.has(href));
}"""
#: The text of the outputs as shown: lines that start with a comma (a list of lines shown
#: joined with commas) are what JupyterLite showed of saved outputs before the site joined them.
COMMA_LINES = """() => Array.from(document.querySelectorAll('.jp-OutputArea-output'))
    .flatMap(o => o.innerText.split('\\n')).filter(line => line.startsWith(','))"""

#: The open notebook, from JupyterLab's model: its path, kernel status and code cells.
NOTEBOOK_STATE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    if (!panel || !panel.content || !panel.sessionContext || !panel.context) return null;
    const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
    const cells = [];
    panel.content.widgets.forEach((cell, index) => {
        if (cell.model.type !== 'code') return;
        const outputs = [];
        for (let i = 0; i < cell.model.outputs.length; i++) {
            outputs.push(cell.model.outputs.get(i).toJSON());
        }
        const pictures = cell.node.querySelectorAll(
            '.jp-OutputArea-output svg, .jp-OutputArea-output img').length;
        cells.push({index, source: cell.model.sharedModel.getSource(),
                    count: cell.model.executionCount, outputs, pictures});
    });
    return {path: panel.context.path, ready: panel.context.isReady,
            kernel: kernel ? kernel.status : null, cells};
}"""


@pytest.fixture(scope="module")
def browser(browser_type: BrowserType) -> Iterator[Browser]:
    """This module's own Debian chromium, headless, unable to resolve any host but 127.0.0.1
    (not the session's browser, which another test folder may have launched with its flags)."""
    if not CHROMIUM.is_file():
        pytest.fail(f"{CHROMIUM} is missing: bin/test installs it (apt-get install chromium)")
    chromium = browser_type.launch(
        executable_path=str(CHROMIUM),
        args=[
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        ],
        headless=True,
    )
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def site_url() -> Iterator[str]:
    subprocess.run(
        [sys.executable, str(ROOT / "tools/site/build.py"), "--out", str(SITE)], check=True
    )
    with subprocess.Popen(
        [sys.executable, "-m", "http.server", "-d", str(SITE), "-b", "127.0.0.1", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    ) as server:
        try:
            assert server.stdout is not None
            # "Serving HTTP on 127.0.0.1 port N (http://127.0.0.1:N/) ..."
            url = server.stdout.readline().split("(")[1].split(")")[0]
            urllib.request.urlopen(url + "index.html", timeout=30).close()
            yield url
        finally:
            server.terminate()


@pytest.fixture
def outside(context: BrowserContext, site_url: str) -> list[str]:
    """Requests for any other host, aborted and recorded; and every request of the site that
    was answered with an error (a 404 for /favicon.ico, say). Requests a page dropped as the
    test went on to another page are no error."""
    attempted: list[str] = []
    context.on(
        "response",
        lambda response: (
            attempted.append(f"{response.status} {response.url}")
            if response.status >= 400
            else None
        ),
    )

    def only_local(route: Route) -> None:
        if route.request.url.startswith(site_url):
            route.continue_()
        else:
            attempted.append(route.request.url)
            route.abort()

    context.route("**/*", only_local)
    context.on(
        "request",
        lambda request: None if request.url.startswith(site_url) else attempted.append(request.url),
    )
    return attempted


def listen(page: Page, lines: list[str]) -> None:
    """Keep what the page logs (and its uncaught errors) in lines."""
    page.on("console", lambda message: lines.append(f"console.{message.type}: {message.text}"))
    page.on("pageerror", lambda error: lines.append(f"pageerror: {error}"))


@pytest.fixture
def console(page: Page) -> list[str]:
    """What the page logged (and its uncaught errors): shown when a notebook fails."""
    lines: list[str] = []
    listen(page, lines)
    return lines


class Notebook:
    """A lesson opened in the site's JupyterLite, driven through JupyterLab's commands."""

    def __init__(self, page: Page, console: list[str], name: str) -> None:
        self.page, self.console, self.name = page, console, name
        self.opened = 0.0
        #: Seconds from opening the notebook to an idle kernel, and to the first output of a
        #: Run All made as soon as the kernel is idle.
        self.idle = 0.0
        self.first_output = 0.0

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.page.evaluate(NOTEBOOK_STATE)
        return state

    def failure(self, why: str) -> str:
        """A failure message with the cells' outputs so far and the page's console."""
        state = self.state() or {"cells": []}
        cells = [
            f"[{c['index']}] count={c['count']} {json.dumps(c['outputs'])[:400]}"
            for c in state["cells"]
        ]
        return "\n".join([f"{self.name}: {why}", *cells, "console:", *self.console[-40:]])

    def wait(self, condition: str, why: str, arg: Any = None) -> None:
        try:
            self.page.wait_for_function(condition, arg=arg, timeout=RUN_TIMEOUT_MS)
        except Exception:
            pytest.fail(self.failure(why))

    def open(self, site_url: str, via_landing: bool = False) -> None:
        """Open the notebook in the lab, or (via_landing) as a learner does: on the landing
        page, once it has fetched what the kernel needs, click its link to lesson 00, which
        opens the lab in a tab of its own (the notebook's page from then on)."""
        if via_landing:
            self.page.goto(site_url)
            self.wait(PREFETCHED, "the landing page did not fetch the kernel's files")
            self.opened = time.monotonic()
            self.page = self.opened_by(lambda: self.page.locator("#tour").click())
        else:
            self.opened = time.monotonic()
            self.page.goto(f"{site_url}lab/index.html?path=notebooks/{self.name}")
        self.wait_open()

    def opened_by(self, click: Callable[[], None]) -> Page:
        """The tab a click opens, its console kept with this notebook's."""
        with self.page.context.expect_page() as opened:
            click()
        listen(opened.value, self.console)
        return opened.value

    def wait_open(self) -> None:
        """Until the lab shows this notebook with an idle kernel; self.idle is the time since
        self.opened."""
        self.wait(
            f"""() => {{ const s = ({NOTEBOOK_STATE})();
                return s && s.ready && s.path.endsWith({self.name!r}) && s.kernel === 'idle'; }}""",
            "the notebook did not open with an idle kernel",
        )
        self.idle = time.monotonic() - self.opened

    def run_all(self) -> None:
        """Run every cell (outputs cleared first), as Run All Cells does."""
        self.page.evaluate(
            """async () => {
                await window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs');
                window.jupyterapp.commands.execute('notebook:run-all-cells');
            }"""
        )
        self.wait(
            f"() => ({NOTEBOOK_STATE})().cells.some(c => c.outputs.length > 0)", "no output came"
        )
        self.first_output = time.monotonic() - self.opened
        self.wait_until_ran("a cell did not finish")

    def wait_until_ran(self, why: str, index: int | None = None) -> None:
        """Until the kernel is idle and every cell with code has run, or only cell `index` when
        given (a learner's copy leaves its checks unrun), or one raised."""
        self.wait(
            f"""(index) => {{ const s = ({NOTEBOOK_STATE})();
                const failed = s.cells.some(c => c.outputs.some(o => o.output_type === 'error'));
                const cells = index === null ? s.cells : s.cells.filter(c => c.index === index);
                const ran = cells.every(c => !c.source.trim() || c.count !== null);
                return failed || (ran && s.kernel === 'idle'); }}""",
            why,
            index,
        )

    def run_cells(self, *indices: int) -> None:
        """Run these cells, one after the other, as Shift+Enter would (without moving on)."""
        for index in indices:
            self.page.evaluate(
                """async (index) => {
                    const notebook = window.jupyterapp.shell.currentWidget.content;
                    notebook.widgets[index].model.executionCount = null;
                    notebook.activeCellIndex = index;
                    await window.jupyterapp.commands.execute('notebook:run-cell');
                }""",
                index,
            )
            self.wait_until_ran(f"cell {index} did not finish", index)

    def set_source(self, index: int, source: str) -> None:
        self.page.evaluate(
            """([index, source]) => window.jupyterapp.shell.currentWidget.content
                .widgets[index].model.sharedModel.setSource(source)""",
            [index, source],
        )

    def add_cell(self, source: str) -> int:
        """A new code cell at the end, run; its index."""
        index: int = self.page.evaluate(
            """(source) => {
                const notebook = window.jupyterapp.shell.currentWidget.content;
                notebook.model.sharedModel.insertCell(notebook.widgets.length,
                    {cell_type: 'code', source});
                return notebook.widgets.length - 1;
            }""",
            source,
        )
        self.run_cells(index)
        return index

    def cell(self, index: int) -> dict[str, Any]:
        found: dict[str, Any] = next(c for c in self.state()["cells"] if c["index"] == index)
        return found

    def text(self, index: int) -> str:
        return "".join(_text(output) for output in self.cell(index)["outputs"])

    def index_of(self, start: str) -> int:
        cells = self.state()["cells"]
        found: int = next(c["index"] for c in cells if c["source"].startswith(start))
        return found


def _text(output: dict[str, Any]) -> str:
    if output["output_type"] == "stream":
        return str(output["text"])
    if output["output_type"] == "error":
        return "\n".join([output["ename"], output["evalue"], *output["traceback"]])
    return str(output.get("data", {}).get("text/plain", ""))


def _has_picture(output: dict[str, Any]) -> bool:
    data = output.get("data", {})
    html = "".join(data.get("text/html", ""))
    return "image/svg+xml" in data or "image/png" in data or "<svg" in html or "<img" in html


def _kind(output: dict[str, Any]) -> str:
    """What drew a committed picture: graphviz, matplotlib, or the port's own SVG."""
    data = output.get("data", {})
    svg = "".join(data.get("image/svg+xml", "")) + "".join(data.get("text/html", ""))
    return (
        "graphviz"
        if "Generated by graphviz" in svg or 'class="graph"' in svg
        else "matplotlib"
        if "matplotlib" in svg
        else "svg"
    )


def _committed_pictures(name: str) -> dict[int, str]:
    """The cells that showed a picture when the notebook was run on CPython, and its kind."""
    cells = json.loads((ROOT / "notebooks" / name).read_text())["cells"]
    return {
        index: _kind(next(filter(_has_picture, cell["outputs"])))
        for index, cell in enumerate(cells)
        if cell["cell_type"] == "code" and any(map(_has_picture, cell.get("outputs", [])))
    }


#: Asks the kernel which kinds of picture it can draw: a picture is drawable when IPython's
#: display formatter gets an SVG (or HTML holding one) from it.
DRAWABLE = """\
from IPython import get_ipython
from kube_scheduler_py.viz import cycle_diagram, score_heatmap

def _drawn(make):
    try:
        bundle = get_ipython().display_formatter.format(make())[0]
    except ImportError:
        return False
    return "image/svg+xml" in bundle or "<svg" in bundle.get("text/html", "")

print("drawable:", {"svg": True, "graphviz": _drawn(cycle_diagram),
                    "matplotlib": _drawn(lambda: score_heatmap({}))})
"""


def _drawable(notebook: Notebook) -> dict[str, bool]:
    """Which kinds of picture the page's kernel draws (see DRAWABLE)."""
    answer = notebook.text(notebook.add_cell(DRAWABLE))
    assert answer.startswith("drawable: "), notebook.failure(f"the probe answered {answer!r}")
    drawable: dict[str, bool] = ast.literal_eval(answer.removeprefix("drawable: "))
    return drawable


def _run_lesson(page: Page, console: list[str], site_url: str, name: str) -> Notebook:
    """Open and run a lesson (the tour from the landing page); check its saved outputs show as
    saved, it raised nothing and drew its pictures."""
    notebook = Notebook(page, console, name)
    notebook.open(site_url, via_landing=name == "00_tour.ipynb")
    notebook.wait(
        "() => document.querySelectorAll('.jp-OutputArea-output').length > 0",
        "the saved outputs are not shown",
    )
    assert notebook.page.evaluate(COMMA_LINES) == [], notebook.failure("saved outputs show commas")
    notebook.run_all()
    state = notebook.state()
    for cell in state["cells"]:
        for output in cell["outputs"]:
            bad = output["output_type"] == "error" or output.get("name") == "stderr"
            assert not bad, notebook.failure(f"cell {cell['index']} failed:\n{_text(output)}")
    drawable = _drawable(notebook)
    assert all(drawable.values()), notebook.failure(f"the page cannot draw: {drawable}")
    for index, kind in _committed_pictures(name).items():
        cell = notebook.cell(index)
        assert cell["pictures"] > 0, notebook.failure(
            f"cell {index} drew no picture ({kind}): {cell['source'][:80]!r}"
        )
    small = pictures.too_small(notebook.page)
    assert small == [], notebook.failure(f"pictures too small to read: {small}")
    print(
        f"{name}: idle kernel {notebook.idle:.1f} s, first output {notebook.first_output:.1f} s;"
        f" pictures drawn: {drawable}"
    )
    return notebook


def test_the_tour_runs_in_the_browser_offline(
    page: Page, site_url: str, outside: list[str], console: list[str]
) -> None:
    load = os.getloadavg()  # the machine's load as the tour opens, kept with its timings
    tour = _run_lesson(page, console, site_url, "00_tour.ipynb")
    outputs = "\n".join(tour.text(c["index"]) for c in tour.state()["cells"])
    assert "default/web-1" in outputs and "records in the trace" in outputs
    assert "web-1 asks for 500m CPU and lands on: node-b" in outputs

    # The stepper advances: Next changes the step it shows.
    stepper = tour.page.locator(".kube-stepper")
    assert stepper.count() == 1, tour.failure("no stepper widget")
    step = stepper.locator(".kube-stepper-step")
    before = step.text_content()
    stepper.get_by_role("button", name="Next ▶").click()
    tour.page.wait_for_function(
        "before => document.querySelector('.kube-stepper .kube-stepper-step').textContent"
        " !== before",
        arg=before,
        timeout=60_000,
    )
    assert step.text_content() and step.text_content() != before

    # The Go source of a plugin call, from the site's own copy, and a link to that copy.
    stepper.get_by_role("button", name="plugin call ▶").click()
    source = stepper.locator(".kube-stepper-source-panel")
    tour.page.wait_for_function(
        "() => /func /.test(document.querySelector('.kube-stepper-source-panel pre')"
        " ?.textContent || '')",
        timeout=60_000,
    )
    copy = source.get_by_role("link", name="this site’s copy")
    href = copy.get_attribute("href") or ""
    assert href.startswith(f"{site_url}static/go/pkg/scheduler/") and "#L" in href
    go_page = tour.page.context.new_page()
    go_page.goto(href)
    line = href.rsplit("#L", 1)[1]
    assert go_page.locator(f"#L{line}").text_content()
    go_page.close()

    # On each step the picture scrolls so that its highlighted box is in view.
    pictures.check_highlight_in_view(tour.page)

    # An exercise check answers: a wrong prediction, then the right one.
    prediction = tour.index_of("web2_node =")
    checked = next(c["index"] for c in tour.state()["cells"] if c["index"] > prediction)
    tour.set_source(prediction, 'web2_node = "node-a"')
    tour.run_cells(prediction, checked)
    assert "✘ not this time: you predicted node-a, the run says node-b." in tour.text(checked)
    tour.set_source(prediction, 'web2_node = "node-b"')
    tour.run_cells(prediction, checked)
    assert "✔ right: node-b." in tour.text(checked)

    _measure(tour, load)
    assert outside == []


@pytest.mark.parametrize("name", LESSONS)
def test_lessons_run_in_the_browser_offline(
    page: Page, site_url: str, outside: list[str], console: list[str], name: str
) -> None:
    lesson = _run_lesson(page, console, site_url, name)
    if name.startswith("06_"):
        picture = lesson.index_of("show(preemption_picture(")
        assert lesson.cell(picture)["pictures"] > 0, lesson.failure("no preemption picture")
    if name.startswith("13_"):  # its extender, served in process: the browser has no sockets
        served = lesson.text(lesson.index_of("extender = Extender("))
        assert "the extender received:\n  filter(spread-1, node-1, node-2, node-3)" in served, (
            lesson.failure(f"the extender was not called: {served!r}")
        )
    assert outside == []


#: The kernels the lab page runs, and the kernel of the notebook in front.
KERNELS = """async () => {
    const app = window.jupyterapp;
    await app.serviceManager.kernels.refreshRunning();
    return {running: Array.from(app.serviceManager.kernels.running(), k => k.id),
            current: app.shell.currentWidget.sessionContext.session.kernel.id};
}"""
#: Set in one lesson's kernel, read in the next one's.
SHARED = "shared_across_lessons = 'set in lesson 02'"


def test_the_book_opens_its_lessons_in_one_lab_on_one_kernel(
    page: Page, site_url: str, outside: list[str], console: list[str]
) -> None:
    """A lesson opened from the book opens in a tab of its own; the next lesson opened from the
    book opens in that same tab, without reloading it, on the same kernel: its first cell runs
    at once and sees what the first lesson set."""
    page.goto(f"{site_url}book/notebooks/02_prefilter_and_filter.html")
    link = page.locator(".kube-jupyterlite a")
    assert link.count() == 1
    first = Notebook(page, console, "02_prefilter_and_filter.ipynb")
    first.opened = time.monotonic()
    first.page = lab = first.opened_by(link.click)
    first.wait_open()
    first.add_cell(SHARED)
    kernels = lab.evaluate(KERNELS)
    loaded = lab.evaluate("performance.timeOrigin")

    page.goto(f"{site_url}book/notebooks/03_score_and_select_host.html")
    tabs = len(page.context.pages)
    second = Notebook(lab, console, "03_score_and_select_host.ipynb")
    second.opened = time.monotonic()
    page.locator(".kube-jupyterlite a").click()
    second.wait_open()
    first_cell = second.state()["cells"][0]["index"]
    second.run_cells(first_cell)
    first_output = round(time.monotonic() - second.opened, 1)
    assert len(page.context.pages) == tabs, "the book's link opened another tab"
    assert lab.evaluate("performance.timeOrigin") == loaded, "the lab page was loaded again"
    assert kernels["running"] == [kernels["current"]]
    assert lab.evaluate(KERNELS) == kernels, "the second lesson has a kernel of its own"
    failed = [o for o in second.cell(first_cell)["outputs"] if o["output_type"] == "error"]
    assert not failed, second.failure("the second lesson's first cell failed")
    assert second.text(second.add_cell("print(shared_across_lessons)")) == "set in lesson 02\n"
    print(
        f"a second lesson opened from the book: idle kernel {second.idle:.1f} s, its first"
        f" cell's output {first_output} s (the first lesson: {first.idle:.1f} s)"
    )
    _record({"a second lesson opened from the book, to its first output, seconds": first_output})

    # The landing page leads to the book, and to the lessons in the lab's tab.
    lab.evaluate("() => window.jupyterapp.commands.execute('filebrowser:go-to-path', {path: ''})")
    page.goto(site_url)
    page.locator("#lessons").click()
    lab.wait_for_function(
        "() => /notebooks/.test(document.querySelector('.jp-BreadCrumbs')?.textContent || '')"
    )
    assert len(page.context.pages) == tabs and lab.evaluate("performance.timeOrigin") == loaded
    page.locator("#book").click()
    page.wait_for_url("**/book/intro.html")
    assert page.locator(".kube-jupyterlite a").count() == 1
    for page_name in ("intro.html", "03_scheduling_cycle.html"):
        page.goto(f"{site_url}book/{page_name}")
        assert page.locator(".kube-jupyterlite a").count() == 1
    page.goto(f"{site_url}book/notebooks/10_real_cluster.html")  # it needs a real cluster
    assert page.locator(".kube-jupyterlite a").count() == 0
    assert "Not in the browser" in (page.locator(".kube-jupyterlite").text_content() or "")
    page.goto(f"{site_url}book/notebooks/13_profiles_and_extenders.html")  # in process there
    assert page.locator(".kube-jupyterlite a").count() == 1
    assert outside == []


#: Run in the page after the tour: examples/basic.yaml simulated three times, timed, and a
#: digest of what it printed (one line per run: seconds and sha256).
TIMED_SIMULATE = """\
import contextlib, hashlib, io, time
import kube_scheduler_py.simulation.run  # imported before the clock starts, as in the page
from kube_scheduler_py.cli import main
for _ in range(3):
    printed = io.StringIO()
    started = time.perf_counter()
    with contextlib.redirect_stdout(printed):
        main(["simulate", "../examples/basic.yaml"])
    elapsed = time.perf_counter() - started
    print(f"simulate {elapsed:.3f} {hashlib.sha256(printed.getvalue().encode()).hexdigest()}")
"""


def _cpython_simulate() -> tuple[list[float], str]:
    """The same three timed runs on this machine's CPython, in a fresh process."""
    done = subprocess.run(
        [sys.executable, "-c", TIMED_SIMULATE],
        cwd=ROOT / "notebooks",
        capture_output=True,
        text=True,
        check=True,
    )
    return _timings(done.stdout)


def _timings(printed: str) -> tuple[list[float], str]:
    runs = [line.split() for line in printed.splitlines() if line.startswith("simulate ")]
    assert len(runs) == 3 and len({digest for _, _, digest in runs}) == 1, printed
    return [float(seconds) for _, seconds, _ in runs], runs[0][2]


def _site_size() -> tuple[int, int]:
    """The site's size on disk and as a .tar.gz, in bytes."""
    files = [p for p in SITE.rglob("*") if p.is_file()]
    archive = ROOT / "build" / "site-size.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(SITE, arcname="site")
    packed = archive.stat().st_size
    archive.unlink()
    return sum(p.stat().st_size for p in files), packed


def _measure(tour: Notebook, load: tuple[float, float, float]) -> None:
    """The README's measurements; simulate in the page must print what CPython prints."""
    page_runs, page_digest = _timings(tour.text(tour.add_cell(TIMED_SIMULATE)))
    native_runs, native_digest = _cpython_simulate()
    assert page_digest == native_digest, "simulate printed other bytes in the page"
    size, packed = _site_size()
    measured = {
        "site bytes": size,
        "site .tar.gz bytes": packed,
        "tour: clicking it on the landing page to an idle kernel, seconds": round(tour.idle, 1),
        "tour: clicking it on the landing page to first output, seconds": round(
            tour.first_output, 1
        ),
        "load average (1, 5, 15 min) as the tour opened": [round(x, 2) for x in load],
        "simulate examples/basic.yaml in the page, seconds (3 runs)": page_runs,
        "the same on CPython, seconds (3 runs)": native_runs,
    }
    _record(measured)
    print("site measurements:", json.dumps(measured))


def _record(measured: dict[str, Any]) -> None:
    """Add measurements to build/site-measurements.json (the tests of a run add theirs)."""
    known = json.loads(MEASUREMENTS.read_text()) if MEASUREMENTS.is_file() else {}
    MEASUREMENTS.write_text(json.dumps({**known, **measured}, indent=2) + "\n")


def test_a_classroom_address_over_plain_http(
    browser_type: BrowserType, site_url: str, console: list[str]
) -> None:
    """The classroom of the README and book/browser.md: the site served over plain HTTP to an
    address that is not localhost (a name Chromium maps to 127.0.0.1 here). Without a secure
    origin the lessons open but cannot read their files; with Chrome's
    unsafely-treat-insecure-origin-as-secure flag for that address the tour's first cell runs."""
    port = site_url.rstrip("/").rsplit(":", 1)[1]
    classroom = f"http://classroom.test:{port}/"
    first_cell = {}
    for flagged in (False, True):
        secure = [f"--unsafely-treat-insecure-origin-as-secure={classroom.rstrip('/')}"]
        chromium = browser_type.launch(
            executable_path=str(CHROMIUM),
            args=[
                "--no-sandbox",
                "--host-resolver-rules=MAP classroom.test 127.0.0.1, MAP * ~NOTFOUND",
                *(secure if flagged else []),
            ],
            headless=True,
        )
        try:
            page = chromium.new_page()
            page.on("console", lambda message: console.append(message.text))
            tour = Notebook(page, console, "00_tour.ipynb")
            tour.open(classroom)
            first = tour.index_of("from kube_scheduler_py.v1_31.api.loader import load_paths")
            tour.run_cells(first)
            first_cell[flagged] = tour.text(first)
        finally:
            chromium.close()
    assert "../examples/basic.yaml: no such file or directory" in first_cell[False]
    assert "default/web-1" in first_cell[True] and "records in the trace" in first_cell[True]
