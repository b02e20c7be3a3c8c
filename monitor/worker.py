"""A consumer: claim a proposed slot, fetch, hash, commit, acknowledge.

Each step is its own function. A slot is acknowledged only after its outcome is committed
(or after we decided not to touch it); a crash before that leaves a lease that expires.
"""

import asyncio
import hashlib
import random
import secrets
from collections.abc import Callable
from datetime import timedelta

from monitor.config import Settings
from monitor.errors import DatabaseFault, ExtractionError, FetchError, LeaseLost, StoreUnavailable
from monitor.extract import classify_change, extract
from monitor.faults import crash_point
from monitor.fetch import Fetcher, Page, Validators
from monitor.logs import BoundLogger, get_logger, log_failure, slot_context
from monitor.queue import SlotQueue
from monitor.retry import Quarantine, Retry, RetryPolicy, decide, parse_retry_after
from monitor.schedule import Clock, iso, next_slot
from monitor.store import Claim, ClaimRefused, Outcome, ResponseId, Slot, Store

log = get_logger()
DEFAULT_POLICY = RetryPolicy()
# Larger bodies are extracted in a thread, so that a 5 MB page does not stall other checks.
_EXTRACT_INLINE_BYTES = 256 * 1024


class Worker:
    def __init__(
        self,
        store: Store,
        fetcher: Fetcher,
        clock: Clock,
        lease: timedelta,
        policy: RetryPolicy = DEFAULT_POLICY,
        on_retry: Callable[[int], None] = lambda retry_at: None,
        on_commit: Callable[[Claim, Outcome], None] = lambda claim, outcome: None,
        *,
        holder: str | None = None,
        on_next_slot: Callable[[int], None] = lambda slot: None,
    ) -> None:
        """``on_retry`` hears of every retry scheduled and ``on_next_slot`` of every next slot
        committed, so the daemon can wake up for them; ``on_commit`` of every outcome
        committed, with its claim (the metrics, the first run's hint). ``holder`` names this
        process on its leases (see ``monitor.leases``)."""
        self._store = store
        self._fetcher = fetcher
        self._clock = clock
        self._lease_ms = int(lease.total_seconds() * 1000)
        self._policy = policy
        self._on_retry = on_retry
        self._on_commit = on_commit
        self._holder = holder
        self._on_next_slot = on_next_slot

    def reconfigure(self, settings: Settings) -> None:
        """A reload's retry policy, for the next failure decided: the attempts a slot made
        are counted in the database, so a lower ``retry_max_attempts`` quarantines it at its
        next failure, a higher one retries it further."""
        self._policy = RetryPolicy.from_settings(settings)

    async def consume(self, queue: SlotQueue, ended: dict[Slot, str] | None = None) -> None:
        """Check slots from ``queue`` until it is closed; what each ended in, into ``ended``."""
        while (slot := await queue.take()) is not None:
            result = "unfinished"  # until it returns: cancelled by a shutdown
            try:
                result = await self.check(slot)
            except Exception:
                result = "crashed"
                log.exception("check.crashed", **slot_context(slot.target_id, slot.scheduled_for))
            finally:
                if ended is not None:
                    ended[slot] = result
                queue.done(slot)

    async def check(self, slot: Slot) -> str:
        """Run one proposed slot to a durable end; returns what happened to it."""
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
            bound.warning("check.lease_taken_over", expired_at=iso(taken.expires_at),
                          previous_holder=taken.holder)  # fmt: skip
        bound.info("check.claimed", attempt=claim.previous_attempts + 1)
        crash_point("after_claim")
        try:
            outcome, decision = await self._fetch_and_commit(claim, bound)
        except LeaseLost:
            bound.warning("check.lease_lost")
            return "lease_lost"
        except StoreUnavailable as error:  # the slot stays due, claimed again once it is free
            log_failure(bound, "check.store_failed", error, stage="commit")
            return "store_failed"
        crash_point("after_commit")
        _log_outcome(bound, claim, outcome, decision)
        self._on_commit(claim, outcome)
        return outcome.status

    async def _fetch_and_commit(
        self, claim: Claim, bound: BoundLogger
    ) -> tuple[Outcome, Retry | Quarantine | None]:
        """Fetch holding the lease, then commit; stopped half-way, the lease is given back."""
        try:
            async with _LeaseKeeper(self._store, self._clock, claim, self._lease_ms):
                outcome, error = await attempt(self._fetcher, self._clock, claim)
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
        self, claim: Claim, outcome: Outcome, error: FetchError | None
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


