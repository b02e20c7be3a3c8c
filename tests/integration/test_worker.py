"""One check at a time against a real database (each backend) and a real HTTP server on
127.0.0.1."""

import asyncio
from collections.abc import AsyncIterator, Awaitable
from contextlib import AbstractAsyncContextManager
from datetime import timedelta
from typing import Any

import pytest

from monitor.config.model import Settings, Target
from monitor.errors import LeaseLost
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.worker import Worker
from monitor.schedule import work_id
from monitor.store import Claim, ClaimRefused, Slot, SQLiteStore, Store
from monitor.store.sqlstore import SQLStore
from monitor.store.tx import Tx
from tests.helpers import MINUTE, T0, FakeClock, batches_held, checked, execute, rows
from tests.pageserver import Page, PageServer

DAY = 24 * 60 * MINUTE


def target(
    pages: PageServer, target_id: str = "acme", path: str = "/pricing", **extra: object
) -> Target:
    return Target.model_validate(
        {"id": target_id, "url": pages.url(path), "interval": "24h"} | extra
    )


@pytest.fixture
async def short_lease_worker(
    store: Store, clock: FakeClock, settings: Settings
) -> AsyncIterator[Worker]:
    """A worker whose lease (0.3 s) is much shorter than the slow pages it fetches."""
    short = settings.model_copy(update={"lease": timedelta(seconds=0.3)})
    fetcher = Fetcher(short)
    yield Worker(store, fetcher, clock, short.lease)
    await fetcher.aclose()


async def slow_check(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, delay: float
) -> "asyncio.Task[str]":
    """Start checking the one target, whose page takes ``delay`` seconds to answer."""
    pages.pages["/pricing"] = Page(delay=delay)
    await store.sync_targets([target(pages)], clock())
    return asyncio.create_task(worker.check(Slot("acme", T0)))


def checks(settings: Settings) -> list[tuple[object, ...]]:
    return rows(
        settings.database,
        "SELECT work_id, status, attempt_count, error_message FROM source_checks"
        " ORDER BY scheduled_for",
    )


def schedule(
    settings: Settings,
    target_id: str = "acme",
    columns: str = "next_check_at, lease_token, lease_expires_at",
) -> tuple[object, ...]:
    return rows(
        settings.database, f"SELECT {columns} FROM monitor_targets WHERE id = ?", (target_id,)
    )[0]


async def test_first_check_is_a_baseline_and_moves_the_slot_by_the_cadence(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    pages.pages["/pricing"] = Page()
    await store.sync_targets([target(pages)], clock())
    clock.advance(3 * 60 * MINUTE)  # three hours late
    assert await worker.check(Slot("acme", T0)) == "baseline"
    assert checks(settings) == [(work_id("acme", T0), "baseline", 1, None)]
    assert schedule(settings) == (T0 + DAY, None, None)


async def test_later_checks_compare_with_the_previous_success(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages)], clock())
    outcomes = []
    for body in (b"$10", b"$10", b"$12", b"$12"):
        pages.pages["/pricing"] = Page(body=body)
        slot = int(schedule(settings)[0])  # type: ignore[call-overload]
        clock.now = slot
        outcomes.append(await worker.check(Slot("acme", slot)))
    assert outcomes == ["baseline", "unchanged", "changed", "unchanged"]


