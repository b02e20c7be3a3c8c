"""The write path of either store: recording results and claiming slots in batches.

Each function runs inside a transaction the store has begun; none of them commits.
"""

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from monitor.config.request import RequestOptions
from monitor.errors import LeaseLost
from monitor.extract import Rules, learned
from monitor.schedule import MINUTE_MS, next_slot, work_id
from monitor.states import AlertEvent, CheckStatus
from monitor.store import alerts
from monitor.store.base import (
    Claim,
    ClaimRefused,
    HeldLease,
    Outcome,
    QuarantineEntry,
    ResponseId,
    Slot,
)
from monitor.store.tx import Row, Tx


@dataclass(frozen=True, slots=True, kw_only=True)
class ClaimRequest:
    slot: Slot
    token: str
    now: int
    expires: int
    holder: str | None = None


@dataclass(frozen=True, slots=True)
class FinishRequest:
    params: dict[str, Any]


Write = ClaimRequest | FinishRequest
Answer = Claim | ClaimRefused | None  # None: a result was recorded


async def refusals(tx: Tx, refused: list[ClaimRequest]) -> dict[str, ClaimRefused]:
    """Why each refused request lost, by token."""
    if not refused:
        return {}
    ids = json.dumps(sorted({r.slot.target_id for r in refused}))
    rows = await tx.fetch(tx.q.TARGETS_BY_ID, {"ids": ids})
    found = {row["id"]: row for row in rows}
    reasons = {}
    for request in refused:
        row = found.get(request.slot.target_id)
        if row is None:
            reasons[request.token] = ClaimRefused.UNKNOWN_TARGET
        elif not row["enabled"]:
            reasons[request.token] = ClaimRefused.DISABLED
        elif row["next_check_at"] != request.slot.scheduled_for:
            reasons[request.token] = ClaimRefused.SLOT_MOVED
        elif row["retry_at"] is not None and row["retry_at"] > request.now:
            reasons[request.token] = ClaimRefused.BACKING_OFF
        else:
            reasons[request.token] = ClaimRefused.LEASED
    return reasons


async def record(tx: Tx, finishes: list[FinishRequest]) -> list[Answer]:
    """Record results and advance schedules; LeaseLost if any lease was not ours."""
    if not finishes:
        return []
    params = [await alerts.judged(tx, request.params) for request in finishes]
    recorded = await tx.executemany(tx.q.RECORD, params)
    if snapshots := sorted((p for p in params if p["snapshot"] is not None), key=_hash):
        # In hash order: two daemons storing the same snapshots wait for each other in one
        # order, never in a cycle.
        await tx.executemany(tx.q.SNAPSHOT, snapshots)
    if any(p["error_class"] is not None for p in params):
        await tx.executemany(tx.q.ATTEMPT, params)
    if any(p["quarantine"] is not None for p in params):
        await tx.executemany(tx.q.QUARANTINE, params)
    if any(p["event"] is not None for p in params):
        await tx.executemany(tx.q.OUTBOX, params)
    advanced = await tx.executemany(tx.q.ADVANCE, params)
    if recorded != len(params) or advanced != len(params):
        raise LeaseLost()
    return [None] * len(params)


def _hash(params: dict[str, Any]) -> str:
    return str(params["hash"])


async def claim(tx: Tx, claims: list[ClaimRequest]) -> list[Answer]:
    if not claims:
        return []
    requests = json.dumps(
        [
            [r.slot.target_id, r.slot.scheduled_for, r.token, r.now, r.expires, r.holder]
            for r in claims
        ]
    )
    held = {
        row["id"]: HeldLease(row["lease_expires_at"], row["lease_holder"])
        for row in await tx.fetch(tx.q.HELD, {"requests": requests})
    }
    won = {row["lease_token"]: row for row in await tx.fetch(tx.q.CLAIM, {"requests": requests})}
    granted = [
        claim_from(request, won.get(request.token), held.get(request.slot.target_id))
        for request in claims
    ]
    done = [
        {
            "id": r.slot.target_id,
            "slot": r.slot.scheduled_for,
            "token": r.token,
            "next": answer,
            "retry_at": None,
            "recent": None,
            "rules": None,
            "learned": None,
            "learned_before": None,
            **_response_params(None),
            "url": None,
            "headers": None,
        }
        for r, answer in zip(claims, granted, strict=True)
        if isinstance(answer, int)
    ]
    if done:
        await tx.executemany(tx.q.ADVANCE, done)
    reasons = await refusals(tx, [r for r, a in zip(claims, granted, strict=True) if a is None])
    return [
        ClaimRefused.ALREADY_DONE
        if isinstance(answer, int)
        else reasons[request.token]
        if answer is None
        else answer
        for request, answer in zip(claims, granted, strict=True)
    ]


def claim_from(
    request: ClaimRequest, row: Row | None, held: HeldLease | None = None
) -> Claim | int | None:
    """The claim a returned row grants (taking over ``held``, the lease the target held
    before, which had expired if the claim won); the next slot if the slot was done; None
    if refused."""
    if row is None:
        return None
    if row["status"] not in (None, CheckStatus.FAILED):
        # Completed, but the schedule did not move past it (an edit of the anchor pointed back
        # at it): move on instead of checking twice.
        interval_ms = row["interval_minutes"] * MINUTE_MS
        return next_slot(request.slot.scheduled_for, interval_ms, request.now)
    return _claim(request.slot, request.token, row, held)


