"""The weekly run against a real database (each backend) and a digest receiver on 127.0.0.1,
with an injected clock: three targets checked daily for nineteen days, then Monday's run."""

import json
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest

from monitor.config.channels import WebhookChannel
from monitor.config.fields import PostgresURL
from monitor.config.model import Settings
from monitor.notify.deliver import Deliverer
from monitor.ops import quarantine, weekly_runs
from monitor.pipeline.worker import Worker
from monitor.store import Store
from monitor.weekly.cleanup import Cleaner
from monitor.weekly.run import Weekly
from tests.helpers import T0, FakeClock, execute, rows
from tests.integration.test_compare import HTML, run
from tests.integration.test_worker import target
from tests.pageserver import Page, PageServer

DAY = 24 * 3600 * 1000
MONDAY = T0 + 19 * DAY  # 2026-08-24T08:00Z: the digest of 08-17 to 08-23 is due
RUN_ID = "digest:2026-08-23"
CUTOFF = T0 + 11 * DAY + 16 * 3600 * 1000  # 2026-08-17T00:00Z: that week's start, less 7d


@dataclass(kw_only=True)
class Week:
    store: Store
    settings: Settings
    clock: FakeClock
    pages: PageServer
    weekly: Weekly
    cleaner: Cleaner
    deliverer: Deliverer

    def rows(self, sql: str) -> list[tuple[object, ...]]:
        return rows(self.settings.database, sql)

    def execute(self, sql: str, params: tuple[object, ...] = ()) -> int:
        return execute(self.settings.database, sql, params)

    async def plan(self) -> None:
        """Monday's run up to its published cleanup, no batch run yet."""
        self.clock.now = MONDAY
        await self.weekly.ensure_due()
        await self.weekly.advance_all(self.deliverer)

    async def monday(self) -> None:
        """The daemon's pass on Monday at 08:00, sending what it renders."""
        self.clock.now = MONDAY
        await self.weekly.pass_once(self.cleaner, self.deliverer)


def weekly_settings(settings: Settings, pages: PageServer) -> Settings:
    channels = {"ops": WebhookChannel(type="webhook", url=pages.url("/digest"))}
    digest = settings.digest.model_copy(update={"channels": ("ops",)})
    return settings.model_copy(
        update={
            "channels": channels,
            "digest": digest,
            "retention": timedelta(days=7),
            "cleanup_batch_size": 2,
        }
    )


@contextmanager
def refusing(
    database: Path | PostgresURL, name: str, table: str, event: str, message: str, when: str = ""
) -> Iterator[None]:
    """A trigger that fails every ``event`` on ``table`` (its rows for which ``when`` holds)
    with ``message``, as a database that times out or is locked would, until the block ends."""
    if isinstance(database, PostgresURL):
        execute(
            database,
            f"CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql"
            f" AS $$BEGIN RAISE EXCEPTION '{message}'; END$$",
        )
        condition = f" WHEN ({when})" if when else ""
        execute(
            database,
            f"CREATE TRIGGER {name} BEFORE {event} ON {table} FOR EACH ROW"
            f"{condition} EXECUTE FUNCTION {name}()",
        )
        drop = [f"DROP TRIGGER {name} ON {table}", f"DROP FUNCTION {name}()"]
    else:
        condition = f" WHEN {when}" if when else ""
        execute(
            database,
            f"CREATE TRIGGER {name} BEFORE {event} ON {table}{condition}"
            f" BEGIN SELECT RAISE(ABORT, '{message}'); END",
        )
        drop = [f"DROP TRIGGER {name}"]
    try:
        yield
    finally:
        for statement in drop:
            execute(database, statement)


