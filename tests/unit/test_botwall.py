"""Bot-wall recognition as one table: every wall is recognised, and no page that merely talks
about access, CAPTCHAs, verification, security or bots (a missed real page) is."""

import pytest

from monitor import errors
from monitor.fetch.botwall import recognise
from monitor.pipeline.retry import Quarantine, Retry, RetryPolicy, decide
from tests.botwalls import PAGES, WALLS, Case


@pytest.mark.parametrize("case", WALLS, ids=lambda case: case[0])
def test_a_wall_is_recognised(case: Case) -> None:
    _, status, headers, body = case
    assert recognise(status, headers, body.encode()) is not None


@pytest.mark.parametrize("case", PAGES, ids=lambda case: case[0])
def test_a_page_is_not_a_wall(case: Case) -> None:
    _, status, headers, body = case
    assert recognise(status, headers, body.encode()) is None


def test_the_table_has_as_many_pages_as_walls() -> None:
    assert len(PAGES) >= len(WALLS) >= 20


@pytest.mark.parametrize(
    ("status", "headers", "body", "reason"),
    [
        (403, {"cf-mitigated": "challenge"}, b"", "Cloudflare challenge (cf-mitigated: challenge)"),
        (403, {"cf-mitigated": "Challenge"}, b"", "Cloudflare challenge (cf-mitigated: challenge)"),
        (200, {"cf-mitigated": "none"}, b"<p>$10</p>", None),
        (403, {}, b"<title>Access Denied</title>", "HTTP 403 block page (Access Denied)"),
        (200, {}, b"<title>Access Denied</title>", None),
        (404, {}, b"<title>Access Denied</title>", None),
        (
            200,
            {},
            b'<title>Security check</title><div class="g-recaptcha"></div>',
            "CAPTCHA page (Security check)",
        ),
        (200, {}, b'<title>Pricing</title><div class="g-recaptcha"></div>', None),
        (200, {}, "<title>Zugriff verweigert</title>", None),
        (403, {}, "<title>Zugriff verweigert</title>", "HTTP 403 block page (Zugriff verweigert)"),
    ],
)
def test_what_a_wall_is_called(
    status: int, headers: dict[str, str], body: bytes | str, reason: str | None
) -> None:
    assert recognise(status, headers, body) == reason


def test_a_wall_is_retried_with_backoff_then_quarantined_as_exhausted() -> None:
    wall = errors.Blocked("Cloudflare challenge page", 403)
    policy = RetryPolicy(max_attempts=3)
    assert (wall.code, wall.status_code, str(wall)) == (
        "blocked",
        403,
        "bot wall: Cloudflare challenge page (HTTP 403)",
    )
    assert isinstance(decide(wall, 1, policy, 0.0, None, 3_600_000), Retry)
    assert isinstance(decide(wall, 2, policy, 0.0, None, 3_600_000), Retry)
    assert decide(wall, 3, policy, 0.0, None, 3_600_000) == Quarantine("exhausted")
