"""The store's contract in SQL, whichever the database: the pipeline's statements and their
order live here once; a backend supplies its connections, its dialect of the statements
(``q`` and ``rq``, the same names in each) and what its errors mean.
"""

import asyncio
import json
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import asdict
from datetime import timedelta
from itertools import islice
from typing import Any, ClassVar, TypeVar

from monitor.config.model import Target
from monitor.errors import DatabaseFault, LeaseLost, StoreUnavailable
from monitor.extract import learned
from monitor.extract.learned import Learned
from monitor.faults import crash_point
from monitor.logs import get_logger, slot_context
from monitor.schedule import MINUTE_MS, first_slot, latest_slot, resynced_slot
from monitor.store import runs, writes
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
    HeldLease,
    Notification,
    Outcome,
    PeriodChecks,
    QuarantineEntry,
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
    from_row,
)
from monitor.store.batch import Batcher
from monitor.store.dialect import Statements
from monitor.store.tx import Params, Row, Session, Tx
from monitor.store.webread import WebReads

W = TypeVar("W", writes.ClaimRequest, writes.FinishRequest)

log = get_logger()


class SQLStore(WebReads, ABC):
    """Everything of ``Store`` but the connections. The check pipeline's claims and results
    go through one ``Batcher`` (group commit); every other write is a transaction of its own."""

    q: ClassVar[Statements]
    """The statements of the schedule, checks, alerts and quarantine."""
    rq: ClassVar[Statements]
    """The statements of the weekly runs."""

    def __init__(self) -> None:
        self._writes: Batcher[writes.Write, writes.Answer] = Batcher(
            self._write_batch, orphaned=self._release_orphan
        )

    @abstractmethod
    def _transaction(self) -> AbstractAsyncContextManager[Tx]:
        """One write transaction; a database error leaves it as ``StoreUnavailable``, or as
        the ``DatabaseFault`` that names why the database refuses every write."""

    @abstractmethod
    async def _read(self, statement: str, params: Params = ()) -> Sequence[Row]:
        """The rows of one query, outside any write transaction."""

    @abstractmethod
    def _session(self) -> AbstractAsyncContextManager[Session]:
        """One connection for a sync, whose temporary table lives as long as it does."""

    async def close(self) -> None:
        await self._writes.drain()

    async def sync_targets(self, targets: Iterable[Target], now: int) -> SyncReport:
        async with self._session() as session:
            listed = await self._list(session, targets)
            async with session.transaction() as tx:
                await tx.execute(self.q.LOCK_SYNC)
                added, updated = await _add_and_update(tx, now)
                gone = await tx.execute(self.q.DISABLE_UNLISTED, {"now": now})
                await tx.execute(self.q.CLEAR_LISTED)
        return SyncReport(added, updated, gone, listed)

    async def _list(self, session: "Session", targets: Iterable[Target]) -> int:
        """Stage the targets in a temporary table, a chunk at a time, and count them. Each
        chunk is taken on a thread (reading and validating a large file takes seconds) and
        written without the database's write lock, which nobody waits for meanwhile."""
        async with session.transaction(staging=True) as tx:
            await tx.execute(self.q.CREATE_LISTED)
            await tx.execute(self.q.CLEAR_LISTED)  # what a sync that failed left
        chunks = iter(targets)
        count = 0
        while chunk := await asyncio.to_thread(_chunk, chunks):
            async with session.transaction(staging=True) as tx:
                await tx.executemany(self.q.LIST_TARGET, [_target_values(t) for t in chunk])
            count += len(chunk)
        return count

    async def due_slots(
        self, now: int, after: Slot | None, limit: int, share: Share | None = None
    ) -> list[Slot]:
        start = (after.scheduled_for, after.target_id) if after else (-1, "")
        share = share or Share(0, 1)
        rows = await self._read(
            self.q.DUE_SLOTS,
            {
                "now": now,
                "after_slot": start[0],
                "after_id": start[1],
                "limit": limit,
                "share_index": share.index,
                "share_of": share.of,
            },
        )
        return [Slot(row["id"], row["next_check_at"]) for row in rows]

    async def claim(
        self, slot: Slot, token: str, now: int, lease_ms: int, holder: str | None = None
    ) -> Claim | ClaimRefused:
        request = writes.ClaimRequest(
            slot=slot, token=token, now=now, expires=now + lease_ms, holder=holder
        )
        answer = await self._writes.submit(request)
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
            async with self._transaction() as tx:
                finished = await writes.record(tx, finishes)
                claimed = await writes.claim(tx, claims)
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
        write: Callable[[Tx, list[W]], Awaitable[list[writes.Answer]]],
        requests: list[W],
    ) -> Sequence[writes.Answer | Exception]:
        """``write`` in a transaction of its own; a failure is every request's answer."""
        if not requests:
            return []
        try:
            async with self._transaction() as tx:
                return await write(tx, requests)
        except (LeaseLost, StoreUnavailable) as error:
            return [error for _ in requests]

    async def renew(self, claim: Claim, expires_at: int) -> bool:
        async with self._transaction() as tx:
            params = {"expires": expires_at, "id": claim.slot.target_id, "token": claim.token}
            return await tx.execute(self.q.RENEW, params) == 1

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
        async with self._transaction() as tx:
            params = {"id": claim.slot.target_id, "token": claim.token}
            return await tx.execute(self.q.RELEASE, params) == 1

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
        rows = await self._read(self.q.NEXT_RETRY, {"now": now})
        return int(rows[0]["retry_at"]) if rows and rows[0]["retry_at"] is not None else None

    async def next_due(self, now: int) -> Slot | None:
        rows = await self._read(self.q.NEXT_DUE, {"now": now})
        return Slot(rows[0]["id"], rows[0]["next_check_at"]) if rows else None

    async def target_slots(self, ids: Iterable[str]) -> list[TargetSlot]:
        rows = await self._read(self.q.TARGETS_BY_ID, {"ids": json.dumps(sorted(set(ids)))})
        return [_target_slot(row) for row in rows]

    async def move_to_now(self, moved: Iterable[Slot], slot: int, now: int) -> set[str]:
        moves = json.dumps([[seen.target_id, seen.scheduled_for] for seen in moved])
        async with self._transaction() as tx:
            found = await tx.fetch(self.q.MOVE_TO_NOW, {"moves": moves, "slot": slot, "now": now})
        return {row["id"] for row in found}

    async def targets(self) -> list[TargetState]:
        rows = await self._read(self.q.TARGET_STATES)
        return [from_row(TargetState, row, enabled=bool(row["enabled"])) for row in rows]

    async def signals(self, now: int) -> Signals:
        [row] = await self._read(self.q.SIGNALS, {"now": now})
        retries = await self._read(self.q.RETRIES_BY_CLASS, {"now": now})
        return Signals(
            schedule_lag_seconds=(row["lag"] or 0) / 1000,
            oldest_queued_age_seconds=(row["queued"] or 0) / 1000,
            retries_by_class={retry["error_class"]: retry["retries"] for retry in retries},
            quarantine_depth=row["depth"],
        )

    async def counts(self, now: int) -> Counts:
        [row] = await self._read(self.q.COUNTS, {"now": now})
        return from_row(Counts, row)

    async def beat(self, beat: DaemonBeat) -> None:
        params = asdict(beat) | {
            "reasons_json": json.dumps(beat.reasons),
            "restart_needed_json": json.dumps(beat.restart_needed),
        }
        del params["reasons"], params["restart_needed"]
        async with self._transaction() as tx:
            await tx.execute(self.q.BEAT, params)
            await tx.execute(self.q.FORGET_DAEMONS, {"now": beat.beat_at})

    async def daemons(self) -> list[DaemonBeat]:
        return [_beat(row) for row in await self._read(self.q.DAEMONS)]

    async def undelivered(self) -> dict[str, int]:
        return _totals(await self._read(self.q.NOTIFICATION_STATES))

    async def quarantined(self, include_resolved: bool) -> list[QuarantineEntry]:
        rows = await self._read(self.q.QUARANTINE_LIST, {"all": include_resolved})
        return [from_row(QuarantineEntry, row) for row in rows]

    async def quarantine_entry(self, entry_id: int) -> QuarantineEntry | None:
        rows = await self._read(self.q.QUARANTINE_ENTRY, {"id": entry_id})
        return from_row(QuarantineEntry, rows[0]) if rows else None

    async def attempts(self, work_id: str) -> list[Attempt]:
        rows = await self._read(self.q.ATTEMPTS, {"work_id": work_id})
        return [from_row(Attempt, row) for row in rows]

    async def drop_quarantined(self, entry_id: int, note: str, now: int) -> bool:
        async with self._transaction() as tx:
            params = {"id": entry_id, "note": note, "now": now}
            if await tx.execute(self.q.DROP, params) != 1:
                return False
            await runs.drop_cleanup(tx, params)
            return True

    async def claim_replay(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int, holder: str | None
    ) -> Claim | None:
        async with self._transaction() as tx:
            return await writes.claim_replay(tx, entry, token, now, now + lease_ms, holder)

    async def finish_replay(self, claim: Claim, outcome: Outcome, entry: QuarantineEntry) -> None:
        async with self._transaction() as tx:
            await writes.record_replay(tx, claim, outcome, entry)

    async def pending_channels(self, now: int) -> list[str]:
        return [row["channel"] for row in await self._read(self.q.PENDING_CHANNELS, {"now": now})]

    async def claim_deliveries(
        self, channel: str, token: str, now: int, lease_ms: int, limit: int
    ) -> list[Delivery]:
        params = {"channel": channel, "token": token, "now": now, "expires": now + lease_ms}
        async with self._transaction() as tx:
            rows = await tx.fetch(self.q.CLAIM_DELIVERIES, params | {"limit": limit})
        return sorted(_deliveries(rows, token), key=lambda delivery: delivery.key)

    async def claim_quarantined_delivery(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int
    ) -> Delivery | None:
        params = {"key": entry.work_id, "token": token, "now": now, "expires": now + lease_ms}
        async with self._transaction() as tx:
            rows = await tx.fetch(self.q.CLAIM_QUARANTINED_DELIVERY, params)
            if not rows:
                return None
            await tx.execute(
                self.q.RESOLVE_REPLAYED, params | {"checked_at": now, "work_id": entry.work_id}
            )
        return _deliveries(rows, token)[0]

    async def release_deliveries(self, token: str) -> None:
        async with self._transaction() as tx:
            await tx.execute(self.q.RELEASE_DELIVERIES, {"token": token})

    async def delivered(self, delivery: Delivery, now: int, http_status: int) -> bool:
        params = {"key": delivery.key, "token": delivery.token, "now": now}
        async with self._transaction() as tx:
            return await tx.execute(self.q.DELIVERED, params | {"http_status": http_status}) == 1

    async def delivery_failed(self, delivery: Delivery, now: int, failure: WorkFailure) -> bool:
        params = asdict(failure) | {"key": delivery.key, "token": delivery.token, "now": now}
        async with self._transaction() as tx:
            if await tx.execute(self.q.DELIVERY_FAILED, params) != 1:
                return False
            await tx.execute(self.q.QUARANTINE_DELIVERY, params)
            return True

    async def notifications(self, limit: int) -> list[Notification]:
        rows = await self._read(self.q.NOTIFICATIONS, {"limit": limit})
        return [from_row(Notification, row) for row in rows]

    async def learned(self, target_id: str) -> Learned | None:
        rows = await self._read(self.q.LEARNED, {"id": target_id})
        return learned.from_json(rows[0]["volatile_json"]) if rows else None

    async def clear_learned(self, target_id: str) -> int:
        async with self._transaction() as tx:
            rows = await tx.fetch(self.q.LEARNED, {"id": target_id})
            if not rows or not await tx.execute(self.q.CLEAR_LEARNED, {"id": target_id}):
                return 0
        return len(learned.from_json(rows[0]["volatile_json"]))

    async def snapshots(self, hashes: Iterable[str]) -> dict[str, bytes]:
        rows = await self._read(self.q.SNAPSHOTS, {"hashes": json.dumps(sorted(set(hashes)))})
        return {row["hash"]: bytes(row["content"]) for row in rows}

    async def history(self, target_id: str, limit: int) -> list[CheckRow]:
        rows = await self._read(self.q.HISTORY, {"target_id": target_id, "limit": limit})
        return [from_row(CheckRow, row) for row in rows]

    async def price_checks(
        self, target_id: str, after: int, until: int, limit: int
    ) -> list[CheckRow]:
        params = {"target_id": target_id, "after": after, "until": until, "limit": limit}
        return [from_row(CheckRow, row) for row in await self._read(self.q.PRICE_CHECKS, params)]

    async def export_checks(self, after: Slot, since: int, limit: int) -> list[CheckRow]:
        params = {
            "after_target": after.target_id,
            "after_slot": after.scheduled_for,
            "since": since,
            "limit": limit,
        }
        return [from_row(CheckRow, row) for row in await self._read(self.q.EXPORT_CHECKS, params)]

    async def result(self, target_id: str, work_id: str | None) -> CheckRow | None:
        sql = self.q.LATEST_CHANGE if work_id is None else self.q.RESULT
        rows = await self._read(sql, {"target_id": target_id, "work_id": work_id})
        return from_row(CheckRow, rows[0]) if rows else None

    async def previous_distinct(self, row: CheckRow) -> CheckRow | None:
        params = {"target_id": row.target_id, "work_id": row.work_id, "hash": row.result_hash}
        rows = await self._read(self.q.PREVIOUS_DISTINCT, params)
        return from_row(CheckRow, rows[0]) if rows else None

    async def previous_slot(self, row: CheckRow) -> CheckRow | None:
        params = {"target_id": row.target_id, "slot": row.scheduled_for}
        rows = await self._read(self.q.PREVIOUS_SLOT, params)
        return from_row(CheckRow, rows[0]) if rows else None

    async def create_run(self, run_id: str, start: int, end: int, now: int) -> bool:
        params = {"run_id": run_id, "start": start, "end": end, "now": now}
        async with self._transaction() as tx:
            if not await tx.execute(self.rq.CREATE_RUN, params):
                return False
            await runs.history(tx, run_id, now, "created")
            return True

    async def run(self, run_id: str) -> Run | None:
        found = await self._read(self.rq.RUN, {"run_id": run_id})
        return from_row(Run, found[0]) if found else None

    async def incomplete_runs(self) -> list[Run]:
        return [from_row(Run, row) for row in await self._read(self.rq.INCOMPLETE_RUNS)]

    async def run_reports(self, limit: int) -> list[RunReport]:
        found = await self._read(self.rq.RUNS, {"limit": limit})
        return [await self._report(from_row(Run, row)) for row in found]

    async def run_report(self, run_id: str) -> RunReport | None:
        run = await self.run(run_id)
        return await self._report(run) if run is not None else None

    async def _report(self, run: Run) -> RunReport:
        params = {"run_id": run.run_id}
        return RunReport(
            run,
            _totals(await self._read(self.rq.DIGEST_OUTCOMES, params)),
            [from_row(BatchState, row) for row in await self._read(self.rq.BATCHES, params)],
            [from_row(RunEvent, row) for row in await self._read(self.rq.RUN_HISTORY, params)],
        )

    async def first_target_at(self) -> int | None:
        [row] = await self._read(self.rq.FIRST_TARGET)
        return int(row["created_at"]) if row["created_at"] is not None else None

    async def claim_run(self, run_id: str, token: str, now: int, lease_ms: int) -> bool:
        params = {"run_id": run_id, "token": token, "now": now, "expires": now + lease_ms}
        async with self._transaction() as tx:
            return bool(await tx.fetch(self.rq.CLAIM_RUN, params))

    async def release_run(self, run_id: str, token: str) -> None:
        async with self._transaction() as tx:
            await tx.execute(self.rq.RELEASE_RUN, {"run_id": run_id, "token": token})

    async def period_checks(self, start: int, end: int) -> PeriodChecks:
        params = {"start": start, "end": end}
        checks = [
            from_row(CheckRow, row) for row in await self._read(self.rq.PERIOD_CHECKS, params)
        ]
        targets = [
            (row["id"], row["url"], row["interval_minutes"], row["created_at"], row["enabled"])
            for row in await self._read(self.rq.PERIOD_TARGETS, params)
        ]
        quarantined = {
            row["work_id"] for row in await self._read(self.rq.PERIOD_QUARANTINED, params)
        }
        return PeriodChecks(checks, targets, quarantined)

    async def record_digest(
        self, run: Run, token: str, digest: str, channels: list[str], now: int
    ) -> None:
        async with self._transaction() as tx:
            await runs.record_digest(tx, run, token, digest, channels, now)

    async def settle_digest(self, run: Run, token: str, now: int) -> bool:
        async with self._transaction() as tx:
            return await runs.settle_digest(tx, run, token, now)

    async def plan_cleanup(
        self, run: Run, token: str, cutoff: int, batch_size: int, now: int
    ) -> int:
        async with self._transaction() as tx:
            return await runs.plan_cleanup(tx, run, token, cutoff, batch_size, now)

    async def claim_cleanup(self, token: str, now: int, lease_ms: int) -> CleanupMessage | None:
        params = {"token": token, "now": now, "expires": now + lease_ms}
        async with self._transaction() as tx:
            found = await tx.fetch(self.rq.CLAIM_CLEANUP, params)
        return _cleanup_message(found, token)

    async def claim_quarantined_cleanup(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int
    ) -> CleanupMessage | None:
        params = {"message_id": entry.work_id, "token": token, "now": now,
                  "expires": now + lease_ms}  # fmt: skip
        async with self._transaction() as tx:
            found = await tx.fetch(self.rq.CLAIM_QUARANTINED_CLEANUP, params)
        return _cleanup_message(found, token)

    async def execute_cleanup(
        self, message: CleanupMessage, kind: str, ids: list[str], now: int
    ) -> int:
        async with self._transaction() as tx:
            return await runs.execute_cleanup(tx, message, kind, ids, now)

    async def cleanup_failed(self, message: CleanupMessage, now: int, failure: WorkFailure) -> bool:
        async with self._transaction() as tx:
            return await runs.cleanup_failed(tx, message, now, failure)


