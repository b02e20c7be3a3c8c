"""Every SQL statement of the PostgreSQL store, named as in ``queries`` (SQLite's), meaning
the same. Times are Unix milliseconds. A parameter whose type PostgreSQL cannot infer from
where it stands (a bare NULL, a CASE, a select list) is cast.

Where several daemons share the database, a claim never waits for another daemon's: it locks
the targets it may take in id order and skips those another transaction holds (that one is
taking them), so that no two batches wait for each other.
"""

from monitor.store.sql_shared import CHECK_COLUMNS, DELIVERY_COLUMNS, QUARANTINE_ATTEMPTS
from monitor.store.sql_shared import CLEAR_LEARNED as _CLEAR_LEARNED
from monitor.store.sql_shared import DAEMONS as DAEMONS

# Each request's target is found by primary key, whatever the planner guesses of the batch:
# "+ 0" keeps it off the schedule index (as SQLite's unary +), which holds every target of a
# slot (after a first sync, all of them), and the ids it locks are an array, whose length it
# knows, not a set-returning function it takes for a hundred rows.
CLAIM = """
UPDATE monitor_targets AS t
SET lease_token = r.token, lease_expires_at = r.expires, lease_holder = r.holder
FROM (
  SELECT e->>0 AS id, (e->>1)::bigint AS slot, e->>2 AS token, (e->>3)::bigint AS now,
         (e->>4)::bigint AS expires, e->>5 AS holder
  FROM jsonb_array_elements(%(requests)s::jsonb) AS e
) AS r
WHERE t.id = r.id AND t.enabled + 0 = 1 AND t.next_check_at + 0 = r.slot
  AND (t.lease_token IS NULL OR t.lease_expires_at <= r.now)
  AND (t.retry_at IS NULL OR t.retry_at <= r.now)
  AND t.id IN (SELECT l.id FROM monitor_targets AS l
               WHERE l.id = ANY (ARRAY(SELECT e->>0
                                       FROM jsonb_array_elements(%(requests)s::jsonb) AS e))
               ORDER BY l.id FOR UPDATE SKIP LOCKED)
RETURNING t.lease_token,
  (SELECT status FROM source_checks
   WHERE target_id = t.id AND scheduled_for = t.next_check_at),
  t.url, t.headers_json, t.interval_minutes,
  (SELECT attempt_count FROM source_checks
   WHERE target_id = t.id AND scheduled_for = t.next_check_at),
  t.recent_hashes, t.rules_json, t.compare_last, t.allow_private_networks, t.request_json,
  t.volatile_json, t.confirm_delay_ms, t.etag, t.last_modified, t.body_hash
"""

# The leases the requested targets hold before CLAIM replaces them, in its transaction and
# locked as CLAIM locks them (in id order, skipping those another daemon is claiming), so that
# they are still what CLAIM finds: one it wins was an expired lease it took over.
HELD = """
SELECT id, lease_expires_at, lease_holder FROM monitor_targets
WHERE id = ANY (ARRAY(SELECT e->>0 FROM jsonb_array_elements(%(requests)s::jsonb) AS e))
  AND lease_token IS NOT NULL
ORDER BY id FOR UPDATE SKIP LOCKED
"""

RECORD = """
INSERT INTO source_checks (work_id, target_id, scheduled_for, checked_at, status,
                           attempt_count, result_hash, error_message, http_status, duration_ms,
                           error_class, completed_seq, rules_hash, set_aside_json)
SELECT %(work_id)s, %(id)s, %(slot)s, %(checked_at)s, %(status)s, 1, %(hash)s::text,
       %(error)s::text, %(http_status)s::integer, %(duration_ms)s, %(error_class)s::text,
       completed_seq + 1, %(rules_hash)s::text, %(set_aside)s::text
FROM monitor_targets WHERE id = %(id)s AND lease_token = %(token)s
ON CONFLICT (work_id) DO UPDATE SET
  checked_at = excluded.checked_at,
  status = excluded.status,
  attempt_count = source_checks.attempt_count + 1,
  result_hash = excluded.result_hash,
  error_message = excluded.error_message,
  http_status = excluded.http_status,
  duration_ms = excluded.duration_ms,
  error_class = excluded.error_class,
  completed_seq = excluded.completed_seq,
  rules_hash = excluded.rules_hash,
  set_aside_json = excluded.set_aside_json
WHERE source_checks.status = 'failed'
"""

