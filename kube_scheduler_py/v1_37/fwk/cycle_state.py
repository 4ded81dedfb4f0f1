"""The scratch pads plugins share: CycleState for one pod's cycle, PodGroupCycleState for a pod
group's cycle, PlacementCycleState for one placement tried within it.

A plugin writes pre-computed data under a StateKey (for example in PreFilter) and reads it back
later in the same cycle (for example in Filter). In v1.37.2 the three are interfaces; their
implementations live in pkg/scheduler/framework.
"""

from __future__ import annotations

from abc import ABC, abstractmethod


class ErrNotFound(Exception):
    """Raised by a cycle state's read when nothing is stored under the key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L27-L27
    """

    def __init__(self, message: str = "not found") -> None:
        super().__init__(message)


class StateData(ABC):
    """Plugin data kept in a cycle state; it must know how to copy itself.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L31-L36
    """

    @abstractmethod
    def clone(self) -> StateData:
        """Return a copy that preemption can modify without touching this one.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L35-L35
        """


#: The key type of cycle state entries.
StateKey = str


class CycleState(ABC):
    """The per-pod cycle store shared by all plugins, plus the runtime's skip lists.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L45-L108
    """

    @abstractmethod
    def should_record_plugin_metrics(self) -> bool:
        """Whether plugin durations are sampled in this cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L49-L49
        """

    @abstractmethod
    def get_skip_filter_plugins(self) -> set[str]:
        """The plugins whose Filter is skipped in this cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L52-L52
        """

    @abstractmethod
    def set_skip_filter_plugins(self, plugins: set[str]) -> None:
        """Set the plugins whose Filter is skipped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L55-L55
        """

    @abstractmethod
    def get_skip_score_plugins(self) -> set[str]:
        """The plugins whose Score is skipped in this cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L58-L58
        """

    @abstractmethod
    def set_skip_score_plugins(self, plugins: set[str]) -> None:
        """Set the plugins whose Score is skipped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L61-L61
        """

    @abstractmethod
    def get_skip_pre_bind_plugins(self) -> set[str]:
        """The plugins whose PreBind is skipped in this cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L64-L64
        """

    @abstractmethod
    def set_skip_pre_bind_plugins(self, plugins: set[str]) -> None:
        """Set the plugins whose PreBind is skipped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L67-L67
        """

    @abstractmethod
    def get_parallel_pre_bind_plugins(self) -> set[str]:
        """The PreBind plugins that may run alongside their neighbours.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L71-L71
        """

    @abstractmethod
    def set_parallel_pre_bind_plugins(self, plugins: set[str]) -> None:
        """Set the PreBind plugins that may run alongside their neighbours.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L75-L75
        """

    @abstractmethod
    def should_skip_all_post_filter_plugins(self) -> bool:
        """Whether PostFilter is skipped altogether in this cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L78-L78
        """

    @abstractmethod
    def read(self, key: StateKey) -> StateData:
        """The data stored under key; raises ErrNotFound when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L84-L84
        """

    @abstractmethod
    def write(self, key: StateKey, val: StateData) -> None:
        """Store val under key, replacing what was there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L88-L88
        """

    @abstractmethod
    def delete(self, key: StateKey) -> None:
        """Forget whatever is stored under key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L92-L92
        """

    @abstractmethod
    def clone(self) -> CycleState:
        """A copy whose stored data are cloned.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L95-L95
        """

    @abstractmethod
    def is_pod_group_scheduling_cycle(self) -> bool:
        """Whether this cycle is part of a pod group cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L100-L100
        """

    @abstractmethod
    def get_pod_group_scheduling_cycle(self) -> PodGroupCycleState | None:
        """The cycle state of the pod's pod group cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L103-L103
        """

    @abstractmethod
    def get_placement_cycle_state(self) -> PlacementCycleState | None:
        """The cycle state of the placement being tried; None outside a placement.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L107-L107
        """


class PlacementCycleState(ABC):
    """The store shared by every pod scheduled within one placement of a pod group cycle.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L116-L137
    """

    @abstractmethod
    def should_record_plugin_metrics(self) -> bool:
        """Whether plugin durations are sampled.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L120-L120
        """

    @abstractmethod
    def read(self, key: StateKey) -> StateData:
        """The data stored under key; raises ErrNotFound when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L125-L125
        """

    @abstractmethod
    def write(self, key: StateKey, val: StateData) -> None:
        """Store val under key, replacing what was there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L129-L129
        """

    @abstractmethod
    def delete(self, key: StateKey) -> None:
        """Forget whatever is stored under key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L133-L133
        """

    @abstractmethod
    def get_pod_group_scheduling_cycle(self) -> PodGroupCycleState:
        """The cycle state of the pod group this placement belongs to.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L136-L136
        """


class PodGroupCycleState(ABC):
    """The store shared by the plugins working on one pod group's cycle.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L143-L165
    """

    @abstractmethod
    def should_record_plugin_metrics(self) -> bool:
        """Whether plugin durations are sampled.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L147-L147
        """

    @abstractmethod
    def read(self, key: StateKey) -> StateData:
        """The data stored under key; raises ErrNotFound when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L152-L152
        """

    @abstractmethod
    def write(self, key: StateKey, val: StateData) -> None:
        """Store val under key, replacing what was there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L156-L156
        """

    @abstractmethod
    def delete(self, key: StateKey) -> None:
        """Forget whatever is stored under key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L160-L160
        """

    @abstractmethod
    def get_parent_placement_cycle_state(self) -> PlacementCycleState | None:
        """The placement cycle state of the parent composite pod group; None without a parent.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/cycle_state.go#L164-L164
        """
