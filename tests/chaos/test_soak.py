"""The soak's short form, run with the suite; its long form is ``python -m tests.chaos.soak``.

Then the checker, run again on copies of the drained database with one thing broken each
time, must find it: a checker that cannot fail proves nothing.
"""

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.chaos.pages import Received
from tests.chaos.soak import Report, Soak, check


@pytest.fixture(scope="module")
def soaked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Soak, Report]:
    soak = Soak(tmp_path_factory.mktemp("soak"), seed=1, targets=300, kills=16)
    return soak, soak.run()


def test_a_short_soak_loses_and_repeats_nothing(soaked: tuple[Soak, Report]) -> None:
    assert_nothing_lost_or_repeated(soaked[1])


@pytest.mark.postgresql
def test_a_short_soak_on_postgresql_loses_and_repeats_nothing(
    tmp_path: Path, postgres_dsn: str
) -> None:
    soak = Soak(tmp_path, seed=1, targets=300, kills=16, postgresql=postgres_dsn)
    assert_nothing_lost_or_repeated(soak.run())


def assert_nothing_lost_or_repeated(report: Report) -> None:
    print(report.table())
    assert report.violations == []
    assert (report.tally.kills, report.tally.pairs > 0) >= (16, True)
    # The faults were met, not dodged: retries, quarantines, changes, repeated deliveries.
    counts = report.counts
    assert counts["slots_checked"] > 3 * 300
    assert min(counts["slots_retried"], counts["slots_quarantined"], counts["slots_changed"]) > 0
    assert counts["alerts_delivered"] == counts["alerts"] > 0


# Each breaks the drained database one way, in SQL, and names what the checker must say.
BROKEN_DATABASES = [
    pytest.param(
        "UPDATE source_checks SET scheduled_for = scheduled_for + 60000"
        " WHERE rowid = (SELECT MAX(rowid) FROM source_checks)",
        "is not its cadence", id="slot-moved"),
    pytest.param(  # a check due, and recorded, on time, between two others: a gap
        "DELETE FROM source_checks WHERE rowid = (SELECT b.rowid FROM source_checks AS a"
        " JOIN source_checks AS b ON b.target_id = a.target_id"
        " AND b.scheduled_for > a.scheduled_for AND a.checked_at < b.scheduled_for"
        " AND b.status = 'unchanged' AND NOT EXISTS (SELECT 1 FROM source_checks AS m"
        "  WHERE m.target_id = a.target_id"
        "  AND m.scheduled_for > a.scheduled_for AND m.scheduled_for < b.scheduled_for)"
        " JOIN monitor_targets AS t ON t.id = a.target_id"
        " AND b.scheduled_for - a.scheduled_for = t.interval_minutes * 60000 LIMIT 1)",
        "skipped, though not yet due", id="slot-lost"),
    pytest.param(  # a result recorded as changed, though the same as the one before it
        "UPDATE source_checks SET status = 'changed' WHERE rowid ="
        " (SELECT MIN(rowid) FROM source_checks WHERE status = 'unchanged')",
        "changed, though the same as", id="change-against-the-wrong-result"),
    pytest.param(  # the next check compared with nothing, under rules already used
        "UPDATE source_checks SET status = 'baseline' WHERE rowid ="
        " (SELECT MIN(rowid) FROM source_checks WHERE status = 'unchanged')",
        "a baseline after", id="baseline-again"),
    pytest.param(
        "UPDATE monitor_targets SET lease_token = 'x', lease_expires_at = 1 WHERE rowid = 1",
        "lease still held", id="lease-held"),
    pytest.param(
        "DELETE FROM quarantine WHERE id = (SELECT MIN(id) FROM quarantine WHERE kind = 'check')",
        "failed without a quarantine entry", id="failure-unquarantined"),
    pytest.param(
        "DELETE FROM quarantine WHERE reason = 'exhausted'",
        "4 attempts, not quarantined", id="exhausted-unquarantined"),
    pytest.param(
        "DELETE FROM outbox WHERE key = (SELECT MIN(key) FROM outbox WHERE event = 'changed')",
        "expected one on each of", id="change-alert-lost"),
    pytest.param(
        # one the final state still calls for: a replay may have made its failed slot a success
        "DELETE FROM outbox WHERE key = (SELECT MIN(o.key) FROM outbox AS o"
        " JOIN source_checks AS c ON c.work_id = o.work_id WHERE o.event = 'recovered'"
        " AND (SELECT p.status FROM source_checks AS p WHERE p.target_id = c.target_id"
        "      AND p.scheduled_for < c.scheduled_for ORDER BY p.scheduled_for DESC LIMIT 1)"
        "     = 'failed')",
        "recovered alert missing", id="recovery-alert-lost"),
    pytest.param(  # what the audit trigger records when a claim overrides a live lease
        "INSERT INTO soak_claims (target_id, slot, token, claimed_at, old_token, old_expires)"
        " VALUES ('t000', 1, 'thief', 1000, 'holder', 2000)",
        "lease holder (until 2000) taken by thief at 1000", id="live-lease-taken"),
    pytest.param(
        "INSERT INTO soak_commits (target_id, slot, moved, status, alerts, wanted, quarantined)"
        " VALUES ('t000', 1, 1, 'changed', 0, 2, 0)",
        "change committed with 0 of its 2 alerts", id="change-committed-alone"),
]  # fmt: skip


def _forget_a_receipt(received: Received) -> None:
    received.accepted.remove(min(received.accepted))


def _receive_under_a_second_key(received: Received) -> None:
    path, headers, body = next(p for p in received.posts if b'"changed"' in p[2])
    key = headers["Idempotency-Key"]
    received.posts.append((path, headers | {"Idempotency-Key": key + "-again"}, body))


def drained_copy(soak: Soak, directory: Path) -> tuple[Path, Received]:
    copy = directory / "monitor.sqlite3"
    assert isinstance(soak.database, Path), "the breakages are written for SQLite"
    with sqlite3.connect(soak.database) as source, sqlite3.connect(copy) as target:
        source.backup(target)  # with whatever the WAL holds
    received = soak.server.received
    return copy, Received(list(received.posts), set(received.accepted))


@pytest.mark.parametrize(("breakage", "found"), BROKEN_DATABASES)
def test_the_checker_finds_what_is_broken_in_the_database(
    soaked: tuple[Soak, Report], tmp_path: Path, breakage: str, found: str
) -> None:
    copy, received = drained_copy(soaked[0], tmp_path)
    with sqlite3.connect(copy) as conn:
        conn.execute(breakage)
    assert any(found in line for line in check(copy, received))


@pytest.mark.parametrize(
    ("breakage", "found"),
    [
        (_forget_a_receipt, "never accepted by the receiver"),
        (_receive_under_a_second_key, "delivered under"),
    ],
)
def test_the_checker_finds_what_is_broken_at_the_receiver(
    soaked: tuple[Soak, Report], tmp_path: Path, breakage: Callable[[Received], None], found: str
) -> None:
    copy, received = drained_copy(soaked[0], tmp_path)
    breakage(received)
    assert any(found in line for line in check(copy, received))
