"""The default spreading selector: which pods count as "the same workload" as a given pod.

PodTopologySpread's system-default constraints spread a pod away from the pods selected by the
Services, ReplicationControllers, ReplicaSets and StatefulSets that also select that pod.

# Python: the client-go listers are described structurally (the `_...Lister` protocols below),
# and a lister failure is any exception it raises. Go ignores those errors here, and so does
# the port.
"""

from __future__ import annotations

import builtins
from typing import NamedTuple

from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.client_go.listers.apps.v1 import (
    ReplicaSetLister,
    StatefulSetLister,
)
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import (
    ReplicationControllerLister,
    ServiceLister,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.meta.v1 import controller_ref
from kube_scheduler_py.v1_31.api.meta.v1.helpers import (
    LabelSelectorError,
    label_selector_as_selector,
)
from kube_scheduler_py.v1_31.api.util.errors import Aggregate


class _GroupVersionKind(NamedTuple):
    """An API group, version and kind (Go's schema.GroupVersionKind)."""

    group: str
    version: str
    kind: str


rcKind = _GroupVersionKind("", "v1", "ReplicationController")
rsKind = _GroupVersionKind("apps", "v1", "ReplicaSet")
ssKind = _GroupVersionKind("apps", "v1", "StatefulSet")


def default_selector(
    pod: v1.Pod,
    sl: ServiceLister,
    cl: ReplicationControllerLister,
    rsl: ReplicaSetLister,
    ssl: StatefulSetLister,
) -> labels.Selector:
    """The selector of the pod's workload: the selectors of the Services matching the pod,
    plus that of its controlling ReplicationController, ReplicaSet or StatefulSet.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/helper/spread.go#L37-L93
    """
    label_set = labels.Set()
    # All these objects select the pod, so their selectors cannot conflict; merging is safe.

    try:
        services = get_pod_services(sl, pod)
    except Exception:
        services = []
    for service in services:
        label_set = labels.merge(label_set, service.spec.selector)
    selector = label_set.as_selector()

    owner = controller_ref.get_controller_of_no_copy(pod)
    if owner is None:
        return selector

    try:
        gv = _parse_group_version(owner.api_version)
    except ValueError:
        return selector

    gvk = _GroupVersionKind(gv[0], gv[1], owner.kind)
    if gvk == rcKind:
        try:
            rc = cl.replication_controllers(pod.namespace).get(owner.name)
        except Exception:
            return selector
        label_set = labels.merge(label_set, rc.spec.selector)
        selector = label_set.as_selector()
    elif gvk == rsKind:
        try:
            rs = rsl.replica_sets(pod.namespace).get(owner.name)
        except Exception:
            return selector
        selector = _add_requirements_of(selector, rs.spec.selector)
    elif gvk == ssKind:
        try:
            ss = ssl.stateful_sets(pod.namespace).get(owner.name)
        except Exception:
            return selector
        selector = _add_requirements_of(selector, ss.spec.selector)
    # Any other owner is not a controller this selector knows about.

    return selector


def _add_requirements_of(
    selector: labels.Selector, ls: metav1.LabelSelector | None
) -> labels.Selector:
    """Add the requirements of a workload's label selector to selector (if it parses)."""
    try:
        other = label_selector_as_selector(ls)
    except (LabelSelectorError, Aggregate):
        return selector
    r, ok = other.requirements()
    if ok:
        selector = selector.add(*r)
    return selector


def get_pod_services(sl: ServiceLister, pod: v1.Pod) -> builtins.list[v1.Service]:
    """The Services in the pod's namespace whose selector matches the pod's labels.

    Raises whatever the lister raises when listing fails.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/helper/spread.go#L96-L116
    """
    all_services = sl.services(pod.namespace).list(labels.everything())

    services: builtins.list[v1.Service] = []
    for service in all_services:
        # Python: Go skips only a nil selector; an empty dict stands for nil here.
        if len(service.spec.selector) == 0:
            # A service without a selector selects no pod, not every pod.
            continue
        selector = labels.Set(service.spec.selector).as_selector_pre_validated()
        if selector.matches(labels.Set(pod.labels)):
            services.append(service)

    return services


def _parse_group_version(gv: str) -> tuple[str, str]:
    """Split an apiVersion string into (group, version); raises ValueError if malformed.

    # Python: schema.ParseGroupVersion is not ported elsewhere; the result is a plain tuple.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/runtime/schema/group_version.go#L211-L227
    """
    if len(gv) == 0 or gv == "/":
        return "", ""

    count = gv.count("/")
    if count == 0:
        return "", gv
    if count == 1:
        i = gv.index("/")
        return gv[:i], gv[i + 1 :]
    raise ValueError(f"unexpected GroupVersion string: {gv}")
