"""A small Sphinx extension for the book: figures drawn by the port at build time, and the Go
source of the stepper replays read from the local Go module cache. Offline; nothing fetched.

- The `kube-figure` directive runs its content (Python) and shows the value of its last line,
  a picture of kube_scheduler_py.viz (a Diagram or FigurePicture as SVG, a Table as HTML):

      ```{kube-figure}
      :caption: The cycles, Filter highlighted.
      from kube_scheduler_py.viz import cycle_diagram
      cycle_diagram(highlight="Filter")
      ```

- Pictures are SVG inline in the page, never `<img>`: their links (each box of the cycle
  diagram links to its Go function) work in the book, and no label is shown under 12 px
  (kube_scheduler_py.viz.render.inline_svg). A notebook's saved SVG outputs, which the
  notebook extension would show as images, are put inline the same way (_inline_svg_outputs).
- Every page loads each of its scripts once (see _unique_scripts).
- In the browser edition (bin/site sets `kube_jupyterlite`, the site path of JupyterLite's
  lab page, relative to the book), every notebook page opens with a link that runs that
  notebook in JupyterLite, and every other page with one that opens the lessons there. The
  plain book (the setting empty) has no such links: there is no JupyterLite beside it. A page
  named in `kube_jupyterlite_unavailable` says instead why its notebook cannot run there.
  The links target one named window, and their script (`_static/kube-lab-links.js`, from
  `kube-lab-links.js` here) opens the lesson in the JupyterLab page already open there, on
  its running kernel, instead of loading JupyterLab and starting a Python again.
- A page with a stepper replay lets it take the width of the page's table of contents
  (`_static/kube-book.css`).
- After the build, every stepper replay in the pages (kube_scheduler_py.widgets.replay) runs
  the package's current replay script and stylesheet (not those of the day its notebook was
  saved), and gets the Go source of its steps from `_static/kube-go-sources.js`
  (window.KUBE_GO_SOURCES),
  written here from the module cache; where the cache is absent it is empty and the replays
  show just the permalinks. Notebook outputs thus carry links only, never Go code.
"""

from __future__ import annotations

import ast
import html
import json
import re
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from kube_scheduler_py.trace.gosource import go_source
from kube_scheduler_py.viz.render import inline_svg
from kube_scheduler_py.widgets import panels
from kube_scheduler_py.widgets.replay import static_text, unpack

ROOT = Path(__file__).resolve().parents[2]
SOURCES_JS = "kube-go-sources.js"
LAB_LINKS_JS = "kube-lab-links.js"
#: The window the links into JupyterLite target (the site's lab page takes it as its name).
LAB_WINDOW = "kube-lab"
BOOK_CSS = "kube-book.css"
#: A page with a stepper replay gives it the width of the page's table of contents too: its
#: two columns (step and Go source; picture and CycleState) then fit a 1280x800 screen.
_BOOK_STYLE = """\
body:has(.kube-replay) .bd-sidebar-secondary { display: none !important; }
body:has(.kube-replay) .bd-article-container,
body:has(.kube-replay) .bd-content { max-width: none !important; }
"""
#: A replay's stylesheet and script, inline in a notebook's saved output (replay_html).
_REPLAY_STYLE = re.compile(
    r'(<div class="kube-replay kube-stepper"[^>]*>\n<style>)(.*?)(</style>)', re.S
)
_REPLAY_SCRIPT = re.compile(
    r'(<div class="kube-replay-ui">.*?</div>\n<script>)(.*?)(</script>\n</div>)', re.S
)
_REPLAY_DATA = re.compile(
    r'<script type="application/octet-stream" class="kube-replay-data" '
    r'data-encoding="gzip\+base64">([^<]*)</script>'
)


def _evaluate(code: str) -> Any:
    """Run code (from the repository root) and return the value of its last expression."""
    tree = ast.parse(code)
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        raise ValueError("a kube-figure must end with an expression: the picture")
    last = ast.Expression(tree.body.pop().value)
    scope: dict[str, Any] = {"__name__": "kube_figure", "ROOT": ROOT}
    exec(compile(tree, "<kube-figure>", "exec"), scope)
    return eval(compile(last, "<kube-figure>", "eval"), scope)


def _markup(picture: Any) -> str:
    if hasattr(picture, "to_html"):
        return str(picture.to_html())
    return inline_svg(picture.pipe("svg").decode())


