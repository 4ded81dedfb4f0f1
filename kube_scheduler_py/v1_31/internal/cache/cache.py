"""The scheduler cache: pods per node, assumed pods, and incremental snapshots of it all.

Node aggregates (NodeInfo) live in a doubly linked list ordered by the time of their last
change, newest first, so that update_snapshot only copies the NodeInfos that changed since the
snapshot's generation.

# Python: Go guards the cache with a sync.RWMutex; the port runs on one asyncio thread and no
# method awaits, so every method already runs without interleaving and the lock is left out.
# Python: Go's `klog.Logger` parameters are dropped, with the log lines they wrote. The metrics
# (updateMetrics, the cache_size gauges) are not ported.
# Python: a Go method and an unexported one that share a snake_case name (AddPod and addPod,
# UpdatePod and updatePod, RemovePod and removePod, FinishBinding and finishBinding) are told
# apart by a leading underscore on the unexported one.
"""

from __future__ import annotations

import contextlib
import dataclasses
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import NoReturn, cast

from kube_scheduler_py.clock import Clock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.interface import FrameworkError
from kube_scheduler_py.v1_31.framework.types import (
    ImageStateSummary,
    NodeInfo,
    get_pod_key,
    new_node_info,
)
from kube_scheduler_py.v1_31.internal.cache.interface import Cache, CacheError, Dump
from kube_scheduler_py.v1_31.internal.cache.node_tree import (
    NodeTreeExhaustedError,
    new_node_tree,
    nodeTree,
)
from kube_scheduler_py.v1_31.internal.cache.snapshot import Snapshot

# How often the cleanup loop looks for expired assumed pods.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L34
cleanAssumedPeriod = timedelta(seconds=1)


def new(ttl: timedelta, clock: Clock) -> cacheImpl:
    """A cache whose assumed pods expire ttl after their binding finished (never for ttl 0).

    # Python: Go's New also starts the cleanup goroutine; here the caller starts
    # `cache.run()` as an asyncio task (and cancels it to stop), because building the cache
    # needs no running event loop. Go's ctx is that task's lifetime; time comes from clock.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L41-L46
    """
    return new_cache(ttl, cleanAssumedPeriod, clock)


@dataclass(eq=False)
class nodeInfoListItem:
    """One NodeInfo in the cache's list of NodeInfos, most recently changed first.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L51-L55
    """

    info: NodeInfo
    next: nodeInfoListItem | None = None
    prev: nodeInfoListItem | None = None


@dataclass
class podState:
    """A cached pod, when it expires (None: never) and whether its binding has finished.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L78-L85
    """

    pod: v1.Pod
    deadline: datetime | None = None
    binding_finished: bool = False


def new_node_info_list_item(ni: NodeInfo) -> nodeInfoListItem:
    """A list item holding ni, not yet linked.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L103-L107
    """
    return nodeInfoListItem(info=ni)


def new_cache(ttl: timedelta, period: timedelta, clock: Clock) -> cacheImpl:
    """An empty cache with the given assumed-pod ttl and cleanup period.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L87-L100
    """
    return cacheImpl(ttl=ttl, period=period, clock=clock)


def _kobj(pod: v1.Pod) -> str:
    """How klog.KObj prints an object: "namespace/name", or "name" without a namespace."""
    if pod.namespace == "":
        return pod.name
    return f"{pod.namespace}/{pod.name}"


def _flush_and_exit() -> NoReturn:
    """Stop the scheduler: the cache is corrupted.

    # Python: Go calls klog.FlushAndExit, which ends the process with exit code 1.
    """
    raise SystemExit(1)


