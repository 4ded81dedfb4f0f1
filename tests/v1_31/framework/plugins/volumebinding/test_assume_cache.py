"""Port of pkg/scheduler/framework/plugins/volumebinding/assume_cache_test.go."""

from __future__ import annotations

import copy

import pytest

from kube_scheduler_py.v1_31.api.component_helpers.storage import volume
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.assume_cache import (
    PVAssumeCache,
    PVCAssumeCache,
    new_pv_assume_cache,
    new_pvc_assume_cache,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.binder import get_pvc_name
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.test_utils import make_pv
from kube_scheduler_py.v1_31.util import assumecache


def _pv(name: str, class_name: str, version: str) -> v1.PersistentVolume:
    return make_pv(name, class_name).with_version(version).persistent_volume


def verify_list_pvs(
    cache: PVAssumeCache, expected_pvs: dict[str, v1.PersistentVolume], storage_class_name: str
) -> None:
    pv_list = cache.list_pvs(storage_class_name)
    assert len(pv_list) == len(expected_pvs)
    for pv in pv_list:
        assert pv.name in expected_pvs, f"ListPVs() returned unexpected PV {pv.name!r}"
        assert expected_pvs[pv.name] is pv


def verify_pv(cache: PVAssumeCache, name: str, expected_pv: v1.PersistentVolume) -> None:
    assert cache.get_pv(name) is expected_pv


ASSUME_PV_CASES = [
    pytest.param(_pv("pv1", "", "5"), _pv("pv1", "", "5"), True, id="success-same-version"),
    pytest.param(
        _pv("pv1", "class1", "5"),
        _pv("pv1", "class1", "5"),
        True,
        id="success-storageclass-same-version",
    ),
    pytest.param(_pv("pv1", "", "5"), _pv("pv1", "", "6"), True, id="success-new-higher-version"),
    pytest.param(_pv("pv2", "", "5"), _pv("pv1", "", "5"), False, id="fail-old-not-found"),
    pytest.param(_pv("pv1", "", "5"), _pv("pv1", "", "4"), False, id="fail-new-lower-version"),
    pytest.param(_pv("pv1", "", "5"), _pv("pv1", "", "a"), False, id="fail-new-bad-version"),
    pytest.param(_pv("pv1", "", "a"), _pv("pv1", "", "5"), False, id="fail-old-bad-version"),
]


@pytest.mark.parametrize(("old_pv", "new_pv", "should_succeed"), ASSUME_PV_CASES)
def test_assume_pv(
    old_pv: v1.PersistentVolume, new_pv: v1.PersistentVolume, should_succeed: bool
) -> None:
    cache = new_pv_assume_cache(None)

    assumecache.add_test_object(cache, old_pv)
    verify_pv(cache, old_pv.name, old_pv)

    if should_succeed:
        cache.assume(new_pv)
    else:
        with pytest.raises(assumecache.AssumeCacheError):
            cache.assume(new_pv)

    expected_pv = new_pv if should_succeed else old_pv
    verify_pv(cache, old_pv.name, expected_pv)


def test_restore_pv() -> None:
    cache = new_pv_assume_cache(None)

    old_pv = _pv("pv1", "", "5")
    new_pv = _pv("pv1", "", "5")

    cache.restore("nothing")

    assumecache.add_test_object(cache, old_pv)
    verify_pv(cache, old_pv.name, old_pv)

    cache.restore(old_pv.name)
    verify_pv(cache, old_pv.name, old_pv)

    cache.assume(new_pv)
    verify_pv(cache, old_pv.name, new_pv)

    cache.restore(old_pv.name)
    verify_pv(cache, old_pv.name, old_pv)


def test_basic_pv_cache() -> None:
    cache = new_pv_assume_cache(None)

    with pytest.raises(assumecache.NotFoundError):
        cache.get_pv("nothere")

    pvs: dict[str, v1.PersistentVolume] = {}
    for i in range(10):
        pv = _pv(f"test-pv{i}", "", "1")
        pvs[pv.name] = pv
        assumecache.add_test_object(cache, pv)

    verify_list_pvs(cache, pvs, "")

    updated_pv = _pv("test-pv3", "", "2")
    pvs[updated_pv.name] = updated_pv
    assumecache.update_test_object(cache, updated_pv)

    verify_list_pvs(cache, pvs, "")

    deleted_pv = pvs.pop("test-pv7")
    assumecache.delete_test_object(cache, deleted_pv)

    verify_list_pvs(cache, pvs, "")


def test_pv_cache_with_storage_classes() -> None:
    cache = new_pv_assume_cache(None)

    pvs1: dict[str, v1.PersistentVolume] = {}
    for i in range(10):
        pv = _pv(f"test-pv{i}", "class1", "1")
        pvs1[pv.name] = pv
        assumecache.add_test_object(cache, pv)

    pvs2: dict[str, v1.PersistentVolume] = {}
    for i in range(10):
        pv = _pv(f"test2-pv{i}", "class2", "1")
        pvs2[pv.name] = pv
        assumecache.add_test_object(cache, pv)

    verify_list_pvs(cache, pvs1, "class1")
    verify_list_pvs(cache, pvs2, "class2")

    updated_pv = _pv("test-pv3", "class1", "2")
    pvs1[updated_pv.name] = updated_pv
    assumecache.update_test_object(cache, updated_pv)

    verify_list_pvs(cache, pvs1, "class1")
    verify_list_pvs(cache, pvs2, "class2")

    deleted_pv = pvs1.pop("test-pv7")
    assumecache.delete_test_object(cache, deleted_pv)

    verify_list_pvs(cache, pvs1, "class1")
    verify_list_pvs(cache, pvs2, "class2")


def test_assume_update_pv_cache() -> None:
    cache = new_pv_assume_cache(None)

    pv_name = "test-pv0"

    pv = _pv(pv_name, "", "1")
    assumecache.add_test_object(cache, pv)
    verify_pv(cache, pv_name, pv)

    new_pv = copy.deepcopy(pv)
    new_pv.spec.claim_ref = v1.ObjectReference(name="test-claim")
    cache.assume(new_pv)
    verify_pv(cache, pv_name, new_pv)

    # An informer re-add of the old version does not replace the assumed one.
    assumecache.add_test_object(cache, pv)
    verify_pv(cache, pv_name, new_pv)


def make_claim(name: str, version: str, namespace: str) -> v1.PersistentVolumeClaim:
    return v1.PersistentVolumeClaim(
        metadata=metav1.ObjectMeta(
            name=name, namespace=namespace, resource_version=version, annotations={}
        )
    )


def verify_pvc(cache: PVCAssumeCache, pvc_key: str, expected_pvc: v1.PersistentVolumeClaim) -> None:
    assert cache.get_pvc(pvc_key) is expected_pvc


ASSUME_PVC_CASES = [
    pytest.param(
        make_claim("pvc1", "5", "ns1"),
        make_claim("pvc1", "5", "ns1"),
        True,
        id="success-same-version",
    ),
    pytest.param(
        make_claim("pvc1", "5", "ns1"),
        make_claim("pvc1", "6", "ns1"),
        True,
        id="success-new-higher-version",
    ),
    pytest.param(
        make_claim("pvc2", "5", "ns1"),
        make_claim("pvc1", "5", "ns1"),
        False,
        id="fail-old-not-found",
    ),
    pytest.param(
        make_claim("pvc1", "5", "ns1"),
        make_claim("pvc1", "4", "ns1"),
        False,
        id="fail-new-lower-version",
    ),
    pytest.param(
        make_claim("pvc1", "5", "ns1"),
        make_claim("pvc1", "a", "ns1"),
        False,
        id="fail-new-bad-version",
    ),
    pytest.param(
        make_claim("pvc1", "a", "ns1"),
        make_claim("pvc1", "5", "ns1"),
        False,
        id="fail-old-bad-version",
    ),
]


@pytest.mark.parametrize(("old_pvc", "new_pvc", "should_succeed"), ASSUME_PVC_CASES)
def test_assume_pvc(
    old_pvc: v1.PersistentVolumeClaim, new_pvc: v1.PersistentVolumeClaim, should_succeed: bool
) -> None:
    cache = new_pvc_assume_cache(None)

    assumecache.add_test_object(cache, old_pvc)
    verify_pvc(cache, get_pvc_name(old_pvc), old_pvc)

    if should_succeed:
        cache.assume(new_pvc)
    else:
        with pytest.raises(assumecache.AssumeCacheError):
            cache.assume(new_pvc)

    expected_pvc = new_pvc if should_succeed else old_pvc
    verify_pvc(cache, get_pvc_name(old_pvc), expected_pvc)


def test_restore_pvc() -> None:
    cache = new_pvc_assume_cache(None)

    old_pvc = make_claim("pvc1", "5", "ns1")
    new_pvc = make_claim("pvc1", "5", "ns1")

    cache.restore("nothing")

    assumecache.add_test_object(cache, old_pvc)
    verify_pvc(cache, get_pvc_name(old_pvc), old_pvc)

    cache.restore(get_pvc_name(old_pvc))
    verify_pvc(cache, get_pvc_name(old_pvc), old_pvc)

    cache.assume(new_pvc)
    verify_pvc(cache, get_pvc_name(old_pvc), new_pvc)

    cache.restore(get_pvc_name(old_pvc))
    verify_pvc(cache, get_pvc_name(old_pvc), old_pvc)


def test_assume_update_pvc_cache() -> None:
    cache = new_pvc_assume_cache(None)

    pvc = make_claim("test-pvc0", "1", "test-ns")
    assumecache.add_test_object(cache, pvc)
    verify_pvc(cache, get_pvc_name(pvc), pvc)

    new_pvc = copy.deepcopy(pvc)
    new_pvc.metadata.annotations[volume.AnnSelectedNode] = "test-node"
    cache.assume(new_pvc)
    verify_pvc(cache, get_pvc_name(pvc), new_pvc)

    assumecache.add_test_object(cache, pvc)
    verify_pvc(cache, get_pvc_name(pvc), new_pvc)
