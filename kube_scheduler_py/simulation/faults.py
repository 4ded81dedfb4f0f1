"""A plugin that raises: the Python face of a Go panic, and how a simulation stops on it.

Go's extension points return a `*Status` (or nothing); an out-of-tree plugin has no way to
"throw". A Go plugin with a bug — a nil map, an index out of range — panics, nothing in
kube-scheduler recovers it, and the process dies. `simulate` does the same with a plugin of
your own (one from `out_of_tree_registry`) that raises where Go's signature has no error
result: the exception becomes a `PluginPanic` naming the plugin, the extension point and the
pod; the run stops at once, as the process would; and `simulate` raises the panic, with the
plugin's own traceback as its cause and `panic.result` holding what survives a crash — the
API server's objects and the events so far (`settled` is False, and there is no scheduler:
its cache, queue, reservations and assumed pods died with it).

`PluginPanic` derives from BaseException, not Exception, for the same reason Go keeps panics
apart from errors: the port turns Go's error results into exceptions and catches them where
Go checks `err != nil` (SchedulePod's caller, the binding cycle, the parallelizer). A panic
must not be caught there and dressed up as an Error status.

Where the Go signature does have an error result, raising *is* returning that error, and the
port treats it as the scheduler treats the error: a plugin factory (New) or EventsToRegister
that raises makes scheduler.New fail before anything runs; a QueueingHint that raises counts
as Queue. docs/simulate.md lists every extension point.

An exception that escapes a binding cycle otherwise (a bug of the port, in an in-tree plugin
or the cache) stops the run too, and `simulate` raises it as it is: left alone, it would only
end its asyncio task, leaving the pod assumed and the run "settled".

Python-only: kube-scheduler has no counterpart; this is the simulation's crash report.
"""

from __future__ import annotations

import asyncio
import contextlib
import traceback
from collections.abc import Awaitable, Callable, Iterator
from datetime import timedelta
from typing import TYPE_CHECKING, Any, ClassVar

from kube_scheduler_py.simulation.loop import VirtualTimeLoop
from kube_scheduler_py.simulation.results import PLUGIN_INTERFACES
from kube_scheduler_py.v1_31.framework import interface as framework
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry

if TYPE_CHECKING:
    from kube_scheduler_py.simulation.run import SimulationResult

__all__ = ["Panics", "PluginPanic", "guard_registry", "watch_binding_cycles"]


class PluginPanic(BaseException):
    """A plugin raised where Go could only have panicked; the simulation stopped there.

    Python-only: the counterpart of a Go panic in a plugin (see the module docstring).
    """

    def __init__(
        self, plugin: str, extension_point: str, pods: tuple[str, ...], node: str, cause: Exception
    ) -> None:
        super().__init__(plugin, extension_point, pods, node, cause)
        self.plugin = plugin
        self.extension_point = extension_point
        self.pods = pods
        self.node = node
        self.cause = cause
        #: What survived the crash (set by `simulate` before it raises the panic).
        self.result: SimulationResult | None = None

    def __str__(self) -> str:
        pods = f" for pod {' and '.join(self.pods)}" if self.pods else ""
        where = f" on node {self.node}" if self.node else ""
        return (
            f'plugin "{self.plugin}" panicked at {self.extension_point}{pods}{where}: '
            f"{type(self.cause).__name__}: {self.cause}"
        )

    def plugin_traceback(self) -> str:
        """The plugin's own traceback: from its extension point down to the raise."""
        tb = self.cause.__traceback__
        # The first frame is the guard that called the plugin; the plugin's code starts below.
        plugin_tb = tb.tb_next if tb is not None and tb.tb_next is not None else tb
        lines = traceback.format_exception(type(self.cause), self.cause, plugin_tb, chain=False)
        return "".join(lines)


