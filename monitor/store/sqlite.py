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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from monitor.config import Target
from monitor.errors import LeaseLost
from monitor.logs import get_logger, slot_context
from monitor.schedule import (
    MINUTE_MS,
    first_slot,
    latest_slot,
    next_slot,
    resynced_slot,
    work_id,
)
from monitor.store.base import (
    CheckRow,
    Claim,
    ClaimRefused,
    Outcome,
    Slot,
    SyncReport,
    TargetState,
)
from monitor.store.batch import Batcher
from monitor.store.migrate import check_current, migrate

BUSY_TIMEOUT_S = 30.0

log = get_logger()

# Claims every requested slot that is still due and unleased, in one statement. A target
# requested twice in a batch is updated once; the token it returns says which request won.
# The unary + keeps the planner off the schedule index, which would scan every enabled target
# for each request; the requests drive the join and each finds its target by primary key.
_CLAIM = """
UPDATE monitor_targets
SET lease_token = r.token, lease_expires_at = r.expires
FROM (
  SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS slot,
         json_extract(value, '$[2]') AS token, json_extract(value, '$[3]') AS now,
         json_extract(value, '$[4]') AS expires
  FROM json_each(:requests)
) AS r
WHERE monitor_targets.id = r.id AND +enabled = 1 AND +next_check_at = r.slot
  AND (lease_token IS NULL OR lease_expires_at <= r.now)
RETURNING lease_token, url, headers_json, interval_minutes,
  (SELECT status FROM source_checks
   WHERE target_id = monitor_targets.id AND scheduled_for = monitor_targets.next_check_at),
  (SELECT attempt_count FROM source_checks
   WHERE target_id = monitor_targets.id AND scheduled_for = monitor_targets.next_check_at),
  (SELECT result_hash FROM source_checks
   WHERE target_id = monitor_targets.id AND scheduled_for < monitor_targets.next_check_at
     AND status != 'failed'
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

# A reload that edited the target's timing while it was being checked moved next_check_at
# away from the slot; that edit wins over the cadence the check computed.
_ADVANCE = """
UPDATE monitor_targets
SET next_check_at = CASE WHEN next_check_at = :slot THEN :next ELSE next_check_at END,
    lease_token = NULL, lease_expires_at = NULL
WHERE id = :id AND lease_token = :token
"""

_RELEASE = """
UPDATE monitor_targets SET lease_token = NULL, lease_expires_at = NULL
WHERE id = :id AND lease_token = :token
"""

_STORED_TARGETS = """
SELECT id, url, interval_minutes, enabled, headers_json, start_at, next_check_at
FROM monitor_targets
"""

_INSERT_TARGET = """
INSERT INTO monitor_targets (id, url, interval_minutes, enabled, next_check_at, headers_json,
                             start_at, created_at, updated_at)
VALUES (:id, :url, :interval, :enabled, :next, :headers, :start_at, :now, :now)
"""

_UPDATE_TARGET = """
UPDATE monitor_targets
SET url = :url, interval_minutes = :interval, enabled = :enabled, headers_json = :headers,
    start_at = :start_at, next_check_at = :next, updated_at = :now
WHERE id = :id
"""

_DISABLE_TARGET = "UPDATE monitor_targets SET enabled = 0, updated_at = :now WHERE id = :id"

_TARGET_STATES = """
SELECT t.id, t.url, t.enabled, t.interval_minutes, t.next_check_at, t.lease_expires_at,
       c.scheduled_for, c.status, c.checked_at
