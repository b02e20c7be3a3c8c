"""Which share of the due slots a daemon proposes first, from the daemons' heartbeats."""

import pytest

from monitor.pipeline.tick import LIVE_MS, share_of
from monitor.store import DaemonBeat, Share

NOW = 1_000_000_000


def beat(daemon_id: str, age_ms: int = 0, stopped: bool = False) -> DaemonBeat:
    at = NOW - age_ms
    return DaemonBeat(
        id=daemon_id,
        host="host",
        pid=1,
        started_at=0,
        beat_at=at,
        last_tick_at=None,
        queue_depth=0,
        healthy=True,
        reasons=(),
        stopped_at=at if stopped else None,
    )


@pytest.mark.parametrize(
    ("daemons", "me", "share"),
    [
        ([], "b", None),  # alone, before its first heartbeat
        ([beat("b")], "b", None),
        ([beat("a"), beat("b"), beat("c")], "b", Share(1, 3)),
        ([beat("c"), beat("a")], "b", Share(1, 3)),  # not beating yet: it counts itself
        ([beat("a", age_ms=LIVE_MS + 1), beat("b")], "b", None),  # a silent one is gone
        ([beat("a", age_ms=LIVE_MS), beat("b")], "b", Share(1, 2)),
        ([beat("a", stopped=True), beat("b")], "b", None),  # so is one that said goodbye
        ([beat("z"), beat("b")], "b", Share(0, 2)),
    ],
)
def test_a_daemon_takes_its_place_among_the_live_ones_in_id_order(
    daemons: list[DaemonBeat], me: str, share: Share | None
) -> None:
    assert share_of(daemons, me, NOW) == share