def _claim(slot: Slot, token: str, row: Row, taken_over: HeldLease | None = None) -> Claim:
    """A claim from the columns CLAIM and CLAIM_REPLAY both return."""
    compare_last = row["compare_last"]
    return Claim(
        slot=slot,
        token=token,
        url=row["url"],
        headers=json.loads(row["headers_json"]),
        interval_ms=row["interval_minutes"] * MINUTE_MS,
        previous_attempts=row["attempt_count"] or 0,
        recent=tuple(json.loads(row["recent_hashes"]))[:compare_last],
        rules=Rules.from_json(row["rules_json"]),
        compare_last=compare_last,
        previous=ResponseId(row["etag"], row["last_modified"], row["body_hash"]),
        allow_private_networks=bool(row["allow_private_networks"]),
        taken_over=taken_over,
        request=RequestOptions.from_json(row["request_json"]),
        learned=learned.from_json(row["volatile_json"]),
        learned_json=row["volatile_json"],
        confirm_delay_ms=row["confirm_delay_ms"],
        alerting=row["alert_json"],
    )


def alert_event(outcome: Outcome, quarantine: str | None) -> str | None:
    """What the result may alert about: see tx.q.OUTBOX. A retry raises nothing yet."""
    if outcome.error is not None:
        return AlertEvent.QUARANTINED if quarantine is not None else None
    return AlertEvent.CHANGED if outcome.status == CheckStatus.CHANGED else "success"


def finish_params(
    claim: Claim,
    outcome: Outcome,
    next_check_at: int,
    retry_at: int | None,
    quarantine: str | None,
) -> dict[str, Any]:
    slot = claim.slot
    rules = claim.rules.to_json()
    return {
        "event": alert_event(outcome, quarantine),
        "attempt": claim.previous_attempts + 1,
        "error_class": outcome.error_class,
        "retry_at": retry_at,
        "quarantine": quarantine,
        "work_id": work_id(slot.target_id, slot.scheduled_for),
        "id": slot.target_id,
        "slot": slot.scheduled_for,
        "token": claim.token,
        "status": outcome.status,
        "checked_at": outcome.checked_at,
        "hash": outcome.result_hash,
        "error": outcome.error,
        "http_status": outcome.http_status,
        "duration_ms": outcome.duration_ms,
        "next": next_check_at,
        "snapshot": outcome.snapshot,
        "recent": None if outcome.recent is None else json.dumps(outcome.recent),
        "rules": rules,
        "rules_hash": hashlib.sha256(rules.encode()).hexdigest()[:16],
        "learned": outcome.learned,
        "learned_before": claim.learned_json,
        "set_aside": outcome.set_aside,
        "alerting": claim.alerting,
        **_response_params(outcome.response),
        # As sync stored them, to tell whether the validators still belong to this request.
        "url": claim.url,
        "headers": json.dumps(claim.headers, sort_keys=True),
    }


def _response_params(response: ResponseId | None) -> dict[str, Any]:
    response = response or ResponseId()
    return {
        "etag": response.etag,
        "last_modified": response.last_modified,
        "body_hash": response.body_hash,
    }


async def claim_replay(
    tx: Tx, entry: QuarantineEntry, token: str, now: int, expires: int, holder: str | None
) -> Claim | None:
    """The target's lease for a replay of ``entry``, whatever its current slot."""
    params = {
        "id": entry.target_id,
        "work_id": entry.work_id,
        "slot": entry.scheduled_for,
        "token": token,
        "now": now,
        "expires": expires,
        "holder": holder,
    }
    rows = await tx.fetch(tx.q.CLAIM_REPLAY, params)
    if not rows or entry.target_id is None:  # only a check entry has a target to claim
        return None
    return _claim(Slot(entry.target_id, entry.scheduled_for), token, rows[0])


async def record_replay(tx: Tx, claim: Claim, outcome: Outcome, entry: QuarantineEntry) -> None:
    """The replay's outcome on the slot's row; the entry resolved, or its attempt appended.
    A result is what the target's next check is compared with, as a scheduled one's is."""
    failed = outcome.error is not None
    quarantine = entry.reason if failed else None
    params = finish_params(claim, outcome, entry.scheduled_for, None, quarantine)
    if not await tx.fetch(tx.q.ENTRY_OPEN, params):
        raise LeaseLost("the entry was resolved meanwhile")
    params = await alerts.judged(tx, params)
    if await tx.execute(tx.q.RECORD, params) != 1:
        raise LeaseLost()
    if params["snapshot"] is not None:
        await tx.execute(tx.q.SNAPSHOT, params)
    await tx.execute(tx.q.OUTBOX, params)
    if failed:
        await tx.execute(tx.q.ATTEMPT, params)
        await tx.execute(tx.q.QUARANTINE, params)
    else:
        await tx.execute(tx.q.RESOLVE_REPLAYED, params)
    if await tx.execute(tx.q.REPLAYED, params) != 1:
        raise LeaseLost()
