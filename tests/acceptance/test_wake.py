"""A slot is claimed within a second of falling due, not at the next 15-minute tick: the
daemons wake for it (each one; the lease decides), and a reload that adds a target re-arms the
wake-up.

The slots are a few seconds apart after the targets are written. On a loaded machine the first
ones may pass before a daemon has synced them (those targets are first due an hour on, at the
next slot of their cadence) or before its first tick (which takes them); every slot after that
tick is the wake-up's, and must be claimed at once.
"""

import signal
import statistics
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from monitor.schedule import iso
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, Event
from tests.acceptance.test_daemon import start
from tests.helpers import rows, write_targets
from tests.pageserver import Page, PageServer

# Within a second or two of due, as the issue asks; the wake-up itself lands 5 ms after it,
# the rest is a busy test machine. Most claims must come that soon; a loaded CI machine once
# stalled both daemons for seconds (claims 6.7 s and 2.7 s after their slots, the next ones at
# 0.03 s), so each claim must only come well before the 15-minute tick, within WOKE_S.
PROMPT_S = 2.0
# A tick or a claim this soon after the slot is a wake-up's, not the 15-minute tick's: a daemon
# that lost the claim (its tick may queue behind the winner's writes on a loaded machine) woke
# all the same.
WOKE_S = 10.0
# Seconds from writing the targets to each one's slot: the later ones fall due after even a
# slow start (over 15 s at a load of 14 on two cores, compiling the bytecode first).
OFFSETS = (3, 6, 10, 16, 24, 34)

Target = dict[str, Any]


def hourly(pages: PageServer, target_id: str, slot_s: int) -> Target:
    pages.pages[f"/{target_id}"] = Page()
    return {
        "id": target_id,
        "url": pages.url(f"/{target_id}"),
        "interval": "1h",
        "start_at": iso(slot_s * 1000),
    }


def spread(pages: PageServer, prefix: str) -> list[Target]:
    """Hourly targets whose first slots are OFFSETS from now."""
    now = int(time.time())
    return [hourly(pages, f"{prefix}{n}", now + offset) for n, offset in enumerate(OFFSETS)]


def instant(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(UTC)


def since(slot: str, event: Event) -> float:
    """Seconds from ``slot`` (ISO) to ``event``, by the event's own log time."""
    return (instant(event["timestamp"]) - instant(slot)).total_seconds()


def named(daemons: list[DaemonProcess], event: str, prefix: str) -> list[Event]:
    return [e for d in daemons for e in d.named(event) if e["target_id"].startswith(prefix)]


def claims(daemons: list[DaemonProcess], targets: list[Target], prefix: str) -> list[Event]:
    """The targets' claims, once every slot is past and each claim has committed."""
    last = max(instant(target["start_at"]) for target in targets).timestamp()
    time.sleep(max(0.0, last + PROMPT_S - time.time()))
    deadline = time.monotonic() + 30
    while len(named(daemons, "check.committed", prefix)) < len(
        named(daemons, "check.claimed", prefix)
    ):
        assert time.monotonic() < deadline, [d.log_path.read_text() for d in daemons]
        time.sleep(0.1)
    time.sleep(0.5)  # another daemon's proposal of a slot, if it comes, is refused
    return named(daemons, "check.claimed", prefix)


def prompt(found: list[Event], after: Event, what: str) -> None:
    """Most claims of the slots that fell due after ``after`` (a tick, a reload) came at once
    and none waited for a tick; there was one at least, or the machine was too slow for the
    test to say."""
    woken = [claim for claim in found if since(claim["scheduled_for"], after) < 0]
    lags = {claim["target_id"]: since(claim["scheduled_for"], claim) for claim in woken}
    assert lags, f"{what} at {after['timestamp']}, after every slot: {found}"
    assert all(0 <= lag < WOKE_S for lag in lags.values()), lags
    assert statistics.median(lags.values()) < PROMPT_S, lags


def test_two_daemons_wake_for_each_slot_and_one_claims_it_at_once(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    soon = spread(pages, "soon")
    config = write_config(tmp_path, soon, tick_interval="15m")
    pair = [start(daemons, config, name=f"daemon{n}") for n in range(2)]
    ticked = [daemon.wait_for("tick.finished") for daemon in pair]
    found = claims(pair, soon, "soon")
    prompt(found, max(ticked, key=lambda tick: instant(tick["timestamp"])), "started")
    last = max(found, key=lambda claim: instant(claim["scheduled_for"]))
    for daemon in pair:  # each woke for it: a tick right after the slot, not 15 min on
        ticks = [since(last["scheduled_for"], tick) for tick in daemon.named("tick.finished")]
        assert [lag for lag in ticks if 0 <= lag < WOKE_S], (ticks, daemon.log_path.read_text())
    recorded = rows(database_of(config), "SELECT work_id FROM source_checks ORDER BY work_id")
    assert recorded == sorted((claim["work_id"],) for claim in found)  # each slot once
    assert [daemon.stop() for daemon in pair] == [0, 0]


def test_a_reload_that_adds_targets_wakes_for_their_first_slots(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    ahead = hourly(pages, "ahead", int(time.time()) + 3600)  # an hour's wake-up pending
    config = write_config(tmp_path, [ahead], tick_interval="15m")
    daemon = start(daemons, config)
    daemon.wait_for("tick.finished")
    added = spread(pages, "added")
    write_targets(tmp_path / "targets.yaml", [ahead, *added])
    daemon.signal(signal.SIGHUP)
    reloaded = daemon.wait_for("config.reloaded")
    prompt(claims([daemon], added, "added"), reloaded, "reloaded")
    # The start's tick, the reload's, and one per wake-up: none spinning in between.
    assert len(daemon.named("tick.finished")) <= 2 + len(OFFSETS)
    assert daemon.stop() == 0
