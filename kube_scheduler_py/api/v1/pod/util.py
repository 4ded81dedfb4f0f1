"""Pod helpers of pkg/api/v1/pod; only the container kinds the resource helpers report."""

from __future__ import annotations

from enum import IntFlag


class ContainerType(IntFlag):
    """The kind of a container (regular, init or ephemeral), usable as a bit mask.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/pod/util.go#L52-L52
    """

    Containers = 1 << 0
    InitContainers = 1 << 1
    EphemeralContainers = 1 << 2


Containers = ContainerType.Containers
InitContainers = ContainerType.InitContainers
EphemeralContainers = ContainerType.EphemeralContainers

# Every kind of container.
AllContainers = InitContainers | Containers | EphemeralContainers
