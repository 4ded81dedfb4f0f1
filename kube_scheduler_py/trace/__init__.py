"""Tracing a simulation run step by step, with the Go code behind every step.

    trace = Trace()
    simulate(objects, config, seed, trace=trace)
    trace.records_for("default/web-1")     # what happened to one pod, in order
    trace.filter(PluginCall)               # every extension-point call
    trace.to_json()                        # `kube-scheduler-py simulate --trace FILE`

The trace observes the run through wrappers and observers only (see tracer.py); it does not
change what the run does or prints, and the same scenario and seed give the same trace.

Python-only: nothing here is in Go.
"""

from .golinks import GO_FUNCS, GoFunc, go_func
from .records import (
    RECORD_TYPES,
    BindingStep,
    CacheTransition,
    CycleStateAccess,
    PluginCall,
    QueueMove,
    SchedulingStep,
    Trace,
    TraceRecord,
)
from .tracer import Tracer
from .values import readable

__all__ = [
    "GO_FUNCS",
    "RECORD_TYPES",
    "BindingStep",
    "CacheTransition",
    "CycleStateAccess",
    "GoFunc",
    "PluginCall",
    "QueueMove",
    "SchedulingStep",
    "Trace",
    "TraceRecord",
    "Tracer",
    "go_func",
    "readable",
]
