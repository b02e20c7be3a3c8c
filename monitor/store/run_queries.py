"""The statements of the weekly runs (digest and retention cleanup) that read the
same in SQLite and PostgreSQL, named; each backend's own spelling of the others is in
``sqlite_run_queries`` and ``pg_run_queries`` (see ``dialect``)."""

from monitor.store import sql_shared

_RUN_COLUMNS = """
SELECT run_id, period_start, period_end, stage, digest_json, cutoff, created_at, updated_at
FROM runs
"""

RUN = _RUN_COLUMNS + "WHERE run_id = :run_id"

INCOMPLETE_RUNS = _RUN_COLUMNS + "WHERE stage != 'cleanup_done' ORDER BY period_end"

# Newest first: what an operator looks at is the latest weeks.
RUNS = _RUN_COLUMNS + "ORDER BY period_end DESC LIMIT :limit"

CREATE_RUN = """
INSERT INTO runs (run_id, period_start, period_end, created_at, updated_at)
VALUES (:run_id, :start, :end, :now, :now)
ON CONFLICT (run_id) DO NOTHING
"""

HISTORY = """
INSERT INTO run_history (run_id, at, stage, note)
SELECT :run_id, :now, stage, CAST(:note AS TEXT) FROM runs WHERE run_id = :run_id
"""

RUN_HISTORY = """
SELECT at, stage, note FROM run_history WHERE run_id = :run_id ORDER BY id
"""

# Whoever holds a run drives its stages; a dead holder's lease runs out.
CLAIM_RUN = """
UPDATE runs SET lease_token = :token, lease_expires_at = :expires
WHERE run_id = :run_id AND stage != 'cleanup_done'
  AND (lease_token IS NULL OR lease_expires_at <= :now)
RETURNING run_id
"""

RELEASE_RUN = """
UPDATE runs SET lease_token = NULL, lease_expires_at = NULL
WHERE run_id = :run_id AND lease_token = :token
"""

RECORD_DIGEST = """
UPDATE runs SET digest_json = :digest, updated_at = :now
WHERE run_id = :run_id AND lease_token = :token AND digest_json IS NULL
"""

DIGEST_OUTCOMES = """
SELECT state, CAST(COUNT(*) AS INTEGER) AS total FROM outbox WHERE run_id = :run_id
GROUP BY state
"""

# Every recipient has an outcome, delivered or quarantined: the stage is over.
DIGEST_SENT = """
UPDATE runs SET stage = 'digest_sent', updated_at = :now
WHERE run_id = :run_id AND lease_token = :token AND stage = 'created'
  AND digest_json IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM outbox WHERE run_id = :run_id AND state = 'pending')
"""

# Planning counts the alerts the same cleanup deletes first (its lower batches) as gone.
ELIGIBLE_OUTBOX = """
SELECT key FROM outbox
WHERE state = 'delivered' AND created_at < :cutoff
ORDER BY created_at, key
"""

# An alert names a check by either column: one NOT EXISTS each, so that each is an anti-join
# on its own index (outbox_work_idx, outbox_before_idx). PostgreSQL plans one NOT EXISTS on
# the OR of both as a nested loop that compares every check with every alert.
ELIGIBLE_CHECKS = (
    """
SELECT c.work_id FROM source_checks AS c
WHERE c.scheduled_for < :cutoff
  AND NOT EXISTS (SELECT 1 FROM outbox AS o
                  WHERE o.work_id = c.work_id
                    AND NOT (o.state = 'delivered' AND o.created_at < :cutoff))
  AND NOT EXISTS (SELECT 1 FROM outbox AS o
                  WHERE o.before_work_id = c.work_id
                    AND NOT (o.state = 'delivered' AND o.created_at < :cutoff))
  AND NOT ("""
    + sql_shared.CHECK_KEPT
    + """)
ORDER BY c.scheduled_for, c.work_id
"""
)

PLAN_CLEANUP = """
UPDATE runs SET cutoff = :cutoff, stage = 'cleanup_enqueued', updated_at = :now
WHERE run_id = :run_id AND lease_token = :token AND stage = 'digest_sent'
"""

PUBLISH = """
INSERT INTO cleanup_messages (message_id, run_id, batch, body, next_attempt_at)
VALUES (:message_id, :run_id, :batch, :body, :now)
ON CONFLICT (message_id) DO NOTHING
"""

CLAIM_QUARANTINED_CLEANUP = (
    """
UPDATE cleanup_messages SET state = 'pending', next_attempt_at = :now, lease_token = :token,
                            lease_expires_at = :expires
WHERE message_id = :message_id AND state = 'quarantined'
  AND EXISTS (SELECT 1 FROM quarantine WHERE work_id = :message_id AND resolved_at IS NULL)"""
    + sql_shared.CLEANUP_COLUMNS
)

CLEANUP_DONE = """
UPDATE cleanup_messages
SET state = 'done', done_at = :now, deleted = :deleted, attempts = attempts + 1,
    error_class = NULL, last_error = NULL, lease_token = NULL, lease_expires_at = NULL
WHERE message_id = :message_id AND lease_token = :token
"""

