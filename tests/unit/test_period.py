"""Which week a digest covers: from the calendar in the digest's timezone, never from when
the scheduler runs."""

import itertools
from datetime import UTC, date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from monitor.period import DigestSchedule, latest_period, period_ending

MONDAY_8_UTC = DigestSchedule(0, time(8), ZoneInfo("UTC"))
BERLIN = DigestSchedule(0, time(8), ZoneInfo("Europe/Berlin"))
FRIDAY_NEW_YORK = DigestSchedule(4, time(17, 30), ZoneInfo("America/New_York"))


def ms(text: str) -> int:
    return int(datetime.fromisoformat(text).astimezone(UTC).timestamp() * 1000)


@pytest.mark.parametrize(
    ("schedule", "now", "last_day"),
    [
        (MONDAY_8_UTC, "2026-11-30T08:00:00+00:00", "2026-11-29"),  # due this very moment
        (MONDAY_8_UTC, "2026-11-30T07:59:59+00:00", "2026-11-22"),
        (MONDAY_8_UTC, "2026-12-02T12:00:00+00:00", "2026-11-29"),
        (MONDAY_8_UTC, "2026-12-06T23:59:59+00:00", "2026-11-29"),
        (MONDAY_8_UTC, "2026-12-07T08:00:00+00:00", "2026-12-06"),
        (BERLIN, "2026-11-30T07:30:00+00:00", "2026-11-29"),  # 08:30 in Berlin
        (BERLIN, "2026-11-30T07:00:00+00:00", "2026-11-29"),  # 08:00 in Berlin is due
        (BERLIN, "2026-11-30T06:59:00+00:00", "2026-11-22"),
        (FRIDAY_NEW_YORK, "2026-12-04T22:30:00+00:00", "2026-12-03"),  # 17:30 EST
        (FRIDAY_NEW_YORK, "2026-12-04T22:29:00+00:00", "2026-11-26"),
    ],
)
def test_the_latest_period_is_the_one_whose_digest_is_due(
    schedule: DigestSchedule, now: str, last_day: str
) -> None:
    period = latest_period(ms(now), schedule)
    assert period.last_day == date.fromisoformat(last_day)
    assert period.run_id == f"digest:{last_day}"
    assert period.send_at <= ms(now)


@pytest.mark.parametrize(
    ("schedule", "last_day", "start", "end", "send_at"),
    [
        (
            MONDAY_8_UTC,
            "2026-11-29",
            "2026-11-23T00:00:00+00:00",
            "2026-11-30T00:00:00+00:00",
            "2026-11-30T08:00:00+00:00",
        ),
        # Summer time starts on 2026-03-29 in Berlin: that week is an hour short.
        (
            BERLIN,
            "2026-03-29",
            "2026-03-23T00:00:00+01:00",
            "2026-03-30T00:00:00+02:00",
            "2026-03-30T08:00:00+02:00",
        ),
        (
            BERLIN,
            "2026-10-25",
            "2026-10-19T00:00:00+02:00",
            "2026-10-26T00:00:00+01:00",
            "2026-10-26T08:00:00+01:00",
        ),
        (
            FRIDAY_NEW_YORK,
            "2026-12-03",
            "2026-11-27T00:00:00-05:00",
            "2026-12-04T00:00:00-05:00",
            "2026-12-04T17:30:00-05:00",
        ),
    ],
)
def test_a_period_is_seven_local_days(
    schedule: DigestSchedule, last_day: str, start: str, end: str, send_at: str
) -> None:
    period = period_ending(date.fromisoformat(last_day), schedule)
    assert (period.start, period.end, period.send_at) == (ms(start), ms(end), ms(send_at))


@pytest.mark.parametrize(
    ("schedule", "last_day", "message"),
    [
        (
            MONDAY_8_UTC,
            "2026-11-25",
            "2026-11-25 is a Wednesday: periods end on Sundays, the day before Monday's digest",
        ),
        (
            FRIDAY_NEW_YORK,
            "2026-11-29",
            "2026-11-29 is a Sunday: periods end on Thursdays, the day before Friday's digest",
        ),
    ],
)
def test_only_the_last_day_of_a_period_names_one(
    schedule: DigestSchedule, last_day: str, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        period_ending(date.fromisoformat(last_day), schedule)


def test_every_instant_of_a_year_falls_in_exactly_one_period() -> None:
    first = period_ending(date(2026, 1, 4), BERLIN)
    periods = [
        period_ending(date.fromordinal(first.last_day.toordinal() + 7 * n), BERLIN)
        for n in range(53)
    ]
    assert all(a.end == b.start for a, b in itertools.pairwise(periods))
