"""Configuration validation, seen by a careless or hostile operator editing the YAML files.

The spec: every mistake raises ``ConfigError`` whose ``str()`` has one line per problem,
``<file>:<line> <field path>: <message>`` (whole-file problems have no field path, problems
without a place in the file have no line). The tests write real files and pin down the line,
the field path and a distinctive part of the message.
"""

import re
import signal
import time
import tracemalloc
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from types import FrameType

import pytest

from monitor.config import yamlfile
from monitor.config.model import (
    Settings,
    format_duration,
    load_settings,
    parse_duration,
    read_targets,
)
from monitor.errors import ConfigError
from tests.helpers import load_targets, write_config, write_targets

Loader = Callable[[Path], object]
LOADERS = [pytest.param(load_settings, id="settings"), pytest.param(load_targets, id="targets")]
DURATION_KEYS = ("tick_interval", "lease", "fetch_timeout", "shutdown_grace")
NOT_A_DURATION = r"must be a duration like 30s, 5m or 24h"
SLUG = r"must be a lowercase slug"
NOT_HTTP = r"must be an http:// or https:// URL with a host"
LINE_BREAK = r"line break|control character"


# --- helpers -------------------------------------------------------------------------------


def problems_of(load: Loader, path: Path) -> list[str]:
    """The lines of the ConfigError ``load(path)`` raises; each problem must be one line."""
    with pytest.raises(ConfigError) as caught:
        load(path)
    text = str(caught.value)
    lines = text.split("\n")
    assert len(lines) == len(caught.value.problems), f"a message spans several lines: {text!r}"
    return lines


def the_problem(load: Loader, path: Path) -> str:
    lines = problems_of(load, path)
    assert len(lines) == 1, lines
    return lines[0]


def prefix(path: Path, line: int | None, field: str) -> str:
    where = f"{path}:{line}" if line is not None else str(path)
    return f"{where} {field}: " if field else f"{where}: "


def assert_problem(text: str, path: Path, line: int | None, field: str, pattern: str) -> None:
    start = prefix(path, line, field)
    assert text.startswith(start), f"{text!r} should start with {start!r}"
    assert re.search(pattern, text[len(start) :]), f"{text!r} should say {pattern!r}"


def assert_problems(
    lines: list[str], path: Path, expected: list[tuple[int | None, str, str]]
) -> None:
    """Exactly the ``expected`` (line, field, message pattern) problems, in any order."""
    assert len(lines) == len(expected), lines
    remaining = list(lines)
    for line, field, pattern in expected:
        start = prefix(path, line, field)
        found = [
            t for t in remaining if t.startswith(start) and re.search(pattern, t[len(start) :])
        ]
        assert found, f"no problem {start}{pattern} among {lines}"
        remaining.remove(found[0])


def settings_file(directory: Path, line4: str) -> Path:
    """A realistic monitor.yaml whose line 4 is the line under test."""
    path = directory / "monitor.yaml"
    path.write_text(
        "# Settings of the pricing-page monitor.\n"
        "database: monitor.sqlite3\n"
        "targets: targets.yaml\n"
        f"{line4}\n"
        "# end of settings\n",
        encoding="utf-8",
    )
    return path


def raw_file(directory: Path, text: str, name: str = "monitor.yaml") -> Path:
    path = directory / name
    path.write_text(text, encoding="utf-8")
    return path


TARGETS_HEAD = """\
# Pages to check.
targets:
  - id: hetzner-cloud
    url: https://www.hetzner.com/cloud/
    interval: 24h
  - id: fly-io
    url: https://fly.io/docs/about/pricing/
    interval: 12h
"""


def third_target(
    directory: Path,
    *extra: str,
    id: str = "shop",
    url: str = "https://example.com/pricing",
    interval: str = "15m",
) -> Path:
    """targets.yaml with two good targets and ``targets[2]`` at lines 9 (id), 10 (url),
    11 (interval) and 12… (``extra``, indented into the item); ``""`` drops a field."""
    item = [("id", id), ("url", url), ("interval", interval)]
    lines = [f"{key}: {value}" for key, value in item if value != ""] + list(extra)
    body = "".join(("  - " if n == 0 else "    ") + line + "\n" for n, line in enumerate(lines))
    return raw_file(directory, TARGETS_HEAD + body, "targets.yaml")


# --- durations -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("30s", timedelta(seconds=30)),
        ("5m", timedelta(minutes=5)),
        ("24h", timedelta(hours=24)),
        ("1h30m", timedelta(minutes=90)),
        ("15m30s", timedelta(minutes=15, seconds=30)),
        ("1d", timedelta(days=1)),
        ("2w", timedelta(weeks=2)),
        (" 5m ", timedelta(minutes=5)),
        (timedelta(minutes=7), timedelta(minutes=7)),
    ],
)
def test_parse_duration_accepts(value: object, expected: timedelta) -> None:
    assert parse_duration(value) == expected


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("5", NOT_A_DURATION),
        ("abc", NOT_A_DURATION),
        ("0s", "must be longer than zero"),
        ("0h0m", "must be longer than zero"),
        ("-5m", NOT_A_DURATION),
        (5, NOT_A_DURATION),
        (300.0, NOT_A_DURATION),
        ("", NOT_A_DURATION),
        ("   ", NOT_A_DURATION),
        ("1.5h", NOT_A_DURATION),
        ("5 m", NOT_A_DURATION),
        ("1h 30m", NOT_A_DURATION),
        ("5M", NOT_A_DURATION),
        ("5min", NOT_A_DURATION),
        ("PT5M", NOT_A_DURATION),
        (None, NOT_A_DURATION),
        (True, NOT_A_DURATION),
        # A repeated unit is surely a typo, and so is a unit out of order.
        ("5m5m", NOT_A_DURATION),
        ("30m1h", NOT_A_DURATION),
        ("500ms", NOT_A_DURATION),
        # Finding: larger than timedelta can hold raises OverflowError, not ValueError.
        ("99999999999w", "too long"),
        ("9999999999d", "too long"),
    ],
)
def test_parse_duration_rejects(value: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_duration(value)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (timedelta(seconds=30), "30s"),
        (timedelta(seconds=61), "61s"),
        (timedelta(seconds=90), "90s"),
        (timedelta(minutes=5), "5m"),
        (timedelta(minutes=90), "90m"),
        (timedelta(minutes=15), "15m"),
        (timedelta(hours=36), "36h"),
        (timedelta(hours=24), "1d"),
        (timedelta(days=8), "8d"),
        (timedelta(days=7), "1w"),
        (timedelta(weeks=2), "2w"),
    ],
)
def test_format_duration_is_the_shortest_spelling(value: timedelta, expected: str) -> None:
    assert format_duration(value) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (timedelta(hours=24), "24h"),
        (timedelta(hours=12), "12h"),
        (timedelta(days=7), "168h"),
        (timedelta(minutes=90), "90m"),
        (timedelta(minutes=15), "15m"),
        (timedelta(seconds=90), "90s"),
    ],
)
def test_an_interval_is_spelled_in_hours_at_most_as_it_is_written(
    value: timedelta, expected: str
) -> None:
    assert format_duration(value, largest="h") == expected


@pytest.mark.parametrize(
    "text",
    ["30s", "5m", "24h", "1h30m", "15m30s", "36h", "8d", "2w", "61s", "1w2d3h4m5s"],
)
def test_format_duration_reads_back_as_the_same_duration(text: str) -> None:
    """Whatever parse_duration accepts, format_duration must spell so that it reads back.

    Sub-second durations are not accepted, so every accepted value has an exact spelling.
    """
    value = parse_duration(text)
    assert parse_duration(format_duration(value)) == value


