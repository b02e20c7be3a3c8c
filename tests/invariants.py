"""What must hold in a database after any crash, once the work is drained: the checker of the
fault tests and the chaos soak. Each function returns the violations it found, as lines."""

import json
from pathlib import Path

from monitor.config.fields import PostgresURL
from tests.dbconn import Conn, connect

MINUTE_MS = 60_000


def violations(database: Path | PostgresURL, cadence: bool = True) -> list[str]:
    """``cadence=False`` where a test moved the schedule itself (to make slots due now)."""
    with connect(database) as conn:
        return [
            *integrity(conn),
            *leases_held(conn),
            *unfinished_slots(conn),
            *(broken_cadence(conn) + skipped_on_time(conn) if cadence else []),
            *alerts_not_once(conn),
            *failure_alerts(conn),
            *comparisons(conn),
        ]


def integrity(conn: Conn) -> list[str]:
    if conn.postgresql:  # checksummed pages and WAL: the server checks its own files
        return []
    [(result,)] = conn.execute("PRAGMA integrity_check")
    return [] if result == "ok" else [f"integrity_check: {result}"]


def leases_held(conn: Conn) -> list[str]:
    found = []
    for table, key in (
        ("monitor_targets", "id"),
        ("outbox", "key"),
        ("cleanup_messages", "message_id"),
        ("runs", "run_id"),
    ):
        held = conn.execute(f"SELECT {key} FROM {table} WHERE lease_token IS NOT NULL")
        found += [f"{table} {key}={row[0]}: lease still held" for row in held]
    return found


def unfinished_slots(conn: Conn) -> list[str]:
    """A failed row is final only with its quarantine entry (or while it is the target's
    current slot, waiting for its retry)."""
    rows = conn.execute(
        "SELECT c.work_id FROM source_checks AS c JOIN monitor_targets AS t ON t.id = c.target_id"
        " WHERE c.status = 'failed'"
        " AND NOT EXISTS (SELECT 1 FROM quarantine AS q WHERE q.work_id = c.work_id)"
        " AND NOT (t.next_check_at = c.scheduled_for AND t.retry_at IS NOT NULL)"
    )
    found = [f"{work_id}: failed without a quarantine entry or a retry" for (work_id,) in rows]
    entries = conn.execute(
        "SELECT q.work_id FROM quarantine AS q LEFT JOIN source_checks AS c USING (work_id)"
        " WHERE q.kind = 'check' AND q.resolved_at IS NULL"
        " AND COALESCE(c.status, 'none') != 'failed'"
    )
    return found + [f"{work_id}: quarantined, but not a failed check" for (work_id,) in entries]


def broken_cadence(conn: Conn) -> list[str]:
    """Every target's slots are its cadence: whole intervals apart, and its next slot too."""
    found = []
    targets = conn.execute("SELECT id, interval_minutes, next_check_at FROM monitor_targets")
    for target_id, minutes, next_check_at in targets:
        query = "SELECT scheduled_for FROM source_checks WHERE target_id = ? ORDER BY scheduled_for"
        slots = [s for (s,) in conn.execute(query, (target_id,))]
        step = minutes * MINUTE_MS
        for earlier, later in zip(slots, [*slots[1:], next_check_at], strict=True):
            if later <= earlier or (later - earlier) % step:
                found.append(f"{target_id}: {earlier} then {later} is not its cadence")
    return found


def skipped_on_time(conn: Conn) -> list[str]:
    """A slot is skipped only for lateness: when the slot before it was recorded, the skipped
    one had already passed (the next slot is the first of the cadence after that moment)."""
    found = []
    targets = conn.execute("SELECT id, interval_minutes, next_check_at FROM monitor_targets")
    for target_id, minutes, next_check_at in targets:
        checks = conn.execute(
            "SELECT scheduled_for, checked_at FROM source_checks WHERE target_id = ?"
            " ORDER BY scheduled_for",
            (target_id,),
        )
        step = minutes * MINUTE_MS
        following = [slot for slot, _ in checks[1:]] + [next_check_at]
        for (slot, checked_at), later in zip(checks, following, strict=True):
            if later - slot > step and later - step > checked_at:
                found.append(
                    f"{target_id}: slot {later - step} skipped, though not yet due"
                    f" when slot {slot} was recorded at {checked_at}"
                )
    return found


