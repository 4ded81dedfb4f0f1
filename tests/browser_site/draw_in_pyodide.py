"""Draw the pictures of one scheduling cycle of examples/basic.yaml as the browser edition does,
in two steps like two notebook cells, and print them as one JSON document.

Run by test_pyodide.py in Pyodide (which compares them with CPython's), from examples/.
"""

import json
import sys

from pyodide.ffi import can_run_sync  # type: ignore[import-not-found]

from kube_scheduler_py.browser import graphviz_wasm
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.trace import Trace
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.viz import (
    cache_diagram,
    cycle_diagram,
    queue_diagram,
    queue_from_trace,
    score_heatmap,
    steps_from_trace,
    transitions_from_trace,
)
from kube_scheduler_py.widgets import panels
from kube_scheduler_py.widgets.stepper import StepperModel

POD = "default/web-1"

objects = load_paths(["basic.yaml"]).objects
trace = Trace()
result = simulate(objects, seed=0, trace=trace)
diagram = cycle_diagram(path=steps_from_trace(trace, POD))
# The cell that imported the package: graphviz is compiling; only JSPI could wait for it.
before_loading = diagram.svg()

# The next cell: in between, the worker's event loop ran and graphviz finished loading.
await graphviz_wasm.loading()  # noqa: F704

outcome = next(o for o in result.pods if o.pod.metadata.name == "web-1")
heatmap = score_heatmap(outcome)
report = {
    "can_run_sync": can_run_sync(),
    "before_loading": before_loading,
    "cycle": diagram.svg(),
    "cache": cache_diagram(transitions_from_trace(trace, POD), pod=POD).svg(),
    "queue": queue_diagram(*queue_from_trace(trace)).svg(),
    "stepper": panels.picture_svg(StepperModel(trace, pod=POD)),
    "heatmap_class": type(heatmap).__name__,
    "heatmap": heatmap.to_svg(),
    "matplotlib_imported": "matplotlib" in sys.modules,
}
print(json.dumps(report))
