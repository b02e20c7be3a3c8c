"""The failure policy: which failures deserve another attempt, and when.

Pure functions of their arguments, no I/O and no clock, so the whole policy is one table of
tests. ``decide`` is the only place that maps the error tree of ``monitor.errors`` to retry
classes.
"""

from dataclasses import dataclass
from datetime import UTC, timedelta
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING, Literal

from monitor import errors
from monitor.store.base import WorkFailure

if TYPE_CHECKING:
    from monitor.config.model import Settings

# Worth another attempt: the server or the network may do better in a moment. A bot wall
# often lifts (a challenge for a burst, a rate limit); if it does not, the slot is quarantined
# as exhausted like any other failure that kept coming back.
TRANSIENT_ERRORS: tuple[type[errors.WorkFailed], ...] = (
    errors.FetchTimeout,
    errors.ConnectionFailed,
    errors.DNSFailure,
    errors.DatabaseBusy,
    errors.Blocked,
    errors.ProxyFailed,
    errors.RenderFailed,
)
TRANSIENT_STATUSES = frozenset({408, 425, 429, 500, 502, 503, 504})
# 5xx the table does not name: a server error is the server's to fix, except these two,
# which say the request itself will never work.
PERMANENT_SERVER_STATUSES = frozenset({501, 505})

MAX_RETRY_AFTER_MS = 366 * 24 * 3600 * 1000
DAY_MS = 24 * 3600 * 1000  # the longest wait of work without a next slot to bound it


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """``max_attempts`` counts every fetch of one slot, the first included."""

    base: timedelta = timedelta(seconds=30)
    cap: timedelta = timedelta(minutes=15)
    max_attempts: int = 5

    @classmethod
    def from_settings(cls, settings: "Settings") -> "RetryPolicy":
        return cls(settings.retry_base_delay, settings.retry_max_delay, settings.retry_max_attempts)


@dataclass(frozen=True, slots=True)
class Retry:
    delay_ms: int


@dataclass(frozen=True, slots=True)
class Quarantine:
    reason: Literal["permanent", "exhausted"]


def is_transient(error: errors.WorkFailed) -> bool:
    if isinstance(error, errors.MailRefused):  # SMTP: 4xx is "try again later"
        return 400 <= error.smtp_code < 500
    if isinstance(error, errors.HTTPStatusError):
        code = error.status_code
        return code in TRANSIENT_STATUSES or (
            500 <= code < 600 and code not in PERMANENT_SERVER_STATUSES
        )
    return isinstance(error, TRANSIENT_ERRORS)


def backoff_ms(attempt: int, policy: RetryPolicy, jitter: float) -> int:
    """``base`` after the first attempt, doubling, at most ``cap``; ``jitter`` in [0, 1)
    spreads it over [half, all] of that, so that targets failing together retry apart."""
    full = min(policy.cap, policy.base * 2 ** min(attempt - 1, 40))
    full_ms = int(full.total_seconds() * 1000)
    return full_ms // 2 + int(full_ms / 2 * jitter)


def decide(
    error: errors.WorkFailed,
    attempt: int,
    policy: RetryPolicy,
    jitter: float,
    retry_after_ms: int | None,
    until_next_slot_ms: int,
) -> Retry | Quarantine:
    """After the ``attempt``-th failed fetch of a slot: wait and retry, or quarantine it.

    A ``Retry-After`` longer than the backoff wins; no retry waits past the target's next slot.
    """
    if not is_transient(error):
        return Quarantine("permanent")
    if attempt >= policy.max_attempts:
        return Quarantine("exhausted")
    delay = max(backoff_ms(attempt, policy, jitter), retry_after_ms or 0)
    return Retry(max(0, min(delay, until_next_slot_ms)))


def work_failure(
    error: errors.WorkFailed,
    attempt: int,
    policy: RetryPolicy,
    now: int,
    retry_after_ms: int | None,
    jitter: float,
) -> WorkFailure:
    """What to record after the ``attempt``-th failure of an alert, a digest or a cleanup
    batch: a retry within a day, or the quarantine."""
    decision = decide(error, attempt, policy, jitter, retry_after_ms, DAY_MS)
    message = f"{type(error).__name__}: {error}"
    status = getattr(error, "status_code", None)
    if isinstance(decision, Quarantine):
        return WorkFailure(
            error_class=error.code, error=message, http_status=status, quarantine=decision.reason
        )
    return WorkFailure(
        error_class=error.code, error=message, http_status=status, retry_at=now + decision.delay_ms
    )


def parse_retry_after(value: str | None, now_ms: int) -> int | None:
    """``Retry-After`` as a delay in ms: delta-seconds or an HTTP date; None if unreadable."""
    text = (value or "").strip()
    if text.isascii() and text.isdigit():  # not "²", which isdigit() also accepts
        seconds = int(text) if len(text) <= 12 else MAX_RETRY_AFTER_MS  # no 5,000-digit int
        return min(seconds * 1000, MAX_RETRY_AFTER_MS)
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:  # "-0000": an HTTP date is GMT all the same
        when = when.replace(tzinfo=UTC)
    return max(0, min(int(when.timestamp() * 1000) - now_ms, MAX_RETRY_AFTER_MS))
