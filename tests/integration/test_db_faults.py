"""What a refusal of the database means, and what the store and the delivery worker make of
it, against a real database that another connection locks, fills or opens read-only: on
SQLite its file, on PostgreSQL its tables."""

import asyncio
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager, suppress
from datetime import timedelta
from pathlib import Path

import psycopg
import pytest
import structlog
from psycopg import sql

from monitor.cli import open_existing
from monitor.config.fields import PostgresURL
from monitor.config.model import Settings, load_settings
from monitor.errors import (
    DatabaseFault,
    DatabaseFull,
    DatabaseIOFailed,
    DatabaseLocked,
    DatabaseReadOnly,
)
from monitor.notify.deliver import Deliverer
from monitor.store import Slot, SQLiteStore, connect, open_store
from monitor.store.pg_connect import MIGRATION_LOCK
from monitor.store.sqlstore import SQLStore
from tests.helpers import (
    MINUTE,
    T0,
    FakeClock,
    checked,
    in_one_batch,
    rows,
    sqlite_file,
    write_config,
)
from tests.integration.test_outbox import Checks, checks  # noqa: F401 (a fixture)
from tests.integration.test_store import claimed
from tests.integration.test_worker import DAY, schedule, target
from tests.pageserver import PageServer

BUSY_S = 0.5


@pytest.fixture
def settings(tmp_path: Path, database: str) -> Settings:
    """The store's writes wait half a second for a lock, not thirty."""
    config = write_config(tmp_path, [], database=database, lease="5m", fetch_timeout="5s")
    return load_settings(config).model_copy(update={"busy_timeout": timedelta(seconds=BUSY_S)})


@contextmanager
def write_lock(database: Path | PostgresURL) -> Iterator[None]:
    """Another process's write transaction, held until the block ends. On PostgreSQL, what
    SQLite's write lock is: every table locked against writes (readers go on, as with WAL),
    and the lock a daemon migrates under."""
    if isinstance(database, PostgresURL):
        with psycopg.connect(database.url) as other:
            found = other.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
            tables = sql.SQL(", ").join(sql.Identifier(name) for (name,) in found.fetchall())
            other.execute(sql.SQL("LOCK TABLE {} IN EXCLUSIVE MODE").format(tables))
            other.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            try:
                yield
            finally:
                other.rollback()
        return
    with closing(sqlite3.connect(database, isolation_level=None)) as conn:
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        finally:
            conn.execute("ROLLBACK")


def refusal(database: Path, *statements: str, uri: str = "", timeout: float = 5.0) -> sqlite3.Error:
    """The error SQLite answers the last of ``statements`` with, on a connection of its own."""
    with closing(sqlite3.connect(uri or database, uri=bool(uri), timeout=timeout)) as conn:
        *before, last = statements
        for statement in before:
            conn.execute(statement)
        try:
            conn.execute(last)
        except sqlite3.Error as error:
            return error
    raise AssertionError(f"SQLite accepted {last!r}")


# The database may not grow by a page: SQLITE_FULL, as on a full disk.
FILL_UP = ("PRAGMA max_page_count = 1", "CREATE TABLE filler AS SELECT randomblob(100000) AS b")


@pytest.mark.sqlite_only  # SQLite's own refusals: its lock, its read-only and full files
async def test_each_refusal_is_named_by_its_fault(store: SQLiteStore, settings: Settings) -> None:
    database = sqlite_file(settings)
    with write_lock(database):
        locked = connect.fault(refusal(database, "BEGIN IMMEDIATE", timeout=0.05), database, BUSY_S)
    assert isinstance(locked, DatabaseLocked)
    assert str(locked) == (
        f"locked: another process held the write lock for more than {BUSY_S:g}s"
        " (database is locked)"
    )
    ro_uri = f"{database.as_uri()}?mode=ro"
    read_only = connect.fault(refusal(database, "DELETE FROM daemons", uri=ro_uri), database)
    assert isinstance(read_only, DatabaseReadOnly)
    assert str(read_only).startswith("read-only: ")
    full = connect.fault(refusal(database, *FILL_UP), database)
    assert isinstance(full, DatabaseFull)
    assert str(full) == "full: no room left (database or disk is full)"
    constraint = connect.fault(
        refusal(database, "INSERT INTO monitor_targets (id) VALUES (NULL)"), database
    )
    assert not isinstance(constraint, DatabaseFault)  # one statement's failure, not the file's
    assert str(constraint).startswith("IntegrityError: NOT NULL constraint failed")


