"""DefaultPreemption: the PostFilter plugin that preempts lower-priority pods when a pod fits
no node, with the default policy for choosing victims and candidate nodes.

# Python: Go's ctx and klog parameters are dropped and nothing is logged; metrics are not
# recorded. Go draws the dry-run offset from the global math/rand source and reads the wall
# clock through MoreImportantPod; here the plugin owns an injected generator of Go's math/rand
# (`rng`, kube_scheduler_py.gorand) and a clock (`clock`), which it hands to the Evaluator.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py import gorand
from kube_scheduler_py.clock import PassiveClock, new_fake_clock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.client_go.listers.core import v1 as corelisters
from kube_scheduler_py.v1_31.api.client_go.listers.policy import v1 as policylisters
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as corev1helpers
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import (
    LabelSelectorError,
    label_selector_as_selector,
)
from kube_scheduler_py.v1_31.api.policy import v1 as policy
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config import validation
from kube_scheduler_py.v1_31.framework import preemption
from kube_scheduler_py.v1_31.framework.interface import Status
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.util import utils as util

#: Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L47-L47
Name = names.DefaultPreemption


class DefaultPreemptionError(framework.FrameworkError):
    """An error of the DefaultPreemption plugin (bad args).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def _new_default_rng() -> gorand.Rand:
    """The random source of a plugin built without one: seeded, so runs repeat."""
    return gorand.new(gorand.new_source(0))


