"""Opening the SQLite file: WAL and durable commits for the daemon, read-only for inspection;
and what a refusal from SQLite means, named for the log and the operator."""

import asyncio
import errno
import os
import resource
import sqlite3
import time
from contextlib import suppress
from pathlib import Path

import aiosqlite

from monitor.errors import (
    DatabaseFull,
    DatabaseIOFailed,
    DatabaseLocked,
    DatabaseReadOnly,
    StoreUnavailable,
)
from monitor.logs import get_logger
from monitor.store.migrate import check_current, migrate

BUSY_TIMEOUT_S = 30.0  # the settings' default: how long a write waits for another's lock
# A write that changes nothing. SQLite opens a file it may not write read-only without a word
# and refuses only the first real write; this finds out at start instead.
WRITE_PROBE = "UPDATE schema_migrations SET version = version WHERE 0"
# Less room than this, when SQLite reports an I/O error, is taken to be why.
NO_ROOM_BYTES = 1024 * 1024

log = get_logger()


async def for_daemon(
    path: Path, now: int, busy_timeout: float = BUSY_TIMEOUT_S
) -> aiosqlite.Connection:
    """Create the file if needed, bring the schema up to date, and make sure it is writable.

    Opening races other processes that open, recover (after a kill) or migrate the same file;
    the few steps SQLite answers "busy" without waiting are retried for as long as a write
    would wait.
    """
    _create_private(path)
    deadline = time.monotonic() + busy_timeout
    while True:
        try:
            return await _open_once(path, now, busy_timeout)
        except sqlite3.Error as error:
            if error.sqlite_errorcode & 0xFF != sqlite3.SQLITE_BUSY:
                raise fault(error, path, busy_timeout) from None
            if time.monotonic() > deadline:
                raise fault(error, path, busy_timeout) from None
            log.warning("store.busy", database=str(path), error=str(error))
            await asyncio.sleep(0.1)


def _create_private(path: Path) -> None:
    """A new database is readable by its owner alone (its WAL and shared-memory files take the
    same mode): the results and the targets' headers are nobody else's business."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with suppress(FileExistsError):
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except OSError as error:
        why = f"cannot create the file ({error.strerror})"
        if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise DatabaseReadOnly(f"read-only: {why}") from None
        if error.errno in (errno.ENOSPC, errno.EDQUOT):
            raise DatabaseFull(f"full: {why}") from None
        raise


async def _open_once(path: Path, now: int, busy_timeout: float) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout)
    try:
        await conn.execute("PRAGMA journal_mode = WAL")
        await conn.execute("PRAGMA synchronous = FULL")
        await conn.execute("PRAGMA foreign_keys = ON")
        # A sync stages the whole targets file in a temporary table: on disk, past SQLite's
        # page cache, whatever the build's default, so memory does not grow with the file.
        await conn.execute("PRAGMA temp_store = FILE")
        await migrate(conn, now)
        await conn.execute(WRITE_PROBE)
    except BaseException:
        await conn.close()
        raise
    return conn


async def read_only(path: Path, busy_timeout: float = BUSY_TIMEOUT_S) -> aiosqlite.Connection:
    try:
        conn = await aiosqlite.connect(_read_only_uri(path), uri=True, timeout=busy_timeout)
    except sqlite3.Error as error:
        raise fault(error, path, busy_timeout) from None
    try:
        # ``mode=ro`` refuses writes to the file; ``query_only`` every write of the connection,
        # a temporary table's too: a reader (``monitor web``) writes nothing at all.
        await conn.execute("PRAGMA query_only = ON")
        await check_current(conn)
    except sqlite3.Error as error:
        await conn.close()
        raise fault(error, path, busy_timeout) from None
    except BaseException:
        await conn.close()
        raise
    return conn


def _read_only_uri(path: Path) -> str:
    return f"{path.absolute().as_uri()}?mode=ro"


def fault(
    error: sqlite3.Error, path: Path, busy_timeout: float = BUSY_TIMEOUT_S
) -> StoreUnavailable:
    """What SQLite's refusal means: a fault of the whole database (locked, full, read-only,
    failing disk), or one statement's failure (a constraint, a bug)."""
    code = getattr(error, "sqlite_errorcode", None) or 0
    primary, said = code & 0xFF, str(error)
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return DatabaseLocked(
            f"locked: another process held the write lock for more than {busy_timeout:g}s ({said})"
        )
    if primary == sqlite3.SQLITE_READONLY:
        return DatabaseReadOnly(f"read-only: {read_only_part(path)} cannot be written ({said})")
    if primary in (sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR):
        # The disk full is SQLITE_FULL; a file size limit (EFBIG) mostly an I/O error.
        why = no_room(path)
        if why is not None or primary == sqlite3.SQLITE_FULL:
            return DatabaseFull(f"full: {why or 'no room left'} ({said})")
        return DatabaseIOFailed(f"I/O error: the disk failed to read or write ({said})")
    return StoreUnavailable(f"{type(error).__name__}: {said}")


def read_only_part(path: Path) -> str:
    """What this process may not write: the file, its -wal or -shm file (a reader made them
    while the file was read-only, with its mode) or its directory, where SQLite creates them.
    SQLite's answer does not say."""
    for suffix, name in (("", "the file"), ("-wal", "its -wal file"), ("-shm", "its -shm file")):
        part = path.with_name(path.name + suffix)
        if part.exists() and not os.access(part, os.W_OK):
            return name
    if not os.access(path.parent, os.W_OK):
        return "its directory"
    return "the file or its directory"


def no_room(path: Path) -> str | None:
    """Why a write to the database found no room, if that is what it found: its disk nearly
    full, or one of its files at the process's file size limit (RLIMIT_FSIZE)."""
    limit, _ = resource.getrlimit(resource.RLIMIT_FSIZE)
    if limit != resource.RLIM_INFINITY:
        sizes = [_size(path.with_name(path.name + suffix)) for suffix in ("", "-wal", "-journal")]
        if max(sizes) + NO_ROOM_BYTES >= limit:
            return f"the file size limit of {limit} bytes is reached"
    with suppress(OSError):
        disk = os.statvfs(path.parent)
        free = disk.f_bavail * disk.f_frsize
        if free < NO_ROOM_BYTES:
            return f"the disk is full ({free} bytes free)"
    return None


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0