FROM monitor_targets AS t
LEFT JOIN source_checks AS c ON c.work_id = (
  SELECT work_id FROM source_checks WHERE target_id = t.id ORDER BY scheduled_for DESC LIMIT 1
)
ORDER BY t.id
"""


@dataclass(frozen=True, slots=True)
class _ClaimRequest:
    slot: Slot
    token: str
    now: int
    expires: int


@dataclass(frozen=True, slots=True)
class _FinishRequest:
    params: dict[str, Any]


_Write = _ClaimRequest | _FinishRequest
_Answer = Claim | ClaimRefused | None  # None: a result was recorded


class SQLiteStore:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()
        self._writes: Batcher[_Write, _Answer] = Batcher(
            self._write_batch, orphaned=self._release_orphan
        )

    @classmethod
    async def open(cls, path: Path, now: int) -> "SQLiteStore":
        """Open for the daemon: create the file if needed and bring the schema up to date."""
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_S)
        try:
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA synchronous = FULL")
            await conn.execute("PRAGMA foreign_keys = ON")
            await migrate(conn, now)
        except BaseException:
            await conn.close()
            raise
        return cls(conn)

    @classmethod
    async def open_read_only(cls, path: Path) -> "SQLiteStore":
        """Open for inspection: never writes, never waits for the daemon's write lock."""
        conn = await aiosqlite.connect(_read_only_uri(path), uri=True, timeout=BUSY_TIMEOUT_S)
        try:
            await check_current(conn)
        except BaseException:
            await conn.close()
            raise
        return cls(conn)

    async def close(self) -> None:
        await self._writes.drain()
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
        async with self._transaction() as conn:
            stored = await conn.execute_fetchall(_STORED_TARGETS)
            added, updated, gone = _plan_sync({row[0]: row for row in stored}, targets, now)
            await conn.executemany(_INSERT_TARGET, added)
            await conn.executemany(_UPDATE_TARGET, updated)
            await conn.executemany(_DISABLE_TARGET, gone)
        return SyncReport(len(added), len(updated), len(gone))

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
        answer = await self._writes.submit(_ClaimRequest(slot, token, now, now + lease_ms))
        assert answer is not None, "a claim is answered with a claim or a refusal"
        return answer

    async def _write_batch(self, batch: list[_Write]) -> list[_Answer | Exception]:
        """Results first, then claims, in one transaction; a lost lease among the results
        sends them through one transaction each, so it fails only its own check."""
        finishes = [r for r in batch if isinstance(r, _FinishRequest)]
        claims = [r for r in batch if isinstance(r, _ClaimRequest)]
        finished: Sequence[_Answer | Exception]
        try:
            async with self._transaction() as conn:
                finished = await _record(conn, finishes)
                claimed = await _claim(conn, claims)
        except LeaseLost:
            finished = [await self._finish_alone(request) for request in finishes]
            async with self._transaction() as conn:
                claimed = await _claim(conn, claims)
        answers = iter(finished), iter(claimed)
        return [next(answers[isinstance(r, _ClaimRequest)]) for r in batch]

    async def _finish_alone(self, request: _FinishRequest) -> LeaseLost | None:
        try:
            async with self._transaction() as conn:
                await _record(conn, [request])
        except LeaseLost as lost:
            return lost
        return None

    async def renew(self, claim: Claim, expires_at: int) -> bool:
        async with self._transaction() as conn:
            cursor = await conn.execute(
                "UPDATE monitor_targets SET lease_expires_at = ? WHERE id = ? AND lease_token = ?",
                (expires_at, claim.slot.target_id, claim.token),
            )
            return cursor.rowcount == 1

    async def _release_orphan(self, answer: _Answer) -> None:
        """A claim granted to a caller that was cancelled meanwhile: nobody will use it."""
        if isinstance(answer, Claim):
            await self.release(answer)
            log.info(
                "check.released",
                reason="caller cancelled",
                **slot_context(answer.slot.target_id, answer.slot.scheduled_for),
            )

    async def release(self, claim: Claim) -> bool:
        async with self._transaction() as conn:
            params = {"id": claim.slot.target_id, "token": claim.token}
            return (await conn.execute(_RELEASE, params)).rowcount == 1

    async def finish(self, claim: Claim, outcome: Outcome, next_check_at: int) -> None:
        await self._writes.submit(_FinishRequest(_finish_params(claim, outcome, next_check_at)))

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


Row = dict[str, Any]


def _read_only_uri(path: Path) -> str:
    return f"{path.absolute().as_uri()}?mode=ro"


