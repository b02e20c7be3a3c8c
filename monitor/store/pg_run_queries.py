"""SQL of the weekly runs for PostgreSQL, named as in ``run_queries`` (SQLite's)."""

from monitor.store.sql_shared import CHECK_KEPT, RUN_COLUMNS
from monitor.store.sql_shared import FIRST_TARGET as FIRST_TARGET
from monitor.store.sql_shared import INCOMPLETE_RUNS as INCOMPLETE_RUNS

RUN = RUN_COLUMNS + "WHERE run_id = %(run_id)s"

RUNS = RUN_COLUMNS + "ORDER BY period_end DESC LIMIT %(limit)s"


CREATE_RUN = """
INSERT INTO runs (run_id, period_start, period_end, created_at, updated_at)
VALUES (%(run_id)s, %(start)s, %(end)s, %(now)s, %(now)s)
ON CONFLICT (run_id) DO NOTHING
"""

HISTORY = """
INSERT INTO run_history (run_id, at, stage, note)
SELECT %(run_id)s, %(now)s, stage, %(note)s::text FROM runs WHERE run_id = %(run_id)s
"""

RUN_HISTORY = """
SELECT at, stage, note FROM run_history WHERE run_id = %(run_id)s ORDER BY id
"""

CLAIM_RUN = """
UPDATE runs SET lease_token = %(token)s, lease_expires_at = %(expires)s
WHERE run_id = %(run_id)s AND stage != 'cleanup_done'
  AND (lease_token IS NULL OR lease_expires_at <= %(now)s)
RETURNING run_id
"""

RELEASE_RUN = """
UPDATE runs SET lease_token = NULL, lease_expires_at = NULL
WHERE run_id = %(run_id)s AND lease_token = %(token)s
"""

RECORD_DIGEST = """
UPDATE runs SET digest_json = %(digest)s, updated_at = %(now)s
WHERE run_id = %(run_id)s AND lease_token = %(token)s AND digest_json IS NULL
"""

DIGEST_DELIVERIES = """
INSERT INTO outbox (key, channel, run_id, event, url, created_at, next_attempt_at)
SELECT channel.value || ':' || %(last_day)s::text, channel.value, %(run_id)s, 'digest', '',
       %(now)s, %(now)s
FROM jsonb_array_elements_text(%(channels)s::jsonb) AS channel(value)
ON CONFLICT (key) DO NOTHING
"""

DIGEST_OUTCOMES = """
SELECT state, COUNT(*)::integer FROM outbox WHERE run_id = %(run_id)s GROUP BY state
"""

DIGEST_SENT = """
UPDATE runs SET stage = 'digest_sent', updated_at = %(now)s
WHERE run_id = %(run_id)s AND lease_token = %(token)s AND stage = 'created'
  AND digest_json IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM outbox WHERE run_id = %(run_id)s AND state = 'pending')
"""


ELIGIBLE_OUTBOX = """
SELECT key FROM outbox
WHERE state = 'delivered' AND created_at < %(cutoff)s
ORDER BY created_at, key
"""

# An alert names a check by either column: one NOT EXISTS each, so that each is an anti-join
# on its own index (outbox_work_idx, outbox_before_idx). PostgreSQL plans one NOT EXISTS on
# the OR of both as a nested loop that compares every check with every alert.
ELIGIBLE_CHECKS = (
    """
SELECT c.work_id FROM source_checks AS c
WHERE c.scheduled_for < %(cutoff)s
  AND NOT EXISTS (SELECT 1 FROM outbox AS o
                  WHERE o.work_id = c.work_id
                    AND NOT (o.state = 'delivered' AND o.created_at < %(cutoff)s))
  AND NOT EXISTS (SELECT 1 FROM outbox AS o
                  WHERE o.before_work_id = c.work_id
                    AND NOT (o.state = 'delivered' AND o.created_at < %(cutoff)s))
  AND NOT ("""
    + CHECK_KEPT
    + """)
ORDER BY c.scheduled_for, c.work_id
"""
)

