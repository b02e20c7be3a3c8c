"""``monitor status``: the operator's one screen, from the database alone.

Is a daemon alive and its schedule healthy; how the targets stand; the four signals; which
targets are late or failing; what alerts wait; which weekly runs are unfinished.
"""

from collections import Counter
from dataclasses import asdict
from datetime import timedelta
from typing import Any, Protocol

import httpx

from monitor.changes.set_aside import mostly_volatile, warning_line
from monitor.config.model import Settings, format_duration
from monitor.ops.weekly_runs import report_json
from monitor.pipeline.leases import holder_state
from monitor.schedule import iso
from monitor.states import AlertState, CheckStatus
from monitor.store import DaemonBeat, Run, RunReport, Signals, TargetState

SILENT_AFTER_MS = 30_000  # a daemon beats every 5 s: this quiet, it is dead or wedged
LISTED = 10  # late or failing targets named on the screen; --json and --all have them all


def target_summary(state: TargetState, now: int) -> dict[str, Any]:
    due = state.enabled and state.next_check_at <= now
    return {
        "id": state.id,
        "url": str(httpx.URL(state.url).copy_with(userinfo=b"")),  # no credentials on screen
        "enabled": state.enabled,
        # hours at most, as intervals are written: a daily target's is 24h, not 1d
        "interval": format_duration(timedelta(minutes=state.interval_minutes), largest="h"),
        "last_slot": iso(state.last_slot) if state.last_slot is not None else None,
        "last_status": state.last_status,
        "last_checked_at": iso(state.last_checked_at) if state.last_checked_at else None,
        "next_due": iso(state.next_check_at) if state.enabled else None,  # never, while off
        "due": due,
        "lease_expires_at": iso(state.lease_expires_at) if state.lease_expires_at else None,
        "lag_seconds": (now - state.next_check_at) / 1000 if due else 0,
    }


def lease_json(state: TargetState, daemons: dict[str, str], now: int) -> dict[str, Any]:
    """A leased target: until when, and whether its holder's heartbeat says it is alive."""
    assert state.lease_expires_at is not None
    holder, alive = holder_state(state.lease_holder, daemons)
    return {
        "target_id": state.id,
        "expires_at": iso(state.lease_expires_at),
        "expired": state.lease_expires_at <= now,
        "holder": state.lease_holder,
        "holder_state": holder,
        "holder_alive": alive,
    }


def daemon_json(beat: DaemonBeat, now: int) -> dict[str, Any]:
    if beat.stopped_at is not None:
        state = "stopped"
    else:
        state = "running" if now - beat.beat_at <= SILENT_AFTER_MS else "silent"
    return {
        "id": beat.id,
        "state": state,
        "healthy": beat.healthy and state == "running",
        "reasons": list(beat.reasons),
        "started_at": iso(beat.started_at),
        "heard_at": iso(beat.beat_at),
        "last_tick_at": iso(beat.last_tick_at) if beat.last_tick_at is not None else None,
        "queue_depth": beat.queue_depth,
        "restart_needed": list(beat.restart_needed),
    }


class Reads(Protocol):
    """What the screen reads of a store: the CLI's, or the web's read-only one."""

    async def run_reports(self, limit: int) -> list[RunReport]: ...

    async def incomplete_runs(self) -> list[Run]: ...

    async def run_report(self, run_id: str) -> RunReport | None: ...

    async def targets(self) -> list[TargetState]: ...

    async def signals(self, now: int) -> Signals: ...

    async def daemons(self) -> list[DaemonBeat]: ...

    async def undelivered(self) -> dict[str, int]: ...


async def gather(store: Reads, settings: Settings, now: int) -> dict[str, Any]:
    """Everything the screen shows, read from the database."""
    reports = {report.run.run_id: report for report in await store.run_reports(limit=10)}
    for run in await store.incomplete_runs():  # however old
        if run.run_id not in reports and (found := await store.run_report(run.run_id)):
            reports[run.run_id] = found
    return status_json(
        settings,
        await store.targets(),
        await store.signals(now),
        await store.daemons(),
        await store.undelivered(),
        list(reports.values()),
        now,
    )


