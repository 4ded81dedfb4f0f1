"""The internal KubeSchedulerConfiguration: what the scheduler runs with after decoding.

Files are decoded into the versioned types of `config.v1`, defaulted there, and converted to
these types. Extender types are shared with v1 (their fields coincide), so they carry v1 JSON
tags.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from kube_scheduler_py.v1_31.apis.config.jsontags import json_tag

# The port the scheduler's secure status server listens on unless a flag says otherwise.
DefaultKubeSchedulerPort = 10259

# 0 means "adaptive": the scheduler picks the share of nodes to score from the cluster size.
DefaultPercentageOfNodesToScore = 0
# The highest score a UtilizationShapePoint may assign.
MaxCustomPriorityScore = 10
# The highest total score (Go's math.MaxInt64).
MaxTotalScore = 2**63 - 1
# The highest weight a score plugin may have so that weighted totals cannot overflow.
MaxWeight = MaxTotalScore // MaxCustomPriorityScore


@dataclass(frozen=True, slots=True)
class Duration:
    """A length of time that is written in YAML as a Go duration string such as "15s".

    # Python: Go's time.Duration is held as its int64 of nanoseconds (kube_scheduler_py.gotime
    # has the units), not as a timedelta, which would round away a part below a microsecond.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/duration.go#L27-L29
    """

    duration: int = 0

    def __repr__(self) -> str:
        # Python: how Go's %#v prints a metav1.Duration inside a validation error.
        return f"v1.Duration{{Duration:{self.duration}}}"


@dataclass(slots=True, kw_only=True)
class ClientConnectionConfiguration:
    """How the scheduler talks to the API server: kubeconfig, content types, rate limits.

    # Python: the v1alpha1 type has the same fields, so this class serves both.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/config/types.go#L24-L37
    """

    kubeconfig: str = field(default="", metadata=json_tag("kubeconfig"))
    accept_content_types: str = field(default="", metadata=json_tag("acceptContentTypes"))
    content_type: str = field(default="", metadata=json_tag("contentType"))
    qps: float = field(default=0.0, metadata=json_tag("qps", go="float32"))
    burst: int = field(default=0, metadata=json_tag("burst"))


@dataclass(slots=True, kw_only=True)
class LeaderElectionConfiguration:
    """Whether and how scheduler replicas elect the one that schedules.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/component-base/config/types.go#L41-L71
    """

    leader_elect: bool = False
    lease_duration: Duration = field(default_factory=Duration)
    renew_deadline: Duration = field(default_factory=Duration)
    retry_period: Duration = field(default_factory=Duration)
    resource_lock: str = ""
    resource_name: str = ""
    resource_namespace: str = ""


@dataclass(slots=True, kw_only=True)
class KubeSchedulerConfiguration:
    """The whole scheduler configuration: global knobs, profiles and extenders.

    # Python: the embedded metav1.TypeMeta and DebuggingConfiguration are flattened into
    # api_version/kind and enable_profiling/enable_contention_profiling.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L37-L97
    """

    api_version: str = ""
    kind: str = ""
    parallelism: int = 0
    leader_election: LeaderElectionConfiguration = field(
        default_factory=LeaderElectionConfiguration
    )
    client_connection: ClientConnectionConfiguration = field(
        default_factory=ClientConnectionConfiguration
    )
    enable_profiling: bool = False
    enable_contention_profiling: bool = False
    percentage_of_nodes_to_score: int | None = None
    pod_initial_backoff_seconds: int = 0
    pod_max_backoff_seconds: int = 0
    profiles: list[KubeSchedulerProfile] = field(default_factory=list)
    extenders: list[Extender] = field(default_factory=list)
    delay_cache_until_active: bool = False


@dataclass(slots=True, kw_only=True)
class KubeSchedulerProfile:
    """One scheduling profile: a scheduler name, its plugins and their arguments.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L100-L131
    """

    scheduler_name: str = ""
    percentage_of_nodes_to_score: int | None = None
    plugins: Plugins | None = None
    plugin_config: list[PluginConfig] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class PluginSet:
    """Plugins enabled and disabled at one extension point.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L183-L190
    """

    enabled: list[Plugin] = field(default_factory=list)
    disabled: list[Plugin] = field(default_factory=list)

    def __repr__(self) -> str:
        # Python: how Go's %#v prints a PluginSet inside a validation error (an empty list
        # prints as Go's nil slice).
        enabled, disabled = _plugins_repr(self.enabled), _plugins_repr(self.disabled)
        return f"config.PluginSet{{Enabled:{enabled}, Disabled:{disabled}}}"


def _plugins_repr(plugins: list[Plugin]) -> str:
    if not plugins:
        return "[]config.Plugin(nil)"
    return "[]config.Plugin{" + ", ".join(repr(p) for p in plugins) + "}"


@dataclass(slots=True, kw_only=True)
class Plugins:
    """The plugin sets of every extension point, plus MultiPoint.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L138-L179
    """

    pre_enqueue: PluginSet = field(default_factory=PluginSet)
    queue_sort: PluginSet = field(default_factory=PluginSet)
    pre_filter: PluginSet = field(default_factory=PluginSet)
    filter: PluginSet = field(default_factory=PluginSet)
    post_filter: PluginSet = field(default_factory=PluginSet)
    pre_score: PluginSet = field(default_factory=PluginSet)
    score: PluginSet = field(default_factory=PluginSet)
    reserve: PluginSet = field(default_factory=PluginSet)
    permit: PluginSet = field(default_factory=PluginSet)
    pre_bind: PluginSet = field(default_factory=PluginSet)
    bind: PluginSet = field(default_factory=PluginSet)
    post_bind: PluginSet = field(default_factory=PluginSet)
    multi_point: PluginSet = field(default_factory=PluginSet)

    def names(self) -> list[str]:
        """The sorted names of the plugins enabled at any extension point (not MultiPoint).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L230-L255
        """
        extensions = [
            self.pre_enqueue,
            self.pre_filter,
            self.filter,
            self.post_filter,
            self.reserve,
            self.pre_score,
            self.score,
            self.pre_bind,
            self.bind,
            self.post_bind,
            self.permit,
            self.queue_sort,
        ]
        n: set[str] = set()
        for e in extensions:
            for pg in e.enabled:
                n.add(pg.name)
        return sorted(n)


@dataclass(slots=True, kw_only=True)
class Plugin:
    """A plugin name and, for score plugins, its weight.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L193-L198
    """

    name: str = ""
    weight: int = 0

    def __repr__(self) -> str:
        # Python: how Go's %#v prints a Plugin inside a validation error.
        name = json.dumps(self.name, ensure_ascii=False)
        return f"config.Plugin{{Name:{name}, Weight:{self.weight}}}"


@dataclass(slots=True, kw_only=True)
class PluginConfig:
    """The arguments a plugin is built with.

    # Python: `args` is a typed args object (DefaultPreemptionArgs, ...), a dict holding the
    # JSON of an out-of-tree plugin's args (Go's runtime.Unknown), or None.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L203-L208
    """

    name: str = ""
    args: object = None


@dataclass(slots=True, kw_only=True)
class ExtenderManagedResource:
    """An extended resource an extender manages.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L303-L309
    """

    name: str = field(default="", metadata=json_tag("name"))
    ignored_by_scheduler: bool = field(
        default=False, metadata=json_tag("ignoredByScheduler", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class ExtenderTLSConfig:
    """TLS settings for talking to an extender.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L312-L336
    """

    insecure: bool = field(default=False, metadata=json_tag("insecure", omitempty=True))
    server_name: str = field(default="", metadata=json_tag("serverName", omitempty=True))
    cert_file: str = field(default="", metadata=json_tag("certFile", omitempty=True))
    key_file: str = field(default="", metadata=json_tag("keyFile", omitempty=True))
    ca_file: str = field(default="", metadata=json_tag("caFile", omitempty=True))
    cert_data: bytes = field(default=b"", metadata=json_tag("certData", omitempty=True))
    key_data: bytes = field(default=b"", metadata=json_tag("keyData", omitempty=True))
    ca_data: bytes = field(default=b"", metadata=json_tag("caData", omitempty=True))


@dataclass(slots=True, kw_only=True)
class Extender:
    """How to reach a scheduler extender and which of its verbs to call.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types.go#L259-L299
    """

    url_prefix: str = field(default="", metadata=json_tag("urlPrefix"))
    filter_verb: str = field(default="", metadata=json_tag("filterVerb", omitempty=True))
    preempt_verb: str = field(default="", metadata=json_tag("preemptVerb", omitempty=True))
    prioritize_verb: str = field(default="", metadata=json_tag("prioritizeVerb", omitempty=True))
    weight: int = field(default=0, metadata=json_tag("weight", omitempty=True, go="int64"))
    bind_verb: str = field(default="", metadata=json_tag("bindVerb", omitempty=True))
    enable_https: bool = field(default=False, metadata=json_tag("enableHTTPS", omitempty=True))
    tls_config: ExtenderTLSConfig | None = field(
        default=None, metadata=json_tag("tlsConfig", omitempty=True)
    )
    http_timeout: Duration = field(
        default_factory=Duration, metadata=json_tag("httpTimeout", omitempty=True)
    )
    node_cache_capable: bool = field(
        default=False, metadata=json_tag("nodeCacheCapable", omitempty=True)
    )
    managed_resources: list[ExtenderManagedResource] = field(
        default_factory=list, metadata=json_tag("managedResources", omitempty=True)
    )
    ignorable: bool = field(default=False, metadata=json_tag("ignorable", omitempty=True))
