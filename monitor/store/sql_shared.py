"""Statements, and parts of statements, that read the same in both dialects: no parameter,
nothing either database spells its own way."""

CHECK_COLUMNS = """
SELECT c.work_id, c.target_id, c.scheduled_for, c.checked_at, c.status, c.attempt_count,
       c.result_hash, c.error_message, c.http_status, c.duration_ms, s.content, c.error_class,
       c.set_aside_json
FROM source_checks AS c LEFT JOIN snapshots AS s ON s.hash = c.result_hash
"""

DELIVERY_COLUMNS = """
RETURNING key, channel, work_id, target_id, run_id, url, event, before_work_id, created_at,
  attempts
"""

DAEMONS = """
SELECT id, host, pid, started_at, beat_at, last_tick_at, queue_depth, healthy, reasons_json,
       stopped_at, restart_needed_json
FROM daemons ORDER BY beat_at DESC, id
"""

# How often an entry's work was tried, its last try included, a successful replay too: a
# check's row counts its fetches, an alert's its sends, a cleanup batch its runs.
QUARANTINE_ATTEMPTS = """CASE
         WHEN kind IN ('notification', 'digest')
           THEN (SELECT attempts FROM outbox WHERE key = quarantine.work_id)
         WHEN kind = 'cleanup'
           THEN (SELECT attempts FROM cleanup_messages WHERE message_id = quarantine.work_id)
         ELSE (SELECT attempt_count FROM source_checks AS c WHERE c.work_id = quarantine.work_id)
       END"""

RUN_COLUMNS = """
SELECT run_id, period_start, period_end, stage, digest_json, cutoff, created_at, updated_at
FROM runs
"""

INCOMPLETE_RUNS = RUN_COLUMNS + "WHERE stage != 'cleanup_done' ORDER BY period_end"

# What a cleanup keeps, whatever the run's cutoff: a check anything still needs. It is its
# target's latest success in completion order (the next change is compared with it), it is
# quarantined (an operator may replay it), or a run has yet to render the digest of its
# period. (An alert naming it is checked beside this, each dialect its own way.)
CHECK_KEPT = """
  c.work_id = (SELECT l.work_id FROM source_checks AS l
               WHERE l.target_id = c.target_id AND l.status != 'failed'
               ORDER BY l.completed_seq DESC LIMIT 1)
  OR EXISTS (SELECT 1 FROM quarantine AS q WHERE q.work_id = c.work_id AND q.resolved_at IS NULL)
  OR EXISTS (SELECT 1 FROM runs AS r
             WHERE r.digest_json IS NULL AND c.scheduled_for >= r.period_start)
"""

FIRST_TARGET = "SELECT MIN(created_at) FROM monitor_targets"

# `monitor volatile --clear`, each dialect naming the target after it: the next check extracts
# in full (the same bytes are not taken for the same result) and compares what is no longer
# set aside.
CLEAR_LEARNED = """
UPDATE monitor_targets
SET volatile_json = '[]', etag = NULL, last_modified = NULL, body_hash = NULL
WHERE volatile_json != '[]' AND id = """
