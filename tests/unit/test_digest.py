"""The digest's content and a cleanup message's reading: pure functions, by table."""

import json
from dataclasses import replace
from datetime import date
from decimal import Decimal
from typing import Any

import pytest

from monitor import errors
from monitor.extract import PriceRecord
from monitor.notify.digest import render, text_lines
from monitor.period import Period
from monitor.states import CheckStatus, RunStage
from monitor.store import CheckRow, CleanupMessage, PeriodChecks, Run
from monitor.weekly.cleanup import read_message

DAY = 24 * 3600 * 1000
START = 1_787_443_200_000  # 2026-08-23T00:00Z
PERIOD = Period(date(2026, 8, 29), START, START + 7 * DAY, START + 7 * DAY)


def check(target: str, day: int, status: CheckStatus = CheckStatus.UNCHANGED) -> CheckRow:
    slot = START + day * DAY + 3_600_000
    failed = status == CheckStatus.FAILED
    return CheckRow(
        work_id=f"{target}:{slot}",
        target_id=target,
        scheduled_for=slot,
        checked_at=slot,
        status=status,
        attempt_count=1,
        result_hash=None if failed else "h",
        error_message="HTTP 404" if failed else None,
        http_status=404 if failed else 200,
        duration_ms=10,
        error_class="http_404" if failed else None,
    )


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
    rows = [check("b", day, CheckStatus.CHANGED) for day in range(7)]
    rows += [check("c", 2, CheckStatus.FAILED), *(check("c", d) for d in (0, 1, 3, 4, 5, 6))]
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


def run(stage: RunStage, period_start: int, period_end: int, cutoff: int | None) -> Run:
    return Run(
        run_id="digest:2026-08-29",
        period_start=period_start,
        period_end=period_end,
        stage=stage,
        digest_json="{}",
        cutoff=cutoff,
        created_at=0,
        updated_at=0,
    )


RUN = run(RunStage.CLEANUP_ENQUEUED, START, START + 7 * DAY, START)
GOOD = {"kind": "cleanup.checks", "message_id": "digest:2026-08-29:0",
        "run_id": "digest:2026-08-29", "period_end": "2026-08-29", "record_ids": ["x"]}  # fmt: skip


def message(body: object) -> CleanupMessage:
    text = body if isinstance(body, str) else json.dumps(body)
    return CleanupMessage(
        message_id="digest:2026-08-29:0",
        run_id="digest:2026-08-29",
        batch=0,
        body=text,
        previous_attempts=0,
        token="t",
    )


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
            run(RunStage.DIGEST_SENT, 0, 1, None),
            errors.StaleMessage,
        ),
    ],
)
def test_a_message_that_does_not_match_its_run_is_refused(
    body: object, run: Run | None, error: type[errors.WorkFailed]
) -> None:
    with pytest.raises(error):
        read_message(message(body), run)


def test_a_message_that_matches_its_run_is_read() -> None:
    assert read_message(message(GOOD), RUN) == ("cleanup.checks", ["x"])


def test_a_plans_target_is_told_plan_by_plan() -> None:
    rows = [check("b", 1, CheckStatus.CHANGED)]
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


def test_the_week_in_numbers_per_plan_and_the_rules_that_fired() -> None:
    def table(pro: str) -> tuple[PriceRecord, ...]:
        return (
            PriceRecord(label="Pro", amount=Decimal(pro), currency="USD", period="month"),
            PriceRecord(label="Pro", amount=Decimal("200"), currency="USD", period="year"),
            PriceRecord(label="Enterprise", amount=None),
        )

    tables = {"a": table("20.00"), "b": table("18.00"), "c": table("22.50")}
    rule = {"rule": "price_drop: 10%"}
    fired = json.dumps({"rules": [rule, rule], "first_seen": None})
    changed = CheckStatus.CHANGED
    rows = [
        replace(check("t", 0), result_hash="a"),
        replace(check("t", 1), result_hash="b", status=changed, alerts=fired),
        check("t", 2, CheckStatus.FAILED),
        replace(check("t", 3), result_hash="c", status=changed),
    ]
    data = PeriodChecks(rows, [("t", "https://example.com", 1440, 0, True)], set())
    [report] = render(PERIOD, "UTC", data, {}, None, tables)["targets"]
    assert report["prices"] == [
        {
            "plan": "Pro",
            "currency": "USD",
            "period": "month",
            "first": "20.00",
            "last": "22.50",
            "lowest": "18.00",
            "highest": "22.50",
        },
        {
            "plan": "Pro",
            "currency": "USD",
            "period": "year",
            "first": "200",
            "last": "200",
            "lowest": "200",
            "highest": "200",
        },
    ]
    assert report["rules_fired"] == [
        {
            "work_id": rows[1].work_id,
            "scheduled_for": "2026-08-24T01:00:00.000Z",
            "rules": ["price_drop: 10%"],
        }
    ]
    content = render(PERIOD, "UTC", data, {}, None, tables) | {"key": "k"}
    lines = text_lines(content)
    assert "  Pro (USD / month): 20.00 → 22.50, lowest 18.00, highest 22.50" in lines
    assert "  Pro (USD / year): 200, lowest 200, highest 200" in lines
    assert "  rules price_drop: 10% at 2026-08-24T01:00:00.000Z" in lines


def test_a_target_whose_rules_fired_is_in_the_digest_though_nothing_else_happened() -> None:
    fired = json.dumps({"rules": [{"rule": "below: * 20"}], "first_seen": None})
    rows = [replace(check("t", day), alerts=fired if day == 0 else None) for day in range(7)]
    data = PeriodChecks(rows, [("t", "https://example.com", 1440, 0, True)], set())
    [report] = render(PERIOD, "UTC", data, {})["targets"]
    assert report["rules_fired"][0]["rules"] == ["below: * 20"]
