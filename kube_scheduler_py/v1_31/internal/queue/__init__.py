"""Port of pkg/scheduler/internal/queue: the scheduling queue (activeQ, backoffQ,
unschedulablePods, in-flight pods) and the nominator.

Import the modules directly (`from kube_scheduler_py.v1_31.internal.queue import scheduling_queue`);
the names most callers need are re-exported here. observe.py (Python-only) adds a queue that
reports every move of a pod.
"""

from .observe import (
    ObservedPriorityQueue,
    QueueLocation,
    QueueObserver,
    new_observed_priority_queue,
)
from .scheduling_queue import (
    DefaultPodInitialBackoffDuration,
    DefaultPodMaxBackoffDuration,
    DefaultPodMaxInUnschedulablePodsDuration,
    Option,
    PreEnqueueCheck,
    PriorityQueue,
    QueueingHintFunction,
    QueueingHintMap,
    QueueingHintMapPerProfile,
    SchedulingQueue,
    SchedulingQueueError,
    new_pod_nominator,
    new_priority_queue,
    new_scheduling_queue,
    nominated_node_name,
    with_clock,
    with_plugin_metrics_sample_percent,
    with_pod_initial_backoff_duration,
    with_pod_lister,
    with_pod_max_backoff_duration,
    with_pod_max_in_unschedulable_pods_duration,
    with_pre_enqueue_plugin_map,
    with_queueing_hint_map_per_profile,
    with_rand,
)

__all__ = [
    "DefaultPodInitialBackoffDuration",
    "DefaultPodMaxBackoffDuration",
    "DefaultPodMaxInUnschedulablePodsDuration",
    "ObservedPriorityQueue",
    "Option",
    "PreEnqueueCheck",
    "PriorityQueue",
    "QueueLocation",
    "QueueObserver",
    "QueueingHintFunction",
    "QueueingHintMap",
    "QueueingHintMapPerProfile",
    "SchedulingQueue",
    "SchedulingQueueError",
    "new_observed_priority_queue",
    "new_pod_nominator",
    "new_priority_queue",
    "new_scheduling_queue",
    "nominated_node_name",
    "with_clock",
    "with_plugin_metrics_sample_percent",
    "with_pod_initial_backoff_duration",
    "with_pod_lister",
    "with_pod_max_backoff_duration",
    "with_pod_max_in_unschedulable_pods_duration",
    "with_pre_enqueue_plugin_map",
    "with_queueing_hint_map_per_profile",
    "with_rand",
]
