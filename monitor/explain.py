"""``monitor history`` and ``monitor diff``: each result with its prices, and what changed."""

from dataclasses import asdict
from typing import Any

from monitor.compare import changes
from monitor.extract import PriceRecord, Snapshot, learned
from monitor.learning import set_aside_lines
from monitor.schedule import iso
from monitor.store import CheckRow, Store


class ExplainError(Exception):
    """The target or the result asked about does not exist."""


def snapshot_of(row: CheckRow) -> Snapshot | None:
    return Snapshot.decompressed(row.snapshot) if row.snapshot is not None else None


def history_json(rows: list[CheckRow]) -> list[dict[str, Any]]:
    listed = []
    for row in rows:
        fields = asdict(row)
        del fields["snapshot"]
        snapshot = snapshot_of(row)
        prices = [record.to_json() for record in snapshot.prices] if snapshot else []
        times = {key: iso(fields[key]) for key in ("scheduled_for", "checked_at")}
        planned = {}
        if snapshot is not None and snapshot.mode == "plans":
            plans = [plan.to_json() for plan in snapshot.plans]
            planned = {"plans": plans, "plan_structure": not snapshot.fallback}
        aside = learned.summary(row.set_aside)
        listed.append(fields | times | {"prices": prices, "set_aside": aside} | planned)
    return listed


def history_lines(rows: list[CheckRow]) -> list[str]:
    """One line per result, then its price table indented under it."""
    lines = []
    for row in rows:
        lines.append(
            f"{iso(row.scheduled_for)}  {row.status:9}  attempts={row.attempt_count}  "
            f"http={row.http_status or '-'}  {row.result_hash or row.error_message or ''}"
        )
        snapshot = snapshot_of(row)
        if snapshot is not None and snapshot.mode == "plans" and not snapshot.fallback:
            lines += plan_lines(snapshot)
        else:
            if snapshot is not None and snapshot.fallback:
                lines.append(f"    {NO_PLANS}")
            for record in snapshot.prices if snapshot else ():
                lines.append(f"    {record.label or '(page)'}: {record.shown()}")
        lines += set_aside_lines(row.set_aside, shown=3)
    return lines


NO_PLANS = "no plan structure found: the price table and the lines with a number compared"


def plan_lines(snapshot: Snapshot) -> list[str]:
    """Each plan with its prices, then its limits and features indented under it."""
    lines = []
    for plan in snapshot.plans:
        shown = ", ".join(dict.fromkeys(_priced(record, plan.name) for record in plan.prices))
        lines.append(f"    {plan.name}: {shown}" if shown else f"    {plan.name}")
        lines += [f"        {line}" for line in plan.features]
    return lines


def _priced(record: PriceRecord, plan: str) -> str:
    """A plan's price, with its label where it says more than the plan's name (``Pro
    (annual)``)."""
    return record.shown() if record.label in ("", plan) else f"{record.label} {record.shown()}"


async def diff_lines(store: Store, target_id: str, work_id: str | None) -> list[str]:
    """What changed in ``work_id``'s result (default: the latest change) against the previous
    distinct snapshot."""
    row = await store.result(target_id, work_id)
    if row is None:
        if work_id is not None:
            raise ExplainError(f"no result {work_id!r} for target {target_id!r}")
        return [f"{target_id}: no change recorded"]
    return [*await _diff_lines(store, row), *set_aside_lines(row.set_aside, shown=20, indent="")]


async def _diff_lines(store: Store, row: CheckRow) -> list[str]:
    header = f"{row.work_id}  {row.status}"
    current = snapshot_of(row)
    if current is None:
        return [f"{header}: no snapshot ({row.error_message or 'not stored'})"]
    if row.status == "baseline":  # the first result, or the first under new settings
        return [f"{header}: a baseline, nothing earlier to compare with"]
    if row.status == "unchanged":  # with compare_last, equal to a result before the latest
        return [f"{header}: nothing changed, the same as an earlier result"]
    previous = await store.previous_distinct(row)
    before = snapshot_of(previous) if previous is not None else None
    if previous is None or before is None:
        return [f"{header}: nothing earlier to compare with"]
    before, current = await without_learned(store, row.target_id, before, current)
    note = [NO_PLANS] if current.fallback else []
    return [f"{header}  (against {previous.work_id})", *note, *changes(before, current)]


async def without_learned(
    store: Store, target_id: str, before: Snapshot, after: Snapshot
) -> tuple[Snapshot, Snapshot]:
    """Both sides of a diff without what is known to be volatile now: the earlier one may
    have been stored before its counters were learned, and would show them as a change."""
    known = await store.learned(target_id) or ()
    return learned.apply(known, before)[0], learned.apply(known, after)[0]
