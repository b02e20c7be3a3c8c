"""The store's write path under the interleavings a group commit can produce, on each
backend.

Holding the group commit's writer at the start of its batch (``batches_held``) keeps it
waiting, so that everything submitted meanwhile lands in one batch.
"""

import asyncio
from pathlib import Path
from typing import Any

import pytest

from monitor.config.model import Settings
from monitor.errors import LeaseLost, StoreUnavailable
from monitor.states import CheckStatus
from monitor.store import (
    Claim,
    ClaimRefused,
    Outcome,
    QuarantineEntry,
    Slot,
    SQLiteStore,
    Store,
)
from monitor.store.batch import Batcher
from monitor.store.sqlstore import SQLStore
from tests.helpers import MINUTE, T0, FakeClock, checked, execute, in_one_batch, not_found, rows
from tests.integration.test_worker import DAY, checks, schedule, target
from tests.pageserver import PageServer

DONE = checked(T0)


def steal(settings: Settings, target_id: str) -> None:
    """Another process claimed the target after our lease expired."""
    sql = "UPDATE monitor_targets SET lease_token = 'thief' WHERE id = ?"
    assert execute(settings.database, sql, (target_id,)) == 1


async def claimed(store: Store, target_id: str, clock: FakeClock) -> Claim:
    claim = await store.claim(Slot(target_id, T0), f"token-{target_id}", clock(), MINUTE)
    assert isinstance(claim, Claim)
    return claim


async def test_a_release_after_a_takeover_leaves_the_new_lease(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages, "a")], clock())
    claim = await claimed(store, "a", clock)
    steal(settings, "a")
    assert await store.release(claim) is False
    assert schedule(settings, "a")[1] == "thief"


async def test_a_slot_of_a_disabled_target_is_refused(
    store: SQLStore, clock: FakeClock, pages: PageServer
) -> None:
    await store.sync_targets([target(pages, "a")], clock())
    await store.sync_targets([target(pages, "a", enabled=False)], clock())
    assert await store.claim(Slot("a", T0), "t", clock(), MINUTE) == ClaimRefused.DISABLED


async def test_claims_batched_with_a_lost_lease_are_still_answered(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages, t) for t in "ab"], clock())
    b = await claimed(store, "b", clock)
    steal(settings, "b")
    lost, granted = await in_one_batch(
        store,
        store.finish(b, DONE, T0 + DAY),
        store.claim(Slot("a", T0), "token-a", clock(), MINUTE),
    )
    assert isinstance(lost, LeaseLost)
    assert isinstance(granted, Claim)


async def test_a_change_retried_alone_after_a_lost_lease_in_its_batch_keeps_its_alerts(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    """The path the chaos soak reaches only with some seeds: a batch with a lost lease is
    written again request by request, and a change must still bring its alert along."""
    await store.sync_targets([target(pages, t, notify=["ops"]) for t in "ab"], clock())
    a, b = await claimed(store, "a", clock), await claimed(store, "b", clock)
    steal(settings, "b")
    changed = checked(T0, "h2", CheckStatus.CHANGED)
    answers = await in_one_batch(
        store, store.finish(a, changed, T0 + DAY), store.finish(b, changed, T0 + DAY)
    )
    assert answers[0] is None
    assert isinstance(answers[1], LeaseLost)
    assert rows(settings.database, "SELECT key, event FROM outbox") == [
        ("ops:a:2026-08-05T08:00:00.000Z", "changed")
    ]


async def test_a_failing_claim_does_not_hide_the_results_committed_before_it(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages, t) for t in "abc"], clock())
    a, b = await claimed(store, "a", clock), await claimed(store, "b", clock)
    steal(settings, "b")
    answers = await in_one_batch(
        store,
        store.finish(a, DONE, T0 + DAY),
        store.finish(b, DONE, T0 + DAY),
        # A token the schema refuses (a lease needs one): a real error from the database.
        store.claim(Slot("c", T0), None, clock(), MINUTE),  # type: ignore[arg-type]
    )
    assert answers[0] is None
    assert isinstance(answers[1], LeaseLost)
    assert isinstance(answers[2], StoreUnavailable)
    assert [row[0] for row in checks(settings)] == ["a:2026-08-05T08:00:00.000Z"]
    assert schedule(settings, "c") == (T0, None, None)