# --- settings: durations, numbers, strings -------------------------------------------------


@pytest.mark.parametrize("key", DURATION_KEYS)
@pytest.mark.parametrize(
    ("value", "message"),
    [
        ('"5"', NOT_A_DURATION),
        ("abc", NOT_A_DURATION),
        ("0s", "must be longer than zero"),
        ("-5m", NOT_A_DURATION),
        ("5", NOT_A_DURATION),
        ('""', NOT_A_DURATION),
        ("1.5h", NOT_A_DURATION),
        ("~", NOT_A_DURATION),
        ("[5m]", NOT_A_DURATION),
    ],
)
def test_settings_duration_rejects(tmp_path: Path, key: str, value: str, message: str) -> None:
    path = settings_file(tmp_path, f"{key}: {value}")
    assert_problem(the_problem(load_settings, path), path, 4, key, message)


@pytest.mark.parametrize("key", DURATION_KEYS)
@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("30s", timedelta(seconds=30)),
        ("5m", timedelta(minutes=5)),
        ("24h", timedelta(hours=24)),
        ("1h30m", timedelta(hours=1, minutes=30)),
    ],
)
def test_settings_duration_accepts(
    tmp_path: Path, key: str, value: str, expected: timedelta
) -> None:
    settings = load_settings(settings_file(tmp_path, f"{key}: {value}"))
    assert getattr(settings, key) == expected


@pytest.mark.parametrize(
    ("value", "accepted"), [("1s", True), ("1h", True), ("61m", False), ("2h", False)]
)
def test_the_busy_timeout_is_at_most_an_hour(tmp_path: Path, value: str, accepted: bool) -> None:
    path = settings_file(tmp_path, f"busy_timeout: {value}")
    if accepted:
        assert load_settings(path).busy_timeout == parse_duration(value)
    else:
        assert_problem(the_problem(load_settings, path), path, 4, "busy_timeout", "at most 1h")


CONFIRM_DELAY = r"must be 0 \(off\) or a duration like 250ms, 0.5s or 5s"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("0", timedelta(0)),
        ("0s", timedelta(0)),
        ("250ms", timedelta(milliseconds=250)),
        ("0.2s", timedelta(milliseconds=200)),
        ("5s", timedelta(seconds=5)),
        ("2m", timedelta(minutes=2)),
        ("5m", timedelta(minutes=5)),
    ],
)
def test_the_confirm_delay_accepts(tmp_path: Path, value: str, expected: timedelta) -> None:
    assert load_settings(settings_file(tmp_path, f"confirm_delay: {value}")).confirm_delay == (
        expected
    )
    assert load_targets(third_target(tmp_path, f"confirm_delay: {value}"))[2].confirm_delay == (
        expected
    )


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("5", CONFIRM_DELAY),
        ("-1s", CONFIRM_DELAY),
        ("false", CONFIRM_DELAY),
        ("soon", CONFIRM_DELAY),
        ("6m", "must be between 0 and 5m"),
        ("1h", "must be between 0 and 5m"),
    ],
)
def test_the_confirm_delay_rejects(tmp_path: Path, value: str, message: str) -> None:
    path = settings_file(tmp_path, f"confirm_delay: {value}")
    assert_problem(the_problem(load_settings, path), path, 4, "confirm_delay", message)
    path = third_target(tmp_path, f"confirm_delay: {value}")
    assert_problem(the_problem(load_targets, path), path, 12, "targets[2].confirm_delay", message)


def test_the_confirm_delay_defaults_to_five_seconds_and_a_target_to_the_settings(
    tmp_path: Path,
) -> None:
    assert load_settings(settings_file(tmp_path, "lease: 5m")).confirm_delay == timedelta(seconds=5)
    assert load_targets(third_target(tmp_path))[2].confirm_delay is None


@pytest.mark.parametrize("value", ["99999999999w", "9999999999d"])
def test_settings_duration_too_large_is_a_config_error(tmp_path: Path, value: str) -> None:
    """Finding: crashes with OverflowError instead of a ConfigError."""
    path = settings_file(tmp_path, f"lease: {value}")
    assert_problem(the_problem(load_settings, path), path, 4, "lease", "too long")


@pytest.mark.parametrize(
    ("line4", "field", "message"),
    [
        ("tikc_interval: 5m", "tikc_interval", "unknown key; did you mean tick_interval?"),
        ("Database: other.sqlite3", "Database", "unknown key; did you mean database?"),
        ("target: targets.yaml", "target", "unknown key; did you mean targets?"),
        ("log_level: debug", "log_level", "unknown key"),
        ("max_body_size: 5MiB", "max_body_size", "unknown key; did you mean max_body_bytes?"),
        (
            "allow-private-networks: true",
            "allow-private-networks",
            "unknown key; did you mean allow_private_networks?",
        ),
    ],
)
def test_settings_unknown_key_is_named(
    tmp_path: Path, line4: str, field: str, message: str
) -> None:
    path = settings_file(tmp_path, line4)
    assert the_problem(load_settings, path) == prefix(path, 4, field) + message


@pytest.mark.parametrize("key", ["1", "2024"])
def test_settings_non_string_key_is_named_as_written(tmp_path: Path, key: str) -> None:
    """Finding: an integer key is reported as ``[1]`` (as if a list index) and at the line
    where the mapping starts (2) instead of its own line (4)."""
    path = settings_file(tmp_path, f"{key}: x")
    assert_problem(the_problem(load_settings, path), path, 4, key, r"(?i)key")


def test_a_complex_key_is_located(tmp_path: Path) -> None:
    path = raw_file(tmp_path, "database: x.sqlite3\n? [a, b]\n: c\n")
    assert the_problem(load_settings, path) == f"{path}:2: keys must be text"


@pytest.mark.parametrize("key", ["concurrency", "per_host_concurrency"])
@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("0", "greater than 0"),
        ("-1", "greater than 0"),
        ("-16", "greater than 0"),
        ("many", "valid integer"),
        ('""', "valid integer"),
        ("2.5", "valid integer"),
        ("[4]", "valid integer"),
        # Finding: YAML booleans are taken as 1 (``concurrency: yes`` runs one check at a time).
        ("true", "valid integer"),
        ("yes", "valid integer"),
    ],
)
def test_settings_concurrency_rejects(tmp_path: Path, key: str, value: str, message: str) -> None:
    path = settings_file(tmp_path, f"{key}: {value}")
    assert_problem(the_problem(load_settings, path), path, 4, key, message)


@pytest.mark.parametrize("key", ["concurrency", "per_host_concurrency"])
@pytest.mark.parametrize(("value", "expected"), [("1", 1), ("64", 64), ('"8"', 8)])
def test_settings_concurrency_accepts(tmp_path: Path, key: str, value: str, expected: int) -> None:
    assert getattr(load_settings(settings_file(tmp_path, f"{key}: {value}")), key) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [("5MiB", 5 * 1024 * 1024), ("1KB", 1000), ("1048576", 1048576), ('"2 MiB"', 2 * 1024 * 1024)],
)
def test_settings_max_body_bytes_accepts(tmp_path: Path, value: str, expected: int) -> None:
    settings = load_settings(settings_file(tmp_path, f"max_body_bytes: {value}"))
    assert settings.max_body_bytes == expected


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("0", "must be larger than zero"),
        ("0MiB", "must be larger than zero"),
        ("lots", "could not parse"),
        ("5 lots", "could not (parse|interpret)"),
        # Finding: a negative number gets "could not parse value and unit from byte string".
        ("-5", "must be larger than zero"),
    ],
)
def test_settings_max_body_bytes_rejects(tmp_path: Path, value: str, message: str) -> None:
    path = settings_file(tmp_path, f"max_body_bytes: {value}")
    assert_problem(the_problem(load_settings, path), path, 4, "max_body_bytes", message)


