"""The statements of the schedule, checks, alerts and quarantine that read the same in SQLite
and PostgreSQL, named; each backend's own spelling of the others is in ``sqlite_queries`` and
``pg_queries`` (see ``dialect``). Times are Unix milliseconds.

A parameter whose type PostgreSQL cannot infer from where it stands (a bare NULL, a CASE, a
select list) is cast, with ``CAST(… AS …)``, which SQLite reads the same way.
"""

from monitor.store import sql_shared

RECORD = """
INSERT INTO source_checks (work_id, target_id, scheduled_for, checked_at, status,
                           attempt_count, result_hash, error_message, http_status, duration_ms,
                           error_class, completed_seq, rules_hash, set_aside_json, alerts_json)
SELECT :work_id, :id, :slot, :checked_at, :status, 1, CAST(:hash AS TEXT),
       CAST(:error AS TEXT), CAST(:http_status AS INTEGER), :duration_ms,
       CAST(:error_class AS TEXT), completed_seq + 1, CAST(:rules_hash AS TEXT),
       CAST(:set_aside AS TEXT), CAST(:alerts AS TEXT)
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
  set_aside_json = excluded.set_aside_json,
  alerts_json = excluded.alerts_json
WHERE source_checks.status = 'failed'
"""

# The failed attempt's history line; nothing for a success (:error_class is NULL).
ATTEMPT = """
INSERT INTO check_attempts (work_id, attempt, attempted_at, error_class, error_message,
                            http_status)
SELECT :work_id, :attempt, :checked_at, CAST(:error_class AS TEXT), CAST(:error AS TEXT),
       CAST(:http_status AS INTEGER)
FROM monitor_targets
WHERE id = :id AND lease_token = :token AND CAST(:error_class AS TEXT) IS NOT NULL
"""

# Into quarantine when the policy says so (:quarantine is the reason, else NULL). A slot that
# is quarantined again (a failed replay) keeps its one entry, unresolved once more.
QUARANTINE = """
INSERT INTO quarantine (target_id, work_id, scheduled_for, reason, error_class, last_error,
                        http_status, quarantined_at)
SELECT :id, :work_id, :slot, CAST(:quarantine AS TEXT), CAST(:error_class AS TEXT),
       CAST(:error AS TEXT), CAST(:http_status AS INTEGER), :checked_at
FROM monitor_targets
WHERE id = :id AND lease_token = :token AND CAST(:quarantine AS TEXT) IS NOT NULL
ON CONFLICT (work_id) DO UPDATE SET
  reason = excluded.reason, error_class = excluded.error_class,
  last_error = excluded.last_error, http_status = excluded.http_status,
  resolved_at = NULL, resolution = NULL, resolution_note = NULL
"""

_VALIDATORS_KEPT = """CAST(:recent AS TEXT) IS NOT NULL AND rules_json = CAST(:rules AS TEXT)
  AND url = CAST(:url AS TEXT) AND headers_json = CAST(:headers AS TEXT)"""

# A success moves what the next check compares with (:recent) unless a reload changed the
# rules meanwhile (this result was extracted under the old ones), and the validators unless it
# changed the rules, the URL or the headers (they belong to another request now). What a
# confirming fetch taught (:learned) is kept under the same condition, and only over the set
# the claim read (:learned_before): an operator's --clear meanwhile wins. Every commit that
# recorded a row counts it, so that the next row takes the next number.
_RESULT_KEPT = f"""
    volatile_json = CASE WHEN CAST(:learned AS TEXT) IS NOT NULL
                              AND rules_json = CAST(:rules AS TEXT)
                              AND volatile_json = CAST(:learned_before AS TEXT)
                         THEN CAST(:learned AS TEXT) ELSE volatile_json END,
    recent_hashes = CASE WHEN CAST(:recent AS TEXT) IS NOT NULL
                              AND rules_json = CAST(:rules AS TEXT)
                         THEN CAST(:recent AS TEXT) ELSE recent_hashes END,
    etag = CASE WHEN {_VALIDATORS_KEPT} THEN CAST(:etag AS TEXT) ELSE etag END,
    last_modified = CASE WHEN {_VALIDATORS_KEPT} THEN CAST(:last_modified AS TEXT)
                         ELSE last_modified END,
    body_hash = CASE WHEN {_VALIDATORS_KEPT} THEN CAST(:body_hash AS TEXT) ELSE body_hash END,
    completed_seq = completed_seq + 1,
    lease_token = NULL, lease_expires_at = NULL, lease_holder = NULL
WHERE id = :id AND lease_token = :token
"""