class Panics:
    """The first panic of a run; raising one stops the run's loop, as a panic ends a process.

    Python-only: the simulation's crash recorder.
    """

    def __init__(self) -> None:
        self.first: PluginPanic | None = None
        #: An exception that escaped a binding cycle: a bug of the port, not of a plugin.
        self.escaped: Exception | None = None

    def panic(
        self, plugin: str, extension_point: str, pods: tuple[str, ...], node: str, err: Exception
    ) -> PluginPanic:
        """Record a panic; the first one stops the virtual-time loop it happened in."""
        panic = PluginPanic(plugin, extension_point, pods, node, err)
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        task = asyncio.current_task() if loop is not None else None
        if task is not None:
            # The panic is reported by simulate, not by asyncio's "never retrieved" warning.
            task.add_done_callback(_retrieve)
        if self.first is None and self.escaped is None:
            self.first = panic
            _stop(loop, task)
        return panic

    def escape(self, err: Exception) -> None:
        """Stop the run on an exception that escaped a binding cycle; simulate raises it."""
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        if task is not None:
            task.add_done_callback(_retrieve)
        if self.first is None and self.escaped is None:
            self.escaped = err
            _stop(loop, task)

    @contextlib.contextmanager
    def recover(self) -> Iterator[None]:
        """Let a recorded panic end the run quietly; simulate reports it afterwards."""
        try:
            yield
        except PluginPanic:
            if self.first is None:
                raise


def _stop(loop: asyncio.AbstractEventLoop | None, task: asyncio.Task[Any] | None) -> None:
    """End the run as a panic ends a process: every other goroutine stops where it is."""
    if not isinstance(loop, VirtualTimeLoop):
        return
    for other in asyncio.all_tasks(loop):
        if other is not task:
            other.cancel()
    loop.stop()


def watch_binding_cycles(sched: Any, panics: Panics) -> None:
    """Make an exception that escapes a binding cycle stop the run instead of vanishing.

    Go has no such thing (a Go error there is a Status); in the port, an exception escaping
    the binding goroutine is a bug, and would otherwise only end its task, leaving the pod
    assumed and the run "settled".
    """
    binding_goroutine = sched._binding_goroutine

    async def watched(*args: Any) -> None:
        try:
            await binding_goroutine(*args)
        except Exception as err:
            panics.escape(err)
            raise

    sched._binding_goroutine = watched


def _retrieve(task: asyncio.Task[Any]) -> None:
    if not task.cancelled():
        task.exception()


def guard_registry(registry: Registry, panics: Panics) -> Registry:
    """The same registry, each factory's plugin behind a guard that turns a raise into a panic."""
    guarded = Registry()
    for name, factory in registry.items():
        guarded[name] = _guarding_factory(factory, panics)
    return guarded


def _guarding_factory(
    factory: Callable[[Any, Any], framework.Plugin], panics: Panics
) -> Callable[[Any, Any], framework.Plugin]:
    def build(args: Any, handle: Any) -> framework.Plugin:
        # A factory that raises returns New's error: the framework reports it, no panic.
        plugin = factory(args, handle)
        guard: framework.Plugin = _guard_class(plugin)(plugin, panics)
        return guard

    return build


def _key(pod: Any) -> str:
    return f"{pod.metadata.namespace}/{pod.metadata.name}"


def _node_name(node_info: Any) -> str:
    node = node_info.node() if node_info is not None else None
    return node.metadata.name if node is not None else ""


