"""The tick against an in-memory store of its role (``Proposals`` and ``Pulse``): what it
proposes, counts and wakes for. ``tests/integration/test_tick.py`` holds the same contract
against both real databases."""

import pytest

from monitor.config.model import Target
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.tick import PAGE_SIZE, Ticker
from monitor.store import Claim, Slot
from tests.helpers import MINUTE, T0, FakeClock
from tests.memory_store import Lease, MemoryStore


def store_of(*due: int, interval: str = "15m") -> MemoryStore:
    """One target per slot given, ``t0``, ``t1``…"""
    store = MemoryStore()
    for n, slot in enumerate(due):
        target = Target.model_validate(
            {"id": f"t{n}", "url": f"http://127.0.0.1:9/{n}", "interval": interval}
        )
        store.add(target, slot)
    return store


async def taken(queue: SlotQueue) -> list[Slot]:
    slots = []
    while len(queue):
        slot = await queue.take()
        assert slot is not None
        slots.append(slot)
        queue.done(slot)
    return slots


async def test_every_due_slot_is_proposed_in_slot_order_across_pages() -> None:
    count = PAGE_SIZE * 2 + 3
    store = store_of(*(T0 - n for n in range(count)))
    queue = SlotQueue(maxsize=count, consumers=1)
    assert await Ticker(store, queue, FakeClock()).tick() == (count, count)
    proposed = await taken(queue)
    assert [slot.scheduled_for for slot in proposed] == sorted(T0 - n for n in range(count))


@pytest.mark.parametrize(
    ("held", "retry_at", "due"),
    [
        pytest.param(None, None, 1, id="free"),
        pytest.param(Lease("other", T0 + 1, "d2"), None, 0, id="leased"),
        pytest.param(Lease("other", T0, "d2"), None, 1, id="lease-expired"),
        pytest.param(None, T0 + MINUTE, 0, id="backing-off"),
        pytest.param(None, T0, 1, id="backoff-over"),
    ],
)
async def test_only_a_slot_nobody_holds_and_no_backoff_delays_is_due(
    held: Lease | None, retry_at: int | None, due: int
) -> None:
    store = store_of(T0)
    store.targets["t0"].lease = held
    store.targets["t0"].retry_at = retry_at
    queue = SlotQueue(maxsize=10, consumers=1)
    assert await Ticker(store, queue, FakeClock()).tick() == (due, due)


async def test_a_slot_still_queued_is_counted_but_not_proposed_again() -> None:
    store = store_of(T0, T0 - MINUTE)
    queue = SlotQueue(maxsize=10, consumers=1)
    ticker = Ticker(store, queue, FakeClock())
    assert await ticker.tick() == (2, 2)
    assert await ticker.tick() == (2, 0)
    await taken(queue)
    assert await ticker.tick() == (2, 2)


async def test_the_tick_wakes_for_the_next_retry_and_the_next_slot() -> None:
    store = store_of(T0 + 5 * MINUTE, T0 - MINUTE)
    store.targets["t1"].retry_at = T0 + 2 * MINUTE
    woken: list[int] = []
    queue = SlotQueue(maxsize=10, consumers=1)
    assert await Ticker(store, queue, FakeClock(), woken.append).tick() == (0, 0)
    assert woken == [T0 + 2 * MINUTE, T0 + 5 * MINUTE]


async def test_slots_of_a_disabled_target_are_neither_due_nor_woken_for() -> None:
    store = MemoryStore()
    target = Target.model_validate(
        {"id": "off", "url": "http://127.0.0.1:9/", "interval": "15m", "enabled": False}
    )
    store.add(target, T0)
    woken: list[int] = []
    queue = SlotQueue(maxsize=10, consumers=1)
    assert await Ticker(store, queue, FakeClock(), woken.append).tick() == (0, 0)
    assert woken == []


async def test_a_claimed_slot_leaves_the_due_set_until_its_lease_expires() -> None:
    store, clock = store_of(T0), FakeClock()
    claim = await store.claim(Slot("t0", T0), "mine", clock(), MINUTE)
    assert isinstance(claim, Claim)
    queue = SlotQueue(maxsize=10, consumers=1)
    ticker = Ticker(store, queue, clock)
    assert await ticker.tick() == (0, 0)
    clock.advance(MINUTE)
    assert await ticker.tick() == (1, 1)
