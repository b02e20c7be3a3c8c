"""A consumer: claim a proposed slot, fetch, hash, commit, acknowledge.

Each step is its own function. A slot is acknowledged only after its outcome is committed
(or after we decided not to touch it); a crash before that leaves a lease that expires.

Two waits do not hold the consumer. A check that differs from the previous result is confirmed by a
second fetch after a delay (``monitor.pipeline.confirm``); a ``render: browser`` check waits for
one of the browser's few slots (``browser.concurrency``). Either way the rest of the check (the
wait, the fetch or render, the commit) is handed to a task of its own (a bounded number of each),
which keeps the lease and acknowledges the slot once it has committed; the consumer takes the next
slot meanwhile, so a plain check never queues behind renders.
"""

import asyncio
import random
import secrets
from collections.abc import Awaitable, Callable
from datetime import timedelta
from functools import partial
from typing import Literal

from monitor.config.model import Settings
from monitor.errors import DatabaseFault, LeaseLost, StoreUnavailable, WorkFailed
from monitor.faults import crash_point
from monitor.fetch.fetcher import Fetcher
from monitor.logs import BoundLogger, get_logger, log_failure, slot_context
from monitor.pipeline.attempt import attempt as attempt
from monitor.pipeline.attempt import fetched
from monitor.pipeline.confirm import confirmed
from monitor.pipeline.keeper import LeaseKeeper
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.retry import Quarantine, Retry, RetryPolicy, decide, parse_retry_after
from monitor.schedule import Clock, iso, next_slot
from monitor.states import CheckStatus
from monitor.store import Checks, Claim, ClaimRefused, Outcome, Slot

log = get_logger()
DEFAULT_POLICY = RetryPolicy()
HANDED_OFF = "handed_off"  # what ``check`` returns when a task finishes the check instead
Wait = Literal["confirm", "render"]
"""What a check handed off waits for: its confirming fetch, or a browser's slot."""
Rest = Callable[[], Awaitable[str]]
HandOff = Callable[[Wait, Rest], bool]
"""Takes the rest of a check to finish in a task of its own, if there is room for it."""


