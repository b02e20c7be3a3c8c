"""The health rule, the systemd notifier and the unit file, each on its own."""

import os
import re
import shutil
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from monitor.service.health import MAX_BEAT_AGE, Health
from monitor.service.systemd import Notifier

SYSTEMD = Path(__file__).parents[2] / "systemd"


@pytest.mark.parametrize(
    ("now", "last_tick", "last_beat", "reasons"),
    [
        (10.0, None, 10.0, []),  # the first tick is young
        (100.0, 95.0, 100.0, []),
        (121.0, None, 121.0, ["no tick progress since start 121s ago; tick_interval is 60s"]),
        (200.0, 70.0, 200.0, ["last tick progress 130s ago; tick_interval is 60s"]),
        (100.0, 95.0, 100.0 - MAX_BEAT_AGE - 1, ["the event loop has not answered for 11s"]),
    ],
)
def test_the_schedule_is_healthy_while_the_loop_beats_and_ticks_finish(
    now: float, last_tick: float | None, last_beat: float, reasons: list[str]
) -> None:
    health = Health(tick_interval=60.0, started=0.0, last_tick=last_tick, last_beat=last_beat)
    assert health.verdict(now) == reasons


@pytest.mark.parametrize(
    ("interval", "now", "reasons"),
    [
        (60.0, 1000.0, []),  # the same interval: nothing owed anew
        (3600.0, 1000.0, []),  # longer: the last tick, 100s ago, is in time
        (10.0, 1000.0, []),  # shorter: the last tick (100s ago) is not judged by it
        (10.0, 1019.0, []),
        (
            10.0,
            1021.0,
            ["no tick progress since tick_interval changed 21s ago; tick_interval is 10s"],
        ),
    ],
)
def test_a_reload_changing_the_interval_owes_its_first_tick_from_the_reload(
    interval: float, now: float, reasons: list[str]
) -> None:
    health = Health(tick_interval=60.0, started=0.0, last_tick=900.0, last_beat=now)
    health.retime(interval, 1000.0)
    assert health.verdict(now) == reasons
    health.tick_progressed(now)  # the rule is the new interval's, counted from its ticks
    health.beat(now + 2 * interval)
    assert health.verdict(now + 2 * interval) == []


def test_a_database_refusing_work_is_unhealthy_from_its_first_refusal_until_it_recovers() -> None:
    health = Health(tick_interval=60.0, started=0.0, last_tick=95.0, last_beat=100.0)
    health.database_failed("database_unreachable: connection refused", 90.0)
    health.database_failed("database_unreachable: timed out", 99.0)  # the same outage
    assert health.verdict(100.0) == [
        "the database refuses work for 10s: database_unreachable: timed out"
    ]
    health.database_recovered()
    assert health.verdict(100.0) == []


def test_notifications_reach_an_abstract_socket_and_nothing_breaks_without_one() -> None:
    name = f"pricing-monitor-test-{os.getpid()}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as listening:
        listening.bind("\0" + name)
        notifier = Notifier({"NOTIFY_SOCKET": "@" + name, "WATCHDOG_USEC": "30000000"})
        notifier.notify("READY=1", "STATUS=ok")
        assert listening.recv(100) == b"READY=1\nSTATUS=ok"
    assert notifier.watchdog_seconds == 30.0
    Notifier({}).notify("READY=1")  # not under systemd: nothing to do, nothing raised


def test_the_watchdog_is_for_the_process_systemd_named() -> None:
    other = {"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": str(os.getpid() + 1)}
    assert Notifier(other).watchdog_seconds is None
    assert Notifier(other | {"WATCHDOG_PID": str(os.getpid())}).watchdog_seconds == 30.0


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
@pytest.mark.parametrize("name", ["pricing-monitor.service", "pricing-monitor-web.service"])
def test_the_unit_verifies_and_is_sandboxed(tmp_path: Path, name: str) -> None:
    # verify insists the ExecStart binary exists: point it at this venv's.
    unit = tmp_path / name
    monitor = Path(sys.executable).parent / "monitor"
    unit.write_text(
        (SYSTEMD / name).read_text().replace("/opt/pricing-monitor/bin/monitor", str(monitor))
    )
    verified = subprocess.run(
        ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, check=False
    )
    assert (verified.returncode, verified.stdout + verified.stderr) == (0, "")
    security = subprocess.run(
        ["systemd-analyze", "security", "--offline=yes", str(unit)],
        capture_output=True,
        text=True,
        check=False,
    )
    found = re.search(r"Overall exposure level for \S+: ([0-9.]+) (\w+)", security.stdout)
    assert found is not None, security.stdout + security.stderr
    assert (float(found[1]) <= 2.0, found[2]) == (True, "OK")


def test_a_full_notification_socket_never_blocks() -> None:
    name = f"pricing-monitor-full-{os.getpid()}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as never_read:
        never_read.bind("\0" + name)
        notifier = Notifier({"NOTIFY_SOCKET": "@" + name})

        def flood() -> None:  # far past the receiver's queue
            for _ in range(200):
                notifier.notify("WATCHDOG=1")

        sender = threading.Thread(target=flood, daemon=True)
        sender.start()
        sender.join(5)
        assert not sender.is_alive()