async def test_the_same_message_ten_times_at_once_fetches_once_and_records_once(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    pages.pages["/pricing"] = Page(delay=0.2)
    await store.sync_targets([target(pages)], clock())
    results = await asyncio.gather(*(worker.check(Slot("acme", T0)) for _ in range(10)))
    assert sorted(results) == ["baseline"] + ["leased"] * 9
    assert pages.hits["/pricing"] == 1
    assert len(checks(settings)) == 1
    # Delivered once more after the commit: the slot has moved on, nothing is fetched.
    assert await worker.check(Slot("acme", T0)) == "slot_moved"
    assert pages.hits["/pricing"] == 1


async def test_a_stale_message_is_rejected_without_a_fetch(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    pages.pages["/pricing"] = Page()
    await store.sync_targets([target(pages)], clock())
    assert await worker.check(Slot("acme", T0 - DAY)) == "slot_moved"
    assert await worker.check(Slot("acme", T0 + DAY)) == "slot_moved"
    assert await worker.check(Slot("nobody", T0)) == "unknown_target"
    assert pages.hits["/pricing"] == 0
    assert checks(settings) == []


async def test_a_slow_consumer_whose_lease_was_taken_over_commits_nothing(
    store: Store, clock: FakeClock, pages: PageServer, settings: Settings
) -> None:
    await store.sync_targets([target(pages)], clock())
    lease = 5 * MINUTE
    slow = await store.claim(Slot("acme", T0), "slow", clock(), lease)
    assert isinstance(slow, Claim)
    clock.advance(lease)  # expired: another consumer may claim the same slot
    fast = await store.claim(Slot("acme", T0), "fast", clock(), lease)
    assert isinstance(fast, Claim)
    late = checked(clock(), "slow-hash", duration_ms=10)
    with pytest.raises(LeaseLost):
        await store.finish(slow, late, T0 + DAY)
    assert checks(settings) == []
    assert schedule(settings) == (T0, "fast", clock() + lease)
    await store.finish(
        fast,
        checked(clock(), duration_ms=10),
        T0 + DAY,
    )
    # The slow one can neither renew nor release what is no longer its lease.
    assert not await store.renew(slow, clock() + lease)
    await store.release(slow)
    assert checks(settings) == [(work_id("acme", T0), "baseline", 1, None)]


async def test_a_lease_still_held_blocks_a_second_claim_until_it_expires(
    store: Store, clock: FakeClock, pages: PageServer
) -> None:
    await store.sync_targets([target(pages)], clock())
    assert isinstance(await store.claim(Slot("acme", T0), "one", clock(), MINUTE), Claim)
    clock.advance(MINUTE - 1)
    assert await store.claim(Slot("acme", T0), "two", clock(), MINUTE) == ClaimRefused.LEASED
    clock.advance(1)
    assert isinstance(await store.claim(Slot("acme", T0), "two", clock(), MINUTE), Claim)


async def test_a_failure_keeps_the_slot_and_a_later_success_reuses_the_row(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    pages.pages["/pricing"] = Page(body=b"busy", status=503)
    await store.sync_targets([target(pages)], clock())
    assert await worker.check(Slot("acme", T0)) == "failed"
    assert checks(settings) == [
        (work_id("acme", T0), "failed", 1, "HTTPStatusError: HTTP 503 Service Unavailable")
    ]
    assert schedule(settings) == (T0, None, None)
    pages.pages["/pricing"] = Page()
    clock.advance(MINUTE)
    assert await worker.check(Slot("acme", T0)) == "baseline"
    assert checks(settings) == [(work_id("acme", T0), "baseline", 2, None)]


async def test_a_completed_slot_that_the_schedule_points_back_at_is_not_checked_again(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    pages.pages["/pricing"] = Page()
    await store.sync_targets([target(pages)], clock())
    assert await worker.check(Slot("acme", T0)) == "baseline"
    # A new anchor at the completed slot starts a cadence there again.
    await store.sync_targets([target(pages, start_at="2026-08-05T08:00:00Z")], clock())
    assert schedule(settings)[0] == T0
    assert await worker.check(Slot("acme", T0)) == "already_done"
    assert pages.hits["/pricing"] == 1
    assert schedule(settings) == (T0 + DAY, None, None)


async def test_the_lease_is_renewed_while_a_slow_fetch_runs(
    store: Store,
    short_lease_worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
) -> None:
    check = await slow_check(store, short_lease_worker, pages, clock, delay=1.2)
    await asyncio.sleep(0.3)
    assert schedule(settings)[2] == T0 + 300
    clock.advance(350)  # past the first expiry: only a renewal keeps the lease ours
    await asyncio.sleep(0.25)  # renewals run every 0.1 s
    assert schedule(settings)[2] == clock() + 300
    assert await store.claim(Slot("acme", T0), "thief", clock(), 300) == ClaimRefused.LEASED
    assert await check == "baseline"


async def test_a_finished_check_leaves_no_renewal_behind(
    store: Store, short_lease_worker: Worker, pages: PageServer, clock: FakeClock
) -> None:
    pages.pages["/pricing"] = Page(delay=0.15)  # outlives one renewal period, not two
    await store.sync_targets([target(pages)], clock())
    assert await short_lease_worker.check(Slot("acme", T0)) == "baseline"
    # A leftover renewal would find the lease gone and cancel this very task.
    await asyncio.sleep(0.5)
    assert not asyncio.current_task().cancelling()  # type: ignore[union-attr]


async def test_a_claim_granted_to_a_cancelled_caller_is_released(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages)], clock())
    async with batches_held(store) as sizes:  # the batch in flight while its caller gives up
        caller = asyncio.create_task(store.claim(Slot("acme", T0), "gone", clock(), MINUTE))
        await asyncio.sleep(0.05)
        caller.cancel()
    assert sizes == [1]
    with pytest.raises(asyncio.CancelledError):
        await caller
    await store._writes.drain()
    assert schedule(settings) == (T0, None, None)


async def test_a_fetch_cancelled_by_shutdown_releases_its_lease(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    check = await slow_check(store, worker, pages, clock, delay=2)
    await asyncio.sleep(0.3)
    check.cancel()
    with pytest.raises(asyncio.CancelledError):
        await check
    assert schedule(settings) == (T0, None, None)
    assert checks(settings) == []


async def test_a_lease_taken_over_during_a_slow_fetch_abandons_the_check(
    store: Store,
    short_lease_worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
) -> None:
    check = await slow_check(store, short_lease_worker, pages, clock, delay=1.5)
    await asyncio.sleep(0.5)
    # Another process, after a pause of ours, claimed the slot: our renewal must fail.
    stolen = "UPDATE monitor_targets SET lease_token = 'thief' WHERE id = 'acme'"
    assert execute(settings.database, stolen) == 1
    assert await asyncio.wait_for(check, 1) == "lease_lost"
    assert check.cancelling() == 0  # the keeper took back the cancel it used
    assert checks(settings) == []
    assert schedule(settings)[1] == "thief"


async def test_a_lost_lease_in_a_batch_of_results_fails_only_its_own_check(
    store: Store, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages, "a"), target(pages, "b"), target(pages, "c")], clock())
    claims = [await store.claim(Slot(t, T0), f"token-{t}", clock(), MINUTE) for t in "abc"]
    assert all(isinstance(claim, Claim) for claim in claims)
    stolen = "UPDATE monitor_targets SET lease_token = 'thief' WHERE id = 'b'"
    assert execute(settings.database, stolen) == 1
    outcome = checked(clock())
    results = await asyncio.gather(
        *(store.finish(claim, outcome, T0 + DAY) for claim in claims if isinstance(claim, Claim)),
        return_exceptions=True,
    )
    assert [type(result).__name__ for result in results] == ["NoneType", "LeaseLost", "NoneType"]
    assert sorted(str(row[0]) for row in checks(settings)) == [work_id("a", T0), work_id("c", T0)]
    assert schedule(settings, "b") == (T0, "thief", T0 + MINUTE)


async def test_a_timing_edit_made_while_the_slot_is_checked_wins_over_the_cadence(
    store: Store, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages)], clock())
    claim = await store.claim(Slot("acme", T0), "t", clock(), MINUTE)
    assert isinstance(claim, Claim)
    await store.sync_targets([target(pages, start_at="2026-08-05T18:30:00Z")], clock())
    await store.finish(
        claim,
        checked(clock()),
        T0 + DAY,
    )
    assert schedule(settings) == (T0 + 630 * MINUTE, None, None)
    assert checks(settings) == [(work_id("acme", T0), "baseline", 1, None)]


