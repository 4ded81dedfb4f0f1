"""Port of pkg/scheduler/framework/plugins/podtopologyspread: the PodTopologySpread plugin."""

from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.common import (
    ErrReasonConstraintsNotMatch,
    ErrReasonNodeLabelNotMatch,
    PodTopologySpreadError,
)
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread.plugin import (
    Name,
    PodTopologySpread,
    new,
)

__all__ = [
    "ErrReasonConstraintsNotMatch",
    "ErrReasonNodeLabelNotMatch",
    "Name",
    "PodTopologySpread",
    "PodTopologySpreadError",
    "new",
]
