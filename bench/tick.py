"""The tick alone: select and enqueue N due targets from a real SQLite file, with consumers that
take each slot at once, so the queue's bound is never what waits. Prints the median of
``--repeat`` ticks, the time per 1,000 slots, the queue's high-water mark and the tick's
Python memory peak (tracemalloc).

    .venv/bin/python bench/tick.py --targets 100000 --repeat 3

Every target shares one due slot, as after a catch-up or a fresh start: the worst case for a
query that pages through them in (slot, id) order.
"""

import argparse
import asyncio
import statistics
import tempfile
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path

from monitor.config.model import Target
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.tick import Ticker
from monitor.store import SQLiteStore

T0 = 1_785_916_800_000
BOUND = 64


async def drain(queue: SlotQueue, highest: list[int]) -> None:
    """Take each slot at once, noting how full the queue was when it was taken."""
    while True:
        highest[0] = max(highest[0], len(queue))
        if (slot := await queue.take()) is None:
            return
        queue.done(slot)


@dataclass(frozen=True)
class TickRun:
    seconds: float
    highest: int
    """The queue's high-water mark."""
    peak: int
    """Python's memory peak during the tick, in bytes."""


async def one_tick(store: SQLiteStore) -> TickRun:
    queue = SlotQueue(BOUND, 16)
    highest = [0]
    consumers = [asyncio.create_task(drain(queue, highest)) for _ in range(16)]
    tracemalloc.start()
    started = time.perf_counter()
    await Ticker(store, queue, lambda: T0).tick()
    elapsed = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    queue.close()
    await asyncio.gather(*consumers)
    return TickRun(elapsed, highest[0], peak)


async def due_store(directory: Path, targets: int) -> SQLiteStore:
    """A store on a new file with ``targets`` hourly targets, every one due at T0."""
    store = await SQLiteStore.open(directory / "tick.sqlite3", T0)
    listed = [
        Target.model_validate(
            {
                "id": f"t{n:06d}",
                "interval": "1h",
                "url": f"http://127.0.0.1/p/{n}",
                "start_at": T0 // 1000,
            }
        )
        for n in range(targets)
    ]
    await store.sync_targets(listed, T0)
    return store


async def measure(targets: int, repeat: int) -> list[TickRun]:
    """``repeat`` ticks over the same ``targets`` due targets (none is checked meanwhile)."""
    with tempfile.TemporaryDirectory() as directory:
        store = await due_store(Path(directory), targets)
        try:
            return [await one_tick(store) for _ in range(repeat)]
        finally:
            await store.close()


def summary(targets: int, runs: list[TickRun]) -> str:
    seconds = statistics.median(run.seconds for run in runs)
    return (
        f"targets {targets:,}  tick {seconds:.2f} s  ({seconds / targets * 1e6:.1f} ms"
        f" per 1,000)  queue at most {max(r.highest for r in runs)} (bound {BOUND})"
        f"  peak {max(r.peak for r in runs) / 1024**2:.1f} MiB"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(summary(args.targets, asyncio.run(measure(args.targets, args.repeat))))
