"""PostgreSQL's own spelling of the statements ``queries`` cannot share with SQLite, named as
in ``sqlite_queries``, meaning the same; written with SQLite's placeholders, as every
statement is, and converted for psycopg with the others (see ``dialect``).

Where several daemons share the database, a claim never waits for another daemon's: it locks
the targets it may take in id order and skips those another transaction holds (that one is
taking them), so that no two batches wait for each other.
"""

from monitor.store import sql_shared

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
  FROM jsonb_array_elements(:requests::jsonb) AS e
) AS r
WHERE t.id = r.id AND t.enabled + 0 = 1 AND t.next_check_at + 0 = r.slot
  AND (t.lease_token IS NULL OR t.lease_expires_at <= r.now)
  AND (t.retry_at IS NULL OR t.retry_at <= r.now)
  AND t.id IN (SELECT l.id FROM monitor_targets AS l
               WHERE l.id = ANY (ARRAY(SELECT e->>0
                                       FROM jsonb_array_elements(:requests::jsonb) AS e))
               ORDER BY l.id FOR UPDATE SKIP LOCKED)
RETURNING t.lease_token,
  (SELECT status FROM source_checks
   WHERE target_id = t.id AND scheduled_for = t.next_check_at) AS status,
  t.url, t.headers_json, t.interval_minutes,
  (SELECT attempt_count FROM source_checks
   WHERE target_id = t.id AND scheduled_for = t.next_check_at) AS attempt_count,
  t.recent_hashes, t.rules_json, t.compare_last, t.allow_private_networks, t.request_json,
  t.volatile_json, t.confirm_delay_ms, t.etag, t.last_modified, t.body_hash, t.alert_json
"""

# The leases the requested targets hold before CLAIM replaces them, in its transaction and
# locked as CLAIM locks them (in id order, skipping those another daemon is claiming), so that
# they are still what CLAIM finds: one it wins was an expired lease it took over.
HELD = """
SELECT id, lease_expires_at, lease_holder FROM monitor_targets
WHERE id = ANY (ARRAY(SELECT e->>0 FROM jsonb_array_elements(:requests::jsonb) AS e))
  AND lease_token IS NOT NULL
ORDER BY id FOR UPDATE SKIP LOCKED
"""

SNAPSHOT = """
INSERT INTO snapshots (hash, content, created_at)
SELECT :hash::text, :snapshot::bytea, :checked_at
FROM monitor_targets
WHERE id = :id AND lease_token = :token AND :snapshot::bytea IS NOT NULL
ON CONFLICT (hash) DO NOTHING
"""

OUTBOX = """
WITH raised(event, suffix) AS (
  SELECT :event::text,
         CASE :event::text WHEN 'changed' THEN '' ELSE ':' || :event::text END
  WHERE :event::text != 'success'
  UNION ALL
  SELECT 'recovered', ':recovered'
  WHERE :event::text IN ('success', 'changed')
    AND (SELECT status FROM source_checks
         WHERE target_id = :id AND scheduled_for < :slot
         ORDER BY scheduled_for DESC LIMIT 1) = 'failed'
)
INSERT INTO outbox (key, channel, work_id, target_id, event, url, before_work_id, created_at,
                    next_attempt_at)
SELECT channel.value || ':' || :work_id::text || raised.suffix, channel.value,
       :work_id::text, t.id, raised.event, t.url,
       CASE raised.event
         WHEN 'recovered' THEN (SELECT work_id FROM source_checks WHERE target_id = :id
                                  AND scheduled_for < :slot
                                ORDER BY scheduled_for DESC LIMIT 1)
         ELSE (SELECT work_id FROM source_checks
               WHERE target_id = :id AND work_id != :work_id::text AND status != 'failed'
                 AND result_hash != :hash::text
               ORDER BY completed_seq DESC LIMIT 1)
       END,
       :checked_at, :checked_at
FROM raised, monitor_targets AS t,
     jsonb_array_elements_text(t.notify_json::jsonb) AS channel(value)
WHERE t.id = :id AND t.lease_token = :token
  AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(t.notify_on_json::jsonb) AS o(value)
              WHERE o.value = raised.event)
