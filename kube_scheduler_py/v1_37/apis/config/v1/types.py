"""The versioned (kubescheduler.config.k8s.io/v1) configuration types, as files spell them.

# Python: these are the types of staging k8s.io/kube-scheduler/config/v1 (and the v1alpha1
# leader-election type of k8s.io/component-base); they live here next to their defaulting and
# conversion. Types whose fields coincide with the internal ones are shared with `config`.
Pointer fields are `T | None`: None means "not set", which defaulting fills in.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py.jsonconv import json_tag
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.apis.config.types import (
    ClientConnectionConfiguration,
    Duration,
    Extender,
    ExtenderManagedResource,
    ExtenderTLSConfig,
)

# The API group of the scheduler configuration.
GroupName = "kubescheduler.config.k8s.io"
# The group/version string files must name in apiVersion.
SchemeGroupVersion = GroupName + "/v1"

# The namespace of the leader-election lock object.
SchedulerDefaultLockObjectNamespace = metav1.NamespaceSystem
# The name of the leader-election lock object.
SchedulerDefaultLockObjectName = "kube-scheduler"
# The name of the legacy default algorithm provider.
SchedulerDefaultProviderName = "DefaultProvider"

__all__ = [
    "ClientConnectionConfiguration",
    "Duration",
    "Extender",
    "ExtenderManagedResource",
    "ExtenderTLSConfig",
    "GroupName",
    "KubeSchedulerConfiguration",
    "KubeSchedulerProfile",
    "LeaderElectionConfiguration",
    "Plugin",
    "PluginConfig",
    "PluginSet",
    "Plugins",
    "SchedulerDefaultLockObjectName",
    "SchedulerDefaultLockObjectNamespace",
    "SchedulerDefaultProviderName",
    "SchemeGroupVersion",
]


@dataclass(slots=True, kw_only=True)
class LeaderElectionConfiguration:
    """Leader-election settings as a file spells them (component-base v1alpha1).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-base/config/v1alpha1/types.go#L27-L57
    """

    leader_elect: bool | None = field(default=None, metadata=json_tag("leaderElect"))
    lease_duration: Duration = field(default_factory=Duration, metadata=json_tag("leaseDuration"))
    renew_deadline: Duration = field(default_factory=Duration, metadata=json_tag("renewDeadline"))
    retry_period: Duration = field(default_factory=Duration, metadata=json_tag("retryPeriod"))
    resource_lock: str = field(default="", metadata=json_tag("resourceLock"))
    resource_name: str = field(default="", metadata=json_tag("resourceName"))
    resource_namespace: str = field(default="", metadata=json_tag("resourceNamespace"))


@dataclass(slots=True, kw_only=True)
class Plugin:
    """A plugin name and an optional weight (used by Score and PlacementScore plugins).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/types.go#L264-L269
    """

    name: str = field(default="", metadata=json_tag("name"))
    weight: int | None = field(default=None, metadata=json_tag("weight", omitempty=True))


@dataclass(slots=True, kw_only=True)
class PluginSet:
    """Plugins enabled and disabled at one extension point.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/types.go#L249-L261
    """

    enabled: list[Plugin] = field(
        default_factory=list, metadata=json_tag("enabled", omitempty=True)
    )
    disabled: list[Plugin] = field(
        default_factory=list, metadata=json_tag("disabled", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class Plugins:
    """The plugin sets of every extension point, plus MultiPoint.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/types.go#L179-L245
    """

    pre_enqueue: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("preEnqueue", omitempty=True)
    )
    queue_sort: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("queueSort", omitempty=True)
    )
    pre_filter: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("preFilter", omitempty=True)
    )
    filter: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("filter", omitempty=True)
    )
    post_filter: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("postFilter", omitempty=True)
    )
    pre_score: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("preScore", omitempty=True)
    )
    score: PluginSet = field(default_factory=PluginSet, metadata=json_tag("score", omitempty=True))
    reserve: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("reserve", omitempty=True)
    )
    permit: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("permit", omitempty=True)
    )
    pre_bind: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("preBind", omitempty=True)
    )
    bind: PluginSet = field(default_factory=PluginSet, metadata=json_tag("bind", omitempty=True))
    post_bind: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("postBind", omitempty=True)
    )
    multi_point: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("multiPoint", omitempty=True)
    )
    placement_generate: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("placementGenerate", omitempty=True)
    )
    placement_score: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("placementScore", omitempty=True)
    )
    pod_group_post_filter: PluginSet = field(
        default_factory=PluginSet, metadata=json_tag("podGroupPostFilter", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class PluginConfig:
    """A plugin name and its arguments.

    # Python: Go's runtime.RawExtension `args` holds either the decoded v1 args object or,
    # for a plugin without a registered args type, the raw JSON value (a dict here); None when
    # the file gave no args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/types.go#L274-L279
    """

    name: str = field(default="", metadata=json_tag("name"))
    args: object = field(default=None, metadata=json_tag("args", omitempty=True))


@dataclass(slots=True, kw_only=True)
class KubeSchedulerProfile:
    """One scheduling profile as a file spells it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/types.go#L139-L172
    """

    scheduler_name: str | None = field(
        default=None, metadata=json_tag("schedulerName", omitempty=True)
    )
    percentage_of_nodes_to_score: int | None = field(
        default=None, metadata=json_tag("percentageOfNodesToScore", omitempty=True)
    )
    plugins: Plugins | None = field(default=None, metadata=json_tag("plugins", omitempty=True))
    plugin_config: list[PluginConfig] = field(
        default_factory=list, metadata=json_tag("pluginConfig", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class KubeSchedulerConfiguration:
    """The scheduler configuration file, kubescheduler.config.k8s.io/v1.

    # Python: the inlined TypeMeta and DebuggingConfiguration are flat fields here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/types.go#L44-L99
    """

    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    parallelism: int | None = field(default=None, metadata=json_tag("parallelism", omitempty=True))
    leader_election: LeaderElectionConfiguration = field(
        default_factory=LeaderElectionConfiguration, metadata=json_tag("leaderElection")
    )
    client_connection: ClientConnectionConfiguration = field(
        default_factory=ClientConnectionConfiguration, metadata=json_tag("clientConnection")
    )
    enable_profiling: bool | None = field(
        default=None, metadata=json_tag("enableProfiling", omitempty=True)
    )
    enable_contention_profiling: bool | None = field(
        default=None, metadata=json_tag("enableContentionProfiling", omitempty=True)
    )
    percentage_of_nodes_to_score: int | None = field(
        default=None, metadata=json_tag("percentageOfNodesToScore", omitempty=True)
    )
    pod_initial_backoff_seconds: int | None = field(
        default=None, metadata=json_tag("podInitialBackoffSeconds", omitempty=True, go="int64")
    )
    pod_max_backoff_seconds: int | None = field(
        default=None, metadata=json_tag("podMaxBackoffSeconds", omitempty=True, go="int64")
    )
    profiles: list[KubeSchedulerProfile] = field(
        default_factory=list, metadata=json_tag("profiles", omitempty=True)
    )
    extenders: list[Extender] = field(
        default_factory=list, metadata=json_tag("extenders", omitempty=True)
    )
    delay_cache_until_active: bool = field(
        default=False, metadata=json_tag("delayCacheUntilActive", omitempty=True)
    )
