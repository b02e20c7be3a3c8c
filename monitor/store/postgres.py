"""The PostgreSQL backend: the same schedule, leases and outbox on a server that several
daemons on several hosts share.

The daemon keeps a small pool of connections. Each transaction of the store takes one for
its length (the group commit's, a sync's, a run's); reads take one in autocommit. PostgreSQL's
row locks do the coordination between daemons: the fencing is the same conditional UPDATE on
the due slot and the lease token as on SQLite, and claims skip rows another daemon is claiming.
"""

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import ClassVar

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from monitor.config.fields import PostgresURL
from monitor.store import pg_connect, pg_queries, pg_run_queries, queries, run_queries, web_queries
from monitor.store.dialect import Statements, for_psycopg
from monitor.store.sqlstore import SQLStore
from monitor.store.tx import Params, Row, Session, Tx

_DRIVER_ERRORS = (psycopg.Error, PoolTimeout)

Q = Statements(queries, pg_queries, web_queries, convert=for_psycopg)
RQ = Statements(run_queries, pg_run_queries, convert=for_psycopg)


class PostgresTx:
    q = Q
    rq = RQ

    def __init__(self, conn: psycopg.AsyncConnection) -> None:
        self._conn = conn

    async def execute(self, statement: str, params: Params = ()) -> int:
        return (await self._conn.execute(statement, params)).rowcount

    async def fetch(self, statement: str, params: Params = ()) -> Sequence[Row]:
        return await _rows(self._conn, statement, params)

    async def executemany(self, statement: str, params: Sequence[Params]) -> int:
        async with self._conn.cursor() as cursor:
            await cursor.executemany(statement, params)
            return cursor.rowcount


class _Connection:
    """A session on one pooled connection: a sync's temporary table lives on it."""

    def __init__(self, conn: psycopg.AsyncConnection, busy_timeout: float) -> None:
        self._conn = conn
        self._busy_timeout = busy_timeout

    @asynccontextmanager
    async def transaction(self, staging: bool = False) -> AsyncIterator[Tx]:
        try:
            async with _answered(self._busy_timeout), self._conn.transaction():
                yield PostgresTx(self._conn)
        except _DRIVER_ERRORS as error:
            raise pg_connect.fault(error, self._busy_timeout) from error


@asynccontextmanager
async def _answered(busy_timeout: float) -> AsyncIterator[None]:
    """A transaction or a read, bounded by ``pg_connect.answer_timeout``: past it, the
    server is unreachable, as when it refuses. psycopg cancels the statement the timeout
    interrupts, and closes the connection when the server does not answer that either (the
    pool then drops it)."""
    limit = pg_connect.answer_timeout(busy_timeout)
    try:
        async with asyncio.timeout(limit):
            yield
    except TimeoutError:
        raise pg_connect.silent(limit) from None


class PostgresStore(SQLStore):
    q: ClassVar[Statements] = Q
    rq: ClassVar[Statements] = RQ

    def __init__(self, pool: AsyncConnectionPool, url: PostgresURL, busy_timeout: float) -> None:
        super().__init__()
        self._pool = pool
        self.url = url
        self._busy_timeout = busy_timeout

    @classmethod
    async def open(cls, url: PostgresURL, now: int, busy_timeout: float) -> "PostgresStore":
        """Open for the daemon: connect and bring the schema up to date."""
        return await cls._open(url, busy_timeout, False, lambda pool: pg_connect.migrate(pool, now))

    @classmethod
    async def open_existing(
        cls, url: PostgresURL, busy_timeout: float, writing: bool
    ) -> "PostgresStore":
        """Open for a command: the schema must be current; read-only unless ``writing``."""
        return await cls._open(url, busy_timeout, not writing, pg_connect.check_current)

    @classmethod
    async def _open(
        cls,
        url: PostgresURL,
        busy_timeout: float,
        read_only: bool,
        prepare: Callable[[AsyncConnectionPool], Awaitable[object]],
    ) -> "PostgresStore":
        pool = await pg_connect.open_pool(url.url, busy_timeout, read_only)
        try:
            await prepare(pool)
        except BaseException as error:
            await pool.close()
            if isinstance(error, _DRIVER_ERRORS):
                raise pg_connect.fault(error, busy_timeout) from None
            raise
        return cls(pool, url, busy_timeout)

    async def close(self) -> None:
        try:
            await super().close()
        finally:
            await self._pool.close()

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[psycopg.AsyncConnection]:
        """A pooled connection. The pool waits for one with ``asyncio.wait_for``, which on
        Python 3.11 may hand it over and drop a cancellation that came in the same step
        (CPython gh-86296, psycopg #1345): a shutdown would then wait for a task that never
        ends. That cancellation is raised here, and the connection given back."""
        task = asyncio.current_task()
        asked = task.cancelling() if task is not None else 0
        try:
            async with self._pool.connection() as conn:
                if task is not None and task.cancelling() > asked:
                    raise asyncio.CancelledError
                yield conn
        except _DRIVER_ERRORS as error:
            raise pg_connect.fault(error, self._busy_timeout) from error

    @asynccontextmanager
    async def _session(self) -> AsyncIterator[Session]:
        async with self._connection() as conn:
            yield _Connection(conn, self._busy_timeout)

    def _transaction(self) -> AbstractAsyncContextManager[Tx]:
        return self._one_transaction()

    @asynccontextmanager
    async def _one_transaction(self) -> AsyncIterator[Tx]:
        async with self._session() as session, session.transaction() as tx:
            yield tx

    async def _read(self, statement: str, params: Params = ()) -> Sequence[Row]:
        async with self._connection() as conn, _answered(self._busy_timeout):
            return await _rows(conn, statement, params)


async def _rows(conn: psycopg.AsyncConnection, statement: str, params: Params) -> Sequence[Row]:
    """The statement's rows, each a dict by the columns' names."""
    async with conn.cursor(row_factory=dict_row) as cursor:
        await cursor.execute(statement, params)
        return await cursor.fetchall()