SNAPSHOT = """
INSERT INTO snapshots (hash, content, created_at)
SELECT %(hash)s::text, %(snapshot)s::bytea, %(checked_at)s
FROM monitor_targets
WHERE id = %(id)s AND lease_token = %(token)s AND %(snapshot)s::bytea IS NOT NULL
ON CONFLICT (hash) DO NOTHING
"""

OUTBOX = """
WITH raised(event, suffix) AS (
  SELECT %(event)s::text,
         CASE %(event)s::text WHEN 'changed' THEN '' ELSE ':' || %(event)s::text END
  WHERE %(event)s::text != 'success'
  UNION ALL
  SELECT 'recovered', ':recovered'
  WHERE %(event)s::text IN ('success', 'changed')
    AND (SELECT status FROM source_checks
         WHERE target_id = %(id)s AND scheduled_for < %(slot)s
         ORDER BY scheduled_for DESC LIMIT 1) = 'failed'
)
INSERT INTO outbox (key, channel, work_id, target_id, event, url, before_work_id, created_at,
                    next_attempt_at)
SELECT channel.value || ':' || %(work_id)s::text || raised.suffix, channel.value,
       %(work_id)s::text, t.id, raised.event, t.url,
       CASE raised.event
         WHEN 'recovered' THEN (SELECT work_id FROM source_checks WHERE target_id = %(id)s
                                  AND scheduled_for < %(slot)s
                                ORDER BY scheduled_for DESC LIMIT 1)
         ELSE (SELECT work_id FROM source_checks
               WHERE target_id = %(id)s AND work_id != %(work_id)s::text AND status != 'failed'
                 AND result_hash != %(hash)s::text
               ORDER BY completed_seq DESC LIMIT 1)
       END,
       %(checked_at)s, %(checked_at)s
FROM raised, monitor_targets AS t,
     jsonb_array_elements_text(t.notify_json::jsonb) AS channel(value)
WHERE t.id = %(id)s AND t.lease_token = %(token)s
  AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(t.notify_on_json::jsonb) AS o(value)
              WHERE o.value = raised.event)
ON CONFLICT (key) DO NOTHING
"""

ATTEMPT = """
INSERT INTO check_attempts (work_id, attempt, attempted_at, error_class, error_message,
                            http_status)
SELECT %(work_id)s, %(attempt)s, %(checked_at)s, %(error_class)s::text, %(error)s::text,
       %(http_status)s::integer
FROM monitor_targets
WHERE id = %(id)s AND lease_token = %(token)s AND %(error_class)s::text IS NOT NULL
"""

QUARANTINE = """
INSERT INTO quarantine (target_id, work_id, scheduled_for, reason, error_class, last_error,
                        http_status, quarantined_at)
SELECT %(id)s, %(work_id)s, %(slot)s, %(quarantine)s::text, %(error_class)s::text,
       %(error)s::text, %(http_status)s::integer, %(checked_at)s
FROM monitor_targets
WHERE id = %(id)s AND lease_token = %(token)s AND %(quarantine)s::text IS NOT NULL
ON CONFLICT (work_id) DO UPDATE SET
  reason = excluded.reason, error_class = excluded.error_class,
  last_error = excluded.last_error, http_status = excluded.http_status,
  resolved_at = NULL, resolution = NULL, resolution_note = NULL
"""

_VALIDATORS_KEPT = """%(recent)s::text IS NOT NULL AND rules_json = %(rules)s::text
  AND url = %(url)s::text AND headers_json = %(headers)s::text"""

