"""``monitor web`` under a flood of concurrent requests, while the daemon checks on the same
database: every request gets a clear answer, the web process's memory stays bounded, and the
checks due during the flood are recorded on time."""

import asyncio
import time
from collections import Counter
from pathlib import Path

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess
from tests.acceptance.test_daemon import start, targets_on
from tests.acceptance.web import serving
from tests.helpers import rows
from tests.pageserver import PageServer

FLOOD = 1000  # requests in flight at once
TARGETS = 8  # each due once during the flood
SPACING = 0.5  # seconds between their slots
LATE = 5.0  # seconds a check may start after its slot, on a loaded two-core machine
MAX_GROWTH = 16 * 1024  # KiB the web process may grow by through the flood
PATHS = ("/", "/targets/t1", "/feed.atom", "/api/status", "/runs", "/?page=1000000000000")


async def request(port: int, path: str) -> int:
    """The status of one GET; 0 when the connection was refused, reset or left unanswered,
    and -503 for a 503 that does not say when to try again."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 20)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        answer = await asyncio.wait_for(reader.read(), 20)  # until the server closes
        writer.close()
    except (OSError, TimeoutError):
        return 0
    head, _, _ = answer.partition(b"\r\n\r\n")
    status = int(head.split(maxsplit=2)[1]) if head.startswith(b"HTTP/1.1 ") else 0
    if status == 503 and b"\r\nRetry-After: 1" not in head:
        return -503
    return status


async def flood(port: int, until: float) -> Counter[int]:
    """Waves of ``FLOOD`` concurrent requests, the last one starting before ``until``
    (monotonic); their statuses."""
    statuses: Counter[int] = Counter()
    while not statuses or time.monotonic() < until:
        wave = [request(port, PATHS[n % len(PATHS)]) for n in range(FLOOD)]
        statuses.update(await asyncio.gather(*wave))
    return statuses


def test_a_flood_gets_clear_answers_and_leaves_the_checks_on_time(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = write_config(tmp_path, targets_on(pages, TARGETS), tick_interval="1s")
    assert start(daemons, config, "--once").process.wait(30) == 0  # the baselines
    database = database_of(config)
    with serving(config) as web:
        asyncio.run(flood(web.port, 0))  # one wave, to measure from a warm process
        daemon = start(daemons, config)
        daemon.wait_for("tick.finished")
        first = time.time() + 1.0
        slots = {f"t{n}": int((first + n * SPACING) * 1000) for n in range(TARGETS)}
        for target_id, slot in slots.items():
            rows(
                database,
                "UPDATE monitor_targets SET next_check_at = ? WHERE id = ?",
                (slot, target_id),
            )
        before = web.rss_kib()
        last = max(slots.values()) / 1000
        statuses = asyncio.run(flood(web.port, time.monotonic() + last - time.time() + LATE))
        after = web.rss_kib()
        assert asyncio.run(request(web.port, "/")) == 200  # and after it, as before
        assert daemon.stop() == 0
    assert set(statuses) <= {200, 400, 503}, statuses
    assert statuses[200] > 0, statuses  # some served, not every one refused
    assert statuses[503] > 0, statuses  # the rest refused at once, not queued in memory
    assert after - before < MAX_GROWTH, (before, after)
    for target_id, slot in slots.items():
        [(checked_at,)] = rows(
            database,
            "SELECT checked_at FROM source_checks WHERE target_id = ? AND scheduled_for = ?",
            (target_id, slot),
        )
        assert checked_at - slot < LATE * 1000, (target_id, checked_at - slot)
