"""Durable state behind role protocols (``roles``): the schedule, leases, check results,
the outbox, the quarantine and the weekly runs, on SQLite or PostgreSQL."""

from pathlib import Path

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
from monitor.store.postgres import PostgresStore
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


async def open_store(database: Path | PostgresURL, now: int, busy_timeout: float) -> Store:
    """Open (creating and migrating as needed) the database the settings name."""
    if isinstance(database, PostgresURL):
        return await PostgresStore.open(database, now, busy_timeout)
    return await SQLiteStore.open(database, now, busy_timeout)
