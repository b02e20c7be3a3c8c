-- SQLite's migration 0016: a target's alert rules, each rule's state between its results,
-- and what a result's rules fired.
ALTER TABLE monitor_targets ADD COLUMN alert_json TEXT COLLATE "C" NOT NULL DEFAULT '{}';
ALTER TABLE source_checks ADD COLUMN alerts_json TEXT COLLATE "C";
CREATE TABLE alert_rule_state (
  target_id TEXT COLLATE "C" NOT NULL REFERENCES monitor_targets (id),
  rule TEXT COLLATE "C" NOT NULL,
  state_json TEXT COLLATE "C" NOT NULL,
  work_id TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (target_id, rule)
);
