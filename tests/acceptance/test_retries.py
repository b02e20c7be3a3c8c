"""Transient failures wait and retry, durably; permanent and exhausted ones are quarantined."""

import json
import time
from pathlib import Path

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import one_target, start
from tests.helpers import rows
from tests.pageserver import Page, PageServer

FAST_RETRIES = {"retry_base_delay": "1s", "retry_max_delay": "2s", "tick_interval": "1h"}


def checks(config: Path) -> list[tuple[object, ...]]:
    return rows(
        database_of(config),
        "SELECT status, attempt_count, error_class FROM source_checks",
    )


def quarantined(config: Path) -> list[tuple[object, ...]]:
    return rows(
        database_of(config),
        "SELECT reason, error_class, http_status FROM quarantine WHERE resolved_at IS NULL",
    )


def test_three_503s_then_a_200_make_one_row_of_four_attempts(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(tmp_path, pages, "acme", Page(), **FAST_RETRIES)
    pages.first["/acme"] = [Page(body=b"busy", status=503) for _ in range(3)]
    daemon = start(daemons, config)
    daemon.wait_for("check.committed", timeout=30)  # woken by each retry, not by the tick
    assert daemon.stop() == 0
    assert pages.hits["/acme"] == 4
    assert checks(config) == [("baseline", 4, None)]
    assert quarantined(config) == []
    assert len(daemon.named("check.retry_scheduled")) == 3


def test_503_forever_is_fetched_max_attempts_times_then_quarantined(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(tmp_path, pages, "acme", Page(body=b"down", status=503), **FAST_RETRIES)
    daemon = start(daemons, config)
    daemon.wait_for("check.quarantined", timeout=40)
    time.sleep(1.5)  # long enough for a sixth fetch, were one to come
    assert daemon.stop() == 0
    assert pages.hits["/acme"] == 5
    assert checks(config) == [("failed", 5, "http_503")]
    assert quarantined(config) == [("exhausted", "http_503", 503)]
    # The target goes on being monitored: its next slot is one interval later, no retry held.
    [(next_check_at, scheduled_for, retry_at)] = rows(
        database_of(config),
        "SELECT t.next_check_at, c.scheduled_for, t.retry_at"
        " FROM monitor_targets t JOIN source_checks c ON c.target_id = t.id",
    )
    assert (next_check_at - scheduled_for, retry_at) == (3_600_000, None)
    attempts = rows(database_of(config), "SELECT attempt FROM check_attempts ORDER BY attempt")
    assert attempts == [(1,), (2,), (3,), (4,), (5,)]


def test_a_404_is_quarantined_at_once_and_never_retried(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(tmp_path, pages, "gone", Page(body=b"no", status=404), **FAST_RETRIES)
    daemon = start(daemons, config)
    daemon.wait_for("check.quarantined")
    time.sleep(2)
    assert daemon.stop() == 0
    assert pages.hits["/gone"] == 1
    assert quarantined(config) == [("permanent", "http_404", 404)]
    assert not daemon.named("check.retry_scheduled")


def test_a_restart_in_the_middle_of_a_backoff_waits_for_the_retry_time(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(tmp_path, pages, "acme", Page(), **FAST_RETRIES)
    pages.first["/acme"] = [Page(body=b"", status=429, headers={"Retry-After": "4"})]
    first = start(daemons, config, name="first")
    first.wait_for("check.retry_scheduled")
    assert first.stop() == 0
    second = start(daemons, config, name="second")
    second.wait_for("check.committed", timeout=20)
    assert second.stop() == 0
    refused, served = pages.hit_times["/acme"]
    assert served - refused >= 4  # Retry-After (4 s) outweighs the 1 s backoff, across processes
    assert checks(config) == [("baseline", 2, None)]


def test_run_once_never_waits_for_a_backoff(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    # A backoff long enough that a slow second start still finds it running.
    config = one_target(
        tmp_path,
        pages,
        "acme",
        Page(),
        retry_base_delay="1m",
        retry_max_delay="2m",
        tick_interval="1h",
    )
    pages.first["/acme"] = [Page(body=b"", status=503)]
    started = time.monotonic()
    assert start(daemons, config, "--once").process.wait(30) == 0
    again = start(daemons, config, "--once", name="again")
    assert again.process.wait(30) == 0
    assert again.wait_for("tick.finished")["due"] == 0  # still backing off: left for later
    # Waiting out the backoff (a minute, jittered to half of it at least) would take 30 s.
    assert time.monotonic() - started < 30
    assert pages.hits["/acme"] == 1
    assert checks(config) == [("failed", 1, "http_503")]


def test_status_and_every_tick_show_the_four_operator_signals(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/busy"] = Page(body=b"", status=503)
    pages.pages["/gone"] = Page(body=b"", status=404)
    # A backoff that `monitor status` surely starts within: one of a second (half to all of
    # it) could be over by then, the 503 due again rather than waiting for its retry.
    config = write_config(
        tmp_path,
        [{"id": t, "url": pages.url(f"/{t}"), "interval": "1h"} for t in ("busy", "gone")],
        retry_base_delay="1m",
        retry_max_delay="2m",
        tick_interval="1h",
    )
    once = start(daemons, config, "--once")
    assert once.process.wait(30) == 0
    finished = once.wait_for("tick.finished")
    assert {
        "schedule_lag_seconds",
        "oldest_queued_age_seconds",
        "retries_by_class",
        "quarantine_depth",
    } <= finished.keys()
    status = run_cli("status", "--json", "--config", str(config))
    assert status.returncode == 0, status.stderr
    report = json.loads(status.stdout)
    assert report["quarantine_depth"] == 1  # the 404
    assert report["retries_by_class"] == {"http_503": 1}  # the 503, waiting for its retry
    assert report["schedule_lag_seconds"] > 0  # its slot is due and not done
    assert report["oldest_queued_age_seconds"] == 0  # but nothing may be claimed right now
    human = run_cli("status", "--config", str(config)).stdout
    assert "quarantine_depth=1" in human
