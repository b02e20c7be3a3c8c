"""Alerts are written with the result that raises them: one row per channel, one key each."""

import asyncio
import json
import threading
import time
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from pydantic import SecretStr

from monitor import quarantine
from monitor.channels import Channel, WebhookChannel
from monitor.config import Settings
from monitor.notify.deliver import Deliverer
from monitor.store import DeliveryFailure, SQLiteStore
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


async def changed_alert(
    store: SQLiteStore, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> str:
    """One change on a target notifying 'ops': the outbox key it raised."""
    await store.sync_targets([target(pages, notify=["ops"])], clock())
    for body in (b"<p>$10</p>", b"<p>$12</p>"):
        pages.pages["/pricing"] = Page(body, headers=HTML)
        await run(store, worker, clock, settings)
    [(key, _)] = outbox(settings)
    return str(key)


async def test_a_delivery_is_leased_once_and_marked_once(
    store: SQLiteStore, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    key = await changed_alert(store, worker, pages, clock, settings)
    [delivery] = await store.claim_deliveries("ops", "t1", clock(), 60_000, 10)
    assert (delivery.key, delivery.event, delivery.previous_attempts) == (key, "changed", 0)
    assert await store.claim_deliveries("ops", "t2", clock(), 60_000, 10) == []  # held
    assert await store.delivered(delivery, clock(), 204)
    assert not await store.delivered(delivery, clock(), 204)  # marked already
    clock.advance(120_000)
    assert await store.claim_deliveries("ops", "t3", clock(), 60_000, 10) == []
    assert rows(settings.database, "SELECT state, attempts, response_status FROM outbox") == [
        ("delivered", 1, 204)
    ]


async def test_a_failed_delivery_waits_then_is_quarantined(
    store: SQLiteStore, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    key = await changed_alert(store, worker, pages, clock, settings)
    [first] = await store.claim_deliveries("ops", "t1", clock(), 60_000, 10)
    wait = DeliveryFailure("http_503", "HTTP 503", 503, retry_at=clock() + 30_000)
    assert await store.delivery_failed(first, clock(), wait)
    assert await store.claim_deliveries("ops", "t2", clock(), 60_000, 10) == []  # backing off
    clock.advance(30_000)
    [second] = await store.claim_deliveries("ops", "t3", clock(), 60_000, 10)
    assert second.previous_attempts == 1
    give_up = DeliveryFailure("http_404", "HTTP 404", 404, quarantine="permanent")
    assert await store.delivery_failed(second, clock(), give_up)
    clock.advance(3_600_000)
    assert await store.claim_deliveries("ops", "t4", clock(), 60_000, 10) == []
    assert rows(settings.database, "SELECT kind, work_id, reason FROM quarantine") == [
        ("notification", key, "permanent")
    ]


@pytest.fixture
async def deliverer(
    store: SQLiteStore, clock: FakeClock, pages: PageServer, settings: Settings
) -> AsyncIterator[Deliverer]:
    channels: dict[str, Channel] = {
        "ops": WebhookChannel(type="webhook", url=pages.url("/hook"), secret=SecretStr("k"))
    }
    sender = Deliverer(store, settings.model_copy(update={"channels": channels}), clock)
    yield sender
    await sender.aclose()


async def test_a_receiver_failing_twice_gets_one_key_three_times_then_it_is_delivered(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    deliverer: Deliverer,
) -> None:
    key = await changed_alert(store, worker, pages, clock, settings)
    pages.first["/hook"] = [Page(b"busy", status=500), Page(b"busy", status=500)]
    for _ in range(3):
        await deliverer.deliver_pending()
        clock.advance(3_600_000)  # past any backoff
    assert [headers["Idempotency-Key"] for _, headers, _ in pages.posts] == [key] * 3
    content = json.loads(pages.posts[-1][2])
    assert content["price_changes"] == ["(page): $10.00 → $12.00"]
    assert rows(settings.database, "SELECT state, attempts, response_status FROM outbox") == [
        ("delivered", 3, 200)
    ]
    assert await deliverer.deliver_pending() == 0  # nothing is sent twice once marked
    assert len(pages.posts) == 3


async def test_a_receiver_that_refuses_for_good_quarantines_the_alert(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    deliverer: Deliverer,
) -> None:
    key = await changed_alert(store, worker, pages, clock, settings)
    pages.pages["/hook"] = Page(b"gone", status=410)
    assert await deliverer.deliver_pending() == 0
    assert rows(settings.database, "SELECT kind, work_id, error_class FROM quarantine") == [
        ("notification", key, "http_410")
    ]


async def test_a_quarantined_slot_replayed_into_a_change_alerts_the_change_too(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    deliverer: Deliverer,
) -> None:
    notify_on = ["changed", "quarantined"]
    await store.sync_targets([target(pages, notify=["ops"], notify_on=notify_on)], clock())
    for page in (Page(b"<p>$10</p>", headers=HTML), Page(b"gone", status=404)):
        pages.pages["/pricing"] = page
        await run(store, worker, clock, settings)
    [entry] = await store.quarantined(include_resolved=False)
    pages.pages["/pricing"] = Page(b"<p>$12</p>", headers=HTML)
    replayed = settings.model_copy(update={"channels": {"ops": deliverer_channel(pages)}})
    assert "is now changed" in await quarantine.replay(store, replayed, clock, entry.id)
    assert outbox(settings) == [
        (f"ops:{entry.work_id}", "changed"),
        (f"ops:{entry.work_id}:quarantined", "quarantined"),
    ]
    assert await deliverer.deliver_pending() == 2
    sent = {json.loads(body)["event"]: json.loads(body) for _, _, body in pages.posts}
    assert sent["quarantined"]["failure"]["error_class"] == "http_404"
    assert sent["quarantined"]["summary"] == (
        "acme failed and is quarantined: http_404, HTTP 404 (1 attempt)"
    )
    assert sent["changed"]["price_changes"] == ["(page): $10.00 → $12.00"]
    assert sent["changed"]["failure"] is None


async def test_a_recovery_that_also_changes_raises_both_alerts(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    deliverer: Deliverer,
) -> None:
    notify_on = ["changed", "recovered"]
    await store.sync_targets([target(pages, notify=["ops"], notify_on=notify_on)], clock())
    for page in (
        Page(b"<p>$10</p>", headers=HTML),
        Page(b"gone", status=404),
        Page(b"<p>$12</p>", headers=HTML),
    ):
        pages.pages["/pricing"] = page
        await run(store, worker, clock, settings)
    [(failed,)] = rows(
        settings.database, "SELECT work_id FROM source_checks WHERE status = 'failed'"
    )
    [(changed,)] = rows(
        settings.database, "SELECT work_id FROM source_checks WHERE status = 'changed'"
    )
    assert outbox(settings) == [
        (f"ops:{changed}", "changed"),
        (f"ops:{changed}:recovered", "recovered"),
    ]
    assert await deliverer.deliver_pending() == 2
    recovered = next(
        json.loads(body) for _, _, body in pages.posts if json.loads(body)["event"] == "recovered"
    )
    assert recovered["work_id"] == changed
    assert recovered["failure"]["work_id"] == failed
    assert recovered["summary"] == "acme recovered after http_404, HTTP 404 (1 attempt)"


def deliverer_channel(pages: PageServer, path: str = "/hook") -> WebhookChannel:
    return WebhookChannel(type="webhook", url=pages.url(path))


async def test_a_quarantined_alert_is_replayed_under_its_key_once(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    deliverer: Deliverer,
) -> None:
    key = await changed_alert(store, worker, pages, clock, settings)
    pages.pages["/hook"] = Page(b"gone", status=410)
    await deliverer.deliver_pending()
    [entry] = await store.quarantined(include_resolved=False)
    assert (entry.kind, entry.work_id, entry.attempts) == ("notification", key, 1)
    pages.pages["/hook"] = Page(b"", status=204)
    configured = settings.model_copy(update={"channels": {"ops": deliverer_channel(pages)}})
    said = await quarantine.replay(store, configured, clock, entry.id)
    assert said == f"entry {entry.id} replayed: {key} is now delivered"
    again = await quarantine.replay(store, configured, clock, entry.id)
    assert again == f"entry {entry.id} was already replayed; nothing to do"
    assert [headers["Idempotency-Key"] for _, headers, _ in pages.posts] == [key, key]
    assert rows(settings.database, "SELECT state, attempts, response_status FROM outbox") == [
        ("delivered", 2, 204)
    ]


async def test_a_replayed_alert_refused_again_stays_in_quarantine_and_a_drop_resolves_it(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    deliverer: Deliverer,
) -> None:
    await changed_alert(store, worker, pages, clock, settings)
    pages.pages["/hook"] = Page(b"gone", status=410)
    await deliverer.deliver_pending()
    [entry] = await store.quarantined(include_resolved=False)
    configured = settings.model_copy(update={"channels": {"ops": deliverer_channel(pages)}})
    said = await quarantine.replay(store, configured, clock, entry.id)
    assert said == f"entry {entry.id} failed again (http_410); it stays in quarantine"
    assert await quarantine.drop(store, clock, entry.id, "receiver retired") == (
        f"entry {entry.id} dropped"
    )
    assert await store.quarantined(include_resolved=False) == []
    assert await deliverer.deliver_pending() == 0
    assert len(pages.posts) == 2


async def test_a_slow_channel_does_not_hold_up_another(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
) -> None:
    await store.sync_targets([target(pages, notify=["slow", "fast"])], clock())
    for body in (b"<p>$10</p>", b"<p>$12</p>", b"<p>$14</p>", b"<p>$16</p>"):
        pages.pages["/pricing"] = Page(body, headers=HTML)
        await run(store, worker, clock, settings)
    pages.pages["/slow"] = Page(b"", delay=1.0)
    channels = {
        "slow": deliverer_channel(pages, "/slow"),
        "fast": deliverer_channel(pages, "/fast"),
    }
    sender = Deliverer(store, settings.model_copy(update={"channels": channels}), clock)
    started = time.time()
    try:
        assert await sender.deliver_pending() == 6
    finally:
        await sender.aclose()
    assert max(pages.hit_times["/fast"]) - started < 0.9  # not after even one slow answer
    assert max(pages.hit_times["/slow"]) - started >= 2.0  # the slow ones, one after another


async def test_stopping_mid_send_gives_the_alerts_in_hand_back(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    deliverer: Deliverer,
) -> None:
    key = await changed_alert(store, worker, pages, clock, settings)
    pages.pages["/hook"] = Page(b"", delay=2.0)
    received = threading.Event()
    pages.on_post = lambda _: received.set()
    sending = asyncio.create_task(deliverer.deliver_pending())
    assert await asyncio.to_thread(received.wait, 10)
    assert rows(settings.database, "SELECT COUNT(*) FROM outbox WHERE lease_token IS NOT NULL") == [
        (1,)
    ]
    sending.cancel()
    with pytest.raises(asyncio.CancelledError):
        await sending
    assert rows(settings.database, "SELECT key, state, lease_token FROM outbox") == [
        (key, "pending", None)
    ]


async def test_a_send_that_outlasts_its_lease_is_still_marked_delivered(
    store: SQLiteStore, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await changed_alert(store, worker, pages, clock, settings)
    [first] = await store.claim_deliveries("ops", "t1", clock(), 60_000, 10)
    clock.advance(60_000)
    [second] = await store.claim_deliveries("ops", "t2", clock(), 60_000, 10)
    assert await store.delivered(first, clock(), 200)  # the receiver has it, whoever holds it
    assert not await store.delivered(second, clock(), 200)
    assert rows(settings.database, "SELECT state, attempts, lease_token FROM outbox") == [
        ("delivered", 1, None)
    ]


async def test_a_receiver_that_trickles_its_answer_times_out_within_fetch_timeout(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
) -> None:
    await changed_alert(store, worker, pages, clock, settings)
    pages.pages["/hook"] = Page(b"x" * 50, trickle=0.1)  # every read well within the timeout
    configured = settings.model_copy(
        update={
            "channels": {"ops": deliverer_channel(pages)},
            "fetch_timeout": timedelta(seconds=1),
        }
    )
    sender = Deliverer(store, configured, clock)
    started = time.monotonic()
    try:
        assert await sender.deliver_pending() == 0
    finally:
        await sender.aclose()
    assert time.monotonic() - started < 3
    assert rows(settings.database, "SELECT state, attempts, error_class FROM outbox") == [
        ("pending", 1, "timeout")
    ]


async def test_what_an_alert_says_is_fixed_when_it_is_raised(
    store: SQLiteStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    deliverer: Deliverer,
) -> None:
    """A replay of an earlier slot, or a new URL, between two sends of one key changes
    neither what the second send shows against nor the URL it names."""
    await store.sync_targets([target(pages, notify=["ops"])], clock())
    for page in (
        Page(b"<p>$10</p>", headers=HTML),
        Page(b"gone", status=404),
        Page(b"<p>$12</p>", headers=HTML),
    ):
        pages.pages["/pricing"] = page
        await run(store, worker, clock, settings)
    pages.first["/hook"] = [Page(b"busy", status=503)]
    await deliverer.deliver_pending()
    [entry] = await store.quarantined(include_resolved=False)
    pages.pages["/pricing"] = Page(b"<p>$11</p>", headers=HTML)
    configured = settings.model_copy(update={"channels": {"ops": deliverer_channel(pages)}})
    assert "is now changed" in await quarantine.replay(store, configured, clock, entry.id)
    await store.sync_targets([target(pages, path="/new-pricing", notify=["ops"])], clock())
    clock.advance(3_600_000)
    await deliverer.deliver_pending()
    key = pages.posts[0][1]["Idempotency-Key"]  # the change at $12, refused once
    first, second = (json.loads(body) for _, headers, body in pages.posts
                     if headers["Idempotency-Key"] == key)  # fmt: skip
    assert first == second
    assert second["price_changes"] == ["(page): $10.00 → $12.00"]
    assert second["target"]["url"] == pages.url("/pricing")
