"""The SQLite backend: one file, WAL, durable commits, one writer transaction at a time.

aiosqlite runs every statement of a connection on one thread, so two tasks sharing it could
interleave statements inside one transaction; ``_lock`` makes each transaction exclusive.
Every write starts with ``BEGIN IMMEDIATE`` so that the write lock is taken up front and a
second process waits (``busy_timeout``) instead of failing half-way with "database is locked";
only a sync's staging, which writes this connection's temporary table alone, takes no lock.
A cancelled transaction rolls back (a statement already handed to the thread still runs, then
the ROLLBACK after it), so a shutdown leaves every transaction committed or never begun.
"""

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, suppress
from dataclasses import asdict
from itertools import islice
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from monitor.config import Target
from monitor.errors import DatabaseFault, LeaseLost, StoreUnavailable
from monitor.faults import crash_point
from monitor.logs import get_logger, slot_context
from monitor.schedule import (
    MINUTE_MS,
    first_slot,
    latest_slot,
    resynced_slot,
)
from monitor.store import connect, queries, runs, writes
from monitor.store import run_queries as rq
from monitor.store.base import (
    Attempt,
    BatchState,
    CheckRow,
    Claim,
    ClaimRefused,
    CleanupMessage,
    Counts,
    DaemonBeat,
    Delivery,
    Notification,
    Outcome,
    PeriodChecks,
    QuarantineEntry,
    Run,
    RunEvent,
    RunReport,
    Signals,
    Slot,
    SyncReport,
    TargetState,
    WorkFailure,
)
from monitor.store.batch import Batcher

W = TypeVar("W", writes.ClaimRequest, writes.FinishRequest)

log = get_logger()


