"""The dashboard's own reads (store/web_queries.py), on both backends: the overview's page
with its filters, a target's settings without anything secret, and the latest changes."""

from monitor.store import Store
from monitor.store.sqlstore import SQLStore
from monitor.store.webread import TargetFilter
from tests.helpers import FakeClock
from tests.integration.test_worker import target
from tests.pageserver import PageServer


async def test_the_overview_filters_and_pages_by_id(
    store: Store, clock: FakeClock, pages: PageServer
) -> None:
    assert isinstance(store, SQLStore)
    ids = ["a_b", "axb", "shop-1", "shop-2", "shop-3"]
    listed = [target(pages, name, path=f"/{name}") for name in ids]
    listed.append(target(pages, "coded", path="/50%25-off"))  # a URL with a percent sign
    await store.sync_targets(listed, clock())
    everything = TargetFilter()
    assert await store.target_count(everything) == 6
    first = await store.target_page(everything, 2, 0)
    assert [row.state.id for row in first] == ["a_b", "axb"]
    assert [row.state.id for row in await store.target_page(everything, 2, 4)] == [
        "shop-2",
        "shop-3",
    ]
    assert await store.target_page(everything, 2, 10**9) == []
    assert first[0].last_change is None
    assert first[0].quarantined == 0
    # LIKE's wildcards are searched as themselves
    for search, found in [
        ("a_b", ["a_b"]),
        ("SHOP", ["shop-1", "shop-2", "shop-3"]),
        ("50%", ["coded"]),
        ("%", ["coded"]),
        ("!", []),
    ]:
        where = TargetFilter("", search)
        assert [row.state.id for row in await store.target_page(where, 50, 0)] == found, search
        assert await store.target_count(where) == len(found)
    assert await store.target_count(TargetFilter("never", "")) == 6  # none checked yet
    assert await store.target_count(TargetFilter("failed", "")) == 0
    assert await store.target_count(TargetFilter("quarantined", "")) == 0
    assert await store.changes(None, 10) == []


async def test_a_targets_settings_hold_no_header_cookie_or_proxy(
    store: Store, clock: FakeClock, pages: PageServer
) -> None:
    assert isinstance(store, SQLStore)
    secret: dict[str, object] = {
        "headers": {"X-Api-Key": "header-secret"},
        "cookies": {"session": "cookie-secret"},
        "proxy": "http://${PROXY_USER}:${PROXY_PASSWORD}@127.0.0.1:3128",
    }
    await store.sync_targets([target(pages, "acme", "/pricing", render="http", **secret)], clock())
    settings = await store.target_settings("acme")
    assert settings is not None
    assert settings.render == "http"
    assert "secret" not in repr(settings)
    assert "PROXY" not in repr(settings)
    assert await store.target_settings("nobody") is None
