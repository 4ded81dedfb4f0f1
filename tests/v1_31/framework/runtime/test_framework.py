"""Port of pkg/scheduler/framework/runtime/framework_test.go.

# Python: Go's cmp/reflect comparisons of *Status become _deep_equal_status (code, reasons,
# plugin and the text of every wrapped error) and _cmp_status (cmpOpts: code, plugin and
# message, with None equal to Success). The metrics assertions are not ported.
"""

import asyncio
from dataclasses import dataclass
from datetime import timedelta

import pytest

from kube_scheduler_py.clock import new_fake_clock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.cycle_state import CycleState, new_cycle_state
from kube_scheduler_py.v1_31.framework.interface import (
    BindPlugin,
    Code,
    FilterPlugin,
    Framework,
    Handle,
    MaxNodeScore,
    MinNodeScore,
    ModeOverride,
    NodePluginScores,
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
    PreFilterExtensions,
    PreFilterPlugin,
    PreFilterResult,
    PreScorePlugin,
    QueueSortPlugin,
    ReservePlugin,
    ScoreExtensions,
    ScorePlugin,
    Status,
    as_status,
    new_status,
)
from kube_scheduler_py.v1_31.framework.runtime.framework import (
    Option,
    new_framework,
    with_clock,
    with_pod_nominator,
    with_waiting_pods,
)
from kube_scheduler_py.v1_31.framework.runtime.registry import (
    FrameworkRuntimeError,
    PluginFactory,
    Registry,
    decode_into,
)
from kube_scheduler_py.v1_31.framework.runtime.waiting_pods_map import new_waiting_pods_map
from kube_scheduler_py.v1_31.framework.types import (
    NodeInfo,
    PodInfo,
    QueuedPodInfo,
    new_node_info,
    new_pod_info,
)
from kube_scheduler_py.v1_31.testing.framework import framework_helpers as tf
from kube_scheduler_py.v1_31.testing.framework.fake_plugins import new_true_filter_plugin

preEnqueuePlugin = "preEnqueue-plugin"
queueSortPlugin = "no-op-queue-sort-plugin"
scoreWithNormalizePlugin1 = "score-with-normalize-plugin-1"
scoreWithNormalizePlugin2 = "score-with-normalize-plugin-2"
scorePlugin1 = "score-plugin-1"
scorePlugin2 = "score-plugin-2"
pluginNotImplementingScore = "plugin-not-implementing-score"
preFilterPluginName = "prefilter-plugin"
preFilterWithExtensionsPluginName = "prefilter-with-extensions-plugin"
duplicatePluginName = "duplicate-plugin"
testPlugin = "test-plugin"
permitPlugin = "permit-plugin"
bindPlugin = "bind-plugin"
testCloseErrorPlugin = "test-close-error-plugin"

testProfileName = "test-profile"
testPercentageOfNodesToScore = 35
nodeName = "testNode"

injectReason = "injected status"
injectFilterReason = "injected filter status"


@dataclass
class injectedResult:
    """The answers a test plugin is told to give (decoded from its args)."""

    score_res: int = 0
    normalize_res: int = 0
    score_status: int = 0
    normalize_status: int = 0
    pre_filter_result: PreFilterResult | None = None
    pre_filter_status: int = 0
    pre_filter_add_pod_status: int = 0
    pre_filter_remove_pod_status: int = 0
    filter_status: int = 0
    post_filter_status: int = 0
    pre_score_status: int = 0
    reserve_status: int = 0
    pre_bind_status: int = 0
    bind_status: int = 0
    permit_status: int = 0


def set_score_res(inj: injectedResult) -> tuple[int, Status | None]:
    if Code(inj.score_status) != Code.Success:
        return 0, new_status(Code(inj.score_status), "injecting failure.")
    return inj.score_res, None


def inject_normalize_res(inj: injectedResult, scores: NodeScoreList) -> Status | None:
    if Code(inj.normalize_status) != Code.Success:
        return new_status(Code(inj.normalize_status), "injecting failure.")
    for s in scores:
        s.score = inj.normalize_res
    return None


class TestScoreWithNormalizePlugin(ScorePlugin, ScoreExtensions):
    __test__ = False

    def __init__(self, name: str, inj: injectedResult) -> None:
        self._name = name
        self.inj = inj

    def name(self) -> str:
        return self._name

    def normalize_score(self, state: CycleState, p: v1.Pod, scores: NodeScoreList) -> Status | None:
        return inject_normalize_res(self.inj, scores)

    def score(self, state: CycleState, p: v1.Pod, node_name: str) -> tuple[int, Status | None]:
        return set_score_res(self.inj)

    def score_extensions(self) -> ScoreExtensions | None:
        return self


class TestScorePlugin(ScorePlugin, PreScorePlugin):
    """Only a Score (and PreScore) plugin, without NormalizeScore."""

    __test__ = False

    def __init__(self, name: str, inj: injectedResult) -> None:
        self._name = name
        self.inj = inj

    def name(self) -> str:
        return self._name

    def pre_score(self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]) -> Status | None:
        return new_status(Code(self.inj.pre_score_status), injectReason)

    def score(self, state: CycleState, p: v1.Pod, node_name: str) -> tuple[int, Status | None]:
        return set_score_res(self.inj)

    def score_extensions(self) -> ScoreExtensions | None:
        return None


class PluginNotImplementingScore(Plugin):
    def name(self) -> str:
        return pluginNotImplementingScore


def _score_with_normalize_factory(name: str) -> PluginFactory:
    def factory(inj_args: object, f: Handle) -> Plugin:
        return TestScoreWithNormalizePlugin(name, decode_into(inj_args, injectedResult))

    return factory


def _score_factory(name: str) -> PluginFactory:
    def factory(inj_args: object, f: Handle) -> Plugin:
        return TestScorePlugin(name, decode_into(inj_args, injectedResult))

    return factory


def new_plugin_not_implementing_score(_args: object, _f: Handle) -> Plugin:
    return PluginNotImplementingScore()


