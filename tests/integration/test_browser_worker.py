"""A rendered check through the worker, on both backends: the lease is renewed while a long
render runs, as during a long fetch, a bot wall a browser renders is a failure, no baseline,
and a consumer hands a render off to take the next slot: the render keeps its lease while it
waits for the browser, and loses it, committing nothing, to whoever took it over."""

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from monitor.config.model import BrowserSettings, Settings, Target
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.worker import Worker
from monitor.store import ClaimRefused, Slot, Store
from tests.botwalls import WALLS
from tests.chromium import require_chromium
from tests.helpers import T0, FakeClock, execute, rows
from tests.pageserver import Page, PageServer

HTML = {"Content-Type": "text/html"}
SHELL = (
    b"<div id=p>...</div><script>fetch('/api').then(r => r.json()).then(j => "
    b"document.getElementById('p').innerHTML = '<p class=price>Pro: $' + j.price + '</p>')"
    b"</script>"
)


@pytest.fixture
async def worker(store: Store, clock: FakeClock, settings: Settings) -> AsyncIterator[Worker]:
    """A worker whose lease (0.3 s) is much shorter than the render."""
    require_chromium()
    short = settings.model_copy(update={"lease": timedelta(seconds=0.3)})
    fetcher = Fetcher(short)
    yield Worker(store, fetcher, clock, short.lease)
    await fetcher.aclose()


def rendered(pages: PageServer) -> Target:
    return Target.model_validate(
        {
            "id": "acme",
            "url": pages.url("/pricing"),
            "interval": "24h",
            "render": "browser",
            "extract": "prices",
            "wait_for": ".price",
            "render_timeout": "20s",
        }
    )


async def test_the_lease_is_renewed_while_a_long_render_runs(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    pages.pages["/pricing"] = Page(body=SHELL, headers=HTML)
    pages.pages["/api"] = Page(body=b'{"price": 12}', delay=2.0)
    await store.sync_targets([rendered(pages)], clock())
    check = asyncio.create_task(worker.check(Slot("acme", T0)))
    await asyncio.sleep(1.0)  # the browser starting, or the page waiting on its data
    assert not check.done()
    clock.advance(350)  # past the first expiry: only a renewal keeps the lease ours
    await asyncio.sleep(0.3)
    [(expires,)] = rows(settings.database, "SELECT lease_expires_at FROM monitor_targets")
    assert expires == clock() + 300
    assert await store.claim(Slot("acme", T0), "thief", clock(), 300) == ClaimRefused.LEASED
    assert await check == "baseline"


async def test_a_rendered_wall_is_a_failure_without_a_snapshot(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    _, status, headers, body = WALLS[0]
    pages.pages["/pricing"] = Page(body=body.encode(), status=status, headers=HTML | headers)
    target = rendered(pages).model_copy(update={"wait_for": None})
    await store.sync_targets([target], clock())
    assert await worker.check(Slot("acme", T0)) == "failed"
    assert rows(settings.database, "SELECT status, error_class FROM source_checks") == [
        ("failed", "blocked")
    ]
    assert rows(settings.database, "SELECT COUNT(*) FROM snapshots") == [(0,)]


@pytest.mark.parametrize("room", [4, 0], ids=["handed off", "no room: in the consumer"])
async def test_a_consumer_takes_the_next_slot_while_a_render_runs(
    store: Store, fetcher: Fetcher, pages: PageServer, clock: FakeClock, room: int
) -> None:
    require_chromium()
    worker = Worker(store, fetcher, clock, timedelta(minutes=5), rendering=room)
    pages.pages["/pricing"] = Page(body=SHELL, headers=HTML)
    pages.pages["/api"] = Page(body=b'{"price": 12}', delay=1.5)
    plain = Target.model_validate({"id": "zeta", "url": pages.url("/p"), "interval": "24h"})
    pages.pages["/p"] = Page(body=b"<p>Other: $5/mo</p>")
    await store.sync_targets([rendered(pages), plain], clock())
    queue = SlotQueue(4, 1)
    ended: dict[Slot, str] = {}
    consumer = asyncio.create_task(worker.consume(queue, ended))
    for slot in (Slot("acme", T0), Slot("zeta", T0)):
        await queue.propose(slot)
    await asyncio.sleep(0.5)
    # Handed off, "zeta" is done while "acme" renders; in the consumer, it waits behind it.
    assert ended == ({Slot("zeta", T0): "baseline"} if room else {})
    assert len(queue) == 2 - len(ended)
    await asyncio.wait_for(queue.join(), 30)
    assert ended == {Slot("acme", T0): "baseline", Slot("zeta", T0): "baseline"}
    queue.close()
    await asyncio.wait_for(consumer, 1)


async def test_a_render_waiting_for_the_browser_keeps_its_lease_until_taken_over(
    store: Store, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    require_chromium()
    one = settings.model_copy(
        update={"lease": timedelta(seconds=0.3), "browser": BrowserSettings(concurrency=1)}
    )
    fetcher = Fetcher(one)
    worker = Worker(store, fetcher, clock, one.lease)
    pages.pages["/pricing"] = Page(body=SHELL, headers=HTML)
    pages.pages["/api"] = Page(body=b'{"price": 12}', delay=2.0)
    second = rendered(pages).model_copy(update={"id": "beta"})
    await store.sync_targets([rendered(pages), second], clock())
    queue = SlotQueue(4, 1)
    ended: dict[Slot, str] = {}
    consumer = asyncio.create_task(worker.consume(queue, ended))
    try:
        for slot in (Slot("acme", T0), Slot("beta", T0)):
            await queue.propose(slot)
        await asyncio.sleep(1.0)  # "acme" has the browser; "beta" waits for it
        clock.advance(350)  # past the first expiry: only a renewal keeps the lease ours
        await asyncio.sleep(0.3)
        expiry = "SELECT lease_expires_at FROM monitor_targets WHERE id = 'beta'"
        assert rows(settings.database, expiry) == [(clock() + 300,)]
        execute(
            settings.database, "UPDATE monitor_targets SET lease_token = 'thief' WHERE id = 'beta'"
        )
        await asyncio.wait_for(queue.join(), 30)
        assert ended == {Slot("acme", T0): "baseline", Slot("beta", T0): "lease_lost"}
        assert rows(settings.database, "SELECT target_id FROM source_checks") == [("acme",)]
    finally:
        queue.close()
        consumer.cancel()  # a failed assertion leaves the renders to give their leases back
        await asyncio.gather(consumer, return_exceptions=True)
        await fetcher.aclose()
