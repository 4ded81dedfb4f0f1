"""CycleState: the scratch pad plugins share during one scheduling cycle.

A plugin writes its pre-computed data (for example in PreFilter) under a StateKey and reads it
back later in the same cycle (for example in Filter). Preemption clones the whole state to try
"what if" scenarios without disturbing the original. The same type also serves as the state of a
pod group cycle and of a placement tried within it (the three interfaces of `v1_37/fwk`).

# Python: a nil *CycleState is None. The Go methods that accept a nil receiver
# (should_record_plugin_metrics, set_record_plugin_metrics, clone) are called through the class
# when the state may be None: `CycleState.clone(state)`. Go's nil skip sets are empty sets.
"""

from __future__ import annotations

from kube_scheduler_py.v1_37.fwk import cycle_state as fwk
from kube_scheduler_py.v1_37.fwk.cycle_state import ErrNotFound, StateData, StateKey


class CycleState(fwk.CycleState, fwk.PlacementCycleState, fwk.PodGroupCycleState):
    """Per-cycle key/value store shared by all plugins, plus the per-cycle skip lists and the
    states of the pod group cycle and placement the pod is scheduled in.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L28-L53
    """

    def __init__(self) -> None:
        # Python: a plain dict stands in for sync.Map; the port runs plugins on one thread.
        self._storage: dict[StateKey, StateData] = {}
        self._record_plugin_metrics = False
        self._skip_filter_plugins: set[str] = set()
        self._skip_score_plugins: set[str] = set()
        self._skip_pre_bind_plugins: set[str] = set()
        self._skip_all_post_filter_plugins = False
        self._parallel_pre_bind_plugins: set[str] = set()
        self._pod_group_cycle_state: fwk.PodGroupCycleState | None = None
        self._placement_cycle_state: fwk.PlacementCycleState | None = None

    def should_record_plugin_metrics(self: CycleState | None) -> bool:
        """Whether plugin execution durations are sampled in this cycle (False for None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L61-L66
        """
        if self is None:
            return False
        return self._record_plugin_metrics

    def set_record_plugin_metrics(self: CycleState | None, flag: bool) -> None:
        """Turn plugin metric sampling on or off for this cycle (no-op for None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L69-L74
        """
        if self is None:
            return
        self._record_plugin_metrics = flag

    def set_skip_filter_plugins(self, plugins: set[str]) -> None:
        """Set the plugins whose Filter this cycle skips (PreFilter returned Skip).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L76-L78
        """
        self._skip_filter_plugins = plugins

    def get_skip_filter_plugins(self) -> set[str]:
        """The plugins whose Filter this cycle skips.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L80-L82
        """
        return self._skip_filter_plugins

    def set_skip_score_plugins(self, plugins: set[str]) -> None:
        """Set the plugins whose Score this cycle skips (PreScore returned Skip).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L84-L86
        """
        self._skip_score_plugins = plugins

    def get_skip_score_plugins(self) -> set[str]:
        """The plugins whose Score this cycle skips.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L88-L90
        """
        return self._skip_score_plugins

    def set_skip_pre_bind_plugins(self, plugins: set[str]) -> None:
        """Set the plugins whose PreBind this cycle skips (PreBindPreFlight returned Skip).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L92-L94
        """
        self._skip_pre_bind_plugins = plugins

    def get_skip_pre_bind_plugins(self) -> set[str]:
        """The plugins whose PreBind this cycle skips.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L96-L98
        """
        return self._skip_pre_bind_plugins

    def set_parallel_pre_bind_plugins(self, plugins: set[str]) -> None:
        """Set the PreBind plugins that may run in parallel with their neighbours.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L100-L102
        """
        self._parallel_pre_bind_plugins = plugins

    def get_parallel_pre_bind_plugins(self) -> set[str]:
        """The PreBind plugins that may run in parallel with their neighbours.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L104-L106
        """
        return self._parallel_pre_bind_plugins

    def is_pod_group_scheduling_cycle(self) -> bool:
        """Whether the pod is scheduled as part of a pod group cycle that has not passed yet.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L108-L110
        """
        return self._pod_group_cycle_state is not None

    def set_pod_group_scheduling_cycle(
        self, pod_group_cycle_state: fwk.PodGroupCycleState | None
    ) -> None:
        """Attach (or, with None, detach) the state of the pod's pod group cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L112-L114
        """
        self._pod_group_cycle_state = pod_group_cycle_state

    def get_pod_group_scheduling_cycle(self) -> fwk.PodGroupCycleState | None:  # type: ignore[override]
        """The state of the pod's pod group cycle; None outside one.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L116-L118
        """
        # Python: fwk.PlacementCycleState promises a non-nil value; Go's one method serves both.
        return self._pod_group_cycle_state

    def get_placement_cycle_state(self) -> fwk.PlacementCycleState | None:
        """The state of the placement being tried; None outside a placement.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L120-L122
        """
        return self._placement_cycle_state

    def get_parent_placement_cycle_state(self) -> fwk.PlacementCycleState | None:
        """As a pod group's state: the placement state of its parent (the same field, since a
        state is never both a pod's and a pod group's).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L127-L129
        """
        return self._placement_cycle_state

    def set_placement_cycle_state(
        self, placement_cycle_state: fwk.PlacementCycleState | None
    ) -> None:
        """Attach (or, with None, detach) the state of the placement being tried.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L131-L133
        """
        self._placement_cycle_state = placement_cycle_state

    def set_skip_all_post_filter_plugins(self, flag: bool) -> None:
        """Skip (or not) every PostFilter plugin in this cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L135-L137
        """
        self._skip_all_post_filter_plugins = flag

    def should_skip_all_post_filter_plugins(self) -> bool:
        """Whether every PostFilter plugin is skipped in this cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L139-L141
        """
        return self._skip_all_post_filter_plugins

    def clone(self: CycleState | None) -> CycleState | None:  # type: ignore[override]
        """Copy the state, cloning every stored StateData; None stays None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L145-L166
        """
        if self is None:
            return None
        copy = new_cycle_state()
        for k, v in self._storage.items():
            copy._storage[k] = v.clone()
        # The rest is never mutated after it is set, so sharing it is safe.
        copy._record_plugin_metrics = self._record_plugin_metrics
        copy._skip_filter_plugins = self._skip_filter_plugins
        copy._skip_score_plugins = self._skip_score_plugins
        copy._skip_pre_bind_plugins = self._skip_pre_bind_plugins
        copy._parallel_pre_bind_plugins = self._parallel_pre_bind_plugins
        copy._pod_group_cycle_state = self._pod_group_cycle_state
        copy._placement_cycle_state = self._placement_cycle_state
        copy._skip_all_post_filter_plugins = self._skip_all_post_filter_plugins

        return copy

    def read(self, key: StateKey) -> StateData:
        """Return the data stored under key, or raise ErrNotFound.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L172-L177
        """
        try:
            return self._storage[key]
        except KeyError:
            raise ErrNotFound() from None

    def write(self, key: StateKey, val: StateData) -> None:
        """Store val under key, replacing what was there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L182-L184
        """
        self._storage[key] = val

    def delete(self, key: StateKey) -> None:
        """Forget whatever is stored under key.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L189-L191
        """
        self._storage.pop(key, None)


def new_cycle_state() -> CycleState:
    """Return an empty CycleState.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/cycle_state.go#L56-L58
    """
    return CycleState()
