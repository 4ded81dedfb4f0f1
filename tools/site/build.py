"""Build the browser edition: a static JupyterLite site whose Pyodide kernel runs the real
kube_scheduler_py, with everything it loads served by the site itself (no CDN).

    .venv/bin/python tools/site/build.py [--out build/site]

1. The Pyodide runtime from npm (site/package-lock.json, `npm ci` into build/npm).
2. The wheels the kernel and the lessons load (tools/site/wheels.py, plus what the Pyodide
   kernel needs from Pyodide's own package set, at the versions of the runtime's lock file):
   the npm runtime ships none of them.
3. JupyterLite (jupyterlite-core + jupyterlite-pyodide-kernel) with notebooks/, examples/ and
   the scenarios of tests/ the lessons read, at the same relative paths.
4. A Pyodide lock file listing exactly the served wheels, and kernel settings that preload
   them, so that the kernel neither asks micropip for a package nor falls back to PyPI; and
   graphviz compiled to WebAssembly (npm @viz-js/viz, tools/site/viz_assets.py) in
   static/graphviz/, where the package draws its diagrams with it.
5. The Go files the stepper links, from the local Go module cache, in static/go/
   (tools/site/go_sources.py): the stepper shows the Go source of each step without internet,
   and links the site's copy as well as GitHub.
6. The Jupyter Book (book/, built offline with `jupyter-book build -W`) in `book/` of the site,
   each page with a link that opens its notebook (or the lessons) in the site's JupyterLite.
7. The landing page and the icon (tools/site/landing.py), and the script of the lab page
   that opens the lessons the book and the landing page link to in that one page, on its
   running kernel (tools/site/lab_page.py).

The site is then: `index.html` (the landing page: lesson 00, the book, the lessons),
`lab/index.html` (JupyterLite, the lessons in notebooks/) and `book/index.html` (the book).

The lessons are served with each text of their saved outputs as one string, not the list of
lines a notebook file may hold: JupyterLite hands the file to JupyterLab as it is, and
JupyterLab shows such a list joined with commas (a comma at the start of every line).
"""

from __future__ import annotations

import argparse
import filecmp
import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"
sys.path.insert(0, str(Path(__file__).resolve().parent))

import lab_page  # noqa: E402  (tools/site/lab_page.py)
import landing  # noqa: E402  (tools/site/landing.py)

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: Where the book lies in the site, and from there the page of JupyterLite that opens a notebook.
BOOK_DIR = "book"
LAB_FROM_BOOK = "../lab/index.html"
#: The lessons a browser cannot run, and why (the book says so instead of linking to them).
NOT_IN_BROWSER = {
    "notebooks/10_real_cluster": "starts etcd, a kube-apiserver and kube-scheduler, processes a "
    "browser cannot run; read it here, run it in JupyterLab on a machine with Go",
}
#: What the Pyodide kernel imports or installs while it starts (its initPackageManager and
#: initKernel), besides its own wheels.
KERNEL_NEEDS = ["micropip", "ipython", "jedi", "comm"]
#: Wheels of the build environment the kernel must not load: the JupyterLab extension's
#: Python side (the labextension itself is part of the site) and the classic-notebook
#: extension, which the kernel replaces with its own small widgetsnbextension.
NOT_IN_KERNEL = {"jupyterlab-widgets", "widgetsnbextension"}


def _canonical(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def _wheel_name_version(wheel: Path) -> tuple[str, str]:
    name, version = wheel.name.split("-")[:2]
    return _canonical(name), version


def npm_runtime() -> Path:
    """The npm pyodide package, installed with `npm ci` from the committed lock file."""
    npm_dir = BUILD / "npm"
    npm_dir.mkdir(parents=True, exist_ok=True)
    installed = npm_dir / "node_modules" / "pyodide"
    lock = ROOT / "site" / "package-lock.json"
    target_lock = npm_dir / "package-lock.json"
    if not (installed / "pyodide.mjs").exists() or not (
        target_lock.exists() and filecmp.cmp(lock, target_lock, shallow=False)
    ):
        for name in ("package.json", "package-lock.json"):
            shutil.copyfile(ROOT / "site" / name, npm_dir / name)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=npm_dir, check=True)
    return installed