PLAN_CLEANUP = """
UPDATE runs SET cutoff = %(cutoff)s, stage = 'cleanup_enqueued', updated_at = %(now)s
WHERE run_id = %(run_id)s AND lease_token = %(token)s AND stage = 'digest_sent'
"""

PUBLISH = """
INSERT INTO cleanup_messages (message_id, run_id, batch, body, next_attempt_at)
VALUES (%(message_id)s, %(run_id)s, %(batch)s, %(body)s, %(now)s)
ON CONFLICT (message_id) DO NOTHING
"""

# Locked as it is chosen: another daemon's claim takes the next batch, or none.
CLAIM_CLEANUP = """
UPDATE cleanup_messages SET lease_token = %(token)s, lease_expires_at = %(expires)s
WHERE message_id = (
  SELECT m.message_id FROM cleanup_messages AS m
  WHERE m.state = 'pending' AND m.next_attempt_at <= %(now)s
    AND (m.lease_token IS NULL OR m.lease_expires_at <= %(now)s)
    AND NOT EXISTS (SELECT 1 FROM cleanup_messages AS e
                    WHERE e.run_id = m.run_id AND e.batch < m.batch AND e.state != 'done')
  ORDER BY m.run_id, m.batch LIMIT 1
  FOR UPDATE SKIP LOCKED
)
RETURNING message_id, run_id, batch, body, attempts
"""

CLAIM_QUARANTINED_CLEANUP = """
UPDATE cleanup_messages
SET state = 'pending', next_attempt_at = %(now)s, lease_token = %(token)s,
    lease_expires_at = %(expires)s
WHERE message_id = %(message_id)s AND state = 'quarantined'
  AND EXISTS (SELECT 1 FROM quarantine WHERE work_id = %(message_id)s AND resolved_at IS NULL)
RETURNING message_id, run_id, batch, body, attempts
"""

_IDS = "(SELECT jsonb_array_elements_text(%(ids)s::jsonb))"

DELETE_OUTBOX = f"""
DELETE FROM outbox
WHERE key IN {_IDS} AND state = 'delivered'
  AND created_at < (SELECT cutoff FROM runs WHERE run_id = %(run_id)s)
RETURNING key
"""

DELETE_CHECKS = (
    f"""
DELETE FROM source_checks AS c
WHERE c.work_id IN {_IDS}
  AND c.scheduled_for < (SELECT cutoff FROM runs WHERE run_id = %(run_id)s)
  AND NOT EXISTS (SELECT 1 FROM outbox AS o WHERE o.work_id = c.work_id)
  AND NOT EXISTS (SELECT 1 FROM outbox AS o WHERE o.before_work_id = c.work_id)
  AND NOT ("""
    + CHECK_KEPT
    + """)
RETURNING work_id, result_hash
"""
)

DELETE_ATTEMPTS = f"DELETE FROM check_attempts WHERE work_id IN {_IDS}"

DELETE_RESOLVED = f"""
DELETE FROM quarantine WHERE work_id IN {_IDS} AND resolved_at IS NOT NULL
"""

DELETE_SNAPSHOTS = """
DELETE FROM snapshots
WHERE hash IN (SELECT jsonb_array_elements_text(%(hashes)s::jsonb))
  -- the expression of source_checks_hash_prefix_idx, so that the index finds the rows
  AND NOT EXISTS (SELECT 1 FROM source_checks
                  WHERE substr(result_hash, 1, 16) = substr(snapshots.hash, 1, 16)
                  AND result_hash = snapshots.hash)
  -- a page that flips back to one of its last compare_last results stores no new snapshot
  AND NOT EXISTS (SELECT 1 FROM monitor_targets AS t,
                    jsonb_array_elements_text(t.recent_hashes::jsonb) AS r(value)
                  WHERE r.value = snapshots.hash)
"""

CLEANUP_DONE = """
UPDATE cleanup_messages
SET state = 'done', done_at = %(now)s, deleted = %(deleted)s, attempts = attempts + 1,
    error_class = NULL, last_error = NULL, lease_token = NULL, lease_expires_at = NULL
WHERE message_id = %(message_id)s AND lease_token = %(token)s
"""

