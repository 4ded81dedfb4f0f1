"""The first contact with the API server: wait for it, or say in one line why it cannot work.

Before the informers list anything, `wait_for_apiserver` asks the API server for one node (what
the scheduler's informers will need to read anyway, so a missing permission shows here too):

- a connection that fails (refused, unknown host, no answer, reset) or an API server that is
  not ready yet (5xx, 429) is tried again with a doubling pause, each retry logged, until the
  time given is up;
- what retrying cannot mend fails at once: a certificate the kubeconfig's authority did not
  sign, a certificate for another host, a token or certificate the API server does not accept
  (401), a user without permission (403), a server that does not speak TLS.

Either way the failure is a StartError whose message is one line naming the server and the
kubeconfig it came from.

Python-only: client-go has no such step (its reflectors retry forever, logging each failure);
kube-scheduler fails on the first request it cannot send with a Go error.
"""

from __future__ import annotations

import http.client
import socket
import ssl
import time
import urllib.error
from collections.abc import Callable

from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.v1_31.api.errors import StatusError

__all__ = ["PROBE_PATH", "StartError", "wait_for_apiserver"]

#: What the first request asks for: one node, which the scheduler must be allowed to list.
PROBE_PATH = "/api/v1/nodes?limit=1"
FIRST_PAUSE_SECONDS = 0.5
MAX_PAUSE_SECONDS = 8.0
#: The longest one probe may wait for an answer.
MAX_REQUEST_SECONDS = 10.0


class StartError(Exception):
    """Python-only: the API server cannot be used; the message (one line) says why."""


class _Retry(Exception):
    """A failure that may pass: the message says what happened."""


def wait_for_apiserver(
    connection: Connection,
    timeout: float,
    now: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
) -> None:
    """Return once the API server answers the probe; raise StartError when it cannot be used,
    or when it has not answered within timeout seconds."""
    deadline = now() + timeout
    pause = FIRST_PAUSE_SECONDS
    attempt = 1
    while True:
        left = max(deadline - now(), 0.0)
        try:
            # Half the time left, so that a server that never answers is tried again.
            _probe(connection, min(max(left / 2, 1.0), MAX_REQUEST_SECONDS))
            return
        except _Retry as failure:
            left = deadline - now()
            if left <= pause:
                raise StartError(
                    f"{_server(connection)}: {failure} (gave up after {timeout:g}s)"
                ) from None
            klog.warning(
                "The API server cannot be reached yet, retrying",
                server=connection.server,
                err=str(failure),
                attempt=attempt,
                retryIn=f"{pause:g}s",
            )
        sleep(pause)
        pause = min(pause * 2, MAX_PAUSE_SECONDS)
        attempt += 1


def _server(connection: Connection) -> str:
    source = f" (from {connection.source})" if connection.source else ""
    return f"API server {connection.server}{source}"


def _probe(connection: Connection, timeout: float) -> None:
    """One request; _Retry for what may pass, StartError for what will not."""
    try:
        connection.request("GET", PROBE_PATH, timeout=timeout)
    except StatusError as err:
        _judge_status(connection, err)
    except urllib.error.URLError as err:
        reason = err.reason
        if isinstance(reason, ssl.SSLCertVerificationError):
            raise StartError(f"{_server(connection)}: {_untrusted(reason)}") from None
        if isinstance(reason, ssl.SSLError):
            raise StartError(
                f"{_server(connection)}: the TLS handshake failed ({reason.reason or reason}); "
                "is it an https server?"
            ) from None
        raise _Retry(_network(reason)) from None
    except (OSError, http.client.HTTPException) as err:
        raise _Retry(_network(err)) from None


def _judge_status(connection: Connection, err: StatusError) -> None:
    code = err.code
    if code == 401:
        raise StartError(
            f"{_server(connection)}: the credentials were not accepted (401 Unauthorized): "
            "check the user's token or client certificate"
        ) from None
    if code == 403:
        raise StartError(f"{_server(connection)}: forbidden (403): {err}") from None
    if code == 429 or code >= 500:
        raise _Retry(f"the API server answered {code}: {err}") from None
    raise StartError(
        f"{_server(connection)}: GET {PROBE_PATH} answered {code}: {err}; "
        "is it a Kubernetes API server?"
    ) from None


def _untrusted(err: ssl.SSLCertVerificationError) -> str:
    if err.verify_code in (62, 64):  # X509_V_ERR_HOSTNAME_MISMATCH, X509_V_ERR_IP_ADDRESS_MISMATCH
        return f"the server's certificate is not valid for this host ({err.verify_message})"
    return (
        "the server's certificate is not signed by the kubeconfig's certificate authority "
        f"({err.verify_message})"
    )


def _network(reason: object) -> str:
    if isinstance(reason, socket.gaierror):
        return f"unknown host ({reason.strerror})"
    if isinstance(reason, ConnectionRefusedError):
        return "connection refused"
    if isinstance(reason, TimeoutError | socket.timeout):
        return "no answer (timed out)"
    if isinstance(reason, OSError) and reason.strerror:
        return reason.strerror[:1].lower() + reason.strerror[1:]
    return str(reason) or type(reason).__name__
