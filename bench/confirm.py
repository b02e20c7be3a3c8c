"""The steady state's changing pass without and with confirming fetches: how many confirming
fetches it made, and its throughput, medians of ``--runs`` rounds.

Run: .venv/bin/python bench/confirm.py [--targets 10000] [--runs 3] [--concurrency 16]
                                       [--delays 0,5s] [--change-fraction 0.1]

Each round and each delay: a fresh pass over N due targets on a new database, a pass with
every page unchanged byte for byte, then the pass where ``--change-fraction`` of the pages
has a new price (the one timed here). The delays alternate within a round, so that machine
noise hits both alike. A confirming fetch is a page served beyond one per target in that
pass. Writes bench/CONFIRM.md.
"""

import argparse
import statistics
import time
from pathlib import Path

from harness import PageServer, due_again, monitor_pass, scratch, write_config
from machine import description

Pass = tuple[float, int, int]


def changing_pass(server: PageServer, count: int, concurrency: int, delay: str) -> Pass:
    """Wall seconds, confirming fetches and ``changed`` results of one changing pass."""
    with scratch() as tmp:
        config = write_config(tmp, server.base_url, count, concurrency, confirm_delay=delay)
        server.set_generation(0)
        monitor_pass(server, config)
        due_again(config.database)
        monitor_pass(server, config)
        due_again(config.database)
        server.set_generation(1)
        served = server.served()
        run = monitor_pass(server, config)
        return run.wall, server.served() - served - count, run.results["changed"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--delays", default="0,5s", help="confirm_delay values, comma-separated")
    parser.add_argument("--change-fraction", type=float, default=0.1)
    args = parser.parse_args()
    delays = args.delays.split(",")
    found: dict[str, list[Pass]] = {delay: [] for delay in delays}
    with PageServer("typical", 0.0, args.change_fraction) as server:
        for number in range(args.runs):
            for delay in delays:
                print(f"[{time.strftime('%H:%M:%S')}] round {number + 1}, confirm_delay {delay}")
                found[delay].append(changing_pass(server, args.targets, args.concurrency, delay))
    lines = [
        "# The changing pass without and with confirming fetches",
        "",
        *(f"- {line}" for line in description()),
        "",
        f"{args.targets:,} targets, concurrency {args.concurrency}, typical 20 KB page,"
        f" {args.change_fraction:.0%} of the pages with a new price; medians of {args.runs}"
        " rounds (`bench/confirm.py`).",
        "",
        "| confirm_delay | wall s | checks/s | confirming fetches | changed | runs (checks/s) |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for delay, runs in found.items():
        wall = statistics.median(run[0] for run in runs)
        each = ", ".join(f"{args.targets / run[0]:,.0f}" for run in runs)
        lines.append(
            f"| {delay} | {wall:.2f} | {args.targets / wall:,.0f} |"
            f" {statistics.median(run[1] for run in runs):,.0f} |"
            f" {statistics.median(run[2] for run in runs):,.0f} | {each} |"
        )
    text = "\n".join(lines) + "\n"
    print(text)
    (Path(__file__).parent / "CONFIRM.md").write_text(text)


if __name__ == "__main__":
    main()