# A reload that edited the target's timing while it was being checked moved next_check_at
# away from the slot; that edit wins over the cadence the check computed.
ADVANCE = (
    """
UPDATE monitor_targets
SET next_check_at = CASE WHEN next_check_at = :slot THEN CAST(:next AS BIGINT)
                         ELSE next_check_at END,
    retry_at = CASE WHEN next_check_at = :slot THEN CAST(:retry_at AS BIGINT) END,"""
    + _RESULT_KEPT
)

# A replay's commit: its result is what the next check compares with, as a scheduled check's
# would be; the schedule stays as it is.
REPLAYED = "UPDATE monitor_targets SET" + _RESULT_KEPT

RELEASE = """
UPDATE monitor_targets SET lease_token = NULL, lease_expires_at = NULL, lease_holder = NULL
WHERE id = :id AND lease_token = :token
"""

INSERT_TARGET = """
INSERT INTO monitor_targets (id, url, interval_minutes, enabled, next_check_at, headers_json,
                             start_at, rules_json, compare_last, notify_json, notify_on_json,
                             allow_private_networks, request_json, confirm_delay_ms, created_at,
                             updated_at, alert_json)
VALUES (:id, :url, :interval, :enabled, :next, :headers, CAST(:start_at AS BIGINT), :rules,
        :compare_last, :notify, :notify_on, :allow_private, :request,
        CAST(:confirm_delay AS INTEGER), :now, :now, :alert)
"""

# New rules make the next result a baseline: nothing extracted under the old ones compares,
# and what was learned of the old ones' lines is forgotten.
# Validators are only good for the request that earned them: same rules, URL, headers and
# request options (another proxy may be shown another page).
_SAME_REQUEST = """rules_json = CAST(:rules AS TEXT) AND url = CAST(:url AS TEXT)
  AND headers_json = CAST(:headers AS TEXT) AND request_json = CAST(:request AS TEXT)"""

UPDATE_TARGET = f"""
UPDATE monitor_targets
SET url = :url, interval_minutes = :interval, enabled = :enabled, headers_json = :headers,
    start_at = CAST(:start_at AS BIGINT), next_check_at = :next, updated_at = :now,
    recent_hashes = CASE WHEN rules_json = CAST(:rules AS TEXT) THEN recent_hashes ELSE '[]' END,
    volatile_json = CASE WHEN rules_json = CAST(:rules AS TEXT) THEN volatile_json ELSE '[]' END,
    etag = CASE WHEN {_SAME_REQUEST} THEN etag END,
    last_modified = CASE WHEN {_SAME_REQUEST} THEN last_modified END,
    body_hash = CASE WHEN {_SAME_REQUEST} THEN body_hash END,
    rules_json = :rules, compare_last = :compare_last,
    notify_json = :notify, notify_on_json = :notify_on, allow_private_networks = :allow_private,
    request_json = :request, confirm_delay_ms = CAST(:confirm_delay AS INTEGER),
    alert_json = :alert
WHERE id = :id
"""

RENEW = """
UPDATE monitor_targets SET lease_expires_at = :expires WHERE id = :id AND lease_token = :token
"""

# The tick's wake-up: the earliest slot ahead, straight from the schedule index.
NEXT_DUE = """
SELECT id, next_check_at FROM monitor_targets
WHERE enabled = 1 AND next_check_at > :now
ORDER BY next_check_at, id
LIMIT 1
"""

_CHECK_COLUMNS = """
SELECT c.work_id, c.target_id, c.scheduled_for, c.checked_at, c.status, c.attempt_count,
       c.result_hash, c.error_message, c.http_status, c.duration_ms, s.content AS snapshot,
       c.error_class, c.set_aside_json AS set_aside, c.alerts_json AS alerts
FROM source_checks AS c LEFT JOIN snapshots AS s ON s.hash = c.result_hash
"""

HISTORY = (
    _CHECK_COLUMNS + "WHERE c.target_id = :target_id ORDER BY c.scheduled_for DESC LIMIT :limit"
)

# What a target's alert rules remember between its results (changes.rules.RuleState), read and
# written in the commit of each result, only while the commit holds the target's lease.
RULE_STATE = "SELECT rule, state_json FROM alert_rule_state WHERE target_id = :id"

PUT_RULE_STATE = """
INSERT INTO alert_rule_state (target_id, rule, state_json, work_id)
SELECT id, CAST(:rule AS TEXT), CAST(:state AS TEXT), CAST(:work_id AS TEXT)
FROM monitor_targets WHERE id = :id AND lease_token = :token
ON CONFLICT (target_id, rule) DO UPDATE SET
  state_json = excluded.state_json, work_id = excluded.work_id
"""