def comparisons(conn: Conn) -> list[str]:
    """Each target's results in the order they were completed (a replay of an old slot among
    them): a change differs from the latest success before it, and a baseline is the first
    result under its rules."""
    rows = conn.execute(
        "SELECT target_id, work_id, status, result_hash, rules_hash FROM source_checks"
        " WHERE status != 'failed' ORDER BY target_id, completed_seq, scheduled_for"
    )
    found = []
    latest: dict[str, tuple[str, str, str | None]] = {}
    for target_id, work_id, status, result_hash, rules_hash in rows:
        before = latest.get(target_id)
        latest[target_id] = (work_id, result_hash, rules_hash)
        if status == "changed" and before is None:
            found.append(f"{work_id}: changed, though nothing was recorded before it")
        elif status == "changed" and before is not None and before[1] == result_hash:
            found.append(f"{work_id}: changed, though the same as {before[0]} before it")
        elif status == "baseline" and before is not None and rules_hash in (before[2], None):
            found.append(f"{work_id}: a baseline after {before[0]}, under the same rules")
    return found


def alerts_not_once(conn: Conn) -> list[str]:
    """Every change has one alert per channel it notifies, under one key, delivered."""
    found = []
    changes = conn.execute(
        "SELECT c.work_id, t.notify_json, t.notify_on_json FROM source_checks AS c"
        " JOIN monitor_targets AS t ON t.id = c.target_id WHERE c.status = 'changed'"
    )
    for work_id, notify, notify_on in changes:
        wanted = sorted(json.loads(notify)) if "changed" in json.loads(notify_on) else []
        rows = conn.execute(
            "SELECT channel, state FROM outbox WHERE work_id = ? AND event = 'changed'"
            " ORDER BY channel",
            (work_id,),
        )
        if [channel for channel, _ in rows] != wanted:
            found.append(f"{work_id}: alerts on {rows}, expected one on each of {wanted}")
        found += [
            f"{work_id}: {channel} alert {state}" for channel, state in rows if state != "delivered"
        ]
    return found


def failure_alerts(conn: Conn) -> list[str]:
    """Quarantines and recoveries alert too, once per channel, delivered."""
    raised = conn.execute(
        "SELECT q.work_id || ':quarantined', 'quarantined', t.notify_json, t.notify_on_json"
        " FROM quarantine AS q JOIN monitor_targets AS t ON t.id = q.target_id"
        " WHERE q.kind = 'check'"
        " UNION ALL"
        " SELECT c.work_id || ':recovered', 'recovered', t.notify_json, t.notify_on_json"
        " FROM source_checks AS c JOIN monitor_targets AS t ON t.id = c.target_id"
        " WHERE c.status != 'failed'"
        " AND (SELECT p.status FROM source_checks AS p WHERE p.target_id = c.target_id"
        "      AND p.scheduled_for < c.scheduled_for ORDER BY p.scheduled_for DESC LIMIT 1)"
        "     = 'failed'"
    )
    expected = [row[:3] for row in raised if row[1] in json.loads(row[3])]
    found = []
    for suffix, event, notify in expected:
        for channel in json.loads(notify):
            key = f"{channel}:{suffix}"
            rows = conn.execute(
                "SELECT state FROM outbox WHERE key = ? AND event = ?", (key, event)
            )
            if [state for (state,) in rows] != ["delivered"]:
                found.append(f"{key}: {event} alert {rows or 'missing'}")
    return found


def received_keys(posts: list[tuple[str, dict[str, str], bytes]]) -> list[str]:
    """A receiver's view: a change delivered under two keys is a violation."""
    by_slot: dict[tuple[str, str], set[str]] = {}
    for _, headers, body in posts:
        content = json.loads(body)
        key = headers["Idempotency-Key"]
        if content.get("event") == "changed":
            by_slot.setdefault((content["work_id"], key.split(":", 1)[0]), set()).add(key)
    return [
        f"{slot}: delivered under {sorted(keys)}" for slot, keys in by_slot.items() if len(keys) > 1
    ]