DROP_CLEANUP = """
UPDATE cleanup_messages
SET state = 'done', done_at = %(now)s, deleted = 0, lease_token = NULL, lease_expires_at = NULL
WHERE message_id = (SELECT work_id FROM quarantine WHERE id = %(id)s AND kind = 'cleanup')
  AND state = 'quarantined'
RETURNING run_id, batch
"""

RESOLVE_CLEANUP = """
UPDATE quarantine SET resolved_at = %(now)s, resolution = 'replayed'
WHERE work_id = %(message_id)s AND resolved_at IS NULL
"""

CLEANUP_FAILED = """
UPDATE cleanup_messages
SET attempts = attempts + 1, error_class = %(error_class)s, last_error = %(error)s,
    next_attempt_at = COALESCE(%(retry_at)s::bigint, next_attempt_at),
    state = CASE WHEN %(quarantine)s::text IS NOT NULL THEN 'quarantined' ELSE state END,
    lease_token = NULL, lease_expires_at = NULL
WHERE message_id = %(message_id)s AND lease_token = %(token)s
"""

CLEANUP_ATTEMPT = """
INSERT INTO cleanup_attempts (message_id, attempt, attempted_at, error_class, error_message)
SELECT message_id, attempts, %(now)s, %(error_class)s, %(error)s
FROM cleanup_messages WHERE message_id = %(message_id)s
"""

QUARANTINE_CLEANUP = """
INSERT INTO quarantine (kind, target_id, work_id, scheduled_for, reason, error_class,
                        last_error, quarantined_at)
SELECT 'cleanup', NULL, m.message_id, r.period_end, %(quarantine)s::text, %(error_class)s,
       %(error)s, %(now)s
FROM cleanup_messages AS m JOIN runs AS r ON r.run_id = m.run_id
WHERE m.message_id = %(message_id)s AND %(quarantine)s::text IS NOT NULL
ON CONFLICT (work_id) DO UPDATE SET
  reason = excluded.reason, error_class = excluded.error_class,
  last_error = excluded.last_error, resolved_at = NULL, resolution = NULL,
  resolution_note = NULL
"""

_OLD_RUNS = """
SELECT run_id FROM runs AS r
WHERE r.stage = 'cleanup_done' AND r.period_end < %(cutoff)s AND r.run_id != %(run_id)s
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
SELECT COALESCE(SUM(deleted), 0)::integer FROM cleanup_messages WHERE run_id = %(run_id)s
"""

CLEANUP_FINISHED = """
UPDATE runs SET stage = 'cleanup_done', updated_at = %(now)s
WHERE run_id = %(run_id)s AND stage = 'cleanup_enqueued'
  AND NOT EXISTS (SELECT 1 FROM cleanup_messages WHERE run_id = %(run_id)s AND state != 'done')
"""

BATCHES = """
SELECT batch, state, attempts, next_attempt_at, error_class, last_error, deleted
FROM cleanup_messages WHERE run_id = %(run_id)s ORDER BY batch
"""

PERIOD_CHECKS = """
SELECT c.work_id, c.target_id, c.scheduled_for, c.checked_at, c.status, c.attempt_count,
       c.result_hash, c.error_message, c.http_status, c.duration_ms,
       CASE WHEN c.status = 'changed' THEN s.content END, c.error_class
FROM source_checks AS c LEFT JOIN snapshots AS s ON s.hash = c.result_hash
WHERE c.scheduled_for >= %(start)s AND c.scheduled_for < %(end)s
ORDER BY c.target_id, c.scheduled_for
"""

PERIOD_TARGETS = """
SELECT id, url, interval_minutes, created_at, enabled FROM monitor_targets AS t
WHERE (enabled = 1 AND created_at < %(end)s)
   OR EXISTS (SELECT 1 FROM source_checks AS c
              WHERE c.target_id = t.id AND c.scheduled_for >= %(start)s
                AND c.scheduled_for < %(end)s)
ORDER BY id
"""

PERIOD_QUARANTINED = """
SELECT work_id FROM quarantine
WHERE kind = 'check' AND resolved_at IS NULL AND scheduled_for >= %(start)s
  AND scheduled_for < %(end)s
"""