def _lock_closure(lock: dict, names: list[str]) -> dict[str, str]:
    """Each package the names need in Pyodide's lock file, with its locked version."""
    packages = {_canonical(k): v for k, v in lock["packages"].items()}
    found: dict[str, str] = {}
    todo = [_canonical(n) for n in names]
    while todo:
        name = todo.pop()
        if name in found or name not in packages:
            continue
        found[name] = packages[name]["version"]
        todo.extend(_canonical(d) for d in packages[name]["depends"])
    return found


def kernel_wheels(out: Path, runtime: Path) -> None:
    """All wheels the site serves into out: the lessons', then the kernel's."""
    subprocess.run([sys.executable, str(ROOT / "tools/site/wheels.py"), str(out)], check=True)
    have = {_wheel_name_version(w)[0] for w in out.glob("*.whl")}
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    missing = [
        f"{name}=={version}"
        for name, version in sorted(_lock_closure(lock, KERNEL_NEEDS).items())
        if name not in have
    ]
    if missing:
        subprocess.run(
            [
                sys.executable, "-m", "pip", "--disable-pip-version-check", "download",
                "--no-deps", "--only-binary", ":all:", "--platform", "any", "--implementation",
                "py", "--abi", "none", "--python-version", "3.14", "-d", str(out), *missing,
            ],
            check=True,
        )  # fmt: skip
    labextension = Path(sys.prefix) / "share/jupyter/labextensions"
    kernel_pypi = labextension / "@jupyterlite/pyodide-kernel-extension/static/pypi"
    for wheel in kernel_pypi.glob("*.whl"):
        if wheel.name.startswith("widgetsnbextension-3"):
            continue  # for ipywidgets 7; the lessons use 8
        shutil.copyfile(wheel, out / wheel.name)
    for wheel in out.glob("*.whl"):
        name, version = _wheel_name_version(wheel)
        if name in NOT_IN_KERNEL and not version.endswith(".999"):
            wheel.unlink()


