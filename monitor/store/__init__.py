"""Durable state behind a small interface: the schedule, leases and check results."""

from pathlib import Path

from monitor.fields import PostgresURL
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
    Store,
    SyncReport,
    TargetSlot,
    TargetState,
    WorkFailure,
)
from monitor.store.postgres import PostgresStore
from monitor.store.sqlite import SQLiteStore

__all__ = [
    "CLEANUP_KINDS",
    "Attempt",
    "BatchState",
    "CheckRow",
    "Claim",
    "ClaimRefused",
    "CleanupMessage",
    "Counts",
    "DaemonBeat",
    "Delivery",
    "HeldLease",
    "Notification",
    "Outcome",
    "PeriodChecks",
    "PostgresStore",
    "QuarantineEntry",
    "ResponseId",
    "Run",
    "RunEvent",
    "RunReport",
    "SQLiteStore",
    "Share",
    "Signals",
    "Slot",
    "Store",
    "SyncReport",
    "TargetSlot",
    "TargetState",
    "WorkFailure",
    "open_store",
]


async def open_store(database: Path | PostgresURL, now: int, busy_timeout: float) -> Store:
    """Open (creating and migrating as needed) the database the settings name."""
    if isinstance(database, PostgresURL):
        return await PostgresStore.open(database, now, busy_timeout)
    return await SQLiteStore.open(database, now, busy_timeout)
