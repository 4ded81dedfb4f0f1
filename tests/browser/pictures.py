"""What the browser tests measure on a page's pictures: the smallest label as displayed, in CSS
pixels (the text's font size times the scale the page draws its SVG at), and how the pictures
are put in the page. Imported by path by tests/browser and tests/browser_site (tests are not a
package).
"""

from __future__ import annotations

from typing import Any

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
