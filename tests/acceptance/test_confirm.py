"""The confirming fetch end to end, through the real ``monitor`` commands against a local page
that changes on every request: what moved between two fetches is learned and set aside, a
real change is still reported once, a failed second fetch leaves the first one's result, a
page that changes everywhere shows as a warning, and the wait holds no consumer."""

import json
from pathlib import Path
from typing import Any

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import run_cli
from tests.acceptance.test_alerts import HTML
from tests.acceptance.test_check_now import named, run_once
from tests.helpers import rows
from tests.pageserver import Page, PageServer

CARD = "<h2>Pro</h2><p>{price}/mo</p><p>Up to 5 users</p>"
COUNTER = "<p>Served by node {node} in {ms} ms</p>"


def page(price: str, hit: int) -> Page:
    """The pricing card, and a line that differs at every request."""
    body = f"<html><body>{CARD.format(price=price)}{COUNTER.format(node=hit * 7, ms=hit * 13)}"
    return Page(body=f"{body}</body></html>".encode(), headers=HTML)


def serve(pages: PageServer, path: str, price: str, hits: range) -> None:
    pages.first[path] = [page(price, hit) for hit in hits]
    pages.pages[path] = page(price, hits.stop + 1000)


def one_target(tmp_path: Path, pages: PageServer, **target: Any) -> Path:
    targets = [{"id": "pro", "url": pages.url("/pro"), "interval": "1h", **target}]
    channels = {"ops": {"type": "webhook", "url": pages.url("/hook")}}
    return write_config(tmp_path, targets, channels=channels, confirm_delay="0.2s")


def with_baseline(tmp_path: Path, pages: PageServer) -> Path:
    """The target, and its first check's baseline at $19."""
    serve(pages, "/pro", "$19", range(1, 2))
    config = one_target(tmp_path, pages)
    assert statuses(run_once(config)[1]) == ["baseline"]
    return config


def check_now(config: Path, target: str = "pro") -> list[dict[str, Any]]:
    code, events = run_once(config, "--target", target, "--due-now")
    assert code == 0, events
    return events


def cli(config: Path, *args: str) -> str:
    done = run_cli(*args, "--config", str(config))
    assert done.returncode == 0, done.stderr
    return done.stdout


def statuses(events: list[dict[str, Any]]) -> list[str]:
    return [event["status"] for event in named(events, "check.committed")]


