"""SQLite's own spelling of the statements ``queries`` cannot share with PostgreSQL, named as
in ``pg_queries``, meaning the same (see ``dialect``)."""

from monitor.store import sql_shared

# Claims every requested slot that is still due and unleased, in one statement. A target
# requested twice in a batch is updated once; the token it returns says which request won.
# The unary + keeps the planner off the schedule index, which would scan every enabled target
# for each request; the requests drive the join and each finds its target by primary key.
CLAIM = """
UPDATE monitor_targets
SET lease_token = r.token, lease_expires_at = r.expires, lease_holder = r.holder
FROM (
  SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS slot,
         json_extract(value, '$[2]') AS token, json_extract(value, '$[3]') AS now,
         json_extract(value, '$[4]') AS expires, json_extract(value, '$[5]') AS holder
  FROM json_each(:requests)
) AS r
WHERE monitor_targets.id = r.id AND +enabled = 1 AND +next_check_at = r.slot
  AND (lease_token IS NULL OR lease_expires_at <= r.now)
  AND (retry_at IS NULL OR retry_at <= r.now)
RETURNING lease_token,
  (SELECT status FROM source_checks
   WHERE target_id = monitor_targets.id AND scheduled_for = monitor_targets.next_check_at)
    AS status,
  url, headers_json, interval_minutes,
  (SELECT attempt_count FROM source_checks
   WHERE target_id = monitor_targets.id AND scheduled_for = monitor_targets.next_check_at)
    AS attempt_count,
  recent_hashes, rules_json, compare_last, allow_private_networks, request_json, volatile_json,
  confirm_delay_ms, etag, last_modified, body_hash, alert_json
"""

# The leases the requested targets hold before CLAIM replaces them, read in its transaction
# (RETURNING sees only the new row): a claim that wins one of these took over an expired
# lease, and says whose.
HELD = """
SELECT id, lease_expires_at, lease_holder FROM monitor_targets
WHERE id IN (SELECT json_extract(value, '$[0]') FROM json_each(:requests))
  AND lease_token IS NOT NULL
"""

# A snapshot the check may be the first to see (:snapshot is NULL when it is known already).
SNAPSHOT = """
INSERT INTO snapshots (hash, content, created_at)
SELECT :hash, :snapshot, :checked_at
FROM monitor_targets WHERE id = :id AND lease_token = :token AND :snapshot IS NOT NULL
ON CONFLICT (hash) DO NOTHING
"""

# The alerts a result raises, one per channel the target notifies, in the result's own
# transaction. :event is the result's kind ('changed', 'quarantined', or 'success' for any
# other success); any success after a slot that ended failed is also a recovery. A change's key
# is {channel}:{work_id}; the others name their event too, because a quarantined slot can be
# replayed into a change. A second write of the same result is a no-op.
OUTBOX = """
WITH raised(event, suffix) AS (
  SELECT :event, CASE :event WHEN 'changed' THEN '' ELSE ':' || :event END
  WHERE :event != 'success'
  UNION ALL
  SELECT 'recovered', ':recovered'
  WHERE :event IN ('success', 'changed')
    AND (SELECT status FROM source_checks WHERE target_id = :id AND scheduled_for < :slot
         ORDER BY scheduled_for DESC LIMIT 1) = 'failed'
)
INSERT INTO outbox (key, channel, work_id, target_id, event, url, before_work_id, created_at,
                    next_attempt_at)
SELECT channel.value || ':' || :work_id || raised.suffix, channel.value, :work_id, t.id,
       raised.event, t.url,
       CASE raised.event
         -- the failure it recovered from: named, so that the cleanup keeps it for the alert
         WHEN 'recovered' THEN (SELECT work_id FROM source_checks WHERE target_id = :id
                                  AND scheduled_for < :slot ORDER BY scheduled_for DESC LIMIT 1)
         -- what it changed from: the latest other result completed (a replay's included)
         ELSE (SELECT work_id FROM source_checks WHERE target_id = :id AND work_id != :work_id
                 AND status != 'failed' AND result_hash != :hash
               ORDER BY completed_seq DESC LIMIT 1)
       END,
       :checked_at, :checked_at
FROM raised, monitor_targets AS t, json_each(t.notify_json) AS channel
WHERE t.id = :id AND t.lease_token = :token
  AND EXISTS (SELECT 1 FROM json_each(t.notify_on_json) WHERE value = raised.event)
ON CONFLICT (key) DO NOTHING
"""

