"""A daemon's heartbeat row as ``monitor status`` reads it, on each backend: the settings keys
a reload could not apply are shown while that daemon runs, and never for another."""

from dataclasses import replace

from monitor.config.model import Settings
from monitor.ops import status
from monitor.store import Store
from tests.helpers import BEAT, T0


async def test_the_keys_a_restart_applies_are_kept_with_the_beat_and_shown_while_it_runs(
    store: Store, settings: Settings
) -> None:
    waiting = replace(BEAT, restart_needed=("database", "concurrency"))
    await store.beat(waiting)
    assert await store.daemons() == [waiting]
    report = await status.gather(store, settings, T0 + 1000)
    assert report["restart_needed"] == ["concurrency", "database"]
    assert report["daemons"][0]["restart_needed"] == ["database", "concurrency"]
    assert (
        "restart needed: keys database, concurrency (daemon host:1:0 runs on the settings it"
        " started with for these)"
    ) in status.status_lines(report, every_target=False)
    # Restarted: the old daemon stopped, the new one started on the edited file.
    await store.beat(replace(waiting, beat_at=T0 + 2000, stopped_at=T0 + 2000))
    await store.beat(
        replace(BEAT, id="host:2:3000", pid=2, started_at=T0 + 3000, beat_at=T0 + 3000)
    )
    report = await status.gather(store, settings, T0 + 4000)
    assert report["restart_needed"] == []
    assert not [line for line in status.status_lines(report, False) if "restart" in line]


async def test_a_beat_without_keys_clears_them(store: Store, settings: Settings) -> None:
    """The edit taken back and the daemon reloaded again: nothing waits for a restart."""
    await store.beat(replace(BEAT, restart_needed=("lease",)))
    await store.beat(replace(BEAT, beat_at=T0 + 5000))
    assert (await store.daemons())[0].restart_needed == ()
    assert (await status.gather(store, settings, T0 + 6000))["restart_needed"] == []
