"""Price history as data: each result's price records as rows, and the rows that changed.

Pure functions; ``monitor prices`` and ``monitor export`` (``ops.prices``) read the store and
write what these return. Amounts stay ``Decimal`` from the snapshot to the output.
"""

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from monitor.extract import PriceRecord, Snapshot
from monitor.extract.compare import PlanKey, by_plan
from monitor.schedule import iso

# Only its type: the store's commit judges alert rules with these functions (changes.rules).
if TYPE_CHECKING:
    from monitor.store import CheckRow

# The columns of the CSV and JSON forms, in order; ``change`` only with --changes-only.
COLUMNS = (
    "target_id",
    "work_id",
    "scheduled_for",
    "plan",
    "amount",
    "currency",
    "period",
    "availability",
    "status",
)
CHANGE_COLUMNS = (*COLUMNS, "change")

# A result's records share its slot: its spelling is worked out once.
_slot_iso = lru_cache(maxsize=1024)(iso)


@dataclass(frozen=True, slots=True)
class PriceRow:
    """One price record of one result; a failed slot's row has no record."""

    target_id: str
    work_id: str
    scheduled_for: int
    status: str
    record: PriceRecord | None = None
    change: str | None = None
    """With --changes-only: ``added``, ``changed`` or ``removed`` (the old record's values)."""

    def key(self, seen: int) -> PlanKey:
        assert self.record is not None
        return (self.record.label, self.record.period, seen)

    def values(self) -> dict[str, Any]:
        """The row's columns: times ISO 8601 UTC, amounts exact decimal strings."""
        record = self.record or PriceRecord(label="", amount=None)
        values = {
            "target_id": self.target_id,
            "work_id": self.work_id,
            "scheduled_for": _slot_iso(self.scheduled_for),
            "plan": record.label if self.record else None,
            "amount": None if record.amount is None else exact(record.amount),
            "currency": record.currency,
            "period": record.period,
            "availability": record.availability,
            "status": self.status,
        }
        return values if self.change is None else values | {"change": self.change}


def plan_label(plan: str, label: str) -> str:
    """A plan's record as one name: the plan's, with the record's label where it says more
    (``Pro / annual``)."""
    return plan if label in ("", plan) else f"{plan} / {label}"


def records(snapshot: Snapshot) -> tuple[PriceRecord, ...]:
    """The snapshot's price table with each record labelled by its plan (``plans`` mode with
    plan structure), then the records no plan holds."""
    if snapshot.mode != "plans" or snapshot.fallback:
        return snapshot.prices
    held = tuple(
        replace(record, label=plan_label(plan.name, record.label))
        for plan in snapshot.plans
        for record in plan.prices
    )
    return held + snapshot.loose_prices()


def rows_of(check: "CheckRow", table: tuple[PriceRecord, ...] | None) -> list[PriceRow]:
    """A row per record of the check's result; one without a record where it has none (a
    failed slot, or a result whose snapshot held no price)."""
    slot = (check.target_id, check.work_id, check.scheduled_for, check.status)
    return [PriceRow(*slot, record) for record in table] if table else [PriceRow(*slot)]


def matches(row: PriceRow, plan: re.Pattern[str] | None) -> bool:
    """Whether the row is one of the chosen plans' (every row when none were chosen; a row
    without a record, a failed slot, always: the gap is part of the history)."""
    if plan is None or row.record is None:
        return True
    return plan.match(row.record.label.casefold()) is not None


def keyed(rows: list[PriceRow]) -> dict[PlanKey, PriceRow]:
    """A result's rows by plan and period, a plan listed twice at one period by its turn (as
    ``compare.by_plan`` matches records)."""
    table = tuple(row.record for row in rows if row.record is not None)
    by_record = by_plan(table)
    found = [row for row in rows if row.record is not None]
    return dict(zip(by_record, found, strict=True))


def changes_only(results: Iterable[list[PriceRow]]) -> Iterator[PriceRow]:
    """From one target's results in slot order, the rows that differ from the record last
    seen under their plan and period: new (``added``), with another amount, currency or
    availability (``changed``), and gone (``removed``, with the values it had). The first
    result's records are all ``added``; a failed slot changes nothing."""
    last: dict[PlanKey, PriceRow] = {}
    for rows in results:
        if rows[0].status == "failed":
            continue
        current = keyed(rows)
        for key, row in current.items():
            before = last.get(key)
            if before is None:
                yield replace(row, change="added")
            elif before.record != row.record:
                yield replace(row, change="changed")
        for key, gone in last.items():
            if key not in current:
                yield replace(rows[0], record=gone.record, change="removed")
        last = current


def table_lines(rows: list[PriceRow]) -> list[str]:
    """The rows as aligned columns for a terminal: the target once, in the heading."""
    shown = [
        (
            iso(row.scheduled_for),
            row.status,
            row.record.label if row.record else "-",
            _price(row.record),
            row.record.availability or "" if row.record else "",
            row.change or "",
        )
        for row in rows
    ]
    heading = ("scheduled for", "status", "plan", "price", "availability", "change")
    widths = [max(len(line[n]) for line in [heading, *shown]) for n in range(len(heading))]
    return [
        "  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
        for line in [heading, *shown]
    ]


def _price(record: PriceRecord | None) -> str:
    """``19.00 USD / month``: exact, as stored, and not a locale's spelling."""
    if record is None:
        return "-"
    amount = "contact sales" if record.amount is None else exact(record.amount)
    unit = " ".join(part for part in (amount, record.currency) if part)
    return f"{unit} / {record.period}" if record.period else unit


def exact(amount: Decimal) -> str:
    """The amount as stored (``19.00``), never in exponent notation (``1E+3``)."""
    return format(amount, "f")
