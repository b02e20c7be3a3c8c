"""``render: browser`` in the daemon: a page whose prices only its script builds is a
baseline of those prices (fetched, its empty shell has none), SIGTERM closes the browser
before the daemon exits and no Chromium process outlives it, and a target that asks for a
browser when none is installed is a one-line error at start."""

import itertools
import time
from functools import partial
from pathlib import Path

import pytest

from monitor.fetch.browser import chromium
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, Event, run_cli
from tests.acceptance.test_daemon import start
from tests.chromium import require_chromium
from tests.helpers import rows
from tests.pageserver import Page, PageServer
from tests.proxyserver import ProxyServer

SHELL = b"""<!doctype html><html><body><div id="plans">Loading...</div><script>
fetch('/api/plans').then(r => r.json()).then(plans => {
  document.getElementById('plans').innerHTML = plans.map(
    p => '<p class="plan">' + p.name + ': $' + p.price + '/month</p>').join('');
});</script></body></html>"""
PLANS = b'[{"name": "Starter", "price": 19}, {"name": "Business", "price": 79}]'
HTML = {"Content-Type": "text/html"}


def browser_target(pages: PageServer, target_id: str, **fields: object) -> dict[str, object]:
    pages.pages[f"/{target_id}"] = Page(body=SHELL, headers=HTML)
    target = {"id": target_id, "url": pages.url(f"/{target_id}"), "interval": "1h"}
    return target | {"render": "browser", "extract": "prices", "wait_for": ".plan"} | fields


