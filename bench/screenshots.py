"""The dashboard's pictures in docs/img: the overview and a target page with its price chart,
taken by Debian's Chromium (Playwright) from a real ``monitor web`` process, on a database of
twelve competitors' pricing pages checked daily for half a year (written through the store's
schema as the worker leaves it, as bench/prices.py does), some of their plans repriced.

``python bench/screenshots.py [--out docs/img]``
"""

import argparse
import asyncio
import random
import sys
import tempfile
import time
from collections import Counter
from decimal import Decimal
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from monitor.config.model import Settings, Target, load_settings
from monitor.extract import Snapshot
from monitor.extract.prices import PriceRecord
from monitor.fetch.browser import chromium
from monitor.schedule import iso
from monitor.store import open_store
from tests.acceptance.web import serving
from tests.helpers import write_config
from tests.yearsim import DAY, Rows, write_results, writing

COMPETITORS = (
    "acme-cloud",
    "globex-crm",
    "initech-analytics",
    "umbrella-mail",
    "hooli-storage",
    "stark-uptime",
    "wayne-billing",
    "wonka-forms",
    "tyrell-search",
    "cyberdyne-ci",
    "soylent-chat",
    "vandelay-import",
)
PLANS = (("Starter", 9), ("Team", 29), ("Business", 99))
DAYS = 182


def page(name: str, prices: list[Decimal]) -> Snapshot:
    """A pricing page as the extractor leaves it: its lines, and a table of its plans."""
    table = tuple(
        PriceRecord(label=plan, amount=amount, currency="USD", period="month")
        for (plan, _), amount in zip(PLANS, prices, strict=True)
    )
    lines = [f"{name} pricing"] + [f"{record.label}: ${record.amount}/mo" for record in table]
    return Snapshot(mode="text", text="\n".join(lines) + "\n", prices=table)


def fill(settings: Settings, end: int) -> str:
    """``DAYS`` daily checks of each competitor up to ``end``; a plan repriced now and then,
    the last check of one a failure. The competitor repriced most often."""
    start = end - (DAYS - 1) * DAY
    targets = [
        Target.model_validate(
            {"id": name, "url": f"https://{name}.example/pricing", "interval": "24h"}
        )
        for name in COMPETITORS
    ]

    async def add() -> None:
        store = await open_store(settings.database, start, 30)
        await store.sync_targets(targets, start)
        await store.close()

    asyncio.run(add())
    rng = random.Random(24)
    checks: Rows = []
    snapshots: Rows = []
    for name in COMPETITORS:
        prices = [Decimal(base) for _, base in PLANS]
        last = page(name, prices)
        for day in range(DAYS):
            slot = start + day * DAY
            status = "baseline" if day == 0 else "unchanged"
            if day and rng.random() < 0.03:
                plan = rng.randrange(len(PLANS))
                prices[plan] += rng.choice((1, 2, 5, -1))
                last, status = page(name, prices), "changed"
            work_id = f"{name}:{iso(slot)}"
            if name == "stark-uptime" and day == DAYS - 1:
                checks.append((work_id, name, slot, slot, "failed", None, day + 1))
                continue
            checks.append((work_id, name, slot, slot, status, last.digest, day + 1))
            snapshots.append((last.digest, last.compressed(), slot))
    write_results(settings.database, checks, snapshots)
    with writing(settings.database) as executemany:
        executemany("UPDATE monitor_targets SET next_check_at = ?", [(end + DAY,)])
    changed = Counter(check[1] for check in checks if check[4] == "changed")
    return str(changed.most_common(1)[0][0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("docs/img"))
    args = parser.parse_args()
    executable = chromium.find_executable("auto")
    assert executable is not None, chromium.INSTALL_HINT
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as directory:
        config = write_config(Path(directory), [])
        today = int(time.time() // 86_400 * 86_400 * 1000)
        shown_id = fill(load_settings(config), today - DAY // 4)  # yesterday 18:00
        with serving(config) as web, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
            shown = browser.new_page(viewport={"width": 1200, "height": 900})
            shown.goto(web.base + "/")
            shown.screenshot(path=args.out / "web-overview.png")
            shown.goto(f"{web.base}/targets/{shown_id}")
            prices = shown.get_by_role("heading", name="Prices").bounding_box()
            assert prices is not None
            shown.screenshot(
                path=args.out / "web-target.png",
                full_page=True,
                clip={"x": 0, "y": prices["y"] - 10, "width": 700, "height": 850},
            )
            browser.close()


if __name__ == "__main__":
    main()
