"""Tests of scheduler.py, ported from pkg/scheduler/scheduler_test.go.

# Python: Go's fake clientset and informers become the in-memory API server, its clientset and
# its informer factory; objects that Go's tests put straight into an informer's store go there
# with get_store().add. The events broadcaster becomes apiserver.events' recorders, whose
# `emitted` list stands in for StartEventWatcher. Goroutines run as asyncio tasks on the virtual
# clock (simulation.loop.run_until_idle).
#
# TestInitPluginsWithIndexers is not ported: it checks that plugins can add indexers to the pod
# informer and that conflicting indexer names fail NewFramework. The in-memory informers have no
# indexers (SharedIndexInformer.AddIndexers has no counterpart), so nothing of it can run here.
"""

from __future__ import annotations

import asyncio
import copy
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, cast

import pytest

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.events import EventRecorder, new_recorder_factory
from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.simulation.loop import run_until_idle
from kube_scheduler_py.v1_31 import features, framework
from kube_scheduler_py.v1_31 import scheduler as schedulerpkg
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.apis.config import v1 as configv1
from kube_scheduler_py.v1_31.apis.config.v1.conversion import (
    convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration,
)
from kube_scheduler_py.v1_31.apis.config.v1.defaults import (
    set_defaults_kube_scheduler_configuration,
)
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework.plugins import registry as frameworkplugins
from kube_scheduler_py.v1_31.framework.plugins.defaultbinder import default_binder as defaultbinder
from kube_scheduler_py.v1_31.framework.plugins.queuesort import priority_sort as queuesort
from kube_scheduler_py.v1_31.internal import cache as internalcache
from kube_scheduler_py.v1_31.internal.cache.interface import Cache
from kube_scheduler_py.v1_31.internal.queue import scheduling_queue as internalqueue
from kube_scheduler_py.v1_31.profile import profile
from kube_scheduler_py.v1_31.scheduler import (
    Scheduler,
    _default_queueing_hint_fn,
    build_queueing_hint_map,
    new,
    unioned_gvks,
    with_extenders,
    with_frame_work_out_of_tree_registry,
    with_percentage_of_nodes_to_score,
    with_profiles,
)
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import framework_helpers as tf

testSchedulerName = "test-scheduler"


def _new_client() -> Clientset:
    """fake.NewClientset(): an empty in-memory API server on a virtual clock."""
    return Clientset(APIServer(FakeClock()))


def _recorder_factory(client: Clientset) -> profile.RecorderFactory:
    """profile.NewRecorderFactory(events.NewBroadcaster(...)) over the client."""
    clock = client.server.clock
    return cast(profile.RecorderFactory, new_recorder_factory(client, clock))


def _plugins_with_permit(*names: str) -> schedulerapi.Plugins:
    return schedulerapi.Plugins(
        queue_sort=schedulerapi.PluginSet(enabled=[schedulerapi.Plugin(name="PrioritySort")]),
        bind=schedulerapi.PluginSet(enabled=[schedulerapi.Plugin(name="DefaultBinder")]),
        permit=schedulerapi.PluginSet(enabled=[schedulerapi.Plugin(name=n) for n in names]),
    )


def _profile(name: str, *permit: str) -> schedulerapi.KubeSchedulerProfile:
    return schedulerapi.KubeSchedulerProfile(
        scheduler_name=name, plugins=_plugins_with_permit(*permit)
    )


# --- TestSchedulerCreation -------------------------------------------------------------------

_invalid_registry = frameworkruntime.Registry({defaultbinder.Name: defaultbinder.new})
_valid_registry = frameworkruntime.Registry({"Foo": defaultbinder.new})


