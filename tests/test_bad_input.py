"""Bad input through the command line: exit code 2, one message, no traceback, no result.

The corpus is tests/fixtures/bad_inputs (one file per class, the expectations in
cases.toml); hostile inputs too big to commit (alias bombs, 20,000 levels of nesting, more
documents than allowed) are generated here. Where the oracle (the real kube-scheduler
v1.31.1, tools/oracle) reads the same input, it must say the same thing: both sides number
documents, name objects and word their messages alike. Go is required; without it these
tests fail rather than skip.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py import manifests
from kube_scheduler_py.simulation.conformance import oracle_command

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "fixtures" / "bad_inputs"
CASES: dict[str, dict[str, Any]] = tomllib.loads((CORPUS / "cases.toml").read_text())

NODE = 'apiVersion: v1\nkind: Node\nmetadata: {name: node-a}\nstatus: {allocatable: {cpu: "4"}}\n'


@dataclass(frozen=True)
class Run:
    """What one command printed and returned."""

    code: int
    stdout: str
    stderr: str


def run_port(args: list[str], cwd: Path) -> Run:
    done = subprocess.run(
        [sys.executable, "-m", "kube_scheduler_py", "simulate", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )
    return Run(done.returncode, done.stdout, done.stderr)


def run_oracle(oracle: Path, args: list[str], cwd: Path) -> Run:
    done = oracle_command(oracle, ["simulate", *args], cwd=cwd)
    return Run(done.returncode, done.stdout, done.stderr)


def assert_refused(result: Run, message: str) -> None:
    """Exit 2, nothing on stdout, one `error:` line holding message, no traceback."""
    assert result.code == 2, result
    assert result.stdout == "", "bad input must simulate nothing"
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert message in lines[0]


@pytest.mark.parametrize("name", sorted(CASES))
def test_corpus(name: str, oracle: Path) -> None:
    case = CASES[name]
    result = run_port(case["args"], CORPUS)
    if case["exit"] == 2:
        assert_refused(result, case["message"])
    else:
        assert result.code == case["exit"], result
        assert "Traceback" not in result.stderr
        assert result.stdout.startswith("{")
        assert case.get("message", "") in result.stderr
    if case["oracle"] == "same":
        theirs = run_oracle(oracle, case["args"], CORPUS)
        assert (theirs.code, theirs.stderr, theirs.stdout) == (
            result.code,
            result.stderr,
            result.stdout,
        )


def _refused_alike(
    oracle: Path, tmp_path: Path, files: dict[str, bytes], args: list[str], message: str
) -> None:
    """The port refuses with message; the oracle refuses too, naming the same document."""
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    result = run_port(args, tmp_path)
    assert_refused(result, message)
    theirs = run_oracle(oracle, args, tmp_path)
    assert theirs.code == 2 and theirs.stdout == ""
    where = ": ".join(message.split(": ")[:2])
    assert theirs.stderr.startswith(f"error: {where}"), theirs.stderr


def _alias_bomb(levels: int = 9) -> str:
    """The billion laughs: each level repeats the previous one nine times."""
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def test_alias_bomb_in_a_scenario(tmp_path: Path, oracle: Path) -> None:
    bomb = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: lol}\ndata:\n"
    bomb += "".join(f"  {line}\n" for line in _alias_bomb().splitlines())
    _refused_alike(
        oracle,
        tmp_path,
        {"bomb.yaml": (NODE + "---\n" + bomb).encode()},
        ["bomb.yaml"],
        "bomb.yaml: document 2: line 15: YAML aliases expand to more than 100000 values",
    )


def test_alias_bomb_in_a_node_affinity(tmp_path: Path, oracle: Path) -> None:
    # The anchors sit in a field the API does not know, above the spec that uses the last.
    pod = "x-lol:\n" + "".join(f"  {line}\n" for line in _alias_bomb().splitlines())
    pod += (
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c}]\n"
        "  affinity:\n    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n"
        "        nodeSelectorTerms:\n        - matchExpressions:\n"
        "          - {key: zone, operator: In, values: *a8}\n"
    )
    _refused_alike(
        oracle,
        tmp_path,
        {"pod.yaml": pod.encode()},
        ["pod.yaml"],
        "pod.yaml: document 1: line 7: YAML aliases expand to more than 100000 values",
    )


def test_alias_bomb_in_the_configuration(tmp_path: Path, oracle: Path) -> None:
    config = (
        "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
        + _alias_bomb()
    )
    (tmp_path / "node.yaml").write_text(NODE)
    (tmp_path / "config.yaml").write_text(config)
    args = ["node.yaml", "--config", "config.yaml"]
    assert_refused(
        run_port(args, tmp_path), "config.yaml: line 8: YAML aliases expand to more than"
    )
    theirs = run_oracle(oracle, args, tmp_path)
    assert (theirs.code, theirs.stdout) == (2, "")
    assert theirs.stderr == "error: config.yaml: yaml: document contains excessive aliasing\n"


@pytest.mark.parametrize("style", ["flow", "block", "json"])
def test_twenty_thousand_levels_of_nesting(tmp_path: Path, style: str, oracle: Path) -> None:
    levels = 20_000
    if style == "flow":
        text = NODE + "spec: {podCIDRs: " + "[" * levels + "]" * levels + "}\n"
    elif style == "block":
        # Indentation grows quadratically: 2,000 levels are enough (and 2 MB).
        text = NODE + "".join(" " * i + f"l{i}:\n" for i in range(2_000))
    else:
        text = '{"apiVersion": "v1", "kind": "Node", "x": ' + "[" * levels + "]" * levels + "}"
    _refused_alike(
        oracle,
        tmp_path,
        {"deep.yaml": text.encode()},
        ["deep.yaml"],
        f"deep.yaml: document 1: {'line 1: ' if style == 'json' else ''}"
        f"nested more than {manifests.MAX_DEPTH} levels deep",
    )


def test_nesting_just_within_the_limit_loads(tmp_path: Path) -> None:
    depth = manifests.MAX_DEPTH - 1  # the document's mapping is the first level
    text = NODE + "x-unknown: " + "[" * depth + "]" * depth + "\n"
    (tmp_path / "ok.yaml").write_text(text)
    result = run_port(["ok.yaml"], tmp_path)
    assert result.code == 0, result


def test_more_documents_than_allowed(tmp_path: Path, oracle: Path) -> None:
    text = NODE + "---\n" * manifests.MAX_DOCUMENTS
    _refused_alike(
        oracle,
        tmp_path,
        {"many.yaml": text.encode()},
        ["many.yaml"],
        f"many.yaml: document {manifests.MAX_DOCUMENTS + 1}: more than "
        f"{manifests.MAX_DOCUMENTS} documents in one file",
    )


def test_stdin_in_utf16_loads(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "kube_scheduler_py", "simulate", "-"],
        input=NODE.encode("utf-16"),
        capture_output=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("style", ["yaml", "json"])
def test_twenty_thousand_levels_of_nesting_in_the_configuration(
    tmp_path: Path, style: str, oracle: Path
) -> None:
    deep = "[" * 20_000 + "]" * 20_000
    if style == "yaml":
        text = "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
        text += f"x: {deep}\n"
    else:
        text = '{"apiVersion": "kubescheduler.config.k8s.io/v1", "x": ' + deep + "}"
    (tmp_path / "node.yaml").write_text(NODE)
    (tmp_path / "config.yaml").write_text(text)
    args = ["node.yaml", "--config", "config.yaml"]
    assert_refused(run_port(args, tmp_path), "config.yaml: nested more than 100 levels deep")
    theirs = run_oracle(oracle, args, tmp_path)
    assert (theirs.code, theirs.stdout) == (2, "")
    assert theirs.stderr.startswith("error: config.yaml: ")


def test_a_file_beyond_the_size_limit_is_refused_unread(tmp_path: Path, oracle: Path) -> None:
    with open(tmp_path / "huge.yaml", "wb") as f:
        f.truncate(manifests.MAX_FILE_BYTES + 1)  # sparse: nothing is written
    _refused_alike(
        oracle,
        tmp_path,
        {},
        ["huge.yaml"],
        f"huge.yaml: file larger than {manifests.MAX_FILE_BYTES // 2**20} MiB",
    )
