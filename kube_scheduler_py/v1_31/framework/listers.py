"""Lister interfaces over the scheduler's NodeInfo snapshot."""

from __future__ import annotations

import builtins
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.framework.types import NodeInfo


class NodeInfoLister(ABC):
    """Lists and looks up NodeInfos by node name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L20-L29
    """

    @abstractmethod
    def list(self) -> builtins.list[NodeInfo]:
        """All NodeInfos.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L22-L22
        """

    @abstractmethod
    def have_pods_with_affinity_list(self) -> builtins.list[NodeInfo]:
        """The NodeInfos of nodes running at least one pod with (anti-)affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L24-L24
        """

    @abstractmethod
    def have_pods_with_required_anti_affinity_list(self) -> builtins.list[NodeInfo]:
        """The NodeInfos of nodes running at least one pod with required anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L26-L26
        """

    @abstractmethod
    def get(self, node_name: str) -> NodeInfo:
        """The NodeInfo of node_name; raises if there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L28-L28
        """


class StorageInfoLister(ABC):
    """Answers storage questions about the snapshot.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L32-L36
    """

    @abstractmethod
    def is_pvc_used_by_pods(self, key: str) -> bool:
        """Whether a scheduled pod uses the PVC with key "namespace/name".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L35-L35
        """


class SharedLister(ABC):
    """The listers the framework hands to plugins.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L39-L42
    """

    @abstractmethod
    def node_infos(self) -> NodeInfoLister:
        """The NodeInfo lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L40-L40
        """

    @abstractmethod
    def storage_infos(self) -> StorageInfoLister:
        """The storage lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/listers.go#L41-L41
        """
