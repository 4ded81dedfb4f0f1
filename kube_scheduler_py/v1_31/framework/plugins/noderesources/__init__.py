"""Port of pkg/scheduler/framework/plugins/noderesources: NodeResourcesFit and
NodeResourcesBalancedAllocation, with the scoring strategies they share.

Import it as Go does: `from kube_scheduler_py.v1_31.framework.plugins import noderesources`, then
`noderesources.new_fit`, `noderesources.fits`, `noderesources.BalancedAllocationName`.
"""

from kube_scheduler_py.v1_31.framework.plugins.noderesources.balanced_allocation import (
    BalancedAllocation,
    BalancedAllocationName,
    new_balanced_allocation,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.fit import (
    Fit,
    InsufficientResource,
    Name,
    fits,
    new_fit,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.resource_allocation import (
    NodeResourcesError,
)

__all__ = [
    "BalancedAllocation",
    "BalancedAllocationName",
    "Fit",
    "InsufficientResource",
    "Name",
    "NodeResourcesError",
    "fits",
    "new_balanced_allocation",
    "new_fit",
]