@pytest.mark.parametrize(
    ("opts", "want_err", "want_profiles", "want_extenders"),
    [
        pytest.param(
            [
                with_frame_work_out_of_tree_registry(_valid_registry),
                with_profiles(_profile("default-scheduler")),
            ],
            "",
            ["default-scheduler"],
            [],
            id="valid out-of-tree registry",
        ),
        pytest.param(
            [
                with_frame_work_out_of_tree_registry(_invalid_registry),
                with_profiles(_profile("default-scheduler")),
            ],
            "a plugin named DefaultBinder already exists",
            ["default-scheduler"],
            [],
            id="repeated plugin name in out-of-tree plugin",
        ),
        pytest.param(
            [with_profiles(_profile("foo"), _profile("bar"))],
            "",
            ["bar", "foo"],
            [],
            id="multiple profiles",
        ),
        pytest.param(
            [with_profiles(_profile("foo"), _profile("bar"), _profile("foo"))],
            'duplicate profile with scheduler name "foo"',
            [],
            [],
            id="Repeated profiles",
        ),
        pytest.param(
            [
                with_profiles(_profile("default-scheduler")),
                with_extenders(schedulerapi.Extender(url_prefix="http://extender.kube-system/")),
            ],
            "",
            ["default-scheduler"],
            ["http://extender.kube-system/"],
            id="With extenders",
        ),
    ],
)
def test_scheduler_creation(
    opts: list[schedulerpkg.Option],
    want_err: str,
    want_profiles: list[str],
    want_extenders: list[str],
) -> None:
    client = _new_client()
    informer_factory = SharedInformerFactory(client.server)

    if len(want_err) != 0:
        with pytest.raises(Exception) as exc_info:
            new(client, informer_factory, _recorder_factory(client), *opts)
        assert want_err in str(exc_info.value)
        return
    s = new(client, informer_factory, _recorder_factory(client), *opts)

    # Profiles
    assert sorted(s.profiles) == want_profiles

    # Extenders
    if len(want_extenders) != 0:
        # Scheduler.Extenders
        assert [e.name() for e in s.extenders] == want_extenders
        # framework.Handle.Extenders()
        for p in s.profiles.values():
            assert [e.name() for e in p.extenders()] == want_extenders


# --- TestFailureHandler / TestFailureHandler_PodAlreadyBound ---------------------------------


def get_pod_from_priority_queue(queue: internalqueue.PriorityQueue, pod: v1.Pod) -> v1.Pod | None:
    """The pending pod of the queue with the same namespace/name as pod, or None."""
    pod_list, _ = queue.pending_pods()
    if len(pod_list) == 0:
        return None
    query_pod_key = f"{pod.namespace}/{pod.name}"
    for found_pod in pod_list:
        if f"{found_pod.namespace}/{found_pod.name}" == query_pod_key:
            return found_pod
    return None


def init_scheduler(
    cache: Cache,
    queue: internalqueue.SchedulingQueue,
    client: Clientset,
    informer_factory: SharedInformerFactory,
) -> tuple[Scheduler, framework.Framework]:
    register_plugin_funcs = [
        tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
        tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
    ]
    waiting_pods = frameworkruntime.new_waiting_pods_map()
    fwk = tf.new_framework(
        register_plugin_funcs,
        testSchedulerName,
        frameworkruntime.with_client_set(client),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_event_recorder(
            EventRecorder(client, client.server.clock, testSchedulerName)
        ),
        frameworkruntime.with_waiting_pods(waiting_pods),
    )

    s = Scheduler(
        cache=cache,
        client=client,
        scheduling_queue=queue,
        profiles=profile.Map({testSchedulerName: fwk}),
    )
    s.apply_default_handlers()
    return s, fwk


_test_pod = st.make_pod().name("test-pod").namespace(metav1.NamespaceDefault).obj()
_test_pod_updated = copy.deepcopy(_test_pod)
_test_pod_updated.metadata.labels = {"foo": ""}


