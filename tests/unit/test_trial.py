"""``monitor try``'s pure parts (``monitor.ops.try_report``): the target its options describe, each
bad value one line naming its option; the hint a failure's class gets; the report's layout."""

from typing import Any

import pytest

from monitor.config.model import Target
from monitor.errors import UsageError
from monitor.ops.try_report import TRY_ID, failure_line, headers, hint, lines, target_of

URL = "https://example.com/pricing"


@pytest.mark.parametrize(
    ("values", "said"),
    [
        ({"url": "ftp://example.com/"}, "URL: must be an http:// or https:// URL with a host"),
        ({"url": URL, "selector": "div["}, "--selector: not a valid CSS selector: 'div['"),
        ({"url": URL, "ignore": ["a[["]}, "--ignore: not a valid CSS selector: 'a[['"),
        ({"url": URL, "ignore_text": ["(("]}, "--ignore-text: not a valid regular expression"),
        ({"url": URL, "extract": "all"}, "--extract: Input should be 'text', 'prices' or 'plans'"),
        ({"url": URL, "id": "Not A Slug"}, "--add: String should match pattern"),
        ({"url": URL, "interval": "5m"}, "--interval: must be at least 15m"),
        ({"url": URL, "headers": {"Bad Name": "x"}}, "--header: not a valid header name"),
    ],
)
def test_a_bad_option_is_one_line_naming_it(values: dict[str, Any], said: str) -> None:
    with pytest.raises(UsageError) as raised:
        target_of(values)
    assert str(raised.value).startswith(said)
    assert "\n" not in str(raised.value)


def test_a_url_alone_is_a_daily_target_named_try() -> None:
    target = target_of({"url": URL, "selector": None, "ignore": []})
    assert (target.id, target.url, target.interval_minutes, target.selector) == (
        TRY_ID,
        URL,
        24 * 60,
        None,
    )


def test_a_stored_target_keeps_its_settings_but_what_the_options_override() -> None:
    stored = Target.model_validate(
        {
            "id": "acme",
            "url": URL,
            "interval": "1h",
            "selector": "#plans",
            "ignore": ["nav"],
            "headers": {"Accept-Language": "de"},
            "allow_private_networks": True,
        }
    )
    tried = target_of({"selector": "#pricing", "ignore": [], "extract": None}, stored)
    assert (tried.id, tried.selector, tried.ignore) == ("acme", "#pricing", ("nav",))
    assert tried.headers == {"Accept-Language": "de"}
    assert tried.allow_private_networks
    assert tried.interval_minutes == 60


@pytest.mark.parametrize(
    ("written", "parsed"),
    [
        ([], {}),
        (["Accept-Language: de-CH"], {"Accept-Language": "de-CH"}),
        (["X-A: b: c", "Cookie:  x=1 "], {"X-A": "b: c", "Cookie": "x=1"}),
    ],
)
def test_headers(written: list[str], parsed: dict[str, str]) -> None:
    assert headers(written) == parsed


@pytest.mark.parametrize("written", ["no colon", ": value"])
def test_a_header_without_a_name_is_refused(written: str) -> None:
    with pytest.raises(UsageError, match="--header: must be 'Name: value'"):
        headers([written])


PROPOSED = [{"selector": "#plans", "prices_shown": 2, "prices_on_page": 3,
             "prices": ["Starter: $9.00/mo", "Team: $19.00/mo"], "plans": []}]  # fmt: skip


@pytest.mark.parametrize(
    ("error_class", "proposals", "expected"),
    [
        ("selector_not_found", PROPOSED, "these match elements with prices: #plans"),
        (
            "selector_not_found",
            [],
            "the selector matched nothing, and no element with prices has a stable name",
        ),
        ("http_404", [], "the server refused the page"),
        ("body_too_large", [], "the page is larger than the settings' max_body_bytes"),
        ("connect", [], None),
    ],
)
def test_hints(error_class: str, proposals: list[dict[str, Any]], expected: str | None) -> None:
    assert hint(error_class, proposals) == expected


def _report(**changed: Any) -> dict[str, Any]:
    shown: dict[str, Any] = {
        "url": URL, "final_url": URL + "/", "status": 200, "fetch_ms": 12, "extract_ms": 3,
        "total_ms": 40, "rules": {"selector": None}, "price_lines": ["Team: $19.00/mo"],
        "text": ["Pricing", "Team $19/mo"], "text_line_count": 30,
        "volatile": ["Updated 5 minutes ago"], "learned": [], "proposals": PROPOSED,
        "plan_lines": [], "error": None,
    }  # fmt: skip
    return shown | changed


def test_the_report_as_lines() -> None:
    change = "Team: $19.00/mo → $24.00/mo"
    against = {"against": "acme:2026-01-01T00:00:00.000Z", "status": "changed",
               "changes": [change]}  # fmt: skip
    assert lines(_report(compared=against)) == [
        f"{URL}/  HTTP 200  (40 ms: fetch 12 ms, extract 3 ms)",
        f"  (asked for {URL})",
        "prices (1):",
        "  Team: $19.00/mo",
        "text (first 2 of 30 lines):",
        "  Pricing",
        "  Team $19/mo",
        "set aside as volatile (1):",
        "  Updated 5 minutes ago",
        "proposed regions (--selector), smallest first:",
        "  1. #plans  (2 of 3 prices shown: Starter: $9.00/mo; Team: $19.00/mo)",
        "against the latest result (acme:2026-01-01T00:00:00.000Z): changed",
        "  Team: $19.00/mo → $24.00/mo",
    ]


def test_a_failed_fetch_shows_no_page_and_ends_in_one_line() -> None:
    failed = _report(
        final_url=None,
        status=None,
        fetch_ms=None,
        price_lines=[],
        text=[],
        text_line_count=0,
        volatile=[],
        proposals=[],
        error={
            "class": "timeout",
            "message": "no complete response within 20s",
            "hint": "the page did not answer within fetch_timeout",
        },
    )
    assert lines(failed) == [f"{URL}  HTTP no response  (40 ms)"]
    assert failure_line(failed) == (
        f"try {URL}: timeout: no complete response within 20s; the page did not answer within"
        " fetch_timeout"
    )
