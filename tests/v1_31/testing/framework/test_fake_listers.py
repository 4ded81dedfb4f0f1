"""The fake listers find what they hold and fail the way the informer listers do."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.framework.types import new_node_info
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import fake_listers as tf
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos


def _assert_raises(err_type: type[Exception], message: str, call: Callable[[], object]) -> None:
    with pytest.raises(err_type) as exc_info:
        call()
    assert str(exc_info.value) == message


def _pvc(name: str, namespace: str) -> v1.PersistentVolumeClaim:
    return st.make_persistent_volume_claim().name(name).namespace(namespace).obj()


def test_persistent_volume_claim_lister() -> None:
    lister = tf.PersistentVolumeClaimLister([_pvc("a", "ns1"), _pvc("a", "ns2"), _pvc("b", "ns1")])
    assert lister.persistent_volume_claims("ns2").get("a") is lister[1]
    assert lister.persistent_volume_claims("ns1").get("b") is lister[2]
    _assert_raises(
        tf.NotFoundError,
        'persistentvolumeclaims "b" not found',
        lambda: lister.persistent_volume_claims("ns2").get("b"),
    )
    _assert_raises(tf.FakeListerError, "not implemented", lambda: lister.list(labels.everything()))
    _assert_raises(
        tf.FakeListerError,
        "not implemented",
        lambda: lister.persistent_volume_claims("ns1").list(labels.everything()),
    )


def test_persistent_volume_lister() -> None:
    lister = tf.PersistentVolumeLister([st.make_persistent_volume().name("pv1").obj()])
    assert lister.get("pv1") is lister[0]
    _assert_raises(tf.NotFoundError, 'persistentvolumes "pv2" not found', lambda: lister.get("pv2"))


def test_storage_class_and_csi_node_listers() -> None:
    sc = storagev1.StorageClass(metadata=metav1.ObjectMeta(name="fast"))
    csi_node = storagev1.CSINode(metadata=metav1.ObjectMeta(name="n1"))
    assert tf.StorageClassLister([sc]).get("fast") is sc
    assert tf.CSINodeLister([csi_node]).get("n1") is csi_node
    _assert_raises(
        tf.NotFoundError,
        'storageclasses.storage.k8s.io "slow" not found',
        lambda: tf.StorageClassLister([sc]).get("slow"),
    )
    _assert_raises(
        tf.NotFoundError,
        'csinodes.storage.k8s.io "n2" not found',
        lambda: tf.CSINodeLister([csi_node]).get("n2"),
    )


def test_node_info_lister() -> None:
    node_infos = build_node_infos(
        [st.make_node().name("n1").obj(), st.make_node().name("n2").obj()]
    )
    lister = tf.NodeInfoLister(node_infos)
    assert lister.get("n2") is node_infos[1]
    assert lister.list() == node_infos
    assert lister.have_pods_with_affinity_list() == node_infos
    assert lister.have_pods_with_required_anti_affinity_list() == node_infos
    _assert_raises(tf.FakeListerError, "unable to find node: n3", lambda: lister.get("n3"))


def test_node_info_lister_skips_nil_entries() -> None:
    node_info = new_node_info()
    node_info.set_node(st.make_node().name("n1").obj())
    lister = tf.NodeInfoLister([None, node_info])  # type: ignore[list-item]
    assert lister.get("n1") is node_info
