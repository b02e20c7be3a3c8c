"""The operator's quarantine commands, from the outside, against a real daemon's database."""

import json
from pathlib import Path

from tests.acceptance.backend import Backend, database_of
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import one_target, start
from tests.helpers import rows
from tests.pageserver import Page, PageServer


def quarantine_a_404(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], **settings: str
) -> Path:
    config = one_target(tmp_path, pages, "acme", Page(body=b"gone", status=404), **settings)
    assert start(daemons, config, "--once").process.wait(30) == 0
    return config


def cli(config: Path, *args: str, status: int = 0) -> str:
    result = run_cli("quarantine", *args, "--config", str(config))
    assert result.returncode == status, result.stderr
    return result.stdout


def test_list_and_show_describe_the_quarantined_slot(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = quarantine_a_404(tmp_path, pages, daemons)
    [entry] = json.loads(cli(config, "list", "--json"))
    assert entry["target_id"] == "acme"
    assert entry["work_id"] == f"acme:{entry['scheduled_for']}"
    assert (entry["error_class"], entry["attempts"], entry["reason"]) == (
        "http_404",
        1,
        "permanent",
    )
    assert entry["resolved_at"] is None
    assert "http_404" in cli(config, "list")
    shown = json.loads(cli(config, "show", str(entry["id"]), "--json"))
    assert [a["error_class"] for a in shown["history"]] == ["http_404"]
    missing = run_cli("quarantine", "show", "99", "--config", str(config))
    assert (missing.returncode, missing.stderr) == (2, "monitor: no quarantine entry 99\n")


def test_a_replay_records_under_the_original_work_id_once_and_keeps_the_schedule(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = quarantine_a_404(tmp_path, pages, daemons)
    database = database_of(config)
    schedule = rows(database, "SELECT next_check_at, retry_at FROM monitor_targets")
    pages.pages["/acme"] = Page(body=b"back")
    [entry] = json.loads(cli(config, "list", "--json"))
    assert "is now baseline" in cli(config, "replay", str(entry["id"]))
    assert "already replayed; nothing to do" in cli(config, "replay", str(entry["id"]))
    assert pages.hits["/acme"] == 2  # the 404, then one replay
    assert rows(database, "SELECT work_id, status, attempt_count FROM source_checks") == [
        (entry["work_id"], "baseline", 2)
    ]
    assert rows(database, "SELECT next_check_at, retry_at FROM monitor_targets") == schedule
    assert json.loads(cli(config, "list", "--json")) == []
    [resolved] = json.loads(cli(config, "list", "--all", "--json"))
    assert resolved["resolution"] == "replayed"


def test_a_replay_that_fails_again_stays_quarantined_with_the_attempt_appended(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = quarantine_a_404(tmp_path, pages, daemons)
    [entry] = json.loads(cli(config, "list", "--json"))
    assert "failed again" in cli(config, "replay", str(entry["id"]), status=1)
    [again] = json.loads(cli(config, "list", "--json"))
    assert (again["id"], again["attempts"], again["resolved_at"]) == (entry["id"], 2, None)


def test_a_replay_never_runs_beside_a_check_of_the_same_target(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = quarantine_a_404(tmp_path, pages, daemons, tick_interval="1s")
    [entry] = json.loads(cli(config, "list", "--json"))
    # The next slot is an hour away; make it due and slow, so the daemon holds the lease.
    database = database_of(config)
    rows(database, "UPDATE monitor_targets SET next_check_at = next_check_at - 3600000")
    # Slow enough that the command, however slowly it starts on a loaded machine, runs while
    # the daemon holds the lease.
    pages.pages["/acme"] = Page(body=b"slow", delay=10)
    daemon = start(daemons, config)
    daemon.wait_for("check.claimed")
    busy = run_cli("quarantine", "replay", str(entry["id"]), "--config", str(config))
    assert busy.returncode == 1
    assert "being checked" in busy.stderr
    daemon.wait_for("check.committed")
    assert daemon.stop() == 0
    assert pages.hits["/acme"] == 2  # the 404 and the daemon's check; no replay fetch


def test_drop_resolves_an_entry_with_its_reason(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = quarantine_a_404(tmp_path, pages, daemons)
    [entry] = json.loads(cli(config, "list", "--json"))
    assert cli(config, "drop", str(entry["id"]), "--reason", "page moved") == (
        f"entry {entry['id']} dropped\n"
    )
    assert "nothing to do" in cli(config, "drop", str(entry["id"]), "--reason", "again")
    [dropped] = json.loads(cli(config, "list", "--all", "--json"))
    assert (dropped["resolution"], dropped["resolution_note"]) == ("dropped", "page moved")
    assert "nothing to do" in cli(config, "replay", str(entry["id"]))
