"""An in-memory store of the tick's and the consumers' roles (``Proposals``, ``Pulse``,
``Checks``), for their unit tests, as procrastinate's ``InMemoryConnector`` serves its worker.

It keeps the contract the SQL backends keep (see ``monitor.store.roles`` and the statements
in ``monitor.store.queries``): a claim takes the lease only on the target's due slot, a
commit is fenced by the lease's token and moves the schedule from the slot unless an edit
moved it meanwhile, and a slot recorded once is never recorded again. The integration tests
hold both backends to the same contract with real databases.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field

from monitor.config.model import Target
from monitor.errors import LeaseLost
from monitor.extract import learned
from monitor.schedule import MINUTE_MS, next_slot, work_id
from monitor.states import CheckStatus
from monitor.store import (
    Claim,
    ClaimRefused,
    Counts,
    DaemonBeat,
    HeldLease,
    Outcome,
    Share,
    Signals,
    Slot,
)
from monitor.store.writes import alert_event


@dataclass
class Lease:
    token: str
    expires_at: int
    holder: str | None


@dataclass(kw_only=True)
class StoredTarget:
    target: Target
    next_check_at: int
    lease: Lease | None = None
    retry_at: int | None = None
    recent: tuple[str, ...] = ()
    learned_json: str = "[]"

    def free(self, now: int) -> bool:
        return self.lease is None or self.lease.expires_at <= now

    def waiting(self, now: int) -> bool:
        return self.retry_at is not None and self.retry_at > now


@dataclass
class StoredCheck:
    """A slot's row: the latest outcome, with how many attempts it took."""

    outcome: Outcome
    attempts: int


