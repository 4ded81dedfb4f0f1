"""A keyed priority queue: the data structure behind the scheduler's activeQ and backoffQ.

Items are found by a key (KeyFunc) and ordered by a LessFunc. The sift-up/sift-down steps are a
faithful port of Go's container/heap, so items with equal priority come out in exactly Go's order
(Python's heapq would order them differently).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

T = TypeVar("T")

# Makes the key an object is stored under; it may raise to signal that no key can be made.
KeyFunc = Callable[[T], str]

# Reports whether the first item goes before the second one (Go's unexported `lessFunc`).
LessFunc = Callable[[T, T], bool]


class HeapError(Exception):
    """An error returned by Heap operations.

    # Python-only: Go returns fmt.Errorf values; this is their Python exception type.
    """


# Python: Go's cache.KeyError is named ObjectKeyError here so it does not shadow Python's
# builtin KeyError; Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/store.go#L79-L82
class ObjectKeyError(HeapError):
    """The KeyFunc failed for an object (client-go's cache.KeyError); carries object and cause.

    Python-only: stands in for client-go's cache.KeyError.
    """

    def __init__(self, obj: object, err: Exception) -> None:
        super().__init__(obj, err)
        self.obj = obj
        self.err = err

    def __str__(self) -> str:
        # Python: Go formats the object with %+v; this uses repr().
        return f"couldn't create key for object {self.obj!r}: {self.err}"


class MetricRecorder(Protocol):
    """Counts items as they enter and leave the heap (the pending-pods gauges).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/metrics/metric_recorder.go#L27-L31
    """

    def inc(self) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/metrics/metric_recorder.go#L28-L28"""

    def dec(self) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/metrics/metric_recorder.go#L29-L29"""

    def clear(self) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/metrics/metric_recorder.go#L30-L30"""


@dataclass(slots=True)
class heapItem(Generic[T]):
    """A stored object and the position of its key in the queue.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L34-L37
    """

    obj: T
    index: int


@dataclass(slots=True)
class itemKeyValue(Generic[T]):
    """An object with its key, as handed to data.push.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L39-L42
    """

    key: str
    obj: T


class data(Generic[T]):
    """The heap storage: a key->item map plus the queue of keys kept in heap order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L46-L60
    """

    def __init__(self, key_func: KeyFunc[T], less_func: LessFunc[T]) -> None:
        self.items: dict[str, heapItem[T]] = {}
        self.queue: list[str] = []
        self.key_func = key_func
        self.less_func = less_func

    def less(self, i: int, j: int) -> bool:
        """Whether the item at queue position i goes before the one at position j.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L68-L81
        """
        if i > len(self.queue) or j > len(self.queue):
            return False
        itemi = self.items.get(self.queue[i])
        if itemi is None:
            return False
        itemj = self.items.get(self.queue[j])
        if itemj is None:
            return False
        return self.less_func(itemi.obj, itemj.obj)

    def len(self) -> int:
        """The number of items.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L84-L84
        """
        return len(self.queue)

    def swap(self, i: int, j: int) -> None:
        """Exchange two queue positions and update the items' recorded indexes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L88-L94
        """
        self.queue[i], self.queue[j] = self.queue[j], self.queue[i]
        self.items[self.queue[i]].index = i
        self.items[self.queue[j]].index = j

    def push(self, key_value: itemKeyValue[T]) -> None:
        """Append an item at the end of the queue (the heap helpers then sift it up).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L97-L102
        """
        n = len(self.queue)
        self.items[key_value.key] = heapItem(key_value.obj, n)
        self.queue.append(key_value.key)

    def pop(self) -> T | None:
        """Remove and return the last item of the queue (the heap helpers move the head there).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L105-L115
        """
        key = self.queue.pop()
        item = self.items.get(key)
        if item is None:
            return None
        del self.items[key]
        return item.obj

    def peek(self) -> T | None:
        """The head of the heap, or None when empty.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L118-L123
        """
        if len(self.queue) > 0:
            return self.items[self.queue[0]].obj
        return None


# Python: the helpers below port Go's standard library container/heap (Push, Pop, Remove, Fix,
# up, down) for this data type; Go's heap.Interface methods are data's less/len/swap/push/pop.


def _heap_push(h: data[T], x: itemKeyValue[T]) -> None:
    """container/heap.Push: append, then sift the new last element up."""
    h.push(x)
    _up(h, h.len() - 1)


def _heap_pop(h: data[T]) -> T | None:
    """container/heap.Pop: move the head to the end, restore the heap, remove the end."""
    n = h.len() - 1
    h.swap(0, n)
    _down(h, 0, n)
    return h.pop()


def _heap_remove(h: data[T], i: int) -> T | None:
    """container/heap.Remove: move element i to the end, restore the heap, remove the end."""
    n = h.len() - 1
    if n != i:
        h.swap(i, n)
        if not _down(h, i, n):
            _up(h, i)
    return h.pop()


def _heap_fix(h: data[T], i: int) -> None:
    """container/heap.Fix: restore the heap after element i changed its priority."""
    if not _down(h, i, h.len()):
        _up(h, i)


def _up(h: data[T], j: int) -> None:
    """container/heap.up: sift element j towards the root while it is less than its parent."""
    while True:
        # Python: Go's integer division truncates toward zero, so the parent of 0 is 0.
        i = (j - 1) // 2 if j > 0 else 0
        if i == j or not h.less(j, i):
            break
        h.swap(i, j)
        j = i


def _down(h: data[T], i0: int, n: int) -> bool:
    """container/heap.down: sift element i0 down among the first n; report whether it moved."""
    i = i0
    while True:
        j1 = 2 * i + 1
        if j1 >= n or j1 < 0:
            break
        j = j1
        j2 = j1 + 1
        if j2 < n and h.less(j2, j1):
            j = j2
        if not h.less(j, i):
            break
        h.swap(i, j)
        i = j
    return i > i0


class Heap(Generic[T]):
    """A priority queue of objects identified by key; the head is the least item.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L127-L134
    """

    def __init__(self, data_: data[T], metric_recorder: MetricRecorder | None = None) -> None:
        self.data = data_
        self.metric_recorder = metric_recorder

    def _key(self, obj: T) -> str:
        """Compute obj's key, wrapping a KeyFunc failure in ObjectKeyError."""
        try:
            return self.data.key_func(obj)
        except Exception as err:
            raise ObjectKeyError(obj, err) from err

    def add(self, obj: T) -> None:
        """Insert obj, or replace the stored object with the same key and re-sort it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L138-L153
        """
        key = self._key(obj)
        if key in self.data.items:
            self.data.items[key].obj = obj
            _heap_fix(self.data, self.data.items[key].index)
        else:
            _heap_push(self.data, itemKeyValue(key, obj))
            if self.metric_recorder is not None:
                self.metric_recorder.inc()

    def update(self, obj: T) -> None:
        """Same as add.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L157-L159
        """
        self.add(obj)

    def delete(self, obj: T) -> None:
        """Remove the object with obj's key; raises HeapError when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L162-L175
        """
        key = self._key(obj)
        item = self.data.items.get(key)
        if item is not None:
            _heap_remove(self.data, item.index)
            if self.metric_recorder is not None:
                self.metric_recorder.dec()
            return
        raise HeapError("object not found")

    def peek(self) -> T | None:
        """The head of the heap without removing it, or None when empty.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L178-L180
        """
        return self.data.peek()

    def pop(self) -> T:
        """Remove and return the head. An empty heap raises IndexError (Go panics).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L183-L192
        """
        obj = _heap_pop(self.data)
        if obj is not None:
            if self.metric_recorder is not None:
                self.metric_recorder.dec()
            return obj
        raise HeapError("object was removed from heap data")

    def get(self, obj: T) -> tuple[T | None, bool]:
        """The stored object with obj's key, and whether it exists.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L195-L201
        """
        key = self._key(obj)
        return self.get_by_key(key)

    def get_by_key(self, key: str) -> tuple[T | None, bool]:
        """The stored object with this key, and whether it exists.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L204-L210
        """
        item = self.data.items.get(key)
        if item is None:
            return None, False
        return item.obj, True

    def list(self) -> list[T]:
        """All stored objects.

        # Python: in insertion order of the keys; Go iterates its map in random order.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L213-L219
        """
        return [item.obj for item in self.data.items.values()]

    def len(self) -> int:
        """The number of stored objects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L222-L224
        """
        return len(self.data.queue)

    def __len__(self) -> int:
        return self.len()


def new(key_fn: KeyFunc[T], less_fn: LessFunc[T]) -> Heap[T]:
    """A new, empty Heap without a metric recorder.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L227-L229
    """
    return new_with_recorder(key_fn, less_fn, None)


def new_with_recorder(
    key_fn: KeyFunc[T], less_fn: LessFunc[T], metric_recorder: MetricRecorder | None
) -> Heap[T]:
    """A new, empty Heap that reports additions and removals to metric_recorder.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/heap/heap.go#L232-L242
    """
    return Heap(data(key_fn, less_fn), metric_recorder)
