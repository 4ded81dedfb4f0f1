"""Build every wheel the browser edition installs into Pyodide, into one folder.

    .venv/bin/python tools/site/wheels.py OUTDIR

- kube-scheduler-py itself, from this checkout;
- PyYAML, built from its sdist without libyaml: PyPI has no pure-Python PyYAML wheel, and the
  loader only needs yaml.safe_load_all, which the pure-Python code provides;
- the pure-Python wheels of the other runtime dependencies (networkx, graphviz, ipywidgets and
  what they pull in), downloaded from PyPI.

Each dependency comes at the version installed in the running environment, so the page runs
the code the tests run on CPython. matplotlib (and numpy with it) has no pure wheel: the
package imports it only when a figure is drawn. Wheels already in OUTDIR at the right version
are kept (delete the folder to rebuild).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Runtime dependencies with no pure-Python wheel, which the package imports only on use.
NATIVE_ONLY = {"matplotlib"}
#: Built from the sdist rather than downloaded.
FROM_SDIST = {"pyyaml"}
#: Pyodide targets this Python; pip resolves pure wheels for it.
PYODIDE_PYTHON = "3.14"


def _pip(*args: str, env: dict[str, str] | None = None) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
        check=True,
        env={**os.environ, **(env or {})},
    )


def runtime_requirements() -> list[str]:
    """`name==version` for each runtime dependency of the package, at the installed version."""
    pinned = []
    for requirement in metadata.requires("kube-scheduler-py") or []:
        if ";" in requirement:  # an extra (dev tools): not needed in the page
            continue
        name = requirement.split(">")[0].split("=")[0].split("<")[0].strip()
        if name.lower() in NATIVE_ONLY:
            continue
        pinned.append(f"{name}=={metadata.version(name)}")
    return pinned


def _wheel_tag(wheel: Path) -> str:
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/WHEEL"))
        lines = archive.read(name).decode().splitlines()
    return next(line.split(": ", 1)[1] for line in lines if line.startswith("Tag: "))


def build_pyyaml(requirement: str, out: Path) -> None:
    """PyYAML's pure-Python wheel, built from its sdist with the libyaml extension off."""
    version = requirement.split("==")[1]
    if list(out.glob(f"pyyaml-{version}-py3-none-any.whl")):
        return
    # --no-cache-dir: pip's wheel cache may hold a build of the same sdist with libyaml.
    _pip(
        "wheel", "--no-deps", "--no-cache-dir", "--no-binary", "pyyaml", "-w", str(out),
        f"pyyaml=={version}",
        env={"PYYAML_FORCE_LIBYAML": "0"},
    )  # fmt: skip
    wheel = out / f"pyyaml-{version}-py3-none-any.whl"
    if not wheel.exists() or _wheel_tag(wheel) != "py3-none-any":
        sys.exit(f"wheels: PyYAML {version} did not build as a pure-Python wheel")


def download_pure(requirements: list[str], out: Path) -> None:
    """Pure-Python wheels of the requirements and their dependencies (no sdists, no natives)."""
    _pip(
        "download", "--only-binary", ":all:", "--platform", "any", "--implementation", "py",
        "--abi", "none", "--python-version", PYODIDE_PYTHON, "-d", str(out), *requirements,
    )  # fmt: skip


def build_project(out: Path) -> None:
    for old in out.glob("kube_scheduler_py-*.whl"):
        old.unlink()
    _pip("wheel", "--no-deps", "--no-build-isolation", "-w", str(out), str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the wheels")
    out = parser.parse_args().out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    requirements = runtime_requirements()
    for requirement in requirements:
        if requirement.split("==")[0].lower() in FROM_SDIST:
            build_pyyaml(requirement, out)
    download_pure([r for r in requirements if r.split("==")[0].lower() not in FROM_SDIST], out)
    build_project(out)


if __name__ == "__main__":
    main()
