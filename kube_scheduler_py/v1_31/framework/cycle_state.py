"""CycleState: the scratch pad plugins share during one scheduling cycle.

A plugin writes its pre-computed data (for example in PreFilter) under a StateKey and reads it
back later in the same cycle (for example in Filter). Preemption clones the whole state to try
"what if" scenarios without disturbing the original.

# Python: a nil *CycleState is None. The Go methods that accept a nil receiver
# (should_record_plugin_metrics, set_record_plugin_metrics, clone) are called through the class
# when the state may be None: `CycleState.clone(state)`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod


class ErrNotFound(Exception):
    """Raised by CycleState.read when nothing is stored under the key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L28-L28
    """

    def __init__(self, message: str = "not found") -> None:
        super().__init__(message)


class StateData(ABC):
    """Plugin data kept in a CycleState; it must know how to copy itself.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L32-L37
    """

    @abstractmethod
    def clone(self) -> StateData:
        """Return a copy that preemption can modify without touching this one.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L36-L36
        """


#: The key type of CycleState entries.
StateKey = str


class CycleState:
    """Per-cycle key/value store shared by all plugins, plus per-cycle skip lists.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L48-L57
    """

    def __init__(self) -> None:
        # Python: a plain dict stands in for sync.Map; the port runs plugins on one thread.
        self._storage: dict[StateKey, StateData] = {}
        self._record_plugin_metrics = False
        self.skip_filter_plugins: set[str] | None = None
        self.skip_score_plugins: set[str] | None = None

    def should_record_plugin_metrics(self: CycleState | None) -> bool:
        """Whether plugin execution durations are sampled in this cycle (False for None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L65-L70
        """
        if self is None:
            return False
        return self._record_plugin_metrics

    def set_record_plugin_metrics(self: CycleState | None, flag: bool) -> None:
        """Turn plugin metric sampling on or off for this cycle (no-op for None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L73-L78
        """
        if self is None:
            return
        self._record_plugin_metrics = flag

    def clone(self: CycleState | None) -> CycleState | None:
        """Copy the state, cloning every stored StateData; None stays None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L82-L98
        """
        if self is None:
            return None
        copy = new_cycle_state()
        for key, value in self._storage.items():
            copy._storage[key] = value.clone()
        # The skip sets are never mutated after PreFilter/PreScore, so sharing them is safe.
        copy._record_plugin_metrics = self._record_plugin_metrics
        copy.skip_filter_plugins = self.skip_filter_plugins
        copy.skip_score_plugins = self.skip_score_plugins
        return copy

    def read(self, key: StateKey) -> StateData:
        """Return the data stored under key, or raise ErrNotFound.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L104-L109
        """
        try:
            return self._storage[key]
        except KeyError:
            raise ErrNotFound() from None

    def write(self, key: StateKey, val: StateData) -> None:
        """Store val under key, replacing what was there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L114-L116
        """
        self._storage[key] = val

    def delete(self, key: StateKey) -> None:
        """Forget whatever is stored under key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L121-L123
        """
        self._storage.pop(key, None)


def new_cycle_state() -> CycleState:
    """Return an empty CycleState.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/cycle_state.go#L60-L62
    """
    return CycleState()
