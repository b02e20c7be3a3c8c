"""The confirming fetch: a check that differs from the previous result fetches its page once
more after the target's ``confirm_delay``, within the same lease, and leaves out what the
two fetches disagree on (``monitor.extract.learned``).

It is part of the same slot: one row, one work id, one attempt, one alert at most. The result
is the first fetch's, without what was learned; when the second fetch fails, or shows
nothing to learn, the first fetch's result stands as it was.
"""

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Protocol

from monitor.errors import StoreUnavailable, WorkFailed
from monitor.extract import Snapshot, learned
from monitor.extract.learned import Learned, SetAside
from monitor.logs import BoundLogger, log_failure
from monitor.states import CheckStatus
from monitor.store import Checks, Claim, Outcome


class First(Protocol):
    """What the worker extracted from a fetch (``monitor.pipeline.attempt.Extracted``)."""

    @property
    def digest(self) -> str: ...
    @property
    def snapshot(self) -> Snapshot | None: ...
    @property
    def set_aside(self) -> SetAside: ...


Refetch = Callable[[], Awaitable[tuple[Outcome, WorkFailed | None, First | None]]]


async def confirmed(
    refetch: Refetch,
    store: Checks,
    claim: Claim,
    outcome: Outcome,
    first: First,
    delay_ms: int,
    bound: BoundLogger,
) -> tuple[Outcome, None]:
    """The first fetch's ``outcome``, classified again on what the two fetches agree on."""
    await asyncio.sleep(delay_ms / 1000)
    again, error, second = await refetch()
    if error is not None or second is None:
        bound.warning(
            "check.confirm_failed",
            error_class=again.error_class,
            error=again.error,
            http_status=again.http_status,
            note="the first fetch's result stands",
        )
        return outcome, None
    if second.digest == first.digest:
        bound.info("check.confirmed", status=outcome.status, set_aside=0, learned=0)
        return outcome, None
    try:
        stored = await store.snapshots(claim.recent)
    except StoreUnavailable as failure:  # nothing to compare with: the first fetch's stands
        log_failure(bound, "check.confirm_failed", failure, stage="read snapshots")
        return outcome, None
    # The very bytes of the previous result again (no snapshot): the page went back to it.
    again_seen = second.snapshot or _snapshot(stored.get(claim.recent[0]))
    # In a thread: a large page's lines are many, and other checks go on meanwhile.
    result = (
        outcome
        if again_seen is None
        else await asyncio.to_thread(reclassified, claim, outcome, first, again_seen, stored)
    )
    taught = len(learned.from_json(result.learned)) - len(claim.learned) if result.learned else 0
    bound.info(
        "check.confirmed",
        status=result.status,
        was=outcome.status,
        set_aside=_count(result.set_aside),
        learned=max(taught, 0),
    )
    return result, None


def reclassified(
    claim: Claim, outcome: Outcome, first: First, second: Snapshot, stored: dict[str, bytes]
) -> Outcome:
    """``outcome`` without what came and went between the previous result, the first fetch and
    the second, compared with the recent results without it either; the learned set grown by
    it. Pure."""
    assert first.snapshot is not None, "a confirmed change was extracted"
    blob = stored.get(claim.recent[0]) if claim.recent else None
    if blob is None:  # the previous snapshot is gone: nothing to tell a change from noise by
        return outcome
    new = learned.learn(Snapshot.decompressed(blob), first.snapshot, second)
    if not new:
        return outcome
    result, aside = learned.apply(new, first.snapshot)
    compared = [_without(new, stored.get(known), known) for known in claim.recent]
    digest = result.digest
    recent = tuple(dict.fromkeys((digest, *compared)))[: claim.compare_last]
    patterns: Learned = learned.merged(claim.learned, new)
    return replace(
        outcome,
        status=CheckStatus.UNCHANGED if digest in compared else CheckStatus.CHANGED,
        result_hash=digest,
        snapshot=result.compressed(),
        recent=recent,
        learned=learned.to_json(patterns),
        set_aside=(first.set_aside + aside).to_json(),
    )


def _without(new: Learned, blob: bytes | None, known: str) -> str:
    """A recent result's digest once ``new`` is left out of it too (as it was, when its
    snapshot is no longer stored)."""
    if blob is None:
        return known
    return learned.apply(new, Snapshot.decompressed(blob))[0].digest


def _snapshot(blob: bytes | None) -> Snapshot | None:
    return None if blob is None else Snapshot.decompressed(blob)


def _count(set_aside: str | None) -> int:
    found = learned.summary(set_aside)
    return int(found["set_aside"]) if found else 0
