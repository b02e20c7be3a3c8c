-- What a target's confirming fetches taught: the volatile lines and plans left out of its
-- snapshots (monitor.extract.learned's JSON, oldest first), its own wait before a confirming
-- fetch (NULL: the settings' confirm_delay), and what each check set aside because of them.
ALTER TABLE monitor_targets ADD COLUMN volatile_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE monitor_targets ADD COLUMN confirm_delay_ms INTEGER;
ALTER TABLE source_checks ADD COLUMN set_aside_json TEXT;
