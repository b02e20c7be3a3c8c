"""``render: browser`` in the daemon: a page whose prices only its script builds is a
baseline of those prices (fetched, its empty shell has none), SIGTERM closes the browser
before the daemon exits and no Chromium process outlives it, and a target that asks for a
browser when none is installed is a one-line error at start."""

import time
from pathlib import Path

import pytest

from monitor.browser import chromium
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import start
from tests.chromium import require_chromium
from tests.helpers import rows
from tests.pageserver import Page, PageServer

SHELL = b"""<!doctype html><html><body><div id="plans">Loading...</div><script>
fetch('/api/plans').then(r => r.json()).then(plans => {
  document.getElementById('plans').innerHTML = plans.map(
    p => '<p class="plan">' + p.name + ': $' + p.price + '/month</p>').join('');
});</script></body></html>"""
PLANS = b'[{"name": "Starter", "price": 19}, {"name": "Business", "price": 79}]'
HTML = {"Content-Type": "text/html"}


def browser_target(pages: PageServer, target_id: str, **fields: object) -> dict[str, object]:
    pages.pages[f"/{target_id}"] = Page(SHELL, headers=HTML)
    target = {"id": target_id, "url": pages.url(f"/{target_id}"), "interval": "1h"}
    return target | {"render": "browser", "extract": "prices", "wait_for": ".plan"} | fields


def test_a_rendered_page_is_a_baseline_and_sigterm_leaves_no_chromium(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    require_chromium()
    pages.pages["/api/plans"] = Page(PLANS, headers={"Content-Type": "application/json"})
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
    pages.pages["/api/plans"] = Page(PLANS, delay=20)  # the page waits on its data
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
