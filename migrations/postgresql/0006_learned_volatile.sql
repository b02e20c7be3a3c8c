-- SQLite's migration 0015: a target's learned volatile patterns, its confirm delay, and what
-- each check set aside as volatile.
ALTER TABLE monitor_targets ADD COLUMN volatile_json TEXT COLLATE "C" NOT NULL DEFAULT '[]';
ALTER TABLE monitor_targets ADD COLUMN confirm_delay_ms INTEGER;
ALTER TABLE source_checks ADD COLUMN set_aside_json TEXT COLLATE "C";