class _Guard:
    """Calls the real plugin at each extension point; an exception there becomes a panic.

    Subclassed on the fly (see `_guard_class`) together with exactly the framework interfaces
    the plugin implements, so the framework sees the same plugin shape.
    """

    #: The plugin it guards is `.plugin` (the tracer looks through to its methods).
    wraps_plugin: ClassVar[bool] = True

    def __init__(self, plugin: framework.Plugin, panics: Panics) -> None:
        self.plugin: Any = plugin
        self.panics = panics
        self._name = str(plugin.name())

    def name(self) -> str:
        return self._name

    def _call(
        self, point: str, pods: tuple[Any, ...], node: str, method: Callable[..., Any], *args: Any
    ) -> Any:
        try:
            return method(*args)
        except Exception as err:
            keys = tuple(_key(p) for p in pods)
            raise self.panics.panic(self._name, point, keys, node, err) from err

    async def _call_async(
        self, point: str, pod: Any, node: str, method: Callable[..., Awaitable[Any]], *args: Any
    ) -> Any:
        try:
            return await method(*args)
        except Exception as err:
            raise self.panics.panic(self._name, point, (_key(pod),), node, err) from err

    def events_to_register(self) -> Any:
        # Go's EventsToRegister returns an error: raising is returning it, not a panic.
        return self.plugin.events_to_register()

    def pre_enqueue(self, p: Any) -> Any:
        return self._call("PreEnqueue", (p,), "", self.plugin.pre_enqueue, p)

    def less(self, a: Any, b: Any) -> Any:
        return self._call("QueueSort", (a.pod, b.pod), "", self.plugin.less, a, b)

    def pre_filter(self, state: Any, p: Any) -> Any:
        return self._call("PreFilter", (p,), "", self.plugin.pre_filter, state, p)

    def pre_filter_extensions(self) -> Any:
        extensions = self._call("PreFilterExtensions", (), "", self.plugin.pre_filter_extensions)
        return None if extensions is None else _GuardedPreFilterExtensions(self, extensions)

    def filter(self, state: Any, p: Any, node_info: Any) -> Any:
        node = _node_name(node_info)
        return self._call("Filter", (p,), node, self.plugin.filter, state, p, node_info)

    def post_filter(self, state: Any, p: Any, m: Any) -> Any:
        return self._call("PostFilter", (p,), "", self.plugin.post_filter, state, p, m)

    def pre_score(self, state: Any, p: Any, nodes: Any) -> Any:
        return self._call("PreScore", (p,), "", self.plugin.pre_score, state, p, nodes)

    def score(self, state: Any, p: Any, node_name: str) -> Any:
        return self._call("Score", (p,), node_name, self.plugin.score, state, p, node_name)

    def score_extensions(self) -> Any:
        extensions = self._call("ScoreExtensions", (), "", self.plugin.score_extensions)
        return None if extensions is None else _GuardedScoreExtensions(self, extensions)

    def reserve(self, state: Any, p: Any, node_name: str) -> Any:
        return self._call("Reserve", (p,), node_name, self.plugin.reserve, state, p, node_name)

    def unreserve(self, state: Any, p: Any, node_name: str) -> None:
        self._call("Unreserve", (p,), node_name, self.plugin.unreserve, state, p, node_name)

    def permit(self, state: Any, p: Any, node_name: str) -> tuple[Any, timedelta]:
        result: tuple[Any, timedelta] = self._call(
            "Permit", (p,), node_name, self.plugin.permit, state, p, node_name
        )
        return result

    async def pre_bind(self, state: Any, p: Any, node_name: str) -> Any:
        return await self._call_async(
            "PreBind", p, node_name, self.plugin.pre_bind, state, p, node_name
        )

    def bind(self, state: Any, p: Any, node_name: str) -> Any:
        return self._call("Bind", (p,), node_name, self.plugin.bind, state, p, node_name)

    def post_bind(self, state: Any, p: Any, node_name: str) -> None:
        self._call("PostBind", (p,), node_name, self.plugin.post_bind, state, p, node_name)


class _GuardedPreFilterExtensions(framework.PreFilterExtensions):
    """A plugin's AddPod and RemovePod, behind its guard."""

    def __init__(self, guard: _Guard, extensions: framework.PreFilterExtensions) -> None:
        self.guard = guard
        self.extensions = extensions

    def add_pod(
        self, state: Any, pod_to_schedule: Any, pod_info_to_add: Any, node_info: Any
    ) -> Any:
        return self.guard._call(
            "PreFilterExtensionAddPod",
            (pod_to_schedule,),
            _node_name(node_info),
            self.extensions.add_pod,
            state,
            pod_to_schedule,
            pod_info_to_add,
            node_info,
        )

    def remove_pod(
        self, state: Any, pod_to_schedule: Any, pod_info_to_remove: Any, node_info: Any
    ) -> Any:
        return self.guard._call(
            "PreFilterExtensionRemovePod",
            (pod_to_schedule,),
            _node_name(node_info),
            self.extensions.remove_pod,
            state,
            pod_to_schedule,
            pod_info_to_remove,
            node_info,
        )


class _GuardedScoreExtensions(framework.ScoreExtensions):
    """A plugin's NormalizeScore, behind its guard."""

    def __init__(self, guard: _Guard, extensions: framework.ScoreExtensions) -> None:
        self.guard = guard
        self.extensions = extensions

    def normalize_score(self, state: Any, p: Any, scores: Any) -> Any:
        return self.guard._call(
            "NormalizeScore", (p,), "", self.extensions.normalize_score, state, p, scores
        )


_GUARD_CLASSES: dict[tuple[type, ...], type] = {}


def _guard_class(plugin: framework.Plugin) -> type:
    """A guard type implementing exactly the interfaces that plugin implements."""
    implemented = tuple(i for i in PLUGIN_INTERFACES if isinstance(plugin, i))
    cls = _GUARD_CLASSES.get(implemented)
    if cls is None:
        name = "Guarded" + "".join(i.__name__ for i in implemented)
        cls = _GUARD_CLASSES[implemented] = type(name, (_Guard, *implemented), {})
    return cls
