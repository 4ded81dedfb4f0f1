"""How `kube-scheduler-py run` finds its API server and fails when it cannot use it.

Against throwaway HTTPS servers on 127.0.0.1 (certificates made with the openssl command, which
bin/bootstrap installs; each server answers every request with one fixed status and JSON body):
every bad kubeconfig, TLS or connection problem ends in exit code 2 and one line, after
retries (each logged) for the problems that may pass. A bad token against the real
kube-apiserver is in tests/cluster/test_run_flags.py.
"""

from __future__ import annotations

import base64
import http.server
import json
import os
import socket
import ssl
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.cli import main
from kube_scheduler_py.remote.connect import StartError, wait_for_apiserver
from kube_scheduler_py.remote.kubeconfig import (
    KubeconfigError,
    in_cluster_connection,
    load_connection,
)


def _openssl(*args: str) -> None:
    subprocess.run(["openssl", *args], check=True, capture_output=True, timeout=60)


def make_ca(directory: Path, name: str) -> Path:
    """A self-signed certificate authority: DIR/NAME.crt and DIR/NAME.key."""
    directory.mkdir(parents=True, exist_ok=True)
    key, crt = directory / f"{name}.key", directory / f"{name}.crt"
    _openssl(
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", str(key), "-out", str(crt), "-subj", f"/CN={name}", "-days", "1",
    )  # fmt: skip
    return crt


def make_server_certificate(ca: Path, name: str, alt_names: str) -> tuple[Path, Path]:
    """A certificate signed by ca for alt_names (`IP:127.0.0.1`, `DNS:other.example`):
    (certificate, key) beside ca."""
    directory = ca.parent
    key, csr, crt = (directory / f"{name}.{ext}" for ext in ("key", "csr", "crt"))
    extensions = directory / f"{name}.ext"
    extensions.write_text(f"subjectAltName={alt_names}\n")
    _openssl(
        "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", str(key), "-out", str(csr), "-subj", f"/CN={name}",
    )  # fmt: skip
    _openssl(
        "x509", "-req", "-in", str(csr), "-CA", str(ca), "-CAkey", str(ca.with_suffix(".key")),
        "-CAcreateserial", "-out", str(crt), "-days", "1", "-extfile", str(extensions),
    )  # fmt: skip
    return crt, key


@contextmanager
def https_server(
    certificate: tuple[Path, Path],
    status: int = 200,
    body: Any = None,
    client_ca: Path | None = None,
) -> Iterator[int]:
    """An HTTPS server on 127.0.0.1 answering every request with status and body (to clients
    with a certificate client_ca signed, when given); its port."""
    answer = json.dumps(body if body is not None else {"items": []}).encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, *_: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls.load_cert_chain(str(certificate[0]), str(certificate[1]))
    if client_ca is not None:
        tls.verify_mode = ssl.CERT_REQUIRED
        tls.load_verify_locations(cafile=str(client_ca))
    server.socket = tls.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def silent_server() -> Iterator[int]:
    """A TCP port on 127.0.0.1 that accepts connections and never says a word; its port."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        yield listener.getsockname()[1]


def kubeconfig(
    path: Path,
    server: str,
    ca: Path | None = None,
    token: str = "secret",
    context: str = "test",
    **extra_user: str,
) -> Path:
    """A one-context kubeconfig file for server."""
    cluster: dict[str, Any] = {"server": server}
    if ca is not None:
        cluster["certificate-authority"] = str(ca)
    config = {
        "apiVersion": "v1",
        "kind": "Config",
        "clusters": [{"name": "c", "cluster": cluster}],
        "users": [{"name": "u", "user": {"token": token, **extra_user}}],
        "contexts": [{"name": context, "context": {"cluster": "c", "user": "u"}}],
        "current-context": context,
    }
    path.write_text(json.dumps(config))
    return path


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Two authorities; a certificate for 127.0.0.1 and one for other.example, both by `ca`."""
    directory = tmp_path_factory.mktemp("pki")
    ca = make_ca(directory, "ca")
    return {
        "ca": ca,
        "other_ca": make_ca(directory, "other-ca"),
        "loopback": make_server_certificate(ca, "loopback", "IP:127.0.0.1"),
        "elsewhere": make_server_certificate(ca, "elsewhere", "DNS:other.example"),
    }


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


CONFIG = "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"


def _run(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    *args: str,
) -> tuple[int, list[str]]:
    """kube-scheduler-py run (in this process) with a configuration and no health port:
    (exit code, standard error's lines)."""
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG)
    monkeypatch.delenv("KUBECONFIG", raising=False)
    capsys.readouterr()
    code = main(["run", f"--config={config}", "--port=0", "--connect-timeout=1.5", *args])
    return code, capsys.readouterr().err.splitlines()


