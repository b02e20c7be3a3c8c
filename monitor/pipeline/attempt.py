"""One fetch of a claimed slot's page: its snapshot, digest and status, or the failure and
its class. No commit here: the worker commits what this returns (``monitor.pipeline.worker``), a
replay its own (``monitor.ops.quarantine``)."""

import asyncio
import hashlib
from dataclasses import dataclass, field

from monitor.errors import ExtractionError, WorkFailed
from monitor.extract import Snapshot, classify_change, extract, learned
from monitor.extract.learned import SetAside
from monitor.fetch.fetcher import Fetcher, Page, Validators
from monitor.logs import get_logger, slot_context
from monitor.schedule import Clock
from monitor.states import CheckStatus
from monitor.store import Claim, Outcome, ResponseId

log = get_logger()
# Larger bodies are extracted in a thread, so that a 5 MB page does not stall other checks.
_EXTRACT_INLINE_BYTES = 256 * 1024


@dataclass(frozen=True, slots=True, kw_only=True)
class Extracted:
    """A fetched page as a check compares it: its digest, its compressed snapshot unless that
    is stored already, and the snapshot itself with what the learned set left out of it
    (None when it is the previous result again: a 304, the very same bytes)."""

    digest: str
    compressed: bytes | None
    snapshot: Snapshot | None = None
    set_aside: SetAside = field(default_factory=SetAside)
    body_hash: str | None = None


async def attempt(
    fetcher: Fetcher, clock: Clock, claim: Claim
) -> tuple[Outcome, WorkFailed | None]:
    """Fetch the claimed slot's page: its snapshot and status, or the failure and its class."""
    outcome, error, _ = await fetched(fetcher, clock, claim)
    return outcome, error


async def fetched(
    fetcher: Fetcher, clock: Clock, claim: Claim, first: Extracted | None = None
) -> tuple[Outcome, WorkFailed | None, Extracted | None]:
    """``attempt``, with what was extracted. With ``first``, the confirming fetch of that
    one: it asks for the page without the previous result's validators, and the same bytes
    as the first fetch's are that extraction again."""
    # Only a result to compare with makes a 304 meaningful.
    previous = claim.previous
    validators = Validators(previous.etag, previous.last_modified) if claim.recent else None
    try:
        page = await fetcher.fetch(
            claim.url,
            claim.headers,
            validators if first is None else None,
            allow_private=claim.allow_private_networks,
            request=claim.request,
        )
    except WorkFailed as error:
        return _failure(clock(), error, getattr(error, "status_code", None)), error, None
    body_hash = previous.body_hash if page.not_modified else hashlib.sha256(page.body).hexdigest()
    try:
        if first is not None and first.body_hash == body_hash and not page.not_modified:
            extracted = first
        else:
            extracted = await _snapshot(page, claim, body_hash)
    except ExtractionError as error:  # the page came: its status and time are worth keeping
        return _failure(clock(), error, page.status_code, page.duration_ms), error, None
    digest = extracted.digest
    recent = (digest, *(known for known in claim.recent if known != digest))
    outcome = Outcome(
        checked_at=clock(),
        duration_ms=page.duration_ms,
        status=classify_change(claim.recent, digest),
        http_status=page.status_code,
        result_hash=digest,
        snapshot=extracted.compressed,
        recent=recent[: claim.compare_last],
        response=_response(page, previous, body_hash),
        set_aside=extracted.set_aside.to_json(),
    )
    return outcome, None, extracted


def _response(page: Page, previous: ResponseId, body_hash: str | None) -> ResponseId:
    """A 304 may leave out the validators it confirms: those of the previous response hold."""
    kept = previous if page.not_modified else ResponseId()
    sent = page.validators
    return ResponseId(sent.etag or kept.etag, sent.last_modified or kept.last_modified, body_hash)


def _failure(now: int, error: WorkFailed, status_code: int | None, duration_ms: int = 0) -> Outcome:
    message = f"{type(error).__name__}: {error}"
    return Outcome(
        checked_at=now,
        duration_ms=duration_ms,
        status=CheckStatus.FAILED,
        http_status=status_code,
        result_hash=None,
        error=message,
        error_class=error.code,
    )


async def _snapshot(page: Page, claim: Claim, body_hash: str | None) -> Extracted:
    """The page's hash, and its compressed snapshot unless it is one we compare with (and so
    have stored already). A 304, or the very bytes of the latest result, is that result again
    (extraction is deterministic), without parsing anything."""
    if page.not_modified or (claim.recent and body_hash == claim.previous.body_hash):
        return Extracted(digest=claim.recent[0], compressed=None, body_hash=body_hash)
    if len(page.body) > _EXTRACT_INLINE_BYTES:
        return await asyncio.to_thread(_extract, page, claim, body_hash)
    return _extract(page, claim, body_hash)


def _extract(page: Page, claim: Claim, body_hash: str | None) -> Extracted:
    """The page's snapshot without what the target's learned set leaves out."""
    try:
        snapshot, aside = learned.apply(
            claim.learned, extract(page.body, page.content_type, claim.rules)
        )
        digest = snapshot.digest
        compressed = None if digest in claim.recent else snapshot.compressed()
        return Extracted(
            digest=digest,
            compressed=compressed,
            snapshot=snapshot,
            set_aside=aside,
            body_hash=body_hash,
        )
    except WorkFailed:
        raise
    except Exception as error:
        # A page that breaks the extractor must not be retried forever by lease expiry:
        # it becomes a failure the operator sees in quarantine, with the bug in the log.
        log.exception(
            "check.extract_crashed", **slot_context(claim.slot.target_id, claim.slot.scheduled_for)
        )
        raise ExtractionError(f"extraction failed: {type(error).__name__}: {error}") from None
