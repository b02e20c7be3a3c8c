"""The daemon as systemd sees it, through a real AF_UNIX datagram socket as NOTIFY_SOCKET,
and as Prometheus and a health check see it, over HTTP on 127.0.0.1."""

import json
import os
import re
import signal
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.acceptance.backend import Backend, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import targets_on
from tests.pageserver import PageServer


class Systemd:
    """The notification socket systemd would hold: every datagram the daemon sends."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self._sock.bind(str(path))
        self._sock.settimeout(0.2)
        self.heard: list[str] = []

    def listen(self, seconds: float) -> list[str]:
        """What arrives in the next ``seconds``, one entry per line."""
        deadline = time.monotonic() + seconds
        new: list[str] = []
        while time.monotonic() < deadline:
            try:
                new += self._sock.recv(4096).decode().splitlines()
            except TimeoutError:
                continue
        self.heard += new
        return new

    def wait_for(self, line: str, seconds: float = 20) -> None:
        deadline = time.monotonic() + seconds
        while line not in self.heard and time.monotonic() < deadline:
            self.listen(0.2)
        assert line in self.heard, self.heard

    def close(self) -> None:
        self._sock.close()


@pytest.fixture
def systemd(tmp_path: Path) -> Iterator[Systemd]:
    listening = Systemd(tmp_path / "notify.sock")
    yield listening
    listening.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def scrape(
    port: int, until: Callable[[dict[str, str]], bool], seconds: float = 30
) -> dict[str, str]:
    """The series and their values, once ``until`` holds (the gauges are refreshed every
    few seconds from the database)."""
    deadline = time.monotonic() + seconds
    while True:
        status, body = get(f"http://127.0.0.1:{port}/metrics")
        assert status == 200
        values = dict(
            line.rsplit(" ", 1) for line in body.splitlines() if line.startswith("pricing_monitor_")
        )
        if until(values) or time.monotonic() > deadline:
            return values
        time.sleep(0.5)


def status_of(config: Path) -> dict[str, Any]:
    shown = run_cli("status", "--json", "--config", str(config))
    assert shown.returncode == 0, shown.stderr
    report: dict[str, Any] = json.loads(shown.stdout)
    return report


def under_systemd(systemd: Systemd, watchdog_usec: int = 1_000_000) -> dict[str, str]:
    return os.environ | {"NOTIFY_SOCKET": str(systemd.path), "WATCHDOG_USEC": str(watchdog_usec)}


def test_systemd_hears_ready_a_fed_watchdog_and_stopping_and_metrics_are_served(
    tmp_path: Path,
    pages: PageServer,
    daemons: list[DaemonProcess],
    systemd: Systemd,
    backend: Backend,
) -> None:
    port = free_port()
    config = write_config(tmp_path, targets_on(pages, 3), metrics_listen=f"127.0.0.1:{port}")
    daemon = DaemonProcess(config, env=under_systemd(systemd))
    daemons.append(daemon)
    systemd.wait_for("READY=1")
    with socket.create_connection(("127.0.0.1", port)):  # a client that never asks
        daemon.wait_for("tick.finished")
        daemon.wait_for("check.committed", lambda e: e["target_id"] == "t2")
        assert systemd.listen(2.5).count("WATCHDOG=1") >= 3  # every half second, as asked
        status, body = get(f"http://127.0.0.1:{port}/healthz")
        assert (status, json.loads(body)) == (200, {"healthy": True, "reasons": []})
        # The gauges are read every few seconds: the first reading, before the first tick
        # finished, also says the queue is empty.
        values = scrape(
            port,
            until=lambda v: (
                v.get("pricing_monitor_queue_depth") == "0.0"
                and v.get("pricing_monitor_last_tick_timestamp_seconds", "0.0") != "0.0"
            ),
        )
        assert values['pricing_monitor_checks_total{status="baseline"}'] == "3.0"
        assert values["pricing_monitor_fetch_duration_seconds_count"] == "3.0"
        for series in (
            "schedule_lag_seconds",
            "oldest_queued_age_seconds",
            "quarantine_depth",
            "queue_depth",
            "outbox_pending",
            "targets_enabled",
            "last_tick_timestamp_seconds",
        ):
            assert f"pricing_monitor_{series}" in values, series
        assert float(values["pricing_monitor_targets_enabled"]) == 3
        assert float(values["pricing_monitor_quarantine_depth"]) == 0
        assert abs(float(values["pricing_monitor_last_tick_timestamp_seconds"]) - time.time()) < 60
        systemd.listen(0.5)
        assert "STATUS=3 targets, 0 due, 0 quarantined, 0 alerts pending" in systemd.heard
        [alive] = status_of(config)["daemons"]
        assert (alive["state"], alive["healthy"], alive["queue_depth"]) == ("running", True, 0)
        assert alive["last_tick_at"] is not None
        screen = run_cli("status", "--config", str(config)).stdout.splitlines()
        assert screen[1] == "health: ok"
        assert screen[2].startswith(f"daemon {alive['id']}: healthy; last tick ")
        assert "last status: 3 baseline" in screen
        # What arrived while the commands ran: a socket nobody reads fills up with watchdog pings
        # (the kernel queues a few datagrams), and the daemon's RELOADING=1 would find it full.
        systemd.listen(0.3)
        daemon.signal(signal.SIGHUP)
        systemd.wait_for("RELOADING=1")
        stopping = time.monotonic()
        assert daemon.stop() == 0
        assert time.monotonic() - stopping < 10  # the idle client held up nothing
    systemd.listen(0.3)
    assert "STOPPING=1" in systemd.heard
    assert status_of(config)["daemons"][0]["state"] == "stopped"
    assert systemd.heard.index("STOPPING=1") > systemd.heard.index("RELOADING=1")


def test_a_wedged_scheduler_starves_the_watchdog_and_fails_healthz(
    tmp_path: Path,
    pages: PageServer,
    daemons: list[DaemonProcess],
    systemd: Systemd,
    backend: Backend,
) -> None:
    """Hung pages hold the only consumer and fill the queue, so the tick never finishes."""
    port = free_port()
    hung = targets_on(pages, 10, delay=60)
    config = write_config(
        tmp_path,
        hung,
        metrics_listen=f"127.0.0.1:{port}",
        concurrency=1,
        tick_interval="2s",
        fetch_timeout="60s",
        shutdown_grace="1s",
        per_host_concurrency=1,
    )
    daemon = DaemonProcess(config, env=under_systemd(systemd))
    daemons.append(daemon)
    systemd.wait_for("READY=1")
    assert "WATCHDOG=1" in systemd.listen(2.0)  # healthy while the first tick is young
    time.sleep(3)  # past twice the tick interval, the tick still waiting for queue room
    systemd.listen(0.3)  # what was sent meanwhile
    assert systemd.listen(2.0).count("WATCHDOG=1") == 0
    status, body = get(f"http://127.0.0.1:{port}/healthz")
    assert status == 503
    [reason] = json.loads(body)["reasons"]
    assert re.match(r"last tick progress \d+s ago; tick_interval is 2s", reason), reason
    daemon.wait_for("watchdog.withheld")
    deadline = time.monotonic() + 15
    while status_of(config)["daemons"][0]["healthy"] and time.monotonic() < deadline:
        time.sleep(0.5)
    [wedged] = status_of(config)["daemons"]
    assert (wedged["state"], wedged["healthy"]) == ("running", False)
    assert wedged["reasons"][0].startswith("last tick progress")
    assert daemon.stop() == 0


def test_a_metrics_address_in_use_is_one_line_before_anything_starts(
    tmp_path: Path, pages: PageServer
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        config = write_config(tmp_path, targets_on(pages, 1), metrics_listen=f"127.0.0.1:{port}")
        refused = run_cli("run", "--config", str(config))
    assert refused.returncode == 1
    assert refused.stderr.splitlines()[-1] == (
        f"monitor: metrics_listen 127.0.0.1:{port}: Address already in use"
    )
    assert "daemon.started" not in refused.stdout
    assert "never awaited" not in refused.stderr


@pytest.mark.skipif(not socket.has_ipv6, reason="no IPv6 here")
def test_metrics_listen_takes_an_ipv6_address(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
            port = probe.getsockname()[1]
    except OSError:
        pytest.skip("no IPv6 loopback here")
    config = write_config(tmp_path, targets_on(pages, 1), metrics_listen=f"[::1]:{port}")
    daemon = DaemonProcess(config)
    daemons.append(daemon)
    daemon.wait_for("metrics.listening")
    assert get(f"http://[::1]:{port}/healthz")[0] == 200
    assert daemon.stop() == 0