class TestPlugin(
    PreFilterExtensions,
    QueueSortPlugin,
    ScorePlugin,
    PreFilterPlugin,
    FilterPlugin,
    PostFilterPlugin,
    PreScorePlugin,
    ReservePlugin,
    PreBindPlugin,
    PostBindPlugin,
    PermitPlugin,
    BindPlugin,
):
    """Implements every extension point, answering with the injected codes."""

    __test__ = False

    def __init__(self, name: str, inj: injectedResult | None = None) -> None:
        self._name = name
        self.inj = injectedResult() if inj is None else inj

    def add_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        return new_status(Code(self.inj.pre_filter_add_pod_status), injectReason)

    def remove_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        return new_status(Code(self.inj.pre_filter_remove_pod_status), injectReason)

    def name(self) -> str:
        return self._name

    def less(self, a: QueuedPodInfo, b: QueuedPodInfo) -> bool:
        return False

    def score(self, state: CycleState, p: v1.Pod, node_name: str) -> tuple[int, Status | None]:
        return 0, new_status(Code(self.inj.score_status), injectReason)

    def score_extensions(self) -> ScoreExtensions | None:
        return None

    def pre_filter(
        self, state: CycleState, p: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None]:
        status = new_status(Code(self.inj.pre_filter_status), injectReason)
        return self.inj.pre_filter_result, status

    def pre_filter_extensions(self) -> PreFilterExtensions | None:
        return self

    def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
        return new_status(Code(self.inj.filter_status), injectFilterReason)

    def post_filter(
        self, state: CycleState, pod: v1.Pod, filtered_node_status_map: NodeToStatusMap
    ) -> tuple[PostFilterResult | None, Status | None]:
        return None, new_status(Code(self.inj.post_filter_status), injectReason)

    def pre_score(self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]) -> Status | None:
        return new_status(Code(self.inj.pre_score_status), injectReason)

    def reserve(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        return new_status(Code(self.inj.reserve_status), injectReason)

    def unreserve(self, state: CycleState, p: v1.Pod, node_name: str) -> None:
        pass

    async def pre_bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        return new_status(Code(self.inj.pre_bind_status), injectReason)

    def post_bind(self, state: CycleState, p: v1.Pod, node_name: str) -> None:
        pass

    def permit(
        self, state: CycleState, p: v1.Pod, node_name: str
    ) -> tuple[Status | None, timedelta]:
        return new_status(Code(self.inj.permit_status), injectReason), timedelta(0)

    def bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        return new_status(Code(self.inj.bind_status), injectReason)


def new_test_plugin(_args: object, _f: Handle) -> Plugin:
    return TestPlugin(testPlugin)


errClose = Exception("close err")


class TestCloseErrorPlugin(Plugin):
    __test__ = False

    def name(self) -> str:
        return testCloseErrorPlugin

    def close(self) -> None:
        raise errClose


def new_test_close_error_plugin(_args: object, _f: Handle) -> Plugin:
    return TestCloseErrorPlugin()


class TestPreFilterPlugin(PreFilterPlugin):
    """Only a PreFilter plugin."""

    __test__ = False

    def __init__(self) -> None:
        self.pre_filter_called = 0

    def name(self) -> str:
        return preFilterPluginName

    def pre_filter(
        self, state: CycleState, p: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None]:
        self.pre_filter_called += 1
        return None, None

    def pre_filter_extensions(self) -> PreFilterExtensions | None:
        return None


class TestPreFilterWithExtensionsPlugin(PreFilterPlugin, PreFilterExtensions):
    """A PreFilter plugin with AddPod/RemovePod."""

    __test__ = False

    def __init__(self) -> None:
        self.pre_filter_called = 0
        self.add_called = 0
        self.remove_called = 0

    def name(self) -> str:
        return preFilterWithExtensionsPluginName

    def pre_filter(
        self, state: CycleState, p: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None]:
        self.pre_filter_called += 1
        return None, None

    def add_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        self.add_called += 1
        return None

    def remove_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        self.remove_called += 1
        return None

    def pre_filter_extensions(self) -> PreFilterExtensions | None:
        return self


class TestDuplicatePlugin(PreFilterPlugin):
    __test__ = False

    def name(self) -> str:
        return duplicatePluginName

    def pre_filter(
        self, state: CycleState, p: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None]:
        return None, None

    def pre_filter_extensions(self) -> PreFilterExtensions | None:
        return None


def new_duplicate_plugin(_args: object, _f: Handle) -> Plugin:
    return TestDuplicatePlugin()


class TestPermitPlugin(PermitPlugin):
    """Only a Permit plugin, which always asks to wait 10s."""

    __test__ = False

    def name(self) -> str:
        return permitPlugin

    def permit(
        self, state: CycleState, p: v1.Pod, node_name: str
    ) -> tuple[Status | None, timedelta]:
        return new_status(Code.Wait), timedelta(seconds=10)


class TestPreEnqueuePlugin(PreEnqueuePlugin):
    __test__ = False

    def name(self) -> str:
        return preEnqueuePlugin

    def pre_enqueue(self, p: v1.Pod) -> Status | None:
        return None


class TestQueueSortPlugin(QueueSortPlugin):
    """A no-op QueueSort plugin."""

    __test__ = False

    def name(self) -> str:
        return queueSortPlugin

    def less(self, a: QueuedPodInfo, b: QueuedPodInfo) -> bool:
        return False


def new_queue_sort_plugin(_args: object, _f: Handle) -> Plugin:
    return TestQueueSortPlugin()


class TestBindPlugin(BindPlugin):
    """A no-op Bind plugin."""

    __test__ = False

    def name(self) -> str:
        return bindPlugin

    def bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        return None


def new_bind_plugin(_args: object, _f: Handle) -> Plugin:
    return TestBindPlugin()


def new_registry() -> Registry:
    """Go's package-level `registry`."""
    r = Registry()
    r.register(scoreWithNormalizePlugin1, _score_with_normalize_factory(scoreWithNormalizePlugin1))
    r.register(scoreWithNormalizePlugin2, _score_with_normalize_factory(scoreWithNormalizePlugin2))
    r.register(scorePlugin1, _score_factory(scorePlugin1))
    r.register(scorePlugin2, _score_factory(scorePlugin2))
    r.register(pluginNotImplementingScore, new_plugin_not_implementing_score)
    r.register(duplicatePluginName, new_duplicate_plugin)
    r.register(testPlugin, new_test_plugin)
    r.register(queueSortPlugin, new_queue_sort_plugin)
    r.register(bindPlugin, new_bind_plugin)
    r.register(testCloseErrorPlugin, new_test_close_error_plugin)
    return r


defaultWeights = {
    scoreWithNormalizePlugin1: 1,
    scoreWithNormalizePlugin2: 2,
    scorePlugin1: 1,
}

# The pod is only used for logging errors in Go.
pod = v1.Pod()
node = v1.Node(metadata=metav1.ObjectMeta(name=nodeName))
lowPriority, highPriority = 0, 1000
lowPriorityPod = v1.Pod(
    metadata=metav1.ObjectMeta(uid="low"), spec=v1.PodSpec(priority=lowPriority)
)
highPriorityPod = v1.Pod(
    metadata=metav1.ObjectMeta(uid="high"), spec=v1.PodSpec(priority=highPriority)
)
nodes = [
    v1.Node(metadata=metav1.ObjectMeta(name="node1")),
    v1.Node(metadata=metav1.ObjectMeta(name="node2")),
]

errInjectedStatus = Exception(injectReason)
errInjectedFilterStatus = Exception(injectFilterReason)


def errorf(prefix: str, err: BaseException) -> Exception:
    """Go's fmt.Errorf("<prefix>: %w", err)."""
    wrapped = Exception(f"{prefix}: {err}")
    wrapped.__cause__ = err
    return wrapped


def _error_status(prefix: str) -> Status:
    status = as_status(errorf(prefix, errInjectedStatus))
    assert status is not None
    return status


def _error_texts(err: BaseException | None) -> list[str]:
    texts = []
    while err is not None:
        texts.append(str(err))
        err = err.__cause__
    return texts


def _deep_equal_status(got: Status | None, want: Status | None) -> bool:
    """reflect.DeepEqual on two statuses."""
    if got is None or want is None:
        return got is None and want is None
    return (
        got.code() == want.code()
        and got.reasons() == want.reasons()
        and got.plugin() == want.plugin()
        and _error_texts(got.as_error()) == _error_texts(want.as_error())
    )


def _cmp_status(got: Status | None, want: Status | None) -> bool:
    """Go's cmpOpts comparer of statuses."""
    if got is None or want is None:
        return Status.is_success(got) and Status.is_success(want)
    return (
        got.code() == want.code()
        and got.plugin() == want.plugin()
        and got.message() == want.message()
    )


def _same_set(got: set[str] | None, want: set[str] | None) -> bool:
    """sets.Set equality, where nil and empty are the same."""
    return (got or set()) == (want or set())


def _registering(plugin: Plugin) -> PluginFactory:
    """A factory that hands out the given plugin."""

    def factory(_args: object, _f: Handle) -> Plugin:
        return plugin

    return factory


def new_framework_with_queue_sort_and_bind(
    r: Registry, profile: config.KubeSchedulerProfile, *opts: Option
) -> Framework:
    if queueSortPlugin not in r:
        r[queueSortPlugin] = new_queue_sort_plugin
    if bindPlugin not in r:
        r[bindPlugin] = new_bind_plugin

    assert profile.plugins is not None
    if len(profile.plugins.queue_sort.enabled) == 0:
        profile.plugins.queue_sort.enabled.append(config.Plugin(name=queueSortPlugin))
    if len(profile.plugins.bind.enabled) == 0:
        profile.plugins.bind.enabled.append(config.Plugin(name=bindPlugin))
    return new_framework(r, profile, *opts)


def build_score_config_default_weights(*ps: str) -> config.Plugins:
    return build_score_config_with_weights(defaultWeights, *ps)


def build_score_config_with_weights(weights: dict[str, int], *ps: str) -> config.Plugins:
    plugins = [config.Plugin(name=p, weight=weights.get(p, 0)) for p in ps]
    return config.Plugins(score=config.PluginSet(enabled=plugins))


def build_node_infos(ns: list[v1.Node]) -> list[NodeInfo]:
    res = []
    for n in ns:
        ni = new_node_info()
        ni.set_node(n)
        res.append(ni)
    return res


def _pset(*names: str | tuple[str, int]) -> config.PluginSet:
    """A PluginSet enabling the given names (or (name, weight) pairs)."""
    enabled = []
    for n in names:
        if isinstance(n, tuple):
            enabled.append(config.Plugin(name=n[0], weight=n[1]))
        else:
            enabled.append(config.Plugin(name=n))
    return config.PluginSet(enabled=enabled)


def _disabled(*names: str) -> config.PluginSet:
    return config.PluginSet(disabled=[config.Plugin(name=n) for n in names])


@pytest.mark.parametrize(
    ("plugins", "init_err"),
    [
        pytest.param(
            build_score_config_default_weights("notExist"),
            True,
            id="enabled Score plugin doesn't exist in registry",
        ),
        pytest.param(
            build_score_config_default_weights(pluginNotImplementingScore),
            True,
            id="enabled Score plugin doesn't extend the ScorePlugin interface",
        ),
        pytest.param(config.Plugins(), False, id="Score plugins are nil"),
        pytest.param(
            build_score_config_default_weights(), False, id="enabled Score plugin list is empty"
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1),
            False,
            id="enabled plugin only implements ScorePlugin interface",
        ),
        pytest.param(
            build_score_config_default_weights(scoreWithNormalizePlugin1),
            False,
            id="enabled plugin implements ScoreWithNormalizePlugin interface",
        ),
    ],
)
def test_init_framework_with_score_plugins(plugins: config.Plugins, init_err: bool) -> None:
    profile = config.KubeSchedulerProfile(plugins=plugins)
    if init_err:
        with pytest.raises(FrameworkRuntimeError):
            new_framework_with_queue_sort_and_bind(new_registry(), profile)
    else:
        new_framework_with_queue_sort_and_bind(new_registry(), profile)


@pytest.mark.parametrize(
    ("plugins", "plugin_cfg", "want_err"),
    [
        pytest.param(
            config.Plugins(
                pre_filter=_pset((duplicatePluginName, 1), (duplicatePluginName, 1)),
            ),
            [config.PluginConfig(name=duplicatePluginName)],
            "already registered",
            id="duplicate plugin name",
        ),
        pytest.param(
            config.Plugins(pre_filter=_pset((duplicatePluginName, 1))),
            [
                config.PluginConfig(name=duplicatePluginName),
                config.PluginConfig(name=duplicatePluginName),
            ],
            "repeated config for plugin",
            id="duplicate plugin config",
        ),
    ],
)
def test_new_framework_errors(
    plugins: config.Plugins, plugin_cfg: list[config.PluginConfig], want_err: str
) -> None:
    profile = config.KubeSchedulerProfile(plugins=plugins, plugin_config=plugin_cfg)
    with pytest.raises(FrameworkRuntimeError, match=want_err):
        new_framework(new_registry(), profile)


def _all_test_plugin(**overrides: config.PluginSet) -> config.Plugins:
    """testPlugin at every extension point it implements, with some sets replaced."""
    sets = {
        "queue_sort": _pset(testPlugin),
        "pre_filter": _pset(testPlugin),
        "filter": _pset(testPlugin),
        "post_filter": _pset(testPlugin),
        "pre_score": _pset(testPlugin),
        "score": _pset((testPlugin, 1)),
        "reserve": _pset(testPlugin),
        "permit": _pset(testPlugin),
        "pre_bind": _pset(testPlugin),
        "bind": _pset(testPlugin),
        "post_bind": _pset(testPlugin),
    }
    sets.update(overrides)
    return config.Plugins(**sets)


