"""The daemon killed (SIGKILL, by its own test-only crash point) at each named point of a unit
of work, then started again: the work is done once in effect, and the invariants hold."""

import asyncio
import os
import time
from pathlib import Path

import pytest

from monitor.config.model import load_settings
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_alerts import make_due
from tests.acceptance.test_daemon import targets_on
from tests.helpers import rows
from tests.invariants import received_keys, violations
from tests.pageserver import Page, PageServer
from tests.yearsim import prepare

HTML = {"Content-Type": "text/html; charset=utf-8"}
# Short leases, so that a dead process's work is free again within seconds.
FAST = {"lease": "2s", "fetch_timeout": "1s"}


def crashing(point: str) -> dict[str, str]:
    return os.environ | {"MONITOR_CRASH_AT": point}


def once(daemons: list[DaemonProcess], config: Path, name: str, point: str = "") -> int:
    daemon = DaemonProcess(config, "--once", name=name, env=crashing(point) if point else None)
    daemons.append(daemon)
    return daemon.process.wait(60)


@pytest.mark.parametrize(
    "point", ["after_claim", "during_fetch", "after_fetch", "before_commit", "after_commit"]
)
def test_a_check_killed_at_any_point_is_recorded_once_after_a_restart(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend, point: str
) -> None:
    config = write_config(tmp_path, targets_on(pages, 3), **FAST)
    database = database_of(config)
    assert once(daemons, config, "killed", point) == -9
    time.sleep(2.2)  # the dead process's leases run out
    assert once(daemons, config, "again") == 0
    recorded = rows(
        database,
        "SELECT target_id, COUNT(*), MIN(status) FROM source_checks"
        " GROUP BY target_id ORDER BY target_id",
    )
    assert recorded == [(f"t{n}", 1, "baseline") for n in range(3)]
    assert violations(database) == []


def test_an_alert_killed_after_its_send_is_sent_again_under_its_key(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    channels = {"ops": {"type": "webhook", "url": pages.url("/hook")}}
    config = write_config(tmp_path, targets_on(pages, 3), channels=channels, **FAST)
    database = database_of(config)
    assert once(daemons, config, "baseline") == 0
    for n in range(3):
        pages.pages[f"/t{n}"] = Page(body=f"<p>plan {n}: ${n + 10}</p>".encode(), headers=HTML)
    make_due(config)
    assert once(daemons, config, "killed", "after_send") == -9
    time.sleep(2.2)
    assert once(daemons, config, "again") == 0
    keys = [headers["Idempotency-Key"] for _, headers, _ in pages.posts]
    assert len(set(keys)) == 3  # one key per change
    assert len(keys) == 4  # the first sent twice: before the kill, and after
    assert received_keys(pages.posts) == []
    assert violations(database, cadence=False) == []  # make_due moved the slots on purpose


def test_a_cleanup_batch_killed_after_its_deletes_ends_as_a_clean_run_does(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    """Two copies of three weeks of checks: one cleaned without a fault, one killed inside its
    first batch and run again. They end identical."""
    config = write_config(
        tmp_path, [], retention="7d", cleanup_batch_size=50, **FAST, digest={"channels": []}
    )
    database = database_of(config)
    asyncio.run(prepare(load_settings(config), targets=40, weeks=3, changing=0.2))
    twin_config = backend.copy(config, tmp_path / "twin")
    command = ("digest", "--period-end", "2026-08-16")
    clean = run_cli(*command, "--config", str(twin_config))
    assert clean.returncode == 0, clean.stderr
    killed = run_cli(*command, "--config", str(config), env=crashing("after_delete"))
    assert killed.returncode == -9
    time.sleep(2.2)
    again = run_cli(*command, "--config", str(config))
    assert again.returncode == 0, again.stderr
    for table in ("source_checks", "snapshots", "outbox", "check_attempts"):
        query = f"SELECT * FROM {table} ORDER BY 1"
        assert rows(database, query) == rows(database_of(twin_config), query), table
    assert violations(database) == []
