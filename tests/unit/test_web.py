"""``monitor web``'s pure parts: the views from rows, the SVG chart, the Atom feed, and the
rules of who may look and where it may listen."""

import base64
from decimal import Decimal
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from monitor.config.model import load_settings
from monitor.config.web_auth import WebAuth
from monitor.errors import ConfigError, UsageError
from monitor.extract import Plan, PriceRecord, Snapshot
from monitor.schedule import iso
from monitor.states import CheckStatus
from monitor.store import CheckRow
from monitor.store.webread import TargetFilter
from monitor.web import charts, feeds, security, views

SVG = "{http://www.w3.org/2000/svg}"
ATOM = "{http://www.w3.org/2005/Atom}"
DAY = 24 * 3600 * 1000
HOSTILE = "<script>alert(1)</script>"


def result(
    day: int, *plans: tuple[str, str], status: CheckStatus = CheckStatus.CHANGED
) -> CheckRow:
    snapshot = Snapshot(
        mode="plans",
        text="",
        plans=tuple(
            Plan(
                name,
                (PriceRecord(label=name, amount=Decimal(amount), currency="$", period="month"),),
            )
            for name, amount in plans
        ),
    )
    return CheckRow(
        work_id=f"acme:{iso(day * DAY)}",
        target_id="acme",
        scheduled_for=day * DAY,
        checked_at=day * DAY + 5,
        status=status,
        attempt_count=1,
        result_hash=f"hash-{plans}",
        error_message=None,
        http_status=200,
        duration_ms=10,
        snapshot=snapshot.compressed(),
    )


@pytest.mark.parametrize(
    ("text", "page"),
    [(None, 1), ("", 1), ("1", 1), ("7", 7), (str(views.MAX_PAGE), views.MAX_PAGE)],
)
def test_a_page_number_is_read(text: str | None, page: int) -> None:
    assert views.page_number(text) == page


# "\uff11": a full-width 1, which int() reads
@pytest.mark.parametrize("text", ["0", "-1", "x", "1.5", str(10**12), "\uff11"])
def test_a_bad_page_number_is_refused(text: str) -> None:
    with pytest.raises(views.BadQuery):
        views.page_number(text)


@pytest.mark.parametrize(
    ("status", "search", "params"),
    [
        (None, None, {"status": "", "pattern": ""}),
        ("failed", " Acme ", {"status": "failed", "pattern": "%acme%"}),
        ("", "50%_off!", {"status": "", "pattern": "%50!%!_off!!%"}),  # LIKE's characters
    ],
)
def test_the_filter_escapes_what_like_would_read(
    status: str | None, search: str | None, params: dict[str, str]
) -> None:
    assert views.target_filter(status, search).params() == params


@pytest.mark.parametrize(("status", "search"), [("bogus", ""), ("", "x" * 201), ("", "a\x00b")])
def test_a_bad_filter_is_refused(status: str, search: str) -> None:
    with pytest.raises(views.BadQuery):
        views.target_filter(status, search)


def test_pages_say_where_the_list_is() -> None:
    assert views.pages(0, 1) == {"page": 1, "last": 1, "previous": None, "next": None, "total": 0}
    assert views.pages(120, 2)["previous"] == 1
    assert views.pages(120, 2)["next"] == 3
    assert views.pages(120, 3)["next"] is None
    assert TargetFilter().params() == {"status": "", "pattern": ""}


@pytest.mark.parametrize(
    ("url", "shown", "href"),
    [
        (
            "https://user:pw@example.com/p?q=1",
            "https://example.com/p?q=1",
            "https://example.com/p?q=1",
        ),
        ("javascript:alert(1)", "javascript:alert(1)", None),
        ("data:text/html,<b>x</b>", "data:text/html,%3Cb%3Ex%3C/b%3E", None),
    ],
)
def test_a_url_is_a_link_only_when_it_is_a_web_pages(
    url: str, shown: str, href: str | None
) -> None:
    assert views.shown_url(url) == shown
    assert views.safe_href(url) == href


def test_diff_lines_are_marked_by_what_they_are() -> None:
    lines = ["acme:1 changed", "Starter: $9 → $12", "@@ -1 +1 @@", "-old", "+new", " same"]
    assert [kind for kind, _ in views.diff_rows(lines)] == [
        "context",
        "changed",
        "hunk",
        "removed",
        "added",
        "context",
    ]
    assert views.summary_line(lines) == "Starter: $9 → $12"
    assert views.summary_line(["acme:1 changed: a baseline"]) == "acme:1 changed: a baseline"


def test_price_series_have_a_point_per_result_oldest_first() -> None:
    rows = [
        result(3, ("Pro", "12")),
        result(2, ("Pro", "10"), ("Team", "5")),
        result(1, ("Pro", "10")),
    ]
    series = views.price_series(rows)
    assert [point.amount for point in series["Pro"]["month"]] == [10, 10, 12]
    assert [point.slot for point in series["Team"]["month"]] == [2 * DAY]
    tables = dict(views.price_tables(series))
    assert [amount for _, _, amount in tables["Pro"]] == ["$10.00/mo", "$12.00/mo"]  # changes


