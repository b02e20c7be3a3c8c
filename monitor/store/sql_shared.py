"""Parts of statements that more than one statement module builds on, the same in both
dialects, and a statement whose dialects differ in a word alone (see ``dialect``)."""

# A leased delivery's columns, and a leased cleanup batch's, named as their records' fields.
DELIVERY_COLUMNS = """
RETURNING key, channel, work_id, target_id, run_id, url, event, before_work_id, created_at,
  attempts AS previous_attempts
"""

CLEANUP_COLUMNS = """
RETURNING message_id, run_id, batch, body, attempts AS previous_attempts
"""

# What a cleanup keeps, whatever the run's cutoff: a check anything still needs. It is its
# target's latest success in completion order (the next change is compared with it), it is
# quarantined (an operator may replay it), or a run has yet to render the digest of its
# period. (An alert naming it is checked beside this.)
CHECK_KEPT = """
  c.work_id = (SELECT l.work_id FROM source_checks AS l
               WHERE l.target_id = c.target_id AND l.status != 'failed'
               ORDER BY l.completed_seq DESC LIMIT 1)
  OR EXISTS (SELECT 1 FROM quarantine AS q WHERE q.work_id = c.work_id AND q.resolved_at IS NULL)
  OR EXISTS (SELECT 1 FROM runs AS r
             WHERE r.digest_json IS NULL AND c.scheduled_for >= r.period_start)
"""

# CHANGED_TARGETS's columns: the listed target's, named as its parameters, and what the
# schedule needs of the stored row (its id NULL when there is none).
LISTED_AND_STORED = """l.id, l.url, l.interval, l.enabled, l.headers, l.start_at, l.rules,
       l.compare_last, l.notify, l.notify_on, l.allow_private, l.request, l.confirm_delay,
       l.alert,
       t.id AS stored_id, t.interval_minutes AS stored_interval, t.enabled AS stored_enabled,
       t.start_at AS stored_start_at, t.next_check_at AS stored_next_check_at"""

# TARGET_STATES's columns, named as TargetState's fields: the target's, and its latest slot's.
TARGET_STATE = """t.id, t.url, t.enabled, t.interval_minutes, t.next_check_at,
       t.lease_expires_at, c.scheduled_for AS last_slot, c.status AS last_status,
       c.checked_at AS last_checked_at, t.lease_holder, c.set_aside_json AS set_aside"""


def signals(greatest: str) -> str:
    """The four signals an operator watches: all from the database, so any process
    sees the same. Lag counts every due slot; "queued" only those that could be claimed right
    now. Checks, alerts and digests in the outbox, the weekly runs and their cleanup batches
    all count: a run that has been unfinished for hours is late work too. ``greatest`` is the
    dialect's function of the greatest of its arguments."""
    return f"""
SELECT
  {greatest}(
    COALESCE((SELECT MAX(:now - next_check_at) FROM monitor_targets
              WHERE enabled = 1 AND next_check_at <= :now), 0),
    COALESCE((SELECT MAX(:now - created_at) FROM runs WHERE stage != 'cleanup_done'), 0)
  ) AS lag,
  {greatest}(
    COALESCE((SELECT MAX(:now - {greatest}(next_check_at, COALESCE(retry_at, 0)))
              FROM monitor_targets
              WHERE enabled = 1 AND next_check_at <= :now
                AND (retry_at IS NULL OR retry_at <= :now)
                AND (lease_token IS NULL OR lease_expires_at <= :now)), 0),
    COALESCE((SELECT MAX(:now - next_attempt_at) FROM outbox
              WHERE state = 'pending' AND next_attempt_at <= :now
                AND (lease_token IS NULL OR lease_expires_at <= :now)), 0),
    COALESCE((SELECT MAX(:now - m.next_attempt_at) FROM cleanup_messages AS m
              WHERE m.state = 'pending' AND m.next_attempt_at <= :now
                AND (m.lease_token IS NULL OR m.lease_expires_at <= :now)
                AND NOT EXISTS (SELECT 1 FROM cleanup_messages AS e  -- else it waits its turn
                                WHERE e.run_id = m.run_id AND e.batch < m.batch
                                  AND e.state != 'done')), 0)
  ) AS queued,
  CAST((SELECT COUNT(*) FROM quarantine WHERE resolved_at IS NULL) AS INTEGER) AS depth
"""
