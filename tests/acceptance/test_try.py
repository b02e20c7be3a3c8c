"""``monitor try`` from the outside: the real command against pages served on 127.0.0.1, with
no daemon running. It shows what a check would see, proposes a region, compares a target
with its latest result without recording anything, and appends a target to the targets file
keeping the file's own text; every bad input is one line on stderr, a non-zero exit, and the
targets file unchanged byte for byte."""

import json
import re
from pathlib import Path

import pytest
import yaml

from tests import helpers
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.chromium import require_chromium
from tests.pageserver import MIB, Page, PageServer

PRICING = b"""<!doctype html><html><body>
<header><a href="/cart">Cart: $12.00</a></header>
<main id="content">
  <p class="updated">Updated 5 minutes ago</p>
  <section class="pricing-table" data-testid="plans">
    <div class="css-1x2y3z"><h3>Starter</h3><p>$9/mo</p></div>
    <div class="sc-aXZVg"><h3>Team</h3><p>$19/mo</p></div>
  </section>
</main></body></html>"""
TARGETS = """# Our pages, reviewed weekly.
targets:
  - id: acme   # the first customer
    url: {url}
    interval: 24h
    selector: "#content"
"""


def _world(tmp_path: Path, pages: PageServer, **settings: object) -> Path:
    pages.pages["/pricing"] = Page(body=PRICING, headers={"Content-Type": "text/html"})
    config = helpers.write_config(tmp_path, [], **settings)
    (tmp_path / "targets.yaml").write_text(TARGETS.format(url=pages.url("/pricing")))
    return config


def _try(config: Path, *args: str) -> "tuple[int, str, str]":
    ran = run_cli("try", *args, "--config", str(config))
    return ran.returncode, ran.stdout, ran.stderr


def test_a_url_shows_its_prices_text_volatile_lines_and_proposed_regions(
    tmp_path: Path, pages: PageServer
) -> None:
    config = _world(tmp_path, pages)
    code, out, err = _try(config, pages.url("/pricing"))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith(f"{pages.url('/pricing')}  HTTP 200  (")
    assert "  Starter: $9.00/mo" in lines
    assert "  Team: $19.00/mo" in lines
    assert "  Updated 5 minutes ago" in lines[lines.index("set aside as volatile (1):") :]
    proposed = lines.index("proposed regions (--selector), smallest first:")
    assert lines[proposed + 1].startswith('  1. section[data-testid="plans"]  (2 of 3 prices')
    assert lines[proposed + 2].startswith("  2. #content  (2 of 3 prices")
    assert not list(tmp_path.glob("*.sqlite3"))  # nothing recorded, no database made


def test_json_is_the_same_report_as_one_object(tmp_path: Path, pages: PageServer) -> None:
    pages.pages["/old"] = Page(body=b"", status=301, headers={"Location": "/pricing"})
    config = _world(tmp_path, pages)
    code, out, _ = _try(config, pages.url("/old"), "--selector", "#content", "--json")
    shown = json.loads(out)
    assert code == 0
    assert (shown["url"], shown["final_url"]) == (pages.url("/old"), pages.url("/pricing"))
    assert shown["status"] == 200
    assert shown["price_lines"] == ["Starter: $9.00/mo", "Team: $19.00/mo"]
    assert shown["prices"][0] == {
        "label": "Starter",
        "amount": "9",
        "currency": "$",
        "period": "month",
        "availability": None,
    }
    assert shown["volatile"] == ["Updated 5 minutes ago"]
    assert shown["proposals"] == []  # the operator chose the region
    assert shown["error"] is None
    # After imports: the fetch, extraction and proposals, well under a second on an idle
    # machine (bench/ has the figures); a retry or a hang would take seconds.
    assert shown["total_ms"] < 3000


