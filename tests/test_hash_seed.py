"""Same input and seed, same output — whatever the interpreter's string-hash seed.

Python randomises the hash of str per process (PYTHONHASHSEED), so iterating a set of names
can give a different order in every run. This test runs the whole conformance corpus and the
examples (JSON, and for the examples also the table and the trace the command line writes)
once per hash seed, each seed in one subprocess, and requires every output to be byte-for-byte
the same under each seed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HASH_SEEDS = ("0", "1", "2024")

# Run in each subprocess: write every output into the directory given as argv[1].
_WRITE_OUTPUTS = """
import contextlib, io, sys
from pathlib import Path
from kube_scheduler_py import cli
from kube_scheduler_py.simulation.conformance import EXAMPLES, run_python, scenarios

out = Path(sys.argv[1])
for scenario in scenarios():
    name = scenario.name.replace("/", "__")
    (out / f"{name}.json").write_text(run_python(scenario))
for example in sorted(EXAMPLES.glob("*.yaml")):
    table = io.StringIO()
    trace = out / f"examples__{example.stem}.trace.jsonl"
    args = ["simulate", str(example), "--seed", "7", "--output", "table", "--trace", str(trace)]
    with contextlib.redirect_stdout(table):
        assert cli.main(args) == 0, example
    (out / f"examples__{example.stem}.table.txt").write_text(table.getvalue())
"""


def _outputs(hash_seed: str, directory: Path) -> dict[str, bytes]:
    directory.mkdir()
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    subprocess.run(
        [sys.executable, "-c", _WRITE_OUTPUTS, str(directory)], env=env, check=True, timeout=600
    )
    return {path.name: path.read_bytes() for path in sorted(directory.iterdir())}


def test_outputs_do_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    runs = {seed: _outputs(seed, tmp_path / f"hash-seed-{seed}") for seed in HASH_SEEDS}
    first_seed, first = next(iter(runs.items()))
    assert len(first) > 200
    assert any(name.endswith(".trace.jsonl") for name in first)
    for seed, outputs in runs.items():
        assert outputs.keys() == first.keys()
        differing = [name for name in first if outputs[name] != first[name]]
        assert differing == [], f"PYTHONHASHSEED={seed} and ={first_seed} differ on {differing}"
