"""Who holds a lease, on each backend: the claim records its holder, every way of giving the
lease back forgets it, and a claim that takes an expired lease says whose it was."""

import pytest
import structlog

from monitor.config.model import Settings
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.worker import Worker
from monitor.store import Claim, HeldLease, Slot, Store
from tests.helpers import MINUTE, T0, FakeClock, checked, execute, not_found
from tests.integration.test_worker import DAY, schedule, target
from tests.pageserver import Page, PageServer

DONE = checked(T0)


def holder(settings: Settings) -> tuple[object, ...]:
    return schedule(settings, columns="lease_holder, lease_expires_at")


async def claim(store: Store, clock: FakeClock, token: str, who: str | None) -> Claim:
    claimed = await store.claim(Slot("acme", T0), token, clock(), MINUTE, who)
    assert isinstance(claimed, Claim), claimed
    return claimed


async def test_a_claim_records_its_holder_and_a_commit_forgets_it(
    store: Store, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages)], clock())
    claimed = await claim(store, clock, "one", "host:1:5")
    assert claimed.taken_over is None  # nobody held it
    assert holder(settings) == ("host:1:5", T0 + MINUTE)
    [state] = await store.targets()
    assert (state.lease_holder, state.lease_expires_at) == ("host:1:5", T0 + MINUTE)
    await store.finish(claimed, DONE, T0 + DAY)
    assert holder(settings) == (None, None)


async def test_a_release_forgets_the_holder(
    store: Store, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages)], clock())
    assert await store.release(await claim(store, clock, "one", "host:1:5"))
    assert holder(settings) == (None, None)
    again = await claim(store, clock, "two", "host:2:6")
    assert again.taken_over is None  # released, not expired: no takeover


@pytest.mark.parametrize("previous", ["host:1:5", None], ids=["named", "from before holders"])
async def test_a_claim_of_an_expired_lease_says_whose_it_took_over(
    store: Store, clock: FakeClock, settings: Settings, pages: PageServer, previous: str | None
) -> None:
    await store.sync_targets([target(pages)], clock())
    await claim(store, clock, "dead", "host:1:5")
    if previous is None:  # a lease taken before the column existed
        execute(settings.database, "UPDATE monitor_targets SET lease_holder = NULL")
    clock.advance(MINUTE)  # it expires now: taken over
    taken = await claim(store, clock, "alive", "host:2:6")
    assert taken.taken_over == HeldLease(T0 + MINUTE, previous)
    assert holder(settings) == ("host:2:6", T0 + 2 * MINUTE)


async def test_a_claim_refused_by_a_live_lease_leaves_its_holder(
    store: Store, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages)], clock())
    await claim(store, clock, "first", "host:1:5")
    clock.advance(MINUTE - 1)
    assert not isinstance(await store.claim(Slot("acme", T0), "late", clock(), MINUTE, "x"), Claim)
    assert holder(settings) == ("host:1:5", T0 + MINUTE)


async def test_a_replay_takes_the_lease_under_its_holder(
    store: Store, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages)], clock())
    failed = not_found(clock())
    await store.finish(
        await claim(store, clock, "one", "d"), failed, T0 + DAY, quarantine="permanent"
    )
    [entry] = await store.quarantined(include_resolved=False)
    replaying = await store.claim_replay(entry, "r", clock(), MINUTE, "command:replay@h:9")
    assert replaying is not None
    assert holder(settings) == ("command:replay@h:9", T0 + MINUTE)
    await store.finish_replay(replaying, DONE, entry)
    assert holder(settings) == (None, None)


async def test_the_worker_logs_the_takeover_with_the_old_expiry_and_holder(
    store: Store, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    pages.pages["/pricing"] = Page()
    await store.sync_targets([target(pages)], clock())
    await claim(store, clock, "dead", "host:1:5")  # its process died mid-fetch
    clock.advance(MINUTE)
    fetcher = Fetcher(settings)
    try:
        worker = Worker(store, fetcher, clock, settings.lease, holder="host:2:6")
        with structlog.testing.capture_logs() as logged:
            assert await worker.check(Slot("acme", T0)) == "baseline"
    finally:
        await fetcher.aclose()
    [taken] = [event for event in logged if event["event"] == "check.lease_taken_over"]
    assert taken == {
        "event": "check.lease_taken_over",
        "log_level": "warning",
        "target_id": "acme",
        "work_id": "acme:2026-08-05T08:00:00.000Z",
        "scheduled_for": "2026-08-05T08:00:00.000Z",
        "expired_at": "2026-08-05T08:01:00.000Z",
        "previous_holder": "host:1:5",
    }
    events = [event["event"] for event in logged]
    assert events.index("check.lease_taken_over") < events.index("check.claimed")