class SQLiteStore:
    def __init__(
        self, conn: aiosqlite.Connection, path: Path, busy_timeout: float = connect.BUSY_TIMEOUT_S
    ) -> None:
        self._conn = conn
        self.path = path
        self._busy_timeout = busy_timeout
        self._lock = asyncio.Lock()
        self._writes: Batcher[writes.Write, writes.Answer] = Batcher(
            self._write_batch, orphaned=self._release_orphan
        )

    @classmethod
    async def open(
        cls, path: Path, now: int, busy_timeout: float = connect.BUSY_TIMEOUT_S
    ) -> "SQLiteStore":
        """Open for the daemon: create the file if needed and bring the schema up to date.
        A write waits ``busy_timeout`` seconds for another process's write lock."""
        return cls(await connect.for_daemon(path, now, busy_timeout), path, busy_timeout)

    @classmethod
    async def open_read_only(
        cls, path: Path, busy_timeout: float = connect.BUSY_TIMEOUT_S
    ) -> "SQLiteStore":
        """Open for inspection: never writes, never waits for the daemon's write lock."""
        return cls(await connect.read_only(path, busy_timeout), path, busy_timeout)

    async def close(self) -> None:
        try:
            await self._writes.drain()
        finally:
            async with self._lock:
                await self._conn.close()

    @asynccontextmanager
    async def _transaction(
        self, begin: str = "BEGIN IMMEDIATE"
    ) -> AsyncIterator[aiosqlite.Connection]:
        """One exclusive write transaction; a database error leaves as StoreUnavailable, or as
        the DatabaseFault that names why the database refuses every write. ``BEGIN`` instead
        is for writing the connection's temporary tables alone: it takes no database lock."""
        async with self._lock:
            try:
                await self._conn.execute(begin)
                yield self._conn
                await self._conn.execute("COMMIT")
            except BaseException as error:
                # Also after a cancelled BEGIN or COMMIT, which the thread still runs: then
                # there may be no transaction left to roll back.
                with suppress(sqlite3.OperationalError):
                    await self._conn.execute("ROLLBACK")
                if isinstance(error, sqlite3.Error):
                    raise connect.fault(error, self.path, self._busy_timeout) from error
                raise

    async def _read(self, sql: str, params: dict[str, Any] | tuple[Any, ...] = ()) -> list[Any]:
        async with self._lock:
            try:
                return list(await self._conn.execute_fetchall(sql, params))
            except sqlite3.Error as error:
                raise connect.fault(error, self.path, self._busy_timeout) from error

    async def sync_targets(self, targets: Iterable[Target], now: int) -> SyncReport:
        listed = await self._list(targets)
        async with self._transaction() as conn:
            added, updated = await _add_and_update(conn, now)
            gone = await conn.execute(queries.DISABLE_UNLISTED, {"now": now})
            await conn.execute(queries.CLEAR_LISTED)
        return SyncReport(added, updated, gone.rowcount, listed)

    async def _list(self, targets: Iterable[Target]) -> int:
        """Stage the targets in a temporary table, a chunk at a time, and count them. Each
        chunk is taken on a thread (reading and validating a large file takes seconds) and
        written without the database's write lock, which nobody waits for meanwhile."""
        async with self._transaction("BEGIN") as conn:
            await conn.execute(queries.CREATE_LISTED)
            await conn.execute(queries.CLEAR_LISTED)  # what a sync that failed left
        chunks = iter(targets)
        count = 0
        while chunk := await asyncio.to_thread(_chunk, chunks):
            async with self._transaction("BEGIN") as conn:
                await conn.executemany(queries.LIST_TARGET, map(_target_values, chunk))
            count += len(chunk)
        return count

    async def due_slots(self, now: int, after: Slot | None, limit: int) -> list[Slot]:
        start = (after.scheduled_for, after.target_id) if after else (-1, "")
        rows = await self._read(
            queries.DUE_SLOTS,
            {"now": now, "after_slot": start[0], "after_id": start[1], "limit": limit},
        )
        return [Slot(row[0], row[1]) for row in rows]

    async def claim(self, slot: Slot, token: str, now: int, lease_ms: int) -> Claim | ClaimRefused:
        answer = await self._writes.submit(writes.ClaimRequest(slot, token, now, now + lease_ms))
        assert answer is not None, "a claim is answered with a claim or a refusal"
        return answer

    async def _write_batch(self, batch: list[writes.Write]) -> list[writes.Answer | Exception]:
        """Results first, then claims, in one transaction. When a lease among the results was
        lost, or a statement failed, each result and then the claims are retried on their
        own, so that every caller learns what happened to its own request. A fault of the
        whole database is every request's answer at once: one by one, each would wait out the
        busy timeout, or be refused, all the same."""
        finishes = [r for r in batch if isinstance(r, writes.FinishRequest)]
        claims = [r for r in batch if isinstance(r, writes.ClaimRequest)]
        finished: Sequence[writes.Answer | Exception]
        claimed: Sequence[writes.Answer | Exception]
        try:
            async with self._transaction() as conn:
                finished = await writes.record(conn, finishes)
                claimed = await writes.claim(conn, claims)
                if finishes:
                    crash_point("before_commit")
        except DatabaseFault as fault:
            return [fault for _ in batch]
        except (LeaseLost, StoreUnavailable):
            finished = [(await self._alone(writes.record, [request]))[0] for request in finishes]
            claimed = await self._alone(writes.claim, claims)
        answers = iter(finished), iter(claimed)
        return [next(answers[isinstance(r, writes.ClaimRequest)]) for r in batch]

    async def _alone(
        self,
        write: Callable[[aiosqlite.Connection, list[W]], Awaitable[list[writes.Answer]]],
        requests: list[W],
    ) -> Sequence[writes.Answer | Exception]:
        """``write`` in a transaction of its own; a failure is every request's answer."""
        if not requests:
            return []
        try:
            async with self._transaction() as conn:
                return await write(conn, requests)
        except (LeaseLost, StoreUnavailable) as error:
            return [error for _ in requests]

    async def renew(self, claim: Claim, expires_at: int) -> bool:
        async with self._transaction() as conn:
            cursor = await conn.execute(
                queries.RENEW,
                (expires_at, claim.slot.target_id, claim.token),
            )
            return cursor.rowcount == 1

    async def _release_orphan(self, answer: writes.Answer) -> None:
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
            return (await conn.execute(queries.RELEASE, params)).rowcount == 1

    async def finish(
        self,
        claim: Claim,
        outcome: Outcome,
        next_check_at: int,
        *,
        retry_at: int | None = None,
        quarantine: str | None = None,
    ) -> None:
        params = writes.finish_params(claim, outcome, next_check_at, retry_at, quarantine)
        await self._writes.submit(writes.FinishRequest(params))

    async def next_retry_at(self, now: int) -> int | None:
        rows = await self._read(queries.NEXT_RETRY, {"now": now})
        return int(rows[0][0]) if rows and rows[0][0] is not None else None

    async def targets(self) -> list[TargetState]:
        rows = await self._read(queries.TARGET_STATES)
        return [
            TargetState(
                row[0], row[1], bool(row[2]), row[3], row[4], row[5], row[6], row[7], row[8]
            )
            for row in rows
        ]

    async def signals(self, now: int) -> Signals:
        [(lag, queued, depth)] = await self._read(queries.SIGNALS, {"now": now})
        retries = await self._read(queries.RETRIES_BY_CLASS, {"now": now})
        return Signals((lag or 0) / 1000, (queued or 0) / 1000, {k: n for k, n in retries}, depth)

    async def counts(self, now: int) -> Counts:
        [row] = await self._read(queries.COUNTS, {"now": now})
        return Counts(*row)

    async def beat(self, beat: DaemonBeat) -> None:
        params = asdict(beat) | {"reasons_json": json.dumps(beat.reasons)}
        del params["reasons"]
        async with self._transaction() as conn:
            await conn.execute(queries.BEAT, params)
            await conn.execute(queries.FORGET_DAEMONS, {"now": beat.beat_at})

    async def daemons(self) -> list[DaemonBeat]:
        return [_beat(row) for row in await self._read(queries.DAEMONS)]

    async def undelivered(self) -> dict[str, int]:
        return dict(await self._read(queries.NOTIFICATION_STATES))

    async def quarantined(self, include_resolved: bool) -> list[QuarantineEntry]:
        rows = await self._read(queries.QUARANTINE_LIST, {"all": include_resolved})
        return [QuarantineEntry(*row) for row in rows]

    async def quarantine_entry(self, entry_id: int) -> QuarantineEntry | None:
        rows = await self._read(queries.QUARANTINE_ENTRY, (entry_id,))
        return QuarantineEntry(*rows[0]) if rows else None

    async def attempts(self, work_id: str) -> list[Attempt]:
        return [Attempt(*row) for row in await self._read(queries.ATTEMPTS, {"work_id": work_id})]

    async def drop_quarantined(self, entry_id: int, note: str, now: int) -> bool:
        async with self._transaction() as conn:
            params = {"id": entry_id, "note": note, "now": now}
            if (await conn.execute(queries.DROP, params)).rowcount != 1:
                return False
            await runs.drop_cleanup(conn, params)
            return True

    async def claim_replay(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int
    ) -> Claim | None:
        async with self._transaction() as conn:
            return await writes.claim_replay(conn, entry, token, now, now + lease_ms)

    async def finish_replay(self, claim: Claim, outcome: Outcome, entry: QuarantineEntry) -> None:
        async with self._transaction() as conn:
            await writes.record_replay(conn, claim, outcome, entry)

    async def pending_channels(self, now: int) -> list[str]:
        return [name for (name,) in await self._read(queries.PENDING_CHANNELS, {"now": now})]

    async def claim_deliveries(
        self, channel: str, token: str, now: int, lease_ms: int, limit: int
    ) -> list[Delivery]:
        params = {"channel": channel, "token": token, "now": now, "expires": now + lease_ms}
        async with self._transaction() as conn:
            rows = await conn.execute_fetchall(queries.CLAIM_DELIVERIES, params | {"limit": limit})
        return sorted(_deliveries(rows, token), key=lambda delivery: delivery.key)

    async def claim_quarantined_delivery(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int
    ) -> Delivery | None:
        params = {"key": entry.work_id, "token": token, "now": now, "expires": now + lease_ms}
        async with self._transaction() as conn:
            rows = await conn.execute_fetchall(queries.CLAIM_QUARANTINED_DELIVERY, params)
            if not rows:
                return None
            await conn.execute(
                queries.RESOLVE_REPLAYED, params | {"checked_at": now, "work_id": entry.work_id}
            )
        return _deliveries(rows, token)[0]

    async def release_deliveries(self, token: str) -> None:
        async with self._transaction() as conn:
            await conn.execute(queries.RELEASE_DELIVERIES, {"token": token})

    async def delivered(self, delivery: Delivery, now: int, http_status: int) -> bool:
        params = {"key": delivery.key, "token": delivery.token, "now": now}
        async with self._transaction() as conn:
            done = await conn.execute(queries.DELIVERED, params | {"http_status": http_status})
            return done.rowcount == 1

    async def delivery_failed(self, delivery: Delivery, now: int, failure: WorkFailure) -> bool:
        params = asdict(failure) | {"key": delivery.key, "token": delivery.token, "now": now}
        async with self._transaction() as conn:
            if (await conn.execute(queries.DELIVERY_FAILED, params)).rowcount != 1:
                return False
            await conn.execute(queries.QUARANTINE_DELIVERY, params)
            return True

    async def notifications(self, limit: int) -> list[Notification]:
        rows = await self._read(queries.NOTIFICATIONS, {"limit": limit})
        return [Notification(*row) for row in rows]

    async def history(self, target_id: str, limit: int) -> list[CheckRow]:
        rows = await self._read(queries.HISTORY, (target_id, limit))
        return [CheckRow(*row) for row in rows]

    async def result(self, target_id: str, work_id: str | None) -> CheckRow | None:
        sql = queries.LATEST_CHANGE if work_id is None else queries.RESULT
        rows = await self._read(sql, {"target_id": target_id, "work_id": work_id})
        return CheckRow(*rows[0]) if rows else None

    async def previous_distinct(self, row: CheckRow) -> CheckRow | None:
        params = {"target_id": row.target_id, "slot": row.scheduled_for, "hash": row.result_hash}
        rows = await self._read(queries.PREVIOUS_DISTINCT, params)
        return CheckRow(*rows[0]) if rows else None

    async def previous_slot(self, row: CheckRow) -> CheckRow | None:
        params = {"target_id": row.target_id, "slot": row.scheduled_for}
        rows = await self._read(queries.PREVIOUS_SLOT, params)
        return CheckRow(*rows[0]) if rows else None

    async def create_run(self, run_id: str, start: int, end: int, now: int) -> bool:
        params = {"run_id": run_id, "start": start, "end": end, "now": now}
        async with self._transaction() as conn:
            if not (await conn.execute(rq.CREATE_RUN, params)).rowcount:
                return False
            await runs.history(conn, run_id, now, "created")
            return True

    async def run(self, run_id: str) -> Run | None:
        found = await self._read(rq.RUN, {"run_id": run_id})
        return Run(*found[0]) if found else None

    async def incomplete_runs(self) -> list[Run]:
        return [Run(*row) for row in await self._read(rq.INCOMPLETE_RUNS)]

    async def run_reports(self, limit: int) -> list[RunReport]:
        return [
            await self._report(Run(*row)) for row in await self._read(rq.RUNS, {"limit": limit})
        ]

    async def run_report(self, run_id: str) -> RunReport | None:
        run = await self.run(run_id)
        return await self._report(run) if run is not None else None

    async def _report(self, run: Run) -> RunReport:
        params = {"run_id": run.run_id}
        return RunReport(
            run,
            dict(await self._read(rq.DIGEST_OUTCOMES, params)),
            [BatchState(*batch) for batch in await self._read(rq.BATCHES, params)],
            [RunEvent(*event) for event in await self._read(rq.RUN_HISTORY, params)],
        )

    async def first_target_at(self) -> int | None:
        [(first,)] = await self._read(rq.FIRST_TARGET)
        return int(first) if first is not None else None

    async def claim_run(self, run_id: str, token: str, now: int, lease_ms: int) -> bool:
        params = {"run_id": run_id, "token": token, "now": now, "expires": now + lease_ms}
        async with self._transaction() as conn:
            return bool(await conn.execute_fetchall(rq.CLAIM_RUN, params))

    async def release_run(self, run_id: str, token: str) -> None:
        async with self._transaction() as conn:
            await conn.execute(rq.RELEASE_RUN, {"run_id": run_id, "token": token})

    async def period_checks(self, start: int, end: int) -> PeriodChecks:
        params = {"start": start, "end": end}
        checks = [CheckRow(*row) for row in await self._read(rq.PERIOD_CHECKS, params)]
        targets = [tuple(row) for row in await self._read(rq.PERIOD_TARGETS, params)]
        quarantined = {work for (work,) in await self._read(rq.PERIOD_QUARANTINED, params)}
        return PeriodChecks(checks, targets, quarantined)

    async def record_digest(
        self, run: Run, token: str, digest: str, channels: list[str], now: int
    ) -> None:
        async with self._transaction() as conn:
            await runs.record_digest(conn, run, token, digest, channels, now)

    async def settle_digest(self, run: Run, token: str, now: int) -> bool:
        async with self._transaction() as conn:
            return await runs.settle_digest(conn, run, token, now)

    async def plan_cleanup(
        self, run: Run, token: str, cutoff: int, batch_size: int, now: int
    ) -> int:
        async with self._transaction() as conn:
            return await runs.plan_cleanup(conn, run, token, cutoff, batch_size, now)

    async def claim_cleanup(self, token: str, now: int, lease_ms: int) -> CleanupMessage | None:
        params = {"token": token, "now": now, "expires": now + lease_ms}
        async with self._transaction() as conn:
            found = list(await conn.execute_fetchall(rq.CLAIM_CLEANUP, params))
        return _cleanup_message(found, token)

    async def claim_quarantined_cleanup(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int
    ) -> CleanupMessage | None:
        params = {"message_id": entry.work_id, "token": token, "now": now,
                  "expires": now + lease_ms}  # fmt: skip
        async with self._transaction() as conn:
            found = list(await conn.execute_fetchall(rq.CLAIM_QUARANTINED_CLEANUP, params))
        return _cleanup_message(found, token)

    async def execute_cleanup(
        self, message: CleanupMessage, kind: str, ids: list[str], now: int
    ) -> int:
        async with self._transaction() as conn:
            return await runs.execute_cleanup(conn, message, kind, ids, now)

    async def cleanup_failed(self, message: CleanupMessage, now: int, failure: WorkFailure) -> bool:
        async with self._transaction() as conn:
            return await runs.cleanup_failed(conn, message, now, failure)


