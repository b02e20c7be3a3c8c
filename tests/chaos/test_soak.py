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

Breakage = Callable[[sqlite3.Connection, Received], None]


@pytest.fixture(scope="module")
def soaked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Soak, Report]:
    soak = Soak(tmp_path_factory.mktemp("soak"), seed=1, targets=300, kills=16)
    return soak, soak.run()


def test_a_short_soak_loses_and_repeats_nothing(soaked: tuple[Soak, Report]) -> None:
    _, report = soaked
    print(report.table())
    assert report.violations == []
    assert (report.tally.kills, report.tally.pairs > 0) >= (16, True)
    # The faults were met, not dodged: retries, quarantines, changes, repeated deliveries.
    counts = report.counts
    assert counts["slots_checked"] > 3 * 300
    assert min(counts["slots_retried"], counts["slots_quarantined"], counts["slots_changed"]) > 0
    assert counts["alerts_delivered"] == counts["alerts"] > 0


def _move_a_slot(conn: sqlite3.Connection, received: Received) -> None:
    conn.execute("UPDATE source_checks SET scheduled_for = scheduled_for + 60000"
                 " WHERE rowid = (SELECT MAX(rowid) FROM source_checks)")  # fmt: skip


def _lose_a_slot(conn: sqlite3.Connection, received: Received) -> None:
    """Delete a check that was due (and recorded) on time: between two others, a gap."""
    conn.execute(
        "DELETE FROM source_checks WHERE rowid = (SELECT b.rowid FROM source_checks AS a"
        " JOIN source_checks AS b ON b.target_id = a.target_id"
        " AND b.scheduled_for > a.scheduled_for AND a.checked_at < b.scheduled_for"
        " AND b.status = 'unchanged' AND NOT EXISTS (SELECT 1 FROM source_checks AS m"
        "  WHERE m.target_id = a.target_id"
        "  AND m.scheduled_for > a.scheduled_for AND m.scheduled_for < b.scheduled_for)"
        " JOIN monitor_targets AS t ON t.id = a.target_id"
        " AND b.scheduled_for - a.scheduled_for = t.interval_minutes * 60000 LIMIT 1)"
    )


def _hold_a_lease(conn: sqlite3.Connection, received: Received) -> None:
    conn.execute("UPDATE monitor_targets SET lease_token = 'x', lease_expires_at = 1"
                 " WHERE rowid = 1")  # fmt: skip


def _unquarantine_a_failure(conn: sqlite3.Connection, received: Received) -> None:
    conn.execute("DELETE FROM quarantine WHERE id = (SELECT MIN(id) FROM quarantine"
                 " WHERE kind = 'check')")  # fmt: skip


def _drop_an_alert(conn: sqlite3.Connection, received: Received) -> None:
    conn.execute("DELETE FROM outbox WHERE key = (SELECT MIN(key) FROM outbox"
                 " WHERE event = 'changed')")  # fmt: skip


def _take_a_live_lease(conn: sqlite3.Connection, received: Received) -> None:
    """What the audit trigger records when a claim overrides a lease that has not run out."""
    conn.execute("INSERT INTO soak_claims (target_id, slot, token, claimed_at, old_token,"
                 " old_expires) VALUES ('t000', 1, 'thief', 1000, 'holder', 2000)")  # fmt: skip


def _commit_a_change_without_its_alerts(conn: sqlite3.Connection, received: Received) -> None:
    conn.execute("INSERT INTO soak_commits (target_id, slot, moved, status, alerts, wanted,"
                 " quarantined) VALUES ('t000', 1, 1, 'changed', 0, 2, 0)")  # fmt: skip


def _exhaust_without_quarantine(conn: sqlite3.Connection, received: Received) -> None:
    conn.execute("DELETE FROM quarantine WHERE reason = 'exhausted'")


def _drop_a_recovery_alert(conn: sqlite3.Connection, received: Received) -> None:
    conn.execute("DELETE FROM outbox WHERE key = (SELECT MIN(key) FROM outbox"
                 " WHERE event = 'recovered')")  # fmt: skip


def _forget_a_receipt(conn: sqlite3.Connection, received: Received) -> None:
    received.accepted.remove(min(received.accepted))


def _receive_under_a_second_key(conn: sqlite3.Connection, received: Received) -> None:
    path, headers, body = next(p for p in received.posts if b'"changed"' in p[2])
    key = headers["Idempotency-Key"]
    received.posts.append((path, headers | {"Idempotency-Key": key + "-again"}, body))


@pytest.mark.parametrize(
    ("breakage", "found"),
    [
        (_move_a_slot, "is not its cadence"),
        (_lose_a_slot, "skipped, though not yet due"),
        (_hold_a_lease, "lease still held"),
        (_unquarantine_a_failure, "failed without a quarantine entry"),
        (_drop_an_alert, "expected one on each of"),
        (_take_a_live_lease, "lease holder (until 2000) taken by thief at 1000"),
        (_commit_a_change_without_its_alerts, "change committed with 0 of its 2 alerts"),
        (_exhaust_without_quarantine, "4 attempts, not quarantined"),
        (_drop_a_recovery_alert, "recovered alert missing"),
        (_forget_a_receipt, "never accepted by the receiver"),
        (_receive_under_a_second_key, "delivered under"),
    ],
)
def test_the_checker_finds_what_is_broken(
    soaked: tuple[Soak, Report], tmp_path: Path, breakage: Breakage, found: str
) -> None:
    soak, _ = soaked
    copy = tmp_path / "monitor.sqlite3"
    with sqlite3.connect(soak.database) as source, sqlite3.connect(copy) as target:
        source.backup(target)  # with whatever the WAL holds
    received = Received(list(soak.server.received.posts), set(soak.server.received.accepted))
    with sqlite3.connect(copy) as conn:
        breakage(conn, received)
    assert any(found in line for line in check(copy, received))
