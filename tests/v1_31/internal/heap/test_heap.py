"""Port of pkg/scheduler/internal/heap/heap_test.go."""

from dataclasses import dataclass

import pytest

from kube_scheduler_py.v1_31.internal.heap.heap import HeapError, new, new_with_recorder


@dataclass(frozen=True)
class testHeapObject:
    name: str
    val: int


def heap_object_key_func(obj: testHeapObject) -> str:
    return obj.name


class testMetricRecorder:
    def __init__(self) -> None:
        self.count = 0

    def inc(self) -> None:
        self.count += 1

    def dec(self) -> None:
        self.count -= 1

    def clear(self) -> None:
        self.count = 0


def mk_heap_obj(name: str, val: int) -> testHeapObject:
    return testHeapObject(name=name, val=val)


def compare_ints(val1: testHeapObject, val2: testHeapObject) -> bool:
    return val1.val < val2.val


def test_heap_basic() -> None:
    h = new(heap_object_key_func, compare_ints)
    amount = 500

    assert h.peek() is None

    for i in range(amount, 0, -1):
        h.add(mk_heap_obj("a" + chr(i), i))
        head = h.peek()
        assert head is not None
        assert head.val == i

    prev_num = 0
    for _ in range(amount):
        obj = h.pop()
        num = obj.val
        assert prev_num <= num
        prev_num = num


def test_heap_add() -> None:
    h = new(heap_object_key_func, compare_ints)
    h.add(mk_heap_obj("foo", 10))
    h.add(mk_heap_obj("bar", 1))
    h.add(mk_heap_obj("baz", 11))
    h.add(mk_heap_obj("zab", 30))
    h.add(mk_heap_obj("foo", 13))  # This updates "foo".

    assert h.pop().val == 1
    assert h.pop().val == 11
    with pytest.raises(HeapError):
        h.delete(mk_heap_obj("baz", 11))  # Nothing is deleted.
    h.add(mk_heap_obj("foo", 14))  # foo is updated.
    assert h.pop().val == 14
    assert h.pop().val == 30


def test_heap_delete() -> None:
    h = new(heap_object_key_func, compare_ints)
    h.add(mk_heap_obj("foo", 10))
    h.add(mk_heap_obj("bar", 1))
    h.add(mk_heap_obj("bal", 31))
    h.add(mk_heap_obj("baz", 11))

    # Delete head. Delete works with the key and ignores the value.
    h.delete(mk_heap_obj("bar", 200))
    assert h.pop().val == 10
    h.add(mk_heap_obj("zab", 30))
    h.add(mk_heap_obj("faz", 30))
    length = h.data.len()
    # Delete non-existing item.
    with pytest.raises(HeapError, match="object not found"):
        h.delete(mk_heap_obj("non-existent", 10))
    assert length == h.data.len()
    # Delete tail.
    h.delete(mk_heap_obj("bal", 31))
    # Delete one of the items with value 30.
    h.delete(mk_heap_obj("zab", 30))
    assert h.pop().val == 11
    assert h.pop().val == 30
    assert h.data.len() == 0


def test_heap_update() -> None:
    h = new(heap_object_key_func, compare_ints)
    h.add(mk_heap_obj("foo", 10))
    h.add(mk_heap_obj("bar", 1))
    h.add(mk_heap_obj("bal", 31))
    h.add(mk_heap_obj("baz", 11))

    # Update an item to a value that should push it to the head.
    h.update(mk_heap_obj("baz", 0))
    assert h.data.queue[0] == "baz"
    assert h.data.items["baz"].index == 0
    assert h.pop().val == 0
    # Update bar to push it farther back in the queue.
    h.update(mk_heap_obj("bar", 100))
    assert h.data.queue[0] == "foo"
    assert h.data.items["foo"].index == 0


def test_heap_get() -> None:
    h = new(heap_object_key_func, compare_ints)
    h.add(mk_heap_obj("foo", 10))
    h.add(mk_heap_obj("bar", 1))
    h.add(mk_heap_obj("bal", 31))
    h.add(mk_heap_obj("baz", 11))

    # Get works with the key.
    obj, exists = h.get(mk_heap_obj("baz", 0))
    assert exists
    assert obj is not None
    assert obj.val == 11
    # Get non-existing object.
    _, exists = h.get(mk_heap_obj("non-existing", 0))
    assert not exists


def test_heap_get_by_key() -> None:
    h = new(heap_object_key_func, compare_ints)
    h.add(mk_heap_obj("foo", 10))
    h.add(mk_heap_obj("bar", 1))
    h.add(mk_heap_obj("bal", 31))
    h.add(mk_heap_obj("baz", 11))

    obj, exists = h.get_by_key("baz")
    assert exists
    assert obj is not None
    assert obj.val == 11
    _, exists = h.get_by_key("non-existing")
    assert not exists


def test_heap_list() -> None:
    h = new(heap_object_key_func, compare_ints)
    assert len(h.list()) == 0

    items = {"foo": 10, "bar": 1, "bal": 30, "baz": 11, "faz": 30}
    for k, v in items.items():
        h.add(mk_heap_obj(k, v))
    lst = h.list()
    assert len(lst) == len(items)
    for heap_obj in lst:
        assert items.get(heap_obj.name) == heap_obj.val


def test_heap_with_recorder() -> None:
    metric_recorder = testMetricRecorder()
    h = new_with_recorder(heap_object_key_func, compare_ints, metric_recorder)
    h.add(mk_heap_obj("foo", 10))
    h.add(mk_heap_obj("bar", 1))
    h.add(mk_heap_obj("baz", 100))
    h.add(mk_heap_obj("qux", 11))

    assert metric_recorder.count == 4
    h.delete(mk_heap_obj("bar", 1))
    assert metric_recorder.count == 3
    h.pop()
    assert metric_recorder.count == 2

    assert h.metric_recorder is not None
    h.metric_recorder.clear()
    assert metric_recorder.count == 0


def test_heap_equal_priority_order_matches_go() -> None:
    # Python: not in heap_test.go. The expected order was produced by running the v1.31.1 Go
    # heap (with container/heap) on the same operations; it checks that ties among equal
    # priorities are broken exactly as in Go.
    h = new(heap_object_key_func, compare_ints)
    for i, c in enumerate("abcdefghijklmnopqrst"):
        h.add(mk_heap_obj(c, (i * 7) % 4))
    h.update(mk_heap_obj("e", 0))
    h.delete(mk_heap_obj("c", 0))
    h.update(mk_heap_obj("a", 3))
    order = ""
    while h.len() > 0:
        order += h.pop().name
    assert order == "eiqmphdtlksogfanjbr"


def test_heap_pop_empty_raises() -> None:
    # Python: Go panics (index out of range) when popping an empty heap.
    h = new(heap_object_key_func, compare_ints)
    with pytest.raises(IndexError):
        h.pop()
