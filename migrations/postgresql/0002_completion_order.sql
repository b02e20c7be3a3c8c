-- PostgreSQL's twin of SQLite's 0011_completion_order.sql.
-- A target's results in the order they were completed, which is not their slots' order once
-- an old slot is replayed: the next check is compared with the replay's result, and so are a
-- diff and an alert. Every commit that records a row takes the target's next number.
-- rules_hash names the rules a result was extracted under: a baseline is the first result
-- under its rules, which the crash tests' invariants check.
-- Rows from before this version are numbered in slot order, as they were compared then.
ALTER TABLE monitor_targets ADD COLUMN completed_seq BIGINT NOT NULL DEFAULT 0;
ALTER TABLE source_checks ADD COLUMN completed_seq BIGINT NOT NULL DEFAULT 0;
ALTER TABLE source_checks ADD COLUMN rules_hash TEXT COLLATE "C";
UPDATE source_checks SET completed_seq = numbered.n
FROM (SELECT work_id, ROW_NUMBER() OVER (PARTITION BY target_id ORDER BY scheduled_for) AS n
      FROM source_checks) AS numbered
WHERE source_checks.work_id = numbered.work_id;
UPDATE monitor_targets SET completed_seq = COALESCE(
  (SELECT MAX(completed_seq) FROM source_checks WHERE target_id = monitor_targets.id), 0);
CREATE INDEX source_checks_completed_idx ON source_checks (target_id, completed_seq);
