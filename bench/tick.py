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
from pathlib import Path

from monitor.config import Target
from monitor.queue import SlotQueue
from monitor.store import SQLiteStore
from monitor.tick import Ticker

T0 = 1_785_916_800_000
BOUND = 64


async def drain(queue: SlotQueue, highest: list[int]) -> None:
    """Take each slot at once, noting how full the queue was when it was taken."""
    while True:
        highest[0] = max(highest[0], len(queue))
        if (slot := await queue.take()) is None:
            return
        queue.done(slot)


async def one_tick(store: SQLiteStore) -> tuple[float, int, int]:
    """Seconds, the queue's high-water mark, and Python's memory peak in bytes."""
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
    return elapsed, highest[0], peak


async def main(targets: int, repeat: int) -> None:
    with tempfile.TemporaryDirectory() as directory:
        store = await SQLiteStore.open(Path(directory) / "tick.sqlite3", T0)
        listed = [
            Target.model_validate({"id": f"t{n:06d}", "interval": "1h",
                                   "url": f"http://127.0.0.1/p/{n}", "start_at": T0 // 1000})
            for n in range(targets)
        ]  # fmt: skip
        await store.sync_targets(listed, T0)
        del listed
        runs = [await one_tick(store) for _ in range(repeat)]
        await store.close()
    seconds = statistics.median(run[0] for run in runs)
    print(f"targets {targets:,}  tick {seconds:.2f} s  ({seconds / targets * 1e6:.1f} ms"
          f" per 1,000)  queue at most {max(r[1] for r in runs)} (bound {BOUND})"
          f"  peak {max(r[2] for r in runs) / 1024**2:.1f} MiB")  # fmt: skip


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    asyncio.run(main(args.targets, args.repeat))
