"""``monitor``: run the daemon, validate the configuration, inspect the schedule.

One exit-code rule for every command: 0 it did what was asked (nothing to do included); 1 the
work failed, or cannot be done now and may be retried (a send refused, a run left incomplete,
the database missing or refusing); 2 the command line or the configuration is wrong (usage, a
file's mistakes, an argument that names nothing there is).
"""

import argparse
import asyncio
import json
import sqlite3
import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from monitor import explain, learning, logs, quarantine, runs, status
from monitor.arguments import parse
from monitor.config import Settings, load_settings, read_targets
from monitor.daemon import Daemon, system_clock
from monitor.errors import (
    ConfigError,
    DatabaseError,
    FetchError,
    MonitorError,
    StoreUnavailable,
    UsageError,
)
from monitor.fields import PostgresURL
from monitor.firstrun import NO_NETWORK
from monitor.notify.content import notify_test_body
from monitor.notify.deliver import Sender
from monitor.schedule import iso
from monitor.store import Notification, PostgresStore, SQLiteStore, Store

REPLAY_SENDS = ("notification", "digest")  # the quarantine kinds a replay sends again


class CommandError(Exception):
    """A user-facing failure: printed as one line, exit status 1."""


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    logs.configure(args.log_format, sys.stdout if args.command == "run" else sys.stderr)
    try:
        return dispatch(load_settings(args.config, resolve_secrets=sends(args)), args)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    except UsageError as error:
        print(f"monitor: {error}", file=sys.stderr)
        return 2
    except (CommandError, MonitorError, OSError) as error:
        print(f"monitor: {error}", file=sys.stderr)
        return 1


def sends(args: argparse.Namespace) -> bool:
    """Whether the command may send an alert or a digest: only then are the channels' ``${NAME}``
    read (a quarantine replay reads them once it knows the entry is an alert's)."""
    if args.command == "runs":
        return bool(args.action == "replay")
    return args.command in ("run", "notify-test", "digest")


def dispatch(settings: Settings, args: argparse.Namespace) -> int:
    try:
        if args.command == "run":
            targets = list(dict.fromkeys(args.target))  # each once, in the order given
            return run(settings, args.config, args.once, targets, args.due_now)
        if args.command == "check-config":
            return check_config(settings)
        if args.command == "quarantine":
            return asyncio.run(operate_quarantine(settings, args))
        if args.command in ("runs", "digest"):
            return asyncio.run(operate_runs(settings, args))
        if args.command == "notify-test":
            return asyncio.run(notify_test(settings, args.channel))
        if args.command == "volatile":
            return asyncio.run(operate_volatile(settings, args))
        return asyncio.run(inspect(settings, args))
    except (sqlite3.Error, DatabaseError, StoreUnavailable) as error:
        raise CommandError(f"database {settings.database}: {error}") from None


def run(settings: Settings, config: Path, once: bool, targets: list[str], due_now: bool) -> int:
    daemon = Daemon(settings, config)
    code = asyncio.run(daemon.run(once, targets, due_now))
    if once and daemon.no_network:  # the log said so too, but cron mails what stderr says
        print(f"monitor: {NO_NETWORK}", file=sys.stderr)
    return code


def check_config(settings: Settings) -> int:
    targets = enabled = 0
    for target in read_targets(settings.targets, settings.channels, settings.browser.executable):
        targets += 1
        enabled += target.enabled
    channels = len(settings.channels)
    unread = ", ".join(sorted(settings.unread_variables))
    print(
        f"ok: {targets} targets ({enabled} enabled) in {settings.targets},"
        f" {channels} channel{'' if channels == 1 else 's'}"
        + (f" (reading {unread} from the environment when sending)" if unread else "")
    )
    return 0


async def notify_test(settings: Settings, name: str) -> int:
    """Send a test message on the channel, outside the outbox; exit 1 when it fails."""
    channel = settings.channels.get(name)
    if channel is None:
        configured = ", ".join(settings.channels) or "none"
        raise UsageError(f"no channel {name!r} in the settings (channels: {configured})")
    now = system_clock()
    key = f"{name}:test:{iso(now)}"
    sender = Sender(settings)
    try:
        answered = await sender.send(channel, notify_test_body(key, now))
    except FetchError as error:
        raise CommandError(f"channel {name}: {error.code}: {error}") from None
    finally:
        await sender.aclose()
    print(f"sent a test message on {name} (status {answered}, key {key})")
    return 0


async def open_existing(settings: Settings, writing: bool) -> Store:
    """The daemon's database, which a command never creates; read-only unless ``writing``."""
    database = settings.database
    busy_timeout = settings.busy_timeout.total_seconds()
    if isinstance(database, PostgresURL):
        return await PostgresStore.open_existing(database, busy_timeout, writing)
    if not database.exists():
        raise CommandError(f"database {database} does not exist yet (run the daemon)")
    if writing:
        return await SQLiteStore.open(database, system_clock(), busy_timeout)
    return await SQLiteStore.open_read_only(database, busy_timeout)


