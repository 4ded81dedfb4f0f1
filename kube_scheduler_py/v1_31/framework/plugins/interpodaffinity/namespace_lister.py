"""The Namespace lister InterPodAffinity reads namespace labels from.

InterPodAffinity resolves the namespace selectors of pod affinity terms against the labels of
the cluster's namespaces, which Go reads from the informer factory's Namespace lister.

# Python: the interface is structural, so the informer-backed lister of
# kube_scheduler_py.apiserver.informers fits it; the fake is a plain list for tests.
"""

from __future__ import annotations

import builtins

from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import NamespaceLister
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.testing.framework.fake_listers import NotFoundError


class FakeNamespaceLister(builtins.list[v1.Namespace]):
    """A fixed list of namespaces standing in for the informer-backed Namespace lister.

    # Python-only: Go's tests fill a real informer from a fake clientset; this list replaces both.
    # A missing namespace raises NotFoundError with client-go's message
    # (`namespace "<name>" not found`).
    """

    def list(self, selector: labels.Selector) -> builtins.list[v1.Namespace]:
        """The namespaces whose labels the selector matches, in insertion order."""
        return [ns for ns in self if selector.matches(labels.Set(ns.labels))]

    def get(self, name: str) -> v1.Namespace:
        """The namespace called name; raises NotFoundError when there is none."""
        for ns in self:
            if ns.name == name:
                return ns
        raise NotFoundError("namespace", "", name)


def get_namespace_labels_snapshot(ns: str, ns_lister: NamespaceLister) -> labels.Set:
    """A copy of the labels of namespace ns; no labels when the lister cannot find it.

    # Python: Go declares this in plugin.go; it lives here, next to the lister it reads, so
    # that filtering.py and scoring.py can use it without importing plugin.py. Go's logger
    # parameter is dropped (the port does not log), and the nil Set Go returns on an error is
    # an empty Set.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L137-L145
    """
    try:
        pod_ns = ns_lister.get(ns)
    except Exception:
        # Python: Go treats every lister error alike; the interface does not fix the type.
        return labels.Set()
    return labels.merge(pod_ns.labels, {})
