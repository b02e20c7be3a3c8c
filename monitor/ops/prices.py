"""``monitor prices TARGET`` and ``monitor export``: the price history, read from the store a
page at a time and written as it is read, so that neither holds more than a page of results
(and the snapshots they name) whatever the database holds."""

import csv
import json
from collections.abc import AsyncIterator, Iterable
from typing import TextIO

from monitor.changes.price_rows import (
    CHANGE_COLUMNS,
    COLUMNS,
    PriceRow,
    changes_only,
    matches,
    records,
    rows_of,
    table_lines,
)
from monitor.config.alert_rules import plan_matcher
from monitor.extract import PriceRecord, Snapshot
from monitor.store import CheckRow, Slot, Store

PAGE = 500  # results a read takes: a page of a year of daily checks is well under a second
DECODED = 256  # distinct snapshots kept decoded: a target's results repeat a few of them

Table = tuple[PriceRecord, ...]


class _Tables:
    """The price tables of the snapshots a page names, each read and decoded once while it
    keeps recurring (an unchanged target's results all name one)."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._decoded: dict[str, Table] = {}

    async def of(self, checks: list[CheckRow]) -> list[Table | None]:
        hashes = {c.result_hash for c in checks if c.result_hash} - self._decoded.keys()
        if len(self._decoded) + len(hashes) > DECODED:
            self._decoded.clear()
            hashes = {c.result_hash for c in checks if c.result_hash}
        for digest, blob in (await self._store.snapshots(hashes)).items():
            self._decoded[digest] = records(Snapshot.decompressed(blob))
        return [self._decoded.get(c.result_hash or "") for c in checks]


async def target_results(
    store: Store, target_id: str, since: int, until: int, page: int = PAGE
) -> AsyncIterator[list[PriceRow]]:
    """The target's results from ``since`` until before ``until``, in slot order, each as
    its rows."""
    tables, after = _Tables(store), since - 1
    while checks := await store.price_checks(target_id, after, until, page):
        for check, table in zip(checks, await tables.of(checks), strict=True):
            yield rows_of(check, table)
        after = checks[-1].scheduled_for


async def every_result(store: Store, since: int, page: int = PAGE) -> AsyncIterator[list[PriceRow]]:
    """Every target's results from ``since`` on, target by target, each in slot order."""
    tables, after = _Tables(store), Slot("", -1)  # no target's id is empty
    while checks := await store.export_checks(after, since, page):
        for check, table in zip(checks, await tables.of(checks), strict=True):
            yield rows_of(check, table)
        after = Slot(checks[-1].target_id, checks[-1].scheduled_for)


async def write_prices(
    store: Store,
    out: TextIO,
    target_id: str,
    window: tuple[int, int],
    plan: str | None,
    output: str,
    changes: bool,
) -> int:
    """``monitor prices``: the target's rows (or changes) in ``output`` form; how many."""
    chosen = plan_matcher(plan)
    results = [rows async for rows in target_results(store, target_id, *window)]
    found = changes_only(results) if changes else (row for rows in results for row in rows)
    shown = [row for row in found if matches(row, chosen)]
    columns = CHANGE_COLUMNS if changes else COLUMNS
    if output == "csv":
        write_csv(out, columns, shown)
    elif output == "json":
        json.dump([row.values() for row in shown], out, indent=2, ensure_ascii=False)
        out.write("\n")
    else:
        out.write("\n".join(table_lines(shown) if shown else [f"{target_id}: no prices"]) + "\n")
    return len(shown)


def write_csv(
    out: TextIO, columns: tuple[str, ...], rows: Iterable[PriceRow], header: bool = True
) -> int:
    """RFC 4180: a header, CRLF line ends, fields quoted where they must be; how many rows."""
    writer = csv.writer(out, lineterminator="\r\n")
    if header:
        writer.writerow(columns)
    count = 0
    for row in rows:
        values = row.values()
        writer.writerow([values[column] for column in columns])
        count += 1
    return count


async def export(store: Store, out: TextIO, since: int, output: str) -> int:
    """``monitor export``: every target's rows from ``since`` on, each page written before
    the next is read; how many rows."""
    count = 0
    if output == "csv":
        write_csv(out, COLUMNS, [])
    async for rows in every_result(store, since):
        if output == "csv":
            count += write_csv(out, COLUMNS, rows, header=False)
        else:
            out.writelines(json.dumps(row.values(), ensure_ascii=False) + "\n" for row in rows)
            count += len(rows)
    return count
