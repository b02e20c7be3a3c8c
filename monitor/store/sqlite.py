"""The SQLite backend: one file, WAL, durable commits, one writer transaction at a time.

aiosqlite runs every statement of a connection on one thread, so two tasks sharing it could
interleave statements inside one transaction; ``_lock`` makes each transaction exclusive.
Every write starts with ``BEGIN IMMEDIATE`` so that the write lock is taken up front and a
second process waits (``busy_timeout``) instead of failing half-way with "database is locked".
A cancelled transaction rolls back (a statement already handed to the thread still runs, then
the ROLLBACK after it), so a shutdown leaves every transaction committed or never begun.
"""

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Any

import aiosqlite

from monitor.config import Target
from monitor.errors import LeaseLost
from monitor.schedule import MINUTE_MS, first_slot, next_slot, resynced_slot, work_id
from monitor.store.base import (
    CheckRow,
    Claim,
    ClaimRefused,
    Outcome,
    Slot,
    SyncReport,
    TargetState,
)
from monitor.store.migrate import migrate

BUSY_TIMEOUT_S = 30.0

_CLAIM = """
UPDATE monitor_targets SET lease_token = :token, lease_expires_at = :expires
WHERE id = :id AND enabled = 1 AND next_check_at = :slot
  AND (lease_token IS NULL OR lease_expires_at <= :now)
RETURNING url, headers_json, interval_minutes,
  (SELECT status FROM source_checks WHERE target_id = :id AND scheduled_for = :slot),
  (SELECT attempt_count FROM source_checks WHERE target_id = :id AND scheduled_for = :slot),
  (SELECT result_hash FROM source_checks
   WHERE target_id = :id AND scheduled_for < :slot AND status != 'failed'
   ORDER BY scheduled_for DESC LIMIT 1)
"""

_RECORD = """
INSERT INTO source_checks (work_id, target_id, scheduled_for, checked_at, status,
                           attempt_count, result_hash, error_message, http_status, duration_ms)
SELECT :work_id, :id, :slot, :checked_at, :status, 1, :hash, :error, :http_status, :duration_ms
FROM monitor_targets WHERE id = :id AND lease_token = :token
ON CONFLICT (work_id) DO UPDATE SET
  checked_at = excluded.checked_at,
  status = excluded.status,
  attempt_count = source_checks.attempt_count + 1,
  result_hash = excluded.result_hash,
  error_message = excluded.error_message,
  http_status = excluded.http_status,
  duration_ms = excluded.duration_ms
WHERE source_checks.status = 'failed'
"""

_ADVANCE = """
UPDATE monitor_targets
SET next_check_at = :next, lease_token = NULL, lease_expires_at = NULL
WHERE id = :id AND lease_token = :token
"""

_RELEASE = """
UPDATE monitor_targets SET lease_token = NULL, lease_expires_at = NULL
WHERE id = :id AND lease_token = :token
"""

_TARGET_STATES = """
SELECT t.id, t.url, t.enabled, t.interval_minutes, t.next_check_at, t.lease_expires_at,
       c.scheduled_for, c.status, c.checked_at
FROM monitor_targets AS t
LEFT JOIN source_checks AS c ON c.work_id = (
  SELECT work_id FROM source_checks WHERE target_id = t.id ORDER BY scheduled_for DESC LIMIT 1
)
ORDER BY t.id
"""