@pytest.mark.parametrize(
    ("line4", "field", "message"),
    [
        ("user_agent: 42", "user_agent", "valid string"),
        ("user_agent: [a, b]", "user_agent", "valid string"),
        # Finding: CR/LF in the User-Agent is accepted (header injection into every request).
        ('user_agent: "monitor\\r\\nX-Evil: 1"', "user_agent", LINE_BREAK),
        ('user_agent: "monitor\\nsecond line"', "user_agent", LINE_BREAK),
        ("allow_private_networks: maybe", "allow_private_networks", "valid boolean"),
        ("allow_private_networks: 2", "allow_private_networks", "valid boolean"),
        ("allow_private_networks: [true]", "allow_private_networks", "valid boolean"),
    ],
)
def test_settings_other_values_reject(tmp_path: Path, line4: str, field: str, message: str) -> None:
    path = settings_file(tmp_path, line4)
    assert_problem(the_problem(load_settings, path), path, 4, field, message)


def test_settings_defaults_and_every_key_together(tmp_path: Path) -> None:
    path = raw_file(
        tmp_path,
        "# every key, as in config/monitor.yaml\n"
        "database: ../var/monitor.sqlite3\n"
        "targets: targets.yaml\n"
        "tick_interval: 15m\n"
        "concurrency: 16\n"
        "per_host_concurrency: 2\n"
        "lease: 5m\n"
        "busy_timeout: 30s\n"
        "fetch_timeout: 20s\n"
        "max_body_bytes: 5MiB\n"
        'user_agent: "pricing-monitor/0.1 (self-hosted price watcher)"\n'
        "allow_private_networks: false\n"
        "shutdown_grace: 30s\n"
        "retention: 90d\n"
        "cleanup_batch_size: 100\n"
        "digest:\n"
        "  weekday: monday\n"
        '  time: "08:00"\n'
        "  timezone: UTC\n",
    )
    settings = load_settings(path)
    assert settings == Settings(
        database=tmp_path / "../var/monitor.sqlite3",
        targets=tmp_path / "targets.yaml",
        user_agent="pricing-monitor/0.1 (self-hosted price watcher)",
    )
    assert settings.tick_interval == timedelta(minutes=15)
    assert settings.max_body_bytes == 5 * 1024 * 1024


def test_several_settings_problems_are_all_reported(tmp_path: Path) -> None:
    path = raw_file(
        tmp_path,
        "# a bad day\n"
        "tick_interval: 5m\n"
        "concurrency: 0\n"
        "lease: abc\n"
        "max_body_bytes: lots\n"
        "bogus: 1\n"
        "fetch_timeout: 0s\n",
    )
    assert_problems(
        problems_of(load_settings, path),
        path,
        [
            (3, "concurrency", "greater than 0"),
            (4, "lease", NOT_A_DURATION),
            (5, "max_body_bytes", "could not parse"),
            (6, "bogus", "^unknown key$"),
            (7, "fetch_timeout", "must be longer than zero"),
        ],
    )


# --- settings: paths -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "attribute", "expected"),
    [
        ("database: monitor.sqlite3\n", "database", "monitor.sqlite3"),
        ("database: data/monitor.sqlite3\n", "database", "data/monitor.sqlite3"),
        ("database: ../var/monitor.sqlite3\n", "database", "../var/monitor.sqlite3"),
        ("database: /srv/monitor/db.sqlite3\n", "database", "/srv/monitor/db.sqlite3"),
        ("targets: lists/targets.yaml\n", "targets", "lists/targets.yaml"),
        ("targets: ../targets.yaml\n", "targets", "../targets.yaml"),
        ("targets: /etc/monitor/targets.yaml\n", "targets", "/etc/monitor/targets.yaml"),
        ("concurrency: 4\n", "database", "monitor.sqlite3"),
        ("concurrency: 4\n", "targets", "targets.yaml"),
    ],
)
def test_settings_paths_are_relative_to_the_settings_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, attribute: str, expected: str
) -> None:
    settings_dir = tmp_path / "etc" / "monitor"
    settings_dir.mkdir(parents=True)
    elsewhere = tmp_path / "somewhere" / "else"
    elsewhere.mkdir(parents=True)
    monkeypatch.chdir(elsewhere)
    settings = load_settings(raw_file(settings_dir, text))
    assert getattr(settings, attribute) == settings_dir / expected


def test_write_config_round_trip(tmp_path: Path) -> None:
    """The shared helper writes a pair of files that load, and point at each other."""
    target = {"id": "shop", "url": "https://example.com/", "interval": "15m"}
    settings = load_settings(write_config(tmp_path, [target], tick_interval="1m"))
    assert settings.tick_interval == timedelta(minutes=1)
    assert settings.database == tmp_path / "monitor.sqlite3"
    assert settings.targets == tmp_path / "targets.yaml"
    assert [t.id for t in load_targets(settings.targets)] == ["shop"]


@pytest.mark.parametrize("key", ["database", "targets"])
@pytest.mark.parametrize("value", ['""', '" "'])
def test_settings_empty_path_is_rejected(tmp_path: Path, key: str, value: str) -> None:
    """Finding: ``database: ""`` becomes the settings directory itself (Path("") is ".")."""
    path = raw_file(tmp_path, f"{key}: {value}\n")
    assert_problem(the_problem(load_settings, path), path, 1, key, "empty")


# --- both files: shape, reading, YAML ------------------------------------------------------


@pytest.mark.parametrize("load", LOADERS)
@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("- tick_interval: 5m\n- concurrency: 4\n", 1),
        ("42\n", 1),
        ("just a sentence\n", 1),
        ("# header\n\n- a\n", 3),
        ('"quoted"\n', 1),
        ("", None),
        ("# everything commented out\n# tick_interval: 5m\n", None),
    ],
)
def test_file_that_is_not_a_mapping(
    tmp_path: Path, load: Loader, text: str, line: int | None
) -> None:
    path = raw_file(tmp_path, text)
    assert_problem(the_problem(load, path), path, line, "", "must be a mapping of keys to values")


@pytest.mark.parametrize("load", LOADERS)
def test_missing_file_cannot_be_read(tmp_path: Path, load: Loader) -> None:
    path = tmp_path / "nowhere" / "monitor.yaml"
    assert_problem(the_problem(load, path), path, None, "", "^cannot read: No such file")


@pytest.mark.parametrize("load", LOADERS)
def test_directory_cannot_be_read(tmp_path: Path, load: Loader) -> None:
    assert_problem(the_problem(load, tmp_path), tmp_path, None, "", "^cannot read")


@pytest.mark.parametrize("load", LOADERS)
@pytest.mark.parametrize(
    "data",
    [
        "user_agent: caf\xe9\n".encode("latin-1"),
        "tick_interval: 5m\n".encode("utf-16"),
        b"\xff\xfe\x00\x00",
    ],
)
def test_file_that_is_not_utf8_cannot_be_read(tmp_path: Path, load: Loader, data: bytes) -> None:
    path = tmp_path / "monitor.yaml"
    path.write_bytes(data)
    assert_problem(the_problem(load, path), path, None, "", "^cannot read: not UTF-8")


