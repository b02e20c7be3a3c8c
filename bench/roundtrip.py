"""One claim + commit round trip through the store's interface, on a real SQLite file.

A round trip is ``store.claim`` of a due slot, then ``store.finish`` with a baseline result
(the snapshot of a typical 20 KB page, as a first check writes it): the two write
transactions a check costs, with the daemon's durability (WAL, synchronous=FULL). Measured
one at a time, then ``--at-once`` at a time, where the store puts the claims and results
that wait together into one transaction (group commit).

    .venv/bin/python bench/roundtrip.py --count 2000 --at-once 16
"""

import argparse
import asyncio
import hashlib
import secrets
import statistics
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from pagegen import typical
from tick import T0, due_store

from monitor.extract import Rules, extract
from monitor.states import CheckStatus
from monitor.store import Claim, Outcome, ResponseId, Slot, SQLiteStore

LEASE_MS = 300_000
HOUR_MS = 3_600_000


@dataclass(frozen=True, kw_only=True)
class RoundTrips:
    count: int
    at_once: int
    wall: float
    median: float
    """Seconds, claim to committed result."""
    cpu: float
    """CPU seconds of this process (the event loop and aiosqlite's thread)."""


def baseline() -> Outcome:
    body = typical(20_000)
    snapshot = extract(body, "text/html; charset=utf-8", Rules())
    return Outcome(
        checked_at=T0,
        duration_ms=5,
        status=CheckStatus.BASELINE,
        http_status=200,
        result_hash=snapshot.digest,
        snapshot=snapshot.compressed(),
        recent=(snapshot.digest,),
        response=ResponseId(body_hash=hashlib.sha256(body).hexdigest()),
    )


async def round_trip(store: SQLiteStore, target_id: str, outcome: Outcome) -> float:
    started = time.perf_counter()
    claim = await store.claim(Slot(target_id, T0), secrets.token_hex(16), T0, LEASE_MS)
    assert isinstance(claim, Claim), claim
    await store.finish(claim, outcome, T0 + HOUR_MS)
    return time.perf_counter() - started


async def in_parallel(
    store: SQLiteStore, ids: Iterator[str], at_once: int, outcome: Outcome
) -> list[float]:
    """Round trips for every id, ``at_once`` of them in flight at any time."""
    times: list[float] = []

    async def one_lane() -> None:
        for target_id in ids:  # shared: each lane takes the next id when it is free
            times.append(await round_trip(store, target_id, outcome))

    await asyncio.gather(*(one_lane() for _ in range(at_once)))
    return times


async def measure(count: int, widths: tuple[int, ...]) -> list[RoundTrips]:
    """``count`` round trips at each width, each on targets of its own."""
    outcome, found = baseline(), []
    with tempfile.TemporaryDirectory() as directory:
        store = await due_store(Path(directory), count * len(widths))
        try:
            for lane, width in enumerate(widths):
                ids = (f"t{n:06d}" for n in range(lane * count, (lane + 1) * count))
                cpu, started = time.process_time(), time.perf_counter()
                times = await in_parallel(store, ids, width, outcome)
                wall, cpu = time.perf_counter() - started, time.process_time() - cpu
                found.append(
                    RoundTrips(
                        count=count,
                        at_once=width,
                        wall=wall,
                        median=statistics.median(times),
                        cpu=cpu,
                    )
                )
        finally:
            await store.close()
    return found


def summary(trips: RoundTrips) -> str:
    return (
        f"{trips.count:,} claim + commit round trips, {trips.at_once} at once:"
        f" median {trips.median * 1e6:,.0f} µs, {trips.count / trips.wall:,.0f}/s,"
        f" CPU {trips.cpu / trips.count * 1e6:,.0f} µs each"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--at-once", type=int, default=16)
    args = parser.parse_args()
    for trips in asyncio.run(measure(args.count, (1, args.at_once))):
        print(summary(trips))