class KubeFigure(SphinxDirective):
    """A picture the port draws while the book is built (see the module docstring)."""

    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {"caption": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        try:
            picture = _evaluate("\n".join(self.content))
        except Exception as error:
            raise self.error(f"kube-figure failed: {type(error).__name__}: {error}") from error
        caption = self.options.get("caption", "")
        figure = (
            '<figure class="kube-figure" style="margin: 1em 0">'
            + _markup(picture)
            + (f"<figcaption>{html.escape(caption)}</figcaption>" if caption else "")
            + "</figure>"
        )
        return [nodes.raw("", figure, format="html")]


def _jupyterlite_link(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """The link to JupyterLite at the top of a page (see the module docstring)."""
    lab = app.config.kube_jupyterlite
    if not lab:
        return
    up = "../" * docname.count("/")
    unavailable = app.config.kube_jupyterlite_unavailable.get(docname)
    if unavailable:
        note = f'<p class="kube-jupyterlite">Not in the browser: this notebook {unavailable}.</p>'
        doctree.insert(0, nodes.raw("", note, format="html"))
        return
    if Path(app.env.doc2path(docname)).suffix == ".ipynb":
        path, text = f"{docname}.ipynb", "Run this notebook in your browser"
    else:
        path, text = "notebooks", "Open the lessons in your browser"
    target = f"{up}{lab}?path={path}"
    link = (
        f'<p class="kube-jupyterlite"><a href="{html.escape(target)}" target="{LAB_WINDOW}" '
        f'data-kube-lab="{html.escape(path)}">{text}</a> '
        "(JupyterLite, in a tab all the lessons share: Python runs in your browser, nothing to "
        "install)</p>"
    )
    sections = list(doctree.findall(nodes.section))
    where = sections[0] if sections else doctree
    title = 1 if sections and isinstance(where[0], nodes.title) else 0
    where.insert(title, nodes.raw("", link, format="html"))


def _add_lab_links_script(app: Sphinx) -> None:
    """Every page of the browser edition loads the script of its links into JupyterLite."""
    if app.config.kube_jupyterlite:
        app.add_js_file(LAB_LINKS_JS)


def _write_lab_links_script(app: Sphinx, exception: Exception | None) -> None:
    """`_static/kube-lab-links.js` for the links into JupyterLite (see the module docstring)."""
    if exception is not None or app.builder.format != "html" or not app.config.kube_jupyterlite:
        return
    static = Path(app.outdir) / "_static"
    static.mkdir(exist_ok=True)
    (static / LAB_LINKS_JS).write_text(
        (Path(__file__).with_name(LAB_LINKS_JS)).read_text(encoding="utf-8"), encoding="utf-8"
    )


def _inline_svg_outputs(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """A notebook's SVG outputs inline in the page rather than as `<img>` (see the module
    docstring)."""
    for image in list(doctree.findall(nodes.image)):
        uri = str(image.get("uri", ""))
        if not uri.endswith(".svg") or "://" in uri:
            continue
        path = Path(uri) if Path(uri).is_absolute() else Path(app.srcdir) / uri
        if not path.is_file():
            continue
        svg = inline_svg(path.read_text(encoding="utf-8"))
        image.replace_self(nodes.raw("", svg, format="html"))


def _current_replay(page: str) -> str:
    """A page whose replays run this package's replay script and stylesheet, not those of the
    day the notebook was saved (the data format is the same)."""
    css, js = static_text("replay.css"), static_text("replay.js")
    page = _REPLAY_STYLE.sub(lambda m: m[1] + css + m[3], page)
    return _REPLAY_SCRIPT.sub(lambda m: m[1] + js + m[3], page)


def _write_go_sources(app: Sphinx, exception: Exception | None) -> None:
    """window.KUBE_GO_SOURCES for the replays of the built pages (whose script and stylesheet
    are brought up to date on the way: _current_replay)."""
    if exception is not None or app.builder.format != "html":
        return
    out = Path(app.outdir)
    sources: dict[str, str] = {}
    for page in sorted(out.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        if "kube-replay-data" in text:
            text = _current_replay(text)
            page.write_text(text, encoding="utf-8")
        for packed in _REPLAY_DATA.findall(text):
            for name, link in unpack(packed)["links"]:
                source = go_source(link)
                if link not in sources and source is not None:
                    sources[link] = panels.go_source_html(name, link, source)
    text = json.dumps(sources, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    static = out / "_static"
    static.mkdir(exist_ok=True)
    (static / BOOK_CSS).write_text(_BOOK_STYLE, encoding="utf-8")
    (static / SOURCES_JS).write_text(
        f"/* Go source for the stepper replays, from the local module cache. */\n"
        f"window.KUBE_GO_SOURCES = {text};\n",
        encoding="utf-8",
    )


def _unique_scripts(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """Each script once per page: Jupyter Book's extensions add the inline scripts of
    sphinx-thebe and sphinx-togglebutton twice, and a `const` declared twice is a JavaScript
    error on every page."""
    seen: set[tuple[str, str]] = set()
    unique = []
    for script in context.get("script_files", []):
        # The same inline script comes once with filename None and once with "".
        filename = getattr(script, "filename", script) or ""
        key = (str(filename), repr(sorted(getattr(script, "attributes", {}).items())))
        if key not in seen:
            seen.add(key)
            unique.append(script)
    context["script_files"] = unique


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("kube-figure", KubeFigure)
    app.connect("html-page-context", _unique_scripts, priority=1000)
    app.add_js_file(SOURCES_JS)
    app.add_css_file(BOOK_CSS)
    app.connect("build-finished", _write_go_sources)
    app.connect("builder-inited", _add_lab_links_script)
    app.connect("build-finished", _write_lab_links_script)
    app.add_config_value("kube_jupyterlite", "", "html", types=[str])
    app.add_config_value("kube_jupyterlite_unavailable", {}, "html", types=[dict])
    app.connect("doctree-resolved", _jupyterlite_link)
    app.connect("doctree-resolved", _inline_svg_outputs)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
