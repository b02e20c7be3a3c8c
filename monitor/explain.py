"""``monitor history`` and ``monitor diff``: each result with its prices, and what changed."""

from dataclasses import asdict
from typing import Any

from monitor.compare import changes
from monitor.extract import PriceRecord, Snapshot
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
        listed.append(fields | times | {"prices": prices} | planned)
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
            continue
        if snapshot is not None and snapshot.fallback:
            lines.append(f"    {NO_PLANS}")
        for record in snapshot.prices if snapshot else ():
            lines.append(f"    {record.label or '(page)'}: {record.shown()}")
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
    note = [NO_PLANS] if current.fallback else []
    return [f"{header}  (against {previous.work_id})", *note, *changes(before, current)]
