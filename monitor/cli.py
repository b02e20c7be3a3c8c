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
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from monitor import logs
from monitor.arguments import parse
from monitor.config.fields import PostgresURL
from monitor.config.model import Settings, listed_targets, load_settings
from monitor.errors import (
    CommandError,
    ConfigError,
    DatabaseError,
    MonitorError,
    StoreUnavailable,
    UsageError,
    WorkFailed,
)
from monitor.schedule import iso
from monitor.states import QuarantineKind

# Each command imports what it uses when it runs: the daemon's scheduler, the stores' drivers,
# the senders and the browser cost a command that needs none of them most of its start-up.
if TYPE_CHECKING:
    from monitor.config.model import Target
    from monitor.ops.rule_lint import Mistake
    from monitor.store import Notification, PostgresStore, SQLiteStore, Store

REPLAY_SENDS = (QuarantineKind.NOTIFICATION, QuarantineKind.DIGEST)  # what a replay sends again


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    served = args.command in ("run", "web")  # a service's log goes to the journal
    logs.configure(args.log_format, sys.stdout if served else sys.stderr)
    try:
        return dispatch(settings_of(args), args)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    except UsageError as error:
        print(f"monitor: {error}", file=sys.stderr)
        return 2
    except (MonitorError, OSError) as error:
        print(f"monitor: {error}", file=sys.stderr)
        return 1


def settings_of(args: argparse.Namespace) -> Settings:
    """The settings file's; for ``try URL`` without one, the defaults: a first try needs no
    set-up."""
    first_try = args.command == "try" and "://" in args.page and not args.add
    if first_try and not args.config.exists():
        return Settings()
    return load_settings(
        args.config, resolve_secrets=sends(args), web_secrets=args.command == "web"
    )


def sends(args: argparse.Namespace) -> bool:
    """Whether the command may send an alert or a digest: only then are the channels' ``${NAME}``
    read (a quarantine replay reads them once it knows the entry is an alert's)."""
    if args.command == "runs":
        return bool(args.action == "replay")
    if args.command == "web":  # a replay may send an alert again
        return bool(args.allow_actions)
    return args.command in ("run", "notify-test", "digest")


def dispatch(settings: Settings, args: argparse.Namespace) -> int:
    try:
        if args.command == "run":
            targets = list(dict.fromkeys(args.target))  # each once, in the order given
            return run(settings, args.config, args.once, targets, args.due_now)
        if args.command == "web":
            from monitor.service.daemon import system_clock
            from monitor.web.server import serve

            return serve(settings, args.listen, open_existing, system_clock, args.allow_actions)
        if args.command == "check-config":
            return check_config(settings, args.config)
        if (operation := _OPERATIONS.get(args.command)) is not None:
            return asyncio.run(operation(settings, args))
        if args.command == "notify-test":
            return asyncio.run(notify_test(settings, args.channel))
        if args.command == "try":
            from monitor.ops.try_command import command  # the browser and the store only if used

            return asyncio.run(command(settings, args, open_existing))
        return asyncio.run(inspect(settings, args))
    except (sqlite3.Error, DatabaseError, StoreUnavailable) as error:
        raise CommandError(f"database {settings.database}: {error}") from None


def run(settings: Settings, config: Path, once: bool, targets: list[str], due_now: bool) -> int:
    from monitor.pipeline.firstrun import NO_NETWORK
    from monitor.service.daemon import Daemon

    daemon = Daemon(settings, config)
    code = asyncio.run(daemon.run(once, targets, due_now))
    if once and daemon.no_network:  # the log said so too, but cron mails what stderr says
        print(f"monitor: {NO_NETWORK}", file=sys.stderr)
    return code


def check_config(settings: Settings, config: Path) -> int:
    """The files' problems exit 2 (``ConfigError``); warnings go to stderr, exit 0."""
    from monitor.config.alert_rules import Threshold

    targets = enabled = 0
    thresholded = []
    for position, target in enumerate(listed_targets(settings)):
        targets += 1
        enabled += target.enabled
        if any(isinstance(rule.value, Threshold) for rule in target.alert_when or ()):
            thresholded.append((position, target))
    if thresholded:
        check_thresholds(settings, config, thresholded)
    channels = len(settings.channels)
    unread = ", ".join(sorted(settings.unread_variables))
    print(
        f"ok: {targets} targets ({enabled} enabled) in {settings.targets},"
        f" {channels} channel{'' if channels == 1 else 's'}"
        + (f" (reading {unread} from the environment when sending)" if unread else "")
    )
    return 0


def check_thresholds(settings: Settings, config: Path, targets: "list[tuple[int, Target]]") -> None:
    """The thresholds against their targets' latest results (``ops.rule_lint``): print the
    warnings, raise the mistakes. Nothing to say without a database yet."""
    from monitor.ops import rule_lint

    warnings, mistakes = asyncio.run(latest_findings(settings, targets))
    for warning in warnings:
        print(warning, file=sys.stderr)
    if mistakes:
        raise ConfigError(rule_lint.located(config, settings.targets, mistakes))


async def latest_findings(
    settings: Settings, targets: "list[tuple[int, Target]]"
) -> "tuple[list[str], list[Mistake]]":
    from monitor.ops.rule_lint import findings

    try:
        store = await open_existing(settings, writing=False)
    except (CommandError, DatabaseError, StoreUnavailable, sqlite3.Error):
        return [], []
    try:
        return await findings(store, targets)
    finally:
        await store.close()


