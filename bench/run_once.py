"""Benchmark ``monitor run --once`` over N due targets against the floor script.

Run: .venv/bin/python bench/run_once.py [--targets 2000] [--runs 3] [--concurrency 16]

Each run uses a fresh database. Both sides are timed as whole processes (wall time, CPU
seconds from wait4, peak RSS). Runs alternate between the two so that machine noise hits
both alike; the table shows medians and our throughput as a ratio of the floor's.
"""

import argparse
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import yaml

HERE = Path(__file__).parent
MONITOR = Path(sys.executable).parent / "monitor"


@dataclass
class Run:
    wall: float
    cpu: float
    rss_mb: float
    grown: int = 0  # bytes the monitor's database grew by in the timed pass


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def timed(command: list[str]) -> Run:
    started = time.monotonic()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.monotonic() - started
    if status != 0:
        raise SystemExit(f"{command[0]} failed with status {status}")
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def monitor_run(
    base_url: str, count: int, concurrency: int, directory: Path, again: bool = False
) -> Run:
    targets = [{"id": f"t{n}", "url": f"{base_url}/p/{n}", "interval": "1h"} for n in range(count)]
    (directory / "targets.yaml").write_text(yaml.safe_dump({"targets": targets}))
    settings = {
        "database": "monitor.sqlite3",
        "allow_private_networks": True,
        "concurrency": concurrency,
        "per_host_concurrency": concurrency,  # every page is on one host here
    }
    (directory / "monitor.yaml").write_text(yaml.safe_dump(settings))
    config = str(directory / "monitor.yaml")
    command = [str(MONITOR), "run", "--once", "--config", config]
    database = directory / "monitor.sqlite3"
    before = 0
    if again:
        # The steady state: every target checked once already, each due again at a new slot
        # (a second after its first), its page served byte for byte as before.
        timed(command)
        with sqlite3.connect(database) as conn:
            conn.execute("UPDATE monitor_targets SET next_check_at = next_check_at - 3599000")
        before = database_bytes(database)
    run = timed(command)
    run.grown = database_bytes(database) - before
    return run


def database_bytes(database: Path) -> int:
    """The file's size with its WAL folded in."""
    with sqlite3.connect(database) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return database.stat().st_size


FLOORS = ("httpx", "aiohttp")


def floor_run(base_url: str, count: int, concurrency: int, directory: Path, kind: str) -> Run:
    database = str(directory / "floor.sqlite3")
    floor = str(HERE / "floor.py")
    return timed([sys.executable, floor, base_url, str(count), str(concurrency), database, kind])


def wait_for_port(port: int) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise SystemExit("page server did not start")


def report(name: str, runs: list[Run], count: int) -> tuple[float, str]:
    wall = statistics.median(r.wall for r in runs)
    cpu = statistics.median(r.cpu for r in runs)
    rss = statistics.median(r.rss_mb for r in runs)
    rate = count / wall
    spread = f"{count / max(r.wall for r in runs):.0f}-{count / min(r.wall for r in runs):.0f}"
    line = (
        f"| {name} | {wall:.2f} | {rate:.0f} ({spread}) | {cpu:.2f} | {cpu / count * 1000:.2f}"
        f" | {rss:.0f} |"
    )
    return rate, line


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--targets", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--page", choices=["typical", "dense"], default="typical")
    parser.add_argument("--latency-ms", type=float, default=0.0, help="each page's delay")
    parser.add_argument(
        "--again", action="store_true", help="time a second pass, every page unchanged"
    )
    args = parser.parse_args()
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, str(HERE / "pages.py"), str(port), args.page, str(args.latency_ms)]
    )
    try:
        wait_for_port(port)
        base_url = f"http://127.0.0.1:{port}"
        ours: list[Run] = []
        floors: dict[str, list[Run]] = {kind: [] for kind in FLOORS}
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as tmp:
                ours.append(
                    monitor_run(base_url, args.targets, args.concurrency, Path(tmp), args.again)
                )
            for kind, runs in floors.items():
                with tempfile.TemporaryDirectory() as tmp:
                    runs.append(
                        floor_run(base_url, args.targets, args.concurrency, Path(tmp), kind)
                    )
    finally:
        server.terminate()
        server.wait()
    print(
        f"{args.targets} due targets, {args.page} 20 KB page"
        f"{', second pass (unchanged)' if args.again else ''}, concurrency {args.concurrency},"
        f" latency {args.latency_ms:g} ms,"
        f" median of {args.runs} runs"
    )
    print("| process | wall s | checks/s (min-max) | CPU s | CPU ms/check | peak RSS MB |")
    print("| --- | --- | --- | --- | --- | --- |")
    our_rate, our_line = report("monitor run --once", ours, args.targets)
    print(our_line)
    rates = {}
    for kind, runs in floors.items():
        rates[kind], line = report(f"{kind} floor (fetch+hash+insert)", runs, args.targets)
        print(line)
    grown = statistics.median(run.grown for run in ours)
    print(f"database bytes per check: {grown / args.targets:.0f}")
    for kind, runs in floors.items():
        # Each floor ran right after the monitor's run of the same round: compare in pairs.
        ratios = sorted(f.wall / o.wall for o, f in zip(ours, runs, strict=True))
        print(
            f"throughput ratio monitor/{kind} floor: {our_rate / rates[kind]:.2f}"
            f" (median of medians); run by run {ratios[0]:.2f}-{ratios[-1]:.2f}"
        )


if __name__ == "__main__":
    main()
