"""The sections that time whole processes: the page server alone, the N sweep with its
steady-state passes, and the concurrency curve. Each returns rows of the one table."""

import asyncio
import resource
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import floor
from harness import (
    FLOORS,
    PageServer,
    Run,
    due_again,
    floor_pass,
    monitor_pass,
    scratch,
    write_config,
)
from table import Row, compare, process_row


def progress(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


@dataclass(frozen=True)
class Load:
    """How a round loads the monitor: page, latency, concurrency and changing pages."""

    page: str = "typical"
    latency_ms: float = 0.0
    concurrency: int = 16
    change_fraction: float = 0.1

    def server(self) -> PageServer:
        return PageServer(self.page, self.latency_ms, self.change_fraction)

    def label(self) -> str:
        return f"c{self.concurrency}, {self.latency_ms:g} ms"


# The page server alone.


async def hammer(base_url: str, concurrency: int, seconds: float) -> int:
    """Fetch pages at ``concurrency`` for ``seconds`` with the aiohttp floor's client."""
    served = 0
    deadline = time.monotonic() + seconds
    async with floor.client("aiohttp") as get:

        async def one_stream(n: int) -> None:
            nonlocal served
            while time.monotonic() < deadline:
                await get(f"{base_url}/p/{n}")
                served += 1
                n += concurrency

        await asyncio.gather(*(one_stream(n) for n in range(concurrency)))
    return served


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def server_alone(load: Load, seconds: float) -> Row:
    """Pages per second and the server's own CPU per page, with nothing else running."""
    progress(f"page server alone, {seconds:g} s at concurrency {load.concurrency}")
    with load.server() as server:
        asyncio.run(hammer(server.base_url, load.concurrency, 0.5))  # warm up
        cpu, mine, started = server.cpu(), own_cpu(), time.monotonic()
        served = asyncio.run(hammer(server.base_url, load.concurrency, seconds))
        wall, cpu, mine = time.monotonic() - started, server.cpu() - cpu, own_cpu() - mine
    per_page = cpu / served * 1000
    notes = [
        f"{load.page} page, {load.label()}, aiohttp load generator in the bench's process",
        f"server busy {cpu / wall:.0%} of one core; alone on a core it serves"
        f" ≈{1000 / per_page:,.0f} pages/s",
        f"the load generator used {mine:.2f} CPU s",
    ]
    return Row(
        section="server",
        case="page server alone",
        n=served,
        wall=wall,
        per_s=served / wall,
        us_per_op=None,
        cpu=cpu,
        cpu_ms_per_op=per_page,
        notes=notes,
        server_cpu=cpu,
    )


# The N sweep: fresh, unchanged and changing passes, and the floors of the same round.


PASSES = ("fresh", "unchanged", "changing")


def monitor_passes(
    server: PageServer,
    count: int,
    load: Load,
    steady: bool,
    settings: Mapping[str, object] | None = None,
    inspect: Callable[[Path], None] | None = None,
) -> dict[str, Run]:
    """A fresh pass over ``count`` due targets; with ``steady``, on the same database, a pass
    with every page unchanged, then one where ``change_fraction`` of them changed. The
    monitor's ``settings`` beyond the bench's; ``inspect`` is shown the database last."""
    with scratch() as tmp:
        config = write_config(tmp, server.base_url, count, load.concurrency, **(settings or {}))
        server.set_generation(0)
        runs = {"fresh": monitor_pass(server, config)}
        if steady:
            due_again(config.database)
            runs["unchanged"] = monitor_pass(server, config)
            due_again(config.database)
            server.set_generation(1)
            runs["changing"] = monitor_pass(server, config)
        if inspect is not None:
            inspect(config.database)
    return runs


def one_round(
    server: PageServer, count: int, load: Load, steady: bool, floors: bool
) -> dict[str, Run]:
    runs = monitor_passes(server, count, load, steady)
    for kind in FLOORS if floors else ():
        runs[kind] = floor_pass(server, count, load.concurrency, kind)
    return runs


def rounds(
    server: PageServer, count: int, load: Load, repeat: int, steady: bool, floors: bool
) -> dict[str, list[Run]]:
    """``repeat`` rounds, each every pass and floor once in turn, so that noise hits all."""
    collected: dict[str, list[Run]] = {}
    for number in range(repeat):
        progress(f"N={count:,} {load.label()}: round {number + 1} of {repeat}")
        for name, run in one_round(server, count, load, steady, floors).items():
            collected.setdefault(name, []).append(run)
    return collected


def sweep_rows(section: str, count: int, load: Load, runs: dict[str, list[Run]]) -> list[Row]:
    floors = {kind: runs.get(kind, []) for kind in FLOORS}
    rows = []
    for name in (name for name in PASSES if name in runs):
        row = process_row(section, f"monitor, {name} ({load.label()})", runs[name], count)
        compare(row, runs[name], floors)
        rows.append(row)
    if "changing" in runs:
        changed = statistics.median(run.results["changed"] for run in runs["changing"])
        rows[-1].notes.insert(0, f"{changed:,.0f} changed ({load.change_fraction:.0%} asked)")
    for kind, floor_runs in floors.items():
        if floor_runs:
            rows.append(process_row(section, f"{kind} floor ({load.label()})", floor_runs, count))
    return rows


def sweep(
    sizes: Sequence[int], load: Load, runs_for: dict[int, int], steady: bool, floors: bool
) -> tuple[list[Row], dict[int, list[Run]]]:
    """The rows, and each size's fresh runs (for the catch-up to compare with)."""
    rows, fresh = [], {}
    with load.server() as server:
        for count in sizes:
            collected = rounds(server, count, load, runs_for[count], steady, floors)
            rows += sweep_rows("sweep", count, load, collected)
            fresh[count] = collected["fresh"]
    return rows, fresh


# The concurrency curve at a page latency.


def curve(count: int, load: Load, levels: Sequence[int], repeat: int) -> list[Row]:
    rows = []
    with load.server() as server:
        for level in levels:
            at = Load(load.page, load.latency_ms, level, load.change_fraction)
            collected = rounds(server, count, at, repeat, steady=False, floors=True)
            rows += sweep_rows("curve", count, at, collected)
    return rows


def median_rate(runs: Sequence[Run], count: int) -> float:
    return count / statistics.median(r.wall for r in runs)
