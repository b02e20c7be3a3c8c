"""A daemon killed with SIGKILL mid-fetch: `monitor status` shows its lease, held by a holder
whose heartbeat has stopped, and when it expires; the daemon that takes the slot over says
whose lease it took and when that one had run out."""

import json
import os
import time
from pathlib import Path

from monitor.schedule import iso
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import leases_held, start
from tests.helpers import rows
from tests.pageserver import Page, PageServer

# `status` and the second daemon run this much later than the kill, by the clock offset the
# chaos soak uses (monitor/faults.py): past the heartbeat's 30 s of silence, then past the
# lease, without a test that waits for either.
SILENT_MS = 31_000
LEASE = "1m"
LEASE_MS = 60_000


def later(ms: int) -> dict[str, str]:
    return os.environ | {"MONITOR_CLOCK_OFFSET_MS": str(ms)}


def heartbeat_id(config: Path) -> str:
    deadline = time.monotonic() + 10
    while not (found := rows(database_of(config), "SELECT id FROM daemons")):
        assert time.monotonic() < deadline, "no heartbeat"
        time.sleep(0.05)
    [(daemon_id,)] = found
    return str(daemon_id)


def test_a_killed_holders_lease_shows_as_dead_and_its_takeover_is_logged(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/acme"] = Page(delay=30)
    target = {"id": "acme", "url": pages.url("/acme"), "interval": "1h"}
    config = write_config(tmp_path, [target], lease=LEASE, fetch_timeout="60s")
    first = start(daemons, config, name="first")
    claimed = first.wait_for("check.claimed")
    holder = heartbeat_id(config)
    deadline = time.monotonic() + 10
    while pages.hits["/acme"] == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    first.kill()  # mid-fetch: nothing released
    [(expires,)] = rows(database_of(config), "SELECT lease_expires_at FROM monitor_targets")

    shown = run_cli("status", "--json", "--config", str(config), env=later(SILENT_MS))
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout)["leases"] == [
        {
            "target_id": "acme",
            "expires_at": iso(expires),
            "expired": False,
            "holder": holder,
            "holder_state": "silent",
            "holder_alive": False,
        }
    ]
    screen = run_cli("status", "--config", str(config), env=later(SILENT_MS))
    assert f"lease acme: expires {iso(expires)}; holder {holder} (silent, NOT ALIVE)" in (
        screen.stdout.splitlines()
    )
    expired = run_cli("status", "--json", "--config", str(config), env=later(LEASE_MS))
    [lease] = json.loads(expired.stdout)["leases"]
    assert lease["expired"] is True  # expired, not taken over yet

    pages.pages["/acme"] = Page()
    second = DaemonProcess(config, name="second", env=later(LEASE_MS + 1000))
    daemons.append(second)
    taken = second.wait_for("check.lease_taken_over")
    assert {
        key: taken[key] for key in ("target_id", "work_id", "expired_at", "previous_holder")
    } == {
        "target_id": "acme",
        "work_id": claimed["work_id"],
        "expired_at": iso(expires),
        "previous_holder": holder,
    }
    assert second.wait_for("check.committed")["work_id"] == claimed["work_id"]
    assert second.stop() == 0
    database = database_of(config)
    assert rows(database, "SELECT work_id, status FROM source_checks") == [
        (claimed["work_id"], "baseline")
    ]
    assert leases_held(database) == 0
