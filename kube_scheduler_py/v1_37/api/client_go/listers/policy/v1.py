"""The policy/v1 listers of client-go (k8s.io/client-go/listers/policy/v1), as the scheduler
reads them.

Each Protocol names the methods of the Go interface that the port calls, so that an informer
cache of the in-memory API server and a test's fake both fit. A lookup that misses raises (Go
returns a NotFound error).
"""

from __future__ import annotations

import builtins
from typing import Protocol

from kube_scheduler_py.v1_37.api import labels
from kube_scheduler_py.v1_37.api.policy import v1 as policyv1


class PodDisruptionBudgetLister(Protocol):
    """Reads PodDisruptionBudgets from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/policy/v1/poddisruptionbudget.go#L30-L37
    """

    def list(self, selector: labels.Selector) -> builtins.list[policyv1.PodDisruptionBudget]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/policy/v1/poddisruptionbudget.go#L33"""