@pytest.mark.parametrize(
    ("plugins", "want_plugins", "want_err"),
    [
        pytest.param(
            config.Plugins(multi_point=_pset((testPlugin, 5))),
            _all_test_plugin(score=_pset((testPlugin, 5))),
            "",
            id="plugin expansion",
        ),
        pytest.param(
            config.Plugins(
                multi_point=_pset(testPlugin),
                pre_score=_disabled(testPlugin),
                score=_disabled(testPlugin),
            ),
            _all_test_plugin(pre_score=config.PluginSet(), score=config.PluginSet()),
            "",
            id="disable MultiPoint plugin at some extension points",
        ),
        pytest.param(
            config.Plugins(multi_point=_pset(testPlugin, scorePlugin1)),
            _all_test_plugin(
                pre_score=_pset(testPlugin, scorePlugin1),
                score=_pset((testPlugin, 1), (scorePlugin1, 1)),
            ),
            "",
            id="Multiple MultiPoint plugins",
        ),
        pytest.param(
            config.Plugins(
                multi_point=_pset(testPlugin, scorePlugin1),
                pre_score=_disabled("*"),
            ),
            _all_test_plugin(
                pre_score=config.PluginSet(),
                score=_pset((testPlugin, 1), (scorePlugin1, 1)),
            ),
            "",
            id="disable MultiPoint extension",
        ),
        pytest.param(
            config.Plugins(
                multi_point=_pset(scoreWithNormalizePlugin1, testPlugin, scorePlugin1),
                score=_pset(scorePlugin1, testPlugin),
            ),
            _all_test_plugin(
                pre_score=_pset(testPlugin, scorePlugin1),
                score=_pset((scorePlugin1, 1), (testPlugin, 1), (scoreWithNormalizePlugin1, 1)),
            ),
            "",
            id="Reorder MultiPoint plugins (specified extension takes precedence)",
        ),
        pytest.param(
            config.Plugins(
                multi_point=_pset(testPlugin, scorePlugin1),
                score=_pset(scoreWithNormalizePlugin1, scorePlugin1, testPlugin),
            ),
            _all_test_plugin(
                pre_score=_pset(testPlugin, scorePlugin1),
                score=_pset((scorePlugin1, 1), (testPlugin, 1), (scoreWithNormalizePlugin1, 1)),
            ),
            "",
            id="Reorder MultiPoint plugins (specified extension only takes precedence when it "
            "exists in MultiPoint)",
        ),
        pytest.param(
            config.Plugins(
                multi_point=_pset(testPlugin, scorePlugin1),
                score=_pset((scorePlugin1, 5), (testPlugin, 3)),
            ),
            _all_test_plugin(
                pre_score=_pset(testPlugin, scorePlugin1),
                score=_pset((scorePlugin1, 5), (testPlugin, 3)),
            ),
            "",
            id="Override MultiPoint plugins weights",
        ),
        pytest.param(
            config.Plugins(
                multi_point=config.PluginSet(
                    enabled=[
                        config.Plugin(name=queueSortPlugin),
                        config.Plugin(name=bindPlugin),
                        config.Plugin(name=scorePlugin1),
                    ],
                    disabled=[config.Plugin(name="*")],
                ),
            ),
            config.Plugins(
                queue_sort=_pset(queueSortPlugin),
                pre_score=_pset(scorePlugin1),
                score=_pset((scorePlugin1, 1)),
                bind=_pset(bindPlugin),
            ),
            "",
            id="disable and enable MultiPoint plugins with '*'",
        ),
        pytest.param(
            config.Plugins(
                multi_point=config.PluginSet(
                    enabled=[
                        config.Plugin(name=bindPlugin),
                        config.Plugin(name=queueSortPlugin),
                        config.Plugin(name=scorePlugin1),
                    ],
                    disabled=[config.Plugin(name=scorePlugin1)],
                ),
            ),
            config.Plugins(
                queue_sort=_pset(queueSortPlugin),
                pre_score=_pset(scorePlugin1),
                score=_pset((scorePlugin1, 1)),
                bind=_pset(bindPlugin),
            ),
            "",
            id="disable and enable MultiPoint plugin by name",
        ),
        pytest.param(
            config.Plugins(multi_point=_pset(testPlugin, testPlugin)),
            None,
            "already registered",
            id="Expect 'already registered' error",
        ),
        pytest.param(
            config.Plugins(
                multi_point=_pset(testPlugin, scorePlugin1),
                score=_pset((scorePlugin1, 5), (scorePlugin2, 5), (testPlugin, 3)),
            ),
            _all_test_plugin(
                pre_score=_pset(testPlugin, scorePlugin1),
                score=_pset((scorePlugin1, 5), (testPlugin, 3), (scorePlugin2, 5)),
            ),
            "",
            id="Override MultiPoint plugins weights and avoid a plugin being loaded multiple times",
        ),
    ],
)
def test_new_framework_multi_point_expansion(
    plugins: config.Plugins, want_plugins: config.Plugins | None, want_err: str
) -> None:
    try:
        fw = new_framework(new_registry(), config.KubeSchedulerProfile(plugins=plugins))
    except FrameworkRuntimeError as err:
        assert want_err != "" and want_err in str(err), f"Unexpected error, got {err}"
        return
    try:
        assert want_err == "", f"Unexpected success, expect: {want_err}"
        assert fw.list_plugins() == want_plugins
    finally:
        fw.close()


def test_new_framework_quotes_names_as_gos_percent_q() -> None:
    # Python-only: names in messages are quoted as Go's %q does (\x01, \x7f), not as JSON does.
    plugins = config.Plugins(multi_point=_pset("no\x01such\x7f"))
    with pytest.raises(FrameworkRuntimeError) as exc:
        new_framework(new_registry(), config.KubeSchedulerProfile(plugins=plugins))
    assert str(exc.value) == 'PreFilterPlugin "no\\x01such\\x7f" does not exist'


def test_new_framework_multi_point_expansion_error_message() -> None:
    # Python-only: the whole message of the 'already registered' row.
    plugins = config.Plugins(multi_point=_pset(testPlugin, testPlugin))
    with pytest.raises(FrameworkRuntimeError) as exc:
        new_framework(new_registry(), config.KubeSchedulerProfile(plugins=plugins))
    assert str(exc.value) == 'plugin "test-plugin" already registered as "PreFilterPlugin"'


@pytest.mark.parametrize(
    "plugins",
    [
        pytest.param([], id="no PreEnqueuePlugin registered"),
        pytest.param([TestPreEnqueuePlugin()], id="one PreEnqueuePlugin registered"),
    ],
)
def test_pre_enqueue_plugins(plugins: list[Plugin]) -> None:
    registry = Registry()
    cfg_pls = config.Plugins()
    for pl in plugins:
        registry.register(pl.name(), _registering(pl))
        cfg_pls.pre_enqueue.enabled.append(config.Plugin(name=pl.name()))
    profile = config.KubeSchedulerProfile(plugins=cfg_pls)
    f = new_framework_with_queue_sort_and_bind(registry, profile)
    try:
        got = f.pre_enqueue_plugins()
        assert len(got) == len(plugins)
        assert all(g is w for g, w in zip(got, plugins, strict=True))
    finally:
        f.close()


def _tps(*specs: tuple[str, injectedResult]) -> list[TestPlugin]:
    return [TestPlugin(n, inj) for n, inj in specs]


def _ok(name: str) -> tuple[str, injectedResult]:
    return name, injectedResult()


def _register_all(plugins: list[TestPlugin]) -> tuple[Registry, list[config.Plugin]]:
    r = Registry()
    enabled = []
    for p in plugins:
        enabled.append(config.Plugin(name=p.name()))
        r.register(p.name(), _registering(p))
    return r, enabled


@pytest.mark.parametrize(
    ("plugins", "want_skipped_plugins", "want_status_code"),
    [
        pytest.param(
            _tps(_ok("success1"), _ok("success2")),
            None,
            Code.Success,
            id="all PreScorePlugins returned success",
        ),
        pytest.param(
            _tps(_ok("success"), ("error", injectedResult(pre_score_status=Code.Error))),
            None,
            Code.Error,
            id="one PreScore plugin returned success, but another PreScore plugin returned "
            "non-success",
        ),
        pytest.param(
            _tps(
                ("skip", injectedResult(pre_score_status=Code.Skip)),
                ("error", injectedResult(pre_score_status=Code.Error)),
            ),
            {"skip"},
            Code.Error,
            id="one PreScore plugin returned skip, but another PreScore plugin returned "
            "non-success",
        ),
        pytest.param(
            _tps(
                ("skip1", injectedResult(pre_score_status=Code.Skip)),
                ("skip2", injectedResult(pre_score_status=Code.Skip)),
                ("skip3", injectedResult(pre_score_status=Code.Skip)),
            ),
            {"skip1", "skip2", "skip3"},
            Code.Success,
            id="all PreScore plugins returned skip",
        ),
        pytest.param(
            _tps(
                ("skip1", injectedResult(pre_score_status=Code.Skip)),
                _ok("success1"),
                ("skip2", injectedResult(pre_score_status=Code.Skip)),
                _ok("success2"),
            ),
            {"skip1", "skip2"},
            Code.Success,
            id="some PreScore plugins returned skip",
        ),
    ],
)
def test_run_pre_score_plugins(
    plugins: list[TestPlugin], want_skipped_plugins: set[str] | None, want_status_code: Code
) -> None:
    r, enabled = _register_all(plugins)
    f = new_framework_with_queue_sort_and_bind(
        r,
        config.KubeSchedulerProfile(
            plugins=config.Plugins(pre_score=config.PluginSet(enabled=enabled))
        ),
    )
    try:
        state = new_cycle_state()
        status = f.run_pre_score_plugins(state, None, None)  # type: ignore[arg-type]
        assert Status.code(status) == want_status_code
        assert _same_set(state.skip_score_plugins, want_skipped_plugins)
    finally:
        f.close()


def _scores(*per_plugin: tuple[str, int]) -> list[NodePluginScores]:
    """The same plugin scores on node1 and node2."""
    return [
        NodePluginScores(
            name=n,
            scores=[PluginScore(name=p, score=s) for p, s in per_plugin],
            total_score=sum(s for _, s in per_plugin),
        )
        for n in ("node1", "node2")
    ]


