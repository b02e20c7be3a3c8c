"""The operator's side of the weekly runs: the run-level view, replay, and a digest now.

The view answers three questions at a glance: which period is incomplete, which batch
stopped, and whether replay is safe. Replay always is, in the sense that matters: a batch
deletes only what is still eligible under its run's cutoff, and a digest goes out under its
one key. It is worth doing when something is quarantined.
"""

from datetime import date
from typing import Any

from monitor.config.model import Settings
from monitor.errors import UsageError
from monitor.notify.deliver import Deliverer
from monitor.ops.quarantine import Replayed
from monitor.ops.quarantine import replay as replay_entry
from monitor.period import period_ending
from monitor.schedule import Clock, iso
from monitor.states import AlertState, CleanupState, QuarantineKind, RunStage
from monitor.store import BatchState, QuarantineEntry, RunReport, Store
from monitor.weekly.cleanup import Cleaner
from monitor.weekly.run import Weekly


def report_json(report: RunReport) -> dict[str, Any]:
    run, batches = report.run, report.batches
    stopped = next((batch for batch in batches if batch.state != CleanupState.DONE), None)
    return {
        "run_id": run.run_id,
        "stage": run.stage,
        "incomplete": run.stage != RunStage.CLEANUP_DONE
        or bool(report.deliveries.get(AlertState.QUARANTINED)),
        "period": {"start": iso(run.period_start), "end": iso(run.period_end)},
        "cutoff": iso(run.cutoff) if run.cutoff is not None else None,
        "digest": report.deliveries,
        "batches": {
            state: sum(b.state == state for b in batches)
            for state in (CleanupState.DONE, CleanupState.PENDING, CleanupState.QUARANTINED)
        },
        "rows_deleted": sum(batch.deleted or 0 for batch in batches),
        "stopped_batch": _batch_json(stopped) if stopped is not None else None,
        "replay": _replay_advice(report),
        "history": [{"at": iso(e.at), "stage": e.stage, "note": e.note} for e in report.history],
    }


def _batch_json(batch: BatchState) -> dict[str, Any]:
    return {
        "batch": batch.batch,
        "state": batch.state,
        "attempts": batch.attempts,
        "next_attempt_at": iso(batch.next_attempt_at),
        "error_class": batch.error_class,
        "last_error": batch.last_error,
    }


def _replay_advice(report: RunReport) -> str:
    quarantined = [b.batch for b in report.batches if b.state == CleanupState.QUARANTINED]
    if quarantined:
        return f"safe: monitor runs replay {report.run.run_id} --batch {quarantined[0]}"
    if report.deliveries.get(AlertState.QUARANTINED):
        return f"safe: monitor runs replay {report.run.run_id} (its digest deliveries)"
    return "nothing to replay"


def report_line(report: RunReport) -> str:
    shown = report_json(report)
    batches = shown["batches"]
    total = sum(batches.values())
    digest = ", ".join(f"{n} {state}" for state, n in sorted(shown["digest"].items())) or "none"
    line = (
        f"{shown['run_id']}  {shown['stage']:16}  digest: {digest}  "
        f"batches: {batches['done']}/{total} done, {shown['rows_deleted']} rows deleted"
    )
    stopped = shown["stopped_batch"]
    if stopped is not None:
        line += (
            f"  STOPPED at batch {stopped['batch']} ({stopped['state']}, "
            f"{stopped['error_class'] or 'not run yet'}, {stopped['attempts']} attempts)"
        )
    return f"{line}  replay: {shown['replay']}"


async def replay(
    store: Store, settings: Settings, clock: Clock, run_id: str, batch: int | None
) -> Replayed:
    """Replay the run's quarantined batches (or one) and digest deliveries, then take the run
    as far as it goes; one line per thing done, and where the run stands."""
    run = await store.run(run_id)
    if run is None:
        raise UsageError(f"no run {run_id}")
    entries = [
        entry
        for entry in await store.quarantined(include_resolved=False)
        if _belongs(entry, run_id, run.period_end, batch)
    ]
    if batch is not None and not entries:
        raise UsageError(f"batch {batch} of {run_id} is not quarantined")
    said = [await replay_entry(store, settings, clock, entry.id) for entry in entries]
    report = await finish(store, settings, clock, run_id)
    failed = any(replayed.failed for replayed in said) or report_json(report)["incomplete"]
    return Replayed("\n".join([*(replayed.line for replayed in said), report_line(report)]), failed)


def _belongs(entry: QuarantineEntry, run_id: str, period_end: int, batch: int | None) -> bool:
    if entry.kind == QuarantineKind.CLEANUP:
        wanted = f"{run_id}:{batch}" if batch is not None else None
        return entry.work_id.startswith(f"{run_id}:") and wanted in (None, entry.work_id)
    last_day = run_id.split(":", 1)[1]
    return (
        batch is None
        and entry.kind == QuarantineKind.DIGEST
        and entry.scheduled_for == period_end
        and entry.work_id.endswith(f":{last_day}")
    )


async def digest_now(store: Store, settings: Settings, clock: Clock, last_day: str) -> RunReport:
    """Create or find the run of the period ending ``last_day`` and drive it to the end now."""
    try:
        period = period_ending(date.fromisoformat(last_day), settings.digest.schedule())
    except (ValueError, OverflowError) as error:
        raise UsageError(f"--period-end {last_day}: {error}") from None
    if period.end > clock():
        raise UsageError(f"the period ending {last_day} is not over before {iso(period.end)}")
    await Weekly(store, settings, clock).create(period)
    return await finish(store, settings, clock, period.run_id)


async def finish(store: Store, settings: Settings, clock: Clock, run_id: str) -> RunReport:
    weekly, cleaner = Weekly(store, settings, clock), Cleaner(store, settings, clock)
    deliverer = Deliverer(store, settings, clock)
    try:
        await weekly.advance(run_id, deliverer)
        await cleaner.clean_pending()
    finally:
        await deliverer.aclose()
    report = await store.run_report(run_id)
    if report is None:
        raise UsageError(f"no run {run_id}")
    return report
