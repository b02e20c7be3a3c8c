"""``monitor``: run the daemon, validate the configuration, inspect the schedule."""

import argparse
import asyncio
import json
import os
import sqlite3
import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any, NoReturn

from monitor import explain, logs, quarantine, runs, status
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
from monitor.notify.content import notify_test_body
from monitor.notify.deliver import Sender
from monitor.schedule import iso
from monitor.store import Notification, PostgresStore, SQLiteStore, Store

DEFAULT_CONFIG = "config/monitor.yaml"


class CommandError(Exception):
    """A user-facing failure: printed as one line, exit status 1."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """One line instead of argparse's usage block."""
        self.exit(2, f"{self.prog}: {message} (see '{self.prog} --help')\n")


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) == 0:
        raise argparse.ArgumentTypeError(f"must be a whole number above 0, not {text!r}")
    return int(text)


def _natural(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}")
    return int(text)


def build_parser() -> argparse.ArgumentParser:
    common = _Parser(add_help=False)
    common.add_argument(
        "--config",
        type=Path,
        default=Path(os.environ.get("MONITOR_CONFIG", DEFAULT_CONFIG)),
        help=f"settings file (default: $MONITOR_CONFIG or {DEFAULT_CONFIG})",
    )
    common.add_argument("--log-format", choices=["auto", "json", "console"], default="auto")
    parser = _Parser(prog="monitor", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    run = commands.add_parser("run", parents=[common], help="run the daemon")
    run.add_argument("--once", action="store_true", help="process every due slot once, then exit")
    run.add_argument("--target", action="append", default=[], metavar="ID",
                     help="with --once: only this target's due slot (repeatable)")  # fmt: skip
    run.add_argument("--due-now", action="store_true",
                     help="with --target: first move each one's next slot to now")  # fmt: skip
    commands.add_parser("check-config", parents=[common], help="validate settings and targets")
    screen = commands.add_parser("status", parents=[common], help="the operator's one screen")
    screen.add_argument("--json", action="store_true", help="print one JSON object")
    screen.add_argument("--all", action="store_true", help="also list every target")
    history = commands.add_parser("history", parents=[common], help="show a target's checks")
    history.add_argument("target")
    history.add_argument("--limit", type=_positive, default=20)
    history.add_argument("--json", action="store_true", help="print a JSON array")
    notifications = commands.add_parser(
        "notifications", parents=[common], help="alerts: pending, delivered, quarantined"
    )
    notifications.add_argument("--limit", type=_positive, default=50)
    notifications.add_argument("--json", action="store_true", help="print a JSON array")
    notify_test = commands.add_parser(
        "notify-test", parents=[common], help="send a test message on one channel"
    )
    notify_test.add_argument("channel", help="a channel name from monitor.yaml")
    diff = commands.add_parser("diff", parents=[common], help="show what a result changed")
    diff.add_argument("target")
    diff.add_argument("work_id", nargs="?", help="a result's work id (default: the latest change)")
    add_quarantine_commands(commands, common)
    add_run_commands(commands, common)
    return parser


def add_run_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    listed = commands.add_parser("runs", parents=[common], help="the weekly digest and cleanup")
    listed.add_argument("--limit", type=_positive, default=10)
    listed.add_argument("--json", action="store_true", help="print a JSON array")
    actions = listed.add_subparsers(dest="action", metavar="ACTION")
    replay = actions.add_parser("replay", parents=[common], help="replay what is quarantined")
    replay.add_argument("run_id", metavar="RUN_ID")
    replay.add_argument("--batch", type=_natural, help="only this cleanup batch")
    digest = commands.add_parser("digest", parents=[common], help="send a period's digest now")
    digest.add_argument(
        "--period-end", required=True, metavar="YYYY-MM-DD", help="the last day of the period"
    )


def add_quarantine_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    quarantine = commands.add_parser("quarantine", help="inspect and resolve quarantined work")
    actions = quarantine.add_subparsers(dest="action", required=True, metavar="ACTION")
    listing = actions.add_parser("list", parents=[common], help="unresolved entries")
    listing.add_argument("--all", action="store_true", help="resolved entries too")
    listing.add_argument("--json", action="store_true", help="print a JSON array")
    show = actions.add_parser("show", parents=[common], help="one entry and its attempts")
    show.add_argument("id", type=_positive)
    show.add_argument("--json", action="store_true", help="print one JSON object")
    replay = actions.add_parser("replay", parents=[common], help="run the entry's slot again")
    replay.add_argument("id", type=_positive)
    drop = actions.add_parser("drop", parents=[common], help="resolve without running it")
    drop.add_argument("id", type=_positive)
    drop.add_argument("--reason", required=True, help="why (kept with the entry)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "run" and (args.target or args.due_now) and not args.once:
        parser.error("--target and --due-now go with --once")
    if args.command == "run" and args.due_now and not args.target:
        parser.error("--due-now needs --target: which targets to check now")
    logs.configure(args.log_format, sys.stdout if args.command == "run" else sys.stderr)
    try:
        return dispatch(load_settings(args.config), args)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    except UsageError as error:
        print(f"monitor: {error}", file=sys.stderr)
        return 2
    except (CommandError, MonitorError, OSError) as error:
        print(f"monitor: {error}", file=sys.stderr)
        return 1


def dispatch(settings: Settings, args: argparse.Namespace) -> int:
    try:
        if args.command == "run":
            targets = list(dict.fromkeys(args.target))  # each once, in the order given
            return asyncio.run(Daemon(settings).run(args.once, targets, args.due_now))
        if args.command == "check-config":
            return check_config(settings)
        if args.command == "quarantine":
            return asyncio.run(operate_quarantine(settings, args))
        if args.command in ("runs", "digest"):
            return asyncio.run(operate_runs(settings, args))
        if args.command == "notify-test":
            return asyncio.run(notify_test(settings, args.channel))
        return asyncio.run(inspect(settings, args))
    except (sqlite3.Error, DatabaseError, StoreUnavailable) as error:
        raise CommandError(f"database {settings.database}: {error}") from None


def check_config(settings: Settings) -> int:
    targets = enabled = 0
    for target in read_targets(settings.targets, settings.channels):
        targets += 1
        enabled += target.enabled
    channels = len(settings.channels)
    print(
        f"ok: {targets} targets ({enabled} enabled) in {settings.targets},"
        f" {channels} channel{'' if channels == 1 else 's'}"
    )
    return 0


async def notify_test(settings: Settings, name: str) -> int:
    """Send a test message on the channel, outside the outbox; exit 1 when it fails."""
    channel = settings.channels.get(name)
    if channel is None:
        configured = ", ".join(settings.channels) or "none"
        raise CommandError(f"no channel {name!r} in the settings (channels: {configured})")
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
            raise CommandError(f"no target {args.target!r} in {settings.database}")
        if args.command == "diff":
            lines = await explain.diff_lines(store, args.target, args.work_id)
        else:
            rows = await store.history(args.target, args.limit)
            if args.json:
                lines = [json.dumps(explain.history_json(rows), indent=2)]
            else:
                lines = explain.history_lines(rows)
    except explain.ExplainError as error:
        raise CommandError(str(error)) from None
    finally:
        await store.close()
    if lines:
        print("\n".join(lines))
    return 0


async def operate_quarantine(settings: Settings, args: argparse.Namespace) -> int:
    store = await open_existing(settings, writing=args.action in ("replay", "drop"))
    try:
        if args.action == "list":
            entries = await store.quarantined(include_resolved=args.all)
            if args.json:
                print(json.dumps([quarantine.entry_json(e) for e in entries], indent=2))
            for entry in [] if args.json else entries:
                print(quarantine.entry_line(entry))
        elif args.action == "show":
            entry = await quarantine.find(store, args.id)
            attempts = await store.attempts(entry.work_id)
            print(
                json.dumps(quarantine.entry_json(entry, attempts), indent=None if args.json else 2)
            )
        elif args.action == "replay":
            print(await quarantine.replay(store, settings, system_clock, args.id))
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
            lines = await runs.replay(store, settings, system_clock, args.run_id, args.batch)
            print("\n".join(lines))
            return 0
        reports = await store.run_reports(args.limit)
        if args.json:
            print(json.dumps([runs.report_json(report) for report in reports], indent=2))
        for report in [] if args.json else reports:
            print(runs.report_line(report))
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
    for row in rows:
        outcome = row["response_status"] or row["error_class"] or ""
        state = f"{row['event']:11} {row['state']:11} attempts={row['attempts']}"
        print(f"{row['key']}  {state}  {outcome}")