def _pc(name: str, args: dict[str, int]) -> config.PluginConfig:
    return config.PluginConfig(name=name, args=args)


@pytest.mark.parametrize(
    ("plugins", "plugin_configs", "want", "skipped_plugins", "err"),
    [
        pytest.param(
            build_score_config_default_weights(), [], _scores(), None, False, id="no Score plugins"
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1),
            [_pc(scorePlugin1, {"scoreRes": 1})],
            # scorePlugin1 Score returns 1, weight=1, so want=1.
            _scores((scorePlugin1, 1)),
            None,
            False,
            id="single Score plugin",
        ),
        pytest.param(
            build_score_config_default_weights(scoreWithNormalizePlugin1),
            [_pc(scoreWithNormalizePlugin1, {"scoreRes": 10, "normalizeRes": 5})],
            # Score returns 10, NormalizeScore overrides to 5, weight=1, so want=5.
            _scores((scoreWithNormalizePlugin1, 5)),
            None,
            False,
            id="single ScoreWithNormalize plugin",
        ),
        pytest.param(
            build_score_config_default_weights(
                scorePlugin1, scoreWithNormalizePlugin1, scoreWithNormalizePlugin2
            ),
            [
                _pc(scorePlugin1, {"scoreRes": 1}),
                _pc(scoreWithNormalizePlugin1, {"scoreRes": 3, "normalizeRes": 4}),
                _pc(scoreWithNormalizePlugin2, {"scoreRes": 4, "normalizeRes": 5}),
            ],
            _scores(
                (scorePlugin1, 1), (scoreWithNormalizePlugin1, 4), (scoreWithNormalizePlugin2, 10)
            ),
            None,
            False,
            id="3 Score plugins, 2 NormalizeScore plugins",
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1, scoreWithNormalizePlugin1),
            [_pc(scoreWithNormalizePlugin1, {"scoreStatus": 1})],
            None,
            None,
            True,
            id="score fails",
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1, scoreWithNormalizePlugin1),
            [_pc(scoreWithNormalizePlugin1, {"normalizeStatus": 1})],
            None,
            None,
            True,
            id="normalize fails",
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1),
            [_pc(scorePlugin1, {"scoreRes": MaxNodeScore + 1})],
            None,
            None,
            True,
            id="Score plugin return score greater than MaxNodeScore",
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1),
            [_pc(scorePlugin1, {"scoreRes": MinNodeScore - 1})],
            None,
            None,
            True,
            id="Score plugin return score less than MinNodeScore",
        ),
        pytest.param(
            build_score_config_default_weights(scoreWithNormalizePlugin1),
            [_pc(scoreWithNormalizePlugin1, {"normalizeRes": MaxNodeScore + 1})],
            None,
            None,
            True,
            id="ScoreWithNormalize plugin return score greater than MaxNodeScore",
        ),
        pytest.param(
            build_score_config_default_weights(scoreWithNormalizePlugin1),
            [_pc(scoreWithNormalizePlugin1, {"normalizeRes": MinNodeScore - 1})],
            None,
            None,
            True,
            id="ScoreWithNormalize plugin return score less than MinNodeScore",
        ),
        pytest.param(
            config.Plugins(multi_point=_pset(scorePlugin1), score=_pset((scorePlugin1, 3))),
            [_pc(scorePlugin1, {"scoreRes": 1})],
            # scorePlugin1 Score returns 1, weight=3, so want=3.
            _scores((scorePlugin1, 3)),
            None,
            False,
            id="single Score plugin with MultiPointExpansion",
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1, scoreWithNormalizePlugin1),
            [
                _pc(scorePlugin1, {"scoreRes": 1}),
                # An error is injected to make sure this plugin isn't called.
                _pc(scoreWithNormalizePlugin1, {"scoreStatus": 1}),
            ],
            _scores((scorePlugin1, 1)),
            {scoreWithNormalizePlugin1},
            False,
            id="one success plugin, one skip plugin",
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1),
            # An error is injected to make sure this plugin isn't called.
            [_pc(scorePlugin1, {"scoreStatus": 1})],
            _scores(),
            {scorePlugin1},
            False,
            id="all plugins are skipped in prescore",
        ),
        pytest.param(
            build_score_config_default_weights(scorePlugin1),
            [],
            _scores(),
            {scorePlugin1, "score-plugin-unknown"},
            False,
            id="skipped prescore plugin number greater than the number of score plugins",
        ),
    ],
)
def test_run_score_plugins(
    plugins: config.Plugins,
    plugin_configs: list[config.PluginConfig],
    want: list[NodePluginScores] | None,
    skipped_plugins: set[str] | None,
    err: bool,
) -> None:
    # The results are injected through the plugins' args.
    profile = config.KubeSchedulerProfile(plugins=plugins, plugin_config=plugin_configs)
    f = new_framework_with_queue_sort_and_bind(new_registry(), profile)
    try:
        state = new_cycle_state()
        state.skip_score_plugins = skipped_plugins
        res, status = f.run_score_plugins(state, pod, build_node_infos(nodes))

        if err:
            assert not Status.is_success(status)
            return

        assert Status.is_success(status)
        assert res == want
    finally:
        f.close()


def test_run_score_plugins_range_error_message() -> None:
    # Python-only: the whole message of a score outside [MinNodeScore, MaxNodeScore].
    profile = config.KubeSchedulerProfile(
        plugins=build_score_config_default_weights(scorePlugin1),
        plugin_config=[_pc(scorePlugin1, {"scoreRes": MaxNodeScore + 1})],
    )
    f = new_framework_with_queue_sort_and_bind(new_registry(), profile)
    _, status = f.run_score_plugins(new_cycle_state(), pod, build_node_infos(nodes))
    assert Status.code(status) == Code.Error
    assert Status.message(status) == (
        'applying score defaultWeights on Score plugins: plugin "score-plugin-1" returns an '
        "invalid score 101, it should in the range of [0, 100] after normalizing"
    )


def test_pre_filter_plugins() -> None:
    pre_filter1 = TestPreFilterPlugin()
    pre_filter2 = TestPreFilterWithExtensionsPlugin()
    r = Registry()
    r.register(preFilterPluginName, _registering(pre_filter1))
    r.register(preFilterWithExtensionsPluginName, _registering(pre_filter2))
    plugins = config.Plugins(
        pre_filter=_pset(preFilterWithExtensionsPluginName, preFilterPluginName)
    )
    profile = config.KubeSchedulerProfile(plugins=plugins)
    f = new_framework_with_queue_sort_and_bind(r, profile)
    try:
        state = new_cycle_state()
        f.run_pre_filter_plugins(state, None)  # type: ignore[arg-type]
        f.run_pre_filter_extension_add_pod(state, None, None, None)  # type: ignore[arg-type]
        f.run_pre_filter_extension_remove_pod(state, None, None, None)  # type: ignore[arg-type]

        assert pre_filter1.pre_filter_called == 1
        assert pre_filter2.pre_filter_called == 1
        assert pre_filter2.add_called == 1
        assert pre_filter2.remove_called == 1
    finally:
        f.close()


@pytest.mark.parametrize(
    ("plugins", "want_pre_filter_result", "want_skipped_plugins", "want_status_code"),
    [
        pytest.param(
            _tps(_ok("success1"), _ok("success2")),
            None,
            None,
            Code.Success,
            id="all PreFilter returned success",
        ),
        pytest.param(
            _tps(_ok("success"), ("error", injectedResult(pre_filter_status=Code.Error))),
            None,
            None,
            Code.Error,
            id="one PreFilter plugin returned success, but another PreFilter plugin returned "
            "non-success",
        ),
        pytest.param(
            _tps(
                ("skip", injectedResult(pre_filter_status=Code.Skip)),
                ("error", injectedResult(pre_filter_status=Code.Error)),
            ),
            None,
            {"skip"},
            Code.Error,
            id="one PreFilter plugin returned skip, but another PreFilter plugin returned "
            "non-success",
        ),
        pytest.param(
            _tps(
                ("skip1", injectedResult(pre_filter_status=Code.Skip)),
                ("skip2", injectedResult(pre_filter_status=Code.Skip)),
                ("skip3", injectedResult(pre_filter_status=Code.Skip)),
            ),
            None,
            {"skip1", "skip2", "skip3"},
            Code.Success,
            id="all PreFilter plugins returned skip",
        ),
        pytest.param(
            _tps(
                ("skip1", injectedResult(pre_filter_status=Code.Skip)),
                _ok("success1"),
                ("skip2", injectedResult(pre_filter_status=Code.Skip)),
                _ok("success2"),
            ),
            None,
            {"skip1", "skip2"},
            Code.Success,
            id="some PreFilter plugins returned skip",
        ),
        pytest.param(
            _tps(
                ("unschedulable", injectedResult(pre_filter_status=Code.Unschedulable)),
                # It returns Skip, so wantSkippedPlugins shows that it ran.
                ("skip", injectedResult(pre_filter_status=Code.Skip)),
            ),
            None,
            {"skip"},
            Code.Unschedulable,
            id="one PreFilter plugin returned Unschedulable, but another PreFilter plugin "
            "should be executed",
        ),
        pytest.param(
            _tps(
                (
                    "unresolvable",
                    injectedResult(pre_filter_status=Code.UnschedulableAndUnresolvable),
                ),
                # It returns Skip, so wantSkippedPlugins shows that it did not run.
                ("skip", injectedResult(pre_filter_status=Code.Skip)),
            ),
            None,
            None,
            Code.UnschedulableAndUnresolvable,
            id="one PreFilter plugin returned UnschedulableAndUnresolvable, and all other "
            "plugins aren't executed",
        ),
        pytest.param(
            _tps(
                (
                    "reject-all-nodes",
                    injectedResult(pre_filter_result=PreFilterResult(node_names=set())),
                ),
                # It returns Skip, so wantSkippedPlugins shows that it did not run.
                ("skip", injectedResult(pre_filter_status=Code.Skip)),
            ),
            PreFilterResult(node_names=set()),
            set(),
            Code.UnschedulableAndUnresolvable,
            id="all nodes are filtered out by prefilter result, but other plugins aren't "
            "executed because we consider all nodes are filtered out by "
            "UnschedulableAndUnresolvable",
        ),
    ],
)
def test_run_pre_filter_plugins(
    plugins: list[TestPlugin],
    want_pre_filter_result: PreFilterResult | None,
    want_skipped_plugins: set[str] | None,
    want_status_code: Code,
) -> None:
    r, enabled = _register_all(plugins)
    f = new_framework_with_queue_sort_and_bind(
        r,
        config.KubeSchedulerProfile(
            plugins=config.Plugins(pre_filter=config.PluginSet(enabled=enabled))
        ),
    )
    try:
        state = new_cycle_state()
        result, status, _ = f.run_pre_filter_plugins(state, None)  # type: ignore[arg-type]
        assert result == want_pre_filter_result
        assert Status.code(status) == want_status_code
        assert _same_set(state.skip_filter_plugins, want_skipped_plugins)
    finally:
        f.close()