def _beat(row: Sequence[Any]) -> DaemonBeat:
    id_, host, pid, started, beat, tick, depth, healthy, reasons, stopped = row
    return DaemonBeat(
        id_, host, pid, started, beat, tick, depth, bool(healthy), tuple(json.loads(reasons)),
        stopped,
    )  # fmt: skip


def _cleanup_message(found: list[Any], token: str) -> CleanupMessage | None:
    if not found:
        return None
    message_id, run_id, batch, body, attempts = found[0]
    return CleanupMessage(message_id, run_id, batch, body, attempts, token)


Row = dict[str, Any]


def _deliveries(rows: Iterable[Sequence[Any]], token: str) -> list[Delivery]:
    return [
        Delivery(key, channel, work, target, run, url, event, before, created_at, attempts, token)
        for key, channel, work, target, run, url, event, before, created_at, attempts in rows
    ]


# How many targets a sync takes from the file at a time (each chunk staged in a transaction of
# its own), and then compares and writes at a time (pages of one transaction).
SYNC_CHUNK = 1000


def _chunk(targets: Iterator[Target]) -> list[Target]:
    return list(islice(targets, SYNC_CHUNK))


async def _add_and_update(conn: aiosqlite.Connection, now: int) -> tuple[int, int]:
    """Insert the new listed targets and update the changed ones, a page at a time."""
    added = updated = 0
    after = ""
    while rows := list(
        await conn.execute_fetchall(queries.CHANGED_TARGETS, {"after": after, "limit": SYNC_CHUNK})
    ):
        new, changed = _plan_sync(rows, now)
        await conn.executemany(queries.INSERT_TARGET, new)
        await conn.executemany(queries.UPDATE_TARGET, changed)
        added, updated, after = added + len(new), updated + len(changed), rows[-1][0]
    return added, updated


