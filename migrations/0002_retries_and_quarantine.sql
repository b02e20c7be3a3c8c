-- Durable backoff, the attempt history of failed slots, and the quarantine.

-- Earliest time anyone may fetch the target's current slot again after a transient failure.
ALTER TABLE monitor_targets ADD COLUMN retry_at INTEGER;

-- The failure's class (monitor.errors codes: timeout, dns, http_503, ...); NULL on success.
ALTER TABLE source_checks ADD COLUMN error_class TEXT;

-- One row per failed fetch of a slot, for the quarantine's history.
CREATE TABLE check_attempts (
  work_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  attempted_at INTEGER NOT NULL,
  error_class TEXT NOT NULL,
  error_message TEXT NOT NULL,
  http_status INTEGER,
  PRIMARY KEY (work_id, attempt),
  FOREIGN KEY (work_id) REFERENCES source_checks(work_id) DEFERRABLE INITIALLY DEFERRED,
  CHECK (attempt > 0)
);

-- Work that failed permanently or ran out of attempts, until an operator resolves it.
CREATE TABLE quarantine (
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
  CHECK (kind IN ('check')),
  CHECK (reason IN ('permanent', 'exhausted')),
  CHECK (resolution IN ('replayed', 'dropped')),
  CHECK ((resolved_at IS NULL) = (resolution IS NULL))
);

CREATE INDEX quarantine_unresolved_idx ON quarantine (resolved_at, quarantined_at);
