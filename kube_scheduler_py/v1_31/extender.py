"""HTTPExtender: a scheduler extender reached over HTTP(S) with JSON messages.

Each verb (filter, prioritize, bind, preempt) is one POST of a JSON message to
``<urlPrefix>/<verb>``; the answer is a JSON message too (kube_scheduler_py.v1_31.api.extender.v1).
This is the one place of the scheduler with real network I/O, and, as in Go, the call blocks:
the scheduling cycle waits for the extender's answer (or for the timeout).

# Python: the HTTP client (Go's net/http and client-go's TLS settings) is
# kube_scheduler_py.v1_31.extender_client; its errors are RequestError there.
"""

from __future__ import annotations

import dataclasses
import http
import json
from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py import gotime
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.serialization import DecodeError
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.extender_client import Client, HTTPTransport, tls_config_for
from kube_scheduler_py.v1_31.framework.extender import Extender
from kube_scheduler_py.v1_31.framework.listers import NodeInfoLister
from kube_scheduler_py.v1_31.framework.types import NodeInfo, new_node_info

# How long a call to an extender may take when its config sets no httpTimeout.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L38-L38
DefaultExtenderTimeout = 5 * gotime.Second


class ExtenderError(Exception):
    """A call to an extender failed: transport, HTTP status, bad answer or an error it sent.

    Python-only: Go returns plain `error` values here; this class names them.
    """


def make_transport(config: schedulerapi.Extender) -> HTTPTransport:
    """The transport for an extender's TLS settings; with HTTPS and no CA, skip verification.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L55-L83
    """
    # Python: ExtenderTLSConfig has the fields of restclient's TLSClientConfig, so it stands in.
    cfg = schedulerapi.ExtenderTLSConfig()
    if config.tls_config is not None:
        cfg = dataclasses.replace(config.tls_config)
    if config.enable_https:
        has_ca = len(cfg.ca_file) > 0 or len(cfg.ca_data) > 0
        if not has_ca:
            cfg.insecure = True
    tls_config = tls_config_for(cfg)
    if tls_config is not None:
        return HTTPTransport(tls_config=tls_config, server_name=cfg.server_name)
    return HTTPTransport()


def new_http_extender(config: schedulerapi.Extender) -> Extender:
    """Build the HTTPExtender a config entry describes; a zero httpTimeout becomes 5s.

    The config's timeout is filled in place, as in Go.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L86-L115
    """
    if config.http_timeout.duration == 0:
        # Python: Duration is frozen, so the field gets a new one.
        config.http_timeout = schedulerapi.Duration(DefaultExtenderTimeout)

    transport = make_transport(config)
    client = Client(transport=transport, timeout=config.http_timeout.duration)
    managed_resources: set[str] = set()
    for r in config.managed_resources:
        managed_resources.add(r.name)
    return HTTPExtender(
        extender_url=config.url_prefix,
        preempt_verb=config.preempt_verb,
        filter_verb=config.filter_verb,
        prioritize_verb=config.prioritize_verb,
        bind_verb=config.bind_verb,
        weight=config.weight,
        client=client,
        node_cache_capable=config.node_cache_capable,
        managed_resources=managed_resources,
        ignorable=config.ignorable,
    )