async def test_a_result_and_two_claims_for_one_target_in_one_batch(
    store: SQLStore, clock: FakeClock, pages: PageServer
) -> None:
    await store.sync_targets([target(pages, "a")], clock())
    first = await claimed(store, "a", clock)
    failed = Outcome(checked_at=clock(), duration_ms=0, status=CheckStatus.FAILED, error="x")
    answers = await in_one_batch(
        store,
        store.finish(first, failed, T0),  # the slot stays due; the results go first
        store.claim(Slot("a", T0), "B", clock(), MINUTE),
        store.claim(Slot("a", T0), "C", clock(), MINUTE),
    )
    assert answers[0] is None
    granted = [answer for answer in answers[1:] if isinstance(answer, Claim)]
    assert [claim.previous_attempts for claim in granted] == [1]
    assert [answer for answer in answers[1:] if not isinstance(answer, Claim)] == [
        ClaimRefused.LEASED
    ]


async def test_a_claim_answered_as_its_caller_is_cancelled_is_released(
    store: SQLStore,
    clock: FakeClock,
    settings: Settings,
    pages: PageServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    await store.sync_targets([target(pages, "a")], clock())
    deliver = Batcher._deliver
    caller: asyncio.Task[Any] | None = None

    def deliver_then_cancel(self: Batcher[Any, Any], future: Any, answer: Any) -> None:
        deliver(self, future, answer)
        assert caller is not None
        caller.cancel()  # shutdown's cancel landing before the caller resumes

    monkeypatch.setattr(Batcher, "_deliver", deliver_then_cancel)
    caller = asyncio.ensure_future(store.claim(Slot("a", T0), "tok", clock(), MINUTE))
    with pytest.raises(asyncio.CancelledError):
        await caller
    await store._writes.drain()
    assert schedule(settings, "a") == (T0, None, None)


@pytest.mark.parametrize(
    "statement", ["RECORD", "SNAPSHOT", "OUTBOX", "ADVANCE", "REPLAYED", "PUT_RULE_STATE"]
)
async def test_each_write_statement_needs_the_lease_token_on_its_own(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer, statement: str
) -> None:
    await store.sync_targets([target(pages, "a", notify=["ops"])], clock())
    await claimed(store, "a", clock)
    params = {
        "work_id": "a:2026-08-05T08:00:00.000Z",
        "id": "a",
        "slot": T0,
        "token": "wrong",
        "status": "baseline",
        "checked_at": T0,
        "hash": "h",
        "error": None,
        "http_status": 200,
        "duration_ms": 1,
        "next": T0 + DAY,
        "error_class": None,
        "retry_at": None,
        "snapshot": b"x",
        "recent": '["h"]',
        "rules": "{}",
        "rules_hash": "r",
        "url": "http://x/",
        "headers": "{}",
        "etag": None,
        "last_modified": None,
        "body_hash": None,
        "event": "changed",
        "learned": '[{"kind": "line", "text": "# viewing", "context": null}]',
        "learned_before": "[]",
        "set_aside": None,
        "alerts": None,
        "rule": "",
        "state": "{}",
    }
    sql = getattr(store.q, statement)  # in the store's own dialect
    assert execute(settings.database, sql, params, translate=False) == 0
    assert schedule(settings, "a") == (T0, "token-a", T0 + MINUTE)
    # ...and with it, it writes: the wrong token is what stopped it.
    held = params | {"token": "token-a"}
    if statement == "OUTBOX":  # an alert names its check, which must be there first
        assert execute(settings.database, store.q.RECORD, held, translate=False) == 1
    assert execute(settings.database, sql, held, translate=False) == 1


# The three tests below read SQLite's query planner on SQLite's statements (the unary + of its
# CLAIM is a hint to that planner): PostgreSQL's plans are test_pg_plans.py's.
@pytest.mark.sqlite_only
async def test_a_batched_claim_finds_each_target_by_primary_key(
    store: SQLiteStore, settings: Settings
) -> None:
    plan = rows(settings.database, "EXPLAIN QUERY PLAN " + SQLiteStore.q.CLAIM, {"requests": "[]"})
    details = " / ".join(str(row[3]) for row in plan)
    assert "monitor_targets_due_idx" not in details
    assert "SCAN monitor_targets" not in details


@pytest.mark.sqlite_only
async def test_the_cleanup_finds_a_snapshots_checks_by_the_hash_prefix_index(
    store: SQLiteStore, settings: Settings
) -> None:
    """A 16-character prefix is indexed, not the whole hash: the query must name it as the
    index does, or every snapshot the cleanup looks at scans all checks."""
    plan = rows(
        settings.database, "EXPLAIN QUERY PLAN " + SQLiteStore.rq.DELETE_SNAPSHOTS, {"hashes": "[]"}
    )
    details = [str(row[3]) for row in plan]
    assert "SEARCH source_checks USING INDEX source_checks_hash_prefix_idx (<expr>=?)" in details
    assert not [line for line in details if line.startswith("SCAN source_checks")]


@pytest.mark.sqlite_only
async def test_the_tick_reads_due_targets_straight_from_the_schedule_index(
    store: SQLiteStore, settings: Settings
) -> None:
    """In (slot, id) order with nothing to sort: a page costs its own rows, not every target
    that shares its slot."""
    params = {"now": T0, "after_slot": -1, "after_id": "", "limit": 500}
    plan = rows(settings.database, "EXPLAIN QUERY PLAN " + SQLiteStore.q.DUE_SLOTS, params)
    assert [str(row[3]) for row in plan] == [
        "SEARCH monitor_targets USING INDEX monitor_targets_due_idx"
        " (enabled=? AND (next_check_at,id)>(?,?) AND next_check_at<?)"
    ]


@pytest.mark.sqlite_only
async def test_the_wake_up_reads_the_earliest_slot_ahead_from_the_schedule_index(
    store: SQLiteStore, settings: Settings
) -> None:
    plan = rows(settings.database, "EXPLAIN QUERY PLAN " + SQLiteStore.q.NEXT_DUE, {"now": T0})
    assert [str(row[3]) for row in plan] == [
        "SEARCH monitor_targets USING COVERING INDEX monitor_targets_due_idx"
        " (enabled=? AND next_check_at>?)"
    ]


@pytest.mark.sqlite_only
@pytest.mark.parametrize(
    ("statement", "params"),
    [
        (SQLiteStore.q.HELD, {"requests": "[]"}),
        (SQLiteStore.q.MOVE_TO_NOW, {"moves": "[]", "slot": T0, "now": T0}),
    ],
    ids=["held leases", "move to now"],
)
async def test_named_targets_are_found_by_primary_key(
    store: SQLiteStore, settings: Settings, statement: str, params: dict[str, Any]
) -> None:
    """A claim's leases held, a command's targets moved: each by its id, never every target
    due at (or ahead of) a slot through the schedule index."""
    plan = [
        str(row[3]) for row in rows(settings.database, "EXPLAIN QUERY PLAN " + statement, params)
    ]
    assert [line for line in plan if "monitor_targets" in line] == [
        "SEARCH monitor_targets USING INDEX sqlite_autoindex_monitor_targets_1 (id=?)"
    ]


async def quarantined_entry(
    store: SQLStore, clock: FakeClock, pages: PageServer
) -> QuarantineEntry:
    await store.sync_targets([target(pages, "a")], clock())
    claim = await claimed(store, "a", clock)
    failed = not_found(clock())
    await store.finish(claim, failed, T0 + DAY, quarantine="permanent")
    [entry] = await store.quarantined(include_resolved=False)
    return entry


async def test_a_replay_waits_for_the_targets_backoff_and_never_repeats_a_resolved_entry(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    entry = await quarantined_entry(store, clock, pages)
    assert (
        execute(settings.database, "UPDATE monitor_targets SET retry_at = ?", (clock() + MINUTE,))
        == 1
    )
    assert await store.claim_replay(entry, "r", clock(), MINUTE, None) is None  # backing off
    clock.advance(MINUTE)
    assert await store.claim_replay(entry, "r", clock(), MINUTE, None) is not None
    released = "UPDATE monitor_targets SET lease_token = NULL, lease_expires_at = NULL"
    assert execute(settings.database, released) == 1
    assert await store.drop_quarantined(entry.id, "moved", clock())
    assert await store.claim_replay(entry, "r2", clock(), MINUTE, None) is None  # resolved


async def test_an_entry_is_not_dropped_while_its_target_is_leased(
    store: SQLStore, clock: FakeClock, pages: PageServer
) -> None:
    entry = await quarantined_entry(store, clock, pages)
    replaying = await store.claim_replay(entry, "r", clock(), MINUTE, None)
    assert replaying is not None
    assert not await store.drop_quarantined(entry.id, "moved", clock())
    await store.finish_replay(replaying, DONE, entry)
    [resolved] = await store.quarantined(include_resolved=True)
    assert resolved.resolution == "replayed"


@pytest.mark.sqlite_only  # about SQLite's file: a PostgreSQL server keeps its own files
async def test_a_new_database_is_readable_by_its_owner_alone(tmp_path: Path) -> None:
    database = tmp_path / "private" / "monitor.sqlite3"
    store = await SQLiteStore.open(database, 0)
    await store.close()
    assert database.stat().st_mode & 0o777 == 0o600
