"""Widgets for notebooks (JupyterLab and Voila) that explore a recorded run, and their
kernel-free replay for pages without a kernel (a built book, a file opened in a browser).

- `Stepper`: step through a trace (kube_scheduler_py.trace) by record, plugin call, extension
  point or pod, with the picture, the CycleState, the statuses and the Go code of each step;
- `StepperModel`: the stepper's logic without a browser;
- `export_replay`: the same panels as a self-contained HTML page (replay.py).

Python-only: nothing here is in Go.
"""

from .replay import export_replay, replay_html
from .stepper import NO_NODE, CycleStateView, Stepper, StepperModel, describe, format_value

__all__ = [
    "NO_NODE",
    "CycleStateView",
    "Stepper",
    "StepperModel",
    "describe",
    "export_replay",
    "format_value",
    "replay_html",
]