def test_utf8_byte_order_mark_is_fine(tmp_path: Path) -> None:
    path = tmp_path / "monitor.yaml"
    path.write_bytes("\ufefftick_interval: 5m\n".encode())
    assert load_settings(path).tick_interval == timedelta(minutes=5)


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("database: x.sqlite3\nconcurrency: [1, 2\nlease: 5m\n", 3, r"expected ',' or '\]'"),
        ("database: x.sqlite3\ntick_interval: 5m\n  concurrency: 4\n", 3, "mapping values"),
        ("database: x.sqlite3\n\tconcurrency: 4\n", 2, r"tab|cannot start any token"),
        ("database: x.sqlite3\nlease: *five\n", 2, "undefined alias"),
        ("database: x.sqlite3\nlease: !!python/name:os.system\n", 2, "constructor for the tag"),
        (
            "database: x.sqlite3\nx: !!python/object/apply:os.system ['id']\n",
            2,
            "constructor for the tag",
        ),
        # Finding: the message is "invalid YAML: but found another document" (context lost).
        ("database: x.sqlite3\n---\nlease: 5m\n", 2, "single document"),
        # Finding: reported at line 4 (end of stream, past the last line) with no hint that a
        # quote is open; the mistake is on line 2.
        ('database: x.sqlite3\nuser_agent: "pricing monitor\nconcurrency: 4\n', 2, "quoted"),
        # Finding: a control character gives a message spanning two lines, without a line
        # number, naming "<unicode string>" instead of the file (with the pure-Python
        # SafeLoader the yaml.ReaderError even escapes: the loader is built outside the try).
        ("database: x.sqlite3\nuser_agent: a\x07b\n", 2, "unacceptable character"),
        ("database: x.sqlite3\nuser_agent: a\x00b\n", 2, "unacceptable character"),
        # Finding: explicit tags whose constructor fails crash with ValueError/AttributeError.
        ("database: x.sqlite3\nconcurrency: !!int many\n", 2, "cannot read this value"),
        ("database: x.sqlite3\nconcurrency: !!float many\n", 2, "cannot read this value"),
        ("database: x.sqlite3\nlease: !!timestamp soon\n", 2, "cannot read this value"),
    ],
)
def test_invalid_yaml_is_located(tmp_path: Path, text: str, line: int, message: str) -> None:
    path = raw_file(tmp_path, text)
    assert_problem(the_problem(load_settings, path), path, line, "", "^invalid YAML: .*" + message)


def test_a_backslash_in_double_quotes_is_told_to_go_in_single_quotes(tmp_path: Path) -> None:
    path = raw_file(tmp_path, 'targets:\n  - id: a\n    ignore_text: ["Updated \\d+ min"]\n')
    text = the_problem(load_targets, path)
    assert_problem(text, path, 3, "", "^invalid YAML: .*escape character")
    assert text.endswith(
        "write the value in single quotes ('\\d+ min ago'), where a backslash is itself"
    )


def test_the_bundled_targets_file_suggests_an_ignore_text_that_reads(tmp_path: Path) -> None:
    bundled = (Path(__file__).parents[2] / "config" / "targets.yaml").read_text()
    [suggested] = re.findall(r"#\s+ignore_text .* e\.g\. (\[.*\])$", bundled, re.MULTILINE)
    item = f"{{id: a, url: 'https://a.example/', interval: 1h, ignore_text: {suggested}}}"
    path = raw_file(tmp_path, f"targets:\n  - {item}\n", "targets.yaml")
    [target] = load_targets(path)
    assert target.ignore_text == (r"Updated \d+ min ago",)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("x: &loop [*loop]\n", id="recursive-alias"),
        pytest.param("x: &loop {self: *loop}\n", id="recursive-mapping"),
        pytest.param("x: " + "[" * 5000 + "]" * 5000 + "\n", id="deep-nesting"),
    ],
)
def test_hostile_structure_is_a_config_error(tmp_path: Path, text: str) -> None:
    """Finding: recursive aliases crash with RecursionError in yamlfile._index; so does deep
    nesting with the pure-Python SafeLoader (libyaml stops it at its nesting limit)."""
    path = raw_file(tmp_path, text)
    text = the_problem(load_settings, path)
    assert re.match(re.escape(f"{path}:1") + "[ :]", text), text


def test_alias_bomb_is_rejected_quickly(tmp_path: Path) -> None:
    """Finding: a 510-byte file of nested aliases (10**9 paths) makes yamlfile._index walk
    and record every path: minutes of CPU and unbounded memory before any error."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, 9):
        lines.append(f"a{level}: &a{level} [{', '.join([f'*a{level - 1}'] * 10)}]")
    path = raw_file(tmp_path, "\n".join(lines) + "\n")

    def give_up(signum: int, frame: FrameType | None) -> None:
        raise TimeoutError

    previous = signal.signal(signal.SIGALRM, give_up)
    signal.setitimer(signal.ITIMER_REAL, 2.0)
    try:
        with pytest.raises(ConfigError):
            load_settings(path)
    except TimeoutError:
        pytest.fail("loading a 510-byte alias bomb took more than 2 seconds")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def targets_over(path: Path, limit: int) -> Path:
    """A well-formed target list one item over ``limit``: minutes of parsing."""
    item = "  - id: shop\n    url: https://shop.example.com/pricing\n    interval: 24h\n"
    path.write_text("targets:\n" + item * (limit // len(item) + 1))
    return path


def limit_of(load: Loader) -> int:
    """The settings are built whole; the target list is read as it is parsed."""
    return yamlfile.MAX_FILE_BYTES if load is load_settings else yamlfile.MAX_STREAMED_BYTES


@pytest.mark.parametrize("load", LOADERS)
def test_a_file_over_the_size_limit_is_refused_unread(tmp_path: Path, load: Loader) -> None:
    path = targets_over(tmp_path / "targets.yaml", limit_of(load))
    size = path.stat().st_size
    tracemalloc.start()
    started = time.monotonic()
    try:
        problem = the_problem(load, path)
        elapsed, peak = time.monotonic() - started, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    mib = limit_of(load) // 1024**2
    assert problem == f"{path}: too large to load: {size:,} bytes (at most {mib} MiB)"
    assert elapsed < 1
    assert peak < 1024**2  # nothing of it was read


@pytest.mark.parametrize("load", LOADERS)
@pytest.mark.parametrize(
    ("mode", "refused"),
    [(0o666, True), (0o602, True), (0o664, False), (0o644, False), (0o600, False)],
)
def test_a_file_every_user_may_write_is_refused(
    tmp_path: Path, load: Loader, mode: int, refused: bool
) -> None:
    """World-writable lets anyone on the host add targets; group-writable is what a umask of
    002 gives a checkout, and is the operator's choice."""
    is_targets = load is load_targets
    path = raw_file(tmp_path, "targets: []\n" if is_targets else "{}\n", "any.yaml")
    path.chmod(mode)
    if refused:
        unsafe = f"{path}: writable by every user (mode {mode:04o}); run: chmod o-w {path}"
        assert the_problem(load, path) == unsafe
    else:
        load(path)


def test_a_file_that_never_ends_is_read_one_byte_past_the_limit() -> None:
    zeros = Path("/dev/zero")  # no size to see beforehand, and no end
    problem = the_problem(load_targets, zeros)
    assert problem == f"{zeros}: too large to load: over {64 * 1024**2:,} bytes (at most 64 MiB)"


