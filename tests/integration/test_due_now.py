"""``run --once --due-now``'s store side, on each backend: where named targets stand, and one
statement that moves each one's next slot to now unless that would skip or double a check."""

from monitor.config.model import Settings
from monitor.store import Claim, HeldLease, Slot, Store, TargetSlot
from tests.helpers import MINUTE, T0, FakeClock, execute
from tests.integration.test_wake import at

NOW = T0 + 10 * MINUTE


async def test_target_slots_says_where_each_named_target_stands(
    store: Store, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets(
        [at("a", T0), at("b", T0 + MINUTE), at("off", T0, enabled=False)], clock()
    )
    assert isinstance(await store.claim(Slot("a", T0), "tok", clock(), MINUTE, "d:1:2"), Claim)
    execute(
        settings.database,
        "UPDATE monitor_targets SET retry_at = ? WHERE id = 'b'",
        (T0 + 2 * MINUTE,),
    )
    assert await store.target_slots(["off", "b", "nobody", "a", "b"]) == [
        TargetSlot(
            id="a",
            enabled=True,
            next_check_at=T0,
            retry_at=None,
            lease=HeldLease(T0 + MINUTE, "d:1:2"),
        ),
        TargetSlot(
            id="b", enabled=True, next_check_at=T0 + MINUTE, retry_at=T0 + 2 * MINUTE, lease=None
        ),
        TargetSlot(id="off", enabled=False, next_check_at=T0, retry_at=None, lease=None),
    ]


async def test_a_slot_ahead_moves_to_now_and_nothing_else_does(
    store: Store, clock: FakeClock, settings: Settings
) -> None:
    ahead = T0 + 60 * MINUTE
    await store.sync_targets(
        [at(name, ahead) for name in ("free", "leased", "backing", "edited")]
        + [at("due", T0), at("off", ahead, enabled=False)],
        clock(),
    )
    # A replay holds "leased" whatever its slot; "backing" waits out a retry; a reload moved
    # "edited" after the command looked.
    execute(
        settings.database,
        "UPDATE monitor_targets SET lease_token = 'r', lease_expires_at = ? WHERE id = 'leased'",
        (NOW + MINUTE,),
    )
    execute(
        settings.database,
        "UPDATE monitor_targets SET retry_at = ? WHERE id = 'backing'",
        (NOW + MINUTE,),
    )
    execute(
        settings.database,
        "UPDATE monitor_targets SET next_check_at = ? WHERE id = 'edited'",
        (ahead + MINUTE,),
    )
    seen = [Slot(name, ahead) for name in ("free", "leased", "backing", "edited", "off")]
    moved = await store.move_to_now([*seen, Slot("due", T0), Slot("nobody", ahead)], NOW, NOW)
    assert moved == {"free"}
    found = {t.id: t.next_check_at for t in await store.target_slots(["free", "edited", "due"])}
    assert found == {"free": NOW, "edited": ahead + MINUTE, "due": T0}
    assert await store.move_to_now([Slot("free", NOW)], NOW, NOW) == set()  # due now: stays
    assert await store.move_to_now([], NOW, NOW) == set()


async def test_an_expired_lease_does_not_keep_a_slot_from_moving(
    store: Store, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([at("a", NOW + MINUTE)], clock())
    execute(
        settings.database,
        "UPDATE monitor_targets SET lease_token = 'dead', lease_expires_at = ?",
        (NOW,),
    )
    assert await store.move_to_now([Slot("a", NOW + MINUTE)], NOW, NOW) == {"a"}
