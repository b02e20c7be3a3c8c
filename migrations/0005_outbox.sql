-- Alerts: routed with each target, written in the transaction of the result that raises
-- them, delivered afterwards by their own worker; and the quarantine that takes notifications.

-- JSON array of the channel names the target notifies (the settings' every channel when the
-- target names none), and JSON array of the events it notifies on.
ALTER TABLE monitor_targets ADD COLUMN notify_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE monitor_targets ADD COLUMN notify_on_json TEXT NOT NULL DEFAULT '["changed"]';

-- One row per channel and alert: key = {channel}:{work_id}, plus :{event} for an alert other
-- than a change. The content is derived from the durable result when sent, so a re-send says
-- the same thing under the same key.
CREATE TABLE outbox (
  key TEXT PRIMARY KEY NOT NULL,
  channel TEXT NOT NULL,
  work_id TEXT NOT NULL,
  target_id TEXT NOT NULL,
  event TEXT NOT NULL,
  -- As they were when the alert was raised, so that every send of one key says the same: the
  -- target's URL, and the result a change is shown against (the one `monitor diff` uses).
  url TEXT NOT NULL,
  before_work_id TEXT,
  -- pending until delivered, or quarantined once the failure policy gives up on it
  state TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL,
  -- Earliest time anyone may try (again): durable backoff, as retry_at for checks.
  next_attempt_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  lease_token TEXT,
  lease_expires_at INTEGER,
  delivered_at INTEGER,
  response_status INTEGER,
  error_class TEXT,
  last_error TEXT,
  FOREIGN KEY (work_id) REFERENCES source_checks(work_id),
  FOREIGN KEY (target_id) REFERENCES monitor_targets(id),
  CHECK (event IN ('changed', 'quarantined', 'recovered')),
  CHECK (state IN ('pending', 'delivered', 'quarantined')),
  CHECK ((state = 'delivered') = (delivered_at IS NOT NULL)),
  CHECK (attempts >= 0),
  CHECK (
    (lease_token IS NULL AND lease_expires_at IS NULL)
    OR
    (lease_token IS NOT NULL AND lease_expires_at IS NOT NULL)
  )
);

CREATE INDEX outbox_pending_idx ON outbox (state, channel, next_attempt_at);

-- The quarantine takes notifications too: SQLite cannot change a CHECK, so the table is
-- rebuilt with every row kept.
CREATE TABLE quarantine_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL DEFAULT 'check',
  target_id TEXT NOT NULL,
  work_id TEXT NOT NULL UNIQUE,
  scheduled_for INTEGER NOT NULL,
  reason TEXT NOT NULL,
  error_class TEXT NOT NULL,
  last_error TEXT NOT NULL,
  http_status INTEGER,
  quarantined_at INTEGER NOT NULL,
  resolved_at INTEGER,
  resolution TEXT,
  resolution_note TEXT,
  FOREIGN KEY (target_id) REFERENCES monitor_targets(id),
  CHECK (kind IN ('check', 'notification')),
  CHECK (reason IN ('permanent', 'exhausted')),
  CHECK (resolution IN ('replayed', 'dropped')),
  CHECK ((resolved_at IS NULL) = (resolution IS NULL))
);

INSERT INTO quarantine_new SELECT * FROM quarantine;
DROP TABLE quarantine;
ALTER TABLE quarantine_new RENAME TO quarantine;
CREATE INDEX quarantine_unresolved_idx ON quarantine (resolved_at, quarantined_at);
