"""Checking a target now: ``run --once --target ID [--due-now]``, and ``run --once`` saying when
the next slot is due. Every rule of a scheduled check holds: the lease, one row per slot,
each alert once."""

import json
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from monitor.schedule import iso
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, Event, run_cli
from tests.acceptance.test_alerts import HTML
from tests.acceptance.test_daemon import start
from tests.helpers import rows
from tests.pageserver import Page, PageServer

HOUR = 3_600_000


def run_once(config: Path, *extra: str) -> tuple[int, list[Event]]:
    done = run_cli("run", "--once", "--config", str(config), *extra)
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()]


def named(events: list[Event], name: str) -> list[Event]:
    return [event for event in events if event["event"] == name]


def ms(text: str) -> int:
    return int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp() * 1000)


def next_slots(config: Path) -> dict[str, int]:
    found = rows(database_of(config), "SELECT id, next_check_at FROM monitor_targets")
    return {str(target): int(slot) for target, slot in found}


def two_targets(tmp_path: Path, pages: PageServer, **settings: Any) -> Path:
    """``a`` hourly and ``b`` every two hours, a webhook channel, and a first run's baselines."""
    for name in ("a", "b"):
        pages.pages[f"/{name}"] = Page(body=f"<p>{name}: $10/mo</p>".encode(), headers=HTML)
    targets = [
        {"id": "a", "url": pages.url("/a"), "interval": "1h"},
        {"id": "b", "url": pages.url("/b"), "interval": "2h"},
    ]
    channels = {"ops": {"type": "webhook", "url": pages.url("/hook")}}
    config = write_config(tmp_path, targets, channels=channels, **settings)
    code, events = run_once(config)
    assert code == 0
    assert len(named(events, "check.committed")) == 2
    return config


def test_run_once_with_nothing_due_says_when_the_next_slot_is(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    config = two_targets(tmp_path, pages)
    slots = next_slots(config)
    code, events = run_once(config)
    assert code == 0
    assert named(events, "tick.finished")[0]["due"] == 0
    [said] = named(events, "schedule.next_due")
    assert (said["target_id"], said["scheduled_for"]) == ("a", iso(slots["a"]))
    assert said["work_id"] == f"a:{iso(slots['a'])}"
    assert 3500 < said["in_seconds"] <= 3600
    assert said["next_retry_at"] is None


def test_due_now_checks_a_named_target_now_and_leaves_the_others_alone(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    config = two_targets(tmp_path, pages)
    before = next_slots(config)
    pages.pages["/a"] = Page(body=b"<p>a: $12/mo</p>", headers=HTML)  # an edited page

    code, events = run_once(config, "--target", "a")  # not due: nothing checked, but when
    assert code == 0
    assert named(events, "check.claimed") == []
    [said] = named(events, "schedule.next_due")
    assert (said["target_id"], said["scheduled_for"]) == ("a", iso(before["a"]))

    started = int(time.time() * 1000)
    code, events = run_once(config, "--target", "a", "--due-now")
    assert code == 0
    [moved] = named(events, "target.rescheduled")
    slot = ms(moved["scheduled_for"])
    assert started <= slot <= int(time.time() * 1000) + 1000  # now, to the second after
    assert (moved["target_id"], moved["previous"]) == ("a", iso(before["a"]))
    [committed] = named(events, "check.committed")
    assert (committed["work_id"], committed["status"]) == (f"a:{iso(slot)}", "changed")
    assert [e["key"] for e in named(events, "notification.delivered")] == [f"ops:a:{iso(slot)}"]
    assert next_slots(config) == {"a": slot + HOUR, "b": before["b"]}  # a new cadence, from now
    database = database_of(config)
    assert rows(
        database,
        "SELECT target_id, COUNT(*) FROM source_checks GROUP BY target_id ORDER BY target_id",
    ) == [("a", 2), ("b", 1)]
    assert len(pages.posts) == 1

    code, events = run_once(config, "--target", "a", "--due-now")  # the page as it was
    assert code == 0
    assert [e["status"] for e in named(events, "check.committed")] == ["unchanged"]
    assert len(pages.posts) == 1  # the change was alerted once


def test_a_leased_target_is_not_moved_and_the_run_exits_1(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/a"] = Page(delay=120)  # still fetching through both runs below, however slow
    target = {"id": "a", "url": pages.url("/a"), "interval": "1h"}
    config = write_config(tmp_path, [target], fetch_timeout="150s")
    daemon = start(daemons, config)
    claimed = daemon.wait_for("check.claimed")
    [(holder,)] = rows(database_of(config), "SELECT lease_holder FROM monitor_targets")

    code, events = run_once(config, "--target", "a", "--due-now")
    assert code == 1
    [refused] = named(events, "target.reschedule_refused")
    assert (refused["reason"], refused["holder"]) == ("leased", holder)
    assert refused["work_id"] == claimed["work_id"]
    assert named(events, "check.claimed") == []

    code, events = run_once(config, "--target", "a")  # its slot is due: the claim decides
    assert code == 1
    assert [e["reason"] for e in named(events, "check.skipped")] == ["leased"]
    daemon.kill()
    assert rows(database_of(config), "SELECT COUNT(*) FROM source_checks") == [(0,)]


def test_a_target_the_file_does_not_name_or_disables_is_a_usage_error(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    targets: list[dict[str, Any]] = [
        {"id": "a", "url": pages.url("/a"), "interval": "1h"},
        {"id": "off", "url": pages.url("/off"), "interval": "1h", "enabled": False},
    ]
    config = write_config(tmp_path, targets)
    file = tmp_path / "targets.yaml"
    for extra, said in [
        (["--once", "--target", "nope"], f"monitor: --target: no target 'nope' in {file}"),
        (
            ["--once", "--target", "off", "--due-now"],
            f"monitor: --target: 'off' disabled (or no longer listed) in {file}",
        ),
        (["--target", "a"], "monitor: --target and --due-now go with --once"),
        (["--once", "--due-now"], "monitor: --due-now needs --target: which targets to check"),
    ]:
        done = run_cli("run", "--config", str(config), *extra)
        assert done.returncode == 2, done
        assert done.stderr.splitlines()[0].startswith(said), done.stderr
        assert len(done.stderr.splitlines()) == 1
    assert pages.hits["/a"] == 0
