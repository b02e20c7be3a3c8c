"""The SSRF guard on every redirect: a page the guard lets through that redirects to the cloud
metadata address, to loopback or to an IPv4-mapped private address is refused before any
connection is made, with its own permanent class.

No server here has a public address, so the guard's policy is told that 127.0.0.1, and only
it, is public; everything else (the server, httpx, the guarded backend) is the real thing.
"""

from collections.abc import AsyncIterator

import pytest

from monitor import errors
from monitor.config.model import Settings
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.retry import is_transient
from tests.helpers import stand_in_public
from tests.pageserver import Page, PageServer

# Where a page the guard lets through may try to send the fetcher (or the browser).
PRIVATE_LOCATIONS = [
    "http://169.254.169.254/latest/meta-data/",
    "http://127.0.0.2:{port}/",
    "http://[::ffff:169.254.169.254]/",
    "http://[::1]:{port}/",
    "http://10.0.0.1/",
]


@pytest.fixture
async def fetcher(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Fetcher]:
    stand_in_public(monkeypatch)
    client = Fetcher(settings.model_copy(update={"allow_private_networks": False}))
    yield client
    await client.aclose()


async def test_the_stand_in_for_a_public_page_is_fetched(
    fetcher: Fetcher, pages: PageServer
) -> None:
    pages.pages["/p"] = Page(headers={"Content-Type": "text/html"})
    assert (await fetcher.fetch(pages.url("/p"), {})).status_code == 200


@pytest.mark.parametrize("location", PRIVATE_LOCATIONS)
async def test_a_redirect_to_a_private_address_is_a_permanent_blocked_address(
    fetcher: Fetcher, pages: PageServer, location: str
) -> None:
    port = pages.base_url.rsplit(":", 1)[1]
    pages.pages["/p"] = Page(status=302, headers={"Location": location.format(port=port)})
    with pytest.raises(errors.BlockedAddress, match="non-public address") as refused:
        await fetcher.fetch(pages.url("/p"), {})
    assert (refused.value.code, is_transient(refused.value)) == ("blocked_address", False)
    assert pages.hits["/p"] == 1
