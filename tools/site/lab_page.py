"""The site's JupyterLab page as the one place the lessons run (tools/site/build.py).

`kube-course.js` (tools/site/kube-course-lab.js) goes beside `lab/index.html`, which loads it:
the page names its window `kube-lab`, which the links of the book and of the landing page
target, and opens the lessons they ask for on the kernel already running
(book/_ext/kube-lab-links.js is the other half). A learner who opens lesson after lesson from
the book thus keeps one JupyterLab page and one Python.
"""

from __future__ import annotations

import shutil
from pathlib import Path

__all__ = ["SCRIPT", "write_lab_script"]

SCRIPT = "kube-course.js"
_SOURCE = Path(__file__).with_name("kube-course-lab.js")


def write_lab_script(site: Path) -> None:
    """Put the script in the site's lab/ and load it from lab/index.html, before JupyterLab."""
    page = site / "lab" / "index.html"
    text = page.read_text(encoding="utf-8")
    tag = f'<script src="{SCRIPT}"></script>'
    if tag not in text:
        if "</head>" not in text:
            raise ValueError(f"{page}: no </head> to load {SCRIPT} before")
        text = text.replace("</head>", f"  {tag}\n</head>", 1)
        page.write_text(text, encoding="utf-8")
    shutil.copyfile(_SOURCE, site / "lab" / SCRIPT)
