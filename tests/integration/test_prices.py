"""Price history read through the store, on each backend: one target's results as a range of
its index, every target's a page at a time, and the export written as it is read."""

import csv
import io
import json
from decimal import Decimal
from typing import Any

import psycopg
import pytest

from monitor.config.fields import PostgresURL
from monitor.config.model import Settings, Target
from monitor.extract import Snapshot
from monitor.extract.prices import PriceRecord
from monitor.ops.prices import every_result, export, target_results, write_prices
from monitor.schedule import iso
from monitor.store import CheckRow, Slot, SQLiteStore
from monitor.store.sqlstore import SQLStore
from tests.helpers import T0, FakeClock, rows
from tests.yearsim import write_results

DAY = 24 * 3600 * 1000


def snapshot(pro: str, team: str = "49.00") -> Snapshot:
    pro_record = PriceRecord(label="Pro", amount=Decimal(pro), currency="USD", period="month")
    team_record = PriceRecord(
        label='Team, "annual"', amount=Decimal(team), currency="USD", period="year"
    )
    return Snapshot(mode="prices", text="", prices=(pro_record, team_record))


async def seed(
    store: SQLStore, settings: Settings, clock: FakeClock, days: dict[str, list[str | None]]
) -> None:
    """Each target's daily results from T0: a Pro price, or None for a failed slot."""
    targets = [
        Target.model_validate({"id": t, "url": "https://example.com", "interval": "24h"})
        for t in days
    ]
    await store.sync_targets(targets, clock())
    checks, snapshots = [], []
    for target_id, prices in days.items():
        for day, pro in enumerate(prices):
            slot = T0 + day * DAY
            seen = snapshot(pro) if pro is not None else None
            status = "failed" if seen is None else "baseline" if day == 0 else "unchanged"
            checks.append(
                (
                    f"{target_id}:{iso(slot)}",
                    target_id,
                    slot,
                    slot,
                    status,
                    seen.digest if seen else None,
                    day + 1,
                )
            )
            if seen is not None:
                snapshots.append((seen.digest, seen.compressed(), slot))
    write_results(settings.database, checks, snapshots)


async def test_a_targets_history_is_its_slots_in_order_within_the_window(
    store: SQLStore, settings: Settings, clock: FakeClock
) -> None:
    await seed(store, settings, clock, {"a": ["20.00", None, "18.00", "18.00"], "b": ["1"] * 4})
    found = [rows async for rows in target_results(store, "a", T0 + DAY, T0 + 3 * DAY, page=1)]
    assert [[(r.status, r.record and r.record.amount) for r in got] for got in found] == [
        [("failed", None)],
        [("unchanged", Decimal("18.00")), ("unchanged", Decimal("49.00"))],
    ]


async def test_prices_as_csv_follow_rfc_4180(
    store: SQLStore, settings: Settings, clock: FakeClock
) -> None:
    await seed(store, settings, clock, {"a": ["20.00", "18.00"]})
    out = io.StringIO(newline="")
    await write_prices(store, out, "a", (0, 2**62), "team*", "csv", changes=False)
    text = out.getvalue()
    assert text.endswith("\r\n")
    assert "\n" not in text.replace("\r\n", "")
    assert text.splitlines()[1].endswith(',"Team, ""annual""",49.00,USD,year,,baseline')
    parsed = list(csv.DictReader(io.StringIO(text, newline="")))
    assert [(r["scheduled_for"], r["plan"], r["amount"]) for r in parsed] == [
        (iso(T0), 'Team, "annual"', "49.00"),
        (iso(T0 + DAY), 'Team, "annual"', "49.00"),
    ]


async def test_prices_changes_only_as_json(
    store: SQLStore, settings: Settings, clock: FakeClock
) -> None:
    await seed(store, settings, clock, {"a": ["20.00", "20.00", None, "18.50"]})
    out = io.StringIO()
    await write_prices(store, out, "a", (0, 2**62), "pro", "json", changes=True)
    assert [(r["scheduled_for"], r["amount"], r["change"]) for r in json.loads(out.getvalue())] == [
        (iso(T0), "20.00", "added"),
        (iso(T0 + 3 * DAY), "18.50", "changed"),
    ]


class Counting:
    """The store, counting what each page of the export reads, and when the export wrote."""

    def __init__(self, store: SQLStore, out: io.StringIO) -> None:
        self.store, self.out = store, out
        self.pages: list[tuple[int, int]] = []  # (results read, characters written before)

    async def export_checks(self, after: Slot, since: int, limit: int) -> list[CheckRow]:
        found = await self.store.export_checks(after, since, limit)
        self.pages.append((len(found), len(self.out.getvalue())))
        return found

    async def snapshots(self, hashes: Any) -> dict[str, bytes]:
        return await self.store.snapshots(hashes)


