"""Recording what every plugin said, in the annotation format of kube-scheduler-simulator.

kube-scheduler-simulator (sigs.k8s.io/kube-scheduler-simulator) wraps each plugin of the
real scheduler, records its results per pod, and writes them on the pod as annotations
(`kube-scheduler-simulator.sigs.k8s.io/filter-result` and friends). `simulate` reports the
same keys with the same value shapes (see docs/annotations.md), recorded the same way: each
plugin is wrapped, and the ported scheduler code is left untouched.

Values are JSON strings written the way Go's json.Marshal writes them: object keys sorted,
no spaces, `<`, `>` and `&` escaped.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, ClassVar

from kube_scheduler_py.apis import config as schedulerapi
from kube_scheduler_py.clock import go_duration_string
from kube_scheduler_py.framework import interface as framework
from kube_scheduler_py.framework.runtime.registry import Registry

__all__ = [
    "ANNOTATION_PREFIX",
    "PLUGIN_INTERFACES",
    "ResultStore",
    "go_json",
    "wrap_registry",
]

ANNOTATION_PREFIX = "kube-scheduler-simulator.sigs.k8s.io/"
KEY_PREFILTER_STATUS = ANNOTATION_PREFIX + "prefilter-result-status"
KEY_PREFILTER_RESULT = ANNOTATION_PREFIX + "prefilter-result"
KEY_FILTER_RESULT = ANNOTATION_PREFIX + "filter-result"
KEY_POSTFILTER_RESULT = ANNOTATION_PREFIX + "postfilter-result"
KEY_PRESCORE_RESULT = ANNOTATION_PREFIX + "prescore-result"
KEY_SCORE_RESULT = ANNOTATION_PREFIX + "score-result"
KEY_FINALSCORE_RESULT = ANNOTATION_PREFIX + "finalscore-result"
KEY_RESERVE_RESULT = ANNOTATION_PREFIX + "reserve-result"
KEY_PERMIT_RESULT = ANNOTATION_PREFIX + "permit-result"
KEY_PERMIT_TIMEOUT_RESULT = ANNOTATION_PREFIX + "permit-result-timeout"
KEY_PREBIND_RESULT = ANNOTATION_PREFIX + "prebind-result"
KEY_BIND_RESULT = ANNOTATION_PREFIX + "bind-result"
KEY_SELECTED_NODE = ANNOTATION_PREFIX + "selected-node"
KEY_RESULT_HISTORY = ANNOTATION_PREFIX + "result-history"

MESSAGE_PASSED = "passed"
MESSAGE_SUCCESS = "success"
MESSAGE_WAIT = "wait"
MESSAGE_PREEMPTION_VICTIM = "preemption victim"

#: The apiserver's limit on the total size of a pod's annotations (256 KiB).
TOTAL_ANNOTATION_SIZE_LIMIT = 256 * (1 << 10)


def go_json(value: Any) -> str:
    """JSON as Go's json.Marshal writes it: sorted keys, compact, HTML characters escaped."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    for raw, escaped in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(raw, escaped)
    return text


def _status_message(status: framework.Status | None, success_message: str) -> str:
    if framework.Status.is_success(status):
        return success_message
    return framework.Status.message(status)


@dataclass(slots=True)
class _Attempt:
    """What the plugins reported during one scheduling attempt of one pod."""

    selected_node: str = ""
    pre_filter_status: dict[str, str] = field(default_factory=dict)
    pre_filter_result: dict[str, list[str]] = field(default_factory=dict)
    filter: dict[str, dict[str, str]] = field(default_factory=dict)
    post_filter: dict[str, dict[str, str]] = field(default_factory=dict)
    pre_score: dict[str, str] = field(default_factory=dict)
    score: dict[str, dict[str, str]] = field(default_factory=dict)
    final_score: dict[str, dict[str, str]] = field(default_factory=dict)
    reserve: dict[str, str] = field(default_factory=dict)
    permit: dict[str, str] = field(default_factory=dict)
    permit_timeout: dict[str, str] = field(default_factory=dict)
    pre_bind: dict[str, str] = field(default_factory=dict)
    bind: dict[str, str] = field(default_factory=dict)

    def entry(self) -> dict[str, str]:
        return {
            KEY_PREFILTER_RESULT: go_json(self.pre_filter_result),
            KEY_PREFILTER_STATUS: go_json(self.pre_filter_status),
            KEY_FILTER_RESULT: go_json(self.filter),
            KEY_POSTFILTER_RESULT: go_json(self.post_filter),
            KEY_PRESCORE_RESULT: go_json(self.pre_score),
            KEY_SCORE_RESULT: go_json(self.score),
            KEY_FINALSCORE_RESULT: go_json(self.final_score),
            KEY_RESERVE_RESULT: go_json(self.reserve),
            KEY_PERMIT_TIMEOUT_RESULT: go_json(self.permit_timeout),
            KEY_PERMIT_RESULT: go_json(self.permit),
            KEY_PREBIND_RESULT: go_json(self.pre_bind),
            KEY_BIND_RESULT: go_json(self.bind),
            KEY_SELECTED_NODE: self.selected_node,
        }


