"""The confirming fetch inside one check, on each backend: the lease is kept through the wait,
lost or cancelled it records nothing, the consumer hands the wait off and acknowledges the
slot only once it committed, and the learned set is stored with the target, never over an
operator's --clear."""

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from monitor.config.model import Settings
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.worker import Worker
from monitor.store import Slot, Store
from tests.helpers import T0, FakeClock, execute, rows
from tests.integration.test_worker import DAY, checks, schedule, target
from tests.pageserver import Page, PageServer

COUNTED = "<html><body><h2>Pro</h2><p>{price}/mo</p><p>Served by node {hit} in {ms} ms</p>"


def counted(price: str, hit: int) -> Page:
    return Page(body=(COUNTED.format(price=price, hit=hit, ms=hit * 3) + "</body></html>").encode())


def serve(pages: PageServer, price: str, first: int, path: str = "/pricing") -> None:
    pages.first[path] = [counted(price, hit) for hit in range(first, first + 10)]


@pytest.fixture
async def confirming(
    store: Store, clock: FakeClock, settings: Settings
) -> AsyncIterator[tuple[Worker, Fetcher]]:
    """A worker whose lease (0.3 s) is shorter than its confirm delay (0.6 s)."""
    short = settings.model_copy(update={"lease": timedelta(seconds=0.3)})
    fetcher = Fetcher(short)
    yield Worker(store, fetcher, clock, short.lease, confirm_delay=timedelta(seconds=0.6)), fetcher
    await fetcher.aclose()


async def baseline(store: Store, worker: Worker, pages: PageServer, clock: FakeClock) -> None:
    serve(pages, "$19", 1)
    await store.sync_targets([target(pages)], clock())
    assert await worker.check(Slot("acme", T0)) == "baseline"
    clock.advance(DAY)


async def second_check(
    store: Store, confirming: tuple[Worker, Fetcher], pages: PageServer, clock: FakeClock
) -> "asyncio.Task[str]":
    """The baseline, then the next slot's check started: its first fetch sees the counter move."""
    worker, _ = confirming
    await baseline(store, worker, pages, clock)
    return asyncio.create_task(worker.check(Slot("acme", T0 + DAY)))


@pytest.fixture
async def started(
    store: Store, confirming: tuple[Worker, Fetcher], pages: PageServer, clock: FakeClock
) -> "asyncio.Task[str]":
    return await second_check(store, confirming, pages, clock)


