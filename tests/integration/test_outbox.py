"""Alerts are written with the result that raises them: one row per channel, one key each."""

import pytest

from monitor.config import Settings
from monitor.store import SQLiteStore
from monitor.worker import Worker
from tests.helpers import FakeClock, rows
from tests.integration.test_compare import HTML, run
from tests.integration.test_worker import target
from tests.pageserver import Page, PageServer


def outbox(settings: Settings) -> list[tuple[object, ...]]:
    return rows(settings.database, "SELECT key, event FROM outbox ORDER BY created_at, key")


async def test_a_change_writes_one_key_per_channel_and_nothing_else_does(
    store: SQLiteStore, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages, notify=["mail", "ops"])], clock())
    for body in (b"<p>$10</p>", b"<p>$10</p>", b"<p>$12</p>", b"<p>$12</p>"):
        pages.pages["/pricing"] = Page(body, headers=HTML)
        await run(store, worker, clock, settings)
    [(changed,)] = rows(
        settings.database, "SELECT work_id FROM source_checks WHERE status = 'changed'"
    )
    assert outbox(settings) == [(f"mail:{changed}", "changed"), (f"ops:{changed}", "changed")]


async def test_a_silenced_target_writes_no_alert(
    store: SQLiteStore, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages, notify=[])], clock())
    for body in (b"<p>$10</p>", b"<p>$12</p>"):
        pages.pages["/pricing"] = Page(body, headers=HTML)
        await run(store, worker, clock, settings)
    assert outbox(settings) == []


@pytest.mark.parametrize(
    ("notify_on", "expected"),
    [(["changed"], []), (["quarantined", "recovered"], ["quarantined", "recovered"])],
)
async def test_quarantine_and_recovery_alert_when_the_target_asks(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    notify_on: list[str],
    expected: list[str],
) -> None:
    await store.sync_targets([target(pages, notify=["ops"], notify_on=notify_on)], clock())
    for page in (
        Page(b"<p>$10</p>", headers=HTML),
        Page(b"gone", status=404),
        Page(b"<p>$10</p>", headers=HTML),
        Page(b"<p>$10</p>", headers=HTML),
    ):
        pages.pages["/pricing"] = page
        await run(store, worker, clock, settings)
    assert [event for _, event in outbox(settings)] == expected
