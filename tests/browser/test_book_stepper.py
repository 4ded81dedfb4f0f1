"""The stepper of the built book, with nothing but a browser: the tour page
(notebooks/00_tour.html) opened from disk (file://) in Chromium with the network cut off.

The book is the session's build (`jupyter-book build -W`, tests/book/building.py); its tour
shows the kernel-free replay of the notebook's stepper (kube_scheduler_py.widgets.replay).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

REPLAY = ".kube-replay"
#: The replay's panels, by what they show.
PANELS = {
    "position": ".kube-stepper-position",
    "step": ".kube-stepper-step",
    "go links": ".kube-stepper-go",
    "go source": ".kube-stepper-source-panel",
    "picture": ".kube-stepper-picture-panel",
    "statuses and CycleState": ".kube-stepper-tables",
}
STEPS = 30
#: Generous: CI machines are slow, and the page unpacks the replay before it shows it.
TIMEOUT_MS = 30_000


@pytest.fixture
def offline_tour(page: Page, book_build: Any) -> Iterator[tuple[Page, list[str], list[str]]]:
    """The tour page opened from disk with every request that is not file:// aborted; yields
    the page, the requests that tried to leave it and the console errors."""
    attempted: list[str] = []
    errors: list[str] = []

    def route(route: Any) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            attempted.append(route.request.url)
            route.abort()

    page.route("**/*", route)
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    page.on("pageerror", lambda error: errors.append(str(error)))
    tour = book_build.html / "notebooks" / "00_tour.html"
    assert tour.is_file(), f"the book was not built:\n{book_build.log[-3000:]}"
    page.set_viewport_size({"width": 1280, "height": 800})
    page.set_default_timeout(TIMEOUT_MS)
    expect.set_options(timeout=TIMEOUT_MS)
    page.goto(tour.as_uri())
    expect(page.locator(f"{REPLAY} .kube-stepper-position")).to_contain_text("step 1 of")
    page.locator(REPLAY).scroll_into_view_if_needed()
    yield page, attempted, errors


def _panels(page: Page) -> dict[str, str]:
    """What each panel shows: its text, and for the picture its SVG (which box is gold)."""
    replay = page.locator(REPLAY)
    shown = {name: replay.locator(css).inner_text() for name, css in PANELS.items()}
    shown["picture"] = replay.locator(PANELS["picture"]).inner_html()
    return shown


def test_thirty_steps_forward_and_back_offline(
    offline_tour: tuple[Page, list[str], list[str]],
) -> None:
    page, attempted, errors = offline_tour
    replay = page.locator(REPLAY)
    position = replay.locator(PANELS["position"])
    total = int(position.inner_text().split("step 1 of ")[1].split()[0])
    assert total > STEPS
    seen = [_panels(page)]
    for step in range(2, STEPS + 2):
        replay.get_by_role("button", name="Next ▶").click()
        expect(position).to_contain_text(f"step {step} of {total}")
        now = _panels(page)
        assert now["step"] != seen[-1]["step"], f"step {step} shows the record of step {step - 1}"
        seen.append(now)
    for name in PANELS:
        shown = {panels[name] for panels in seen}
        assert len(shown) > 1, f"the {name} panel never changed in {STEPS} steps"
    for step in range(STEPS, 0, -1):
        replay.get_by_role("button", name="◀ Back").click()
        expect(position).to_contain_text(f"step {step} of {total}")
        now = _panels(page)
        changed = [name for name in PANELS if now[name] != seen[step - 1][name]]
        assert changed == [], f"step {step} shows other {changed} going back than going on"
    expect(replay.get_by_role("button", name="◀ Back")).to_be_disabled()
    # By extension point: every stop is a plugin call.
    for _ in range(4):
        replay.get_by_role("button", name="extension point ▶").click()
        expect(replay.locator(PANELS["step"])).to_contain_text("PluginCall")
    assert attempted == []
    assert errors == []


def test_pods_and_slider_offline(offline_tour: tuple[Page, list[str], list[str]]) -> None:
    page, attempted, errors = offline_tour
    replay = page.locator(REPLAY)
    position = replay.locator(PANELS["position"])
    first = position.inner_text().split(" · ")[0]
    replay.get_by_role("button", name="pod ▶").click()
    expect(position).not_to_contain_text(first)
    expect(position).to_contain_text("step 1 of")
    replay.locator("input[type=range]").fill("5")
    expect(position).to_contain_text("step 6 of")
    assert attempted == []
    assert errors == []


def test_text_size_and_link_styling(offline_tour: tuple[Page, list[str], list[str]]) -> None:
    page, _, errors = offline_tour
    replay = page.locator(REPLAY)
    # Go source and links appear once the stepper is in a plugin call.
    replay.get_by_role("button", name="plugin call ▶").click()
    smallest = replay.evaluate(
        """root => {
            let smallest = Infinity, where = "";
            for (const node of root.querySelectorAll("*")) {
                if (node.closest("svg") || ["STYLE", "SCRIPT"].includes(node.tagName)) continue;
                const text = Array.from(node.childNodes).some(
                    child => child.nodeType === 3 && child.textContent.trim());
                if (!text) continue;
                const size = parseFloat(getComputedStyle(node).fontSize);
                if (size < smallest) { smallest = size; where = node.outerHTML.slice(0, 120); }
            }
            return [smallest, where];
        }"""
    )
    assert smallest[0] >= 12, f"text of {smallest[0]} px: {smallest[1]}"
    svg_smallest = replay.evaluate(
        """root => Math.min(...Array.from(
            root.querySelectorAll(".kube-stepper-picture-panel svg text"),
            text => text.getScreenCTM().a * parseFloat(text.getAttribute("font-size"))))"""
    )
    assert svg_smallest >= 12, f"picture labels of {svg_smallest:.1f} px"
    links = replay.locator(".kube-stepper-go a, .kube-stepper-source-panel a")
    assert links.count() >= 2
    body_color = page.evaluate("getComputedStyle(document.body).color")
    for index in range(links.count()):
        style = links.nth(index).evaluate(
            "a => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine, a.href]"
        )
        assert style[0] != body_color, f"link {style[2]} has the text's colour"
        assert "underline" in style[1], f"link {style[2]} is not underlined"
        assert style[2].startswith("https://github.com/kubernetes/kubernetes/blob/v1.31.1/")
    # The Go source of the running function is beside the step (read at build time).
    expect(replay.locator(".kube-stepper-source-panel pre")).to_contain_text("func ")
    # At natural size the picture scrolls so that the current box (gold) is in view.
    for _ in range(3):
        replay.get_by_role("button", name="extension point ▶").click()
        in_view = replay.evaluate(
            """root => {
                const pane = root.querySelector(".kube-stepper-picture").getBoundingClientRect();
                const box = root.querySelector('.kube-stepper-picture svg [fill="gold"]')
                    .getBoundingClientRect();
                return box.left >= pane.left && box.right <= pane.right
                    && box.top >= pane.top && box.bottom <= pane.bottom;
            }"""
        )
        assert in_view, "the current box of the cycles is scrolled out of view"
    # The picture is zoomable: fit is the panel's full width, + makes it wider.
    panel_width = replay.locator(".kube-stepper-picture").evaluate("d => d.clientWidth")
    for _ in range(4):
        if replay.get_by_role("button", name="− zoom").is_enabled():
            replay.get_by_role("button", name="− zoom").click()
    expect(replay.locator(".kube-replay-zoom")).to_have_text("picture: fit")
    svg = replay.locator(".kube-stepper-picture-panel svg")
    assert abs(svg.evaluate("s => s.getBoundingClientRect().width") - panel_width) <= 1
    replay.get_by_role("button", name="+ zoom").click()
    replay.get_by_role("button", name="+ zoom").click()
    assert svg.evaluate("s => s.getBoundingClientRect().width") > panel_width
    assert errors == []


def _on_screen(page: Page, root: str, panels: dict[str, str]) -> dict[str, list[float]]:
    """The rectangle of each panel (left, top, right, bottom) in the viewport."""
    rects: dict[str, list[float]] = page.locator(root).first.evaluate(
        """(root, panels) => Object.fromEntries(Object.entries(panels).map(([name, css]) => {
            const r = (css ? root.querySelector(css) : root).getBoundingClientRect();
            return [name, [r.left, r.top, r.right, r.bottom]];
        }))""",
        panels,
    )
    return rects


def test_the_replay_fits_a_1280x800_screen(
    offline_tour: tuple[Page, list[str], list[str]],
) -> None:
    """Step, Go source, picture and CycleState side by side, all on one 1280x800 screen; Go
    lines wrap inside their box, none is cut."""
    page, _, errors = offline_tour
    replay = page.locator(REPLAY)
    replay.get_by_role("button", name="plugin call ▶").click()
    expect(replay.locator(".kube-stepper-source-panel pre")).to_contain_text("func ")
    replay.evaluate("root => root.scrollIntoView({block: 'center'})")
    shown = _on_screen(
        page,
        REPLAY,
        {
            "replay": "",
            "step": PANELS["step"],
            "go source": ".kube-stepper-source-panel pre",
            "picture": ".kube-stepper-picture",
            "CycleState": ".kube-stepper-tables table",
        },
    )
    for name, (left, top, right, bottom) in shown.items():
        assert left >= 0 and right <= 1280, f"the {name} is not within the screen's width"
        if name != "go source":  # the source box scrolls inside its panel
            assert top >= -1 and bottom <= 801, f"the {name} is not within the screen's height"
    assert shown["replay"][3] - shown["replay"][1] <= 800
    panel = _on_screen(page, REPLAY, {"source": ".kube-stepper-source-panel"})["source"]
    assert panel[1] >= -1 and panel[3] <= 801
    # Two columns: the picture beside the Go source, not under it.
    assert shown["picture"][0] >= shown["go source"][2]
    # No Go line is cut: every line fits the box's width (long ones wrap).
    cut = replay.locator(".kube-stepper-source-panel pre").evaluate(
        "pre => pre.scrollWidth - pre.clientWidth"
    )
    assert cut <= 1, f"Go source lines overflow their box by {cut} px"
    assert errors == []