@pytest.fixture
async def week(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> AsyncIterator[Week]:
    """a misses two checks late in the week, b changes twice, c fails for good once."""
    await store.sync_targets([target(pages, name, f"/{name}") for name in "abc"], clock())
    for day in range(19):
        b = 10 if day < 7 else 12 if day < 15 else 14
        pages.pages["/a"] = Page(body=b"<p>$5</p>", headers=HTML)
        pages.pages["/b"] = Page(body=f"<p>${b}</p>".encode(), headers=HTML)
        pages.pages["/c"] = Page(body=b"gone", status=404) if day == 13 else Page(body=b"<p>$7</p>")
        for name in "bc" if day in (16, 17) else "abc":
            await run(store, worker, clock, settings, name)
    configured = weekly_settings(settings, pages)
    deliverer = Deliverer(store, configured, clock)
    yield Week(
        store=store,
        settings=configured,
        clock=clock,
        pages=pages,
        weekly=Weekly(store, configured, clock),
        cleaner=Cleaner(store, configured, clock),
        deliverer=deliverer,
    )
    await deliverer.aclose()


async def test_monday_sends_the_digest_of_last_week_once_then_cleans_up(week: Week) -> None:
    await week.monday()
    [(path, headers, body)] = week.pages.posts
    assert (path, headers["Idempotency-Key"]) == ("/digest", "ops:2026-08-23")
    digest = json.loads(body)
    assert (digest["version"], digest["event"], digest["run_id"]) == (1, "digest", RUN_ID)
    assert digest["period"]["start"] == "2026-08-17T00:00:00.000Z"
    reports = {report["id"]: report for report in digest["targets"]}
    assert reports["a"]["missed"] == 2
    assert [c["price_changes"] for c in reports["b"]["changes"]] == [["(page): $12.00 → $14.00"]]
    [failure] = reports["c"]["failures"]
    assert (failure["error_class"], failure["quarantined"]) == ("http_404", True)
    assert digest["summary"].startswith("Week 2026-08-17 to 2026-08-23: 1 changed, 1 failing")
    assert week.rows("SELECT stage, cutoff FROM runs") == [("cleanup_done", CUTOFF)]
    await week.monday()  # a second pass, or a restarted scheduler: nothing new
    assert len(week.pages.posts) == 1


async def test_the_cleanup_keeps_what_is_still_needed(week: Week) -> None:
    before = week.rows(f"SELECT COUNT(*) FROM source_checks WHERE scheduled_for < {CUTOFF}")
    assert before == [(36,)]
    snapshots = week.rows("SELECT COUNT(*) FROM snapshots")
    await week.monday()
    assert week.rows(f"SELECT COUNT(*) FROM source_checks WHERE scheduled_for < {CUTOFF}") == [(0,)]
    assert week.rows("SELECT SUM(deleted) FROM cleanup_messages") == [(36,)]
    # b's $10 snapshot went with its checks; $12 (its latest-but-one) and the rest stay.
    assert week.rows("SELECT COUNT(*) FROM snapshots") == [(int(str(snapshots[0][0])) - 1,)]
    assert week.rows("SELECT COUNT(*) FROM check_attempts") == [(1,)]  # c's quarantined slot


async def test_the_same_run_id_twice_publishes_no_second_set_of_messages(week: Week) -> None:
    week.clock.now = MONDAY
    first = await week.weekly.ensure_due()
    restarted = Weekly(week.store, week.settings, week.clock)  # a second process, or a restart
    assert await restarted.ensure_due() == first == RUN_ID
    for weekly in (week.weekly, restarted, week.weekly):
        await weekly.advance_all(week.deliverer)
    published = week.rows("SELECT message_id, body FROM cleanup_messages ORDER BY batch")
    assert len(published) == 18
    assert week.rows("SELECT COUNT(*) FROM run_history WHERE note LIKE '%published%'") == [(1,)]
    assert week.rows("SELECT stage FROM runs") == [("cleanup_enqueued",)]


def state(week: Week) -> list[list[tuple[object, ...]]]:
    return [
        week.rows(f"SELECT * FROM {table} ORDER BY 1")
        for table in ("source_checks", "snapshots", "check_attempts", "outbox", "quarantine")
    ]


async def test_a_timeout_after_the_deletion_and_before_the_ack_then_a_rerun_changes_nothing(
    week: Week,
) -> None:
    await week.plan()
    database = week.settings.database
    with refusing(
        database,
        "ack_times_out",
        "cleanup_messages",
        "UPDATE OF state",
        "injected timeout",
        when="NEW.state = 'done'",
    ):
        # fails the ack, after the deletes
        assert await week.cleaner.clean_pending() == 0
        assert week.rows(
            "SELECT state, attempts, error_class FROM cleanup_messages WHERE batch = 0"
        ) == [("pending", 1, "database_busy")]
        assert week.rows(f"SELECT COUNT(*) FROM source_checks WHERE scheduled_for < {CUTOFF}") == [
            (36,)
        ]
    week.clock.advance(DAY)  # past the backoff
    assert await week.cleaner.clean_pending() == 36
    done = state(week)
    # Delivered again after it was done, as a lost acknowledgement would: nothing changes.
    assert week.execute("UPDATE cleanup_messages SET state = 'pending', done_at = NULL") == 18
    assert await week.cleaner.clean_pending() == 0
    assert state(week) == done


async def test_a_stale_message_with_a_later_period_than_its_run_deletes_nothing(
    week: Week,
) -> None:
    await week.plan()
    [(body,)] = week.rows("SELECT body FROM cleanup_messages WHERE batch = 0")
    stale = json.loads(str(body)) | {"period_end": "2026-08-30"}
    forge = "UPDATE cleanup_messages SET body = ? WHERE batch = 0"
    assert week.execute(forge, (json.dumps(stale),)) == 1
    kept = state(week)
    assert await week.cleaner.clean_pending() == 0
    assert state(week)[0] == kept[0]  # not one check deleted
    assert week.rows("SELECT state, error_class FROM cleanup_messages WHERE batch = 0") == [
        ("quarantined", "stale_message")
    ]
    assert week.rows("SELECT kind, reason FROM quarantine WHERE kind = 'cleanup'") == [
        ("cleanup", "permanent")
    ]


async def test_a_forged_message_naming_recent_rows_deletes_none_of_them(week: Week) -> None:
    await week.plan()
    recent = [
        str(w)
        for (w,) in week.rows(f"SELECT work_id FROM source_checks WHERE scheduled_for >= {CUTOFF}")
    ]
    [(body,)] = week.rows("SELECT body FROM cleanup_messages WHERE batch = 0")
    forged = json.loads(str(body)) | {"record_ids": recent}
    forge = "UPDATE cleanup_messages SET body = ? WHERE batch = 0"
    assert week.execute(forge, (json.dumps(forged),)) == 1
    await week.cleaner.clean_pending()
    assert week.rows("SELECT deleted FROM cleanup_messages WHERE batch = 0") == [(0,)]
    assert len(week.rows(f"SELECT 1 FROM source_checks WHERE scheduled_for >= {CUTOFF}")) == (
        len(recent)
    )


async def test_the_four_signals_count_runs_and_their_batches(week: Week) -> None:
    await week.plan()
    with refusing(week.settings.database, "busy", "source_checks", "DELETE", "database is locked"):
        assert week.execute("UPDATE monitor_targets SET enabled = 0") == 3  # only the run's
        await week.cleaner.clean_pending()
        week.clock.advance(10_000)
        signals = await week.store.signals(week.clock())
        assert signals.retries_by_class == {"database_busy": 1}
        assert signals.schedule_lag_seconds == 10  # the run, unfinished since Monday 08:00
        assert signals.quarantine_depth == 1  # c's slot
        [(retry_at,)] = week.rows("SELECT next_attempt_at FROM cleanup_messages WHERE batch = 0")
        week.clock.now = int(str(retry_at)) + 5_000  # due again, waiting to be claimed
        signals = await week.store.signals(week.clock())
        assert signals.oldest_queued_age_seconds == 5


async def test_a_dropped_batch_is_done_and_its_run_finishes(week: Week) -> None:
    await week.plan()
    [(body,)] = week.rows("SELECT body FROM cleanup_messages WHERE batch = 0")
    stale = json.loads(str(body)) | {"period_end": "2026-08-30"}
    forge = "UPDATE cleanup_messages SET body = ? WHERE batch = 0"
    assert week.execute(forge, (json.dumps(stale),)) == 1
    await week.cleaner.clean_pending()
    [entry] = [e for e in await week.store.quarantined(False) if e.kind == "cleanup"]
    assert await quarantine.drop(week.store, week.clock, entry.id, "forged") == (
        f"entry {entry.id} dropped"
    )
    await week.cleaner.clean_pending()  # the batches behind it go now
    report = await week.store.run_report(RUN_ID)
    assert report is not None
    shown = weekly_runs.report_json(report)
    assert (shown["stage"], shown["incomplete"], shown["stopped_batch"]) == (
        "cleanup_done",
        False,
        None,
    )
    assert shown["rows_deleted"] == 34  # batch 0's two checks stay, as dropped
    assert "batch 0 dropped: forged" in [event["note"] for event in shown["history"]]


async def test_a_snapshot_a_target_still_compares_with_is_kept(week: Week) -> None:
    """With compare_last, a page flipping back to an old result stores no new snapshot: the
    old one must outlive its checks."""
    [(first,)] = week.rows(
        "SELECT result_hash FROM source_checks WHERE target_id = 'b' ORDER BY scheduled_for LIMIT 1"
    )
    [(recent,)] = week.rows("SELECT recent_hashes FROM monitor_targets WHERE id = 'b'")
    flipped = [*json.loads(str(recent)), first]
    compared = "UPDATE monitor_targets SET recent_hashes = ? WHERE id = 'b'"
    assert week.execute(compared, (json.dumps(flipped),)) == 1
    await week.monday()
    assert week.rows(f"SELECT COUNT(*) FROM source_checks WHERE result_hash = '{first}'") == [(0,)]
    assert week.rows(f"SELECT COUNT(*) FROM snapshots WHERE hash = '{first}'") == [(1,)]


async def test_an_unreadable_snapshot_costs_its_lines_not_the_digest(week: Week) -> None:
    broken = week.execute(
        "UPDATE snapshots SET content = ? WHERE hash = (SELECT result_hash"
        " FROM source_checks WHERE status = 'changed' ORDER BY scheduled_for DESC LIMIT 1)",
        (b"\x00",),
    )
    assert broken == 1
    await week.monday()
    [(_, _, body)] = week.pages.posts
    reports = {report["id"]: report for report in json.loads(body)["targets"]}
    assert [c["price_changes"] for c in reports["b"]["changes"]] == [[]]
    assert week.rows("SELECT stage FROM runs") == [("cleanup_done",)]


async def test_a_target_removed_since_still_reports_its_week(week: Week) -> None:
    await week.store.sync_targets(
        [target(week.pages, name, f"/{name}") for name in "ac"], MONDAY - 3_600_000
    )
    await week.monday()
    [(_, _, body)] = week.pages.posts
    reports = {report["id"]: report for report in json.loads(body)["targets"]}
    assert [c["price_changes"] for c in reports["b"]["changes"]] == [["(page): $12.00 → $14.00"]]
    assert reports["b"]["missed"] == 0


async def test_a_digest_refused_for_good_leaves_the_run_incomplete(week: Week) -> None:
    week.pages.pages["/digest"] = Page(body=b"bad request", status=400)
    await week.monday()
    report = await week.store.run_report(RUN_ID)
    assert report is not None
    shown = weekly_runs.report_json(report)
    assert (shown["stage"], shown["incomplete"], shown["digest"]) == (
        "cleanup_done",
        True,
        {"quarantined": 1},
    )
    assert shown["replay"] == f"safe: monitor runs replay {RUN_ID} (its digest deliveries)"
    week.pages.pages["/digest"] = Page(body=b"", status=200)
    said = await weekly_runs.replay(week.store, week.settings, week.clock, RUN_ID, None)
    assert said.line.splitlines()[0].endswith("is now delivered")
    assert not said.failed
    assert week.rows("SELECT state FROM outbox") == [("delivered",)]