def test_a_file_at_the_size_limit_is_loaded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The boundary, with a limit small enough to reach without parsing 64 MiB."""
    path = raw_file(tmp_path, "targets: []\n" + "#" * 987 + "\n", "targets.yaml")
    monkeypatch.setattr(yamlfile, "MAX_STREAMED_BYTES", 1000)
    assert path.stat().st_size == 1000
    assert load_targets(path) == ()
    path.write_text(path.read_text() + "\n")
    assert "too large to load: 1,001 bytes" in the_problem(load_targets, path)


@pytest.mark.parametrize(
    ("text", "line", "field", "first"),
    [
        ("# s\ntick_interval: 5m\nlease: 1m\ntick_interval: 10m\n", 4, "tick_interval", 2),
        ('lease: 1m\n"lease": 2m\n', 2, "lease", 1),
        ("lease: 1m\n? lease\n: 2m\n", 2, "lease", 1),
    ],
)
def test_settings_duplicate_key(
    tmp_path: Path, text: str, line: int, field: str, first: int
) -> None:
    path = raw_file(tmp_path, text)
    assert_problem(
        the_problem(load_settings, path),
        path,
        line,
        field,
        rf"^duplicate key \(first at line {first}\)$",
    )


# --- targets: intervals --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("interval", "message"),
    [
        ("90s", "must be at least 15m"),
        ("14m", "must be at least 15m"),
        ("14m59s", "must be at least 15m"),
        ("5m", "must be at least 15m"),
        ("15m30s", "must be a whole number of minutes"),
        ("16m1s", "must be a whole number of minutes"),
        ("1h500ms", NOT_A_DURATION),
        ("0s", "must be longer than zero"),
        ("900", NOT_A_DURATION),
        ('"15"', NOT_A_DURATION),
        ("1:30", NOT_A_DURATION),
        ("-15m", NOT_A_DURATION),
        ("daily", NOT_A_DURATION),
        ("1.5h", NOT_A_DURATION),
        ("~", NOT_A_DURATION),
    ],
)
def test_target_interval_rejects(tmp_path: Path, interval: str, message: str) -> None:
    path = third_target(tmp_path, interval=interval)
    assert_problem(the_problem(load_targets, path), path, 11, "targets[2].interval", message)


@pytest.mark.parametrize(
    ("interval", "minutes"),
    [
        ("15m", 15),
        ("16m", 16),
        ("1h30m", 90),
        ("900s", 15),
        ("24h", 1440),
        ("1d", 1440),
        ("1w", 10080),
    ],
)
def test_target_interval_accepts(tmp_path: Path, interval: str, minutes: int) -> None:
    targets = load_targets(third_target(tmp_path, interval=interval))
    assert targets[2].interval_minutes == minutes


def test_target_interval_too_large_is_a_config_error(tmp_path: Path) -> None:
    """Finding: crashes with OverflowError instead of a ConfigError."""
    path = third_target(tmp_path, interval="99999999999w")
    assert_problem(the_problem(load_targets, path), path, 11, "targets[2].interval", "too long")


# --- targets: required fields, unknown keys, shape -----------------------------------------


@pytest.mark.parametrize("field", ["id", "url", "interval"])
def test_target_missing_field_is_required(tmp_path: Path, field: str) -> None:
    path = third_target(tmp_path, **{field: ""})
    assert_problem(the_problem(load_targets, path), path, 9, f"targets[2].{field}", "^required$")


def test_target_with_nothing_but_an_id(tmp_path: Path) -> None:
    path = raw_file(tmp_path, "targets:\n  - id: shop\n", "targets.yaml")
    assert_problems(
        problems_of(load_targets, path),
        path,
        [(2, "targets[0].url", "^required$"), (2, "targets[0].interval", "^required$")],
    )


# --- targets: allow_private_networks --------------------------------------------------------


def test_a_target_may_opt_out_of_the_guard_alone(tmp_path: Path) -> None:
    targets = load_targets(third_target(tmp_path, "allow_private_networks: true"))
    assert [target.allow_private_networks for target in targets] == [False, False, True]


@pytest.mark.parametrize(
    ("extra", "line", "field", "message"),
    [
        ("allow_private_networks: maybe", 12, "allow_private_networks", "valid boolean"),
        ("allow_private_networks: 2", 12, "allow_private_networks", "valid boolean"),
        ("allow_private_networks: [true]", 12, "allow_private_networks", "valid boolean"),
        ("allow_private_networks: ~", 12, "allow_private_networks", "valid boolean"),
        (
            "allow_private_network: true",
            12,
            "allow_private_network",
            "unknown key; did you mean allow_private_networks?",
        ),
        (
            "allow_private: true",
            12,
            "allow_private",
            "unknown key; did you mean allow_private_networks?",
        ),
    ],
)
def test_a_target_opt_out_that_is_not_true_or_false_is_located(
    tmp_path: Path, extra: str, line: int, field: str, message: str
) -> None:
    path = third_target(tmp_path, extra)
    problem = the_problem(load_targets, path)
    assert_problem(problem, path, line, f"targets[2].{field}", re.escape(message))


@pytest.mark.parametrize(
    ("extra", "field", "message"),
    [
        ("intervall: 15m", "intervall", "unknown key; did you mean interval?"),
        ("name: Shop", "name", "unknown key"),
        ("header: {X-A: b}", "header", "unknown key; did you mean headers?"),
        ("Enabled: false", "Enabled", "unknown key; did you mean enabled?"),
        ("start-at: 2026-01-01T00:00:00Z", "start-at", "unknown key; did you mean start_at?"),
    ],
)
def test_target_unknown_key_is_named(tmp_path: Path, extra: str, field: str, message: str) -> None:
    path = third_target(tmp_path, extra)
    assert the_problem(load_targets, path) == prefix(path, 12, f"targets[2].{field}") + message


@pytest.mark.parametrize(
    "text",
    [
        "# Pages to check.\ntargets: foo\n",
        "# Pages to check.\ntargets: 5\n",
        "# Pages to check.\ntargets: {id: a, url: 'https://example.com/', interval: 15m}\n",
        "# Pages to check.\ntargets:\n",
        "# Pages to check.\ntargets: ''\n",
    ],
)
def test_targets_not_a_list(tmp_path: Path, text: str) -> None:
    path = raw_file(tmp_path, text, "targets.yaml")
    assert_problem(the_problem(load_targets, path), path, 2, "targets", "valid list")


@pytest.mark.parametrize(
    "item", ["foo", "https://example.com/", "[shop, 'https://example.com/', 15m]", "~"]
)
def test_target_that_is_not_a_mapping(tmp_path: Path, item: str) -> None:
    path = raw_file(tmp_path, f"# Pages to check.\ntargets:\n  - {item}\n", "targets.yaml")
    assert_problem(the_problem(load_targets, path), path, 3, "targets[0]", "valid dictionary")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{}\n", [(1, "targets", "^required$")]),
        ("# Pages\nother: 1\n", [(2, "targets", "^required$"), (2, "other", "^unknown key$")]),
        (
            "# Pages\ntarget:\n  - id: shop\n",
            [(2, "targets", "^required$"), (2, "target", "^unknown key; did you mean targets\\?$")],
        ),
        (
            "# Pages\nTargets: []\n",
            [
                (2, "targets", "^required$"),
                (2, "Targets", "^unknown key; did you mean targets\\?$"),
            ],
        ),
    ],
)
def test_targets_missing(
    tmp_path: Path, text: str, expected: list[tuple[int | None, str, str]]
) -> None:
    path = raw_file(tmp_path, text, "targets.yaml")
    assert_problems(problems_of(load_targets, path), path, expected)


@pytest.mark.parametrize("text", ["targets: []\n", "# nothing yet\ntargets: []  # add some\n"])
def test_empty_target_list_is_valid(tmp_path: Path, text: str) -> None:
    assert load_targets(raw_file(tmp_path, text, "targets.yaml")) == ()


def test_targets_via_helper_and_defaults(tmp_path: Path) -> None:
    path = tmp_path / "targets.yaml"
    write_targets(path, [{"id": "shop", "url": "https://example.com/", "interval": "15m"}])
    (target,) = load_targets(path)
    assert (target.id, target.url, target.interval) == (
        "shop",
        "https://example.com/",
        timedelta(minutes=15),
    )
    assert (target.enabled, target.headers, target.start_at) == (True, {}, None)


# --- targets: url --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("ftp://example.com/pricing", NOT_HTTP),
        ("file:///etc/passwd", NOT_HTTP),
        ("javascript:alert(1)", NOT_HTTP),
        ("data:text/html,hi", NOT_HTTP),
        ("mailto:ops@example.com", NOT_HTTP),
        ("gopher://example.com/", NOT_HTTP),
        ("http://", NOT_HTTP),
        ("https://", NOT_HTTP),
        ("http:///pricing", NOT_HTTP),
        ("https:example.com", NOT_HTTP),
        ("//example.com/pricing", NOT_HTTP),
        ("example.com/pricing", NOT_HTTP),
        ("garbage", NOT_HTTP),
        ('""', NOT_HTTP),
        ('"https://[::1"', "not a valid URL"),
        ('"https://example.com/\\r\\nX-Evil: 1"', "not a valid URL"),
        ("42", "valid string"),
        ("[https://example.com/]", "valid string"),
        # Finding: these are accepted and only fail when fetched.
        ('"https://exa mple.com/"', f"not a valid URL|{NOT_HTTP}"),
        ('"https://example.com:99999/"', f"not a valid URL|{NOT_HTTP}"),
    ],
)
def test_target_url_rejects(tmp_path: Path, url: str, message: str) -> None:
    path = third_target(tmp_path, url=url)
    assert_problem(the_problem(load_targets, path), path, 10, "targets[2].url", message)


@pytest.mark.parametrize(
    "url",
    [
        "http://example.com",
        "https://example.com:8443/pricing?plan=pro&currency=eur#monthly",
        "https://www.hetzner.com/cloud/",
        "http://127.0.0.1:8080/pricing",
        "http://[::1]:8080/",
        "https://xn--bcher-kva.example/",
    ],
)
def test_target_url_accepts(tmp_path: Path, url: str) -> None:
    assert load_targets(third_target(tmp_path, url=f'"{url}"'))[2].url == url


def test_url_password_never_reaches_a_repr(tmp_path: Path) -> None:
    """Finding: ``https://user:s3cret@host/`` is accepted and the password is in repr(Target)
    (and so in any log line or traceback that shows the target). Rejecting such URLs would
    also satisfy this test."""
    path = third_target(tmp_path, url="https://admin:s3cret-pass@example.com/pricing")
    try:
        shown = repr(load_targets(path))
    except ConfigError as error:
        shown = str(error)
    assert "s3cret-pass" not in shown


# --- targets: id ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "id",
    [
        "Shop",
        "SHOP",
        '"my shop"',
        '"a:b"',
        '""',
        '"' + "a" * 65 + '"',
        "-shop",
        "shop-",
        "_shop",
        '"shop\\n"',
        '" shop"',
        "shop.example",
        "shop/pricing",
        '"shöp"',
        '"\\uff53hop"',  # fullwidth s, escaped by YAML
    ],
)
def test_target_id_must_be_a_slug(tmp_path: Path, id: str) -> None:
    path = third_target(tmp_path, id=id)
    assert_problem(the_problem(load_targets, path), path, 9, "targets[2].id", SLUG)


@pytest.mark.parametrize(("id", "message"), [("123", "valid string"), ("[shop]", "valid string")])
def test_target_id_must_be_a_string(tmp_path: Path, id: str, message: str) -> None:
    path = third_target(tmp_path, id=id)
    assert_problem(the_problem(load_targets, path), path, 9, "targets[2].id", message)


@pytest.mark.parametrize(
    "id", ["a", "0day", "hetzner-cloud_2", "a" * 64, "a-b", "digitalocean-droplets"]
)
def test_target_id_accepts(tmp_path: Path, id: str) -> None:
    assert load_targets(third_target(tmp_path, id=f'"{id}"'))[2].id == id


def test_duplicate_id_names_the_first_index(tmp_path: Path) -> None:
    path = third_target(tmp_path, id="hetzner-cloud")
    assert_problem(
        the_problem(load_targets, path),
        path,
        9,
        "targets[2].id",
        r"^duplicate id \(also targets\[0\]\)$",
    )


def test_every_later_duplicate_names_the_first(tmp_path: Path) -> None:
    path = raw_file(
        tmp_path,
        TARGETS_HEAD
        + "  - id: fly-io\n    url: https://fly.io/\n    interval: 1h\n"
        + "  - id: fly-io\n    url: https://fly.io/\n    interval: 2h\n",
        "targets.yaml",
    )
    assert_problems(
        problems_of(load_targets, path),
        path,
        [
            (9, "targets[2].id", r"duplicate id \(also targets\[1\]\)"),
            (12, "targets[3].id", r"duplicate id \(also targets\[1\]\)"),
        ],
    )


def test_duplicate_id_is_reported_together_with_other_problems(tmp_path: Path) -> None:
    """Finding: ids are compared only once everything else is valid, so the operator fixes
    the interval, restarts, and only then learns about the duplicate."""
    path = raw_file(
        tmp_path,
        TARGETS_HEAD
        + "  - id: shop\n    url: https://example.com/\n    interval: 5m\n"
        + "  - id: hetzner-cloud\n    url: https://example.org/\n    interval: 1h\n",
        "targets.yaml",
    )
    assert_problems(
        problems_of(load_targets, path),
        path,
        [
            (11, "targets[2].interval", "must be at least 15m"),
            (12, "targets[3].id", r"duplicate id \(also targets\[0\]\)"),
        ],
    )


# --- targets: enabled, start_at ------------------------------------------------------------


@pytest.mark.parametrize("value", ["maybe", "2", '"sometimes"', "[true]", "~"])
def test_target_enabled_must_be_a_bool(tmp_path: Path, value: str) -> None:
    path = third_target(tmp_path, f"enabled: {value}")
    assert_problem(the_problem(load_targets, path), path, 12, "targets[2].enabled", "valid boolean")


@pytest.mark.parametrize(("value", "expected"), [("true", True), ("false", False), ("no", False)])
def test_target_enabled_accepts(tmp_path: Path, value: str, expected: bool) -> None:
    assert load_targets(third_target(tmp_path, f"enabled: {value}"))[2].enabled is expected


PLUS_TWO = timezone(timedelta(hours=2))


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2026-08-05T08:00:00", datetime(2026, 8, 5, 8, tzinfo=UTC)),
        ("2026-08-05 08:00:00", datetime(2026, 8, 5, 8, tzinfo=UTC)),
        ('"2026-08-05T08:00:00"', datetime(2026, 8, 5, 8, tzinfo=UTC)),
        ("2026-08-05", datetime(2026, 8, 5, tzinfo=UTC)),
        ("2026-08-05T08:00:00Z", datetime(2026, 8, 5, 8, tzinfo=UTC)),
        ("2026-08-05T10:00:00+02:00", datetime(2026, 8, 5, 10, tzinfo=PLUS_TWO)),
        ('"2026-08-05T10:00:00+02:00"', datetime(2026, 8, 5, 10, tzinfo=PLUS_TWO)),
    ],
)
def test_target_start_at(tmp_path: Path, value: str, expected: datetime) -> None:
    """A naive start_at is UTC; one with an offset keeps it."""
    start_at = load_targets(third_target(tmp_path, f"start_at: {value}"))[2].start_at
    assert start_at is not None
    assert start_at == expected
    assert start_at.utcoffset() == expected.utcoffset()


@pytest.mark.parametrize(
    ("written", "offset"),
    [
        (datetime(2026, 1, 5, 8), timedelta(0)),
        (datetime(2026, 1, 5, 8, tzinfo=UTC), timedelta(0)),
        (datetime(2026, 1, 5, 8, tzinfo=timezone(timedelta(hours=-5))), timedelta(hours=-5)),
    ],
)
def test_target_start_at_written_by_helper(
    tmp_path: Path, written: datetime, offset: timedelta
) -> None:
    path = tmp_path / "targets.yaml"
    target = {"id": "shop", "url": "https://example.com/", "interval": "1h", "start_at": written}
    write_targets(path, [target])
    (loaded,) = load_targets(path)
    assert loaded.start_at is not None
    assert loaded.start_at.replace(tzinfo=None) == written.replace(tzinfo=None)
    assert loaded.start_at.utcoffset() == offset


@pytest.mark.parametrize("value", ["tomorrow", '"2026-08-05T25:00:00"', "[2026]"])
def test_target_start_at_rejects(tmp_path: Path, value: str) -> None:
    path = third_target(tmp_path, f"start_at: {value}")
    assert_problem(
        the_problem(load_targets, path), path, 12, "targets[2].start_at", "valid datetime"
    )


@pytest.mark.parametrize("value", ["2026-02-30T08:00:00", "2026-13-01", "2026-02-29"])
def test_target_start_at_impossible_date_is_a_config_error(tmp_path: Path, value: str) -> None:
    """Finding: PyYAML's timestamp constructor raises ValueError ("day is out of range for
    month") that escapes yamlfile.load as a crash. Either a field problem or an invalid-YAML
    problem at the right line is fine."""
    path = third_target(tmp_path, f"start_at: {value}")
    text = the_problem(load_targets, path)
    assert re.fullmatch(
        re.escape(f"{path}:12") + r"( targets\[2\]\.start_at)?: .*(range|month|day|date).*", text
    ), text


# --- targets: headers ----------------------------------------------------------------------


def headers_target(directory: Path, *header_lines: str) -> Path:
    """targets[2] with ``headers:`` at line 12, ``Accept`` at 13, ``header_lines`` from 14."""
    lines = ["  Accept: text/html", *(f"  {line}" for line in header_lines)]
    return third_target(directory, "headers:", *lines)


def test_valid_headers_are_kept(tmp_path: Path) -> None:
    path = headers_target(
        tmp_path,
        "Authorization: Bearer abc.def",
        'Accept-Language: "de-DE, en;q=0.5"',
        "X-Custom_!#$%&'*+.^`|~: ok",
        'X-Tabbed: "a\\tb"',
    )
    assert load_targets(path)[2].headers == {
        "Accept": "text/html",
        "Authorization": "Bearer abc.def",
        "Accept-Language": "de-DE, en;q=0.5",
        "X-Custom_!#$%&'*+.^`|~": "ok",
        "X-Tabbed": "a\tb",
    }


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ('"Bad Name": x', "Bad Name"),
        ('"X:Y": x', "X:Y"),
        ('"X-Ünicode": x', "X-Ünicode"),
        ('"(paren)": x', "(paren)"),
        # Control characters in a field name are escaped, so the problem stays on one line.
        ('"X-A\\r\\nX-Evil": x', "X-A\\r\\nX-Evil"),
    ],
)
def test_invalid_header_name_is_located(tmp_path: Path, line: str, name: str) -> None:
    """Finding: reported at the ``headers:`` line with field ``targets[2].headers`` rather
    than at the offending header's own line and path."""
    path = headers_target(tmp_path, line)
    field = f"targets[2].headers.{name}"
    assert_problem(the_problem(load_targets, path), path, 14, field, "not a valid header name")


