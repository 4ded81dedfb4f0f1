"""The plugin interfaces of the scheduling framework, Status, and the result types around them.

Every extension point is an abstract base class here; a plugin subclasses the ones it implements.
Beside v1.31.1's points (PreEnqueue, QueueSort, PreFilter, Filter, PostFilter, PreScore, Score,
Reserve, Permit, PreBind, Bind, PostBind) v1.37.2 has SignPod (a pod's signature for batching),
PreBindPreFlight, and the pod-group points PodGroupPostFilter, PlacementGenerate and
PlacementScore. Handle lists what the framework offers to plugins.

# Python: Go's `ctx context.Context` and `klog.Logger` parameters are dropped from every
# signature; where the binding cycle may block (PreBind) the method is a coroutine run on the
# virtual clock.
# Python: a nil *Status is None, and None means Success, exactly as in Go. The Go methods that
# accept a nil receiver (code, message, is_success, is_wait, is_skip, is_rejected, is_error,
# as_error, equal, string) are written with `self: Status | None`; call them through the class
# whenever the status may be None: `Status.is_success(status)`, `Status.code(status)`. The same
# holds for PreFilterResult.all_nodes/merge and NominatingInfo.mode. Methods that would panic on
# nil in Go (reasons, plugin, set_plugin, clone, ...) are ordinary methods.
# Python: a Go `error` value is an Exception instance; a Go time.Duration is a timedelta; a
# types.UID is a str.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from kube_scheduler_py.clock import FakeClock

if TYPE_CHECKING:
    from kube_scheduler_py.v1_37.api.core import v1
    from kube_scheduler_py.v1_37.api.types import NamespacedName
    from kube_scheduler_py.v1_37.fwk.api_calls import APICacher
    from kube_scheduler_py.v1_37.fwk.api_dispatcher import APIDispatcher
    from kube_scheduler_py.v1_37.fwk.cycle_state import (
        CycleState,
        PlacementCycleState,
        PodGroupCycleState,
    )
    from kube_scheduler_py.v1_37.fwk.extender import Extender
    from kube_scheduler_py.v1_37.fwk.listers import (
        CSIManager,
        MutableSnapshotSharedLister,
        NodeInfoLister,
        PodGroupManager,
        SharedDRAManager,
        SharedLister,
    )
    from kube_scheduler_py.v1_37.fwk.types import (
        ClusterEventWithHint,
        NodeInfo,
        Placement,
        PodGroupAssignments,
        PodGroupInfo,
        PodInfo,
        QueuedEntityInfo,
    )


class FrameworkError(Exception):
    """Base class of the errors the fwk package raises (Go's plain `error` values).

    Python-only: Go returns plain `error` values here; this class names them.
    """


class Code(IntEnum):
    """The outcome class of a plugin run, carried by a Status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L43-L43
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L106-L108
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


def _errors_is(err: BaseException | None, target: BaseException) -> bool:
    """Report whether target is err or one of the errors err wraps (via __cause__)."""
    while err is not None:
        if err is target:
            return True
        err = err.__cause__
    return False


class Status:
    """The result of running a plugin: a code, reasons, an optional error and the plugin name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L115-L122
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L124-L127
        """
        self._err = err
        return self

    def code(self: Status | None) -> Code:
        """The status code; None counts as Success.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L130-L135
        """
        if self is None:
            return Success
        return self._code

    def message(self: Status | None) -> str:
        """All reasons joined by ", " ("" for None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L138-L143
        """
        if self is None:
            return ""
        return ", ".join(self.reasons())

    def set_plugin(self, plugin: str) -> None:
        """Record which plugin produced this status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L146-L148
        """
        self._plugin = plugin

    def with_plugin(self, plugin: str) -> Status:
        """Record the plugin name and return the status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L152-L155
        """
        self.set_plugin(plugin)
        return self

    def plugin(self) -> str:
        """The name of the plugin that produced this status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L158-L160
        """
        return self._plugin

    def reasons(self) -> list[str]:
        """The reasons, led by the error's text when an error is attached.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L163-L168
        """
        if self._err is not None:
            return [str(self._err), *self._reasons]
        return self._reasons

    def append_reason(self, reason: str) -> None:
        """Add one more reason.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L171-L173
        """
        self._reasons.append(reason)

    def is_success(self: Status | None) -> bool:
        """True for None or a Success code.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L176-L178
        """
        # Python: Code() inlined, and the module's constants rather than Code.X (an enum
        # member's lookup costs as much as the call); this runs for every plugin on every node.
        return self is None or self._code == Success

    def is_wait(self: Status | None) -> bool:
        """True for a Wait code.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L181-L183
        """
        return Status.code(self) == Wait

    def is_skip(self: Status | None) -> bool:
        """True for a Skip code.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L186-L188
        """
        return Status.code(self) == Skip

    def is_rejected(self: Status | None) -> bool:
        """True when the pod was turned away: Unschedulable, ...AndUnresolvable or Pending.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L191-L194
        """
        code = Status.code(self)
        return code in (Unschedulable, UnschedulableAndUnresolvable, Pending)

    def is_error(self: Status | None) -> bool:
        """True for an Error code.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L197-L199
        """
        return Status.code(self) == Error

    def as_error(self: Status | None) -> BaseException | None:
        """None for Success/Wait/Skip; else the attached error or one built from the message.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L203-L211
        """
        if Status.is_success(self) or Status.is_wait(self) or Status.is_skip(self):
            return None
        assert self is not None
        if self._err is not None:
            return self._err
        return FrameworkError(self.message())

    def equal(self: Status | None, x: Status | None) -> bool:
        """Compare code, error (by identity or wrapping), reasons and plugin; None == Success.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L215-L229
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L231-L233
        """
        return Status.message(self)

    def clone(self) -> Status:
        """A copy with its own list of reasons (the error is shared).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L236-L243
        """
        return Status(
            code=self._code,
            reasons=list(self._reasons),
            err=self._err,
            plugin=self._plugin,
        )

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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L246-L252
    """
    return Status(code=code, reasons=list(reasons))


def as_status(err: BaseException | None) -> Status | None:
    """Wrap an error in an Error status; None stays None.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L255-L263
    """
    if err is None:
        return None
    return Status(code=Code.Error, err=err)


class NodeToStatusReader(ABC):
    """The per-node statuses of a failed cycle, read-only, as PostFilter plugins get them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L266-L273
    """

    @abstractmethod
    def get(self, node_name: str) -> Status | None:
        """The status of node_name; the status of absent nodes when it has none of its own.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L269-L269
        """

    @abstractmethod
    def nodes_for_status_code(self, node_lister: NodeInfoLister, code: Code) -> list[NodeInfo]:
        """The NodeInfos of every node whose status has code, absent nodes included; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L272-L272
        """


@dataclass(slots=True)
class NodeScore:
    """A node name with the score one plugin gave it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L279-L282
    """

    name: str = ""
    score: int = 0


#: Scores of a list of nodes from one plugin.
NodeScoreList = list[NodeScore]


@dataclass(slots=True)
class NodePluginScores:
    """All plugin scores of one node, before and after normalization, and their sum.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L285-L297
    """

    name: str = ""
    raw_scores: list[PluginScore] = field(default_factory=list)
    scores: list[PluginScore] = field(default_factory=list)
    total_score: int = 0
    randomizer: int = 0


@dataclass(slots=True)
class PluginScore:
    """The score one plugin (or extender) gave.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L300-L304
    """

    name: str = ""
    score: int = 0


@dataclass(slots=True)
class PlacementPluginScores:
    """All plugin scores of one placement and their sum.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L307-L317
    """

    placement: Placement | None = None
    scores: list[PluginScore] = field(default_factory=list)
    total_score: int = 0
    randomizer: int = 0


MaxScore = 100
MinScore = 0
MaxNodeScore = MaxScore
MinNodeScore = MinScore
MaxTotalScore = 2**63 - 1


class NominatingMode(IntEnum):
    """Whether a PostFilter result changes the pod's nominated node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L340-L340
    """

    ModeNoop = 0
    ModeOverride = 1


ModeNoop = NominatingMode.ModeNoop
ModeOverride = NominatingMode.ModeOverride


@dataclass(slots=True)
class NominatingInfo:
    """A node to nominate for the pod and whether to apply it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L347-L350
    """

    nominated_node_name: str = ""
    nominating_mode: NominatingMode = NominatingMode.ModeNoop

    def mode(self: NominatingInfo | None) -> NominatingMode:
        """The nominating mode; ModeNoop for None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L352-L357
        """
        if self is None:
            return NominatingMode.ModeNoop
        return self.nominating_mode


class WaitingPod(ABC):
    """A pod held at Permit until every waiting plugin allows it, one rejects it, or time runs out.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L360-L374
    """

    @abstractmethod
    def get_pod(self) -> v1.Pod:
        """The waiting pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L362-L362
        """

    @abstractmethod
    def get_pending_plugins(self) -> list[str]:
        """Names of the Permit plugins that have not allowed the pod yet.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L364-L364
        """

    @abstractmethod
    def allow(self, plugin_name: str) -> None:
        """Mark the pod allowed by plugin_name; the last allow releases the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L368-L368
        """

    @abstractmethod
    def reject(self, plugin_name: str, msg: str) -> bool:
        """Turn the pod away as unschedulable on behalf of plugin_name; whether it took effect.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L370-L370
        """

    @abstractmethod
    def preempt(self, plugin_name: str, msg: str) -> bool:
        """Release the pod without marking it unschedulable, so it is tried again; whether it
        took effect.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L373-L373
        """


class PodInPreBind(ABC):
    """A pod whose binding cycle is in PreBind and may still be cancelled.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L377-L387
    """

    @abstractmethod
    def cancel_pod(self, reason: str) -> bool:
        """Cancel the pod's binding cycle unless it is marked prebound; whether it was cancelled.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L381-L381
        """

    @abstractmethod
    def mark_prebound(self) -> bool:
        """Make the binding cycle impossible to cancel; False when it was already cancelled.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L386-L386
        """


@dataclass(slots=True)
class PreFilterResult:
    """What PreFilter learned about candidate nodes: None means every node is eligible.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L390-L394
    """

    node_names: set[str] | None = None

    def all_nodes(self: PreFilterResult | None) -> bool:
        """True when the result (or its node set) is None, i.e. no restriction.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L396-L398
        """
        return self is None or self.node_names is None

    def merge(self: PreFilterResult | None, in_: PreFilterResult | None) -> PreFilterResult | None:
        """Intersect two results; None when both allow all nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L400-L417
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


@dataclass(slots=True)
class PostFilterResult:
    """What PostFilter hands back to the scheduler (the node to nominate, if any).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L420-L422
    """

    # Python: Go embeds *NominatingInfo; here it is a named field.
    nominating_info: NominatingInfo | None = None


@dataclass(slots=True)
class PreBindPreFlightResult:
    """What a PreBind plugin's pre-flight says: whether its PreBind may run beside others.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L425-L435
    """

    allow_parallel: bool = False


class Plugin(ABC):
    """The common root of all scheduling plugins.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L438-L440
    """

    @abstractmethod
    def name(self) -> str:
        """The plugin's registered name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L439-L439
        """


class PreEnqueuePlugin(Plugin):
    """A gate that must pass before a pod may enter activeQ or backoffQ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L447-L453
    """

    @abstractmethod
    def pre_enqueue(self, p: v1.Pod) -> Status | None:
        """Decide whether the pod may be queued for scheduling now.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L452-L452
        """


#: Orders two queued entities: True when the first should be scheduled before the second.
LessFunc = Callable[["QueuedEntityInfo", "QueuedEntityInfo"], bool]


class QueueSortPlugin(Plugin):
    """Orders the scheduling queue; exactly one is enabled per scheduler.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L461-L465
    """

    @abstractmethod
    def less(self, a: QueuedEntityInfo, b: QueuedEntityInfo) -> bool:
        """True when entity a should be popped before entity b.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L464-L464
        """


class EnqueueExtensions(Plugin):
    """Lets a plugin say which cluster events may make the pods it rejected schedulable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L484-L498
    """

    @abstractmethod
    def events_to_register(self) -> list[ClusterEventWithHint]:
        """The events (with optional queueing hints) to watch; raises to abort start-up.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L497-L497
        """


class PreFilterExtensions(ABC):
    """Incremental updates of PreFilter state when preemption adds or removes pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L508-L515
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L511-L511
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L514-L514
        """


class PreFilterPlugin(Plugin):
    """Runs once per cycle before Filter; may narrow the candidate nodes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L520-L539
    """

    @abstractmethod
    def pre_filter(
        self, state: CycleState, p: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[PreFilterResult | None, Status | None]:
        """Pre-compute what Filter needs; a Skip status turns this plugin's Filter off.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L531-L531
        """

    @abstractmethod
    def pre_filter_extensions(self) -> PreFilterExtensions | None:
        """The plugin's AddPod/RemovePod extensions, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L538-L538
        """


class FilterPlugin(Plugin):
    """Decides whether one node can run the pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L549-L574
    """

    @abstractmethod
    def filter(self, state: CycleState, pod: v1.Pod, node_info: NodeInfo) -> Status | None:
        """Success when the node fits the pod; otherwise why not.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L573-L573
        """


class PostFilterPlugin(Plugin):
    """Runs when no node fits the pod (preemption is one).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L578-L598
    """

    @abstractmethod
    def post_filter(
        self, state: CycleState, pod: v1.Pod, filtered_node_status_map: NodeToStatusReader
    ) -> tuple[PostFilterResult | None, Status | None]:
        """Try to make the pod schedulable, e.g. by nominating a node after preemption.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L597-L597
        """


#: Runs a pod group's scheduling to check whether it is feasible.
#: Python: Go's context argument is dropped.
PodGroupSchedulingFunc = Callable[[], tuple["PodGroupAssignments | None", "Status | None"]]


@dataclass(slots=True)
class PodGroupPostFilterResult:
    """The nodes nominated for pods of a pod group, by pod (only pods with a nominated node).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L604-L607
    """

    nominating_infos: dict[NamespacedName, NominatingInfo | None] = field(default_factory=dict)


class PodGroupPostFilterPlugin(Plugin):
    """Runs when a pod group's scheduling cycle failed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L611-L625
    """

    @abstractmethod
    def pod_group_post_filter(
        self,
        state: PodGroupCycleState,
        pg_info: PodGroupInfo,
        pg_scheduling_func: PodGroupSchedulingFunc,
    ) -> tuple[PodGroupPostFilterResult | None, Status | None]:
        """Try to make the group schedulable; Success or UnschedulableAndUnresolvable stops the
        plugins after it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L624-L624
        """


class PreScorePlugin(Plugin):
    """Runs once with the nodes that passed Filter, before Score.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L632-L640
    """

    @abstractmethod
    def pre_score(self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]) -> Status | None:
        """Pre-compute what Score needs; a Skip status turns this plugin's Score off.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L639-L639
        """


class ScoreExtensions(ABC):
    """Normalization of a Score plugin's scores.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L643-L648
    """

    @abstractmethod
    def normalize_score(self, state: CycleState, p: v1.Pod, scores: NodeScoreList) -> Status | None:
        """Rewrite the plugin's scores in place.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L647-L647
        """


class ScorePlugin(Plugin):
    """Ranks the nodes that passed Filter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L653-L662
    """

    @abstractmethod
    def score(self, state: CycleState, p: v1.Pod, node_info: NodeInfo) -> tuple[int, Status | None]:
        """The node's score for the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L658-L658
        """

    @abstractmethod
    def score_extensions(self) -> ScoreExtensions | None:
        """The plugin's normalization, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L661-L661
        """


class ReservePlugin(Plugin):
    """Updates plugin state when a pod is assumed on a node, and undoes it on failure.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L670-L682
    """

    @abstractmethod
    def reserve(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        """Reserve resources for the pod on node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L675-L675
        """

    @abstractmethod
    def unreserve(self, state: CycleState, p: v1.Pod, node_name: str) -> None:
        """Release what reserve took; must be idempotent.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L681-L681
        """


class PreBindPlugin(Plugin):
    """Work that must succeed before binding (e.g. provisioning volumes).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L686-L699
    """

    @abstractmethod
    def pre_bind_pre_flight(
        self, state: CycleState, p: v1.Pod, node_name: str
    ) -> tuple[PreBindPreFlightResult | None, Status | None]:
        """A cheap check whether PreBind has work for this pod (Success) or not (Skip).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L694-L694
        """

    @abstractmethod
    async def pre_bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        """Prepare the binding of the pod to node_name (it may wait, e.g. for volumes).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L698-L698
        """


class PostBindPlugin(Plugin):
    """Informational hook after a pod was bound.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L703-L710
    """

    @abstractmethod
    def post_bind(self, state: CycleState, p: v1.Pod, node_name: str) -> None:
        """React to the pod having been bound to node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L709-L709
        """


class PermitPlugin(Plugin):
    """Approves, delays or rejects a pod right before binding.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L714-L723
    """

    @abstractmethod
    def permit(
        self, state: CycleState, p: v1.Pod, node_name: str
    ) -> tuple[Status | None, timedelta]:
        """Success, a rejection, or Wait together with how long to wait at most.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L722-L722
        """


class BindPlugin(Plugin):
    """Binds the pod to its node (or returns Skip to let the next binder do it).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L727-L736
    """

    @abstractmethod
    def bind(self, state: CycleState, p: v1.Pod, node_name: str) -> Status | None:
        """Bind the pod to node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L735-L735
        """


@dataclass(slots=True)
class SignFragment:
    """One keyed part of a pod's signature; equal pods give equal values under a key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L740-L762
    """

    key: str = ""
    # Python: a value the framework can marshal to JSON as Go's encoding/json would.
    value: Any = None


#: A pod's signature: the JSON of all plugins' fragments. Pods with equal signatures may share
#: a scheduling result.
PodSignature = bytes


class SignPlugin(Plugin):
    """A Filter or Score plugin that can sign pods, so equal pods can be batched.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L774-L789
    """

    @abstractmethod
    def sign_pod(self, pod: v1.Pod) -> tuple[list[SignFragment], Status | None]:
        """The pod's fragments (Success), a refusal to sign (Unschedulable), or an Error.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L788-L788
        """


@dataclass(slots=True)
class GeneratePlacementsResult:
    """The placements a PlacementGenerate plugin proposes (they may overlap; none is valid).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L792-L798
    """

    placements: list[Placement] = field(default_factory=list)


class PlacementGeneratePlugin(Plugin):
    """Proposes candidate placements (sets of nodes) for a pod group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L801-L807
    """

    @abstractmethod
    def generate_placements(
        self,
        state: PodGroupCycleState,
        pod_group: PodGroupInfo,
        parent_placement: Placement | None,
    ) -> tuple[GeneratePlacementsResult | None, Status | None]:
        """The placements to try for pod_group within parent_placement.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L806-L806
        """


@dataclass(slots=True)
class PlacementScore:
    """One plugin's score for one placement, kept for normalization.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L810-L815
    """

    placement: Placement | None = None
    score: int = 0


class PlacementScoreExtensions(ABC):
    """Normalization of a PlacementScore plugin's scores.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L818-L823
    """

    @abstractmethod
    def normalize_placement_score(
        self,
        state: PodGroupCycleState,
        pod_group: PodGroupInfo,
        placement_scores: list[PlacementScore],
    ) -> Status | None:
        """Rewrite the plugin's placement scores in place.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L822-L822
        """


class PlacementScorePlugin(Plugin):
    """Ranks the feasible placements of a pod group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L826-L839
    """

    @abstractmethod
    def score_placement(
        self,
        state: PlacementCycleState,
        pod_group: PodGroupInfo,
        placement: PodGroupAssignments,
    ) -> tuple[int, Status | None]:
        """The placement's score (higher is better) given the nodes proposed for the pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L835-L835
        """

    @abstractmethod
    def placement_score_extensions(self) -> PlacementScoreExtensions | None:
        """The plugin's normalization, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L838-L838
        """


class Parallelizer(ABC):
    """Runs a piece of work for every index, in chunks where possible.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L938-L941
    """

    @abstractmethod
    def until(
        self,
        pieces: int,
        do_work_piece: Callable[[int], None],
        operation: str,
        *,
        cancelled: Callable[[], bool] | None = None,
    ) -> None:
        """Call do_work_piece(0) ... do_work_piece(pieces - 1), stopping early once cancelled.

        Python: Go's context becomes `cancelled`, asked before each piece.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L940-L940
        """


class PodActivator(ABC):
    """Moves pods to activeQ on a plugin's request.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L944-L951
    """

    @abstractmethod
    def activate(self, pods: dict[str, v1.Pod]) -> None:
        """Move the given pods to activeQ (an in-flight pod is requeued when it comes back).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L950-L950
        """


class PodNominator(ABC):
    """Keeps track of pods nominated to run on nodes (after preemption).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L954-L964
    """

    @abstractmethod
    def add_nominated_pod(self, pod: PodInfo, nominating_info: NominatingInfo | None) -> None:
        """Add the pod to the nominator, or update it if it is already there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L957-L957
        """

    @abstractmethod
    def delete_nominated_pod_if_exists(self, pod: v1.Pod) -> None:
        """Forget the pod's nomination, if any.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L959-L959
        """

    @abstractmethod
    def update_nominated_pod(self, old_pod: v1.Pod, new_pod_info: PodInfo) -> None:
        """Replace old_pod by new_pod_info in the nominator.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L961-L961
        """

    @abstractmethod
    def nominated_pods_for_node(self, node_name: str) -> list[PodInfo]:
        """The pods nominated to node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L963-L963
        """


class PluginsRunner(ABC):
    """Running groups of plugins on demand (used by preemption to test victims).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L969-L1002
    """

    @abstractmethod
    def run_pre_score_plugins(
        self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> Status | None:
        """Run every PreScore plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L972-L972
        """

    @abstractmethod
    def run_score_plugins(
        self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[list[NodePluginScores], Status | None]:
        """Run every Score plugin and return each node's plugin scores and total.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L977-L977
        """

    @abstractmethod
    def run_filter_plugins(
        self, state: CycleState, pod: v1.Pod, node_info: NodeInfo
    ) -> Status | None:
        """Run every Filter plugin against node_info.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L985-L985
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L989-L989
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L993-L993
        """

    @abstractmethod
    def run_reserve_plugins_reserve(
        self, state: CycleState, pod: v1.Pod, node_name: str
    ) -> Status | None:
        """Run Reserve, stopping at the first failure.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L998-L998
        """

    @abstractmethod
    def run_reserve_plugins_unreserve(self, state: CycleState, pod: v1.Pod, node_name: str) -> None:
        """Run Unreserve.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L1001-L1001
        """


class Handle(PodNominator, PluginsRunner, PodActivator):
    """What plugins get from the framework: listers, waiting pods, clients, helpers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L844-L935
    """

    #: The virtual clock plugins wait on (Permit timeouts, PreBind waits).
    #: Python: not in Go, where plugins wait on the wall clock.
    clock: FakeClock

    @abstractmethod
    def snapshot_shared_lister(self) -> SharedLister:
        """Listers over the NodeInfo snapshot taken at the start of the cycle.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L864-L864
        """

    @abstractmethod
    def mutable_snapshot_shared_lister(self) -> MutableSnapshotSharedLister:
        """The same listers, able to change the snapshot (PodGroupPostFilter only).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L869-L869
        """

    @abstractmethod
    def iterate_over_waiting_pods(self, callback: Callable[[WaitingPod], None]) -> None:
        """Call callback for every pod waiting at Permit.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L872-L872
        """

    @abstractmethod
    def get_waiting_pod(self, uid: str) -> WaitingPod | None:
        """The waiting pod with this UID, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L875-L875
        """

    @abstractmethod
    def reject_waiting_pod(self, uid: str) -> bool:
        """Reject the waiting pod with this UID; False if no such pod waits.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L879-L879
        """

    @abstractmethod
    def add_pod_in_pre_bind(self, uid: str, cancel: Callable[[BaseException | None], None]) -> None:
        """Record a pod entering PreBind with the function that cancels its binding cycle.

        Python: Go's context.CancelCauseFunc is a callable taking the cause.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L882-L882
        """

    @abstractmethod
    def get_pod_in_pre_bind(self, uid: str) -> PodInPreBind | None:
        """The pod in PreBind with this UID, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L885-L885
        """

    @abstractmethod
    def remove_pod_in_pre_bind(self, uid: str) -> None:
        """Forget the pod in PreBind with this UID.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L888-L888
        """

    # Python: the client-side objects below (clientset, rest config, event recorder, informer
    # factory) are typed Any; their Python ports live outside the framework.
    @abstractmethod
    def client_set(self) -> Any:
        """The API client.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L891-L891
        """

    @abstractmethod
    def kube_config(self) -> Any:
        """The raw client configuration.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L894-L894
        """

    @abstractmethod
    def event_recorder(self) -> Any:
        """The recorder for Kubernetes events.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L897-L897
        """

    @abstractmethod
    def shared_informer_factory(self) -> Any:
        """The informer factory plugins read live objects from.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L899-L899
        """

    @abstractmethod
    def shared_dra_manager(self) -> SharedDRAManager:
        """Where the DRA plugin reads (and tracks changes to) DRA objects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L903-L903
        """

    @abstractmethod
    def shared_csi_manager(self) -> CSIManager:
        """Where plugins read (and track changes to) CSINode objects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L907-L907
        """

    @abstractmethod
    def run_filter_plugins_with_nominated_pods(
        self, state: CycleState, pod: v1.Pod, info: NodeInfo
    ) -> Status | None:
        """Run Filter on a node, also accounting for pods nominated to it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L910-L910
        """

    @abstractmethod
    def extenders(self) -> list[Extender]:
        """The configured scheduler extenders.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L913-L913
        """

    @abstractmethod
    def parallelizer(self) -> Parallelizer:
        """The parallelizer to fan work out over nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L916-L916
        """

    @abstractmethod
    def api_dispatcher(self) -> APIDispatcher | None:
        """The dispatcher of asynchronous API calls (None while SchedulerAsyncAPICalls is off).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L920-L920
        """

    @abstractmethod
    def api_cacher(self) -> APICacher | None:
        """API calls that go through the scheduler's cache first (None while
        SchedulerAsyncAPICalls is off).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L925-L925
        """

    @abstractmethod
    def profile_name(self) -> str:
        """The scheduler name of this profile.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L928-L928
        """

    @abstractmethod
    def pod_group_manager(self) -> PodGroupManager:
        """What the scheduler's cache knows about pod groups.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L931-L931
        """

    @abstractmethod
    def sign_pod(self, pod: v1.Pod) -> PodSignature | None:
        """The pod's signature, or None when it cannot be signed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/interface.go#L934-L934
        """
