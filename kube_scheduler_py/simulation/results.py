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

import argparse
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, ClassVar

from kube_scheduler_py.clock import go_duration_string
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.framework import interface as framework
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry

__all__ = [
    "ANNOTATION_PREFIX",
    "KEEP_ALL",
    "PLUGIN_INTERFACES",
    "Keep",
    "PodAnnotations",
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


@dataclass(frozen=True, slots=True)
class Keep:
    """How much of each attempt's per-node results simulate keeps (docs/simulate.md,
    "Keeping per-plugin results"): every node's (`all`), the `top` N nodes' by total final
    score, only the `rejections`, or `none` (Filter and Score are then not even recorded).
    Results per plugin alone (PreFilter, Reserve, ...) are always kept whole.
    """

    mode: str = "all"
    top: int = 0

    @classmethod
    def parse(cls, text: str) -> Keep:
        """`all`, `rejections`, `none` or `top:N` (N a positive integer)."""
        mode, _, count = text.partition(":")
        if mode in ("all", "rejections", "none") and not count:
            return cls(mode)
        if mode == "top" and count.isdigit() and int(count) > 0:
            return cls("top", int(count))
        raise ValueError(f"expected all, rejections, none or top:N (N > 0), got {text!r}")

    @classmethod
    def flag(cls, text: str) -> str:
        """--keep-results's argparse type: the value as parse reads it, or argparse's error."""
        try:
            return str(cls.parse(text))
        except ValueError as err:
            raise argparse.ArgumentTypeError(str(err)) from None

    def __str__(self) -> str:
        return f"top:{self.top}" if self.mode == "top" else self.mode


KEEP_ALL = Keep()


@dataclass(slots=True)
class _Attempt:
    """What the plugins reported during one scheduling attempt of one pod.

    The per-node results are logs in call order, flat lists of a few items per call (compact:
    node and plugin names are references to the strings the scheduler already holds); they
    become the annotations' maps only when someone reads them (`entry`).
    """

    selected_node: str = ""
    pre_filter_status: dict[str, str] = field(default_factory=dict)
    pre_filter_result: dict[str, list[str]] = field(default_factory=dict)
    #: Filter calls, three items each: node, plugin, "passed" or the status message.
    filter_log: list[str] = field(default_factory=list)
    #: PostFilter calls: plugin, the nodes it was given, the node it nominated ("" if none).
    post_filter_log: list[tuple[str, list[str], str]] = field(default_factory=list)
    pre_score: dict[str, str] = field(default_factory=dict)
    #: Successful Score calls, four items each: node, plugin, score, score x weight.
    score_log: list[str | int] = field(default_factory=list)
    #: Successful NormalizeScore calls: plugin, nodes, normalized score x weight per node.
    normalized: list[tuple[str, list[str], list[int]]] = field(default_factory=list)
    reserve: dict[str, str] = field(default_factory=dict)
    permit: dict[str, str] = field(default_factory=dict)
    permit_timeout: dict[str, str] = field(default_factory=dict)
    pre_bind: dict[str, str] = field(default_factory=dict)
    bind: dict[str, str] = field(default_factory=dict)
    #: The length in bytes of the entry's JSON, once computed (for the history's size limit).
    size: int = -1

    def filter_table(self) -> dict[str, dict[str, str]]:
        """filter-result: per node, each plugin's last verdict."""
        table: dict[str, dict[str, str]] = {}
        log = self.filter_log
        for i in range(0, len(log), 3):
            table.setdefault(log[i], {})[log[i + 1]] = log[i + 2]
        return table

    def post_filter_table(self) -> dict[str, dict[str, str]]:
        """postfilter-result: every node given to PostFilter; the nominated one marked."""
        table: dict[str, dict[str, str]] = {}
        for plugin, nodes, nominated in self.post_filter_log:
            for node in nodes:
                results = table.setdefault(node, {})
                if node == nominated:
                    results[plugin] = MESSAGE_PREEMPTION_VICTIM
        return table

    def score_tables(self) -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
        """score-result and finalscore-result (normalized scores overwrite Score's)."""
        score: dict[str, dict[str, str]] = {}
        final: dict[str, dict[str, str]] = {}
        log = self.score_log
        for i in range(0, len(log), 4):
            node, plugin = str(log[i]), str(log[i + 1])
            score.setdefault(node, {})[plugin] = str(log[i + 2])
            final.setdefault(node, {})[plugin] = str(log[i + 3])
        for plugin, nodes, values in self.normalized:
            for node, value in zip(nodes, values, strict=True):
                final.setdefault(node, {})[plugin] = str(value)
        return score, final

    def entry(self) -> dict[str, str]:
        score, final_score = self.score_tables()
        return {
            KEY_PREFILTER_RESULT: go_json(self.pre_filter_result),
            KEY_PREFILTER_STATUS: go_json(self.pre_filter_status),
            KEY_FILTER_RESULT: go_json(self.filter_table()),
            KEY_POSTFILTER_RESULT: go_json(self.post_filter_table()),
            KEY_PRESCORE_RESULT: go_json(self.pre_score),
            KEY_SCORE_RESULT: go_json(score),
            KEY_FINALSCORE_RESULT: go_json(final_score),
            KEY_RESERVE_RESULT: go_json(self.reserve),
            KEY_PERMIT_TIMEOUT_RESULT: go_json(self.permit_timeout),
            KEY_PERMIT_RESULT: go_json(self.permit),
            KEY_PREBIND_RESULT: go_json(self.pre_bind),
            KEY_BIND_RESULT: go_json(self.bind),
            KEY_SELECTED_NODE: self.selected_node,
        }

    def encoded_size(self, entry: dict[str, str] | None = None) -> int:
        """The length in bytes of the entry's JSON (computed once; entry if already written)."""
        if self.size < 0:
            self.size = len(go_json(self.entry() if entry is None else entry).encode())
        return self.size

    def trim(self, keep: Keep) -> None:
        """Drop the per-node results that keep does not ask for."""
        if keep.mode == "rejections":
            self._keep_rejections()
        elif keep.mode == "top":
            self._keep_nodes(self._top_nodes(keep.top))
        elif keep.mode == "none":
            self._keep_nodes(set())

    def _keep_rejections(self) -> None:
        self.filter_log = [
            item
            for node, verdicts in self.filter_table().items()
            for plugin, message in verdicts.items()
            if message != MESSAGE_PASSED
            for item in (node, plugin, message)
        ]
        self.post_filter_log = [
            (plugin, [node for node in nodes if node == nominated], nominated)
            for plugin, nodes, nominated in self.post_filter_log
        ]
        self.score_log = []
        self.normalized = []

    def _top_nodes(self, count: int) -> set[str]:
        """The count nodes of highest total final score (then by name; unscored nodes last),
        and the selected and nominated nodes."""
        # finalscore-result as numbers: Score's weighted scores, overwritten by normalized ones.
        final: dict[tuple[Any, Any], int] = {}
        log = self.score_log
        for i in range(0, len(log), 4):
            final[log[i], log[i + 1]] = int(log[i + 3])
        for plugin, nodes, values in self.normalized:
            final.update(((node, plugin), value) for node, value in zip(nodes, values, strict=True))
        totals: dict[str, int] = {}
        for (node, _), value in final.items():
            totals[node] = totals.get(node, 0) + value
        seen = {*self.filter_log[0::3], *(n for _, nodes, _ in self.post_filter_log for n in nodes)}
        ranked = sorted(totals, key=lambda node: (-totals[node], node))
        if len(ranked) < count:
            ranked += sorted(seen - totals.keys())
        kept = set(ranked[:count])
        kept.update(n for _, _, n in self.post_filter_log if n)
        if self.selected_node:
            kept.add(self.selected_node)
        return kept

    def _keep_nodes(self, kept: set[str]) -> None:
        self.filter_log = _kept_items(self.filter_log, 3, kept)
        self.score_log = _kept_items(self.score_log, 4, kept)
        self.post_filter_log = [
            (plugin, [node for node in nodes if node in kept], nominated)
            for plugin, nodes, nominated in self.post_filter_log
        ]
        normalized = []
        for plugin, nodes, values in self.normalized:
            pairs = [(n, v) for n, v in zip(nodes, values, strict=True) if n in kept]
            normalized.append((plugin, [n for n, _ in pairs], [v for _, v in pairs]))
        self.normalized = normalized


def _kept_items(log: list[Any], width: int, kept: set[str]) -> list[Any]:
    """The calls of a flat log (width items each, the node first) made for kept nodes."""
    items: list[Any] = []
    for i in range(0, len(log), width):
        if log[i] in kept:
            items.extend(log[i : i + width])
    return items


def pod_key(pod: Any) -> str:
    """`namespace/name`, how results are filed."""
    return f"{pod.metadata.namespace}/{pod.metadata.name}"


def _history_size(history: list[_Attempt]) -> int:
    """The length in bytes of the history's JSON: its entries, commas and brackets."""
    return 2 + sum(attempt.encoded_size() for attempt in history) + len(history) - 1


def _fitting(history: list[_Attempt]) -> list[_Attempt]:
    """The history without the oldest entries that make it exceed the annotation size limit."""
    while history and _history_size(history) > TOTAL_ANNOTATION_SIZE_LIMIT:
        history = history[1:]
    return history


class ResultStore:
    """Per-pod results of the current attempt, and the finished attempts of each pod.

    Annotations are written out only when read (`annotations_of`), so a run whose results
    nobody reads never encodes them.
    """

    def __init__(self, keep: Keep = KEEP_ALL) -> None:
        self.keep = keep
        self._current: dict[str, _Attempt] = {}
        # Finished attempts: the last one, and those the history may still show.
        self._last: dict[str, _Attempt] = {}
        self._history: dict[str, list[_Attempt]] = {}
        # The attempt of the pod object seen last (attempt_of): Filter and Score are called for
        # the same pod thousands of times in a row, and read these two directly.
        self.hot_pod: Any = None
        self.hot_attempt = _Attempt()
        self._rendered: tuple[str, dict[str, str]] | None = None

    def attempt(self, key: str) -> _Attempt:
        """The pod's current attempt, started on first use."""
        attempt = self._current.get(key)
        if attempt is None:
            attempt = self._current[key] = _Attempt()
        return attempt

    def attempt_of(self, pod: Any) -> _Attempt:
        """The current attempt of a pod object (the same as attempt(pod_key(pod)))."""
        if pod is not self.hot_pod:
            self.hot_attempt = self.attempt(pod_key(pod))
            self.hot_pod = pod
        return self.hot_attempt

    def flush(self, key: str) -> None:
        """End the pod's current attempt: it becomes what the pod's annotations show and a new
        entry of its result history (oldest entries dropped to fit the size limit)."""
        self.hot_pod = None
        attempt = self._current.pop(key, None)
        if attempt is None:
            return
        attempt.trim(self.keep)
        self._last[key] = attempt
        history = [*self._history.get(key, []), attempt]
        # Dropping the entries that no longer fit at every flush or once at the end gives the
        # same history; a pod's first entry is measured only when someone reads it.
        self._history[key] = _fitting(history) if len(history) > 1 else history
        if self._rendered is not None and self._rendered[0] == key:
            self._rendered = None

    def annotations_of(self, key: str) -> Mapping[str, str]:
        """The annotations of the pod's last finished attempt (empty if never attempted),
        written out when read."""
        return PodAnnotations(self, key)

    def render(self, key: str) -> dict[str, str]:
        """The annotations of the pod's last finished attempt, as JSON strings."""
        if self._rendered is not None and self._rendered[0] == key:
            return self._rendered[1]
        last = self._last.get(key)
        if last is None:
            return {}
        entry = last.entry()
        last.encoded_size(entry)
        annotations = dict(entry)
        history = _fitting(self._history[key])
        if history:
            annotations[KEY_RESULT_HISTORY] = go_json(
                [entry if a is last else a.entry() for a in history]
            )
        # Only the pod read last stays written out.
        self._rendered = (key, annotations)
        return annotations


class PodAnnotations(Mapping[str, str]):
    """A pod's result annotations: a read-only mapping, written out from the store when read."""

    __slots__ = ("_key", "_store")

    def __init__(self, store: ResultStore, key: str) -> None:
        self._store = store
        self._key = key

    def __getitem__(self, name: str) -> str:
        return self._store.render(self._key)[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._store.render(self._key))

    def __len__(self) -> int:
        return len(self._store.render(self._key))

    def __repr__(self) -> str:
        return repr(self._store.render(self._key))


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
        if store.keep.mode == "none":
            # Nothing per node is kept: Filter and Score go to the plugin itself, unrecorded
            # (the instance's attribute is found before the class's method).
            if isinstance(plugin, framework.FilterPlugin):
                self.filter = plugin.filter  # type: ignore[method-assign,assignment]
            if isinstance(plugin, framework.ScorePlugin):
                self.score = plugin.score  # type: ignore[method-assign]

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
        # Called for every Filter plugin on every node tried: kept to the bare minimum.
        status = self.plugin.filter(state, p, node_info)
        message = MESSAGE_PASSED if status is None else _status_message(status, MESSAGE_PASSED)
        node = node_info.node().metadata.name
        store = self.store
        attempt = store.hot_attempt if p is store.hot_pod else store.attempt_of(p)
        attempt.filter_log.extend((node, self._name, message))
        return status

    def post_filter(self, state: Any, p: Any, m: Any) -> Any:
        result, status = self.plugin.post_filter(state, p, m)
        nominated = ""
        if framework.Status.is_success(status) and result is not None:
            info = result.nominating_info
            nominated = info.nominated_node_name if info is not None else ""
        self.store.attempt(pod_key(p)).post_filter_log.append((self._name, list(m), nominated))
        return result, status

    def pre_score(self, state: Any, p: Any, nodes: Any) -> framework.Status | None:
        status = self.plugin.pre_score(state, p, nodes)
        attempt = self.store.attempt(pod_key(p))
        attempt.pre_score[self.name()] = _status_message(status, MESSAGE_SUCCESS)
        return status

    def score(self, state: Any, p: Any, node_name: str) -> tuple[int, Any]:
        # Called for every Score plugin on every node scored: kept to the bare minimum.
        score, status = self.plugin.score(state, p, node_name)
        if status is None or status.is_success():
            store = self.store
            attempt = store.hot_attempt if p is store.hot_pod else store.attempt_of(p)
            attempt.score_log.extend((node_name, self._name, score, score * self.weight))
        return score, status

    def score_extensions(self) -> Any:
        if self.plugin.score_extensions() is None or self.store.keep.mode == "none":
            return self.plugin.score_extensions()
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
            nodes = [node_score.name for node_score in scores]
            weighted = [node_score.score * self.wrapper.weight for node_score in scores]
            attempt = self.wrapper.store.attempt(pod_key(p))
            attempt.normalized.append((self.wrapper.name(), nodes, weighted))
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