# What a commit keeps of its result: see queries.py.
_RESULT_KEPT = f"""
    volatile_json = CASE WHEN %(learned)s::text IS NOT NULL AND rules_json = %(rules)s::text
                              AND volatile_json = %(learned_before)s::text
                         THEN %(learned)s::text ELSE volatile_json END,
    recent_hashes = CASE WHEN %(recent)s::text IS NOT NULL AND rules_json = %(rules)s::text
                         THEN %(recent)s::text ELSE recent_hashes END,
    etag = CASE WHEN {_VALIDATORS_KEPT} THEN %(etag)s::text ELSE etag END,
    last_modified = CASE WHEN {_VALIDATORS_KEPT} THEN %(last_modified)s::text
                         ELSE last_modified END,
    body_hash = CASE WHEN {_VALIDATORS_KEPT} THEN %(body_hash)s::text ELSE body_hash END,
    completed_seq = completed_seq + 1,
    lease_token = NULL, lease_expires_at = NULL, lease_holder = NULL
WHERE id = %(id)s AND lease_token = %(token)s
"""

ADVANCE = (
    """
UPDATE monitor_targets
SET next_check_at = CASE WHEN next_check_at = %(slot)s THEN %(next)s::bigint
                         ELSE next_check_at END,
    retry_at = CASE WHEN next_check_at = %(slot)s THEN %(retry_at)s::bigint END,"""
    + _RESULT_KEPT
)

REPLAYED = "UPDATE monitor_targets SET" + _RESULT_KEPT

RELEASE = """
UPDATE monitor_targets SET lease_token = NULL, lease_expires_at = NULL, lease_holder = NULL
WHERE id = %(id)s AND lease_token = %(token)s
"""

# A temporary table lives on its connection alone: the sync holds one connection throughout.
CREATE_LISTED = """
CREATE TEMP TABLE IF NOT EXISTS listed_targets (
  id TEXT COLLATE "C" PRIMARY KEY NOT NULL, url TEXT NOT NULL, interval INTEGER NOT NULL,
  enabled INTEGER NOT NULL, headers TEXT NOT NULL, start_at BIGINT, rules TEXT NOT NULL,
  compare_last INTEGER NOT NULL, notify TEXT NOT NULL, notify_on TEXT NOT NULL,
  allow_private INTEGER NOT NULL, request TEXT NOT NULL, confirm_delay INTEGER
)
"""

CLEAR_LISTED = "DELETE FROM pg_temp.listed_targets"

# Syncs go one at a time, as on SQLite: daemons starting together read the stored targets
# after the first one's sync committed, instead of inserting the same new ones twice (the
# number is the monitor's own: "pricesyn" in ASCII).
LOCK_SYNC = "SELECT pg_advisory_xact_lock(8102654555217688942)"

LIST_TARGET = """
INSERT INTO pg_temp.listed_targets
VALUES (%(id)s, %(url)s, %(interval)s, %(enabled)s, %(headers)s, %(start_at)s::bigint,
        %(rules)s, %(compare_last)s, %(notify)s, %(notify_on)s, %(allow_private)s,
        %(request)s, %(confirm_delay)s::integer)
"""

CHANGED_TARGETS = """
SELECT l.*, t.id, t.interval_minutes, t.enabled, t.start_at, t.next_check_at
FROM pg_temp.listed_targets AS l LEFT JOIN monitor_targets AS t ON t.id = l.id
WHERE l.id > %(after)s
  AND (l.url, l.interval, l.enabled, l.headers, l.start_at, l.rules, l.compare_last, l.notify,
       l.notify_on, l.allow_private, l.request, l.confirm_delay)
      IS DISTINCT FROM (t.url, t.interval_minutes, t.enabled, t.headers_json, t.start_at,
                        t.rules_json, t.compare_last, t.notify_json, t.notify_on_json,
                        t.allow_private_networks, t.request_json, t.confirm_delay_ms)
ORDER BY l.id
LIMIT %(limit)s
"""

INSERT_TARGET = """
INSERT INTO monitor_targets (id, url, interval_minutes, enabled, next_check_at, headers_json,
                             start_at, rules_json, compare_last, notify_json, notify_on_json,
                             allow_private_networks, request_json, confirm_delay_ms, created_at,
                             updated_at)
VALUES (%(id)s, %(url)s, %(interval)s, %(enabled)s, %(next)s, %(headers)s,
        %(start_at)s::bigint, %(rules)s, %(compare_last)s, %(notify)s, %(notify_on)s,
        %(allow_private)s, %(request)s, %(confirm_delay)s::integer, %(now)s, %(now)s)
"""