def test_a_selector_matching_nothing_says_which_ones_match_prices(
    tmp_path: Path, pages: PageServer
) -> None:
    config = _world(tmp_path, pages)
    code, out, err = _try(config, pages.url("/pricing"), "--selector", "#pricing")
    assert code == 1
    assert err == (
        f"monitor: try {pages.url('/pricing')}: selector_not_found: the selector matches "
        "nothing (selector '#pricing'); these match elements with prices: "
        'section[data-testid="plans"], #content\n'
    )
    assert out.startswith(f"{pages.url('/pricing')}  HTTP 200")


def test_add_appends_the_first_proposal_keeping_the_file(tmp_path: Path, pages: PageServer) -> None:
    config = _world(tmp_path, pages)
    targets = tmp_path / "targets.yaml"
    before = targets.read_text()
    code, out, _ = _try(config, pages.url("/pricing"), "--add", "plans", "--interval", "6h")
    assert code == 0
    assert out.splitlines()[-1] == (
        f"added target 'plans' (selector 'section[data-testid=\"plans\"]') to {targets}; a "
        "running daemon picks it up on `systemctl reload pricing-monitor` (SIGHUP)"
    )
    after = targets.read_text()
    assert after.startswith(before)  # comments, quoting and order as they were
    assert yaml.safe_load(after)["targets"][-1] == {
        "id": "plans",
        "url": pages.url("/pricing"),
        "interval": "6h",
        "selector": 'section[data-testid="plans"]',
    }
    checked = run_cli("check-config", "--config", str(config))
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout.startswith("ok: 2 targets")


def _bad_inputs(tmp_path: Path, pages: PageServer) -> list[tuple[int, list[str], str, str]]:
    """(exit code, arguments, the targets file's text first or "", what stderr says)."""
    url = pages.url("/pricing")
    broken = TARGETS.format(url=url).replace("interval: 24h", "interval: often")
    return [
        (2, ["ftp://example.com/", "--add", "x"], "", "URL: must be an http:// or https://"),
        (2, [url, "--selector", "div[", "--add", "x"], "", "--selector: not a valid CSS"),
        (2, [url, "--header", "no colon", "--add", "x"], "", "--header: must be 'Name: value'"),
        (1, [pages.url("/huge"), "--add", "x"], "", "body_too_large: "),
        (2, [url, "--add", "x"], broken, "targets.yaml:5 targets[0].interval: must be a"),
        (2, [url, "--add", "acme"], "", "target 'acme' is already in"),
        (1, [url, "--add", "x"], "read-only", "targets.yaml is not writable"),
        (2, ["acme", "--add", "x"], "", "--add goes with a URL"),
        (2, ["nope"], "", "no target 'nope' in"),
        (2, [url, "--interval", "1h"], "", "--interval goes with --add"),
    ]


def test_bad_input_is_one_line_a_non_zero_exit_and_the_file_unchanged(
    tmp_path: Path, pages: PageServer
) -> None:
    config = _world(tmp_path, pages)
    pages.pages["/huge"] = Page(body=b"x" * (50 * MIB), headers={"Content-Type": "text/html"})
    targets = tmp_path / "targets.yaml"
    for code, args, text, said in _bad_inputs(tmp_path, pages):
        targets.chmod(0o644)
        if text and text != "read-only":
            targets.write_text(text)
        if text == "read-only":
            targets.chmod(0o444)
        before = targets.read_bytes()
        ran, out, err = _try(config, *args)
        assert (ran, err.count("\n")) == (code, 1), (args, out, err)
        assert said in err, (args, err)
        assert targets.read_bytes() == before, args
        assert sorted(p.name for p in tmp_path.glob("*targets*")) == ["targets.yaml"]
        targets.write_text(TARGETS.format(url=pages.url("/pricing")))


def test_a_private_address_needs_allow_private_networks(tmp_path: Path, pages: PageServer) -> None:
    config = _world(tmp_path, pages, allow_private_networks=False)
    code, out, err = _try(config, pages.url("/pricing"), "--json")
    assert code == 1
    assert json.loads(out)["error"]["class"] == "blocked_address"
    assert err.startswith(f"monitor: try {pages.url('/pricing')}: blocked_address: ")
    assert err.endswith(
        "set allow_private_networks: true in the settings (or on the target) to reach it\n"
    )