@pytest.mark.parametrize(
    "line",
    [
        'X-Note: "a\\r\\nX-Evil: 1"',
        'X-Note: "a\\nb"',
        'X-Note: "a\\rb"',
        "X-Note: |\n        first line\n        second line",
        # Finding: other control characters (NUL, ESC, DEL) are accepted in header values.
        'X-Note: "a\\x00b"',
        'X-Note: "a\\x1bb"',
        'X-Note: "a\\x7fb"',
    ],
)
def test_header_value_with_line_break_is_located(tmp_path: Path, line: str) -> None:
    """Finding (as above): located at ``headers:`` instead of the header's own line."""
    path = headers_target(tmp_path, line)
    assert_problem(
        the_problem(load_targets, path), path, 14, "targets[2].headers.X-Note", LINE_BREAK
    )


def test_header_value_with_wrong_type_is_located(tmp_path: Path) -> None:
    path = headers_target(tmp_path, "X-Count: [1]")
    assert_problem(
        the_problem(load_targets, path), path, 14, "targets[2].headers.X-Count", "valid string"
    )


@pytest.mark.parametrize("value", ["[Accept]", "Accept", "~"])
def test_headers_must_be_a_mapping(tmp_path: Path, value: str) -> None:
    path = third_target(tmp_path, f"headers: {value}")
    assert_problem(
        the_problem(load_targets, path), path, 12, "targets[2].headers", "valid dictionary"
    )


