"""tools/site/viz_assets.py puts the npm WebAssembly graphviz where the browser edition's Python
looks for it: static/graphviz/ of the site, beside static/pyodide/."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "site" / "viz_assets.py"


def _package(node_modules: Path, manifest: dict[str, str]) -> None:
    package = node_modules / "@viz-js" / "viz"
    (package / "dist").mkdir(parents=True)
    (package / "package.json").write_text(json.dumps(manifest))
    (package / "dist" / "viz.js").write_text("export function instance() {}\n")


def _copy(node_modules: Path, site: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, str(SCRIPT), str(node_modules), str(site)]
    return subprocess.run(command, capture_output=True, text=True)


def test_the_module_and_its_manifest_go_beside_the_pyodide_runtime(tmp_path: Path) -> None:
    _package(tmp_path / "node_modules", {"name": "@viz-js/viz", "type": "module"})
    copied = _copy(tmp_path / "node_modules", tmp_path / "site")
    assert copied.returncode == 0, copied.stderr
    target = tmp_path / "site" / "static" / "graphviz"
    assert copied.stdout.strip() == str(target / "viz.js")
    assert sorted(p.name for p in target.iterdir()) == ["package.json", "viz.js"]
    assert (target / "viz.js").read_text() == "export function instance() {}\n"
    # What graphviz_wasm resolves against Pyodide's indexURL (<site>/static/pyodide/).
    from kube_scheduler_py.browser.graphviz_wasm import RUNTIME_BESIDE_PYODIDE

    beside = (tmp_path / "site" / "static" / "pyodide" / RUNTIME_BESIDE_PYODIDE).resolve()
    assert beside == target / "viz.js"


@pytest.mark.parametrize(
    ("manifest", "message"),
    [(None, "is not installed in"), ({"type": "commonjs"}, "expected to be an ES module")],
)
def test_a_missing_or_unexpected_package_is_refused(
    tmp_path: Path, manifest: dict[str, str] | None, message: str
) -> None:
    (tmp_path / "node_modules").mkdir()
    if manifest is not None:
        _package(tmp_path / "node_modules", manifest)
    copied = _copy(tmp_path / "node_modules", tmp_path / "site")
    assert copied.returncode == 2
    assert message in copied.stderr and "Traceback" not in copied.stderr
    assert not (tmp_path / "site" / "static" / "graphviz" / "viz.js").exists()
