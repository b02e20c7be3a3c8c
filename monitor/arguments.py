"""The command line of ``monitor``: its commands, their arguments and options."""

import argparse
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from monitor import __version__

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
    volatile = commands.add_parser(
        "volatile", parents=[common], help="what a target's confirming fetches learned"
    )
    volatile.add_argument("target")
    volatile.add_argument("--clear", action="store_true", help="forget the learned patterns")
    volatile.add_argument("--json", action="store_true", help="print a JSON array")
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
