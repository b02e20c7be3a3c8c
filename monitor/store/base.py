"""What the pipeline needs from a database, and the records it exchanges with it.

The SQLite backend implements this today; a PostgreSQL backend can implement the same
contract so that several daemons on several hosts share one schedule.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from monitor.config import Target
from monitor.extract import Rules
from monitor.extract.learned import Learned
from monitor.request import RequestOptions


@dataclass(frozen=True, slots=True)
class Slot:
    """A proposal: this target looks due at this slot. The lease decides whether it runs."""

    target_id: str
    scheduled_for: int


@dataclass(frozen=True, slots=True)
class Share:
    """This daemon's part of the due slots, ``index`` of ``of`` live daemons: the tick proposes
    these first, so that daemons sharing a database do not all go after the same slots. Only
    a hint: the lease still decides, and a second pass proposes whatever is left."""

    index: int
    of: int


class ClaimRefused(StrEnum):
    """Why a slot could not be claimed; each one means: do not fetch."""

    UNKNOWN_TARGET = "unknown_target"
    DISABLED = "disabled"
    SLOT_MOVED = "slot_moved"
    LEASED = "leased"
    BACKING_OFF = "backing_off"
    ALREADY_DONE = "already_done"


@dataclass(frozen=True, slots=True)
class ResponseId:
    """What tells a response again: the validators it came with, for a conditional request,
    and the SHA-256 of its body, for the same bytes (which need no extraction)."""

    etag: str | None = None
    last_modified: str | None = None
    body_hash: str | None = None


@dataclass(frozen=True, slots=True)
class HeldLease:
    """A lease as the database held it: until when, and who took it (a daemon's heartbeat id,
    a command's ``command:…`` name; None for a lease older than the column)."""

    expires_at: int
    holder: str | None


@dataclass(frozen=True, slots=True)
class Claim:
    """A slot we hold the lease on, with what is needed to check it."""

    slot: Slot
    token: str
    url: str
    headers: dict[str, str]
    interval_ms: int
    previous_attempts: int
    recent: tuple[str, ...]
    """The distinct results this one is compared with, newest first; stable while we hold
    the lease. Empty: this result is a baseline."""
    rules: Rules
    compare_last: int = 1
    previous: ResponseId = ResponseId()
    """The response behind ``recent[0]``."""
    allow_private_networks: bool = False
    """The target opted out of the SSRF guard: its requests, redirects included, may reach
    non-public addresses."""
    taken_over: HeldLease | None = None
    """The expired lease this claim replaced: its holder died or stalled mid-check."""
    request: RequestOptions = field(default_factory=RequestOptions)
    """Rendered or fetched, through which proxy, with which cookies."""
    learned: Learned = ()
    """What this target's confirming fetches taught: left out of its snapshots."""
    learned_json: str = "[]"
    """``learned`` as stored: a commit replaces it only if it is still this."""
    confirm_delay_ms: int | None = None
    """The target's own wait before a confirming fetch; None: the settings'."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one attempt at a slot produced: a status with a content hash, or an error."""

    checked_at: int
    duration_ms: int
    status: str
    http_status: int | None = None
    result_hash: str | None = None
    error: str | None = None
    error_class: str | None = None
    snapshot: bytes | None = None
    """The compressed snapshot behind ``result_hash`` when it may be new; None if stored."""
    recent: tuple[str, ...] | None = None
    """The target's recent distinct results after this one (successes only)."""
    response: ResponseId | None = None
    learned: str | None = None
    """The target's learned volatile patterns after this check (JSON); None: as they were."""
    set_aside: str | None = None
    """What the learned patterns left out of this result (``SetAside.to_json``)."""


@dataclass(frozen=True, slots=True)
class Delivery:
    """An alert we hold the lease on, to send on its channel under its key."""

    key: str
    channel: str
    work_id: str | None
    """The check that raised it; None for a digest, which belongs to ``run_id``."""
    target_id: str | None
    run_id: str | None
    url: str = field(repr=False)  # the target's page, which may carry credentials
    event: str
    before_work_id: str | None
    """The result a change is shown against, chosen when the alert was raised."""
    created_at: int
    """When the result that raised it was committed: what the alert says is as of then."""
    previous_attempts: int
    token: str


@dataclass(frozen=True, slots=True)
class WorkFailure:
    """A failed send or cleanup batch: retried at ``retry_at``, or quarantined for
    ``quarantine`` (the reason)."""

    error_class: str
    error: str
    http_status: int | None = None
    retry_at: int | None = None
    quarantine: str | None = None


@dataclass(frozen=True, slots=True)
class Notification:
    """An outbox row, as ``monitor notifications`` shows it."""

    key: str
    channel: str
    work_id: str | None
    target_id: str | None
    event: str
    state: str
    attempts: int
    created_at: int
    next_attempt_at: int
    delivered_at: int | None
    response_status: int | None
    error_class: str | None
    last_error: str | None


@dataclass(frozen=True, slots=True)
class SyncReport:
    added: int
    updated: int
    disabled: int
    listed: int
    """How many targets the file lists, the added and updated among them."""


@dataclass(frozen=True, slots=True)
class CheckRow:
    work_id: str
    target_id: str
    scheduled_for: int
    checked_at: int
    status: str
    attempt_count: int
    result_hash: str | None
    error_message: str | None
    http_status: int | None
    duration_ms: int | None
    snapshot: bytes | None = None
    """The compressed snapshot of ``result_hash``, where history asked for it."""
    error_class: str | None = None
    set_aside: str | None = None
    """What was left out of the result as volatile (``SetAside.to_json``), if anything."""


@dataclass(frozen=True, slots=True)
class TargetState:
    id: str
    url: str
    enabled: bool
    interval_minutes: int
    next_check_at: int
    lease_expires_at: int | None
    last_slot: int | None
    last_status: str | None
    last_checked_at: int | None
    lease_holder: str | None = None
    set_aside: str | None = None
    """What the latest check left out as volatile (``SetAside.to_json``), if anything."""


@dataclass(frozen=True, slots=True)
class TargetSlot:
    """Where one target's schedule stands, for a command that names targets."""

    id: str
    enabled: bool
    next_check_at: int
    retry_at: int | None
    lease: HeldLease | None


@dataclass(frozen=True, slots=True)
class Signals:
    """What an operator watches: is work late, stuck, retrying or quarantined?"""

    schedule_lag_seconds: float
    oldest_queued_age_seconds: float
    retries_by_class: dict[str, int]
    quarantine_depth: int


@dataclass(frozen=True, slots=True)
class DaemonBeat:
    """A daemon's pulse: who, since when, and whether its schedule is healthy."""

    id: str
    host: str
    pid: int
    started_at: int
    beat_at: int
    last_tick_at: int | None
    queue_depth: int
    healthy: bool
    reasons: tuple[str, ...]
    stopped_at: int | None = None
    restart_needed: tuple[str, ...] = ()
    """Settings keys read on SIGHUP that only a restart applies."""


@dataclass(frozen=True, slots=True)
class Counts:
    targets_enabled: int
    due: int
    outbox_pending: int
    incomplete_runs: int


@dataclass(frozen=True, slots=True)
class QuarantineEntry:
    id: int
    kind: str
    target_id: str | None
    """None for a digest delivery or a cleanup batch, which belong to a run."""
    work_id: str
    scheduled_for: int
    reason: str
    error_class: str
    last_error: str
    http_status: int | None
    quarantined_at: int
    resolved_at: int | None
    resolution: str | None
    resolution_note: str | None
    attempts: int


@dataclass(frozen=True, slots=True)
class Attempt:
    attempt: int
    attempted_at: int
    error_class: str
    error_message: str
    http_status: int | None


@dataclass(frozen=True, slots=True)
class Run:
    """A weekly run: ``digest:{last day}``, its period in Unix ms, and how far it got."""

    run_id: str
    period_start: int
    period_end: int
    stage: str
    digest_json: str | None
    cutoff: int | None
    created_at: int
    updated_at: int

    @property
    def last_day(self) -> str:
        return self.run_id.split(":", 1)[1]


@dataclass(frozen=True, slots=True)
class RunEvent:
    at: int
    stage: str
    note: str


@dataclass(frozen=True, slots=True)
class BatchState:
    batch: int
    state: str
    attempts: int
    next_attempt_at: int
    error_class: str | None
    last_error: str | None
    deleted: int | None


@dataclass(frozen=True, slots=True)
class RunReport:
    """The run-level view: where a run stands, its digest's deliveries and its batches."""

    run: Run
    deliveries: dict[str, int]
    batches: list[BatchState]
    history: list[RunEvent]


# What a cleanup message may ask for, in the order a run's batches go: alerts, then the checks
# they named.
CLEANUP_KINDS = ("cleanup.outbox", "cleanup.checks")


@dataclass(frozen=True, slots=True)
class CleanupMessage:
    """A cleanup batch we hold the lease on."""

    message_id: str
    run_id: str
    batch: int
    body: str
    previous_attempts: int
    token: str


@dataclass(frozen=True, slots=True)
class PeriodChecks:
    """What a digest is made of: the period's checks (changes with their snapshots), the
    targets (id, url, interval in minutes, created at, enabled) and the slots still
    quarantined."""

    checks: list[CheckRow]
    targets: list[tuple[str, str, int, int, bool]]
    quarantined: set[str]


class Store(Protocol):
    """Every write raises ``StoreUnavailable`` when the database refuses it."""

    async def close(self) -> None: ...

    async def sync_targets(self, targets: Iterable[Target], now: int) -> SyncReport:
        """Make the stored targets match the file: add, update keeping cadence, disable.

        ``targets`` may be read lazily, as ``config.read_targets`` reads the file: it is
        taken a chunk at a time, off the event loop, and never held whole. Nothing changes
        when it raises before its end (a broken file)."""

    async def due_slots(
        self, now: int, after: Slot | None, limit: int, share: Share | None = None
    ) -> list[Slot]:
        """Unleased enabled targets due by ``now``, ordered by slot, strictly after ``after``;
        within ``share`` where the backend can tell (several daemons share PostgreSQL)."""

    async def claim(
        self, slot: Slot, token: str, now: int, lease_ms: int, holder: str | None = None
    ) -> Claim | ClaimRefused:
        """Take the lease on ``slot`` for ``holder`` if it is still the target's due slot and
        nobody holds it (or the lease expired: the claim then says whose it took over)."""

    async def renew(self, claim: Claim, expires_at: int) -> bool:
        """Extend our lease; False when it has been taken over."""

    async def release(self, claim: Claim) -> bool:
        """Give the lease back without recording anything (the slot stays due).

        False when the lease was no longer ours (taken over, or released by a commit).
        """

    async def finish(
        self,
        claim: Claim,
        outcome: Outcome,
        next_check_at: int,
        *,
        retry_at: int | None = None,
        quarantine: str | None = None,
    ) -> None:
        """Record the outcome, move the schedule and release the lease in one transaction.

        A failure also records its attempt; ``retry_at`` holds the slot back until then;
        ``quarantine`` (the reason) puts the slot into the quarantine. Raises ``LeaseLost``
        and changes nothing when our token no longer holds the lease.
        """

    async def next_retry_at(self, now: int) -> int | None:
        """The earliest retry of any enabled target still ahead of ``now``."""

    async def next_due(self, now: int) -> Slot | None:
        """The earliest slot of any enabled target still ahead of ``now``."""

    async def target_slots(self, ids: Iterable[str]) -> list[TargetSlot]:
        """Where each of these targets' schedules stands; an unknown id has no entry."""

    async def move_to_now(self, moved: Iterable[Slot], slot: int, now: int) -> set[str]:
        """Move each target's next slot from the one given to ``slot`` (now, a new cadence),
        unless it changed meanwhile, is leased or is backing off; the ids it moved."""

    async def targets(self) -> list[TargetState]: ...

    async def signals(self, now: int) -> Signals: ...

    async def counts(self, now: int) -> Counts: ...

    async def beat(self, beat: DaemonBeat) -> None:
        """Record a daemon's pulse (and forget daemons silent for a week)."""

    async def daemons(self) -> list[DaemonBeat]: ...

    async def undelivered(self) -> dict[str, int]:
        """Alerts and digests not delivered, by state (pending, quarantined)."""

    async def quarantined(self, include_resolved: bool) -> list[QuarantineEntry]: ...

    async def quarantine_entry(self, entry_id: int) -> QuarantineEntry | None: ...

    async def attempts(self, work_id: str) -> list[Attempt]: ...

    async def drop_quarantined(self, entry_id: int, note: str, now: int) -> bool:
        """Resolve an unresolved entry as dropped; False if it was resolved already."""

    async def claim_replay(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int, holder: str | None
    ) -> Claim | None:
        """The target's lease for re-running a quarantined slot; None while someone holds it."""

    async def finish_replay(self, claim: Claim, outcome: Outcome, entry: QuarantineEntry) -> None:
        """Record a replay under the slot's work id; the target's schedule stays as it is.

        Success resolves the entry; a failure appends its attempt and keeps it quarantined.
        """

    async def pending_channels(self, now: int) -> list[str]:
        """The channels with an alert due now that nobody holds."""

    async def claim_deliveries(
        self, channel: str, token: str, now: int, lease_ms: int, limit: int
    ) -> list[Delivery]:
        """Lease up to ``limit`` of the channel's pending alerts whose backoff has passed."""

    async def claim_quarantined_delivery(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int
    ) -> Delivery | None:
        """Put a quarantined alert back, leased to us, resolving its entry as replayed; None
        when the entry is resolved or is not an alert."""

    async def release_deliveries(self, token: str) -> None:
        """Give back the alerts ``token`` leased and has not marked yet."""

    async def delivered(self, delivery: Delivery, now: int, http_status: int) -> bool:
        """Mark it delivered, whoever holds its lease now; False (and nothing changed) when
        it was marked already."""

    async def delivery_failed(self, delivery: Delivery, now: int, failure: WorkFailure) -> bool:
        """Record a failed send: backoff, or quarantine; False if the lease was not ours."""

    async def notifications(self, limit: int) -> list[Notification]:
        """The latest alerts, newest first, whatever their state."""

    async def learned(self, target_id: str) -> Learned | None:
        """What the target's confirming fetches taught; None for an unknown target."""

    async def clear_learned(self, target_id: str) -> int:
        """Forget what the target's confirming fetches taught; how many patterns."""

    async def snapshots(self, hashes: Iterable[str]) -> dict[str, bytes]:
        """The compressed snapshots stored under these hashes (those still kept)."""

    async def history(self, target_id: str, limit: int) -> list[CheckRow]:
        """The target's latest results, newest first, each with its snapshot."""

    async def result(self, target_id: str, work_id: str | None) -> CheckRow | None:
        """One result with its snapshot: ``work_id``'s, or else the target's latest change."""

    async def previous_distinct(self, row: CheckRow) -> CheckRow | None:
        """The latest successful result completed before ``row`` with a different snapshot."""

    async def previous_slot(self, row: CheckRow) -> CheckRow | None:
        """The result of the target's slot before ``row``'s, whatever it was."""

    async def create_run(self, run_id: str, start: int, end: int, now: int) -> bool:
        """Create the run unless it exists; True when this call created it."""

    async def run(self, run_id: str) -> Run | None: ...

    async def incomplete_runs(self) -> list[Run]: ...

    async def run_reports(self, limit: int) -> list[RunReport]:
        """The latest runs, newest first, each with its deliveries, batches and history."""

    async def run_report(self, run_id: str) -> RunReport | None: ...

    async def first_target_at(self) -> int | None:
        """When the first target was added: no run is due for a period before it."""

    async def claim_run(self, run_id: str, token: str, now: int, lease_ms: int) -> bool: ...

    async def release_run(self, run_id: str, token: str) -> None: ...

    async def period_checks(self, start: int, end: int) -> PeriodChecks: ...

    async def record_digest(
        self, run: Run, token: str, digest: str, channels: list[str], now: int
    ) -> None:
        """Keep the rendered digest and write one delivery per channel; LeaseLost if it was
        recorded already."""

    async def settle_digest(self, run: Run, token: str, now: int) -> bool:
        """Move to ``digest_sent`` once every delivery has an outcome; False until then."""

    async def plan_cleanup(
        self, run: Run, token: str, cutoff: int, batch_size: int, now: int
    ) -> int:
        """Record the cutoff and publish every batch with the stage; how many batches."""

    async def claim_cleanup(self, token: str, now: int, lease_ms: int) -> CleanupMessage | None:
        """The next pending batch whose backoff has passed, lower batches of its run first."""

    async def claim_quarantined_cleanup(
        self, entry: QuarantineEntry, token: str, now: int, lease_ms: int
    ) -> CleanupMessage | None: ...

    async def execute_cleanup(
        self, message: CleanupMessage, kind: str, ids: list[str], now: int
    ) -> int:
        """Delete what is still eligible and complete the message; LeaseLost if not ours."""

    async def cleanup_failed(
        self, message: CleanupMessage, now: int, failure: WorkFailure
    ) -> bool: ...
