"""The site's landing page and icon, written into a built site (tools/site/build.py):
`index.html` leads to the book and to lesson 00 (the site does not open on JupyterLite's bare
launcher), and `favicon.ico` answers the request every browser makes for one. Its links to the
lessons open them in the one JupyterLab tab of the course, as the book's do (the book's
`kube-lab-links.js`, see tools/site/lab_page.py).

While a learner reads the landing page, the browser fetches into its cache what the Pyodide
kernel loads when it starts (`<link rel="prefetch">`: the runtime's WebAssembly and standard
library, and every wheel the kernel installs), so that the kernel of the first lesson opened
starts without waiting for the network.
"""

from __future__ import annotations

import html
import json
import re
import struct
import zlib
from pathlib import Path

__all__ = ["favicon", "landing_page", "write_landing"]

#: JupyterLite's configuration element in the index.html of a folder of the site.
_CONFIG = re.compile(r'<script id="jupyter-config-data".*?</script>', re.S)
#: The kernel's runtime files the page prefetches, in the site's static/pyodide/.
_RUNTIME = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>kube-scheduler v1.31.1, read with its Python port: the course</title>
<link rel="icon" href="favicon.ico">
{prefetch}
{config}
<style>
body {{ font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
       font-size: 18px; line-height: 1.5; color: #1a1a1a; max-width: 46em;
       margin: 3em auto; padding: 0 1em; }}
h1 {{ font-size: 30px; line-height: 1.25; }}
a {{ color: #0645ad; }}
ul.start {{ list-style: none; padding: 0; }}
ul.start li {{ margin: 0.8em 0; }}
ul.start a {{ display: inline-block; font-size: 21px; font-weight: 600; padding: 0.45em 0.9em;
             border: 1px solid #0645ad; border-radius: 6px; text-decoration: none; }}
ul.start a:hover {{ background: #eef3fb; }}
.note {{ color: #555; font-size: 16px; }}
</style>
</head>
<body>
<h1>kube-scheduler v1.31.1, read with its Python port</h1>
<p>A course on how Kubernetes' scheduler places a pod, with a line-by-line Python port of its
Go code that runs right here, in this browser: nothing to install.</p>
<ul class="start">
<li><a id="tour" href="lab/index.html?path=notebooks/00_tour.ipynb" target="kube-lab"
data-kube-lab="notebooks/00_tour.ipynb">Start with lesson 00: a tour of scheduleOne</a></li>
<li><a id="book" href="book/intro.html">Read the book</a></li>
<li><a id="lessons" href="lab/index.html?path=notebooks" target="kube-lab"
data-kube-lab="notebooks">All the lessons</a></li>
</ul>
<p class="note">The lessons run in JupyterLite, in a tab of their own: Python (Pyodide) starts
there the first time a lesson opens, which takes a while; this page has already begun to fetch
what it needs. Every lesson opened afterwards, from here or from the book, opens in that same
tab on the same Python, at once. Everything is served by this site: it works without
internet.</p>
<script src="book/_static/kube-lab-links.js"></script>
</body>
</html>
"""


def _png(size: int = 16) -> bytes:
    """A small PNG: a blue square with a white frame (the icon)."""
    rows = b""
    for y in range(size):
        row = b"\x00"  # no filter
        for x in range(size):
            edge = x in (0, size - 1) or y in (0, size - 1)
            inner = 4 <= x < size - 4 and 4 <= y < size - 4
            row += bytes((255, 255, 255)) if edge or inner else bytes((50, 108, 229))
        rows += row

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def favicon() -> bytes:
    """An .ico file holding one 16x16 PNG image."""
    image = _png(16)
    directory = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", 16, 16, 0, 0, 1, 32, len(image), 6 + 16)
    return directory + entry + image


def landing_page(site: Path, config: str) -> str:
    """The landing page, prefetching the kernel's runtime and the wheels of the served lock;
    config is JupyterLite's configuration element of the page it replaces."""
    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    files = [name for name in _RUNTIME if (pyodide / name).is_file()]
    files += sorted(package["file_name"] for package in lock["packages"].values())
    links = "\n".join(
        f'<link rel="prefetch" href="static/pyodide/{html.escape(name)}">' for name in files
    )
    return _PAGE.format(prefetch=links, config=config)


def write_landing(site: Path) -> None:
    """Write index.html and favicon.ico at the site's root, in place of JupyterLite's page
    that sends a visitor on to the lab. Its configuration element stays: JupyterLite's pages
    read the configuration of every folder above them from that folder's index.html."""
    page = site / "index.html"
    config = _CONFIG.search(page.read_text(encoding="utf-8"))
    if config is None:
        raise ValueError(f"{page}: JupyterLite's #jupyter-config-data element is missing")
    page.write_text(landing_page(site, config.group()), encoding="utf-8")
    (site / "favicon.ico").write_bytes(favicon())