def test_run_pre_filter_plugins_messages() -> None:
    # Python-only: the messages when merged PreFilterResults leave no node.
    def run(*results: set[str]) -> Status | None:
        plugins = [
            TestPlugin(f"p{i}", injectedResult(pre_filter_result=PreFilterResult(node_names=n)))
            for i, n in enumerate(results)
        ]
        r, enabled = _register_all(plugins)
        profile = config.KubeSchedulerProfile(
            plugins=config.Plugins(pre_filter=config.PluginSet(enabled=enabled))
        )
        f = new_framework_with_queue_sort_and_bind(r, profile)
        return f.run_pre_filter_plugins(new_cycle_state(), pod)[1]

    assert Status.message(run(set())) == "node(s) didn't satisfy plugin p0"
    assert Status.message(run({"a"}, {"b"})) == (
        "node(s) didn't satisfy plugin(s) [p0 p1] simultaneously"
    )


@pytest.mark.parametrize(
    ("plugins", "skipped_plugin_names", "want_status_code"),
    [
        pytest.param(
            _tps(_ok("success1"), _ok("success2")),
            None,
            Code.Success,
            id="no plugins are skipped and all RemovePod() returned success",
        ),
        pytest.param(
            _tps(_ok("success1"), ("error1", injectedResult(pre_filter_remove_pod_status=1))),
            None,
            Code.Error,
            id="one RemovePod() returned error",
        ),
        pytest.param(
            _tps(
                _ok("success1"),
                # It returns an error, so the row fails unless it is skipped.
                ("skipped", injectedResult(pre_filter_remove_pod_status=1)),
            ),
            {"skipped"},
            Code.Success,
            id="one RemovePod() is skipped",
        ),
    ],
)
def test_run_pre_filter_extension_remove_pod(
    plugins: list[TestPlugin], skipped_plugin_names: set[str] | None, want_status_code: Code
) -> None:
    r, enabled = _register_all(plugins)
    f = new_framework_with_queue_sort_and_bind(
        r,
        config.KubeSchedulerProfile(
            plugins=config.Plugins(pre_filter=config.PluginSet(enabled=enabled))
        ),
    )
    try:
        state = new_cycle_state()
        state.skip_filter_plugins = skipped_plugin_names
        status = f.run_pre_filter_extension_remove_pod(state, None, None, None)  # type: ignore[arg-type]
        assert Status.code(status) == want_status_code
    finally:
        f.close()


@pytest.mark.parametrize(
    ("plugins", "skipped_plugin_names", "want_status_code"),
    [
        pytest.param(
            _tps(_ok("success1"), _ok("success2")),
            None,
            Code.Success,
            id="no plugins are skipped and all AddPod() returned success",
        ),
        pytest.param(
            _tps(_ok("success1"), ("error1", injectedResult(pre_filter_add_pod_status=1))),
            None,
            Code.Error,
            id="one AddPod() returned error",
        ),
        pytest.param(
            _tps(
                _ok("success1"),
                # It returns an error, so the row fails unless it is skipped.
                ("skipped", injectedResult(pre_filter_add_pod_status=1)),
            ),
            {"skipped"},
            Code.Success,
            id="one AddPod() is skipped",
        ),
    ],
)
def test_run_pre_filter_extension_add_pod(
    plugins: list[TestPlugin], skipped_plugin_names: set[str] | None, want_status_code: Code
) -> None:
    r, enabled = _register_all(plugins)
    f = new_framework_with_queue_sort_and_bind(
        r,
        config.KubeSchedulerProfile(
            plugins=config.Plugins(pre_filter=config.PluginSet(enabled=enabled))
        ),
    )
    try:
        state = new_cycle_state()
        state.skip_filter_plugins = skipped_plugin_names
        status = f.run_pre_filter_extension_add_pod(state, None, None, None)  # type: ignore[arg-type]
        assert Status.code(status) == want_status_code
    finally:
        f.close()


def _filter(name: str, code: Code) -> tuple[str, injectedResult]:
    return name, injectedResult(filter_status=code)


def _filter_error(name: str) -> Status:
    err = errorf(f'running "{name}" filter plugin', errInjectedFilterStatus)
    status = as_status(err)
    assert status is not None
    return status.with_plugin(name)


@pytest.mark.parametrize(
    ("plugins", "skipped_plugins", "want_status"),
    [
        pytest.param(_tps(_filter("TestPlugin", Code.Success)), None, None, id="SuccessFilter"),
        pytest.param(
            _tps(_filter("TestPlugin", Code.Error)),
            None,
            _filter_error("TestPlugin"),
            id="ErrorFilter",
        ),
        pytest.param(
            _tps(_filter("TestPlugin", Code.Unschedulable)),
            None,
            new_status(Code.Unschedulable, injectFilterReason).with_plugin("TestPlugin"),
            id="UnschedulableFilter",
        ),
        pytest.param(
            _tps(_filter("TestPlugin", Code.UnschedulableAndUnresolvable)),
            None,
            new_status(Code.UnschedulableAndUnresolvable, injectFilterReason).with_plugin(
                "TestPlugin"
            ),
            id="UnschedulableAndUnresolvableFilter",
        ),
        # The rows below run several plugins.
        pytest.param(
            _tps(_filter("TestPlugin1", Code.Error), _filter("TestPlugin2", Code.Error)),
            None,
            _filter_error("TestPlugin1"),
            id="ErrorAndErrorFilters",
        ),
        pytest.param(
            _tps(
                _filter("TestPlugin1", Code.Unschedulable),
                _filter("TestPlugin2", Code.Unschedulable),
            ),
            None,
            new_status(Code.Unschedulable, injectFilterReason).with_plugin("TestPlugin1"),
            id="UnschedulableAndUnschedulableFilters",
        ),
        pytest.param(
            _tps(
                _filter("TestPlugin1", Code.UnschedulableAndUnresolvable),
                _filter("TestPlugin2", Code.Unschedulable),
            ),
            None,
            new_status(Code.UnschedulableAndUnresolvable, injectFilterReason).with_plugin(
                "TestPlugin1"
            ),
            id="UnschedulableAndUnschedulableAndUnresolvableFilters",
        ),
        pytest.param(
            _tps(_filter("TestPlugin1", Code.Success), _filter("TestPlugin2", Code.Success)),
            None,
            None,
            id="SuccessAndSuccessFilters",
        ),
        pytest.param(
            # TestPlugin2 returns an error, so the row fails unless it is skipped.
            _tps(_filter("TestPlugin1", Code.Success), _filter("TestPlugin2", Code.Error)),
            {"TestPlugin2"},
            None,
            id="SuccessAndSkipFilters",
        ),
        pytest.param(
            _tps(_filter("TestPlugin1", Code.Error), _filter("TestPlugin2", Code.Success)),
            None,
            _filter_error("TestPlugin1"),
            id="ErrorAndSuccessFilters",
        ),
        pytest.param(
            _tps(_filter("TestPlugin1", Code.Success), _filter("TestPlugin2", Code.Error)),
            None,
            _filter_error("TestPlugin2"),
            id="SuccessAndErrorFilters",
        ),
        pytest.param(
            _tps(
                _filter("TestPlugin1", Code.Success),
                _filter("TestPlugin2", Code.Unschedulable),
            ),
            None,
            new_status(Code.Unschedulable, injectFilterReason).with_plugin("TestPlugin2"),
            id="SuccessAndUnschedulableFilters",
        ),
    ],
)
def test_filter_plugins(
    plugins: list[TestPlugin], skipped_plugins: set[str] | None, want_status: Status | None
) -> None:
    registry = Registry()
    cfg_pls = config.Plugins()
    for pl in plugins:
        registry.register(pl.name(), _registering(pl))
        cfg_pls.filter.enabled.append(config.Plugin(name=pl.name()))
    profile = config.KubeSchedulerProfile(plugins=cfg_pls)
    f = new_framework_with_queue_sort_and_bind(registry, profile)
    try:
        state = new_cycle_state()
        state.skip_filter_plugins = skipped_plugins
        got_status = f.run_filter_plugins(state, pod, None)  # type: ignore[arg-type]
        assert _cmp_status(got_status, want_status), f"got {got_status!r}, want {want_status!r}"
    finally:
        f.close()


def _post_filter(name: str, code: Code) -> tuple[str, injectedResult]:
    return name, injectedResult(post_filter_status=code)


def _post_filter_error() -> Status:
    status = as_status(Exception(injectReason))
    assert status is not None
    return status.with_plugin("TestPlugin1")


