"""Opening a PostgreSQL database: a pool of connections, the schema brought up to date once
however many daemons start together, and what a refusal from the server means."""

from importlib import resources
from pathlib import Path
from typing import Any

import psycopg
from psycopg import errors as pg_errors
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from monitor.errors import (
    DatabaseFull,
    DatabaseIOFailed,
    DatabaseLocked,
    DatabaseReadOnly,
    DatabaseUnreachable,
    StoreUnavailable,
)
from monitor.store.migrate import load_migrations, refuse_newer, require_current

# Taken for the whole migration: a second daemon starting meanwhile waits, then finds the
# versions recorded. The number is the monitor's own ("pricemon" in ASCII).
MIGRATION_LOCK = 0x70726963656D6F6E

_BOOKKEEPING = """
CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)
"""

# Connections a daemon keeps: the group commit writes on one, the tick, the alerts and the
# operator's views read on the others.
POOL_SIZE = 4


# A server that stops answering but keeps its connections (a frozen host, a SIGSTOP) is seen
# neither by TCP, which the kernel still acknowledges, nor by the server's own timeouts: each
# transaction and read is bounded here too. A statement may wait the busy timeout for a lock
# (``lock_timeout``), and the rest of a transaction as long again; the default (65 s, and
# psycopg's 10 s to give up on the cancelled statement) stays within the unit's watchdog.
_ANSWER_MARGIN_SECONDS = 5.0


def answer_timeout(busy_timeout: float) -> float:
    """How long one transaction or read may wait for the server's answers before the server
    counts as unreachable."""
    return 2 * busy_timeout + _ANSWER_MARGIN_SECONDS


def silent(seconds: float) -> DatabaseUnreachable:
    return DatabaseUnreachable(f"unreachable: the server has not answered for {seconds:g}s")


def migrations_dir() -> Path:
    packaged = Path(str(resources.files("monitor"))) / "migrations" / "postgresql"
    return packaged if packaged.is_dir() else Path(__file__).parents[2] / "migrations/postgresql"


async def open_pool(url: str, busy_timeout: float, read_only: bool) -> AsyncConnectionPool:
    """A pool whose first connection is made before this returns. A connection, or a lock,
    is waited for ``busy_timeout`` seconds, as SQLite waits for its write lock."""
    # JIT compiling pays off for long analytic queries; ours are short, and before the tables
    # are analysed the planner would compile a cleanup's query for a quarter of a second.
    options = f"-c lock_timeout={int(busy_timeout * 1000)} -c jit=off"
    if read_only:
        options += " -c default_transaction_read_only=on"
    settings: dict[str, Any] = {
        "autocommit": True,
        "options": options,
        "application_name": "pricing-monitor",
        "connect_timeout": max(2, int(busy_timeout)),
        # A server cut off without a word (a network partition, a host powered off) would
        # leave a statement waiting for TCP's own timeout, a quarter of an hour: probe an
        # idle connection, and give up on data the server does not acknowledge.
        "keepalives_idle": 10,
        "keepalives_interval": 5,
        "keepalives_count": 3,
        "tcp_user_timeout": int(busy_timeout * 1000),
    }
    try:  # alone first: the pool would retry a refusal until its timeout, then hide why
        first = await psycopg.AsyncConnection.connect(url, **settings)
    except psycopg.Error as error:
        raise fault(error, busy_timeout) from None
    await first.close()
    pool = AsyncConnectionPool(
        url, min_size=1, max_size=POOL_SIZE, timeout=busy_timeout, open=False, kwargs=settings
    )
    try:
        await pool.open(wait=True, timeout=busy_timeout)
    except BaseException as error:
        await pool.close()
        if isinstance(error, PoolTimeout | psycopg.Error):
            raise fault(error, busy_timeout) from None
        raise
    return pool


async def migrate(pool: AsyncConnectionPool, now: int) -> list[int]:
    """Bring the schema up to date in one transaction under an advisory lock; the versions
    this call applied."""
    migrations = load_migrations(migrations_dir())
    async with pool.connection() as conn, conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        await conn.execute(_BOOKKEEPING)
        found = await _version(conn)
        refuse_newer(found, len(migrations))
        applied = []
        for migration in migrations[found:]:
            for statement in migration.statements:
                await conn.execute(statement.encode())  # bytes: its % signs are no parameters
            await conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (%s, %s, %s)",
                (migration.version, migration.name, now),
            )
            applied.append(migration.version)
    return applied


async def check_current(pool: AsyncConnectionPool) -> None:
    """For read-only use: the schema must be exactly the one this monitor writes."""
    known = len(load_migrations(migrations_dir()))
    async with pool.connection() as conn:
        exists = await (await conn.execute("SELECT to_regclass('schema_migrations')")).fetchone()
        found = await _version(conn) if exists and exists[0] else 0
    require_current(found, known)


async def _version(conn: psycopg.AsyncConnection) -> int:
    row = await (await conn.execute("SELECT MAX(version) FROM schema_migrations")).fetchone()
    return int(row[0] or 0) if row else 0


# SQLSTATE classes that mean the whole database refuses work for now: connection exceptions;
# the server shutting down or not accepting connections yet; a login refused (a password or a
# role changed, a database dropped), which only the operator mends, but which loses nothing.
_UNREACHABLE_CLASSES = ("08", "57", "28", "3D")
_FULL_CLASS = "53"  # insufficient resources: disk full, out of memory, too many connections


def fault(error: Exception, busy_timeout: float) -> StoreUnavailable:
    """What the server's refusal means: a fault of the whole database (unreachable, full,
    read-only, failing disk, a lock held too long), or one statement's failure."""
    if isinstance(error, PoolTimeout):
        return DatabaseUnreachable(f"unreachable: no connection within {busy_timeout:g}s")
    said = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    code = getattr(error, "sqlstate", None) or ""
    if isinstance(error, pg_errors.LockNotAvailable):
        return DatabaseLocked(f"locked: a lock was held for more than {busy_timeout:g}s ({said})")
    if isinstance(error, pg_errors.ReadOnlySqlTransaction):
        return DatabaseReadOnly(f"read-only: the server accepts no writes ({said})")
    if code.startswith(_FULL_CLASS):
        return DatabaseFull(f"full: the server is out of room ({said})")
    if isinstance(error, pg_errors.IoError):
        return DatabaseIOFailed(f"I/O error: the server failed to read or write ({said})")
    lost = isinstance(error, psycopg.OperationalError) and not code  # no answer at all
    if lost or code[:2] in _UNREACHABLE_CLASSES:
        return DatabaseUnreachable(f"unreachable: {said}")
    return StoreUnavailable(f"{type(error).__name__}: {said}")
