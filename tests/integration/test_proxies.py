"""Proxies and cookies on the plain path, through real proxies on 127.0.0.1: HTTP, HTTPS (TLS
to the proxy, its certificate trusted through SSL_CERT_FILE) and SOCKS5, credentials read from
the environment when used, the guard judging the proxy's own address, and a proxy that refuses
or fails is the transient ``proxy_failed``."""

import socket
from collections.abc import AsyncIterator, Iterator

import pytest

from monitor import errors
from monitor.config.model import Settings
from monitor.config.request import RequestOptions
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.retry import is_transient
from tests.helpers import stand_in_public
from tests.pageserver import Page, PageServer
from tests.proxyserver import ProxyServer, trusting_the_test_certificate

KINDS = ["http", "https", "socks5"]


@pytest.fixture(autouse=True)
def trusted() -> Iterator[None]:
    """Before any fetcher is made: the https:// proxy's certificate is the test one."""
    with trusting_the_test_certificate():
        yield


@pytest.fixture
async def guarded(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Fetcher]:
    """The SSRF guard on, with 127.0.0.1 (only) standing in for a public address."""
    stand_in_public(monkeypatch)
    client = Fetcher(settings.model_copy(update={"allow_private_networks": False}))
    yield client
    await client.aclose()


@pytest.fixture(params=KINDS)
def proxy(request: pytest.FixtureRequest) -> Iterator[ProxyServer]:
    server = ProxyServer(request.param).start()
    yield server
    server.stop()


def through(url: str, **options: object) -> RequestOptions:
    return RequestOptions(proxy=url, **options)  # type: ignore[arg-type]


async def test_a_page_comes_through_the_proxy(
    fetcher: Fetcher, pages: PageServer, proxy: ProxyServer
) -> None:
    pages.pages["/p"] = Page(body=b"<p>EU: 10 EUR</p>")
    page = await fetcher.fetch(pages.url("/p"), {}, request=through(proxy.url()))
    assert page.body == b"<p>EU: 10 EUR</p>"
    assert proxy.log.destinations == [pages.base_url.removeprefix("http://")]


async def test_credentials_come_from_the_environment_when_used(
    fetcher: Fetcher, pages: PageServer, monkeypatch: pytest.MonkeyPatch, proxy_kind: str
) -> None:
    server = ProxyServer(proxy_kind, credentials="alice:s3cr:t/").start()
    try:
        pages.pages["/p"] = Page()
        options = through(server.url("${PROXY_USER}:${PROXY_PASSWORD}"))
        with pytest.raises(errors.InvalidRequest, match="PROXY_USER is not set"):
            await fetcher.fetch(pages.url("/p"), {}, request=options)
        monkeypatch.setenv("PROXY_USER", "alice")
        monkeypatch.setenv("PROXY_PASSWORD", "s3cr:t/")
        assert (await fetcher.fetch(pages.url("/p"), {}, request=options)).status_code == 200
        assert server.log.credentials == ["alice:s3cr:t/"]
    finally:
        server.stop()


@pytest.fixture(params=KINDS)
def proxy_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


async def test_a_refusing_proxy_is_a_transient_proxy_failed(
    fetcher: Fetcher, pages: PageServer, proxy_kind: str
) -> None:
    server = ProxyServer(proxy_kind, credentials="a:b", refuse=True).start()
    try:
        pages.pages["/p"] = Page()
        with pytest.raises(errors.ProxyFailed) as failed:
            await fetcher.fetch(pages.url("/p"), {}, request=through(server.url()))
        assert (failed.value.code, is_transient(failed.value)) == ("proxy_failed", True)
        assert pages.hits["/p"] == 0
    finally:
        server.stop()


async def test_a_proxy_that_is_not_there_is_proxy_failed(
    fetcher: Fetcher, pages: PageServer, proxy_kind: str
) -> None:
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    pages.pages["/p"] = Page()
    options = through(f"{proxy_kind}://127.0.0.1:{port}")
    with pytest.raises(errors.ProxyFailed):
        await fetcher.fetch(pages.url("/p"), {}, request=options)