ON CONFLICT (key) DO NOTHING
"""

# A temporary table lives on its connection alone: the sync holds one connection throughout.
CREATE_LISTED = """
CREATE TEMP TABLE IF NOT EXISTS listed_targets (
  id TEXT COLLATE "C" PRIMARY KEY NOT NULL, url TEXT NOT NULL, interval INTEGER NOT NULL,
  enabled INTEGER NOT NULL, headers TEXT NOT NULL, start_at BIGINT, rules TEXT NOT NULL,
  compare_last INTEGER NOT NULL, notify TEXT NOT NULL, notify_on TEXT NOT NULL,
  allow_private INTEGER NOT NULL, request TEXT NOT NULL, confirm_delay INTEGER,
  alert TEXT NOT NULL
)
"""

CLEAR_LISTED = "DELETE FROM pg_temp.listed_targets"

# Syncs go one at a time, as on SQLite: daemons starting together read the stored targets
# after the first one's sync committed, instead of inserting the same new ones twice (the
# number is the monitor's own: "pricesyn" in ASCII).
LOCK_SYNC = "SELECT pg_advisory_xact_lock(8102654555217688942)"

LIST_TARGET = """
INSERT INTO pg_temp.listed_targets
VALUES (:id, :url, :interval, :enabled, :headers, :start_at::bigint,
        :rules, :compare_last, :notify, :notify_on, :allow_private,
        :request, :confirm_delay::integer, :alert)
"""

CHANGED_TARGETS = f"""
SELECT {sql_shared.LISTED_AND_STORED}
FROM pg_temp.listed_targets AS l LEFT JOIN monitor_targets AS t ON t.id = l.id
WHERE l.id > :after
  AND (l.url, l.interval, l.enabled, l.headers, l.start_at, l.rules, l.compare_last, l.notify,
       l.notify_on, l.allow_private, l.request, l.confirm_delay, l.alert)
      IS DISTINCT FROM (t.url, t.interval_minutes, t.enabled, t.headers_json, t.start_at,
                        t.rules_json, t.compare_last, t.notify_json, t.notify_on_json,
                        t.allow_private_networks, t.request_json, t.confirm_delay_ms,
                        t.alert_json)
ORDER BY l.id
LIMIT :limit
"""

DISABLE_UNLISTED = """
UPDATE monitor_targets SET enabled = 0, updated_at = :now
WHERE enabled = 1
  AND NOT EXISTS (SELECT 1 FROM pg_temp.listed_targets AS l WHERE l.id = monitor_targets.id)
"""

TARGET_STATES = f"""
SELECT {sql_shared.TARGET_STATE}
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
WHERE enabled = 1 AND next_check_at <= :now
  AND (lease_token IS NULL OR lease_expires_at <= :now)
  AND (retry_at IS NULL OR retry_at <= :now)
  AND (next_check_at, id) > (:after_slot::bigint, :after_id::text)
  AND (:share_of = 1
       OR mod(hashtext(id)::bigint + 2147483648, :share_of) = :share_index)
ORDER BY next_check_at, id
LIMIT :limit
"""

TARGETS_BY_ID = """
SELECT id, enabled, next_check_at, retry_at, lease_expires_at, lease_holder
FROM monitor_targets
WHERE id IN (SELECT jsonb_array_elements_text(:ids::jsonb))
ORDER BY id
"""

# Each target by its id, as CLAIM finds them: the ids are an array the planner can count.
MOVE_TO_NOW = """
UPDATE monitor_targets AS t SET next_check_at = :slot
FROM (
  SELECT e->>0 AS id, (e->>1)::bigint AS seen FROM jsonb_array_elements(:moves::jsonb) AS e
) AS m
WHERE t.id = m.id
  AND t.id = ANY (ARRAY(SELECT e->>0 FROM jsonb_array_elements(:moves::jsonb) AS e))
  AND t.next_check_at + 0 = m.seen AND t.next_check_at + 0 > :now
  AND t.enabled + 0 = 1 AND (t.lease_token IS NULL OR t.lease_expires_at <= :now)
  AND (t.retry_at IS NULL OR t.retry_at <= :now)
RETURNING t.id
"""

SNAPSHOTS = """
SELECT hash, content FROM snapshots
WHERE hash = ANY (ARRAY(SELECT jsonb_array_elements_text(:hashes::jsonb)))
"""

SIGNALS = sql_shared.signals(greatest="GREATEST")

# Locked as they are chosen, skipping what another daemon is claiming.
CLAIM_DELIVERIES = (
    """
UPDATE outbox SET lease_token = :token, lease_expires_at = :expires
WHERE key IN (
  SELECT key FROM outbox
  WHERE state = 'pending' AND channel = :channel AND next_attempt_at <= :now
    AND (lease_token IS NULL OR lease_expires_at <= :now)
  ORDER BY next_attempt_at, key LIMIT :limit
  FOR UPDATE SKIP LOCKED
)"""
    + sql_shared.DELIVERY_COLUMNS
)
