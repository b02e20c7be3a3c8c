"""The daemon as a real process on a real database (SQLite's file or PostgreSQL), against pages
on 127.0.0.1."""

import json
import signal
import time
from pathlib import Path

import pytest

from monitor.config.fields import PostgresURL
from tests.acceptance.backend import NO_SCHEMA_YET, Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.helpers import rows, write_targets
from tests.pageserver import Page, PageServer


def targets_on(
    pages: PageServer, count: int, prefix: str = "t", delay: float = 0
) -> list[dict[str, object]]:
    for n in range(count):
        pages.pages[f"/{prefix}{n}"] = Page(body=f"<p>plan {n}: ${n}</p>".encode(), delay=delay)
    return [
        {"id": f"{prefix}{n}", "url": pages.url(f"/{prefix}{n}"), "interval": "1h"}
        for n in range(count)
    ]


def one_target(
    tmp_path: Path, pages: PageServer, target_id: str, page: Page, **settings: str
) -> Path:
    """Serve ``page`` and write a config that checks it hourly."""
    pages.pages[f"/{target_id}"] = page
    target = {"id": target_id, "url": pages.url(f"/{target_id}"), "interval": "1h"}
    return write_config(tmp_path, [target], **settings)


def checks_recorded(database: Path | PostgresURL) -> int:
    """Rows in source_checks, 0 while the daemons are still creating the schema."""
    try:
        return int(rows(database, "SELECT COUNT(*) FROM source_checks")[0][0])
    except NO_SCHEMA_YET:
        return 0


def leases_held(database: Path | PostgresURL) -> int:
    try:
        found = rows(database, "SELECT COUNT(*) FROM monitor_targets WHERE lease_token IS NOT NULL")
    except NO_SCHEMA_YET:  # stopped before it created the schema
        return 0
    return int(found[0][0])


def start(
    daemons: list[DaemonProcess], config: Path, *extra: str, name: str = "daemon"
) -> DaemonProcess:
    daemon = DaemonProcess(config, *extra, name=name)
    daemons.append(daemon)
    return daemon


