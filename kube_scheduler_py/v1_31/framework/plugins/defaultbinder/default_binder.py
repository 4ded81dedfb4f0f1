"""DefaultBinder: binds a pod to its node by posting a Binding through the API client.

# Python: the client is whatever the framework was given (frameworkruntime.with_client_set); it
# is called the client-go way, `client_set().core_v1().pods(namespace).bind(binding)`, and
# reports a failure by raising. Go's metav1.CreateOptions{} argument is left out.
"""

from __future__ import annotations

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.plugins import names

Name = names.DefaultBinder


class DefaultBinder(framework.BindPlugin):
    """The default Bind plugin: writes the pod's binding through the Kubernetes client.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultbinder/default_binder.go#L34-L36
    """

    def __init__(self, handle: framework.Handle) -> None:
        self.handle = handle

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultbinder/default_binder.go#L46-L48
        """
        return Name

    def bind(
        self, _state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> framework.Status | None:
        """Post a Binding of pod p to node_name; an Error status if the client fails.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultbinder/default_binder.go#L51-L63
        """
        binding = v1.Binding(
            metadata=metav1.ObjectMeta(namespace=p.namespace, name=p.name, uid=p.uid),
            target=v1.ObjectReference(kind="Node", name=node_name),
        )
        try:
            self.handle.client_set().core_v1().pods(binding.namespace).bind(binding)
        # Python: the client's error type is not fixed, so any exception is an API error.
        except Exception as err:
            return framework.as_status(err)
        return None


def new(_pl_args: object, handle: framework.Handle) -> framework.Plugin:
    """Build the plugin around the framework handle (for its client).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultbinder/default_binder.go#L41-L43
    """
    return DefaultBinder(handle=handle)
