"""What loading the targets file costs, as whole processes: ``check-config``, ``run --once``
with no target due (a fresh database, then again with every target already stored), and a
daemon's start followed by a SIGHUP reload. Prints wall time and peak RSS (``wait4``) of each.

    .venv/bin/python bench/startup.py --targets 10000 100000

Every target is block-style with a ``start_at`` a year ahead, so none is due and no page is
fetched: what is left is reading, validating and syncing the file. ``--compact`` writes
shorter lines (the only way 100,000 targets fit under a 10 MiB file cap).
"""

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO

MONITOR = Path(sys.executable).parent / "monitor"
START_AT = "2030-01-01T00:00:00Z"  # a year ahead of any run of this bench: nothing is due


def targets_file(path: Path, count: int, compact: bool) -> None:
    with path.open("w") as file:
        file.write("targets:\n")
        for n in range(count):
            if compact:
                file.write(
                    f"- id: t{n}\n  url: http://127.0.0.1:9/p/{n}\n  interval: 1h\n"
                    f"  start_at: {START_AT}\n"
                )
            else:
                file.write(
                    f"  - id: competitor-{n:06d}\n"
                    f"    url: https://pricing.example.com/plans/{n:06d}\n"
                    f"    interval: 24h\n    start_at: {START_AT}\n"
                )


def wait_rusage(child: subprocess.Popen[bytes], started: float) -> tuple[float, float]:
    """Wall seconds since ``started`` and peak RSS in MB; the process must succeed."""
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        raise SystemExit(f"{child.args!r} failed with status {status}")
    return time.monotonic() - started, usage.ru_maxrss / 1024


def timed(command: list[str]) -> tuple[float, float]:
    started = time.monotonic()
    return wait_rusage(subprocess.Popen(command, stdout=subprocess.DEVNULL), started)


def wait_for(stream: IO[bytes], event: str) -> None:
    """Read the daemon's JSON log lines until one is ``event``."""
    for line in stream:
        if f'"event": "{event}"' in line.decode():
            return
    raise SystemExit(f"the daemon exited before logging {event}")


def daemon_with_reload(config: str) -> tuple[float, float, float]:
    """Seconds to ``daemon.started``, seconds from SIGHUP to ``config.reloaded``, peak RSS."""
    started = time.monotonic()
    child = subprocess.Popen([str(MONITOR), "run", "--config", config], stdout=subprocess.PIPE)
    assert child.stdout is not None
    wait_for(child.stdout, "daemon.started")
    start = time.monotonic() - started
    hup = time.monotonic()
    child.send_signal(signal.SIGHUP)
    wait_for(child.stdout, "config.reloaded")
    reload = time.monotonic() - hup
    child.send_signal(signal.SIGTERM)
    child.stdout.read()
    _, rss = wait_rusage(child, started)
    return start, reload, rss


def measure(count: int, compact: bool, directory: Path, say: Callable[[str], None]) -> None:
    path = directory / "targets.yaml"
    targets_file(path, count, compact)
    (directory / "monitor.yaml").write_text("database: monitor.sqlite3\n")
    config = str(directory / "monitor.yaml")
    size = f"{path.stat().st_size / 1024**2:.1f} MiB"
    wall, rss = timed([str(MONITOR), "check-config", "--config", config])
    say(f"| {count:,} | {size} | check-config | {wall:.2f} | {rss:.0f} |")
    for label in ("run --once, fresh database", "run --once, every target stored"):
        wall, rss = timed([str(MONITOR), "run", "--once", "--config", config])
        say(f"| {count:,} | {size} | {label} | {wall:.2f} | {rss:.0f} |")
    start, reload, rss = daemon_with_reload(config)
    say(f"| {count:,} | {size} | daemon start | {start:.2f} | |")
    say(f"| {count:,} | {size} | SIGHUP reload (same file) | {reload:.2f} | {rss:.0f} (both) |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--targets", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--compact", action="store_true", help="shorter lines, smaller file")
    args = parser.parse_args()
    print("| targets | file | process | wall s | peak RSS MB |")
    print("| --- | --- | --- | --- | --- |")
    for count in args.targets:
        with tempfile.TemporaryDirectory() as tmp:
            measure(count, args.compact, Path(tmp), lambda line: print(line, flush=True))


if __name__ == "__main__":
    main()