# Price history (`monitor prices`, `monitor export`): results without their snapshots, which
# are read apart, once per distinct hash of a page. One target's slots in order are a range
# of the unique index on (target_id, scheduled_for); an export walks the same index, a page
# after the last (target, slot) it wrote.
_PRICE_CHECKS = """
SELECT work_id, target_id, scheduled_for, checked_at, status, attempt_count, result_hash,
       error_message, http_status, duration_ms, error_class
FROM source_checks
"""

PRICE_CHECKS = (
    _PRICE_CHECKS
    + "WHERE target_id = :target_id AND scheduled_for > :after AND scheduled_for < :until "
    + "ORDER BY target_id, scheduled_for LIMIT :limit"
)

EXPORT_CHECKS = (
    _PRICE_CHECKS
    + "WHERE (target_id, scheduled_for) > (CAST(:after_target AS TEXT), "
    + "CAST(:after_slot AS BIGINT)) AND scheduled_for >= :since "
    + "ORDER BY target_id, scheduled_for LIMIT :limit"
)

RESULT = _CHECK_COLUMNS + "WHERE c.target_id = :target_id AND c.work_id = :work_id"

LATEST_CHANGE = (
    _CHECK_COLUMNS
    + "WHERE c.target_id = :target_id AND c.status = 'changed' "
    + "ORDER BY c.completed_seq DESC LIMIT 1"
)

# In completion order: a replayed slot's result is compared with what was latest then.
PREVIOUS_DISTINCT = (
    _CHECK_COLUMNS
    + "WHERE c.target_id = :target_id AND c.status != 'failed' "
    + "AND c.result_hash != CAST(:hash AS TEXT) AND c.completed_seq < "
    + "(SELECT completed_seq FROM source_checks WHERE work_id = :work_id) "
    + "ORDER BY c.completed_seq DESC LIMIT 1"
)

# The slot before: what a recovery recovered from.
PREVIOUS_SLOT = (
    _CHECK_COLUMNS
    + "WHERE c.target_id = :target_id AND c.scheduled_for < :slot "
    + "ORDER BY c.scheduled_for DESC LIMIT 1"
)

NEXT_RETRY = """
SELECT MIN(retry_at) AS retry_at FROM monitor_targets WHERE enabled = 1 AND retry_at > :now
"""

# How often an entry's work was tried, its last try included, a successful replay too: a
# check's row counts its fetches, an alert's its sends, a cleanup batch its runs.
_QUARANTINE_COLUMNS = """
SELECT id, kind, target_id, work_id, scheduled_for, reason, error_class, last_error,
       http_status, quarantined_at, resolved_at, resolution, resolution_note,
       CAST(CASE
         WHEN kind IN ('notification', 'digest')
           THEN (SELECT attempts FROM outbox WHERE key = quarantine.work_id)
         WHEN kind = 'cleanup'
           THEN (SELECT attempts FROM cleanup_messages WHERE message_id = quarantine.work_id)
         ELSE (SELECT attempt_count FROM source_checks AS c WHERE c.work_id = quarantine.work_id)
       END AS INTEGER) AS attempts
FROM quarantine
"""

QUARANTINE_LIST = (
    _QUARANTINE_COLUMNS
    + "WHERE CAST(:all AS BOOLEAN) OR resolved_at IS NULL ORDER BY quarantined_at, id"
)

QUARANTINE_ENTRY = _QUARANTINE_COLUMNS + "WHERE id = :id"

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
SET lease_token = :token, lease_expires_at = :expires, lease_holder = CAST(:holder AS TEXT)
WHERE id = :id AND (lease_token IS NULL OR lease_expires_at <= :now)
  AND (retry_at IS NULL OR retry_at <= :now)
  AND EXISTS (SELECT 1 FROM quarantine WHERE work_id = :work_id AND resolved_at IS NULL)
RETURNING url, headers_json, interval_minutes,
  (SELECT attempt_count FROM source_checks WHERE work_id = :work_id) AS attempt_count,
  recent_hashes, rules_json, compare_last, allow_private_networks, request_json, volatile_json,
  confirm_delay_ms, NULL AS etag, NULL AS last_modified, NULL AS body_hash, alert_json
