"""Every SQL statement of the SQLite store, named. Times are Unix milliseconds."""

from monitor.store.sql_shared import CHECK_COLUMNS, DELIVERY_COLUMNS, QUARANTINE_ATTEMPTS
from monitor.store.sql_shared import CLEAR_LEARNED as _CLEAR_LEARNED
from monitor.store.sql_shared import DAEMONS as DAEMONS

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
   WHERE target_id = monitor_targets.id AND scheduled_for = monitor_targets.next_check_at),
  url, headers_json, interval_minutes,
  (SELECT attempt_count FROM source_checks
   WHERE target_id = monitor_targets.id AND scheduled_for = monitor_targets.next_check_at),
  recent_hashes, rules_json, compare_last, allow_private_networks, request_json, volatile_json,
  confirm_delay_ms, etag, last_modified, body_hash
"""

# The leases the requested targets hold before CLAIM replaces them, read in its transaction
# (RETURNING sees only the new row): a claim that wins one of these took over an expired
# lease, and says whose.
HELD = """
SELECT id, lease_expires_at, lease_holder FROM monitor_targets
WHERE id IN (SELECT json_extract(value, '$[0]') FROM json_each(:requests))
  AND lease_token IS NOT NULL
"""

RECORD = """
INSERT INTO source_checks (work_id, target_id, scheduled_for, checked_at, status,
                           attempt_count, result_hash, error_message, http_status, duration_ms,
                           error_class, completed_seq, rules_hash, set_aside_json)
SELECT :work_id, :id, :slot, :checked_at, :status, 1, :hash, :error, :http_status, :duration_ms,
       :error_class, completed_seq + 1, :rules_hash, :set_aside
FROM monitor_targets WHERE id = :id AND lease_token = :token
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

# The failed attempt's history line; nothing for a success (:error_class is NULL).
ATTEMPT = """
INSERT INTO check_attempts (work_id, attempt, attempted_at, error_class, error_message,
                            http_status)
SELECT :work_id, :attempt, :checked_at, :error_class, :error, :http_status
FROM monitor_targets WHERE id = :id AND lease_token = :token AND :error_class IS NOT NULL
"""

# Into quarantine when the policy says so (:quarantine is the reason, else NULL). A slot that
# is quarantined again (a failed replay) keeps its one entry, unresolved once more.
QUARANTINE = """
INSERT INTO quarantine (target_id, work_id, scheduled_for, reason, error_class, last_error,
                        http_status, quarantined_at)
SELECT :id, :work_id, :slot, :quarantine, :error_class, :error, :http_status, :checked_at
FROM monitor_targets WHERE id = :id AND lease_token = :token AND :quarantine IS NOT NULL
ON CONFLICT (work_id) DO UPDATE SET
  reason = excluded.reason, error_class = excluded.error_class,
  last_error = excluded.last_error, http_status = excluded.http_status,
  resolved_at = NULL, resolution = NULL, resolution_note = NULL
"""

# A success moves what the next check compares with (:recent) unless a reload changed the
# rules meanwhile (this result was extracted under the old ones), and the validators unless it
# changed the rules, the URL or the headers (they belong to another request now). What a
# confirming fetch taught (:learned) is kept under the same condition, and only over the set
# the claim read (:learned_before): an operator's --clear meanwhile wins. Every commit that
# recorded a row counts it, so that the next row takes the next number.
_RESULT_KEPT = """
    volatile_json = CASE WHEN :learned IS NOT NULL AND rules_json = :rules
                              AND volatile_json = :learned_before THEN :learned
                         ELSE volatile_json END,
    recent_hashes = CASE WHEN :recent IS NOT NULL AND rules_json = :rules THEN :recent
                         ELSE recent_hashes END,
    etag = CASE WHEN :recent IS NOT NULL AND rules_json = :rules AND url = :url
                     AND headers_json = :headers THEN :etag ELSE etag END,
    last_modified = CASE WHEN :recent IS NOT NULL AND rules_json = :rules AND url = :url
                              AND headers_json = :headers THEN :last_modified
                         ELSE last_modified END,
    body_hash = CASE WHEN :recent IS NOT NULL AND rules_json = :rules AND url = :url
                          AND headers_json = :headers THEN :body_hash ELSE body_hash END,
    completed_seq = completed_seq + 1,
    lease_token = NULL, lease_expires_at = NULL, lease_holder = NULL
WHERE id = :id AND lease_token = :token
"""

