"""Durable state behind a small interface: the schedule, leases and check results."""

from pathlib import Path

from monitor.store.base import (
    Attempt,
    CheckRow,
    Claim,
    ClaimRefused,
    Delivery,
    DeliveryFailure,
    Notification,
    Outcome,
    QuarantineEntry,
    ResponseId,
    Signals,
    Slot,
    Store,
    SyncReport,
    TargetState,
)
from monitor.store.sqlite import SQLiteStore

__all__ = [
    "Attempt",
    "CheckRow",
    "Claim",
    "ClaimRefused",
    "Delivery",
    "DeliveryFailure",
    "Notification",
    "Outcome",
    "QuarantineEntry",
    "ResponseId",
    "SQLiteStore",
    "Signals",
    "Slot",
    "Store",
    "SyncReport",
    "TargetState",
    "open_store",
]


async def open_store(database: Path, now: int) -> Store:
    """Open (creating and migrating as needed) the database the settings name."""
    return await SQLiteStore.open(database, now)
