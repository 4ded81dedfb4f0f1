"""The port runs in Pyodide (Python compiled to WebAssembly, what the browser edition runs) on
the same code path as on CPython: `simulate` of examples/basic.yaml prints the same bytes.

The test installs the npm `pyodide` runtime (site/package-lock.json) into build/node-npm, builds the
browser's wheels (tools/site/wheels.py) into build/node-wheels, and runs Pyodide under Node.
"""

from __future__ import annotations

import filecmp
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NPM_DIR = ROOT / "build" / "node-npm"  # not bin/site's: the two tests may run at once
WHEEL_DIR = ROOT / "build" / "node-wheels"
HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def pyodide_dir() -> Path:
    """The npm pyodide package, installed with `npm ci` from the committed lock file."""
    NPM_DIR.mkdir(parents=True, exist_ok=True)
    lock = ROOT / "site" / "package-lock.json"
    installed = NPM_DIR / "node_modules" / "pyodide" / "pyodide.mjs"
    if not installed.exists() or not filecmp.cmp(lock, NPM_DIR / "package-lock.json", False):
        for name in ("package.json", "package-lock.json"):
            shutil.copyfile(ROOT / "site" / name, NPM_DIR / name)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=NPM_DIR, check=True)
    return installed.parent


@pytest.fixture(scope="module")
def wheels() -> Path:
    subprocess.run([sys.executable, str(ROOT / "tools/site/wheels.py"), str(WHEEL_DIR)], check=True)
    return WHEEL_DIR


def _run_in_pyodide(
    pyodide_dir: Path, wheels: Path, cwd: Path, script: Path, *args: str
) -> subprocess.CompletedProcess[bytes]:
    runner = ROOT / "site" / "run_in_pyodide.mjs"
    command = ["node", str(runner), str(pyodide_dir), str(wheels), str(cwd), str(script), *args]
    return subprocess.run(command, capture_output=True, cwd=cwd, timeout=600)


def _elapsed(stderr: bytes) -> float:
    found = re.search(rb"elapsed-seconds: ([0-9.]+)", stderr)
    assert found, stderr.decode(errors="replace")[-3000:]
    return float(found.group(1))


def test_simulate_in_pyodide_prints_what_cpython_prints(pyodide_dir: Path, wheels: Path) -> None:
    examples = ROOT / "examples"
    script = HERE / "timed_cli.py"
    native = subprocess.run(
        [sys.executable, str(script), "simulate", "basic.yaml"], capture_output=True, cwd=examples
    )
    assert native.returncode == 0, native.stderr.decode()
    browser = _run_in_pyodide(pyodide_dir, wheels, examples, script, "simulate", "basic.yaml")
    assert browser.returncode == 0, browser.stderr.decode(errors="replace")[-3000:]
    assert b'"pods"' in native.stdout
    assert browser.stdout == native.stdout
    print(
        f"simulate examples/basic.yaml: Pyodide {_elapsed(browser.stderr):.3f} s, "
        f"CPython {_elapsed(native.stderr):.3f} s"
    )


def test_the_lesson_modules_work_without_matplotlib_and_dot(
    pyodide_dir: Path, wheels: Path, tmp_path: Path
) -> None:
    check = tmp_path / "check.py"
    check.write_text(
        "import sys\n"
        "from kube_scheduler_py.viz import cycle_diagram, score_heatmap\n"
        "from kube_scheduler_py.widgets import Stepper\n"
        "diagram = cycle_diagram()\n"
        "assert 'digraph' in diagram.source\n"
        "assert diagram._repr_svg_() is None  # no dot: the notebook shows the text form\n"
        "assert 'matplotlib' not in sys.modules and 'numpy' not in sys.modules\n"
        "try:\n"
        "    score_heatmap({})\n"
        "except ImportError as err:\n"
        "    print(err)\n"
    )
    result = _run_in_pyodide(pyodide_dir, wheels, tmp_path, check)
    assert result.returncode == 0, result.stderr.decode(errors="replace")[-3000:]
    assert b"drawn with matplotlib, which is not installed here" in result.stdout
