"""A year of weekly runs, simulated: many targets checked daily, some changing each week, the
checks written straight into a real database (either backend) as the worker would leave them,
and every Monday the real weekly run (digest rendered and recorded, cleanup planned and
executed).

Used by the retention test and by ``bench/retention.py``; prints nothing itself.
"""

import random
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import psycopg

from monitor.config.fields import PostgresURL
from monitor.config.model import Settings, Target
from monitor.extract import Snapshot
from monitor.extract.prices import PriceRecord
from monitor.schedule import iso
from monitor.store import open_store
from monitor.store.dialect import for_psycopg
from monitor.weekly.cleanup import Cleaner
from monitor.weekly.run import Weekly
from tests.helpers import FakeClock, rows

DAY = 24 * 3600 * 1000
START = 1_785_110_400_000  # 2026-07-27T00:00Z, a Monday


@dataclass(frozen=True, kw_only=True)
class WeekSize:
    week: int
    checks: int
    snapshots: int
    outbox: int
    runs: int
    live_bytes: int
    """SQLite: its pages in use; PostgreSQL: the size of its rows (dead ones wait for VACUUM)."""
    file_bytes: int
    """SQLite: its file and WAL; PostgreSQL: its tables' files, indexes included."""


def daily_targets(count: int) -> list[Target]:
    """Pages checked daily, alerting channel ``ops``."""
    return [
        Target.model_validate(
            {
                "id": f"t{n:04d}",
                "url": f"https://example.com/{n}",
                "interval": "24h",
                "notify": ["ops"],
            }
        )
        for n in range(count)
    ]


def snapshot(target: int, version: int) -> Snapshot:
    """A pricing page's snapshot: some text and a three-plan table."""
    plans = tuple(
        PriceRecord(
            label=f"Plan {n}", amount=Decimal(10 * n + version), currency="USD", period="month"
        )
        for n in (1, 2, 3)
    )
    text = f"target {target} pricing, revision {version}\n" + "Plans and features. " * 40
    return Snapshot(mode="text", text=text, prices=plans)


async def simulate(
    settings: Settings,
    targets: int,
    weeks: int,
    changing: float,
    on_week: Callable[[WeekSize], None] = lambda _: None,
) -> list[WeekSize]:
    clock = FakeClock(START)
    store = await open_store(settings.database, clock(), settings.busy_timeout.total_seconds())
    try:
        await store.sync_targets(
            daily_targets(targets),
            clock(),
        )
        weekly, cleaner = Weekly(store, settings, clock), Cleaner(store, settings, clock)
        sizes = []
        versions = [0] * targets
        rng = random.Random(7)
        for week in range(weeks):
            write_week(settings.database, week, versions, changing, rng)
            clock.now = START + 7 * DAY * (week + 1) + 8 * 3600 * 1000  # Monday 08:00
            await weekly.pass_once(cleaner)
            sizes.append(measure(settings.database, week))
            on_week(sizes[-1])
        return sizes
    finally:
        await store.close()


async def prepare(settings: Settings, targets: int, weeks: int, changing: float) -> None:
    """A database as the daemon would leave it after ``weeks`` of daily checks, no run yet."""
    store = await open_store(settings.database, START, settings.busy_timeout.total_seconds())
    try:
        await store.sync_targets(
            daily_targets(targets),
            START,
        )
    finally:
        await store.close()
    versions, rng = [0] * targets, random.Random(3)
    for week in range(weeks):
        write_week(settings.database, week, versions, changing, rng)


Rows = list[tuple[Any, ...]]


@contextmanager
def writing(database: Path | PostgresURL) -> Iterator[Callable[[str, Rows], None]]:
    """One transaction from outside the daemon: each call runs a statement (in SQLite's
    placeholders) once per row."""
    if isinstance(database, PostgresURL):
        with psycopg.connect(database.url) as conn, conn.cursor() as cursor:

            def many(sql: str, params: Rows) -> None:
                cursor.executemany(for_psycopg(sql), params)

            yield many
        return
    with closing(sqlite3.connect(database)) as file, file:

        def many_in_file(sql: str, params: Rows) -> None:
            file.executemany(sql, params)

        yield many_in_file


def write_results(database: Path | PostgresURL, checks: Rows, snapshots: Rows) -> None:
    """Results as the worker leaves them, (work_id, target_id, slot, checked_at, status,
    result_hash, completed_seq) each, and their snapshots, (hash, content, created_at) each,
    in one transaction."""
    with writing(database) as executemany:
        executemany(
            "INSERT INTO source_checks (work_id, target_id, scheduled_for, checked_at,"
            " status, result_hash, completed_seq) VALUES (?, ?, ?, ?, ?, ?, ?)",
            checks,
        )
        executemany(
            "INSERT INTO snapshots (hash, content, created_at) VALUES (?, ?, ?)"
            " ON CONFLICT (hash) DO NOTHING",
            snapshots,
        )