def test_an_io_error_with_room_left_is_a_failing_disk(tmp_path: Path) -> None:
    # No real disk here fails on request: the error is built as SQLite raises it (EIO), and
    # with room on the disk and no file size limit, nothing says "full".
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorcode = sqlite3.SQLITE_IOERR_WRITE
    failed = connect.fault(error, tmp_path / "monitor.sqlite3")
    assert isinstance(failed, DatabaseIOFailed)
    assert str(failed) == "I/O error: the disk failed to read or write (disk I/O error)"


async def test_a_fault_answers_a_whole_group_commit_at_once(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    """One busy timeout for the batch, not one more for each of its requests."""
    await store.sync_targets([target(pages, t) for t in "abcde"], clock())
    held = [await claimed(store, t, clock) for t in "abcd"]
    done = checked(clock())
    with write_lock(settings.database):
        started = time.monotonic()
        answers = await in_one_batch(
            store,
            *(store.finish(claim, done, T0 + DAY) for claim in held),
            store.claim(Slot("e", T0), "token-e", clock(), MINUTE),
        )
        waited = time.monotonic() - started
    assert [type(answer) for answer in answers] == [DatabaseLocked] * 5
    assert waited < 4 * BUSY_S  # one by one, six times BUSY_S
    assert rows(settings.database, "SELECT COUNT(*) FROM source_checks") == [(0,)]
    assert schedule(settings, "e") == (T0, None, None)
    for claim in held:  # still held: the checks commit once the lock is gone
        await store.finish(claim, done, T0 + DAY)
    assert rows(settings.database, "SELECT COUNT(*) FROM source_checks") == [(4,)]


async def test_opening_a_locked_database_waits_then_names_the_lock(
    store: SQLStore, settings: Settings, clock: FakeClock
) -> None:
    with write_lock(settings.database):
        reader = await open_existing(settings, writing=False)  # readers never wait
        assert await reader.targets() == []
        await reader.close()
        started = time.monotonic()
        with pytest.raises(DatabaseLocked):
            await open_store(settings.database, clock(), BUSY_S)
        assert time.monotonic() - started >= BUSY_S * 0.9  # it waited out the busy timeout
    await (await open_store(settings.database, clock(), BUSY_S)).close()


async def test_an_alert_waits_out_a_lock_without_an_attempt_and_goes_once_it_is_released(
    checks: Checks,  # noqa: F811 (the fixture)
) -> None:
    key = await checks.changed_alert()
    deliverer = Deliverer(checks.store, checks.with_ops(), checks.clock)
    try:
        locked = write_lock(checks.settings.database)
        with locked, structlog.testing.capture_logs() as logs, suppress(TimeoutError):
            # A look at the outbox every 50 ms; each round refused after BUSY_S.
            await asyncio.wait_for(deliverer.deliver_forever(0.05), 3 * BUSY_S)
        assert logs
        for entry in logs:  # one line each, no traceback
            assert entry["event"] == "notification.round_failed"
            assert (entry["fault"], entry["channel"]) == ("database_locked", "ops")
            assert "exc_info" not in entry
        assert checks.pages.posts == []
        assert checks.rows("SELECT state, attempts, error_class FROM outbox") == [
            ("pending", 0, None)
        ]
        assert await deliverer.deliver_pending() == 1
    finally:
        await deliverer.aclose()
    assert [headers["Idempotency-Key"] for _, headers, _ in checks.pages.posts] == [key]