@pytest.mark.parametrize(
    ("plugins", "want_status"),
    [
        pytest.param(
            _tps(_post_filter("TestPlugin", Code.Success)),
            new_status(Code.Success, injectReason),
            id="a single plugin makes a Pod schedulable",
        ),
        pytest.param(
            _tps(
                _post_filter("TestPlugin1", Code.Unschedulable),
                _post_filter("TestPlugin2", Code.Success),
            ),
            new_status(Code.Success, injectReason),
            id="plugin1 failed to make a Pod schedulable, followed by plugin2 which makes the "
            "Pod schedulable",
        ),
        pytest.param(
            _tps(
                _post_filter("TestPlugin1", Code.Success),
                _post_filter("TestPlugin2", Code.Unschedulable),
            ),
            new_status(Code.Success, injectReason),
            id="plugin1 makes a Pod schedulable, followed by plugin2 which cannot make the Pod "
            "schedulable",
        ),
        pytest.param(
            _tps(
                _post_filter("TestPlugin1", Code.Error),
                _post_filter("TestPlugin2", Code.Success),
            ),
            _post_filter_error(),
            # Python: Go repeats the name of the second row; the suffix keeps ids unique.
            id="plugin1 failed to make a Pod schedulable, followed by plugin2 which makes the "
            "Pod schedulable#01",
        ),
        pytest.param(
            _tps(
                _post_filter("TestPlugin1", Code.Unschedulable),
                _post_filter("TestPlugin2", Code.UnschedulableAndUnresolvable),
            ),
            new_status(Code.UnschedulableAndUnresolvable, injectReason).with_plugin("TestPlugin2"),
            id="plugin1 failed to make a Pod schedulable, followed by plugin2 which makes the "
            "Pod unresolvable",
        ),
        pytest.param(
            _tps(
                _post_filter("TestPlugin1", Code.Unschedulable),
                _post_filter("TestPlugin2", Code.Unschedulable),
            ),
            new_status(Code.Unschedulable, injectReason, injectReason).with_plugin("TestPlugin1"),
            id="both plugins failed to make a Pod schedulable",
        ),
    ],
)
def test_post_filter_plugins(plugins: list[TestPlugin], want_status: Status) -> None:
    registry = Registry()
    cfg_pls = config.Plugins()
    for pl in plugins:
        registry.register(pl.name(), _registering(pl))
        cfg_pls.post_filter.enabled.append(config.Plugin(name=pl.name()))
    profile = config.KubeSchedulerProfile(plugins=cfg_pls)
    f = new_framework_with_queue_sort_and_bind(registry, profile)
    try:
        _, got_status = f.run_post_filter_plugins(None, pod, None)  # type: ignore[arg-type]
        assert _deep_equal_status(got_status, want_status), f"got {got_status!r}"
    finally:
        f.close()


class _testPodNominator(PodNominator):
    """A minimal nominator for the tests below.

    # Python: Go uses internalqueue.NewTestPodNominator; the scheduling queue is ported
    # elsewhere, so this keeps just what RunFilterPluginsWithNominatedPods reads.
    """

    def __init__(self) -> None:
        self.nominated_pods: dict[str, list[PodInfo]] = {}

    def add_nominated_pod(self, pod: PodInfo, nominating_info: NominatingInfo | None) -> None:
        assert nominating_info is not None and nominating_info.nominating_mode == ModeOverride
        self.nominated_pods.setdefault(nominating_info.nominated_node_name, []).append(pod)

    def delete_nominated_pod_if_exists(self, pod: v1.Pod) -> None:
        for pods in self.nominated_pods.values():
            pods[:] = [p for p in pods if p.pod.uid != pod.uid]

    def update_nominated_pod(self, old_pod: v1.Pod, new_pod_info: PodInfo) -> None:
        raise NotImplementedError

    def nominated_pods_for_node(self, node_name: str) -> list[PodInfo]:
        return list(self.nominated_pods.get(node_name, []))


def _add_pod_error() -> Status:
    return _error_status('running AddPod on PreFilter plugin "TestPlugin1"')


@pytest.mark.parametrize(
    ("pre_filter_plugin", "filter_plugin", "pod_", "nominated_pod", "want_status"),
    [
        pytest.param(None, None, lowPriorityPod, None, None, id="node has no nominated pod"),
        pytest.param(
            TestPlugin("TestPlugin1", injectedResult(pre_filter_add_pod_status=Code.Success)),
            TestPlugin("TestPlugin2", injectedResult(filter_status=Code.Success)),
            lowPriorityPod,
            highPriorityPod,
            None,
            id="node has a high-priority nominated pod and all filters succeed",
        ),
        pytest.param(
            TestPlugin("TestPlugin1", injectedResult(pre_filter_add_pod_status=Code.Error)),
            None,
            lowPriorityPod,
            highPriorityPod,
            _add_pod_error(),
            id="node has a high-priority nominated pod and pre filters fail",
        ),
        pytest.param(
            TestPlugin("TestPlugin1", injectedResult(pre_filter_add_pod_status=Code.Success)),
            TestPlugin("TestPlugin2", injectedResult(filter_status=Code.Error)),
            lowPriorityPod,
            highPriorityPod,
            _filter_error("TestPlugin2"),
            id="node has a high-priority nominated pod and filters fail",
        ),
        pytest.param(
            TestPlugin("TestPlugin1", injectedResult(pre_filter_add_pod_status=Code.Unschedulable)),
            TestPlugin("TestPlugin2", injectedResult(filter_status=Code.Success)),
            highPriorityPod,
            lowPriorityPod,
            None,
            id="node has a low-priority nominated pod and pre filters return unschedulable",
        ),
    ],
)
def test_filter_plugins_with_nominated_pods(
    pre_filter_plugin: TestPlugin | None,
    filter_plugin: TestPlugin | None,
    pod_: v1.Pod,
    nominated_pod: v1.Pod | None,
    want_status: Status | None,
) -> None:
    registry = Registry()
    cfg_pls = config.Plugins()

    if pre_filter_plugin is not None:
        registry.register(pre_filter_plugin.name(), _registering(pre_filter_plugin))
        cfg_pls.pre_filter.enabled.append(config.Plugin(name=pre_filter_plugin.name()))
    if filter_plugin is not None:
        registry.register(filter_plugin.name(), _registering(filter_plugin))
        cfg_pls.filter.enabled.append(config.Plugin(name=filter_plugin.name()))

    pod_nominator = _testPodNominator()
    if nominated_pod is not None:
        pod_nominator.add_nominated_pod(
            new_pod_info(nominated_pod),
            NominatingInfo(nominating_mode=ModeOverride, nominated_node_name=nodeName),
        )
    profile = config.KubeSchedulerProfile(plugins=cfg_pls)
    f = new_framework_with_queue_sort_and_bind(registry, profile, with_pod_nominator(pod_nominator))
    try:
        node_info = new_node_info(pod)
        node_info.set_node(node)
        got_status = f.run_filter_plugins_with_nominated_pods(new_cycle_state(), pod_, node_info)
        assert _cmp_status(got_status, want_status), f"got {got_status!r}, want {want_status!r}"
    finally:
        f.close()


def test_filter_plugins_with_nominated_pods_turn_any_add_pod_error_into_a_status() -> None:
    # Python-only: Go turns every error of addNominatedPods into a status; the error of an
    # AddPod status need not be a FrameworkError (here the handle's AddPod is replaced).
    pod_nominator = _testPodNominator()
    pod_nominator.add_nominated_pod(
        new_pod_info(highPriorityPod),
        NominatingInfo(nominating_mode=ModeOverride, nominated_node_name=nodeName),
    )
    profile = config.KubeSchedulerProfile(plugins=config.Plugins())
    f = new_framework_with_queue_sort_and_bind(
        Registry(), profile, with_pod_nominator(pod_nominator)
    )
    boom = ValueError("boom")
    f.run_pre_filter_extension_add_pod = (  # type: ignore[method-assign]
        lambda *_: new_status(Code.Error).with_error(boom)
    )
    try:
        node_info = new_node_info(pod)
        node_info.set_node(node)
        got = f.run_filter_plugins_with_nominated_pods(new_cycle_state(), lowPriorityPod, node_info)
        assert got is not None and got.code() == Code.Error
        assert got.as_error() is boom
    finally:
        f.close()


def _pre_bind(name: str, code: Code) -> tuple[str, injectedResult]:
    return name, injectedResult(pre_bind_status=code)


@pytest.mark.parametrize(
    ("plugins", "want_status"),
    [
        pytest.param([], None, id="NoPreBindPlugin"),
        pytest.param(_tps(_pre_bind("TestPlugin", Code.Success)), None, id="SuccessPreBindPlugins"),
        pytest.param(
            _tps(_pre_bind("TestPlugin", Code.Unschedulable)),
            new_status(Code.Unschedulable, injectReason).with_plugin("TestPlugin"),
            id="UnschedulablePreBindPlugin",
        ),
        pytest.param(
            _tps(_pre_bind("TestPlugin", Code.Error)),
            _error_status('running PreBind plugin "TestPlugin"'),
            id="ErrorPreBindPlugin",
        ),
        pytest.param(
            _tps(_pre_bind("TestPlugin", Code.UnschedulableAndUnresolvable)),
            new_status(Code.UnschedulableAndUnresolvable, injectReason).with_plugin("TestPlugin"),
            # Python: Go repeats the name UnschedulablePreBindPlugin; the suffix keeps ids unique.
            id="UnschedulablePreBindPlugin#01",
        ),
        pytest.param(
            _tps(_pre_bind("TestPlugin", Code.Success), _pre_bind("TestPlugin 1", Code.Error)),
            _error_status('running PreBind plugin "TestPlugin 1"'),
            id="SuccessErrorPreBindPlugins",
        ),
        pytest.param(
            _tps(_pre_bind("TestPlugin", Code.Error), _pre_bind("TestPlugin 1", Code.Success)),
            _error_status('running PreBind plugin "TestPlugin"'),
            id="ErrorSuccessPreBindPlugin",
        ),
        pytest.param(
            _tps(_pre_bind("TestPlugin", Code.Success), _pre_bind("TestPlugin 1", Code.Success)),
            None,
            id="SuccessSuccessPreBindPlugin",
        ),
        pytest.param(
            _tps(_pre_bind("TestPlugin", Code.Error), _pre_bind("TestPlugin 1", Code.Error)),
            _error_status('running PreBind plugin "TestPlugin"'),
            id="ErrorAndErrorPlugins",
        ),
        pytest.param(
            _tps(
                _pre_bind("TestPlugin", Code.Unschedulable),
                _pre_bind("TestPlugin 1", Code.Success),
            ),
            new_status(Code.Unschedulable, injectReason).with_plugin("TestPlugin"),
            id="UnschedulableAndSuccessPreBindPlugin",
        ),
    ],
)
def test_pre_bind_plugins(plugins: list[TestPlugin], want_status: Status | None) -> None:
    registry = Registry()
    config_plugins = config.Plugins()

    for pl in plugins:
        registry.register(pl.name(), _registering(pl))
        config_plugins.pre_bind.enabled.append(config.Plugin(name=pl.name()))
    profile = config.KubeSchedulerProfile(plugins=config_plugins)
    f = new_framework_with_queue_sort_and_bind(registry, profile)
    try:
        status = asyncio.run(f.run_pre_bind_plugins(None, pod, ""))  # type: ignore[arg-type]
        assert _deep_equal_status(status, want_status), f"got {status!r}, want {want_status!r}"
    finally:
        f.close()