class cacheImpl(Cache):
    """The scheduler cache: pod states, assumed pods, NodeInfos, node tree and image states.

    nodes maps a node name to its item in the list whose head (head_node) is the most recently
    changed NodeInfo; node_tree orders the live nodes by zone; image_states counts on which
    nodes each image is present; pod_states and assumed_pods hold the pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L57-L76
    """

    def __init__(self, ttl: timedelta, period: timedelta, clock: Clock) -> None:
        self.ttl = ttl
        self.period = period
        # Python: the clock replaces Go's time.Now() calls.
        self.clock = clock
        # Python: a dict used as an ordered set (Go: sets.Set), so that the order in which
        # assumed pods expire does not depend on Python's string hashing.
        self.assumed_pods: dict[str, None] = {}
        self.pod_states: dict[str, podState] = {}
        self.nodes: dict[str, nodeInfoListItem] = {}
        self.head_node: nodeInfoListItem | None = None
        self.node_tree: nodeTree = new_node_tree(None)
        self.image_states: dict[str, ImageStateSummary] = {}

    def move_node_info_to_head(self, name: str) -> None:
        """Put the item of node name at the head of the list: it just changed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L112-L135
        """
        ni = self.nodes.get(name)
        if ni is None:
            return
        if ni is self.head_node:
            return

        if ni.prev is not None:
            ni.prev.next = ni.next
        if ni.next is not None:
            ni.next.prev = ni.prev
        if self.head_node is not None:
            self.head_node.prev = ni
        ni.next = self.head_node
        ni.prev = None
        self.head_node = ni

    def remove_node_info_from_list(self, name: str) -> None:
        """Unlink the item of node name and forget it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L140-L158
        """
        ni = self.nodes.get(name)
        if ni is None:
            return

        if ni.prev is not None:
            ni.prev.next = ni.next
        if ni.next is not None:
            ni.next.prev = ni.prev
        if ni is self.head_node:
            self.head_node = ni.next
        del self.nodes[name]

    def dump(self) -> Dump:
        """A copy of every NodeInfo and of the assumed pod keys, for debugging.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L164-L177
        """
        nodes: dict[str, NodeInfo] = {}
        for k, v in self.nodes.items():
            nodes[k] = v.info.snapshot()

        return Dump(nodes=nodes, assumed_pods=set(self.assumed_pods))

    def update_snapshot(self, node_snapshot: Snapshot) -> None:
        """Copy into node_snapshot the NodeInfos changed since its generation; rebuild lists.

        Raises CacheError when the snapshot's node list and the node tree disagree in length
        (after rebuilding the lists so that the next cycle can recover).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L185-L279
        """
        snapshot_generation = node_snapshot.generation

        # A node was added to or removed from the snapshot: rebuild every list.
        update_all_lists = False
        # A node started or stopped running pods with affinity: rebuild that list.
        update_nodes_have_pods_with_affinity = False
        # The same, for pods with required anti-affinity.
        update_nodes_have_pods_with_required_anti_affinity = False
        # The set of PVCs in use changed: rebuild used_pvc_set.
        update_used_pvc_set = False

        # Walk from the newest change back to the first NodeInfo the snapshot already has.
        node = self.head_node
        while node is not None:
            if node.info.generation <= snapshot_generation:
                break
            np = node.info.node()
            if np is not None:
                existing = node_snapshot.node_info_map.get(np.name)
                if existing is None:
                    update_all_lists = True
                    existing = NodeInfo()
                    node_snapshot.node_info_map[np.name] = existing
                clone = node.info.snapshot()
                if (len(existing.pods_with_affinity) > 0) != (len(clone.pods_with_affinity) > 0):
                    update_nodes_have_pods_with_affinity = True
                if (len(existing.pods_with_required_anti_affinity) > 0) != (
                    len(clone.pods_with_required_anti_affinity) > 0
                ):
                    update_nodes_have_pods_with_required_anti_affinity = True
                if not update_used_pvc_set:
                    if len(existing.pvc_ref_counts) != len(clone.pvc_ref_counts):
                        update_used_pvc_set = True
                    else:
                        for pvc_key in clone.pvc_ref_counts:
                            if pvc_key not in existing.pvc_ref_counts:
                                update_used_pvc_set = True
                                break
                # The lists of the snapshot hold this very object: overwrite it in place.
                _assign_node_info(existing, clone)
            node = node.next
        if self.head_node is not None:
            node_snapshot.generation = self.head_node.info.generation

        # Removed nodes leave the node tree but may stay in the cache while they still have
        # pods; drop them from the snapshot.
        if len(node_snapshot.node_info_map) > self.node_tree.num_nodes:
            self.remove_deleted_nodes_from_snapshot(node_snapshot)
            update_all_lists = True

        if (
            update_all_lists
            or update_nodes_have_pods_with_affinity
            or update_nodes_have_pods_with_required_anti_affinity
            or update_used_pvc_set
        ):
            self.update_node_info_snapshot_list(node_snapshot, update_all_lists)

        if len(node_snapshot.node_info_list) != self.node_tree.num_nodes:
            err_msg = (
                "snapshot state is not consistent, length of NodeInfoList="
                f"{len(node_snapshot.node_info_list)} not equal to length of nodes in tree="
                f"{self.node_tree.num_nodes} , length of NodeInfoMap="
                f"{len(node_snapshot.node_info_map)}, length of nodes in cache="
                f"{len(self.nodes)}, trying to recover"
            )
            # Rebuild all lists so the next cycle is consistent, but fail this one.
            self.update_node_info_snapshot_list(node_snapshot, True)
            raise CacheError(err_msg)

    def update_node_info_snapshot_list(self, snapshot: Snapshot, update_all: bool) -> None:
        """Rebuild the snapshot's affinity lists and PVC set (and, if update_all, its node list).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L281-L321
        """
        snapshot.have_pods_with_affinity_node_info_list = []
        snapshot.have_pods_with_required_anti_affinity_node_info_list = []
        snapshot.used_pvc_set = set()
        if update_all:
            # The node list follows the node tree's zone round-robin order.
            snapshot.node_info_list = []
            try:
                nodes_list = self.node_tree.list()
            except NodeTreeExhaustedError as err:
                # Python: Go logs this error and goes on with the names listed so far.
                nodes_list = err.nodes_list
            for node_name in nodes_list:
                node_info = snapshot.node_info_map.get(node_name)
                if node_info is not None:
                    snapshot.node_info_list.append(node_info)
                    if len(node_info.pods_with_affinity) > 0:
                        snapshot.have_pods_with_affinity_node_info_list.append(node_info)
                    if len(node_info.pods_with_required_anti_affinity) > 0:
                        snapshot.have_pods_with_required_anti_affinity_node_info_list.append(
                            node_info
                        )
                    for key in node_info.pvc_ref_counts:
                        snapshot.used_pvc_set.add(key)
                # Python: Go logs a node that is in the tree but not in the map, and skips it.
        else:
            for node_info in snapshot.node_info_list:
                if len(node_info.pods_with_affinity) > 0:
                    snapshot.have_pods_with_affinity_node_info_list.append(node_info)
                if len(node_info.pods_with_required_anti_affinity) > 0:
                    snapshot.have_pods_with_required_anti_affinity_node_info_list.append(node_info)
                for key in node_info.pvc_ref_counts:
                    snapshot.used_pvc_set.add(key)

    def remove_deleted_nodes_from_snapshot(self, snapshot: Snapshot) -> None:
        """Drop from the snapshot's map the nodes that are gone from the cache.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L324-L335
        """
        to_delete = len(snapshot.node_info_map) - self.node_tree.num_nodes
        for name in list(snapshot.node_info_map):
            if to_delete <= 0:
                break
            n = self.nodes.get(name)
            if n is None or n.info.node() is None:
                del snapshot.node_info_map[name]
                to_delete -= 1

    def node_count(self) -> int:
        """How many NodeInfos the cache holds (removed nodes with pods left included).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L339-L343
        """
        return len(self.nodes)

    def pod_count(self) -> int:
        """How many pods the NodeInfos hold.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L347-L358
        """
        count = 0
        for n in self.nodes.values():
            count += len(n.info.pods)
        return count

    def assume_pod(self, pod: v1.Pod) -> None:
        """Count pod on its node as if bound; CacheError if the cache already has it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L360-L373
        """
        key = get_pod_key(pod)

        if key in self.pod_states:
            raise CacheError(f"pod {key}({_kobj(pod)}) is in the cache, so can't be assumed")

        self._add_pod(pod, True)

    def finish_binding(self, pod: v1.Pod) -> None:
        """Mark the binding of an assumed pod finished, at the clock's current time.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L375-L377
        """
        self._finish_binding(pod, self.clock.now())

    def _finish_binding(self, pod: v1.Pod, now: datetime) -> None:
        """Let an assumed pod expire ttl after now (never when ttl is 0).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L380-L401
        """
        key = get_pod_key(pod)

        curr_state = self.pod_states.get(key)
        if curr_state is not None and key in self.assumed_pods:
            if self.ttl == timedelta(0):
                curr_state.deadline = None
            else:
                curr_state.deadline = now + self.ttl
            curr_state.binding_finished = True

    def forget_pod(self, pod: v1.Pod) -> None:
        """Drop an assumed pod; CacheError if it is not assumed or assumed on another node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L403-L422
        """
        key = get_pod_key(pod)

        curr_state = self.pod_states.get(key)
        if curr_state is not None and curr_state.pod.spec.node_name != pod.spec.node_name:
            raise CacheError(
                f"pod {key}({_kobj(pod)}) was assumed on {pod.spec.node_name} "
                f"but assigned to {curr_state.pod.spec.node_name}"
            )

        # Only assumed pods can be forgotten.
        if curr_state is not None and key in self.assumed_pods:
            self._remove_pod(pod)
            return
        raise CacheError(f"pod {key}({_kobj(pod)}) wasn't assumed so cannot be forgotten")

    def _add_pod(self, pod: v1.Pod, assume_pod: bool) -> None:
        """Store pod, add it to its node's NodeInfo (creating one if needed), maybe as assumed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L425-L445
        """
        key = get_pod_key(pod)
        n = self.nodes.get(pod.spec.node_name)
        if n is None:
            n = new_node_info_list_item(new_node_info())
            self.nodes[pod.spec.node_name] = n
        n.info.add_pod(pod)
        self.move_node_info_to_head(pod.spec.node_name)
        ps = podState(pod=pod)
        self.pod_states[key] = ps
        if assume_pod:
            self.assumed_pods[key] = None

    def _update_pod(self, old_pod: v1.Pod, new_pod: v1.Pod) -> None:
        """Replace old_pod by new_pod (the new one is never assumed).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L448-L453
        """
        self._remove_pod(old_pod)
        self._add_pod(new_pod, False)

    def _remove_pod(self, pod: v1.Pod) -> None:
        """Take pod out of its NodeInfo (dropping a removed node's last trace) and the cache.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L459-L482
        """
        key = get_pod_key(pod)

        n = self.nodes.get(pod.spec.node_name)
        # Python: Go logs "Node not found when trying to remove pod" when n is missing.
        if n is not None:
            n.info.remove_pod(pod)
            if len(n.info.pods) == 0 and n.info.node() is None:
                self.remove_node_info_from_list(pod.spec.node_name)
            else:
                self.move_node_info_to_head(pod.spec.node_name)

        self.pod_states.pop(key, None)
        self.assumed_pods.pop(key, None)

    def add_pod(self, pod: v1.Pod) -> None:
        """Confirm an assumed pod (taking the API's version of it) or add an unknown pod.

        Raises CacheError for a pod that is already added.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L484-L515
        """
        key = get_pod_key(pod)

        curr_state = self.pod_states.get(key)
        if curr_state is not None and key in self.assumed_pods:
            # The assumed pod is already counted; swap in the confirmed object.
            # Python: Go logs this error and goes on (_update_pod raises FrameworkError).
            with contextlib.suppress(FrameworkError):
                self._update_pod(curr_state.pod, pod)
            if curr_state.pod.spec.node_name != pod.spec.node_name:
                # Python: Go logs that the pod was added to another node than it was assumed on.
                return
        elif curr_state is None:
            # The pod expired (or was never assumed): add it back.
            # Python: Go logs this error and goes on.
            with contextlib.suppress(FrameworkError):
                self._add_pod(pod, False)
        else:
            raise CacheError(f"pod {key}({_kobj(pod)}) was already in added state")

    def update_pod(self, old_pod: v1.Pod, new_pod: v1.Pod) -> None:
        """Replace an added pod by its new version; CacheError if unknown or only assumed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L517-L543
        """
        key = get_pod_key(old_pod)

        curr_state = self.pod_states.get(key)
        if curr_state is None:
            raise CacheError(
                f"pod {key}({_kobj(old_pod)}) is not added to scheduler cache, so cannot be updated"
            )

        # An assumed pod gets an Add event before any Update event.
        if key in self.assumed_pods:
            raise CacheError(f"assumed pod {key}({_kobj(old_pod)}) should not be updated")

        if curr_state.pod.spec.node_name != new_pod.spec.node_name:
            # The pod moved to another node: the cache is corrupted.
            _flush_and_exit()
        self._update_pod(old_pod, new_pod)

    def remove_pod(self, pod: v1.Pod) -> None:
        """Remove a cached pod (the cached version of it); CacheError if the cache lacks it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L545-L568
        """
        key = get_pod_key(pod)

        curr_state = self.pod_states.get(key)
        if curr_state is None:
            raise CacheError(
                f"pod {key}({_kobj(pod)}) is not found in scheduler cache, "
                "so cannot be removed from it"
            )
        # Python: Go logs when the node names differ. An empty node name can come from a missed
        # delete event (the informer's last known state); another one means the cache is
        # corrupted.
        if curr_state.pod.spec.node_name != pod.spec.node_name and pod.spec.node_name != "":
            _flush_and_exit()
        self._remove_pod(curr_state.pod)

    def is_assumed_pod(self, pod: v1.Pod) -> bool:
        """Whether pod is assumed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L570-L580
        """
        key = get_pod_key(pod)

        return key in self.assumed_pods

    def get_pod(self, pod: v1.Pod) -> v1.Pod:
        """The cached pod with pod's key (even if its node is gone); CacheError if none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L584-L599
        """
        key = get_pod_key(pod)

        pod_state = self.pod_states.get(key)
        if pod_state is None:
            raise CacheError(f"pod {key}({_kobj(pod)}) does not exist in scheduler cache")

        return pod_state.pod

    def add_node(self, node: v1.Node) -> NodeInfo:
        """Add (or re-add) a node; returns a snapshot copy of its NodeInfo.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L601-L618
        """
        n = self.nodes.get(node.name)
        if n is None:
            n = new_node_info_list_item(new_node_info())
            self.nodes[node.name] = n
        else:
            self.remove_node_image_states(n.info.node())
        self.move_node_info_to_head(node.name)

        self.node_tree.add_node(node)
        self.add_node_image_states(node, n.info)
        n.info.set_node(node)
        return n.info.snapshot()

    def update_node(self, old_node: v1.Node, new_node: v1.Node) -> NodeInfo:
        """Replace a node object (adding it if unknown); returns a snapshot copy of its NodeInfo.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L620-L637
        """
        n = self.nodes.get(new_node.name)
        if n is None:
            n = new_node_info_list_item(new_node_info())
            self.nodes[new_node.name] = n
            self.node_tree.add_node(new_node)
        else:
            self.remove_node_image_states(n.info.node())
        self.move_node_info_to_head(new_node.name)

        self.node_tree.update_node(old_node, new_node)
        self.add_node_image_states(new_node, n.info)
        n.info.set_node(new_node)
        return n.info.snapshot()

    def remove_node(self, node: v1.Node) -> None:
        """Remove a node from the tree; its NodeInfo stays, as a ghost, while pods remain.

        Snapshots skip ghost nodes. Raises CacheError for an unknown node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L645-L668
        """
        n = self.nodes.get(node.name)
        if n is None:
            raise CacheError(f"node {node.name} is not found")
        n.info.remove_node()
        # Pod delete events come on another watch and may still be on their way, so the
        # NodeInfo goes only once it has no pods.
        if len(n.info.pods) == 0:
            self.remove_node_info_from_list(node.name)
        else:
            self.move_node_info_to_head(node.name)
        self.node_tree.remove_node(node)
        self.remove_node_image_states(node)

    def add_node_image_states(self, node: v1.Node, node_info: NodeInfo) -> None:
        """Record node's images in the cache-wide image states and link them to node_info.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L672-L695
        """
        new_sum: dict[str, ImageStateSummary] = {}

        for image in node.status.images:
            for name in image.names:
                state = self.image_states.get(name)
                if state is None:
                    state = ImageStateSummary(size=image.size_bytes, nodes={node.name})
                    self.image_states[name] = state
                else:
                    state.nodes.add(node.name)
                if name not in new_sum:
                    new_sum[name] = state
        node_info.image_states = new_sum

    def remove_node_image_states(self, node: v1.Node | None) -> None:
        """Take node out of the image states, forgetting images no node has any more.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L700-L719
        """
        if node is None:
            return

        for image in node.status.images:
            for name in image.names:
                state = self.image_states.get(name)
                if state is not None:
                    state.nodes.discard(node.name)
                    if len(state.nodes) == 0:
                        # Keep image_states to the images present on some node.
                        del self.image_states[name]

    async def run(self) -> None:
        """Every period, expire the assumed pods whose deadline has passed.

        # Python: Go runs this loop in a goroutine (wait.Until) until ctx is done; here it is
        # a coroutine for an asyncio task, stopped by cancelling the task, and it waits on the
        # injected clock.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L721-L725
        """
        while True:
            self.cleanup_assumed_pods(self.clock.now())
            await self.clock.after(self.period).receive()

    def cleanup_assumed_pods(self, now: datetime) -> None:
        """Expire (remove) the assumed pods whose binding finished and whose deadline is past.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/cache.go#L729-L752
        """
        # Python: Go also refreshes the cache-size metrics here; they are not ported.
        # Python: a copy of the keys, since expiring a pod removes it from assumed_pods.
        for key in list(self.assumed_pods):
            ps = self.pod_states.get(key)
            if ps is None:
                # An assumed key without a pod state is a logic error.
                _flush_and_exit()
            if not ps.binding_finished:
                continue
            # Python: finish_binding set the deadline, as ttl is not zero; Go dereferences it.
            if self.ttl != timedelta(0) and now > cast(datetime, ps.deadline):
                # Python: Go logs "ExpirePod failed" on an error and goes on.
                with contextlib.suppress(FrameworkError):
                    self._remove_pod(ps.pod)


def _assign_node_info(existing: NodeInfo, clone: NodeInfo) -> None:
    """Overwrite every field of existing with clone's.

    # Python: Go's `*existing = *clone`, which keeps the identity of existing.
    """
    for f in dataclasses.fields(NodeInfo):
        setattr(existing, f.name, getattr(clone, f.name))
