-- Alert rules (issue 23): a target's rules as the files resolve them (monitor.alerting's
-- JSON; '{}': none, every change alerts as before), what each rule remembers between a
-- target's results (rule '': the confirmation's), and what a result's rules fired.
ALTER TABLE monitor_targets ADD COLUMN alert_json TEXT NOT NULL DEFAULT '{}';
ALTER TABLE source_checks ADD COLUMN alerts_json TEXT;
CREATE TABLE alert_rule_state (
  target_id TEXT NOT NULL REFERENCES monitor_targets (id),
  rule TEXT NOT NULL,
  state_json TEXT NOT NULL,
  work_id TEXT NOT NULL,
  PRIMARY KEY (target_id, rule)
);