"""

# What a target's confirming fetches taught, for `monitor volatile`.
LEARNED = "SELECT volatile_json FROM monitor_targets WHERE id = :id"

# `monitor volatile --clear`: the next check extracts in full (the same bytes are not taken
# for the same result) and compares what is no longer set aside.
CLEAR_LEARNED = """
UPDATE monitor_targets
SET volatile_json = '[]', etag = NULL, last_modified = NULL, body_hash = NULL
WHERE volatile_json != '[]' AND id = :id
"""

ENTRY_OPEN = "SELECT 1 FROM quarantine WHERE work_id = :work_id AND resolved_at IS NULL"

RESOLVE_REPLAYED = """
UPDATE quarantine SET resolved_at = :checked_at, resolution = 'replayed'
WHERE work_id = :work_id AND resolved_at IS NULL
"""

RETRIES_BY_CLASS = """
SELECT error_class, CAST(COUNT(*) AS INTEGER) AS retries FROM (
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
) AS retrying
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

# A replay puts a quarantined alert back, leased to the replaying process, and resolves its
# entry; should that process die, the daemon sends it once the lease expires.
CLAIM_QUARANTINED_DELIVERY = (
    """
UPDATE outbox SET state = 'pending', next_attempt_at = :now, lease_token = :token,
                  lease_expires_at = :expires
WHERE key = :key AND state = 'quarantined'
  AND EXISTS (SELECT 1 FROM quarantine WHERE work_id = :key AND resolved_at IS NULL)"""
    + sql_shared.DELIVERY_COLUMNS
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
    response_status = CAST(:http_status AS INTEGER),
    next_attempt_at = COALESCE(CAST(:retry_at AS BIGINT), next_attempt_at),
    state = CASE WHEN CAST(:quarantine AS TEXT) IS NOT NULL THEN 'quarantined' ELSE state END,
    lease_token = NULL, lease_expires_at = NULL
WHERE key = :key AND lease_token = :token
"""

QUARANTINE_DELIVERY = """
INSERT INTO quarantine (kind, target_id, work_id, scheduled_for, reason, error_class,
                        last_error, http_status, quarantined_at)
SELECT CASE o.event WHEN 'digest' THEN 'digest' ELSE 'notification' END, o.target_id, o.key,
       COALESCE(c.scheduled_for, r.period_end), CAST(:quarantine AS TEXT), :error_class,
       :error, CAST(:http_status AS INTEGER), :now
FROM outbox AS o
LEFT JOIN source_checks AS c ON c.work_id = o.work_id
LEFT JOIN runs AS r ON r.run_id = o.run_id
WHERE o.key = :key AND CAST(:quarantine AS TEXT) IS NOT NULL
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
SELECT CAST((SELECT COUNT(*) FROM monitor_targets WHERE enabled = 1) AS INTEGER)
         AS targets_enabled,
       CAST((SELECT COUNT(*) FROM monitor_targets
             WHERE enabled = 1 AND next_check_at <= :now) AS INTEGER) AS due,
       CAST((SELECT COUNT(*) FROM outbox WHERE state = 'pending') AS INTEGER) AS outbox_pending,
       CAST((SELECT COUNT(*) FROM runs WHERE stage != 'cleanup_done') AS INTEGER)
         AS incomplete_runs
"""

BEAT = """
INSERT INTO daemons (id, host, pid, started_at, beat_at, last_tick_at, queue_depth, healthy,
                     reasons_json, stopped_at, restart_needed_json)
VALUES (:id, :host, :pid, :started_at, :beat_at, CAST(:last_tick_at AS BIGINT),
        :queue_depth, CAST(:healthy AS INTEGER), :reasons_json, CAST(:stopped_at AS BIGINT),
        :restart_needed_json)
ON CONFLICT (id) DO UPDATE SET
  beat_at = excluded.beat_at, last_tick_at = excluded.last_tick_at,
  queue_depth = excluded.queue_depth, healthy = excluded.healthy,
  reasons_json = excluded.reasons_json, stopped_at = excluded.stopped_at,
  restart_needed_json = excluded.restart_needed_json
"""

# A week of stopped daemons is history enough.
FORGET_DAEMONS = "DELETE FROM daemons WHERE beat_at < :now - 7 * 24 * 3600 * 1000"

DAEMONS = """
SELECT id, host, pid, started_at, beat_at, last_tick_at, queue_depth, healthy, reasons_json,
       stopped_at, restart_needed_json
FROM daemons ORDER BY beat_at DESC, id
"""

NOTIFICATION_STATES = """
SELECT state, CAST(COUNT(*) AS INTEGER) AS total FROM outbox WHERE state != 'delivered'
GROUP BY 1
"""
