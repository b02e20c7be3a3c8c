"""The operator's side of the quarantine: list, show, replay and drop entries.

A replay re-runs exactly the quarantined slot, now, under its original work id: it takes the
target's lease like any check (so it never runs beside one), records the outcome on the slot's
row and leaves the target's current schedule alone. It runs under the targets file as it is
now, synced first as a SIGHUP would (a broken file changes nothing and nothing is replayed),
and its result is what the target's next check is compared with. A quarantined alert (kind
``notification``) is sent again under its key. A resolved entry is never run again.
"""

import secrets
from dataclasses import asdict, dataclass
from typing import Any

from monitor.config.model import Settings, listed_targets
from monitor.errors import CommandError, ConfigError, LeaseLost, Problem, UsageError
from monitor.fetch.fetcher import Fetcher
from monitor.logs import get_logger, slot_context
from monitor.notify.deliver import Deliverer
from monitor.pipeline.leases import command_holder
from monitor.pipeline.worker import attempt
from monitor.schedule import Clock, iso
from monitor.states import QuarantineKind
from monitor.store import Attempt, QuarantineEntry, Store
from monitor.weekly.cleanup import Cleaner

log = get_logger()


@dataclass(frozen=True)
class Replayed:
    """What a replay did, in one line; ``failed`` when the work failed again (exit 1)."""

    line: str
    failed: bool = False


async def find(store: Store, entry_id: int) -> QuarantineEntry:
    entry = await store.quarantine_entry(entry_id)
    if entry is None:
        raise UsageError(f"no quarantine entry {entry_id}")
    return entry


async def replay(store: Store, settings: Settings, clock: Clock, entry_id: int) -> Replayed:
    """Run the entry's slot again."""
    entry = await find(store, entry_id)
    if entry.resolved_at is not None:
        return _already(entry)
    if entry.kind in (QuarantineKind.NOTIFICATION, QuarantineKind.DIGEST):
        return await _resend(store, settings, clock, entry)
    if entry.kind == QuarantineKind.CLEANUP:
        return await _rerun(store, settings, clock, entry)
    lease_ms = int(settings.lease.total_seconds() * 1000)
    holder = command_holder("quarantine-replay")
    claim = await store.claim_replay(entry, secrets.token_hex(16), clock(), lease_ms, holder)
    if claim is None:
        entry = await find(store, entry_id)
        if entry.resolved_at is not None:  # another replay or a drop got there first
            return _already(entry)
        raise CommandError(
            f"{entry.target_id} is being checked or is backing off right now; try again shortly"
        )
    fetcher = Fetcher(settings)
    try:
        outcome, _ = await attempt(fetcher, clock, claim)
        await store.finish_replay(claim, outcome, entry)
    except LeaseLost as lost:
        raise CommandError(f"nothing recorded for entry {entry_id}: {lost}") from None
    finally:
        await fetcher.aclose()
        await store.release(claim)  # a no-op after the commit released it
    context = _context(entry)
    if outcome.error is None:
        log.info("quarantine.replayed", entry=entry_id, status=outcome.status, **context)
        return Replayed(f"entry {entry_id} replayed: {entry.work_id} is now {outcome.status}")
    log.warning("quarantine.replay_failed", entry=entry_id, error=outcome.error, **context)
    return _failed_again(entry, outcome.error)


async def replay_as_configured(
    store: Store, settings: Settings, clock: Clock, entry_id: int
) -> Replayed:
    """``monitor quarantine replay``: a check runs under the targets file as it is now, synced
    first as a SIGHUP would sync it, so that a fixed selector is what the replay uses."""
    if (await find(store, entry_id)).kind == QuarantineKind.CHECK:
        await _sync(store, settings, clock)
    return await replay(store, settings, clock, entry_id)


async def _sync(store: Store, settings: Settings, clock: Clock) -> None:
    try:
        report = await store.sync_targets(listed_targets(settings), clock())
    except ConfigError as error:
        refused = Problem(str(settings.targets), None, "", "nothing replayed: fix it, then replay")
        raise ConfigError([*error.problems, refused]) from None
    log.info("config.reloaded", **report.logged())


def _already(entry: QuarantineEntry) -> Replayed:
    return Replayed(f"entry {entry.id} was already {entry.resolution}; nothing to do")