@dataclass(kw_only=True)
class MemoryStore:
    targets: dict[str, StoredTarget] = field(default_factory=dict)
    checks: dict[str, StoredCheck] = field(default_factory=dict)
    """By work id."""
    failures: list[tuple[str, int, str]] = field(default_factory=list)
    """Each failed attempt: (work id, attempt, error class)."""
    quarantine: dict[str, str] = field(default_factory=dict)
    """Work id → reason."""
    events: list[tuple[str, str]] = field(default_factory=list)
    """What each commit may alert about (the outbox's rows): (work id, event)."""
    stored: dict[str, bytes] = field(default_factory=dict)
    beats: dict[str, DaemonBeat] = field(default_factory=dict)

    def add(self, target: Target, next_check_at: int) -> None:
        self.targets[target.id] = StoredTarget(target=target, next_check_at=next_check_at)

    # Proposals

    async def due_slots(
        self, now: int, after: Slot | None, limit: int, share: Share | None = None
    ) -> list[Slot]:
        due = sorted(
            (t.next_check_at, t.target.id)
            for t in self._enabled()
            if t.next_check_at <= now and t.free(now) and not t.waiting(now)
        )
        start = (after.scheduled_for, after.target_id) if after else None
        slots = [
            Slot(target_id, at) for at, target_id in due if start is None or (at, target_id) > start
        ]
        return slots[:limit]

    async def next_retry_at(self, now: int) -> int | None:
        ahead = [t.retry_at for t in self._enabled() if t.retry_at is not None and t.retry_at > now]
        return min(ahead, default=None)

    async def next_due(self, now: int) -> Slot | None:
        ahead = sorted(
            (t.next_check_at, t.target.id) for t in self._enabled() if t.next_check_at > now
        )
        return Slot(ahead[0][1], ahead[0][0]) if ahead else None

    # Pulse

    async def beat(self, beat: DaemonBeat) -> None:
        self.beats[beat.id] = beat

    async def daemons(self) -> list[DaemonBeat]:
        return sorted(self.beats.values(), key=lambda beat: (-beat.beat_at, beat.id))

    async def signals(self, now: int) -> Signals:
        due = [t for t in self._enabled() if t.next_check_at <= now]
        ready = [t for t in due if t.free(now) and not t.waiting(now)]
        retries: dict[str, int] = {}
        for t in self._enabled():
            row = self.checks.get(work_id(t.target.id, t.next_check_at))
            if t.waiting(now) and row is not None and row.outcome.error_class is not None:
                retries[row.outcome.error_class] = retries.get(row.outcome.error_class, 0) + 1
        return Signals(
            schedule_lag_seconds=max((now - t.next_check_at for t in due), default=0) / 1000,
            oldest_queued_age_seconds=max(
                (now - max(t.next_check_at, t.retry_at or 0) for t in ready), default=0
            )
            / 1000,
            retries_by_class=retries,
            quarantine_depth=len(self.quarantine),
        )

    async def counts(self, now: int) -> Counts:
        enabled = list(self._enabled())
        due = sum(t.next_check_at <= now for t in enabled)
        return Counts(len(enabled), due, outbox_pending=len(self.events), incomplete_runs=0)

    async def undelivered(self) -> dict[str, int]:
        return {"pending": len(self.events)} if self.events else {}

    # Checks

    async def claim(
        self, slot: Slot, token: str, now: int, lease_ms: int, holder: str | None = None
    ) -> Claim | ClaimRefused:
        stored = self.targets.get(slot.target_id)
        refused = _refusal(stored, slot, now)
        if refused is not None or stored is None:
            return refused or ClaimRefused.UNKNOWN_TARGET
        held = stored.lease
        taken_over = HeldLease(held.expires_at, held.holder) if held else None
        stored.lease = Lease(token, now + lease_ms, holder)
        row = self.checks.get(work_id(slot.target_id, slot.scheduled_for))
        if _recorded(row):
            # Done, but the schedule points back at it: move on instead of checking twice.
            interval_ms = stored.target.interval_minutes * MINUTE_MS
            stored.next_check_at = next_slot(slot.scheduled_for, interval_ms, now)
            stored.retry_at, stored.lease = None, None
            return ClaimRefused.ALREADY_DONE
        return self._claim(stored, slot, token, row.attempts if row else 0, taken_over)

    async def renew(self, claim: Claim, expires_at: int) -> bool:
        lease = self._held(claim)
        if lease is not None:
            lease.expires_at = expires_at
        return lease is not None

    async def release(self, claim: Claim) -> bool:
        if self._held(claim) is None:
            return False
        self.targets[claim.slot.target_id].lease = None
        return True

    async def finish(
        self,
        claim: Claim,
        outcome: Outcome,
        next_check_at: int,
        *,
        retry_at: int | None = None,
        quarantine: str | None = None,
    ) -> None:
        slot, key = claim.slot, work_id(claim.slot.target_id, claim.slot.scheduled_for)
        row = self.checks.get(key)
        if self._held(claim) is None or _recorded(row):
            raise LeaseLost()  # as RECORD's count says: nothing changes
        attempt = claim.previous_attempts + 1
        self.checks[key] = StoredCheck(outcome, (row.attempts if row else 0) + 1)
        if outcome.snapshot is not None and outcome.result_hash is not None:
            self.stored.setdefault(outcome.result_hash, outcome.snapshot)
        if outcome.error_class is not None:
            self.failures.append((key, attempt, outcome.error_class))
        if quarantine is not None:
            self.quarantine[key] = quarantine
        if (event := alert_event(outcome, quarantine)) is not None:
            self.events.append((key, event))
        self._advance(self.targets[slot.target_id], claim, outcome, next_check_at, retry_at)

    async def snapshots(self, hashes: Iterable[str]) -> dict[str, bytes]:
        return {h: self.stored[h] for h in hashes if h in self.stored}

    def _enabled(self) -> list[StoredTarget]:
        return [t for t in self.targets.values() if t.target.enabled]

    def _held(self, claim: Claim) -> Lease | None:
        stored = self.targets.get(claim.slot.target_id)
        lease = stored.lease if stored else None
        return lease if lease is not None and lease.token == claim.token else None

    def _claim(
        self,
        stored: StoredTarget,
        slot: Slot,
        token: str,
        attempts: int,
        taken_over: HeldLease | None,
    ) -> Claim:
        target = stored.target
        return Claim(
            slot=slot,
            token=token,
            url=target.url,
            headers=dict(target.headers),
            interval_ms=target.interval_minutes * MINUTE_MS,
            previous_attempts=attempts,
            recent=stored.recent[: target.compare_last],
            rules=target.rules,
            compare_last=target.compare_last,
            allow_private_networks=target.allow_private_networks,
            taken_over=taken_over,
            request=target.request,
            learned=learned.from_json(stored.learned_json),
            learned_json=stored.learned_json,
        )

    @staticmethod
    def _advance(
        stored: StoredTarget,
        claim: Claim,
        outcome: Outcome,
        next_check_at: int,
        retry_at: int | None,
    ) -> None:
        """As ADVANCE: an edit that moved the slot meanwhile wins over the cadence."""
        moved = stored.next_check_at != claim.slot.scheduled_for
        stored.next_check_at = stored.next_check_at if moved else next_check_at
        stored.retry_at = None if moved else retry_at
        if outcome.recent is not None:
            stored.recent = outcome.recent
        if outcome.learned is not None and stored.learned_json == claim.learned_json:
            stored.learned_json = outcome.learned
        stored.lease = None


def _recorded(row: StoredCheck | None) -> bool:
    """Whether the slot has its result: only a failed one is recorded over."""
    return row is not None and row.outcome.status != CheckStatus.FAILED


def _refusal(stored: StoredTarget | None, slot: Slot, now: int) -> ClaimRefused | None:
    if stored is None:
        return ClaimRefused.UNKNOWN_TARGET
    if not stored.target.enabled:
        return ClaimRefused.DISABLED
    if stored.next_check_at != slot.scheduled_for:
        return ClaimRefused.SLOT_MOVED
    if stored.waiting(now):
        return ClaimRefused.BACKING_OFF
    if not stored.free(now):
        return ClaimRefused.LEASED
    return None
