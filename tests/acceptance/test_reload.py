"""SIGHUP with an edited ``monitor.yaml``, from the outside: the real daemon, its JSON log, a
webhook receiver on 127.0.0.1, and ``monitor status``."""

import signal
import time
from pathlib import Path
from typing import Any

import yaml

from tests.acceptance.backend import Backend, database_of
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_alerts import make_due
from tests.acceptance.test_daemon import start
from tests.acceptance.test_db_faults import wait_until
from tests.acceptance.test_digest import HTML, WEEK, last_day, monitored
from tests.acceptance.test_service import Systemd, status_of, under_systemd
from tests.helpers import rows, write_targets
from tests.pageserver import Page, PageServer


def edit_settings(config: Path, **changes: Any) -> dict[str, Any]:
    """Rewrite ``monitor.yaml`` with ``changes``; returns what it said before."""
    before: dict[str, Any] = yaml.safe_load(config.read_text())
    config.write_text(yaml.safe_dump(before | changes))
    return before


def posted(pages: PageServer, path: str) -> list[str]:
    return [headers["Idempotency-Key"] for at, headers, _ in pages.posts if at == path]


def restart_lines(config: Path) -> list[str]:
    screen = run_cli("status", "--config", str(config))
    assert screen.returncode == 0, screen.stderr
    return [line for line in screen.stdout.splitlines() if line.startswith("restart needed")]


