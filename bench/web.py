"""The dashboard (issue 24): a real ``monitor web`` process answering, one request at a time
over one kept-alive connection, the overview's first page of ``--targets`` targets (a week of
daily checks, a tenth changing), the changes feed, and a target page with a year of daily
checks of ``--plans`` plans; against its own static stylesheet as the floor. Median and p99
of ``--requests`` requests each; then the RSS of the target page's process after them, and
of the overview's after 1,000 and after ``--memory-requests`` requests (overviews and feeds,
one of each for every eight static files).

``python bench/web.py [--targets 10000] [--plans 20] [--requests 200]``
"""

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from prices import year_of_one_target

from monitor.config.model import load_settings
from tests.acceptance.web import WebProcess, serving
from tests.helpers import write_config
from tests.yearsim import prepare

FLOOR = "/static/style.css"


def database(directory: Path) -> Path:
    """A settings file, and its database's schema, in a new ``directory``."""
    directory.mkdir()
    return write_config(directory, [])


def timed(client: httpx.Client, path: str, count: int) -> list[float]:
    """Milliseconds of each of ``count`` GETs of ``path``, one after another."""
    times = []
    for _ in range(count):
        started = time.perf_counter()
        answer = client.get(path)
        times.append((time.perf_counter() - started) * 1000)
        assert answer.status_code == 200, (path, answer.status_code)
    return times


def row(name: str, times: list[float], floor: float) -> None:
    median = statistics.median(times)
    p99 = statistics.quantiles(times, n=100)[98]
    print(f"| {name} | {median:.1f} | {p99:.1f} | {median / floor:.0f}x |", flush=True)


def mix(base: str) -> Iterator[str]:
    """The memory run's requests: an overview and a feed for every eight static files."""
    while True:
        yield from (base + "/", base + "/feed.atom", *(base + FLOOR,) * 8)


def memory(client: httpx.Client, web: WebProcess, count: int) -> dict[int, int]:
    """The web process's RSS (MiB) after 1,000 and after ``count`` requests of the mix."""
    measured = {}
    for sent, url in enumerate(mix(web.base), start=1):
        timed(client, url, 1)
        if sent in (1_000, count):
            measured[sent] = web.rss_kib() // 1024
        if sent == count:
            return measured
    raise AssertionError("the mix never ends")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--targets", type=int, default=10_000)
    parser.add_argument("--plans", type=int, default=20)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--memory-requests", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory, ExitStack() as stack:
        many = database(Path(directory) / "many")
        asyncio.run(prepare(load_settings(many), args.targets, 1, 0.1))
        one = database(Path(directory) / "one")
        year_of_one_target(load_settings(one), args.plans)
        web, solo = stack.enter_context(serving(many)), stack.enter_context(serving(one))
        client = stack.enter_context(httpx.Client(timeout=60))
        for url in (web.base + "/", solo.base + "/targets/solo"):
            timed(client, url, 5)  # warm: templates compiled, pages in the cache
        floor = timed(client, web.base + FLOOR, args.requests)
        print("| request | median ms | p99 ms | median / floor |")
        print("| --- | --- | --- | --- |")
        row(f"static file ({FLOOR}, the floor)", floor, statistics.median(floor))
        solo_rss = solo.rss_kib() // 1024
        for name, url in [
            (f"overview, first page of {args.targets:,} targets", web.base + "/"),
            ("feed of every change (/feed.atom, 50 entries)", web.base + "/feed.atom"),
            (f"target page, 365 daily checks of {args.plans} plans", solo.base + "/targets/solo"),
        ]:
            row(name, timed(client, url, args.requests), statistics.median(floor))
        print(
            f"\nTarget page's process: RSS {solo_rss} MiB after 5 target pages, "
            f"{solo.rss_kib() // 1024} MiB after {args.requests + 5}."
        )
        for sent, rss in memory(client, web, args.memory_requests).items():
            print(f"Overview's process: RSS {rss} MiB after {sent:,} requests of the mix.")


if __name__ == "__main__":
    main()
