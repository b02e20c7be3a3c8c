"""The soak's page server and webhook receiver on 127.0.0.1: pricing pages that answer late,
fail (503, 429, a reset half-way through the body, no answer within the fetch timeout) and
change price; a receiver that records every alert before answering it, and sometimes fails."""

import random
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler

from tests.pageserver import QuietServer, reset


@dataclass(kw_only=True)
class Faults:
    """Chances per request, checked in this order; the rest are answered after ``latency``."""

    unavailable: float = 0.04  # 503
    throttled: float = 0.02  # 429 with Retry-After: 1
    reset: float = 0.02  # the connection reset after a third of the body
    hang: float = 0.02  # no answer until after the daemon's fetch timeout
    latency: float = 0.15  # at most, in seconds
    hook_error: float = 0.05  # the receiver answers 500 (after recording the alert)
    down: float = 0.85  # /flaky/N answers 503: most slots run out of attempts
    audit_error: float = 0.6  # the "audit" channel's 500s: some alerts run out of attempts
    broken: bool = True  # /mended/N answers 404: every slot quarantined, for a replay to mend


CALM = Faults(
    unavailable=0,
    throttled=0,
    reset=0,
    hang=0,
    latency=0.01,
    hook_error=0,
    down=0,
    audit_error=0,
    broken=False,
)


@dataclass
class Received:
    """What the receiver got: every POST, and the keys it answered 2xx."""

    posts: list[tuple[str, dict[str, str], bytes]] = field(default_factory=list)
    accepted: set[str] = field(default_factory=set)


def page(target: int, version: int) -> bytes:
    """About 2 KB of pricing page; its prices depend on the version."""
    plans = "".join(
        f"<div class='plan'><h2>Plan {n}</h2><p>${9 + n * 10 + version}/month</p>"
        f"<ul>{'<li>Feature</li>' * 8}</ul></div>"
        for n in range(4)
    )
    return f"<html><body><h1>Pricing {target}</h1>{plans}</body></html>".encode()


class ChaosServer:
    """``GET /p/N`` is target N's page at ``versions[N]``; ``GET /gone/N`` is always 404;
    ``GET /flaky/N`` mostly 503 while faults are on, ``GET /mended/N`` 404 until they are
    off; ``POST /hook/NAME`` is a webhook channel."""

    def __init__(self, seed: int, targets: int, hang_seconds: float) -> None:
        self.faults = Faults()
        self.versions = [0] * targets
        self.received = Received()
        self.requests = 0
        self.hang_seconds = hang_seconds
        self.lock = threading.Lock()
        self._random = random.Random(seed)
        self._server = _Server(self)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}{path}"

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def draw(self) -> float:
        with self.lock:
            return self._random.random()

    def fault(self) -> str:
        """The fault a page request meets, if any: a name from ``Faults``, or "" for none."""
        with self.lock:
            self.requests += 1
        draw = self.draw()
        for name in ("unavailable", "throttled", "reset", "hang"):
            draw -= getattr(self.faults, name)
            if draw < 0:
                return name
        return ""


class _Server(QuietServer):
    def __init__(self, chaos: ChaosServer) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.chaos = chaos


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        chaos = self.server.chaos
        kind, _, number = self.path.strip("/").partition("/")
        if kind == "gone":
            return self._answer(404, b"gone")
        if kind == "mended" and chaos.faults.broken:
            return self._answer(404, b"not yet")
        if kind in ("flaky", "mended"):
            if chaos.draw() < chaos.faults.down:
                return self._answer(503, b"down")
            body = page(10_000 + int(number), 0)
            return self._answer(200, body, {"Content-Type": "text/html; charset=utf-8"})
        body = page(int(number), chaos.versions[int(number)])
        fault = chaos.fault()
        if fault == "unavailable":
            return self._answer(503, b"busy")
        if fault == "throttled":
            return self._answer(429, b"slow down", {"Retry-After": "1"})
        if fault == "reset":
            return self._reset(body)
        time.sleep(chaos.hang_seconds if fault == "hang" else chaos.faults.latency * chaos.draw())
        self._answer(200, body, {"Content-Type": "text/html; charset=utf-8"})

    def do_POST(self) -> None:
        chaos = self.server.chaos
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if len(body) < int(self.headers.get("Content-Length", 0)):
            return  # the sender was killed mid-request: nothing was received
        with chaos.lock:
            chaos.received.posts.append((self.path, dict(self.headers), body))
        faults = chaos.faults
        if chaos.draw() < (faults.audit_error if self.path == "/hook/audit" else faults.hook_error):
            return self._answer(500, b"oops")
        with chaos.lock:
            chaos.received.accepted.add(self.headers.get("Idempotency-Key", ""))
        self._answer(204, b"")

    def _answer(self, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        for name, value in {"Content-Length": str(len(body)), **(headers or {})}.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def _reset(self, body: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body[: len(body) // 3])
        self.wfile.flush()
        reset(self)