def _failed_again(entry: QuarantineEntry, error: str | None) -> Replayed:
    return Replayed(f"entry {entry.id} failed again ({error}); it stays in quarantine", True)


async def _resend(
    store: Store, settings: Settings, clock: Clock, entry: QuarantineEntry
) -> Replayed:
    deliverer = Deliverer(store, settings, clock)
    try:
        delivered = await deliverer.replay(entry)
    finally:
        await deliverer.aclose()
    if delivered is None:
        return _already(await find(store, entry.id))
    log.info(
        "quarantine.replayed",
        entry=entry.id,
        status="delivered" if delivered else "failed",
        key=entry.work_id,
        **_context(entry),
    )
    if delivered:
        return Replayed(f"entry {entry.id} replayed: {entry.work_id} is now delivered")
    entry = await find(store, entry.id)
    if entry.resolved_at is None:
        return _failed_again(entry, entry.error_class)
    return Replayed(
        f"entry {entry.id} failed again; the daemon will retry it after a backoff", True
    )


async def _rerun(
    store: Store, settings: Settings, clock: Clock, entry: QuarantineEntry
) -> Replayed:
    deleted = await Cleaner(store, settings, clock).replay(entry)
    if deleted is None:
        entry = await find(store, entry.id)
        if entry.resolved_at is not None:
            return Replayed(f"entry {entry.id} replayed: {entry.work_id} is now done")
        return _failed_again(entry, entry.error_class)
    log.info(
        "quarantine.replayed", entry=entry.id, status="done", deleted=deleted, **_context(entry)
    )
    return Replayed(
        f"entry {entry.id} replayed: {entry.work_id} is now done ({deleted} rows deleted)"
    )


def _context(entry: QuarantineEntry) -> dict[str, str]:
    """A check's or an alert's slot; a digest's or a batch's own id."""
    if entry.target_id is None:
        return {"work_id": entry.work_id}
    return slot_context(entry.target_id, entry.scheduled_for)


async def drop(store: Store, clock: Clock, entry_id: int, reason: str) -> str:
    if not await store.drop_quarantined(entry_id, reason, clock()):
        entry = await find(store, entry_id)
        if entry.resolved_at is not None:
            return f"entry {entry_id} was already {entry.resolution}; nothing to do"
        raise CommandError(f"{entry.work_id} is being worked on right now; try again shortly")
    entry = await find(store, entry_id)
    log.info(
        "quarantine.dropped",
        entry=entry_id,
        reason=reason,
        **_context(entry),
    )
    return f"entry {entry_id} dropped"


def entry_json(entry: QuarantineEntry, attempts: list[Attempt] | None = None) -> dict[str, Any]:
    """Times in ISO 8601, like every other command's output."""
    shown: dict[str, Any] = asdict(entry)
    for key in ("scheduled_for", "quarantined_at", "resolved_at"):
        shown[key] = iso(shown[key]) if shown[key] is not None else None
    if attempts is not None:
        shown["history"] = [asdict(a) | {"attempted_at": iso(a.attempted_at)} for a in attempts]
    return shown


def entry_line(entry: QuarantineEntry) -> str:
    state = entry.resolution or "open"
    return (
        f"{entry.id:>5}  {state:8}  {entry.kind:12}  {entry.work_id}  {entry.error_class}  "
        f"attempts={entry.attempts}  {entry.last_error}"
    )


def entry_lines(entry: QuarantineEntry, attempts: list[Attempt]) -> list[str]:
    """``quarantine show``: the entry's line as ``list`` shows it, when and why, then each
    failed attempt (an alert keeps only its count)."""
    lines = [
        entry_line(entry),
        f"  slot {iso(entry.scheduled_for)}, quarantined {iso(entry.quarantined_at)}"
        f" ({entry.reason}{f', HTTP {entry.http_status}' if entry.http_status else ''})",
    ]
    if entry.resolved_at is not None:
        note = f": {entry.resolution_note}" if entry.resolution_note else ""
        lines.append(f"  {entry.resolution} {iso(entry.resolved_at)}{note}")
    for tried in attempts:
        lines.append(
            f"  attempt {tried.attempt}  {iso(tried.attempted_at)}  {tried.error_class}  "
            f"{tried.error_message}"
        )
    return lines