async def test_the_export_streams_every_target_a_page_at_a_time(
    store: SQLStore, settings: Settings, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    days: dict[str, list[str | None]] = {
        "a": ["1", "2", None],
        "b": ["3"] * 4,
        "c": [None],
        "d": ["4", "5"],
    }
    await seed(store, settings, clock, days)
    out = io.StringIO()
    counting = Counting(store, out)
    monkeypatch.setattr("monitor.ops.prices.PAGE", 3)
    monkeypatch.setattr("monitor.ops.prices.every_result.__defaults__", (3,))
    count = await export(counting, out, T0 + DAY, "jsonl")  # type: ignore[arg-type]
    written = [json.loads(line) for line in out.getvalue().splitlines()]
    assert count == len(written) == 2 * (1 + 3 + 1) + 1  # a failed slot is one row
    assert list(dict.fromkeys((r["target_id"], r["scheduled_for"]) for r in written)) == [
        ("a", iso(T0 + DAY)),
        ("a", iso(T0 + 2 * DAY)),
        ("b", iso(T0 + DAY)),
        ("b", iso(T0 + 2 * DAY)),
        ("b", iso(T0 + 3 * DAY)),
        ("d", iso(T0 + DAY)),
    ]
    # Never more than a page read at a time, and each page written before the next is read.
    assert [read for read, _ in counting.pages] == [3, 3, 0]
    assert 0 == counting.pages[0][1] < counting.pages[1][1] < counting.pages[2][1]


async def test_every_result_after_the_last_target(
    store: SQLStore, settings: Settings, clock: FakeClock
) -> None:
    await seed(store, settings, clock, {"a": ["1"]})
    assert [rows async for rows in every_result(store, T0 + DAY)] == []


@pytest.mark.sqlite_only
async def test_one_targets_history_is_a_range_of_its_index(
    store: SQLiteStore, settings: Settings
) -> None:
    params = {"target_id": "a", "after": 0, "until": T0, "limit": 500}
    plan = rows(settings.database, "EXPLAIN QUERY PLAN " + SQLiteStore.q.PRICE_CHECKS, params)
    assert [str(row[3]) for row in plan] == [
        "SEARCH source_checks USING INDEX source_checks_target_schedule_unique"
        " (target_id=? AND scheduled_for>? AND scheduled_for<?)"
    ]
    params = {"after_target": "a", "after_slot": 0, "since": 0, "limit": 500}
    plan = rows(settings.database, "EXPLAIN QUERY PLAN " + SQLiteStore.q.EXPORT_CHECKS, params)
    # SQLite bounds the range by the target alone and filters the slots of the page's last
    # target already written: at most one target's results, never a sort.
    assert [str(row[3]) for row in plan] == [
        "SEARCH source_checks USING INDEX source_checks_target_schedule_unique (target_id>?)"
    ]


@pytest.mark.postgresql
@pytest.mark.parametrize(
    ("statement", "params"),
    [
        ("PRICE_CHECKS", {"target_id": "t07", "after": 0, "until": T0, "limit": 500}),
        ("EXPORT_CHECKS", {"after_target": "t07", "after_slot": 0, "since": 0, "limit": 500}),
    ],
)
async def test_postgresql_reads_the_history_by_its_index(
    postgres_dsn: str, statement: str, params: dict[str, Any]
) -> None:
    from monitor.store import PostgresStore

    store = await PostgresStore.open(PostgresURL(postgres_dsn), T0, 5)
    try:  # sixty targets with sixty days each, analysed: a target is a sixtieth of the table
        await store.sync_targets(
            [
                Target.model_validate(
                    {"id": f"t{n:02d}", "url": "https://example.com", "interval": "24h"}
                )
                for n in range(60)
            ],
            T0,
        )
    finally:
        await store.close()
    with psycopg.connect(postgres_dsn) as conn:
        conn.execute(
            "INSERT INTO source_checks (work_id, target_id, scheduled_for, checked_at, status,"
            " result_hash) SELECT t.id || ':' || d, t.id, d * 86400000::bigint,"
            " d * 86400000::bigint, 'unchanged', 'h'"
            " FROM monitor_targets AS t, generate_series(1, 60) AS d"
        )
        conn.execute("ANALYZE source_checks")
        conn.execute("SET enable_seqscan = off")
        conn.execute("SET enable_sort = off")  # slot order must come from the index
        found = conn.execute("EXPLAIN " + getattr(PostgresStore.q, statement), params)
        plan = "\n".join(str(row[0]) for row in found.fetchall())
    assert "Index Scan using source_checks_target_schedule_unique on source_checks" in plan
    assert "Sort" not in plan
