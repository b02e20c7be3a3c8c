"""How big the database grows over a year of weekly runs: the retention cleanup should make
it level off. ``python bench/retention.py [--targets 1000] [--weeks 52]``."""

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from monitor.config.model import load_settings
from tests.helpers import write_config
from tests.yearsim import WeekSize, retention_settings, simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--targets", type=int, default=1000)
    parser.add_argument("--weeks", type=int, default=52)
    parser.add_argument("--changing", type=float, default=0.05, help="share changing weekly")
    parser.add_argument("--retention-days", type=int, default=90)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        settings = retention_settings(
            load_settings(write_config(Path(directory), [])), args.retention_days
        )
        started = time.monotonic()
        print("week  checks  snapshots  outbox  live_MB  file_MB  elapsed_s")

        def show(size: WeekSize) -> None:
            print(
                f"{size.week + 1:4}  {size.checks:6}  {size.snapshots:9}  {size.outbox:6}"
                f"  {size.live_bytes / 1e6:7.1f}  {size.file_bytes / 1e6:7.1f}"
                f"  {time.monotonic() - started:9.1f}",
                flush=True,
            )

        asyncio.run(simulate(settings, args.targets, args.weeks, args.changing, show))


if __name__ == "__main__":
    main()
