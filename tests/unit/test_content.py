"""What an alert says, event by event: pure functions of the durable result."""

import json
from dataclasses import replace
from typing import Any

import pytest

from monitor.notify.content import (
    MAX_DIFF_LINES,
    MAX_LINE_CHARS,
    MAX_TEXT_LINES,
    Failure,
    alert_body,
    notify_test_body,
    text_excerpt,
    text_lines,
)
from monitor.store import Attempt
from tests.helpers import CHANGED_AT_T0, MINUTE, T0

ROW = CHANGED_AT_T0
SLOT = ROW.work_id
FAILED = Failure(
    "acme:2026-08-04T08:00:00.000Z",
    Attempt(
        attempt=3,
        attempted_at=T0 - MINUTE,
        error_class="http_503",
        error_message="HTTP 503",
        http_status=503,
    ),
    3,
)
NOT_FOUND = Failure(
    SLOT,
    Attempt(
        attempt=1,
        attempted_at=T0,
        error_class="http_404",
        error_message="HTTP 404 Not Found",
        http_status=404,
    ),
    1,
)
TIMEOUT = Failure(
    SLOT,
    Attempt(
        attempt=2,
        attempted_at=T0,
        error_class="timeout",
        error_message="no answer in 20s",
        http_status=None,
    ),
    2,
)
PRICES = (["Team: $19.00/mo → $24.00/mo"], ["-old", "+new"])


@pytest.mark.parametrize(
    ("event", "diff", "failure", "summary", "status", "http_status"),
    [
        ("changed", PRICES, None, "acme changed: 1 price line(s)", "changed", 200),
        ("changed", ([], ["-a", "+b"]), None, "acme changed: its text", "changed", 200),
        (
            "quarantined",
            ([], []),
            NOT_FOUND,
            "acme failed and is quarantined: http_404, HTTP 404 (1 attempt)",
            "failed",
            404,
        ),
        (
            "quarantined",
            ([], []),
            TIMEOUT,
            "acme failed and is quarantined: timeout (2 attempts)",
            "failed",
            None,
        ),
        (
            "recovered",
            ([], []),
            FAILED,
            "acme recovered after http_503, HTTP 503 (3 attempts)",
            "changed",
            200,
        ),
        ("recovered", ([], []), None, "acme recovered after an error", "changed", 200),
    ],
)
def test_each_event_says_what_happened(
    event: str,
    diff: tuple[list[str], list[str]],
    failure: Failure | None,
    summary: str,
    status: str,
    http_status: int | None,
) -> None:
    body = alert_body("ops:k", event, "https://example.com/p", ROW, diff, failure)
    assert (body["summary"], body["status"], body["http_status"]) == (summary, status, http_status)
    assert body["event"] == event
    assert body["price_changes"] == diff[0]
    if failure is None:
        assert body["failure"] is None
    else:
        assert body["failure"]["work_id"] == failure.work_id
        assert body["failure"]["attempts"] == failure.attempts


def test_the_schema_names_every_field_of_version_1() -> None:
    body = alert_body("ops:k", "changed", "https://u:pw@example.com/p", ROW, PRICES, None)
    assert body == {
        "version": 1,
        "key": "ops:k",
        "event": "changed",
        "summary": "acme changed: 1 price line(s)",
        "target": {"id": "acme", "url": "https://example.com/p"},  # no credentials
        "work_id": SLOT,
        "scheduled_for": "2026-08-05T08:00:00.000Z",
        "status": "changed",
        "http_status": 200,
        "price_changes": ["Team: $19.00/mo → $24.00/mo"],
        "plan_changes": [],
        "text_diff": ["-old", "+new"],
        "text_diff_truncated": False,
        "failure": None,
        "rules": [],
        "first_seen": None,
        "price_moves": [],
    }
    assert set(notify_test_body("ops:test:x", T0)) == set(body)