async def transactions_while(
    store: SQLStore, work: Awaitable[Any], monkeypatch: pytest.MonkeyPatch
) -> int:
    """How many write transactions the store began while ``work`` ran."""
    began = 0
    transaction = store._transaction

    def counted() -> AbstractAsyncContextManager[Tx]:
        nonlocal began
        began += 1
        return transaction()

    with monkeypatch.context() as patched:
        patched.setattr(store, "_transaction", counted)
        await work
    return began


def pages_of_eight(pages: PageServer) -> list[Target]:
    for n in range(8):
        body = f"<p>plan {n}: ${n}</p>".encode()
        pages.pages[f"/p{n}"] = Page(body=body, headers={"Content-Type": "text/html"})
    return [target(pages, f"t{n}", f"/p{n}") for n in range(8)]


async def test_a_check_costs_two_write_transactions_and_concurrent_ones_share_them(
    store: SQLStore,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A claim and a commit; checks in flight together share both (group commit)."""
    await store.sync_targets(pages_of_eight(pages), clock())
    alone = await transactions_while(store, worker.check(Slot("t0", T0)), monkeypatch)
    assert alone == 2
    together = await transactions_while(
        store,
        asyncio.gather(*(worker.check(Slot(f"t{n}", T0)) for n in range(1, 8))),
        monkeypatch,
    )
    assert 2 <= together <= 2 * 7


async def begins_while(store: SQLiteStore, work: Awaitable[Any]) -> list[str]:
    """The transactions SQLite began while ``work`` ran."""
    statements: list[str] = []
    await store._conn.set_trace_callback(statements.append)
    try:
        await work
    finally:
        await store._conn.set_trace_callback(lambda statement: None)
    return [statement for statement in statements if statement.startswith("BEGIN")]


@pytest.mark.sqlite_only  # SQLite's write lock, seen through its trace callback
async def test_a_checks_write_transactions_take_sqlites_write_lock_up_front(
    store: SQLiteStore, worker: Worker, pages: PageServer, clock: FakeClock
) -> None:
    """BEGIN IMMEDIATE: another process's write makes ours wait (busy_timeout) rather than
    fail half-way with "database is locked"."""
    await store.sync_targets(pages_of_eight(pages), clock())
    alone = await begins_while(store, worker.check(Slot("t0", T0)))
    assert alone == ["BEGIN IMMEDIATE", "BEGIN IMMEDIATE"]
    together = await begins_while(
        store, asyncio.gather(*(worker.check(Slot(f"t{n}", T0)) for n in range(1, 8)))
    )
    assert together
    assert set(together) == {"BEGIN IMMEDIATE"}