# A reload that edited the target's timing while it was being checked moved next_check_at
# away from the slot; that edit wins over the cadence the check computed.
ADVANCE = (
    """
UPDATE monitor_targets
SET next_check_at = CASE WHEN next_check_at = :slot THEN :next ELSE next_check_at END,
    retry_at = CASE WHEN next_check_at = :slot THEN :retry_at END,"""
    + _RESULT_KEPT
)

# A replay's commit: its result is what the next check compares with, as a scheduled check's
# would be; the schedule stays as it is.
REPLAYED = "UPDATE monitor_targets SET" + _RESULT_KEPT

RELEASE = """
UPDATE monitor_targets SET lease_token = NULL, lease_expires_at = NULL, lease_holder = NULL
WHERE id = :id AND lease_token = :token
"""

# The targets file as it is read, staged on the daemon's connection alone (a temporary table
# takes no lock on the database) until the file has been read to its end without a problem.
# Its columns are named as the parameters of INSERT_TARGET and UPDATE_TARGET.
CREATE_LISTED = """
CREATE TEMP TABLE IF NOT EXISTS listed_targets (
  id TEXT PRIMARY KEY NOT NULL, url TEXT NOT NULL, interval INTEGER NOT NULL,
  enabled INTEGER NOT NULL, headers TEXT NOT NULL, start_at INTEGER, rules TEXT NOT NULL,
  compare_last INTEGER NOT NULL, notify TEXT NOT NULL, notify_on TEXT NOT NULL,
  allow_private INTEGER NOT NULL, request TEXT NOT NULL, confirm_delay INTEGER
)
"""

CLEAR_LISTED = "DELETE FROM temp.listed_targets"

# Nothing to take: BEGIN IMMEDIATE holds the write lock, so syncs already go one at a time.
LOCK_SYNC = "SELECT 1"

LIST_TARGET = """
INSERT INTO temp.listed_targets
VALUES (:id, :url, :interval, :enabled, :headers, :start_at, :rules, :compare_last, :notify,
        :notify_on, :allow_private, :request, :confirm_delay)
"""

# The listed targets that are new or differ from their stored row, a page at a time in id
# order; with what the schedule needs of the stored row (its id NULL when there is none).
CHANGED_TARGETS = """
SELECT l.*, t.id, t.interval_minutes, t.enabled, t.start_at, t.next_check_at
FROM temp.listed_targets AS l LEFT JOIN monitor_targets AS t ON t.id = l.id
WHERE l.id > :after
  AND (l.url, l.interval, l.enabled, l.headers, l.start_at, l.rules, l.compare_last, l.notify,
       l.notify_on, l.allow_private, l.request, l.confirm_delay)
      IS NOT (t.url, t.interval_minutes, t.enabled, t.headers_json, t.start_at, t.rules_json,
              t.compare_last, t.notify_json, t.notify_on_json, t.allow_private_networks,
              t.request_json, t.confirm_delay_ms)
ORDER BY l.id
LIMIT :limit
"""

INSERT_TARGET = """
INSERT INTO monitor_targets (id, url, interval_minutes, enabled, next_check_at, headers_json,
                             start_at, rules_json, compare_last, notify_json, notify_on_json,
                             allow_private_networks, request_json, confirm_delay_ms, created_at,
                             updated_at)
VALUES (:id, :url, :interval, :enabled, :next, :headers, :start_at, :rules, :compare_last,
        :notify, :notify_on, :allow_private, :request, :confirm_delay, :now, :now)
"""

# New rules make the next result a baseline: nothing extracted under the old ones compares,
# and what was learned of the old ones' lines is forgotten.
# Validators are only good for the request that earned them: same rules, URL, headers and
# request options (another proxy may be shown another page).
_SAME_REQUEST = """rules_json = :rules AND url = :url AND headers_json = :headers
  AND request_json = :request"""

UPDATE_TARGET = f"""
UPDATE monitor_targets
SET url = :url, interval_minutes = :interval, enabled = :enabled, headers_json = :headers,
    start_at = :start_at, next_check_at = :next, updated_at = :now,
    recent_hashes = CASE WHEN rules_json = :rules THEN recent_hashes ELSE '[]' END,
    volatile_json = CASE WHEN rules_json = :rules THEN volatile_json ELSE '[]' END,
    etag = CASE WHEN {_SAME_REQUEST} THEN etag END,
    last_modified = CASE WHEN {_SAME_REQUEST} THEN last_modified END,
    body_hash = CASE WHEN {_SAME_REQUEST} THEN body_hash END,
    rules_json = :rules, compare_last = :compare_last,
    notify_json = :notify, notify_on_json = :notify_on, allow_private_networks = :allow_private,
    request_json = :request, confirm_delay_ms = :confirm_delay
WHERE id = :id
"""

