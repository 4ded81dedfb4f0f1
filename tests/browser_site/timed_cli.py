"""Run `kube-scheduler-py ARGS...` and report on stderr how long the command took.

The same script runs on CPython and in Pyodide (tests/browser_site/test_pyodide.py), so the
two timings measure the same thing: the command itself, after the package is imported.
"""

import sys
import time

import kube_scheduler_py.simulation.run  # noqa: F401  (imported before the clock starts)
from kube_scheduler_py.cli import main

started = time.perf_counter()
code = main(sys.argv[1:])
sys.stdout.flush()
print(f"elapsed-seconds: {time.perf_counter() - started:.3f}", file=sys.stderr)
sys.exit(code)
