"""HTTPExtender against a real extender: an HTTP server on 127.0.0.1 in a thread.

The server records every request (path, headers, JSON body) and answers with what the test
queued for that path. Nothing here is in extender_test.go, which only tests the helpers; these
tests check the wire format (Go field names), the verbs, errors, the timeout and TLS.
"""

from __future__ import annotations

import json
import shutil
import socket
import ssl
import subprocess
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, cast

import pytest

from kube_scheduler_py import gotime
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.serialization import to_dict
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.extender import (
    DefaultExtenderTimeout,
    ExtenderError,
    HTTPExtender,
    make_transport,
    new_http_extender,
)
from kube_scheduler_py.v1_31.extender_client import HTTPTransport, RequestError
from kube_scheduler_py.v1_31.framework.extender import Extender
from kube_scheduler_py.v1_31.framework.types import NodeInfo, new_node_info
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import fake_extender as tf
from kube_scheduler_py.v1_31.testing.framework.fake_listers import NodeInfoLister


@dataclass
class _Reply:
    status: int = 200
    body: Any = None
    raw: bytes | None = None
    # When set, the handler waits for it before answering (the test sets it to release).
    hold: threading.Event | None = None


@dataclass
class _Extender:
    """The fake extender process: queued replies per path and the requests it received."""

    url: str = ""
    replies: dict[str, _Reply] = field(default_factory=dict)
    requests: list[tuple[str, dict[str, str], Any]] = field(default_factory=list)

    def body(self, i: int = -1) -> Any:
        return self.requests[i][2]


def _handler(state: _Extender) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length))
            state.requests.append((self.path, dict(self.headers), body))
            reply = state.replies.get(self.path, _Reply(status=404))
            if reply.hold is not None:
                reply.hold.wait(10)
            payload = reply.raw if reply.raw is not None else json.dumps(reply.body).encode()
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
            except OSError:
                pass  # the client gave up (timeout test)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return Handler


def _serve(state: _Extender, context: ssl.SSLContext | None = None) -> Iterator[_Extender]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    scheme = "http"
    if context is not None:
        server.socket = context.wrap_socket(server.socket, server_side=True)
        scheme = "https"
    state.url = f"{scheme}://127.0.0.1:{server.server_address[1]}/scheduler"
    thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    try:
        yield state
    finally:
        for reply in state.replies.values():
            if reply.hold is not None:
                reply.hold.set()
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture
def ext() -> Iterator[_Extender]:
    yield from _serve(_Extender())


def _node_info(name: str, *pods: v1.Pod) -> NodeInfo:
    ni = new_node_info(*pods)
    ni.set_node(st.make_node().name(name).obj())
    return ni


def _http_extender(cfg: schedulerapi.Extender) -> HTTPExtender:
    return cast(HTTPExtender, new_http_extender(cfg))


POD = st.make_pod().name("p").namespace("ns").uid("puid").obj()


def test_new_http_extender_copies_the_config_and_defaults_the_timeout() -> None:
    cfg = schedulerapi.Extender(
        url_prefix="http://127.0.0.1:1/",
        filter_verb="filter",
        preempt_verb="preempt",
        prioritize_verb="prioritize",
        bind_verb="bind",
        weight=3,
        node_cache_capable=True,
        managed_resources=[schedulerapi.ExtenderManagedResource(name="example.com/gpu")],
        ignorable=True,
    )
    e = _http_extender(cfg)
    assert cfg.http_timeout.duration == DefaultExtenderTimeout == 5 * gotime.Second
    assert e.client.timeout == DefaultExtenderTimeout
    assert e.name() == "http://127.0.0.1:1/"
    assert (e.filter_verb, e.prioritize_verb, e.bind_verb, e.preempt_verb) == (
        "filter",
        "prioritize",
        "bind",
        "preempt",
    )
    assert e.weight == 3
    assert e.node_cache_capable
    assert e.managed_resources == {"example.com/gpu"}
    assert e.is_ignorable()
    assert e.is_filter() and e.is_prioritizer() and e.is_binder() and e.supports_preemption()
    assert e.client.transport == HTTPTransport()


