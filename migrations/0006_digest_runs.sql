-- Weekly runs (seed 002): a digest of the period that just ended, then a retention cleanup,
-- each stage recorded so that a crash anywhere is a state to resume, not a mystery.

-- One run per period, named by its last day (digest:YYYY-MM-DD): whoever creates or finds it
-- first, the same run. The digest is rendered once and kept, so every send says the same.
CREATE TABLE runs (
  run_id TEXT PRIMARY KEY NOT NULL,
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  stage TEXT NOT NULL DEFAULT 'created',
  digest_json TEXT,
  -- Rows older than this are eligible: the period's end minus the retention, recorded when
  -- the cleanup is planned and never moved by a message.
  cutoff INTEGER,
  lease_token TEXT,
  lease_expires_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (stage IN ('created', 'digest_sent', 'cleanup_enqueued', 'cleanup_done')),
  CHECK (period_start < period_end),
  CHECK (stage = 'created' OR digest_json IS NOT NULL),
  CHECK (stage IN ('created', 'digest_sent') OR cutoff IS NOT NULL),
  CHECK (
    (lease_token IS NULL AND lease_expires_at IS NULL)
    OR
    (lease_token IS NOT NULL AND lease_expires_at IS NOT NULL)
  )
);

CREATE TABLE run_history (
  id INTEGER PRIMARY KEY,
  run_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  stage TEXT NOT NULL,
  note TEXT NOT NULL,
  FOREIGN KEY (run_id) REFERENCES runs(run_id)
);

CREATE INDEX run_history_run_idx ON run_history (run_id, id);

-- The cleanup's messages, {run_id}:{batch}: published all at once with the run's stage, each
-- claimed with a lease and completed in the transaction of its deletions.
CREATE TABLE cleanup_messages (
  message_id TEXT PRIMARY KEY NOT NULL,
  run_id TEXT NOT NULL,
  batch INTEGER NOT NULL,
  -- {kind, message_id, run_id, period_end, record_ids}: what the worker is asked to do,
  -- checked against the run before anything is deleted.
  body TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_token TEXT,
  lease_expires_at INTEGER,
  deleted INTEGER,
  done_at INTEGER,
  error_class TEXT,
  last_error TEXT,
  UNIQUE (run_id, batch),
  FOREIGN KEY (run_id) REFERENCES runs(run_id),
  CHECK (state IN ('pending', 'done', 'quarantined')),
  CHECK ((state = 'done') = (done_at IS NOT NULL)),
  CHECK (
    (lease_token IS NULL AND lease_expires_at IS NULL)
    OR
    (lease_token IS NOT NULL AND lease_expires_at IS NOT NULL)
  )
);

CREATE INDEX cleanup_messages_pending_idx ON cleanup_messages (state, next_attempt_at);

CREATE TABLE cleanup_attempts (
  message_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  attempted_at INTEGER NOT NULL,
  error_class TEXT NOT NULL,
  error_message TEXT NOT NULL,
  PRIMARY KEY (message_id, attempt),
  FOREIGN KEY (message_id) REFERENCES cleanup_messages(message_id)
);

-- The outbox carries digests too (key {channel}:{last day}, no check behind it). SQLite
-- cannot relax NOT NULL or a CHECK in place, so the table is rebuilt with every row kept.
CREATE TABLE outbox_new (
  key TEXT PRIMARY KEY NOT NULL,
  channel TEXT NOT NULL,
  work_id TEXT,
  target_id TEXT,
  run_id TEXT,
  event TEXT NOT NULL,
  url TEXT NOT NULL,
  before_work_id TEXT,
  state TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL,
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
  FOREIGN KEY (run_id) REFERENCES runs(run_id),
  CHECK (event IN ('changed', 'quarantined', 'recovered', 'digest')),
  CHECK ((event = 'digest') = (run_id IS NOT NULL)),
  CHECK ((event = 'digest') = (work_id IS NULL)),
  CHECK (state IN ('pending', 'delivered', 'quarantined')),
  CHECK ((state = 'delivered') = (delivered_at IS NOT NULL)),
  CHECK (attempts >= 0),
  CHECK (
    (lease_token IS NULL AND lease_expires_at IS NULL)
    OR
    (lease_token IS NOT NULL AND lease_expires_at IS NOT NULL)
  )
);

INSERT INTO outbox_new (key, channel, work_id, target_id, run_id, event, url, before_work_id,
                        state, created_at, next_attempt_at, attempts, lease_token,
                        lease_expires_at, delivered_at, response_status, error_class, last_error)
SELECT key, channel, work_id, target_id, NULL, event, url, before_work_id, state, created_at,
       next_attempt_at, attempts, lease_token, lease_expires_at, delivered_at, response_status,
       error_class, last_error
FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_pending_idx ON outbox (state, channel, next_attempt_at);
-- The cleanup asks, row by row, whether an alert still needs a check.
CREATE INDEX outbox_work_idx ON outbox (work_id);
CREATE INDEX outbox_before_idx ON outbox (before_work_id);

-- The quarantine takes digests and cleanup batches, which belong to no target.
CREATE TABLE quarantine_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL DEFAULT 'check',
  target_id TEXT,
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
  CHECK (kind IN ('check', 'notification', 'digest', 'cleanup')),
  CHECK ((target_id IS NULL) = (kind IN ('digest', 'cleanup'))),
  CHECK (reason IN ('permanent', 'exhausted')),
  CHECK (resolution IN ('replayed', 'dropped')),
  CHECK ((resolved_at IS NULL) = (resolution IS NULL))
);

INSERT INTO quarantine_new SELECT * FROM quarantine;
DROP TABLE quarantine;
ALTER TABLE quarantine_new RENAME TO quarantine;
CREATE INDEX quarantine_unresolved_idx ON quarantine (resolved_at, quarantined_at);

-- What the cleanup looks for: old checks, and whether a snapshot is still anyone's result.
CREATE INDEX source_checks_scheduled_idx ON source_checks (scheduled_for);
CREATE INDEX source_checks_hash_idx ON source_checks (result_hash);
