"""The framework runtime: builds a profile's plugins and runs them at each extension point.

`new_framework` turns a profile (which plugins are enabled where, with which args) into a
frameworkImpl: it builds every needed plugin through the Registry, places it at its extension
points (expanding MultiPoint), checks the score weights, and then offers the Run* methods the
scheduler calls during the scheduling and binding cycles.

# Python: Go's ctx and klog.Logger parameters are dropped, and with them the log lines and the
# `ctx.Done()` checks inside the plugin loops; WaitOnPermit is a coroutine, so the task awaiting
# it can be cancelled. Metrics are not ported: the metrics recorder, the extension-point and
# plugin duration observations and the instrumented plugin wrappers
# (setInstrumentedPlugins, instrumented_plugins.go) are left out, so each run* helper just calls
# its plugin.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Protocol, runtime_checkable

from kube_scheduler_py.clock import FakeClock, new_fake_clock
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as corev1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote as _quote
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework import parallelize
from kube_scheduler_py.v1_31.framework.cycle_state import CycleState
from kube_scheduler_py.v1_31.framework.extender import Extender
from kube_scheduler_py.v1_31.framework.interface import (
    BindPlugin,
    Code,
    EnqueueExtensions,
    FilterPlugin,
    Framework,
    Handle,
    LessFunc,
    MaxNodeScore,
    MaxTotalScore,
    MinNodeScore,
    ModeNoop,
    NodePluginScores,
    NodeScore,
    NodeScoreList,
    NodeToStatusMap,
    NominatingInfo,
    PermitPlugin,
    Plugin,
    PluginScore,
    PodNominator,
    PostBindPlugin,
    PostFilterPlugin,
    PostFilterResult,
    PreBindPlugin,
    PreEnqueuePlugin,
    PreFilterPlugin,
    PreFilterResult,
    PreScorePlugin,
    QueueSortPlugin,
    ReservePlugin,
    ScorePlugin,
    Status,
    WaitingPod,
    as_status,
    new_status,
)
from kube_scheduler_py.v1_31.framework.listers import SharedLister
from kube_scheduler_py.v1_31.framework.runtime.registry import FrameworkRuntimeError, Registry
from kube_scheduler_py.v1_31.framework.runtime.waiting_pods_map import (
    new_waiting_pod,
    waitingPodsMap,
)
from kube_scheduler_py.v1_31.framework.types import (
    ClusterEventWithHint,
    ExtenderName,
    NodeInfo,
    PodInfo,
    QueuedPodInfo,
    unroll_wild_card_resource,
)

#: The longest a Permit plugin may make a pod wait; longer timeouts are cut to this.
#: Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L48-L48
maxTimeout = timedelta(minutes=15)


class frameworkImpl(Framework):
    """One profile's plugins, listed per extension point, and what they need from the scheduler.

    # Python: `logger` and `metricsRecorder` are not kept (see the module docstring); `clock`
    # is added, the virtual clock the Permit timeouts run on. Go embeds the PodNominator; here
    # it is the field pod_nominator and the nominator methods delegate to it. A field whose
    # snake_case name would hide a method of the same name (extenders, profile_name, ...)
    # carries a trailing underscore.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L53-L90
    """

    def __init__(self) -> None:
        self.registry: Registry = Registry()
        self.snapshot_shared_lister_: SharedLister | None = None
        self.waiting_pods: waitingPodsMap | None = None
        self.score_plugin_weight: dict[str, int] = {}
        self.pre_enqueue_plugins_: list[PreEnqueuePlugin] = []
        self.enqueue_extensions_: list[EnqueueExtensions] = []
        self.queue_sort_plugins: list[QueueSortPlugin] = []
        self.pre_filter_plugins: list[PreFilterPlugin] = []
        self.filter_plugins: list[FilterPlugin] = []
        self.post_filter_plugins: list[PostFilterPlugin] = []
        self.pre_score_plugins: list[PreScorePlugin] = []
        self.score_plugins: list[ScorePlugin] = []
        self.reserve_plugins: list[ReservePlugin] = []
        self.pre_bind_plugins: list[PreBindPlugin] = []
        self.bind_plugins: list[BindPlugin] = []
        self.post_bind_plugins: list[PostBindPlugin] = []
        self.permit_plugins: list[PermitPlugin] = []

        # Every built plugin, by name.
        self.plugins_map: dict[str, Plugin] = {}

        # Python: the client-side objects (clientset, rest config, event recorder, informer
        # factory, resource claim assume cache) are opaque here; the in-memory API server
        # that provides them is ported elsewhere.
        self.client_set_: Any = None
        self.kube_config_: Any = None
        self.event_recorder_: Any = None
        self.informer_factory: Any = None
        self.resource_claim_cache_: Any = None

        self.profile_name_ = ""
        self.percentage_of_nodes_to_score_: int | None = None

        self.extenders_: list[Extender] = []
        self.pod_nominator: PodNominator | None = None

        self.parallelizer_: parallelize.Parallelizer = parallelize.new_parallelizer(
            parallelize.DefaultParallelism
        )
        self.clock: FakeClock = new_fake_clock()

    def get_extension_points(self, plugins: config.Plugins) -> list[extensionPoint]:
        """Pair each extension point's configured PluginSet with the list of built plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L103-L118
        """
        return [
            extensionPoint(plugins.pre_filter, self.pre_filter_plugins, PreFilterPlugin),
            extensionPoint(plugins.filter, self.filter_plugins, FilterPlugin),
            extensionPoint(plugins.post_filter, self.post_filter_plugins, PostFilterPlugin),
            extensionPoint(plugins.reserve, self.reserve_plugins, ReservePlugin),
            extensionPoint(plugins.pre_score, self.pre_score_plugins, PreScorePlugin),
            extensionPoint(plugins.score, self.score_plugins, ScorePlugin),
            extensionPoint(plugins.pre_bind, self.pre_bind_plugins, PreBindPlugin),
            extensionPoint(plugins.bind, self.bind_plugins, BindPlugin),
            extensionPoint(plugins.post_bind, self.post_bind_plugins, PostBindPlugin),
            extensionPoint(plugins.permit, self.permit_plugins, PermitPlugin),
            extensionPoint(plugins.pre_enqueue, self.pre_enqueue_plugins_, PreEnqueuePlugin),
            extensionPoint(plugins.queue_sort, self.queue_sort_plugins, QueueSortPlugin),
        ]

    def extenders(self) -> list[Extender]:
        """The configured scheduler extenders.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L121-L123
        """
        return self.extenders_

    def set_pod_nominator(self, nominator: PodNominator) -> None:
        """Set the nominator the framework delegates nominated-pod questions to.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L428-L430
        """
        self.pod_nominator = nominator

    def close(self) -> None:
        """Close every plugin that has a close() method; raise all failures joined together.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L433-L445
        """
        errs: list[BaseException] = []
        for name, plugin in self.plugins_map.items():
            if isinstance(plugin, _Closer):
                try:
                    plugin.close()
                except Exception as err:
                    # Every plugin gets its chance to close, even after a failure.
                    errs.append(_wrap_error(f"{name} failed to close", err))
        if errs:
            raise _JoinedError(errs)

    def expand_multi_point_plugins(self, profile: config.KubeSchedulerProfile) -> None:
        """Add the MultiPoint plugins to every extension point they implement.

        A plugin also enabled at the specific extension point keeps that configuration (an
        override); a plugin listed twice in MultiPoint is an error. The resulting order is:
        overridden plugins (in their extension-point order), then MultiPoint-only plugins,
        then the extension point's other plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L511-L596
        """
        assert profile.plugins is not None
        for e in self.get_extension_points(profile.plugins):
            plugin_type = e.plugin_type
            # Plugins enabled at this extension point itself, to tell overrides from repeats.
            enabled_set = new_ordered_set()
            for plugin in e.plugins.enabled:
                enabled_set.insert(plugin.name)

            disabled_set: set[str] = set()
            for disabled_plugin in e.plugins.disabled:
                disabled_set.add(disabled_plugin.name)
            if "*" in disabled_set:
                continue

            # MultiPoint-only plugins and overridden plugins are tracked apart.
            multi_point_enabled = new_ordered_set()
            override_plugins = new_ordered_set()
            for ep in profile.plugins.multi_point.enabled:
                pg = self.plugins_map.get(ep.name)
                if pg is None:
                    raise FrameworkRuntimeError(
                        f"{plugin_type.__name__} {_quote(ep.name)} does not exist"
                    )

                # Skip plugins that do not implement this extension point.
                if not isinstance(pg, plugin_type):
                    continue

                # MultiPoint can be turned off for a plugin at a single extension point.
                if ep.name in disabled_set:
                    continue

                # Enabled here explicitly: the specific configuration wins over MultiPoint.
                if enabled_set.has(ep.name):
                    override_plugins.insert(ep.name)
                    continue

                # Listed twice in MultiPoint: a configuration error.
                if multi_point_enabled.has(ep.name):
                    raise FrameworkRuntimeError(
                        f"plugin {_quote(ep.name)} already registered as "
                        f"{_quote(plugin_type.__name__)}"
                    )

                multi_point_enabled.insert(ep.name)

            new_plugins: list[Any] = []
            # First the overridden plugins, in the order of the extension point's own list.
            for name in list(enabled_set.list):
                if override_plugins.has(name):
                    new_plugins.append(self.plugins_map[name])
                    enabled_set.delete(name)
            # Then the plugins only MultiPoint enables.
            for name in multi_point_enabled.list:
                new_plugins.append(self.plugins_map[name])
            # Then the rest of the extension point's own plugins.
            for name in enabled_set.list:
                new_plugins.append(self.plugins_map[name])
            e.slice_ptr[:] = new_plugins

    def fill_enqueue_extensions(self, p: Plugin) -> None:
        """Record p's queueing events; a plugin that declares none is woken by every event.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L608-L624
        """
        if not should_have_enqueue_extensions(p):
            # Only plugins that can reject a pod need queueing events.
            return

        if not isinstance(p, EnqueueExtensions):
            # Without its own list the plugin is re-queued on any event, to stay safe.
            self.enqueue_extensions_.append(defaultEnqueueExtension(plugin_name=p.name()))
            return

        self.enqueue_extensions_.append(p)

    def pre_enqueue_plugins(self) -> list[PreEnqueuePlugin]:
        """The PreEnqueue plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L667-L669
        """
        return self.pre_enqueue_plugins_

    def enqueue_extensions(self) -> list[EnqueueExtensions]:
        """The plugins' queueing-event registrations.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L672-L674
        """
        return self.enqueue_extensions_

    def queue_sort_func(self: frameworkImpl | None) -> LessFunc:
        """The Less function of the one QueueSort plugin; for None, a function that keeps order.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L677-L690
        """
        if self is None:
            # Without a framework (only in tests) the queue keeps insertion order.
            return _never_less

        if len(self.queue_sort_plugins) == 0:
            # Python: Go panics here.
            raise FrameworkRuntimeError("No QueueSort plugin is registered in the frameworkImpl.")

        return self.queue_sort_plugins[0].less

    def run_pre_filter_plugins(
        self, state: CycleState, pod: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None, set[str]]:
        """Run every PreFilter plugin and merge their node restrictions.

        Skip marks the plugin (and its Filter) skipped for the cycle; Unschedulable is
        remembered while the others still run; UnschedulableAndUnresolvable stops at once;
        any other failure is an Error. An empty merged node set rejects the pod as
        UnschedulableAndUnresolvable. Returns the merged result, the status and the plugins
        that restricted the nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L698-L755
        """
        skip_plugins: set[str] = set()
        try:
            result: PreFilterResult | None = None
            plugins_with_nodes: set[str] = set()
            return_status: Status | None = None
            for pl in self.pre_filter_plugins:
                r, s = self.run_pre_filter_plugin(pl, state, pod)
                if Status.is_skip(s):
                    skip_plugins.add(pl.name())
                    continue
                if not Status.is_success(s):
                    assert s is not None
                    s.set_plugin(pl.name())
                    if s.code() == Code.UnschedulableAndUnresolvable:
                        # Preemption cannot help, so the remaining plugins need not run.
                        return None, s, set()
                    if s.code() == Code.Unschedulable:
                        # Preemption may help later: keep running the other plugins.
                        return_status = s
                        continue
                    return (
                        None,
                        _as_status(
                            _wrap_error(
                                f"running PreFilter plugin {_quote(pl.name())}", s.as_error()
                            )
                        ).with_plugin(pl.name()),
                        set(),
                    )
                if not PreFilterResult.all_nodes(r):
                    plugins_with_nodes.add(pl.name())
                result = PreFilterResult.merge(result, r)
                if not PreFilterResult.all_nodes(result):
                    assert result is not None and result.node_names is not None
                    if len(result.node_names) == 0:
                        names = sorted(plugins_with_nodes)
                        msg = f"node(s) didn't satisfy plugin(s) {_go_list(names)} simultaneously"
                        if len(plugins_with_nodes) == 1:
                            msg = f"node(s) didn't satisfy plugin {names[0]}"

                        # Nodes the result filters out count as UnschedulableAndUnresolvable.
                        return (
                            result,
                            new_status(Code.UnschedulableAndUnresolvable, msg),
                            plugins_with_nodes,
                        )
            return result, return_status, plugins_with_nodes
        finally:
            state.skip_filter_plugins = skip_plugins

    def run_pre_filter_plugin(
        self, pl: PreFilterPlugin, state: CycleState, pod: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None]:
        """Call one PreFilter plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L757-L765
        """
        return pl.pre_filter(state, pod)

    def run_pre_filter_extension_add_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        """Call AddPod of every PreFilter extension not skipped in this cycle; stop at a failure.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L770-L800
        """
        for pl in self.pre_filter_plugins:
            if pl.pre_filter_extensions() is None or _set_has(state.skip_filter_plugins, pl.name()):
                continue
            status = self.run_pre_filter_extension_add_pod_(
                pl, state, pod_to_schedule, pod_info_to_add, node_info
            )
            if not Status.is_success(status):
                err = Status.as_error(status)
                return as_status(
                    _wrap_error(f"running AddPod on PreFilter plugin {_quote(pl.name())}", err)
                )

        return None

    def run_pre_filter_extension_add_pod_(
        self,
        pl: PreFilterPlugin,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        """Call AddPod of one plugin's PreFilter extension.

        # Python: Go's unexported runPreFilterExtensionAddPod shares its snake_case name with
        # the exported method, so it carries a trailing underscore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L802-L810
        """
        ext = pl.pre_filter_extensions()
        assert ext is not None
        return ext.add_pod(state, pod_to_schedule, pod_info_to_add, node_info)

    def run_pre_filter_extension_remove_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        """Call RemovePod of every PreFilter extension not skipped in this cycle; stop at a
        failure.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L815-L845
        """
        for pl in self.pre_filter_plugins:
            if pl.pre_filter_extensions() is None or _set_has(state.skip_filter_plugins, pl.name()):
                continue
            status = self.run_pre_filter_extension_remove_pod_(
                pl, state, pod_to_schedule, pod_info_to_remove, node_info
            )
            if not Status.is_success(status):
                err = Status.as_error(status)
                return as_status(
                    _wrap_error(f"running RemovePod on PreFilter plugin {_quote(pl.name())}", err)
                )

        return None

    def run_pre_filter_extension_remove_pod_(
        self,
        pl: PreFilterPlugin,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        """Call RemovePod of one plugin's PreFilter extension.

        # Python: trailing underscore as for run_pre_filter_extension_add_pod_.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L847-L855
        """
        ext = pl.pre_filter_extensions()
        assert ext is not None
        return ext.remove_pod(state, pod_to_schedule, pod_info_to_remove, node_info)

    def run_filter_plugins(
        self, state: CycleState, pod: v1.Pod, node_info: NodeInfo
    ) -> Status | None:
        """Run the Filter plugins on one node, stopping at the first that does not pass.

        A rejection is returned as is; any other failure becomes an Error. Either way the
        status names the plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L861-L894
        """
        # Python: _set_has and is_success inlined (a nil status is Success); this runs for
        # every Filter plugin on every node.
        skip_plugins = state.skip_filter_plugins
        for pl in self.filter_plugins:
            if skip_plugins is not None and pl.name() in skip_plugins:
                continue
            status = self.run_filter_plugin(pl, state, pod, node_info)
            if status is not None and not status.is_success():
                if not Status.is_rejected(status):
                    # Filter plugins should only pass or reject; anything else is an error.
                    status = as_status(
                        _wrap_error(
                            f"running {_quote(pl.name())} filter plugin", Status.as_error(status)
                        )
                    )
                assert status is not None
                status.set_plugin(pl.name())
                return status

        return None

    def run_filter_plugin(
        self, pl: FilterPlugin, state: CycleState, pod: v1.Pod, node_info: NodeInfo
    ) -> Status | None:
        """Call one Filter plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L896-L904
        """
        return pl.filter(state, pod, node_info)

    def run_post_filter_plugins(
        self, state: CycleState, pod: v1.Pod, filtered_node_status_map: NodeToStatusMap
    ) -> tuple[PostFilterResult | None, Status | None]:
        """Run PostFilter plugins until one succeeds, errors or finds the pod unresolvable.

        When all of them only reject, the result is Unschedulable with all their reasons,
        credited to the first plugin, together with the last result that nominates a node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L908-L951
        """
        # The last PostFilterResult that asks for a nomination.
        result: PostFilterResult | None = None
        reasons: list[str] = []
        rejector_plugin = ""
        for pl in self.post_filter_plugins:
            r, s = self.run_post_filter_plugin(pl, state, pod, filtered_node_status_map)
            if Status.is_success(s):
                return r, s
            assert s is not None
            if s.code() == Code.UnschedulableAndUnresolvable:
                return r, s.with_plugin(pl.name())
            elif not s.is_rejected():
                # Anything but Success, Unschedulable or UnschedulableAndUnresolvable is an Error.
                return None, _as_status(s.as_error()).with_plugin(pl.name())
            elif r is not None and NominatingInfo.mode(r.nominating_info) != ModeNoop:
                result = r

            reasons.extend(s.reasons())
            # The first plugin that rejected is credited with the rejection.
            if len(rejector_plugin) == 0:
                rejector_plugin = pl.name()

        return result, new_status(Code.Unschedulable, *reasons).with_plugin(rejector_plugin)

    def run_post_filter_plugin(
        self,
        pl: PostFilterPlugin,
        state: CycleState,
        pod: v1.Pod,
        filtered_node_status_map: NodeToStatusMap,
    ) -> tuple[PostFilterResult | None, Status | None]:
        """Call one PostFilter plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L953-L961
        """
        return pl.post_filter(state, pod, filtered_node_status_map)

    def run_filter_plugins_with_nominated_pods(
        self, state: CycleState, pod: v1.Pod, info: NodeInfo
    ) -> Status | None:
        """Run Filter on a node as if the pods nominated to it (of at least the pod's
        priority) were running there, and, if that passes, once more without them.

        Passing both ways is the conservative answer: resource and anti-affinity checks get
        harder with the nominated pods, affinity checks may get harder without them.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L973-L1018
        """
        status: Status | None = None

        pods_added = False
        for i in range(2):
            state_to_use = state
            node_info_to_use = info
            if i == 0:
                pods_added, state_to_use, node_info_to_use, err = add_nominated_pods(
                    self, pod, state, info
                )
                if err is not None:
                    return as_status(err)
            elif not pods_added or not Status.is_success(status):
                break

            status = self.run_filter_plugins(state_to_use, pod, node_info_to_use)
            # Python: a nil status (Success) is tested without a call; this runs once per node.
            if status is not None and not status.is_success() and not status.is_rejected():
                return status

        return status

    def run_pre_score_plugins(
        self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> Status | None:
        """Run every PreScore plugin; Skip turns off that plugin's Score for this cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1052-L1085
        """
        skip_plugins: set[str] = set()
        try:
            for pl in self.pre_score_plugins:
                status = self.run_pre_score_plugin(pl, state, pod, nodes)
                if Status.is_skip(status):
                    skip_plugins.add(pl.name())
                    continue
                if not Status.is_success(status):
                    return as_status(
                        _wrap_error(
                            f"running PreScore plugin {_quote(pl.name())}", Status.as_error(status)
                        )
                    )
            return None
        finally:
            state.skip_score_plugins = skip_plugins

    def run_pre_score_plugin(
        self, pl: PreScorePlugin, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> Status | None:
        """Call one PreScore plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1087-L1095
        """
        return pl.pre_score(state, pod, nodes)

    def run_score_plugins(
        self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[list[NodePluginScores], Status | None]:
        """Score every node with every non-skipped Score plugin, normalise, check the range
        [MinNodeScore, MaxNodeScore] and apply the weights.

        Returns, per node, each plugin's weighted score and their total.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1101-L1207
        """
        # Python: Go's make() fills slices with zero values; every slot here is replaced
        # before it is read, so one shared zero value stands for them all.
        all_node_plugin_scores = [NodePluginScores()] * len(nodes)
        plugins: list[ScorePlugin] = []
        plugin_to_node_scores: dict[str, NodeScoreList] = {}
        for pl in self.score_plugins:
            if _set_has(state.skip_score_plugins, pl.name()):
                continue
            plugins.append(pl)
            plugin_to_node_scores[pl.name()] = [NodeScore()] * len(nodes)
        # Python: the cancellable context becomes a flag the parallelizer polls.
        ctx_done = False

        def cancel() -> None:
            nonlocal ctx_done
            ctx_done = True

        def cancelled() -> bool:
            return ctx_done

        err_ch = parallelize.new_error_channel()

        # Python: each plugin's list of node scores, looked up once rather than per node.
        node_scores_of = [plugin_to_node_scores[pl.name()] for pl in plugins]

        if len(plugins) > 0:
            # Score each node with every plugin.
            def score_node(index: int) -> None:
                node_name = _node_name(nodes[index])
                for pl, node_scores in zip(plugins, node_scores_of, strict=True):
                    s, status = self.run_score_plugin(pl, state, pod, node_name)
                    # Python: is_success inlined (a nil status is Success), as above.
                    if status is not None and not status.is_success():
                        err = _wrap_error(
                            f"plugin {_quote(pl.name())} failed with", Status.as_error(status)
                        )
                        err_ch.send_error_with_cancel(err, cancel)
                        return
                    # Python: positional fields (name, score) here and below: in CPython 3.11
                    # building an object from keywords costs twice as much, once per node.
                    node_scores[index] = NodeScore(node_name, s)

            self.parallelizer().until(len(nodes), score_node, "Score", cancelled=cancelled)
            err = err_ch.receive_error()
            if err is not None:
                return [], as_status(_wrap_error("running Score plugins", err))

        # Normalise each plugin's scores.
        def normalize(index: int) -> None:
            pl = plugins[index]
            if pl.score_extensions() is None:
                return
            node_score_list = plugin_to_node_scores[pl.name()]
            status = self.run_score_extension(pl, state, pod, node_score_list)
            if not Status.is_success(status):
                err = _wrap_error(
                    f"plugin {_quote(pl.name())} failed with", Status.as_error(status)
                )
                err_ch.send_error_with_cancel(err, cancel)
                return

        self.parallelizer().until(len(plugins), normalize, "Score", cancelled=cancelled)
        err = err_ch.receive_error()
        if err is not None:
            return [], as_status(_wrap_error("running Normalize on Score plugins", err))

        # Python: each plugin's name, weight and node scores, looked up once rather than per
        # node.
        weighing = [
            (pl.name(), self.score_plugin_weight.get(pl.name(), 0), node_scores)
            for pl, node_scores in zip(plugins, node_scores_of, strict=True)
        ]

        # Python: one zero PluginScore fills every node's slots, each replaced before it is read.
        zero_score = PluginScore()

        # Weigh the scores and build each node's NodePluginScores.
        def apply_weights(index: int) -> None:
            # name, scores: slots, each replaced below
            node_plugin_scores = NodePluginScores(
                _node_name(nodes[index]), [zero_score] * len(plugins)
            )

            for i, (name, weight, node_score_list) in enumerate(weighing):
                score = node_score_list[index].score

                if score > MaxNodeScore or score < MinNodeScore:
                    err = FrameworkRuntimeError(
                        f"plugin {_quote(name)} returns an invalid score {score}, it should "
                        f"in the range of [{MinNodeScore}, {MaxNodeScore}] after normalizing"
                    )
                    err_ch.send_error_with_cancel(err, cancel)
                    return
                weighted_score = score * weight
                node_plugin_scores.scores[i] = PluginScore(name, weighted_score)
                node_plugin_scores.total_score += weighted_score
            all_node_plugin_scores[index] = node_plugin_scores

        self.parallelizer().until(len(nodes), apply_weights, "Score", cancelled=cancelled)
        err = err_ch.receive_error()
        if err is not None:
            return [], as_status(_wrap_error("applying score defaultWeights on Score plugins", err))

        return all_node_plugin_scores, None

    def run_score_plugin(
        self, pl: ScorePlugin, state: CycleState, pod: v1.Pod, node_name: str
    ) -> tuple[int, Status | None]:
        """Call one Score plugin on one node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1209-L1217
        """
        return pl.score(state, pod, node_name)

    def run_score_extension(
        self, pl: ScorePlugin, state: CycleState, pod: v1.Pod, node_score_list: NodeScoreList
    ) -> Status | None:
        """Call one Score plugin's NormalizeScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1219-L1227
        """
        ext = pl.score_extensions()
        assert ext is not None
        return ext.normalize_score(state, pod, node_score_list)

    async def run_pre_bind_plugins(
        self, state: CycleState, pod: v1.Pod, node_name: str
    ) -> Status | None:
        """Run PreBind plugins, stopping at the first that fails or rejects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1232-L1262
        """
        for pl in self.pre_bind_plugins:
            status = await self.run_pre_bind_plugin(pl, state, pod, node_name)
            if not Status.is_success(status):
                assert status is not None
                if status.is_rejected():
                    status.set_plugin(pl.name())
                    return status
                err = status.as_error()
                return as_status(_wrap_error(f"running PreBind plugin {_quote(pl.name())}", err))
        return None

    async def run_pre_bind_plugin(
        self, pl: PreBindPlugin, state: CycleState, pod: v1.Pod, node_name: str
    ) -> Status | None:
        """Call one PreBind plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1264-L1272
        """
        return await pl.pre_bind(state, pod, node_name)

    def run_bind_plugins(self, state: CycleState, pod: v1.Pod, node_name: str) -> Status | None:
        """Run Bind plugins until one does not Skip; Skip if there are none or all skip.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1275-L1311
        """
        if len(self.bind_plugins) == 0:
            return new_status(Code.Skip, "")
        status: Status | None = None
        for pl in self.bind_plugins:
            status = self.run_bind_plugin(pl, state, pod, node_name)
            if Status.is_skip(status):
                continue
            if not Status.is_success(status):
                assert status is not None
                if status.is_rejected():
                    status.set_plugin(pl.name())
                    return status
                err = status.as_error()
                return as_status(_wrap_error(f"running Bind plugin {_quote(pl.name())}", err))
            return status
        return status

    def run_bind_plugin(
        self, bp: BindPlugin, state: CycleState, pod: v1.Pod, node_name: str
    ) -> Status | None:
        """Call one Bind plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1313-L1321
        """
        return bp.bind(state, pod, node_name)

    def run_post_bind_plugins(self, state: CycleState, pod: v1.Pod, node_name: str) -> None:
        """Run every PostBind plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1324-L1342
        """
        for pl in self.post_bind_plugins:
            self.run_post_bind_plugin(pl, state, pod, node_name)

    def run_post_bind_plugin(
        self, pl: PostBindPlugin, state: CycleState, pod: v1.Pod, node_name: str
    ) -> None:
        """Call one PostBind plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1344-L1352
        """
        pl.post_bind(state, pod, node_name)

    def run_reserve_plugins_reserve(
        self, state: CycleState, pod: v1.Pod, node_name: str
    ) -> Status | None:
        """Run Reserve of every Reserve plugin, stopping at the first failure (the caller then
        runs Unreserve).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1359-L1389
        """
        for pl in self.reserve_plugins:
            status = self.run_reserve_plugin_reserve(pl, state, pod, node_name)
            if not Status.is_success(status):
                assert status is not None
                if status.is_rejected():
                    status.set_plugin(pl.name())
                    return status
                err = status.as_error()
                return as_status(_wrap_error(f"running Reserve plugin {_quote(pl.name())}", err))
        return None

    def run_reserve_plugin_reserve(
        self, pl: ReservePlugin, state: CycleState, pod: v1.Pod, node_name: str
    ) -> Status | None:
        """Call one plugin's Reserve.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1391-L1399
        """
        return pl.reserve(state, pod, node_name)

    def run_reserve_plugins_unreserve(self, state: CycleState, pod: v1.Pod, node_name: str) -> None:
        """Run Unreserve of every Reserve plugin, in the reverse order of Reserve.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1403-L1425
        """
        for i in range(len(self.reserve_plugins) - 1, -1, -1):
            pl = self.reserve_plugins[i]
            self.run_reserve_plugin_unreserve(pl, state, pod, node_name)

    def run_reserve_plugin_unreserve(
        self, pl: ReservePlugin, state: CycleState, pod: v1.Pod, node_name: str
    ) -> None:
        """Call one plugin's Unreserve.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1427-L1435
        """
        pl.unreserve(state, pod, node_name)

    def run_permit_plugins(self, state: CycleState, pod: v1.Pod, node_name: str) -> Status | None:
        """Run every Permit plugin. A rejection or error stops at once; if some plugins ask to
        wait, the pod becomes a waiting pod (each plugin's wait capped at maxTimeout) and the
        result is Wait.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1443-L1490
        """
        plugins_wait_time: dict[str, timedelta] = {}
        status_code = Code.Success
        for pl in self.permit_plugins:
            status, timeout = self.run_permit_plugin(pl, state, pod, node_name)
            if not Status.is_success(status):
                assert status is not None
                if status.is_rejected():
                    return status.with_plugin(pl.name())
                if status.is_wait():
                    # No plugin may hold a pod longer than maxTimeout.
                    if timeout > maxTimeout:
                        timeout = maxTimeout
                    plugins_wait_time[pl.name()] = timeout
                    status_code = Code.Wait
                else:
                    err = status.as_error()
                    return _as_status(
                        _wrap_error(f"running Permit plugin {_quote(pl.name())}", err)
                    ).with_plugin(pl.name())
        if status_code == Code.Wait:
            waiting_pod = new_waiting_pod(pod, plugins_wait_time, self.clock)
            self._must_waiting_pods().add(waiting_pod)
            msg = f"one or more plugins asked to wait and no plugin rejected pod {_quote(pod.name)}"
            return new_status(Code.Wait, msg)
        return None

    def run_permit_plugin(
        self, pl: PermitPlugin, state: CycleState, pod: v1.Pod, node_name: str
    ) -> tuple[Status | None, timedelta]:
        """Call one Permit plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1492-L1500
        """
        return pl.permit(state, pod, node_name)

    async def wait_on_permit(self, pod: v1.Pod) -> Status | None:
        """If the pod is waiting at Permit, wait until it is allowed, rejected or timed out.

        The pod leaves the waiting pods when this returns, also when the awaiting task is
        cancelled.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1503-L1527
        """
        waiting_pods = self._must_waiting_pods()
        waiting_pod = waiting_pods.get(pod.uid)
        if waiting_pod is None:
            return None
        try:
            s = await waiting_pod.s.get()

            if not Status.is_success(s):
                if s.is_rejected():
                    return s
                err = s.as_error()
                return _as_status(_wrap_error("waiting on permit for pod", err)).with_plugin(
                    s.plugin()
                )
            return None
        finally:
            waiting_pods.remove(pod.uid)

    def snapshot_shared_lister(self) -> SharedLister:
        """The listers over the cycle's NodeInfo snapshot.

        The snapshot is taken when a scheduling cycle starts and stays unchanged until the pod
        is reserved.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1533-L1535
        """
        # Python: Go hands back a nil interface when no lister was given; so does this (no
        # typing.cast: it is a call, and every Score plugin asks for the lister per node).
        return self.snapshot_shared_lister_  # type: ignore[return-value]

    def iterate_over_waiting_pods(self, callback: Callable[[WaitingPod], None]) -> None:
        """Call callback for every pod waiting at Permit.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1538-L1540
        """
        self._must_waiting_pods().iterate(callback)

    def get_waiting_pod(self, uid: str) -> WaitingPod | None:
        """The waiting pod with this UID, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1543-L1548
        """
        wp = self._must_waiting_pods().get(uid)
        if wp is not None:
            return wp
        return None

    def reject_waiting_pod(self, uid: str) -> bool:
        """Reject the waiting pod with this UID ("removed"); False if no such pod waits.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1552-L1558
        """
        waiting_pod = self._must_waiting_pods().get(uid)
        if waiting_pod is not None:
            waiting_pod.reject("", "removed")
            return True
        return False

    def has_filter_plugins(self) -> bool:
        """Whether any Filter plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1561-L1563
        """
        return len(self.filter_plugins) > 0

    def has_post_filter_plugins(self) -> bool:
        """Whether any PostFilter plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1566-L1568
        """
        return len(self.post_filter_plugins) > 0

    def has_score_plugins(self) -> bool:
        """Whether any Score plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1571-L1573
        """
        return len(self.score_plugins) > 0

    def list_plugins(self) -> config.Plugins:
        """The plugins that run at each extension point, with weights for Score plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1577-L1598
        """
        m = config.Plugins()

        for e in self.get_extension_points(m):
            cfgs: list[config.Plugin] = []
            for plugin in e.slice_ptr:
                name = plugin.name()
                p = config.Plugin(name=name)
                if e.plugin_type is ScorePlugin:
                    # Only Score plugins have weights.
                    p.weight = self.score_plugin_weight.get(name, 0)
                cfgs.append(p)
            if len(cfgs) > 0:
                e.plugins.enabled = cfgs
        return m

    def client_set(self) -> Any:
        """The API client.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1601-L1603
        """
        return self.client_set_

    def kube_config(self) -> Any:
        """The raw client configuration.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1606-L1608
        """
        return self.kube_config_

    def event_recorder(self) -> Any:
        """The recorder for Kubernetes events.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1611-L1613
        """
        return self.event_recorder_

    def shared_informer_factory(self) -> Any:
        """The informer factory.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1616-L1618
        """
        return self.informer_factory

    def resource_claim_cache(self) -> Any:
        """The assume cache of ResourceClaims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1620-L1622
        """
        return self.resource_claim_cache_

    def plugins_needed(self, plugins: config.Plugins | None) -> set[str]:
        """Names of every plugin enabled at some extension point or in MultiPoint.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1624-L1644
        """
        pg_set: set[str] = set()

        if plugins is None:
            return pg_set

        def find(pgs: config.PluginSet) -> None:
            for pg in pgs.enabled:
                pg_set.add(pg.name)

        for e in self.get_extension_points(plugins):
            find(e.plugins)
        # MultiPoint is not one of the extension points, so it is read on its own.
        find(plugins.multi_point)

        return pg_set

    def profile_name(self) -> str:
        """The scheduler name of this profile.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1647-L1649
        """
        return self.profile_name_

    def percentage_of_nodes_to_score(self) -> int | None:
        """The profile's percentageOfNodesToScore, or None when unset.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1652-L1654
        """
        return self.percentage_of_nodes_to_score_

    def parallelizer(self) -> parallelize.Parallelizer:
        """The parallelizer for per-node work.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1657-L1659
        """
        return self.parallelizer_

    # Python: Go gets the PodNominator methods by embedding; here they delegate to the field.
    def add_nominated_pod(self, pod: PodInfo, nominating_info: NominatingInfo | None) -> None:
        """Delegate to the pod nominator.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L794-L794
        """
        self._must_pod_nominator().add_nominated_pod(pod, nominating_info)

    def delete_nominated_pod_if_exists(self, pod: v1.Pod) -> None:
        """Delegate to the pod nominator.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L796-L796
        """
        self._must_pod_nominator().delete_nominated_pod_if_exists(pod)

    def update_nominated_pod(self, old_pod: v1.Pod, new_pod_info: PodInfo) -> None:
        """Delegate to the pod nominator.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L798-L798
        """
        self._must_pod_nominator().update_nominated_pod(old_pod, new_pod_info)

    def nominated_pods_for_node(self, node_name: str) -> list[PodInfo]:
        """Delegate to the pod nominator.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L800-L800
        """
        return self._must_pod_nominator().nominated_pods_for_node(node_name)

    def _must_pod_nominator(self) -> PodNominator:
        """The pod nominator; raises where Go would call a method on a nil interface."""
        if self.pod_nominator is None:
            raise FrameworkRuntimeError("the framework has no PodNominator")
        return self.pod_nominator

    def _must_waiting_pods(self) -> waitingPodsMap:
        """The waiting pods map; raises where Go would dereference a nil map pointer."""
        if self.waiting_pods is None:
            raise FrameworkRuntimeError("the framework has no waitingPodsMap")
        return self.waiting_pods


@dataclass(slots=True)
class extensionPoint:
    """One extension point: its configured PluginSet and the list its plugins are built into.

    # Python: Go finds the plugin interface by reflecting on the list's element type; here it
    # is the field plugin_type. slice_ptr is the framework's own list, changed in place.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L95-L101
    """

    plugins: config.PluginSet
    slice_ptr: list[Any]
    plugin_type: type


#: A callback that receives the profile as the framework finally built it.
CaptureProfile = Callable[[config.KubeSchedulerProfile], None]


@dataclass(slots=True)
class frameworkOptions:
    """What the Options set before new_framework builds a frameworkImpl.

    # Python: metricsRecorder and logger are left out (no metrics, no logging); clock is added.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L125-L140
    """

    component_config_version: str = ""
    client_set: Any = None
    kube_config: Any = None
    event_recorder: Any = None
    informer_factory: Any = None
    resource_claim_cache: Any = None
    snapshot_shared_lister: SharedLister | None = None
    pod_nominator: PodNominator | None = None
    extenders: list[Extender] = field(default_factory=list)
    capture_profile: CaptureProfile | None = None
    parallelizer: parallelize.Parallelizer = field(
        default_factory=lambda: parallelize.new_parallelizer(parallelize.DefaultParallelism)
    )
    waiting_pods: waitingPodsMap | None = None
    clock: FakeClock | None = None


#: Sets one field of frameworkOptions.
Option = Callable[[frameworkOptions], None]


def with_component_config_version(component_config_version: str) -> Option:
    """Record the full group/version of the configuration the profile was read from.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L149-L153
    """

    def opt(o: frameworkOptions) -> None:
        o.component_config_version = component_config_version

    return opt


def with_client_set(client_set: Any) -> Option:
    """Set the API client.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L156-L160
    """

    def opt(o: frameworkOptions) -> None:
        o.client_set = client_set

    return opt


def with_kube_config(kube_config: Any) -> Option:
    """Set the raw client configuration.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L163-L167
    """

    def opt(o: frameworkOptions) -> None:
        o.kube_config = kube_config

    return opt


def with_event_recorder(recorder: Any) -> Option:
    """Set the event recorder.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L170-L174
    """

    def opt(o: frameworkOptions) -> None:
        o.event_recorder = recorder

    return opt


def with_informer_factory(informer_factory: Any) -> Option:
    """Set the informer factory.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L177-L181
    """

    def opt(o: frameworkOptions) -> None:
        o.informer_factory = informer_factory

    return opt


def with_resource_claim_cache(resource_claim_cache: Any) -> Option:
    """Set the ResourceClaim assume cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L184-L188
    """

    def opt(o: frameworkOptions) -> None:
        o.resource_claim_cache = resource_claim_cache

    return opt


def with_snapshot_shared_lister(snapshot_shared_lister: SharedLister) -> Option:
    """Set the listers over the scheduling snapshot.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L191-L195
    """

    def opt(o: frameworkOptions) -> None:
        o.snapshot_shared_lister = snapshot_shared_lister

    return opt


def with_pod_nominator(nominator: PodNominator) -> Option:
    """Set the pod nominator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L198-L202
    """

    def opt(o: frameworkOptions) -> None:
        o.pod_nominator = nominator

    return opt


def with_extenders(extenders: list[Extender]) -> Option:
    """Set the scheduler extenders.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L205-L209
    """

    def opt(o: frameworkOptions) -> None:
        o.extenders = extenders

    return opt


def with_parallelism(parallelism: int) -> Option:
    """Use a parallelizer with this parallelism.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L212-L216
    """

    def opt(o: frameworkOptions) -> None:
        o.parallelizer = parallelize.new_parallelizer(parallelism)

    return opt


def with_capture_profile(c: CaptureProfile | None) -> Option:
    """Call c with the profile as the framework finally built it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L222-L226
    """

    def opt(o: frameworkOptions) -> None:
        o.capture_profile = c

    return opt


def with_waiting_pods(wp: waitingPodsMap) -> Option:
    """Share this map of waiting pods (the scheduler gives all profiles the same one).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L236-L240
    """

    def opt(o: frameworkOptions) -> None:
        o.waiting_pods = wp

    return opt


def with_clock(clock: FakeClock) -> Option:
    """Run the Permit timeouts on this virtual clock.

    # Python-only: not in Go, where the timeouts run on the wall clock (time.AfterFunc). Without
    # this option the framework makes a clock of its own, which only moves when stepped.
    """

    def opt(o: frameworkOptions) -> None:
        o.clock = clock

    return opt


def default_framework_options() -> frameworkOptions:
    """The options used unless an Option says otherwise: the default parallelism.

    # Python: no stop channel and no metrics recorder.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L250-L255
    """
    return frameworkOptions(
        parallelizer=parallelize.new_parallelizer(parallelize.DefaultParallelism)
    )


def new_framework(
    r: Registry, profile: config.KubeSchedulerProfile | None, *opts: Option
) -> Framework:
    """Build the framework of a profile: create the needed plugins and place them.

    Raises FrameworkRuntimeError for a repeated plugin config, a plugin whose factory fails,
    an unknown or misplaced plugin, a plugin enabled twice, not exactly one QueueSort plugin,
    no Bind plugin, or bad Score weights.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L260-L395
    """
    options = default_framework_options()
    for opt in opts:
        opt(options)

    f = frameworkImpl()
    f.registry = r
    f.snapshot_shared_lister_ = options.snapshot_shared_lister
    f.waiting_pods = options.waiting_pods
    f.client_set_ = options.client_set
    f.kube_config_ = options.kube_config
    f.event_recorder_ = options.event_recorder
    f.informer_factory = options.informer_factory
    f.resource_claim_cache_ = options.resource_claim_cache
    f.extenders_ = options.extenders
    f.pod_nominator = options.pod_nominator
    f.parallelizer_ = options.parallelizer
    if options.clock is not None:
        f.clock = options.clock

    if len(f.extenders_) > 0:
        # Extenders cannot say which events may help the pods they reject, so the pods they
        # reject (recorded under ExtenderName) are woken by every event.
        f.enqueue_extensions_ = [defaultEnqueueExtension(plugin_name=ExtenderName)]

    if profile is None:
        return f

    f.profile_name_ = profile.scheduler_name
    f.percentage_of_nodes_to_score_ = profile.percentage_of_nodes_to_score
    if profile.plugins is None:
        return f

    # Only the plugins the profile enables are built.
    pg = f.plugins_needed(profile.plugins)

    plugin_config: dict[str, object] = {}
    for pc in profile.plugin_config:
        name = pc.name
        if name in plugin_config:
            raise FrameworkRuntimeError(f"repeated config for plugin {name}")
        plugin_config[name] = pc.args
    output_profile = config.KubeSchedulerProfile(
        scheduler_name=f.profile_name_,
        percentage_of_nodes_to_score=f.percentage_of_nodes_to_score_,
        plugins=profile.plugins,
        plugin_config=[],
    )

    f.plugins_map = {}
    # Python: the registry is walked in insertion order; Go walks its map in random order.
    for name, factory in r.items():
        if name not in pg:
            continue

        args = plugin_config.get(name)
        if args is not None:
            output_profile.plugin_config.append(config.PluginConfig(name=name, args=args))
        try:
            p = factory(args, f)
        except Exception as err:
            raise _wrap_error(f"initializing plugin {_quote(name)}", err) from err
        f.plugins_map[name] = p

        f.fill_enqueue_extensions(p)

    # Place the plugins enabled at each extension point.
    for e in f.get_extension_points(profile.plugins):
        update_plugin_list(e.slice_ptr, e.plugin_type, e.plugins, f.plugins_map)

    # Add the MultiPoint plugins to the extension points they implement.
    if len(profile.plugins.multi_point.enabled) > 0:
        f.expand_multi_point_plugins(profile)

    if len(f.queue_sort_plugins) != 1:
        raise FrameworkRuntimeError(
            "only one queue sort plugin required for profile with scheduler name "
            f"{_quote(profile.scheduler_name)}, but got {len(f.queue_sort_plugins)}"
        )
    if len(f.bind_plugins) == 0:
        raise FrameworkRuntimeError(
            "at least one bind plugin is needed for profile with scheduler name "
            f"{_quote(profile.scheduler_name)}"
        )

    get_score_weights(f, profile.plugins.score.enabled + profile.plugins.multi_point.enabled)

    # Check the weights again by the names the plugins give themselves, which may differ
    # from the configured names.
    for score_plugin in f.score_plugins:
        if f.score_plugin_weight.get(score_plugin.name(), 0) == 0:
            raise FrameworkRuntimeError(
                f"score plugin {_quote(score_plugin.name())} is not configured with weight"
            )

    if options.capture_profile is not None:
        # Python: Go sets an empty PluginConfig to nil; an empty list stays here.
        output_profile.plugin_config.sort(key=lambda pc: pc.name)
        options.capture_profile(output_profile)

    return f


def get_score_weights(f: frameworkImpl, plugins: list[config.Plugin]) -> None:
    """Record each Score plugin's weight (0 counts as 1); the individual Score configuration
    comes first and wins over MultiPoint. Raises if the weighted maximum could overflow
    MaxTotalScore.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L449-L478
    """
    total_priority = 0
    for e in plugins:
        pg = f.plugins_map.get(e.name)
        if not isinstance(pg, ScorePlugin):
            continue

        # A plugin seen already (at Score itself) keeps its first weight.
        if e.name in f.score_plugin_weight:
            continue
        # Zero is no valid weight; it means the default of 1.
        f.score_plugin_weight[e.name] = e.weight
        if f.score_plugin_weight[e.name] == 0:
            f.score_plugin_weight[e.name] = 1

        # The sum of the weighted maxima must stay within MaxTotalScore.
        # Python: the subtraction and the sum wrap as Go's int64 do, so that a negative
        # weight makes the next check overflow and fail, as it does in v1.31.1.
        if f.score_plugin_weight[e.name] * MaxNodeScore > _wrap_int64(
            MaxTotalScore - total_priority
        ):
            raise FrameworkRuntimeError("total score of Score plugins could overflow")
        total_priority = _wrap_int64(total_priority + f.score_plugin_weight[e.name] * MaxNodeScore)


def _wrap_int64(x: int) -> int:
    """x as a Go int64 holds it after overflow (two's complement wrap-around).

    Python-only: Go's fixed-width integers.
    """
    return ((x + (1 << 63)) & ((1 << 64) - 1)) - (1 << 63)


class orderedSet:
    """A set of names that remembers insertion order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L480-L484
    """

    def __init__(self) -> None:
        self.set: dict[str, int] = {}
        self.list: list[str] = []
        self.deletion_cnt = 0

    def insert(self, s: str) -> None:
        """Append s unless it is there already.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L490-L496
        """
        if self.has(s):
            return
        self.set[s] = len(self.list)
        self.list.append(s)

    def has(self, s: str) -> bool:
        """Whether s is in the set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L498-L501
        """
        return s in self.set

    def delete(self, s: str) -> None:
        """Remove s, shifting the stored positions by the number of earlier deletions.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L503-L509
        """
        i = self.set.get(s)
        if i is not None:
            del self.set[s]
            self.list = self.list[: i - self.deletion_cnt] + self.list[i + 1 - self.deletion_cnt :]
            self.deletion_cnt += 1


def new_ordered_set() -> orderedSet:
    """Return an empty orderedSet.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L486-L488
    """
    return orderedSet()


def should_have_enqueue_extensions(p: Plugin) -> bool:
    """Whether p runs where it can reject a pod (PreEnqueue, PreFilter, Filter, Reserve or
    Permit), so the queue must know which events may make the pod schedulable again.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L598-L606
    """
    return isinstance(
        p, PreEnqueuePlugin | PreFilterPlugin | FilterPlugin | ReservePlugin | PermitPlugin
    )


class defaultEnqueueExtension(EnqueueExtensions):
    """The queueing events of a plugin that declares none: every event of every resource.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L627-L629
    """

    def __init__(self, plugin_name: str) -> None:
        self.plugin_name = plugin_name

    def name(self) -> str:
        """The plugin the events stand for.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L631-L631
        """
        return self.plugin_name

    def events_to_register(self) -> list[ClusterEventWithHint]:
        """Every resource with every action, spelled out (the event handlers are registered
        from this list, so the wildcard event would not do).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L632-L638
        """
        return unroll_wild_card_resource()


def update_plugin_list(
    plugin_list: list[Any],
    plugin_type: type,
    plugin_set: config.PluginSet,
    plugins_map: dict[str, Plugin],
) -> None:
    """Append the plugins plugin_set enables to plugin_list; raises for an unknown plugin, a
    plugin that does not implement plugin_type, or a plugin enabled twice.

    # Python: plugin_type is passed in; Go reflects on the list's element type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L640-L664
    """
    seen: set[str] = set()
    for ep in plugin_set.enabled:
        pg = plugins_map.get(ep.name)
        if pg is None:
            raise FrameworkRuntimeError(f"{plugin_type.__name__} {_quote(ep.name)} does not exist")

        if not isinstance(pg, plugin_type):
            raise FrameworkRuntimeError(
                f"plugin {_quote(ep.name)} does not extend {plugin_type.__name__} plugin"
            )

        if ep.name in seen:
            raise FrameworkRuntimeError(
                f"plugin {_quote(ep.name)} already registered as {_quote(plugin_type.__name__)}"
            )

        seen.add(ep.name)

        plugin_list.append(pg)


def add_nominated_pods(
    fh: Handle | None, pod: v1.Pod, state: CycleState, node_info: NodeInfo
) -> tuple[bool, CycleState, NodeInfo, BaseException | None]:
    """Copies of state and node_info with the pods nominated to the node (of at least pod's
    priority, other than pod itself) added; returns whether any pod was added, and the error
    of a failed PreFilter AddPod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/framework.go#L1023-L1046
    """
    if fh is None:
        # Only tests run without a handle.
        return False, state, node_info, None
    node = node_info.node()
    assert node is not None
    nominated_pod_infos = fh.nominated_pods_for_node(node.name)
    if len(nominated_pod_infos) == 0:
        return False, state, node_info, None
    node_info_out = node_info.snapshot()
    state_out = CycleState.clone(state)
    assert state_out is not None
    pods_added = False
    for pi in nominated_pod_infos:
        if corev1.pod_priority(pi.pod) >= corev1.pod_priority(pod) and pi.pod.uid != pod.uid:
            node_info_out.add_pod_info(pi)
            status = fh.run_pre_filter_extension_add_pod(state_out, pod, pi, node_info_out)
            if not Status.is_success(status):
                return False, state, node_info, Status.as_error(status)
            pods_added = True
    return pods_added, state_out, node_info_out, None


@runtime_checkable
class _Closer(Protocol):
    """A plugin that has something to release (Go's io.Closer).

    Python-only: stands in for Go's io.Closer.
    """

    def close(self) -> None: ...


class _JoinedError(FrameworkRuntimeError):
    """Several errors reported as one, one message per line (Go's errors.Join)."""

    def __init__(self, errs: list[BaseException]) -> None:
        super().__init__("\n".join(str(e) for e in errs))
        self.errs = errs


def _wrap_error(prefix: str, err: BaseException | None) -> FrameworkRuntimeError:
    """ "<prefix>: <err>", keeping err as the cause (Go's fmt.Errorf with ": %w")."""
    text = "%!w(<nil>)" if err is None else str(err)
    wrapped = FrameworkRuntimeError(f"{prefix}: {text}")
    wrapped.__cause__ = err
    return wrapped


def _as_status(err: BaseException | None) -> Status:
    """as_status for an error that is known to be there."""
    status = as_status(err)
    # Python: Go would call a method on the nil status here and panic.
    assert status is not None
    return status


def _go_list(names: list[str]) -> str:
    """A list of strings as Go's %v prints it: [a b c]."""
    return "[" + " ".join(names) + "]"


def _set_has(s: set[str] | None, name: str) -> bool:
    """Membership in a set that may be None (a nil sets.Set has no members)."""
    return s is not None and name in s


def _node_name(node_info: NodeInfo) -> str:
    """The name of the node of node_info."""
    node = node_info.node()
    assert node is not None
    return node.metadata.name


def _never_less(_a: QueuedPodInfo, _b: QueuedPodInfo) -> bool:
    """A LessFunc that never reorders."""
    return False
