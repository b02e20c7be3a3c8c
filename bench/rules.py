"""The commit path with alert rules against without (issue 23): run.py's steady passes over
N targets, once as the bench configures them (no rules: every change alerts) and once with
an ``alert_when`` default that every target takes, in the same rounds, alternating which goes
first; medians of the unchanged and the 10%-changed pass, and their ratios.

    .venv/bin/python bench/rules.py [--targets 2000] [--rounds 6] [--concurrency 16]

Each round is a fresh database per case (run.py's fresh pass builds it, untimed here). The
with-rules passes are checked for what the rules did: rule state for every target, and
alerts that name the rules on the changed pages (their first price rose by 1 from 9).
"""

import argparse
import sqlite3
import statistics
from collections.abc import Sequence
from pathlib import Path

from harness import Run
from passes import Load, monitor_passes, progress
from table import Row, markdown, process_row

RULES = [
    {"price_rise": "5%"},
    {"price_drop": "10%"},
    {"below": {"plan": "Plan*", "amount": 5, "currency": "USD"}},
    "plan_added",
    "plan_removed",
]
CASES = ("without", "with")
TIMED = ("unchanged", "changing")


def rule_counts(database: Path) -> tuple[int, int]:
    """Targets with rule state, and results whose alert names the rules that fired."""
    with sqlite3.connect(database) as conn:
        ruled = conn.execute("SELECT count(DISTINCT target_id) FROM alert_rule_state")
        fired = conn.execute("SELECT count(*) FROM source_checks WHERE alerts_json IS NOT NULL")
        return ruled.fetchone()[0], fired.fetchone()[0]


def ratio_line(name: str, without: Sequence[Run], with_rules: Sequence[Run]) -> str:
    """With over without: of the medians, and round by round (each round's pair ran
    back to back)."""
    parts = []
    for measure in ("wall", "cpu"):
        base = [float(getattr(run, measure)) for run in without]
        ruled = [float(getattr(run, measure)) for run in with_rules]
        medians = statistics.median(ruled) / statistics.median(base)
        paired = sorted(w / o for o, w in zip(base, ruled, strict=True))
        parts.append(f"{measure} {medians:.3f} (round by round {paired[0]:.3f}-{paired[-1]:.3f})")
    return f"{name}: with rules / without: " + "; ".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--change-fraction", type=float, default=0.1)
    args = parser.parse_args()
    load = Load(concurrency=args.concurrency, change_fraction=args.change_fraction)
    runs: dict[tuple[str, str], list[Run]] = {}
    counted: list[tuple[int, int]] = []
    with load.server() as server:
        for number in range(args.rounds):
            for case in CASES if number % 2 == 0 else CASES[::-1]:
                progress(f"N={args.targets:,}: round {number + 1} of {args.rounds}, {case} rules")
                ruled = case == "with"
                found = monitor_passes(
                    server,
                    args.targets,
                    load,
                    steady=True,
                    settings={"alert_when": RULES} if ruled else None,
                    inspect=(lambda database: counted.append(rule_counts(database)))
                    if ruled
                    else None,
                )
                for name in TIMED:
                    runs.setdefault((case, name), []).append(found[name])
    rows: list[Row] = [
        process_row("rules", f"monitor, {name}, {case} rules", runs[case, name], args.targets)
        for name in TIMED
        for case in CASES
    ]
    print(f"{args.targets:,} targets, typical page, {load.label()}, medians of {args.rounds}")
    print(markdown(rows))
    for name in TIMED:
        print(ratio_line(name, runs["without", name], runs["with", name]))
    print(f"with rules, per round (targets with rule state, alerts naming rules): {counted}")


if __name__ == "__main__":
    main()
