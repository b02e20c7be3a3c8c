"""The SSRF guard on every request a rendered page makes: its navigation, each redirect of it
or of a subresource, every script, XHR and fetch, WebSockets, and other schemes.

As in test_guard_redirects.py, no server here has a public address, so the guard is told
that 127.0.0.1, and only it, is public; the servers listen on 127.0.0.1 only. Every request
the page asks for is intercepted and either refused before any connection, or sent by the
monitor's fetcher to 127.0.0.1: the interception's log shows both."""

import socket
import time
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta
from urllib.parse import urlsplit

import pytest
import pytest_asyncio

from monitor import errors
from monitor.config.model import Settings
from monitor.config.request import RequestOptions
from monitor.fetch.browser.network import Network
from monitor.fetch.fetcher import Fetcher, Page
from monitor.pipeline.retry import is_transient
from tests.chromium import require_chromium
from tests.helpers import stand_in_public
from tests.integration.test_guard_redirects import PRIVATE_LOCATIONS
from tests.pageserver import Page as Served
from tests.pageserver import PageServer
from tests.proxyserver import ProxyServer, trusting_the_test_certificate

pytestmark = pytest.mark.asyncio(loop_scope="module")
HTML = {"Content-Type": "text/html"}
RENDERED = RequestOptions(render="browser", render_timeout_ms=5000)


@pytest.fixture(autouse=True)
def stand_in(monkeypatch: pytest.MonkeyPatch) -> None:
    stand_in_public(monkeypatch)


@pytest.fixture(scope="module")
def served() -> Iterator[PageServer]:
    require_chromium()
    server = PageServer()
    server.start()
    yield server
    server.stop()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fetcher(served: PageServer) -> AsyncIterator[Fetcher]:
    with trusting_the_test_certificate():  # the https:// proxy's
        client = Fetcher(Settings(allow_private_networks=False, fetch_timeout=timedelta(seconds=5)))
    yield client
    await client.aclose()


def network(fetcher: Fetcher) -> Network:
    assert fetcher._renderer is not None
    assert fetcher._renderer.last_network is not None
    return fetcher._renderer.last_network


def sent(log: Network) -> list[str]:
    """The URLs the monitor sent a request to: every one of them to 127.0.0.1."""
    refused = {url for url, _ in log.refused}
    return [url for url in log.requests if url not in refused]


async def render(fetcher: Fetcher, url: str, options: RequestOptions = RENDERED) -> Page:
    return await fetcher.fetch(url, {}, request=options)


@pytest.mark.parametrize("location", PRIVATE_LOCATIONS)
async def test_a_redirect_of_the_page_to_a_private_address_is_blocked_address(
    fetcher: Fetcher, served: PageServer, location: str
) -> None:
    port = served.base_url.rsplit(":", 1)[1]
    target = location.format(port=port)
    served.pages["/moved"] = Served(status=302, headers={"Location": target})
    with pytest.raises(errors.BlockedAddress, match="non-public address"):
        await render(fetcher, served.url("/moved"))
    log = network(fetcher)  # Chromium may write the address its own way ([::ffff:a9fe:a9fe])
    assert [why for _, why in log.refused] == ["blocked_address"]
    assert all(urlsplit(url).hostname == "127.0.0.1" for url in sent(log))


async def test_every_subresource_is_judged_and_only_public_ones_are_sent(
    fetcher: Fetcher, served: PageServer
) -> None:
    port = served.base_url.rsplit(":", 1)[1]
    served.pages["/r.js"] = Served(status=302, headers={"Location": "http://169.254.169.254/x"})
    served.pages["/ok.js"] = Served(
        body=b"document.body.dataset.ok = 1", headers={"Content-Type": "text/javascript"}
    )
    served.pages["/p"] = Served(
        body=f"""<p>Pro: $12</p>
<script src="/ok.js"></script>
<script src="/r.js"></script>
<script src="http://127.0.0.2:{port}/x.js"></script>
<iframe src="http://10.1.2.3/admin"></iframe>
<iframe src="file:///etc/passwd"></iframe>
<script>
fetch('http://169.254.169.254/latest/meta-data/').catch(() => {{}});
fetch('http://[::1]:{port}/').catch(() => {{}});
new XMLHttpRequest().open('GET', 'http://192.168.1.1/');
try {{ new WebSocket('ws://127.0.0.1:{port}/socket'); }} catch (e) {{}}
</script>""".encode(),
        headers=HTML,
    )
    page = await render(fetcher, served.url("/p"))
    assert b"Pro: $12" in page.body
    assert b'data-ok="1"' in page.body
    log = network(fetcher)
    refused = dict(log.refused)
    assert refused["http://169.254.169.254/x"] == "blocked_address"  # a subresource's redirect
    assert refused[f"http://127.0.0.2:{port}/x.js"] == "blocked_address"
    assert refused["http://10.1.2.3/admin"] == "blocked_address"
    assert refused["http://169.254.169.254/latest/meta-data/"] == "blocked_address"
    assert refused[f"http://[::1]:{port}/"] == "blocked_address"
    assert refused[f"ws://127.0.0.1:{port}/socket"] == "WebSocket"
    assert all(urlsplit(url).hostname == "127.0.0.1" for url in sent(log))
    assert served.hits["/ok.js"] == 1


