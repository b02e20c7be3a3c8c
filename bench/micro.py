"""The micro-benchmarks, in this process: the tick (tick.py), extraction (extract.py) and a
claim + commit round trip (roundtrip.py), as rows of the one table."""

import asyncio
import statistics

import roundtrip
import tick
from extract import median_ms
from pagegen import typical
from passes import progress
from table import Row

from monitor.extract import Rules, extract

HTML = "text/html; charset=utf-8"


def tick_row(targets: int, repeat: int) -> Row:
    progress(f"micro: tick over {targets:,} due targets, {repeat} times")
    runs = asyncio.run(tick.measure(targets, repeat))
    seconds = statistics.median(run.seconds for run in runs)
    notes = [
        f"median of {repeat}, under tracemalloc",
        f"queue at most {max(r.highest for r in runs)} (bound {tick.BOUND})",
        f"Python peak {max(r.peak for r in runs) / 1024**2:.1f} MiB",
    ]
    return Row(
        section="micro",
        case="tick: select + enqueue every due target",
        n=targets,
        wall=seconds,
        per_s=targets / seconds,
        us_per_op=seconds / targets * 1e6,
        notes=notes,
    )


def extract_row(size: int, repeat: int) -> Row:
    body = typical(size)
    ms = median_ms(body, HTML, Rules(), repeat)
    prices = len(extract(body, HTML, Rules()).prices)
    notes = [f"median of {repeat}", f"{prices} prices", f"{ms / (len(body) / 1e6):.0f} ms/MB"]
    name = f"{size // 1_000_000} MB" if size >= 1_000_000 else f"{size // 1000} KB"
    return Row(
        section="micro",
        case=f"extract a typical {name} page",
        n=None,
        wall=None,
        per_s=1000 / ms,
        us_per_op=ms * 1000,
        notes=notes,
    )


def roundtrip_rows(count: int, at_once: int) -> list[Row]:
    progress(f"micro: {count:,} claim + commit round trips, 1 and {at_once} at once")
    rows = []
    for trips in asyncio.run(roundtrip.measure(count, (1, at_once))):
        notes = ["median µs per round trip", "WAL, synchronous=FULL"]
        if trips.at_once > 1:
            notes.insert(0, "group commit")
        rows.append(
            Row(
                section="micro",
                case=f"claim + commit, {trips.at_once} at once",
                n=count,
                wall=trips.wall,
                per_s=count / trips.wall,
                us_per_op=trips.median * 1e6,
                cpu=trips.cpu,
                cpu_ms_per_op=trips.cpu / count * 1000,
                notes=notes,
            )
        )
    return rows


def micro(
    tick_targets: int, tick_repeat: int, extract_repeat: int, trips: int, at_once: int
) -> list[Row]:
    rows = [tick_row(tick_targets, tick_repeat)]
    progress(f"micro: extraction, {extract_repeat} times per page")
    rows += [extract_row(size, extract_repeat) for size in (20_000, 1_000_000)]
    return rows + roundtrip_rows(trips, at_once)