def _one_error(lines: list[str], retries: bool) -> str:
    """The error line, after checking that it is the only line but for logged retries."""
    *logged, last = lines
    assert last.startswith("error: "), lines
    if retries:
        assert logged, "each retry is logged"
        assert all(line.startswith("W") and "retrying" in line for line in logged), logged
    else:
        assert logged == [], lines
    return last


# (name, kubeconfig maker (tmp_path, pki) -> path, whether retried, words the error has)
BAD_CONNECTIONS = [
    (
        "connection refused",
        lambda t, p: kubeconfig(t / "kc", f"https://127.0.0.1:{_free_port()}", p["ca"]),
        True,
        "connection refused (gave up after 1.5s)",
    ),
    (
        "unknown host",
        lambda t, p: kubeconfig(t / "kc", "https://no-such-host.invalid:6443", p["ca"]),
        True,
        "unknown host",
    ),
    (
        "malformed kubeconfig",
        lambda t, p: _write(t / "kc", "clusters: [\n  - name: a\n bad"),
        False,
        "kc: not valid YAML:",
    ),
    (
        "not a kubeconfig",
        lambda t, p: _write(t / "kc", "- just\n- a list\n"),
        False,
        "not a kubeconfig",
    ),
    (
        "missing kubeconfig",
        lambda t, p: t / "absent",
        False,
        "absent: no such kubeconfig file",
    ),
    (
        "missing context",
        lambda t, p: _edit(
            kubeconfig(t / "kc", "https://127.0.0.1:1", p["ca"]), "current-context", "gone"
        ),
        False,
        "no context named 'gone' in contexts",
    ),
    (
        "missing user",
        lambda t, p: _drop(kubeconfig(t / "kc", "https://127.0.0.1:1", p["ca"]), "users"),
        False,
        "no user named 'u' in users",
    ),
    (
        "missing cluster",
        lambda t, p: _drop(kubeconfig(t / "kc", "https://127.0.0.1:1", p["ca"]), "clusters"),
        False,
        "no cluster named 'c' in clusters",
    ),
    (
        "missing CA file",
        lambda t, p: kubeconfig(t / "kc", "https://127.0.0.1:1", t / "nowhere" / "ca.crt"),
        False,
        "clusters[c].cluster.certificate-authority: no such file:",
    ),
    (
        "client key of another certificate",
        lambda t, p: kubeconfig(
            t / "kc",
            "https://127.0.0.1:1",
            p["ca"],
            **{"client-certificate": str(p["loopback"][0]), "client-key": str(p["elsewhere"][1])},
        ),
        False,
        "users[u].user: the client certificate and key are not a matching PEM pair",
    ),
    (
        "missing client key",
        lambda t, p: kubeconfig(
            t / "kc",
            "https://127.0.0.1:1",
            p["ca"],
            **{"client-certificate": str(p["loopback"][0]), "client-key": str(t / "gone.key")},
        ),
        False,
        "users[u].user.client-key: no such file:",
    ),
    (
        "CA data not base64",
        lambda t, p: _edit_cluster(
            kubeconfig(t / "kc", "https://127.0.0.1:1"), "certificate-authority-data", "%%%"
        ),
        False,
        "clusters[c].cluster.certificate-authority-data: not base64",
    ),
    (
        "credential plugin",
        lambda t, p: kubeconfig(t / "kc", "https://127.0.0.1:1", p["ca"], exec="gcloud"),
        False,
        "users[u].user.exec: credential plugins are not supported",
    ),
]


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def _edit(path: Path, key: str, value: str) -> Path:
    config = json.loads(path.read_text())
    config[key] = value
    return _write(path, json.dumps(config))


def _edit_cluster(path: Path, key: str, value: str) -> Path:
    config = json.loads(path.read_text())
    config["clusters"][0]["cluster"][key] = value
    return _write(path, json.dumps(config))


def _drop(path: Path, section: str) -> Path:
    return _edit(path, section, [])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("make", "retried", "words"),
    [case[1:] for case in BAD_CONNECTIONS],
    ids=[case[0] for case in BAD_CONNECTIONS],
)
def test_a_bad_kubeconfig_or_connection_exits_2_with_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    pki: dict[str, Any],
    make: Any,
    retried: bool,
    words: str,
) -> None:
    path = make(tmp_path, pki)
    code, lines = _run(tmp_path, capsys, monkeypatch, f"--kubeconfig={path}")
    assert code == 2, lines
    assert words in _one_error(lines, retried)