@pytest.mark.parametrize(
    ("pod_updated_during_scheduling", "pod_deleted_during_scheduling", "expect"),
    [
        pytest.param(True, False, _test_pod_updated, id="pod is updated during a scheduling cycle"),
        pytest.param(False, False, _test_pod, id="pod is not updated during a scheduling cycle"),
        pytest.param(False, True, None, id="pod is deleted during a scheduling cycle"),
    ],
)
def test_failure_handler(
    pod_updated_during_scheduling: bool, pod_deleted_during_scheduling: bool, expect: v1.Pod | None
) -> None:
    test_pod = copy.deepcopy(_test_pod)
    test_pod_updated = copy.deepcopy(_test_pod_updated)
    client = _new_client()
    client.create(test_pod)
    informer_factory = SharedInformerFactory(client.server)
    pod_informer = informer_factory.core().v1().pods()
    # The pod goes into the informer's store directly.
    pod_informer.informer().get_store().add(test_pod)

    clock = FakeClock()
    queue = internalqueue.new_priority_queue(
        cast(framework.LessFunc, None), informer_factory, internalqueue.with_clock(clock)
    )
    scheduler_cache = internalcache.new(timedelta(seconds=30), clock)

    async def run() -> v1.Pod | None:
        queue.add(test_pod)
        assert await queue.pop() is not None

        if pod_updated_during_scheduling:
            pod_informer.informer().get_store().update(test_pod_updated)
            queue.update(test_pod, test_pod_updated)
        if pod_deleted_during_scheduling:
            pod_informer.informer().get_store().delete(test_pod)
            queue.delete(test_pod)

        s, fwk = init_scheduler(scheduler_cache, queue, client, informer_factory)

        test_pod_info = framework.QueuedPodInfo(pod_info=framework.new_pod_info(test_pod))
        s.fail_handler(
            fwk, test_pod_info, framework.new_status(framework.Unschedulable), None, clock.now()
        )

        if pod_updated_during_scheduling:
            head = await queue.pop()
            assert head is not None
            return head.pod
        return get_pod_from_priority_queue(queue, test_pod)

    got = asyncio.run(run())
    assert got == expect


def test_failure_handler_pod_already_bound() -> None:
    node_foo = v1.Node(metadata=metav1.ObjectMeta(name="foo"))
    test_pod = st.make_pod().name("test-pod").namespace(metav1.NamespaceDefault).node("foo").obj()

    client = _new_client()
    client.create(test_pod)
    client.create(node_foo)
    informer_factory = SharedInformerFactory(client.server)
    pod_informer = informer_factory.core().v1().pods()
    # The pod goes into the informer's store directly.
    pod_informer.informer().get_store().add(test_pod)

    clock = FakeClock()
    queue = internalqueue.new_priority_queue(
        cast(framework.LessFunc, None), informer_factory, internalqueue.with_clock(clock)
    )
    scheduler_cache = internalcache.new(timedelta(seconds=30), clock)

    # The node is in the cache whether or not the API server still has it.
    scheduler_cache.add_node(node_foo)

    s, fwk = init_scheduler(scheduler_cache, queue, client, informer_factory)

    test_pod_info = framework.QueuedPodInfo(pod_info=framework.new_pod_info(test_pod))
    s.fail_handler(
        fwk,
        test_pod_info,
        framework.new_status(framework.Unschedulable).with_error(
            Exception("binding rejected: timeout")
        ),
        None,
        clock.now(),
    )

    # A pod with a node name must not be in the queue.
    assert get_pod_from_priority_queue(queue, test_pod) is None


# --- TestWithPercentageOfNodesToScore --------------------------------------------------------


@pytest.mark.parametrize(
    ("percentage_of_nodes_to_score_config", "wanted_percentage_of_nodes_to_score"),
    [
        pytest.param(
            None, schedulerapi.DefaultPercentageOfNodesToScore, id="percentageOfNodesScore is nil"
        ),
        pytest.param(10, 10, id="percentageOfNodesScore is not nil"),
    ],
)
def test_with_percentage_of_nodes_to_score(
    percentage_of_nodes_to_score_config: int | None, wanted_percentage_of_nodes_to_score: int
) -> None:
    client = _new_client()
    informer_factory = SharedInformerFactory(client.server)
    sched = new(
        client,
        informer_factory,
        _recorder_factory(client),
        with_percentage_of_nodes_to_score(percentage_of_nodes_to_score_config),
    )
    assert sched.percentage_of_nodes_to_score == wanted_percentage_of_nodes_to_score


