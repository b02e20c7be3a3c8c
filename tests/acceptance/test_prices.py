"""Price history from the outside: the daemon checks a real page, the CLI writes its prices
and exports every target's, from the database those checks filled."""

import csv
import io
import json
from pathlib import Path

from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import start
from tests.acceptance.test_explain import check_again, cli, pricing
from tests.pageserver import PageServer


def test_prices_and_export_of_real_checks(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    targets = [
        {
            "id": "acme",
            "url": pages.url("/acme"),
            "interval": "1h",
            "selector": "#pricing",
            "extract": "plans",
        },
        {"id": "zeta", "url": pages.url("/zeta"), "interval": "1h", "selector": "#pricing"},
    ]
    config = write_config(tmp_path, targets)
    pages.pages["/acme"] = pages.pages["/zeta"] = pricing("t1")
    assert start(daemons, config, "--once").process.wait(30) == 0
    for starter in ("9", "12", "12"):
        pages.pages["/acme"] = pricing("t2", starter=starter)
        check_again(config, daemons)

    table = cli(config, "prices", "acme", "--plan", "starter")
    assert table.splitlines()[0].split() == [
        "scheduled",
        "for",
        "status",
        "plan",
        "price",
        "availability",
        "change",
    ]
    assert [line.split()[3] for line in table.splitlines()[1:]] == ["9", "9", "12", "12"]

    changed = cli(config, "prices", "acme", "--changes-only", "--format", "csv")
    found = list(csv.DictReader(io.StringIO(changed, newline="")))
    assert [(r["plan"], r["amount"], r["currency"], r["period"], r["change"]) for r in found] == [
        ("Starter", "9", "$", "month", "added"),
        ("Team", "29", "$", "month", "added"),
        ("Starter", "12", "$", "month", "changed"),
    ]
    as_json = json.loads(cli(config, "prices", "acme", "--format", "json", "--plan", "Team"))
    assert {(r["status"], r["amount"]) for r in as_json} >= {("baseline", "29")}

    exported = tmp_path / "prices.jsonl"
    result = run_cli(
        "export", "--format", "jsonl", "--output", str(exported), "--config", str(config)
    )
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in exported.read_text().splitlines()]
    assert result.stderr.strip().endswith(f"exported {len(lines)} rows to {exported}")
    assert [r["target_id"] for r in lines] == ["acme"] * 8 + ["zeta"] * 8
    assert not list(tmp_path.glob("*.partial"))

    unknown = run_cli("prices", "nobody", "--config", str(config))
    assert (unknown.returncode, unknown.stderr) == (
        2,
        f"monitor: no target 'nobody' in {database_of(config)}\n",
    )
