"""The catch-up: the daemon was down for a day, and every target's slot is a day old.

The targets are loaded the way the daemon loads them (without checking any), then each one's
``next_check_at`` is moved a day back: a whole number of its 1 h or 15 min intervals, so the
slot stays on its cadence. One ``monitor run --once`` then does the same work as a fresh
pass (a baseline per target) plus skipping the missed slots. Afterwards every target must
have exactly one result, for that day-old slot, and its next slot must be on the cadence
grid and the first one after its check: missed slots skipped, not replayed.
"""

import asyncio
import sqlite3
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from harness import Config, PageServer, Run, monitor_pass, scratch, write_config
from passes import Load, median_rate, progress
from table import Row, process_row

from monitor.config.model import load_settings, read_targets
from monitor.store import open_store

DAY_MS = 86_400_000
SHOWN = 20  # violations listed at most; the count is always given


async def load_only(config: Config) -> None:
    """Sync the targets into a new database as ``monitor run`` does at start, check none."""
    settings = load_settings(config.path)
    targets = read_targets(settings.targets, settings.channels)
    now = time.time_ns() // 1_000_000
    store = await open_store(settings.database, now, settings.busy_timeout.total_seconds())
    try:
        await store.sync_targets(targets, now)
    finally:
        await store.close()


def a_day_late(database: Path) -> dict[str, tuple[int, int]]:
    """Move every slot a day back; each target's (day-old slot, interval in ms)."""
    with sqlite3.connect(database) as conn:
        conn.execute(f"UPDATE monitor_targets SET next_check_at = next_check_at - {DAY_MS}")
        rows = conn.execute("SELECT id, next_check_at, interval_minutes FROM monitor_targets")
        return {row[0]: (row[1], row[2] * 60_000) for row in rows}


def violations(database: Path, slots: dict[str, tuple[int, int]]) -> list[str]:
    """What is wrong with each target after the catch-up (nothing, when all is well)."""
    with sqlite3.connect(database) as conn:
        targets = conn.execute("SELECT id, next_check_at, lease_token FROM monitor_targets")
        state = {row[0]: row[1:] for row in targets}
        checks = defaultdict(list)
        query = "SELECT target_id, scheduled_for, checked_at, status FROM source_checks"
        for target_id, *check in conn.execute(query):
            checks[target_id].append(check)
    found = []
    for target_id, (slot, interval) in slots.items():
        found += target_violations(target_id, slot, interval, state[target_id], checks[target_id])
    return found


def target_violations(
    target_id: str,
    slot: int,
    interval: int,
    state: tuple[int, str | None],
    checks: list[list[object]],
) -> list[str]:
    next_check_at, lease = state
    if len(checks) != 1:
        return [f"{target_id}: {len(checks)} results, not 1"]
    scheduled_for, checked_at, status = checks[0]
    assert isinstance(checked_at, int)
    wrong = []
    if scheduled_for != slot:
        wrong.append(f"{target_id}: result for slot {scheduled_for}, not the due {slot}")
    if status == "failed":
        wrong.append(f"{target_id}: failed")
    if (next_check_at - slot) % interval:
        wrong.append(f"{target_id}: next slot {next_check_at} off the {interval} ms grid")
    if not checked_at < next_check_at <= checked_at + interval:
        wrong.append(f"{target_id}: next slot {next_check_at} not the first after {checked_at}")
    if lease is not None:
        wrong.append(f"{target_id}: lease still held")
    return wrong


def catch_up_pass(server: PageServer, count: int, load: Load) -> tuple[Run, list[str]]:
    """One catch-up on a new database: its run, and the cadence check's violations."""
    with scratch() as tmp:
        config = write_config(tmp, server.base_url, count, load.concurrency)
        asyncio.run(load_only(config))
        slots = a_day_late(config.database)
        run = monitor_pass(server, config)
        return run, violations(config.database, slots)


def fresh_pass(server: PageServer, count: int, load: Load) -> Run:
    with scratch() as tmp:
        return monitor_pass(server, write_config(tmp, server.base_url, count, load.concurrency))


def catch_up(
    count: int, load: Load, repeat: int, fresh: Sequence[Run] | None
) -> tuple[list[Row], list[str]]:
    """Rows for the catch-up (and fresh passes of its own, when the sweep did not time this
    size) and one line on the cadence."""
    runs, own_fresh, wrong = [], [], []
    with load.server() as server:
        for number in range(repeat):
            progress(f"catch-up N={count:,}: round {number + 1} of {repeat}")
            if fresh is None:
                own_fresh.append(fresh_pass(server, count, load))
            run, found = catch_up_pass(server, count, load)
            runs.append(run)
            wrong += found
    rows = [process_row("catch-up", f"monitor, a day late ({load.label()})", runs, count)]
    if own_fresh:
        rows.append(process_row("catch-up", f"monitor, fresh ({load.label()})", own_fresh, count))
    baseline = fresh or own_fresh
    ratio = median_rate(runs, count) / median_rate(baseline, count)
    rows[0].notes.insert(0, f"{ratio:.2f} x the fresh pass's checks/s")
    rows[0].notes.insert(0, f"cadence: {len(wrong)} violations" if wrong else "cadence: ok")
    return rows, [cadence_line(count, repeat, wrong)]


def cadence_line(count: int, repeat: int, wrong: list[str]) -> str:
    if not wrong:
        runs = f", each of {repeat} runs" if repeat > 1 else ""
        return f"cadence: ok ({count:,} targets{runs})"
    listed = "\n  ".join(wrong[:SHOWN])
    more = f"\n  … and {len(wrong) - SHOWN} more" if len(wrong) > SHOWN else ""
    return f"cadence: {len(wrong)} violations at N={count:,}\n  {listed}{more}"
