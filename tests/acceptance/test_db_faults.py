"""Faults of SQLite's file itself, under the daemon as a process: another process holding the
write lock, a read-only file, a full disk. Each is one line naming it, corrupts nothing, loses
or repeats no slot, and clears without an operator: the running daemon takes the work up again
by itself, a refused start succeeds once the file is writable."""

import os
import resource
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from tests.acceptance.daemon import DaemonProcess, Event, run_cli
from tests.acceptance.test_alerts import make_due
from tests.acceptance.test_daemon import start, targets_on
from tests.helpers import MONITOR, rows, write_config
from tests.invariants import received_keys, violations
from tests.pageserver import Page, PageServer

TARGETS = 3
# Short leases, so that a check the database refused to commit is free again within seconds;
# a busy timeout of one second instead of thirty, so that a lock can outlast it.
FAST = {"tick_interval": "1s", "lease": "2s", "fetch_timeout": "10s", "busy_timeout": "1s"}
SLOW_FETCH = 2.5  # seconds: ample time to put the fault in place while the pages are fetched


def set_pages(pages: PageServer, price: int, delay: float = 0.0) -> None:
    for n in range(TARGETS):
        body = f"<p>plan {n}: ${price + n}</p>".encode()
        pages.pages[f"/t{n}"] = Page(body=body, delay=delay)


def targets_on_set(pages: PageServer) -> list[dict[str, object]]:
    """The targets of the pages ``set_pages`` serves."""
    return [{"id": f"t{n}", "url": pages.url(f"/t{n}"), "interval": "1h"} for n in range(TARGETS)]


def assert_commands_while_locked(config: Path) -> None:
    """Reading needs no lock (WAL); writing waits out the busy timeout, then says why."""
    database = config.parent / "monitor.sqlite3"
    status = run_cli("status", "--config", str(config))
    assert status.returncode == 0, status.stderr
    assert f"targets_total={TARGETS}" in status.stdout
    checked = run_cli("check-config", "--config", str(config))
    assert checked.returncode == 0, checked.stderr
    line = (
        f"monitor: database {database}: locked: another process held the write lock"
        " for more than 1s (database is locked)\n"
    )
    dropped = run_cli("quarantine", "drop", "1", "--reason", "x", "--config", str(config))
    assert (dropped.returncode, dropped.stderr) == (1, line)
    once = run_cli("run", "--once", "--config", str(config))
    assert (once.returncode, once.stderr) == (1, line)
    assert "Traceback" not in once.stdout


def wait_until(what: str, done: Callable[[], bool], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout}s: {what}")
        time.sleep(0.05)


def each_target(daemon: DaemonProcess, event: str, where: Callable[[Event], bool]) -> bool:
    found = {e["target_id"] for e in daemon.named(event) if where(e)}
    return found >= {f"t{n}" for n in range(TARGETS)}


def checks_in_flight(config: Path, daemon: DaemonProcess, pages: PageServer) -> None:
    """Baselines done, every page changed and slow, every target due and claimed: the fault
    comes next, while the fetches run."""
    wait_until("baselines", lambda: len(daemon.named("check.committed")) == TARGETS)
    set_pages(pages, 10, delay=SLOW_FETCH)
    claimed = len(daemon.named("check.claimed"))
    make_due(config)
    wait_until("claims", lambda: len(daemon.named("check.claimed")) == claimed + TARGETS)


def recovered(daemon: DaemonProcess) -> None:
    """Once the fault is gone: every change committed and its alert delivered, unprompted."""
    wait_until(
        "the changes committed",
        lambda: each_target(daemon, "check.committed", lambda e: e["status"] == "changed"),
    )
    delivered = lambda: len(daemon.named("notification.delivered")) == TARGETS  # noqa: E731
    wait_until("the alerts delivered", delivered)


def assert_nothing_lost_or_repeated(config: Path, pages: PageServer) -> None:
    database = config.parent / "monitor.sqlite3"
    assert rows(
        database,
        "SELECT target_id, GROUP_CONCAT(status, ' ') FROM"
        " (SELECT * FROM source_checks ORDER BY scheduled_for) GROUP BY target_id",
    ) == [(f"t{n}", "baseline changed") for n in range(TARGETS)]
    assert rows(database, "SELECT state, COUNT(*) FROM outbox GROUP BY state") == [
        ("delivered", TARGETS)
    ]
    assert len(pages.posts) == TARGETS
    assert received_keys(pages.posts) == []
    assert violations(database, cadence=False) == []  # make_due moved the slots on purpose