# --- The fake plugins of scheduler_test.go ---------------------------------------------------

filterWithoutEnqueueExtensions = "filterWithoutEnqueueExtensions"
fakeNode = "fakeNode"
fakePod = "fakePod"
emptyEventsToRegister = "emptyEventsToRegister"
errorEventsToRegister = "errorEventsToRegister"
queueSort = "no-op-queue-sort-plugin"
fakeBind = "bind-plugin"
emptyEventExtensions = "emptyEventExtensions"
fakePermit = "fakePermit"


class fakeQueueSortPlugin(framework.QueueSortPlugin):
    """A QueueSort plugin that never orders one pod before another."""

    def name(self) -> str:
        return queueSort

    def less(self, a: framework.QueuedPodInfo, b: framework.QueuedPodInfo) -> bool:
        return False


class fakebindPlugin(framework.BindPlugin):
    """A Bind plugin that binds nothing."""

    def name(self) -> str:
        return fakeBind

    def bind(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> framework.Status | None:
        return None


class filterWithoutEnqueueExtensionsPlugin(framework.FilterPlugin):
    """A Filter plugin that does not implement EnqueueExtensions."""

    def name(self) -> str:
        return filterWithoutEnqueueExtensions

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        return None


# Python: QueueingHint is an IntEnum of the two real hints; the fakes return other numbers.
hintFromFakeNode = cast(framework.QueueingHint, 100)
hintFromFakePod = cast(framework.QueueingHint, 101)


def fake_node_plugin_queueing_fn(_pod: v1.Pod, _old: Any, _new: Any) -> framework.QueueingHint:
    return hintFromFakeNode


def fake_pod_plugin_queueing_fn(_pod: v1.Pod, _old: Any, _new: Any) -> framework.QueueingHint:
    return hintFromFakePod


class _NoopFilter(framework.FilterPlugin):
    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        return None


class fakeNodePlugin(_NoopFilter, framework.EnqueueExtensions):
    """A Filter plugin interested in Node/Add."""

    def name(self) -> str:
        return fakeNode

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Node, action_type=framework.Add),
                queueing_hint_fn=fake_node_plugin_queueing_fn,
            )
        ]


class fakePodPlugin(_NoopFilter, framework.EnqueueExtensions):
    """A Filter plugin interested in Pod/Add."""

    def name(self) -> str:
        return fakePod

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Pod, action_type=framework.Add),
                queueing_hint_fn=fake_pod_plugin_queueing_fn,
            )
        ]


class emptyEventPlugin(_NoopFilter, framework.EnqueueExtensions):
    """A Filter plugin that registers no events."""

    def name(self) -> str:
        return emptyEventExtensions

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        return []


class _MockError(Exception):
    pass


class errorEventsToRegisterPlugin(_NoopFilter, framework.EnqueueExtensions):
    """A Filter plugin whose EventsToRegister fails."""

    def name(self) -> str:
        return errorEventsToRegister

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        raise _MockError("mock error")


class emptyEventsToRegisterPlugin(_NoopFilter, framework.EnqueueExtensions):
    """A plugin that implements EnqueueExtensions but registers nothing, like a plugin whose
    feature gate is off."""

    def name(self) -> str:
        return emptyEventsToRegister

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        return []


podWaitingReason = "podWaiting"
permitTimeout = timedelta(seconds=10)


