"""The failure policy as one table: class, attempt, Retry-After → retry after D or quarantine."""

from datetime import timedelta

import pytest

from monitor import errors
from monitor.pipeline.retry import (
    Quarantine,
    Retry,
    RetryPolicy,
    backoff_ms,
    decide,
    parse_retry_after,
    work_failure,
)

POLICY = RetryPolicy(base=timedelta(seconds=30), cap=timedelta(minutes=15), max_attempts=5)
HOUR = 3_600_000
NOW = 1_785_916_800_000  # Wed, 05 Aug 2026 08:00:00 GMT


def status(code: int) -> errors.HTTPStatusError:
    return errors.HTTPStatusError(code, "")


TRANSIENT = [
    errors.FetchTimeout(),
    errors.ConnectionFailed(),
    errors.DNSFailure(),
    *(status(code) for code in (408, 425, 429, 500, 502, 503, 504, 507, 520, 599)),
    errors.MailRefused(421, "service not available"),
    errors.MailRefused(451, "try again later"),
    errors.Blocked("Cloudflare challenge page", 403),
    errors.ProxyFailed(),
    errors.RenderFailed(),
]
PERMANENT = [
    errors.UnknownHost(),
    errors.TLSCertificateError(),
    errors.BlockedAddress(),
    errors.InvalidRequest(),
    errors.TooManyRedirects(),
    errors.BodyTooLarge(),
    errors.UnsupportedContent(),
    errors.BadResponse(),
    errors.RegionNotFound(),
    errors.NoPrices(),
    errors.ExtractionError(),
    errors.MailRefused(550, "no such mailbox"),
    *(status(code) for code in (400, 401, 403, 404, 405, 410, 451, 501, 505)),
]


@pytest.mark.parametrize("error", TRANSIENT, ids=lambda e: e.code)
def test_transient_failures_wait_and_retry(error: errors.WorkFailed) -> None:
    assert decide(error, 1, POLICY, 0.0, None, HOUR) == Retry(15_000)


@pytest.mark.parametrize("error", PERMANENT, ids=lambda e: e.code)
def test_permanent_failures_are_quarantined_at_once(error: errors.WorkFailed) -> None:
    assert decide(error, 1, POLICY, 0.0, None, HOUR) == Quarantine("permanent")


@pytest.mark.parametrize(
    ("attempt", "expected"),
    [
        (1, Retry(15_000)),
        (2, Retry(30_000)),
        (3, Retry(60_000)),
        (4, Retry(120_000)),
        (5, Quarantine("exhausted")),  # the fifth fetch was the last one
        (9, Quarantine("exhausted")),
    ],
)
def test_transient_failures_are_quarantined_after_the_last_attempt(
    attempt: int, expected: Retry | Quarantine
) -> None:
    # jitter 0: the bottom of the range, half the doubled backoff
    assert decide(errors.FetchTimeout(), attempt, POLICY, 0.0, None, HOUR) == expected


@pytest.mark.parametrize(
    ("attempt", "low", "high"),
    [
        (1, 15_000, 30_000),
        (2, 30_000, 60_000),
        (5, 240_000, 480_000),
        (6, 450_000, 900_000),
        (7, 450_000, 900_000),
        (60, 450_000, 900_000),
    ],
)
@pytest.mark.parametrize("jitter", [0.0, 0.25, 0.5, 0.999])
def test_backoff_doubles_within_its_jitter_and_stops_at_the_cap(
    attempt: int, low: int, high: int, jitter: float
) -> None:
    assert low <= backoff_ms(attempt, POLICY, jitter) <= high


@pytest.mark.parametrize(
    ("retry_after_ms", "until_next_slot_ms", "expected"),
    [
        (None, HOUR, 15_000),  # the backoff alone
        (5_000, HOUR, 15_000),  # shorter than the backoff: the backoff wins
        (120_000, HOUR, 120_000),  # longer: the server's word wins
        (10 * HOUR, HOUR, HOUR),  # never past the target's next slot
        (None, 0, 0),  # the next slot is already due
    ],
)
def test_retry_after_wins_when_longer_but_never_past_the_next_slot(
    retry_after_ms: int | None, until_next_slot_ms: int, expected: int
) -> None:
    decision = decide(status(429), 1, POLICY, 0.0, retry_after_ms, until_next_slot_ms)
    assert decision == Retry(expected)


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("120", 120_000),
        (" 0 ", 0),
        ("Wed, 05 Aug 2026 08:02:00 GMT", 120_000),
        ("Wed, 05 Aug 2026 08:02:00 -0000", 120_000),
        ("Wed, 05 Aug 2026 07:00:00 GMT", 0),  # already past
        ("99999999999999999999", 366 * 24 * HOUR),  # absurdly long: bounded
        ("Fri, 31 Dec 9999 23:59:59 GMT", 366 * 24 * HOUR),
        ("1" * 5000, 366 * 24 * HOUR),  # past int()'s digit limit: bounded, no crash
        ("\xb2", None),  # "²": isdigit() says yes, int() says no
        ("-5", None),
        ("1.5", None),
        ("soon", None),
        ("", None),
        (None, None),
        ("Wed, 32 Aug 2026 08:02:00 GMT", None),
    ],
)
def test_parse_retry_after(header: str | None, expected: int | None) -> None:
    assert parse_retry_after(header, NOW) == expected


@pytest.mark.parametrize(
    ("error", "attempt", "retry_at", "quarantine", "status"),
    [
        (errors.ConnectionFailed("reset"), 1, 1_000 + 30_000, None, None),
        (errors.HTTPStatusError(503, "Service Unavailable", None), 2, 1_000 + 60_000, None, 503),
        (errors.HTTPStatusError(410, "Gone", None), 1, None, "permanent", 410),
        (errors.DatabaseBusy("locked"), 5, None, "exhausted", None),
        (errors.StaleMessage("period_end"), 1, None, "permanent", None),
    ],
)
def test_a_failed_send_or_batch_is_recorded_as_a_retry_or_a_quarantine(
    error: errors.WorkFailed,
    attempt: int,
    retry_at: int | None,
    quarantine: str | None,
    status: int | None,
) -> None:
    failure = work_failure(error, attempt, POLICY, 1_000, None, jitter=1.0)
    assert (failure.retry_at, failure.quarantine, failure.http_status) == (
        retry_at,
        quarantine,
        status,
    )
    assert failure.error_class == error.code
