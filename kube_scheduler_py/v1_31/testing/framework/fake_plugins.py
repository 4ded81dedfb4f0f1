"""Fake plugins with fixed answers, used by the framework and scheduler tests.

Each plugin comes with a factory (`new_true_filter_plugin`, `new_fake_filter_plugin({...})`, ...)
of the shape the plugin registry expects.

# Python: a plugin factory is `factory(args, handle) -> Plugin` (see framework/runtime/registry).
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from kube_scheduler_py.v1_31.framework.interface import (
    Code,
    FilterPlugin,
    Handle,
    PermitPlugin,
    Plugin,
    PreBindPlugin,
    PreFilterExtensions,
    PreFilterPlugin,
    PreFilterResult,
    PreScorePlugin,
    ReservePlugin,
    ScoreExtensions,
    ScorePlugin,
    Status,
    new_status,
)
from kube_scheduler_py.v1_31.framework.runtime.registry import PluginFactory

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.api.core import v1
    from kube_scheduler_py.v1_31.framework.cycle_state import CycleState
    from kube_scheduler_py.v1_31.framework.types import NodeInfo

# The reason the always-failing fake filters give.
ErrReasonFake = "Nodes failed the fake plugin"


class FalseFilterPlugin(FilterPlugin):
    """A filter that rejects every node as Unschedulable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L35-L35
    """

    def name(self) -> str:
        """The plugin name, "FalseFilter".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L38-L40
        """
        return "FalseFilter"

    def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
        """Always Unschedulable with ErrReasonFake.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L43-L45
        """
        return new_status(Code.Unschedulable, ErrReasonFake)


def new_false_filter_plugin(args: object, handle: Handle) -> Plugin:
    """The factory of FalseFilterPlugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L48-L50
    """
    return FalseFilterPlugin()


class TrueFilterPlugin(FilterPlugin):
    """A filter that accepts every node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L53-L53
    """

    def name(self) -> str:
        """The plugin name, "TrueFilter".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L56-L58
        """
        return "TrueFilter"

    def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
        """Always success.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L61-L63
        """
        return None


def new_true_filter_plugin(args: object, handle: Handle) -> Plugin:
    """The factory of TrueFilterPlugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L66-L68
    """
    return TrueFilterPlugin()


class FakeFilterPlugin(FilterPlugin):
    """A filter that counts its calls and fails the nodes listed in its code map.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L82-L85
    """

    def __init__(
        self,
        *,
        num_filter_called: int = 0,
        failed_node_return_code_map: dict[str, Code] | None = None,
    ) -> None:
        self.num_filter_called = num_filter_called
        self.failed_node_return_code_map: dict[str, Code] = (
            failed_node_return_code_map if failed_node_return_code_map is not None else {}
        )

    def name(self) -> str:
        """The plugin name, "FakeFilter".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L88-L90
        """
        return "FakeFilter"

    def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
        """Count the call; fail with the node's code from the map, if it has one.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L93-L101
        """
        # Python: a plain increment; Go needs an atomic add because filters run in parallel.
        self.num_filter_called += 1

        node = node_info.node()
        # Python: Go would dereference a nil node here and panic.
        assert node is not None
        return_code = self.failed_node_return_code_map.get(node.name)
        if return_code is not None:
            return new_status(return_code, f"injecting failure for pod {pod.name}")

        return None


def new_fake_filter_plugin(
    failed_node_return_code_map: dict[str, Code] | None,
) -> PluginFactory:
    """A factory of FakeFilterPlugins failing the nodes of the given map.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L104-L110
    """

    def factory(args: object, handle: Handle) -> Plugin:
        return FakeFilterPlugin(failed_node_return_code_map=failed_node_return_code_map)

    return factory


class MatchFilterPlugin(FilterPlugin):
    """A filter that accepts only the node with the same name as the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L114-L114
    """

    def name(self) -> str:
        """The plugin name, "MatchFilter".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L117-L119
        """
        return "MatchFilter"

    def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
        """Success when pod and node names match, Unschedulable otherwise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L122-L131
        """
        node = node_info.node()
        if node is None:
            return new_status(Code.Error, "node not found")
        if pod.name == node.name:
            return None
        return new_status(Code.Unschedulable, ErrReasonFake)


def new_match_filter_plugin(args: object, handle: Handle) -> Plugin:
    """The factory of MatchFilterPlugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L134-L136
    """
    return MatchFilterPlugin()


class FakePreFilterPlugin(PreFilterPlugin):
    """A PreFilter plugin that returns a fixed result and status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L139-L143
    """

    def __init__(
        self,
        *,
        result: PreFilterResult | None = None,
        status: Status | None = None,
        name: str = "",
    ) -> None:
        self.result = result
        self.status = status
        self._name = name

    def name(self) -> str:
        """The name given to the factory.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L146-L148
        """
        return self._name

    def pre_filter(
        self, state: CycleState, p: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None]:
        """The fixed result and status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L151-L153
        """
        return self.result, self.status

    def pre_filter_extensions(self) -> PreFilterExtensions | None:
        """None: the fake has no AddPod/RemovePod extensions.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L156-L158
        """
        return None


def new_fake_pre_filter_plugin(
    name: str, result: PreFilterResult | None, status: Status | None
) -> PluginFactory:
    """A factory of FakePreFilterPlugins named `name` answering (result, status).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L161-L169
    """

    def factory(args: object, handle: Handle) -> Plugin:
        return FakePreFilterPlugin(result=result, status=status, name=name)

    return factory


class FakePreFilterAndFilterPlugin(PreFilterPlugin, FilterPlugin):
    """One plugin that is both a FakePreFilterPlugin and a FakeFilterPlugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L70-L73
    """

    # Python: Go embeds the two plugins and promotes their methods; here the plugin holds them
    # as fields and forwards PreFilter, PreFilterExtensions and Filter explicitly.
    def __init__(
        self,
        *,
        fake_pre_filter_plugin: FakePreFilterPlugin | None = None,
        fake_filter_plugin: FakeFilterPlugin | None = None,
    ) -> None:
        self.fake_pre_filter_plugin = fake_pre_filter_plugin
        self.fake_filter_plugin = fake_filter_plugin

    def name(self) -> str:
        """The plugin name, "FakePreFilterAndFilterPlugin".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L76-L78
        """
        return "FakePreFilterAndFilterPlugin"

    def pre_filter(
        self, state: CycleState, p: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None]:
        """The embedded FakePreFilterPlugin's answer.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L151-L153
        """
        assert self.fake_pre_filter_plugin is not None
        return self.fake_pre_filter_plugin.pre_filter(state, p)

    def pre_filter_extensions(self) -> PreFilterExtensions | None:
        """The embedded FakePreFilterPlugin's extensions (None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L156-L158
        """
        assert self.fake_pre_filter_plugin is not None
        return self.fake_pre_filter_plugin.pre_filter_extensions()

    def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
        """The embedded FakeFilterPlugin's answer.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L93-L101
        """
        assert self.fake_filter_plugin is not None
        return self.fake_filter_plugin.filter(state, pod, node_info)


class FakeReservePlugin(ReservePlugin):
    """A Reserve plugin that returns a fixed status and does nothing on Unreserve.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L172-L174
    """

    def __init__(self, *, status: Status | None = None) -> None:
        self.status = status

    def name(self) -> str:
        """The plugin name, "FakeReserve".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L177-L179
        """
        return "FakeReserve"

    def reserve(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        """The fixed status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L182-L184
        """
        return self.status

    def unreserve(self, state: CycleState, p: v1.Pod, node_name: str) -> None:
        """Nothing to undo.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L187-L188
        """


def new_fake_reserve_plugin(status: Status | None) -> PluginFactory:
    """A factory of FakeReservePlugins answering status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L191-L197
    """

    def factory(args: object, handle: Handle) -> Plugin:
        return FakeReservePlugin(status=status)

    return factory


class FakePreBindPlugin(PreBindPlugin):
    """A PreBind plugin that returns a fixed status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L200-L202
    """

    def __init__(self, *, status: Status | None = None) -> None:
        self.status = status

    def name(self) -> str:
        """The plugin name, "FakePreBind".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L205-L207
        """
        return "FakePreBind"

    async def pre_bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        """The fixed status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L210-L212
        """
        return self.status


def new_fake_pre_bind_plugin(status: Status | None) -> PluginFactory:
    """A factory of FakePreBindPlugins answering status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L215-L221
    """

    def factory(args: object, handle: Handle) -> Plugin:
        return FakePreBindPlugin(status=status)

    return factory


class FakePermitPlugin(PermitPlugin):
    """A Permit plugin that returns a fixed status and wait timeout.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L224-L227
    """

    def __init__(self, *, status: Status | None = None, timeout: timedelta = timedelta(0)) -> None:
        self.status = status
        self.timeout = timeout

    def name(self) -> str:
        """The plugin name, "FakePermit".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L230-L232
        """
        return "FakePermit"

    def permit(
        self, state: CycleState, p: v1.Pod, node_name: str
    ) -> tuple[Status | None, timedelta]:
        """The fixed status and timeout.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L235-L237
        """
        return self.status, self.timeout


def new_fake_permit_plugin(status: Status | None, timeout: timedelta) -> PluginFactory:
    """A factory of FakePermitPlugins answering (status, timeout).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L240-L247
    """

    def factory(args: object, handle: Handle) -> Plugin:
        return FakePermitPlugin(status=status, timeout=timeout)

    return factory


class FakePreScoreAndScorePlugin(PreScorePlugin, ScorePlugin):
    """A PreScore and Score plugin with a fixed score and fixed statuses.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L249-L254
    """

    def __init__(
        self,
        *,
        name: str = "",
        score: int = 0,
        pre_score_status: Status | None = None,
        score_status: Status | None = None,
    ) -> None:
        self._name = name
        self._score = score
        self._pre_score_status = pre_score_status
        self._score_status = score_status

    def name(self) -> str:
        """The name given to the factory.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L257-L259
        """
        return self._name

    def score(self, state: CycleState, p: v1.Pod, node_name: str) -> tuple[int, Status | None]:
        """The fixed score and score status, for every node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L261-L263
        """
        return self._score, self._score_status

    def score_extensions(self) -> ScoreExtensions | None:
        """None: no score normalization.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L265-L267
        """
        return None

    def pre_score(self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]) -> Status | None:
        """The fixed PreScore status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L269-L271
        """
        return self._pre_score_status


def new_fake_pre_score_and_score_plugin(
    name: str, score: int, pre_score_status: Status | None, score_status: Status | None
) -> PluginFactory:
    """A factory of FakePreScoreAndScorePlugins with these answers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L273-L282
    """

    def factory(args: object, handle: Handle) -> Plugin:
        return FakePreScoreAndScorePlugin(
            name=name, score=score, pre_score_status=pre_score_status, score_status=score_status
        )

    return factory


def new_equal_prioritizer_plugin() -> PluginFactory:
    """A factory of a plugin named "EqualPrioritizerPlugin" scoring every node 1.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/framework/fake_plugins.go#L285-L292
    """

    def factory(args: object, handle: Handle) -> Plugin:
        return FakePreScoreAndScorePlugin(name="EqualPrioritizerPlugin", score=1)

    return factory