# The targets file as it is read, staged on the daemon's connection alone (a temporary table
# takes no lock on the database) until the file has been read to its end without a problem.
# Its columns are named as the parameters of INSERT_TARGET and UPDATE_TARGET.
CREATE_LISTED = """
CREATE TEMP TABLE IF NOT EXISTS listed_targets (
  id TEXT PRIMARY KEY NOT NULL, url TEXT NOT NULL, interval INTEGER NOT NULL,
  enabled INTEGER NOT NULL, headers TEXT NOT NULL, start_at INTEGER, rules TEXT NOT NULL,
  compare_last INTEGER NOT NULL, notify TEXT NOT NULL, notify_on TEXT NOT NULL,
  allow_private INTEGER NOT NULL, request TEXT NOT NULL, confirm_delay INTEGER,
  alert TEXT NOT NULL
)
"""

CLEAR_LISTED = "DELETE FROM temp.listed_targets"

# Nothing to take: BEGIN IMMEDIATE holds the write lock, so syncs already go one at a time.
LOCK_SYNC = "SELECT 1"

LIST_TARGET = """
INSERT INTO temp.listed_targets
VALUES (:id, :url, :interval, :enabled, :headers, :start_at, :rules, :compare_last, :notify,
        :notify_on, :allow_private, :request, :confirm_delay, :alert)
"""

# The listed targets that are new or differ from their stored row, a page at a time in id
# order; with what the schedule needs of the stored row (its id NULL when there is none).
CHANGED_TARGETS = f"""
SELECT {sql_shared.LISTED_AND_STORED}
FROM temp.listed_targets AS l LEFT JOIN monitor_targets AS t ON t.id = l.id
WHERE l.id > :after
  AND (l.url, l.interval, l.enabled, l.headers, l.start_at, l.rules, l.compare_last, l.notify,
       l.notify_on, l.allow_private, l.request, l.confirm_delay, l.alert)
      IS NOT (t.url, t.interval_minutes, t.enabled, t.headers_json, t.start_at, t.rules_json,
              t.compare_last, t.notify_json, t.notify_on_json, t.allow_private_networks,
              t.request_json, t.confirm_delay_ms, t.alert_json)
ORDER BY l.id
LIMIT :limit
"""

DISABLE_UNLISTED = """
UPDATE monitor_targets SET enabled = 0, updated_at = :now
WHERE enabled = 1
  AND NOT EXISTS (SELECT 1 FROM temp.listed_targets AS l WHERE l.id = monitor_targets.id)
"""

TARGET_STATES = f"""
SELECT {sql_shared.TARGET_STATE}
FROM monitor_targets AS t
LEFT JOIN source_checks AS c ON c.work_id = (
  SELECT work_id FROM source_checks WHERE target_id = t.id ORDER BY scheduled_for DESC LIMIT 1
)
ORDER BY t.id
"""

# One file, one host: the share (:share_index of :share_of) is not worth a hash here.
DUE_SLOTS = """
SELECT id, next_check_at FROM monitor_targets
WHERE enabled = 1 AND next_check_at <= :now
  AND (lease_token IS NULL OR lease_expires_at <= :now)
  AND (retry_at IS NULL OR retry_at <= :now)
  AND (next_check_at, id) > (:after_slot, :after_id)
ORDER BY next_check_at, id
LIMIT :limit
"""

TARGETS_BY_ID = """
SELECT id, enabled, next_check_at, retry_at, lease_expires_at, lease_holder
FROM monitor_targets
WHERE id IN (SELECT value FROM json_each(:ids))
ORDER BY id
"""

# `run --once --due-now`: each target's next slot moves to now, a new cadence, as an edited
# anchor would move it; only from the slot the command saw, still ahead (a due slot is checked
# as it is, never skipped), and never under a live lease or a backoff. Each target is found
# by its id (the unary + keeps the planner off the schedule index, as in CLAIM).
MOVE_TO_NOW = """
UPDATE monitor_targets SET next_check_at = :slot
FROM (
  SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS seen
  FROM json_each(:moves)
) AS m
WHERE monitor_targets.id = m.id AND +next_check_at = m.seen AND +next_check_at > :now
  AND +enabled = 1 AND (lease_token IS NULL OR lease_expires_at <= :now)
  AND (retry_at IS NULL OR retry_at <= :now)
RETURNING id
"""

# The snapshots a confirming fetch compares with (the recent results), by hash.
SNAPSHOTS = """
SELECT hash, content FROM snapshots WHERE hash IN (SELECT value FROM json_each(:hashes))
"""

# Given more than one argument, SQLite's MAX is the greatest of them (PostgreSQL's GREATEST).
SIGNALS = sql_shared.signals(greatest="MAX")

CLAIM_DELIVERIES = (
    """
UPDATE outbox SET lease_token = :token, lease_expires_at = :expires
WHERE key IN (
  SELECT key FROM outbox
  WHERE state = 'pending' AND channel = :channel AND next_attempt_at <= :now
    AND (lease_token IS NULL OR lease_expires_at <= :now)
  ORDER BY next_attempt_at, key LIMIT :limit
)"""
    + sql_shared.DELIVERY_COLUMNS
)
