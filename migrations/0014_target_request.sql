-- How a target's page is requested beyond its URL and headers (targets.yaml `render`,
-- `wait_for`, `render_timeout`, `proxy`, `cookies`), as the JSON of monitor.request's
-- RequestOptions: synced from the file and returned with each claim. Cookies may be secrets,
-- like the headers; the proxy is stored as written, its credentials as ${NAME}.
ALTER TABLE monitor_targets ADD COLUMN request_json TEXT NOT NULL DEFAULT '{}';
