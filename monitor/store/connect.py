"""Opening the SQLite file: WAL and durable commits for the daemon, read-only for inspection."""

import asyncio
import os
import sqlite3
import time
from contextlib import suppress
from pathlib import Path

import aiosqlite

from monitor.logs import get_logger
from monitor.store.migrate import check_current, migrate

BUSY_TIMEOUT_S = 30.0

log = get_logger()


async def for_daemon(path: Path, now: int) -> aiosqlite.Connection:
    """Create the file if needed and bring the schema up to date.

    Opening races other processes that open, recover (after a kill) or migrate the same file;
    the few steps SQLite answers "busy" without waiting are retried for as long as a write
    would wait.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    _create_private(path)
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        try:
            return await _open_once(path, now)
        except sqlite3.OperationalError as error:
            if error.sqlite_errorcode & 0xFF != sqlite3.SQLITE_BUSY:
                raise
            if time.monotonic() > deadline:
                raise
            log.warning("store.busy", database=str(path), error=str(error))
            await asyncio.sleep(0.1)


def _create_private(path: Path) -> None:
    """A new database is readable by its owner alone (its WAL and shared-memory files take the
    same mode): the results and the targets' headers are nobody else's business."""
    with suppress(FileExistsError):
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))


async def _open_once(path: Path, now: int) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_S)
    try:
        await conn.execute("PRAGMA journal_mode = WAL")
        await conn.execute("PRAGMA synchronous = FULL")
        await conn.execute("PRAGMA foreign_keys = ON")
        await migrate(conn, now)
    except BaseException:
        await conn.close()
        raise
    return conn


async def read_only(path: Path) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(_read_only_uri(path), uri=True, timeout=BUSY_TIMEOUT_S)
    try:
        await check_current(conn)
    except BaseException:
        await conn.close()
        raise
    return conn


def _read_only_uri(path: Path) -> str:
    return f"{path.absolute().as_uri()}?mode=ro"
