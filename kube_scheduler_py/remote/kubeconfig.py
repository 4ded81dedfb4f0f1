"""A connection to a real API server: from kubeconfig files, or from inside a pod.

Where the connection comes from, first match wins (kubectl's order, with kube-scheduler's
in-cluster configuration before the home directory's file):

1. `--kubeconfig FILE` (or the configuration's `clientConnection.kubeconfig`);
2. `KUBECONFIG`, a colon-separated list of files merged as kubectl merges them: files that do
   not exist are skipped; the first file to name a cluster, user or context, or to set
   `current-context`, wins; relative paths are read from the directory of the file that holds them;
3. the in-cluster configuration, when `KUBERNETES_SERVICE_HOST` is set: the server
   `https://$KUBERNETES_SERVICE_HOST:$KUBERNETES_SERVICE_PORT`, the pod's service-account token
   and ca.crt (under /var/run/secrets/kubernetes.io/serviceaccount);
4. `~/.kube/config`.

`--context` picks a context other than `current-context`. What a kubeconfig can say and this
reads: the cluster's server, its certificate authority (file or data, or
insecure-skip-tls-verify), and the user's bearer token (inline or a tokenFile) or client
certificate and key (files or data) — what kind, kubeadm, minikube and tools/cluster write.
Credential plugins (`exec`, `auth-provider`, as cloud clusters use) are refused with a message
naming them. Every problem is a KubeconfigError whose message is one line naming the file and
the field.

Python-only: client-go's clientcmd, rest.InClusterConfig and rest.Config, cut down to those
fields.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import ssl
import tempfile
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass, replace
from dataclasses import field as dataclass_field
from http.client import HTTPResponse
from pathlib import Path
from typing import Any

import yaml

from kube_scheduler_py.remote.flowcontrol import TokenBucketRateLimiter
from kube_scheduler_py.v1_31.api.errors import StatusError

__all__ = [
    "SERVICE_ACCOUNT_DIR",
    "Connection",
    "KubeconfigError",
    "in_cluster_connection",
    "load_connection",
    "load_kubeconfig",
]

#: Where a pod finds its service account's token and the cluster's CA certificate.
SERVICE_ACCOUNT_DIR = Path("/var/run/secrets/kubernetes.io/serviceaccount")


class KubeconfigError(Exception):
    """Python-only: a kubeconfig this client cannot use; the message (one line) says why."""


@dataclass(frozen=True)
class Connection:
    """Where the API server is, how to authenticate to it, and how fast to ask."""

    server: str
    context: ssl.SSLContext
    token: str = ""
    #: Where the connection was read from, for messages: a kubeconfig file or "in-cluster".
    source: str = ""
    limiter: TokenBucketRateLimiter | None = None

    def with_rate_limit(self, qps: float, burst: int) -> Connection:
        """This connection, spacing its requests as client-go does for these qps and burst (a
        qps of zero or less: no limit)."""
        limiter = TokenBucketRateLimiter(qps, burst) if qps > 0 else None
        return replace(self, limiter=limiter)

    def open(
        self,
        method: str,
        path: str,
        body: Any = None,
        content_type: str = "application/json",
        timeout: float = 30.0,
    ) -> HTTPResponse:
        """Send one request; the open response (for streaming) or a StatusError."""
        if self.limiter is not None:
            self.limiter.accept()
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.server + path, data=data, method=method)
        req.add_header("Accept", "application/json")
        if data is not None:
            req.add_header("Content-Type", content_type)
        if self.token:
            req.add_header("Authorization", f"Bearer {self.token}")
        try:
            response: HTTPResponse = urllib.request.urlopen(
                req, context=self.context, timeout=timeout
            )
        except urllib.error.HTTPError as err:
            raise _status_error(err) from None
        return response

    def request(
        self,
        method: str,
        path: str,
        body: Any = None,
        content_type: str = "application/json",
        timeout: float = 30.0,
    ) -> Any:
        """Send one request and decode the JSON answer."""
        with self.open(method, path, body, content_type, timeout) as answer:
            return json.loads(answer.read() or b"null")


def _status_error(err: urllib.error.HTTPError) -> StatusError:
    """The API server's Status as the port's StatusError (is_not_found and the like read it)."""
    try:
        status = json.loads(err.read())
    except (ValueError, OSError):
        status = {}
    if not isinstance(status, dict):
        status = {}
    return StatusError(status.get("reason", ""), err.code, status.get("message", str(err)))


def load_connection(
    kubeconfig: str = "",
    context: str = "",
    env: Mapping[str, str] = os.environ,
    service_account_dir: Path = SERVICE_ACCOUNT_DIR,
) -> Connection:
    """The connection the first of --kubeconfig, KUBECONFIG, the in-cluster configuration and
    ~/.kube/config describes (see the module's docstring)."""
    if kubeconfig:
        return load_kubeconfig([kubeconfig], context, explicit=True)
    listed = [path for path in env.get("KUBECONFIG", "").split(os.pathsep) if path]
    if listed:
        return load_kubeconfig(listed, context, explicit=False)
    if env.get("KUBERNETES_SERVICE_HOST"):
        if context:
            raise KubeconfigError("--context: the in-cluster configuration has no contexts")
        return in_cluster_connection(env, service_account_dir)
    home = Path(env.get("HOME") or Path.home()) / ".kube" / "config"
    if home.exists():
        return load_kubeconfig([str(home)], context)
    raise KubeconfigError(
        "no kubeconfig: give --kubeconfig FILE, set KUBECONFIG, or run in a pod "
        "(in-cluster configuration)"
    )


def in_cluster_connection(
    env: Mapping[str, str] = os.environ, service_account_dir: Path = SERVICE_ACCOUNT_DIR
) -> Connection:
    """rest.InClusterConfig: the API server of the pod's cluster, with its service account."""
    host = env.get("KUBERNETES_SERVICE_HOST", "")
    port = env.get("KUBERNETES_SERVICE_PORT", "")
    if not host or not port:
        raise KubeconfigError(
            "in-cluster configuration: KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT "
            "must be set"
        )
    token_file = service_account_dir / "token"
    ca_file = service_account_dir / "ca.crt"
    source = "in-cluster configuration"
    token = _read_text(token_file, f"{source}: token").strip()
    tls = ssl.create_default_context()
    _load_ca_file(tls, ca_file, f"{source}: ca.crt")
    server_host = f"[{host}]" if ":" in host else host  # an IPv6 address, as net.JoinHostPort
    return Connection(f"https://{server_host}:{port}", tls, token, source)


# -- kubeconfig files ---------------------------------------------------------------------


@dataclass(frozen=True)
class _Entry:
    """A named cluster, user or context, and the file it came from."""

    value: dict[str, Any]
    file: str

    @property
    def base(self) -> Path:
        """The directory relative paths in this entry are read from."""
        return Path(self.file).resolve().parent


_SECTIONS = (("clusters", "cluster"), ("users", "user"), ("contexts", "context"))


@dataclass
class _Merged:
    """The kubeconfig files merged: first file wins for each name and for current-context."""

    files: list[str]
    current_context: str = ""
    sections: dict[str, dict[str, _Entry]] = dataclass_field(
        default_factory=lambda: {section: {} for section, _ in _SECTIONS}
    )

    def entry(self, section: str, field: str, name: str) -> _Entry:
        found = self.sections[section].get(name)
        if found is None:
            raise KubeconfigError(f"{self.where}: no {field} named {name!r} in {section}")
        return found

    @property
    def where(self) -> str:
        return ":".join(self.files)


def load_kubeconfig(
    paths: str | os.PathLike[str] | list[str], context: str = "", explicit: bool = True
) -> Connection:
    """The connection that a context of the kubeconfig files describes: `context`, else their
    `current-context`. An explicit file must exist; files of a KUBECONFIG list may not."""
    files = [str(paths)] if isinstance(paths, str | os.PathLike) else list(paths)
    merged = _merge(files, explicit)
    name = context or merged.current_context
    if not name:
        raise KubeconfigError(f"{merged.where}: no current-context is set (and no --context)")
    chosen = merged.entry("contexts", "context", name)
    cluster_name = _string(chosen, "cluster", f"contexts[{name}].context")
    user_name = _string(chosen, "user", f"contexts[{name}].context")
    cluster = merged.entry("clusters", "cluster", cluster_name)
    user = merged.entry("users", "user", user_name)
    return _connection(cluster_name, cluster, user_name, user)


def _merge(files: list[str], explicit: bool) -> _Merged:
    merged = _Merged(files)
    read_any = False
    for file in files:
        config = _read_kubeconfig(file, explicit)
        if config is None:
            continue
        read_any = True
        if not merged.current_context:
            merged.current_context = str(config.get("current-context") or "")
        for section, field in _SECTIONS:
            entries = config.get(section) or []
            if not isinstance(entries, list):
                raise KubeconfigError(f"{file}: {section}: must be a list of named {field}s")
            for index, entry in enumerate(entries):
                if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
                    raise KubeconfigError(f"{file}: {section}[{index}]: must have a name")
                value = entry.get(field) or {}
                if not isinstance(value, dict):
                    raise KubeconfigError(f"{file}: {section}[{entry['name']}].{field}: not a map")
                merged.sections[section].setdefault(entry["name"], _Entry(value, file))
    if not read_any:
        raise KubeconfigError(f"KUBECONFIG={merged.where}: none of these files exists")
    return merged


def _read_kubeconfig(file: str, explicit: bool) -> dict[str, Any] | None:
    """The file's YAML; None for a missing file of a KUBECONFIG list."""
    path = Path(file)
    if not path.exists():
        if explicit:
            raise KubeconfigError(f"{file}: no such kubeconfig file")
        return None
    text = _read_text(path, file)
    try:
        config = yaml.safe_load(text)
    except yaml.YAMLError as err:
        raise KubeconfigError(f"{file}: not valid YAML: {_yaml_problem(err)}") from None
    if config is None:
        return {}
    if not isinstance(config, dict):
        raise KubeconfigError(f"{file}: not a kubeconfig (a map with clusters, users, contexts)")
    return config


def _yaml_problem(err: yaml.YAMLError) -> str:
    if isinstance(err, yaml.MarkedYAMLError) and err.problem_mark is not None:
        mark = err.problem_mark
        return f"{err.problem} (line {mark.line + 1}, column {mark.column + 1})"
    return " ".join(str(err).split())


def _read_text(path: Path, what: str) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise KubeconfigError(f"{what}: no such file: {path}") from None
    except (OSError, UnicodeDecodeError) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        raise KubeconfigError(f"{what}: cannot read {path}: {reason}") from None


def _string(entry: _Entry, key: str, where: str) -> str:
    value = entry.value.get(key)
    if not isinstance(value, str) or not value:
        raise KubeconfigError(f"{entry.file}: {where}.{key}: must be set")
    return value


def _connection(cluster_name: str, cluster: _Entry, user_name: str, user: _Entry) -> Connection:
    where_cluster = f"{cluster.file}: clusters[{cluster_name}].cluster"
    where_user = f"{user.file}: users[{user_name}].user"
    for plugin in ("exec", "auth-provider"):
        if plugin in user.value:
            raise KubeconfigError(f"{where_user}.{plugin}: credential plugins are not supported")
    server = cluster.value.get("server", "")
    if not isinstance(server, str) or not server.startswith("https://"):
        raise KubeconfigError(f"{where_cluster}.server: must be an https:// URL, not {server!r}")
    tls = ssl.create_default_context()
    if cluster.value.get("insecure-skip-tls-verify"):
        tls.check_hostname = False
        tls.verify_mode = ssl.CERT_NONE
    elif "certificate-authority-data" in cluster.value:
        where = f"{where_cluster}.certificate-authority-data"
        pem = _base64(cluster.value["certificate-authority-data"], where)
        try:
            tls.load_verify_locations(cadata=pem.decode("ascii", errors="replace"))
        except ssl.SSLError:
            raise KubeconfigError(f"{where}: not a PEM certificate") from None
    elif "certificate-authority" in cluster.value:
        ca = cluster.base / str(cluster.value["certificate-authority"])
        _load_ca_file(tls, ca, f"{where_cluster}.certificate-authority")
    _load_client_certificate(tls, user, where_user)
    token = user.value.get("token", "")
    if not token and "tokenFile" in user.value:
        token_file = user.base / str(user.value["tokenFile"])
        token = _read_text(token_file, f"{where_user}.tokenFile").strip()
    return Connection(server.rstrip("/"), tls, str(token), user.file)


def _base64(value: Any, where: str) -> bytes:
    try:
        return base64.b64decode(str(value), validate=True)
    except (binascii.Error, ValueError):
        raise KubeconfigError(f"{where}: not base64") from None


def _load_ca_file(tls: ssl.SSLContext, ca: Path, where: str) -> None:
    if not ca.is_file():
        raise KubeconfigError(f"{where}: no such file: {ca}")
    try:
        tls.load_verify_locations(cafile=str(ca))
    except ssl.SSLError:
        raise KubeconfigError(f"{where}: {ca} holds no PEM certificate") from None


def _load_client_certificate(tls: ssl.SSLContext, user: _Entry, where: str) -> None:
    """A client certificate and key, from files or inline data (written to a private file,
    since the ssl module loads certificates only from files)."""
    value = user.value
    try:
        if "client-certificate-data" in value and "client-key-data" in value:
            pem = _base64(value["client-certificate-data"], f"{where}.client-certificate-data")
            pem += b"\n" + _base64(value["client-key-data"], f"{where}.client-key-data")
            with tempfile.NamedTemporaryFile(suffix=".pem") as both:
                both.write(pem)
                both.flush()
                tls.load_cert_chain(both.name)
        elif "client-certificate" in value and "client-key" in value:
            certificate = user.base / str(value["client-certificate"])
            key = user.base / str(value["client-key"])
            for path, field in ((certificate, "client-certificate"), (key, "client-key")):
                if not path.is_file():
                    raise KubeconfigError(f"{where}.{field}: no such file: {path}")
            tls.load_cert_chain(str(certificate), str(key))
    except ssl.SSLError:
        raise KubeconfigError(
            f"{where}: the client certificate and key are not a matching PEM pair"
        ) from None
