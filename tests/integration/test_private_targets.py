"""A target's own ``allow_private_networks``: it reaches 127.0.0.1, redirects included, while
every other target in the same process stays behind the SSRF guard."""

import asyncio
from collections.abc import AsyncIterator

import pytest

from monitor import errors
from monitor.config.model import Settings, Target
from monitor.fetch.fetcher import Fetcher
from monitor.ops import quarantine
from monitor.ops.quarantine import Replayed
from monitor.pipeline.worker import Worker
from monitor.store import Slot, Store
from tests.helpers import T0, FakeClock, rows
from tests.pageserver import Page, PageServer

HOUR = 3_600_000


@pytest.fixture
def strict(settings: Settings) -> Settings:
    """The settings as shipped: the guard on for every target that does not opt out."""
    return settings.model_copy(update={"allow_private_networks": False})


@pytest.fixture
async def fetcher(strict: Settings) -> AsyncIterator[Fetcher]:
    client = Fetcher(strict)
    yield client
    await client.aclose()


def target(pages: PageServer, target_id: str, **extra: object) -> Target:
    fields = {"id": target_id, "url": pages.url(f"/{target_id}"), "interval": "1h"}
    return Target.model_validate(fields | extra)


def outcomes(strict: Settings) -> list[tuple[object, ...]]:
    return rows(
        strict.database,
        "SELECT target_id, scheduled_for, status, error_class FROM source_checks"
        " ORDER BY scheduled_for, target_id",
    )


async def test_only_the_request_that_opts_in_reaches_a_private_address(
    fetcher: Fetcher, pages: PageServer
) -> None:
    pages.pages["/p"] = Page()
    assert (await fetcher.fetch(pages.url("/p"), {}, allow_private=True)).status_code == 200
    # The same origin, with a kept-alive connection to it in the opted-in client's pool.
    with pytest.raises(errors.BlockedAddress, match=r"non-public address 127\.0\.0\.1$"):
        await fetcher.fetch(pages.url("/p"), {})
    assert pages.hits["/p"] == 1


async def test_an_opted_in_target_follows_its_redirects_to_private_addresses(
    fetcher: Fetcher, pages: PageServer
) -> None:
    """The opt-in covers the target's whole redirect chain, here to another local name."""
    port = pages.base_url.rsplit(":", 1)[1]
    elsewhere = f"http://localhost:{port}/p"
    pages.pages["/old"] = Page(body=b"", status=302, headers={"Location": elsewhere})
    pages.pages["/p"] = Page(body=b"<p>Pro: $12/mo</p>")
    page = await fetcher.fetch(pages.url("/old"), {}, allow_private=True)
    assert page.body == b"<p>Pro: $12/mo</p>"
    with pytest.raises(errors.BlockedAddress):
        await fetcher.fetch(pages.url("/old"), {})
    assert (pages.hits["/old"], pages.hits["/p"]) == (1, 1)


async def test_two_targets_on_127_0_0_1_only_the_opted_in_one_is_checked(
    store: Store, fetcher: Fetcher, pages: PageServer, clock: FakeClock, strict: Settings
) -> None:
    pages.pages["/intranet"] = Page(body=b"<p>Pro: $12/mo</p>")
    pages.pages["/other"] = Page(body=b"<p>Pro: $12/mo</p>")
    targets = [
        target(pages, "intranet", allow_private_networks=True),
        target(pages, "other"),
    ]
    await store.sync_targets(targets, clock())
    worker = Worker(store, fetcher, clock, strict.lease)
    for _ in range(2):  # twice, at once: neither's connection serves the other
        slot = clock()
        checks = [worker.check(Slot("intranet", slot)), worker.check(Slot("other", slot))]
        checked = list(await asyncio.gather(*checks))
        assert checked == ["baseline" if slot == T0 else "unchanged", "failed"]
        clock.advance(HOUR)
    assert outcomes(strict) == [
        ("intranet", T0, "baseline", None),
        ("other", T0, "failed", "blocked_address"),
        ("intranet", T0 + HOUR, "unchanged", None),
        ("other", T0 + HOUR, "failed", "blocked_address"),
    ]
    quarantined = rows(strict.database, "SELECT target_id, error_class, reason FROM quarantine")
    assert quarantined == [("other", "blocked_address", "permanent")] * 2
    assert (pages.hits["/intranet"], pages.hits["/other"]) == (2, 0)


async def test_a_blocked_slot_replays_once_its_target_opts_in(
    store: Store, fetcher: Fetcher, pages: PageServer, clock: FakeClock, strict: Settings
) -> None:
    """The flag comes with the claim, from the database, for a quarantine replay too."""
    pages.pages["/intranet"] = Page(body=b"<p>Pro: $12/mo</p>")
    await store.sync_targets([target(pages, "intranet")], clock())
    assert await Worker(store, fetcher, clock, strict.lease).check(Slot("intranet", T0)) == "failed"
    [entry] = await store.quarantined(include_resolved=False)
    blocked = "BlockedAddress: 127.0.0.1 resolves to non-public address 127.0.0.1"
    assert await quarantine.replay(store, strict, clock, entry.id) == (
        Replayed(f"entry {entry.id} failed again ({blocked}); it stays in quarantine", True)
    )
    await store.sync_targets([target(pages, "intranet", allow_private_networks=True)], clock())
    assert await quarantine.replay(store, strict, clock, entry.id) == (
        Replayed(f"entry {entry.id} replayed: intranet:2026-08-05T08:00:00.000Z is now baseline")
    )
    assert pages.hits["/intranet"] == 1


async def test_proxy_variables_in_the_environment_are_not_used(
    strict: Settings, pages: PageServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every request connects to the page itself, where the guard can judge the address."""
    proxy = PageServer()
    proxy.start()
    try:
        for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "all_proxy"):
            monkeypatch.setenv(name, proxy.base_url)
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        pages.pages["/p"] = Page()
        client = Fetcher(strict)
        try:
            assert (await client.fetch(pages.url("/p"), {}, allow_private=True)).status_code == 200
            with pytest.raises(errors.BlockedAddress):
                await client.fetch(pages.url("/p"), {})
        finally:
            await client.aclose()
        assert (pages.hits["/p"], sum(proxy.hits.values())) == (1, 0)
    finally:
        proxy.stop()