@dataclass
class fakePermitPlugin(framework.PermitPlugin):
    """A Permit plugin that makes every pod wait, and reports that with a podWaiting event."""

    event_recorder: Any = None

    def name(self) -> str:
        return fakePermit

    def permit(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> tuple[framework.Status | None, timedelta]:
        try:
            return framework.new_status(framework.Wait), permitTimeout
        finally:
            # Python: Go's deferred call. The event tells that the pod waits at Permit now.
            self.event_recorder.eventf(p, None, v1.EventTypeWarning, podWaitingReason, "", "")


def new_fake_permit_plugin(event_recorder: Any) -> frameworkruntime.PluginFactory:
    def factory(_args: object, _handle: framework.Handle) -> framework.Plugin:
        return fakePermitPlugin(event_recorder=event_recorder)

    return factory


def new_framework(
    r: frameworkruntime.Registry, profile_: schedulerapi.KubeSchedulerProfile
) -> framework.Framework:
    return frameworkruntime.new_framework(
        r,
        profile_,
        frameworkruntime.with_snapshot_shared_lister(internalcache.new_snapshot([], [])),
        frameworkruntime.with_informer_factory(SharedInformerFactory(_new_client().server)),
    )


def _returning(pl: framework.Plugin) -> frameworkruntime.PluginFactory:
    return lambda _args, _handle: pl


# --- Test_buildQueueingHintMap ---------------------------------------------------------------


def _hints(
    *pairs: tuple[str, framework.QueueingHintFn],
) -> list[internalqueue.QueueingHintFunction]:
    return [internalqueue.QueueingHintFunction(plugin_name=n, queueing_hint_fn=f) for n, f in pairs]


def _evt(resource: str, action_type: framework.ActionType) -> framework.ClusterEvent:
    return framework.ClusterEvent(resource=resource, action_type=action_type)


_default = _default_queueing_hint_fn
_node_and_pod_want = {
    _evt(framework.Pod, framework.Add): _hints((fakePod, fake_pod_plugin_queueing_fn)),
    _evt(framework.Node, framework.Add): _hints((fakeNode, fake_node_plugin_queueing_fn)),
    # Registering Node/Add registers Node/UpdateNodeTaint as well.
    _evt(framework.Node, framework.UpdateNodeTaint): _hints((fakeNode, _default)),
}


@dataclass
class _HintMapCase:
    plugins: list[framework.Plugin]
    want: dict[framework.ClusterEvent, list[internalqueue.QueueingHintFunction]]
    featuregate_disabled: bool = False
    want_err: Exception | None = None


BUILD_QUEUEING_HINT_MAP_CASES = [
    pytest.param(
        _HintMapCase(
            plugins=[filterWithoutEnqueueExtensionsPlugin()],
            want={
                _evt(gvk, framework.All): _hints((filterWithoutEnqueueExtensions, _default))
                for gvk in (
                    framework.Pod,
                    framework.Node,
                    framework.CSINode,
                    framework.CSIDriver,
                    framework.CSIStorageCapacity,
                    framework.PersistentVolume,
                    framework.StorageClass,
                    framework.PersistentVolumeClaim,
                    framework.PodSchedulingContext,
                    framework.ResourceClaim,
                    framework.DeviceClass,
                )
            },
        ),
        id="filter without EnqueueExtensions plugin",
    ),
    pytest.param(
        _HintMapCase(plugins=[fakeNodePlugin(), fakePodPlugin()], want=_node_and_pod_want),
        id="node and pod plugin",
    ),
    pytest.param(
        _HintMapCase(
            plugins=[fakeNodePlugin(), fakePodPlugin()],
            featuregate_disabled=True,
            want={
                # The default hint, because the feature gate is off.
                _evt(framework.Pod, framework.Add): _hints((fakePod, _default)),
                _evt(framework.Node, framework.Add): _hints((fakeNode, _default)),
                # Registering Node/Add registers Node/UpdateNodeTaint as well.
                _evt(framework.Node, framework.UpdateNodeTaint): _hints((fakeNode, _default)),
            },
        ),
        id="node and pod plugin (featuregate is disabled)",
    ),
    pytest.param(
        _HintMapCase(plugins=[emptyEventPlugin()], want={}),
        id="register plugin with empty event",
    ),
    pytest.param(
        _HintMapCase(plugins=[emptyEventPlugin(), fakeNodePlugin()], want=_node_and_pod_want),
        id="register plugins including emptyEventPlugin",
    ),
    pytest.param(
        _HintMapCase(
            plugins=[errorEventsToRegisterPlugin()], want={}, want_err=Exception("mock error")
        ),
        id="one EventsToRegister returns an error",
    ),
]


@pytest.mark.parametrize("tt", BUILD_QUEUEING_HINT_MAP_CASES)
def test_build_queueing_hint_map(tt: _HintMapCase) -> None:
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.SchedulerQueueingHints, not tt.featuregate_disabled
    ):
        registry = frameworkruntime.Registry()
        cfg_pls = schedulerapi.Plugins()
        plugins = [*tt.plugins, fakebindPlugin(), fakeQueueSortPlugin()]
        for pl in plugins:
            registry.register(pl.name(), _returning(pl))
            cfg_pls.multi_point.enabled.append(schedulerapi.Plugin(name=pl.name()))

        profile_ = schedulerapi.KubeSchedulerProfile(plugins=cfg_pls)
        fwk = new_framework(registry, profile_)

        # Sorted, so that the result does not depend on the plugins' order.
        exts = sorted(fwk.enqueue_extensions(), key=lambda e: e.name())

        got: internalqueue.QueueingHintMap = {}
        try:
            got = build_queueing_hint_map(exts)
        except Exception as err:
            assert tt.want_err is not None, err
            assert str(err) == str(tt.want_err)

    for e, fns in got.items():
        assert e in tt.want, f"got unexpected event {e}"
        wantfns = tt.want[e]
        assert len(fns) == len(wantfns)
        for fn, wantfn in zip(fns, wantfns, strict=True):
            assert fn.plugin_name == wantfn.plugin_name
            assert fn.queueing_hint_fn(cast(v1.Pod, None), None, None) == wantfn.queueing_hint_fn(
                cast(v1.Pod, None), None, None
            )


