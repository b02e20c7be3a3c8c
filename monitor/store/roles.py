"""What the rest of the program needs from a database, one role at a time.

Each consumer depends on the role it uses: the tick on ``Proposals`` and ``Pulse``, a
consumer (with its lease keeper and its confirming fetch) on ``Checks``, the reload on
``Schedule``, ``history`` and ``diff`` on ``Results``, the weekly run's cleanup on
``WeeklyRuns``. ``Store`` is all of them, as both backends (``SQLStore``) implement it; the
commands that span several roles take it whole.

Every write raises ``StoreUnavailable`` when the database refuses it.
"""

from collections.abc import Iterable
from typing import Protocol

from monitor.config.model import Target
from monitor.extract.learned import Learned
from monitor.store.base import (
    Attempt,
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
    RunReport,
    Share,
    Signals,
    Slot,
    SyncReport,
    TargetSlot,
    TargetState,
    WorkFailure,
)


class Schedule(Protocol):
    """The targets and where each one's schedule stands, as the targets file sets them."""

    async def sync_targets(self, targets: Iterable[Target], now: int) -> SyncReport:
        """Make the stored targets match the file: add, update keeping cadence, disable.

        ``targets`` may be read lazily, as ``config.read_targets`` reads the file: it is
        taken a chunk at a time, off the event loop, and never held whole. Nothing changes
        when it raises before its end (a broken file)."""

    async def targets(self) -> list[TargetState]:
        """Every stored target, enabled or not, with its last check and its lease."""

    async def target_slots(self, ids: Iterable[str]) -> list[TargetSlot]:
        """Where each of these targets' schedules stands; an unknown id has no entry."""

    async def move_to_now(self, moved: Iterable[Slot], slot: int, now: int) -> set[str]:
        """Move each target's next slot from the one given to ``slot`` (now, a new cadence),
        unless it changed meanwhile, is leased or is backing off; the ids it moved."""


class Proposals(Protocol):
    """What is due: all the tick asks before proposing slots to the consumers."""

    async def due_slots(
        self, now: int, after: Slot | None, limit: int, share: Share | None = None
    ) -> list[Slot]:
        """Unleased enabled targets due by ``now``, ordered by slot, strictly after ``after``;
        within ``share`` where the backend can tell (several daemons share PostgreSQL)."""

    async def next_retry_at(self, now: int) -> int | None:
        """The earliest retry of any enabled target still ahead of ``now``."""

    async def next_due(self, now: int) -> Slot | None:
        """The earliest slot of any enabled target still ahead of ``now``."""


class Checks(Protocol):
    """One slot's check: claim its lease, keep it, and commit the outcome under it."""

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

    async def snapshots(self, hashes: Iterable[str]) -> dict[str, bytes]:
        """The compressed snapshots stored under these hashes (those still kept)."""


class Pulse(Protocol):
    """How the daemons and their work are doing: heartbeats and the operator's signals."""

    async def beat(self, beat: DaemonBeat) -> None:
        """Record a daemon's pulse (and forget daemons silent for a week)."""

    async def daemons(self) -> list[DaemonBeat]:
        """The daemons heard from in the last week, latest beat first, stopped ones too."""

    async def signals(self, now: int) -> Signals:
        """Schedule lag, the oldest due slot's wait, retries by class, quarantine depth."""

    async def counts(self, now: int) -> Counts:
        """Enabled targets, slots due, alerts pending, weekly runs not finished."""

    async def undelivered(self) -> dict[str, int]:
        """Alerts and digests not delivered, by state (pending, quarantined)."""


class Results(Protocol):
    """The checks recorded, for ``history``, ``diff``, an alert's text and a digest."""

    async def history(self, target_id: str, limit: int) -> list[CheckRow]:
        """The target's latest results, newest first, each with its snapshot."""

    async def result(self, target_id: str, work_id: str | None) -> CheckRow | None:
        """One result with its snapshot: ``work_id``'s, or else the target's latest change."""

    async def previous_distinct(self, row: CheckRow) -> CheckRow | None:
        """The latest successful result completed before ``row`` with a different snapshot."""

    async def previous_slot(self, row: CheckRow) -> CheckRow | None:
        """The result of the target's slot before ``row``'s, whatever it was."""

    async def price_checks(
        self, target_id: str, after: int, until: int, limit: int
    ) -> list[CheckRow]:
        """Up to ``limit`` of the target's results with slots after ``after`` and before
        ``until``, in slot order, without their snapshots (``snapshots`` reads those)."""

    async def export_checks(self, after: Slot, since: int, limit: int) -> list[CheckRow]:
        """Up to ``limit`` results of every target in (target, slot) order after ``after``,
        with slots from ``since`` on, without their snapshots."""

    async def learned(self, target_id: str) -> Learned | None:
        """What the target's confirming fetches taught; None for an unknown target."""

    async def clear_learned(self, target_id: str) -> int:
        """Forget what the target's confirming fetches taught; how many patterns."""


class QuarantineStore(Protocol):
    """The slots, alerts and batches that failed for good, until an operator acts."""

    async def quarantined(self, include_resolved: bool) -> list[QuarantineEntry]:
        """The entries, oldest first; the resolved ones too when asked."""

    async def quarantine_entry(self, entry_id: int) -> QuarantineEntry | None:
        """One entry, resolved or not; None for an unknown id."""

    async def attempts(self, work_id: str) -> list[Attempt]:
        """Every failed attempt recorded for a unit of work, first first."""

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


class Outbox(Protocol):
    """The alerts written with the checks that raised them, until each channel has them."""

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


class WeeklyRuns(Protocol):
    """The weekly run (``digest:{last day}``): its digest, then its cleanup in batches."""

    async def create_run(self, run_id: str, start: int, end: int, now: int) -> bool:
        """Create the run unless it exists; True when this call created it."""

    async def run(self, run_id: str) -> Run | None:
        """The run as stored; None for an unknown id."""

    async def incomplete_runs(self) -> list[Run]:
        """The runs whose cleanup is not done, oldest period first: the daemon resumes them."""

    async def run_reports(self, limit: int) -> list[RunReport]:
        """The latest runs, newest first, each with its deliveries, batches and history."""

    async def run_report(self, run_id: str) -> RunReport | None:
        """One run with its deliveries, batches and history; None for an unknown id."""

    async def first_target_at(self) -> int | None:
        """When the first target was added: no run is due for a period before it."""

    async def claim_run(self, run_id: str, token: str, now: int, lease_ms: int) -> bool:
        """Take the run's lease (one process advances a run at a time); False if held."""

    async def release_run(self, run_id: str, token: str) -> None:
        """Give the run's lease back, if ``token`` still holds it."""

    async def period_checks(self, start: int, end: int) -> PeriodChecks:
        """What the period's digest is made of (see ``PeriodChecks``)."""

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
    ) -> CleanupMessage | None:
        """Put a quarantined batch back, leased to us, resolving its entry as replayed; None
        when the entry is resolved or is not a batch."""

    async def execute_cleanup(
        self, message: CleanupMessage, kind: str, ids: list[str], now: int
    ) -> int:
        """Delete what is still eligible and complete the message; LeaseLost if not ours."""

    async def cleanup_failed(self, message: CleanupMessage, now: int, failure: WorkFailure) -> bool:
        """Record a failed batch: backoff, or quarantine; False if the lease was not ours."""


class Store(
    Schedule, Proposals, Checks, Pulse, Results, QuarantineStore, Outbox, WeeklyRuns, Protocol
):
    """Every role, as each backend implements them."""

    async def close(self) -> None:
        """Wait for the writes in flight, then close the connections."""
