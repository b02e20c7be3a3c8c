"""The command line as parsed: the common options anywhere after the command, and which
commands read the channels' secrets."""

from pathlib import Path

import pytest

from monitor.arguments import DEFAULT_CONFIG, parse
from monitor.cli import sends


@pytest.mark.parametrize(
    ("argv", "config", "log_format"),
    [
        (["status"], DEFAULT_CONFIG, "auto"),
        (["status", "--config", "a.yaml"], "a.yaml", "auto"),
        (["quarantine", "--config", "a.yaml", "list"], "a.yaml", "auto"),
        (["quarantine", "list", "--config", "a.yaml"], "a.yaml", "auto"),
        (
            ["quarantine", "--config", "a.yaml", "show", "1", "--log-format", "json"],
            "a.yaml",
            "json",
        ),
        (["quarantine", "--config", "a.yaml", "list", "--config", "b.yaml"], "b.yaml", "auto"),
        (["runs", "--config", "a.yaml", "replay", "digest:2026-11-29"], "a.yaml", "auto"),
        (["runs", "replay", "digest:2026-11-29", "--config", "a.yaml"], "a.yaml", "auto"),
        (["runs", "--log-format", "console"], DEFAULT_CONFIG, "console"),
    ],
)
def test_the_common_options_count_wherever_they_follow_the_command(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], config: str, log_format: str
) -> None:
    monkeypatch.delenv("MONITOR_CONFIG", raising=False)
    args = parse(argv)
    assert (args.config, args.log_format) == (Path(config), log_format)


def test_the_settings_file_defaults_to_monitor_config(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MONITOR_CONFIG", "/etc/pricing-monitor/monitor.yaml")
    assert parse(["quarantine", "list"]).config == Path("/etc/pricing-monitor/monitor.yaml")


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["run"], True),
        (["run", "--once"], True),
        (["notify-test", "ops"], True),
        (["digest", "--period-end", "2026-11-29"], True),
        (["runs", "replay", "digest:2026-11-29"], True),
        (["runs"], False),
        (["check-config"], False),
        (["status"], False),
        (["history", "acme"], False),
        (["diff", "acme"], False),
        (["notifications"], False),
        (["quarantine", "list"], False),
        (["quarantine", "show", "1"], False),
        (["quarantine", "drop", "1", "--reason", "x"], False),
        (["quarantine", "replay", "1"], False),  # until it knows the entry is an alert's
    ],
)
def test_only_the_commands_that_send_read_the_secrets(argv: list[str], expected: bool) -> None:
    assert sends(parse(argv)) is expected
