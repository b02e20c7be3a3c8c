"""Alerts are written with the result that raises them: one row per channel, one key each."""

import asyncio
import json
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from pydantic import SecretStr

from monitor.config.channels import Channel, WebhookChannel
from monitor.config.model import Settings
from monitor.notify.deliver import Deliverer
from monitor.ops import quarantine
from monitor.ops.quarantine import Replayed
from monitor.pipeline.worker import Worker
from monitor.store import Delivery, Store, WorkFailure
from tests.helpers import FakeClock, rows
from tests.integration.test_compare import HTML, run
from tests.integration.test_worker import target
from tests.pageserver import Page, PageServer

GONE = Page(body=b"gone", status=404)


def price(dollars: int) -> Page:
    return Page(body=f"<p>${dollars}</p>".encode(), headers=HTML)


@dataclass(kw_only=True)
class Checks:
    """One target, acme, checked by a real worker against pages served on /pricing."""

    store: Store
    worker: Worker
    pages: PageServer
    clock: FakeClock
    settings: Settings

    async def watch(self, path: str = "/pricing", **extra: object) -> None:
        await self.store.sync_targets([target(self.pages, "acme", path, **extra)], self.clock())

    async def serve(self, *served: Page) -> None:
        """Check the target once per page, each served in turn."""
        for page in served:
            self.pages.pages["/pricing"] = page
            await run(self.store, self.worker, self.clock, self.settings)

    async def changed_alert(self) -> str:
        """One change on a target notifying 'ops': the outbox key it raised."""
        await self.watch(notify=["ops"])
        await self.serve(price(10), price(12))
        [(key, _)] = self.outbox()
        return str(key)

    async def claim(self, token: str) -> list[Delivery]:
        return await self.store.claim_deliveries("ops", token, self.clock(), 60_000, 10)

    def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return rows(self.settings.database, sql, params)

    def outbox(self) -> list[tuple[Any, ...]]:
        return self.rows("SELECT key, event FROM outbox ORDER BY created_at, key")

    def work_id(self, status: str) -> str:
        """The one check that ended with this status."""
        [(work_id,)] = self.rows("SELECT work_id FROM source_checks WHERE status = ?", (status,))
        return str(work_id)

    def webhook(self, path: str = "/hook", secret: SecretStr | None = None) -> WebhookChannel:
        return WebhookChannel(type="webhook", url=self.pages.url(path), secret=secret)

    def with_channels(self, **channels: Channel) -> Settings:
        return self.settings.model_copy(update={"channels": channels})

    def with_ops(self) -> Settings:
        """What an operator's replay runs with: 'ops' configured, unsigned, on /hook."""
        return self.with_channels(ops=self.webhook())

    @asynccontextmanager
    async def delivering(self, settings: Settings) -> AsyncIterator[Deliverer]:
        sender = Deliverer(self.store, settings, self.clock)
        try:
            yield sender
        finally:
            await sender.aclose()


