"""Alert rules from the outside: the daemon checks a page whose price moves, a webhook receiver
on 127.0.0.1 records what the rules let through."""

import json
import subprocess
from pathlib import Path
from typing import Any

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_alerts import HTML, run_again
from tests.acceptance.test_daemon import start
from tests.helpers import rows, write_targets
from tests.pageserver import Page, PageServer


def page(pro: str, team: str = "$49") -> Page:
    rows = f"<tr><td>Pro</td><td>${pro}/mo</td></tr><tr><td>Team</td><td>{team}/mo</td></tr>"
    return Page(body=f"<table>{rows}</table>".encode(), headers=HTML)


def acme(pages: PageServer, **rules: Any) -> dict[str, Any]:
    """The prices target, with ``rules``."""
    return {"id": "acme", "url": pages.url("/p"), "interval": "1h", "extract": "prices"} | rules


def watched(
    tmp_path: Path,
    pages: PageServer,
    daemons: list[DaemonProcess],
    team: str = "$49",
    **rules: Any,
) -> Path:
    """The prices target with ``rules``, alerting webhook channel 'ops', checked once with
    Pro at $25 and Team at ``team``."""
    channels = {"ops": {"type": "webhook", "url": pages.url("/hook")}}
    config = write_config(tmp_path, [acme(pages, **rules)], channels=channels)
    pages.pages["/p"] = page("25", team)
    assert start(daemons, config, "--once").process.wait(60) == 0
    return config


def check_config(
    config: Path, pages: PageServer, **rules: Any
) -> "subprocess.CompletedProcess[str]":
    """``monitor check-config`` once the target's rules are edited to ``rules``."""
    write_targets(config.parent / "targets.yaml", [acme(pages, **rules)])
    return run_cli("check-config", "--config", str(config))


def sent(pages: PageServer) -> list[dict[str, Any]]:
    return [json.loads(body) for _, _, body in pages.posts]


def test_rules_alert_on_crossings_and_confirmed_drops_once_per_slot(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    rules = [{"below": {"plan": "Pro*", "amount": 20}}, {"price_drop": "10%"}]
    config = watched(tmp_path, pages, daemons, alert_when=rules, confirm=2)
    run_again(config, daemons, "confirmed")  # 25 seen twice: confirmed, nothing holds
    pages.pages["/p"] = page("24")  # a 4% drop, confirmed: no rule holds
    run_again(config, daemons, "small-1")
    run_again(config, daemons, "small-2")
    pages.pages["/p"] = page("9")  # a flicker: once, then back
    run_again(config, daemons, "flicker")
    pages.pages["/p"] = page("24")
    run_again(config, daemons, "back")
    assert sent(pages) == []
    pages.pages["/p"] = page("18")  # below 20 and a 25% drop, seen twice
    run_again(config, daemons, "drop-1")
    assert sent(pages) == []
    run_again(config, daemons, "drop-2")
    [alert] = sent(pages)
    [first_seen, confirmed] = [
        r[0]
        for r in rows(
            database_of(config),
            "SELECT work_id FROM source_checks ORDER BY scheduled_for DESC LIMIT 2",
        )
    ][::-1]
    assert (alert["version"], alert["event"], alert["work_id"]) == (1, "changed", confirmed)
    assert alert["first_seen"] == first_seen
    assert [(r["rule"], r["plan"], r["new"]["amount"]) for r in alert["rules"]] == [
        ("below: Pro* 20", "Pro", "18"),
        ("price_drop: 10%", "Pro", "18"),
    ]
    assert alert["rules"][1]["old"]["amount"] == "24"
    assert alert["price_moves"] == [
        {
            "plan": "Pro",
            "currency": "$",
            "period": "month",
            "old": "24",
            "new": "18",
            "change": "-6",
            "relative_percent": "-25.00",
        }
    ]
    run_again(config, daemons, "still-below")  # holds still: not again
    assert len(sent(pages)) == 1
    listed = run_cli("notifications", "--json", "--config", str(config))
    assert [n["key"] for n in json.loads(listed.stdout)] == [f"ops:{confirmed}"]
    # A plan glob that matches no plan of the latest result: a warning, not a mistake.
    checked = check_config(config, pages, alert_when=[{"below": {"plan": "Basic*", "amount": 5}}])
    assert checked.returncode == 0, checked.stderr
    assert checked.stderr == (
        "warning: target acme: alert_when below: Basic* 5: its plan glob"
        " matches no plan of the latest result\n"
    )


def test_a_threshold_in_usd_fires_on_a_page_that_writes_dollars(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    """The page writes "$", which several currencies write, US dollars among them."""
    rules = [{"below": {"plan": "Pro*", "amount": 20, "currency": "USD"}}]
    config = watched(tmp_path, pages, daemons, alert_when=rules)
    pages.pages["/p"] = page("19")
    run_again(config, daemons, "below")
    [alert] = sent(pages)
    assert [(r["rule"], r["new"]["amount"], r["new"]["currency"]) for r in alert["rules"]] == [
        ("below: Pro* 20 USD", "19", "$")
    ]


def test_without_rules_every_change_alerts_as_before(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = watched(tmp_path, pages, daemons)
    pages.pages["/p"] = page("24.50")
    run_again(config, daemons, "change")
    [alert] = sent(pages)
    assert (alert["rules"], alert["first_seen"]) == ([], None)
    assert [m["relative_percent"] for m in alert["price_moves"]] == ["-2.00"]
    assert rows(database_of(config), "SELECT COUNT(*) FROM alert_rule_state") == [(0,)]


def test_check_config_names_a_broken_rule_at_its_line(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    target = {
        "id": "acme",
        "url": pages.url("/p"),
        "interval": "1h",
        "alert_when": [{"below": {"amount": "twenty"}}],
    }
    config = write_config(tmp_path, [target])
    result = run_cli("check-config", "--config", str(config))
    assert result.returncode == 2
    assert "targets.yaml:" in result.stderr
    assert "targets[0].alert_when[0].below.amount: must be a number" in result.stderr


def test_check_config_refuses_a_threshold_without_a_currency_over_several(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = watched(tmp_path, pages, daemons, team="€49")  # Pro in dollars, Team in euros
    refused = check_config(config, pages, alert_when=["plan_added", {"below": {"amount": 20}}])
    assert refused.returncode == 2
    assert refused.stderr == (
        f"{tmp_path / 'targets.yaml'}:4 targets[0].alert_when[1].below: a threshold needs a"
        " currency where its plans are priced in several: target acme's latest result prices"
        " them in $, EUR\n"
    )
    named = check_config(config, pages, alert_when=[{"below": {"amount": 20, "currency": "USD"}}])
    one_plan = check_config(config, pages, alert_when=[{"below": {"plan": "Pro", "amount": 20}}])
    assert (named.returncode, named.stderr) == (0, "")
    assert (one_plan.returncode, one_plan.stderr) == (0, "")
    # The settings' default, which the target takes: a mistake at the settings' line.
    write_config(tmp_path, [acme(pages)], alert_when=[{"above": {"amount": 100}}])
    defaulted = run_cli("check-config", "--config", str(config))
    assert defaulted.returncode == 2
    assert defaulted.stderr.startswith(f"{config}:2 alert_when[0].above: a threshold needs")
