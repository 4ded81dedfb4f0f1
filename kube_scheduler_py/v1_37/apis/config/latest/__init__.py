"""Port of pkg/scheduler/apis/config/latest: the default configuration of the newest version."""

from kube_scheduler_py.v1_37.apis.config.latest.latest import default

__all__ = ["default"]
