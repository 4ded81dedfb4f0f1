"""Widgets for notebooks (JupyterLab and Voila) that explore a recorded run.

- `Stepper`: step through a trace (kube_scheduler_py.trace) by record, plugin call, extension
  point or pod, with the picture, the CycleState, the statuses and the Go code of each step;
- `StepperModel`: the stepper's logic without a browser.

Python-only: nothing here is in Go.
"""

from .stepper import NO_NODE, CycleStateView, Stepper, StepperModel, describe, format_value

__all__ = ["NO_NODE", "CycleStateView", "Stepper", "StepperModel", "describe", "format_value"]
