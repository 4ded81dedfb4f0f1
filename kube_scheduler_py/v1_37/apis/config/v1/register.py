"""The kinds registered for kubescheduler.config.k8s.io/v1."""

from __future__ import annotations

from kube_scheduler_py.v1_37.apis.config import v1


def add_known_types() -> dict[str, type]:
    """The v1 kinds by name; `new` args objects are made from here.

    # Python: returns the kinds instead of adding them to a runtime.Scheme.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/register.go#L38-L51
    """
    return {
        "KubeSchedulerConfiguration": v1.KubeSchedulerConfiguration,
        "DefaultPreemptionArgs": v1.DefaultPreemptionArgs,
        "InterPodAffinityArgs": v1.InterPodAffinityArgs,
        "NodeResourcesBalancedAllocationArgs": v1.NodeResourcesBalancedAllocationArgs,
        "NodeResourcesFitArgs": v1.NodeResourcesFitArgs,
        "PodTopologySpreadArgs": v1.PodTopologySpreadArgs,
        "VolumeBindingArgs": v1.VolumeBindingArgs,
        "NodeAffinityArgs": v1.NodeAffinityArgs,
        "DynamicResourcesArgs": v1.DynamicResourcesArgs,
    }
