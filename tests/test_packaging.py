"""The package as a user gets it: built into a wheel and an sdist, installed from the wheel into
a fresh virtual environment, and run from a directory that knows nothing of this checkout.

Every other test runs against the editable install that bin/bootstrap makes, which reads the
checkout directly; only this one notices a file the wheel forgot.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

import kube_scheduler_py
from kube_scheduler_py.simulation.results import KEY_SCORE_RESULT

ROOT = Path(__file__).resolve().parents[1]
DUMP = ROOT / "tests" / "fixtures" / "kubeadm-3-nodes.yaml"

CONFIG = """\
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
  plugins:
    score:
      disabled:
      - name: NodeResourcesBalancedAllocation
"""


@dataclass(frozen=True)
class Installed:
    """A wheel installed into its own virtual environment, and a directory to run it from."""

    wheel: Path
    sdist: Path
    venv: Path
    workdir: Path

    def run(self, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        """Run a program of the virtual environment in workdir, with nothing of the checkout
        on its path."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL"))}
        env["PATH"] = f"{self.venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
        return subprocess.run(
            [str(self.venv / "bin" / args[0]), *args[1:]],
            cwd=self.workdir,
            env=env,
            input=stdin,
            capture_output=True,
            text=True,
            timeout=600,
        )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    base = tmp_path_factory.mktemp("packaging")
    source = _export_checkout(base / "source")
    dist = base / "dist"
    # Without --sdist/--wheel, build makes the sdist first and the wheel from the sdist, so the
    # wheel also proves that the sdist is complete.
    subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(dist), str(source)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = dist.glob("*.whl")
    (sdist,) = dist.glob("*.tar.gz")
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=600)
    subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)],
        check=True,
        capture_output=True,
        timeout=900,
    )
    workdir = base / "elsewhere"
    workdir.mkdir()
    (workdir / "cluster.yaml").write_text(_dump_with_an_unknown_field())
    (workdir / "config.yaml").write_text(CONFIG)
    return Installed(wheel, sdist, venv, workdir)


PENDING = """\
---
apiVersion: v1
kind: Pod
metadata:
  name: web
  namespace: default
spec:
  containers:
  - name: web
    image: nginx
    resources:
      requests:
        cpu: 100m
"""


def _dump_with_an_unknown_field() -> str:
    """The kubeadm dump (managedFields, dnsPolicy and other fields the port does not model),
    plus a field no Kubernetes version has on its first pod, and a pending pod to schedule."""
    text = DUMP.read_text()
    marker = "    dnsPolicy: ClusterFirst\n"
    assert marker in text
    return text.replace(marker, marker + "    noSuchField: 1\n", 1) + PENDING


def _checkout_files(*paths: str) -> list[str]:
    """The files of the checkout as a clone would have them: tracked or new, never ignored."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", *paths],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return [name for name in listed if (ROOT / name).exists()]


def _export_checkout(target: Path) -> Path:
    """Copy the checkout's files to target, so that the build sees no leftovers of earlier
    builds (setuptools adds whatever a stale *.egg-info/SOURCES.txt lists to the sdist)."""
    for name in _checkout_files():
        destination = target / name
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, destination, follow_symlinks=False)
    return target


def _tracked_package_files() -> set[str]:
    return set(_checkout_files("kube_scheduler_py"))


def test_the_wheel_carries_exactly_the_package_files(installed: Installed) -> None:
    """Every module and data file of the checkout is in the wheel, and nothing else is."""
    with zipfile.ZipFile(installed.wheel) as wheel:
        in_wheel = {n for n in wheel.namelist() if n.startswith("kube_scheduler_py/")}
    assert in_wheel == _tracked_package_files()


def test_the_sdist_carries_the_package_and_its_build_files(installed: Installed) -> None:
    with tarfile.open(installed.sdist) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    assert _tracked_package_files() <= names
    assert {"README.md", "pyproject.toml"} <= names


def test_the_installed_package_is_the_wheel_not_the_checkout(installed: Installed) -> None:
    shown = installed.run(
        "python",
        "-c",
        "import kube_scheduler_py as k; print(k.__file__, k.__version__, k.KUBERNETES_VERSION)",
    )
    assert shown.returncode == 0, shown.stderr
    where, version, kubernetes = shown.stdout.split()
    assert Path(where).is_relative_to(installed.venv)
    assert (version, kubernetes) == (kube_scheduler_py.__version__, "v1.31.1")


def test_version(installed: Installed) -> None:
    shown = installed.run("kube-scheduler-py", "--version")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.strip() == (
        f"kube-scheduler-py {kube_scheduler_py.__version__} (ports Kubernetes v1.31.1)"
    )


def test_version_scheme_names_the_upstream_release() -> None:
    """1.31.1.N[.devM]: the Kubernetes release, then the port's own release of it."""
    upstream = kube_scheduler_py.KUBERNETES_VERSION.removeprefix("v")
    assert re.fullmatch(re.escape(upstream) + r"\.\d+(\.dev\d+)?", kube_scheduler_py.__version__)


