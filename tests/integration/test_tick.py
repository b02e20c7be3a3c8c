"""The tick proposes every due slot once, page by page, waiting for room in the queue."""

import asyncio

from monitor.config.model import Target
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.tick import PAGE_SIZE, Ticker
from monitor.store import DaemonBeat, Slot, Store
from tests.helpers import MINUTE, T0, FakeClock


def targets(count: int) -> list[Target]:
    return [
        Target.model_validate(
            {"id": f"t{n:05d}", "url": f"http://127.0.0.1:9/{n}", "interval": "15m"}
        )
        for n in range(count)
    ]


async def drain(queue: SlotQueue) -> list[Slot]:
    taken = []
    while len(queue):
        slot = await queue.take()
        assert slot is not None
        taken.append(slot)
        queue.done(slot)
    return taken


async def test_every_due_slot_is_proposed_across_pages(store: Store, clock: FakeClock) -> None:
    count = PAGE_SIZE * 2 + 7
    await store.sync_targets(targets(count), clock())
    queue = SlotQueue(maxsize=count, consumers=1)
    assert await Ticker(store, queue, clock).tick() == (count, count)
    taken = await drain(queue)
    assert len(set(taken)) == count
    assert {slot.scheduled_for for slot in taken} == {T0}


async def test_slots_already_queued_are_not_proposed_again(store: Store, clock: FakeClock) -> None:
    await store.sync_targets(targets(10), clock())
    queue = SlotQueue(maxsize=100, consumers=1)
    ticker = Ticker(store, queue, clock)
    assert await ticker.tick() == (10, 10)
    assert await ticker.tick() == (10, 0)
    await drain(queue)
    assert await ticker.tick() == (10, 10)


async def test_leased_and_future_slots_are_not_due(store: Store, clock: FakeClock) -> None:
    await store.sync_targets(targets(3), clock())
    await store.claim(Slot("t00000", T0), "held", clock(), 5 * MINUTE)
    queue = SlotQueue(maxsize=100, consumers=1)
    ticker = Ticker(store, queue, clock)
    assert await ticker.tick() == (2, 2)
    clock.now = T0 - 1
    await drain(queue)
    assert await ticker.tick() == (0, 0)


async def test_a_full_queue_makes_the_tick_wait_instead_of_loading_everything(
    store: Store, clock: FakeClock
) -> None:
    await store.sync_targets(targets(20), clock())
    queue = SlotQueue(maxsize=5, consumers=1)
    tick = asyncio.create_task(Ticker(store, queue, clock).tick())
    await asyncio.sleep(0.2)
    assert not tick.done()
    assert len(queue) == 6  # five queued and one waiting for room
    taken = []
    for _ in range(20):
        slot = await queue.take()
        assert slot is not None
        taken.append(slot)
        queue.done(slot)
    assert await tick == (20, 20)
    assert len(set(taken)) == 20


async def test_a_shared_tick_counts_each_due_slot_once(store: Store, clock: FakeClock) -> None:
    """The share's pass, then the pass for what other shares left: the slots of the first
    wait in this daemon's queue, still due, and the second finds them again."""
    await store.sync_targets(targets(40), clock())
    for daemon_id in ("host:1:a", "host:2:b"):
        await store.beat(
            DaemonBeat(
                id=daemon_id,
                host="host",
                pid=1,
                started_at=T0,
                beat_at=clock(),
                last_tick_at=None,
                queue_depth=0,
                healthy=True,
                reasons=(),
            )
        )
    queue = SlotQueue(maxsize=100, consumers=1)
    assert await Ticker(store, queue, clock, daemon_id="host:1:a").tick() == (40, 40)
    assert len(set(await drain(queue))) == 40
