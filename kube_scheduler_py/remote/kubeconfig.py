"""A connection to a real API server, read from a kubeconfig file.

What a kubeconfig can say and this reads: the current context's server, its certificate
authority (file or data, or insecure-skip-tls-verify), and the user's bearer token (inline or
a tokenFile) or client certificate and key (files or data) — what kind, kubeadm, minikube and
tools/cluster write. Credential plugins (`exec`, `auth-provider`, as cloud clusters use) are
refused with a message naming them.

Python-only: client-go's clientcmd and rest.Config, cut down to those fields.
"""

from __future__ import annotations

import base64
import json
import os
import ssl
import tempfile
import urllib.error
import urllib.request
from dataclasses import dataclass
from http.client import HTTPResponse
from pathlib import Path
from typing import Any

import yaml

from kube_scheduler_py.v1_31.api.errors import StatusError

__all__ = ["Connection", "KubeconfigError", "load_kubeconfig"]


class KubeconfigError(Exception):
    """Python-only: a kubeconfig this client cannot use; the message says why."""


@dataclass(frozen=True)
class Connection:
    """Where the API server is and how to authenticate to it."""

    server: str
    context: ssl.SSLContext
    token: str = ""

    def open(
        self,
        method: str,
        path: str,
        body: Any = None,
        content_type: str = "application/json",
        timeout: float = 30.0,
    ) -> HTTPResponse:
        """Send one request; the open response (for streaming) or a StatusError."""
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
    ) -> Any:
        """Send one request and decode the JSON answer."""
        with self.open(method, path, body, content_type) as answer:
            return json.loads(answer.read() or b"null")


def _status_error(err: urllib.error.HTTPError) -> StatusError:
    """The API server's Status as the port's StatusError (is_not_found and the like read it)."""
    try:
        status = json.loads(err.read())
    except (ValueError, OSError):
        status = {}
    return StatusError(status.get("reason", ""), err.code, status.get("message", str(err)))


def load_kubeconfig(path: str | os.PathLike[str]) -> Connection:
    """The connection the kubeconfig's current context describes."""
    try:
        config = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError, UnicodeDecodeError) as err:
        raise KubeconfigError(f"{path}: {err}") from None
    base = Path(path).resolve().parent
    context = _named(config, "contexts", config.get("current-context", ""), "context", path)
    cluster = _named(config, "clusters", context.get("cluster", ""), "cluster", path)
    user = _named(config, "users", context.get("user", ""), "user", path)
    for plugin in ("exec", "auth-provider"):
        if plugin in user:
            raise KubeconfigError(
                f"{path}: users[].user.{plugin} (credential plugins) is not supported"
            )
    server = cluster.get("server", "")
    if not server.startswith("https://"):
        raise KubeconfigError(f"{path}: clusters[].cluster.server must be an https:// URL")
    tls = ssl.create_default_context()
    if cluster.get("insecure-skip-tls-verify"):
        tls.check_hostname = False
        tls.verify_mode = ssl.CERT_NONE
    elif "certificate-authority-data" in cluster:
        tls.load_verify_locations(
            cadata=base64.b64decode(cluster["certificate-authority-data"]).decode()
        )
    elif "certificate-authority" in cluster:
        tls.load_verify_locations(cafile=str(base / cluster["certificate-authority"]))
    _load_client_certificate(tls, user, base)
    token = user.get("token", "")
    if not token and "tokenFile" in user:
        token = (base / user["tokenFile"]).read_text().strip()
    return Connection(server.rstrip("/"), tls, token)


def _named(
    config: dict[str, Any], section: str, name: str, field: str, path: Any
) -> dict[str, Any]:
    for entry in config.get(section) or []:
        if entry.get("name") == name:
            value: dict[str, Any] = entry.get(field) or {}
            return value
    raise KubeconfigError(f"{path}: no {field} named {name!r} in {section}")


def _load_client_certificate(tls: ssl.SSLContext, user: dict[str, Any], base: Path) -> None:
    """A client certificate and key, from files or inline data (written to a private file,
    since the ssl module loads certificates only from files)."""
    if "client-certificate-data" in user and "client-key-data" in user:
        pem = base64.b64decode(user["client-certificate-data"]) + b"\n"
        pem += base64.b64decode(user["client-key-data"])
        with tempfile.NamedTemporaryFile(suffix=".pem") as both:
            both.write(pem)
            both.flush()
            tls.load_cert_chain(both.name)
    elif "client-certificate" in user and "client-key" in user:
        tls.load_cert_chain(str(base / user["client-certificate"]), str(base / user["client-key"]))
