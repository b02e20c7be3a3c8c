"""The weekly runs' transactions: each stage's writes, their history line and the stage move
together, so that a crash leaves a run at one recorded stage."""

import json
from typing import Any

import aiosqlite

from monitor.errors import LeaseLost
from monitor.faults import crash_point
from monitor.store import run_queries as q
from monitor.store.base import CLEANUP_KINDS, CleanupMessage, Run, WorkFailure


async def history(conn: aiosqlite.Connection, run_id: str, now: int, note: str) -> None:
    await conn.execute(q.HISTORY, {"run_id": run_id, "now": now, "note": note})


async def record_digest(
    conn: aiosqlite.Connection, run: Run, token: str, digest: str, channels: list[str], now: int
) -> None:
    params = {"run_id": run.run_id, "token": token, "now": now, "digest": digest}
    if (await conn.execute(q.RECORD_DIGEST, params)).rowcount != 1:
        raise LeaseLost("the run's digest was recorded by another process")
    outbox = params | {"channels": json.dumps(channels), "last_day": run.last_day}
    await conn.execute(q.DIGEST_DELIVERIES, outbox)
    names = ", ".join(channels) or "no channel"
    await history(conn, run.run_id, now, f"digest rendered; delivering to {names}")


async def settle_digest(conn: aiosqlite.Connection, run: Run, token: str, now: int) -> bool:
    params = {"run_id": run.run_id, "token": token, "now": now}
    if (await conn.execute(q.DIGEST_SENT, params)).rowcount != 1:
        return False
    outcomes = sorted(await conn.execute_fetchall(q.DIGEST_OUTCOMES, params))
    said = ", ".join(f"{count} {state}" for state, count in outcomes)
    await history(conn, run.run_id, now, f"digest outcomes: {said or 'no recipients'}")
    return True


async def plan_cleanup(
    conn: aiosqlite.Connection, run: Run, token: str, cutoff: int, batch_size: int, now: int
) -> int:
    """Record the cutoff and publish every batch, in the one transaction that moves the stage:
    all of them or none, once."""
    params = {"run_id": run.run_id, "token": token, "now": now, "cutoff": cutoff}
    outbox = [key for (key,) in await conn.execute_fetchall(q.ELIGIBLE_OUTBOX, params)]
    checks = [work for (work,) in await conn.execute_fetchall(q.ELIGIBLE_CHECKS, params)]
    if (await conn.execute(q.PLAN_CLEANUP, params)).rowcount != 1:
        raise LeaseLost("the run's cleanup was planned by another process")
    for forget in q.FORGET_RUNS:
        await conn.execute(forget, params)
    batches = [
        (kind, ids[start : start + batch_size])
        for kind, ids in zip(CLEANUP_KINDS, (outbox, checks), strict=True)
        for start in range(0, len(ids), batch_size)
    ]
    messages = [_message(run, number, kind, ids, now) for number, (kind, ids) in enumerate(batches)]
    await conn.executemany(q.PUBLISH, messages)
    await history(
        conn, run.run_id, now,
        f"{len(batches)} batches published: {len(outbox)} alerts, {len(checks)} checks",
    )  # fmt: skip
    await finish_if_done(conn, run.run_id, now)
    return len(batches)


def _message(run: Run, batch: int, kind: str, ids: list[str], now: int) -> dict[str, Any]:
    message_id = f"{run.run_id}:{batch}"
    body = {"kind": kind, "message_id": message_id, "run_id": run.run_id,
            "period_end": run.last_day, "record_ids": ids}  # fmt: skip
    return {"message_id": message_id, "run_id": run.run_id, "batch": batch,
            "body": json.dumps(body), "now": now}  # fmt: skip


async def finish_if_done(conn: aiosqlite.Connection, run_id: str, now: int) -> None:
    params = {"run_id": run_id, "now": now}
    if (await conn.execute(q.CLEANUP_FINISHED, params)).rowcount:
        [(deleted,)] = await conn.execute_fetchall(q.DELETED, params)
        await history(conn, run_id, now, f"cleanup complete: {deleted} rows deleted")


async def drop_cleanup(conn: aiosqlite.Connection, params: dict[str, Any]) -> None:
    """A dropped cleanup entry's batch is done, so that its run can finish."""
    for run_id, batch in list(await conn.execute_fetchall(q.DROP_CLEANUP, params)):
        await history(conn, run_id, params["now"], f"batch {batch} dropped: {params['note']}")
        await finish_if_done(conn, run_id, params["now"])


async def execute_cleanup(
    conn: aiosqlite.Connection, message: CleanupMessage, kind: str, ids: list[str], now: int
) -> int:
    """Delete what is still eligible among ``ids`` and complete the message, in one
    transaction held by the message's lease; how many rows went."""
    params = {"run_id": message.run_id, "ids": json.dumps(ids)}
    if kind == "cleanup.outbox":
        deleted = len(list(await conn.execute_fetchall(q.DELETE_OUTBOX, params)))
        await conn.execute(q.DELETE_RESOLVED, params)
    else:
        gone = list(await conn.execute_fetchall(q.DELETE_CHECKS, params))
        removed = {"ids": json.dumps([work for work, _ in gone])}
        await conn.execute(q.DELETE_ATTEMPTS, removed)
        await conn.execute(q.DELETE_RESOLVED, removed)
        hashes = sorted({digest for _, digest in gone if digest is not None})
        await conn.execute(q.DELETE_SNAPSHOTS, {"hashes": json.dumps(hashes)})
        deleted = len(gone)
    crash_point("after_delete")
    done = {"message_id": message.message_id, "token": message.token, "now": now}
    if (await conn.execute(q.CLEANUP_DONE, done | {"deleted": deleted})).rowcount != 1:
        raise LeaseLost()
    await conn.execute(q.RESOLVE_CLEANUP, done)
    await finish_if_done(conn, message.run_id, now)
    return deleted


async def cleanup_failed(
    conn: aiosqlite.Connection, message: CleanupMessage, now: int, failure: WorkFailure
) -> bool:
    params = {
        "message_id": message.message_id,
        "token": message.token,
        "now": now,
        "error_class": failure.error_class,
        "error": failure.error,
        "retry_at": failure.retry_at,
        "quarantine": failure.quarantine,
    }
    if (await conn.execute(q.CLEANUP_FAILED, params)).rowcount != 1:
        return False
    await conn.execute(q.CLEANUP_ATTEMPT, params)
    await conn.execute(q.QUARANTINE_CLEANUP, params)
    return True