def _reserve(name: str, code: Code) -> tuple[str, injectedResult]:
    return name, injectedResult(reserve_status=code)


@pytest.mark.parametrize(
    ("plugins", "want_status"),
    [
        pytest.param([], None, id="NoReservePlugin"),
        pytest.param(_tps(_reserve("TestPlugin", Code.Success)), None, id="SuccessReservePlugins"),
        pytest.param(
            _tps(_reserve("TestPlugin", Code.Unschedulable)),
            new_status(Code.Unschedulable, injectReason).with_plugin("TestPlugin"),
            id="UnschedulableReservePlugin",
        ),
        pytest.param(
            _tps(_reserve("TestPlugin", Code.Error)),
            _error_status('running Reserve plugin "TestPlugin"'),
            id="ErrorReservePlugin",
        ),
        pytest.param(
            _tps(_reserve("TestPlugin", Code.UnschedulableAndUnresolvable)),
            new_status(Code.UnschedulableAndUnresolvable, injectReason).with_plugin("TestPlugin"),
            # Python: Go repeats the name UnschedulableReservePlugin; the suffix keeps ids unique.
            id="UnschedulableReservePlugin#01",
        ),
        pytest.param(
            _tps(_reserve("TestPlugin", Code.Success), _reserve("TestPlugin 1", Code.Success)),
            None,
            id="SuccessSuccessReservePlugins",
        ),
        pytest.param(
            _tps(_reserve("TestPlugin", Code.Error), _reserve("TestPlugin 1", Code.Error)),
            _error_status('running Reserve plugin "TestPlugin"'),
            id="ErrorErrorReservePlugins",
        ),
        pytest.param(
            _tps(_reserve("TestPlugin", Code.Success), _reserve("TestPlugin 1", Code.Error)),
            _error_status('running Reserve plugin "TestPlugin 1"'),
            id="SuccessErrorReservePlugins",
        ),
        pytest.param(
            _tps(_reserve("TestPlugin", Code.Error), _reserve("TestPlugin 1", Code.Success)),
            _error_status('running Reserve plugin "TestPlugin"'),
            id="ErrorSuccessReservePlugin",
        ),
        pytest.param(
            _tps(
                _reserve("TestPlugin", Code.Unschedulable),
                _reserve("TestPlugin 1", Code.Success),
            ),
            new_status(Code.Unschedulable, injectReason).with_plugin("TestPlugin"),
            id="UnschedulableAndSuccessReservePlugin",
        ),
    ],
)
def test_reserve_plugins(plugins: list[TestPlugin], want_status: Status | None) -> None:
    registry = Registry()
    config_plugins = config.Plugins()

    for pl in plugins:
        registry.register(pl.name(), _registering(pl))
        config_plugins.reserve.enabled.append(config.Plugin(name=pl.name()))
    profile = config.KubeSchedulerProfile(plugins=config_plugins)
    f = new_framework_with_queue_sort_and_bind(registry, profile)
    try:
        status = f.run_reserve_plugins_reserve(None, pod, "")  # type: ignore[arg-type]
        assert _deep_equal_status(status, want_status), f"got {status!r}, want {want_status!r}"
    finally:
        f.close()


def _permit(name: str, code: Code) -> tuple[str, injectedResult]:
    return name, injectedResult(permit_status=code)


def _permit_error(name: str) -> Status:
    return _error_status(f'running Permit plugin "{name}"').with_plugin(name)


@pytest.mark.parametrize(
    ("plugins", "want"),
    [
        pytest.param([], None, id="NilPermitPlugin"),
        pytest.param(_tps(_permit("TestPlugin", Code.Success)), None, id="SuccessPermitPlugin"),
        pytest.param(
            _tps(_permit("TestPlugin", Code.Unschedulable)),
            new_status(Code.Unschedulable, injectReason).with_plugin("TestPlugin"),
            id="UnschedulablePermitPlugin",
        ),
        pytest.param(
            _tps(_permit("TestPlugin", Code.Error)),
            _permit_error("TestPlugin"),
            id="ErrorPermitPlugin",
        ),
        pytest.param(
            _tps(_permit("TestPlugin", Code.UnschedulableAndUnresolvable)),
            new_status(Code.UnschedulableAndUnresolvable, injectReason).with_plugin("TestPlugin"),
            id="UnschedulableAndUnresolvablePermitPlugin",
        ),
        pytest.param(
            _tps(_permit("TestPlugin", Code.Wait)),
            new_status(
                Code.Wait, 'one or more plugins asked to wait and no plugin rejected pod ""'
            ),
            id="WaitPermitPlugin",
        ),
        pytest.param(
            _tps(_permit("TestPlugin", Code.Success), _permit("TestPlugin 1", Code.Success)),
            None,
            id="SuccessSuccessPermitPlugin",
        ),
        pytest.param(
            _tps(_permit("TestPlugin", Code.Error), _permit("TestPlugin 1", Code.Error)),
            _permit_error("TestPlugin"),
            id="ErrorAndErrorPlugins",
        ),
    ],
)
def test_permit_plugins(plugins: list[TestPlugin], want: Status | None) -> None:
    registry = Registry()
    config_plugins = config.Plugins()

    for pl in plugins:
        registry.register(pl.name(), _registering(pl))
        config_plugins.permit.enabled.append(config.Plugin(name=pl.name()))
    profile = config.KubeSchedulerProfile(plugins=config_plugins)
    f = new_framework_with_queue_sort_and_bind(
        registry, profile, with_waiting_pods(new_waiting_pods_map())
    )
    try:
        status = f.run_permit_plugins(None, pod, "")  # type: ignore[arg-type]
        assert _deep_equal_status(status, want), f"got {status!r}, want {want!r}"
    finally:
        f.close()


# TestRecordingMetrics checks only Prometheus metrics, which this port does not have.


@pytest.mark.parametrize(
    ("injects", "want_status"),
    [
        pytest.param([Code.Success], Code.Success, id="simple success"),
        pytest.param([Code.Skip, Code.Error, Code.Success], Code.Error, id="error on second"),
        pytest.param([Code.Skip, Code.Skip, Code.Skip], Code.Skip, id="all skip"),
        pytest.param(
            [Code.Skip, Code.Success, Code.Error],
            Code.Success,
            id="error on third, but not reached",
        ),
        pytest.param([], Code.Success, id="no bind plugin, returns default binder"),
        pytest.param([Code.Unschedulable], Code.Unschedulable, id="invalid status"),
        pytest.param([Code.Error], Code.Error, id="simple error"),
        pytest.param(
            [Code.Skip, Code.Success], Code.Success, id="success on second, returns success"
        ),
        pytest.param(
            [Code.Skip, Code.UnschedulableAndUnresolvable],
            Code.UnschedulableAndUnresolvable,
            id="invalid status, returns error",
        ),
        pytest.param(
            [Code.Success, Code.Error],
            Code.Success,
            id="error after success status, returns success",
        ),
        pytest.param(
            [Code.Success, Code.Error],
            Code.Success,
            id="success before invalid status, returns success",
        ),
        pytest.param(
            [Code.Error, Code.Success],
            Code.Error,
            id="success after error status, returns error",
        ),
    ],
)
def test_run_bind_plugins(injects: list[Code], want_status: Code) -> None:
    plugin_set = config.PluginSet()
    r = Registry()
    for i, inj in enumerate(injects):
        name = f"bind-{i}"
        plugin = TestPlugin(name, injectedResult(bind_status=inj))
        r.register(name, _registering(plugin))
        plugin_set.enabled.append(config.Plugin(name=name))
    plugins = config.Plugins(bind=plugin_set)
    profile = config.KubeSchedulerProfile(
        scheduler_name=testProfileName,
        percentage_of_nodes_to_score=testPercentageOfNodesToScore,
        plugins=plugins,
    )
    fwk = new_framework_with_queue_sort_and_bind(r, profile)
    try:
        st = fwk.run_bind_plugins(CycleState(), pod, "")
        assert Status.code(st) == want_status
    finally:
        fwk.close()


@pytest.mark.parametrize(
    ("inject", "want_res"),
    [
        pytest.param(injectedResult(), "", id="WaitOnPermit - No Wait"),
        pytest.param(
            injectedResult(permit_status=Code.Wait),
            "Unschedulable",
            id="WaitOnPermit - Wait Timeout",
        ),
    ],
)
def test_permit_wait_duration_metric(inject: injectedResult, want_res: str) -> None:
    # Python: no metric; the row checks the wait's outcome, the metric's label in Go ("" for
    # no wait at all). The zero timeout fires once the virtual clock moves.
    plugin = TestPlugin(testPlugin, inject)
    r = Registry()
    r.register(testPlugin, _registering(plugin))
    plugins = config.Plugins(permit=config.PluginSet(enabled=[config.Plugin(name=testPlugin)]))
    profile = config.KubeSchedulerProfile(plugins=plugins)
    clock = new_fake_clock()
    f = new_framework_with_queue_sort_and_bind(
        r, profile, with_waiting_pods(new_waiting_pods_map()), with_clock(clock)
    )

    async def scenario() -> Status | None:
        f.run_permit_plugins(None, pod, "")  # type: ignore[arg-type]
        waiter = asyncio.create_task(f.wait_on_permit(pod))
        await asyncio.sleep(0)
        await clock.advance_to_next_waiter()
        return await waiter

    try:
        got = asyncio.run(scenario())
        if want_res == "":
            assert got is None
        else:
            assert got is not None and str(got.code()) == want_res
    finally:
        f.close()


