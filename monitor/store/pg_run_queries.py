"""PostgreSQL's own spelling of the weekly runs' statements that ``run_queries`` cannot share
with SQLite, named as in ``sqlite_run_queries``, meaning the same (see ``dialect``)."""

from monitor.store import sql_shared

# Locked as it is chosen: another daemon's claim takes the next batch, or none.
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
  FOR UPDATE SKIP LOCKED
)"""
    + sql_shared.CLEANUP_COLUMNS
)

_IDS = "(SELECT jsonb_array_elements_text(:ids::jsonb))"

DELETE_OUTBOX = f"""
DELETE FROM outbox
WHERE key IN {_IDS} AND state = 'delivered'
  AND created_at < (SELECT cutoff FROM runs WHERE run_id = :run_id)
RETURNING key
"""

DELETE_CHECKS = (
    f"""
DELETE FROM source_checks AS c
WHERE c.work_id IN {_IDS}
  AND c.scheduled_for < (SELECT cutoff FROM runs WHERE run_id = :run_id)
  AND NOT EXISTS (SELECT 1 FROM outbox AS o WHERE o.work_id = c.work_id)
  AND NOT EXISTS (SELECT 1 FROM outbox AS o WHERE o.before_work_id = c.work_id)
  AND NOT ("""
    + sql_shared.CHECK_KEPT
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
WHERE hash IN (SELECT jsonb_array_elements_text(:hashes::jsonb))
  -- the expression of source_checks_hash_prefix_idx, so that the index finds the rows
  AND NOT EXISTS (SELECT 1 FROM source_checks
                  WHERE substr(result_hash, 1, 16) = substr(snapshots.hash, 1, 16)
                  AND result_hash = snapshots.hash)
  -- a page that flips back to one of its last compare_last results stores no new snapshot
  AND NOT EXISTS (SELECT 1 FROM monitor_targets AS t,
                    jsonb_array_elements_text(t.recent_hashes::jsonb) AS r(value)
                  WHERE r.value = snapshots.hash)
"""

DIGEST_DELIVERIES = """
INSERT INTO outbox (key, channel, run_id, event, url, created_at, next_attempt_at)
SELECT channel.value || ':' || :last_day::text, channel.value, :run_id, 'digest', '',
       :now, :now
FROM jsonb_array_elements_text(:channels::jsonb) AS channel(value)
ON CONFLICT (key) DO NOTHING
"""