def test_a_chart_has_a_titled_point_per_price_and_a_step_line_per_record() -> None:
    prices = [(1, "10"), (2, "10"), (3, "12")]
    rows = [result(day, ("Pro", amount), (HOSTILE, "1")) for day, amount in prices]
    series = views.price_series(rows)
    svg = ET.fromstring(charts.chart("Pro", series["Pro"], 0))
    points = [title.text for circle in svg.iter(f"{SVG}circle") for title in circle]
    # A point where each price was recorded first; day 2 repeats day 1's on the same line.
    assert points == [
        f"Pro month: $10.00/mo at {iso(DAY)}",
        f"Pro month: $12.00/mo at {iso(3 * DAY)}",
    ]
    [line] = [path for path in svg.iter(f"{SVG}path") if "H" in path.attrib["d"][3:]][1:]
    assert line.attrib["d"].count("V") == 1  # one step
    hostile = charts.chart(HOSTILE, series[HOSTILE], 1)
    assert HOSTILE not in hostile
    assert "&lt;script&gt;" in hostile
    assert ET.fromstring(hostile).findtext(f"{SVG}title") == f"{HOSTILE}: prices over time"


def test_a_feed_is_atom_with_text_whatever_the_page_said() -> None:
    entry = feeds.Entry("acme:1", "acme", DAY, f"+ {HOSTILE}", [f"+ {HOSTILE}", "bell \x07"])
    feed = ET.fromstring(feeds.feed("changes", "/feed.atom", [entry], 5 * DAY))
    assert feed.tag == f"{ATOM}feed"
    assert feed.findtext(f"{ATOM}updated") == iso(DAY)
    [item] = feed.findall(f"{ATOM}entry")
    assert item.findtext(f"{ATOM}title") == f"acme: + {HOSTILE}"
    assert item.findtext(f"{ATOM}content") == f"+ {HOSTILE}\nbell \ufffd"
    link = item.find(f"{ATOM}link")
    assert link is not None
    assert link.attrib["href"] == "/targets/acme/changes/acme%3A1"
    empty = ET.fromstring(feeds.feed("changes", "/feed.atom", [], 5 * DAY))
    assert empty.findtext(f"{ATOM}updated") == iso(5 * DAY)


@pytest.mark.parametrize(
    ("host", "allowed"),
    [
        ("127.0.0.1", True),
        ("::1", True),
        ("localhost", True),
        ("127.0.0.2", True),
        ("0.0.0.0", False),
        ("::", False),
        ("192.168.1.2", False),
        ("example.com", False),
    ],
)
def test_only_the_loopback_is_served_without_auth(host: str, allowed: bool) -> None:
    if allowed:
        security.check_listen(host, None)
    else:
        with pytest.raises(UsageError, match=r"needs web\.auth"):
            security.check_listen(host, None)
    security.check_listen(host, WebAuth(token="t" * 40))


def basic(user: str, password: str) -> str:
    return "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()


def test_a_token_or_a_password_authorizes() -> None:
    token = WebAuth(token="t" * 40)
    assert security.authorized(token, "Bearer " + "t" * 40)
    assert not security.authorized(token, "Bearer " + "t" * 39)
    assert not security.authorized(token, basic("ops", "t" * 40))
    hashed = WebAuth(user="ops", password_hash=security.password_hash("pw", "saltsalt", 10_000))
    assert security.authorized(hashed, basic("ops", "pw"))
    for header in (basic("ops", "wrong"), basic("root", "pw"), "Basic !!!", "", "Bearer pw"):
        assert not security.authorized(hashed, header), header


def test_web_auth_is_read_from_the_environment_by_the_web_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = tmp_path / "monitor.yaml"
    settings.write_text("web:\n  auth:\n    token: ${WEB_TOKEN}\n")
    assert load_settings(settings).web.auth == WebAuth(token="${WEB_TOKEN}")  # left unread
    with pytest.raises(ConfigError, match="environment variable WEB_TOKEN is not set"):
        load_settings(settings, web_secrets=True)
    monkeypatch.setenv("WEB_TOKEN", "s" * 40)
    assert load_settings(settings, web_secrets=True).web.auth == WebAuth(token="s" * 40)


@pytest.mark.parametrize(
    ("auth", "said"),
    [
        ("token: short", "at least 32 characters"),
        ("user: ops", "user and password_hash go together"),
        ("password_hash: plain", "must be pbkdf2_sha256"),
        ("{}", "needs either token"),
    ],
)
def test_bad_web_auth_is_refused(tmp_path: Path, auth: str, said: str) -> None:
    settings = tmp_path / "monitor.yaml"
    settings.write_text(
        f"web:\n  auth: {auth}\n" if auth == "{}" else f"web:\n  auth:\n    {auth}\n"
    )
    with pytest.raises(ConfigError, match=said):
        load_settings(settings)
