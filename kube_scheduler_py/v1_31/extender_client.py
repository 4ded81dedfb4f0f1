"""Python-only: the HTTP client HTTPExtender calls its extender with, Go's http.Client.

kube_scheduler_py.v1_31.extender ports the extender; what Go takes from net/http and
client-go's transport (the client, its Transport and the TLS settings) lives here, behind the
interface Go already has: a Client with a Timeout sends each request through its Transport, a
RoundTripper.

`HTTPTransport` speaks HTTP(S) with http.client, one connection per request. Not supported,
where Go's client would: proxies from the environment, redirects, HTTP/2, client certificates
given as data (certData/keyData; certFile/keyFile work). The timeout bounds each socket
operation rather than the whole request.

`serve_in_process` lets an extender that lives in this Python process answer at a URL without
a socket (where there are none, as in a browser's Python): the transport hands each request
for that URL's scheme, host and port to the extender's function, much as Go's
Transport.RegisterProtocol hands a scheme to another RoundTripper.
"""

from __future__ import annotations

import contextlib
import http.client
import ssl
import urllib.parse
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

from kube_scheduler_py import goos, gotime
from kube_scheduler_py.v1_31.apis import config as schedulerapi

#: An extender living in this process: (path, request body) -> (status code, response body).
Handler = Callable[[str, bytes], tuple[int, bytes]]

#: The extenders served in this process, by the scheme, host and port of their URL.
_IN_PROCESS: dict[str, Handler] = {}


class RequestError(Exception):
    """A request failed: a bad URL, the connection, the timeout, TLS or reading the answer.

    Python-only: Go's net/http returns plain `error` values (a *url.Error); this class names them.
    """


class RoundTripper(Protocol):
    """Python-only: what Go's http.RoundTripper does here, one POST of a JSON body."""

    def round_trip(self, url: str, body: bytes, timeout: int) -> tuple[int, bytes]:
        """POST body to url; the status code and, for a 200, the response body."""
        ...


@dataclass(slots=True)
class HTTPTransport:
    """What Go's http.Transport holds here: the TLS settings (None: plain defaults).

    Python-only: a RoundTripper over http.client.
    """

    tls_config: ssl.SSLContext | None = None
    server_name: str = ""

    def round_trip(self, url: str, body: bytes, timeout: int) -> tuple[int, bytes]:
        """POST body as JSON to url, within timeout (0: none); the status code and, for a 200,
        the response body. An extender served in this process answers without a socket."""
        parts = urllib.parse.urlsplit(url)
        if not parts.hostname:
            raise RequestError(f'Post "{url}": http: no Host in request URL')
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        handler = _IN_PROCESS.get(_origin(parts))
        if handler is not None:
            return handler(path, body)
        conn = self._connection(url, parts, timeout)
        try:
            try:
                conn.request("POST", path, body, {"Content-Type": "application/json"})
                resp = conn.getresponse()
            except TimeoutError as err:
                raise RequestError(
                    f'Post "{url}": context deadline exceeded '
                    "(Client.Timeout exceeded while awaiting headers)"
                ) from err
            except ConnectionRefusedError as err:
                address = f"{parts.hostname}:{parts.port or conn.default_port}"
                raise RequestError(
                    f'Post "{url}": dial tcp {address}: connect: connection refused'
                ) from err
            except (OSError, http.client.HTTPException) as err:
                raise RequestError(f'Post "{url}": {err}') from err
            if resp.status != http.HTTPStatus.OK:
                return resp.status, b""
            try:
                return resp.status, resp.read()
            except TimeoutError as err:
                raise RequestError(
                    "context deadline exceeded "
                    "(Client.Timeout or context cancellation while reading body)"
                ) from err
            except (OSError, http.client.HTTPException) as err:
                raise RequestError(str(err)) from err
        finally:
            conn.close()

    def _connection(
        self, url: str, parts: urllib.parse.SplitResult, timeout: int
    ) -> http.client.HTTPConnection:
        """A connection for the URL's scheme, with the timeout and this transport's TLS."""
        host = parts.hostname or ""
        seconds = gotime.seconds(timeout) or None
        if parts.scheme == "http":
            return http.client.HTTPConnection(host, parts.port, timeout=seconds)
        if parts.scheme == "https":
            context = self.tls_config or ssl.create_default_context()
            return _HTTPSConnection(host, parts.port, seconds, context, self.server_name or host)
        raise RequestError(f'Post "{url}": unsupported protocol scheme "{parts.scheme}"')