_SAME_REQUEST = """rules_json = %(rules)s::text AND url = %(url)s::text
  AND headers_json = %(headers)s::text AND request_json = %(request)s::text"""

UPDATE_TARGET = f"""
UPDATE monitor_targets
SET url = %(url)s, interval_minutes = %(interval)s, enabled = %(enabled)s,
    headers_json = %(headers)s, start_at = %(start_at)s::bigint, next_check_at = %(next)s,
    updated_at = %(now)s,
    recent_hashes = CASE WHEN rules_json = %(rules)s::text THEN recent_hashes ELSE '[]' END,
    volatile_json = CASE WHEN rules_json = %(rules)s::text THEN volatile_json ELSE '[]' END,
    etag = CASE WHEN {_SAME_REQUEST} THEN etag END,
    last_modified = CASE WHEN {_SAME_REQUEST} THEN last_modified END,
    body_hash = CASE WHEN {_SAME_REQUEST} THEN body_hash END,
    rules_json = %(rules)s, compare_last = %(compare_last)s,
    notify_json = %(notify)s, notify_on_json = %(notify_on)s,
    allow_private_networks = %(allow_private)s, request_json = %(request)s,
    confirm_delay_ms = %(confirm_delay)s::integer
WHERE id = %(id)s
"""

DISABLE_UNLISTED = """
UPDATE monitor_targets SET enabled = 0, updated_at = %(now)s
WHERE enabled = 1
  AND NOT EXISTS (SELECT 1 FROM pg_temp.listed_targets AS l WHERE l.id = monitor_targets.id)
"""

TARGET_STATES = """
SELECT t.id, t.url, t.enabled, t.interval_minutes, t.next_check_at, t.lease_expires_at,
       c.scheduled_for, c.status, c.checked_at, t.lease_holder, c.set_aside_json
FROM monitor_targets AS t
LEFT JOIN LATERAL (
  SELECT scheduled_for, status, checked_at, set_aside_json FROM source_checks
  WHERE target_id = t.id ORDER BY scheduled_for DESC LIMIT 1
) AS c ON true
ORDER BY t.id
"""

# A share of the due slots is a hash of the target's id modulo the live daemons.
DUE_SLOTS = """
SELECT id, next_check_at FROM monitor_targets
WHERE enabled = 1 AND next_check_at <= %(now)s
  AND (lease_token IS NULL OR lease_expires_at <= %(now)s)
  AND (retry_at IS NULL OR retry_at <= %(now)s)
  AND (next_check_at, id) > (%(after_slot)s::bigint, %(after_id)s::text)
  AND (%(share_of)s = 1
       OR mod(hashtext(id)::bigint + 2147483648, %(share_of)s) = %(share_index)s)
ORDER BY next_check_at, id
LIMIT %(limit)s
"""

RENEW = "UPDATE monitor_targets SET lease_expires_at = %s WHERE id = %s AND lease_token = %s"

TARGETS_BY_ID = """
SELECT id, enabled, next_check_at, retry_at, lease_expires_at, lease_holder
FROM monitor_targets
WHERE id IN (SELECT jsonb_array_elements_text(%s::jsonb))
ORDER BY id
"""

NEXT_DUE = """
SELECT id, next_check_at FROM monitor_targets
WHERE enabled = 1 AND next_check_at > %(now)s
ORDER BY next_check_at, id
LIMIT 1
"""

# Each target by its id, as CLAIM finds them: the ids are an array the planner can count.
MOVE_TO_NOW = """
UPDATE monitor_targets AS t SET next_check_at = %(slot)s
FROM (
  SELECT e->>0 AS id, (e->>1)::bigint AS seen FROM jsonb_array_elements(%(moves)s::jsonb) AS e
) AS m
WHERE t.id = m.id
  AND t.id = ANY (ARRAY(SELECT e->>0 FROM jsonb_array_elements(%(moves)s::jsonb) AS e))
  AND t.next_check_at + 0 = m.seen AND t.next_check_at + 0 > %(now)s
  AND t.enabled + 0 = 1 AND (t.lease_token IS NULL OR t.lease_expires_at <= %(now)s)
  AND (t.retry_at IS NULL OR t.retry_at <= %(now)s)
RETURNING t.id
"""


