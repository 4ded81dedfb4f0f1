"""Port of pkg/scheduler/framework/plugins/feature: gate values handed to in-tree plugins."""

from kube_scheduler_py.v1_37.framework.plugins.feature.feature import (
    Features,
    new_scheduler_features_from_gates,
)

__all__ = ["Features", "new_scheduler_features_from_gates"]
