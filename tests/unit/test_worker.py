"""A consumer's checks against an in-memory store of its role (``Checks``) and a real page
server on 127.0.0.1: the slot's identity, the lease's fence, the cadence, retries and the
quarantine. ``tests/integration/test_worker.py`` holds the same contract against both real
databases."""

import asyncio
from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from pathlib import Path

import pytest

from monitor.config.model import Settings, Target, load_settings
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.retry import RetryPolicy
from monitor.pipeline.worker import Worker
from monitor.schedule import work_id
from monitor.store import Slot
from tests.helpers import MINUTE, T0, FakeClock, write_config
from tests.memory_store import Lease, MemoryStore
from tests.pageserver import Page, PageServer

DAY = 24 * 60 * MINUTE
SLOT = Slot("acme", T0)
KEY = work_id("acme", T0)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return load_settings(write_config(tmp_path, [], lease="5m", fetch_timeout="5s"))


@pytest.fixture
async def fetcher(settings: Settings) -> AsyncIterator[Fetcher]:
    client = Fetcher(settings)
    yield client
    await client.aclose()


@pytest.fixture
def memory(pages: PageServer) -> MemoryStore:
    """The store of one target, ``acme``, due at T0 (named apart from ``store``, which
    conftest runs on both databases)."""
    store = MemoryStore()
    target = {"id": "acme", "url": pages.url("/pricing"), "interval": "24h"}
    store.add(Target.model_validate(target), T0)
    return store


def worker_of(
    store: MemoryStore,
    fetcher: Fetcher,
    clock: FakeClock,
    on_retry: Callable[[int], None] = lambda retry_at: None,
    on_next_slot: Callable[[int], None] = lambda slot: None,
) -> Worker:
    """A worker that retries a slot twice, then quarantines it."""
    policy = RetryPolicy(timedelta(seconds=30), timedelta(minutes=10), 3)
    lease = timedelta(minutes=5)
    return Worker(store, fetcher, clock, lease, policy, on_retry, on_next_slot=on_next_slot)