HISTORY = CHECK_COLUMNS + "WHERE c.target_id = %s ORDER BY c.scheduled_for DESC LIMIT %s"

RESULT = CHECK_COLUMNS + "WHERE c.target_id = %(target_id)s AND c.work_id = %(work_id)s"

LATEST_CHANGE = (
    CHECK_COLUMNS
    + "WHERE c.target_id = %(target_id)s AND c.status = 'changed' "
    + "ORDER BY c.completed_seq DESC LIMIT 1"
)

PREVIOUS_DISTINCT = (
    CHECK_COLUMNS
    + "WHERE c.target_id = %(target_id)s AND c.status != 'failed' "
    + "AND c.result_hash != %(hash)s::text AND c.completed_seq < "
    + "(SELECT completed_seq FROM source_checks WHERE work_id = %(work_id)s) "
    + "ORDER BY c.completed_seq DESC LIMIT 1"
)

PREVIOUS_SLOT = (
    CHECK_COLUMNS
    + "WHERE c.target_id = %(target_id)s AND c.scheduled_for < %(slot)s "
    + "ORDER BY c.scheduled_for DESC LIMIT 1"
)

NEXT_RETRY = """
SELECT MIN(retry_at) FROM monitor_targets WHERE enabled = 1 AND retry_at > %(now)s
"""

_QUARANTINE_COLUMNS = f"""
SELECT id, kind, target_id, work_id, scheduled_for, reason, error_class, last_error,
       http_status, quarantined_at, resolved_at, resolution, resolution_note,
       {QUARANTINE_ATTEMPTS}::integer
FROM quarantine
"""

QUARANTINE_LIST = (
    _QUARANTINE_COLUMNS
    + "WHERE %(all)s::boolean OR resolved_at IS NULL ORDER BY quarantined_at, id"
)

QUARANTINE_ENTRY = _QUARANTINE_COLUMNS + "WHERE id = %s"

ATTEMPTS = """
SELECT attempt, attempted_at, error_class, error_message, http_status
FROM check_attempts WHERE work_id = %(work_id)s
UNION ALL
SELECT attempt, attempted_at, error_class, error_message, NULL
FROM cleanup_attempts WHERE message_id = %(work_id)s
ORDER BY attempt
"""

DROP = """
UPDATE quarantine
SET resolved_at = %(now)s, resolution = 'dropped', resolution_note = %(note)s
WHERE id = %(id)s AND resolved_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM monitor_targets AS t WHERE quarantine.kind = 'check'
                  AND t.id = quarantine.target_id
                  AND t.lease_token IS NOT NULL AND t.lease_expires_at > %(now)s)
  AND NOT EXISTS (SELECT 1 FROM outbox AS o WHERE quarantine.kind IN ('notification', 'digest')
                  AND o.key = quarantine.work_id
                  AND o.lease_token IS NOT NULL AND o.lease_expires_at > %(now)s)
  AND NOT EXISTS (SELECT 1 FROM cleanup_messages AS m WHERE quarantine.kind = 'cleanup'
                  AND m.message_id = quarantine.work_id
                  AND m.lease_token IS NOT NULL AND m.lease_expires_at > %(now)s)
"""

CLAIM_REPLAY = """
UPDATE monitor_targets
SET lease_token = %(token)s, lease_expires_at = %(expires)s, lease_holder = %(holder)s::text
WHERE id = %(id)s AND (lease_token IS NULL OR lease_expires_at <= %(now)s)
  AND (retry_at IS NULL OR retry_at <= %(now)s)
  AND EXISTS (SELECT 1 FROM quarantine WHERE work_id = %(work_id)s AND resolved_at IS NULL)
RETURNING url, headers_json, interval_minutes,
  (SELECT attempt_count FROM source_checks WHERE work_id = %(work_id)s),
  recent_hashes, rules_json, compare_last, allow_private_networks, request_json, volatile_json,
  confirm_delay_ms, NULL, NULL, NULL
"""

LEARNED = "SELECT volatile_json FROM monitor_targets WHERE id = %(id)s"