def test_new_http_extender_keeps_a_set_timeout() -> None:
    cfg = schedulerapi.Extender(
        url_prefix="http://x", http_timeout=schedulerapi.Duration(2 * gotime.Second)
    )
    e = _http_extender(cfg)
    assert e.client.timeout == 2 * gotime.Second
    assert not (e.is_filter() or e.is_prioritizer() or e.is_binder() or e.supports_preemption())
    assert not e.is_ignorable()


def test_filter_sends_full_nodes_and_builds_new_node_infos(ext: _Extender) -> None:
    node1 = st.make_node().name("node1").label("zone", "a").obj()
    ext.replies["/scheduler/filter"] = _Reply(
        body={
            "Nodes": {"items": [to_dict(node1)]},
            "NodeNames": None,
            "FailedNodes": {"node2": "no gpu"},
            "FailedAndUnresolvableNodes": {"node3": "wrong zone"},
            "Error": "",
        }
    )
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url + "/", filter_verb="filter"))
    nodes = [_node_info("node1"), _node_info("node2"), _node_info("node3")]

    filtered, failed, unresolvable = e.filter(POD, nodes)

    path, headers, body = ext.requests[0]
    assert path == "/scheduler/filter"
    assert headers["Content-Type"] == "application/json"
    assert set(body) == {"Pod", "Nodes", "NodeNames"}
    assert body["Pod"] == to_dict(POD)
    assert body["NodeNames"] is None
    assert [n["metadata"]["name"] for n in body["Nodes"]["items"]] == ["node1", "node2", "node3"]
    assert len(filtered) == 1
    assert filtered[0] is not nodes[0]
    assert filtered[0].node() == node1
    assert failed == {"node2": "no gpu"}
    assert unresolvable == {"node3": "wrong zone"}


def test_filter_node_cache_capable_sends_names_and_returns_the_given_node_infos(
    ext: _Extender,
) -> None:
    ext.replies["/scheduler/filter"] = _Reply(body={"NodeNames": ["node2"]})
    e = _http_extender(
        schedulerapi.Extender(url_prefix=ext.url, filter_verb="filter", node_cache_capable=True)
    )
    nodes = [_node_info("node1"), _node_info("node2")]

    filtered, failed, unresolvable = e.filter(POD, nodes)

    assert ext.body()["Nodes"] is None
    assert ext.body()["NodeNames"] == ["node1", "node2"]
    assert filtered == [nodes[1]] and filtered[0] is nodes[1]
    assert failed == {} and unresolvable == {}


def test_filter_answer_keys_match_ignoring_case(ext: _Extender) -> None:
    ext.replies["/scheduler/filter"] = _Reply(
        body={"nodenames": ["node1"], "failednodes": {"node2": "x"}}
    )
    e = _http_extender(
        schedulerapi.Extender(url_prefix=ext.url, filter_verb="filter", node_cache_capable=True)
    )
    nodes = [_node_info("node1"), _node_info("node2")]
    filtered, failed, _ = e.filter(POD, nodes)
    assert filtered == [nodes[0]]
    assert failed == {"node2": "x"}


def test_filter_rejects_a_node_that_was_not_offered(ext: _Extender) -> None:
    ext.replies["/scheduler/filter"] = _Reply(body={"NodeNames": ["node9"]})
    e = _http_extender(
        schedulerapi.Extender(url_prefix=ext.url, filter_verb="filter", node_cache_capable=True)
    )
    with pytest.raises(ExtenderError) as err:
        e.filter(POD, [_node_info("node1")])
    assert str(err.value) == (
        f'extender "{ext.url}" claims a filtered node "node9" which is not found in the '
        "input node list"
    )


def test_filter_error_in_the_answer(ext: _Extender) -> None:
    ext.replies["/scheduler/filter"] = _Reply(body={"Error": "extender is unhappy"})
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url, filter_verb="filter"))
    with pytest.raises(ExtenderError, match=r"^extender is unhappy$"):
        e.filter(POD, [_node_info("node1")])


def test_filter_without_verb_passes_every_node_without_a_call(ext: _Extender) -> None:
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url))
    nodes = [_node_info("node1")]
    assert e.filter(POD, nodes) == (nodes, {}, {})
    assert ext.requests == []


def test_filter_non_200_status(ext: _Extender) -> None:
    ext.replies["/scheduler/filter"] = _Reply(status=500, body={})
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url, filter_verb="filter"))
    with pytest.raises(ExtenderError) as err:
        e.filter(POD, [_node_info("node1")])
    assert str(err.value) == f"failed filter with extender at URL {ext.url}/filter, code 500"


