"""Hostile pages against a real server on 127.0.0.1: each ends in a clear outcome, with the
body's size bounded after decompression."""

import asyncio
import gzip
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from monitor import errors
from monitor.config import Settings
from monitor.fetch import Fetcher
from monitor.retry import MAX_RETRY_AFTER_MS, Retry, RetryPolicy, decide, parse_retry_after
from tests.pageserver import Page, PageServer

MIB = 1024 * 1024


@pytest.fixture
async def fetcher(settings: Settings) -> AsyncIterator[Fetcher]:
    client = Fetcher(settings.model_copy(update={"fetch_timeout": timedelta(seconds=5)}))
    yield client
    await client.aclose()


async def test_a_gzip_bomb_is_cut_at_the_limit_once_decompressed(
    fetcher: Fetcher, pages: PageServer
) -> None:
    bomb = gzip.compress(b"\0" * 64 * MIB)  # 64 KB on the wire
    assert len(bomb) < MIB
    pages.pages["/bomb"] = Page(bomb, headers={"Content-Type": "text/html",
                                               "Content-Encoding": "gzip"})  # fmt: skip
    with pytest.raises(errors.BodyTooLarge, match="body larger than"):
        await fetcher.fetch(pages.url("/bomb"), {})


async def test_a_chunked_body_without_end_in_sight_is_cut_while_streaming(
    fetcher: Fetcher, pages: PageServer
) -> None:
    pages.pages["/endless"] = Page(b"<p>" + b"x" * 8 * MIB, chunked=True,
                                   headers={"Content-Type": "text/html"})  # fmt: skip
    with pytest.raises(errors.BodyTooLarge):
        await fetcher.fetch(pages.url("/endless"), {})


async def test_an_http_1_0_body_without_a_length_ends_with_the_connection(
    fetcher: Fetcher,
) -> None:
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<p>Pro: $12/mo</p>")
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        page = await fetcher.fetch(f"http://127.0.0.1:{port}/", {})
    finally:
        server.close()
        await server.wait_closed()
    assert (page.status_code, page.body) == (200, b"<p>Pro: $12/mo</p>")


def test_a_retry_after_of_ten_years_waits_no_longer_than_the_next_slot() -> None:
    ten_years = str(10 * 365 * 24 * 3600)
    asked = parse_retry_after(ten_years, 0)
    assert asked == MAX_RETRY_AFTER_MS  # a year at most, whatever is asked
    error = errors.HTTPStatusError(503, "Service Unavailable", ten_years)
    assert decide(error, 1, RetryPolicy(), 1.0, asked, until_next_slot_ms=3_600_000) == Retry(
        3_600_000
    )