async def test_a_late_first_check_is_a_baseline_and_keeps_the_cadence(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    pages.pages["/pricing"] = Page()
    clock.advance(3 * 60 * MINUTE)  # three hours late: the next slot is still T0 + a day
    assert await worker_of(memory, fetcher, clock).check(SLOT) == "baseline"
    assert memory.checks[KEY].outcome.status == "baseline"
    assert (memory.targets["acme"].next_check_at, memory.targets["acme"].lease) == (T0 + DAY, None)
    assert memory.events == [(KEY, "success")]


async def test_each_check_compares_with_the_previous_distinct_result(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    worker, outcomes = worker_of(memory, fetcher, clock), []
    for body in (b"$10", b"$10", b"$12", b"$12"):
        pages.pages["/pricing"] = Page(body=body)
        clock.now = memory.targets["acme"].next_check_at
        outcomes.append(await worker.check(Slot("acme", clock.now)))
    assert outcomes == ["baseline", "unchanged", "changed", "unchanged"]
    assert [event for _, event in memory.events] == ["success", "success", "changed", "success"]


async def test_one_slot_proposed_ten_times_at_once_is_fetched_and_recorded_once(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    pages.pages["/pricing"] = Page(delay=0.2)
    worker = worker_of(memory, fetcher, clock)
    results = await asyncio.gather(*(worker.check(SLOT) for _ in range(10)))
    assert sorted(results) == ["baseline"] + ["leased"] * 9
    assert await worker.check(SLOT) == "slot_moved"  # delivered again after the commit
    assert (pages.hits["/pricing"], list(memory.checks)) == (1, [KEY])


@pytest.mark.parametrize(
    ("slot", "refused"),
    [
        pytest.param(Slot("acme", T0 - DAY), "slot_moved", id="stale"),
        pytest.param(Slot("acme", T0 + DAY), "slot_moved", id="early"),
        pytest.param(Slot("nobody", T0), "unknown_target", id="unknown"),
    ],
)
async def test_a_slot_that_is_not_the_targets_due_one_is_refused_without_a_fetch(
    memory: MemoryStore,
    fetcher: Fetcher,
    pages: PageServer,
    clock: FakeClock,
    slot: Slot,
    refused: str,
) -> None:
    assert await worker_of(memory, fetcher, clock).check(slot) == refused
    assert (pages.hits["/pricing"], memory.checks) == (0, {})


async def test_a_lease_taken_over_during_the_fetch_commits_nothing(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    pages.pages["/pricing"] = Page(delay=1.0)
    check = asyncio.create_task(worker_of(memory, fetcher, clock).check(SLOT))
    await asyncio.sleep(0.2)  # claimed at once, then fetching
    assert memory.targets["acme"].lease is not None
    memory.targets["acme"].lease = Lease("another", T0 + MINUTE, "daemon-2")  # it expired
    assert await check == "lease_lost"
    assert memory.checks == {}
    assert memory.targets["acme"].next_check_at == T0  # still due, for the new holder


async def test_a_transient_failure_holds_the_slot_back_and_a_later_success_reuses_its_row(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    pages.pages["/pricing"] = Page(body=b"busy", status=503)
    worker = worker_of(memory, fetcher, clock)
    assert await worker.check(SLOT) == "failed"
    retry_at = memory.targets["acme"].retry_at
    assert (memory.targets["acme"].next_check_at, retry_at is not None) == (T0, True)
    assert await worker.check(SLOT) == "backing_off"
    pages.pages["/pricing"] = Page()
    clock.now = retry_at or 0
    assert clock.now > T0
    assert await worker.check(SLOT) == "baseline"
    assert (memory.checks[KEY].attempts, memory.failures) == (2, [(KEY, 1, "http_503")])
    held = memory.targets["acme"]
    assert (held.next_check_at, held.retry_at) == (T0 + DAY, None)


async def test_a_failure_past_the_last_attempt_is_quarantined_and_the_cadence_goes_on(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    pages.pages["/pricing"] = Page(body=b"busy", status=503)
    worker = worker_of(memory, fetcher, clock)
    for _ in range(3):
        assert await worker.check(SLOT) == "failed"
        clock.now = memory.targets["acme"].retry_at or clock.now
    assert memory.quarantine == {KEY: "exhausted"}
    assert (memory.targets["acme"].next_check_at, memory.targets["acme"].retry_at) == (
        T0 + DAY,
        None,
    )
    assert memory.events[-1] == (KEY, "quarantined")


async def test_a_permanent_failure_is_quarantined_at_once(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    pages.pages["/pricing"] = Page(body=b"gone", status=404)
    assert await worker_of(memory, fetcher, clock).check(SLOT) == "failed"
    assert memory.quarantine == {KEY: "permanent"}
    assert [attempt for _, attempt, _ in memory.failures] == [1]


async def test_a_recorded_slot_the_schedule_points_back_at_is_not_checked_again(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    pages.pages["/pricing"] = Page()
    worker = worker_of(memory, fetcher, clock)
    assert await worker.check(SLOT) == "baseline"
    memory.targets["acme"].next_check_at = T0  # an edited anchor starts a cadence there again
    assert await worker.check(SLOT) == "already_done"
    assert (pages.hits["/pricing"], memory.targets["acme"].next_check_at) == (1, T0 + DAY)


async def test_the_worker_hears_of_each_next_slot_and_retry_it_commits(
    memory: MemoryStore, fetcher: Fetcher, pages: PageServer, clock: FakeClock
) -> None:
    slots: list[int] = []
    retries: list[int] = []
    worker = worker_of(memory, fetcher, clock, on_next_slot=slots.append, on_retry=retries.append)
    pages.pages["/pricing"] = Page(body=b"busy", status=503)
    assert await worker.check(SLOT) == "failed"
    pages.pages["/pricing"] = Page()
    clock.now = retries[0]
    assert await worker.check(SLOT) == "baseline"
    assert (slots, len(retries)) == ([T0 + DAY], 1)