def test_undecodable_answer(ext: _Extender) -> None:
    ext.replies["/scheduler/filter"] = _Reply(raw=b"not json")
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url, filter_verb="filter"))
    with pytest.raises(ExtenderError):
        e.filter(POD, [_node_info("node1")])


def test_prioritize_returns_the_scores_and_the_weight(ext: _Extender) -> None:
    ext.replies["/scheduler/prioritize"] = _Reply(
        body=[{"Host": "node1", "Score": 3}, {"Host": "node2", "Score": 10}]
    )
    e = _http_extender(
        schedulerapi.Extender(url_prefix=ext.url, prioritize_verb="prioritize", weight=2)
    )
    scores, weight = e.prioritize(POD, [_node_info("node1"), _node_info("node2")])
    assert scores == [
        extenderv1.HostPriority(host="node1", score=3),
        extenderv1.HostPriority(host="node2", score=10),
    ]
    assert weight == 2
    assert ext.body()["NodeNames"] is None
    assert len(ext.body()["Nodes"]["items"]) == 2


def test_prioritize_without_verb_scores_every_node_zero(ext: _Extender) -> None:
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url, weight=4))
    scores, weight = e.prioritize(POD, [_node_info("node1"), _node_info("node2")])
    assert scores == [
        extenderv1.HostPriority(host="node1", score=0),
        extenderv1.HostPriority(host="node2", score=0),
    ]
    assert weight == 0
    assert ext.requests == []


def test_bind(ext: _Extender) -> None:
    ext.replies["/scheduler/bind"] = _Reply(body={"Error": ""})
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url, bind_verb="bind"))
    binding = v1.Binding(
        metadata=metav1.ObjectMeta(name="p", namespace="ns", uid="puid"),
        target=v1.ObjectReference(kind="Node", name="node1"),
    )
    e.bind(binding)
    assert ext.body() == {
        "PodName": "p",
        "PodNamespace": "ns",
        "PodUID": "puid",
        "Node": "node1",
    }

    ext.replies["/scheduler/bind"] = _Reply(body={"Error": "node1 is full"})
    with pytest.raises(ExtenderError, match=r"^node1 is full$"):
        e.bind(binding)


def test_bind_without_verb() -> None:
    e = HTTPExtender(extender_url="http://127.0.0.1:1")
    with pytest.raises(ExtenderError, match=r"^unexpected empty bindVerb in extender$"):
        e.bind(v1.Binding())


def _victim_nodes() -> tuple[NodeInfoLister, v1.Pod, v1.Pod]:
    v1pod = st.make_pod().name("v1").uid("uid1").obj()
    v2pod = st.make_pod().name("v2").uid("uid2").obj()
    return NodeInfoLister([_node_info("node1", v1pod), _node_info("node2", v2pod)]), v1pod, v2pod


def test_process_preemption_sends_full_victims(ext: _Extender) -> None:
    lister, v1pod, v2pod = _victim_nodes()
    ext.replies["/scheduler/preempt"] = _Reply(
        body={
            "NodeNameToMetaVictims": {"node2": {"Pods": [{"UID": "uid2"}], "NumPDBViolations": 4}}
        }
    )
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url, preempt_verb="preempt"))
    victims = {
        "node1": extenderv1.Victims(pods=[v1pod], num_pdb_violations=1),
        "node2": extenderv1.Victims(pods=[v2pod], num_pdb_violations=0),
    }

    got = e.process_preemption(POD, victims, lister)

    body = ext.body()
    assert body["NodeNameToMetaVictims"] is None
    assert body["NodeNameToVictims"] == {
        "node1": {"Pods": [to_dict(v1pod)], "NumPDBViolations": 1},
        "node2": {"Pods": [to_dict(v2pod)], "NumPDBViolations": 0},
    }
    assert got == {"node2": extenderv1.Victims(pods=[v2pod], num_pdb_violations=4)}
    assert got["node2"].pods[0] is v2pod
    assert len(victims) == 2


