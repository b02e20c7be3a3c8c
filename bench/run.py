"""Every benchmark of issue 9 in one command: prints one table and writes bench/RESULTS.md.

    .venv/bin/python bench/run.py                      # everything, N = 1,000 10,000 100,000
    .venv/bin/python bench/run.py --sizes 2000 --runs 5 --only sweep

Sections (``--only``, comma-separated; default all, in this order):
  server   the page server alone under the same concurrency, to show it is not the bottleneck
  sweep    per N: a fresh ``monitor run --once`` (every slot due) and the httpx and aiohttp
           floors, side by side in each round
  steady   per N, on the fresh pass's database: a pass with every page unchanged byte for byte,
           then one where --change-fraction of the pages changed
  catchup  a day of downtime: every slot a day old, one ``run --once``, then the cadence check
  curve    throughput against concurrency at --curve-latency-ms, monitor and floors
  micro    the tick over N due targets, extraction of a 20 KB and a 1 MB page, and the
           claim + commit round trip, one and --at-once at a time
"""

import argparse
import os
import shlex
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

import harness
import machine
from catchup import catch_up
from harness import Run
from micro import micro
from passes import Load, curve, progress, server_alone, sweep
from table import Row, markdown

from monitor import logs

SECTIONS = ("server", "sweep", "steady", "catchup", "curve", "micro")
LARGE = 50_000  # sizes from here on run --runs-large times


def numbers(text: str) -> list[int]:
    return [int(word.replace("_", "")) for word in text.split(",") if word]


def sections(text: str) -> list[str]:
    chosen = [word for word in text.split(",") if word]
    unknown = set(chosen) - set(SECTIONS)
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown sections {sorted(unknown)}; see --help")
    return chosen


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add = parser.add_argument
    add("--only", type=sections, default=list(SECTIONS), help="sections to run (default all)")
    add("--sizes", type=numbers, default=[1_000, 10_000, 100_000], help="N for sweep, steady")
    add("--runs", type=int, default=3, help="rounds per measurement; medians are shown")
    add("--runs-large", type=int, help=f"rounds at N >= {LARGE:,} (default: --runs)")
    add("--concurrency", type=int, default=16, help="the monitor's and the floors'")
    add("--page", choices=["typical", "dense"], default="typical", help="see pagegen.py")
    add("--latency-ms", type=float, default=0.0, help="each page's delay (not the curve's)")
    add("--change-fraction", type=float, default=0.1, help="pages changed in steady's 2nd pass")
    add("--server-seconds", type=float, default=5.0, help="how long the server is measured")
    add("--catchup-sizes", type=numbers, help="N for the catch-up (default: the largest size)")
    add("--curve-targets", type=int, default=2_000, help="N at each concurrency")
    add("--curve-concurrency", type=numbers, default=[8, 32, 128])
    add("--curve-latency-ms", type=float, default=50.0)
    add("--tick-targets", type=int, help="due targets the tick enqueues (default: largest size)")
    add("--tick-repeat", type=int, default=3)
    add("--extract-repeat", type=int, default=30)
    add("--roundtrips", type=int, default=2_000, help="claim + commit round trips per width")
    add("--at-once", type=int, default=16, help="round trips in flight in the second measure")
    add("--output", type=Path, default=harness.HERE / "RESULTS.md")
    return parser.parse_args(argv)


class Report:
    """The rows so far, the lines under the table, and RESULTS.md rewritten after each
    section, so that a long run interrupted keeps what it measured."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rows: list[Row] = []
        self.lines: list[str] = []
        self.started = time.monotonic()
        self.date = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
        self.command = shlex.join([".venv/bin/python", "bench/run.py", *sys.argv[1:]])

    def add(self, rows: list[Row], lines: Sequence[str] = ()) -> None:
        self.rows += rows
        self.lines += lines

    def text(self, done: bool) -> str:
        minutes = (time.monotonic() - self.started) / 60
        state = f"{minutes:.1f} min" if done else f"INCOMPLETE, {minutes:.1f} min so far"
        parts = [
            "# Benchmark results",
            "",
            f"{self.date} ({state}): `{self.command}`",
            "",
            *(f"- {line}" for line in machine.description()),
            "",
            self.conditions(),
            "",
            markdown(self.rows),
        ]
        if self.lines:
            parts += ["", "```", *self.lines, "```"]
        parts += ["", "Commands run ($TMP a new directory, $PORT the page server's):", "", "```"]
        return "\n".join([*parts, *harness.COMMANDS, "```", ""])

    def conditions(self) -> str:
        a = self.args
        return (
            f"Sections {', '.join(a.only)}. Pages: {a.page}, ~20 KB; latency {a.latency_ms:g} ms"
            f" (curve: {a.curve_latency_ms:g} ms); concurrency {a.concurrency}; targets"
            " alternate 1 h and 15 min intervals. Process rows are medians of their runs (see"
            " notes); per s is checks (or pages) per second; CPU covers every thread; vs floor is"
            " our throughput over the floor's, from the same rounds; pages CPU s is the page"
            " server's CPU during the run; DB B/op is database growth per check."
        )

    def write(self, done: bool) -> None:
        self.args.output.write_text(self.text(done))


def runs_for(args: argparse.Namespace, sizes: list[int]) -> dict[int, int]:
    large = args.runs_large if args.runs_large is not None else args.runs
    return {n: large if n >= LARGE else args.runs for n in sizes}


def run_sections(args: argparse.Namespace, report: Report) -> None:
    load = Load(args.page, args.latency_ms, args.concurrency, args.change_fraction)
    fresh: dict[int, list[Run]] = {}

    def do_server() -> None:
        report.add([server_alone(load, args.server_seconds)])

    def do_sweep() -> None:
        steady, floors = "steady" in args.only, "sweep" in args.only
        rows, found = sweep(args.sizes, load, runs_for(args, args.sizes), steady, floors)
        fresh.update(found)
        report.add(rows)

    def do_catchup() -> None:
        sizes = args.catchup_sizes or [max(args.sizes)]
        repeat = runs_for(args, sizes)
        for count in sizes:
            report.add(*catch_up(count, load, repeat[count], fresh.get(count)))

    def do_curve() -> None:
        at = Load(args.page, args.curve_latency_ms, args.concurrency, args.change_fraction)
        report.add(curve(args.curve_targets, at, args.curve_concurrency, args.runs))

    def do_micro() -> None:
        ticks = args.tick_targets or max(args.sizes)
        report.add(
            micro(ticks, args.tick_repeat, args.extract_repeat, args.roundtrips, args.at_once)
        )

    steps: dict[str, Callable[[], None]] = {
        "server": do_server, "sweep": do_sweep, "steady": do_sweep,
        "catchup": do_catchup, "curve": do_curve, "micro": do_micro,
    }  # fmt: skip
    done: set[Callable[[], None]] = set()
    for name in (name for name in SECTIONS if name in args.only):
        if steps[name] not in done:  # sweep and steady run as one
            done.add(steps[name])
            steps[name]()
            report.write(done=False)


def main() -> None:
    args = parse()
    with open(os.devnull, "w") as quiet:
        logs.configure("json", quiet)  # the store and the tick log in this process
        report = Report(args)
        run_sections(args, report)
    report.write(done=True)
    progress(f"wrote {args.output}")
    print(report.text(done=True))


if __name__ == "__main__":
    main()