CLEAR_LEARNED = _CLEAR_LEARNED + "%(id)s"

SNAPSHOTS = """
SELECT hash, content FROM snapshots
WHERE hash = ANY (ARRAY(SELECT jsonb_array_elements_text(%s::jsonb)))
"""

ENTRY_OPEN = """
SELECT 1 FROM quarantine WHERE work_id = %(work_id)s AND resolved_at IS NULL
"""

RESOLVE_REPLAYED = """
UPDATE quarantine SET resolved_at = %(checked_at)s, resolution = 'replayed'
WHERE work_id = %(work_id)s AND resolved_at IS NULL
"""

SIGNALS = """
SELECT
  GREATEST(
    COALESCE((SELECT MAX(%(now)s - next_check_at) FROM monitor_targets
              WHERE enabled = 1 AND next_check_at <= %(now)s), 0),
    COALESCE((SELECT MAX(%(now)s - created_at) FROM runs WHERE stage != 'cleanup_done'), 0)
  ),
  GREATEST(
    COALESCE((SELECT MAX(%(now)s - GREATEST(next_check_at, COALESCE(retry_at, 0)))
              FROM monitor_targets
              WHERE enabled = 1 AND next_check_at <= %(now)s
                AND (retry_at IS NULL OR retry_at <= %(now)s)
                AND (lease_token IS NULL OR lease_expires_at <= %(now)s)), 0),
    COALESCE((SELECT MAX(%(now)s - next_attempt_at) FROM outbox
              WHERE state = 'pending' AND next_attempt_at <= %(now)s
                AND (lease_token IS NULL OR lease_expires_at <= %(now)s)), 0),
    COALESCE((SELECT MAX(%(now)s - m.next_attempt_at) FROM cleanup_messages AS m
              WHERE m.state = 'pending' AND m.next_attempt_at <= %(now)s
                AND (m.lease_token IS NULL OR m.lease_expires_at <= %(now)s)
                AND NOT EXISTS (SELECT 1 FROM cleanup_messages AS e
                                WHERE e.run_id = m.run_id AND e.batch < m.batch
                                  AND e.state != 'done')), 0)
  ),
  (SELECT COUNT(*) FROM quarantine WHERE resolved_at IS NULL)::integer
"""

RETRIES_BY_CLASS = """
SELECT error_class, COUNT(*)::integer FROM (
  SELECT COALESCE(c.error_class, 'unknown') AS error_class
  FROM monitor_targets AS t
  JOIN source_checks AS c ON c.target_id = t.id AND c.scheduled_for = t.next_check_at
  WHERE t.enabled = 1 AND t.retry_at > %(now)s
  UNION ALL
  SELECT COALESCE(error_class, 'unknown') FROM outbox
  WHERE state = 'pending' AND attempts > 0 AND next_attempt_at > %(now)s
  UNION ALL
  SELECT COALESCE(error_class, 'unknown') FROM cleanup_messages
  WHERE state = 'pending' AND attempts > 0 AND next_attempt_at > %(now)s
) AS retrying
GROUP BY 1 ORDER BY 1
"""

PENDING_CHANNELS = """
SELECT DISTINCT channel FROM outbox
WHERE state = 'pending' AND next_attempt_at <= %(now)s
  AND (lease_token IS NULL OR lease_expires_at <= %(now)s)
ORDER BY channel
"""


# Locked as they are chosen, skipping what another daemon is claiming.
CLAIM_DELIVERIES = (
    """
UPDATE outbox SET lease_token = %(token)s, lease_expires_at = %(expires)s
WHERE key IN (
  SELECT key FROM outbox
  WHERE state = 'pending' AND channel = %(channel)s AND next_attempt_at <= %(now)s
    AND (lease_token IS NULL OR lease_expires_at <= %(now)s)
  ORDER BY next_attempt_at, key LIMIT %(limit)s
  FOR UPDATE SKIP LOCKED
)"""
    + DELIVERY_COLUMNS
)

