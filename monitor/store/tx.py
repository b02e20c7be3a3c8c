"""What the store's SQL runs on: one open transaction of either database, the same way.

The shared code (``sqlstore``, ``writes``, ``runs``) sees nothing else of a driver: the
statements of the transaction's dialect as ``q`` and ``rq``, rows as tuples, and how many rows
a write touched.
"""

from collections.abc import Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from types import ModuleType
from typing import Any, Protocol

Params = Mapping[str, Any] | Sequence[Any]
Row = tuple[Any, ...]


class Tx(Protocol):
    @property
    def q(self) -> ModuleType:
        """The statements of the schedule, checks, alerts and quarantine, in this dialect."""

    @property
    def rq(self) -> ModuleType:
        """The statements of the weekly runs, in this dialect."""

    async def execute(self, statement: str, params: Params = ()) -> int:
        """Run one statement; how many rows it inserted, updated or deleted."""

    async def fetch(self, statement: str, params: Params = ()) -> list[Row]:
        """Run one statement; every row it returned."""

    async def executemany(self, statement: str, params: Sequence[Params]) -> int:
        """Run one statement per parameter set; how many rows they touched in all."""


class Session(Protocol):
    def transaction(self, staging: bool = False) -> AbstractAsyncContextManager[Tx]:
        """A transaction on this session's connection. ``staging`` ones write only the
        connection's temporary tables, so they need not wait for (or take) any lock."""
