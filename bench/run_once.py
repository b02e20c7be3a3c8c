"""``monitor run --once`` over N due targets against the two floors, and nothing else: the
sweep of run.py at one size, printed, not written to RESULTS.md.

Run: .venv/bin/python bench/run_once.py [--targets 2000] [--runs 3] [--concurrency 16]
                                        [--latency-ms 0] [--page typical] [--again]

Each round is a fresh database; the monitor's run and then each floor's, so that machine
noise hits all alike. ``--again`` adds, on the fresh pass's database, a pass with every page
unchanged byte for byte and one where ``--change-fraction`` of them changed.
"""

import argparse

from passes import Load, rounds, sweep_rows
from table import markdown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--page", choices=["typical", "dense"], default="typical")
    parser.add_argument("--latency-ms", type=float, default=0.0, help="each page's delay")
    parser.add_argument("--again", action="store_true", help="also the steady-state passes")
    parser.add_argument("--change-fraction", type=float, default=0.1)
    args = parser.parse_args()
    load = Load(args.page, args.latency_ms, args.concurrency, args.change_fraction)
    with load.server() as server:
        runs = rounds(server, args.targets, load, args.runs, steady=args.again, floors=True)
    print(f"{args.targets:,} due targets, {args.page} 20 KB page, median of {args.runs} runs")
    print(markdown(sweep_rows("run_once", args.targets, load, runs)))


if __name__ == "__main__":
    main()