def test_a_rendered_page_is_a_baseline_and_sigterm_leaves_no_chromium(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    require_chromium()
    pages.pages["/api/plans"] = Page(body=PLANS, headers={"Content-Type": "application/json"})
    targets = [
        browser_target(pages, "rendered"),
        browser_target(pages, "fetched") | {"render": "http"},
    ]
    targets[1].pop("wait_for")
    config = write_config(tmp_path, targets, tick_interval="1h")
    daemon = start(daemons, config)
    daemon.wait_for("check.failed", lambda e: e["target_id"] == "fetched", timeout=30)
    daemon.wait_for("check.committed", lambda e: e["target_id"] == "rendered", timeout=60)
    assert chromium.of_daemon(daemon.process.pid) != []  # the browser runs while it may serve
    assert daemon.stop() == 0
    assert chromium.of_daemon(daemon.process.pid) == []
    assert daemon.named("browser.closed")
    found = dict(rows(database_of(config), "SELECT target_id, status FROM source_checks"))
    assert found == {"rendered": "baseline", "fetched": "failed"}
    [(error_class,)] = rows(
        database_of(config), "SELECT error_class FROM source_checks WHERE target_id = 'fetched'"
    )
    assert error_class == "no_prices"  # the shell, fetched, has no price: why render


def test_sigterm_during_a_long_render_gives_the_slot_back_and_leaves_no_chromium(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    require_chromium()
    pages.pages["/api/plans"] = Page(body=PLANS, delay=20)  # the page waits on its data
    config = write_config(
        tmp_path,
        [browser_target(pages, "slow", render_timeout="60s")],
        tick_interval="1h",
        shutdown_grace="2s",  # then the render is cancelled, as a fetch would be
    )
    daemon = start(daemons, config)
    daemon.wait_for("check.claimed", timeout=30)
    deadline = time.monotonic() + 30
    while not pages.hits["/api/plans"] and time.monotonic() < deadline:
        time.sleep(0.05)
    started = time.monotonic()
    assert daemon.stop() == 0
    assert time.monotonic() - started < 15
    assert chromium.of_daemon(daemon.process.pid) == []
    assert rows(database_of(config), "SELECT COUNT(*) FROM source_checks") == [(0,)]
    assert rows(database_of(config), "SELECT lease_token FROM monitor_targets") == [(None,)]


def test_plain_checks_do_not_queue_behind_renders_waiting_for_the_browser(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    """One browser slot, two consumers, four renders of seconds each due with two plain
    checks: the plain ones are committed while every render still waits for the browser or
    renders (each waits apart from the consumers, its lease renewed); the renders then come
    one at a time, and SIGTERM leaves no Chromium and no lease."""
    require_chromium()
    pages.pages["/api/plans"] = Page(
        body=PLANS, headers={"Content-Type": "application/json"}, delay=1.5
    )
    rendered = [browser_target(pages, f"a-rendered-{n}") for n in range(4)]
    plain = [
        {"id": f"b-plain-{n}", "url": pages.url(f"/plain-{n}"), "interval": "1h"} for n in range(2)
    ]
    for n in range(2):
        pages.pages[f"/plain-{n}"] = Page()
    config = write_config(
        tmp_path,
        rendered + plain,
        tick_interval="1h",
        concurrency=2,
        per_host_concurrency=8,
        browser={"concurrency": 1},
        lease="3s",
        shutdown_grace="1s",
    )
    daemon = start(daemons, config)
    for name in ("b-plain-0", "b-plain-1"):
        daemon.wait_for("check.committed", partial(checked, name), timeout=30)
    committed = [e["target_id"] for e in daemon.named("check.committed")]
    assert sorted(committed) == ["b-plain-0", "b-plain-1"]  # no render is done yet
    time.sleep(3.5)  # longer than the lease: the renders still waiting have it renewed
    waiting = rows(
        database_of(config),
        "SELECT lease_expires_at FROM monitor_targets WHERE lease_token IS NOT NULL",
    )
    assert waiting
    assert all(expires > time.time() * 1000 for (expires,) in waiting)
    daemon.wait_for("check.committed", partial(checked, "a-rendered-1"), timeout=60)
    started = pages.hit_times["/api/plans"]
    assert all(b - a > 1.4 for a, b in itertools.pairwise(started))  # one render at a time
    assert daemon.stop() == 0
    assert chromium.of_daemon(daemon.process.pid) == []
    found = dict(rows(database_of(config), "SELECT target_id, status FROM source_checks"))
    assert {found[t["id"]] for t in plain} == {"baseline"}
    assert rows(database_of(config), "SELECT lease_token FROM monitor_targets") == [(None,)] * 6
    assert not daemon.named("check.lease_lost")


def test_cookie_values_never_reach_the_log(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    """Fetched and rendered, committed and failed (no prices; a proxy that refuses): the
    target's cookies and its Cookie header are sent, and not one of their values is in the
    daemon's log."""
    require_chromium()
    pages.pages["/api/plans"] = Page(body=PLANS, headers={"Content-Type": "application/json"})
    secrets = {
        "cookies": {"session": "c00kie-value-71"},
        "headers": {"Cookie": "sid=h3ader-value-72"},
    }
    refusing = ProxyServer("http", credentials="a:b", refuse=True).start()
    try:
        targets = [
            browser_target(pages, "rendered") | secrets,
            browser_target(pages, "fetched", render="http", wait_for=None) | secrets,
            browser_target(pages, "rendered-proxied", proxy=refusing.url()) | secrets,
            browser_target(
                pages, "fetched-proxied", render="http", wait_for=None, proxy=refusing.url()
            )
            | secrets,
        ]
        config = write_config(tmp_path, targets, tick_interval="1h")
        daemon = start(daemons, config)
        daemon.wait_for("check.committed", partial(checked, "rendered"), timeout=60)
        for name in ("fetched", "rendered-proxied", "fetched-proxied"):
            daemon.wait_for("check.failed", partial(checked, name), timeout=30)
        assert daemon.stop() == 0
    finally:
        refusing.stop()
    sent = [h.get("Cookie") for h in pages.request_headers if h.get("Cookie")]
    # The fetched page, the rendered one and its script's request for the plans.
    assert sent.count("sid=h3ader-value-72; session=c00kie-value-71") == 3
    log = daemon.log_path.read_text()
    assert "proxy_failed" in log  # the failures were logged, with their errors
    assert "c00kie-value-71" not in log
    assert "h3ader-value-72" not in log


def checked(target_id: str, event: Event) -> bool:
    return bool(event["target_id"] == target_id)


@pytest.mark.parametrize("command", [("check-config",), ("run", "--once")])
def test_a_browser_target_without_chromium_is_one_line_at_start(
    tmp_path: Path, pages: PageServer, backend: Backend, command: tuple[str, ...]
) -> None:
    config = write_config(
        tmp_path,
        [{"id": "plain", "url": pages.url("/p"), "interval": "1h"}, browser_target(pages, "r")],
        browser={"executable": "/nonexistent/chromium"},
    )
    done = run_cli(command[0], "--config", str(config), *command[1:])
    assert done.returncode == 2
    [line] = [line for line in done.stderr.splitlines() if "render" in line]
    assert line.endswith(
        "targets[1].render: browser needs Chromium (/nonexistent/chromium is not executable):"
        " apt-get install chromium"
    )
    assert "targets.yaml:" in line
    assert pages.hits["/r"] == pages.hits["/p"] == 0
