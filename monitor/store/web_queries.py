"""The web dashboard's statements (``monitor web``), the same in both dialects: a page of the
targets, one target's settings, and the latest changes. Read-only, every one."""

from monitor.store import sql_shared

# A page of targets: each with its latest slot, its latest change and whether anything of it
# waits in the quarantine. The filters come as parameters ('' for none); the search is a LIKE
# pattern the caller escaped, matched against the id and the URL, lower-cased.
_LISTED = """
FROM monitor_targets AS t
LEFT JOIN source_checks AS c ON c.work_id = (
  SELECT work_id FROM source_checks WHERE target_id = t.id ORDER BY scheduled_for DESC LIMIT 1
)
WHERE (:status = '' OR COALESCE(c.status, 'never') = :status
       OR (:status = 'quarantined' AND EXISTS (
             SELECT 1 FROM quarantine AS q WHERE q.target_id = t.id AND q.resolved_at IS NULL)))
  AND (:pattern = '' OR LOWER(t.id) LIKE :pattern ESCAPE '!'
       OR LOWER(t.url) LIKE :pattern ESCAPE '!')
"""

TARGET_PAGE = f"""
SELECT {sql_shared.TARGET_STATE},
  (SELECT l.work_id FROM source_checks AS l WHERE l.target_id = t.id AND l.status = 'changed'
   ORDER BY l.completed_seq DESC LIMIT 1) AS last_change,
  (SELECT l.checked_at FROM source_checks AS l WHERE l.target_id = t.id AND l.status = 'changed'
   ORDER BY l.completed_seq DESC LIMIT 1) AS last_change_at,
  (SELECT COUNT(*) FROM quarantine AS q WHERE q.target_id = t.id AND q.resolved_at IS NULL)
    AS quarantined
{_LISTED}
ORDER BY t.id
LIMIT :limit OFFSET :offset
"""

TARGET_COUNT = f"SELECT COUNT(*) AS listed {_LISTED}"

# What a page may show of a target's settings: never its headers, nor its request options
# but how it is rendered (cookies and a proxy's credentials live there).
TARGET_SETTINGS = """
SELECT id, url, enabled, interval_minutes, rules_json, compare_last, notify_json,
       notify_on_json, request_json
FROM monitor_targets WHERE id = :id
"""

# The latest changes, newest first: of every target (:target_id '') or of one.
CHANGES = """
SELECT work_id, target_id, scheduled_for, checked_at FROM source_checks
WHERE status = 'changed' AND (:target_id = '' OR target_id = :target_id)
ORDER BY checked_at DESC, work_id DESC
LIMIT :limit
"""
