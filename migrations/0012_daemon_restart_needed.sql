-- The settings keys a daemon read on SIGHUP but cannot apply until it restarts (its database,
-- its concurrency, ...), so that `monitor status` says so until the restart.
ALTER TABLE daemons ADD COLUMN restart_needed_json TEXT NOT NULL DEFAULT '[]';
