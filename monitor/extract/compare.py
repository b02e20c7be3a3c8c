"""What changed between two snapshots, for people: one line per plan, or a text diff.

Pure functions; ``monitor diff`` prints what they return.
"""

import difflib
from collections import Counter

from monitor.extract import Plan, PriceRecord, Snapshot, features

PlanKey = tuple[str, str | None, int]


def price_changes(before: tuple[PriceRecord, ...], after: tuple[PriceRecord, ...]) -> list[str]:
    """``Team: $19.00/mo → $24.00/mo``, ``+ Enterprise: $99.00/mo``, ``- Starter`` (records
    paired as ``pairs`` pairs them)."""
    matched, gone = pairs(before, after)
    lines = []
    for old, record in matched:
        if old is None:
            lines.append(f"+ {_name(record)}: {record.shown()}")
        elif old != record:
            lines.append(f"{_name(record)}: {old.shown()} → {record.shown()}")
    removed = [f"- {_name(record)}" for record in gone]  # a plan gone at two periods: once
    return lines + list(dict.fromkeys(removed))


def pairs(
    before: tuple[PriceRecord, ...], after: tuple[PriceRecord, ...]
) -> tuple[list[tuple[PriceRecord | None, PriceRecord]], list[PriceRecord]]:
    """Each record of ``after`` with the one of ``before`` it is (None: added), and the
    records of ``before`` left over (removed).

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
    matched = [
        (old[partner[key]] if key in partner else None, record) for key, record in new.items()
    ]
    return matched, [old[key] for key in spare]


def text_changes(before: str, after: str, context: int = 2) -> list[str]:
    """A unified diff of two normalised texts, without the file headers."""
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=context)
    return [line for line in diff if not line.startswith(("---", "+++"))]


def plan_changes(before: tuple[Plan, ...], after: tuple[Plan, ...]) -> list[str]:
    """A changelog, plan by plan: ``Pro: 25 GB storage → 50 GB storage``, ``Scale: + ✓ SAML
    SSO``, ``Team: $19.00/mo → $24.00/mo``, ``+ Enterprise: contact sales``, ``- Starter``.

    Plans are matched by name in any letter case. Within one, a limit or feature line that
    went and one that came about the same thing (``features.key``: its words without
    numbers, units and marks) are one change.
    """
    old = {plan.name.casefold(): plan for plan in before}
    new = {plan.name.casefold(): plan for plan in after}
    lines = []
    for name, plan in new.items():
        if name not in old:
            lines.append(f"+ {plan_line(plan)}")
            continue
        lines += price_changes(old[name].prices, plan.prices)
        lines += [f"{plan.name}: {line}" for line in _feature_changes(old[name], plan)]
    return lines + [f"- {plan.name}" for name, plan in old.items() if name not in new]


def _feature_changes(before: Plan, after: Plan) -> list[str]:
    gone = [line for line in before.features if line not in after.features]
    came = [line for line in after.features if line not in before.features]
    keys_gone = Counter(features.key(line) for line in gone)
    keys_came = Counter(features.key(line) for line in came)
    lines = []
    for line in gone:
        key = features.key(line)
        twin = next((c for c in came if features.key(c) == key), None)
        if key and keys_gone[key] == 1 and keys_came[key] == 1 and twin is not None:
            lines.append(f"{line} → {twin}")
            came.remove(twin)
        else:
            lines.append(f"- {line}")
    return lines + [f"+ {line}" for line in came]


def changes(before: Snapshot, after: Snapshot) -> list[str]:
    """Plan by plan in ``plans`` mode (then the sentences that offer something on request
    beside the plans); else price lines when either side has a price table, then the text
    diff in text mode (and of the lines with a number, in ``plans`` mode on a page without
    plan structure)."""
    if after.mode == "plans" and not after.fallback and not before.fallback:
        return plans_changes(before, after)
    lines = price_changes(before.prices, after.prices)
    if after.mode == "text" or after.fallback:
        lines += text_changes(before.text, after.text)
    return lines


def plans_changes(before: Snapshot, after: Snapshot) -> list[str]:
    """Two snapshots of plans compared: plan by plan, then the prices outside the plans, then
    the sentences that offer something on request beside them."""
    loose = price_changes(before.loose_prices(), after.loose_prices())
    return plan_changes(before.plans, after.plans) + loose + text_changes(before.text, after.text)


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


def plan_line(plan: Plan) -> str:
    """``Team: $19.00/mo, $190.00/yr``: a plan and its prices, as an alert names a new one."""
    shown = ", ".join(dict.fromkeys(record.shown() for record in plan.prices))
    return f"{plan.name}: {shown}" if shown else plan.name


def table_lines(records: tuple[PriceRecord, ...]) -> list[str]:
    """A price table as alerts and ``monitor history`` name each plan: ``Team: $19.00/mo``."""
    return [f"{_name(record)}: {record.shown()}" for record in records]
