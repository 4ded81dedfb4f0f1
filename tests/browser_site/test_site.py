"""The built site works offline: served from 127.0.0.1, the tour runs top to bottom in
JupyterLite's Pyodide kernel in Chromium, and no request goes anywhere else.

The test builds the site (tools/site/build.py, what bin/site runs) into build/site, serves it
with Python's http.server on 127.0.0.1, and opens notebooks/00_tour.ipynb. Chromium resolves
no host but 127.0.0.1, and every request for another host is aborted and recorded.
"""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, Route

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"
CHROMIUM = Path("/usr/bin/chromium")
#: How long the tour may take from opening to its last cell's output (a shared 2-core machine).
RUN_TIMEOUT_MS = 300_000
#: An output on stderr: JupyterLab shows a Python exception as one (a lesson writes none).
ERROR = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's chromium, headless, unable to resolve any host but 127.0.0.1."""
    if not CHROMIUM.is_file():
        pytest.fail(f"{CHROMIUM} is missing: bin/test installs it (apt-get install chromium)")
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        ],
        "headless": True,
    }


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
    """Requests for any other host, aborted and recorded."""
    attempted: list[str] = []

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


def _texts(page: Page, selector: str) -> list[str]:
    # textContent, not innerText: JupyterLab does not lay out cells scrolled out of view.
    texts: list[str] = page.eval_on_selector_all(selector, "els => els.map(e => e.textContent)")
    return texts


def _run_all(page: Page, site_url: str, notebook: str) -> tuple[float, str]:
    """Open a lesson, run all its cells; the seconds until the first output, and all outputs."""
    started = time.monotonic()
    page.goto(f"{site_url}lab/index.html?path=notebooks/{notebook}")
    page.wait_for_selector(".jp-Notebook .jp-CodeCell", timeout=RUN_TIMEOUT_MS)
    page.get_by_text("Python (Pyodide) | Idle").wait_for(timeout=RUN_TIMEOUT_MS)
    page.click("#jp-MainMenu >> text=Run")
    page.click("text=Run All Cells")
    page.wait_for_selector(".jp-OutputArea-output", timeout=RUN_TIMEOUT_MS)
    first_output = time.monotonic() - started
    page.wait_for_function(
        """() => {
            const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
            const ran = prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
            return document.querySelector(ERROR) || (prompts.length > 0 && ran);
        }""".replace("ERROR", repr(ERROR)),
        timeout=RUN_TIMEOUT_MS,
    )
    assert _texts(page, ERROR) == []
    total = time.monotonic() - started
    print(f"{notebook}: first output {first_output:.1f} s, all cells {total:.1f} s")
    return first_output, "\n".join(_texts(page, ".jp-OutputArea-output"))


def test_the_tour_runs_in_the_browser_offline(
    page: Page, site_url: str, outside: list[str]
) -> None:
    _, outputs = _run_all(page, site_url, "00_tour.ipynb")
    # The first cell's table, the stepper widget and the experiment's answer.
    assert "default/web-1" in outputs and "records in the trace" in outputs
    assert page.locator(".kube-stepper").count() == 1
    assert "web-1 asks for 500m CPU and lands on: node-b" in outputs
    assert outside == []


@pytest.mark.parametrize(
    "notebook",
    [
        "02_prefilter_and_filter.ipynb",
        "05_assume_and_bind.ipynb",
        "06_postfilter_and_preemption.ipynb",
    ],
)
def test_lessons_run_in_the_browser_offline(
    page: Page, site_url: str, outside: list[str], notebook: str
) -> None:
    _, outputs = _run_all(page, site_url, notebook)
    assert outputs.strip()
    assert outside == []