def _simulated(result: subprocess.CompletedProcess[str]) -> dict[str, str]:
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    pods = json.loads(result.stdout)["pods"]
    return {f"{pod['namespace']}/{pod['name']}": pod["nodeName"] for pod in pods}


def test_simulate_a_cluster_dump_with_unmodelled_and_unknown_fields(installed: Installed) -> None:
    result = installed.run("kube-scheduler-py", "simulate", "cluster.yaml")
    placements = _simulated(result)
    assert 'unknown field "spec.noSuchField"' in result.stderr
    assert placements["kube-system/kube-apiserver-cp-1"] == "cp-1"
    assert placements["default/web"] in {"worker-1", "worker-2"}


def test_simulate_from_standard_input(installed: Installed) -> None:
    from_file = installed.run("kube-scheduler-py", "simulate", "cluster.yaml")
    from_stdin = installed.run(
        "kube-scheduler-py", "simulate", "-", stdin=(installed.workdir / "cluster.yaml").read_text()
    )
    assert _simulated(from_stdin) == _simulated(from_file)


def test_simulate_with_a_configuration(installed: Installed) -> None:
    result = installed.run(
        "kube-scheduler-py", "simulate", "cluster.yaml", "--config", "config.yaml"
    )
    _simulated(result)
    scores = [
        annotation
        for pod in json.loads(result.stdout)["pods"]
        for key, annotation in pod["annotations"].items()
        if key == KEY_SCORE_RESULT
    ]
    assert len(scores) == 1  # the pending pod's
    assert "NodeResourcesFit" in scores[0]
    assert "NodeResourcesBalancedAllocation" not in scores[0]


def test_config_defaults(installed: Installed) -> None:
    result = installed.run("kube-scheduler-py", "config", "defaults", "--config", "config.yaml")
    assert result.returncode == 0, result.stderr
    assert "NodeResourcesFit" in result.stdout
    assert "schedulerName: default-scheduler" in result.stdout


def test_the_modules_the_notebooks_use_import(installed: Installed) -> None:
    modules = set()
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in json.loads(notebook.read_text())["cells"]:
            if cell["cell_type"] == "code":
                source = "".join(cell["source"])
                modules |= set(re.findall(r"(?:from|import)\s+(kube_scheduler_py[\w.]*)", source))
    assert "kube_scheduler_py.simulation.run" in modules
    result = installed.run("python", "-c", "".join(f"import {m}\n" for m in sorted(modules)))
    assert result.returncode == 0, result.stderr


def test_the_conformance_tool_says_it_needs_a_checkout(installed: Installed) -> None:
    result = installed.run("python", "-m", "kube_scheduler_py.simulation.conformance", "report")
    assert result.returncode == 2
    assert "runs from a checkout of the repository" in result.stderr
    assert "Traceback" not in result.stderr
