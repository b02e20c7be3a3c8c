"""``run --once --target ID … [--due-now]``: the named targets' due slots only, proposed to the
consumers as the tick proposes slots; the lease decides, as for any check.

``--due-now`` first moves each named target's next slot to now, which starts a new cadence
from now as an edited anchor does (the slot after it is an interval later). A slot already due
is checked as it is, never skipped; a target whose lease is held or whose slot waits for a
retry is not moved: the run says so (``target.reschedule_refused``) and exits 1.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from monitor.errors import UsageError
from monitor.logs import get_logger, slot_context
from monitor.pipeline.queue import SlotQueue
from monitor.schedule import Clock, iso, moved_slot
from monitor.states import CheckStatus
from monitor.store import ClaimRefused, Slot, Store, TargetSlot

log = get_logger()

# What a named target's check may end in and still count as done: a result, or one recorded
# already (another process got there first). Anything else (a failure, a lease held, a
# backoff, the database refusing) exits 1: try again.
DONE = frozenset(
    {
        CheckStatus.BASELINE,
        CheckStatus.UNCHANGED,
        CheckStatus.CHANGED,
        ClaimRefused.ALREADY_DONE,
        ClaimRefused.SLOT_MOVED,
    }
)


@dataclass(frozen=True, slots=True)
class Refusal:
    """A named target ``--due-now`` does not move: ``reason`` holds it ``until`` then."""

    target: TargetSlot
    reason: str
    until: int


@dataclass(frozen=True, slots=True)
class Plan:
    propose: list[Slot] = field(default_factory=list)
    """Due now: proposed as they are."""
    move: list[Slot] = field(default_factory=list)
    """Ahead, with ``--due-now``: each target's next slot, to move to now."""
    refused: list[Refusal] = field(default_factory=list)


def check_named(asked: Sequence[str], found: Sequence[TargetSlot], targets_file: Path) -> None:
    """Refuse an id the targets file does not list, or lists disabled (exit status 2)."""
    by_id = {target.id: target for target in found}
    unknown = [repr(target) for target in asked if target not in by_id]
    if unknown:
        raise UsageError(f"--target: no target {', '.join(unknown)} in {targets_file}")
    disabled = [repr(target) for target in asked if not by_id[target].enabled]
    if disabled:
        raise UsageError(
            f"--target: {', '.join(disabled)} disabled (or no longer listed) in {targets_file}"
        )


def plan(found: Sequence[TargetSlot], now: int, due_now: bool) -> Plan:
    """What to do with each named target's slot (``found`` were checked by ``named``)."""
    chosen = Plan()
    for target in found:
        slot = Slot(target.id, target.next_check_at)
        if not due_now:
            if target.next_check_at <= now:
                chosen.propose.append(slot)
        elif target.lease is not None and target.lease.expires_at > now:
            chosen.refused.append(Refusal(target, "leased", target.lease.expires_at))
        elif target.retry_at is not None and target.retry_at > now:
            chosen.refused.append(Refusal(target, "backing_off", target.retry_at))
        elif target.next_check_at <= now:
            chosen.propose.append(slot)
        else:
            chosen.move.append(slot)
    return chosen


async def propose_named(
    store: Store, queue: SlotQueue, asked: Sequence[str], due_now: bool, clock: Clock
) -> int:
    """Propose the named targets' due slots, moving them to now first with ``due_now``;
    how many targets were not moved (refused, or changed meanwhile)."""
    now = clock()
    chosen = plan(await store.target_slots(asked), now, due_now)
    for refusal in chosen.refused:
        target = refusal.target
        holder = target.lease.holder if refusal.reason == "leased" and target.lease else None
        log.warning(
            "target.reschedule_refused",
            reason=refusal.reason,
            until=iso(refusal.until),
            holder=holder,
            **slot_context(target.id, target.next_check_at),
        )
    slot = moved_slot(now)
    moved = await store.move_to_now(chosen.move, slot, now) if chosen.move else set()
    for seen in chosen.move:
        if seen.target_id not in moved:  # a reload, a daemon or a replay got there first
            log.warning(
                "target.reschedule_refused",
                reason="changed",
                until=None,
                holder=None,
                **slot_context(seen.target_id, seen.scheduled_for),
            )
            continue
        log.info(
            "target.rescheduled",
            previous=iso(seen.scheduled_for),
            **slot_context(seen.target_id, slot),
        )
        chosen.propose.append(Slot(seen.target_id, slot))
    for due in chosen.propose:
        await queue.propose(due)
    return len(chosen.refused) + len(chosen.move) - len(moved)


async def log_next_due(store: Store, asked: Sequence[str], now: int) -> None:
    """Say when the next slot (of the named targets, if any) falls due, and the next retry."""
    if asked:
        found = [t for t in await store.target_slots(asked) if t.enabled]
        ahead = [Slot(t.id, t.next_check_at) for t in found if t.next_check_at > now]
        nearest = min(ahead, key=lambda slot: (slot.scheduled_for, slot.target_id), default=None)
        retries = [t.retry_at for t in found if t.retry_at is not None and t.retry_at > now]
        retry = min(retries, default=None)
    else:
        nearest, retry = await store.next_due(now), await store.next_retry_at(now)
    if nearest is None:
        log.info(
            "schedule.next_due",
            target_id=None,
            work_id=None,
            scheduled_for=None,
            in_seconds=None,
            next_retry_at=iso(retry) if retry else None,
        )
        return
    log.info(
        "schedule.next_due",
        in_seconds=round((nearest.scheduled_for - now) / 1000),
        next_retry_at=iso(retry) if retry else None,
        **slot_context(nearest.target_id, nearest.scheduled_for),
    )
