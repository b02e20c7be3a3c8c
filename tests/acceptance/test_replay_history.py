"""A replay's result is part of its target's history: the next check is compared with it, as
it would be with a scheduled check's. Found by a new user: a change alerted twice, and a
change after a replayed baseline lost."""

import json
import subprocess
from pathlib import Path
from typing import Any

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_alerts import run_again
from tests.acceptance.test_daemon import start
from tests.helpers import rows, write_targets
from tests.invariants import violations
from tests.pageserver import Page, PageServer

HTML = {"Content-Type": "text/html; charset=utf-8"}


def pricing(standard: str, region: str = "pricing") -> Page:
    body = f'<main><div id="{region}"><h2>Standard</h2><p>${standard}/mo</p></div></main>'
    return Page(body=body.encode(), headers=HTML)


def only_entry(config: Path) -> dict[str, Any]:
    [entry] = json.loads(run_cli("quarantine", "list", "--json", "--config", str(config)).stdout)
    return dict(entry)


def replay(config: Path, entry: dict[str, Any]) -> "subprocess.CompletedProcess[str]":
    return run_cli("quarantine", "replay", str(entry["id"]), "--config", str(config))


def replay_only_entry(config: Path, status: int = 0) -> str:
    replayed = replay(config, only_entry(config))
    assert replayed.returncode == status, replayed.stderr
    return replayed.stdout


def quarantine_a_typo(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess]
) -> tuple[Path, dict[str, str]]:
    """A target whose selector names no element of its page: its first slot is quarantined."""
    target = {"id": "acme", "url": pages.url("/p"), "interval": "1h", "selector": "#plan"}
    config = write_config(tmp_path, [target])
    pages.pages["/p"] = pricing("24")
    assert start(daemons, config, "--once", name="typo").process.wait(60) == 0
    return config, target


def statuses(config: Path) -> list[str]:
    found = rows(database_of(config), "SELECT status FROM source_checks ORDER BY scheduled_for")
    return [status for (status,) in found]


def test_the_check_after_a_replayed_change_is_unchanged_and_alerts_nothing(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    target = {"id": "acme", "url": pages.url("/p"), "interval": "1h", "notify_on": ["changed"]}
    channels = {"ops": {"type": "webhook", "url": pages.url("/hook")}}
    config = write_config(tmp_path, [target], channels=channels)
    pages.pages["/p"] = pricing("24")
    assert start(daemons, config, "--once", name="baseline").process.wait(60) == 0
    pages.pages["/p"] = Page(body=b"gone", status=404)
    run_again(config, daemons, "gone")  # permanent: quarantined at once
    pages.pages["/p"] = pricing("29")
    assert "is now changed" in replay_only_entry(config)
    run_again(config, daemons, "after")  # also delivers the replay's alert
    assert statuses(config) == ["baseline", "changed", "unchanged"]  # the 404 slot replayed
    diff = run_cli("diff", "acme", "--config", str(config))
    assert "Standard: $24.00/mo → $29.00/mo" in diff.stdout
    keys = [
        headers["Idempotency-Key"]
        for _, headers, body in pages.posts
        if json.loads(body)["event"] == "changed"
    ]
    assert len(keys) == 1
    assert violations(database_of(config), cadence=False) == []


def test_a_change_after_a_replay_under_a_fixed_selector_is_reported(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config, target = quarantine_a_typo(tmp_path, pages, daemons)
    write_targets(tmp_path / "targets.yaml", [target | {"selector": "#pricing"}])
    # No SIGHUP, no daemon: the replay itself reads the file as it is now.
    assert "is now baseline" in replay_only_entry(config)
    pages.pages["/p"] = pricing("29")
    run_again(config, daemons, "changed")
    assert statuses(config) == ["baseline", "changed"]
    assert violations(database_of(config), cadence=False) == []


def test_a_replay_refuses_to_run_on_a_broken_targets_file_and_changes_nothing(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config, _ = quarantine_a_typo(tmp_path, pages, daemons)
    before = rows(database_of(config), "SELECT * FROM monitor_targets")
    (tmp_path / "targets.yaml").write_text("targets:\n  - id: acme\n    interval: 5m\n")
    entry = only_entry(config)
    replayed = replay(config, entry)
    assert replayed.returncode == 2
    assert "targets.yaml:3 targets[0].interval" in replayed.stderr
    assert "nothing replayed" in replayed.stderr
    assert rows(database_of(config), "SELECT * FROM monitor_targets") == before
    still = only_entry(config)
    assert (still["id"], still["attempts"]) == (entry["id"], 1)
    assert pages.hits["/p"] == 1


def test_a_replay_that_fails_again_exits_1_and_says_so(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config, _ = quarantine_a_typo(tmp_path, pages, daemons)
    said = replay_only_entry(config, status=1)
    assert "failed again" in said
    assert "selector" in said
    assert rows(database_of(config), "SELECT COUNT(*), MIN(resolved_at) FROM quarantine") == [
        (1, None)
    ]