def pod_key(pod: Any) -> str:
    """`namespace/name`, how results are filed."""
    return f"{pod.metadata.namespace}/{pod.metadata.name}"


class ResultStore:
    """Per-pod results of the current attempt, and the annotations of finished attempts."""

    def __init__(self) -> None:
        self._current: dict[str, _Attempt] = {}
        self._history: dict[str, list[dict[str, str]]] = {}
        self._annotations: dict[str, dict[str, str]] = {}

    def attempt(self, key: str) -> _Attempt:
        """The pod's current attempt, started on first use."""
        attempt = self._current.get(key)
        if attempt is None:
            attempt = self._current[key] = _Attempt()
        return attempt

    def flush(self, key: str) -> None:
        """End the pod's current attempt: its results become the pod's annotations and a new
        entry of its result history (oldest entries dropped to fit the size limit)."""
        attempt = self._current.pop(key, None)
        if attempt is None:
            return
        entry = attempt.entry()
        annotations = dict(entry)
        history = [*self._history.get(key, []), entry]
        while history:
            encoded = go_json(history)
            if len(encoded.encode()) <= TOTAL_ANNOTATION_SIZE_LIMIT:
                annotations[KEY_RESULT_HISTORY] = encoded
                break
            history = history[1:]
        self._history[key] = history
        self._annotations[key] = annotations

    def annotations_of(self, key: str) -> dict[str, str]:
        """The annotations of the pod's last finished attempt (empty if never attempted)."""
        return dict(self._annotations.get(key, {}))


class _Wrapper:
    """Delegates every extension point to the real plugin and records what it returned.

    Subclassed on the fly (see `_wrapper_class`) together with exactly the framework
    interfaces the real plugin implements, so the framework sees the same plugin shape.
    """

    #: The plugin it wraps is `.plugin` (the tracer looks through to its methods).
    wraps_plugin: ClassVar[bool] = True

    def __init__(self, plugin: framework.Plugin, weight: int, store: ResultStore) -> None:
        self.plugin: Any = plugin
        self.weight = weight
        self.store = store
        self._name = str(plugin.name())

    def name(self) -> str:
        return self._name

    def pre_enqueue(self, p: Any) -> framework.Status | None:
        return self.plugin.pre_enqueue(p)

    def less(self, a: Any, b: Any) -> bool:
        return bool(self.plugin.less(a, b))

    def events_to_register(self) -> Any:
        return self.plugin.events_to_register()

    def pre_filter(self, state: Any, p: Any) -> Any:
        result, status = self.plugin.pre_filter(state, p)
        attempt = self.store.attempt(pod_key(p))
        attempt.pre_filter_status[self.name()] = _status_message(status, MESSAGE_SUCCESS)
        if result is not None and result.node_names is not None:
            attempt.pre_filter_result[self.name()] = sorted(result.node_names)
        return result, status

    def pre_filter_extensions(self) -> Any:
        return self.plugin.pre_filter_extensions()

    def filter(self, state: Any, p: Any, node_info: Any) -> framework.Status | None:
        status = self.plugin.filter(state, p, node_info)
        node = node_info.node().metadata.name
        results = self.store.attempt(pod_key(p)).filter.setdefault(node, {})
        results[self.name()] = _status_message(status, MESSAGE_PASSED)
        return status

    def post_filter(self, state: Any, p: Any, m: Any) -> Any:
        result, status = self.plugin.post_filter(state, p, m)
        nominated = ""
        if framework.Status.is_success(status) and result is not None:
            info = result.nominating_info
            nominated = info.nominated_node_name if info is not None else ""
        attempt = self.store.attempt(pod_key(p))
        for node in m:
            results = attempt.post_filter.setdefault(node, {})
            if node == nominated:
                results[self.name()] = MESSAGE_PREEMPTION_VICTIM
        return result, status

    def pre_score(self, state: Any, p: Any, nodes: Any) -> framework.Status | None:
        status = self.plugin.pre_score(state, p, nodes)
        attempt = self.store.attempt(pod_key(p))
        attempt.pre_score[self.name()] = _status_message(status, MESSAGE_SUCCESS)
        return status

    def score(self, state: Any, p: Any, node_name: str) -> tuple[int, Any]:
        score, status = self.plugin.score(state, p, node_name)
        if framework.Status.is_success(status):
            attempt = self.store.attempt(pod_key(p))
            attempt.score.setdefault(node_name, {})[self.name()] = str(score)
            attempt.final_score.setdefault(node_name, {})[self.name()] = str(score * self.weight)
        return score, status

    def score_extensions(self) -> Any:
        if self.plugin.score_extensions() is None:
            return None
        return _Normalizer(self)

    def reserve(self, state: Any, p: Any, node_name: str) -> framework.Status | None:
        status = self.plugin.reserve(state, p, node_name)
        attempt = self.store.attempt(pod_key(p))
        attempt.reserve[self.name()] = _status_message(status, MESSAGE_SUCCESS)
        return status

    def unreserve(self, state: Any, p: Any, node_name: str) -> None:
        self.plugin.unreserve(state, p, node_name)

    def permit(self, state: Any, p: Any, node_name: str) -> tuple[Any, timedelta]:
        status, timeout = self.plugin.permit(state, p, node_name)
        message = framework.Status.message(status)
        if framework.Status.is_success(status):
            message = MESSAGE_SUCCESS
        if framework.Status.is_wait(status):
            message = MESSAGE_WAIT
        attempt = self.store.attempt(pod_key(p))
        attempt.permit[self.name()] = message
        attempt.permit_timeout[self.name()] = go_duration_string(timeout)
        return status, timeout

    async def pre_bind(self, state: Any, p: Any, node_name: str) -> framework.Status | None:
        status = await self.plugin.pre_bind(state, p, node_name)
        attempt = self.store.attempt(pod_key(p))
        attempt.pre_bind[self.name()] = _status_message(status, MESSAGE_SUCCESS)
        return status

    def bind(self, state: Any, p: Any, node_name: str) -> framework.Status | None:
        status = self.plugin.bind(state, p, node_name)
        attempt = self.store.attempt(pod_key(p))
        attempt.bind[self.name()] = _status_message(status, MESSAGE_SUCCESS)
        return status

    def post_bind(self, state: Any, p: Any, node_name: str) -> None:
        self.plugin.post_bind(state, p, node_name)


