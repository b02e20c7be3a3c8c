"""The targets file is mirrored into the database without losing history or cadence."""

import structlog

from monitor.config.model import Target
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.tick import Ticker
from monitor.store import Claim, Slot, Store
from tests.helpers import MINUTE, T0, FakeClock, checked

HOUR = 60 * MINUTE


def target(target_id: str, **extra: object) -> Target:
    base = {"id": target_id, "url": f"https://example.com/{target_id}", "interval": "1h"}
    return Target.model_validate(base | extra)


async def states(store: Store) -> dict[str, tuple[bool, int, int]]:
    return {s.id: (s.enabled, s.interval_minutes, s.next_check_at) for s in await store.targets()}


async def test_new_targets_are_due_now_or_at_their_anchor(store: Store, clock: FakeClock) -> None:
    report = await store.sync_targets(
        [target("now"), target("later", start_at="2026-08-05T09:30:00Z")], clock()
    )
    assert (report.added, report.updated, report.disabled) == (2, 0, 0)
    assert await states(store) == {
        "now": (True, 60, T0),
        "later": (True, 60, T0 + 90 * MINUTE),
    }


async def test_an_unchanged_file_changes_nothing(store: Store, clock: FakeClock) -> None:
    await store.sync_targets([target("a")], clock())
    clock.advance(HOUR)
    report = await store.sync_targets([target("a")], clock())
    assert (report.added, report.updated, report.disabled) == (0, 0, 0)
    assert await states(store) == {"a": (True, 60, T0)}


async def test_an_edited_interval_keeps_the_cadence_of_the_last_slot(
    store: Store, clock: FakeClock
) -> None:
    await store.sync_targets([target("a", interval="24h")], clock())
    claim = await store.claim(Slot("a", T0), "t", clock(), MINUTE)
    assert isinstance(claim, Claim)
    await store.finish(
        claim,
        checked(clock()),
        T0 + 24 * HOUR,
    )
    report = await store.sync_targets([target("a", interval="6h")], clock())
    assert report.updated == 1
    assert await states(store) == {"a": (True, 360, T0 + 6 * HOUR)}


async def test_a_removed_target_is_disabled_with_its_history_and_comes_back(
    store: Store, clock: FakeClock
) -> None:
    await store.sync_targets([target("a"), target("b")], clock())
    claim = await store.claim(Slot("b", T0), "t", clock(), MINUTE)
    assert isinstance(claim, Claim)
    await store.finish(
        claim,
        checked(clock()),
        T0 + HOUR,
    )
    report = await store.sync_targets([target("a")], clock())
    assert report.disabled == 1
    assert (await states(store))["b"] == (False, 60, T0 + HOUR)
    assert len(await store.history("b", 10)) == 1
    clock.advance(3 * HOUR + 20 * MINUTE)
    report = await store.sync_targets([target("a"), target("b")], clock())
    assert report.updated == 1
    # Due at once, at the latest slot of its cadence rather than the one it stopped at.
    assert (await states(store))["b"] == (True, 60, T0 + 3 * HOUR)


async def test_a_failing_tick_is_logged_and_the_next_one_runs(
    store: Store, clock: FakeClock
) -> None:
    await store.sync_targets([target("a")], clock())
    queue = SlotQueue(maxsize=10, consumers=1)
    ticker = Ticker(store, queue, clock)
    await store.close()  # every query now fails
    with structlog.testing.capture_logs() as logs:
        await ticker.tick_logging_errors()
    assert [entry["event"] for entry in logs] == ["tick.failed"]