@pytest.fixture
def checks(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> Checks:
    return Checks(store=store, worker=worker, pages=pages, clock=clock, settings=settings)


@pytest.fixture
async def deliverer(checks: Checks) -> AsyncIterator[Deliverer]:
    signed = checks.with_channels(ops=checks.webhook(secret=SecretStr("k")))
    async with checks.delivering(signed) as sender:
        yield sender


async def test_a_change_writes_one_key_per_channel_and_nothing_else_does(checks: Checks) -> None:
    await checks.watch(notify=["mail", "ops"])
    await checks.serve(price(10), price(10), price(12), price(12))
    changed = checks.work_id("changed")
    assert checks.outbox() == [(f"mail:{changed}", "changed"), (f"ops:{changed}", "changed")]


async def test_a_silenced_target_writes_no_alert(checks: Checks) -> None:
    await checks.watch(notify=[])
    await checks.serve(price(10), price(12))
    assert checks.outbox() == []


@pytest.mark.parametrize(
    ("notify_on", "expected"),
    [(["changed"], []), (["quarantined", "recovered"], ["quarantined", "recovered"])],
)
async def test_quarantine_and_recovery_alert_when_the_target_asks(
    checks: Checks, notify_on: list[str], expected: list[str]
) -> None:
    await checks.watch(notify=["ops"], notify_on=notify_on)
    await checks.serve(price(10), GONE, price(10), price(10))
    assert [event for _, event in checks.outbox()] == expected


async def test_a_delivery_is_leased_once_and_marked_once(checks: Checks) -> None:
    key = await checks.changed_alert()
    clock = checks.clock
    [delivery] = await checks.claim("t1")
    assert (delivery.key, delivery.event, delivery.previous_attempts) == (key, "changed", 0)
    assert await checks.claim("t2") == []  # held
    assert await checks.store.delivered(delivery, clock(), 204)
    assert not await checks.store.delivered(delivery, clock(), 204)  # marked already
    clock.advance(120_000)
    assert await checks.claim("t3") == []
    assert checks.rows("SELECT state, attempts, response_status FROM outbox") == [
        ("delivered", 1, 204)
    ]


async def test_a_failed_delivery_waits_then_is_quarantined(checks: Checks) -> None:
    key = await checks.changed_alert()
    clock = checks.clock
    [first] = await checks.claim("t1")
    wait = WorkFailure(
        error_class="http_503", error="HTTP 503", http_status=503, retry_at=clock() + 30_000
    )
    assert await checks.store.delivery_failed(first, clock(), wait)
    assert await checks.claim("t2") == []  # backing off
    clock.advance(30_000)
    [second] = await checks.claim("t3")
    assert second.previous_attempts == 1
    give_up = WorkFailure(
        error_class="http_404", error="HTTP 404", http_status=404, quarantine="permanent"
    )
    assert await checks.store.delivery_failed(second, clock(), give_up)
    clock.advance(3_600_000)
    assert await checks.claim("t4") == []
    assert checks.rows("SELECT kind, work_id, reason FROM quarantine") == [
        ("notification", key, "permanent")
    ]


async def test_a_receiver_failing_twice_gets_one_key_three_times_then_it_is_delivered(
    checks: Checks, deliverer: Deliverer
) -> None:
    key = await checks.changed_alert()
    pages = checks.pages
    pages.first["/hook"] = [Page(body=b"busy", status=500), Page(body=b"busy", status=500)]
    for _ in range(3):
        await deliverer.deliver_pending()
        checks.clock.advance(3_600_000)  # past any backoff
    assert [headers["Idempotency-Key"] for _, headers, _ in pages.posts] == [key] * 3
    content = json.loads(pages.posts[-1][2])
    assert content["price_changes"] == ["(page): $10.00 → $12.00"]
    assert checks.rows("SELECT state, attempts, response_status FROM outbox") == [
        ("delivered", 3, 200)
    ]
    assert await deliverer.deliver_pending() == 0  # nothing is sent twice once marked
    assert len(pages.posts) == 3


async def test_a_receiver_that_refuses_for_good_quarantines_the_alert(
    checks: Checks, deliverer: Deliverer
) -> None:
    key = await checks.changed_alert()
    checks.pages.pages["/hook"] = Page(body=b"gone", status=410)
    assert await deliverer.deliver_pending() == 0
    assert checks.rows("SELECT kind, work_id, error_class FROM quarantine") == [
        ("notification", key, "http_410")
    ]


async def test_a_quarantined_slot_replayed_into_a_change_alerts_the_change_too(
    checks: Checks, deliverer: Deliverer
) -> None:
    await checks.watch(notify=["ops"], notify_on=["changed", "quarantined"])
    await checks.serve(price(10), GONE)
    [entry] = await checks.store.quarantined(include_resolved=False)
    checks.pages.pages["/pricing"] = price(12)
    replayed = await quarantine.replay(checks.store, checks.with_ops(), checks.clock, entry.id)
    assert "is now changed" in replayed.line
    assert checks.outbox() == [
        (f"ops:{entry.work_id}", "changed"),
        (f"ops:{entry.work_id}:quarantined", "quarantined"),
    ]
    assert await deliverer.deliver_pending() == 2
    sent = {json.loads(body)["event"]: json.loads(body) for _, _, body in checks.pages.posts}
    assert sent["quarantined"]["failure"]["error_class"] == "http_404"
    assert sent["quarantined"]["summary"] == (
        "acme failed and is quarantined: http_404, HTTP 404 (1 attempt)"
    )
    assert sent["changed"]["price_changes"] == ["(page): $10.00 → $12.00"]
    assert sent["changed"]["failure"] is None


async def test_a_recovery_that_also_changes_raises_both_alerts(
    checks: Checks, deliverer: Deliverer
) -> None:
    await checks.watch(notify=["ops"], notify_on=["changed", "recovered"])
    await checks.serve(price(10), GONE, price(12))
    failed, changed = checks.work_id("failed"), checks.work_id("changed")
    assert checks.outbox() == [
        (f"ops:{changed}", "changed"),
        (f"ops:{changed}:recovered", "recovered"),
    ]
    # The alert names the failure it reports, so the retention cleanup keeps it.
    assert checks.rows("SELECT before_work_id FROM outbox WHERE event = 'recovered'") == [(failed,)]
    assert await deliverer.deliver_pending() == 2
    recovered = next(
        json.loads(body)
        for _, _, body in checks.pages.posts
        if json.loads(body)["event"] == "recovered"
    )
    assert recovered["work_id"] == changed
    assert recovered["failure"]["work_id"] == failed
    assert recovered["summary"] == "acme recovered after http_404, HTTP 404 (1 attempt)"


async def test_a_quarantined_alert_is_replayed_under_its_key_once(
    checks: Checks, deliverer: Deliverer
) -> None:
    key = await checks.changed_alert()
    pages = checks.pages
    pages.pages["/hook"] = Page(body=b"gone", status=410)
    await deliverer.deliver_pending()
    [entry] = await checks.store.quarantined(include_resolved=False)
    assert (entry.kind, entry.work_id, entry.attempts) == ("notification", key, 1)
    pages.pages["/hook"] = Page(body=b"", status=204)
    configured = checks.with_ops()
    said = await quarantine.replay(checks.store, configured, checks.clock, entry.id)
    assert said == Replayed(f"entry {entry.id} replayed: {key} is now delivered")
    again = await quarantine.replay(checks.store, configured, checks.clock, entry.id)
    assert again == Replayed(f"entry {entry.id} was already replayed; nothing to do")
    assert [headers["Idempotency-Key"] for _, headers, _ in pages.posts] == [key, key]
    assert checks.rows("SELECT state, attempts, response_status FROM outbox") == [
        ("delivered", 2, 204)
    ]


async def test_a_replayed_alert_refused_again_stays_in_quarantine_and_a_drop_resolves_it(
    checks: Checks, deliverer: Deliverer
) -> None:
    await checks.changed_alert()
    store, clock = checks.store, checks.clock
    checks.pages.pages["/hook"] = Page(body=b"gone", status=410)
    await deliverer.deliver_pending()
    [entry] = await store.quarantined(include_resolved=False)
    said = await quarantine.replay(store, checks.with_ops(), clock, entry.id)
    assert said == Replayed(
        f"entry {entry.id} failed again (http_410); it stays in quarantine", True
    )
    assert await quarantine.drop(store, clock, entry.id, "receiver retired") == (
        f"entry {entry.id} dropped"
    )
    assert await store.quarantined(include_resolved=False) == []
    assert await deliverer.deliver_pending() == 0
    assert len(checks.pages.posts) == 2


async def test_a_slow_channel_does_not_hold_up_another(checks: Checks) -> None:
    await checks.watch(notify=["slow", "fast"])
    await checks.serve(price(10), price(12), price(14), price(16))
    pages = checks.pages
    pages.pages["/slow"] = Page(body=b"", delay=1.0)
    channels = checks.with_channels(slow=checks.webhook("/slow"), fast=checks.webhook("/fast"))
    async with checks.delivering(channels) as sender:
        started = time.time()
        assert await sender.deliver_pending() == 6
    assert max(pages.hit_times["/fast"]) - started < 0.9  # not after even one slow answer
    assert max(pages.hit_times["/slow"]) - started >= 2.0  # the slow ones, one after another


async def test_stopping_mid_send_gives_the_alerts_in_hand_back(
    checks: Checks, deliverer: Deliverer
) -> None:
    key = await checks.changed_alert()
    checks.pages.pages["/hook"] = Page(body=b"", delay=2.0)
    received = threading.Event()
    checks.pages.on_post = lambda _: received.set()
    sending = asyncio.create_task(deliverer.deliver_pending())
    assert await asyncio.to_thread(received.wait, 10)
    assert checks.rows("SELECT COUNT(*) FROM outbox WHERE lease_token IS NOT NULL") == [(1,)]
    sending.cancel()
    with pytest.raises(asyncio.CancelledError):
        await sending
    assert checks.rows("SELECT key, state, lease_token FROM outbox") == [(key, "pending", None)]


async def test_a_send_that_outlasts_its_lease_is_still_marked_delivered(checks: Checks) -> None:
    await checks.changed_alert()
    store, clock = checks.store, checks.clock
    [first] = await checks.claim("t1")
    clock.advance(60_000)
    [second] = await checks.claim("t2")
    assert await store.delivered(first, clock(), 200)  # the receiver has it, whoever holds it
    assert not await store.delivered(second, clock(), 200)
    assert checks.rows("SELECT state, attempts, lease_token FROM outbox") == [
        ("delivered", 1, None)
    ]


async def test_a_receiver_that_trickles_its_answer_times_out_within_fetch_timeout(
    checks: Checks,
) -> None:
    await checks.changed_alert()
    checks.pages.pages["/hook"] = Page(
        body=b"x" * 50, trickle=0.1
    )  # every read well within timeout
    configured = checks.with_ops().model_copy(update={"fetch_timeout": timedelta(seconds=1)})
    async with checks.delivering(configured) as sender:
        started = time.monotonic()
        assert await sender.deliver_pending() == 0
    assert time.monotonic() - started < 3
    assert checks.rows("SELECT state, attempts, error_class FROM outbox") == [
        ("pending", 1, "timeout")
    ]


async def test_what_an_alert_says_is_fixed_when_it_is_raised(
    checks: Checks, deliverer: Deliverer
) -> None:
    """A replay of an earlier slot, or a new URL, between two sends of one key changes
    neither what the second send shows against nor the URL it names."""
    pages = checks.pages
    await checks.watch(notify=["ops"])
    await checks.serve(price(10), GONE, price(12))
    pages.first["/hook"] = [Page(body=b"busy", status=503)]
    await deliverer.deliver_pending()
    [entry] = await checks.store.quarantined(include_resolved=False)
    pages.pages["/pricing"] = price(11)
    replayed = await quarantine.replay(checks.store, checks.with_ops(), checks.clock, entry.id)
    assert "is now changed" in replayed.line
    await checks.watch(path="/new-pricing", notify=["ops"])
    checks.clock.advance(3_600_000)
    await deliverer.deliver_pending()
    key = pages.posts[0][1]["Idempotency-Key"]  # the change at $12, refused once
    first, second = (
        json.loads(body) for _, headers, body in pages.posts if headers["Idempotency-Key"] == key
    )
    assert first == second
    assert second["price_changes"] == ["(page): $10.00 → $12.00"]
    assert second["target"]["url"] == pages.url("/pricing")
