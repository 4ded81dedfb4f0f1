"""The README's real-cluster walk-through, pasted into bash as a reader would paste it.

Both `sh` blocks of the README's "A real cluster" section are fed at once to one bash, line by
line from its standard input (what pasting into a terminal does), from a directory where
`tools` and `.venv` are this checkout's; `TOOLS_CLUSTER_STATE` puts the cluster's state in a
temporary directory instead of tools/cluster/.state, so a developer's own cluster is left
alone. The README must stand as written: nothing here waits between lines.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "tools" / "cluster" / "run"


def _walkthrough() -> list[str]:
    """The sh blocks of the README's "A real cluster" section."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("\n## A real cluster\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.*?)```", section, re.DOTALL)


@pytest.fixture(scope="module")
def programs() -> None:
    programs = ["etcd", "keygen", "kube-apiserver", "nodeagent", "kube-scheduler", "kubectl"]
    subprocess.run([str(RUN), "build", *programs], check=True, timeout=3600)


def test_the_walkthrough_works_pasted_into_bash(programs: None, tmp_path: Path) -> None:
    blocks = _walkthrough()
    assert len(blocks) == 2
    assert "run down" not in blocks[0], "the first block must leave the cluster up"
    paste = tmp_path / "paste"
    paste.mkdir()
    (paste / "tools").symlink_to(ROOT / "tools")
    (paste / ".venv").symlink_to(Path(sys.prefix))
    state = tmp_path / "state"
    env = {k: v for k, v in os.environ.items() if k != "KUBECONFIG"}
    env["TOOLS_CLUSTER_STATE"] = str(state)
    try:
        shell = subprocess.run(
            ["bash", "-e"],
            input="".join(blocks),
            cwd=paste,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
    finally:
        if (state / "state.json").exists():
            subprocess.run([str(RUN), "--state", str(state), "down"], timeout=120)
    assert shell.returncode == 0, shell.stdout[-3000:] + shell.stderr[-3000:]
    assert re.search(r"Successfully assigned default/web to node-\d", shell.stdout)
    assert re.search(r"Successfully assigned default/py-web to node-\d", shell.stdout)
    assert "successfully acquired lease kube-system/kube-scheduler-py" in shell.stderr
    assert not state.exists(), "the second block's `down` removed the cluster"
