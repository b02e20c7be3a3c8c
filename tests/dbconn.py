"""A test's own connection to the daemon's database, whichever backend: statements written
with SQLite's placeholders (``?``, ``:name``) run on PostgreSQL as psycopg's, converted as
the store converts its own."""

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

import psycopg

from monitor.config.fields import PostgresURL
from monitor.store.dialect import for_psycopg

Params = tuple[Any, ...] | dict[str, Any]


class Conn:
    def __init__(self, conn: sqlite3.Connection | psycopg.Connection[Any]) -> None:
        self._conn = conn
        self.postgresql = isinstance(conn, psycopg.Connection)

    def execute(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        """A query's rows, or none; every statement commits on its own."""
        if isinstance(self._conn, sqlite3.Connection):
            with self._conn:
                return self._conn.execute(sql, params).fetchall()
        cursor = self._conn.execute(for_psycopg(sql), params)
        return cursor.fetchall() if cursor.description else []

    def script(self, sql: str) -> None:
        """Several statements without parameters, in one transaction."""
        if isinstance(self._conn, sqlite3.Connection):
            self._conn.executescript(sql)
        else:
            with self._conn.transaction():
                self._conn.execute(sql.encode())  # bytes: its % signs are no placeholders


@contextmanager
def connect(database: Path | PostgresURL) -> Iterator[Conn]:
    if isinstance(database, PostgresURL):
        with psycopg.connect(database.url, autocommit=True) as conn:
            yield Conn(conn)
    else:
        with closing(sqlite3.connect(database)) as lite:
            yield Conn(lite)
