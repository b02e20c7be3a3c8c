-- SQLite's migration 0014: how a target's page is requested (render, wait_for,
-- render_timeout, proxy, cookies), as the JSON of monitor.request's RequestOptions.
ALTER TABLE monitor_targets ADD COLUMN request_json TEXT COLLATE "C" NOT NULL DEFAULT '{}';