def test_a_plans_alert_says_it_plan_by_plan() -> None:
    plans = ["Pro: 25 GB storage → 50 GB storage", "+ Enterprise: contact sales"]
    body = alert_body("ops:k", "changed", "https://example.com/p", ROW, PRICES, None, plans)
    assert body["plan_changes"] == plans
    assert body["price_changes"] == PRICES[0]  # beside it, as before
    assert body["summary"] == "acme changed: 2 plan line(s)"
    assert text_lines(body)[3:5] == plans


def lines_of(**changed: Any) -> list[str]:
    body = alert_body("ops:k", "changed", "https://example.com/p", ROW, PRICES, None)
    return text_lines(body | changed)


@pytest.mark.parametrize(
    ("changed", "expected"),
    [
        (
            {},
            [
                "acme changed: 1 price line(s)",
                "https://example.com/p",
                "",
                "Team: $19.00/mo → $24.00/mo",
                "-old",
                "+new",
                "",
                "slot 2026-08-05T08:00:00.000Z · key ops:k",
            ],
        ),
        (
            {"text_diff": ["+x"], "text_diff_truncated": True},
            [
                "acme changed: 1 price line(s)",
                "https://example.com/p",
                "",
                "Team: $19.00/mo → $24.00/mo",
                "+x",
                f"… (monitor diff acme {SLOT})",
                "",
                "slot 2026-08-05T08:00:00.000Z · key ops:k",
            ],
        ),
        (
            {"target": {"id": "notify-test", "url": ""}, "price_changes": [], "text_diff": []},
            ["acme changed: 1 price line(s)", "", "", "slot 2026-08-05T08:00:00.000Z · key ops:k"],
        ),
    ],
)
def test_the_plain_text_of_an_alert(changed: dict[str, Any], expected: list[str]) -> None:
    assert lines_of(**changed) == expected


def test_a_long_text_diff_is_cut_and_says_so() -> None:
    diff: tuple[list[str], list[str]] = ([], [f"+{n}" for n in range(MAX_TEXT_LINES + 1)])
    body = alert_body("ops:k", "changed", "https://example.com/p", ROW, diff, None)
    assert len(body["text_diff"]) == MAX_TEXT_LINES
    assert body["text_diff_truncated"] is True


@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [
        ("a\nb", "a\nc", ["@@ -1,2 +1,2 @@", " a", "-b", "+c"]),
        ("x", "y" * 1000, ["@@ -1 +1 @@", "-x", "+" + "y" * (MAX_LINE_CHARS - 2) + "…"]),
        (
            "a\n" * MAX_DIFF_LINES,
            "b\n" * MAX_DIFF_LINES,
            [f"(the text has {MAX_DIFF_LINES + 1} lines, too many to compare in an alert)"],
        ),
    ],
)
def test_the_text_diff_of_an_alert_is_bounded(before: str, after: str, expected: list[str]) -> None:
    assert text_excerpt(before, after) == expected


def test_an_alert_raised_by_rules_names_them_and_where_it_was_first_seen() -> None:
    new = {
        "label": "Pro",
        "amount": "18.00",
        "currency": "USD",
        "period": "month",
        "availability": None,
    }
    fired = {
        "rules": [
            {"rule": "below: Pro* 20", "plan": "Pro", "old": None, "new": new},
            {"rule": "plan_removed", "plan": "Team", "old": new, "new": None},
            {"rule": "changed", "plan": None, "old": None, "new": None},
        ],
        "first_seen": "acme:2026-08-04T08:00:00.000Z",
    }
    row = replace(ROW, alerts=json.dumps(fired))
    moves = [{"plan": "Pro", "old": "20.00", "new": "18.00"}]
    body = alert_body("ops:k", "changed", "https://example.com/p", row, PRICES, None, [], moves)
    assert body["summary"] == "acme: below: Pro* 20, plan_removed, changed"
    assert (body["rules"], body["first_seen"], body["price_moves"]) == (
        fired["rules"],
        fired["first_seen"],
        moves,
    )
    assert text_lines(body)[3:7] == [
        "rule below: Pro* 20 (Pro: 18.00 USD / month)",
        "rule plan_removed (Team: 18.00 USD / month)",
        "rule changed",
        "first seen in acme:2026-08-04T08:00:00.000Z",
    ]