async def test_the_guard_judges_the_proxy_address(
    guarded: Fetcher, pages: PageServer, proxy: ProxyServer
) -> None:
    """A proxy on a private address is refused before any connection, like a page there; one
    on a (stand-in) public address is used."""
    pages.pages["/p"] = Page()
    private = through(f"{proxy.kind}://127.0.0.2:{proxy.port}")
    with pytest.raises(errors.BlockedAddress):
        await guarded.fetch(pages.url("/p"), {}, request=private)
    assert proxy.log.destinations == []
    page = await guarded.fetch(pages.url("/p"), {}, request=through(proxy.url()))
    assert page.status_code == 200


async def test_a_proxy_named_by_a_private_name_is_refused(
    settings: Settings, pages: PageServer, proxy: ProxyServer
) -> None:
    """The proxy's name is resolved by the guard's resolver, and its address judged."""
    client = Fetcher(settings.model_copy(update={"allow_private_networks": False}))
    try:
        named = through(f"{proxy.kind}://localhost:{proxy.port}")
        with pytest.raises(errors.BlockedAddress, match="localhost resolves to non-public"):
            await client.fetch("http://pricing.example/p", {}, request=named)
        assert proxy.log.destinations == []
    finally:
        await client.aclose()


@pytest.mark.parametrize("proxy_kind", ["http", "socks5"])  # the certificate is 127.0.0.1's
async def test_a_private_proxy_needs_the_targets_opt_in(
    guarded: Fetcher, pages: PageServer, proxy_kind: str
) -> None:
    server = ProxyServer(proxy_kind, host="127.0.0.2").start()
    try:
        pages.pages["/p"] = Page()
        private = through(server.url())
        with pytest.raises(errors.BlockedAddress):
            await guarded.fetch(pages.url("/p"), {}, request=private)
        page = await guarded.fetch(pages.url("/p"), {}, allow_private=True, request=private)
        assert page.status_code == 200
        assert len(server.log.destinations) == 1
    finally:
        server.stop()


async def test_the_settings_proxy_is_the_default_and_direct_opts_out(
    settings: Settings, pages: PageServer, proxy: ProxyServer
) -> None:
    client = Fetcher(settings.model_copy(update={"proxy": proxy.url()}))
    try:
        pages.pages["/p"] = Page()
        await client.fetch(pages.url("/p"), {})
        assert len(proxy.log.destinations) == 1
        await client.fetch(pages.url("/p"), {}, request=through("direct"))
        assert len(proxy.log.destinations) == 1
        assert pages.hits["/p"] == 2
    finally:
        await client.aclose()


async def test_cookies_are_sent_after_the_targets_own_cookie_header(
    fetcher: Fetcher, pages: PageServer
) -> None:
    pages.pages["/p"] = Page()
    options = RequestOptions(cookies={"region": "eu", "currency": "EUR"})
    await fetcher.fetch(pages.url("/p"), {"cookie": "session=1"}, request=options)
    await fetcher.fetch(pages.url("/p"), {}, request=options)
    sent = [headers.get("Cookie") for headers in pages.request_headers]
    assert sent == ["session=1; region=eu; currency=EUR", "region=eu; currency=EUR"]


async def test_an_https_proxy_whose_certificate_nobody_vouches_for_is_refused(
    settings: Settings, pages: PageServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """TLS to the proxy is verified like TLS to a page: the permanent ``tls_certificate``,
    until the operator trusts its CA (SSL_CERT_FILE)."""
    monkeypatch.delenv("SSL_CERT_FILE")
    server = ProxyServer("https").start()
    client = Fetcher(settings)
    try:
        pages.pages["/p"] = Page()
        with pytest.raises(errors.TLSCertificateError) as refused:
            await client.fetch(pages.url("/p"), {}, request=through(server.url()))
        assert is_transient(refused.value) is False
        assert server.log.destinations == []
    finally:
        await client.aclose()
        server.stop()