async def inspect(settings: Settings, args: argparse.Namespace) -> int:
    store = await open_existing(settings, writing=False)
    try:
        if args.command == "status":
            now = system_clock()
            report = await status.gather(store, settings, now)
            print(json.dumps(report, indent=2) if args.json else
                  "\n".join(status.status_lines(report, args.all)))  # fmt: skip
            return 0
        if args.command == "notifications":
            print_notifications(await store.notifications(args.limit), args.json)
            return 0
        if args.target not in {t.id for t in await store.targets()}:
            raise UsageError(f"no target {args.target!r} in {settings.database}")
        if args.command == "diff":
            lines = await explain.diff_lines(store, args.target, args.work_id)
        else:
            rows = await store.history(args.target, args.limit)
            if args.json:
                lines = [json.dumps(explain.history_json(rows), indent=2)]
            else:
                lines = explain.history_lines(rows) or [f"{args.target}: no checks yet"]
    except explain.ExplainError as error:  # a result the command line names is not there
        raise UsageError(str(error)) from None
    finally:
        await store.close()
    print("\n".join(lines))
    return 0


async def operate_volatile(settings: Settings, args: argparse.Namespace) -> int:
    """``monitor volatile TARGET [--clear]``: the learned patterns, or forget them."""
    store = await open_existing(settings, writing=args.clear)
    try:
        patterns = await store.learned(args.target)
        if patterns is None:
            raise UsageError(f"no target {args.target!r} in {settings.database}")
        if args.clear:
            print(learning.cleared_line(args.target, await store.clear_learned(args.target)))
        elif args.json:
            print(json.dumps(learning.patterns_json(patterns), indent=2, ensure_ascii=False))
        else:
            print("\n".join(learning.patterns_lines(args.target, patterns)))
    finally:
        await store.close()
    return 0


async def operate_quarantine(settings: Settings, args: argparse.Namespace) -> int:
    store = await open_existing(settings, writing=args.action in ("replay", "drop"))
    try:
        if args.action == "list":
            entries = await store.quarantined(include_resolved=args.all)
            if args.json:
                print(json.dumps([quarantine.entry_json(e) for e in entries], indent=2))
            else:
                empty = "no quarantine entries" if args.all else "no unresolved quarantine entries"
                print("\n".join(map(quarantine.entry_line, entries)) or empty)
        elif args.action == "show":
            entry = await quarantine.find(store, args.id)
            attempts = await store.attempts(entry.work_id)
            if args.json:
                print(json.dumps(quarantine.entry_json(entry, attempts), indent=2))
            else:
                print("\n".join(quarantine.entry_lines(entry, attempts)))
        elif args.action == "replay":
            if (await quarantine.find(store, args.id)).kind in REPLAY_SENDS:
                settings = load_settings(args.config)  # it sends: the secrets are needed now
            replayed = await quarantine.replay_as_configured(store, settings, system_clock, args.id)
            print(replayed.line)
            return 1 if replayed.failed else 0
        else:
            print(await quarantine.drop(store, system_clock, args.id, args.reason))
    except quarantine.QuarantineError as error:
        raise CommandError(str(error)) from None
    finally:
        await store.close()
    return 0


async def operate_runs(settings: Settings, args: argparse.Namespace) -> int:
    store = await open_existing(
        settings, writing=args.command == "digest" or args.action is not None
    )
    try:
        if args.command == "digest":
            report = await runs.digest_now(store, settings, system_clock, args.period_end)
            print(runs.report_line(report))
            return 1 if runs.report_json(report)["incomplete"] else 0
        if args.action == "replay":
            replayed = await runs.replay(store, settings, system_clock, args.run_id, args.batch)
            print(replayed.line)
            return 1 if replayed.failed else 0
        reports = await store.run_reports(args.limit)
        if args.json:
            print(json.dumps([runs.report_json(report) for report in reports], indent=2))
        else:
            print("\n".join(map(runs.report_line, reports)) or "no weekly runs yet")
        return 0
    except quarantine.QuarantineError as error:
        raise CommandError(str(error)) from None
    finally:
        await store.close()


def print_notifications(listed: list[Notification], as_json: bool) -> None:
    times = ("created_at", "next_attempt_at", "delivered_at")
    rows = [
        asdict(row) | {key: iso(getattr(row, key)) if getattr(row, key) else None for key in times}
        for row in listed
    ]
    if as_json:
        print(json.dumps(rows, indent=2))
        return
    if not rows:
        print("no alerts yet")
    for row in rows:
        outcome = row["response_status"] or row["error_class"] or ""
        state = f"{row['event']:11} {row['state']:11} attempts={row['attempts']}"
        print(f"{row['key']}  {state}  {outcome}")