DISABLE_UNLISTED = """
UPDATE monitor_targets SET enabled = 0, updated_at = :now
WHERE enabled = 1
  AND NOT EXISTS (SELECT 1 FROM temp.listed_targets AS l WHERE l.id = monitor_targets.id)
"""

TARGET_STATES = """
SELECT t.id, t.url, t.enabled, t.interval_minutes, t.next_check_at, t.lease_expires_at,
       c.scheduled_for, c.status, c.checked_at, t.lease_holder, c.set_aside_json
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

RENEW = "UPDATE monitor_targets SET lease_expires_at = ? WHERE id = ? AND lease_token = ?"

TARGETS_BY_ID = """
SELECT id, enabled, next_check_at, retry_at, lease_expires_at, lease_holder
FROM monitor_targets
WHERE id IN (SELECT value FROM json_each(?))
ORDER BY id
"""

# The tick's wake-up: the earliest slot ahead, straight from the schedule index.
NEXT_DUE = """
SELECT id, next_check_at FROM monitor_targets
WHERE enabled = 1 AND next_check_at > :now
ORDER BY next_check_at, id
LIMIT 1
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


HISTORY = CHECK_COLUMNS + "WHERE c.target_id = ? ORDER BY c.scheduled_for DESC LIMIT ?"

RESULT = CHECK_COLUMNS + "WHERE c.target_id = :target_id AND c.work_id = :work_id"

LATEST_CHANGE = (
    CHECK_COLUMNS
    + "WHERE c.target_id = :target_id AND c.status = 'changed' "
    + "ORDER BY c.completed_seq DESC LIMIT 1"
)

# In completion order: a replayed slot's result is compared with what was latest then.
PREVIOUS_DISTINCT = (
    CHECK_COLUMNS
    + "WHERE c.target_id = :target_id AND c.status != 'failed' AND c.result_hash != :hash "
    + "AND c.completed_seq < (SELECT completed_seq FROM source_checks WHERE work_id = :work_id) "
    + "ORDER BY c.completed_seq DESC LIMIT 1"
)

# The slot before: what a recovery recovered from.
PREVIOUS_SLOT = (
    CHECK_COLUMNS
    + "WHERE c.target_id = :target_id AND c.scheduled_for < :slot "
    + "ORDER BY c.scheduled_for DESC LIMIT 1"
)

NEXT_RETRY = """
SELECT MIN(retry_at) FROM monitor_targets WHERE enabled = 1 AND retry_at > :now
"""

_QUARANTINE_COLUMNS = f"""
SELECT id, kind, target_id, work_id, scheduled_for, reason, error_class, last_error,
       http_status, quarantined_at, resolved_at, resolution, resolution_note,
       {QUARANTINE_ATTEMPTS}
FROM quarantine
"""

QUARANTINE_LIST = (
    _QUARANTINE_COLUMNS + "WHERE :all OR resolved_at IS NULL ORDER BY quarantined_at, id"
)

QUARANTINE_ENTRY = _QUARANTINE_COLUMNS + "WHERE id = ?"

# A check's failed fetches, or a cleanup batch's failed runs.
ATTEMPTS = """
SELECT attempt, attempted_at, error_class, error_message, http_status
FROM check_attempts WHERE work_id = :work_id
UNION ALL
SELECT attempt, attempted_at, error_class, error_message, NULL
FROM cleanup_attempts WHERE message_id = :work_id
ORDER BY attempt
"""

# Not while the target (or, for an alert, the delivery) is leased: that may be a replay of
# this very entry.
DROP = """
UPDATE quarantine SET resolved_at = :now, resolution = 'dropped', resolution_note = :note
WHERE id = :id AND resolved_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM monitor_targets AS t WHERE quarantine.kind = 'check'
                  AND t.id = quarantine.target_id
                  AND t.lease_token IS NOT NULL AND t.lease_expires_at > :now)
  AND NOT EXISTS (SELECT 1 FROM outbox AS o WHERE quarantine.kind IN ('notification', 'digest')
                  AND o.key = quarantine.work_id
                  AND o.lease_token IS NOT NULL AND o.lease_expires_at > :now)
  AND NOT EXISTS (SELECT 1 FROM cleanup_messages AS m WHERE quarantine.kind = 'cleanup'
                  AND m.message_id = quarantine.work_id
                  AND m.lease_token IS NOT NULL AND m.lease_expires_at > :now)
"""

