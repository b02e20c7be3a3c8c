"""The soak's witness inside the database: triggers that record, in the writer's own
transaction, every lease taken, every result written and every commit that gave a lease back.

The final state of a database cannot show who wrote a row, nor what was true *inside* the
transaction that wrote it; these rows can. Triggers run in whatever process writes, so a
daemon under test records them without knowing.
"""

import sqlite3
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS soak_claims (
  seq INTEGER PRIMARY KEY, target_id TEXT, slot INTEGER, token TEXT,
  claimed_at INTEGER,            -- the claimant's clock: its lease's expiry minus the lease
  old_token TEXT, old_expires INTEGER, retry_at INTEGER);
CREATE TABLE IF NOT EXISTS soak_results (
  seq INTEGER PRIMARY KEY, work_id TEXT, target_id TEXT, slot INTEGER, status TEXT,
  checked_at INTEGER, token TEXT);  -- the target's lease when the row was written
CREATE TABLE IF NOT EXISTS soak_commits (
  seq INTEGER PRIMARY KEY, target_id TEXT, slot INTEGER, token TEXT, moved INTEGER,
  status TEXT, alerts INTEGER, wanted INTEGER, quarantined INTEGER);

CREATE TRIGGER IF NOT EXISTS soak_claim AFTER UPDATE OF lease_token ON monitor_targets
WHEN NEW.lease_token IS NOT NULL AND NEW.lease_token IS NOT OLD.lease_token
BEGIN
  INSERT INTO soak_claims (target_id, slot, token, claimed_at, old_token, old_expires, retry_at)
  VALUES (NEW.id, NEW.next_check_at, NEW.lease_token, NEW.lease_expires_at - {lease_ms},
          OLD.lease_token, OLD.lease_expires_at, OLD.retry_at);
END;

CREATE TRIGGER IF NOT EXISTS soak_result_in AFTER INSERT ON source_checks BEGIN
  INSERT INTO soak_results (work_id, target_id, slot, status, checked_at, token)
  SELECT NEW.work_id, NEW.target_id, NEW.scheduled_for, NEW.status, NEW.checked_at,
         (SELECT lease_token FROM monitor_targets WHERE id = NEW.target_id);
END;
CREATE TRIGGER IF NOT EXISTS soak_result_up AFTER UPDATE ON source_checks BEGIN
  INSERT INTO soak_results (work_id, target_id, slot, status, checked_at, token)
  SELECT NEW.work_id, NEW.target_id, NEW.scheduled_for, NEW.status, NEW.checked_at,
         (SELECT lease_token FROM monitor_targets WHERE id = NEW.target_id);
END;

-- A lease given back together with a schedule move or a retry time is a commit: what must be
-- written by then, in the same transaction, is looked at now.
CREATE TRIGGER IF NOT EXISTS soak_commit AFTER UPDATE ON monitor_targets
WHEN OLD.lease_token IS NOT NULL AND NEW.lease_token IS NULL
  AND (NEW.next_check_at != OLD.next_check_at OR NEW.retry_at IS NOT OLD.retry_at)
BEGIN
  INSERT INTO soak_commits (target_id, slot, token, moved, status, alerts, wanted, quarantined)
  SELECT NEW.id, OLD.next_check_at, OLD.lease_token, NEW.next_check_at != OLD.next_check_at,
         c.status,
         (SELECT COUNT(*) FROM outbox AS o WHERE o.work_id = c.work_id
            AND o.event = CASE c.status WHEN 'failed' THEN 'quarantined' ELSE 'changed' END),
         CASE WHEN EXISTS (SELECT 1 FROM json_each(NEW.notify_on_json)
                           WHERE value = CASE c.status WHEN 'failed' THEN 'quarantined'
                                                       ELSE 'changed' END)
              THEN json_array_length(NEW.notify_json) ELSE 0 END,
         EXISTS (SELECT 1 FROM quarantine AS q WHERE q.work_id = c.work_id)
  FROM (SELECT 1) LEFT JOIN source_checks AS c
    ON c.target_id = NEW.id AND c.scheduled_for = OLD.next_check_at;
END;
"""


def install(database: Path, lease_ms: int) -> None:
    with sqlite3.connect(database) as conn:
        conn.executescript(SCHEMA.format(lease_ms=lease_ms))


def findings(conn: sqlite3.Connection) -> list[str]:
    return claims_and_results(conn) + commits(conn)


def claims_and_results(conn: sqlite3.Connection) -> list[str]:
    found = []
    # A claim over a lease still live by the claimant's own clock: two holders at once.
    for target, slot, token, now, old, expires in conn.execute(
        "SELECT target_id, slot, token, claimed_at, old_token, old_expires FROM soak_claims"
        " WHERE old_token IS NOT NULL AND old_expires > claimed_at"
    ):
        found.append(f"{target}@{slot}: lease {old} (until {expires}) taken by {token} at {now}")
    # A claim during the slot's backoff, by the claimant's own clock.
    for target, slot, now, retry_at in conn.execute(
        "SELECT target_id, slot, claimed_at, retry_at FROM soak_claims WHERE retry_at > claimed_at"
    ):
        found.append(f"{target}@{slot}: claimed at {now}, before its retry time {retry_at}")
    # A result is written under a lease, by the holder: its fetch ended after the claim.
    for work_id, checked_at, token, claimed_at in conn.execute(
        "SELECT r.work_id, r.checked_at, r.token, (SELECT c.claimed_at FROM soak_claims AS c"
        "   WHERE c.token = r.token ORDER BY c.seq DESC LIMIT 1)"
        " FROM soak_results AS r"
    ):
        if token is None:
            found.append(f"{work_id}: result written while nobody held the target's lease")
        elif claimed_at is not None and checked_at < claimed_at:
            found.append(f"{work_id}: result fetched at {checked_at} written under a lease"
                         f" claimed at {claimed_at}: not the holder's")  # fmt: skip
    return found


def commits(conn: sqlite3.Connection) -> list[str]:
    """What a commit must carry in its own transaction."""
    found = []
    for target, slot, moved, status, alerts, wanted, quarantined in conn.execute(
        "SELECT target_id, slot, moved, status, alerts, wanted, quarantined FROM soak_commits"
    ):
        where = f"{target}@{slot}"
        if status is None:
            found.append(f"{where}: lease given back and schedule moved with no result row")
        elif status == "changed" and alerts != wanted:
            found.append(f"{where}: change committed with {alerts} of its {wanted} alerts")
        elif status == "failed" and moved and not quarantined:
            found.append(f"{where}: failed slot moved on without its quarantine entry")
        elif status == "failed" and moved and alerts != wanted:
            found.append(f"{where}: quarantine committed with {alerts} of its {wanted} alerts")
    return found


def exercised(conn: sqlite3.Connection) -> dict[str, int]:
    """How often the paths the checks above guard were taken: a check never reached proves
    nothing."""
    [row] = conn.execute(
        "SELECT (SELECT COUNT(*) FROM soak_claims WHERE old_token IS NOT NULL),"
        " (SELECT COUNT(*) FROM soak_commits WHERE status = 'changed'),"
        " (SELECT COUNT(*) FROM soak_commits WHERE status = 'failed' AND moved),"
        " (SELECT COUNT(*) FROM soak_commits WHERE status = 'failed' AND NOT moved)"
    ).fetchall()
    return dict(zip(PATHS, row, strict=True))


PATHS = ("takeovers", "changes_committed", "quarantines_committed", "retries_committed")
