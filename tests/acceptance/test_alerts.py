"""Alerts from the outside: the daemon checks pages, a webhook receiver on 127.0.0.1 records
what it is sent."""

import json
import os
import signal
import time
from pathlib import Path

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import start
from tests.helpers import rows
from tests.pageserver import Page, PageServer

HTML = {"Content-Type": "text/html; charset=utf-8"}


def run_again(config: Path, daemons: list[DaemonProcess], name: str) -> None:
    """Every target due at a new slot, a second after its last one; one run of the daemon."""
    make_due(config)
    assert start(daemons, config, "--once", name=name).process.wait(60) == 0


def make_due(config: Path) -> None:
    database = database_of(config)
    rows(
        database,
        "UPDATE monitor_targets SET next_check_at = (SELECT MAX(scheduled_for) + 1000"
        " FROM source_checks WHERE target_id = monitor_targets.id)",
    )
    [(latest,)] = rows(database, "SELECT MAX(next_check_at) FROM monitor_targets")
    time.sleep(max(0.0, latest / 1000 - time.time()))


def test_three_of_ten_pages_change_and_exactly_three_keys_are_delivered(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    targets = [{"id": f"p{n}", "url": pages.url(f"/p{n}"), "interval": "1h"} for n in range(10)]
    channels = {
        "ops": {"type": "webhook", "url": pages.url("/hook"), "secret": "s3cret-hmac-value"}
    }
    config = write_config(tmp_path, targets, channels=channels)
    for n in range(10):
        pages.pages[f"/p{n}"] = Page(body=f"<p>Plan {n}: ${10 + n}/mo</p>".encode(), headers=HTML)
    assert start(daemons, config, "--once").process.wait(60) == 0
    assert pages.posts == []  # baselines raise nothing
    for n in (2, 5, 7):
        pages.pages[f"/p{n}"] = Page(body=f"<p>Plan {n}: ${20 + n}/mo</p>".encode(), headers=HTML)
    run_again(config, daemons, "changes")
    keys = sorted(headers["Idempotency-Key"] for _, headers, _ in pages.posts)
    assert [key.split(":")[1] for key in keys] == ["p2", "p5", "p7"]
    assert all(key.startswith("ops:") for key in keys)
    content = json.loads(pages.posts[0][2])
    assert content["event"] == "changed"
    assert len(content["price_changes"]) == 1
    delivered = [e for e in daemons[-1].events() if e["event"] == "notification.delivered"]
    assert sorted(e["key"] for e in delivered) == keys
    run_again(config, daemons, "quiet")  # nothing changed, nothing pending: nothing sent again
    assert len(pages.posts) == 3
    listed = run_cli("notifications", "--json", "--config", str(config))
    assert listed.returncode == 0, listed.stderr
    assert sorted(
        (n["key"], n["state"], n["response_status"]) for n in json.loads(listed.stdout)
    ) == [(key, "delivered", 200) for key in keys]
    logs = "".join(daemon.log_path.read_text() for daemon in daemons)
    assert "notification.delivered" in logs
    assert "s3cret-hmac-value" not in logs  # the webhook's secret is never logged


def one_change(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], **settings: object
) -> Path:
    """A target with a baseline, whose page has just changed, and webhook channel 'ops'."""
    targets = [{"id": "acme", "url": pages.url("/p"), "interval": "1h"}]
    channels = {"ops": {"type": "webhook", "url": pages.url("/hook")}}
    config = write_config(tmp_path, targets, channels=channels, **settings)
    pages.pages["/p"] = Page(body=b"<p>Pro: $10/mo</p>", headers=HTML)
    assert start(daemons, config, "--once").process.wait(60) == 0
    pages.pages["/p"] = Page(body=b"<p>Pro: $12/mo</p>", headers=HTML)
    make_due(config)
    return config


def outbox(config: Path) -> list[tuple[object, ...]]:
    return rows(database_of(config), "SELECT key, state, attempts FROM outbox")


def test_killed_after_sending_before_marking_it_sends_the_same_key_again(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_change(tmp_path, pages, daemons, lease="3s", fetch_timeout="1s")
    sender = start(daemons, config, "--once", name="killed")
    pages.on_post = lambda _: sender.process.kill()  # the receiver has it; no answer comes
    assert sender.process.wait(60) == -signal.SIGKILL
    pages.on_post = None
    [(key, state, attempts)] = outbox(config)
    assert (state, attempts) == ("pending", 0)
    time.sleep(3.2)  # the dead process's lease on the alert runs out
    assert start(daemons, config, "--once", name="after").process.wait(60) == 0
    assert [headers["Idempotency-Key"] for _, headers, _ in pages.posts] == [key, key]
    assert outbox(config) == [(key, "delivered", 1)]
    assert [e["key"] for e in daemons[-1].named("notification.delivered")] == [key]


def test_a_quarantined_alert_is_listed_replayed_and_delivered_from_the_cli(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_change(tmp_path, pages, daemons)
    pages.pages["/hook"] = Page(body=b"gone", status=410)
    assert start(daemons, config, "--once", name="refused").process.wait(60) == 0
    [(stored_key, state, _)] = outbox(config)
    key = str(stored_key)
    assert state == "quarantined"
    listed = run_cli("quarantine", "list", "--config", str(config))
    assert listed.returncode == 0, listed.stderr
    [line] = listed.stdout.splitlines()
    assert "notification" in line
    assert key in line
    assert "http_410" in line
    entry = line.split()[0]
    pages.pages["/hook"] = Page(body=b"", status=202)
    replayed = run_cli("quarantine", "replay", entry, "--config", str(config))
    assert replayed.returncode == 0, replayed.stderr
    assert replayed.stdout.strip() == f"entry {entry} replayed: {key} is now delivered"
    assert outbox(config) == [(key, "delivered", 2)]
    assert [headers["Idempotency-Key"] for _, headers, _ in pages.posts] == [key, key]
    notifications = run_cli("notifications", "--config", str(config))
    assert key in notifications.stdout
    assert "delivered" in notifications.stdout


def test_notify_test_sends_on_one_channel_and_says_when_it_cannot(
    tmp_path: Path, pages: PageServer
) -> None:
    channels = {
        "ops": {"type": "webhook", "url": pages.url("/hook"), "secret": "${HOOK_SECRET}"},
        "gone": {"type": "webhook", "url": pages.url("/gone")},
    }
    targets = [{"id": "acme", "url": pages.url("/p")}]
    config = write_config(tmp_path, targets, channels=channels)
    pages.pages["/gone"] = Page(body=b"gone", status=410)
    env = os.environ | {"HOOK_SECRET": "hmac-secret-value"}
    sent = run_cli("notify-test", "ops", "--config", str(config), env=env)
    assert sent.returncode == 0, sent.stderr
    [(path, headers, body)] = pages.posts
    content = json.loads(body)
    assert (path, content["event"], content["version"]) == ("/hook", "test", 1)
    assert headers["Idempotency-Key"] == content["key"]
    assert content["key"].startswith("ops:test:")
    assert content["key"] in sent.stdout
    assert "hmac-secret-value" not in sent.stdout + sent.stderr
    refused = run_cli("notify-test", "gone", "--config", str(config), env=env)
    assert refused.returncode == 1
    assert refused.stderr.strip() == "monitor: channel gone: http_410: HTTP 410 Gone"
    unknown = run_cli("notify-test", "pager", "--config", str(config), env=env)
    assert unknown.returncode == 2
    assert unknown.stderr.strip() == (
        "monitor: no channel 'pager' in the settings (channels: gone, ops)"
    )
