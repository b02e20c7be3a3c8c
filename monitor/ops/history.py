"""``monitor history`` and ``monitor diff``: each result with its prices, and what changed."""

from dataclasses import asdict
from typing import Any

from monitor.changes.set_aside import set_aside_lines, without_learned
from monitor.errors import UsageError
from monitor.extract import PriceRecord, Snapshot, learned
from monitor.extract.compare import changes
from monitor.schedule import iso
from monitor.states import CheckStatus
from monitor.store import CheckRow, Results


def history_json(rows: list[CheckRow]) -> list[dict[str, Any]]:
    listed = []
    for row in rows:
        fields = asdict(row)
        del fields["snapshot"]
        snapshot = row.decoded_snapshot()
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
        snapshot = row.decoded_snapshot()
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


async def diff_lines(store: Results, target_id: str, work_id: str | None) -> list[str]:
    """What changed in ``work_id``'s result (default: the latest change) against the previous
    distinct snapshot."""
    row = await store.result(target_id, work_id)
    if row is None:
        if work_id is not None:
            raise UsageError(f"no result {work_id!r} for target {target_id!r}")
        return [f"{target_id}: no change recorded"]
    return [*await _diff_lines(store, row), *set_aside_lines(row.set_aside, shown=20, indent="")]


async def _diff_lines(store: Results, row: CheckRow) -> list[str]:
    header = f"{row.work_id}  {row.status}"
    current = row.decoded_snapshot()
    if current is None:
        return [f"{header}: no snapshot ({row.error_message or 'not stored'})"]
    if row.status == CheckStatus.BASELINE:  # the first result, or the first under new settings
        return [f"{header}: a baseline, nothing earlier to compare with"]
    if (
        row.status == CheckStatus.UNCHANGED
    ):  # with compare_last, equal to a result before the latest
        return [f"{header}: nothing changed, the same as an earlier result"]
    previous = await store.previous_distinct(row)
    before = previous.decoded_snapshot() if previous is not None else None
    if previous is None or before is None:
        return [f"{header}: nothing earlier to compare with"]
    before, current = without_learned(await store.learned(row.target_id), before, current)
    note = [NO_PLANS] if current.fallback else []
    return [f"{header}  (against {previous.work_id})", *note, *changes(before, current)]
