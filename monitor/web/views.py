"""What each page shows, from the store's rows: plain values a template prints as text.
Pure functions; the routes read the store and the clock."""

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal
from typing import Any

import httpx

from monitor.config.model import format_duration
from monitor.extract import Snapshot
from monitor.extract.compare import table_lines
from monitor.ops.history import NO_PLANS, plan_lines
from monitor.ops.status import target_summary
from monitor.schedule import iso
from monitor.store import CheckRow
from monitor.store.webread import ListedTarget, TargetFilter, TargetSettings

PER_PAGE = 50
MAX_PAGE = 1_000_000  # past 50 million targets: a page number no list has
STATUSES = ("", "baseline", "unchanged", "changed", "failed", "never", "quarantined")
MAX_SEARCH = 200


class BadQuery(ValueError):
    """A query parameter the page cannot take: answered 400 with this text."""


def whole_number(name: str, text: str, highest: int) -> int:
    """``text`` as a number from 1 to ``highest``, in ASCII digits (``int`` reads others)."""
    if not (text.isascii() and text.isdigit()) or not 0 < int(text) <= highest:
        raise BadQuery(f"{name} must be a whole number from 1 to {highest}")
    return int(text)


def page_number(text: str | None) -> int:
    return whole_number("page", text, MAX_PAGE) if text else 1


def target_filter(status: str | None, search: str | None) -> TargetFilter:
    if (status or "") not in STATUSES:
        raise BadQuery(f"status must be one of {', '.join(s for s in STATUSES if s)}")
    if len(search or "") > MAX_SEARCH or not (search or "").isprintable():
        raise BadQuery(f"q must be printable text of at most {MAX_SEARCH} characters")
    return TargetFilter(status or "", (search or "").strip())


def resolved_too(query: Mapping[str, str]) -> bool:
    """Whether the quarantine's list takes resolved entries too (``?all=1``, ``--all``)."""
    return query.get("all", "") in ("1", "true", "yes")


def listed_row(listed: ListedTarget, summary: str | None, now: int) -> dict[str, Any]:
    """A target's line on the overview: ``monitor status --all``'s, and its latest change."""
    row = target_summary(listed.state, now)
    at = listed.last_change_at
    return row | {
        "last_change": listed.last_change,
        "last_change_at": iso(at) if at is not None else None,
        "summary": summary,
        "failing": row["last_status"] == "failed",
        "quarantined": listed.quarantined,
    }


def summary_line(lines: list[str]) -> str:
    """A change in one line: the first thing ``monitor diff`` says changed."""
    said = [line for line in lines[1:] if line != NO_PLANS and not line.startswith("@@")]
    return said[0] if said else lines[0]


def pages(total: int, page: int, per_page: int = PER_PAGE) -> dict[str, Any]:
    last = max(1, math.ceil(total / per_page))
    return {
        "page": page,
        "last": last,
        "previous": page - 1 if page > 1 else None,
        "next": page + 1 if page < last else None,
        "total": total,
    }


def shown_url(url: str) -> str:
    """The page's URL without credentials, as ``monitor status`` shows it."""
    return str(httpx.URL(url).copy_with(userinfo=b""))


def safe_href(url: str) -> str | None:
    """The URL as a link only when it is a web page's: a ``javascript:`` one stays text."""
    shown = httpx.URL(shown_url(url))
    return str(shown) if shown.scheme in ("http", "https") else None


def plan_rows(snapshot: Snapshot | None) -> list[str]:
    """A result's plans as ``monitor history`` lists them, or its price table."""
    if snapshot is None:
        return []
    if snapshot.mode == "plans" and not snapshot.fallback:
        return [line.strip() for line in plan_lines(snapshot)]
    return table_lines(snapshot.prices)


