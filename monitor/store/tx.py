"""What the store's SQL runs on: one open transaction of either database, the same way.

The shared code (``sqlstore``, ``writes``, ``runs``) sees nothing else of a driver: the
statements of the transaction's dialect as ``q`` and ``rq``, rows by their columns' names, and
how many rows a write touched.
"""

from collections.abc import Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from monitor.store.dialect import Statements

# Parameters are named (``:name``); a statement without any takes ().
Params = Mapping[str, Any] | tuple[()]


class Row(Protocol):
    """A row read by its columns' names (``sqlite3.Row``, psycopg's ``dict_row``), never by
    position; a record takes the columns named as its fields (``base.from_row``)."""

    def keys(self) -> Iterable[str]: ...

    def __getitem__(self, column: str, /) -> Any: ...


class Tx(Protocol):
    @property
    def q(self) -> Statements:
        """The statements of the schedule, checks, alerts and quarantine, in this dialect."""

    @property
    def rq(self) -> Statements:
        """The statements of the weekly runs, in this dialect."""

    async def execute(self, statement: str, params: Params = ()) -> int:
        """Run one statement; how many rows it inserted, updated or deleted."""

    async def fetch(self, statement: str, params: Params = ()) -> Sequence[Row]:
        """Run one statement; every row it returned."""

    async def executemany(self, statement: str, params: Sequence[Params]) -> int:
        """Run one statement per parameter set; how many rows they touched in all."""


class Session(Protocol):
    def transaction(self, staging: bool = False) -> AbstractAsyncContextManager[Tx]:
        """A transaction on this session's connection. ``staging`` ones write only the
        connection's temporary tables, so they need not wait for (or take) any lock."""