# An operator dropped the batch: it is done, having deleted nothing, so the run can finish.
DROP_CLEANUP = """
UPDATE cleanup_messages
SET state = 'done', done_at = :now, deleted = 0, lease_token = NULL, lease_expires_at = NULL
WHERE message_id = (SELECT work_id FROM quarantine WHERE id = :id AND kind = 'cleanup')
  AND state = 'quarantined'
RETURNING run_id, batch
"""

RESOLVE_CLEANUP = """
UPDATE quarantine SET resolved_at = :now, resolution = 'replayed'
WHERE work_id = :message_id AND resolved_at IS NULL
"""

CLEANUP_FAILED = """
UPDATE cleanup_messages
SET attempts = attempts + 1, error_class = :error_class, last_error = :error,
    next_attempt_at = COALESCE(CAST(:retry_at AS BIGINT), next_attempt_at),
    state = CASE WHEN CAST(:quarantine AS TEXT) IS NOT NULL THEN 'quarantined' ELSE state END,
    lease_token = NULL, lease_expires_at = NULL
WHERE message_id = :message_id AND lease_token = :token
"""

CLEANUP_ATTEMPT = """
INSERT INTO cleanup_attempts (message_id, attempt, attempted_at, error_class, error_message)
SELECT message_id, attempts, :now, :error_class, :error
FROM cleanup_messages WHERE message_id = :message_id
"""

QUARANTINE_CLEANUP = """
INSERT INTO quarantine (kind, target_id, work_id, scheduled_for, reason, error_class,
                        last_error, quarantined_at)
SELECT 'cleanup', NULL, m.message_id, r.period_end, CAST(:quarantine AS TEXT), :error_class,
       :error, :now
FROM cleanup_messages AS m JOIN runs AS r ON r.run_id = m.run_id
WHERE m.message_id = :message_id AND CAST(:quarantine AS TEXT) IS NOT NULL
ON CONFLICT (work_id) DO UPDATE SET
  reason = excluded.reason, error_class = excluded.error_class,
  last_error = excluded.last_error, resolved_at = NULL, resolution = NULL,
  resolution_note = NULL
"""

# A finished run is kept for the retention too, then goes with its messages and history, once
# no delivery names it: the database stays bounded, and the view shows the weeks that matter.
_OLD_RUNS = """
SELECT run_id FROM runs AS r
WHERE r.stage = 'cleanup_done' AND r.period_end < :cutoff AND r.run_id != :run_id
  AND NOT EXISTS (SELECT 1 FROM outbox AS o WHERE o.run_id = r.run_id)
"""

FORGET_RUNS = [
    f"DELETE FROM cleanup_attempts WHERE message_id IN (SELECT message_id FROM cleanup_messages"
    f" WHERE run_id IN ({_OLD_RUNS}))",
    f"DELETE FROM cleanup_messages WHERE run_id IN ({_OLD_RUNS})",
    f"DELETE FROM run_history WHERE run_id IN ({_OLD_RUNS})",
    f"DELETE FROM runs WHERE run_id IN ({_OLD_RUNS})",
]

DELETED = """
SELECT CAST(COALESCE(SUM(deleted), 0) AS INTEGER) AS deleted FROM cleanup_messages
WHERE run_id = :run_id
"""

# The last batch done ends the run.
CLEANUP_FINISHED = """
UPDATE runs SET stage = 'cleanup_done', updated_at = :now
WHERE run_id = :run_id AND stage = 'cleanup_enqueued'
  AND NOT EXISTS (SELECT 1 FROM cleanup_messages WHERE run_id = :run_id AND state != 'done')
"""

BATCHES = """
SELECT batch, state, attempts, next_attempt_at, error_class, last_error, deleted
FROM cleanup_messages WHERE run_id = :run_id ORDER BY batch
"""

# The digest's raw material: every check of the period, its targets, and what is quarantined.
PERIOD_CHECKS = """
SELECT c.work_id, c.target_id, c.scheduled_for, c.checked_at, c.status, c.attempt_count,
       c.result_hash, c.error_message, c.http_status, c.duration_ms,
       CASE WHEN c.status = 'changed' THEN s.content END AS snapshot, c.error_class,
       c.alerts_json AS alerts
FROM source_checks AS c LEFT JOIN snapshots AS s ON s.hash = c.result_hash
WHERE c.scheduled_for >= :start AND c.scheduled_for < :end
ORDER BY c.target_id, c.scheduled_for
"""

# Enabled targets, and any other with checks in the period (removed since: what it did still
# counts, what it missed does not).
PERIOD_TARGETS = """
SELECT id, url, interval_minutes, created_at, enabled FROM monitor_targets AS t
WHERE (enabled = 1 AND created_at < :end)
   OR EXISTS (SELECT 1 FROM source_checks AS c
              WHERE c.target_id = t.id AND c.scheduled_for >= :start AND c.scheduled_for < :end)
ORDER BY id
"""

PERIOD_QUARANTINED = """
SELECT work_id FROM quarantine
WHERE kind = 'check' AND resolved_at IS NULL AND scheduled_for >= :start AND scheduled_for < :end
"""

FIRST_TARGET = "SELECT MIN(created_at) AS created_at FROM monitor_targets"