def settings_rows(settings: TargetSettings) -> list[tuple[str, str]]:
    """A target's settings as the targets file names them; no header, cookie or proxy."""
    rules = json.loads(settings.rules_json)
    rows = [
        ("enabled", "yes" if settings.enabled else "no"),
        ("interval", format_duration(timedelta(minutes=settings.interval_minutes), largest="h")),
        ("render", settings.render),
        ("extract", rules.get("extract", "text")),
        ("selector", rules.get("selector") or "(the whole page)"),
        ("ignore", ", ".join(rules.get("ignore", ())) or "-"),
        ("ignore_text", ", ".join(rules.get("ignore_text", ())) or "-"),
        ("compare_last", str(settings.compare_last)),
        ("notify", ", ".join(settings.notify) or "every channel"),
        ("notify_on", ", ".join(settings.notify_on)),
    ]
    return rows


def check_rows(rows: list[CheckRow]) -> list[dict[str, Any]]:
    return [
        {
            "work_id": row.work_id,
            "slot": iso(row.scheduled_for),
            "checked_at": iso(row.checked_at),
            "status": row.status,
            "attempts": row.attempt_count,
            "http_status": row.http_status,
            "error": row.error_message,
            "error_class": row.error_class,
        }
        for row in rows
    ]


def diff_rows(lines: list[str]) -> list[tuple[str, str]]:
    """Each line of ``monitor diff`` with what it is: added, removed, changed, a hunk's
    heading or context."""
    marked = []
    for line in lines:
        if line.startswith("@@"):
            kind = "hunk"
        elif line.startswith("+"):
            kind = "added"
        elif line.startswith("-"):
            kind = "removed"
        else:
            kind = "changed" if " → " in line else "context"
        marked.append((kind, line))
    return marked


@dataclass(frozen=True, slots=True)
class Point:
    slot: int
    amount: Decimal
    shown: str


Series = dict[str, list[Point]]
"""One plan's prices over time: each record (its label and period) and its points."""


def price_series(rows: list[CheckRow]) -> dict[str, Series]:
    """Each plan's records over the results, oldest first: a point per result that priced
    it. A page without plans has its price table, each label a plan."""
    plans: dict[str, Series] = {}
    priced: dict[str, list[tuple[str, str, Decimal, str]]] = {}  # a year holds few snapshots
    for row in sorted(rows, key=lambda row: row.scheduled_for):
        if row.result_hash is None:
            continue
        if row.result_hash not in priced:
            priced[row.result_hash] = _priced(row.decoded_snapshot())
        for plan, key, amount, shown in priced[row.result_hash]:
            points = plans.setdefault(plan, {}).setdefault(key, [])
            if not points or points[-1].slot != row.scheduled_for:  # a record listed twice
                points.append(Point(row.scheduled_for, amount, shown))
    return plans


def _priced(snapshot: Snapshot | None) -> list[tuple[str, str, Decimal, str]]:
    """A result's priced records: each one's plan, its line's name, amount and text."""
    priced = []
    for plan, record in _records(snapshot) if snapshot is not None else ():
        if record.amount is None:
            continue
        line = record.label if record.label not in ("", plan) else ""
        key = " ".join(part for part in (line, record.period or "") if part) or "price"
        priced.append((plan, key, record.amount, record.shown()))
    return priced


def _records(snapshot: Snapshot) -> list[tuple[str, Any]]:
    if snapshot.mode == "plans" and not snapshot.fallback:
        return [(plan.name, record) for plan in snapshot.plans for record in plan.prices]
    return [(record.label or "(page)", record) for record in snapshot.prices]


def price_steps(points: list[Point]) -> list[Point]:
    """The points where a record's price was first seen or changed: what its chart marks
    and its table lists."""
    return [p for n, p in enumerate(points) if n == 0 or points[n - 1].amount != p.amount]


def price_tables(plans: dict[str, Series]) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """The charts as tables, for a reader without the picture: each plan's changes of price
    (slot, record, amount), the first one and each that differs from the one before."""
    tables = []
    for plan, series in plans.items():
        rows = []
        for name, points in series.items():
            rows += [(iso(point.slot), name, point.shown) for point in price_steps(points)]
        tables.append((plan, sorted(rows)))
    return tables