async def test_the_lease_is_renewed_while_the_confirming_fetch_waits(
    started: "asyncio.Task[str]", pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    check = started
    await asyncio.sleep(0.25)
    clock.advance(350)  # past the first expiry: only a renewal keeps the lease ours
    await asyncio.sleep(0.2)
    assert schedule(settings)[2] == clock() + 300
    assert await check == "unchanged"  # the counter alone moved
    assert pages.hits["/pricing"] == 3
    learned = rows(settings.database, "SELECT volatile_json FROM monitor_targets")[0][0]
    assert "Served by node # in # ms" in learned
    [(attempts, aside)] = rows(
        settings.database,
        "SELECT attempt_count, set_aside_json FROM source_checks WHERE status = 'unchanged'",
    )
    assert attempts == 1
    assert '"set_aside": 1' in aside


async def test_a_lease_taken_over_during_the_wait_records_nothing(
    started: "asyncio.Task[str]", pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    check = started
    await asyncio.sleep(0.15)
    execute(settings.database, "UPDATE monitor_targets SET lease_token = 'thief'")
    assert await asyncio.wait_for(check, 2) == "lease_lost"
    assert [row[1] for row in checks(settings)] == ["baseline"]
    assert rows(settings.database, "SELECT volatile_json FROM monitor_targets") == [("[]",)]


async def test_a_shutdown_during_the_wait_gives_the_lease_back(
    started: "asyncio.Task[str]", pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    check = started
    await asyncio.sleep(0.2)
    check.cancel()
    with pytest.raises(asyncio.CancelledError):
        await check
    assert schedule(settings) == (T0 + DAY, None, None)
    assert [row[1] for row in checks(settings)] == ["baseline"]


@pytest.mark.parametrize("room", [4, 0], ids=["handed off", "no room: in the consumer"])
async def test_a_consumer_acknowledges_a_confirmed_slot_only_once_it_committed(
    store: Store, fetcher: Fetcher, pages: PageServer, clock: FakeClock, room: int
) -> None:
    worker = Worker(
        store,
        fetcher,
        clock,
        timedelta(minutes=5),
        confirm_delay=timedelta(seconds=0.5),
        confirming=room,
    )
    serve(pages, "$19", 1)
    pages.pages["/other"] = Page(body=b"<p>Other: $5/mo</p>")
    await store.sync_targets([target(pages), target(pages, "zeta", "/other")], clock())
    assert await worker.check(Slot("acme", T0)) == "baseline"
    assert await worker.check(Slot("zeta", T0)) == "baseline"
    clock.advance(DAY)
    serve(pages, "$24", 5)  # a real change, and the counter
    queue = SlotQueue(4, 1)
    ended: dict[Slot, str] = {}
    consumer = asyncio.create_task(worker.consume(queue, ended))
    for slot in (Slot("acme", T0 + DAY), Slot("zeta", T0 + DAY)):
        await queue.propose(slot)
    await asyncio.sleep(0.3)
    # Handed off, "zeta" is done while "acme" waits; in the consumer, it waits behind it.
    assert ended == ({Slot("zeta", T0 + DAY): "unchanged"} if room else {})
    assert len(queue) == 2 - len(ended)
    await asyncio.wait_for(queue.join(), 3)
    assert ended == {Slot("acme", T0 + DAY): "changed", Slot("zeta", T0 + DAY): "unchanged"}
    queue.close()
    await asyncio.wait_for(consumer, 1)


async def test_a_consumer_stopped_mid_wait_cancels_what_it_handed_off(
    store: Store, fetcher: Fetcher, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    worker = Worker(store, fetcher, clock, timedelta(minutes=5), confirm_delay=timedelta(seconds=2))
    await baseline(store, worker, pages, clock)
    queue = SlotQueue(4, 1)
    consumer = asyncio.create_task(worker.consume(queue))
    await queue.propose(Slot("acme", T0 + DAY))
    await asyncio.sleep(0.3)
    queue.close()
    await asyncio.sleep(0.1)
    assert not consumer.done()  # a closed queue waits for the confirmation...
    consumer.cancel()  # ...until the shutdown's grace runs out
    with pytest.raises(asyncio.CancelledError):
        await consumer
    assert schedule(settings) == (T0 + DAY, None, None)
    assert [row[1] for row in checks(settings)] == ["baseline"]


async def test_a_clear_during_the_check_wins_over_what_it_learned(
    store: Store,
    confirming: tuple[Worker, Fetcher],
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
) -> None:
    known = '[{"kind": "line", "text": "Old #", "context": null}]'
    check = await second_check(store, confirming, pages, clock)
    execute(settings.database, "UPDATE monitor_targets SET volatile_json = ?", (known,))
    await asyncio.sleep(0.2)
    assert await store.clear_learned("acme") == 1
    assert await check == "unchanged"
    assert rows(settings.database, "SELECT volatile_json FROM monitor_targets") == [("[]",)]
    assert await store.clear_learned("acme") == 0
    assert await store.learned("acme") == ()
    assert await store.learned("nobody") is None


async def test_the_confirm_delay_is_synced_and_new_rules_forget_what_was_learned(
    store: Store, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages, confirm_delay="0.25s")], clock())
    assert rows(settings.database, "SELECT confirm_delay_ms FROM monitor_targets") == [(250,)]
    known = '[{"kind": "line", "text": "Old #", "context": null}]'
    execute(settings.database, "UPDATE monitor_targets SET volatile_json = ?", (known,))
    report = await store.sync_targets([target(pages)], clock())  # the settings' delay now
    assert report.updated == 1
    assert rows(
        settings.database, "SELECT confirm_delay_ms, volatile_json FROM monitor_targets"
    ) == [(None, known)]
    await store.sync_targets([target(pages, selector="main")], clock())
    assert rows(settings.database, "SELECT volatile_json FROM monitor_targets") == [("[]",)]
