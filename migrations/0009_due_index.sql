-- The tick pages through due targets in (next_check_at, id) order. Without id in the index,
-- every page sorted all the targets that share its slot (all of them, after a fresh start or
-- a catch-up) to find its 500: 100,000 due targets made one tick quadratic.
CREATE INDEX monitor_targets_due_idx ON monitor_targets (enabled, next_check_at, id);
DROP INDEX monitor_targets_schedule_idx;