def _beat(row: Row) -> DaemonBeat:
    return DaemonBeat(
        id=row["id"],
        host=row["host"],
        pid=row["pid"],
        started_at=row["started_at"],
        beat_at=row["beat_at"],
        last_tick_at=row["last_tick_at"],
        queue_depth=row["queue_depth"],
        healthy=bool(row["healthy"]),
        reasons=tuple(json.loads(row["reasons_json"])),
        stopped_at=row["stopped_at"],
        restart_needed=tuple(json.loads(row["restart_needed_json"])),
    )


def _target_slot(row: Row) -> TargetSlot:
    expires = row["lease_expires_at"]
    return TargetSlot(
        id=row["id"],
        enabled=bool(row["enabled"]),
        next_check_at=row["next_check_at"],
        retry_at=row["retry_at"],
        lease=HeldLease(expires, row["lease_holder"]) if expires is not None else None,
    )


def _totals(rows: Iterable[Row]) -> dict[str, int]:
    """How many alerts are in each state, from rows of (state, total)."""
    return {row["state"]: row["total"] for row in rows}


def _cleanup_message(found: Sequence[Row], token: str) -> CleanupMessage | None:
    if not found:
        return None
    return from_row(CleanupMessage, found[0], token=token)


def _deliveries(rows: Iterable[Row], token: str) -> list[Delivery]:
    """The deliveries of rows of DELIVERY_COLUMNS, leased under ``token``."""
    return [from_row(Delivery, row, token=token) for row in rows]