def test_exact_duplicate_header_is_a_duplicate_key(tmp_path: Path) -> None:
    path = headers_target(tmp_path, "Accept: text/plain")
    assert_problem(
        the_problem(load_targets, path),
        path,
        14,
        "targets[2].headers.Accept",
        r"^duplicate key \(first at line 13\)$",
    )


@pytest.mark.parametrize("name", ["accept", "ACCEPT", "AcCePt"])
def test_header_names_differing_only_in_case_are_duplicates(tmp_path: Path, name: str) -> None:
    """Finding: HTTP header names are case-insensitive; both are accepted and both sent."""
    path = headers_target(tmp_path, f"{name}: text/plain")
    assert_problem(
        the_problem(load_targets, path), path, 14, f"targets[2].headers.{name}", "duplicate"
    )


def test_every_bad_header_is_reported(tmp_path: Path) -> None:
    """Finding: the headers validator stops at the first bad header."""
    path = headers_target(tmp_path, '"Bad Name": x', 'X-Note: "a\\nb"')
    assert_problems(
        problems_of(load_targets, path),
        path,
        [
            (14, "targets[2].headers.Bad Name", "not a valid header name"),
            (15, "targets[2].headers.X-Note", LINE_BREAK),
        ],
    )


def test_header_value_never_appears_in_the_error(tmp_path: Path) -> None:
    path = headers_target(tmp_path, 'Authorization: "Bearer s3cret-token\\r\\nX-Evil: 1"')
    with pytest.raises(ConfigError) as caught:
        load_targets(path)
    assert "s3cret" not in str(caught.value)
    assert "s3cret" not in repr(caught.value.problems)


