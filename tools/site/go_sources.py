"""Put the Go files the stepper links into a built site, from the local Go module cache, so that
the browser edition shows the Go source beside each step without internet
(kube_scheduler_py/browser/go_files.py reads them there).

    .venv/bin/python tools/site/go_sources.py SITE_DIR

The files are those of the Go functions a trace names (kube_scheduler_py.trace.GO_FUNCS) and
of the plugins' own methods (the permalinks in the docstrings of the in-tree plugins, which
the stepper shows for a plugin call). Each goes to `<site>/static/go/<path in the kubernetes
repo>` as text, with `<path>.html` beside it: the file with line numbers and an anchor per
line (`#L65`), the lines of the permalink's range marked where the address names one.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from kube_scheduler_py.trace import GO_FUNCS  # noqa: E402
from kube_scheduler_py.trace.gosource import local_go_file  # noqa: E402

__all__ = ["go_folder", "linked_files", "write_go_sources"]

_PERMALINK = re.compile(
    r"https://github\.com/kubernetes/kubernetes/blob/v1\.31\.1/(?P<path>[\w./@-]+\.go)#L\d+"
)
#: The in-tree plugins, whose methods' permalinks the stepper shows for a plugin call.
_PLUGINS = "framework/plugins"
_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{path} (kubernetes v1.31.1)</title>
<link rel="icon" href="data:,">
<style>
body {{ font-family: system-ui, sans-serif; margin: 0; }}
header {{ padding: 8px 12px; background: #f6f8fa; border-bottom: 1px solid #ddd; font-size: 15px; }}
pre {{ margin: 0; font-size: 14px; line-height: 1.35; }}
pre span {{ display: block; padding: 0 12px; white-space: pre-wrap; }}
pre span.mark, pre span:target {{ background: #fff5b1; }}
pre b {{ display: inline-block; width: 5ch; color: #888; font-weight: normal; user-select: none; }}
</style></head><body>
<header><b>{path}</b> of kubernetes v1.31.1 (a copy from the Go module cache;
<a href="{github}">on GitHub</a>)</header>
<pre>{lines}</pre>
<script>
/* Mark the lines of a range address (#L65-L133) as GitHub does. */
var range = /^#L(\\d+)(?:-L(\\d+))?$/.exec(location.hash);
if (range) {{
  for (var n = +range[1]; n <= +(range[2] || range[1]); n++) {{
    var line = document.getElementById("L" + n);
    if (line) {{ line.className = "mark"; }}
  }}
}}
</script>
</body></html>
"""


def go_folder(site: Path) -> Path:
    """The site's folder of Go files (what kube_scheduler_py.browser.go_files expects)."""
    return site / "static" / "go"


def linked_files() -> list[str]:
    """The repository paths of the Go files the stepper links, sorted."""
    paths = {_PERMALINK.match(func.link)["path"] for func in GO_FUNCS.values()}  # type: ignore[index]
    package = ROOT / "kube_scheduler_py"
    for source in package.rglob("*.py"):
        if _PLUGINS in source.relative_to(package).as_posix():
            paths.update(m["path"] for m in _PERMALINK.finditer(source.read_text()))
    return sorted(paths)


def _page(path: str, text: str) -> str:
    lines = "".join(
        f'<span id="L{number}"><b>{number}</b>{html.escape(line.expandtabs(4))}</span>'
        for number, line in enumerate(text.splitlines(), 1)
    )
    github = f"https://github.com/kubernetes/kubernetes/blob/v1.31.1/{path}"
    return _PAGE.format(path=html.escape(path), github=html.escape(github), lines=lines)


def write_go_sources(site: Path) -> list[str]:
    """Copy the linked Go files into the site; return the paths copied. Files missing from the
    module cache are left out (the stepper then shows just the permalink)."""
    copied = []
    for path in linked_files():
        local = local_go_file(path)
        if local is None:
            continue
        text = local.read_text(encoding="utf-8")
        target = go_folder(site) / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        target.with_name(target.name + ".html").write_text(_page(path, text), encoding="utf-8")
        copied.append(path)
    return copied


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, help="the built site's folder")
    copied = write_go_sources(parser.parse_args().site)
    print(f"go_sources: {len(copied)} Go files of the stepper's links copied")


if __name__ == "__main__":
    main()
