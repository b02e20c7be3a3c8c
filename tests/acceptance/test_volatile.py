"""Volatile text end to end: a page whose only change is a countdown, a viewer counter and a
review count is ``unchanged`` for a target with the default rules, ``changed`` for one with
``volatile: keep``; both checked by the real ``monitor run --once`` against a local page."""

from pathlib import Path

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.test_alerts import HTML
from tests.acceptance.test_check_now import named, run_once
from tests.helpers import rows
from tests.pageserver import Page, PageServer

PAGE = (
    "<h2>Pro</h2><p>$19/mo</p><p>Up to 5 users</p><p>Sale ends in {clock}</p>"
    "<p>{viewers} people are viewing this</p><p>4.8 ({reviews} reviews)</p>"
)


def serve(pages: PageServer, clock: str, viewers: int, reviews: str) -> None:
    body = PAGE.format(clock=clock, viewers=viewers, reviews=reviews).encode()
    for path in ("/drop", "/keep"):
        pages.pages[path] = Page(body=body, headers=HTML)


def test_a_change_of_volatile_text_only_is_unchanged_unless_the_target_keeps_it(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    serve(pages, "02:14:33", 27, "1,203")
    targets = [
        {"id": "drop", "url": pages.url("/drop"), "interval": "1h"},
        {"id": "keep", "url": pages.url("/keep"), "interval": "1h", "volatile": "keep"},
    ]
    config = write_config(tmp_path, targets)
    code, events = run_once(config)
    assert code == 0
    assert {e["target_id"]: e["status"] for e in named(events, "check.committed")} == {
        "drop": "baseline",
        "keep": "baseline",
    }

    serve(pages, "01:59:02", 31, "1,210")
    code, events = run_once(config, "--target", "drop", "--target", "keep", "--due-now")
    assert code == 0
    assert {e["target_id"]: e["status"] for e in named(events, "check.committed")} == {
        "drop": "unchanged",
        "keep": "changed",
    }
    stored = dict(rows(database_of(config), "SELECT id, rules_json FROM monitor_targets"))
    assert '"volatile"' not in stored["drop"]
    assert '"volatile": "keep"' in stored["keep"]
