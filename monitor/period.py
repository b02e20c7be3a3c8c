"""Digest periods: which week a weekly run covers, derived from the calendar, never from when
the scheduler happens to run. Pure functions of their arguments.

A period is seven whole days in the digest's timezone, ending the day before the digest's
weekday: with the default Monday 08:00, Monday to Sunday, sent the next Monday at 08:00. Its
run is ``digest:{last day}``, so a restarted scheduler or a second process finds the same run.
"""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Literal, get_args
from zoneinfo import ZoneInfo

Weekday = Literal["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
WEEKDAYS: tuple[Weekday, ...] = get_args(Weekday)
DAY = timedelta(days=1)


@dataclass(frozen=True, slots=True)
class DigestSchedule:
    weekday: int
    """0 for Monday: the day the digest is sent, the day after a period ends."""
    at: time
    zone: ZoneInfo


@dataclass(frozen=True, slots=True)
class Period:
    last_day: date
    """The last day the period includes, in the digest's timezone: the run's name."""
    start: int
    """Unix ms, inclusive: midnight starting the first day."""
    end: int
    """Unix ms, exclusive: midnight after the last day."""
    send_at: int
    """Unix ms: when its digest falls due."""

    @property
    def run_id(self) -> str:
        return f"digest:{self.last_day.isoformat()}"


def period_ending(last_day: date, schedule: DigestSchedule) -> Period:
    """The period whose last day is ``last_day``; ValueError unless a period ends that day."""
    ends_on = (schedule.weekday - 1) % 7
    if last_day.weekday() != ends_on:
        sent = WEEKDAYS[schedule.weekday].capitalize()
        raise ValueError(
            f"{last_day.isoformat()} is a {WEEKDAYS[last_day.weekday()].capitalize()}: periods"
            f" end on {WEEKDAYS[ends_on].capitalize()}s, the day before {sent}'s digest"
        )
    return Period(
        last_day,
        _ms(last_day - 6 * DAY, time(0), schedule.zone),
        _ms(last_day + DAY, time(0), schedule.zone),
        _ms(last_day + DAY, schedule.at, schedule.zone),
    )


def latest_period(now: int, schedule: DigestSchedule) -> Period:
    """The latest period whose digest is due at ``now`` (Unix ms)."""
    today = datetime.fromtimestamp(now / 1000, schedule.zone).date()
    send_day = today - timedelta(days=(today.weekday() - schedule.weekday) % 7)
    if _ms(send_day, schedule.at, schedule.zone) > now:
        send_day -= 7 * DAY
    return period_ending(send_day - DAY, schedule)


def _ms(day: date, at: time, zone: ZoneInfo) -> int:
    return int(datetime.combine(day, at, zone).timestamp() * 1000)
