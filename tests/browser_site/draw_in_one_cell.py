"""One notebook cell that imports the package and draws at once, run by worker_page/ in
Chromium's Web Worker: the WebAssembly graphviz is still compiling when the picture is asked
for, and JSPI lets the cell wait for it. Leaves a JSON `report`."""

import json

from pyodide.ffi import can_run_sync  # type: ignore[import-not-found]

from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.trace import Trace
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.viz import cycle_diagram, steps_from_trace

trace = Trace()
simulate(load_paths(["basic.yaml"]).objects, seed=0, trace=trace)
report = json.dumps(
    {
        "can_run_sync": can_run_sync(),
        "cycle": cycle_diagram(path=steps_from_trace(trace, "default/web-1")).svg(),
    }
)