def assert_one_line_per_failure(daemon: DaemonProcess, fault: str) -> None:
    """A refusal is one line naming the fault: no traceback, whichever loop met it."""
    log = daemon.log_path.read_text()
    assert "Traceback" not in log
    assert not daemon.named("<not json>")
    failed = [e for e in daemon.events() if e.get("level") == "error"]
    assert failed
    for event in failed:
        assert event.get("fault") == fault, event
        assert "exception" not in event


def started_mid_check(
    tmp_path: Path,
    pages: PageServer,
    daemons: list[DaemonProcess],
    kind: Callable[[Path], DaemonProcess],
) -> tuple[Path, Path, DaemonProcess]:
    """A daemon with an alert channel, started and caught with its checks in flight."""
    set_pages(pages, 0)
    channels = {"ops": {"type": "webhook", "url": pages.url("/hook")}}
    config = write_config(tmp_path, targets_on_set(pages), channels=channels, **FAST)
    daemon = kind(config)
    daemons.append(daemon)
    checks_in_flight(config, daemon, pages)
    return config, tmp_path / "monitor.sqlite3", daemon


# SQLite's file lock, taken by another process with BEGIN IMMEDIATE: PostgreSQL locks rows.
@pytest.mark.sqlite_only
def test_a_write_lock_held_past_the_busy_timeout_delays_the_work_and_loses_none(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess]
) -> None:
    config, database, daemon = started_mid_check(tmp_path, pages, daemons, DaemonProcess)
    locker = sqlite3.connect(database, isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")  # held for many busy timeouts of the daemon
    try:
        wait_until(
            "commits refused",
            lambda: each_target(daemon, "check.store_failed", lambda e: e["stage"] == "commit"),
        )
        set_pages(pages, 10)  # no longer slow
        wait_until(
            "claims refused once the leases ran out",
            lambda: each_target(daemon, "check.store_failed", lambda e: e["stage"] == "claim"),
        )
        assert daemon.wait_for("store.unavailable")["fault"] == "database_locked"
        assert_commands_while_locked(config)
        assert daemon.process.poll() is None
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    recovered(daemon)
    assert daemon.wait_for("store.recovered")["fault"] == "database_locked"
    assert daemon.stop() == 0
    assert_one_line_per_failure(daemon, "database_locked")
    assert_nothing_lost_or_repeated(config, pages)


# As root, file modes bind only a process without CAP_DAC_OVERRIDE. The command runs with it
# (and the capabilities next to it) dropped from its bounding set, which an exec'd root process
# cannot get back: it meets file modes as the service's own user does (DynamicUser=yes).
_DROP_CAPABILITIES = """
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
for capability in (1, 2, 3):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER
    if libc.prctl(24, capability, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
        sys.exit(f"cannot drop capability {capability}: {os.strerror(ctypes.get_errno())}")
os.execv(sys.argv[1], sys.argv[1:])
"""


def unprivileged(*command: str) -> list[str]:
    if os.geteuid() != 0:
        return list(command)
    return [sys.executable, "-c", _DROP_CAPABILITIES, *command]


def run_unprivileged(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        unprivileged(MONITOR, *args), capture_output=True, text=True, timeout=60, check=False
    )


def refused_to_write(path: Path, mode: str = "r+b") -> bool:
    """Whether an unprivileged process is refused opening ``path`` so (the test checking that
    it made a fault, not that it failed to drop the capabilities)."""
    probe = f"open({str(path)!r}, {mode!r}).close()"
    done = subprocess.run(unprivileged(sys.executable, "-c", probe), capture_output=True)
    return b"PermissionError" in done.stderr


def closed_after(database: Path, sql: str) -> list[tuple[object, ...]]:
    """``rows``, closing the connection at once (a connection left to the garbage collector
    keeps the -wal and -shm files in place)."""
    with closing(sqlite3.connect(database)) as conn:
        return conn.execute(sql).fetchall()


def refused_line(database: Path, part: str) -> str:
    return (
        f"monitor: database {database}: read-only: {part} cannot be written"
        " (attempt to write a readonly database)\n"
    )


# The file's and its directory's modes, its -wal and -shm files: a PostgreSQL server's files
# are the server's.
@pytest.mark.sqlite_only
def test_a_read_only_database_refuses_the_start_in_one_line_and_a_later_start_works(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess]
) -> None:
    config = write_config(tmp_path, targets_on(pages, TARGETS))
    database = tmp_path / "monitor.sqlite3"
    assert start(daemons, config, "--once").process.wait(60) == 0
    before = closed_after(database, "SELECT * FROM source_checks ORDER BY work_id")
    assert len(before) == TARGETS
    assert not database.with_name("monitor.sqlite3-wal").exists()  # the last to close removes it
    try:
        tmp_path.chmod(0o500)  # the file is writable; its -wal file cannot be created
        assert refused_to_write(tmp_path / "new-file", "xb")
        for command in (["run"], ["status"]):  # even reading a WAL file needs its -shm file
            refused = run_unprivileged(*command, "--config", str(config))
            assert (refused.returncode, refused.stderr) == (
                1,
                refused_line(database, "its directory"),
            )
        tmp_path.chmod(0o700)
        database.chmod(0o400)
        assert refused_to_write(database)
        for command in (["run"], ["run", "--once"]):
            refused = run_unprivileged(*command, "--config", str(config))
            assert (refused.returncode, refused.stdout) == (1, ""), refused.stderr
            assert refused.stderr == refused_line(database, "the file")
        status = run_unprivileged("status", "--config", str(config))  # reading is fine...
        assert status.returncode == 0, status.stderr
        database.chmod(0o600)  # ...but its -shm file, made by that reader, took the file's mode
        refused = run_unprivileged("run", "--config", str(config))
        assert (refused.returncode, refused.stderr) == (1, refused_line(database, "its -shm file"))
    finally:
        tmp_path.chmod(0o700)
        for path in tmp_path.glob("monitor.sqlite3*"):
            path.chmod(0o600)
    assert rows(database, "PRAGMA integrity_check") == [("ok",)]
    assert rows(database, "SELECT * FROM source_checks ORDER BY work_id") == before
    make_due(config)
    again = run_unprivileged("run", "--once", "--config", str(config))
    assert again.returncode == 0, again.stderr
    assert len(rows(database, "SELECT 1 FROM source_checks")) == 2 * TARGETS
    assert violations(database, cadence=False) == []


