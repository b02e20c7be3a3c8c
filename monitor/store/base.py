"""The records the program exchanges with its database (its roles: ``monitor.store.roles``)."""

from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any, TypeVar, get_args

from monitor.config.request import RequestOptions
from monitor.extract import Rules, Snapshot
from monitor.extract.learned import Learned
from monitor.states import (
    AlertEvent,
    AlertState,
    CheckStatus,
    CleanupState,
    QuarantineKind,
    RunStage,
)
from monitor.store.tx import Row

R = TypeVar("R")


def from_row(record: type[R], row: Row, **given: Any) -> R:
    """A ``record`` built by name: each of the row's columns is the field it is named as (a
    statement says ``AS`` where the two differ); ``given`` fields are taken over the row's.
    A field typed with a state (``monitor.states``) holds its member, not the stored string."""
    values = dict(row) | given
    for name, state in _state_fields(record):
        if values.get(name) is not None:
            values[name] = state(values[name])
    return record(**values)


def _state_fields(record: type[Any]) -> tuple[tuple[str, type[StrEnum]], ...]:
    """The ``record``'s fields typed with a state (or a state or None), and the state; worked
    out once per record type."""
    if record not in _STATE_FIELDS:
        _STATE_FIELDS[record] = tuple(
            (each.name, kind)
            for each in fields(record)
            for kind in get_args(each.type) or (each.type,)
            if isinstance(kind, type) and issubclass(kind, StrEnum)
        )
    return _STATE_FIELDS[record]


_STATE_FIELDS: dict[type[Any], tuple[tuple[str, type[StrEnum]], ...]] = {}


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


@dataclass(frozen=True, slots=True, kw_only=True)
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
    alerting: str = "{}"
    """The target's alert rules as stored (``alerting.Alerting``'s JSON); ``{}``: none."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """What one attempt at a slot produced: a status with a content hash, or an error."""

    checked_at: int
    duration_ms: int
    status: CheckStatus
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


@dataclass(frozen=True, slots=True, kw_only=True)
class Delivery:
    """An alert we hold the lease on, to send on its channel under its key."""

    key: str
    channel: str
    work_id: str | None
    """The check that raised it; None for a digest, which belongs to ``run_id``."""
    target_id: str | None
    run_id: str | None
    url: str = field(repr=False)  # the target's page, which may carry credentials
    event: AlertEvent
    before_work_id: str | None
    """The result a change is shown against, chosen when the alert was raised."""
    created_at: int
    """When the result that raised it was committed: what the alert says is as of then."""
    previous_attempts: int
    token: str


@dataclass(frozen=True, slots=True, kw_only=True)
class WorkFailure:
    """A failed send or cleanup batch: retried at ``retry_at``, or quarantined for
    ``quarantine`` (the reason)."""

    error_class: str
    error: str
    http_status: int | None = None
    retry_at: int | None = None
    quarantine: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Notification:
    """An outbox row, as ``monitor notifications`` shows it."""

    key: str
    channel: str
    work_id: str | None
    target_id: str | None
    event: AlertEvent
    state: AlertState
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

    def logged(self) -> dict[str, int]:
        """As ``config.reloaded`` says it."""
        return {
            "targets": self.listed,
            "added": self.added,
            "updated": self.updated,
            "disabled": self.disabled,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class CheckRow:
    work_id: str
    target_id: str
    scheduled_for: int
    checked_at: int
    status: CheckStatus
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
    alerts: str | None = None
    """The rules the result fired (``store.alerts``' JSON); None without rules."""

    def decoded_snapshot(self) -> Snapshot | None:
        """The snapshot as extracted, where history asked for it (None where it did not)."""
        return Snapshot.decompressed(self.snapshot) if self.snapshot is not None else None


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetState:
    id: str
    url: str
    enabled: bool
    interval_minutes: int
    next_check_at: int
    lease_expires_at: int | None
    last_slot: int | None
    last_status: CheckStatus | None
    last_checked_at: int | None
    lease_holder: str | None = None
    set_aside: str | None = None
    """What the latest check left out as volatile (``SetAside.to_json``), if anything."""


@dataclass(frozen=True, slots=True, kw_only=True)
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


@dataclass(frozen=True, slots=True, kw_only=True)
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


@dataclass(frozen=True, slots=True, kw_only=True)
class QuarantineEntry:
    id: int
    kind: QuarantineKind
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


@dataclass(frozen=True, slots=True, kw_only=True)
class Attempt:
    attempt: int
    attempted_at: int
    error_class: str
    error_message: str
    http_status: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class Run:
    """A weekly run: ``digest:{last day}``, its period in Unix ms, and how far it got."""

    run_id: str
    period_start: int
    period_end: int
    stage: RunStage
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
    stage: RunStage
    note: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BatchState:
    batch: int
    state: CleanupState
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


@dataclass(frozen=True, slots=True, kw_only=True)
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