# (name, server certificate, authority in the kubeconfig, server status, retried, words)
BAD_SERVERS = [
    ("wrong CA", "loopback", "other_ca", 200, False, "not signed by the kubeconfig's"),
    ("hostname mismatch", "elsewhere", "ca", 200, False, "not valid for this host"),
    ("bad token", "loopback", "ca", 401, False, "not accepted (401 Unauthorized)"),
    ("forbidden", "loopback", "ca", 403, False, "forbidden (403)"),
    ("not an API server", "loopback", "ca", 404, False, "is it a Kubernetes API server?"),
    ("not ready", "loopback", "ca", 503, True, "answered 503"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("certificate", "authority", "status", "retried", "words"),
    [case[1:] for case in BAD_SERVERS],
    ids=[case[0] for case in BAD_SERVERS],
)
def test_a_server_that_cannot_be_used_exits_2_with_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    pki: dict[str, Any],
    certificate: str,
    authority: str,
    status: int,
    retried: bool,
    words: str,
) -> None:
    body = {"kind": "Status", "code": status, "message": "nope"}
    with https_server(pki[certificate], status, body) as port:
        path = kubeconfig(tmp_path / "kc", f"https://127.0.0.1:{port}", pki[authority])
        code, lines = _run(tmp_path, capsys, monkeypatch, f"--kubeconfig={path}")
    assert code == 2, lines
    error = _one_error(lines, retried)
    assert words in error
    assert f"https://127.0.0.1:{port} (from {path})" in error


def test_a_server_that_never_answers_is_retried_then_given_up(
    tmp_path: Path, pki: dict[str, Any]
) -> None:
    """In a process of its own: nothing but the retries and one line reach standard error."""
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG)
    with silent_server() as port:
        path = kubeconfig(tmp_path / "kc", f"https://127.0.0.1:{port}", pki["ca"])
        argv = [sys.executable, "-m", "kube_scheduler_py", "run", f"--kubeconfig={path}"]
        argv += [f"--config={config}", "--port=0", "--connect-timeout=3"]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    error = _one_error(done.stderr.splitlines(), retries=True)
    assert "no answer (timed out) (gave up after 3s)" in error


def test_no_kubeconfig_anywhere_says_where_one_is_looked_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    code, lines = _run(tmp_path, capsys, monkeypatch)
    assert code == 2
    assert _one_error(lines, retries=False) == (
        "error: no kubeconfig: give --kubeconfig FILE, set KUBECONFIG, or run in a pod "
        "(in-cluster configuration)"
    )


def test_a_server_that_comes_up_late_is_waited_for(tmp_path: Path, pki: dict[str, Any]) -> None:
    """Refused at first, then answering: wait_for_apiserver logs the retries and returns."""
    with https_server(pki["loopback"]) as port:
        connection = load_connection(
            str(kubeconfig(tmp_path / "kc", f"https://127.0.0.1:{port}", pki["ca"]))
        )
    refused = connection  # the server is gone now: connections are refused
    slept: list[float] = []
    clock = [0.0]

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        clock[0] += seconds

    with pytest.raises(StartError, match="connection refused"):
        wait_for_apiserver(refused, 5.0, now=lambda: clock[0], sleep=sleep)
    assert slept == [0.5, 1.0, 2.0]  # doubling pauses, until the next would pass the deadline


# -- where the connection comes from ------------------------------------------------------


def test_kubeconfig_files_merge_as_kubectl_merges_them(tmp_path: Path, pki: dict[str, Any]) -> None:
    """KUBECONFIG=a:missing:b: the first file to set current-context or to name an entry
    wins; missing files are skipped; --context picks another context; relative paths are read
    from the file's own directory."""
    first = tmp_path / "first"
    first.mkdir()
    (first / "ca.crt").write_bytes(pki["ca"].read_bytes())
    kubeconfig(first / "config", "https://127.0.0.1:1111", Path("ca.crt"), token="one")
    second = kubeconfig(tmp_path / "second", "https://127.0.0.1:2222", pki["ca"], token="two")
    config = json.loads(second.read_text())
    config["contexts"].append({"name": "other", "context": {"cluster": "c", "user": "u"}})
    config["current-context"] = "other"
    second.write_text(json.dumps(config))
    listed = os.pathsep.join([str(first / "config"), str(tmp_path / "missing"), str(second)])

    chosen = load_connection(env={"KUBECONFIG": listed})
    assert (chosen.server, chosen.token) == ("https://127.0.0.1:1111", "one")
    # "other" exists only in the second file; its cluster and user names resolve to the
    # first file's entries, which win.
    other = load_connection(context="other", env={"KUBECONFIG": listed})
    assert (other.server, other.token) == ("https://127.0.0.1:1111", "one")
    with pytest.raises(KubeconfigError, match="no context named 'nope'"):
        load_connection(context="nope", env={"KUBECONFIG": listed})
    flag = load_connection(str(second), env={"KUBECONFIG": listed})
    assert flag.server == "https://127.0.0.1:2222"


