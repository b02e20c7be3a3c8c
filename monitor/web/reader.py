"""The store as ``monitor web`` sees it: reads only, on a connection opened read-only."""

from typing import Protocol

from monitor.ops.status import Reads
from monitor.store import Attempt, QuarantineEntry, Results
from monitor.store.webread import Change, ListedTarget, TargetFilter, TargetSettings


class WebReader(Results, Reads, Protocol):
    async def close(self) -> None: ...

    async def target_page(self, where: TargetFilter, limit: int, offset: int) -> list[ListedTarget]:
        """A page of the targets the filter keeps, by id."""

    async def target_count(self, where: TargetFilter) -> int: ...

    async def target_settings(self, target_id: str) -> TargetSettings | None: ...

    async def changes(self, target_id: str | None, limit: int) -> list[Change]:
        """The latest changes, newest first: of one target, or of all."""

    async def quarantined(self, include_resolved: bool) -> list[QuarantineEntry]: ...

    async def quarantine_entry(self, entry_id: int) -> QuarantineEntry | None: ...

    async def attempts(self, work_id: str) -> list[Attempt]: ...
