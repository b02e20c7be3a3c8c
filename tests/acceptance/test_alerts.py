"""Alerts from the outside: the daemon checks pages, a webhook receiver on 127.0.0.1 records
what it is sent."""

import json
import sqlite3
import time
from pathlib import Path

from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import start
from tests.helpers import write_config
from tests.pageserver import Page, PageServer

HTML = {"Content-Type": "text/html; charset=utf-8"}


def run_again(config: Path, daemons: list[DaemonProcess], name: str) -> None:
    """Every target due at a new slot, a second after its last one; one run of the daemon."""
    with sqlite3.connect(config.parent / "monitor.sqlite3") as conn:
        conn.execute(
            "UPDATE monitor_targets SET next_check_at = (SELECT MAX(scheduled_for) + 1000"
            " FROM source_checks WHERE target_id = monitor_targets.id)"
        )
        [(latest,)] = conn.execute("SELECT MAX(next_check_at) FROM monitor_targets")
    time.sleep(max(0.0, latest / 1000 - time.time()))
    assert start(daemons, config, "--once", name=name).process.wait(60) == 0


def test_three_of_ten_pages_change_and_exactly_three_keys_are_delivered(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess]
) -> None:
    targets = [{"id": f"p{n}", "url": pages.url(f"/p{n}"), "interval": "1h"} for n in range(10)]
    channels = {
        "ops": {"type": "webhook", "url": pages.url("/hook"), "secret": "s3cret-hmac-value"}
    }
    config = write_config(tmp_path, targets, channels=channels)
    for n in range(10):
        pages.pages[f"/p{n}"] = Page(f"<p>Plan {n}: ${10 + n}/mo</p>".encode(), headers=HTML)
    assert start(daemons, config, "--once").process.wait(60) == 0
    assert pages.posts == []  # baselines raise nothing
    for n in (2, 5, 7):
        pages.pages[f"/p{n}"] = Page(f"<p>Plan {n}: ${20 + n}/mo</p>".encode(), headers=HTML)
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