def _plan_sync(
    stored: dict[str, Any], targets: Sequence[Target], now: int
) -> tuple[list[Row], list[Row], list[Row]]:
    """The rows to insert, to update (keeping the cadence) and to disable."""
    added, updated = [], []
    for target in targets:
        values = _target_values(target, now)
        row = stored.get(target.id)
        if row is None:
            interval_ms = target.interval_minutes * MINUTE_MS
            added.append(values | {"next": first_slot(now, interval_ms, values["start_at"])})
        elif tuple(row[1:6]) != tuple(values[key] for key in _COMPARED):
            interval_ms = values["interval"] * MINUTE_MS
            next_at = resynced_slot(
                row[6], row[2] * MINUTE_MS, interval_ms, row[5], values["start_at"], now
            )
            if values["enabled"] and not row[3]:  # switched back on
                next_at = latest_slot(next_at, interval_ms, now)
            updated.append(values | {"next": next_at})
    listed = {target.id for target in targets}
    gone = [{"id": id_, "now": now} for id_, row in stored.items() if row[3] and id_ not in listed]
    return added, updated, gone


_COMPARED = ("url", "interval", "enabled", "headers", "start_at")  # as in _STORED_TARGETS


def _target_values(target: Target, now: int) -> Row:
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


async def _refusals(
    conn: aiosqlite.Connection, refused: list[_ClaimRequest]
) -> dict[str, ClaimRefused]:
    """Why each refused request lost, by token."""
    if not refused:
        return {}
    ids = json.dumps(sorted({r.slot.target_id for r in refused}))
    rows = await conn.execute_fetchall(
        "SELECT id, enabled, next_check_at FROM monitor_targets"
        " WHERE id IN (SELECT value FROM json_each(?))",
        (ids,),
    )
    found = {row[0]: row for row in rows}
    reasons = {}
    for request in refused:
        row = found.get(request.slot.target_id)
        if row is None:
            reasons[request.token] = ClaimRefused.UNKNOWN_TARGET
        elif not row[1]:
            reasons[request.token] = ClaimRefused.DISABLED
        elif row[2] != request.slot.scheduled_for:
            reasons[request.token] = ClaimRefused.SLOT_MOVED
        else:
            reasons[request.token] = ClaimRefused.LEASED
    return reasons


async def _record(conn: aiosqlite.Connection, finishes: list[_FinishRequest]) -> list[_Answer]:
    """Record results and advance schedules; LeaseLost if any lease was not ours."""
    if not finishes:
        return []
    params = [request.params for request in finishes]
    recorded = await conn.executemany(_RECORD, params)
    advanced = await conn.executemany(_ADVANCE, params)
    if recorded.rowcount != len(params) or advanced.rowcount != len(params):
        raise LeaseLost()
    return [None] * len(params)


async def _claim(conn: aiosqlite.Connection, claims: list[_ClaimRequest]) -> list[_Answer]:
    if not claims:
        return []
    requests = json.dumps(
        [[r.slot.target_id, r.slot.scheduled_for, r.token, r.now, r.expires] for r in claims]
    )
    won = {row[0]: row for row in await conn.execute_fetchall(_CLAIM, {"requests": requests})}
    granted = [_claim_from(request, won.get(request.token)) for request in claims]
    done = [
        {"id": r.slot.target_id, "slot": r.slot.scheduled_for, "token": r.token, "next": answer}
        for r, answer in zip(claims, granted, strict=True)
        if isinstance(answer, int)
    ]
    if done:
        await conn.executemany(_ADVANCE, done)
    reasons = await _refusals(conn, [r for r, a in zip(claims, granted, strict=True) if a is None])
    return [
        ClaimRefused.ALREADY_DONE
        if isinstance(answer, int)
        else reasons[request.token]
        if answer is None
        else answer
        for request, answer in zip(claims, granted, strict=True)
    ]


def _claim_from(request: _ClaimRequest, row: Any) -> Claim | int | None:
    """The claim a returned row grants; the next slot if the slot was done; None if refused."""
    if row is None:
        return None
    _, url, headers, interval_minutes, status, attempts, previous = row
    interval_ms = interval_minutes * MINUTE_MS
    slot = request.slot
    if status not in (None, "failed"):
        # Completed, but the schedule did not move past it (an edit of the anchor pointed back
        # at it): move on instead of checking twice.
        return next_slot(slot.scheduled_for, interval_ms, request.now)
    return Claim(
        slot, request.token, url, json.loads(headers), interval_ms, attempts or 0, previous
    )


def _finish_params(claim: Claim, outcome: Outcome, next_check_at: int) -> dict[str, Any]:
    slot = claim.slot
    return {
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
