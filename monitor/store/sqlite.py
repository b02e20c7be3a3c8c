"""The SQLite backend: one file, WAL, durable commits, one writer transaction at a time.

aiosqlite runs every statement of a connection on one thread, so two tasks sharing it could
interleave statements inside one transaction; ``_lock`` makes each transaction exclusive.
Every write starts with ``BEGIN IMMEDIATE`` so that the write lock is taken up front and a
second process waits (``busy_timeout``) instead of failing half-way with "database is locked";
only a sync's staging, which writes this connection's temporary table alone, takes no lock.
A cancelled transaction rolls back (a statement already handed to the thread still runs, then
the ROLLBACK after it), so a shutdown leaves every transaction committed or never begun.
"""

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, suppress
from pathlib import Path
from typing import ClassVar

import aiosqlite

from monitor.store import (
    connect,
    queries,
    run_queries,
    sqlite_queries,
    sqlite_run_queries,
    web_queries,
)
from monitor.store.dialect import Statements
from monitor.store.sqlstore import SQLStore
from monitor.store.tx import Params, Row, Session, Tx

Q = Statements(queries, sqlite_queries, web_queries)
RQ = Statements(run_queries, sqlite_run_queries)


class SQLiteTx:
    q = Q
    rq = RQ

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, statement: str, params: Params = ()) -> int:
        return (await self._conn.execute(statement, params)).rowcount

    async def fetch(self, statement: str, params: Params = ()) -> Sequence[Row]:
        return list(await self._conn.execute_fetchall(statement, params))

    async def executemany(self, statement: str, params: Sequence[Params]) -> int:
        return (await self._conn.executemany(statement, params)).rowcount


class SQLiteStore(SQLStore):
    q: ClassVar[Statements] = Q
    rq: ClassVar[Statements] = RQ

    def __init__(
        self, conn: aiosqlite.Connection, path: Path, busy_timeout: float = connect.BUSY_TIMEOUT_S
    ) -> None:
        super().__init__()
        conn.row_factory = sqlite3.Row  # by the columns' names
        self._conn = conn
        self.path = path
        self._busy_timeout = busy_timeout
        self._lock = asyncio.Lock()

    @classmethod
    async def open(
        cls, path: Path, now: int, busy_timeout: float = connect.BUSY_TIMEOUT_S
    ) -> "SQLiteStore":
        """Open for the daemon: create the file if needed and bring the schema up to date.
        A write waits ``busy_timeout`` seconds for another process's write lock."""
        return cls(await connect.for_daemon(path, now, busy_timeout), path, busy_timeout)

    @classmethod
    async def open_read_only(
        cls, path: Path, busy_timeout: float = connect.BUSY_TIMEOUT_S
    ) -> "SQLiteStore":
        """Open for inspection: never writes, never waits for the daemon's write lock."""
        return cls(await connect.read_only(path, busy_timeout), path, busy_timeout)

    async def close(self) -> None:
        try:
            await super().close()
        finally:
            async with self._lock:
                await self._conn.close()

    def _transaction(self) -> AbstractAsyncContextManager[Tx]:
        return self.transaction()

    @asynccontextmanager
    async def transaction(self, staging: bool = False) -> AsyncIterator[Tx]:
        """One exclusive write transaction. A staging one begins with a plain ``BEGIN``: it
        writes the connection's temporary tables alone and takes no database lock."""
        async with self._lock:
            try:
                await self._conn.execute("BEGIN" if staging else "BEGIN IMMEDIATE")
                yield SQLiteTx(self._conn)
                await self._conn.execute("COMMIT")
            except BaseException as error:
                # Also after a cancelled BEGIN or COMMIT, which the thread still runs: then
                # there may be no transaction left to roll back.
                with suppress(sqlite3.OperationalError):
                    await self._conn.execute("ROLLBACK")
                if isinstance(error, sqlite3.Error):
                    raise connect.fault(error, self.path, self._busy_timeout) from error
                raise

    async def _read(self, statement: str, params: Params = ()) -> Sequence[Row]:
        async with self._lock:
            try:
                rows = await self._conn.execute_fetchall(statement, params)
            except sqlite3.Error as error:
                raise connect.fault(error, self.path, self._busy_timeout) from error
        return list(rows)

    @asynccontextmanager
    async def _session(self) -> AsyncIterator[Session]:
        yield self  # the one connection there is
