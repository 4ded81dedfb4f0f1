"""The scheduling framework's plugin interfaces, Status, and the small result types around them.

Every extension point (PreEnqueue, QueueSort, PreFilter, Filter, PostFilter, PreScore, Score,
Reserve, Permit, PreBind, Bind, PostBind) is an abstract base class here; a plugin subclasses
the ones it implements. Framework and Handle list what the framework runtime offers to the
scheduler and to plugins.

# Python: Go's `ctx context.Context` and `klog.Logger` parameters are dropped from every
# signature. The two places the binding cycle may block are coroutines, run on the virtual
# clock: waiting on Permit (`async def wait_on_permit`) and PreBind (`async def pre_bind`,
# where VolumeBinding waits for the PV controller).
# Python: a nil *Status is None, and None means Success, exactly as in Go. The Go methods that
# accept a nil receiver (code, message, is_success, is_wait, is_skip, is_rejected, as_error,
# equal, string) are written with `self: Status | None`; call them through the class whenever
# the status may be None: `Status.is_success(status)`, `Status.code(status)`,
# `Status.message(status)`. The same holds for PreFilterResult.all_nodes/merge and
# NominatingInfo.mode. Methods that would panic on nil in Go (reasons, plugin, set_plugin, ...)
# are ordinary methods.
# Python: a Go `error` value is an Exception instance; a Go time.Duration is a timedelta.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_31.framework.cycle_state import CycleState, StateData, StateKey

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.api.core import v1
    from kube_scheduler_py.v1_31.framework.extender import Extender
    from kube_scheduler_py.v1_31.framework.listers import SharedLister
    from kube_scheduler_py.v1_31.framework.parallelize.parallelism import Parallelizer
    from kube_scheduler_py.v1_31.framework.types import (
        ClusterEventWithHint,
        NodeInfo,
        PodInfo,
        QueuedPodInfo,
    )


class FrameworkError(Exception):
    """Base class of the errors the framework package raises (Go's plain `error` values).

    Python-only: Go returns plain `error` values here; this class names them.
    """


@dataclass(slots=True)
class NodeScore:
    """A node name with the score one plugin gave it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L48-L51
    """

    name: str = ""
    score: int = 0


#: Scores of a list of nodes from one plugin.
NodeScoreList = list[NodeScore]

#: Status of every node the pod was rejected on; a missing node counts as
#: UnschedulableAndUnresolvable.
NodeToStatusMap = dict[str, "Status"]


@dataclass(slots=True)
class PluginScore:
    """The score one plugin (or extender) gave to a node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L68-L72
    """

    name: str = ""
    score: int = 0


@dataclass(slots=True)
class NodePluginScores:
    """All plugin scores of one node and their sum.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L58-L65
    """

    name: str = ""
    scores: list[PluginScore] = field(default_factory=list)
    total_score: int = 0


class Code(IntEnum):
    """The outcome class of a plugin run, carried by a Status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L75-L75
    """

    Success = 0
    Error = 1
    Unschedulable = 2
    UnschedulableAndUnresolvable = 3
    Wait = 4
    Skip = 5
    Pending = 6

    def __str__(self) -> str:
        """Print the code by its Go name, e.g. "UnschedulableAndUnresolvable".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L138-L140
        """
        return codes[self]


Success = Code.Success
Error = Code.Error
Unschedulable = Code.Unschedulable
UnschedulableAndUnresolvable = Code.UnschedulableAndUnresolvable
Wait = Code.Wait
Skip = Code.Skip
Pending = Code.Pending

codes = [
    "Success",
    "Error",
    "Unschedulable",
    "UnschedulableAndUnresolvable",
    "Wait",
    "Skip",
    "Pending",
]

MaxNodeScore = 100
MinNodeScore = 0
MaxTotalScore = 2**63 - 1

PodsToActivateKey: StateKey = "kubernetes.io/pods-to-activate"


class PodsToActivate(StateData):
    """Pods a plugin wants moved to activeQ once this cycle (or binding) succeeds.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L161-L165
    """

    def __init__(self, map: dict[str, v1.Pod] | None = None) -> None:
        # Python: no mutex; plugins and the scheduler share one thread.
        self.map: dict[str, v1.Pod] = {} if map is None else map

    def clone(self) -> StateData:
        """Return the same object: the map is meant to be shared across clones.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L168-L170
        """
        return self


def new_pods_to_activate() -> PodsToActivate:
    """Return an empty PodsToActivate.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L173-L175
    """
    return PodsToActivate(map={})


def _errors_is(err: BaseException | None, target: BaseException) -> bool:
    """Report whether target is err or one of the errors err wraps (via __cause__)."""
    while err is not None:
        if err is target:
            return True
        err = err.__cause__
    return False


class Status:
    """The result of running a plugin: a code, reasons, an optional error and the plugin name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L182-L189
    """

    __slots__ = ("_code", "_err", "_plugin", "_reasons")

    def __init__(
        self,
        code: Code = Code.Success,
        reasons: list[str] | None = None,
        err: BaseException | None = None,
        plugin: str = "",
    ) -> None:
        self._code = code
        self._reasons: list[str] = [] if reasons is None else reasons
        self._err = err
        self._plugin = plugin

    def with_error(self, err: BaseException | None) -> Status:
        """Attach err to the status and return the status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L191-L194
        """
        self._err = err
        return self

    def code(self: Status | None) -> Code:
        """The status code; None counts as Success.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L197-L202
        """
        if self is None:
            return Success
        return self._code

    def message(self: Status | None) -> str:
        """All reasons joined by ", " ("" for None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L205-L210
        """
        if self is None:
            return ""
        return ", ".join(self.reasons())

    def set_plugin(self, plugin: str) -> None:
        """Record which plugin produced this status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L213-L215
        """
        self._plugin = plugin

    def with_plugin(self, plugin: str) -> Status:
        """Record the plugin name and return the status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L219-L222
        """
        self.set_plugin(plugin)
        return self

    def plugin(self) -> str:
        """The name of the plugin that produced this status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L225-L227
        """
        return self._plugin

    def reasons(self) -> list[str]:
        """The reasons, led by the error's text when an error is attached.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L230-L235
        """
        if self._err is not None:
            return [str(self._err), *self._reasons]
        return self._reasons

    def append_reason(self, reason: str) -> None:
        """Add one more reason.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L238-L240
        """
        self._reasons.append(reason)

    def is_success(self: Status | None) -> bool:
        """True for None or a Success code.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L243-L245
        """
        # Python: Code() inlined, and the module's constants rather than Code.X (an enum
        # member's lookup costs as much as the call); this runs for every plugin on every node.
        return self is None or self._code == Success

    def is_wait(self: Status | None) -> bool:
        """True for a Wait code.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L248-L250
        """
        return Status.code(self) == Wait

    def is_skip(self: Status | None) -> bool:
        """True for a Skip code.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L253-L255
        """
        return Status.code(self) == Skip

    def is_rejected(self: Status | None) -> bool:
        """True when the pod was turned away: Unschedulable, ...AndUnresolvable or Pending.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L258-L261
        """
        code = Status.code(self)
        return code in (Unschedulable, UnschedulableAndUnresolvable, Pending)

    def as_error(self: Status | None) -> BaseException | None:
        """None for Success/Wait/Skip; else the attached error or one built from the message.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L265-L273
        """
        if Status.is_success(self) or Status.is_wait(self) or Status.is_skip(self):
            return None
        assert self is not None
        if self._err is not None:
            return self._err
        return FrameworkError(self.message())

    def equal(self: Status | None, x: Status | None) -> bool:
        """Compare code, error (by identity or wrapping), reasons and plugin; None == Success.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L277-L291
        """
        if self is None or x is None:
            return Status.is_success(self) and Status.is_success(x)
        if self._code != x._code:
            return False
        if not _errors_equal(self._err, x._err):
            return False
        if self._reasons != x._reasons:
            return False
        return self._plugin == x._plugin

    def string(self: Status | None) -> str:
        """Same as message().

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L293-L295
        """
        return Status.message(self)

    def __str__(self) -> str:
        return self.string()

    def __repr__(self) -> str:
        return (
            f"Status(code={self._code!s}, reasons={self._reasons!r}, "
            f"err={self._err!r}, plugin={self._plugin!r})"
        )

    def __eq__(self, other: object) -> bool:
        # Python: == follows Go's Status.Equal (what cmp.Diff uses), so a Success status
        # equals None.
        if other is None or isinstance(other, Status):
            return self.equal(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


def _errors_equal(a: BaseException | None, b: BaseException | None) -> bool:
    """Compare two errors the way cmpopts.EquateErrors does: either one wraps the other."""
    if a is None or b is None:
        return a is None and b is None
    return _errors_is(a, b) or _errors_is(b, a)


def new_status(code: Code, *reasons: str) -> Status:
    """Build a Status with the given code and reasons.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L298-L304
    """
    return Status(code=code, reasons=list(reasons))


def as_status(err: BaseException | None) -> Status | None:
    """Wrap an error in an Error status; None stays None.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L307-L315
    """
    if err is None:
        return None
    return Status(code=Code.Error, err=err)


class WaitingPod(ABC):
    """A pod held at Permit until every waiting plugin allows it, one rejects it, or time runs out.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L318-L329
    """

    @abstractmethod
    def get_pod(self) -> v1.Pod:
        """The waiting pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L320-L320
        """

    @abstractmethod
    def get_pending_plugins(self) -> list[str]:
        """Names of the Permit plugins that have not allowed the pod yet.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L322-L322
        """

    @abstractmethod
    def allow(self, plugin_name: str) -> None:
        """Mark the pod allowed by plugin_name; the last allow releases the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L326-L326
        """

    @abstractmethod
    def reject(self, plugin_name: str, msg: str) -> None:
        """Reject the pod on behalf of plugin_name with the given message.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L328-L328
        """


class Plugin(ABC):
    """The common root of all scheduling plugins.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L332-L334
    """

    @abstractmethod
    def name(self) -> str:
        """The plugin's registered name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L333-L333
        """


class PreEnqueuePlugin(Plugin):
    """A gate that must pass before a pod may enter activeQ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L341-L345
    """

    @abstractmethod
    def pre_enqueue(self, p: v1.Pod) -> Status | None:
        """Decide whether the pod may be queued for scheduling now.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L344-L344
        """


#: Orders two queued pods: True when the first should be scheduled before the second.
LessFunc = Callable[["QueuedPodInfo", "QueuedPodInfo"], bool]


class QueueSortPlugin(Plugin):
    """Orders activeQ; exactly one is enabled per scheduler.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L353-L357
    """

    @abstractmethod
    def less(self, a: QueuedPodInfo, b: QueuedPodInfo) -> bool:
        """True when pod a should be popped before pod b.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L356-L356
        """


class EnqueueExtensions(Plugin):
    """Lets a plugin say which cluster events may make the pods it rejected schedulable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L371-L385
    """

    @abstractmethod
    def events_to_register(self) -> list[ClusterEventWithHint]:
        """The events (with optional queueing hints) to watch; raises to abort start-up.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L384-L384
        """


class PreFilterExtensions(ABC):
    """Incremental updates of PreFilter state when preemption adds or removes pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L390-L397
    """

    @abstractmethod
    def add_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        """Update the pre-computed state as if pod_info_to_add ran on the node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L393-L393
        """

    @abstractmethod
    def remove_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        """Update the pre-computed state as if pod_info_to_remove left the node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L396-L396
        """


class PreFilterPlugin(Plugin):
    """Runs once per cycle before Filter; may narrow the candidate nodes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L401-L420
    """

    @abstractmethod
    def pre_filter(
        self, state: CycleState, p: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None]:
        """Pre-compute state for Filter; optionally restrict the nodes to consider.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L412-L412
        """

    @abstractmethod
    def pre_filter_extensions(self) -> PreFilterExtensions | None:
        """The plugin's AddPod/RemovePod extensions, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L419-L419
        """


class FilterPlugin(Plugin):
    """Decides whether the pod can run on one node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L429-L443
    """

    @abstractmethod
    def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
        """Success if the pod fits node_info; otherwise why not.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L442-L442
        """


class PostFilterPlugin(Plugin):
    """Runs when no node passed Filter, e.g. to preempt lower-priority pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L447-L471
    """

    @abstractmethod
    def post_filter(
        self, state: CycleState, pod: v1.Pod, filtered_node_status_map: NodeToStatusMap
    ) -> tuple[PostFilterResult | None, Status | None]:
        """Try to make the pod schedulable; may nominate a node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L470-L470
        """


class PreScorePlugin(Plugin):
    """Runs once before Score with the nodes that passed Filter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L477-L485
    """

    @abstractmethod
    def pre_score(self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]) -> Status | None:
        """Pre-compute state for Score; Skip turns off this plugin's Score.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L484-L484
        """


class ScoreExtensions(ABC):
    """Optional normalisation of a Score plugin's raw scores.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L488-L493
    """

    @abstractmethod
    def normalize_score(self, state: CycleState, p: v1.Pod, scores: NodeScoreList) -> Status | None:
        """Rewrite scores in place (usually to 0..MaxNodeScore).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L492-L492
        """


class ScorePlugin(Plugin):
    """Ranks the nodes that passed Filter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L497-L506
    """

    @abstractmethod
    def score(self, state: CycleState, p: v1.Pod, node_name: str) -> tuple[int, Status | None]:
        """The node's raw score for the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L502-L502
        """

    @abstractmethod
    def score_extensions(self) -> ScoreExtensions | None:
        """The plugin's NormalizeScore extension, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L505-L505
        """


class ReservePlugin(Plugin):
    """Updates plugin state when a pod is assumed on a node, and undoes it on failure.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L514-L526
    """

    @abstractmethod
    def reserve(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        """Reserve resources for the pod on node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L519-L519
        """

    @abstractmethod
    def unreserve(self, state: CycleState, p: v1.Pod, node_name: str) -> None:
        """Release what reserve took; must be idempotent.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L525-L525
        """


class PreBindPlugin(Plugin):
    """Work that must succeed before binding (e.g. provisioning volumes).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L530-L535
    """

    @abstractmethod
    async def pre_bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        """Prepare the binding of the pod to node_name (it may wait, e.g. for volumes).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L534-L534
        """


class PostBindPlugin(Plugin):
    """Informational hook after a pod was bound.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L539-L546
    """

    @abstractmethod
    def post_bind(self, state: CycleState, p: v1.Pod, node_name: str) -> None:
        """React to the pod having been bound to node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L545-L545
        """


class PermitPlugin(Plugin):
    """Approves, delays or rejects a pod right before binding.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L550-L559
    """

    @abstractmethod
    def permit(
        self, state: CycleState, p: v1.Pod, node_name: str
    ) -> tuple[Status | None, timedelta]:
        """Success, a rejection, or Wait together with how long to wait at most.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L558-L558
        """


class BindPlugin(Plugin):
    """Binds the pod to its node (or returns Skip to let the next binder do it).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L563-L572
    """

    @abstractmethod
    def bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        """Bind the pod to node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L571-L571
        """


@dataclass(slots=True)
class PreFilterResult:
    """What PreFilter learned about candidate nodes: None means every node is eligible.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L728-L732
    """

    node_names: set[str] | None = None

    def all_nodes(self: PreFilterResult | None) -> bool:
        """True when the result (or its node set) is None, i.e. no restriction.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L734-L736
        """
        return self is None or self.node_names is None

    def merge(self: PreFilterResult | None, in_: PreFilterResult | None) -> PreFilterResult | None:
        """Intersect two results; None when both allow all nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L738-L755
        """
        if PreFilterResult.all_nodes(self) and PreFilterResult.all_nodes(in_):
            return None

        r = PreFilterResult()
        if PreFilterResult.all_nodes(self):
            assert in_ is not None and in_.node_names is not None
            r.node_names = set(in_.node_names)
            return r
        assert self is not None and self.node_names is not None
        if PreFilterResult.all_nodes(in_):
            r.node_names = set(self.node_names)
            return r
        assert in_ is not None and in_.node_names is not None

        r.node_names = self.node_names & in_.node_names
        return r


class NominatingMode(IntEnum):
    """Whether a PostFilter result changes the pod's nominated node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L757-L757
    """

    ModeNoop = 0
    ModeOverride = 1


ModeNoop = NominatingMode.ModeNoop
ModeOverride = NominatingMode.ModeOverride


@dataclass(slots=True)
class NominatingInfo:
    """A node to nominate for the pod and whether to apply it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L764-L767
    """

    nominated_node_name: str = ""
    nominating_mode: NominatingMode = NominatingMode.ModeNoop

    def mode(self: NominatingInfo | None) -> NominatingMode:
        """The nominating mode; ModeNoop for None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L783-L788
        """
        if self is None:
            return NominatingMode.ModeNoop
        return self.nominating_mode


@dataclass(slots=True)
class PostFilterResult:
    """What PostFilter hands back to the scheduler (the node to nominate, if any).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L770-L772
    """

    # Python: Go embeds *NominatingInfo; here it is a named field.
    nominating_info: NominatingInfo | None = None


def new_post_filter_result_with_nominated_node(name: str) -> PostFilterResult:
    """A PostFilterResult that nominates node `name` (ModeOverride).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L774-L781
    """
    return PostFilterResult(
        nominating_info=NominatingInfo(
            nominated_node_name=name,
            nominating_mode=NominatingMode.ModeOverride,
        )
    )


class PodNominator(ABC):
    """Keeps track of pods nominated to run on nodes (after preemption).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L791-L801
    """

    @abstractmethod
    def add_nominated_pod(self, pod: PodInfo, nominating_info: NominatingInfo | None) -> None:
        """Add the pod to the nominator, or update it if it is already there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L794-L794
        """

    @abstractmethod
    def delete_nominated_pod_if_exists(self, pod: v1.Pod) -> None:
        """Forget the pod's nomination, if any.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L796-L796
        """

    @abstractmethod
    def update_nominated_pod(self, old_pod: v1.Pod, new_pod_info: PodInfo) -> None:
        """Replace old_pod by new_pod_info in the nominator.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L798-L798
        """

    @abstractmethod
    def nominated_pods_for_node(self, node_name: str) -> list[PodInfo]:
        """The pods nominated to node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L800-L800
        """


class PluginsRunner(ABC):
    """Running groups of plugins on demand (used by preemption to test victims).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L806-L831
    """

    @abstractmethod
    def run_pre_score_plugins(
        self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> Status | None:
        """Run every PreScore plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L809-L809
        """

    @abstractmethod
    def run_score_plugins(
        self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[list[NodePluginScores], Status | None]:
        """Run every Score plugin and return each node's plugin scores and total.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L814-L814
        """

    @abstractmethod
    def run_filter_plugins(
        self, state: CycleState, pod: v1.Pod, node_info: NodeInfo
    ) -> Status | None:
        """Run every Filter plugin against node_info.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L822-L822
        """

    @abstractmethod
    def run_pre_filter_extension_add_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        """Call AddPod of every PreFilter extension.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L826-L826
        """

    @abstractmethod
    def run_pre_filter_extension_remove_pod(
        self,
        state: CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: PodInfo,
        node_info: NodeInfo,
    ) -> Status | None:
        """Call RemovePod of every PreFilter extension.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L830-L830
        """


class Handle(PodNominator, PluginsRunner):
    """What plugins get from the framework: listers, waiting pods, clients, helpers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L671-L725
    """

    #: The virtual clock plugins wait on (Permit timeouts, VolumeBinding's PreBind).
    #: Python: not in Go, where plugins wait on the wall clock.
    clock: FakeClock

    @abstractmethod
    def snapshot_shared_lister(self) -> SharedLister:
        """Listers over the NodeInfo snapshot taken at the start of the cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L689-L689
        """

    @abstractmethod
    def iterate_over_waiting_pods(self, callback: Callable[[WaitingPod], None]) -> None:
        """Call callback for every pod waiting at Permit.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L692-L692
        """

    @abstractmethod
    def get_waiting_pod(self, uid: str) -> WaitingPod | None:
        """The waiting pod with this UID, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L695-L695
        """

    @abstractmethod
    def reject_waiting_pod(self, uid: str) -> bool:
        """Reject the waiting pod with this UID; False if no such pod waits.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L699-L699
        """

    # Python: the client-side objects below (clientset, rest config, event recorder, informer
    # factory, assume cache) are typed Any; their Python ports live outside the framework.
    @abstractmethod
    def client_set(self) -> Any:
        """The API client.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L702-L702
        """

    @abstractmethod
    def kube_config(self) -> Any:
        """The raw client configuration.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L705-L705
        """

    @abstractmethod
    def event_recorder(self) -> Any:
        """The recorder for Kubernetes events.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L708-L708
        """

    @abstractmethod
    def shared_informer_factory(self) -> Any:
        """The informer factory plugins read live objects from.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L710-L710
        """

    @abstractmethod
    def resource_claim_cache(self) -> Any:
        """The assume cache of ResourceClaims (dynamic resource allocation).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L715-L715
        """

    @abstractmethod
    def run_filter_plugins_with_nominated_pods(
        self, state: CycleState, pod: v1.Pod, info: NodeInfo
    ) -> Status | None:
        """Run Filter on a node, also accounting for pods nominated to it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L718-L718
        """

    @abstractmethod
    def extenders(self) -> list[Extender]:
        """The configured scheduler extenders.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L721-L721
        """

    @abstractmethod
    def parallelizer(self) -> Parallelizer:
        """The parallelizer to fan work out over nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L724-L724
        """


class Framework(Handle):
    """One scheduling profile: its plugins, run at each extension point.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L576-L666
    """

    @abstractmethod
    def pre_enqueue_plugins(self) -> list[PreEnqueuePlugin]:
        """The PreEnqueue plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L580-L580
        """

    @abstractmethod
    def enqueue_extensions(self) -> list[EnqueueExtensions]:
        """The plugins that register queueing events.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L583-L583
        """

    @abstractmethod
    def queue_sort_func(self) -> LessFunc:
        """The ordering function of activeQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L586-L586
        """

    @abstractmethod
    def run_pre_filter_plugins(
        self, state: CycleState, pod: v1.Pod
    ) -> tuple[PreFilterResult | None, Status | None, set[str]]:
        """Run PreFilter; return the merged result, the status and the rejecting plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L597-L597
        """

    @abstractmethod
    def run_post_filter_plugins(
        self, state: CycleState, pod: v1.Pod, filtered_node_status_map: NodeToStatusMap
    ) -> tuple[PostFilterResult | None, Status | None]:
        """Run PostFilter (e.g. preemption) after the pod failed Filter.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L603-L603
        """

    @abstractmethod
    async def run_pre_bind_plugins(
        self, state: CycleState, pod: v1.Pod, node_name: str
    ) -> Status | None:
        """Run PreBind.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L610-L610
        """

    @abstractmethod
    def run_post_bind_plugins(self, state: CycleState, pod: v1.Pod, node_name: str) -> None:
        """Run PostBind.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L613-L613
        """

    @abstractmethod
    def run_reserve_plugins_reserve(
        self, state: CycleState, pod: v1.Pod, node_name: str
    ) -> Status | None:
        """Run Reserve, stopping at the first failure.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L619-L619
        """

    @abstractmethod
    def run_reserve_plugins_unreserve(self, state: CycleState, pod: v1.Pod, node_name: str) -> None:
        """Run Unreserve.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L623-L623
        """

    @abstractmethod
    def run_permit_plugins(self, state: CycleState, pod: v1.Pod, node_name: str) -> Status | None:
        """Run Permit; a Wait result parks the pod as a waiting pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L631-L631
        """

    @abstractmethod
    async def wait_on_permit(self, pod: v1.Pod) -> Status | None:
        """Wait until a waiting pod is allowed, rejected or timed out.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L634-L634
        """

    @abstractmethod
    def run_bind_plugins(self, state: CycleState, pod: v1.Pod, node_name: str) -> Status | None:
        """Run Bind until one plugin does not Skip.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L641-L641
        """

    @abstractmethod
    def has_filter_plugins(self) -> bool:
        """Whether any Filter plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L644-L644
        """

    @abstractmethod
    def has_post_filter_plugins(self) -> bool:
        """Whether any PostFilter plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L647-L647
        """

    @abstractmethod
    def has_score_plugins(self) -> bool:
        """Whether any Score plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L650-L650
        """

    # Python: returns the profile's config.Plugins; typed Any to keep the framework free of
    # an import of the config package.
    @abstractmethod
    def list_plugins(self) -> Any:
        """The configured plugins per extension point.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L653-L653
        """

    @abstractmethod
    def profile_name(self) -> str:
        """The scheduler name of this profile.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L656-L656
        """

    @abstractmethod
    def percentage_of_nodes_to_score(self) -> int | None:
        """The profile's percentageOfNodesToScore, or None when unset.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L659-L659
        """

    @abstractmethod
    def set_pod_nominator(self, nominator: PodNominator) -> None:
        """Set the nominator the framework delegates to.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L662-L662
        """

    @abstractmethod
    def close(self) -> None:
        """Close every plugin that needs closing; raises on failure.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/interface.go#L665-L665
        """
