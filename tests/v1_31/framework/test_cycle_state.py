"""Port of pkg/scheduler/framework/cycle_state_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.framework.cycle_state import (
    CycleState,
    ErrNotFound,
    StateData,
    StateKey,
    new_cycle_state,
)


class _FakeData(StateData):
    def __init__(self, data: str) -> None:
        self.data = data

    def clone(self) -> StateData:
        return _FakeData(self.data)


key: StateKey = "fakedata_key"


def _create_cycle_state_with_fake_data(data: str, record_plugin_metrics: bool) -> CycleState:
    c = new_cycle_state()
    c.write(key, _FakeData(data))
    c.set_record_plugin_metrics(record_plugin_metrics)
    return c


def _is_cycle_state_equal(a: CycleState | None, b: CycleState | None) -> tuple[bool, str]:
    if a is None and b is None:
        return True, ""
    if a is None or b is None:
        return False, f"one CycleState is nil, but another one is not nil. A: {a}, B: {b}"
    if a.should_record_plugin_metrics() != b.should_record_plugin_metrics():
        return False, "CycleState A and B have a different recordPluginMetrics."
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


@pytest.mark.parametrize(
    ("state", "want_cloned_state"),
    [
        pytest.param(
            _create_cycle_state_with_fake_data("data", True),
            _create_cycle_state_with_fake_data("data", True),
            id="clone with recordPluginMetrics true",
        ),
        pytest.param(
            _create_cycle_state_with_fake_data("data", False),
            _create_cycle_state_with_fake_data("data", False),
            id="clone with recordPluginMetrics false",
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


def test_read_missing_key_raises_err_not_found() -> None:
    c = new_cycle_state()
    with pytest.raises(ErrNotFound, match=r"^not found$"):
        c.read(key)
    c.write(key, _FakeData("x"))
    c.delete(key)
    with pytest.raises(ErrNotFound):
        c.read(key)
