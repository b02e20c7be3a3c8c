"""Durable state behind role protocols (``roles``): the schedule, leases, check results,
the outbox, the quarantine and the weekly runs, on SQLite or PostgreSQL."""

from pathlib import Path
from typing import TYPE_CHECKING, Any

from monitor.config.fields import PostgresURL
from monitor.store.base import (
    CLEANUP_KINDS,
    Attempt,
    BatchState,
    CheckRow,
    Claim,
    ClaimRefused,
    CleanupMessage,
    Counts,
    DaemonBeat,
    Delivery,
    HeldLease,
    Notification,
    Outcome,
    PeriodChecks,
    QuarantineEntry,
    ResponseId,
    Run,
    RunEvent,
    RunReport,
    Share,
    Signals,
    Slot,
    SyncReport,
    TargetSlot,
    TargetState,
    WorkFailure,
)
from monitor.store.roles import (
    Checks,
    Outbox,
    Proposals,
    Pulse,
    QuarantineStore,
    Results,
    Schedule,
    Store,
    WeeklyRuns,
)
from monitor.store.sqlite import SQLiteStore

# psycopg and its pool hold about 11 MiB once imported: a daemon on SQLite never loads them.
if TYPE_CHECKING:
    from monitor.store.postgres import PostgresStore

__all__ = [
    "CLEANUP_KINDS",
    "Attempt",
    "BatchState",
    "CheckRow",
    "Checks",
    "Claim",
    "ClaimRefused",
    "CleanupMessage",
    "Counts",
    "DaemonBeat",
    "Delivery",
    "HeldLease",
    "Notification",
    "Outbox",
    "Outcome",
    "PeriodChecks",
    "PostgresStore",
    "Proposals",
    "Pulse",
    "QuarantineEntry",
    "QuarantineStore",
    "ResponseId",
    "Results",
    "Run",
    "RunEvent",
    "RunReport",
    "SQLiteStore",
    "Schedule",
    "Share",
    "Signals",
    "Slot",
    "Store",
    "SyncReport",
    "TargetSlot",
    "TargetState",
    "WeeklyRuns",
    "WorkFailure",
    "open_store",
]


def __getattr__(name: str) -> Any:
    if name == "PostgresStore":
        from monitor.store.postgres import PostgresStore

        return PostgresStore
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


async def open_store(database: Path | PostgresURL, now: int, busy_timeout: float) -> Store:
    """Open (creating and migrating as needed) the database the settings name."""
    if isinstance(database, PostgresURL):
        from monitor.store.postgres import PostgresStore

        return await PostgresStore.open(database, now, busy_timeout)
    return await SQLiteStore.open(database, now, busy_timeout)