def test_a_client_certificate_given_as_data_authenticates(
    tmp_path: Path, pki: dict[str, Any]
) -> None:
    certificate, key = make_server_certificate(pki["ca"], "client", "DNS:client")
    data = {
        "client-certificate-data": base64.b64encode(certificate.read_bytes()).decode(),
        "client-key-data": base64.b64encode(key.read_bytes()).decode(),
    }
    with https_server(pki["loopback"], client_ca=pki["ca"]) as port:
        server = f"https://127.0.0.1:{port}"
        path = kubeconfig(tmp_path / "kc", server, pki["ca"], token="", **data)
        wait_for_apiserver(load_connection(str(path)), 5.0)
        anonymous = kubeconfig(tmp_path / "anonymous", server, pki["ca"])
        with pytest.raises(StartError):  # the server asks for a certificate it does not get
            wait_for_apiserver(load_connection(str(anonymous)), 1.0)


def test_the_in_cluster_configuration_reads_the_service_account(
    tmp_path: Path, pki: dict[str, Any]
) -> None:
    account = tmp_path / "serviceaccount"
    account.mkdir()
    (account / "token").write_text("pod-token\n")
    (account / "ca.crt").write_bytes(pki["ca"].read_bytes())
    with https_server(pki["loopback"]) as port:
        env = {"KUBERNETES_SERVICE_HOST": "127.0.0.1", "KUBERNETES_SERVICE_PORT": str(port)}
        connection = load_connection(env=env, service_account_dir=account)
        assert (connection.server, connection.token) == (f"https://127.0.0.1:{port}", "pod-token")
        wait_for_apiserver(connection, 5.0)  # the CA verifies the server
    (account / "token").unlink()
    with pytest.raises(KubeconfigError, match="in-cluster configuration: token: no such file"):
        in_cluster_connection(env, account)


def test_without_config_it_warns_that_it_schedules_default_scheduler_pods(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["run", f"--kubeconfig={tmp_path / 'absent'}", "--port=0"])
    warning, error = capsys.readouterr().err.splitlines()
    assert code == 2 and error.startswith("error: ")
    assert warning.startswith("W") and 'schedulerNames="default-scheduler"' in warning
    assert "No --config: scheduling the pods of the default profile" in warning


def test_leader_election_flags_override_the_configuration_and_are_validated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG + "leaderElection:\n  leaseDuration: 30s\n")
    kc = f"--kubeconfig={tmp_path / 'absent'}"
    code = main(["run", f"--config={config}", kc, "--leader-elect-lease-duration=1s"])
    assert code == 2
    assert capsys.readouterr().err == (
        "error: --leader-elect flags: leaderElection.leaseDuration: Invalid value: "
        "v1.Duration{Duration:10000000000}: LeaseDuration must be greater than RenewDeadline\n"
    )
    # Without leader election, its durations are not checked (kube-scheduler's validation).
    code = main(["run", f"--config={config}", kc, "--leader-elect=false"])
    code_short = main(
        ["run", f"--config={config}", kc, "--leader-elect=f", "--leader-elect-lease-duration=1s"]
    )
    assert (code, code_short) == (2, 2)
    assert capsys.readouterr().err.count("no such kubeconfig file") == 2


def test_requests_are_spaced_by_qps_after_the_burst(tmp_path: Path, pki: dict[str, Any]) -> None:
    with https_server(pki["loopback"]) as port:
        path = kubeconfig(tmp_path / "kc", f"https://127.0.0.1:{port}", pki["ca"])
        connection = load_connection(str(path)).with_rate_limit(qps=20, burst=2)
        began = time.monotonic()
        for _ in range(6):
            connection.request("GET", "/api/v1/nodes")
        # Two at once, then four more at 20 a second: at least 0.2 s, however fast the server.
        assert time.monotonic() - began >= 0.2


def test_a_health_port_in_use_exits_1_with_one_line(
    tmp_path: Path, pki: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG)
    with https_server(pki["loopback"]) as port, socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        path = kubeconfig(tmp_path / "kc", f"https://127.0.0.1:{port}", pki["ca"])
        code = main(["run", f"--config={config}", f"--kubeconfig={path}", f"--port={busy}"])
    assert code == 1
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"error: --bind-address, --port: cannot listen on 127.0.0.1:{busy}: Address already in use"
    )