def test_process_preemption_node_cache_capable_sends_uids(ext: _Extender) -> None:
    lister, v1pod, _ = _victim_nodes()
    ext.replies["/scheduler/preempt"] = _Reply(
        body={"NodeNameToMetaVictims": {"node1": {"Pods": [{"UID": "uid1"}]}}}
    )
    e = _http_extender(
        schedulerapi.Extender(url_prefix=ext.url, preempt_verb="preempt", node_cache_capable=True)
    )
    got = e.process_preemption(
        POD, {"node1": extenderv1.Victims(pods=[v1pod], num_pdb_violations=2)}, lister
    )
    assert ext.body()["NodeNameToVictims"] is None
    assert ext.body()["NodeNameToMetaVictims"] == {
        "node1": {"Pods": [{"UID": "uid1"}], "NumPDBViolations": 2}
    }
    assert got == {"node1": extenderv1.Victims(pods=[v1pod], num_pdb_violations=0)}


def test_process_preemption_unknown_victim(ext: _Extender) -> None:
    lister, v1pod, _ = _victim_nodes()
    ext.replies["/scheduler/preempt"] = _Reply(
        body={"NodeNameToMetaVictims": {"node1": {"Pods": [{"UID": "uid2"}]}}}
    )
    e = _http_extender(schedulerapi.Extender(url_prefix=ext.url, preempt_verb="preempt"))
    with pytest.raises(ExtenderError) as err:
        e.process_preemption(POD, {"node1": extenderv1.Victims(pods=[v1pod])}, lister)
    assert str(err.value) == (
        f"extender: {ext.url} claims to preempt pod (UID: &{{uid2}}) on node: node1, "
        "but the pod is not found on that node"
    )


def test_process_preemption_without_verb() -> None:
    e = HTTPExtender(extender_url="http://127.0.0.1:1")
    with pytest.raises(ExtenderError) as err:
        e.process_preemption(POD, {}, NodeInfoLister([]))
    assert str(err.value) == (
        "preempt verb is not defined for extender http://127.0.0.1:1 but run into ProcessPreemption"
    )


def test_timeout(ext: _Extender) -> None:
    hold = threading.Event()
    ext.replies["/scheduler/filter"] = _Reply(body={}, hold=hold)
    e = _http_extender(
        schedulerapi.Extender(
            url_prefix=ext.url,
            filter_verb="filter",
            http_timeout=schedulerapi.Duration(200 * gotime.Millisecond),
        )
    )
    try:
        with pytest.raises(RequestError) as err:
            e.filter(POD, [_node_info("node1")])
    finally:
        hold.set()
    assert str(err.value) == (
        f'Post "{ext.url}/filter": context deadline exceeded '
        "(Client.Timeout exceeded while awaiting headers)"
    )


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def test_unreachable_ignorable_extender_is_skipped_by_callers() -> None:
    port = _closed_port()
    unreachable = _http_extender(
        schedulerapi.Extender(
            url_prefix=f"http://127.0.0.1:{port}", filter_verb="filter", ignorable=True
        )
    )
    assert unreachable.is_ignorable()
    nodes = [_node_info("node1"), _node_info("node2")]
    with pytest.raises(RequestError) as err:
        unreachable.filter(POD, nodes)
    assert str(err.value) == (
        f'Post "http://127.0.0.1:{port}/filter": dial tcp 127.0.0.1:{port}: '
        "connect: connection refused"
    )

    # What findNodesThatPassExtenders does: skip the ignorable failure, keep filtering.
    extenders: list[Extender] = [
        unreachable,
        tf.FakeExtender(predicates=[tf.node1_predicate_extender]),
    ]
    feasible = nodes
    for extender in extenders:
        try:
            feasible, _, _ = extender.filter(POD, feasible)
        except RequestError:
            assert extender.is_ignorable()
    assert feasible == [nodes[0]]


def test_unreachable_extender_that_is_not_ignorable() -> None:
    e = _http_extender(
        schedulerapi.Extender(url_prefix=f"http://127.0.0.1:{_closed_port()}", bind_verb="b")
    )
    assert not e.is_ignorable()
    with pytest.raises(RequestError, match="connection refused"):
        e.bind(v1.Binding())