def status_json(
    settings: Settings,
    states: list[TargetState],
    signals: Signals,
    daemons: list[DaemonBeat],
    undelivered: dict[str, int],
    runs: list[RunReport],
    now: int,
) -> dict[str, Any]:
    rows = [target_summary(state, now) for state in states]
    tick_ms = settings.tick_interval.total_seconds() * 1000
    late = sorted(
        (row for row in rows if row["lag_seconds"] * 1000 > tick_ms),
        key=lambda row: -row["lag_seconds"],
    )
    shown = [daemon_json(beat, now) for beat in daemons]
    by_id = {daemon["id"]: daemon["state"] for daemon in shown}
    running = [daemon for daemon in shown if daemon["state"] == "running"]
    health = "ok" if running and all(d["healthy"] for d in running) else "unhealthy"
    return {
        "database": str(settings.database),
        "now": iso(now),
        "health": health if running else "no daemon running",
        "daemons": shown,
        # What the settings file says that a running daemon applies only when restarted.
        "restart_needed": sorted({key for daemon in running for key in daemon["restart_needed"]}),
        "targets_total": len(rows),
        "targets_enabled": sum(row["enabled"] for row in rows),
        "due": sum(row["due"] for row in rows),
        "leased": sum(
            state.lease_expires_at is not None and state.lease_expires_at > now for state in states
        ),
        # Expired ones too: a lease nobody has taken over yet still holds its slot back.
        "leases": [
            lease_json(state, by_id, now) for state in states if state.lease_expires_at is not None
        ],
        "failing": sum(row["last_status"] == CheckStatus.FAILED for row in rows),
        "by_last_status": dict(Counter(row["last_status"] or "never" for row in rows)),
        **asdict(signals),
        "late": [row["id"] for row in late],
        "failing_targets": [row["id"] for row in rows if row["last_status"] == CheckStatus.FAILED],
        # A page set aside (almost) whole compares nothing: "unchanged" would say too much.
        "mostly_volatile": [
            found
            for state in states
            if state.enabled and (found := mostly_volatile(state.id, state.set_aside))
        ],
        "notifications": {
            "pending": undelivered.get(AlertState.PENDING, 0),
            "quarantined": undelivered.get(AlertState.QUARANTINED, 0),
        },
        "runs_incomplete": [
            {"run_id": shown["run_id"], "stage": shown["stage"], "replay": shown["replay"]}
            for shown in map(report_json, runs)
            if shown["incomplete"]
        ],
        "targets": rows,
    }


def status_lines(report: dict[str, Any], every_target: bool) -> list[str]:
    keys = ("targets_total", "targets_enabled", "due", "leased", "failing",
            "schedule_lag_seconds", "oldest_queued_age_seconds", "retries_by_class",
            "quarantine_depth")  # fmt: skip
    lines = ["  ".join(f"{key}={report[key]}" for key in keys), f"health: {report['health']}"]
    running = [daemon for daemon in report["daemons"] if daemon["state"] == "running"]
    gone = [daemon for daemon in report["daemons"] if daemon["state"] != "running"]
    lines += [_daemon_line(daemon) for daemon in running]
    lines += [
        f"restart needed: keys {', '.join(daemon['restart_needed'])} (daemon {daemon['id']}"
        " runs on the settings it started with for these)"
        for daemon in running
        if daemon["restart_needed"]
    ]
    if gone:  # a restart loop leaves many: one line, with the latest
        lines.append(
            f"{len(gone)} earlier daemon(s) stopped or silent; latest: " + _daemon_line(gone[0])
        )
    leases = report["leases"]
    lines += [_lease_line(lease) for lease in (leases if every_target else leases[:LISTED])]
    if not every_target and len(leases) > LISTED:
        lines.append(f"(+{len(leases) - LISTED} more leases; --all or --json lists them all)")
    by_status = ", ".join(f"{n} {status}" for status, n in sorted(report["by_last_status"].items()))
    lines.append(f"last status: {by_status or 'no targets'}")
    for name in ("failing_targets", "late"):
        if report[name]:
            more = len(report[name]) - LISTED
            tail = f" (+{more} more)" if more > 0 else ""
            lines.append(f"{name.split('_')[0]}: {', '.join(report[name][:LISTED])}{tail}")
    lines += [warning_line(warning) for warning in report["mostly_volatile"]]
    alerts = report["notifications"]
    lines.append(f"alerts: {alerts['pending']} pending, {alerts['quarantined']} quarantined")
    for run in report["runs_incomplete"]:
        lines.append(f"run {run['run_id']} unfinished at {run['stage']}; replay: {run['replay']}")
    for row in report["targets"] if every_target else []:
        lag = f"late {row['lag_seconds']:.0f}s" if row["lag_seconds"] else ""
        due = f"next {row['next_due']}" if row["next_due"] else "disabled"
        lines.append(
            f"{row['id']:24} {'on ' if row['enabled'] else 'off'} {row['interval']:>5}  "
            f"{row['last_status'] or 'never':9}  {due}  {lag}"
        )
    return lines


_HOLDERS = {
    "command": "a command, which writes no heartbeat",
    "unknown": "not recorded: taken before holders were",
    "no heartbeat": "NOT ALIVE: no heartbeat recorded",
}


def _lease_line(lease: dict[str, Any]) -> str:
    until = (
        f"EXPIRED at {lease['expires_at']}, not taken over yet"
        if lease["expired"]
        else f"expires {lease['expires_at']}"
    )
    state = lease["holder_state"]
    if state in _HOLDERS:
        said = _HOLDERS[state]
    else:
        said = f"{state}, {'alive' if lease['holder_alive'] else 'NOT ALIVE'}"
    return f"lease {lease['target_id']}: {until}; holder {lease['holder'] or '-'} ({said})"


def _daemon_line(daemon: dict[str, Any]) -> str:
    health = "healthy" if daemon["healthy"] else "UNHEALTHY: " + "; ".join(daemon["reasons"])
    if daemon["state"] != "running":
        health = f"{daemon['state'].upper()} since {daemon['heard_at']}"
    return (
        f"daemon {daemon['id']}: {health}; last tick {daemon['last_tick_at'] or 'none yet'},"
        f" queue {daemon['queue_depth']}"
    )
