"""kube-scheduler-py: a readable Python port of the Kubernetes v1.31.1 scheduler (pkg/scheduler)."""

__version__ = "0.1.0.dev0"

#: The Kubernetes release this package ports, line by line.
KUBERNETES_VERSION = "v1.31.1"
