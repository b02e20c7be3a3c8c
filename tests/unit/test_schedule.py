from datetime import UTC, datetime

import pytest

from monitor.schedule import (
    first_slot,
    iso,
    latest_slot,
    moved_slot,
    next_slot,
    resynced_slot,
    work_id,
)

MIN = 60_000
HOUR = 60 * MIN
DAY = 24 * HOUR


def ms(text: str) -> int:
    return int(datetime.fromisoformat(text).replace(tzinfo=UTC).timestamp() * 1000)


@pytest.mark.parametrize(
    ("target", "slot", "expected"),
    [
        ("hetzner-cloud-pricing", 1785916800000, "hetzner-cloud-pricing:2026-08-05T08:00:00.000Z"),
        ("a", 0, "a:1970-01-01T00:00:00.000Z"),
        ("a", 1785916800123, "a:2026-08-05T08:00:00.123Z"),
    ],
)
def test_work_id_is_target_and_iso_slot(target: str, slot: int, expected: str) -> None:
    assert work_id(target, slot) == expected


@pytest.mark.parametrize(
    ("scheduled_for", "interval", "now", "expected"),
    [
        # The seed's example: due 4 August 08:00, run 6 August 10:00 → 7 August 08:00.
        ("2026-08-04T08:00", DAY, "2026-08-06T10:00", "2026-08-07T08:00"),
        # On time: the next slot is one interval later.
        ("2026-08-04T08:00", DAY, "2026-08-04T08:00", "2026-08-05T08:00"),
        # A little late: lateness does not shift the cadence.
        ("2026-08-04T08:00", DAY, "2026-08-04T11:00", "2026-08-05T08:00"),
        # Exactly one interval late: that slot is taken as missed, the next one is due.
        ("2026-08-04T08:00", DAY, "2026-08-05T08:00", "2026-08-06T08:00"),
        # Early (a clock behind the due slot): still one interval after the slot.
        ("2026-08-04T08:00", DAY, "2026-08-04T07:00", "2026-08-05T08:00"),
        ("2026-08-04T08:00", 15 * MIN, "2026-08-04T08:44", "2026-08-04T08:45"),
        ("2026-08-04T08:00", 15 * MIN, "2026-08-04T08:45", "2026-08-04T09:00"),
        ("2026-08-04T08:00", 7 * DAY, "2026-09-01T00:00", "2026-09-01T08:00"),
    ],
)
def test_next_slot_keeps_the_cadence(
    scheduled_for: str, interval: int, now: str, expected: str
) -> None:
    assert next_slot(ms(scheduled_for), interval, ms(now)) == ms(expected)


@pytest.mark.parametrize(
    ("now", "interval", "anchor", "expected"),
    [
        ("2026-08-04T08:00:00.750", DAY, None, "2026-08-04T08:00:00"),
        ("2026-08-04T08:00", DAY, "2026-08-10T09:00", "2026-08-10T09:00"),
        ("2026-08-04T08:00", DAY, "2026-01-01T09:00", "2026-08-04T09:00"),
        ("2026-08-04T09:00", DAY, "2026-01-01T09:00", "2026-08-04T09:00"),
        ("2026-08-04T09:01", HOUR, "2026-01-01T00:30", "2026-08-04T09:30"),
    ],
)
def test_first_slot(now: str, interval: int, anchor: str | None, expected: str) -> None:
    assert first_slot(ms(now), interval, ms(anchor) if anchor else None) == ms(expected)


@pytest.mark.parametrize(
    ("current", "old_interval", "new_interval", "old_anchor", "new_anchor", "expected"),
    [
        # Nothing about timing changed: the pending slot stays.
        ("2026-08-05T08:00", DAY, DAY, None, None, "2026-08-05T08:00"),
        # Daily → hourly: counted from the last daily slot, so due within the hour.
        ("2026-08-05T08:00", DAY, HOUR, None, None, "2026-08-04T09:00"),
        # Hourly → daily: one day after the last hourly slot.
        ("2026-08-04T10:00", HOUR, DAY, None, None, "2026-08-05T09:00"),
        # A new anchor starts a new cadence from now on.
        ("2026-08-05T08:00", DAY, DAY, None, "2026-01-01T18:00", "2026-08-04T18:00"),
        # The same anchor with a new interval rebases like any interval change.
        ("2026-08-05T08:00", DAY, HOUR, "2026-01-01T08:00", "2026-01-01T08:00", "2026-08-04T09:00"),
        # Dropping the anchor keeps the pending slot.
        ("2026-08-05T08:00", DAY, DAY, "2026-01-01T08:00", None, "2026-08-05T08:00"),
    ],
)
def test_resynced_slot(
    current: str,
    old_interval: int,
    new_interval: int,
    old_anchor: str | None,
    new_anchor: str | None,
    expected: str,
) -> None:
    now = ms("2026-08-04T12:00")
    old = ms(old_anchor) if old_anchor else None
    new = ms(new_anchor) if new_anchor else None
    assert resynced_slot(ms(current), old_interval, new_interval, old, new, now) == ms(expected)


def test_iso_matches_javascript_to_iso_string() -> None:
    assert iso(1785916800000) == "2026-08-05T08:00:00.000Z"


@pytest.mark.parametrize(
    ("scheduled_for", "interval", "now", "expected"),
    [
        ("2026-08-04T08:00", DAY, "2026-08-04T07:00", "2026-08-04T08:00"),
        ("2026-08-04T08:00", DAY, "2026-08-04T08:00", "2026-08-04T08:00"),
        ("2026-08-04T08:00", DAY, "2026-08-06T10:00", "2026-08-06T08:00"),
        ("2026-01-01T08:00", HOUR, "2026-08-04T10:59", "2026-08-04T10:00"),
    ],
)
def test_latest_slot(scheduled_for: str, interval: int, now: str, expected: str) -> None:
    assert latest_slot(ms(scheduled_for), interval, ms(now)) == ms(expected)


def test_a_slot_moved_to_now_is_now_to_the_millisecond() -> None:
    # Two runs a few hundred milliseconds apart move a target onto two slots, never onto
    # the one the first run just checked.
    assert moved_slot(1_785_916_800_001) == 1_785_916_800_001
    assert moved_slot(1_785_916_800_417) != moved_slot(1_785_916_800_001)
