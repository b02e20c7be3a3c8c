"""Apply the numbered ``.sql`` files in ``migrations/`` in order, each exactly once.

Each file runs in one ``BEGIN IMMEDIATE`` transaction together with its version record, so a
crash mid-way leaves the previous version intact, and two daemons starting together apply it
once: the second waits for the write lock, then finds the version recorded.
"""

import re
import sqlite3
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import aiosqlite

from monitor.errors import DatabaseError

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")

_BOOKKEEPING = """
CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  applied_at INTEGER NOT NULL
)
"""


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    statements: tuple[str, ...]


def migrations_dir() -> Path:
    """Installed wheels carry the files inside the package; a source checkout has them at top."""
    packaged = Path(str(resources.files("monitor"))) / "migrations"
    return packaged if packaged.is_dir() else Path(__file__).parents[2] / "migrations"


def load_migrations(directory: Path) -> list[Migration]:
    found = []
    for path in sorted(directory.iterdir()):
        match = _NAME.match(path.name)
        if match:
            statements = split_statements(path.read_text(encoding="utf-8"))
            found.append(Migration(int(match.group(1)), path.stem, statements))
    versions = [migration.version for migration in found]
    if versions != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations in {directory} are not numbered 1..n: {versions}")
    return found


def split_statements(script: str) -> tuple[str, ...]:
    """Split a script into complete statements, the way the sqlite3 shell does."""
    statements, pending = [], ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    leftover = [line for line in pending.splitlines() if line.strip()[:2] not in ("", "--")]
    if leftover:
        raise RuntimeError(f"incomplete SQL statement at the end of a migration: {pending!r}")
    return tuple(statements)


async def migrate(conn: aiosqlite.Connection, now: int, directory: Path | None = None) -> list[int]:
    """Bring the schema up to date; returns the versions this call applied."""
    # In a write transaction from the start: as a lone statement it would read first and
    # then fail, without waiting, if another process created the table in between.
    await conn.execute("BEGIN IMMEDIATE")
    await conn.execute(_BOOKKEEPING)
    await conn.execute("COMMIT")
    migrations = load_migrations(directory or migrations_dir())
    await _refuse_newer(conn, len(migrations))
    applied = []
    for migration in migrations:
        await conn.execute("BEGIN IMMEDIATE")
        try:
            cursor = await conn.execute(
                "SELECT 1 FROM schema_migrations WHERE version = ?", (migration.version,)
            )
            if await cursor.fetchone() is None:
                for statement in migration.statements:
                    await conn.execute(statement)
                await conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (migration.version, migration.name, now),
                )
                applied.append(migration.version)
            await conn.execute("COMMIT")
        except BaseException:
            await conn.execute("ROLLBACK")
            raise
    return applied


async def schema_version(conn: aiosqlite.Connection) -> int:
    """The newest migration applied; 0 for a database the monitor never set up."""
    try:
        rows = await conn.execute_fetchall("SELECT MAX(version) FROM schema_migrations")
    except sqlite3.OperationalError as error:
        # No such table is a plain SQLITE_ERROR; a file that cannot be read (locked, in a
        # read-only directory, a failing disk) is not "not a monitor database".
        if error.sqlite_errorcode != sqlite3.SQLITE_ERROR:
            raise
        return 0
    return int(next(iter(rows))[0] or 0)


async def check_current(conn: aiosqlite.Connection) -> None:
    """For read-only use: the schema must be exactly the one this monitor writes."""
    require_current(await schema_version(conn), len(load_migrations(migrations_dir())))


async def _refuse_newer(conn: aiosqlite.Connection, known: int) -> None:
    refuse_newer(await schema_version(conn), known)


def require_current(found: int, known: int) -> None:
    """A command reads only a database at this monitor's own schema version (either backend)."""
    if found == 0:
        raise DatabaseError("not a monitor database (no schema version)")
    refuse_newer(found, known)
    if found < known:
        raise DatabaseError(
            f"schema version {found} is older than this monitor's {known}; "
            "start the daemon once to migrate it"
        )


def refuse_newer(found: int, known: int) -> None:
    """A newer monitor migrated this database: an older one must not write to it."""
    if found > known:
        raise DatabaseError(
            f"schema version {found} is newer than this monitor's {known}; upgrade the monitor"
        )