class Worker:
    def __init__(
        self,
        store: Checks,
        fetcher: Fetcher,
        clock: Clock,
        lease: timedelta,
        policy: RetryPolicy = DEFAULT_POLICY,
        on_retry: Callable[[int], None] = lambda retry_at: None,
        on_commit: Callable[[Claim, Outcome], None] = lambda claim, outcome: None,
        *,
        holder: str | None = None,
        on_next_slot: Callable[[int], None] = lambda slot: None,
        confirm_delay: timedelta = timedelta(0),
        confirming: int = 16,
        rendering: int = 16,
    ) -> None:
        """``on_retry`` hears of every retry scheduled and ``on_next_slot`` of every next slot
        committed, so the daemon can wake up for them; ``on_commit`` of every outcome
        committed, with its claim (the metrics, the first run's hint). ``holder`` names this
        process on its leases (see ``monitor.pipeline.leases``). A change is confirmed after
        ``confirm_delay`` (a target's own overrides it; 0: not confirmed), by at most
        ``confirming`` checks waiting apart from the consumers at once; at most ``rendering``
        rendered checks wait for the browser, and render, apart from them."""
        self._store = store
        self._fetcher = fetcher
        self._clock = clock
        self._lease_ms = int(lease.total_seconds() * 1000)
        self._policy = policy
        self._on_retry = on_retry
        self._on_commit = on_commit
        self._holder = holder
        self._on_next_slot = on_next_slot
        self._confirm_delay_ms = _milliseconds(confirm_delay)
        self._room: dict[Wait, int] = {"confirm": confirming, "render": rendering}
        """How many more checks may wait for each apart from a consumer."""

    def reconfigure(self, settings: Settings) -> None:
        """A reload's retry policy, for the next failure decided: the attempts a slot made
        are counted in the database, so a lower ``retry_max_attempts`` quarantines it at its
        next failure, a higher one retries it further. Its ``confirm_delay``, for the next
        change confirmed."""
        self._policy = RetryPolicy.from_settings(settings)
        self._confirm_delay_ms = _milliseconds(settings.confirm_delay)

    async def consume(self, queue: SlotQueue, ended: dict[Slot, str] | None = None) -> None:
        """Check slots from ``queue`` until it is closed; what each ended in, into ``ended``.
        Checks handed off to wait (for their confirming fetch, for the browser) end before
        this returns; a cancelled consumer cancels them (each gives its lease back)."""
        later: set[asyncio.Task[str]] = set()

        def hand_off(slot: Slot, wait: Wait, rest: Rest) -> bool:
            if self._room[wait] <= 0:
                return False  # finished in the consumer: the waits are bounded
            self._room[wait] -= 1
            task = asyncio.create_task(_finish(slot, rest), name=f"{wait}-{slot.target_id}")
            later.add(task)
            task.add_done_callback(partial(done, slot, wait))
            return True

        def done(slot: Slot, wait: Wait, task: "asyncio.Task[str]") -> None:
            """Acknowledged once it ended, even cancelled before it started."""
            later.discard(task)
            self._room[wait] += 1
            _ended(queue, ended, slot, "unfinished" if task.cancelled() else task.result())

        try:
            while (slot := await queue.take()) is not None:
                result = "unfinished"  # until it returns: cancelled by a shutdown
                try:
                    result = await self.check(slot, partial(hand_off, slot))
                except Exception:
                    result = "crashed"
                    log.exception(
                        "check.crashed", **slot_context(slot.target_id, slot.scheduled_for)
                    )
                finally:
                    if result != HANDED_OFF:
                        _ended(queue, ended, slot, result)
            await asyncio.gather(*later)
        finally:
            for task in later:
                task.cancel()
            await asyncio.gather(*later, return_exceptions=True)

    async def check(self, slot: Slot, hand_off: HandOff | None = None) -> str:
        """Run one proposed slot to a durable end; returns what happened to it, or
        ``HANDED_OFF`` when ``hand_off`` took the rest of it (waiting for the browser, or for
        its confirming fetch) to finish elsewhere."""
        bound = log.bind(**slot_context(slot.target_id, slot.scheduled_for))
        try:
            claim = await self._store.claim(
                slot, secrets.token_hex(16), self._clock(), self._lease_ms, self._holder
            )
        except StoreUnavailable as error:  # the slot stays due: a later tick proposes it again
            log_failure(bound, "check.store_failed", error, stage="claim")
            return "store_failed"
        if isinstance(claim, ClaimRefused):
            bound.info("check.skipped", reason=claim.value)
            return claim.value
        if claim.taken_over is not None:  # its holder died or stalled mid-check
            taken = claim.taken_over
            bound.warning(
                "check.lease_taken_over",
                expired_at=iso(taken.expires_at),
                previous_holder=taken.holder,
            )
        bound.info("check.claimed", attempt=claim.previous_attempts + 1)
        crash_point("after_claim")
        if claim.request.render == "browser" and hand_off is not None:
            # The task renders, confirms and commits, holding the lease while it waits.
            rest = partial(self._settle, claim, bound, partial(self._first, claim, bound, None))
            if hand_off("render", rest):
                return HANDED_OFF
        return await self._settle(claim, bound, partial(self._first, claim, bound, hand_off))

    async def _first(
        self,
        claim: Claim,
        bound: BoundLogger,
        hand_off: HandOff | None,
    ) -> tuple[Outcome, WorkFailed | None] | None:
        """The first fetch's outcome, confirmed if it is a change; None when the confirming
        fetch was handed off (the lease is the task's that runs it)."""
        outcome, error, first = await fetched(self._fetcher, self._clock, claim)
        delay_ms = (
            self._confirm_delay_ms if claim.confirm_delay_ms is None else claim.confirm_delay_ms
        )
        if (
            first is None
            or first.snapshot is None
            or outcome.status != CheckStatus.CHANGED
            or not delay_ms
        ):
            return outcome, error
        refetch = partial(fetched, self._fetcher, self._clock, claim, first)
        confirming = partial(
            confirmed, refetch, self._store, claim, outcome, first, delay_ms, bound
        )
        rest = partial(self._settle, claim, bound, confirming)
        if hand_off is not None and hand_off("confirm", rest):
            return None
        return await confirming()

    async def _settle(
        self,
        claim: Claim,
        bound: BoundLogger,
        produce: Callable[[], Awaitable[tuple[Outcome, WorkFailed | None] | None]],
    ) -> str:
        """Produce the outcome holding the lease, commit it and say so; what it ended in."""
        try:
            produced = await self._produce_and_commit(claim, bound, produce)
        except LeaseLost:
            bound.warning("check.lease_lost")
            return "lease_lost"
        except StoreUnavailable as error:  # the slot stays due, claimed again once it is free
            log_failure(bound, "check.store_failed", error, stage="commit")
            return "store_failed"
        if produced is None:
            return HANDED_OFF
        outcome, decision = produced
        crash_point("after_commit")
        _log_outcome(bound, claim, outcome, decision)
        self._on_commit(claim, outcome)
        return outcome.status

    async def _produce_and_commit(
        self,
        claim: Claim,
        bound: BoundLogger,
        produce: Callable[[], Awaitable[tuple[Outcome, WorkFailed | None] | None]],
    ) -> tuple[Outcome, Retry | Quarantine | None] | None:
        """Fetch holding the lease, then commit; stopped half-way, the lease is given back.
        None: handed off, nothing committed and the lease kept for whoever took it."""
        try:
            async with LeaseKeeper(self._store, self._clock, claim, self._lease_ms):
                produced = await produce()
            if produced is None:
                return None
            outcome, error = produced
            crash_point("after_fetch")
            decision = await self._commit(claim, outcome, error)
        except LeaseLost:
            raise  # not ours to give back
        except DatabaseFault:
            # The release would be refused too (or wait out the busy timeout again, holding up
            # every other write): the lease runs out on its own.
            raise
        except asyncio.CancelledError:
            if await self._give_back(claim):
                bound.info("check.released", reason="shutdown")
            else:  # cancelled while its outcome was being committed
                bound.info("check.cancelled", reason="shutdown", note="outcome may be committed")
            raise
        except BaseException:
            await self._give_back(claim)
            raise
        return outcome, decision

    async def _give_back(self, claim: Claim) -> bool:
        """Release the lease if still ours; a failing database leaves it to expire."""
        try:
            return await self._store.release(claim)
        except StoreUnavailable:
            return False

    async def _commit(
        self, claim: Claim, outcome: Outcome, error: WorkFailed | None
    ) -> Retry | Quarantine | None:
        """Commit with what follows: the next slot, a retry of this one, or quarantine."""
        slot, now = claim.slot, outcome.checked_at
        following = next_slot(slot.scheduled_for, claim.interval_ms, now)
        if error is None:
            await self._store.finish(claim, outcome, following)
            self._on_next_slot(following)
            return None
        retry_after = parse_retry_after(getattr(error, "retry_after", None), now)
        attempt = claim.previous_attempts + 1
        decision = decide(
            error, attempt, self._policy, random.random(), retry_after, following - now
        )
        if isinstance(decision, Retry):
            retry_at = now + decision.delay_ms
            await self._store.finish(claim, outcome, slot.scheduled_for, retry_at=retry_at)
            self._on_retry(retry_at)
        else:
            await self._store.finish(claim, outcome, following, quarantine=decision.reason)
            self._on_next_slot(following)
        return decision


