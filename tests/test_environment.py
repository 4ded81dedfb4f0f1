"""environment.yml (for conda users) and pyproject.toml (for pip) must name the same packages."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]

# conda-forge spells a few PyPI packages differently.
CONDA_NAME_OF_PYPI = {
    "graphviz": "python-graphviz",
    "kubernetes": "python-kubernetes",
    "build": "python-build",
}
# Present only in the conda environment, on purpose: the interpreter, pip and the `dot` binary
# (bin/bootstrap installs Debian's graphviz instead).
CONDA_ONLY = {"python", "pip", "graphviz"}


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~ \[;]", requirement.strip(), maxsplit=1)[0].lower()


def _pyproject_packages() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    requirements = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        requirements += extra
    return {CONDA_NAME_OF_PYPI.get(_name(r), _name(r)) for r in requirements}


def _conda_packages() -> tuple[set[str], list[str]]:
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    conda, pip = set(), []
    for dependency in env["dependencies"]:
        if isinstance(dependency, dict):
            pip += dependency["pip"]
        else:
            conda.add(_name(dependency))
    return conda, pip


def test_environment_names_the_same_packages_as_pyproject() -> None:
    conda, _ = _conda_packages()
    assert _pyproject_packages() == conda - CONDA_ONLY


def test_environment_installs_the_package_itself_in_editable_mode() -> None:
    _, pip = _conda_packages()
    assert pip == ["-e ."]


def test_conda_only_packages_are_really_in_the_environment() -> None:
    conda, _ = _conda_packages()
    assert conda >= CONDA_ONLY
