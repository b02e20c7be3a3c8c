"""Price history as data (issue 23): ``monitor prices`` for one target with a year of daily
checks of ``--plans`` plans (its price changing weekly), and ``monitor export`` of
``--targets`` targets x ``--days`` days of daily checks (three plans each, a tenth changing
weekly), each a whole ``monitor`` process timed by ``measured.py`` (wall, CPU, peak RSS).

``python bench/prices.py [--plans 20] [--targets 10000] [--days 90] [--rounds 3]``
"""

import argparse
import asyncio
import statistics
import subprocess
import sys
import tempfile
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from monitor.config.model import Settings, Target, load_settings
from monitor.extract import Snapshot
from monitor.extract.prices import PriceRecord
from monitor.schedule import iso
from monitor.store import open_store
from tests.helpers import MONITOR, write_config
from tests.yearsim import DAY, START, prepare, write_results

MEASURED = str(Path(__file__).resolve().parent / "measured.py")


def year_of_one_target(settings: Settings, plans: int) -> int:
    """365 daily results of target ``solo``, its prices a cent higher each week; how many
    price rows ``monitor prices`` writes."""

    async def add() -> None:
        store = await open_store(settings.database, START, 30)
        target = {"id": "solo", "url": "https://example.com", "interval": "24h"}
        await store.sync_targets([Target.model_validate(target)], START)
        await store.close()

    asyncio.run(add())
    checks, snapshots = [], []
    for day in range(365):
        table = tuple(
            PriceRecord(
                label=f"Plan {n}",
                amount=Decimal(10 * n) + Decimal(day // 7) / 100,
                currency="USD",
                period="month",
            )
            for n in range(plans)
        )
        seen = Snapshot(mode="prices", text="", prices=table)
        slot = START + day * DAY
        status = "baseline" if day == 0 else "changed" if day % 7 == 0 else "unchanged"
        checks.append((f"solo:{iso(slot)}", "solo", slot, slot, status, seen.digest, day + 1))
        snapshots.append((seen.digest, seen.compressed(), slot))
    write_results(settings.database, checks, snapshots)
    return 365 * plans


def measured(*args: str) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds and peak RSS (MiB) of one ``monitor`` run."""
    found = subprocess.run(
        [sys.executable, "-S", MEASURED, MONITOR, *args], check=True, capture_output=True, text=True
    ).stdout.split()
    code, wall, cpu, rss = int(found[0]), float(found[1]), float(found[2]), int(found[3])
    assert code == 0, f"monitor {' '.join(args)} exited {code}"
    return wall, cpu, rss // 1024


def report(name: str, runs: list[tuple[float, float, int]], rows: int) -> None:
    wall = statistics.median(run[0] for run in runs)
    cpu = statistics.median(run[1] for run in runs)
    rss = max(run[2] for run in runs)
    print(
        f"| {name} | {rows:,} | {wall:.2f} | {cpu:.2f} | {rss} | {rows / wall:,.0f} |", flush=True
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--plans", type=int, default=20)
    parser.add_argument("--targets", type=int, default=10_000)
    parser.add_argument("--days", type=int, default=90)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print("| command | rows | wall s (median) | CPU s | peak RSS MiB | rows/s |")
    print("| --- | --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as directory:
        config = write_config(Path(directory), [])
        rows = year_of_one_target(load_settings(config), args.plans)
        nothing = ["prices", "solo", "--since", "2100-01-01", "--config", str(config)]
        report(
            "prices of no slot (the process's start-up)",
            [measured(*nothing) for _ in range(args.rounds)],
            0,
        )
        for form in ("csv", "table"):
            prices = ["prices", "solo", "--format", form, "--config", str(config)]
            report(
                f"prices (1 target, {args.plans} plans, 365 days, {form})",
                [measured(*prices) for _ in range(args.rounds)],
                rows,
            )
        report("prices --changes-only", [measured(*prices, "--changes-only")], 53 * args.plans)
    with tempfile.TemporaryDirectory() as directory:
        config = write_config(Path(directory), [])
        asyncio.run(prepare(load_settings(config), args.targets, -(-args.days // 7), 0.1))
        rows = args.targets * 7 * -(-args.days // 7) * 3
        for form in ("csv", "jsonl"):
            out = str(Path(directory) / f"export.{form}")
            export = ["export", "--format", form, "--output", out, "--config", str(config)]
            report(
                f"export ({args.targets:,} targets x {args.days} days, {form})",
                [measured(*export) for _ in range(args.rounds)],
                rows,
            )


if __name__ == "__main__":
    main()