def write_week(
    database: Path | PostgresURL,
    week: int,
    versions: list[int],
    changing: float,
    rng: random.Random,
) -> None:
    """Seven daily checks of every target; a changed page writes its snapshot and an alert
    that was delivered, as the worker and the delivery task would have."""
    with writing(database) as executemany:
        for day in range(7):
            slot = START + (7 * week + day) * DAY + 6 * 3600 * 1000
            checks, snapshots, alerts = [], [], []
            for target, version in enumerate(versions):
                changed = day == 3 and rng.random() < changing
                if changed:
                    versions[target] = version = version + 1
                seen = snapshot(target, version)
                work_id = f"t{target:04d}:{iso(slot)}"
                status = "changed" if changed else "baseline" if slot == START else "unchanged"
                checks.append(
                    (work_id, f"t{target:04d}", slot, slot, status, seen.digest, 7 * week + day + 1)
                )
                if changed or slot == START + 6 * 3600 * 1000:
                    snapshots.append((seen.digest, seen.compressed(), slot))
                if changed:
                    alerts.append(
                        (
                            f"ops:{work_id}",
                            "ops",
                            work_id,
                            f"t{target:04d}",
                            "changed",
                            "https://example.com",
                            slot,
                        )
                    )
            executemany(
                "INSERT INTO source_checks (work_id, target_id, scheduled_for, checked_at,"
                " status, result_hash, completed_seq, http_status, duration_ms)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, 200, 40)",
                checks,
            )
            executemany(
                "INSERT INTO snapshots (hash, content, created_at) VALUES (?, ?, ?)"
                " ON CONFLICT (hash) DO NOTHING",
                snapshots,
            )
            executemany(
                "INSERT INTO outbox (key, channel, work_id, target_id, event, url, state,"
                " created_at, next_attempt_at, attempts, delivered_at, response_status)"
                " VALUES (?, ?, ?, ?, ?, ?, 'delivered', ?, 0, 1, 0, 200)",
                alerts,
            )
            executemany(
                "UPDATE monitor_targets SET next_check_at = ?, completed_seq = ?",
                [(slot + DAY, 7 * week + day + 1)],
            )


# Every table of the schema: what "the database" holds.
TABLES = (
    "monitor_targets",
    "source_checks",
    "check_attempts",
    "snapshots",
    "outbox",
    "quarantine",
    "runs",
    "run_history",
    "cleanup_messages",
    "cleanup_attempts",
    "daemons",
    "schema_migrations",
    "alert_rule_state",
)


def measure(database: Path | PostgresURL, week: int) -> WeekSize:
    checks, snapshots, outbox, runs = (
        int(rows(database, f"SELECT COUNT(*) FROM {table}")[0][0])
        for table in ("source_checks", "snapshots", "outbox", "runs")
    )
    live_bytes, file_bytes = _sizes(database)
    return WeekSize(
        week=week,
        checks=checks,
        snapshots=snapshots,
        outbox=outbox,
        runs=runs,
        live_bytes=live_bytes,
        file_bytes=file_bytes,
    )


def _sizes(database: Path | PostgresURL) -> tuple[int, int]:
    """The bytes the rows hold, and the bytes the database takes on disk."""
    if isinstance(database, PostgresURL):
        row_sizes = "SELECT COALESCE(SUM(pg_column_size(t.*)), 0) FROM {} AS t"
        live = sum(int(rows(database, row_sizes.format(table))[0][0]) for table in TABLES)
        [(files,)] = rows(
            database,
            "SELECT SUM(pg_total_relation_size(c.oid))::bigint FROM pg_class AS c"
            " JOIN pg_namespace AS n ON n.oid = c.relnamespace"
            " WHERE n.nspname = 'public' AND c.relkind = 'r'",
        )
        return live, int(files)
    with closing(sqlite3.connect(database)) as conn:
        pages, free, size = (
            conn.execute(f"PRAGMA {name}").fetchone()[0]
            for name in ("page_count", "freelist_count", "page_size")
        )
    return (pages - free) * size, database.stat().st_size + _wal_size(database)


def _wal_size(database: Path) -> int:
    wal = database.with_name(database.name + "-wal")
    return wal.stat().st_size if wal.exists() else 0


def retention_settings(settings: Settings, days: int = 90) -> Settings:
    digest = settings.digest.model_copy(update={"channels": ()})
    return settings.model_copy(update={"digest": digest, "retention": timedelta(days=days)})
