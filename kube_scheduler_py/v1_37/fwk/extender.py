"""The Extender interface: an external process consulted during scheduling."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kube_scheduler_py.v1_37.api.core import v1
    from kube_scheduler_py.v1_37.api.extender import v1 as extenderv1
    from kube_scheduler_py.v1_37.fwk.listers import NodeInfoLister
    from kube_scheduler_py.v1_37.fwk.types import NodeInfo


class Extender(ABC):
    """A scheduler extender that may filter, prioritize, bind and trim preemption victims.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L27-L79
    """

    @abstractmethod
    def name(self) -> str:
        """A unique name for the extender.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L29-L29
        """

    @abstractmethod
    def filter(
        self, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[list[NodeInfo], extenderv1.FailedNodesMap, extenderv1.FailedNodesMap]:
        """The nodes that pass, the failed ones and the unresolvably failed ones; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L36-L36
        """

    @abstractmethod
    def prioritize(
        self, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[extenderv1.HostPriorityList, int]:
        """The extender's host priorities and its weight; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L41-L41
        """

    @abstractmethod
    def bind(self, binding: v1.Binding) -> None:
        """Bind the pod through the extender; raises on failure.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L44-L44
        """

    @abstractmethod
    def is_binder(self) -> bool:
        """Whether the extender is configured to bind.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L47-L47
        """

    @abstractmethod
    def is_interested(self, pod: v1.Pod) -> bool:
        """Whether the pod requests a resource this extender manages.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L51-L51
        """

    @abstractmethod
    def is_prioritizer(self) -> bool:
        """Whether the extender is configured to prioritize.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L54-L54
        """

    @abstractmethod
    def is_filter(self) -> bool:
        """Whether the extender is configured to filter.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L57-L57
        """

    @abstractmethod
    def process_preemption(
        self,
        pod: v1.Pod,
        node_name_to_victims: dict[str, extenderv1.Victims],
        node_infos: NodeInfoLister,
    ) -> dict[str, extenderv1.Victims]:
        """Let the extender trim the preemption candidates and their victims; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L66-L70
        """

    @abstractmethod
    def supports_preemption(self) -> bool:
        """Whether the extender takes part in preemption.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L73-L73
        """

    @abstractmethod
    def is_ignorable(self) -> bool:
        """Whether scheduling may go on when the extender is unreachable.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/extender.go#L78-L78
        """
