"""Pictures of the scheduler for notebooks: each function returns an object that shows itself in
Jupyter and saves itself with `save(path)`, the suffix picking the format (.svg, .png, ...).

- `cycle_diagram`: the scheduling and binding cycles, each box linking to its Go function;
- `cache_diagram`: the cache's pod state machine with the transitions one pod took;
- `queue_diagram`: activeQ, podBackoffQ, unschedulablePods and in-flight pods, with moves;
- `score_table`, `score_heatmap`: per node and plugin, what a pod's scheduling attempt found;
- `topology_domains`, `spread_domains`, `pod_affinity_graph`: pods in the cluster topology.

Inputs are plain data (lists of transitions, mappings of pods, annotations) so that a trace
(kube_scheduler_py.trace) can feed them: `steps_from_trace`, `transitions_from_trace` and
`queue_from_trace` read one.

Python-only: nothing here is in Go.
"""

from .cache import cache_diagram, transitions_from_trace
from .cycles import cycle_diagram, steps_from_trace
from .matrix import Heatmap, ScoreMatrix, score_heatmap, score_matrix, score_table
from .queue import Move, queue_diagram, queue_from_trace
from .render import Diagram, FigurePicture, Table
from .topology import TopologyDiagram, pod_affinity_graph, spread_domains, topology_domains

__all__ = [
    "Diagram",
    "FigurePicture",
    "Heatmap",
    "Move",
    "ScoreMatrix",
    "Table",
    "TopologyDiagram",
    "cache_diagram",
    "cycle_diagram",
    "pod_affinity_graph",
    "queue_diagram",
    "queue_from_trace",
    "score_heatmap",
    "score_matrix",
    "score_table",
    "spread_domains",
    "steps_from_trace",
    "topology_domains",
    "transitions_from_trace",
]
