"""Port of pkg/scheduler/util/assumecache/assume_cache_test.go."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.util import assumecache
from kube_scheduler_py.v1_31.util.assumecache import AssumeCache


class testInformer:
    """Feeds changes into one assume cache, as an informer with one handler would."""

    def __init__(self) -> None:
        self.handler: Any = None

    def add_event_handler(self, handler: Any) -> Any:
        self.handler = handler
        return None

    def add(self, obj: Any) -> None:
        if self.handler is not None:
            self.handler.on_add(obj, False)

    def update(self, obj: Any) -> None:
        if self.handler is not None:
            self.handler.on_update(None, obj)

    def delete(self, obj: Any) -> None:
        if self.handler is not None:
            self.handler.on_delete(obj)


def make_obj(name: str, version: str, namespace: str) -> metav1.ObjectMeta:
    return metav1.ObjectMeta(name=name, namespace=namespace, resource_version=version)


def new_test() -> tuple[AssumeCache, testInformer]:
    return new_test_with_indexer("", None)


def new_test_with_indexer(index_name: str, index_func: Any) -> tuple[AssumeCache, testInformer]:
    informer = testInformer()
    cache = assumecache.new_assume_cache(informer, "TestObject", index_name, index_func)
    return cache, informer


def verify(cache: AssumeCache, key: str, expected_object: Any, expected_api_object: Any) -> None:
    assert cache.get(key) is expected_object
    assert cache.get_api_obj(key) is expected_api_object


def _key(obj: Any) -> str:
    return obj.namespace + "/" + obj.name if obj.namespace else obj.name


def verify_list(cache: AssumeCache, expected_objs: list[Any], index_obj: Any) -> None:
    actual_objs = cache.list(index_obj)
    assert sorted(actual_objs, key=_key) == sorted(expected_objs, key=_key)


@dataclass
class event:
    what: str
    obj: Any = None
    old_obj: Any = None
    initial_list: bool = False


@dataclass
class mockEventHandler:
    events: list[event] = field(default_factory=list)
    cache: AssumeCache | None = None

    def on_add(self, obj: Any, initial_list: bool) -> None:
        self.events.append(event(what="add", obj=obj, initial_list=initial_list))
        if self.cache is not None:
            self.cache.list(None)

    def on_update(self, old_obj: Any, obj: Any) -> None:
        self.events.append(event(what="update", old_obj=old_obj, obj=obj))

    def on_delete(self, obj: Any) -> None:
        self.events.append(event(what="delete", obj=obj))

    def verify_and_flush(self, expected_events: list[event]) -> None:
        assert len(self.events) == len(expected_events)
        for got, want in zip(self.events, expected_events, strict=True):
            assert got.what == want.what
            assert got.obj is want.obj
            assert got.old_obj is want.old_obj
            assert got.initial_list == want.initial_list
        self.events = []

    def sort_events(self) -> None:
        self.events.sort(key=lambda e: e.obj.name)


# Each row: (old_obj, new_obj, expect_err) with expect_err an error class or None.
ASSUME_CASES = [
    pytest.param(
        make_obj("pvc1", "5", ""), make_obj("pvc1", "5", ""), None, id="success-same-version"
    ),
    pytest.param(
        make_obj("pvc1", "5", ""), make_obj("pvc1", "6", ""), None, id="success-new-higher-version"
    ),
    pytest.param(
        make_obj("pvc2", "5", ""),
        make_obj("pvc1", "5", ""),
        assumecache.NotFoundError,
        id="fail-old-not-found",
    ),
    pytest.param(
        make_obj("pvc1", "5", ""),
        make_obj("pvc1", "4", ""),
        assumecache.AssumeCacheError,
        id="fail-new-lower-version",
    ),
    pytest.param(
        make_obj("pvc1", "5", ""),
        make_obj("pvc1", "a", ""),
        assumecache.AssumeCacheError,
        id="fail-new-bad-version",
    ),
    pytest.param(
        make_obj("pvc1", "a", ""),
        make_obj("pvc1", "5", ""),
        assumecache.AssumeCacheError,
        id="fail-old-bad-version",
    ),
    pytest.param(
        make_obj("pvc1", "5", ""), 1, assumecache.ObjectNameError, id="fail-new-bad-object"
    ),
]


@pytest.mark.parametrize(("old_obj", "new_obj", "expect_err"), ASSUME_CASES)
def test_assume(
    old_obj: metav1.ObjectMeta, new_obj: Any, expect_err: type[Exception] | None
) -> None:
    cache, informer = new_test()
    events = mockEventHandler()
    cache.add_event_handler(events)

    informer.add(old_obj)
    verify(cache, old_obj.name, old_obj, old_obj)

    if expect_err is None:
        cache.assume(new_obj)
    else:
        with pytest.raises(expect_err):
            cache.assume(new_obj)

    expect_events = [event(what="add", obj=old_obj)]
    expected_obj = new_obj
    if expect_err is not None:
        expected_obj = old_obj
    else:
        expect_events.append(event(what="update", old_obj=old_obj, obj=new_obj))
    verify(cache, old_obj.name, expected_obj, old_obj)
    events.verify_and_flush(expect_events)


def test_restore() -> None:
    cache, informer = new_test()
    events = mockEventHandler()
    cache.add_event_handler(events)

    old_obj = make_obj("pvc1", "5", "")
    new_obj = make_obj("pvc1", "5", "")

    # empty cache
    cache.restore("nothing")
    events.verify_and_flush([])

    # initial update
    informer.add(old_obj)
    verify(cache, old_obj.name, old_obj, old_obj)
    events.verify_and_flush([event(what="add", obj=old_obj)])

    # initial Restore
    cache.restore(old_obj.name)
    verify(cache, old_obj.name, old_obj, old_obj)
    events.verify_and_flush([])

    # Assume
    cache.assume(new_obj)
    verify(cache, old_obj.name, new_obj, old_obj)
    events.verify_and_flush([event(what="update", old_obj=old_obj, obj=new_obj)])

    # second Restore
    cache.restore(old_obj.name)
    verify(cache, old_obj.name, old_obj, old_obj)
    events.verify_and_flush([event(what="update", old_obj=new_obj, obj=old_obj)])


def test_events() -> None:
    cache, informer = new_test()

    old_obj = make_obj("pvc1", "5", "")
    new_obj = make_obj("pvc1", "6", "")
    key = old_obj.name

    informer.add(old_obj)
    verify(cache, key, old_obj, old_obj)

    events = mockEventHandler()
    cache.add_event_handler(events)
    events.verify_and_flush([event(what="add", obj=old_obj, initial_list=True)])

    # initial update
    informer.update(new_obj)
    verify(cache, key, new_obj, new_obj)
    events.verify_and_flush([event(what="update", old_obj=old_obj, obj=new_obj)])

    # nop add
    informer.add(1)
    verify(cache, key, new_obj, new_obj)
    events.verify_and_flush([])
    # nil add
    informer.add(None)
    verify(cache, key, new_obj, new_obj)
    events.verify_and_flush([])
    # nop update
    informer.update(old_obj)
    events.verify_and_flush([])
    verify(cache, key, new_obj, new_obj)
    # nil update
    informer.update(None)
    verify(cache, key, new_obj, new_obj)
    events.verify_and_flush([])
    # nop delete
    informer.delete(None)
    verify(cache, key, new_obj, new_obj)
    events.verify_and_flush([])

    # delete
    informer.delete(old_obj)
    events.verify_and_flush([event(what="delete", obj=new_obj)])
    with pytest.raises(assumecache.NotFoundError):
        cache.get(key)


def test_event_handlers() -> None:
    cache, informer = new_test()
    handlers = [mockEventHandler() for _ in range(5)]

    objs: list[metav1.ObjectMeta] = []
    for i in range(5):
        objs.append(make_obj(f"test-pvc{i}", "1", ""))
        informer.add(objs[i])

    handlers[0].cache = cache

    expected_events = [event(what="add", obj=obj, initial_list=True) for obj in objs]
    for handler in handlers:
        cache.add_event_handler(handler)
        handler.sort_events()
        handler.verify_and_flush(expected_events)

    for i in range(5, 7):
        objs.append(make_obj(f"test-pvc{i}", "1", ""))
        informer.add(objs[i])
        for handler in handlers:
            handler.verify_and_flush([event(what="add", obj=objs[i])])

    for i, old_obj in enumerate(list(objs)):
        new_obj = make_obj(f"test-pvc{i}", "2", "")
        objs[i] = new_obj
        informer.update(new_obj)
        for handler in handlers:
            handler.verify_and_flush([event(what="update", old_obj=old_obj, obj=new_obj)])

    for obj in objs:
        informer.delete(obj)
        for handler in handlers:
            handler.verify_and_flush([event(what="delete", obj=obj)])


def test_event_handler_concurrency() -> None:
    # Python: the port runs on one thread; the Go test's concurrent, blocked adds become
    # sequential adds, and every handler must still see every add.
    cache, informer = new_test()
    handlers = [mockEventHandler() for _ in range(5)]

    objs = [make_obj(f"test-pvc{i}", "1", "") for i in range(5)]

    handlers[0].cache = cache
    for handler in handlers:
        cache.add_event_handler(handler)

    expected_events = []
    for obj in objs:
        informer.add(obj)
        expected_events.append(event(what="add", obj=obj))

    for handler in handlers:
        handler.sort_events()
        handler.verify_and_flush(expected_events)


def test_list_no_indexer() -> None:
    cache, informer = new_test()

    objs: list[Any] = []
    for i in range(10):
        obj = make_obj(f"test-pvc{i}", "1", "")
        objs.append(obj)
        informer.add(obj)

    verify_list(cache, objs, "")

    updated_obj = make_obj("test-pvc3", "2", "")
    objs[3] = updated_obj
    informer.update(updated_obj)

    verify_list(cache, objs, "")

    deleted_obj = objs.pop(7)
    informer.delete(deleted_obj)

    verify_list(cache, objs, "")


def test_list_with_indexer() -> None:
    def namespace_indexer(obj: Any) -> list[str]:
        return [obj.namespace]

    cache, informer = new_test_with_indexer("myNamespace", namespace_indexer)

    ns = "ns1"
    objs: list[Any] = []
    for i in range(10):
        obj = make_obj(f"test-pvc{i}", "1", ns)
        objs.append(obj)
        informer.add(obj)

    for i in range(10):
        informer.add(make_obj(f"test-pvc{i}", "1", "ns2"))

    verify_list(cache, objs, objs[0])

    updated_obj = make_obj("test-pvc3", "2", ns)
    objs[3] = updated_obj
    informer.update(updated_obj)

    verify_list(cache, objs, objs[0])

    deleted_obj = objs.pop(7)
    informer.delete(deleted_obj)

    verify_list(cache, objs, objs[0])
