"""Every picture of the built book is legible on a 1280 px screen and its links work: opened
from disk (file://) in Chromium at 1280x800 with the network cut off, no page shows an SVG
picture as an image (`<img>`, where links are dead), no label of any picture is displayed
under 12 px, and clicking a box of the cycle diagram asks for its Go function's permalink.

The book is the session's build (tests/book/building.py).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("_browser_pictures", HERE / "pictures.py")
assert _spec is not None and _spec.loader is not None
pictures = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = pictures
_spec.loader.exec_module(pictures)

GO_BLOB = "https://github.com/kubernetes/kubernetes/blob/v1.31.1/"


def _offline(page: Page) -> list[str]:
    """Abort every request that is not file://; return the list they are recorded in."""
    attempted: list[str] = []

    def route(route: Any) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            attempted.append(route.request.url)
            route.abort()

    page.context.route("**/*", route)
    return attempted


def test_every_picture_is_legible_at_1280(page: Page, book_build: Any) -> None:
    html = book_build.html
    assert (html / "index.html").is_file(), f"the book was not built:\n{book_build.log[-3000:]}"
    _offline(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    measured = 0
    problems: list[str] = []
    for path in sorted(html.rglob("*.html")):
        name = path.relative_to(html).as_posix()
        if name.startswith(("_", "genindex", "search")):
            continue
        page.goto(path.as_uri())
        if page.locator(".kube-replay").count():
            page.wait_for_selector(".kube-replay .kube-stepper-picture svg", state="attached")
        images = page.evaluate(pictures.SVG_IMAGES)
        problems += [f"{name}: an SVG shown as <img>: {src[:80]}" for src in images]
        problems += [f"{name}: {problem}" for problem in pictures.too_small(page)]
        measured += len(page.evaluate(pictures.SMALLEST_LABELS))
    assert measured >= 20, f"only {measured} pictures found in the book"
    assert problems == []


def test_a_box_of_the_cycle_diagram_opens_its_go_function(page: Page, book_build: Any) -> None:
    attempted = _offline(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto((book_build.html / "01_start.html").as_uri())
    box = page.locator(".kube-figure svg a", has_text="PreFilter").first
    href = box.get_attribute("xlink:href") or box.get_attribute("href") or ""
    assert href.startswith(GO_BLOB + "pkg/scheduler/framework/runtime/framework.go#L")
    with page.context.expect_page():
        box.click()  # a new tab, whose request for the permalink the cut network refuses
    for _ in range(50):
        if href.split("#")[0] in attempted:
            break
        page.wait_for_timeout(100)
    assert href.split("#")[0] in attempted  # a request carries no #fragment
