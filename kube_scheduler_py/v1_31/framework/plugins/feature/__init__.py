"""Port of pkg/scheduler/framework/plugins/feature: gate values handed to in-tree plugins."""

from kube_scheduler_py.v1_31.framework.plugins.feature.feature import Features

__all__ = ["Features"]
