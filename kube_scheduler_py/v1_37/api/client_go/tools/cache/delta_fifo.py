"""The tombstone an informer hands to delete handlers when it missed the final state."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True, kw_only=True)
class DeletedFinalStateUnknown:
    """A deleted object whose last state was not observed; obj may be stale.

    Delete event handlers receive it instead of the object and unwrap obj.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/tools/cache/delta_fifo.go#L797-L800
    """

    key: str = ""
    obj: object = None
