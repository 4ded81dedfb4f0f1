"""Port of pkg/scheduler/framework/preemption: the preemption flow shared by PostFilter
plugins (Evaluator) and the policy interface they implement (Interface)."""

from kube_scheduler_py.v1_31.framework.preemption.preemption import (
    Candidate,
    Evaluator,
    Interface,
    PreemptionError,
    candidate,
    candidateList,
    get_lower_priority_nominated_pods,
    get_pod_disruption_budgets,
    new_candidate_list,
    nodes_where_preemption_might_help,
    pick_one_node_for_preemption,
)

__all__ = [
    "Candidate",
    "Evaluator",
    "Interface",
    "PreemptionError",
    "candidate",
    "candidateList",
    "get_lower_priority_nominated_pods",
    "get_pod_disruption_budgets",
    "new_candidate_list",
    "nodes_where_preemption_might_help",
    "pick_one_node_for_preemption",
]