@dataclass(kw_only=True)
class HTTPExtender(Extender):
    """An extender reached over HTTP: the verbs it serves, its weight and its transport.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L42-L53
    """

    extender_url: str = ""
    preempt_verb: str = ""
    filter_verb: str = ""
    prioritize_verb: str = ""
    bind_verb: str = ""
    weight: int = 0
    client: Client = field(default_factory=Client)
    node_cache_capable: bool = False
    managed_resources: set[str] = field(default_factory=set)
    ignorable: bool = False

    def name(self) -> str:
        """The URL prefix, which identifies the extender.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L118-L120
        """
        return self.extender_url

    def is_ignorable(self) -> bool:
        """Whether scheduling goes on without this extender when it cannot be reached.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L124-L126
        """
        return self.ignorable

    def supports_preemption(self) -> bool:
        """Whether a preempt verb is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L130-L132
        """
        return len(self.preempt_verb) > 0

    def process_preemption(
        self,
        pod: v1.Pod,
        node_name_to_victims: dict[str, extenderv1.Victims],
        node_infos: NodeInfoLister,
    ) -> dict[str, extenderv1.Victims]:
        """Send the candidate nodes and victims to the preempt verb; return what it keeps.

        A node-cache-capable extender gets the victims by UID only. The answer always names
        victims by UID; they are looked up again in node_infos. The input map is not changed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L135-L175
        """
        if not self.supports_preemption():
            raise ExtenderError(
                f"preempt verb is not defined for extender {self.extender_url} "
                "but run into ProcessPreemption"
            )

        if self.node_cache_capable:
            node_name_to_meta_victims = convert_to_meta_victims(node_name_to_victims)
            args = extenderv1.ExtenderPreemptionArgs(
                pod=pod, node_name_to_meta_victims=node_name_to_meta_victims
            )
        else:
            args = extenderv1.ExtenderPreemptionArgs(
                pod=pod, node_name_to_victims=node_name_to_victims
            )

        result: extenderv1.ExtenderPreemptionResult = self.send(
            self.preempt_verb, args, extenderv1.ExtenderPreemptionResult
        )

        return self.convert_to_victims(result.node_name_to_meta_victims, node_infos)

    def convert_to_victims(
        self,
        node_name_to_meta_victims: dict[str, extenderv1.MetaVictims],
        node_infos: NodeInfoLister,
    ) -> dict[str, extenderv1.Victims]:
        """Turn victims named by UID back into the pods on those nodes; raises if one is gone.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L179-L203
        """
        node_name_to_victims: dict[str, extenderv1.Victims] = {}
        for node_name, meta_victims in node_name_to_meta_victims.items():
            node_info = node_infos.get(node_name)
            victims = extenderv1.Victims(
                pods=[], num_pdb_violations=meta_victims.num_pdb_violations
            )
            for meta_pod in meta_victims.pods:
                pod = self.convert_pod_uid_to_pod(meta_pod, node_info)
                victims.pods.append(pod)
            node_name_to_victims[node_name] = victims
        return node_name_to_victims

    def convert_pod_uid_to_pod(self, meta_pod: extenderv1.MetaPod, node_info: NodeInfo) -> v1.Pod:
        """The pod on node_info with meta_pod's UID; raises if the caches disagree.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L209-L219
        """
        for p in node_info.pods:
            if p.pod.uid == meta_pod.uid:
                return p.pod
        node = node_info.node()
        node_name = node.name if node is not None else ""
        # Python: Go prints the MetaPod pointer with %v, which reads &{<uid>}.
        raise ExtenderError(
            f"extender: {self.extender_url} claims to preempt pod (UID: &{{{meta_pod.uid}}}) "
            f"on node: {node_name}, but the pod is not found on that node"
        )

    def filter(
        self, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[list[NodeInfo], extenderv1.FailedNodesMap, extenderv1.FailedNodesMap]:
        """Ask the filter verb which nodes fit; the ones it keeps must come from nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L247-L313
        """
        from_node_name: dict[str, NodeInfo] = {}
        for n in nodes:
            from_node_name[_node(n).name] = n

        if self.filter_verb == "":
            return nodes, {}, {}

        args = self._extender_args(pod, nodes)
        result: extenderv1.ExtenderFilterResult = self.send(
            self.filter_verb, args, extenderv1.ExtenderFilterResult
        )
        if result.error != "":
            # Python: Go builds this error with the text as a format string.
            raise ExtenderError(result.error)

        node_result: list[NodeInfo] = []
        if self.node_cache_capable and result.node_names is not None:
            for node_name in result.node_names:
                found = from_node_name.get(node_name)
                if found is None:
                    raise ExtenderError(
                        f"extender {go_quote(self.extender_url)} claims a filtered node "
                        f"{go_quote(node_name)} which is not found in the input node list"
                    )
                node_result.append(found)
        elif result.nodes is not None:
            for item in result.nodes.items:
                node_info = new_node_info()
                node_info.set_node(item)
                node_result.append(node_info)

        return node_result, result.failed_nodes, result.failed_and_unresolvable_nodes

    def prioritize(
        self, pod: v1.Pod, nodes: list[NodeInfo]
    ) -> tuple[extenderv1.HostPriorityList, int]:
        """Ask the prioritize verb for node scores; without the verb every node scores 0.

        The scheduler multiplies the scores by the returned weight and adds them to its own.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L318-L357
        """
        if self.prioritize_verb == "":
            zero: extenderv1.HostPriorityList = []
            for node in nodes:
                zero.append(extenderv1.HostPriority(host=_node(node).name, score=0))
            return zero, 0

        args = self._extender_args(pod, nodes)
        result: extenderv1.HostPriorityList = self.send(
            self.prioritize_verb, args, extenderv1.HostPriorityList
        )
        return result, self.weight

    def _extender_args(self, pod: v1.Pod, nodes: list[NodeInfo]) -> extenderv1.ExtenderArgs:
        """The filter/prioritize request: node names for a cache-capable extender, else nodes."""
        node_list: extenderv1.NodeList | None = None
        node_names: list[str] | None = None
        if self.node_cache_capable:
            node_names = [_node(node).name for node in nodes]
        else:
            node_list = extenderv1.NodeList(items=[_node(node) for node in nodes])
        return extenderv1.ExtenderArgs(pod=pod, nodes=node_list, node_names=node_names)

    def bind(self, binding: v1.Binding) -> None:
        """Have the bind verb bind the pod; raises on failure.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L360-L379
        """
        if not self.is_binder():
            # Only a binder extender is ever asked to bind.
            raise ExtenderError("unexpected empty bindVerb in extender")
        req = extenderv1.ExtenderBindingArgs(
            pod_name=binding.name,
            pod_namespace=binding.namespace,
            pod_uid=binding.uid,
            node=binding.target.name,
        )
        result: extenderv1.ExtenderBindingResult = self.send(
            self.bind_verb, req, extenderv1.ExtenderBindingResult
        )
        if result.error != "":
            # Python: Go builds this error with the text as a format string.
            raise ExtenderError(result.error)

    def is_binder(self) -> bool:
        """Whether a bind verb is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L382-L384
        """
        return self.bind_verb != ""

    def is_prioritizer(self) -> bool:
        """Whether a prioritize verb is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L387-L389
        """
        return self.prioritize_verb != ""

    def is_filter(self) -> bool:
        """Whether a filter verb is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L392-L394
        """
        return self.filter_verb != ""

    def send(self, action: str, args: Any, result: Any) -> Any:
        """POST args as JSON to <url>/<action> and decode the answer as the type result.

        # Python: Go decodes into a result pointer; here the decoded value is returned.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L397-L423
        """
        out = json.dumps(extenderv1.encode(args)).encode()

        url = self.extender_url.rstrip("/") + "/" + action

        status, body = self.client.do(url, out)

        if status != http.HTTPStatus.OK:
            raise ExtenderError(f"failed {action} with extender at URL {url}, code {status}")

        try:
            return extenderv1.decode(result, json.loads(body))
        except (ValueError, DecodeError) as err:
            # Python: json's and the decoder's wording, not encoding/json's.
            raise ExtenderError(str(err)) from err

    def is_interested(self, pod: v1.Pod) -> bool:
        """Whether the pod requests or limits a resource this extender manages (or it manages
        none, and so sees every pod).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L427-L438
        """
        if len(self.managed_resources) == 0:
            return True
        if self.has_managed_resources(pod.spec.containers):
            return True
        return self.has_managed_resources(pod.spec.init_containers)

    def has_managed_resources(self, containers: list[v1.Container]) -> bool:
        """Whether any container requests or limits a managed resource.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L440-L455
        """
        for container in containers:
            for resource_name in container.resources.requests:
                if resource_name in self.managed_resources:
                    return True
            for resource_name in container.resources.limits:
                if resource_name in self.managed_resources:
                    return True
        return False


def convert_to_meta_victims(
    node_name_to_victims: dict[str, extenderv1.Victims],
) -> dict[str, extenderv1.MetaVictims]:
    """The same victims named by pod UID only, for a node-cache-capable extender.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/extender.go#L222-L240
    """
    node_name_to_meta_victims: dict[str, extenderv1.MetaVictims] = {}
    for node, victims in node_name_to_victims.items():
        meta_victims = extenderv1.MetaVictims(
            pods=[], num_pdb_violations=victims.num_pdb_violations
        )
        for pod in victims.pods:
            meta_pod = extenderv1.MetaPod(uid=pod.uid)
            meta_victims.pods.append(meta_pod)
        node_name_to_meta_victims[node] = meta_victims
    return node_name_to_meta_victims


def _node(node_info: NodeInfo) -> v1.Node:
    """The node of a NodeInfo handed to an extender, which always has one."""
    node = node_info.node()
    # Python: Go would dereference a nil node here and panic.
    assert node is not None
    return node
