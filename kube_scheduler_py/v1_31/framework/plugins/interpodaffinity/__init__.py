"""Port of pkg/scheduler/framework/plugins/interpodaffinity."""

from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.filtering import (
    ErrReasonAffinityRulesNotMatch,
    ErrReasonAntiAffinityRulesNotMatch,
    ErrReasonExistingAntiAffinityRulesNotMatch,
    InterPodAffinityError,
)
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.namespace_lister import (
    FakeNamespaceLister,
    NamespaceLister,
    get_namespace_labels_snapshot,
)
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.plugin import (
    InterPodAffinity,
    Name,
    new,
)

__all__ = [
    "ErrReasonAffinityRulesNotMatch",
    "ErrReasonAntiAffinityRulesNotMatch",
    "ErrReasonExistingAntiAffinityRulesNotMatch",
    "FakeNamespaceLister",
    "InterPodAffinity",
    "InterPodAffinityError",
    "Name",
    "NamespaceLister",
    "get_namespace_labels_snapshot",
    "new",
]
