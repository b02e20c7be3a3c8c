"""Several daemons on one PostgreSQL database, as several stores in one process: what they
do at the same moment must add up to what one would have done."""

import asyncio

import pytest

from monitor.config.fields import PostgresURL
from monitor.config.model import Target
from monitor.store import Claim, ClaimRefused, PostgresStore, Share, Slot, SyncReport
from tests.helpers import MINUTE, T0

pytestmark = pytest.mark.postgresql

STORES = 3


def key(slot: Slot) -> tuple[int, str]:
    return slot.scheduled_for, slot.target_id


def listed(count: int) -> list[Target]:
    return [
        Target.model_validate(
            {"id": f"t{n:04d}", "url": f"https://example.com/{n}", "interval": "1h"}
        )
        for n in range(count)
    ]


async def opened(postgres_dsn: str, count: int = STORES) -> list[PostgresStore]:
    url = PostgresURL(postgres_dsn)
    return list(await asyncio.gather(*(PostgresStore.open(url, T0, 30) for _ in range(count))))


async def test_daemons_starting_together_migrate_once_and_sync_the_same_file_once(
    postgres_dsn: str,
) -> None:
    stores = await opened(postgres_dsn)
    try:
        reports = await asyncio.gather(*(s.sync_targets(listed(2000), T0) for s in stores))
        states = await stores[0].targets()
    finally:
        await asyncio.gather(*(s.close() for s in stores))
    assert sorted(reports, key=lambda r: -r.added) == [
        SyncReport(2000, 0, 0, 2000),
        *[SyncReport(0, 0, 0, 2000)] * (STORES - 1),
    ]
    assert len(states) == 2000


async def test_each_due_slot_is_claimed_by_one_daemon_however_many_ask_at_once(
    postgres_dsn: str,
) -> None:
    stores = await opened(postgres_dsn)
    try:
        await stores[0].sync_targets(listed(300), T0)
        due = await stores[0].due_slots(T0 + 2 * 60 * MINUTE, None, 1000)

        async def claim_all(n: int) -> list[Claim | ClaimRefused]:
            store = stores[n]
            return list(
                await asyncio.gather(
                    *(
                        store.claim(slot, f"d{n}-{slot.target_id}", T0 + 2 * 60 * MINUTE, MINUTE)
                        for slot in due
                    )
                )
            )

        answers = await asyncio.gather(*(claim_all(n) for n in range(STORES)))
    finally:
        await asyncio.gather(*(s.close() for s in stores))
    assert len(due) == 300
    won = [a.slot for per_store in answers for a in per_store if isinstance(a, Claim)]
    assert sorted(won, key=key) == sorted(due, key=key)  # each exactly once
    refused = {a for per_store in answers for a in per_store if isinstance(a, ClaimRefused)}
    assert refused == {ClaimRefused.LEASED}


async def test_the_daemons_shares_of_the_due_slots_are_disjoint_and_cover_them_all(
    postgres_dsn: str,
) -> None:
    [store] = await opened(postgres_dsn, 1)
    try:
        await store.sync_targets(listed(900), T0)
        now = T0 + 2 * 60 * MINUTE
        everything = await store.due_slots(now, None, 1000)
        shares = [await store.due_slots(now, None, 1000, Share(n, 3)) for n in range(3)]
    finally:
        await store.close()
    assert sorted((s for share in shares for s in share), key=key) == everything
    assert all(250 < len(share) < 350 for share in shares)  # a hash spreads them evenly
