"""The fetcher against a real server on 127.0.0.1 that misbehaves on purpose."""

import asyncio
import socket
import ssl
import time
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

from monitor import errors
from monitor.config.model import Settings
from monitor.fetch.fetcher import Fetcher
from monitor.fetch.guard import lookup_failure
from tests.pageserver import Page, PageServer

DATA = Path(__file__).parents[1] / "data"


def fetcher_with(settings: Settings, **changes: object) -> Fetcher:
    return Fetcher(settings.model_copy(update=changes))


@pytest.fixture
async def fetcher(settings: Settings) -> AsyncIterator[Fetcher]:
    client = fetcher_with(settings, fetch_timeout=timedelta(seconds=1), max_body_bytes=1000)
    yield client
    await client.aclose()


async def test_sends_the_user_agent_and_the_target_headers(
    fetcher: Fetcher, pages: PageServer
) -> None:
    pages.pages["/p"] = Page(body=b"hello")
    page = await fetcher.fetch(pages.url("/p"), {"X-Api-Key": "k"})
    assert (page.status_code, page.body) == (200, b"hello")
    sent = pages.request_headers[0]
    assert sent["X-Api-Key"] == "k"
    assert sent["User-Agent"].startswith("pricing-monitor/")


async def test_the_timeout_is_a_total_deadline_even_for_a_trickling_body(
    fetcher: Fetcher, pages: PageServer
) -> None:
    # Every byte arrives well within a per-read timeout; the whole body takes 4 s.
    pages.pages["/slow"] = Page(body=b"x" * 40, trickle=0.1)
    started = time.monotonic()
    with pytest.raises(errors.FetchTimeout):
        await fetcher.fetch(pages.url("/slow"), {})
    assert time.monotonic() - started < 2


@pytest.mark.parametrize("chunked", [False, True])
async def test_a_body_over_the_limit_fails_while_streaming(
    fetcher: Fetcher, pages: PageServer, chunked: bool
) -> None:
    pages.pages["/big"] = Page(body=b"x" * 50_000, chunked=chunked)
    with pytest.raises(errors.BodyTooLarge):
        await fetcher.fetch(pages.url("/big"), {})


async def test_a_body_at_the_limit_is_accepted(fetcher: Fetcher, pages: PageServer) -> None:
    pages.pages["/edge"] = Page(body=b"x" * 1000, chunked=True)
    assert len((await fetcher.fetch(pages.url("/edge"), {})).body) == 1000


async def test_an_error_status_is_an_http_status_error(fetcher: Fetcher, pages: PageServer) -> None:
    with pytest.raises(errors.HTTPStatusError, match="HTTP 404 Not Found") as caught:
        await fetcher.fetch(pages.url("/missing"), {})
    assert caught.value.status_code == 404


async def test_redirect_loops_are_cut_short(fetcher: Fetcher, pages: PageServer) -> None:
    pages.pages["/loop"] = Page(body=b"", status=302, headers={"Location": "/loop"})
    with pytest.raises(errors.TooManyRedirects):
        await fetcher.fetch(pages.url("/loop"), {})
    assert pages.hits["/loop"] == 11


async def test_a_closed_port_is_a_connection_failure(fetcher: Fetcher) -> None:
    with pytest.raises(errors.ConnectionFailed):
        await fetcher.fetch("http://127.0.0.1:9/", {})


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:{port}/p",
        "http://localhost:{port}/p",
        "http://[::1]:{port}/p",
        "http://0.0.0.0:{port}/p",
    ],
)
async def test_private_addresses_are_refused_before_connecting(
    settings: Settings, pages: PageServer, url: str
) -> None:
    pages.pages["/p"] = Page()
    strict = fetcher_with(settings, allow_private_networks=False)
    port = pages.base_url.rsplit(":", 1)[1]
    try:
        with pytest.raises(errors.BlockedAddress):
            await strict.fetch(url.format(port=port), {})
    finally:
        await strict.aclose()
    assert pages.hits["/p"] == 0


async def test_at_most_per_host_concurrency_requests_reach_one_host(
    settings: Settings, pages: PageServer
) -> None:
    pages.pages["/p"] = Page(delay=0.2)
    polite = fetcher_with(settings, per_host_concurrency=2)
    try:
        await asyncio.gather(*(polite.fetch(pages.url("/p"), {}) for _ in range(6)))
    finally:
        await polite.aclose()
    assert pages.hits["/p"] == 6
    assert pages.max_in_flight == 2


async def test_a_header_that_cannot_be_sent_is_a_fetch_error(
    fetcher: Fetcher, pages: PageServer
) -> None:
    with pytest.raises(errors.InvalidRequest, match="cannot build the request"):
        await fetcher.fetch(pages.url("/p"), {"X-Token": "café"})
    assert pages.hits["/p"] == 0


@pytest.mark.parametrize(
    ("content_type", "accepted"),
    [
        ("text/html; charset=utf-8", True),
        ("application/xhtml+xml", True),
        ("application/json", True),
        ("application/ld+json", True),
        ("text/plain", True),
        ("", True),
        ("image/png", False),
        ("application/pdf", False),
        ("application/octet-stream", False),
    ],
)
async def test_only_pages_are_accepted(
    fetcher: Fetcher, pages: PageServer, content_type: str, accepted: bool
) -> None:
    headers = {"Content-Type": content_type} if content_type else {}
    pages.pages["/p"] = Page(body=b"x", headers=headers)
    if accepted:
        assert (await fetcher.fetch(pages.url("/p"), {})).body == b"x"
    else:
        with pytest.raises(errors.UnsupportedContent):
            await fetcher.fetch(pages.url("/p"), {})


async def test_an_error_status_keeps_its_retry_after(fetcher: Fetcher, pages: PageServer) -> None:
    pages.pages["/busy"] = Page(body=b"", status=429, headers={"Retry-After": "120"})
    with pytest.raises(errors.HTTPStatusError) as caught:
        await fetcher.fetch(pages.url("/busy"), {})
    assert (caught.value.status_code, caught.value.retry_after) == (429, "120")
    assert caught.value.code == "http_429"


async def test_a_certificate_nobody_vouches_for_is_a_tls_error(fetcher: Fetcher) -> None:
    tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls.load_cert_chain(DATA / "selfsigned.crt", DATA / "selfsigned.key")
    server = PageServer(tls)
    server.pages["/p"] = Page()
    server.start()
    try:
        with pytest.raises(errors.TLSCertificateError):
            await fetcher.fetch(server.url("/p"), {})
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("errno", "expected"),
    [(socket.EAI_AGAIN, errors.DNSFailure), (socket.EAI_NONAME, errors.UnknownHost)],
)
def test_a_resolver_failure_is_temporary_only_when_the_resolver_says_so(
    errno: int, expected: type[errors.FetchError]
) -> None:
    assert type(lookup_failure(socket.gaierror(errno, "x"), "x")) is expected
