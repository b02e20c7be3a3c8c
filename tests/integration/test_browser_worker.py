"""A rendered check through the worker, on both backends: the lease is renewed while a long
render runs, as during a long fetch, and a bot wall a browser renders is a failure, no
baseline."""

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from monitor.config import Settings, Target
from monitor.fetch import Fetcher
from monitor.store import ClaimRefused, Slot, Store
from monitor.worker import Worker
from tests.botwalls import WALLS
from tests.chromium import require_chromium
from tests.helpers import T0, FakeClock, rows
from tests.pageserver import Page, PageServer

HTML = {"Content-Type": "text/html"}
SHELL = (
    b"<div id=p>...</div><script>fetch('/api').then(r => r.json()).then(j => "
    b"document.getElementById('p').innerHTML = '<p class=price>Pro: $' + j.price + '</p>')"
    b"</script>"
)


@pytest.fixture
async def worker(store: Store, clock: FakeClock, settings: Settings) -> AsyncIterator[Worker]:
    """A worker whose lease (0.3 s) is much shorter than the render."""
    require_chromium()
    short = settings.model_copy(update={"lease": timedelta(seconds=0.3)})
    fetcher = Fetcher(short)
    yield Worker(store, fetcher, clock, short.lease)
    await fetcher.aclose()


def rendered(pages: PageServer) -> Target:
    return Target.model_validate(
        {"id": "acme", "url": pages.url("/pricing"), "interval": "24h", "render": "browser",
         "extract": "prices", "wait_for": ".price", "render_timeout": "20s"}
    )  # fmt: skip


async def test_the_lease_is_renewed_while_a_long_render_runs(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    pages.pages["/pricing"] = Page(SHELL, headers=HTML)
    pages.pages["/api"] = Page(b'{"price": 12}', delay=2.0)
    await store.sync_targets([rendered(pages)], clock())
    check = asyncio.create_task(worker.check(Slot("acme", T0)))
    await asyncio.sleep(1.0)  # the browser starting, or the page waiting on its data
    assert not check.done()
    clock.advance(350)  # past the first expiry: only a renewal keeps the lease ours
    await asyncio.sleep(0.3)
    [(expires,)] = rows(settings.database, "SELECT lease_expires_at FROM monitor_targets")
    assert expires == clock() + 300
    assert await store.claim(Slot("acme", T0), "thief", clock(), 300) == ClaimRefused.LEASED
    assert await check == "baseline"


async def test_a_rendered_wall_is_a_failure_without_a_snapshot(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    _, status, headers, body = WALLS[0]
    pages.pages["/pricing"] = Page(body.encode(), status=status, headers=HTML | headers)
    target = rendered(pages).model_copy(update={"wait_for": None})
    await store.sync_targets([target], clock())
    assert await worker.check(Slot("acme", T0)) == "failed"
    assert rows(settings.database, "SELECT status, error_class FROM source_checks") == [
        ("failed", "blocked")
    ]
    assert rows(settings.database, "SELECT COUNT(*) FROM snapshots") == [(0,)]
