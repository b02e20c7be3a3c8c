"""What changed between two snapshots, for people: one line per plan, or a text diff.

Pure functions; ``monitor diff`` prints what they return.
"""

import difflib
from collections import Counter

from monitor.extract import PriceRecord, Snapshot

PlanKey = tuple[str, str | None, int]


def price_changes(before: tuple[PriceRecord, ...], after: tuple[PriceRecord, ...]) -> list[str]:
    """``Team: $19.00/mo → $24.00/mo``, ``+ Enterprise: $99.00/mo``, ``- Starter``.

    Plans are matched by label and period (a plan priced monthly and yearly is two plans);
    a label seen twice at one period is matched in order of appearance. What is left is then
    matched by label alone, so that a plan whose period changed, or that went from "contact
    sales" to a price, is one change rather than a removal and an addition.
    """
    old, new = by_plan(before), by_plan(after)
    partner = {key: key for key in new if key in old}
    spare = [key for key in old if key not in partner]
    for key in new:
        twin = next((left for left in spare if left[0] == key[0]), None)
        if key not in partner and twin is not None:
            partner[key] = twin
            spare.remove(twin)
    lines = []
    for key, record in new.items():
        if key not in partner:
            lines.append(f"+ {_name(record)}: {record.shown()}")
        elif old[partner[key]] != record:
            lines.append(f"{_name(record)}: {old[partner[key]].shown()} → {record.shown()}")
    removed = [f"- {_name(old[key])}" for key in spare]  # a plan gone at two periods: once
    return lines + list(dict.fromkeys(removed))


def text_changes(before: str, after: str, context: int = 2) -> list[str]:
    """A unified diff of two normalised texts, without the file headers."""
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=context)
    return [line for line in diff if not line.startswith(("---", "+++"))]


def changes(before: Snapshot, after: Snapshot) -> list[str]:
    """Price lines when either side has a price table, then the text diff in text mode."""
    lines = price_changes(before.prices, after.prices)
    if after.mode == "text":
        lines += text_changes(before.text, after.text)
    return lines


def by_plan(records: tuple[PriceRecord, ...]) -> dict[PlanKey, PriceRecord]:
    """Each record by its plan and period, a plan listed twice at one period by its turn."""
    seen: Counter[tuple[str, str | None]] = Counter()
    keyed = {}
    for record in records:
        plan = (record.label, record.period)
        keyed[(*plan, seen[plan])] = record
        seen[plan] += 1
    return keyed


def _name(record: PriceRecord) -> str:
    return record.label or "(page)"


def table_lines(records: tuple[PriceRecord, ...]) -> list[str]:
    """A price table as alerts and ``monitor history`` name each plan: ``Team: $19.00/mo``."""
    return [f"{_name(record)}: {record.shown()}" for record in records]
