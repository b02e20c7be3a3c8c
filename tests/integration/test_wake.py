"""The daemon wakes when the earliest slot falls due, not at the next tick: the tick and each
commit say when that is, from the database (each backend) and the cadence."""

from datetime import timedelta

from monitor.config.model import Target
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.tick import Ticker
from monitor.pipeline.worker import Worker
from monitor.store import Slot, Store
from tests.helpers import MINUTE, T0, FakeClock
from tests.integration.test_worker import DAY, target
from tests.pageserver import Page, PageServer


def at(target_id: str, start: int, interval: str = "1h", **extra: object) -> Target:
    """A target whose first slot is ``start`` (Unix ms)."""
    return Target.model_validate(
        {
            "id": target_id,
            "url": "http://127.0.0.1:9/",
            "interval": interval,
            "start_at": start / 1000,
        }
        | extra
    )


async def test_the_next_slot_is_the_earliest_ahead_of_an_enabled_target(
    store: Store, clock: FakeClock
) -> None:
    assert await store.next_due(T0) is None  # no target at all
    await store.sync_targets(
        [
            at("due", T0),
            at("later", T0 + 9 * MINUTE),
            at("sooner", T0 + 5 * MINUTE),
            at("tied", T0 + 5 * MINUTE),
            at("off", T0 + MINUTE, enabled=False),
        ],
        clock(),
    )
    assert await store.next_due(T0) == Slot("sooner", T0 + 5 * MINUTE)  # ties: by id
    assert await store.next_due(T0 + 5 * MINUTE) == Slot("later", T0 + 9 * MINUTE)
    assert await store.next_due(T0 + 9 * MINUTE) is None  # due now is not ahead


async def test_each_tick_wakes_the_daemon_for_the_earliest_slot_ahead(
    store: Store, clock: FakeClock
) -> None:
    await store.sync_targets([at("a", T0 + 7 * MINUTE), at("b", T0 + 3 * MINUTE)], clock())
    woken: list[int] = []
    queue = SlotQueue(maxsize=10, consumers=1)
    assert await Ticker(store, queue, clock, woken.append).tick() == (0, 0)
    assert woken == [T0 + 3 * MINUTE]
    alone: list[int] = []  # the benchmark's "before": only the tick's own interval
    assert await Ticker(store, queue, clock, alone.append, wake_for_slots=False).tick() == (0, 0)
    assert alone == []


async def test_a_commit_wakes_the_daemon_for_the_next_slot_it_wrote(
    store: Store, fetcher: Fetcher, clock: FakeClock, pages: PageServer
) -> None:
    pages.pages["/pricing"] = Page()
    await store.sync_targets([target(pages)], clock())
    woken: list[int] = []
    worker = Worker(store, fetcher, clock, timedelta(minutes=5), on_next_slot=woken.append)
    clock.advance(MINUTE)  # a minute late: the next slot is still the cadence's
    assert await worker.check(Slot("acme", T0)) == "baseline"
    assert woken == [T0 + DAY]
