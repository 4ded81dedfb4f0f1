"""Port of pkg/scheduler/framework/cycle_state_test.go (v1.37.2)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.framework.cycle_state import CycleState, new_cycle_state
from kube_scheduler_py.v1_37.fwk.cycle_state import ErrNotFound, StateData, StateKey


class _FakeData(StateData):
    def __init__(self, data: str) -> None:
        self.data = data

    def clone(self) -> StateData:
        return _FakeData(self.data)


key: StateKey = "fakedata_key"


def _create_cycle_state_with_fake_data(
    data: str,
    record_plugin_metrics: bool,
    skip_all_post_filter_plugins: bool,
    *skip_plugins: list[str],
) -> CycleState:
    """Port of createCycleStateWithFakeData."""
    c = new_cycle_state()
    c.write(key, _FakeData(data))
    c.set_record_plugin_metrics(record_plugin_metrics)
    if len(skip_plugins) > 0:
        c.set_skip_filter_plugins(set(skip_plugins[0]))
    if len(skip_plugins) > 1:
        c.set_skip_score_plugins(set(skip_plugins[1]))
    c.set_skip_all_post_filter_plugins(skip_all_post_filter_plugins)
    return c


def _fake(state: StateData) -> _FakeData:
    assert isinstance(state, _FakeData)
    return state


def _is_cycle_state_equal(a: CycleState | None, b: CycleState | None) -> tuple[bool, str]:
    """Port of isCycleStateEqual."""
    if a is None and b is None:
        return True, ""
    if a is None or b is None:
        return False, f"one CycleState is nil, but another one is not nil. A: {a}, B: {b}"
    if a.should_record_plugin_metrics() != b.should_record_plugin_metrics():
        return False, "CycleState A and B have a different recordPluginMetrics."
    if a.get_skip_filter_plugins() != b.get_skip_filter_plugins():
        return False, "CycleState A and B have different SkipFilterPlugin sets."
    if a.get_skip_score_plugins() != b.get_skip_score_plugins():
        return False, "CycleState A and B have different SkipScorePlugins sets."
    if a.should_skip_all_post_filter_plugins() != b.should_skip_all_post_filter_plugins():
        return False, "CycleState A and B have different SkipAllPostFilterPlugins sets."
    count_a = 0
    for k, v1 in a._storage.items():
        count_a += 1
        if k not in b._storage:
            return False, f"CycleState B doesn't have the data which CycleState A has. key: {k}"
        v2 = b._storage[k]
        if not isinstance(v1, _FakeData) or not isinstance(v2, _FakeData):
            return False, "CycleState has the data which is not type *fakeData."
        if v1.data != v2.data:
            return False, f"CycleState B has a different data on key {k}."
    if count_a != len(b._storage):
        return False, "two Cyclestates have different numbers of data."
    return True, ""


_P123 = ["p1", "p2", "p3"]


@pytest.mark.parametrize(
    ("state", "want_cloned_state"),
    [
        pytest.param(
            _create_cycle_state_with_fake_data("data", True, False),
            _create_cycle_state_with_fake_data("data", True, False),
            id="clone with recordPluginMetrics true",
        ),
        pytest.param(
            _create_cycle_state_with_fake_data("data", False, False),
            _create_cycle_state_with_fake_data("data", False, False),
            id="clone with recordPluginMetrics false",
        ),
        pytest.param(
            _create_cycle_state_with_fake_data("data", True, False, _P123),
            _create_cycle_state_with_fake_data("data", True, False, _P123),
            id="clone with SkipFilterPlugins",
        ),
        pytest.param(
            _create_cycle_state_with_fake_data("data", False, False, [], _P123),
            _create_cycle_state_with_fake_data("data", False, False, [], _P123),
            id="clone with SkipScorePlugins",
        ),
        pytest.param(
            _create_cycle_state_with_fake_data("data", True, False, ["p0"], _P123),
            _create_cycle_state_with_fake_data("data", True, False, ["p0"], _P123),
            id="clone with SkipScorePlugins and SkipFilterPlugins",
        ),
        pytest.param(
            _create_cycle_state_with_fake_data("data", True, True, ["p0"], _P123),
            _create_cycle_state_with_fake_data("data", True, True, ["p0"], _P123),
            id="clone with SkipAllPostFilterPlugins",
        ),
        pytest.param(None, None, id="clone with nil CycleState"),
    ],
)
def test_cycle_state_clone(state: CycleState | None, want_cloned_state: CycleState | None) -> None:
    state_copy = CycleState.clone(state)

    is_equal, msg = _is_cycle_state_equal(state_copy, want_cloned_state)
    assert is_equal, f"unexpected cloned state: {msg}"

    if state is None or state_copy is None:
        return

    state_copy.write(key, _FakeData("modified"))
    is_equal, _ = _is_cycle_state_equal(state, state_copy)
    assert not is_equal, "the change for a cloned state should not affect the original state."


def test_placement_cycle_state_nil_by_default() -> None:
    assert new_cycle_state().get_placement_cycle_state() is None


def test_placement_cycle_state_set_and_get() -> None:
    state = new_cycle_state()
    pod_group_state = new_cycle_state()
    placement_state = new_cycle_state()
    placement_state.set_pod_group_scheduling_cycle(pod_group_state)
    placement_state.write("testkey", _FakeData("placementdata"))

    state.set_placement_cycle_state(placement_state)

    got = state.get_placement_cycle_state()
    assert got is not None
    assert _fake(got.read("testkey")).data == "placementdata"
    assert got.get_pod_group_scheduling_cycle() is pod_group_state


def test_placement_cycle_state_set_to_nil_clears() -> None:
    state = new_cycle_state()
    state.set_placement_cycle_state(new_cycle_state())
    state.set_placement_cycle_state(None)
    assert state.get_placement_cycle_state() is None


def test_placement_cycle_state_clone_preserves_reference() -> None:
    state = new_cycle_state()
    state.write(key, _FakeData("pod-data"))
    placement_state = new_cycle_state()
    placement_state.write("pkey", _FakeData("placement-data"))
    state.set_placement_cycle_state(placement_state)

    cloned = state.clone()
    assert cloned is not None
    cloned_placement = cloned.get_placement_cycle_state()
    assert cloned_placement is not None
    assert _fake(cloned_placement.read("pkey")).data == "placement-data"

    # The clone shares the placement state: a write through it shows in the original.
    cloned_placement.write("newkey", _FakeData("new"))
    original_placement = state.get_placement_cycle_state()
    assert original_placement is not None
    assert _fake(original_placement.read("newkey")).data == "new"


def test_placement_cycle_state_clone_with_nil_placement_state() -> None:
    state = new_cycle_state()
    state.write(key, _FakeData("data"))
    cloned = state.clone()
    assert cloned is not None
    assert cloned.get_placement_cycle_state() is None


def test_read_missing_key_raises_err_not_found() -> None:
    with pytest.raises(ErrNotFound):
        new_cycle_state().read("missing")
