-- The seed's schedule and check tables. Times are Unix milliseconds.

CREATE TABLE monitor_targets (
  id TEXT PRIMARY KEY NOT NULL,
  url TEXT NOT NULL,
  interval_minutes INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  next_check_at INTEGER NOT NULL,
  lease_token TEXT,
  lease_expires_at INTEGER,
  -- JSON object of extra request headers; values may be secrets, never logged.
  headers_json TEXT NOT NULL DEFAULT '{}',
  -- Anchor of the due slots, when the operator pinned one.
  start_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (interval_minutes >= 15),
  CHECK (enabled IN (0, 1)),
  CHECK (
    (lease_token IS NULL AND lease_expires_at IS NULL)
    OR
    (lease_token IS NOT NULL AND lease_expires_at IS NOT NULL)
  )
);

CREATE INDEX monitor_targets_schedule_idx
ON monitor_targets (enabled, next_check_at);

CREATE TABLE source_checks (
  work_id TEXT PRIMARY KEY NOT NULL,
  target_id TEXT NOT NULL,
  scheduled_for INTEGER NOT NULL,
  checked_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  attempt_count INTEGER NOT NULL DEFAULT 1,
  result_hash TEXT,
  error_message TEXT,
  http_status INTEGER,
  duration_ms INTEGER,
  FOREIGN KEY (target_id) REFERENCES monitor_targets(id),
  CHECK (status IN ('baseline', 'unchanged', 'changed', 'failed')),
  CHECK (attempt_count > 0),
  CHECK ((status = 'failed') = (result_hash IS NULL))
);

CREATE UNIQUE INDEX source_checks_target_schedule_unique
ON source_checks (target_id, scheduled_for);