class _Normalizer(framework.ScoreExtensions):
    """Records the normalized (and weighted) scores of a Score plugin."""

    def __init__(self, wrapper: _Wrapper) -> None:
        self.wrapper = wrapper

    def normalize_score(self, state: Any, p: Any, scores: Any) -> framework.Status | None:
        extensions = self.wrapper.plugin.score_extensions()
        status = extensions.normalize_score(state, p, scores)
        if framework.Status.is_success(status):
            attempt = self.wrapper.store.attempt(pod_key(p))
            for node_score in scores:
                final = attempt.final_score.setdefault(node_score.name, {})
                final[self.wrapper.name()] = str(node_score.score * self.wrapper.weight)
        return status


#: The framework interfaces a plugin may implement, in a fixed order.
PLUGIN_INTERFACES: tuple[type, ...] = (
    framework.PreEnqueuePlugin,
    framework.QueueSortPlugin,
    framework.EnqueueExtensions,
    framework.PreFilterPlugin,
    framework.FilterPlugin,
    framework.PostFilterPlugin,
    framework.PreScorePlugin,
    framework.ScorePlugin,
    framework.ReservePlugin,
    framework.PermitPlugin,
    framework.PreBindPlugin,
    framework.BindPlugin,
    framework.PostBindPlugin,
)
_WRAPPER_CLASSES: dict[tuple[type, ...], type] = {}


def _wrapper_class(plugin: framework.Plugin) -> type:
    """A wrapper type implementing exactly the interfaces that plugin implements."""
    implemented = tuple(i for i in PLUGIN_INTERFACES if isinstance(plugin, i))
    cls = _WRAPPER_CLASSES.get(implemented)
    if cls is None:
        cls = type(
            "Wrapped" + "".join(i.__name__ for i in implemented), (_Wrapper, *implemented), {}
        )
        _WRAPPER_CLASSES[implemented] = cls
    return cls


def _score_weights(profile: schedulerapi.KubeSchedulerProfile) -> dict[str, int]:
    """The Score weight of each plugin of a profile: the score point first, then multiPoint;
    an unset weight counts as 1 (the framework's default)."""
    weights: dict[str, int] = {}
    if profile.plugins is None:
        return weights
    for plugin in [*profile.plugins.score.enabled, *profile.plugins.multi_point.enabled]:
        weights.setdefault(plugin.name, plugin.weight or 1)
    return weights


def wrap_registry(
    registry: Registry,
    store: ResultStore,
    profiles: list[schedulerapi.KubeSchedulerProfile],
) -> Registry:
    """The same registry, each factory building the real plugin wrapped in a recorder."""
    weights = {profile.scheduler_name: _score_weights(profile) for profile in profiles}
    wrapped = Registry()
    for name, factory in registry.items():
        wrapped[name] = _wrapping_factory(factory, store, weights)
    return wrapped


def _wrapping_factory(
    factory: Callable[[Any, Any], framework.Plugin],
    store: ResultStore,
    weights: dict[str, dict[str, int]],
) -> Callable[[Any, Any], framework.Plugin]:
    def build(args: Any, handle: Any) -> framework.Plugin:
        plugin = factory(args, handle)
        weight = weights.get(handle.profile_name(), {}).get(plugin.name(), 0)
        wrapper: framework.Plugin = _wrapper_class(plugin)(plugin, weight, store)
        return wrapper

    return build