class PipedDaemon(DaemonProcess):
    """A daemon whose log reaches its file through a pipe and this process: a file size limit
    on the daemon then limits its database, not its logging, which is how the test sees it."""

    def __init__(self, config: Path) -> None:
        self.log_path = config.parent / "daemon.log"
        self.process = subprocess.Popen(
            [MONITOR, "run", "--config", str(config)],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        self.log_path.write_bytes(b"")
        self._copier = threading.Thread(target=self._copy, daemon=True)
        self._copier.start()

    def _copy(self) -> None:
        assert self.process.stdout is not None
        with self.process.stdout as piped, self.log_path.open("ab") as log:
            for line in piped:
                log.write(line)
                log.flush()

    def stop(self, timeout: float = 30) -> int:
        status = super().stop(timeout)
        self._copier.join(10)
        return status


def database_sizes(database: Path) -> list[int]:
    return [path.stat().st_size for path in (database, database.with_name(database.name + "-wal"))]


# The daemon's own file size limit on SQLite's file and its WAL: a PostgreSQL server writes
# its files in its own processes.
@pytest.mark.sqlite_only
def test_a_full_disk_fails_writes_in_one_line_each_and_the_daemon_recovers_when_room_returns(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess]
) -> None:
    config, database, daemon = started_mid_check(tmp_path, pages, daemons, PipedDaemon)
    pid = daemon.process.pid
    # Neither the database nor its WAL may grow: every write fails with EFBIG (Python ignores
    # SIGXFSZ), as on a full disk.
    _, hard = resource.prlimit(pid, resource.RLIMIT_FSIZE)
    resource.prlimit(pid, resource.RLIMIT_FSIZE, (min(database_sizes(database)), hard))
    try:
        wait_until(
            "commits refused",
            lambda: each_target(daemon, "check.store_failed", lambda e: e["stage"] == "commit"),
        )
        set_pages(pages, 10)
        wait_until(
            "claims refused once the leases ran out",
            lambda: each_target(daemon, "check.store_failed", lambda e: e["stage"] == "claim"),
        )
        unavailable = daemon.wait_for("store.unavailable")
        assert unavailable["fault"] == "database_full"
        assert "file size limit" in unavailable["error"]
        assert daemon.process.poll() is None
        assert rows(database, "PRAGMA integrity_check") == [("ok",)]
    finally:
        resource.prlimit(pid, resource.RLIMIT_FSIZE, (hard, hard))
    recovered(daemon)
    assert daemon.wait_for("store.recovered")["fault"] == "database_full"
    assert daemon.stop() == 0
    assert [e["fault"] for e in daemon.named("store.unavailable")] == ["database_full"]
    assert_one_line_per_failure(daemon, "database_full")
    assert_nothing_lost_or_repeated(config, pages)
