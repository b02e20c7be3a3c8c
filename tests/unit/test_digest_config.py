"""The digest and retention settings: defaults, and one located line for each mistake."""

from datetime import time, timedelta
from pathlib import Path

import pytest

from monitor.config.model import load_settings
from tests.unit.test_config import assert_problem, raw_file, the_problem

CHANNELS = """\
channels:
  ops: {type: webhook, url: "https://hooks.example.com/x"}
  chat: {type: webhook, url: "https://chat.example.com/x"}
"""


def test_the_defaults_are_monday_8_utc_every_channel_90_days_batches_of_100(
    tmp_path: Path,
) -> None:
    settings = load_settings(raw_file(tmp_path, CHANNELS))
    assert settings.digest_channels() == ["chat", "ops"]
    assert (settings.digest.weekday, settings.digest.time) == ("monday", time(8))
    assert settings.digest.timezone == "UTC"
    assert (settings.retention, settings.cleanup_batch_size) == (timedelta(days=90), 100)


def test_a_digest_is_configured_by_name_day_time_and_zone(tmp_path: Path) -> None:
    text = CHANNELS + (
        "digest:\n  channels: [ops]\n  weekday: friday\n  time: '17:30'\n"
        "  timezone: America/New_York\nretention: 30d\ncleanup_batch_size: 500\n"
    )
    settings = load_settings(raw_file(tmp_path, text))
    schedule = settings.digest.schedule()
    assert (settings.digest_channels(), schedule.weekday, schedule.at) == (["ops"], 4, time(17, 30))
    assert str(schedule.zone) == "America/New_York"
    assert (settings.retention, settings.cleanup_batch_size) == (timedelta(days=30), 500)


def test_an_empty_channel_list_sends_no_digest(tmp_path: Path) -> None:
    settings = load_settings(raw_file(tmp_path, CHANNELS + "digest:\n  channels: []\n"))
    assert settings.digest_channels() == []


@pytest.mark.parametrize(
    ("text", "line", "field", "message"),
    [
        ("digest:\n  channels: [pager]\n", 5, "digest.channels[0]", "no channel 'pager'"),
        ("digest:\n  weekday: mon\n", 5, "digest.weekday", "monday"),
        ("digest:\n  time: 8:00\n", 5, "digest.time", 'written "HH:MM", in quotes'),
        ("digest:\n  time: '24:00'\n", 5, "digest.time", "HH:MM"),
        ("digest:\n  timezone: Mars/Olympus\n", 5, "digest.timezone", "not an IANA timezone"),
        ("digest:\n  timezone: ../../etc/passwd\n", 5, "digest.timezone", "not an IANA"),
        ("retention: 6d\n", 4, "retention", "at least 7d, one digest period"),
        ("cleanup_batch_size: 0\n", 4, "cleanup_batch_size", "greater than 0"),
        ("cleanup_batch_size: 100001\n", 4, "cleanup_batch_size", "less than or equal"),
        ("digest:\n  when: monday\n", 5, "digest.when", "^unknown key$"),  # nothing close
        ("digest:\n  weekdy: monday\n", 5, "digest.weekdy", "did you mean weekday\\?"),
        ("digest:\n  timezon: UTC\n", 5, "digest.timezon", "did you mean timezone\\?"),
        ("retention_days: 90\n", 4, "retention_days", "^unknown key; did you mean retention\\?$"),
    ],
)
def test_a_mistake_is_one_line_naming_its_place(
    tmp_path: Path, text: str, line: int, field: str, message: str
) -> None:
    path = raw_file(tmp_path, CHANNELS + text)
    assert_problem(the_problem(load_settings, path), path, line, field, message)