def test_run_once_checks_every_due_target_and_exits_zero(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = write_config(tmp_path, targets_on(pages, 25), per_host_concurrency=4)
    daemon = start(daemons, config, "--once")
    assert daemon.process.wait(60) == 0
    finished = daemon.wait_for("tick.finished")
    assert (finished["due"], finished["enqueued"]) == (25, 25)
    assert len(daemon.named("check.committed")) == 25
    assert rows(
        database_of(config), "SELECT status, COUNT(*) FROM source_checks GROUP BY status"
    ) == [("baseline", 25)]
    # A second run finds nothing due: the schedule moved on by the cadence.
    again = start(daemons, config, "--once", name="again")
    assert again.process.wait(60) == 0
    assert again.wait_for("tick.finished")["due"] == 0


def test_every_check_event_carries_its_identity_and_no_header_value(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/p"] = Page()
    target = {
        "id": "acme",
        "url": pages.url("/p"),
        "interval": "1h",
        "headers": {"Authorization": "Bearer s3cret-token"},
    }
    config = write_config(tmp_path, [target])
    daemon = start(daemons, config, "--once")
    assert daemon.process.wait(60) == 0
    assert pages.request_headers[0]["Authorization"] == "Bearer s3cret-token"
    log = daemon.log_path.read_text()
    assert "s3cret" not in log
    checks = [e for e in daemon.events() if e["event"].startswith("check.")]
    assert {e["event"] for e in checks} == {"check.claimed", "check.committed"}
    for event in checks:
        assert event["target_id"] == "acme"
        assert event["work_id"] == f"acme:{event['scheduled_for']}"
        assert event["scheduled_for"].endswith("Z")


def test_status_and_history_report_the_schedule(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/bad"] = Page(body=b"no", status=500)
    config = write_config(
        tmp_path,
        [
            *targets_on(pages, 2),
            {"id": "bad", "url": pages.url("/bad"), "interval": "15m"},
            {"id": "off", "url": pages.url("/off"), "interval": "15m", "enabled": False},
        ],
    )
    assert start(daemons, config, "--once").process.wait(60) == 0
    status = run_cli("status", "--json", "--config", str(config))
    assert status.returncode == 0, status.stderr
    report = json.loads(status.stdout)
    assert (report["targets_total"], report["targets_enabled"], report["failing"]) == (4, 3, 1)
    assert report["due"] == 1  # the failed slot stays due
    by_id = {t["id"]: t for t in report["targets"]}
    assert by_id["t0"]["last_status"] == "baseline"
    assert by_id["t0"]["interval"] == "1h"
    assert by_id["bad"]["last_status"] == "failed"
    assert by_id["bad"]["next_due"] == by_id["bad"]["last_slot"]
    assert by_id["off"]["enabled"] is False
    assert by_id["off"]["last_status"] is None
    text = run_cli("status", "--config", str(config))
    assert text.returncode == 0
    assert "targets_total=4" in text.stdout
    history = run_cli("history", "bad", "--json", "--config", str(config))
    assert history.returncode == 0, history.stderr
    [row] = json.loads(history.stdout)
    assert row["status"] == "failed"
    assert row["http_status"] == 500
    assert row["work_id"] == f"bad:{row['scheduled_for']}"
    unknown = run_cli("history", "nope", "--config", str(config))
    assert unknown.returncode == 2
    assert unknown.stderr.strip().count("\n") == 0
    assert "no target 'nope'" in unknown.stderr


def test_a_broken_targets_file_refuses_to_start_and_changes_nothing(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = write_config(tmp_path, targets_on(pages, 2))
    assert start(daemons, config, "--once").process.wait(60) == 0
    before = rows(database_of(config), "SELECT * FROM monitor_targets ORDER BY id")
    (tmp_path / "targets.yaml").write_text(
        "targets:\n  - id: t0\n    url: http://127.0.0.1/\n    interval: 5m\n"
    )
    for command in (["run", "--once"], ["run"], ["check-config"]):
        result = run_cli(*command, "--config", str(config))
        assert result.returncode == 2
        assert (
            result.stderr
            == f"{tmp_path / 'targets.yaml'}:4 targets[0].interval: must be at least 15m\n"
        )
    assert rows(database_of(config), "SELECT * FROM monitor_targets ORDER BY id") == before


def test_check_config_accepts_the_bundled_configuration() -> None:
    bundled = Path(__file__).parents[2] / "config" / "monitor.yaml"
    result = run_cli("check-config", "--config", str(bundled))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok: ")


def test_sighup_reloads_a_valid_file_and_keeps_the_targets_on_a_broken_one(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = write_config(tmp_path, targets_on(pages, 2), tick_interval="1h")
    daemon = start(daemons, config)
    daemon.wait_for("tick.finished")
    write_targets(tmp_path / "targets.yaml", targets_on(pages, 3))
    daemon.signal(signal.SIGHUP)
    assert daemon.wait_for("config.reloaded")["added"] == 1
    # The reload ticks at once: the new target is checked without waiting an hour.
    daemon.wait_for("check.committed", lambda e: e["target_id"] == "t2")
    (tmp_path / "targets.yaml").write_text("targets:\n  - id: t0\n    url: [\n")
    daemon.signal(signal.SIGHUP)
    assert "invalid YAML" in daemon.wait_for("config.invalid")["problems"][0]
    (tmp_path / "targets.yaml").write_text("targets:\n  - id: t0\n    url: http://x/\n")
    daemon.signal(signal.SIGHUP)
    problem = daemon.wait_for("config.invalid", lambda e: "required" in e["problems"][0])
    assert problem["problems"] == [f"{tmp_path / 'targets.yaml'}:2 targets[0].interval: required"]
    enabled = rows(
        database_of(config), "SELECT id FROM monitor_targets WHERE enabled = 1 ORDER BY id"
    )
    assert enabled == [("t0",), ("t1",), ("t2",)]
    assert daemon.process.poll() is None
    assert daemon.stop() == 0


def test_sigterm_as_soon_as_the_daemon_has_started_stops_it(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    """Its tasks have all just started and wait for the database together: each must take
    its cancellation, not a connection instead (on PostgreSQL, the pool's to hand out)."""
    config = write_config(tmp_path, targets_on(pages, 20, delay=0.2))
    daemon = start(daemons, config)
    deadline = time.monotonic() + 20
    while not daemon.named("daemon.started"):  # at once: the window is milliseconds long
        assert time.monotonic() < deadline, daemon.log_path.read_text()
        assert daemon.process.poll() is None, daemon.log_path.read_text()
        time.sleep(0.001)
    assert daemon.stop(timeout=15) == 0
    daemon.wait_for("daemon.stopped")
    assert leases_held(database_of(config)) == 0


def test_sigterm_lets_a_check_in_flight_finish_and_leaves_no_lease(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(tmp_path, pages, "slow", Page(delay=1.5))
    daemon = start(daemons, config)
    daemon.wait_for("check.claimed")
    assert daemon.stop() == 0
    daemon.wait_for("check.committed")
    daemon.wait_for("daemon.stopped")
    database = database_of(config)
    assert leases_held(database) == 0
    assert rows(database, "SELECT status FROM source_checks") == [("baseline",)]


def test_sigterm_past_the_grace_cancels_the_check_and_releases_its_lease(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(
        tmp_path, pages, "stuck", Page(delay=10), shutdown_grace="1s", fetch_timeout="30s"
    )
    daemon = start(daemons, config)
    daemon.wait_for("check.claimed")
    started = time.monotonic()
    assert daemon.stop() == 0
    assert time.monotonic() - started < 5
    daemon.wait_for("check.released")
    database = database_of(config)
    assert leases_held(database) == 0
    assert rows(database, "SELECT COUNT(*) FROM source_checks") == [(0,)]


def test_kill_9_during_a_fetch_completes_the_slot_exactly_once_after_the_lease_expires(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(
        tmp_path,
        pages,
        "acme",
        Page(delay=60),
        lease="15s",
        tick_interval="1s",
        fetch_timeout="90s",
    )
    first = start(daemons, config, name="first")
    claimed = first.wait_for("check.claimed")
    deadline = time.monotonic() + 10
    while pages.hits["/acme"] == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    first.kill()
    pages.pages["/acme"] = Page()
    second = start(daemons, config, name="second")
    # The dead process's lease still holds the slot until it expires: not due meanwhile (the
    # lease is long enough for the second daemon to start and tick on a loaded machine).
    assert second.wait_for("tick.finished")["due"] == 0
    committed = second.wait_for("check.committed", timeout=40)
    assert committed["work_id"] == claimed["work_id"]
    assert second.stop() == 0
    database = database_of(config)
    assert rows(database, "SELECT work_id, status, attempt_count FROM source_checks") == [
        (claimed["work_id"], "baseline", 1)
    ]
    assert leases_held(database) == 0
    assert pages.hits["/acme"] == 2  # the abandoned request and the one that counted


def test_two_daemons_on_one_database_record_each_slot_once(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    targets = targets_on(pages, 60, delay=0.05)
    config = write_config(tmp_path, targets, tick_interval="1s", per_host_concurrency=8)
    pair = [start(daemons, config, name=f"daemon{n}") for n in range(2)]
    database = database_of(config)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and checks_recorded(database) < 60:
        time.sleep(0.2)
    time.sleep(2)  # a few more ticks in both processes
    assert [daemon.stop() for daemon in pair] == [0, 0]
    assert rows(
        database,
        "SELECT status, COUNT(*), COUNT(DISTINCT target_id) FROM source_checks GROUP BY status",
    ) == [("baseline", 60, 60)]
    committed = [e["work_id"] for daemon in pair for e in daemon.named("check.committed")]
    assert sorted(committed) == sorted(set(committed))
    assert len(committed) == 60
    for daemon in pair:
        # Two processes switching a fresh file to WAL at once: SQLite answers one of them
        # "locked" without waiting, and opening retries (store.busy). Nothing else may.
        locked = [e for e in daemon.events() if "database is locked" in json.dumps(e)]
        assert {e["event"] for e in locked} <= {"store.busy"}
        assert not daemon.named("check.crashed")
        assert not daemon.named("check.failed")


def test_the_settings_file_can_come_from_monitor_config(
    tmp_path: Path, pages: PageServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = write_config(tmp_path, targets_on(pages, 3))
    monkeypatch.setenv("MONITOR_CONFIG", str(config))
    result = run_cli("check-config")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok: 3 targets (3 enabled)")
    missing = run_cli("check-config", "--config", str(tmp_path / "nope.yaml"))
    assert missing.returncode == 2
    assert missing.stderr == f"{tmp_path / 'nope.yaml'}: cannot read: No such file or directory\n"


def test_sighup_in_run_once_is_ignored(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(tmp_path, pages, "slow", Page(delay=1))
    daemon = start(daemons, config, "--once")
    daemon.wait_for("check.claimed")
    daemon.signal(signal.SIGHUP)
    assert daemon.process.wait(30) == 0
    daemon.wait_for("daemon.signal_ignored")
    daemon.wait_for("check.committed")
    assert leases_held(database_of(config)) == 0


def test_a_reload_during_a_long_tick_reaches_the_new_targets_without_waiting(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    targets = targets_on(pages, 12, delay=0.3)
    # One consumer and a queue of four: the first tick waits for room for seconds.
    config = write_config(tmp_path, targets, concurrency=1, tick_interval="1h")
    daemon = start(daemons, config)
    daemon.wait_for("check.committed")
    pages.pages["/new"] = Page()
    write_targets(
        tmp_path / "targets.yaml",
        [*targets, {"id": "new", "url": pages.url("/new"), "interval": "1h"}],
    )
    daemon.signal(signal.SIGHUP)
    daemon.wait_for("config.reloaded")
    daemon.wait_for("check.committed", lambda e: e["target_id"] == "new", timeout=30)
    assert daemon.stop() == 0
    assert not [e for e in daemon.events() if e.get("level") == "error"]


def test_status_only_reads_and_refuses_a_database_it_does_not_know(
    tmp_path: Path, backend: Backend
) -> None:
    config = write_config(tmp_path, [], **({"database": "other.sqlite3"} if backend.sqlite else {}))
    foreign = database_of(config)
    rows(foreign, "CREATE TABLE unrelated (x INTEGER)")
    result = run_cli("status", "--config", str(config))
    assert result.returncode == 1
    assert (
        result.stderr
        == f"monitor: database {foreign}: not a monitor database (no schema version)\n"
    )
    tables = (
        "SELECT name FROM sqlite_master"
        if backend.sqlite
        else "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
    )
    assert rows(foreign, tables) == [("unrelated",)]


def test_a_database_from_a_newer_monitor_is_refused(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(tmp_path, pages, "acme", Page())
    assert start(daemons, config, "--once").process.wait(60) == 0
    database = database_of(config)
    rows(database, "INSERT INTO schema_migrations VALUES (99, '0099_future', 0)")
    for command in (["run", "--once"], ["status"]):
        result = run_cli(*command, "--config", str(config))
        assert result.returncode == 1
        assert result.stderr.startswith(f"monitor: database {database}: schema version 99 is newer")
        assert result.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["bogus"], "invalid choice: 'bogus'"),
        (["history", "acme", "--limit", "-5"], "must be a whole number above 0"),
        (["status", "--frobnicate"], "unrecognized arguments: --frobnicate"),
    ],
)
def test_usage_errors_are_one_line(args: list[str], message: str) -> None:
    result = run_cli(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stderr.count("\n") == 1


def wait_until_caught(pid: int, signum: signal.Signals, timeout: float = 30) -> None:
    """Until the process has a handler for ``signum`` (its SigCgt mask in /proc)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status = Path(f"/proc/{pid}/status").read_text()
        caught = int(status.split("SigCgt:")[1].split()[0], 16)
        if caught & (1 << (signum - 1)):
            return
        time.sleep(0.001)
    raise AssertionError(f"no handler for {signum.name} within {timeout} s")


@pytest.mark.parametrize("delay", [0, 0.05, 0.15, 0.3, 0.6])
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_at_any_moment_of_start_up_is_handled(
    tmp_path: Path,
    pages: PageServer,
    daemons: list[DaemonProcess],
    backend: Backend,
    delay: float,
    signum: signal.Signals,
) -> None:
    config = write_config(tmp_path, targets_on(pages, 20, delay=0.2))
    daemon = start(daemons, config)
    # The moments that count start once Python runs the entry point: before it, no program
    # can handle a signal, and that moment moves with the machine's load.
    wait_until_caught(daemon.process.pid, signum)
    time.sleep(delay)
    daemon.signal(signum)
    if signum == signal.SIGHUP:
        time.sleep(0.5)
        assert daemon.process.poll() is None  # SIGHUP never kills
    assert daemon.stop() == 0
    assert leases_held(database_of(config)) == 0