# --- Test_UnionedGVKs ------------------------------------------------------------------------


def _disable_defaults(*names: str) -> schedulerapi.PluginSet:
    return schedulerapi.PluginSet(
        enabled=[schedulerapi.Plugin(name=n) for n in names],
        # Turn the default plugins off.
        disabled=[schedulerapi.Plugin(name="*")],
    )


def _v1_default_profile() -> schedulerapi.KubeSchedulerProfile:
    """The profile of a defaulted v1 configuration (Go's defaults.PluginsV1/PluginConfigsV1)."""
    versioned_cfg = configv1.KubeSchedulerConfiguration()
    set_defaults_kube_scheduler_configuration(versioned_cfg)
    cfg = convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration(
        versioned_cfg
    )
    return cfg.profiles[0]


def _v1_default_multi_point() -> schedulerapi.PluginSet:
    """The enabled MultiPoint plugins of the v1 default profile (defaults.PluginsV1)."""
    plugins = _v1_default_profile().plugins
    assert plugins is not None
    return schedulerapi.PluginSet(enabled=plugins.multi_point.enabled)


_default_profile_want = {
    framework.Node: framework.All,
    framework.CSINode: framework.All & ~framework.Delete,
    framework.CSIDriver: framework.All & ~framework.Delete,
    framework.CSIStorageCapacity: framework.All & ~framework.Delete,
    framework.PersistentVolume: framework.All & ~framework.Delete,
    framework.PersistentVolumeClaim: framework.All & ~framework.Delete,
    framework.StorageClass: framework.All & ~framework.Delete,
}