@dataclass(slots=True)
class Client:
    """What Go's http.Client holds here: a transport and a timeout (0: none).

    Python-only: the part of Go's http.Client that HTTPExtender uses.
    """

    transport: RoundTripper = field(default_factory=HTTPTransport)
    timeout: int = 0

    def do(self, url: str, body: bytes) -> tuple[int, bytes]:
        """POST body as JSON to url; the status code and, for a 200, the response body."""
        return self.transport.round_trip(url, body, self.timeout)


class _HTTPSConnection(http.client.HTTPSConnection):
    """An HTTPS connection that may check the certificate against another server name.

    Python-only: TLS with a configurable server name, as Go's tls.Config does.
    """

    def __init__(
        self,
        host: str,
        port: int | None,
        timeout: float | None,
        context: ssl.SSLContext,
        server_name: str,
    ) -> None:
        super().__init__(host, port, timeout=timeout, context=context)
        self._tls = context
        self._server_name = server_name

    def connect(self) -> None:
        """Open the TCP connection, then the TLS session for the configured server name."""
        http.client.HTTPConnection.connect(self)
        self.sock = self._tls.wrap_socket(self.sock, server_hostname=self._server_name)


def tls_config_for(c: schedulerapi.ExtenderTLSConfig) -> ssl.SSLContext | None:
    """The TLS context for these settings, or None when none of them asks for TLS changes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/transport/transport.go#L77-L208
    """
    has_ca = len(c.ca_data) > 0 or len(c.ca_file) > 0
    has_cert_auth = (len(c.cert_data) != 0 or len(c.cert_file) != 0) and (
        len(c.key_data) != 0 or len(c.key_file) != 0
    )
    if not (has_ca or has_cert_auth or c.insecure or len(c.server_name) > 0):
        return None
    if has_ca and c.insecure:
        raise RequestError(
            "specifying a root certificates file with the insecure flag is not allowed"
        )
    ca_data = _load_tls_files(c)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    if c.insecure:
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    try:
        if has_ca:
            context.load_verify_locations(cadata=ca_data.decode())
        else:
            context.load_default_certs()
    except (OSError, ValueError) as err:
        # Python: the reason after the colon is ssl's, not crypto/x509's.
        raise RequestError(f"unable to load root certificates: {err}") from err
    if has_cert_auth:
        if c.cert_data or c.key_data:
            # Python: ssl loads a client certificate only from files.
            raise RequestError("client certificate data (certData/keyData) is not supported")
        try:
            context.load_cert_chain(c.cert_file, c.key_file)
        except OSError as err:
            raise RequestError(str(err)) from err
    return context


def _load_tls_files(c: schedulerapi.ExtenderTLSConfig) -> bytes:
    """Read the CA, certificate and key files where no inline data is given, in Go's order and
    with os.ReadFile's messages; the CA's bytes.

    # Python: ssl reads the certificate and key again from their files.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/transport/transport.go#L213-L232
    """
    try:
        ca_data = c.ca_data or (goos.read_file(c.ca_file) if c.ca_file else b"")
        if not c.cert_data and c.cert_file:
            goos.read_file(c.cert_file)
        if not c.key_data and c.key_file:
            goos.read_file(c.key_file)
    except goos.PathError as err:
        raise RequestError(str(err)) from err
    return ca_data


@contextlib.contextmanager
def serve_in_process(url: str, handler: Handler) -> Iterator[None]:
    """While the block runs, requests to url's scheme, host and port go to handler, in this
    process and without a socket; url must not be served so already."""
    origin = _origin(urllib.parse.urlsplit(url))
    if origin in _IN_PROCESS:
        raise ValueError(f"{origin} is already served in this process")
    _IN_PROCESS[origin] = handler
    try:
        yield
    finally:
        del _IN_PROCESS[origin]


def _origin(parts: urllib.parse.SplitResult) -> str:
    """scheme://host:port of a URL (the port as written, or none)."""
    port = f":{parts.port}" if parts.port is not None else ""
    return f"{parts.scheme}://{parts.hostname}{port}"
