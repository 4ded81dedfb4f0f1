"""The extender's HTTP client reaching an extender served in this process, without a socket:
HTTPExtender sends it the same JSON messages and reads its answers as over HTTP."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.extender import ExtenderError, new_http_extender
from kube_scheduler_py.v1_31.extender_client import (
    Client,
    RequestError,
    serve_in_process,
    tls_config_for,
)
from kube_scheduler_py.v1_31.framework.types import NodeInfo, new_node_info
from kube_scheduler_py.v1_31.testing import wrappers as st

URL = "http://127.0.0.1:49999/scheduler"
POD = st.make_pod().name("p").uid("p").obj()


def _node_info(name: str) -> NodeInfo:
    info = new_node_info()
    info.set_node(st.make_node().name(name).obj())
    return info


def test_an_extender_in_process_gets_the_wire_messages() -> None:
    received: list[tuple[str, dict]] = []

    def extender(path: str, body: bytes) -> tuple[int, bytes]:
        received.append((path, json.loads(body)))
        return 200, json.dumps({"NodeNames": ["node2"], "FailedNodes": {"node1": "no"}}).encode()

    e = new_http_extender(
        schedulerapi.Extender(url_prefix=URL, filter_verb="filter", node_cache_capable=True)
    )
    with serve_in_process(URL, extender):
        kept, failed, _ = e.filter(POD, [_node_info("node1"), _node_info("node2")])
    assert [n.node().name for n in kept] == ["node2"]  # type: ignore[union-attr]
    assert failed == {"node1": "no"}
    assert [path for path, _ in received] == ["/scheduler/filter"]
    assert received[0][1]["NodeNames"] == ["node1", "node2"]
    assert received[0][1]["Pod"]["metadata"]["name"] == "p"


def test_a_status_other_than_200_fails_as_over_http() -> None:
    e = new_http_extender(schedulerapi.Extender(url_prefix=URL, filter_verb="filter"))
    with serve_in_process(URL, lambda path, body: (503, b"")), pytest.raises(ExtenderError) as err:
        e.filter(POD, [_node_info("node1")])
    assert str(err.value) == f"failed filter with extender at URL {URL}/filter, code 503"


def test_only_the_served_origin_is_answered_in_process() -> None:
    calls: list[str] = []

    def extender(path: str, body: bytes) -> tuple[int, bytes]:
        calls.append(path)
        return 200, b"[]"

    with serve_in_process(URL, extender):
        assert Client().do("http://127.0.0.1:49999/x", b"{}") == (200, b"[]")
        with pytest.raises(RequestError, match='unsupported protocol scheme "ftp"'):
            Client().do("ftp://127.0.0.1:49999/x", b"{}")
        other = "http://127.0.0.1:49999/other"
        with pytest.raises(ValueError, match="already served"), serve_in_process(other, extender):
            pass
    assert calls == ["/x"]
    with serve_in_process(URL, extender):
        pass  # the origin is free again once its block ended


def test_an_unreadable_tls_file_fails_with_os_read_files_message(tmp_path: Path) -> None:
    missing = tmp_path / "ca.pem"
    settings = schedulerapi.ExtenderTLSConfig(ca_file=str(missing))
    with pytest.raises(RequestError, match=f"^open {missing}: no such file or directory$"):
        tls_config_for(settings)
    settings = schedulerapi.ExtenderTLSConfig(
        insecure=True, cert_file=str(tmp_path), key_file=str(tmp_path)
    )
    with pytest.raises(RequestError, match=f"^read {tmp_path}: is a directory$"):
        tls_config_for(settings)
