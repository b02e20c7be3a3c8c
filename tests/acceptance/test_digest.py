"""The weekly run from the outside: the daemon, `monitor digest`, `monitor runs`, a digest
receiver on 127.0.0.1 and the database."""

import json
import signal
import time
from pathlib import Path
from typing import Any

from monitor.config.model import load_settings
from monitor.period import latest_period
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli, start_cli
from tests.acceptance.test_daemon import start
from tests.helpers import rows
from tests.pageserver import Page, PageServer

HTML = {"Content-Type": "text/html; charset=utf-8"}
WEEK = 7 * 24 * 3600 * 1000


def monitored(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], **settings: object
) -> Path:
    """One target, checked once, with a digest channel 'ops' on /digest."""
    channels = {"ops": {"type": "webhook", "url": pages.url("/digest")}}
    targets = [{"id": "acme", "url": pages.url("/p"), "interval": "1h"}]
    config = write_config(tmp_path, targets, channels=channels, **settings)
    pages.pages["/p"] = Page(body=b"<p>Pro: $10/mo</p>", headers=HTML)
    assert start(daemons, config, "--once").process.wait(60) == 0
    return config


def last_day(config: Path) -> str:
    """The last day of the latest period whose digest is due, whatever today is."""
    schedule = load_settings(config, resolve_secrets=False).digest.schedule()
    return latest_period(int(time.time() * 1000), schedule).last_day.isoformat()


def runs_json(config: Path) -> list[dict[str, Any]]:
    listed = run_cli("runs", "--json", "--config", str(config))
    assert listed.returncode == 0, listed.stderr
    return list(json.loads(listed.stdout))


def digest_keys(pages: PageServer) -> list[str]:
    return [headers["Idempotency-Key"] for path, headers, _ in pages.posts if path == "/digest"]


def test_monitor_digest_drives_a_period_to_the_end_once(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = monitored(tmp_path, pages, daemons)
    day = last_day(config)
    for _ in range(2):  # the second finds the run done and sends nothing
        done = run_cli("digest", "--period-end", day, "--config", str(config))
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"digest:{day}  cleanup_done")
    assert digest_keys(pages) == [f"ops:{day}"]
    [run] = runs_json(config)
    assert (run["run_id"], run["stage"], run["incomplete"]) == (
        f"digest:{day}",
        "cleanup_done",
        False,
    )
    assert run["digest"] == {"delivered": 1}
    assert run["replay"] == "nothing to replay"


def test_a_period_that_is_not_over_or_not_a_period_is_one_line(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = monitored(tmp_path, pages, daemons)
    wednesday = run_cli("digest", "--period-end", "2026-11-25", "--config", str(config))
    assert wednesday.returncode == 2
    assert wednesday.stderr.strip() == (
        "monitor: --period-end 2026-11-25: 2026-11-25 is a Wednesday: periods end on Sundays,"
        " the day before Monday's digest"
    )
    future = run_cli("digest", "--period-end", "2099-12-27", "--config", str(config))
    assert future.returncode == 2
    assert "is not over before 2099-12-28T00:00:00.000Z" in future.stderr


def test_killed_after_sending_the_digest_before_recording_it_resends_the_same_key(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = monitored(tmp_path, pages, daemons, lease="3s", fetch_timeout="1s")
    day = last_day(config)
    command = ["digest", "--period-end", day, "--config", str(config)]
    sender = start_cli(*command)
    try:
        pages.on_post = lambda _: sender.kill()  # the receiver has it; no answer comes
        assert sender.wait(60) == -signal.SIGKILL
    finally:
        pages.on_post = None
        sender.kill()
    [run] = runs_json(config)
    assert run["stage"] == "created"
    time.sleep(3.2)  # the dead process's leases on the run and the delivery run out
    again = run_cli(*command)
    assert again.returncode == 0, again.stderr
    assert digest_keys(pages) == [f"ops:{day}", f"ops:{day}"]
    assert rows(database_of(config), "SELECT key, state FROM outbox") == [
        (f"ops:{day}", "delivered")
    ]


def test_the_daemon_runs_the_due_week_and_a_stuck_batch_shows_in_runs(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = monitored(tmp_path, pages, daemons)
    database = database_of(config)
    # installed a week ago
    rows(database, f"UPDATE monitor_targets SET created_at = created_at - {2 * WEEK}")
    daemon = start(daemons, config, name="weekly")
    day = last_day(config)
    daemon.wait_for("run.cleanup_enqueued", timeout=30)
    assert digest_keys(pages) == [f"ops:{day}"]
    deadline = time.monotonic() + 30
    while runs_json(config)[0]["stage"] != "cleanup_done" and time.monotonic() < deadline:
        time.sleep(0.2)
    assert runs_json(config)[0]["stage"] == "cleanup_done"
    assert daemon.stop() == 0
    # A message that names a period its run does not cover stops at its batch, visibly.
    run_id = f"digest:{day}"
    stale = {"kind": "cleanup.checks", "message_id": f"{run_id}:0", "run_id": run_id,
             "period_end": "2099-01-04", "record_ids": []}  # fmt: skip
    rows(
        database,
        "INSERT INTO cleanup_messages (message_id, run_id, batch, body, next_attempt_at)"
        " VALUES (?, ?, 0, ?, 0)",
        (f"{run_id}:0", run_id, json.dumps(stale)),
    )
    rows(database, "UPDATE runs SET stage = 'cleanup_enqueued'")
    assert start(daemons, config, "--once", name="stale").process.wait(60) == 0
    [run] = runs_json(config)
    assert run["incomplete"] is True
    assert run["stopped_batch"]["error_class"] == "stale_message"
    assert run["replay"] == f"safe: monitor runs replay {run_id} --batch 0"
    listed = run_cli("runs", "--config", str(config))
    assert "STOPPED at batch 0 (quarantined, stale_message, 1 attempts)" in listed.stdout
    replayed = run_cli("runs", "replay", run_id, "--batch", "0", "--config", str(config))
    assert replayed.returncode == 1, replayed.stderr  # failed again: still incomplete
    assert "failed again (stale_message); it stays in quarantine" in replayed.stdout
