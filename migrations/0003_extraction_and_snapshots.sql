-- What a check compares: extraction rules, conditional-request validators, recent results,
-- and the snapshots themselves, once per distinct content.

-- monitor.extract.Rules as JSON. '{}' (targets from before this migration) differs from any
-- synced rules, so their next check is a new baseline under the new comparison.
ALTER TABLE monitor_targets ADD COLUMN rules_json TEXT NOT NULL DEFAULT '{}';
ALTER TABLE monitor_targets ADD COLUMN compare_last INTEGER NOT NULL DEFAULT 1
  CHECK (compare_last BETWEEN 1 AND 100);
-- The last compare_last distinct result hashes, newest first (JSON array); emptied when the
-- rules change, so that a new selector starts a new baseline instead of reporting a change.
ALTER TABLE monitor_targets ADD COLUMN recent_hashes TEXT NOT NULL DEFAULT '[]';
-- Validators of the response behind recent_hashes[0], sent as If-None-Match and
-- If-Modified-Since; a 304 means that result again.
ALTER TABLE monitor_targets ADD COLUMN etag TEXT;
ALTER TABLE monitor_targets ADD COLUMN last_modified TEXT;

-- monitor.extract.Snapshot, zlib-compressed canonical JSON, keyed by its SHA-256 (the
-- source_checks.result_hash that saw it). Stored once however many checks see it.
CREATE TABLE snapshots (
  hash TEXT PRIMARY KEY NOT NULL,
  content BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