async def _finish(slot: Slot, rest: Rest) -> str:
    """The rest of a handed-off check: what it ended in."""
    try:
        return await rest()
    except Exception:
        log.exception("check.crashed", **slot_context(slot.target_id, slot.scheduled_for))
        return "crashed"


def _milliseconds(delay: timedelta) -> int:
    return int(delay.total_seconds() * 1000)


def _ended(queue: SlotQueue, ended: dict[Slot, str] | None, slot: Slot, result: str) -> None:
    if ended is not None:
        ended[slot] = result
    queue.done(slot)


def _log_outcome(
    bound: BoundLogger, claim: Claim, outcome: Outcome, decision: Retry | Quarantine | None
) -> None:
    attempt = claim.previous_attempts + 1
    if outcome.error is None:
        lag_ms = outcome.checked_at - claim.slot.scheduled_for
        bound.info(
            "check.committed",
            status=outcome.status,
            lag_ms=lag_ms,
            duration_ms=outcome.duration_ms,
        )
    else:
        bound.warning(
            "check.failed",
            error=outcome.error,
            error_class=outcome.error_class,
            http_status=outcome.http_status,
            attempt=attempt,
        )
    if isinstance(decision, Retry):
        bound.info(
            "check.retry_scheduled",
            error_class=outcome.error_class,
            attempt=attempt,
            delay_ms=decision.delay_ms,
        )
    elif isinstance(decision, Quarantine):
        bound.warning(
            "check.quarantined",
            error_class=outcome.error_class,
            reason=decision.reason,
            attempts=attempt,
        )
