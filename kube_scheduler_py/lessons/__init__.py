"""Helpers for the lesson notebooks (notebooks/): the exercise checker, and the longer pieces of
code a lesson uses but does not teach (scenario builders, trace printers, stand-in actors), so
that every lesson cell stays short. Each is tested under tests/lessons/.

- `exercises`: `check(prediction, actual, why)` grades a learner's prediction against the run;
- `queue_lab`: the hand-driven scheduling queue of notebook 01;
- `stories`: one-line-per-step printers of a trace (notebooks 02, 04, 05, 06, 07, 09);
- `history`: the old-name → v1.31.1 map of notebook 08;
- `pv_controller`: the stand-in PV controller actor of notebook 09;
- `prefilter_plugin`: the Filter + Score plugin of notebook 07 that keeps state in CycleState.

Python-only: nothing here is in Go.
"""
