"""Put graphviz compiled to WebAssembly (npm @viz-js/viz, pinned in site/package-lock.json) into a
built site, where the browser edition's Python looks for it
(kube_scheduler_py/browser/graphviz_wasm.py): `<site>/static/graphviz/`, beside the Pyodide
runtime in `<site>/static/pyodide/`.

    .venv/bin/python tools/site/viz_assets.py NODE_MODULES SITE_DIR

NODE_MODULES is where `npm ci` installed site/package-lock.json. Two files are copied: the ES
module `viz.js`, which carries the WebAssembly inside it, and the package's package.json,
which says the module's type, version and licence (Node reads the type; browsers ignore it).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

__all__ = ["PACKAGE", "copy_graphviz", "graphviz_dir"]

PACKAGE = "@viz-js/viz"
#: The package's files the page needs, by their path inside the package.
_FILES = {"dist/viz.js": "viz.js", "package.json": "package.json"}


def graphviz_dir(site: Path) -> Path:
    """The folder of the site the runtime goes to (what graphviz_wasm expects)."""
    return site / "static" / "graphviz"


def copy_graphviz(node_modules: Path, site: Path) -> Path:
    """Copy the WebAssembly graphviz into the site; return the path of its viz.js."""
    package = node_modules / PACKAGE
    manifest = package / "package.json"
    if not manifest.is_file():
        raise FileNotFoundError(f"{PACKAGE} is not installed in {node_modules}: run npm ci")
    if json.loads(manifest.read_text()).get("type") != "module":
        raise ValueError(f"{manifest}: viz.js is expected to be an ES module")
    target = graphviz_dir(site)
    target.mkdir(parents=True, exist_ok=True)
    for inside, name in _FILES.items():
        shutil.copyfile(package / inside, target / name)
    return target / "viz.js"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("node_modules", type=Path, help="where npm ci installed the packages")
    parser.add_argument("site", type=Path, help="the built site's folder")
    arguments = parser.parse_args()
    try:
        print(copy_graphviz(arguments.node_modules, arguments.site))
    except (FileNotFoundError, ValueError) as err:
        print(f"viz_assets: {err}", file=sys.stderr)
        raise SystemExit(2) from None


if __name__ == "__main__":
    main()
