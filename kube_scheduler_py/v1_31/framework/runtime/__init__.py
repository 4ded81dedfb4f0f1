"""Port of pkg/scheduler/framework/runtime: the plugin registry and the framework that runs
a profile's plugins.

Import it as Go does: `from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime`,
then `frameworkruntime.Registry`, `frameworkruntime.new_framework(...)`.
"""

from kube_scheduler_py.v1_31.framework.runtime.framework import (
    CaptureProfile,
    Option,
    frameworkImpl,
    new_framework,
    with_capture_profile,
    with_client_set,
    with_clock,
    with_component_config_version,
    with_event_recorder,
    with_extenders,
    with_informer_factory,
    with_kube_config,
    with_parallelism,
    with_pod_nominator,
    with_resource_claim_cache,
    with_snapshot_shared_lister,
    with_waiting_pods,
)
from kube_scheduler_py.v1_31.framework.runtime.registry import (
    FrameworkRuntimeError,
    PluginFactory,
    PluginFactoryWithFts,
    Registry,
    decode_into,
    factory_adapter,
)
from kube_scheduler_py.v1_31.framework.runtime.waiting_pods_map import (
    new_waiting_pods_map,
    waitingPod,
    waitingPodsMap,
)

__all__ = [
    "CaptureProfile",
    "FrameworkRuntimeError",
    "Option",
    "PluginFactory",
    "PluginFactoryWithFts",
    "Registry",
    "decode_into",
    "factory_adapter",
    "frameworkImpl",
    "new_framework",
    "new_waiting_pods_map",
    "waitingPod",
    "waitingPodsMap",
    "with_capture_profile",
    "with_client_set",
    "with_clock",
    "with_component_config_version",
    "with_event_recorder",
    "with_extenders",
    "with_informer_factory",
    "with_kube_config",
    "with_parallelism",
    "with_pod_nominator",
    "with_resource_claim_cache",
    "with_snapshot_shared_lister",
    "with_waiting_pods",
]