async def test_navigations_to_other_schemes_change_nothing(
    fetcher: Fetcher, served: PageServer
) -> None:
    for target in ("file:///etc/passwd", "data:text/html,<p>Pro: $1</p>", "chrome://version"):
        served.pages["/p"] = Served(
            body=f"<p>Pro: $12</p><script>location.href = '{target}'</script>".encode(),
            headers=HTML,
        )
        page = await render(fetcher, served.url("/p"))
        assert b"Pro: $12" in page.body
        assert b"root:" not in page.body


async def test_the_targets_opt_in_lets_its_requests_reach_private_addresses(
    fetcher: Fetcher, served: PageServer
) -> None:
    port = served.base_url.rsplit(":", 1)[1]
    served.pages["/moved"] = Served(status=302, headers={"Location": f"http://localhost:{port}/p"})
    served.pages["/p"] = Served(body=b"<p>Intranet: $5</p>", headers=HTML)
    page = await fetcher.fetch(served.url("/moved"), {}, allow_private=True, request=RENDERED)
    assert b"Intranet: $5" in page.body


@pytest.mark.parametrize("kind", ["http", "https", "socks5"])
async def test_a_rendered_page_goes_through_the_proxy_and_the_guard_judges_it(
    fetcher: Fetcher, served: PageServer, kind: str
) -> None:
    proxy = ProxyServer(kind).start()
    try:
        served.pages["/p"] = Served(
            body=b"<p>EU: 10 EUR</p><script src='/a.js'></script>", headers=HTML
        )
        served.pages["/a.js"] = Served(body=b"", headers={"Content-Type": "text/javascript"})
        options = RequestOptions(render="browser", proxy=proxy.url())
        page = await render(fetcher, served.url("/p"), options)
        assert b"EU: 10 EUR" in page.body
        host = served.base_url.removeprefix("http://")
        assert set(proxy.log.destinations) == {host}  # a kept-alive tunnel may carry both
        assert network(fetcher).requests == [served.url("/p"), served.url("/a.js")]
        tunnels = len(proxy.log.destinations)
        private = RequestOptions(render="browser", proxy=f"{kind}://127.0.0.2:{proxy.port}")
        with pytest.raises(errors.BlockedAddress):
            await render(fetcher, served.url("/p"), private)
        assert len(proxy.log.destinations) == tunnels
    finally:
        proxy.stop()


@pytest.mark.parametrize("kind", ["http", "https", "socks5"])
@pytest.mark.parametrize("wait_for", [None, ".price"])
async def test_a_proxy_that_refuses_or_is_not_there_is_a_transient_proxy_failed(
    fetcher: Fetcher, served: PageServer, kind: str, wait_for: str | None
) -> None:
    """The page's own document could not be had through the proxy: the check fails with
    ``proxy_failed`` at once (a ``wait_for`` does not wait out the render timeout for it)."""
    path = f"/through-{kind}-{wait_for is None}"
    served.pages[path] = Served(body=b"<p class=price>$1</p>", headers=HTML)
    refusing = ProxyServer(kind, credentials="a:b", refuse=True).start()
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        gone = f"{kind}://127.0.0.1:{unused.getsockname()[1]}"
    try:
        for proxy in (refusing.url(), gone):
            options = RequestOptions(
                render="browser", render_timeout_ms=20_000, proxy=proxy, wait_for=wait_for
            )
            started = time.monotonic()
            with pytest.raises(errors.ProxyFailed) as failed:
                await render(fetcher, served.url(path), options)
            assert (failed.value.code, is_transient(failed.value)) == ("proxy_failed", True)
            assert time.monotonic() - started < 10
        assert served.hits[path] == 0
    finally:
        refusing.stop()


async def test_a_pages_peer_connection_sends_no_udp(fetcher: Fetcher, served: PageServer) -> None:
    """WebRTC's STUN goes over UDP, which no interception sees: Chromium may only use the
    proxy, which goes nowhere, so not one datagram leaves for the STUN server the page names."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as stun:
        stun.bind(("127.0.0.1", 0))
        stun.setblocking(False)
        port = stun.getsockname()[1]
        served.pages["/slow"] = Served(
            body=b"{}", headers={"Content-Type": "application/json"}, delay=1.5
        )
        served.pages["/rtc"] = Served(
            body=f"""<p>Pro: $12</p><script>
const peer = new RTCPeerConnection({{iceServers: [{{urls: 'stun:127.0.0.1:{port}'}}]}});
peer.createDataChannel('x');
peer.createOffer().then(offer => peer.setLocalDescription(offer));
fetch('/slow');
</script>""".encode(),
            headers=HTML,
        )
        page = await render(fetcher, served.url("/rtc"))
        assert b"Pro: $12" in page.body
        with pytest.raises(BlockingIOError):
            stun.recv(2048)
