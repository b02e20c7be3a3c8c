"""``extract: plans`` from the outside: the daemon checks a pricing page, a webhook receiver on
127.0.0.1 records the alert, and the CLI's history and diff say what changed, plan by plan."""

import json
from pathlib import Path

from tests.acceptance.backend import Backend, write_config
from tests.acceptance.daemon import DaemonProcess
from tests.acceptance.test_daemon import start
from tests.acceptance.test_explain import check_again, cli
from tests.pageserver import Page, PageServer

PAGE = """<!doctype html><html lang="en"><head><title>Pricing</title>
<script>window.__build = "{token}";</script></head><body>
<header><p>Rated 4.8 by {token} teams</p></header>
<section id="pricing"><h2>Plans</h2><div class="grid">
  <div class="card"><h3>Free</h3><p>$0/mo</p>
    <ul><li>Up to {seats} seats</li><li><svg class="icon-x"></svg>Priority support</li></ul></div>
  <div class="card"><h3>Pro</h3><p>$12/mo</p>
    <ul><li>{storage} GB storage</li><li><svg aria-label="Included"></svg>Priority support</li>
    </ul></div>
  <div class="card"><h3>Scale</h3><p>$49/mo</p><ul><li>Unlimited projects</li>{sso}</ul></div>
  {extra}
</div></section><footer>Build {token}</footer></body></html>"""
HTML = {"Content-Type": "text/html; charset=utf-8"}


def page(token: str, seats: int = 4, storage: int = 25, sso: str = "", extra: str = "") -> Page:
    text = PAGE.format(token=token, seats=seats, storage=storage, sso=sso, extra=extra)
    return Page(body=text.encode(), headers=HTML)


def test_a_plans_target_alerts_and_explains_plan_by_plan(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    target = {"id": "acme", "url": pages.url("/p"), "interval": "1h", "extract": "plans"}
    channels = {"ops": {"type": "webhook", "url": pages.url("/hook")}}
    config = write_config(tmp_path, [target], channels=channels)
    pages.pages["/p"] = page("t1")
    assert start(daemons, config, "--once").process.wait(60) == 0
    pages.pages["/p"] = page("t2")  # new tokens, outside the plans: no change
    check_again(config, daemons)
    assert pages.posts == []
    enterprise = '<div class="card"><h3>Enterprise</h3><p>Contact sales</p></div>'
    changed = page("t3", seats=2, storage=50, sso="<li>✓ SAML SSO</li>", extra=enterprise)
    pages.pages["/p"] = changed
    check_again(config, daemons)
    [(_, _, sent)] = pages.posts
    content = json.loads(sent)
    assert content["version"] == 1
    assert content["plan_changes"] == [
        "Free: Up to 4 seats → Up to 2 seats",
        "Pro: 25 GB storage → 50 GB storage",
        "Scale: + ✓ SAML SSO",
        "+ Enterprise: contact sales",
    ]
    assert content["price_changes"] == ["+ Enterprise: contact sales"]
    assert content["summary"] == "acme changed: 4 plan line(s)"
    diff = cli(config, "diff", "acme").splitlines()
    assert diff[1:] == content["plan_changes"]
    history = cli(config, "history", "acme")
    assert "    Pro: $12.00/mo\n        50 GB storage\n        ✓ Priority support" in history
    [latest, *_] = json.loads(cli(config, "history", "acme", "--json"))
    assert latest["plan_structure"] is True
    assert [plan["name"] for plan in latest["plans"]] == ["Free", "Pro", "Scale", "Enterprise"]


def test_a_page_without_plan_structure_says_so(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    target = {"id": "shop", "url": pages.url("/s"), "interval": "1h", "extract": "plans"}
    config = write_config(tmp_path, [target])
    pages.pages["/s"] = Page(
        body=b"<h1>Widget</h1><p>Only $19.99</p><p>Ships in 2 days</p>", headers=HTML
    )
    assert start(daemons, config, "--once").process.wait(60) == 0
    pages.pages["/s"] = Page(
        body=b"<h1>Widget</h1><p>Only $19.99</p><p>Ships in 3 days</p>", headers=HTML
    )
    check_again(config, daemons)
    history = cli(config, "history", "shop")
    assert "no plan structure found" in history
    diff = cli(config, "diff", "shop").splitlines()
    assert "no plan structure found" in diff[1]
    assert diff[-2:] == ["-Ships in 2 days", "+Ships in 3 days"]
