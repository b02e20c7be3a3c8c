"""What the web dashboard (``monitor web``) reads beyond what the commands read: its records,
and the reads behind them on either backend (``monitor.web.reader`` is the whole protocol)."""

import json
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from monitor.config.request import RequestOptions
from monitor.store.base import TargetState, from_row
from monitor.store.dialect import Statements
from monitor.store.tx import Params, Row


@dataclass(frozen=True, slots=True)
class TargetFilter:
    """The overview's filters: a last status (``never``, ``quarantined``, or '' for any) and
    a text the id or the URL contains ('' for any)."""

    status: str = ""
    search: str = ""

    def params(self) -> dict[str, str]:
        escaped = self.search.lower().translate({ord(c): f"!{c}" for c in "!%_"})
        return {"status": self.status, "pattern": f"%{escaped}%" if self.search else ""}


@dataclass(frozen=True, slots=True)
class ListedTarget:
    """A target as the overview lists it."""

    state: TargetState
    last_change: str | None
    """The work id of its latest change, if any."""
    last_change_at: int | None
    quarantined: int
    """How many of its entries wait in the quarantine."""


@dataclass(frozen=True, slots=True)
class TargetSettings:
    """What a page may show of a target's settings: no header, no cookie, no proxy."""

    id: str
    url: str
    enabled: bool
    interval_minutes: int
    rules_json: str
    compare_last: int
    notify: tuple[str, ...]
    notify_on: tuple[str, ...]
    render: str


@dataclass(frozen=True, slots=True)
class Change:
    """A changed result, for the feeds."""

    work_id: str
    target_id: str
    scheduled_for: int
    checked_at: int


class WebReads:
    """``WebReader``'s own reads, on the statements of the store's dialect."""

    q: ClassVar[Statements]

    @abstractmethod
    async def _read(self, statement: str, params: Params = ()) -> Sequence[Row]: ...

    async def target_page(self, where: TargetFilter, limit: int, offset: int) -> list[ListedTarget]:
        params = where.params() | {"limit": limit, "offset": offset}
        return [_listed(row) for row in await self._read(self.q.TARGET_PAGE, params)]

    async def target_count(self, where: TargetFilter) -> int:
        [row] = await self._read(self.q.TARGET_COUNT, where.params())
        return int(row["listed"])

    async def target_settings(self, target_id: str) -> TargetSettings | None:
        found = await self._read(self.q.TARGET_SETTINGS, {"id": target_id})
        return _settings(found[0]) if found else None

    async def changes(self, target_id: str | None, limit: int) -> list[Change]:
        params = {"target_id": target_id or "", "limit": limit}
        return [from_row(Change, row) for row in await self._read(self.q.CHANGES, params)]


def _listed(row: Row) -> ListedTarget:
    state = dict(row)
    for extra in ("last_change", "last_change_at", "quarantined"):
        del state[extra]
    return ListedTarget(
        from_row(TargetState, state, enabled=bool(row["enabled"])),
        row["last_change"],
        row["last_change_at"],
        int(row["quarantined"]),
    )


def _settings(row: Row) -> TargetSettings:
    return TargetSettings(
        row["id"],
        row["url"],
        bool(row["enabled"]),
        row["interval_minutes"],
        row["rules_json"],
        row["compare_last"],
        tuple(json.loads(row["notify_json"])),
        tuple(json.loads(row["notify_on_json"])),
        RequestOptions.from_json(row["request_json"]).render,  # nothing else of the request
    )
