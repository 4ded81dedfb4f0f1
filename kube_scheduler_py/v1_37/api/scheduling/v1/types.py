"""Priority classes: the port of k8s.io/api/scheduling/v1.

Only the types the scheduler reads are here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1 import _ObjectMetaMixin


@dataclass(slots=True, kw_only=True)
class PriorityClass(_ObjectMetaMixin):
    """Maps a priority class name to an integer priority.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1/types.go#L31-L61
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    value: int = 0
    global_default: bool = False
    description: str = ""
    preemption_policy: str | None = None
