"""``monitor web`` in Debian's Chromium through Playwright: the pages as a person sees them,
on a database real checks filled. A screenshot of each page is left in the test's directory
for a reviewer, and axe-core (vendored, tests/data/axe) finds no serious accessibility
violation."""

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, Route, sync_playwright

from monitor.fetch.browser import chromium
from tests.acceptance.backend import Backend
from tests.acceptance.daemon import DaemonProcess
from tests.acceptance.web import HOSTILE, PRICES, WebProcess, filled, serving
from tests.chromium import require_chromium
from tests.pageserver import PageServer

AXE = Path(__file__).parents[1] / "data" / "axe" / "axe.min.js"
SERIOUS = ("serious", "critical")


@pytest.fixture
def web(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> Iterator[WebProcess]:
    require_chromium()
    with serving(filled(tmp_path, pages, daemons)) as served:
        yield served


@pytest.fixture
def browser() -> Iterator[Browser]:
    executable = chromium.find_executable("auto")
    assert executable is not None
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        try:
            yield launched
        finally:
            launched.close()


def accessibility_violations(page: Page) -> list[dict[str, Any]]:
    """axe-core's serious and critical findings on the page as it stands. It is evaluated
    through the DevTools protocol, which the page's CSP does not govern."""
    page.evaluate(AXE.read_text())
    found: list[dict[str, Any]] = page.evaluate("async () => (await axe.run()).violations")
    return [
        {"id": v["id"], "nodes": [n["target"] for n in v["nodes"]]}
        for v in found
        if v["impact"] in SERIOUS
    ]


def test_the_dashboard_in_a_browser(web: WebProcess, browser: Browser, tmp_path: Path) -> None:
    context = browser.new_context()
    outside: list[str] = []

    # Nothing leaves the host: every request the pages make is to the dashboard itself.
    def only_the_dashboard(route: Route) -> None:
        if route.request.url.startswith(web.base):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", only_the_dashboard)
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda message: _complaint(message, problems))
    page.on("dialog", lambda dialog: problems.append(f"dialog: {dialog.message}"))
    shots = tmp_path / "screenshots"
    seen: dict[str, list[dict[str, Any]]] = {}

    page.goto(web.base + "/")
    assert page.get_by_role("link", name="acme", exact=True).is_visible()
    assert page.get_by_role("link", name="quiet", exact=True).is_visible()
    page.screenshot(path=shots / "overview.png", full_page=True)
    seen["overview"] = accessibility_violations(page)

    page.get_by_role("link", name="acme", exact=True).click()
    page.wait_for_url(f"{web.base}/targets/acme")
    starter = page.locator("svg.chart circle", has=page.locator("title", has_text="Starter"))
    assert starter.count() == len(PRICES)  # one point per recorded price
    amounts = [re.search(r"\$(\d+)\.00", title) for title in starter.all_text_contents()]
    assert [found[1] for found in amounts if found] == list(PRICES)
    assert page.locator("pre.diff span", has_text=HOSTILE).first.is_visible()  # as text
    assert page.locator("script").count() == 1  # the dashboard's own, and no other
    page.screenshot(path=shots / "target.png", full_page=True)
    seen["target"] = accessibility_violations(page)

    page.locator("article.change h3 a").first.click()
    page.wait_for_url(re.compile(r".*/targets/acme/changes/.*"))
    assert page.locator("pre.diff .added", has_text="+$15/mo").is_visible()
    assert page.locator("pre.diff .removed", has_text="-$12/mo").is_visible()
    assert page.locator("ul.plans li", has_text=f"{HOSTILE}: $5.00/mo").is_visible()
    page.screenshot(path=shots / "change.png", full_page=True)
    seen["change"] = accessibility_violations(page)

    for name in ("quarantine", "runs"):
        page.goto(f"{web.base}/{name}")
        page.screenshot(path=shots / f"{name}.png", full_page=True)
        seen[name] = accessibility_violations(page)

    page.goto(web.base + "/")
    with page.expect_response(re.compile(r".*/feed\.atom$")) as feed:
        page.get_by_role("link", name="Feed", exact=True).click()
    assert feed.value.status == 200
    assert "<feed" in feed.value.text()

    assert {name: found for name, found in seen.items() if found} == {}
    assert problems == []
    assert outside == []
    assert sorted(path.name for path in shots.iterdir()) == [
        "change.png",
        "overview.png",
        "quarantine.png",
        "runs.png",
        "target.png",
    ]
    context.close()


def _complaint(message: ConsoleMessage, problems: list[str]) -> None:
    """A script blocked by the CSP, or an error, is a console error."""
    if message.type == "error":
        problems.append(message.text)