def test_target_repr_hides_header_values(tmp_path: Path) -> None:
    path = tmp_path / "targets.yaml"
    secrets = {"Authorization": "Bearer s3cret-token", "X-Api-Key": "k3y-value"}
    target = {"id": "shop", "url": "https://example.com/", "interval": "1h", "headers": secrets}
    write_targets(path, [target])
    targets = load_targets(path)
    assert targets[0].headers == secrets
    for shown in (repr(targets[0]), str(targets[0]), repr(targets), f"{targets[0]!r}"):
        assert "s3cret-token" not in shown
        assert "k3y-value" not in shown


# --- targets: duplicate keys, several problems ---------------------------------------------


DUPLICATE_URL = (
    TARGETS_HEAD
    + "  - id: shop\n    url: https://a.example/\n    interval: 15m\n    url: https://b.example/\n"
)


@pytest.mark.parametrize(
    ("text", "line", "field", "first"),
    [
        (DUPLICATE_URL, 12, "targets[2].url", 10),
        ("targets: []\ntargets:\n  - id: shop\n", 2, "targets", 1),
    ],
)
def test_targets_duplicate_key(
    tmp_path: Path, text: str, line: int, field: str, first: int
) -> None:
    path = raw_file(tmp_path, text, "targets.yaml")
    message = rf"^duplicate key \(first at line {first}\)$"
    assert_problem(the_problem(load_targets, path), path, line, field, message)


def test_several_target_problems_are_all_reported_each_on_its_own_line(tmp_path: Path) -> None:
    path = raw_file(
        tmp_path,
        "# Pages to check.\n"
        "targets:\n"
        "  - id: Hetzner Cloud\n"
        "    url: https://www.hetzner.com/cloud/\n"
        "    interval: 10m\n"
        "  - id: fly-io\n"
        "    url: ftp://fly.io/pricing\n"
        "    interval: 12h\n"
        "    enabled: maybe\n"
        "  - id: github\n"
        "    interval: 6h\n"
        "    colour: blue\n"
        "  - {id: ok, url: 'https://example.com/', interval: 15m30s}\n",
        "targets.yaml",
    )
    assert_problems(
        problems_of(load_targets, path),
        path,
        [
            (3, "targets[0].id", SLUG),
            (5, "targets[0].interval", "must be at least 15m"),
            (7, "targets[1].url", NOT_HTTP),
            (9, "targets[1].enabled", "valid boolean"),
            (10, "targets[2].url", "^required$"),
            (12, "targets[2].colour", "^unknown key$"),
            (13, "targets[3].interval", "must be a whole number of minutes"),
        ],
    )


def test_a_mistake_in_every_target_is_reported_a_hundred_times_then_counted(
    tmp_path: Path,
) -> None:
    """A generated file with one mistake repeated: the first hundred say what to fix, and one
    line says how many more there are, instead of one log line per target."""
    item = "  - id: t{n}\n    url: https://example.com/\n    interval: 5m\n"
    text = "targets:\n" + "".join(item.format(n=n) for n in range(150))
    problems = problems_of(load_targets, raw_file(tmp_path, text, "targets.yaml"))
    assert len(problems) == 101
    assert problems[99].endswith(":301 targets[99].interval: must be at least 15m")
    assert problems[100] == f"{tmp_path / 'targets.yaml'}: and 50 more problems"


def test_the_target_list_is_read_without_holding_it(tmp_path: Path) -> None:
    """20,000 targets, read and validated one at a time: what Python holds at its peak is the
    id of each (for duplicates), about 2.5 MB; a list of the targets alone would be 21 MB."""
    item = "  - id: competitor-{n:06d}\n    url: https://example.com/{n}\n    interval: 1h\n"
    path = raw_file(tmp_path, "targets:\n" + "".join(item.format(n=n) for n in range(20_000)))
    tracemalloc.start()
    try:
        count = sum(1 for _ in read_targets(path))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert count == 20_000
    assert peak < 5 * 1024**2


@pytest.mark.parametrize("value", ["café-s3cret", "naïve", "日本"])
def test_a_header_value_must_be_ascii(tmp_path: Path, value: str) -> None:
    path = headers_target(tmp_path, f'X-Token: "{value}"')
    problem = the_problem(load_targets, path)
    assert_problem(problem, path, 14, "targets[2].headers.X-Token", "must be ASCII")
    assert value not in problem


# --- targets: extraction settings ----------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "line", "field", "message"),
    [
        ("selector: 'div >'", 12, "targets[2].selector", r"not a valid CSS selector: 'div >'"),
        ("selector: '##'", 12, "targets[2].selector", "not a valid CSS selector"),
        ("selector: 'a['", 12, "targets[2].selector", "not a valid CSS selector"),
        ("selector: ''", 12, "targets[2].selector", "must not be empty"),
        ("selector: 5", 12, "targets[2].selector", "string"),
        ("ignore: ['.ok', 'p:nth-child(']", 12, "targets[2].ignore[1]", "not a valid CSS"),
        ("ignore: {a: b}", 12, "targets[2].ignore", "tuple"),
        ("ignore_text: ['(unclosed']", 12, "targets[2].ignore_text[0]", "regular expression"),
        ("ignore_text: ['a{2,1}']", 12, "targets[2].ignore_text[0]", "regular expression"),
        ("extract: price", 12, "targets[2].extract", "'text', 'prices' or 'plans'"),
        ("volatile: ignore", 12, "targets[2].volatile", "'drop' or 'keep'"),
        ("volatile: false", 12, "targets[2].volatile", "'drop' or 'keep'"),
        ("compare_last: 0", 12, "targets[2].compare_last", "greater than or equal to 1"),
        ("compare_last: 101", 12, "targets[2].compare_last", "less than or equal to 100"),
        ("compare_last: yes", 12, "targets[2].compare_last", "not yes/no"),
    ],
)
def test_target_extraction_settings_reject_naming_the_target(
    tmp_path: Path, extra: str, line: int, field: str, message: str
) -> None:
    path = third_target(tmp_path, extra)
    problem = the_problem(load_targets, path)
    assert_problem(problem, path, line, field, message)
    assert problem.endswith("(target shop)")


def test_target_extraction_settings_accept(tmp_path: Path) -> None:
    path = third_target(
        tmp_path,
        "selector: 'main #pricing > .plan, table.prices'",
        "ignore: ['.banner', '[data-testid=countdown]']",
        "ignore_text: ['Updated \\d+ minutes ago']",
        "extract: prices",
        "volatile: keep",
        "compare_last: 3",
    )
    shop = load_targets(path)[2]
    assert shop.rules.volatile == "keep"
    assert shop.rules.selector == "main #pricing > .plan, table.prices"
    assert shop.rules.ignore == (".banner", "[data-testid=countdown]")
    assert shop.rules.ignore_text == (r"Updated \d+ minutes ago",)
    assert (shop.rules.extract, shop.compare_last) == ("prices", 3)


def test_a_single_ignore_needs_no_list(tmp_path: Path) -> None:
    shop = load_targets(third_target(tmp_path, "ignore: .banner", "ignore_text: 'ab+'"))[2]
    assert (shop.ignore, shop.ignore_text) == ((".banner",), ("ab+",))


def test_target_extraction_defaults(tmp_path: Path) -> None:
    shop = load_targets(third_target(tmp_path))[2]
    assert (shop.rules.extract, shop.rules.selector, shop.compare_last) == ("text", None, 1)
    assert shop.rules.volatile == "drop"
