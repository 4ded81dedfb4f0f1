"""kube-scheduler-py: a readable Python port of the Kubernetes v1.31.1 scheduler (pkg/scheduler).

The version says which upstream release the port follows: its first three numbers are that
Kubernetes release (1.31.1), the fourth counts the port's own releases of it (1.31.1.0,
1.31.1.1, ...), and a `.devN` suffix marks work in progress towards the next one.
"""

import sys

#: The Kubernetes release this package ports, line by line.
KUBERNETES_VERSION = "v1.31.1"

__version__ = "1.31.1.0.dev0"

if sys.platform == "emscripten":  # the browser edition: graphviz in WebAssembly starts loading
    from kube_scheduler_py.browser import graphviz_wasm  # noqa: F401