CLAIM_QUARANTINED_DELIVERY = (
    """
UPDATE outbox SET state = 'pending', next_attempt_at = %(now)s, lease_token = %(token)s,
                  lease_expires_at = %(expires)s
WHERE key = %(key)s AND state = 'quarantined'
  AND EXISTS (SELECT 1 FROM quarantine WHERE work_id = %(key)s AND resolved_at IS NULL)"""
    + DELIVERY_COLUMNS
)

RELEASE_DELIVERIES = """
UPDATE outbox SET lease_token = NULL, lease_expires_at = NULL WHERE lease_token = %(token)s
"""

DELIVERED = """
UPDATE outbox
SET state = 'delivered', delivered_at = %(now)s, response_status = %(http_status)s,
    attempts = attempts + 1, error_class = NULL, last_error = NULL,
    lease_token = NULL, lease_expires_at = NULL
WHERE key = %(key)s AND state = 'pending'
"""

DELIVERY_FAILED = """
UPDATE outbox
SET attempts = attempts + 1, error_class = %(error_class)s, last_error = %(error)s,
    response_status = %(http_status)s::integer,
    next_attempt_at = COALESCE(%(retry_at)s::bigint, next_attempt_at),
    state = CASE WHEN %(quarantine)s::text IS NOT NULL THEN 'quarantined' ELSE state END,
    lease_token = NULL, lease_expires_at = NULL
WHERE key = %(key)s AND lease_token = %(token)s
"""

QUARANTINE_DELIVERY = """
INSERT INTO quarantine (kind, target_id, work_id, scheduled_for, reason, error_class,
                        last_error, http_status, quarantined_at)
SELECT CASE o.event WHEN 'digest' THEN 'digest' ELSE 'notification' END, o.target_id, o.key,
       COALESCE(c.scheduled_for, r.period_end), %(quarantine)s::text, %(error_class)s,
       %(error)s, %(http_status)s::integer, %(now)s
FROM outbox AS o
LEFT JOIN source_checks AS c ON c.work_id = o.work_id
LEFT JOIN runs AS r ON r.run_id = o.run_id
WHERE o.key = %(key)s AND %(quarantine)s::text IS NOT NULL
ON CONFLICT (work_id) DO UPDATE SET
  reason = excluded.reason, error_class = excluded.error_class,
  last_error = excluded.last_error, http_status = excluded.http_status,
  resolved_at = NULL, resolution = NULL, resolution_note = NULL
"""

NOTIFICATIONS = """
SELECT key, channel, work_id, target_id, event, state, attempts, created_at, next_attempt_at,
       delivered_at, response_status, error_class, last_error
FROM outbox ORDER BY created_at DESC, key LIMIT %(limit)s
"""

COUNTS = """
SELECT (SELECT COUNT(*) FROM monitor_targets WHERE enabled = 1)::integer,
       (SELECT COUNT(*) FROM monitor_targets
        WHERE enabled = 1 AND next_check_at <= %(now)s)::integer,
       (SELECT COUNT(*) FROM outbox WHERE state = 'pending')::integer,
       (SELECT COUNT(*) FROM runs WHERE stage != 'cleanup_done')::integer
"""

BEAT = """
INSERT INTO daemons (id, host, pid, started_at, beat_at, last_tick_at, queue_depth, healthy,
                     reasons_json, stopped_at, restart_needed_json)
VALUES (%(id)s, %(host)s, %(pid)s, %(started_at)s, %(beat_at)s, %(last_tick_at)s::bigint,
        %(queue_depth)s, %(healthy)s::integer, %(reasons_json)s, %(stopped_at)s::bigint,
        %(restart_needed_json)s)
ON CONFLICT (id) DO UPDATE SET
  beat_at = excluded.beat_at, last_tick_at = excluded.last_tick_at,
  queue_depth = excluded.queue_depth, healthy = excluded.healthy,
  reasons_json = excluded.reasons_json, stopped_at = excluded.stopped_at,
  restart_needed_json = excluded.restart_needed_json
"""

FORGET_DAEMONS = "DELETE FROM daemons WHERE beat_at < %(now)s - 7 * 24 * 3600 * 1000"


NOTIFICATION_STATES = """
SELECT state, COUNT(*)::integer FROM outbox WHERE state != 'delivered' GROUP BY 1
"""