@pytest.mark.parametrize(
    ("plugins", "want", "enable_in_place_pod_vertical_scaling"),
    [
        pytest.param(
            _disable_defaults(filterWithoutEnqueueExtensions, queueSort, fakeBind),
            {
                gvk: framework.All
                for gvk in (
                    framework.Pod,
                    framework.Node,
                    framework.CSINode,
                    framework.CSIDriver,
                    framework.CSIStorageCapacity,
                    framework.PersistentVolume,
                    framework.PersistentVolumeClaim,
                    framework.StorageClass,
                    framework.PodSchedulingContext,
                    framework.ResourceClaim,
                    framework.DeviceClass,
                )
            },
            False,
            id="filter without EnqueueExtensions plugin",
        ),
        pytest.param(
            _disable_defaults(fakeNode, queueSort, fakeBind),
            # Registering Node/Add registers Node/UpdateNodeTaint as well.
            {framework.Node: framework.Add | framework.UpdateNodeTaint},
            False,
            id="node plugin",
        ),
        pytest.param(
            _disable_defaults(fakePod, queueSort, fakeBind),
            {framework.Pod: framework.Add},
            False,
            id="pod plugin",
        ),
        pytest.param(
            _disable_defaults(fakePod, fakeNode, queueSort, fakeBind),
            # Registering Node/Add registers Node/UpdateNodeTaint as well.
            {
                framework.Pod: framework.Add,
                framework.Node: framework.Add | framework.UpdateNodeTaint,
            },
            False,
            id="node and pod plugin",
        ),
        pytest.param(
            _disable_defaults(emptyEventsToRegister, queueSort, fakeBind),
            {},
            False,
            id="empty EventsToRegister plugin",
        ),
        pytest.param(
            _v1_default_multi_point(),
            {
                framework.Pod: framework.Add | framework.UpdatePodLabel | framework.Delete,
                **_default_profile_want,
            },
            False,
            id="plugins with default profile (InPlacePodVerticalScaling: disabled)",
        ),
        pytest.param(
            _v1_default_multi_point(),
            {
                framework.Pod: framework.Add
                | framework.UpdatePodLabel
                | framework.UpdatePodScaleDown
                | framework.Delete,
                **_default_profile_want,
            },
            True,
            id="plugins with default profile (InPlacePodVerticalScaling: enabled)",
        ),
    ],
)
def test_unioned_gvks(
    plugins: schedulerapi.PluginSet,
    want: dict[str, framework.ActionType],
    enable_in_place_pod_vertical_scaling: bool,
) -> None:
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate,
        features.InPlacePodVerticalScaling,
        enable_in_place_pod_vertical_scaling,
    ):
        registry = frameworkplugins.new_in_tree_registry()

        cfg_pls = schedulerapi.Plugins(multi_point=plugins)
        fakes: list[framework.Plugin] = [
            fakeNodePlugin(),
            fakePodPlugin(),
            filterWithoutEnqueueExtensionsPlugin(),
            emptyEventsToRegisterPlugin(),
            fakeQueueSortPlugin(),
            fakebindPlugin(),
        ]
        for pl in fakes:
            registry.register(pl.name(), _returning(pl))

        profile_ = schedulerapi.KubeSchedulerProfile(
            plugins=cfg_pls, plugin_config=_v1_default_profile().plugin_config
        )
        fwk = new_framework(registry, profile_)
        queueing_hint_map = build_queueing_hint_map(fwk.enqueue_extensions())
        queueing_hints_per_profile: internalqueue.QueueingHintMapPerProfile = {
            "default": queueing_hint_map
        }
        got = unioned_gvks(queueing_hints_per_profile)

    assert got == want


# --- TestFrameworkHandler_IterateOverWaitingPods ---------------------------------------------

testSchedulerProfile1 = "test-scheduler-profile-1"
testSchedulerProfile2 = "test-scheduler-profile-2"
testSchedulerProfile3 = "test-scheduler-profile-3"


@dataclass
class _WaitingPodsCase:
    profiles: list[schedulerapi.KubeSchedulerProfile]
    wait_scheduling_pods: list[v1.Pod]
    expect_pod_names_in_waiting_pods: list[str] = field(default_factory=list)


def _pod(name: str, scheduler_name: str) -> v1.Pod:
    return st.make_pod().name(name).uid(name).scheduler_name(scheduler_name).obj()