def test_a_counter_is_learned_set_aside_and_cleared(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    serve(pages, "/pro", "$19", range(1, 10))
    config = one_target(tmp_path, pages)
    assert statuses(run_once(config)[1]) == ["baseline"]

    events = check_now(config)
    assert statuses(events) == ["unchanged"]  # the counter alone moved, and was learned
    [confirmed] = named(events, "check.confirmed")
    assert (confirmed["was"], confirmed["status"], confirmed["learned"]) == (
        "changed",
        "unchanged",
        1,
    )
    assert pages.hits["/pro"] == 3
    assert "Served by node # in # ms" in cli(config, "volatile", "pro")
    learned = json.loads(cli(config, "volatile", "pro", "--json"))
    assert learned == [{"kind": "line", "text": "Served by node # in # ms", "context": None}]

    events = check_now(config)  # learned: left out without a second fetch
    assert statuses(events) == ["unchanged"]
    assert not named(events, "check.confirmed")
    assert pages.hits["/pro"] == 4
    history = cli(config, "history", "pro")
    assert "set aside as volatile: 1 of 5 lines and prices" in history
    assert "~ Served by node 28 in 52 ms" in history
    [latest, *_] = json.loads(cli(config, "history", "pro", "--json"))
    assert latest["set_aside"]["set_aside"] == 1

    assert cli(config, "volatile", "pro", "--clear").strip() == (
        "pro: cleared 1 learned volatile pattern"
    )
    assert cli(config, "volatile", "pro").strip() == "pro: no learned volatile patterns"
    stored = rows(database_of(config), "SELECT volatile_json FROM monitor_targets")
    assert stored == [("[]",)]


def test_a_price_change_beside_the_counter_is_reported_once(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    config = with_baseline(tmp_path, pages)
    serve(pages, "/pro", "$24", range(2, 10))
    events = check_now(config)
    assert statuses(events) == ["changed"]
    [confirmed] = named(events, "check.confirmed")
    assert confirmed["learned"] == 1
    assert confirmed["set_aside"] == 1
    [committed] = named(events, "check.committed")
    work_id = committed["work_id"]
    database = database_of(config)
    assert rows(
        database, "SELECT attempt_count FROM source_checks WHERE work_id = ?", (work_id,)
    ) == [(1,)]
    assert rows(
        database, "SELECT COUNT(*) FROM outbox WHERE work_id = ? AND event = 'changed'", (work_id,)
    ) == [(1,)]
    [sent] = [json.loads(body) for path, _, body in pages.posts if path == "/hook"]
    assert sent["price_changes"] == ["Pro: $19.00/mo → $24.00/mo"]
    assert not [line for line in sent["text_diff"] if "Served by node" in line]
    diff = cli(config, "diff", "pro")
    assert "Pro: $19.00/mo → $24.00/mo" in diff
    assert "Served by node" not in diff.split("set aside as volatile")[0]

    events = check_now(config)  # the price holds, the counter still moves: nothing new
    assert statuses(events) == ["unchanged"]


def test_a_failing_confirming_fetch_leaves_the_first_result(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    config = with_baseline(tmp_path, pages)
    pages.first["/pro"] = [page("$24", 2), Page(body=b"busy", status=500)]
    pages.pages["/pro"] = page("$24", 3)
    events = check_now(config)
    assert statuses(events) == ["changed"]
    [failed] = named(events, "check.confirm_failed")
    assert failed["http_status"] == 500
    assert not named(events, "check.failed")
    assert not named(events, "check.retry_scheduled")
    assert rows(
        database_of(config),
        "SELECT status, attempt_count FROM source_checks ORDER BY scheduled_for",
    ) == [("baseline", 1), ("changed", 1)]
    assert cli(config, "volatile", "pro").strip() == "pro: no learned volatile patterns"


def test_a_page_that_changes_every_line_is_a_warning_in_status(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    def noise(hit: int) -> Page:
        lines = "".join(f"<p>Reading {n}: {hit * 31 + n} units</p>" for n in range(8))
        return Page(body=f"<html><body>{lines}</body></html>".encode(), headers=HTML)

    pages.first["/pro"] = [noise(hit) for hit in range(1, 10)]
    config = one_target(tmp_path, pages)
    run_once(config)
    assert statuses(check_now(config)) == ["unchanged"]
    status = cli(config, "status")
    assert "volatile: pro: its last check set aside every line and price as volatile" in status, (
        status
    )
    report = json.loads(cli(config, "status", "--json"))
    assert report["mostly_volatile"] == [{"target_id": "pro", "set_aside": 8, "kept": 0}]


def test_the_wait_for_a_confirming_fetch_holds_no_consumer(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    serve(pages, "/slow", "$19", range(1, 2))
    pages.pages["/other"] = Page(body=b"<p>Other: $5/mo</p>", headers=HTML)
    targets = [
        {"id": "a-slow", "url": pages.url("/slow"), "interval": "1h"},
        {"id": "b-other", "url": pages.url("/other"), "interval": "1h"},
    ]
    config = write_config(tmp_path, targets, confirm_delay="3s", concurrency=1)
    run_once(config)
    serve(pages, "/slow", "$24", range(2, 10))
    events = run_once(config, "--target", "a-slow", "--target", "b-other", "--due-now")[1]
    order = [
        (e["event"], e["target_id"])
        for e in events
        if e["event"] in ("check.claimed", "check.committed", "check.confirmed")
    ]
    # One consumer: "b-other" is claimed and committed while "a-slow" waits for its second
    # fetch, which the consumer handed off.
    assert order == [
        ("check.claimed", "a-slow"),
        ("check.claimed", "b-other"),
        ("check.committed", "b-other"),
        ("check.confirmed", "a-slow"),
        ("check.committed", "a-slow"),
    ]
    assert {e["target_id"]: e["status"] for e in named(events, "check.committed")} == {
        "a-slow": "changed",
        "b-other": "unchanged",
    }