# How many targets a sync takes from the file at a time (each chunk staged in a transaction of
# its own), and then compares and writes at a time (pages of one transaction).
SYNC_CHUNK = 1000


def _chunk(targets: Iterator[Target]) -> list[Target]:
    return list(islice(targets, SYNC_CHUNK))


async def _add_and_update(tx: Tx, now: int) -> tuple[int, int]:
    """Insert the new listed targets and update the changed ones, a page at a time."""
    added = updated = 0
    after = ""
    while rows := await tx.fetch(tx.q.CHANGED_TARGETS, {"after": after, "limit": SYNC_CHUNK}):
        new, changed = _plan_sync(rows, now)
        await tx.executemany(tx.q.INSERT_TARGET, new)
        await tx.executemany(tx.q.UPDATE_TARGET, changed)
        added, updated, after = added + len(new), updated + len(changed), rows[-1]["id"]
    return added, updated


def _plan_sync(rows: Sequence[Row], now: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The rows to insert and to update (keeping the cadence), from CHANGED_TARGETS's."""
    added, updated = [], []
    for row in rows:
        values = {name: row[name] for name in _LISTED} | {"now": now}
        interval_ms = values["interval"] * MINUTE_MS
        if row["stored_id"] is None:
            added.append(values | {"next": first_slot(now, interval_ms, values["start_at"])})
            continue
        next_at = resynced_slot(
            row["stored_next_check_at"],
            row["stored_interval"] * MINUTE_MS,
            interval_ms,
            row["stored_start_at"],
            values["start_at"],
            now,
        )
        if values["enabled"] and not row["stored_enabled"]:  # switched back on
            next_at = latest_slot(next_at, interval_ms, now)
        updated.append(values | {"next": next_at})
    return added, updated


# The columns of the CREATE_LISTED statements, as _target_values names them (and
# sql_shared.LISTED_AND_STORED selects them)
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
    "request",
    "confirm_delay",
    "alert",
)


def _target_values(target: Target) -> dict[str, Any]:
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
        "request": target.request.to_json(),
        "confirm_delay": _milliseconds(target.confirm_delay),
        "alert": target.alerting().to_json(),
    }


def _milliseconds(delay: timedelta | None) -> int | None:
    return None if delay is None else int(delay.total_seconds() * 1000)