@pytest.mark.parametrize(
    "tc",
    [
        pytest.param(
            _WaitingPodsCase(
                profiles=[_profile(testSchedulerProfile1, fakePermit)],
                wait_scheduling_pods=[
                    _pod("pod1", testSchedulerProfile1),
                    _pod("pod2", testSchedulerProfile1),
                    _pod("pod3", testSchedulerProfile1),
                ],
                expect_pod_names_in_waiting_pods=["pod1", "pod2", "pod3"],
            ),
            id="pods with same profile are waiting on permit stage",
        ),
        pytest.param(
            _WaitingPodsCase(
                profiles=[
                    _profile(testSchedulerProfile1, fakePermit),
                    _profile(testSchedulerProfile2, fakePermit),
                    _profile(testSchedulerProfile3, fakePermit),
                ],
                wait_scheduling_pods=[
                    _pod("pod1", testSchedulerProfile1),
                    _pod("pod2", testSchedulerProfile1),
                    _pod("pod3", testSchedulerProfile2),
                    _pod("pod4", testSchedulerProfile3),
                ],
                expect_pod_names_in_waiting_pods=["pod1", "pod2", "pod3", "pod4"],
            ),
            id="pods with different profiles are waiting on permit stage",
        ),
    ],
)
def test_framework_handler_iterate_over_waiting_pods(tc: _WaitingPodsCase) -> None:
    nodes = [
        st.make_node().name("node1").uid("node1").obj(),
        st.make_node().name("node2").uid("node2").obj(),
        st.make_node().name("node3").uid("node3").obj(),
    ]

    # A scheduler for the three nodes.
    clock = FakeClock()
    fake_client = Clientset(APIServer(clock))
    for obj in [v1.Namespace(metadata=metav1.ObjectMeta(name="")), *nodes]:
        fake_client.create(obj)
    informer_factory = SharedInformerFactory(fake_client.server)
    emitted: list[eventsv1.Event] = []
    event_recorder = EventRecorder(fake_client, clock, fakePermit, emitted)

    out_of_tree_registry = frameworkruntime.Registry(
        {fakePermit: new_fake_permit_plugin(event_recorder)}
    )

    scheduler = new(
        fake_client,
        informer_factory,
        cast(profile.RecorderFactory, new_recorder_factory(fake_client, clock, emitted)),
        with_profiles(*tc.profiles),
        with_frame_work_out_of_tree_registry(out_of_tree_registry),
        clock=clock,
    )

    def actual_pod_names_in_waiting_pods() -> set[str]:
        """The waiting pods every profile can see (they share one map)."""
        names: set[str] = set()
        for fwk in scheduler.profiles.values():
            fwk.iterate_over_waiting_pods(lambda pod: names.add(pod.get_pod().name))
        return names

    # Python: Go waits for one podWaiting event per pod, then polls the waiting pods until they
    # match (for at most permitTimeout). The run stops at the first idle moment after every pod
    # reported waiting, well before the permit timeout; the waiting pods are read right then.
    seen: list[set[str]] = []

    def all_waiting() -> bool:
        waiting_events = [e for e in emitted if e.reason == podWaitingReason]
        if len(waiting_events) < len(tc.wait_scheduling_pods):
            return False
        seen.append(actual_pod_names_in_waiting_pods())
        return True

    tasks: list[asyncio.Task[None]] = []

    async def main() -> None:
        # Run the scheduler.
        informer_factory.start()
        informer_factory.wait_for_cache_sync()
        tasks.append(asyncio.create_task(informer_factory.run()))
        tasks.append(asyncio.create_task(scheduler.run()))

        # Send the pods to be scheduled.
        for p in tc.wait_scheduling_pods:
            fake_client.core_v1().pods("").create(p)

    assert run_until_idle(clock, main, all_waiting, max_time=permitTimeout)
    assert seen, "not every pod reported waiting at Permit"
    assert seen[-1] == set(tc.expect_pod_names_in_waiting_pods)
