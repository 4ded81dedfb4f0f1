"""The stepper of notebooks/00_tour.ipynb in a real browser: served by Voila, and opened and run
in JupyterLab; clicking Next moves the stepper on.

Both servers serve a copy of the notebook without its saved outputs (in a temporary directory,
next to a link to examples/), so that what the browser shows comes from the kernel and
JupyterLab cannot change the notebook in the repository.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "_browser_pictures", Path(__file__).with_name("pictures.py")
)
assert _spec is not None and _spec.loader is not None
pictures = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = pictures
_spec.loader.exec_module(pictures)
VENV_BIN = ROOT / ".venv" / "bin"
NOTEBOOK = "00_tour.ipynb"
#: Generous: the kernel starts, runs the notebook (two simulations) and renders the widgets.
RENDER_TIMEOUT_MS = 60_000
POSITION = ".kube-stepper-position"
STEP = ".kube-stepper-step"


@pytest.fixture
def notebook_dir(tmp_path: Path) -> Path:
    """A copy of notebooks/00_tour.ipynb without outputs, with ../examples next to it."""
    root = tmp_path / "site"
    (root / "notebooks").mkdir(parents=True)
    (root / "examples").symlink_to(ROOT / "examples", target_is_directory=True)
    notebook = nbformat.read(ROOT / "notebooks" / NOTEBOOK, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    notebook.metadata.pop("widgets", None)
    nbformat.write(notebook, root / "notebooks" / NOTEBOOK)
    return root / "notebooks"


def _click_next_and_check(page: Page) -> None:
    """Check that the stepper shows the first record, click Next, check it shows the second."""
    page.wait_for_selector(POSITION, state="attached", timeout=RENDER_TIMEOUT_MS)
    # JupyterLab skips rendering cells out of view: bring the stepper into view.
    page.locator(".kube-stepper").scroll_into_view_if_needed()
    label = page.locator(POSITION)
    expect(label).to_contain_text("step 1 of", timeout=RENDER_TIMEOUT_MS)
    before_step = page.locator(STEP).text_content() or ""
    position = label.text_content() or ""
    total = re.search(r"step 1 of (\d+)", position)
    assert total is not None, f"unexpected position label: {position!r}"
    page.get_by_role("button", name="Next ▶").click()
    expect(label).to_contain_text(f"step 2 of {total.group(1)}", timeout=15_000)
    expect(page.locator(STEP)).not_to_have_text(before_step, timeout=15_000)
    page.get_by_role("button", name="extension point ▶").click()
    expect(label).not_to_contain_text("step 2 of", timeout=15_000)


def _check_legible(page: Page) -> None:
    """No text under 12 px in the widget (the picture's labels included, at its first zoom),
    and its Go links look like links."""
    stepper = page.locator(".kube-stepper")
    smallest = stepper.evaluate(
        """root => {
            let smallest = Infinity, where = "";
            for (const node of root.querySelectorAll("*")) {
                if (node.closest("svg") || ["STYLE", "SCRIPT"].includes(node.tagName)) continue;
                const text = Array.from(node.childNodes).some(
                    child => child.nodeType === 3 && child.textContent.trim());
                if (!text || !node.getClientRects().length) continue;
                const size = parseFloat(getComputedStyle(node).fontSize);
                if (size < smallest) { smallest = size; where = node.outerHTML.slice(0, 120); }
            }
            return [smallest, where];
        }"""
    )
    assert smallest[0] >= 12, f"text of {smallest[0]} px: {smallest[1]}"
    labels = stepper.evaluate(
        """root => Math.min(...Array.from(
            root.querySelectorAll(".kube-stepper-picture svg text"),
            text => text.getScreenCTM().a * parseFloat(text.getAttribute("font-size"))))"""
    )
    assert labels >= 12 - 0.05, f"picture labels of {labels:.2f} px"  # as pictures.too_small
    links = stepper.locator("a[href^='https://github.com/kubernetes/kubernetes/blob/v1.31.1/']")
    assert links.count() >= 1
    for index in range(links.count()):
        if not links.nth(index).is_visible():
            continue
        color, line = links.nth(index).evaluate(
            "a => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine]"
        )
        assert color == "rgb(6, 69, 173)" and "underline" in line


#: The rectangle (left, top, right, bottom) of each panel of the stepper in the viewport.
PANEL_RECTS = """root => {
    const rect = css => {
        const r = (css ? root.querySelector(css) : root).getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
    };
    return {stepper: rect(""), step: rect(".kube-stepper-step"),
            source: rect(".kube-stepper-source-panel"),
            picture: rect(".kube-stepper-picture-panel"), tables: rect(".kube-stepper-tables")};
}"""


def _check_fits_the_screen(page: Page) -> None:
    """At 1280x800 the stepper shows its step, Go source, picture and CycleState at once, in
    two columns (the source and the picture side by side); Go lines are never cut."""
    stepper = page.locator(".kube-stepper")
    page.get_by_role("button", name="plugin call ▶").click()
    expect(stepper.locator(".kube-stepper-source pre")).to_contain_text("func ", timeout=15_000)
    stepper.evaluate("root => root.scrollIntoView({block: 'center'})")
    page.wait_for_timeout(500)  # JupyterLab lays out the cells it brought into view
    rects = stepper.evaluate(PANEL_RECTS)
    for name, (left, top, right, bottom) in rects.items():
        assert left >= 0 and right <= 1281, f"the {name} is not within the screen's width"
        assert top >= 0 and bottom <= 801, f"the {name} is not within the screen's height"
    assert rects["picture"][0] >= rects["source"][2], "the picture is not beside the source"
    cut = stepper.locator(".kube-stepper-source pre").evaluate(
        "pre => pre.scrollWidth - pre.clientWidth"
    )
    assert cut <= 1, f"Go source lines overflow their box by {cut} px"


def test_stepper_in_voila(
    page: Page, notebook_dir: Path, server_factory: Callable[..., Any], port: int
) -> None:
    url = f"http://127.0.0.1:{port}/"
    server_factory(
        [
            str(VENV_BIN / "voila"),
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            NOTEBOOK,
        ],
        notebook_dir,
        url,
    )
    page.set_default_timeout(RENDER_TIMEOUT_MS)
    page.goto(url, timeout=RENDER_TIMEOUT_MS)
    page.set_viewport_size({"width": 1280, "height": 800})
    _click_next_and_check(page)
    expect(page.locator(".kube-stepper svg").first).to_be_visible()
    _check_legible(page)


def test_stepper_in_jupyterlab(
    page: Page, notebook_dir: Path, server_factory: Callable[..., Any], port: int
) -> None:
    base = f"http://127.0.0.1:{port}"
    server_factory(
        [
            str(VENV_BIN / "jupyter"),
            "lab",
            "--no-browser",
            "--allow-root",
            f"--port={port}",
            "--ServerApp.token=",
            "--ServerApp.password=",
            "--ServerApp.ip=127.0.0.1",
            "--LabApp.news_url=",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            f"--notebook-dir={notebook_dir}",
        ],
        notebook_dir,
        f"{base}/api/status",
    )
    page.set_default_timeout(RENDER_TIMEOUT_MS)
    page.goto(f"{base}/lab/tree/{NOTEBOOK}", timeout=RENDER_TIMEOUT_MS)
    page.locator(".jp-Notebook").first.wait_for()
    # Run All before the kernel is up would ask which kernel to start: wait for it first.
    page.locator(".jp-StatusBar-Widget", has_text="| Idle").first.wait_for()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.set_viewport_size({"width": 1280, "height": 800})
    _click_next_and_check(page)
    _check_legible(page)
    _check_fits_the_screen(page)
    pictures.check_highlight_in_view(page)
