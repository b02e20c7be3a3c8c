"""What must hold in a database after any crash, once the work is drained: the checker of the
fault tests and the chaos soak, on SQLite or PostgreSQL. Each function returns the violations
it found, as lines."""

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

import psycopg

from monitor.fields import PostgresURL

MINUTE_MS = 60_000

# One statement's rows; its placeholders are ``?``, whichever the backend.
Query = Callable[..., list[tuple[Any, ...]]]


def violations(database: Path | PostgresURL, cadence: bool = True) -> list[str]:
    """``cadence=False`` where a test moved the schedule itself (to make slots due now)."""
    with connected(database) as query:
        return [
            *(integrity(query) if isinstance(database, Path) else []),
            *leases_held(query),
            *unfinished_slots(query),
            *(broken_cadence(query) + skipped_on_time(query) if cadence else []),
            *alerts_not_once(query),
            *failure_alerts(query),
        ]


@contextmanager
def connected(database: Path | PostgresURL) -> Iterator[Query]:
    """One connection for the whole check, read as a function of (sql, params)."""
    if isinstance(database, PostgresURL):
        with psycopg.connect(database.url, autocommit=True) as pg:
            yield lambda sql, params=(): pg.execute(sql.replace("?", "%s"), params).fetchall()
    else:
        with closing(sqlite3.connect(database)) as lite:
            yield lambda sql, params=(): lite.execute(sql, params).fetchall()


def integrity(query: Query) -> list[str]:
    """SQLite's check of its own file (PostgreSQL's server keeps its files itself)."""
    [(result,)] = query("PRAGMA integrity_check")
    return [] if result == "ok" else [f"integrity_check: {result}"]


def leases_held(query: Query) -> list[str]:
    found = []
    for table, key in (("monitor_targets", "id"), ("outbox", "key"),
                       ("cleanup_messages", "message_id"), ("runs", "run_id")):  # fmt: skip
        held = query(f"SELECT {key} FROM {table} WHERE lease_token IS NOT NULL")
        found += [f"{table} {key}={row[0]}: lease still held" for row in held]
    return found


def unfinished_slots(query: Query) -> list[str]:
    """A failed row is final only with its quarantine entry (or while it is the target's
    current slot, waiting for its retry)."""
    rows = query(
        "SELECT c.work_id FROM source_checks AS c JOIN monitor_targets AS t ON t.id = c.target_id"
        " WHERE c.status = 'failed'"
        " AND NOT EXISTS (SELECT 1 FROM quarantine AS q WHERE q.work_id = c.work_id)"
        " AND NOT (t.next_check_at = c.scheduled_for AND t.retry_at IS NOT NULL)"
    )
    found = [f"{work_id}: failed without a quarantine entry or a retry" for (work_id,) in rows]
    entries = query(
        "SELECT q.work_id FROM quarantine AS q LEFT JOIN source_checks AS c USING (work_id)"
        " WHERE q.kind = 'check' AND q.resolved_at IS NULL"
        " AND (c.status IS NULL OR c.status != 'failed')"
    )
    return found + [f"{work_id}: quarantined, but not a failed check" for (work_id,) in entries]


def broken_cadence(query: Query) -> list[str]:
    """Every target's slots are its cadence: whole intervals apart, and its next slot too."""
    found = []
    targets = query("SELECT id, interval_minutes, next_check_at FROM monitor_targets")
    for target_id, minutes, next_check_at in targets:
        slots = [s for (s,) in query(
            "SELECT scheduled_for FROM source_checks WHERE target_id = ? ORDER BY scheduled_for",
            (target_id,))]  # fmt: skip
        step = minutes * MINUTE_MS
        for earlier, later in zip(slots, [*slots[1:], next_check_at], strict=True):
            if later <= earlier or (later - earlier) % step:
                found.append(f"{target_id}: {earlier} then {later} is not its cadence")
    return found


def skipped_on_time(query: Query) -> list[str]:
    """A slot is skipped only for lateness: when the slot before it was recorded, the skipped
    one had already passed (the next slot is the first of the cadence after that moment)."""
    found = []
    targets = query("SELECT id, interval_minutes, next_check_at FROM monitor_targets")
    for target_id, minutes, next_check_at in targets:
        checks = query(
            "SELECT scheduled_for, checked_at FROM source_checks WHERE target_id = ?"
            " ORDER BY scheduled_for", (target_id,))  # fmt: skip
        step = minutes * MINUTE_MS
        following = [slot for slot, _ in checks[1:]] + [next_check_at]
        for (slot, checked_at), later in zip(checks, following, strict=True):
            if later - slot > step and later - step > checked_at:
                found.append(f"{target_id}: slot {later - step} skipped, though not yet due"
                             f" when slot {slot} was recorded at {checked_at}")  # fmt: skip
    return found


def alerts_not_once(query: Query) -> list[str]:
    """Every change has one alert per channel it notifies, under one key, delivered."""
    found = []
    changes = query(
        "SELECT c.work_id, t.notify_json, t.notify_on_json FROM source_checks AS c"
        " JOIN monitor_targets AS t ON t.id = c.target_id WHERE c.status = 'changed'"
    )
    for work_id, notify, notify_on in changes:
        wanted = sorted(json.loads(notify)) if "changed" in json.loads(notify_on) else []
        rows = query(
            "SELECT channel, state FROM outbox WHERE work_id = ? AND event = 'changed'"
            " ORDER BY channel", (work_id,))  # fmt: skip
        if [channel for channel, _ in rows] != wanted:
            found.append(f"{work_id}: alerts on {rows}, expected one on each of {wanted}")
        found += [f"{work_id}: {channel} alert {state}" for channel, state in rows
                  if state != "delivered"]  # fmt: skip
    return found


def failure_alerts(query: Query) -> list[str]:
    """Quarantines and recoveries alert too, once per channel, delivered."""
    quarantined = query(
        "SELECT q.work_id, t.notify_json, t.notify_on_json FROM quarantine AS q"
        " JOIN monitor_targets AS t ON t.id = q.target_id WHERE q.kind = 'check'"
    )
    recovered = query(
        "SELECT c.work_id, t.notify_json, t.notify_on_json FROM source_checks AS c"
        " JOIN monitor_targets AS t ON t.id = c.target_id"
        " WHERE c.status != 'failed'"
        " AND (SELECT p.status FROM source_checks AS p WHERE p.target_id = c.target_id"
        "      AND p.scheduled_for < c.scheduled_for ORDER BY p.scheduled_for DESC LIMIT 1)"
        "     = 'failed'"
    )
    expected = [
        (work_id, event, notify)
        for event, found in (("quarantined", quarantined), ("recovered", recovered))
        for work_id, notify, notify_on in found
        if event in json.loads(notify_on)
    ]
    found = []
    for work_id, event, notify in expected:
        for channel in json.loads(notify):
            key = f"{channel}:{work_id}:{event}"
            rows = query("SELECT state FROM outbox WHERE key = ? AND event = ?", (key, event))
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
    return [f"{slot}: delivered under {sorted(keys)}" for slot, keys in by_slot.items()
            if len(keys) > 1]  # fmt: skip