# A replay takes the target's lease whatever its current slot, and leaves that slot alone;
# only for an entry still unresolved, and never during the target's backoff. Its result is
# compared with the target's recent results, which new rules have emptied: a replay after
# fixing a selector is a baseline, not a change against a snapshot of the old selector.
CLAIM_REPLAY = """
UPDATE monitor_targets
SET lease_token = :token, lease_expires_at = :expires, lease_holder = :holder
WHERE id = :id AND (lease_token IS NULL OR lease_expires_at <= :now)
  AND (retry_at IS NULL OR retry_at <= :now)
  AND EXISTS (SELECT 1 FROM quarantine WHERE work_id = :work_id AND resolved_at IS NULL)
RETURNING url, headers_json, interval_minutes,
  (SELECT attempt_count FROM source_checks WHERE work_id = :work_id),
  recent_hashes, rules_json, compare_last, allow_private_networks, request_json, volatile_json,
  confirm_delay_ms, NULL, NULL, NULL
"""

# What a target's confirming fetches taught, for `monitor volatile`.
LEARNED = "SELECT volatile_json FROM monitor_targets WHERE id = :id"

CLEAR_LEARNED = _CLEAR_LEARNED + ":id"

# The snapshots a confirming fetch compares with (the recent results), by hash.
SNAPSHOTS = "SELECT hash, content FROM snapshots WHERE hash IN (SELECT value FROM json_each(?))"

ENTRY_OPEN = "SELECT 1 FROM quarantine WHERE work_id = :work_id AND resolved_at IS NULL"

RESOLVE_REPLAYED = """
UPDATE quarantine SET resolved_at = :checked_at, resolution = 'replayed'
WHERE work_id = :work_id AND resolved_at IS NULL
"""

# The four signals an operator watches (seed 002): all from the database, so any process sees
# the same. Lag counts every due slot; "queued" only those that could be claimed right now.
# Checks, alerts and digests in the outbox, the weekly runs and their cleanup batches all
# count: a run that has been unfinished for hours is late work too.
SIGNALS = """
SELECT
  MAX(
    COALESCE((SELECT MAX(:now - next_check_at) FROM monitor_targets
              WHERE enabled = 1 AND next_check_at <= :now), 0),
    COALESCE((SELECT MAX(:now - created_at) FROM runs WHERE stage != 'cleanup_done'), 0)
  ),
  MAX(
    COALESCE((SELECT MAX(:now - MAX(next_check_at, COALESCE(retry_at, 0))) FROM monitor_targets
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
  ),
  (SELECT COUNT(*) FROM quarantine WHERE resolved_at IS NULL)
"""

RETRIES_BY_CLASS = """
SELECT error_class, COUNT(*) FROM (
  SELECT COALESCE(c.error_class, 'unknown') AS error_class
  FROM monitor_targets AS t
  JOIN source_checks AS c ON c.target_id = t.id AND c.scheduled_for = t.next_check_at
  WHERE t.enabled = 1 AND t.retry_at > :now
  UNION ALL
  SELECT COALESCE(error_class, 'unknown') FROM outbox
  WHERE state = 'pending' AND attempts > 0 AND next_attempt_at > :now
  UNION ALL
  SELECT COALESCE(error_class, 'unknown') FROM cleanup_messages
  WHERE state = 'pending' AND attempts > 0 AND next_attempt_at > :now
)
GROUP BY 1 ORDER BY 1
"""

# Deliveries: the outbox's pending rows whose backoff has passed and that nobody holds.
# Each channel is claimed on its own, so a slow one never holds up the others.
PENDING_CHANNELS = """
SELECT DISTINCT channel FROM outbox
WHERE state = 'pending' AND next_attempt_at <= :now
  AND (lease_token IS NULL OR lease_expires_at <= :now)
ORDER BY channel
"""


CLAIM_DELIVERIES = (
    """
UPDATE outbox SET lease_token = :token, lease_expires_at = :expires
WHERE key IN (
  SELECT key FROM outbox
  WHERE state = 'pending' AND channel = :channel AND next_attempt_at <= :now
    AND (lease_token IS NULL OR lease_expires_at <= :now)
  ORDER BY next_attempt_at, key LIMIT :limit
)"""
    + DELIVERY_COLUMNS
)

