"""What changed, from the outside: the daemon checks real pages, the CLI explains the results."""

import json
import time
from pathlib import Path

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import start
from tests.helpers import rows
from tests.pageserver import Page, PageServer

PRICING = """<!doctype html><html><head><title>Plans</title>
<script>window.__csrf = "{token}"; track("{token}");</script></head><body>
<nav><a href="/">Home</a> <a href="/blog?v={token}">Blog</a></nav>
<section id="pricing">
  <div class="plan" data-nonce="{token}"><h3>Starter</h3><p>${starter}/mo</p>
    <ul><li>Up to {users} users</li></ul></div>
  <div class="plan"><h3>Team</h3><p>$29/mo</p><ul><li>Up to 25 users</li></ul></div>
  {extra}
</section>
<form><input type="hidden" name="csrf" value="{token}"></form>
<footer>Served by edge-{token}</footer></body></html>"""


def pricing(token: str, starter: str = "9", users: str = "3", extra: str = "") -> Page:
    body = PRICING.format(token=token, starter=starter, users=users, extra=extra)
    return Page(body=body.encode(), headers={"Content-Type": "text/html; charset=utf-8"})


def check_again(config: Path, daemons: list[DaemonProcess]) -> None:
    """Make the target due at a new slot, a second after the last one (time passing, as far as
    the database can tell), and run the daemon once."""
    database = database_of(config)
    [(slot,)] = rows(database, "SELECT MAX(scheduled_for) + 1000 FROM source_checks")
    rows(database, "UPDATE monitor_targets SET next_check_at = ?", (slot,))
    time.sleep(max(0.0, slot / 1000 - time.time()))
    assert start(daemons, config, "--once").process.wait(30) == 0


def cli(config: Path, *args: str) -> str:
    result = run_cli(*args, "--config", str(config))
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_history_and_diff_explain_each_result(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    target = {"id": "acme", "url": pages.url("/acme"), "interval": "1h", "selector": "#pricing"}
    config = write_config(tmp_path, [target])
    pages.pages["/acme"] = pricing("t1")
    assert start(daemons, config, "--once").process.wait(30) == 0
    for page in (
        pricing("t2"),  # new tokens everywhere: nothing a customer sees
        pricing("t3", starter="12"),
        pricing("t4", starter="12", users="5"),
        pricing("t5", starter="12", users="5", extra="<div><h3>Scale</h3><p>$99/mo</p></div>"),
    ):
        pages.pages["/acme"] = page
        check_again(config, daemons)

    history = json.loads(cli(config, "history", "acme", "--json"))
    assert [row["status"] for row in history] == [
        "changed",
        "changed",
        "changed",
        "unchanged",
        "baseline",
    ]
    assert history[0]["prices"] == [
        {
            "label": "Starter",
            "amount": "12",
            "currency": "$",
            "period": "month",
            "availability": None,
        },
        {"label": "Team", "amount": "29", "currency": "$", "period": "month", "availability": None},
        {
            "label": "Scale",
            "amount": "99",
            "currency": "$",
            "period": "month",
            "availability": None,
        },
    ]
    assert "    Starter: $12.00/mo" in cli(config, "history", "acme").splitlines()

    latest = cli(config, "diff", "acme").splitlines()
    assert latest[0] == f"{history[0]['work_id']}  changed  (against {history[1]['work_id']})"
    assert latest[1] == "+ Scale: $99.00/mo"
    assert latest[-2:] == ["+Scale", "+$99/mo"]
    price = cli(config, "diff", "acme", history[2]["work_id"]).splitlines()
    assert "Starter: $9.00/mo → $12.00/mo" in price
    assert "-$9/mo" in price
    assert "+$12/mo" in price
    limits = cli(config, "diff", "acme", history[1]["work_id"]).splitlines()
    assert not any("→" in line for line in limits)  # no price moved
    assert "-Up to 3 users" in limits
    assert "+Up to 5 users" in limits
    unchanged = cli(config, "diff", "acme", history[3]["work_id"])
    assert unchanged.strip().endswith("nothing changed, the same as an earlier result")
    baseline = cli(config, "diff", "acme", history[-1]["work_id"])
    assert baseline.strip().endswith("nothing earlier to compare with")


def test_diff_of_an_unknown_result_is_a_one_line_error(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = write_config(tmp_path, [{"id": "acme", "url": pages.url("/acme"), "interval": "1h"}])
    pages.pages["/acme"] = pricing("t1")
    assert start(daemons, config, "--once").process.wait(30) == 0
    missing = run_cli("diff", "acme", "acme:2001-01-01T00:00:00.000Z", "--config", str(config))
    assert (missing.returncode, missing.stderr) == (
        2,
        "monitor: no result 'acme:2001-01-01T00:00:00.000Z' for target 'acme'\n",
    )
    unknown = run_cli("diff", "nope", "--config", str(config))
    assert unknown.returncode == 2
    assert unknown.stderr.startswith("monitor: no target 'nope'")
    assert cli(config, "diff", "acme") == "acme: no change recorded\n"


def test_a_broken_selector_is_a_config_error_naming_the_target(tmp_path: Path) -> None:
    target = {"id": "acme", "url": "https://example.com/", "interval": "1h", "selector": "div >"}
    config = write_config(tmp_path, [target])
    result = run_cli("check-config", "--config", str(config))
    assert result.returncode == 2
    assert result.stderr == (
        f"{tmp_path / 'targets.yaml'}:4 targets[0].selector: "
        "not a valid CSS selector: 'div >' (target acme)\n"
    )
