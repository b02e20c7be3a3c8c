-- Each running daemon's pulse, written every few seconds, so that `monitor status` (another
-- process) can tell whether the schedule is alive without asking the daemon.
CREATE TABLE daemons (
  id TEXT PRIMARY KEY NOT NULL,           -- host:pid:started_at
  host TEXT NOT NULL,
  pid INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  beat_at INTEGER NOT NULL,
  last_tick_at INTEGER,
  queue_depth INTEGER NOT NULL,
  healthy INTEGER NOT NULL,
  reasons_json TEXT NOT NULL,             -- why not healthy, as /healthz says it
  stopped_at INTEGER,
  CHECK (healthy IN (0, 1))
);
