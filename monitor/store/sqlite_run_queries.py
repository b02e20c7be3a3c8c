"""SQLite's own spelling of the weekly runs' statements that ``run_queries`` cannot share
with PostgreSQL, named as in ``pg_run_queries``, meaning the same (see ``dialect``)."""

from monitor.store import sql_shared

# Batches of one run go in order: the alerts first, then the checks they named.
CLAIM_CLEANUP = (
    """
UPDATE cleanup_messages SET lease_token = :token, lease_expires_at = :expires
WHERE message_id = (
  SELECT m.message_id FROM cleanup_messages AS m
  WHERE m.state = 'pending' AND m.next_attempt_at <= :now
    AND (m.lease_token IS NULL OR m.lease_expires_at <= :now)
    AND NOT EXISTS (SELECT 1 FROM cleanup_messages AS e
                    WHERE e.run_id = m.run_id AND e.batch < m.batch AND e.state != 'done')
  ORDER BY m.run_id, m.batch LIMIT 1
)"""
    + sql_shared.CLEANUP_COLUMNS
)

# The deletions re-check every row under the cutoff the run recorded, whatever the message
# says: a stale or forged message deletes nothing newer, and a second run deletes nothing.
DELETE_OUTBOX = """
DELETE FROM outbox
WHERE key IN (SELECT value FROM json_each(:ids)) AND state = 'delivered'
  AND created_at < (SELECT cutoff FROM runs WHERE run_id = :run_id)
RETURNING key
"""

DELETE_CHECKS = (
    """
DELETE FROM source_checks AS c
WHERE c.work_id IN (SELECT value FROM json_each(:ids))
  AND c.scheduled_for < (SELECT cutoff FROM runs WHERE run_id = :run_id)
  AND NOT EXISTS (SELECT 1 FROM outbox AS o
                  WHERE o.work_id = c.work_id OR o.before_work_id = c.work_id)
  AND NOT ("""
    + sql_shared.CHECK_KEPT
    + """)
RETURNING work_id, result_hash
"""
)

DELETE_ATTEMPTS = """
DELETE FROM check_attempts WHERE work_id IN (SELECT value FROM json_each(:ids))
"""

DELETE_RESOLVED = """
DELETE FROM quarantine
WHERE work_id IN (SELECT value FROM json_each(:ids)) AND resolved_at IS NOT NULL
"""

DELETE_SNAPSHOTS = """
DELETE FROM snapshots
WHERE hash IN (SELECT value FROM json_each(:hashes))
  -- the expression of source_checks_hash_prefix_idx, so that the index finds the rows
  AND NOT EXISTS (SELECT 1 FROM source_checks
                  WHERE substr(result_hash, 1, 16) = substr(snapshots.hash, 1, 16)
                  AND result_hash = snapshots.hash)
  -- a page that flips back to one of its last compare_last results stores no new snapshot
  AND NOT EXISTS (SELECT 1 FROM monitor_targets AS t, json_each(t.recent_hashes) AS r
                  WHERE r.value = snapshots.hash)
"""

# One delivery per recipient channel, key {channel}:{last day}: a second run of the stage finds
# them and inserts nothing.
DIGEST_DELIVERIES = """
INSERT INTO outbox (key, channel, run_id, event, url, created_at, next_attempt_at)
SELECT channel.value || ':' || :last_day, channel.value, :run_id, 'digest', '', :now, :now
FROM json_each(:channels) AS channel
WHERE true  -- else SQLite reads the ON of the upsert as a join's
ON CONFLICT (key) DO NOTHING
"""
