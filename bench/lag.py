"""The lag from a slot's due time to its claim: the tick alone ("before") against the wake-up
at the earliest slot ("after"), side by side in one run.

    .venv/bin/python bench/lag.py [--slots 200] [--minutes 60] [--tick 15m] [--output FILE]

Two daemons run at once, each on its own SQLite database and the same targets: ``--slots``
targets whose first slots are spread evenly across ``--minutes`` (each falls due once), with
``tick_interval`` at ``--tick``. "before" is ``bench/lagdaemon.py``, the daemon with the
wake-up for due slots turned off, so that a slot waits for the next tick; "after" is
``monitor run``. The lag of each slot is its ``check.claimed`` log time minus its
``scheduled_for``. It takes the window plus up to one tick (the last slots wait for it
before), about 75 minutes by default; ``--minutes 4 --tick 1m --slots 40`` is a smoke run.
Prints a markdown table and writes it to ``--output`` (bench/LAG.md).
"""

import argparse
import json
import shlex
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import yaml
from harness import HERE, MONITOR, PageServer, scratch
from machine import description

from monitor.config.fields import parse_duration
from monitor.config.model import format_duration
from monitor.schedule import iso

LEAD_S = 20.0  # the first slot after both daemons have started and ticked once


@dataclass(frozen=True)
class Case:
    name: str
    what: str
    command: list[str]


def cases() -> list[Case]:
    return [
        Case("before", "the tick alone", [sys.executable, str(HERE / "lagdaemon.py")]),
        Case("after", "woken at the earliest slot", [str(MONITOR), "run", "--config"]),
    ]


def write_configs(directory: Path, base_url: str, args: argparse.Namespace) -> list[int]:
    """The same targets and settings for each case; the slots, in Unix ms."""
    first = time.time() + LEAD_S
    step = args.minutes * 60 / args.slots
    slots = [round((first + (n + 0.5) * step) * 1000) for n in range(args.slots)]
    # A day's interval: each slot falls due once however long the run.
    targets = [
        {"id": f"t{n}", "url": f"{base_url}/p/{n}", "interval": "24h", "start_at": iso(slot)}
        for n, slot in enumerate(slots)
    ]
    settings = {
        "database": "monitor.sqlite3",
        "allow_private_networks": True,
        "tick_interval": format_duration(args.tick),
    }
    for name in ("before", "after"):
        (directory / name).mkdir()
        (directory / name / "targets.yaml").write_text(yaml.safe_dump({"targets": targets}))
        (directory / name / "monitor.yaml").write_text(yaml.safe_dump(settings))
    return slots


def events(log: Path) -> list[dict[str, object]]:
    found = []
    for line in log.read_text().splitlines():
        try:
            found.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return found


def lags(log: Path) -> list[float]:
    """Seconds from each slot to its claim, from the daemon's own log."""
    return [
        (_time(str(event["timestamp"])) - _time(str(event["scheduled_for"]))).total_seconds()
        for event in events(log)
        if event.get("event") == "check.claimed"
    ]


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(UTC)


def run(directory: Path, args: argparse.Namespace) -> tuple[dict[str, list[float]], list[str]]:
    """Both daemons until every slot is claimed by each (or a tick after the window)."""
    with PageServer() as server:
        slots = write_configs(directory, server.base_url, args)
        started: dict[str, subprocess.Popen[bytes]] = {}
        commands = []
        for case in cases():
            config = directory / case.name / "monitor.yaml"
            command = [*case.command, str(config)]
            shown = shlex.join(command).replace(str(directory), "$TMP")
            commands.append(shown.replace(f"{HERE.parent}/", ""))
            with (directory / case.name / "daemon.log").open("w") as log:
                started[case.name] = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        deadline = slots[-1] / 1000 + args.tick.total_seconds() + 60
        try:
            while time.time() < deadline:
                claimed = {name: len(lags(directory / name / "daemon.log")) for name in started}
                progress = ", ".join(f"{name} {n}/{len(slots)}" for name, n in claimed.items())
                print(f"\r{progress} claimed", end="", file=sys.stderr, flush=True)
                if all(n >= len(slots) for n in claimed.values()):
                    break
                time.sleep(5)
        finally:
            print(file=sys.stderr)
            for process in started.values():
                process.terminate()
                process.wait(60)
    found = {name: lags(directory / name / "daemon.log") for name in started}
    ticks = {
        name: sum(
            e.get("event") == "tick.finished" for e in events(directory / name / "daemon.log")
        )
        for name in started
    }
    notes = [f"{name}: {ticks[name]} ticks ran" for name in started]
    return found, [*commands, *notes]


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def table(found: dict[str, list[float]], args: argparse.Namespace) -> list[str]:
    rows = ["| case | slots claimed | median s | p95 s | max s | min s |",
            "| --- | --- | --- | --- | --- | --- |"]  # fmt: skip
    for case in cases():
        values = sorted(found[case.name])
        if not values:
            rows.append(f"| {case.name}: {case.what} | 0 |  |  |  |  |")
            continue
        rows.append(
            f"| {case.name}: {case.what} | {len(values)} of {args.slots} "
            f"| {statistics.median(values):.3f} | {p95(values):.3f} | {values[-1]:.3f} "
            f"| {values[0]:.3f} |"
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--slots", type=int, default=200)
    parser.add_argument("--minutes", type=float, default=60.0, help="the slots' spread")
    parser.add_argument("--tick", type=parse_duration, default="15m", help="tick_interval")
    parser.add_argument("--output", type=Path, default=HERE / "LAG.md")
    args = parser.parse_args()
    started = datetime.now(UTC)
    with scratch() as directory:
        found, notes = run(directory, args)
    command = shlex.join([".venv/bin/python", "bench/lag.py", *sys.argv[1:]])
    text = [
        "# Lag from due to claim",
        "",
        f"{started:%Y-%m-%d %H:%M} UTC: `{command}`",
        "",
        *(f"- {line}" for line in description()),
        "",
        f"{args.slots} slots spread evenly across {args.minutes:g} minutes, one each of as"
        f" many targets; tick_interval {format_duration(args.tick)}; both daemons at once, each"
        " on its own SQLite file, the same local page server. Lag: `check.claimed`'s log time"
        " minus its `scheduled_for`.",
        "",
        *table(found, args),
        "",
        "```",
        *notes,
        "```",
        "",
    ]
    args.output.write_text("\n".join(text))
    print("\n".join(text))


if __name__ == "__main__":
    main()
