"""A real proxy on 127.0.0.1 for tests: HTTP (CONNECT, and absolute-form GET), the same over
TLS (an ``https://`` proxy, with the test certificate for 127.0.0.1) and SOCKS5 (no
authentication, or a username and password), relaying to servers on loopback only."""

import base64
import select
import socket
import ssl
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from socketserver import BaseRequestHandler, ThreadingTCPServer
from urllib.parse import urlsplit

import pytest

DATA = Path(__file__).parent / "data"


@contextmanager
def trusting_the_test_certificate() -> Iterator[None]:
    """SSL_CERT_FILE naming the test certificate, as an operator names a private CA's: a
    ``Fetcher`` made meanwhile trusts the ``https://`` proxy here (and nothing else)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SSL_CERT_FILE", str(DATA / "selfsigned.crt"))
        yield


@dataclass
class ProxyLog:
    """What the proxy was asked for: each destination as ``host:port``, and the credentials."""

    destinations: list[str] = field(default_factory=list)
    credentials: list[str] = field(default_factory=list)


class _Server(ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


class ProxyServer:
    """``kind`` is "http", "https" or "socks5"; ``refuse`` answers every request with a
    failure; ``credentials`` ("user:password") is required when set."""

    def __init__(
        self,
        kind: str,
        credentials: str | None = None,
        refuse: bool = False,
        host: str = "127.0.0.1",
    ) -> None:
        self.kind = kind
        self.log = ProxyLog()
        self._credentials = credentials
        self._refuse = refuse
        self._server = _Server((host, 0), self._handler())
        if kind == "https":  # the handshake in the handler's thread, not the accepting one
            tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            tls.load_cert_chain(DATA / "selfsigned.crt", DATA / "selfsigned.key")
            self._server.socket = tls.wrap_socket(
                self._server.socket, server_side=True, do_handshake_on_connect=False
            )
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    def url(self, userinfo: str = "") -> str:
        host = str(self._server.server_address[0])
        return f"{self.kind}://{userinfo + '@' if userinfo else ''}{host}:{self.port}"

    def start(self) -> "ProxyServer":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseRequestHandler]:
        proxy = self

        class Handler(BaseRequestHandler):
            def handle(self) -> None:
                try:
                    if proxy.kind == "socks5":
                        proxy._socks(self.request)
                    else:
                        if isinstance(self.request, ssl.SSLSocket):
                            self.request.do_handshake()
                        proxy._http(self.request)
                except (ConnectionError, OSError, struct.error):  # ssl.SSLError is an OSError
                    pass

        return Handler

    def _allowed(self, given: str) -> bool:
        self.log.credentials.append(given)
        return not self._refuse and (self._credentials is None or given == self._credentials)

    def _http(self, client: socket.socket) -> None:
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = client.recv(4096)
            if not chunk:
                return
            head += chunk
        header, rest = head.split(b"\r\n\r\n", 1)
        lines = header.decode("latin-1").split("\r\n")
        method, target, _ = lines[0].split(" ", 2)
        auth = next(
            (
                line.split(":", 1)[1].strip()
                for line in lines[1:]
                if line.lower().startswith("proxy-authorization:")
            ),
            "",
        )
        given = base64.b64decode(auth.split(" ", 1)[1]).decode() if " " in auth else ""
        if not self._allowed(given):
            client.sendall(
                b"HTTP/1.1 407 Proxy Authentication Required\r\n"
                b"Content-Length: 0\r\nConnection: close\r\n\r\n"
            )
            return
        if method == "CONNECT":
            host, port = target.rsplit(":", 1)
            upstream = self._dial(host, int(port))
            client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
        else:
            parts = urlsplit(target)
            upstream = self._dial(parts.hostname or "", parts.port or 80)
            path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
            kept = [line for line in lines[1:] if not line.lower().startswith("proxy-")]
            request = "\r\n".join([f"{method} {path} HTTP/1.1", *kept]) + "\r\n\r\n"
            upstream.sendall(request.encode("latin-1") + rest)
        _relay(client, upstream)

    def _socks(self, client: socket.socket) -> None:
        _, count = client.recv(2)
        methods = client.recv(count)
        if self._credentials is not None or self._refuse:
            if 2 not in methods:
                client.sendall(b"\x05\xff")
                return
            client.sendall(b"\x05\x02")
            _, length = client.recv(2)
            user = client.recv(length).decode()
            (length,) = client.recv(1)
            password = client.recv(length).decode()
            if not self._allowed(f"{user}:{password}"):
                client.sendall(b"\x01\x01")
                return
            client.sendall(b"\x01\x00")
        else:
            self.log.credentials.append("")
            client.sendall(b"\x05\x00")
        _, _, _, kind = client.recv(4)
        if kind == 3:
            (length,) = client.recv(1)
            host = client.recv(length).decode()
        elif kind == 1:
            host = socket.inet_ntoa(client.recv(4))
        else:
            host = socket.inet_ntop(socket.AF_INET6, client.recv(16))
        (port,) = struct.unpack("!H", client.recv(2))
        upstream = self._dial(host, port)
        client.sendall(b"\x05\x00\x00\x01" + socket.inet_aton("127.0.0.1") + struct.pack("!H", 0))
        _relay(client, upstream)

    def _dial(self, host: str, port: int) -> socket.socket:
        self.log.destinations.append(f"{host}:{port}")
        if host not in ("127.0.0.1", "localhost"):  # never a packet off this machine
            raise ConnectionRefusedError(host)
        return socket.create_connection(("127.0.0.1", port), timeout=10)


def _relay(one: socket.socket, other: socket.socket) -> None:
    with other:
        while True:
            # What TLS has decrypted already is no longer the socket's to signal.
            ready: list[socket.socket] = [
                s for s in (one, other) if isinstance(s, ssl.SSLSocket) and s.pending()
            ]
            ready = ready or select.select([one, other], [], [], 10)[0]
            if not ready:
                return
            for sock in ready:
                data = sock.recv(65536)
                if not data:
                    return
                (other if sock is one else one).sendall(data)