class SQLiteStore:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path, now: int) -> "SQLiteStore":
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_S)
        try:
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA synchronous = FULL")
            await conn.execute("PRAGMA foreign_keys = ON")
            await conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
            await migrate(conn, now)
        except BaseException:
            await conn.close()
            raise
        return cls(conn)

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            try:
                await self._conn.execute("BEGIN IMMEDIATE")
                yield self._conn
                await self._conn.execute("COMMIT")
            except BaseException:
                # Also after a cancelled BEGIN or COMMIT, which the thread still runs: then
                # there may be no transaction left to roll back.
                with suppress(sqlite3.OperationalError):
                    await self._conn.execute("ROLLBACK")
                raise

    async def _read(self, sql: str, params: dict[str, Any] | tuple[Any, ...] = ()) -> list[Any]:
        async with self._lock:
            return list(await self._conn.execute_fetchall(sql, params))

    async def sync_targets(self, targets: Sequence[Target], now: int) -> SyncReport:
        added = updated = 0
        async with self._transaction() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id, url, interval_minutes, enabled, headers_json, start_at, next_check_at"
                " FROM monitor_targets"
            )
            stored = {row[0]: row for row in rows}
            for target in targets:
                row = stored.get(target.id)
                values = _target_values(target, now)
                if row is None:
                    values["next"] = first_slot(
                        now, target.interval_minutes * MINUTE_MS, values["start_at"]
                    )
                    await conn.execute(
                        "INSERT INTO monitor_targets (id, url, interval_minutes, enabled,"
                        " next_check_at, headers_json, start_at, created_at, updated_at)"
                        " VALUES (:id, :url, :interval, :enabled, :next, :headers, :start_at,"
                        " :now, :now)",
                        values,
                    )
                    added += 1
                elif tuple(row[1:6]) != (
                    values["url"],
                    values["interval"],
                    values["enabled"],
                    values["headers"],
                    values["start_at"],
                ):
                    values["next"] = resynced_slot(
                        row[6],
                        row[2] * MINUTE_MS,
                        values["interval"] * MINUTE_MS,
                        row[5],
                        values["start_at"],
                        now,
                    )
                    await conn.execute(
                        "UPDATE monitor_targets SET url = :url, interval_minutes = :interval,"
                        " enabled = :enabled, headers_json = :headers, start_at = :start_at,"
                        " next_check_at = :next, updated_at = :now WHERE id = :id",
                        values,
                    )
                    updated += 1
            listed = {target.id for target in targets}
            gone = [(now, id_) for id_, row in stored.items() if row[3] and id_ not in listed]
            await conn.executemany(
                "UPDATE monitor_targets SET enabled = 0, updated_at = ? WHERE id = ?", gone
            )
        return SyncReport(added, updated, len(gone))

    async def due_slots(self, now: int, after: Slot | None, limit: int) -> list[Slot]:
        start = (after.scheduled_for, after.target_id) if after else (-1, "")
        rows = await self._read(
            "SELECT id, next_check_at FROM monitor_targets"
            " WHERE enabled = 1 AND next_check_at <= :now"
            " AND (lease_token IS NULL OR lease_expires_at <= :now)"
            " AND (next_check_at, id) > (:after_slot, :after_id)"
            " ORDER BY next_check_at, id LIMIT :limit",
            {"now": now, "after_slot": start[0], "after_id": start[1], "limit": limit},
        )
        return [Slot(row[0], row[1]) for row in rows]

    async def claim(self, slot: Slot, token: str, now: int, lease_ms: int) -> Claim | ClaimRefused:
        params = {
            "id": slot.target_id,
            "slot": slot.scheduled_for,
            "token": token,
            "now": now,
            "expires": now + lease_ms,
        }
        async with self._transaction() as conn:
            claimed = await conn.execute_fetchall(_CLAIM, params)
            if not claimed:
                return await _refusal(conn, slot, now)
            url, headers, interval_minutes, status, attempts, previous = next(iter(claimed))
            interval_ms = interval_minutes * MINUTE_MS
            if status not in (None, "failed"):
                # The slot was completed but the schedule did not move past it (an edit of the
                # anchor pointed back at it): move on instead of checking twice.
                params["next"] = next_slot(slot.scheduled_for, interval_ms, now)
                await conn.execute(_ADVANCE, params)
                return ClaimRefused.ALREADY_DONE
        return Claim(slot, token, url, json.loads(headers), interval_ms, attempts or 0, previous)

    async def renew(self, claim: Claim, expires_at: int) -> bool:
        async with self._transaction() as conn:
            cursor = await conn.execute(
                "UPDATE monitor_targets SET lease_expires_at = ? WHERE id = ? AND lease_token = ?",
                (expires_at, claim.slot.target_id, claim.token),
            )
            return cursor.rowcount == 1

    async def release(self, claim: Claim) -> None:
        async with self._transaction() as conn:
            await conn.execute(_RELEASE, {"id": claim.slot.target_id, "token": claim.token})

    async def finish(self, claim: Claim, outcome: Outcome, next_check_at: int) -> None:
        slot = claim.slot
        params = {
            "work_id": work_id(slot.target_id, slot.scheduled_for),
            "id": slot.target_id,
            "slot": slot.scheduled_for,
            "token": claim.token,
            "status": outcome.status,
            "checked_at": outcome.checked_at,
            "hash": outcome.result_hash,
            "error": outcome.error,
            "http_status": outcome.http_status,
            "duration_ms": outcome.duration_ms,
            "next": next_check_at,
        }
        async with self._transaction() as conn:
            recorded = await conn.execute(_RECORD, params)
            if recorded.rowcount != 1 or (await conn.execute(_ADVANCE, params)).rowcount != 1:
                raise LeaseLost()

    async def targets(self) -> list[TargetState]:
        rows = await self._read(_TARGET_STATES)
        return [
            TargetState(
                row[0], row[1], bool(row[2]), row[3], row[4], row[5], row[6], row[7], row[8]
            )
            for row in rows
        ]

    async def history(self, target_id: str, limit: int) -> list[CheckRow]:
        rows = await self._read(
            "SELECT work_id, target_id, scheduled_for, checked_at, status, attempt_count,"
            " result_hash, error_message, http_status, duration_ms FROM source_checks"
            " WHERE target_id = ? ORDER BY scheduled_for DESC LIMIT ?",
            (target_id, limit),
        )
        return [CheckRow(*row) for row in rows]


def _target_values(target: Target, now: int) -> dict[str, Any]:
    start_at = target.start_at
    return {
        "id": target.id,
        "url": target.url,
        "interval": target.interval_minutes,
        "enabled": int(target.enabled),
        "headers": json.dumps(target.headers, sort_keys=True),
        "start_at": int(start_at.timestamp() * 1000) if start_at else None,
        "now": now,
    }


async def _refusal(conn: aiosqlite.Connection, slot: Slot, now: int) -> ClaimRefused:
    row = await (
        await conn.execute(
            "SELECT enabled, next_check_at FROM monitor_targets WHERE id = ?", (slot.target_id,)
        )
    ).fetchone()
    if row is None:
        return ClaimRefused.UNKNOWN_TARGET
    if not row[0]:
        return ClaimRefused.DISABLED
    if row[1] != slot.scheduled_for:
        return ClaimRefused.SLOT_MOVED
    return ClaimRefused.LEASED