async def notify_test(settings: Settings, name: str) -> int:
    """Send a test message on the channel, outside the outbox; exit 1 when it fails."""
    from monitor.notify.content import notify_test_body
    from monitor.notify.deliver import Sender
    from monitor.service.daemon import system_clock

    channel = settings.channels.get(name)
    if channel is None:
        configured = ", ".join(settings.channels) or "none"
        raise UsageError(f"no channel {name!r} in the settings (channels: {configured})")
    now = system_clock()
    key = f"{name}:test:{iso(now)}"
    sender = Sender(settings)
    try:
        answered = await sender.send(channel, notify_test_body(key, now))
    except WorkFailed as error:
        raise CommandError(f"channel {name}: {error.code}: {error}") from None
    finally:
        await sender.aclose()
    print(f"sent a test message on {name} (status {answered}, key {key})")
    return 0


async def open_existing(settings: Settings, writing: bool) -> "SQLiteStore | PostgresStore":
    """The daemon's database, which a command never creates; read-only unless ``writing``."""
    from monitor.service.daemon import system_clock
    from monitor.store import PostgresStore, SQLiteStore

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
    from monitor.ops import history as explain
    from monitor.ops import status
    from monitor.service.daemon import system_clock

    store = await open_existing(settings, writing=False)
    try:
        if args.command == "status":
            now = system_clock()
            report = await status.gather(store, settings, now)
            print(
                json.dumps(report, indent=2)
                if args.json
                else "\n".join(status.status_lines(report, args.all))
            )
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
    finally:
        await store.close()
    print("\n".join(lines))
    return 0


async def operate_volatile(settings: Settings, args: argparse.Namespace) -> int:
    """``monitor volatile TARGET [--clear]``: the learned patterns, or forget them."""
    from monitor.changes import set_aside

    store = await open_existing(settings, writing=args.clear)
    try:
        patterns = await store.learned(args.target)
        if patterns is None:
            raise UsageError(f"no target {args.target!r} in {settings.database}")
        if args.clear:
            print(set_aside.cleared_line(args.target, await store.clear_learned(args.target)))
        elif args.json:
            print(json.dumps(set_aside.patterns_json(patterns), indent=2, ensure_ascii=False))
        else:
            print("\n".join(set_aside.patterns_lines(args.target, patterns)))
    finally:
        await store.close()
    return 0


async def operate_prices(settings: Settings, args: argparse.Namespace) -> int:
    """``monitor prices TARGET`` and ``monitor export``: the price history, as data."""
    from monitor.ops import prices as pricelog

    store = await open_existing(settings, writing=False)
    try:
        if args.command == "export":
            return await export_to(store, args.output, args.since, args.format)
        if not await store.target_slots([args.target]):
            raise UsageError(f"no target {args.target!r} in {settings.database}")
        window = (args.since, args.until)
        try:
            await pricelog.write_prices(
                store, sys.stdout, args.target, window, args.plan, args.format, args.changes_only
            )
        except ValueError as error:  # a plan glob too long to be one
            raise UsageError(f"--plan: {error}") from None
    finally:
        await store.close()
    return 0


async def export_to(store: "Store", output: Path | None, since: int, form: str) -> int:
    """Stream the export to stdout, or to ``output`` through a file beside it that takes its
    name once complete: a failed export leaves no half file to be taken for a whole one."""
    from monitor.ops import prices as pricelog

    if output is None:
        await pricelog.export(store, sys.stdout, since, form)
        return 0
    partial = output.with_name(output.name + ".partial")
    try:
        with partial.open("w", encoding="utf-8", newline="") as out:
            count = await pricelog.export(store, out, since, form)
        partial.replace(output)
    finally:
        partial.unlink(missing_ok=True)
    print(f"exported {count} rows to {output}", file=sys.stderr)
    return 0


async def operate_quarantine(settings: Settings, args: argparse.Namespace) -> int:
    from monitor.ops import quarantine
    from monitor.service.daemon import system_clock

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
    finally:
        await store.close()
    return 0


async def operate_runs(settings: Settings, args: argparse.Namespace) -> int:
    from monitor.ops import weekly_runs
    from monitor.service.daemon import system_clock

    store = await open_existing(
        settings, writing=args.command == "digest" or args.action is not None
    )
    try:
        if args.command == "digest":
            report = await weekly_runs.digest_now(store, settings, system_clock, args.period_end)
            print(weekly_runs.report_line(report))
            return 1 if weekly_runs.report_json(report)["incomplete"] else 0
        if args.action == "replay":
            replayed = await weekly_runs.replay(
                store, settings, system_clock, args.run_id, args.batch
            )
            print(replayed.line)
            return 1 if replayed.failed else 0
        reports = await store.run_reports(args.limit)
        if args.json:
            print(json.dumps([weekly_runs.report_json(report) for report in reports], indent=2))
        else:
            print("\n".join(map(weekly_runs.report_line, reports)) or "no weekly runs yet")
        return 0
    finally:
        await store.close()


def print_notifications(listed: "list[Notification]", as_json: bool) -> None:
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


# The commands that operate on the store, each by one coroutine of the settings and arguments.
_OPERATIONS: dict[str, Callable[[Settings, argparse.Namespace], Coroutine[Any, Any, int]]] = {
    "quarantine": operate_quarantine,
    "runs": operate_runs,
    "digest": operate_runs,
    "volatile": operate_volatile,
    "prices": operate_prices,
    "export": operate_prices,
}
