"""The weekly digest: per target, what changed, what failed and which due checks never ran in
one period. Rendered once, when its run reaches the digest stage, and kept with the run: every
delivery, and every re-send of one, says the same. Pure functions.

JSON ``version`` 1 (documented in docs/weekly.md); email and Apprise get ``text_lines``.
"""

import json
from datetime import timedelta
from decimal import Decimal
from typing import Any

from monitor.changes.price_rows import exact
from monitor.extract import PriceRecord
from monitor.period import Period
from monitor.schedule import MINUTE_MS, iso
from monitor.states import AlertEvent, CheckStatus
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
    tables: dict[str, tuple[PriceRecord, ...]] | None = None,
) -> dict[str, Any]:
    """The digest of ``period``; ``diffs`` holds the price lines of each change, by work id,
    ``plan_diffs`` the plan-by-plan lines of the changes in ``plans`` mode, and ``tables``
    the price table of each result, by its hash (``changes.price_rows.records``)."""
    by_target: dict[str, list[CheckRow]] = {}
    for row in data.checks:
        by_target.setdefault(row.target_id, []).append(row)
    reports = []
    for target_id, url, interval_minutes, created_at, enabled in data.targets:
        rows = by_target.get(target_id, [])
        expected = _expected(period, created_at, interval_minutes) if enabled else 0
        report = _target(
            target_id, url, rows, max(0, expected - len(rows)), data, (diffs, plan_diffs or {})
        ) | {"prices": price_ranges(rows, tables or {}), "rules_fired": rules_fired(rows)}
        if report["changes"] or report["failures"] or report["missed"] or report["rules_fired"]:
            reports.append(report)
    return {
        "version": SCHEMA_VERSION,
        "event": AlertEvent.DIGEST,
        "run_id": period.run_id,
        "summary": _summary(period, reports, len(data.targets) - len(reports)),
        "period": {
            "start": iso(period.start),
            "end": iso(period.end),
            "last_day": period.last_day.isoformat(),
            "timezone": timezone,
        },
        "targets": reports,
        "quiet_targets": len(data.targets) - len(reports),
    }


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
    changes = [row for row in rows if row.status == CheckStatus.CHANGED]
    prices, plans = diffs
    return {
        "id": target_id,
        "url": url,
        "checks": len(rows),
        "changes": [
            {
                "work_id": row.work_id,
                "scheduled_for": iso(row.scheduled_for),
                "price_changes": prices.get(row.work_id, [])[:MAX_PRICE_LINES],
                "plan_changes": plans.get(row.work_id, [])[:MAX_PRICE_LINES],
            }
            for row in changes[:MAX_CHANGES]
        ],
        "changes_not_shown": max(0, len(changes) - MAX_CHANGES),
        "failures": [
            {
                "work_id": row.work_id,
                "scheduled_for": iso(row.scheduled_for),
                "error_class": row.error_class,
                "error": row.error_message,
                "http_status": row.http_status,
                "quarantined": row.work_id in data.quarantined,
            }
            for row in rows
            if row.status == CheckStatus.FAILED
        ],
        "missed": missed,
    }


def price_ranges(
    rows: list[CheckRow], tables: dict[str, tuple[PriceRecord, ...]]
) -> list[dict[str, Any]]:
    """Per plan, currency and period, in the order first seen: the period's first and last
    amount, its lowest and highest (exact decimal strings), from the results in slot order."""
    seen: dict[tuple[str, str | None, str | None], list[Decimal]] = {}
    for row in rows:
        for record in tables.get(row.result_hash or "", ()):
            if record.amount is not None:
                key = (record.label, record.currency, record.period)
                seen.setdefault(key, []).append(record.amount)
    return [
        {
            "plan": plan,
            "currency": currency,
            "period": unit,
            "first": exact(amounts[0]),
            "last": exact(amounts[-1]),
            "lowest": exact(min(amounts)),
            "highest": exact(max(amounts)),
        }
        for (plan, currency, unit), amounts in list(seen.items())[:MAX_PRICE_LINES]
    ]


def rules_fired(rows: list[CheckRow]) -> list[dict[str, Any]]:
    """The slots whose alert rules fired, with the rules' names."""
    fired = []
    for row in rows:
        if row.alerts:
            names = [rule["rule"] for rule in json.loads(row.alerts)["rules"]]
            fired.append(
                {
                    "work_id": row.work_id,
                    "scheduled_for": iso(row.scheduled_for),
                    "rules": list(dict.fromkeys(names)),
                }
            )
    return fired


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
        lines += _price_lines(report)
        lines.append("")
    period = content["period"]
    return [*lines, f"period {period['start']} to {period['end']} · key {content['key']}"]


def _price_lines(report: dict[str, Any]) -> list[str]:
    """``  Pro (USD / month): 20.00 → 18.00, lowest 18.00, highest 20.00`` and the rules."""
    lines = []
    for price in report.get("prices", []):  # a digest rendered before it had them has none
        unit = " / ".join(part for part in (price["currency"], price["period"]) if part)
        moved = (
            f"{price['first']} → {price['last']}"
            if price["first"] != price["last"]
            else price["first"]
        )
        lines.append(
            f"  {price['plan'] or '(page)'}{f' ({unit})' if unit else ''}: {moved},"
            f" lowest {price['lowest']}, highest {price['highest']}"
        )
    for fired in report.get("rules_fired", []):
        lines.append(f"  rules {', '.join(fired['rules'])} at {fired['scheduled_for']}")
    return lines