def test_managed_resources_decide_interest(ext: _Extender) -> None:
    e = _http_extender(
        schedulerapi.Extender(
            url_prefix=ext.url,
            managed_resources=[
                schedulerapi.ExtenderManagedResource(name="example.com/gpu"),
                schedulerapi.ExtenderManagedResource(name="example.com/fpga"),
            ],
        )
    )
    assert e.is_interested(st.make_pod().req({"example.com/gpu": "1"}).obj())
    assert e.is_interested(st.make_pod().lim({"example.com/fpga": "1"}).obj())
    assert e.is_interested(st.make_pod().container("c").init_req({"example.com/gpu": "1"}).obj())
    assert not e.is_interested(st.make_pod().req({"cpu": "1", "memory": "1Gi"}).obj())
    assert not e.is_interested(st.make_pod().obj())


def test_bad_url() -> None:
    e = HTTPExtender(extender_url="http://", filter_verb="filter")
    with pytest.raises(RequestError, match="http: no Host in request URL"):
        e.filter(POD, [_node_info("node1")])
    e = HTTPExtender(extender_url="ftp://127.0.0.1", filter_verb="filter")
    with pytest.raises(RequestError, match='unsupported protocol scheme "ftp"'):
        e.filter(POD, [_node_info("node1")])


def test_make_transport_https_without_ca_skips_verification() -> None:
    transport = make_transport(schedulerapi.Extender(url_prefix="https://x", enable_https=True))
    assert transport.tls_config is not None
    assert transport.tls_config.verify_mode == ssl.CERT_NONE
    assert not transport.tls_config.check_hostname


def test_make_transport_rejects_ca_with_insecure() -> None:
    cfg = schedulerapi.Extender(
        url_prefix="https://x",
        tls_config=schedulerapi.ExtenderTLSConfig(insecure=True, ca_data=b"pem"),
    )
    with pytest.raises(
        RequestError,
        match=r"^specifying a root certificates file with the insecure flag is not allowed$",
    ):
        make_transport(cfg)


def test_make_transport_rejects_client_certificate_data() -> None:
    cfg = schedulerapi.Extender(
        url_prefix="https://x",
        tls_config=schedulerapi.ExtenderTLSConfig(cert_data=b"c", key_data=b"k"),
    )
    with pytest.raises(RequestError, match="not supported"):
        make_transport(cfg)


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        pytest.skip("openssl is needed to make a test certificate")
    d = tmp_path_factory.mktemp("tls")
    cert, key = d / "cert.pem", d / "key.pem"
    subprocess.run(
        [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
            "-subj", "/CN=extender.test", "-addext", "subjectAltName=DNS:extender.test",
            "-keyout", str(key), "-out", str(cert),
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return cert, key


@pytest.fixture
def tls_ext(certificate: tuple[Path, Path]) -> Iterator[_Extender]:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(*certificate)
    yield from _serve(_Extender(), context)


def test_https_with_ca_file_and_server_name(
    tls_ext: _Extender, certificate: tuple[Path, Path]
) -> None:
    tls_ext.replies["/scheduler/bind"] = _Reply(body={})
    e = _http_extender(
        schedulerapi.Extender(
            url_prefix=tls_ext.url,
            bind_verb="bind",
            enable_https=True,
            tls_config=schedulerapi.ExtenderTLSConfig(
                ca_file=str(certificate[0]), server_name="extender.test"
            ),
        )
    )
    e.bind(v1.Binding())
    assert len(tls_ext.requests) == 1


def test_https_without_ca_is_insecure(tls_ext: _Extender) -> None:
    tls_ext.replies["/scheduler/bind"] = _Reply(body={})
    e = _http_extender(
        schedulerapi.Extender(url_prefix=tls_ext.url, bind_verb="bind", enable_https=True)
    )
    e.bind(v1.Binding())
    assert len(tls_ext.requests) == 1


def test_https_verification_failure(tls_ext: _Extender, certificate: tuple[Path, Path]) -> None:
    tls_ext.replies["/scheduler/bind"] = _Reply(body={})
    e = _http_extender(
        schedulerapi.Extender(
            url_prefix=tls_ext.url,
            bind_verb="bind",
            enable_https=True,
            tls_config=schedulerapi.ExtenderTLSConfig(ca_file=str(certificate[0])),
        )
    )
    # The certificate names extender.test, not 127.0.0.1.
    with pytest.raises(RequestError, match="CERTIFICATE_VERIFY_FAILED"):
        e.bind(v1.Binding())
