"""The weekly runs' transactions: each stage's writes, their history line and the stage move
together, so that a crash leaves a run at one recorded stage."""

import json
from typing import Any

from monitor.errors import LeaseLost
from monitor.faults import crash_point
from monitor.store.base import CLEANUP_KINDS, CleanupMessage, Run, WorkFailure
from monitor.store.tx import Tx


async def history(tx: Tx, run_id: str, now: int, note: str) -> None:
    await tx.execute(tx.rq.HISTORY, {"run_id": run_id, "now": now, "note": note})


async def record_digest(
    tx: Tx, run: Run, token: str, digest: str, channels: list[str], now: int
) -> None:
    params = {"run_id": run.run_id, "token": token, "now": now, "digest": digest}
    if await tx.execute(tx.rq.RECORD_DIGEST, params) != 1:
        raise LeaseLost("the run's digest was recorded by another process")
    outbox = params | {"channels": json.dumps(channels), "last_day": run.last_day}
    await tx.execute(tx.rq.DIGEST_DELIVERIES, outbox)
    names = ", ".join(channels) or "no channel"
    await history(tx, run.run_id, now, f"digest rendered; delivering to {names}")


async def settle_digest(tx: Tx, run: Run, token: str, now: int) -> bool:
    params = {"run_id": run.run_id, "token": token, "now": now}
    if await tx.execute(tx.rq.DIGEST_SENT, params) != 1:
        return False
    outcomes = sorted(
        (row["state"], row["total"]) for row in await tx.fetch(tx.rq.DIGEST_OUTCOMES, params)
    )
    said = ", ".join(f"{count} {state}" for state, count in outcomes)
    await history(tx, run.run_id, now, f"digest outcomes: {said or 'no recipients'}")
    return True


async def plan_cleanup(tx: Tx, run: Run, token: str, cutoff: int, batch_size: int, now: int) -> int:
    """Record the cutoff and publish every batch, in the one transaction that moves the stage:
    all of them or none, once."""
    params = {"run_id": run.run_id, "token": token, "now": now, "cutoff": cutoff}
    outbox = [row["key"] for row in await tx.fetch(tx.rq.ELIGIBLE_OUTBOX, params)]
    checks = [row["work_id"] for row in await tx.fetch(tx.rq.ELIGIBLE_CHECKS, params)]
    if await tx.execute(tx.rq.PLAN_CLEANUP, params) != 1:
        raise LeaseLost("the run's cleanup was planned by another process")
    for forget in tx.rq.FORGET_RUNS:
        await tx.execute(forget, params)
    batches = [
        (kind, ids[start : start + batch_size])
        for kind, ids in zip(CLEANUP_KINDS, (outbox, checks), strict=True)
        for start in range(0, len(ids), batch_size)
    ]
    messages = [_message(run, number, kind, ids, now) for number, (kind, ids) in enumerate(batches)]
    await tx.executemany(tx.rq.PUBLISH, messages)
    await history(
        tx,
        run.run_id,
        now,
        f"{len(batches)} batches published: {len(outbox)} alerts, {len(checks)} checks",
    )
    await finish_if_done(tx, run.run_id, now)
    return len(batches)


def _message(run: Run, batch: int, kind: str, ids: list[str], now: int) -> dict[str, Any]:
    message_id = f"{run.run_id}:{batch}"
    body = {"kind": kind, "message_id": message_id, "run_id": run.run_id,
            "period_end": run.last_day, "record_ids": ids}  # fmt: skip
    return {
        "message_id": message_id,
        "run_id": run.run_id,
        "batch": batch,
        "body": json.dumps(body),
        "now": now,
    }


async def finish_if_done(tx: Tx, run_id: str, now: int) -> None:
    params = {"run_id": run_id, "now": now}
    if await tx.execute(tx.rq.CLEANUP_FINISHED, params):
        [row] = await tx.fetch(tx.rq.DELETED, params)
        await history(tx, run_id, now, f"cleanup complete: {row['deleted']} rows deleted")


async def drop_cleanup(tx: Tx, params: dict[str, Any]) -> None:
    """A dropped cleanup entry's batch is done, so that its run can finish."""
    for row in await tx.fetch(tx.rq.DROP_CLEANUP, params):
        note = f"batch {row['batch']} dropped: {params['note']}"
        await history(tx, row["run_id"], params["now"], note)
        await finish_if_done(tx, row["run_id"], params["now"])


async def execute_cleanup(
    tx: Tx, message: CleanupMessage, kind: str, ids: list[str], now: int
) -> int:
    """Delete what is still eligible among ``ids`` and complete the message, in one
    transaction held by the message's lease; how many rows went."""
    params = {"run_id": message.run_id, "ids": json.dumps(ids)}
    if kind == "cleanup.outbox":
        deleted = len(await tx.fetch(tx.rq.DELETE_OUTBOX, params))
        await tx.execute(tx.rq.DELETE_RESOLVED, params)
    else:
        gone = await tx.fetch(tx.rq.DELETE_CHECKS, params)
        removed = {"ids": json.dumps([row["work_id"] for row in gone])}
        await tx.execute(tx.rq.DELETE_ATTEMPTS, removed)
        await tx.execute(tx.rq.DELETE_RESOLVED, removed)
        hashes = sorted({row["result_hash"] for row in gone if row["result_hash"] is not None})
        await tx.execute(tx.rq.DELETE_SNAPSHOTS, {"hashes": json.dumps(hashes)})
        deleted = len(gone)
    crash_point("after_delete")
    done = {"message_id": message.message_id, "token": message.token, "now": now}
    if await tx.execute(tx.rq.CLEANUP_DONE, done | {"deleted": deleted}) != 1:
        raise LeaseLost()
    await tx.execute(tx.rq.RESOLVE_CLEANUP, done)
    await finish_if_done(tx, message.run_id, now)
    return deleted


async def cleanup_failed(tx: Tx, message: CleanupMessage, now: int, failure: WorkFailure) -> bool:
    params = {
        "message_id": message.message_id,
        "token": message.token,
        "now": now,
        "error_class": failure.error_class,
        "error": failure.error,
        "retry_at": failure.retry_at,
        "quarantine": failure.quarantine,
    }
    if await tx.execute(tx.rq.CLEANUP_FAILED, params) != 1:
        return False
    await tx.execute(tx.rq.CLEANUP_ATTEMPT, params)
    await tx.execute(tx.rq.QUARANTINE_CLEANUP, params)
    return True