def _imports(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        tops = {n.split("/")[0] for n in archive.namelist()}
    return sorted(t.removesuffix(".py") for t in tops if not t.endswith((".dist-info", ".data")))


def served_lock(runtime_lock: dict, wheels: list[Path]) -> dict:
    """The runtime's lock file, its package list replaced by exactly the served wheels."""
    packages = {}
    for wheel in sorted(wheels):
        name, version = _wheel_name_version(wheel)
        packages[name] = {
            "name": name,
            "version": version,
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": _imports(wheel),
            "depends": [],
            "unvendored_tests": False,
            "tool": {},
        }
    return {**runtime_lock, "packages": packages}


def build_book(out: Path) -> None:
    """The Jupyter Book's HTML into out, with its links into JupyterLite (LAB_FROM_BOOK).

    jupyter-book reads its settings from one file: a copy of book/_config.yml with the link
    setting added (and the extension's folder made absolute, as the copy lies elsewhere)."""
    import yaml

    work = BUILD / "book"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    config = yaml.safe_load((ROOT / "book" / "_config.yml").read_text())
    sphinx = config.setdefault("sphinx", {})
    sphinx["local_extensions"] = {
        name: str((ROOT / "book" / folder).resolve())
        for name, folder in sphinx.get("local_extensions", {}).items()
    }
    sphinx.setdefault("config", {}).update(
        kube_jupyterlite=LAB_FROM_BOOK, kube_jupyterlite_unavailable=NOT_IN_BROWSER
    )
    (work / "_config.yml").write_text(yaml.safe_dump(config, sort_keys=False))
    jupyter_book = Path(sys.executable).with_name("jupyter-book")
    subprocess.run(
        [
            str(jupyter_book), "build", "-W", "--keep-going", "--config", str(work / "_config.yml"),
            "--path-output", str(work), str(ROOT / "book"),
        ],
        cwd=ROOT,
        check=True,
    )  # fmt: skip
    shutil.copytree(work / "_build" / "html", out)


def build_site(out: Path) -> None:
    runtime = npm_runtime()
    wheels = BUILD / "site-wheels"
    kernel_wheels(wheels, runtime)
    served = sorted(wheels.glob("*.whl"))
    lite = BUILD / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    contents = lite / "contents"
    shutil.copytree(ROOT / "notebooks", contents / "notebooks", ignore=_not_lessons)
    for notebook in (contents / "notebooks").glob("*.ipynb"):
        _serve_learner_copy(notebook)
    shutil.copytree(ROOT / "examples", contents / "examples")
    for data in _scenarios_read_by_lessons():
        target = contents / data.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(data, target)
    settings = {
        "disablePyPIFallback": True,
        "loadPyodideOptions": {
            "lockFileURL": "./static/pyodide/pyodide-lock.json",
            "packages": sorted(_wheel_name_version(w)[0] for w in served),
        },
    }
    config = {
        "litePluginSettings": {KERNEL_PLUGIN: settings},
        # window.jupyterapp: the browser test (and a teacher in the devtools console) reads
        # the notebook's cells from JupyterLab's own model.
        "exposeAppInBrowser": True,
    }
    (lite / "jupyter-lite.json").write_text(json.dumps({"jupyter-config-data": config}))
    # The runtime, the wheels and their lock where the kernel's build addon looks for a
    # Pyodide of the site's own ("well-known": lite/static/pyodide); it copies them out.
    static = lite / "static" / "pyodide"
    shutil.copytree(runtime, static, ignore=_not_runtime)
    for wheel in served:
        shutil.copyfile(wheel, static / wheel.name)
    runtime_lock = json.loads((runtime / "pyodide-lock.json").read_text())
    (static / "pyodide-lock.json").write_text(json.dumps(served_lock(runtime_lock, served)))
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run(
        [
            sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
            "--contents", "contents", "--output-dir", str(out), "--no-sourcemaps",
        ],
        cwd=lite,
        check=True,
    )  # fmt: skip
    # Graphviz in WebAssembly (npm, installed beside the runtime) where the kernel looks for it.
    viz_assets = ROOT / "tools/site/viz_assets.py"
    subprocess.run([sys.executable, str(viz_assets), str(runtime.parent), str(out)], check=True)
    go_sources = ROOT / "tools/site/go_sources.py"
    subprocess.run([sys.executable, str(go_sources), str(out)], check=True)
    build_book(out / BOOK_DIR)
    lab_page.write_lab_script(out)
    landing.write_landing(out)


def _serve_learner_copy(notebook: Path) -> None:
    """Rewrite a lesson as learners get it: the learner's copy (blank predictions, no saved
    verdicts: bin/course), with every multi-line text as one string (see the module docstring)."""
    import nbformat

    from kube_scheduler_py.lessons import course

    content = nbformat.read(notebook, as_version=4)  # reading joins the lists of lines
    if course.exercises(content):
        content = nbformat.from_dict(course.learner_copy(content, notebook.name))
    nbformat.write(content, notebook, split_lines=False)


def _not_runtime(folder: str, names: list[str]) -> list[str]:
    """What the npm package carries besides the runtime: types, demo consoles, sourcemaps."""
    return [n for n in names if n.endswith((".d.ts", ".map", ".html")) or n == "README.md"]


def _scenarios_read_by_lessons() -> list[Path]:
    """The scenario files of tests/ a lesson reads (`../tests/...`, a file or a folder of them)."""
    found: set[Path] = set()
    for notebook in (ROOT / "notebooks").glob("*.ipynb"):
        for relative in re.findall(r"\.\./(tests/[\w./-]+)", notebook.read_text()):
            path = ROOT / relative.rstrip(".")
            found.update(
                path.rglob("*.yaml") if path.is_dir() else [path] if path.is_file() else []
            )
    return sorted(found)


def _not_lessons(folder: str, names: list[str]) -> list[str]:
    return [n for n in names if n in {".ipynb_checkpoints", "__pycache__"} or n.endswith(".cfg")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=BUILD / "site", help="the site's folder")
    build_site(parser.parse_args().out.resolve())


if __name__ == "__main__":
    main()