waitOnPermitPod = v1.Pod(metadata=metav1.ObjectMeta(name="pod", uid="pod"))


def _reject_waiting_pod(f: Framework) -> None:
    wp = f.get_waiting_pod(waitOnPermitPod.uid)
    assert wp is not None
    wp.reject(permitPlugin, "reject message")


def _allow_waiting_pod(f: Framework) -> None:
    wp = f.get_waiting_pod(waitOnPermitPod.uid)
    assert wp is not None
    wp.allow(permitPlugin)


@pytest.mark.parametrize(
    ("action", "want"),
    [
        pytest.param(
            _reject_waiting_pod,
            new_status(Code.Unschedulable, "reject message").with_plugin(permitPlugin),
            id="Reject Waiting Pod",
        ),
        pytest.param(_allow_waiting_pod, None, id="Allow Waiting Pod"),
    ],
)
def test_wait_on_permit(action: object, want: Status | None) -> None:
    test_permit_plugin = TestPermitPlugin()
    r = Registry()
    r.register(permitPlugin, _registering(test_permit_plugin))
    plugins = config.Plugins(
        permit=config.PluginSet(enabled=[config.Plugin(name=permitPlugin, weight=1)])
    )
    profile = config.KubeSchedulerProfile(plugins=plugins)
    f = new_framework_with_queue_sort_and_bind(
        r, profile, with_waiting_pods(new_waiting_pods_map())
    )

    async def scenario() -> Status | None:
        run_permit_plugins_status = f.run_permit_plugins(None, waitOnPermitPod, "")  # type: ignore[arg-type]
        assert Status.code(run_permit_plugins_status) == Code.Wait

        # Go runs the action in a goroutine; here it runs once the wait has started.
        asyncio.get_running_loop().call_soon(action, f)  # type: ignore[arg-type]

        return await f.wait_on_permit(waitOnPermitPod)

    try:
        got = asyncio.run(scenario())
        assert _deep_equal_status(got, want), f"got {got!r}, want {want!r}"
        assert f.get_waiting_pod(waitOnPermitPod.uid) is None
    finally:
        f.close()


def test_wait_on_permit_cancelled() -> None:
    # Python-only: cancelling the task that waits on permit removes the waiting pod.
    r = Registry()
    r.register(permitPlugin, _registering(TestPermitPlugin()))
    plugins = config.Plugins(permit=config.PluginSet(enabled=[config.Plugin(name=permitPlugin)]))
    f = new_framework_with_queue_sort_and_bind(
        r, config.KubeSchedulerProfile(plugins=plugins), with_waiting_pods(new_waiting_pods_map())
    )

    async def scenario() -> None:
        f.run_permit_plugins(None, waitOnPermitPod, "")  # type: ignore[arg-type]
        waiter = asyncio.create_task(f.wait_on_permit(waitOnPermitPod))
        await asyncio.sleep(0)
        assert f.get_waiting_pod(waitOnPermitPod.uid) is not None
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter

    asyncio.run(scenario())
    assert f.get_waiting_pod(waitOnPermitPod.uid) is None


def test_wait_on_permit_timeout() -> None:
    # Python-only: the plugin's 10s wait runs out on the virtual clock.
    r = Registry()
    r.register(permitPlugin, _registering(TestPermitPlugin()))
    plugins = config.Plugins(permit=config.PluginSet(enabled=[config.Plugin(name=permitPlugin)]))
    clock = new_fake_clock()
    f = new_framework_with_queue_sort_and_bind(
        r,
        config.KubeSchedulerProfile(plugins=plugins),
        with_waiting_pods(new_waiting_pods_map()),
        with_clock(clock),
    )

    async def scenario() -> Status | None:
        f.run_permit_plugins(None, waitOnPermitPod, "")  # type: ignore[arg-type]
        waiter = asyncio.create_task(f.wait_on_permit(waitOnPermitPod))
        await asyncio.sleep(0)
        clock.step(timedelta(seconds=9))
        await asyncio.sleep(0)
        assert not waiter.done()
        clock.step(timedelta(seconds=1))
        return await waiter

    got = asyncio.run(scenario())
    want = new_status(
        Code.Unschedulable, "rejected due to timeout after waiting 10s at plugin permit-plugin"
    ).with_plugin(permitPlugin)
    assert _deep_equal_status(got, want), f"got {got!r}"


@pytest.mark.parametrize(
    ("plugins", "want"),
    [
        pytest.param(
            config.Plugins(),
            config.Plugins(queue_sort=_pset(queueSortPlugin), bind=_pset(bindPlugin)),
            id="Add empty plugin",
        ),
        pytest.param(
            config.Plugins(score=_pset((scorePlugin1, 3), scoreWithNormalizePlugin1)),
            config.Plugins(
                queue_sort=_pset(queueSortPlugin),
                bind=_pset(bindPlugin),
                score=_pset((scorePlugin1, 3), (scoreWithNormalizePlugin1, 1)),
            ),
            id="Add multiple plugins",
        ),
    ],
)
def test_list_plugins(plugins: config.Plugins, want: config.Plugins) -> None:
    profile = config.KubeSchedulerProfile(plugins=plugins)
    f = new_framework_with_queue_sort_and_bind(new_registry(), profile)
    try:
        assert f.list_plugins() == want
    finally:
        f.close()


def _errors_is(err: BaseException | None, target: BaseException) -> bool:
    """Go's errors.Is over joined (errs) and wrapped (__cause__) errors."""
    if err is None:
        return False
    if err is target:
        return True
    children = list(getattr(err, "errs", []))
    if err.__cause__ is not None:
        children.append(err.__cause__)
    return any(_errors_is(c, target) for c in children)


@pytest.mark.parametrize(
    ("plugins", "want_err"),
    [
        pytest.param(
            config.Plugins(multi_point=_pset((testPlugin, 5))),
            None,
            id="close doesn't return error",
        ),
        pytest.param(
            config.Plugins(multi_point=_pset((testPlugin, 5), testCloseErrorPlugin)),
            errClose,
            id="close returns error",
        ),
    ],
)
def test_close(plugins: config.Plugins, want_err: BaseException | None) -> None:
    fw = new_framework(new_registry(), config.KubeSchedulerProfile(plugins=plugins))
    err: BaseException | None = None
    try:
        fw.close()
    except FrameworkRuntimeError as e:
        err = e
    if want_err is None:
        assert err is None
    else:
        assert _errors_is(err, want_err)
        assert str(err) == "test-close-error-plugin failed to close: close err"


class _recordingReservePlugin(ReservePlugin):
    """Records the order of its Unreserve calls."""

    def __init__(self, name: str, calls: list[str]) -> None:
        self._name = name
        self.calls = calls

    def name(self) -> str:
        return self._name

    def reserve(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        return None

    def unreserve(self, state: CycleState, p: v1.Pod, node_name: str) -> None:
        self.calls.append(self._name)


def test_run_reserve_plugins_unreserve_runs_in_reverse_order() -> None:
    # Python-only: Unreserve runs the Reserve plugins last to first.
    calls: list[str] = []
    r = Registry()
    for name in ("r1", "r2", "r3"):
        r.register(name, _registering(_recordingReservePlugin(name, calls)))
    profile = config.KubeSchedulerProfile(plugins=config.Plugins(reserve=_pset("r1", "r2", "r3")))
    f = new_framework_with_queue_sort_and_bind(r, profile)
    f.run_reserve_plugins_unreserve(new_cycle_state(), pod, "node")
    assert calls == ["r3", "r2", "r1"]


def test_filter_plugins_with_nominated_pods_second_pass() -> None:
    # Python-only: a filter that passes only with the nominated pod on the node fails the
    # second pass, run without it.
    class _needsNominated(FilterPlugin):
        def name(self) -> str:
            return "NeedsNominated"

        def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
            if any(p.pod.uid == highPriorityPod.uid for p in node_info.pods):
                return None
            return new_status(Code.Unschedulable, "no nominated pod")

    r = Registry()
    r.register("NeedsNominated", _registering(_needsNominated()))
    nominator = _testPodNominator()
    nominator.add_nominated_pod(
        new_pod_info(highPriorityPod),
        NominatingInfo(nominating_mode=ModeOverride, nominated_node_name=nodeName),
    )
    profile = config.KubeSchedulerProfile(plugins=config.Plugins(filter=_pset("NeedsNominated")))
    f = new_framework_with_queue_sort_and_bind(r, profile, with_pod_nominator(nominator))
    node_info = new_node_info()
    node_info.set_node(node)
    got = f.run_filter_plugins_with_nominated_pods(new_cycle_state(), lowPriorityPod, node_info)
    want = new_status(Code.Unschedulable, "no nominated pod").with_plugin("NeedsNominated")
    assert _deep_equal_status(got, want), f"got {got!r}"


def test_testing_framework_helpers_new_framework() -> None:
    # Python-only: testing/framework's NewFramework builds on new_framework.
    fwk = tf.new_framework(
        [
            tf.register_queue_sort_plugin(queueSortPlugin, new_queue_sort_plugin),
            tf.register_filter_plugin("TrueFilter", new_true_filter_plugin),
            tf.register_bind_plugin(bindPlugin, new_bind_plugin),
        ],
        testProfileName,
    )
    assert fwk.profile_name() == testProfileName
    assert fwk.has_filter_plugins()
    assert fwk.run_filter_plugins(new_cycle_state(), pod, build_node_infos(nodes)[0]) is None
