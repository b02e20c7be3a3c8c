"""The digest's content and a cleanup message's reading: pure functions, by table."""

import json
from datetime import date
from typing import Any

import pytest

from monitor import errors
from monitor.cleanup import read_message
from monitor.digest import render, text_lines
from monitor.period import Period
from monitor.store import CheckRow, CleanupMessage, PeriodChecks, Run

DAY = 24 * 3600 * 1000
START = 1_787_443_200_000  # 2026-08-23T00:00Z
PERIOD = Period(date(2026, 8, 29), START, START + 7 * DAY, START + 7 * DAY)


def check(target: str, day: int, status: str = "unchanged") -> CheckRow:
    slot = START + day * DAY + 3_600_000
    return CheckRow(f"{target}:{slot}", target, slot, slot, status, 1,
                    None if status == "failed" else "h", "HTTP 404" if status == "failed" else None,
                    404 if status == "failed" else 200, 10, None,
                    "http_404" if status == "failed" else None)  # fmt: skip


@pytest.mark.parametrize(
    ("created_at", "interval_minutes", "days_checked", "enabled", "missed"),
    [
        (0, 1440, range(7), True, 0),
        (0, 1440, range(5), True, 2),
        (0, 720, range(7), True, 7),  # twice a day, checked once a day
        (START + 3 * DAY, 1440, range(3, 7), True, 0),  # added mid-week: four days owed
        (START + 3 * DAY, 1440, range(3, 5), True, 2),
        (START + 8 * DAY, 1440, (), True, 0),  # added after the period
        (0, 10080, (), True, 1),  # weekly, never checked
        (0, 1440, range(3), False, 0),  # removed since: it owes nothing
    ],
)
def test_missed_checks_are_the_whole_intervals_owed_less_those_recorded(
    created_at: int,
    interval_minutes: int,
    days_checked: range | tuple[()],
    enabled: bool,
    missed: int,
) -> None:
    target = ("a", "https://a.example/", interval_minutes, created_at, enabled)
    data = PeriodChecks([check("a", day) for day in days_checked], [target], set())
    content = render(PERIOD, "UTC", data, {})
    reported = {report["id"]: report["missed"] for report in content["targets"]}
    assert reported.get("a", 0) == missed
    assert content["quiet_targets"] == (0 if missed else 1)


def test_changes_failures_and_the_text_of_a_digest() -> None:
    rows = [check("b", day, "changed") for day in range(7)]
    rows += [check("c", 2, "failed"), *(check("c", d) for d in (0, 1, 3, 4, 5, 6))]
    targets = [
        ("b", "https://b.example/", 1440, 0, True),
        ("c", "https://c.example/", 1440, 0, False),
    ]
    data = PeriodChecks(rows, targets, {rows[7].work_id})
    diffs = {rows[0].work_id: ["Team: $19.00 → $24.00"]}
    content: dict[str, Any] = render(PERIOD, "UTC", data, diffs) | {"key": "ops:2026-08-29"}
    b, c = content["targets"]
    assert (len(b["changes"]), b["changes"][0]["price_changes"]) == (7, ["Team: $19.00 → $24.00"])
    assert c["failures"][0]["quarantined"] is True
    assert content["summary"] == (
        "Week 2026-08-23 to 2026-08-29: 1 changed, 1 failing, 0 missed checks, 0 quiet"
    )
    lines = text_lines(content)
    assert lines[0] == content["summary"]
    assert "    Team: $19.00 → $24.00" in lines
    assert any(line.startswith("  failed ") and "http_404 (quarantined)" in line for line in lines)
    assert lines[-1].endswith("key ops:2026-08-29")


RUN = Run("digest:2026-08-29", START, START + 7 * DAY, "cleanup_enqueued", "{}", START, 0, 0)
GOOD = {"kind": "cleanup.checks", "message_id": "digest:2026-08-29:0",
        "run_id": "digest:2026-08-29", "period_end": "2026-08-29", "record_ids": ["x"]}  # fmt: skip


def message(body: object) -> CleanupMessage:
    text = body if isinstance(body, str) else json.dumps(body)
    return CleanupMessage("digest:2026-08-29:0", "digest:2026-08-29", 0, text, 0, "t")


@pytest.mark.parametrize(
    ("body", "run", "error"),
    [
        ("not json", RUN, errors.MalformedMessage),
        ([1, 2], RUN, errors.MalformedMessage),
        ({k: v for k, v in GOOD.items() if k != "record_ids"}, RUN, errors.MalformedMessage),
        (GOOD | {"kind": "cleanup.everything"}, RUN, errors.MalformedMessage),
        (GOOD | {"record_ids": [1]}, RUN, errors.MalformedMessage),
        (GOOD | {"record_ids": "x"}, RUN, errors.MalformedMessage),
        (GOOD | {"message_id": "digest:2026-08-29:7"}, RUN, errors.StaleMessage),
        (GOOD | {"run_id": "digest:2026-09-05"}, RUN, errors.StaleMessage),
        (GOOD | {"period_end": "2026-09-05"}, RUN, errors.StaleMessage),
        (GOOD, None, errors.StaleMessage),
        (
            GOOD,
            Run("digest:2026-08-29", 0, 1, "digest_sent", "{}", None, 0, 0),
            errors.StaleMessage,
        ),
    ],
)
def test_a_message_that_does_not_match_its_run_is_refused(
    body: object, run: Run | None, error: type[errors.FetchError]
) -> None:
    with pytest.raises(error):
        read_message(message(body), run)


def test_a_message_that_matches_its_run_is_read() -> None:
    assert read_message(message(GOOD), RUN) == ("cleanup.checks", ["x"])


def test_a_plans_target_is_told_plan_by_plan() -> None:
    rows = [check("b", 1, "changed")]
    data = PeriodChecks(rows, [("b", "https://b.example/", 1440, 0, True)], set())
    prices = {rows[0].work_id: ["+ Enterprise: contact sales"]}
    plans = {rows[0].work_id: ["Pro: 25 GB storage → 50 GB storage", "+ Enterprise: contact sales"]}
    content: dict[str, Any] = render(PERIOD, "UTC", data, prices, plans) | {"key": "k"}
    [change] = content["targets"][0]["changes"]
    assert change["price_changes"] == ["+ Enterprise: contact sales"]
    assert change["plan_changes"] == plans[rows[0].work_id]
    lines = text_lines(content)
    assert "    Pro: 25 GB storage → 50 GB storage" in lines
    assert lines.count("    + Enterprise: contact sales") == 1  # said once, plan by plan