# A replay puts a quarantined alert back, leased to the replaying process, and resolves its
# entry; should that process die, the daemon sends it once the lease expires.
CLAIM_QUARANTINED_DELIVERY = (
    """
UPDATE outbox SET state = 'pending', next_attempt_at = :now, lease_token = :token,
                  lease_expires_at = :expires
WHERE key = :key AND state = 'quarantined'
  AND EXISTS (SELECT 1 FROM quarantine WHERE work_id = :key AND resolved_at IS NULL)"""
    + DELIVERY_COLUMNS
)

RELEASE_DELIVERIES = """
UPDATE outbox SET lease_token = NULL, lease_expires_at = NULL WHERE lease_token = :token
"""

# Whoever holds the lease now: the receiver has the alert, so it is delivered.
DELIVERED = """
UPDATE outbox
SET state = 'delivered', delivered_at = :now, response_status = :http_status,
    attempts = attempts + 1, error_class = NULL, last_error = NULL,
    lease_token = NULL, lease_expires_at = NULL
WHERE key = :key AND state = 'pending'
"""

# A failed delivery waits until :retry_at, or (:quarantine, the reason) is given up on.
DELIVERY_FAILED = """
UPDATE outbox
SET attempts = attempts + 1, error_class = :error_class, last_error = :error,
    response_status = :http_status, next_attempt_at = COALESCE(:retry_at, next_attempt_at),
    state = CASE WHEN :quarantine IS NOT NULL THEN 'quarantined' ELSE state END,
    lease_token = NULL, lease_expires_at = NULL
WHERE key = :key AND lease_token = :token
"""

QUARANTINE_DELIVERY = """
INSERT INTO quarantine (kind, target_id, work_id, scheduled_for, reason, error_class,
                        last_error, http_status, quarantined_at)
SELECT CASE o.event WHEN 'digest' THEN 'digest' ELSE 'notification' END, o.target_id, o.key,
       COALESCE(c.scheduled_for, r.period_end), :quarantine, :error_class, :error,
       :http_status, :now
FROM outbox AS o
LEFT JOIN source_checks AS c ON c.work_id = o.work_id
LEFT JOIN runs AS r ON r.run_id = o.run_id
WHERE o.key = :key AND :quarantine IS NOT NULL
ON CONFLICT (work_id) DO UPDATE SET
  reason = excluded.reason, error_class = excluded.error_class,
  last_error = excluded.last_error, http_status = excluded.http_status,
  resolved_at = NULL, resolution = NULL, resolution_note = NULL
"""

NOTIFICATIONS = """
SELECT key, channel, work_id, target_id, event, state, attempts, created_at, next_attempt_at,
       delivered_at, response_status, error_class, last_error
FROM outbox ORDER BY created_at DESC, key LIMIT :limit
"""

# The operator's headline numbers: systemd's STATUS=, the metrics, `monitor status`.
COUNTS = """
SELECT (SELECT COUNT(*) FROM monitor_targets WHERE enabled = 1),
       (SELECT COUNT(*) FROM monitor_targets WHERE enabled = 1 AND next_check_at <= :now),
       (SELECT COUNT(*) FROM outbox WHERE state = 'pending'),
       (SELECT COUNT(*) FROM runs WHERE stage != 'cleanup_done')
"""

BEAT = """
INSERT INTO daemons (id, host, pid, started_at, beat_at, last_tick_at, queue_depth, healthy,
                     reasons_json, stopped_at, restart_needed_json)
VALUES (:id, :host, :pid, :started_at, :beat_at, :last_tick_at, :queue_depth, :healthy,
        :reasons_json, :stopped_at, :restart_needed_json)
ON CONFLICT (id) DO UPDATE SET
  beat_at = excluded.beat_at, last_tick_at = excluded.last_tick_at,
  queue_depth = excluded.queue_depth, healthy = excluded.healthy,
  reasons_json = excluded.reasons_json, stopped_at = excluded.stopped_at,
  restart_needed_json = excluded.restart_needed_json
"""

# A week of stopped daemons is history enough.
FORGET_DAEMONS = "DELETE FROM daemons WHERE beat_at < :now - 7 * 24 * 3600 * 1000"


NOTIFICATION_STATES = "SELECT state, COUNT(*) FROM outbox WHERE state != 'delivered' GROUP BY 1"
