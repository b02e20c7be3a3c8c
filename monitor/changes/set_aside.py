"""What the operator is shown of learned volatile content: ``monitor volatile``, the set-aside
lines of ``history`` and ``diff``, and the warning ``status`` gives for a target whose page
was set aside almost whole. Pure functions of what the store returns."""

from typing import Any

from monitor.extract import Snapshot, learned
from monitor.extract.learned import Learned

# A check that kept no more than one in this many of its lines and prices tells nothing any
# more: its page changes everywhere, on every fetch.
KEPT_ONE_IN = 10


def patterns_lines(target_id: str, patterns: Learned) -> list[str]:
    if not patterns:
        return [f"{target_id}: no learned volatile patterns"]
    count = f"{len(patterns)} learned volatile pattern{'' if len(patterns) == 1 else 's'}"
    return [f"{target_id}: {count}, oldest first", *(f"  {p.shown()}" for p in patterns)]


def patterns_json(patterns: Learned) -> list[dict[str, str | None]]:
    return [pattern.to_json() for pattern in patterns]


def cleared_line(target_id: str, count: int) -> str:
    if not count:
        return f"{target_id}: no learned volatile patterns; nothing to clear"
    return f"{target_id}: cleared {count} learned volatile pattern{'' if count == 1 else 's'}"


def set_aside_lines(summary: str | None, shown: int, indent: str = "    ") -> list[str]:
    """``set aside as volatile: 3 of 8``, then up to ``shown`` of them, one a line."""
    found = learned.summary(summary)
    if not found:
        return []
    count, total = found["set_aside"], found["set_aside"] + found["kept"]
    lines = [f"{indent}set aside as volatile: {count} of {total} lines and prices"]
    listed = found["shown"][:shown]
    lines += [f"{indent}  ~ {item}" for item in listed]
    if count > len(listed):
        lines.append(f"{indent}  (+{count - len(listed)} more)")
    return lines


def mostly_volatile(target_id: str, summary: str | None) -> dict[str, Any] | None:
    """The warning for a target whose latest check set aside (nearly) everything."""
    found = learned.summary(summary)
    if not found:
        return None
    count, kept = int(found["set_aside"]), int(found["kept"])
    if count == 0 or kept * KEPT_ONE_IN > count + kept:
        return None
    return {"target_id": target_id, "set_aside": count, "kept": kept}


def warning_line(warning: dict[str, Any]) -> str:
    target_id, count = warning["target_id"], warning["set_aside"]
    what = (
        "every line and price"
        if not warning["kept"]
        else f"{count} of {count + warning['kept']} lines and prices"
    )
    return (
        f"volatile: {target_id}: its last check set aside {what} as volatile, so it compares "
        f"(almost) nothing; see `monitor volatile {target_id}`, --clear to forget them"
    )


def without_learned(
    known: Learned | None, before: Snapshot, after: Snapshot
) -> tuple[Snapshot, Snapshot]:
    """Both sides of a diff without what is known to be volatile now: the earlier one may
    have been stored before its counters were learned, and would show them as a change."""
    return learned.apply(known or (), before)[0], learned.apply(known or (), after)[0]
