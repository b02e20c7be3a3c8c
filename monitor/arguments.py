"""The command line of ``monitor``: its commands, their arguments and options."""

import argparse
import os
from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any, NoReturn

from monitor import __version__
from monitor.config.fields import listen_address

DEFAULT_CONFIG = "config/monitor.yaml"
DESCRIPTION = "Run the pricing monitor's daemon, validate its configuration, inspect the schedule."


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


def _moment(text: str, whole_day: timedelta) -> int:
    """Unix milliseconds of an ISO 8601 date or time (UTC unless it names its offset); a
    bare date plus ``whole_day``, so that ``--until`` a day includes that day."""
    try:
        if len(text) == 10:
            day = datetime.combine(date.fromisoformat(text), datetime.min.time(), UTC)
            return int((day + whole_day).timestamp() * 1000)
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"must be an ISO 8601 date or time (2026-08-05, 2026-08-05T08:00Z), not {text!r}"
        ) from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


def _since(text: str) -> int:
    return _moment(text, timedelta(0))


def _until(text: str) -> int:
    return _moment(text, timedelta(days=1))


def _listen(text: str) -> tuple[str, int]:
    try:
        return listen_address(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _common() -> _Parser:
    """The options every command takes anywhere after its name (``quarantine --config F list``).
    Their defaults are filled in after parsing (``parse``): a subcommand's own default would
    overwrite what its parent command parsed."""
    common = _Parser(add_help=False)
    common.add_argument(
        "--config",
        type=Path,
        default=argparse.SUPPRESS,
        help=f"settings file (default: $MONITOR_CONFIG or {DEFAULT_CONFIG})",
    )
    common.add_argument(
        "--log-format", choices=["auto", "json", "console"], default=argparse.SUPPRESS
    )
    return common


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "run" and (args.target or args.due_now) and not args.once:
        parser.error("--target and --due-now go with --once")
    if args.command == "run" and args.due_now and not args.target:
        parser.error("--due-now needs --target: which targets to check now")
    if args.command == "try" and args.interval is not None and not args.add:
        parser.error("--interval goes with --add")
    defaults = {
        "config": Path(os.environ.get("MONITOR_CONFIG", DEFAULT_CONFIG)),
        "log_format": "auto",
    }
    for name, value in defaults.items():
        if not hasattr(args, name):
            setattr(args, name, value)
    return args


def build_parser() -> argparse.ArgumentParser:
    common = _common()
    parser = _Parser(prog="monitor", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    run = commands.add_parser("run", parents=[common], help="run the daemon")
    run.add_argument("--once", action="store_true", help="process every due slot once, then exit")
    run.add_argument(
        "--target",
        action="append",
        default=[],
        metavar="ID",
        help="with --once: only this target's due slot (repeatable)",
    )
    run.add_argument(
        "--due-now",
        action="store_true",
        help="with --target: first move each one's next slot to now",
    )
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
    volatile = commands.add_parser(
        "volatile", parents=[common], help="what a target's confirming fetches learned"
    )
    volatile.add_argument("target")
    volatile.add_argument("--clear", action="store_true", help="forget the learned patterns")
    volatile.add_argument("--json", action="store_true", help="print a JSON array")
    add_quarantine_commands(commands, common)
    add_price_commands(commands, common)
    add_run_commands(commands, common)
    add_try_command(commands, common)
    served = commands.add_parser("web", parents=[common], help="serve the read-only dashboard")
    served.add_argument(
        "--listen",
        type=_listen,
        default=("127.0.0.1", 8780),
        metavar="HOST:PORT",
        help="where to serve it (default 127.0.0.1:8780; any other address "
        "needs web.auth in the settings)",
    )
    served.add_argument(
        "--allow-actions",
        action="store_true",
        help="replay and drop quarantine entries (needs web.auth)",
    )
    return parser


def add_try_command(commands: Any, common: argparse.ArgumentParser) -> None:
    tried = commands.add_parser(
        "try", parents=[common], help="fetch a page once and show what a check would see"
    )
    tried.add_argument("page", metavar="URL|TARGET_ID", help="a page, or a target's id")
    tried.add_argument("--selector", metavar="CSS", help="the region to compare")
    tried.add_argument(
        "--ignore",
        action="append",
        default=[],
        metavar="CSS",
        help="leave these elements out (repeatable)",
    )
    tried.add_argument(
        "--ignore-text",
        action="append",
        default=[],
        metavar="RE",
        help="leave this text out (repeatable)",
    )
    tried.add_argument("--extract", choices=["text", "prices", "plans"])
    tried.add_argument("--render", choices=["http", "browser"])
    tried.add_argument(
        "--header",
        action="append",
        default=[],
        metavar="'NAME: VALUE'",
        help="send this header (repeatable)",
    )
    tried.add_argument("--json", action="store_true", help="print one JSON object")
    tried.add_argument("--add", metavar="ID", help="append the page to the targets file as ID")
    tried.add_argument("--interval", help="with --add: how often (default 24h)")


def add_price_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    prices = commands.add_parser(
        "prices", parents=[common], help="a target's price records, slot by slot"
    )
    prices.add_argument("target")
    prices.add_argument("--plan", metavar="GLOB", help="only the plans it matches (any case)")
    prices.add_argument(
        "--since",
        type=_since,
        default=0,
        metavar="DATE",
        help="from this day or time on (UTC unless it says)",
    )
    prices.add_argument(
        "--until",
        type=_until,
        default=2**62,
        metavar="DATE",
        help="up to this day (included) or before this time",
    )
    prices.add_argument(
        "--changes-only", action="store_true", help="one row per added, changed or removed record"
    )
    prices.add_argument("--format", choices=["table", "csv", "json"], default="table")
    export = commands.add_parser(
        "export", parents=[common], help="every target's price records, streamed"
    )
    export.add_argument(
        "--since",
        type=_since,
        default=0,
        metavar="DATE",
        help="from this day or time on (UTC unless it says)",
    )
    export.add_argument("--format", choices=["csv", "jsonl"], default="csv")
    export.add_argument(
        "--output",
        type=Path,
        metavar="FILE",
        help="write here (complete or not at all) instead of stdout",
    )


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
    quarantine = commands.add_parser(
        "quarantine", parents=[common], help="inspect and resolve quarantined work"
    )
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