async def attempt(
    fetcher: Fetcher, clock: Clock, claim: Claim
) -> tuple[Outcome, FetchError | None]:
    """Fetch the claimed slot's page: its snapshot and status, or the failure and its class."""
    # Only a result to compare with makes a 304 meaningful.
    previous = claim.previous
    validators = Validators(previous.etag, previous.last_modified) if claim.recent else None
    try:
        page = await fetcher.fetch(
            claim.url,
            claim.headers,
            validators,
            allow_private=claim.allow_private_networks,
            request=claim.request,
        )
    except FetchError as error:
        return _failure(clock(), error, getattr(error, "status_code", None)), error
    body_hash = previous.body_hash if page.not_modified else hashlib.sha256(page.body).hexdigest()
    try:
        digest, snapshot = await _snapshot(page, claim, body_hash)
    except ExtractionError as error:  # the page came: its status and time are worth keeping
        return _failure(clock(), error, page.status_code, page.duration_ms), error
    recent = (digest, *(known for known in claim.recent if known != digest))
    outcome = Outcome(
        clock(),
        page.duration_ms,
        classify_change(claim.recent, digest),
        page.status_code,
        digest,
        snapshot=snapshot,
        recent=recent[: claim.compare_last],
        response=_response(page, previous, body_hash),
    )
    return outcome, None


def _response(page: Page, previous: ResponseId, body_hash: str | None) -> ResponseId:
    """A 304 may leave out the validators it confirms: those of the previous response hold."""
    kept = previous if page.not_modified else ResponseId()
    sent = page.validators
    return ResponseId(sent.etag or kept.etag, sent.last_modified or kept.last_modified, body_hash)


def _failure(now: int, error: FetchError, status_code: int | None, duration_ms: int = 0) -> Outcome:
    message = f"{type(error).__name__}: {error}"
    return Outcome(now, duration_ms, "failed", status_code, None, message, error.code)


async def _snapshot(page: Page, claim: Claim, body_hash: str | None) -> tuple[str, bytes | None]:
    """The page's hash, and its compressed snapshot unless it is one we compare with (and so
    have stored already). A 304, or the very bytes of the latest result, is that result again
    (extraction is deterministic), without parsing anything."""
    if page.not_modified or (claim.recent and body_hash == claim.previous.body_hash):
        return claim.recent[0], None
    if len(page.body) > _EXTRACT_INLINE_BYTES:
        return await asyncio.to_thread(_extract, page, claim)
    return _extract(page, claim)


def _extract(page: Page, claim: Claim) -> tuple[str, bytes | None]:
    try:
        snapshot = extract(page.body, page.content_type, claim.rules)
        digest = snapshot.digest
        return digest, None if digest in claim.recent else snapshot.compressed()
    except FetchError:
        raise
    except Exception as error:
        # A page that breaks the extractor must not be retried forever by lease expiry:
        # it becomes a failure the operator sees in quarantine, with the bug in the log.
        log.exception(
            "check.extract_crashed", **slot_context(claim.slot.target_id, claim.slot.scheduled_for)
        )
        raise ExtractionError(f"extraction failed: {type(error).__name__}: {error}") from None


class _LeaseKeeper:
    """Renews a lease every third of its length while the block runs.

    If the lease was taken over meanwhile, the block is cancelled and ``LeaseLost`` raised,
    the way ``asyncio.timeout`` cancels; a check that ends in time costs one timer, no task.
    """

    def __init__(self, store: Store, clock: Clock, claim: Claim, lease_ms: int) -> None:
        self._store = store
        self._clock = clock
        self._claim = claim
        self._lease_ms = lease_ms
        self._lost = False
        self._renewal: asyncio.Task[None] | None = None

    async def __aenter__(self) -> None:
        self._task = asyncio.current_task()
        self._schedule()

    def _schedule(self) -> None:
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(self._lease_ms / 3000, self._start_renewal)

    def _start_renewal(self) -> None:
        self._renewal = asyncio.get_running_loop().create_task(self._renew())

    async def _renew(self) -> None:
        try:
            renewed = await self._store.renew(self._claim, self._clock() + self._lease_ms)
        except Exception as error:
            # The database is busy or failing: try again, and let the lease decide.
            slot = self._claim.slot
            log_failure(
                log, "check.renew_failed", error, **slot_context(slot.target_id, slot.scheduled_for)
            )
            renewed = True
        if renewed:
            self._schedule()
        elif self._task is not None:
            self._lost = True
            self._task.cancel()

    async def __aexit__(self, kind: type[BaseException] | None, *_: object) -> None:
        self._timer.cancel()
        if self._renewal is not None:
            self._renewal.cancel()
        if self._lost and kind is asyncio.CancelledError and self._task is not None:
            self._task.uncancel()
            raise LeaseLost()


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
