"""The weekly digest: per target, what changed, what failed and which due checks never ran in
one period. Rendered once, when its run reaches the digest stage, and kept with the run: every
delivery, and every re-send of one, says the same. Pure functions.

JSON ``version`` 1 (documented in the README); email and Apprise get ``text_lines``.
"""

from datetime import timedelta
from typing import Any

from monitor.period import Period
from monitor.schedule import MINUTE_MS, iso
from monitor.store import CheckRow, PeriodChecks

SCHEMA_VERSION = 1
MAX_CHANGES = 10  # per target: `monitor history` has the rest
MAX_PRICE_LINES = 20  # per change


def render(
    period: Period,
    timezone: str,
    data: PeriodChecks,
    diffs: dict[str, list[str]],
    plan_diffs: dict[str, list[str]] | None = None,
) -> dict[str, Any]:
    """The digest of ``period``; ``diffs`` holds the price lines of each change, by work id,
    and ``plan_diffs`` the plan-by-plan lines of the changes in ``plans`` mode."""
    by_target: dict[str, list[CheckRow]] = {}
    for row in data.checks:
        by_target.setdefault(row.target_id, []).append(row)
    reports = []
    for target_id, url, interval_minutes, created_at, enabled in data.targets:
        rows = by_target.get(target_id, [])
        expected = _expected(period, created_at, interval_minutes) if enabled else 0
        report = _target(
            target_id, url, rows, max(0, expected - len(rows)), data, (diffs, plan_diffs or {})
        )
        if report["changes"] or report["failures"] or report["missed"]:
            reports.append(report)
    return {
        "version": SCHEMA_VERSION,
        "event": "digest",
        "run_id": period.run_id,
        "summary": _summary(period, reports, len(data.targets) - len(reports)),
        "period": {"start": iso(period.start), "end": iso(period.end),
                   "last_day": period.last_day.isoformat(), "timezone": timezone},
        "targets": reports,
        "quiet_targets": len(data.targets) - len(reports),
    }  # fmt: skip


def _expected(period: Period, created_at: int, interval_minutes: int) -> int:
    """Due slots the period certainly held: whole intervals from the target's creation or the
    period's start, whichever is later (a week of daily checks: 7)."""
    span = period.end - max(period.start, created_at)
    return max(0, span // (interval_minutes * MINUTE_MS))


def _target(
    target_id: str,
    url: str,
    rows: list[CheckRow],
    missed: int,
    data: PeriodChecks,
    diffs: tuple[dict[str, list[str]], dict[str, list[str]]],
) -> dict[str, Any]:
    changes = [row for row in rows if row.status == "changed"]
    prices, plans = diffs
    return {
        "id": target_id,
        "url": url,
        "checks": len(rows),
        "changes": [
            {"work_id": row.work_id, "scheduled_for": iso(row.scheduled_for),
             "price_changes": prices.get(row.work_id, [])[:MAX_PRICE_LINES],
             "plan_changes": plans.get(row.work_id, [])[:MAX_PRICE_LINES]}
            for row in changes[:MAX_CHANGES]
        ],
        "changes_not_shown": max(0, len(changes) - MAX_CHANGES),
        "failures": [
            {"work_id": row.work_id, "scheduled_for": iso(row.scheduled_for),
             "error_class": row.error_class, "error": row.error_message,
             "http_status": row.http_status, "quarantined": row.work_id in data.quarantined}
            for row in rows if row.status == "failed"
        ],
        "missed": missed,
    }  # fmt: skip


def _summary(period: Period, reports: list[dict[str, Any]], quiet: int) -> str:
    changed = sum(1 for report in reports if report["changes"])
    failing = sum(1 for report in reports if report["failures"])
    missed = sum(report["missed"] for report in reports)
    first_day = period.last_day - timedelta(days=6)
    return (
        f"Week {first_day.isoformat()} to"
        f" {period.last_day.isoformat()}: {changed} changed, {failing} failing,"
        f" {missed} missed checks, {quiet} quiet"
    )


def text_lines(content: dict[str, Any]) -> list[str]:
    """The digest as plain text, for email and Apprise."""
    lines = [content["summary"], ""]
    for report in content["targets"]:
        lines.append(f"{report['id']}  {report['url']}")
        for change in report["changes"]:
            lines.append(f"  changed {change['scheduled_for']}")
            shown = change.get("plan_changes") or change["price_changes"]
            lines += [f"    {line}" for line in shown]
        if report["changes_not_shown"]:
            lines.append(f"  … {report['changes_not_shown']} more changes")
        for failure in report["failures"]:
            state = "quarantined" if failure["quarantined"] else "not quarantined"
            lines.append(f"  failed {failure['scheduled_for']}: {failure['error_class']} ({state})")
        if report["missed"]:
            lines.append(f"  {report['missed']} due checks did not run")
        lines.append("")
    period = content["period"]
    return [*lines, f"period {period['start']} to {period['end']} · key {content['key']}"]
