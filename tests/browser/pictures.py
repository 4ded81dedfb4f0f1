"""What the browser tests measure on a page's pictures: the smallest label as displayed, in CSS
pixels (the text's font size times the scale the page draws its SVG at), and how the pictures
are put in the page. Imported by path by tests/browser and tests/browser_site (tests are not a
package).
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, TimeoutError, expect

#: Every SVG picture with text in the page (the stepper's buttons and icons have none), as
#: [where, smallest label in px, shown width in px]; a picture in a box it scrolls in counts
#: too (its labels are measured as drawn, whether scrolled into view or not).
SMALLEST_LABELS = """() => {
    const found = [];
    document.querySelectorAll("svg").forEach((svg, index) => {
        if (svg.parentElement && svg.parentElement.closest("svg")) return;
        let least = Infinity;
        svg.querySelectorAll("text").forEach(text => {
            if (!text.textContent.trim() || !text.getClientRects().length) return;
            const matrix = text.getScreenCTM();
            if (!matrix) return;
            const scale = Math.hypot(matrix.a, matrix.b);
            least = Math.min(least, parseFloat(getComputedStyle(text).fontSize) * scale);
        });
        if (least === Infinity) return;
        const label = (svg.querySelector("title") || {}).textContent || "";
        found.push([`svg #${index} ${label.trim().slice(0, 40)}`, least,
                    svg.getBoundingClientRect().width]);
    });
    return found;
}"""

#: Pictures put in the page as images, where their links cannot work.
SVG_IMAGES = """() => Array.from(document.querySelectorAll("img"))
    .map(img => img.currentSrc || img.src)
    .filter(src => src.endsWith(".svg") || src.startsWith("data:image/svg"))"""


def too_small(page: Any, least_px: float = 12) -> list[str]:
    """The pictures of the page whose smallest label is under least_px, described."""
    return [
        f"{where}: a label of {size:.1f} px (picture {width:.0f} px wide)"
        for where, size, width in page.evaluate(SMALLEST_LABELS)
        if size < least_px - 0.05
    ]


#: For a stepper (its root element given): whether its picture's highlighted (gold) box lies
#: within every box around it that clips it, up to the picture's panel, as
#: [in view, whether any of those boxes is scrolled]; null when no box is highlighted.
HIGHLIGHT_IN_VIEW = """root => {
    const panel = root.querySelector(".kube-stepper-picture-panel");
    const gold = panel && panel.querySelector('svg [fill="gold"]');
    if (!gold) return null;
    const spot = gold.getBoundingClientRect();
    let inView = true, scrolled = false;
    for (let box = gold.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
            const view = box.getBoundingClientRect();
            inView = inView && spot.left >= view.left - 1 && spot.right <= view.right + 1
                && spot.top >= view.top - 1 && spot.bottom <= view.bottom + 1;
            scrolled = scrolled || box.scrollLeft > 0 || box.scrollTop > 0;
        }
        if (box === panel) break;
    }
    return [inView, scrolled];
}"""


def check_highlight_in_view(page: Page, steps: int = 4) -> None:
    """Step a stepper (the page's one) through a few extension points: on each, its picture
    (at natural size, larger than its panel) scrolls so that the highlighted box is within the
    panel; at least one of them needs the scrolling."""
    stepper = page.locator(".kube-stepper")
    position = stepper.locator(".kube-stepper-position")
    scrolled = False
    for _ in range(steps):
        before = position.text_content() or ""
        stepper.get_by_role("button", name="extension point ▶").click()
        expect(position).not_to_have_text(before, timeout=15_000)
        try:
            page.wait_for_function(
                f"root => {{ const seen = ({HIGHLIGHT_IN_VIEW})(root); return seen && seen[0]; }}",
                arg=stepper.element_handle(),
                timeout=15_000,
            )
        except TimeoutError as error:
            where = position.text_content()
            raise AssertionError(f"{where}: the highlighted box is out of view") from error
        scrolled = scrolled or stepper.evaluate(HIGHLIGHT_IN_VIEW)[1]
    assert scrolled, "the picture never needed scrolling, so the check proves nothing"
