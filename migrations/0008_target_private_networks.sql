-- A target's own opt-out of the SSRF guard (targets.yaml `allow_private_networks: true`),
-- synced from the file and returned with each claim, so that the worker that fetches the
-- slot knows it without the configuration. 0 (guarded) for every target until synced.
ALTER TABLE monitor_targets ADD COLUMN allow_private_networks INTEGER NOT NULL DEFAULT 0
  CHECK (allow_private_networks IN (0, 1));
