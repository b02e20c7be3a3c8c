"""The weekly run: a digest of the period that just ended, then a retention cleanup.

The scheduler only creates or finds the run of the period whose digest is due; the run, not
the scheduler, remembers how far it got. Each stage is driven by whoever holds the run's
lease and moves only in the transaction that records its outcome:

    created ──digest rendered, one delivery per channel──> (deliveries settle)
      └──> digest_sent ──cutoff recorded, every batch published──> cleanup_enqueued
             └──> (each batch deleted and completed in one transaction) ──> cleanup_done

A crash anywhere leaves a recorded stage that the next pass resumes; nothing is sent under a
second key, and no batch is published twice.
"""

import asyncio
import json
import secrets
from datetime import date, timedelta

from monitor.changes.price_rows import records
from monitor.config.model import Settings
from monitor.errors import DatabaseFault, LeaseLost, StoreUnavailable
from monitor.extract import PriceRecord, Snapshot
from monitor.extract.compare import plans_changes, price_changes
from monitor.logs import get_logger, log_failure
from monitor.notify.deliver import Deliverer
from monitor.notify.digest import render
from monitor.period import Period, latest_period
from monitor.schedule import Clock
from monitor.states import CheckStatus, RunStage
from monitor.store import CheckRow, Run, Store
from monitor.weekly.cleanup import Cleaner

log = get_logger()

TABLES_CHUNK = 500  # snapshots a digest reads at a time


class Weekly:
    def __init__(self, store: Store, settings: Settings, clock: Clock) -> None:
        self._store = store
        self._settings = settings
        self._clock = clock
        self._lease_ms = int(settings.lease.total_seconds() * 1000)

    def reconfigure(self, settings: Settings) -> None:
        """A reload's digest and retention settings, for the next pass. A digest already
        rendered keeps the channels it was recorded for; a new schedule's period is a new
        run, as after a restart."""
        self._settings = settings

    async def ensure_due(self) -> str | None:
        """Create or find the run of the period whose digest is due now; None before any
        target was monitored in that period."""
        period = latest_period(self._clock(), self._settings.digest.schedule())
        first = await self._store.first_target_at()
        if first is None or first >= period.end:
            return None
        if await self._store.run(period.run_id) is None:
            await self.create(period)
        return period.run_id

    async def create(self, period: Period) -> None:
        if await self._store.create_run(period.run_id, period.start, period.end, self._clock()):
            log.info("run.created", run_id=period.run_id)

    async def pass_once(self, cleaner: Cleaner, deliverer: Deliverer | None = None) -> None:
        """Find the due run, move every unfinished run on, and clean what is published."""
        try:
            await self.ensure_due()
            await self.advance_all(deliverer)
        finally:  # a run that cannot move on holds up no other run's cleanup
            await cleaner.clean_pending()

    async def run_forever(self, cleaner: Cleaner, period: float) -> None:
        while True:
            try:
                await self.pass_once(cleaner)
            except Exception as error:  # the database, or a bug: the next pass tries again
                log_failure(log, "run.pass_failed", error)
            await asyncio.sleep(period)

    async def advance_all(self, deliverer: Deliverer | None = None) -> None:
        for run in await self._store.incomplete_runs():
            try:
                await self.advance(run.run_id, deliverer)
            except StoreUnavailable:
                raise
            except Exception:  # a bug, or data it cannot read: the next pass tries again
                log.exception("run.advance_failed", run_id=run.run_id)

    async def advance(self, run_id: str, deliverer: Deliverer | None = None) -> None:
        """Take the run as far as it can go now. With ``deliverer``, its digest is sent here
        and then (the CLI, ``run --once``); without, by the daemon's delivery task."""
        token = secrets.token_hex(16)
        if not await self._store.claim_run(run_id, token, self._clock(), self._lease_ms):
            return  # done, or another process is driving it
        try:
            await self._drive(run_id, token, deliverer)
        except DatabaseFault:
            raise  # the release would be refused too: the run's lease runs out on its own
        except BaseException:
            await self._store.release_run(run_id, token)
            raise
        await self._store.release_run(run_id, token)

    async def _drive(self, run_id: str, token: str, deliverer: Deliverer | None) -> None:
        try:
            run = await self._current(run_id)
            if run.digest_json is None:
                await self._render(run, token)
            if run.stage == RunStage.CREATED:
                if deliverer is not None:
                    await deliverer.deliver_pending()
                if await self._store.settle_digest(run, token, self._clock()):
                    log.info("run.digest_sent", run_id=run_id)
            run = await self._current(run_id)
            if run.stage == RunStage.DIGEST_SENT:
                await self._plan(run, token)
        except LeaseLost as lost:
            log.warning("run.lease_lost", run_id=run_id, note=str(lost))

    async def _current(self, run_id: str) -> Run:
        run = await self._store.run(run_id)
        if run is None:
            raise LeaseLost(f"no run {run_id}")
        return run

    async def _render(self, run: Run, token: str) -> None:
        period = Period(date.fromisoformat(run.last_day), run.period_start, run.period_end, 0)
        data = await self._store.period_checks(run.period_start, run.period_end)
        lines = {
            row.work_id: await self._plan_lines(row)
            for row in data.checks
            if row.status == CheckStatus.CHANGED
        }
        diffs = {work_id: prices for work_id, (prices, _) in lines.items()}
        plans = {work_id: found for work_id, (_, found) in lines.items() if found}
        tables = await self._tables(data.checks)
        content = render(period, self._settings.digest.timezone, data, diffs, plans, tables)
        channels = self._settings.digest_channels()
        await self._store.record_digest(run, token, json.dumps(content), channels, self._clock())
        log.info("run.digest_rendered", run_id=run.run_id, targets=len(content["targets"]))

    async def _tables(self, checks: list[CheckRow]) -> dict[str, tuple[PriceRecord, ...]]:
        """The price table of each result of the period, by hash, read a chunk at a time and
        kept decoded (a target's week names a few snapshots, each once)."""
        hashes = sorted({row.result_hash for row in checks if row.result_hash})
        tables = {}
        for start in range(0, len(hashes), TABLES_CHUNK):
            found = await self._store.snapshots(hashes[start : start + TABLES_CHUNK])
            for digest, blob in found.items():
                try:
                    tables[digest] = records(Snapshot.decompressed(blob))
                except Exception:  # one unreadable snapshot costs its prices, not the digest
                    log.exception("run.snapshot_unreadable", result_hash=digest)
        return tables

    async def _plan_lines(self, row: CheckRow) -> tuple[list[str], list[str]]:
        """The price lines of a change, and in ``plans`` mode its plan-by-plan lines."""
        previous = await self._store.previous_distinct(row)
        try:
            before = previous.decoded_snapshot() if previous is not None else None
            after = row.decoded_snapshot()
        except Exception:  # one unreadable snapshot costs its price lines, not the digest
            log.exception("run.snapshot_unreadable", work_id=row.work_id, target_id=row.target_id)
            return [], []
        if before is None or after is None:
            return [], []
        planned = after.mode == "plans" and not (after.fallback or before.fallback)
        found = plans_changes(before, after) if planned else []
        return price_changes(before.prices, after.prices), found

    async def _plan(self, run: Run, token: str) -> None:
        retention = int(self._settings.retention / timedelta(milliseconds=1))
        cutoff = run.period_end - retention
        size = self._settings.cleanup_batch_size
        batches = await self._store.plan_cleanup(run, token, cutoff, size, self._clock())
        log.info("run.cleanup_enqueued", run_id=run.run_id, batches=batches)