@dataclass(eq=False)
class DefaultPreemption(framework.PostFilterPlugin, preemption.Interface):
    """Preempts lower-priority pods to make room for a pod that fits no node.

    # Python: `rng` and `clock` are added (see the module docstring).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L50-L56
    """

    fh: framework.Handle
    fts: Features = field(default_factory=Features)
    args: config.DefaultPreemptionArgs = field(default_factory=config.DefaultPreemptionArgs)
    pod_lister: corelisters.PodLister | None = None
    pdb_lister: policylisters.PodDisruptionBudgetLister | None = None
    rng: gorand.Rand = field(default_factory=_new_default_rng)
    clock: PassiveClock = field(default_factory=new_fake_clock)

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L61-L63
        """
        return Name

    def post_filter(
        self, state: framework.CycleState, pod: v1.Pod, m: framework.NodeToStatusMap
    ) -> tuple[framework.PostFilterResult | None, Status | None]:
        """Run the preemption flow; any message gets the prefix "preemption: ".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L85-L105
        """
        pe = preemption.Evaluator(
            plugin_name=names.DefaultPreemption,
            handler=self.fh,
            pod_lister=self.pod_lister,
            pdb_lister=self.pdb_lister,
            state=state,
            interface=self,
            clock=self.clock,
        )

        result, status = pe.preempt(pod, m)
        msg = Status.message(status)
        if len(msg) > 0:
            return result, framework.new_status(Status.code(status), "preemption: " + msg)
        return result, status

    def calculate_num_candidates(self, num_nodes: int) -> int:
        """How many candidates the dry run should find: MinCandidateNodesPercentage of the
        nodes, at least MinCandidateNodesAbsolute, at most num_nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L111-L120
        """
        n = (num_nodes * self.args.min_candidate_nodes_percentage) // 100
        if n < self.args.min_candidate_nodes_absolute:
            n = self.args.min_candidate_nodes_absolute
        if n > num_nodes:
            n = num_nodes
        return n

    def get_offset_and_num_candidates(self, num_nodes: int) -> tuple[int, int]:
        """A random node to start the dry run at, and the number of candidates to find.

        # Python: Go draws from its global math/rand; the port from the injected rng.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L124-L126
        """
        return self.rng.int31n(num_nodes), self.calculate_num_candidates(num_nodes)

    def candidates_to_victims_map(
        self, candidates: list[preemption.Candidate]
    ) -> dict[str, extenderv1.Victims]:
        """The candidates keyed by node name; one candidate per node is assumed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L130-L136
        """
        m: dict[str, extenderv1.Victims] = {}
        for c in candidates:
            m[c.name()] = c.victims()
        return m

    def select_victims_on_node(
        self,
        state: framework.CycleState,
        pod: v1.Pod,
        node_info: framework.NodeInfo,
        pdbs: list[policy.PodDisruptionBudget],
    ) -> tuple[list[v1.Pod], int, Status | None]:
        """The fewest lower-priority pods to evict on the node so pod fits there.

        All lower-priority pods are removed first; if pod then fits, they are added back one
        by one, most important first (PDB-violating ones before the others), and those pod no
        longer fits with become the victims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L140-L229
        """
        potential_victims: list[framework.PodInfo] = []

        # Python: like Go's closures, remove_pod and add_pod return their error.
        def remove_pod(rpi: framework.PodInfo) -> BaseException | None:
            try:
                node_info.remove_pod(rpi.pod)
            except framework.FrameworkError as err:
                return err
            status = self.fh.run_pre_filter_extension_remove_pod(state, pod, rpi, node_info)
            if not Status.is_success(status):
                return Status.as_error(status)
            return None

        def add_pod(api: framework.PodInfo) -> BaseException | None:
            node_info.add_pod_info(api)
            status = self.fh.run_pre_filter_extension_add_pod(state, pod, api, node_info)
            if not Status.is_success(status):
                return Status.as_error(status)
            return None

        # First remove every lower-priority pod and see whether pod fits then.
        pod_priority = corev1helpers.pod_priority(pod)
        for pi in list(node_info.pods):
            if corev1helpers.pod_priority(pi.pod) < pod_priority:
                potential_victims.append(pi)
                err = remove_pod(pi)
                if err is not None:
                    return [], 0, framework.as_status(err)

        # Nothing can be removed, so the node looks as it did when it failed.
        if len(potential_victims) == 0:
            return (
                [],
                0,
                framework.new_status(
                    framework.UnschedulableAndUnresolvable,
                    "No preemption victims found for incoming pod",
                ),
            )

        # If pod still does not fit, preemption on this node cannot help. (A pod with affinity
        # to one of the victims is not handled, on purpose.)
        status = self.fh.run_filter_plugins_with_nominated_pods(state, pod, node_info)
        if not Status.is_success(status):
            return [], 0, status
        victims: list[v1.Pod] = []
        num_violating_victim = 0

        def more_important(a: framework.PodInfo, b: framework.PodInfo) -> int:
            if util.more_important_pod(a.pod, b.pod, self.clock):
                return -1
            if util.more_important_pod(b.pod, a.pod, self.clock):
                return 1
            return 0

        # Python: Go sorts with sort.Slice (unstable); list.sort is stable.
        potential_victims.sort(key=functools.cmp_to_key(more_important))
        # Reprieve as many pods as possible, the PDB-violating ones first, each group from
        # the highest priority down.
        violating_victims, non_violating_victims = filter_pods_with_pdb_violation(
            potential_victims, pdbs
        )

        def reprieve_pod(pi: framework.PodInfo) -> tuple[bool, BaseException | None]:
            err = add_pod(pi)
            if err is not None:
                return False, err
            status = self.fh.run_filter_plugins_with_nominated_pods(state, pod, node_info)
            fits = Status.is_success(status)
            if not fits:
                err = remove_pod(pi)
                if err is not None:
                    return False, err
                victims.append(pi.pod)
            return fits, None

        for p in violating_victims:
            fits, err = reprieve_pod(p)
            if err is not None:
                return [], 0, framework.as_status(err)
            if not fits:
                num_violating_victim += 1
        # Then the pods whose eviction breaks no PDB.
        for p in non_violating_victims:
            _, err = reprieve_pod(p)
            if err is not None:
                return [], 0, framework.as_status(err)
        return victims, num_violating_victim, framework.new_status(framework.Success)

    def pod_eligible_to_preempt_others(
        self, pod: v1.Pod, nominated_node_status: Status | None
    ) -> tuple[bool, str]:
        """Whether pod may preempt, and why not: its preemptionPolicy is Never, or victims it
        already preempted on its nominated node are still terminating.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L239-L264
        """
        if pod.spec.preemption_policy is not None and pod.spec.preemption_policy == v1.PreemptNever:
            return False, "not eligible due to preemptionPolicy=Never."

        node_infos = self.fh.snapshot_shared_lister().node_infos()
        nom_node_name = pod.status.nominated_node_name
        if len(nom_node_name) > 0:
            # The filters now find the nominated node unresolvable: preempt again elsewhere.
            if Status.code(nominated_node_status) == framework.UnschedulableAndUnresolvable:
                return True, ""

            node_info: framework.NodeInfo | None
            try:
                node_info = node_infos.get(nom_node_name)
            except Exception:
                # Python: the lister interface does not fix the error type it raises; Go
                # ignores the error too.
                node_info = None
            if node_info is not None:
                pod_priority = corev1helpers.pod_priority(pod)
                for p in node_info.pods:
                    lower_priority = corev1helpers.pod_priority(p.pod) < pod_priority
                    if lower_priority and pod_terminating_by_preemption(p.pod):
                        # A victim on the nominated node is still terminating.
                        return False, "not eligible due to a terminating pod on the nominated node."
        return True, ""

    def ordered_score_funcs(
        self, nodes_to_victims: dict[str, extenderv1.Victims]
    ) -> list[Callable[[str], int]] | None:
        """None: use the default rules to rank candidate nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L267-L269
        """
        return None


def new(
    dp_args: object,
    fh: framework.Handle,
    fts: Features,
    *,
    rng: gorand.Rand | None = None,
    clock: PassiveClock | None = None,
) -> framework.Plugin:
    """Build the plugin from validated DefaultPreemptionArgs; raises on bad args.

    # Python: rng and clock are keyword-only additions. Without them the plugin gets a generator
    # seeded with 0 and a clock of its own; the scheduler passes its own.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L66-L82
    """
    if not isinstance(dp_args, config.DefaultPreemptionArgs):
        # Python: the type is named as Python spells it, not as Go's %T does.
        raise DefaultPreemptionError(
            f"got args of type {type(dp_args).__name__}, want *DefaultPreemptionArgs"
        )
    args = dp_args
    err = validation.validate_default_preemption_args(None, args)
    if err is not None:
        raise err
    return DefaultPreemption(
        fh=fh,
        fts=fts,
        args=args,
        pod_lister=fh.shared_informer_factory().core().v1().pods().lister(),
        pdb_lister=get_pdb_lister(fh.shared_informer_factory()),
        rng=_new_default_rng() if rng is None else rng,
        clock=new_fake_clock() if clock is None else clock,
    )


def pod_terminating_by_preemption(p: v1.Pod) -> bool:
    """Whether p is being deleted because the scheduler preempted it (its DisruptionTarget
    condition says PreemptionByScheduler).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L272-L283
    """
    if p.metadata.deletion_timestamp is None:
        return False

    for condition in p.status.conditions:
        if condition.type == v1.DisruptionTarget:
            return (
                condition.status == v1.ConditionTrue
                and condition.reason == v1.PodReasonPreemptionByScheduler
            )
    return False


def filter_pods_with_pdb_violation(
    pod_infos: list[framework.PodInfo], pdbs: list[policy.PodDisruptionBudget]
) -> tuple[list[framework.PodInfo], list[framework.PodInfo]]:
    """Split the pods into those whose eviction would break a PodDisruptionBudget and the
    others, keeping their order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L290-L336
    """
    violating_pod_infos: list[framework.PodInfo] = []
    non_violating_pod_infos: list[framework.PodInfo] = []
    pdbs_allowed = [pdb.status.disruptions_allowed for pdb in pdbs]

    for pod_info in pod_infos:
        pod = pod_info.pod
        pdb_for_pod_is_violated = False
        # A pod without labels matches no PDB.
        if len(pod.labels) != 0:
            for i, pdb in enumerate(pdbs):
                if pdb.namespace != pod.namespace:
                    continue
                try:
                    selector = label_selector_as_selector(pdb.spec.selector)
                except (LabelSelectorError, Aggregate):
                    # A PDB with an invalid selector matches no pod.
                    continue
                # A nil or empty selector matches nothing.
                if selector.empty() or not selector.matches(labels.Set(pod.labels)):
                    continue

                # A pod in DisruptedPods was already counted by the API server.
                if pod.name in pdb.status.disrupted_pods:
                    continue
                # Only count pods that are not in DisruptedPods, or the budget is used twice.
                pdbs_allowed[i] -= 1
                if pdbs_allowed[i] < 0:
                    pdb_for_pod_is_violated = True
        if pdb_for_pod_is_violated:
            violating_pod_infos.append(pod_info)
        else:
            non_violating_pod_infos.append(pod_info)
    return violating_pod_infos, non_violating_pod_infos


def get_pdb_lister(informer_factory: Any) -> policylisters.PodDisruptionBudgetLister:
    """The PodDisruptionBudget lister of the informer factory.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go#L338-L340
    """
    lister: policylisters.PodDisruptionBudgetLister = (
        informer_factory.policy().v1().pod_disruption_budgets().lister()
    )
    return lister
