"""InterPodAffinity: places pods relative to other pods by their (anti-)affinity terms.

Filter (filtering.py) enforces the required terms of the incoming pod and the required
anti-affinity terms of the pods already running; Score (scoring.py) prefers nodes by the
preferred terms of both sides. This module holds the plugin type, its constructor, the
namespace-selector resolution and the queueing hints.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config.validation import validation_pluginargs as validation
from kube_scheduler_py.v1_31.framework import parallelize
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.filtering import (
    InterPodAffinityError,
    _Filtering,
    pod_matches_all_affinity_terms,
)
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.namespace_lister import (
    NamespaceLister,
)
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity.scoring import _Scoring
from kube_scheduler_py.v1_31.util import utils as util

# The plugin name in the registry and in configurations.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L37-L37
Name = names.InterPodAffinity


class InterPodAffinity(_Filtering, _Scoring, framework.EnqueueExtensions):
    """Checks and scores nodes by inter-pod affinity and anti-affinity.

    # Python: the PreFilter/Filter methods come from filtering.py's mixin and the
    # PreScore/Score methods from scoring.py's, as Go defines them in those files.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L46-L51
    """

    def __init__(
        self,
        parallelizer: parallelize.Parallelizer,
        args: config.InterPodAffinityArgs,
        shared_lister: framework.SharedLister,
        ns_lister: NamespaceLister,
    ) -> None:
        self.parallelizer = parallelizer
        self.args = args
        self.shared_lister = shared_lister
        self.ns_lister = ns_lister

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L54-L56
        """
        return Name

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """Pod adds, label updates and deletes, and node adds, label and taint updates.

        A deleted or relabelled pod may stop violating anti-affinity, an added pod may satisfy
        affinity, and a new or relabelled node may bring a needed topology key. Node taint
        updates are watched too, because a node that is added while not ready may have its
        add event filtered out before the hint sees it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L60-L81
        """
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Pod,
                    action_type=framework.Add | framework.UpdatePodLabel | framework.Delete,
                ),
                queueing_hint_fn=self.is_schedulable_after_pod_change,
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node,
                    action_type=framework.Add
                    | framework.UpdateNodeLabel
                    | framework.UpdateNodeTaint,
                ),
                queueing_hint_fn=self.is_schedulable_after_node_change,
            ),
        ]

    def merge_affinity_term_namespaces_if_not_empty(self, at: framework.AffinityTerm) -> None:
        """Resolve a term's non-empty namespace selector into its namespaces (through the
        Namespace lister) and set the selector to Nothing.

        The term belongs to the incoming pod: afterwards its selector is either Nothing or
        empty (matching every namespace), so matching it never needs the namespace labels of
        existing pods. Raises what the lister raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L120-L133
        """
        if at.namespace_selector.empty():
            return
        ns = self.ns_lister.list(at.namespace_selector)
        for n in ns:
            at.namespaces.add(n.name)
        at.namespace_selector = labels.nothing()

    def is_schedulable_after_pod_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when a scheduled pod is added matching its affinity, updated to start
        matching its affinity or stop matching its anti-affinity, or deleted while matching
        its anti-affinity.

        Raises util.AsError when the objects are not pods, and the selector parse error of a
        bad affinity term.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L147-L208
        """
        original_pod, modified_pod = util.as_(v1.Pod, old_obj, new_obj)
        if (modified_pod is not None and modified_pod.spec.node_name == "") or (
            original_pod is not None and original_pod.spec.node_name == ""
        ):
            # An unscheduled pod changes nothing for the target pod.
            return framework.QueueSkip

        terms = framework.get_affinity_terms(
            pod, framework.get_pod_affinity_terms(pod.spec.affinity)
        )

        anti_terms = framework.get_affinity_terms(
            pod, framework.get_pod_anti_affinity_terms(pod.spec.affinity)
        )

        # An update. One pod has to satisfy all the affinity terms together, so checking the
        # terms as a whole suffices.
        if modified_pod is not None and original_pod is not None:
            if not pod_matches_all_affinity_terms(terms, original_pod) and (
                pod_matches_all_affinity_terms(terms, modified_pod)
            ):
                return framework.Queue
            if pod_matches_all_affinity_terms(anti_terms, original_pod) and (
                not pod_matches_all_affinity_terms(anti_terms, modified_pod)
            ):
                return framework.Queue
            return framework.QueueSkip

        # An add: it helps only if the new pod matches the affinity.
        if modified_pod is not None:
            if pod_matches_all_affinity_terms(terms, modified_pod):
                return framework.Queue
            return framework.QueueSkip

        # A delete: it helps only if the deleted pod matched the anti-affinity.
        assert original_pod is not None
        if not pod_matches_all_affinity_terms(anti_terms, original_pod):
            return framework.QueueSkip
        return framework.Queue

    def is_schedulable_after_node_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the added or updated node has the topology key of one of its
        required affinity or anti-affinity terms.

        Raises util.AsError when the objects are not nodes, and the selector parse error of a
        bad affinity term.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L210-L244
        """
        _, modified_node = util.as_(v1.Node, old_obj, new_obj)
        assert modified_node is not None

        terms = framework.get_affinity_terms(
            pod, framework.get_pod_affinity_terms(pod.spec.affinity)
        )

        for term in terms:
            if term.topology_key in modified_node.labels:
                return framework.Queue

        anti_terms = framework.get_affinity_terms(
            pod, framework.get_pod_anti_affinity_terms(pod.spec.affinity)
        )

        for term in anti_terms:
            if term.topology_key in modified_node.labels:
                return framework.Queue
        return framework.QueueSkip


def new(pl_args: object, h: framework.Handle) -> framework.Plugin:
    """Build the plugin from InterPodAffinityArgs; raises InterPodAffinityError without a
    snapshot lister or with args of another type, and the validation error of bad args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L84-L103
    """
    if h.snapshot_shared_lister() is None:
        raise InterPodAffinityError("SnapshotSharedlister is nil")
    args = get_args(pl_args)
    err = validation.validate_inter_pod_affinity_args(None, args)
    if err is not None:
        raise err
    pl = InterPodAffinity(
        parallelizer=h.parallelizer(),
        args=args,
        shared_lister=h.snapshot_shared_lister(),
        ns_lister=h.shared_informer_factory().core().v1().namespaces().lister(),
    )

    return pl


def get_args(obj: object) -> config.InterPodAffinityArgs:
    """The args as InterPodAffinityArgs; raises InterPodAffinityError for another type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/interpodaffinity/plugin.go#L105-L111
    """
    if not isinstance(obj, config.InterPodAffinityArgs):
        # Python: the type is named by its Python class, not Go's %T ("*pkg.Type").
        got = "<nil>" if obj is None else type(obj).__name__
        raise InterPodAffinityError(f"want args to be of type InterPodAffinityArgs, got {got}")
    # Python: a shallow copy, as Go copies the struct the pointer points at.
    return dataclasses.replace(obj)