def test_a_target_is_compared_with_its_latest_result_without_recording(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/pricing"] = Page(body=PRICING)
    target = {
        "id": "acme",
        "url": pages.url("/pricing"),
        "interval": "24h",
        "selector": "#content",
        "notify": [],
    }
    config = write_config(tmp_path, [target])
    daemon = DaemonProcess(config, "--once")
    daemons.append(daemon)
    assert daemon.process.wait(60) == 0
    code, out, _ = _try(config, "acme")
    assert code == 0
    assert re.fullmatch(r"against the latest result \(acme:\S+\): unchanged", out.splitlines()[-1])
    pages.pages["/pricing"] = Page(body=PRICING.replace(b"$19/mo", b"$24/mo"))
    code, out, _ = _try(config, "acme", "--json")
    compared = json.loads(out)["compared"]
    assert (code, compared["status"]) == (0, "changed")
    assert compared["changes"][0] == "Team: $19.00/mo → $24.00/mo"  # then the text's diff
    assert {"-$19/mo", "+$24/mo"} <= set(compared["changes"])
    checks = helpers.rows(database_of(config), "SELECT count(*) FROM source_checks")
    assert checks == [(1,)]  # the daemon's baseline only


@pytest.mark.parametrize("extract", ["prices"])
def test_a_target_s_rules_are_its_own_unless_overridden(
    tmp_path: Path, pages: PageServer, extract: str
) -> None:
    config = _world(tmp_path, pages)
    code, out, _ = _try(config, "acme", "--extract", extract, "--json")
    shown = json.loads(out)
    assert code == 0
    assert shown["rules"]["selector"] == "#content"
    assert shown["rules"]["extract"] == extract
    assert shown["compared"] is None  # no database yet: nothing to compare with
    assert shown["text"] == []


def test_render_browser_sees_what_scripts_write(tmp_path: Path, pages: PageServer) -> None:
    require_chromium()
    scripted = b"""<!doctype html><html><body><main id="plans"></main><script>
    document.getElementById("plans").innerHTML = "<h3>Team</h3><p>$19/mo</p>";
    </script></body></html>"""
    pages.pages["/scripted"] = Page(body=scripted, headers={"Content-Type": "text/html"})
    config = _world(tmp_path, pages)
    plain = json.loads(_try(config, pages.url("/scripted"), "--json")[1])
    assert plain["price_lines"] == []
    code, out, _ = _try(config, pages.url("/scripted"), "--render", "browser", "--json")
    rendered = json.loads(out)
    assert (code, rendered["price_lines"]) == (0, ["Team: $19.00/mo"])
    assert rendered["rules"]["render"] == "browser"


def test_plans_mode_shows_each_plan_with_its_prices_and_features(
    tmp_path: Path, pages: PageServer
) -> None:
    cards = b"""<!doctype html><html><body><main id="plans">
    <div class="plan"><h3>Starter</h3><p>$9/mo</p>
      <ul><li>3 users</li><li>1 GB storage</li></ul></div>
    <div class="plan"><h3>Team</h3><p>$19/mo</p>
      <ul><li>25 users</li><li>10 GB storage</li></ul></div>
    </main></body></html>"""
    pages.pages["/cards"] = Page(body=cards, headers={"Content-Type": "text/html"})
    config = _world(tmp_path, pages)
    code, out, _ = _try(config, pages.url("/cards"), "--extract", "plans", "--json")
    shown = json.loads(out)
    assert code == 0
    assert [plan["name"] for plan in shown["plans"]] == ["Starter", "Team"]
    assert shown["plan_lines"][:3] == ["Starter: $9.00/mo", "  3 users", "  1 GB storage"]
    assert shown["proposals"][0]["selector"] == "#plans"
    assert shown["proposals"][0]["plans"] == ["Starter", "Team"]
    text = _try(config, pages.url("/cards"), "--extract", "plans")[1].splitlines()
    assert text[text.index("plans:") + 4] == "  Team: $19.00/mo"
