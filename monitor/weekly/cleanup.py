"""The retention cleanup's worker: claim one published batch at a time, check it against its
run, delete what is still eligible and complete the batch, all in one transaction.

A message says what to look at, never what is allowed: the cutoff comes from the run, and
each row is checked again when it is deleted. A message run twice deletes nothing the second
time; a stale or forged one deletes nothing newer than its run's cutoff.
"""

import json
import random
import secrets
from typing import Any

from monitor import errors
from monitor.config.model import Settings
from monitor.logs import get_logger
from monitor.pipeline.retry import RetryPolicy, work_failure
from monitor.schedule import Clock
from monitor.store import (
    CLEANUP_KINDS,
    CleanupMessage,
    QuarantineEntry,
    Run,
    WeeklyRuns,
)

log = get_logger()


def read_message(message: CleanupMessage, run: Run | None) -> tuple[str, list[str]]:
    """(kind, record ids) of a message that matches its run, else the reason it does not."""
    try:
        body: Any = json.loads(message.body)
    except ValueError:
        raise errors.MalformedMessage("the body is not JSON") from None
    fields = ("kind", "message_id", "run_id", "period_end", "record_ids")
    if not isinstance(body, dict) or any(name not in body for name in fields):
        raise errors.MalformedMessage(f"the body needs {', '.join(fields)}")
    ids = body["record_ids"]
    if body["kind"] not in CLEANUP_KINDS or not (
        isinstance(ids, list) and all(isinstance(i, str) for i in ids)
    ):
        raise errors.MalformedMessage("unknown kind, or record_ids not a list of strings")
    if (body["message_id"], body["run_id"]) != (message.message_id, message.run_id):
        raise errors.StaleMessage(f"the body names {body['message_id']!r}, another message")
    if run is None or run.cutoff is None:
        raise errors.StaleMessage(f"{message.run_id} has planned no cleanup")
    if body["period_end"] != run.last_day:
        raise errors.StaleMessage(
            f"period_end {body['period_end']!r} is not its run's ({run.last_day})"
        )
    return body["kind"], ids


class Cleaner:
    def __init__(self, store: WeeklyRuns, settings: Settings, clock: Clock) -> None:
        self._store = store
        self._clock = clock
        self._policy = RetryPolicy.from_settings(settings)
        self._lease_ms = int(settings.lease.total_seconds() * 1000)

    def reconfigure(self, settings: Settings) -> None:
        """A reload's retry policy, for the next failed batch."""
        self._policy = RetryPolicy.from_settings(settings)

    async def clean_pending(self) -> int:
        """Work through every batch due now, once each; how many rows went."""
        deleted = 0
        while message := await self._store.claim_cleanup(
            secrets.token_hex(16), self._clock(), self._lease_ms
        ):
            deleted += await self.handle(message) or 0
        return deleted

    async def replay(self, entry: QuarantineEntry) -> int | None:
        """Run a quarantined batch again now; None when its entry was resolved meanwhile."""
        message = await self._store.claim_quarantined_cleanup(
            entry, secrets.token_hex(16), self._clock(), self._lease_ms
        )
        return None if message is None else await self.handle(message)

    async def handle(self, message: CleanupMessage) -> int | None:
        """The rows deleted, or None when the batch failed (and was recorded so)."""
        context = {"message_id": message.message_id, "run_id": message.run_id}
        try:
            kind, ids = read_message(message, await self._store.run(message.run_id))
            try:
                deleted = await self._store.execute_cleanup(message, kind, ids, self._clock())
            except errors.DatabaseFault:
                raise  # no attempt of this batch: it waits out its lease and runs again
            except errors.StoreUnavailable as busy:
                raise errors.DatabaseBusy(str(busy)) from None
        except errors.WorkFailed as error:
            await self._failed(message, error)
            return None
        except errors.LeaseLost:  # our lease ran out: whoever holds it now completes it
            log.warning("cleanup.lease_lost", **context)
            return None
        log.info("cleanup.batch_done", deleted=deleted, **context)
        return deleted

    async def _failed(self, message: CleanupMessage, error: errors.WorkFailed) -> None:
        now = self._clock()
        attempt = message.previous_attempts + 1
        failure = work_failure(error, attempt, self._policy, now, None, random.random())
        await self._store.cleanup_failed(message, now, failure)
        log.warning(
            "cleanup.batch_failed",
            message_id=message.message_id,
            run_id=message.run_id,
            error_class=error.code,
            attempt=attempt,
            quarantined=failure.quarantine is not None,
        )
