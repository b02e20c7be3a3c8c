"""What an alert says: built from the durable result when it is sent, so that a re-send under
the same key says the same thing. Pure functions.

Every channel carries the same content: webhooks as JSON (the schema is ``version`` 1 and
documented in docs/alerts.md), email and Apprise as the plain lines of ``text_lines``.
"""

import json
from dataclasses import dataclass
from typing import Any

import httpx

from monitor.extract.compare import text_changes
from monitor.notify import digest
from monitor.schedule import iso
from monitor.states import AlertEvent, CheckStatus
from monitor.store import Attempt, CheckRow

SCHEMA_VERSION = 1
MAX_TEXT_LINES = 40  # of the text diff: an alert is a summary, `monitor diff` has the rest
MAX_LINE_CHARS = 300
# difflib is quadratic on texts of many repeated lines: 60,000 take a quarter of a minute.
MAX_DIFF_LINES = 5_000


@dataclass(frozen=True, slots=True)
class Failure:
    """A failed slot as it stood when the alert was raised: a replay may later change the
    slot's result, never what an alert about its failure says."""

    work_id: str
    last: Attempt
    attempts: int


def alert_body(
    key: str,
    event: str,
    url: str,
    row: CheckRow,
    diff: tuple[list[str], list[str]],
    failure: Failure | None,
    plan_changes: list[str] | None = None,
    price_moves: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The alert about ``row``: ``diff`` is (the price lines of `monitor diff`, its text
    diff) for a change, ``plan_changes`` its plan-by-plan lines in ``plans`` mode,
    ``price_moves`` each record's move (``changes.rules.price_moves``); ``failure`` is what a
    quarantine or recovery is about. The rules that raised it are the row's."""
    price_changes, text_diff = diff
    plan_changes = plan_changes or []
    status, http_status = row.status, row.http_status
    if event == AlertEvent.QUARANTINED and failure is not None:  # the slot as it failed
        status, http_status = CheckStatus.FAILED, failure.last.http_status
    return {
        "version": SCHEMA_VERSION,
        "key": key,
        "event": event,
        "summary": _summary(event, row, (price_changes, plan_changes), text_diff, failure),
        "target": {"id": row.target_id, "url": _without_credentials(url)},
        "work_id": row.work_id,
        "scheduled_for": iso(row.scheduled_for),
        "status": status,
        "http_status": http_status,
        "price_changes": price_changes,
        "plan_changes": plan_changes,
        "text_diff": text_diff[:MAX_TEXT_LINES],
        "text_diff_truncated": len(text_diff) > MAX_TEXT_LINES,
        "failure": _failure(failure) if failure is not None else None,
    } | _rules(row, price_moves or [])


def _rules(row: CheckRow, price_moves: list[dict[str, Any]]) -> dict[str, Any]:
    """What alert rules add (fields added to version 1): the rules that fired, with the old
    and new records, the slot a confirmed change was first seen in, and the price moves."""
    fired = json.loads(row.alerts) if row.alerts else {}
    added = {
        "rules": fired.get("rules", []),
        "first_seen": fired.get("first_seen"),
        "price_moves": price_moves,
    }
    if not added["rules"]:
        return added
    # The rules are why it was raised: the line an email's subject shows says so.
    named = ", ".join(dict.fromkeys(rule["rule"] for rule in added["rules"]))
    return added | {"summary": f"{row.target_id}: {named}"}


def notify_test_body(key: str, now: int) -> dict[str, Any]:
    """What `monitor notify-test` sends: the same schema, event ``test``, about no target."""
    return {
        "version": SCHEMA_VERSION,
        "key": key,
        "event": "test",
        "summary": "A test message from pricing-monitor: this channel works.",
        "target": {"id": "notify-test", "url": ""},
        "work_id": key,
        "scheduled_for": iso(now),
        "status": "test",
        "http_status": None,
        "price_changes": [],
        "plan_changes": [],
        "text_diff": [],
        "text_diff_truncated": False,
        "failure": None,
        "rules": [],
        "first_seen": None,
        "price_moves": [],
    }


def text_lines(content: dict[str, Any]) -> list[str]:
    """The alert (or the digest) as plain text, for email and Apprise."""
    if content["event"] == AlertEvent.DIGEST:
        return digest.text_lines(content)
    lines = [content["summary"]]
    if content["target"]["url"]:
        lines.append(content["target"]["url"])
    lines += ["", *rule_lines(content), *changelog(content), *content["text_diff"]]
    if content["text_diff_truncated"]:
        lines.append(f"… (monitor diff {content['target']['id']} {content['work_id']})")
    return [*lines, "", f"slot {content['scheduled_for']} · key {content['key']}"]


def rule_lines(content: dict[str, Any]) -> list[str]:
    """``rule below: Pro* 20 USD: Pro 18.00 USD``, a line per rule that fired (an alert stored
    before rules existed has none)."""
    lines = []
    for fired in content.get("rules", []):
        records = [_record(fired[side]) for side in ("old", "new") if fired[side]]
        about = f"{fired['plan']}: {' → '.join(records)}" if fired["plan"] else ""
        lines.append(f"rule {fired['rule']}" + (f" ({about})" if about else ""))
    if content.get("first_seen"):
        lines.append(f"first seen in {content['first_seen']}")
    return lines


def _record(record: dict[str, Any]) -> str:
    parts = (
        record["amount"] or "contact sales",
        record["currency"],
        record["period"] and f"/ {record['period']}",
        record["availability"] and f"({record['availability']})",
    )
    return " ".join(part for part in parts if part)


def changelog(content: dict[str, Any]) -> list[str]:
    """The plan lines an alert shows: plan by plan in ``plans`` mode, else its prices (an
    alert stored before ``plan_changes`` existed has none)."""
    plans: list[str] = content.get("plan_changes") or []
    return plans or list(content["price_changes"])


def text_excerpt(before: str, after: str) -> list[str]:
    """The text diff an alert carries: lines cut to ``MAX_LINE_CHARS``, and a note instead of
    a diff for texts too long to compare quickly."""
    lines = max(before.count("\n"), after.count("\n")) + 1
    if lines > MAX_DIFF_LINES:
        return [f"(the text has {lines} lines, too many to compare in an alert)"]
    return [_cut(line) for line in text_changes(before, after)]


def _cut(line: str) -> str:
    return line if len(line) <= MAX_LINE_CHARS else line[: MAX_LINE_CHARS - 1] + "…"


def _summary(
    event: str,
    row: CheckRow,
    lines: tuple[list[str], list[str]],
    text_diff: list[str],
    failure: Failure | None,
) -> str:
    if event == AlertEvent.CHANGED:
        prices, plans = lines
        what = f"{len(prices)} price line(s)" if prices else "its text"
        if plans:
            what = f"{len(plans)} plan line(s)"
        return f"{row.target_id} changed: {what}"
    cause = _cause(failure) if failure is not None else "an error"
    if event == AlertEvent.QUARANTINED:
        return f"{row.target_id} failed and is quarantined: {cause}"
    return f"{row.target_id} recovered after {cause}"


def _cause(failure: Failure) -> str:
    last = failure.last
    status = f", HTTP {last.http_status}" if last.http_status is not None else ""
    attempts = "attempt" if failure.attempts == 1 else "attempts"
    return f"{last.error_class}{status} ({failure.attempts} {attempts})"


def _failure(failure: Failure) -> dict[str, Any]:
    return {
        "work_id": failure.work_id,
        "error_class": failure.last.error_class,
        "error": failure.last.error_message,
        "http_status": failure.last.http_status,
        "attempts": failure.attempts,
        "last_attempt_at": iso(failure.last.attempted_at),
    }


def _without_credentials(url: str) -> str:
    return str(httpx.URL(url).copy_with(userinfo=b""))
