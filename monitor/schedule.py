"""Schedule arithmetic: work ids, due slots and cadence.

Pure functions of their arguments. Times are Unix milliseconds; nothing here reads a clock,
so that the daemon is the only place that knows what time it is.
"""

from collections.abc import Callable
from datetime import UTC, datetime

MINUTE_MS = 60_000

Clock = Callable[[], int]
"""Returns the current time in Unix milliseconds."""


def iso(ms: int) -> str:
    """Format Unix milliseconds the way JavaScript's ``toISOString`` does.

    >>> iso(1785916800000)
    '2026-08-05T08:00:00.000Z'
    """
    moment = datetime.fromtimestamp(ms / 1000, UTC)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def work_id(target_id: str, scheduled_for: int) -> str:
    """Identity of one scheduled check: the target and its due slot, never when it ran."""
    return f"{target_id}:{iso(scheduled_for)}"


def next_slot(scheduled_for: int, interval_ms: int, now: int) -> int:
    """The first slot of the cadence anchored at ``scheduled_for`` that lies after ``now``.

    Missed slots are skipped rather than replayed, and lateness never shifts the cadence.
    """
    elapsed = max(0, now - scheduled_for)
    return scheduled_for + (elapsed // interval_ms + 1) * interval_ms


def slot_now(now: int) -> int:
    """A slot that is due now: now, to the second (a work id an operator can type).

    >>> iso(slot_now(1785916800999))
    '2026-08-05T08:00:00.000Z'
    """
    return now - now % 1000


def moved_slot(now: int) -> int:
    """The slot a target moved to now (``run --once --due-now``) is due at: now, to the
    millisecond. Rounded to the second, two runs within one second moved the target onto
    the slot the first had just checked (rounded down, onto one a daemon had), and the check
    asked for found it done and fetched nothing; two runs are never in one millisecond.

    >>> iso(moved_slot(1785916800417))
    '2026-08-05T08:00:00.417Z'
    """
    return now


def first_slot(now: int, interval_ms: int, anchor: int | None) -> int:
    """The first due slot of a new target: now (to the second), or the anchor's next slot."""
    if anchor is None:
        return slot_now(now)
    if anchor >= now:
        return anchor
    periods = -(-(now - anchor) // interval_ms)  # ceiling division
    return anchor + periods * interval_ms


def resynced_slot(
    current: int,
    old_interval_ms: int,
    new_interval_ms: int,
    old_anchor: int | None,
    new_anchor: int | None,
    now: int,
) -> int:
    """Where a target's next slot moves when its interval or anchor is edited.

    A new anchor starts a new cadence. A new interval keeps the cadence's last slot (the one
    before ``current``) and counts the new interval from there, so shortening a daily check to
    hourly takes effect within the hour rather than after the pending daily slot.
    """
    if new_anchor is not None and new_anchor != old_anchor:
        return first_slot(now, new_interval_ms, new_anchor)
    if new_interval_ms != old_interval_ms:
        return current - old_interval_ms + new_interval_ms
    return current


def latest_slot(scheduled_for: int, interval_ms: int, now: int) -> int:
    """The last slot of the cadence that is not after ``now`` (``scheduled_for`` if later).

    A target switched back on resumes here: one check now, not one for a slot months old.
    """
    if scheduled_for >= now:
        return scheduled_for
    return scheduled_for + (now - scheduled_for) // interval_ms * interval_ms