def _plan_sync(rows: list[Any], now: int) -> tuple[list[Row], list[Row]]:
    """The rows to insert and to update (keeping the cadence), from CHANGED_TARGETS's."""
    added, updated = [], []
    for row in rows:
        values = dict(zip(_LISTED, row, strict=False)) | {"now": now}
        stored, interval, enabled, start_at, next_at = row[len(_LISTED) :]
        interval_ms = values["interval"] * MINUTE_MS
        if stored is None:
            added.append(values | {"next": first_slot(now, interval_ms, values["start_at"])})
            continue
        next_at = resynced_slot(
            next_at, interval * MINUTE_MS, interval_ms, start_at, values["start_at"], now
        )
        if values["enabled"] and not enabled:  # switched back on
            next_at = latest_slot(next_at, interval_ms, now)
        updated.append(values | {"next": next_at})
    return added, updated


# The columns of queries.CREATE_LISTED, as _target_values names them
_LISTED = (
    "id",
    "url",
    "interval",
    "enabled",
    "headers",
    "start_at",
    "rules",
    "compare_last",
    "notify",
    "notify_on",
    "allow_private",
)


def _target_values(target: Target) -> Row:
    start_at = target.start_at
    return {
        "id": target.id,
        "url": target.url,
        "interval": target.interval_minutes,
        "enabled": int(target.enabled),
        "headers": json.dumps(target.headers, sort_keys=True),
        "start_at": int(start_at.timestamp() * 1000) if start_at else None,
        "rules": target.rules.to_json(),
        "compare_last": target.compare_last,
        # None (every channel) is resolved by read_targets, which knows the settings.
        "notify": json.dumps(list(target.notify or ())),
        "notify_on": json.dumps(list(target.notify_on)),
        "allow_private": int(target.allow_private_networks),
    }