def test_sighup_applies_channels_digest_and_tick_live_and_names_what_needs_a_restart(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = monitored(tmp_path, pages, daemons, tick_interval="1h")  # channel ops on /digest
    rows(database_of(config), f"UPDATE monitor_targets SET created_at = created_at - {2 * WEEK}")
    monday = last_day(config)
    daemon = start(daemons, config)
    daemon.wait_for("run.digest_sent", timeout=30)  # last week's digest, to ops
    assert posted(pages, "/digest") == [f"ops:{monday}"]
    before = edit_settings(
        config,
        channels={
            "ops": {"type": "webhook", "url": pages.url("/digest")},
            "new": {"type": "webhook", "url": pages.url("/new")},
        },
        digest={"weekday": "tuesday", "channels": ["new"]},
        tick_interval="1s",
        concurrency=3,
    )
    tuesday = last_day(config)
    pages.pages["/p"] = Page(body=b"<p>Pro: $12/mo</p>", headers=HTML)
    make_due(config)
    daemon.signal(signal.SIGHUP)
    reloaded = daemon.wait_for("config.reloaded")
    assert reloaded["applied"] == [
        "tick_interval",
        "channels.new",
        "digest.channels",
        "digest.weekday",
    ]
    assert reloaded["updated"] == 1  # acme names no channel: it now notifies new too
    waiting = daemon.wait_for("config.restart_needed")
    assert (waiting["keys"], waiting["file"]) == (["concurrency"], str(config))
    # The change alert reaches the new channel beside the old one, each under its own key.
    changed = daemon.wait_for("check.committed", lambda e: e["status"] == "changed")
    keys = {f"{channel}:{changed['work_id']}" for channel in ("new", "ops")}
    wait_until(
        "the alert on both channels",
        lambda: {e["key"] for e in daemon.named("notification.delivered")} >= keys,
    )
    assert posted(pages, "/new")[0] == f"new:{changed['work_id']}"
    # The digest schedule and channels too: this week's Tuesday run goes to new alone.
    daemon.wait_for("notification.delivered", lambda e: e["key"] == f"new:{tuesday}", timeout=30)
    assert f"ops:{tuesday}" not in posted(pages, "/digest")
    # The tick runs every second from the reload on, not every hour.
    wait_until("three ticks after the reload", lambda: len(daemon.named("tick.finished")) >= 4)
    report = status_of(config)
    assert (report["restart_needed"], report["daemons"][0]["restart_needed"]) == (
        ["concurrency"],
        ["concurrency"],
    )
    assert restart_lines(config) == [
        f"restart needed: keys concurrency (daemon {report['daemons'][0]['id']} runs on the"
        " settings it started with for these)"
    ]
    # SIGHUP again with the same file: still needed; taken back: no longer.
    daemon.signal(signal.SIGHUP)
    wait_until("the second reload", lambda: len(daemon.named("config.restart_needed")) == 2)
    edit_settings(config, concurrency=before.get("concurrency", 16))
    daemon.signal(signal.SIGHUP)
    wait_until("the third reload", lambda: len(daemon.named("config.reloaded")) == 3)
    assert daemon.named("config.reloaded")[-1]["applied"] == []
    wait_until("status without the restart", lambda: status_of(config)["restart_needed"] == [])
    assert daemon.stop() == 0
    assert not [e for e in daemon.events() if e.get("level") == "error"]


def test_a_daemon_restarted_after_the_edit_needs_no_restart(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = monitored(tmp_path, pages, daemons, tick_interval="1h")
    systemd = Systemd(tmp_path / "notify.sock")
    try:
        first = DaemonProcess(config, name="first", env=under_systemd(systemd, 10_000_000))
        daemons.append(first)
        first.wait_for("tick.finished")
        edit_settings(config, concurrency=2, fetch_timeout="5s")
        first.signal(signal.SIGHUP)
        assert first.wait_for("config.restart_needed")["keys"] == ["concurrency", "fetch_timeout"]
        wait_until("status with the restart", lambda: len(restart_lines(config)) == 1)
        # systemctl status says it too, at the next refresh of STATUS=
        wait_until(
            "STATUS= with the restart",
            lambda: any(
                line.startswith("STATUS=")
                and line.endswith("; restart needed: concurrency, fetch_timeout")
                for line in systemd.listen(0.2)
            ),
        )
        assert first.stop() == 0
    finally:
        systemd.close()
    second = start(daemons, config, name="second")
    second.wait_for("tick.finished")
    wait_until(
        "the second daemon's heartbeat",
        lambda: [d["state"] for d in status_of(config)["daemons"]] == ["running", "stopped"],
    )
    report = status_of(config)
    assert report["restart_needed"] == []
    assert [d["restart_needed"] for d in report["daemons"]] == [
        [],
        ["concurrency", "fetch_timeout"],
    ]
    assert restart_lines(config) == []
    assert second.stop() == 0


def test_a_broken_settings_file_on_sighup_changes_nothing(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = monitored(tmp_path, pages, daemons, tick_interval="1h")  # channel ops on /digest
    good = config.read_text()
    daemon = start(daemons, config)
    daemon.wait_for("tick.finished")
    # A target added meanwhile waits for a settings file that reads.
    targets = yaml.safe_load((tmp_path / "targets.yaml").read_text())["targets"]
    pages.pages["/q"] = Page(body=b"<p>Team: $30/mo</p>", headers=HTML)
    later = {"id": "later", "url": pages.url("/q"), "interval": "1h"}
    write_targets(tmp_path / "targets.yaml", [*targets, later])
    config.write_text(good + "concurrency: [\n")
    daemon.signal(signal.SIGHUP)
    invalid = daemon.wait_for("config.invalid")
    assert invalid["file"] == str(config)
    assert "invalid YAML" in invalid["problems"][0]
    config.write_text(good + "concurency: 2\n")
    daemon.signal(signal.SIGHUP)
    typo = daemon.wait_for("config.invalid", lambda e: "unknown key" in e["problems"][0])
    assert typo["problems"] == [
        f"{config}:{good.count(chr(10)) + 1} concurency: unknown key; did you mean concurrency?"
    ]
    # Valid settings whose channels the targets file contradicts: neither is taken.
    config.write_text(yaml.safe_dump(yaml.safe_load(good) | {"channels": {}, "concurrency": 2}))
    write_targets(tmp_path / "targets.yaml", [{**targets[0], "notify": ["ops"]}])
    daemon.signal(signal.SIGHUP)
    contradicted = daemon.wait_for("config.invalid", lambda e: e["file"].endswith("targets.yaml"))
    assert "no channel 'ops' in the settings" in contradicted["problems"][0]
    time.sleep(0.5)  # what a reload would have written, it would have written by now
    assert daemon.named("config.reloaded") == daemon.named("config.restart_needed") == []
    assert [row[0] for row in rows(database_of(config), "SELECT id FROM monitor_targets")] == [
        "acme"
    ]
    assert status_of(config)["restart_needed"] == []
    # Still on the old channels: a change alerts ops.
    pages.pages["/p"] = Page(body=b"<p>Pro: $12/mo</p>", headers=HTML)
    make_due(config)
    config.write_text(good)
    daemon.signal(signal.SIGHUP)
    assert daemon.wait_for("config.reloaded")["applied"] == []
    changed = daemon.wait_for("check.committed", lambda e: e["status"] == "changed")
    key = f"ops:{changed['work_id']}"
    daemon.wait_for("notification.delivered", lambda e: e["key"] == key)
    assert daemon.process.poll() is None
    assert daemon.stop() == 0
