"""Port of k8s.io/apimachinery/pkg/util/errors: several errors reported as one."""

from kube_scheduler_py.v1_37.api.util.errors.errors import Aggregate, flatten, new_aggregate

__all__ = ["Aggregate", "flatten", "new_aggregate"]
