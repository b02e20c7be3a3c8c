"""``monitor status``'s leases: each leased target, until when, and whether its holder lives."""

from dataclasses import replace
from pathlib import Path
from typing import Any

from monitor.config.model import load_settings
from monitor.ops.status import status_json, status_lines
from monitor.store import DaemonBeat, Signals, TargetState
from tests.helpers import BEAT, IDLE, T0, write_config

SECOND = 1000
NOW = T0 + 60 * SECOND


def leased(target_id: str, expires_at: int, holder: str | None) -> TargetState:
    return replace(
        IDLE,
        id=target_id,
        url="https://user:pw@example.com/",
        lease_expires_at=expires_at,
        lease_holder=holder,
    )


def beat(daemon_id: str, heard: int, stopped: int | None = None) -> DaemonBeat:
    return replace(
        BEAT, id=daemon_id, host="h", beat_at=heard, last_tick_at=None, stopped_at=stopped
    )


def report(tmp_path: Path, states: list[TargetState], beats: list[DaemonBeat]) -> dict[str, Any]:
    settings = load_settings(write_config(tmp_path, []))
    return status_json(settings, states, Signals(0, 0, {}, 0), beats, {}, [], NOW)


def test_each_leased_target_shows_its_expiry_and_whether_its_holder_is_alive(
    tmp_path: Path,
) -> None:
    states = [
        leased("alive", NOW + 30 * SECOND, "h:1:1"),
        leased("dead", NOW + 30 * SECOND, "h:2:2"),  # killed: its heartbeat went silent
        leased("expired", NOW - SECOND, "h:2:2"),  # not taken over yet: its slot waits
        leased("command", NOW + 30 * SECOND, "command:run-once@h:3"),
        leased("old", NOW + 30 * SECOND, None),
        replace(IDLE, id="free"),
    ]
    beats = [beat("h:1:1", NOW - SECOND), beat("h:2:2", NOW - 31 * SECOND)]
    shown = report(tmp_path, states, beats)
    assert shown["leased"] == 4  # live leases, as before
    assert [
        (lease["target_id"], lease["expired"], lease["holder_state"], lease["holder_alive"])
        for lease in shown["leases"]
    ] == [
        ("alive", False, "running", True),
        ("dead", False, "silent", False),
        ("expired", True, "silent", False),
        ("command", False, "command", None),
        ("old", False, "unknown", None),
    ]
    assert shown["leases"][1] == {
        "target_id": "dead",
        "expires_at": "2026-08-05T08:01:30.000Z",
        "expired": False,
        "holder": "h:2:2",
        "holder_state": "silent",
        "holder_alive": False,
    }
    lines = [line for line in status_lines(shown, every_target=False) if line.startswith("lease")]
    assert lines == [
        "lease alive: expires 2026-08-05T08:01:30.000Z; holder h:1:1 (running, alive)",
        "lease dead: expires 2026-08-05T08:01:30.000Z; holder h:2:2 (silent, NOT ALIVE)",
        "lease expired: EXPIRED at 2026-08-05T08:00:59.000Z, not taken over yet;"
        " holder h:2:2 (silent, NOT ALIVE)",
        "lease command: expires 2026-08-05T08:01:30.000Z; holder command:run-once@h:3"
        " (a command, which writes no heartbeat)",
        "lease old: expires 2026-08-05T08:01:30.000Z; holder - (not recorded: taken before"
        " holders were)",
    ]


def test_the_screen_names_ten_leases_and_counts_the_rest(tmp_path: Path) -> None:
    states = [leased(f"t{n:02}", NOW + SECOND, "h:1:1") for n in range(13)]
    shown = report(tmp_path, states, [beat("h:1:1", NOW)])
    assert len(shown["leases"]) == 13
    lines = status_lines(shown, every_target=False)
    assert len([line for line in lines if line.startswith("lease ")]) == 10
    assert "(+3 more leases; --all or --json lists them all)" in lines
    everything = status_lines(shown, every_target=True)
    assert len([line for line in everything if line.startswith("lease ")]) == 13


def test_a_holder_that_never_beat_is_not_alive(tmp_path: Path) -> None:
    [lease] = report(tmp_path, [leased("a", NOW + SECOND, "h:9:9")], [])["leases"]
    assert (lease["holder_state"], lease["holder_alive"]) == ("no heartbeat", False)
    lines = status_lines(report(tmp_path, [leased("a", NOW + SECOND, "h:9:9")], []), False)
    assert (
        "lease a: expires 2026-08-05T08:01:01.000Z; holder h:9:9 (NOT ALIVE: no heartbeat recorded)"
    ) in lines
