"""A real HTTP server on 127.0.0.1 whose pages misbehave on demand, for tests."""

import socket
import ssl
import struct
import sys
import threading
import time
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from io import BufferedIOBase
from typing import Any

MIB = 1024 * 1024
GIB = 1024 * MIB


@dataclass(kw_only=True)
class Page:
    body: bytes = b"<html><p>Pro: $10/month</p></html>"
    status: int = 200
    delay: float = 0.0
    trickle: float = 0.0  # seconds between body bytes
    chunked: bool = False
    until_close: bool = False
    """No Content-Length and not chunked: the body ends when the connection closes (written in
    one piece, without a copy, so a test measuring memory sees none of the server's)."""
    reset_after: int | None = None
    """Send this many bytes of the body, then reset the connection (RST, not FIN)."""
    headers: dict[str, str] = field(default_factory=dict)
    etag: str | None = None
    """Sent as ETag; a request whose If-None-Match names it is answered 304 without a body."""


class QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client killed or timed out mid-request is what these tests do; anything else is
        printed as usual."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class PageServer:
    """Serves ``pages[path]``; counts requests per path and the most in flight at once."""

    def __init__(self, tls: ssl.SSLContext | None = None) -> None:
        self.pages: dict[str, Page] = {}
        # Served first, one per request, before pages[path]: "503 three times, then 200".
        self.first: dict[str, list[Page]] = {}
        self.hits: Counter[str] = Counter()
        self.hit_times: dict[str, list[float]] = {}
        self.request_headers: list[dict[str, str]] = []
        self.not_modified = 0
        # Every POST (a webhook delivery): path, headers, body. Answered like a GET of the path.
        self.posts: list[tuple[str, dict[str, str], bytes]] = []
        # Called with each POST's path once it is recorded, before it is answered.
        self.on_post: Callable[[str], None] | None = None
        self.max_in_flight = 0
        self._in_flight = 0
        self._lock = threading.Lock()
        self._server = QuietServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._scheme = "http"
        if tls is not None:
            self._server.socket = tls.wrap_socket(self._server.socket, server_side=True)
            self._scheme = "https"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"{self._scheme}://127.0.0.1:{self._server.server_address[1]}"

    def url(self, path: str) -> str:
        return self.base_url + path

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _enter(self, path: str, headers: dict[str, str]) -> Page | None:
        with self._lock:
            self.hits[path] += 1
            self.hit_times.setdefault(path, []).append(time.time())
            self.request_headers.append(headers)
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)
            queued = self.first.get(path)
            return queued.pop(0) if queued else self.pages.get(path)

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if len(body) < int(self.headers.get("Content-Length") or 0):
                    return  # the sender was killed mid-request: nothing was received
                with server._lock:
                    server.posts.append((self.path, dict(self.headers), body))
                if server.on_post is not None:
                    server.on_post(self.path)
                self._answer(Page(body=b"", status=200))

            def do_GET(self) -> None:
                self._answer(Page(body=b"not found", status=404))

            def _answer(self, missing: Page) -> None:
                page = server._enter(self.path, dict(self.headers))
                if page is not None and page.etag and self.headers["If-None-Match"] == page.etag:
                    with server._lock:
                        server.not_modified += 1
                    page = Page(body=b"", status=304, etag=page.etag)
                try:
                    _serve(self, page or missing)
                except (BrokenPipeError, ConnectionResetError):
                    pass
                finally:
                    server._leave()

            def log_message(self, format: str, *args: object) -> None:
                pass

        return Handler


def _serve(handler: BaseHTTPRequestHandler, page: Page) -> None:
    time.sleep(page.delay)
    handler.send_response(page.status)
    for name, value in page.headers.items():
        handler.send_header(name, value)
    if page.etag:
        handler.send_header("ETag", page.etag)
    if page.status == 304:
        handler.end_headers()
        return
    if page.chunked:
        handler.send_header("Transfer-Encoding", "chunked")
    elif page.until_close:
        handler.send_header("Connection", "close")
        handler.close_connection = True
    else:
        handler.send_header("Content-Length", str(len(page.body)))
    handler.end_headers()
    if page.reset_after is not None:
        handler.wfile.write(page.body[: page.reset_after])
        handler.wfile.flush()
        reset(handler)
        return
    _write_body(handler.wfile, page)


def reset(handler: BaseHTTPRequestHandler) -> None:
    """Close the request's connection with RST: linger 0 makes close send RST instead of FIN."""
    handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    handler.connection.close()
    handler.close_connection = True


def _write_body(out: BufferedIOBase, page: Page) -> None:
    if page.chunked:
        for start in range(0, len(page.body), 4096):
            chunk = page.body[start : start + 4096]
            out.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        out.write(b"0\r\n\r\n")
    elif page.trickle:
        for byte in page.body:
            out.write(bytes([byte]))
            out.flush()
            time.sleep(page.trickle)
    else:
        out.write(page.body)


def bomb(expanded: int, wbits: int = zlib.MAX_WBITS | 16) -> bytes:
    """``expanded`` bytes of zeros, compressed about 1000:1 (gzip by default). Built from one
    block repeated: after a full flush every 1 MiB block of zeros compresses to the same
    bytes, so a 10 GiB bomb takes no time to make. It never ends: nobody reads that far."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, wbits)
    block = b"\0" * MIB
    first = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
    repeated = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
    return first + repeated * (expanded // MIB - 1)
