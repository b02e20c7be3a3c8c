"""Prometheus metrics and ``/healthz``, served from a thread on ``metrics_listen``.

The series come from prometheus-client. The gauges are set on the event loop from the
database every few seconds, so that a scrape never waits for the loop, and a wedged loop
shows in ``/healthz`` (its heartbeat stops) rather than in a scrape that hangs.
"""

import json
import socket
import threading
import time
from collections.abc import Callable, Iterable
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, make_wsgi_app

from monitor.service.health import Health
from monitor.store import Outcome, Signals

PREFIX = "pricing_monitor_"
Environ = dict[str, Any]
StartResponse = Callable[..., Any]


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.checks = Counter(
            PREFIX + "checks", "Checks committed, by status", ["status"], registry=r
        )
        self.fetch_seconds = Histogram(
            PREFIX + "fetch_duration_seconds",
            "Time to fetch and extract one page",
            buckets=(0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60),
            registry=r,
        )
        self.schedule_lag = Gauge(
            PREFIX + "schedule_lag_seconds", "How late due work is", registry=r
        )
        self.oldest_queued = Gauge(
            PREFIX + "oldest_queued_age_seconds", "Age of the oldest claimable work", registry=r
        )
        self.retries = Gauge(
            PREFIX + "retries",
            "Work waiting for a retry, by failure class",
            ["error_class"],
            registry=r,
        )
        self.quarantine_depth = Gauge(
            PREFIX + "quarantine_depth", "Unresolved quarantine entries", registry=r
        )
        self.queue_depth = Gauge(
            PREFIX + "queue_depth", "Slots proposed, not yet taken", registry=r
        )
        self.outbox_pending = Gauge(
            PREFIX + "outbox_pending", "Alerts and digests not yet delivered", registry=r
        )
        self.last_tick = Gauge(
            PREFIX + "last_tick_timestamp_seconds", "When the last tick finished", registry=r
        )
        self.targets_enabled = Gauge(PREFIX + "targets_enabled", "Targets checked", registry=r)

    def observe(self, outcome: Outcome) -> None:
        """One committed check."""
        self.checks.labels(status=outcome.status).inc()
        self.fetch_seconds.observe(outcome.duration_ms / 1000)

    def refresh(self, signals: Signals, targets: int, outbox: int, queue: int) -> None:
        self.schedule_lag.set(signals.schedule_lag_seconds)
        self.oldest_queued.set(signals.oldest_queued_age_seconds)
        self.retries.clear()  # a class no longer retrying must not keep its last count
        for error_class, count in signals.retries_by_class.items():
            self.retries.labels(error_class=error_class).set(count)
        self.quarantine_depth.set(signals.quarantine_depth)
        self.targets_enabled.set(targets)
        self.outbox_pending.set(outbox)
        self.queue_depth.set(queue)


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass  # every scrape would be a line on stdout, beside the JSON log


class _Server(ThreadingMixIn, WSGIServer):
    # A request per thread, none of which holds up a stop: an idle client must not block
    # /healthz or the daemon's exit.
    daemon_threads = True
    block_on_close = False
    timeout = 10


class _Server6(_Server):
    address_family = socket.AF_INET6


def serve(host: str, port: int, metrics: Metrics, health: Health) -> WSGIServer:
    """Serve ``/metrics`` and ``/healthz`` from daemon threads; ``shutdown()`` to stop.
    OSError when the address cannot be bound."""
    prometheus = make_wsgi_app(metrics.registry)

    def app(environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("PATH_INFO") == "/healthz":
            why = health.verdict(time.monotonic())
            status = "200 OK" if not why else "503 Service Unavailable"
            body = json.dumps({"healthy": not why, "reasons": why}).encode()
            start_response(status, [("Content-Type", "application/json")])
            return [body]
        result: Iterable[bytes] = prometheus(environ, start_response)
        return result

    server_class = _Server6 if ":" in host else _Server
    server: WSGIServer = make_server(host, port, app, server_class, _Quiet)
    threading.Thread(target=server.serve_forever, name="metrics", daemon=True).start()
    return server
