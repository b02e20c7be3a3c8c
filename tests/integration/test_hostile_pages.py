"""Hostile pages against a real server on 127.0.0.1: each ends in a clear outcome, with the
body's size bounded after decompression."""

import asyncio
import gzip
import tracemalloc
import zlib
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import timedelta

import pytest

from monitor import errors
from monitor.config.model import Settings
from monitor.fetch.fetcher import Fetcher
from monitor.fetch.fetcher import Page as Fetched
from monitor.pipeline.retry import MAX_RETRY_AFTER_MS, Retry, RetryPolicy, decide, parse_retry_after
from tests.pageserver import GIB, MIB, Page, PageServer, bomb

HTML = {"Content-Type": "text/html"}


@pytest.fixture
async def fetcher(settings: Settings) -> AsyncIterator[Fetcher]:
    client = Fetcher(settings.model_copy(update={"fetch_timeout": timedelta(seconds=5)}))
    yield client
    await client.aclose()


@pytest.fixture
async def small(settings: Settings) -> AsyncIterator[Fetcher]:
    """A fetcher whose cap is 1 MiB, so that the memory a bomb costs stands out."""
    update = {"fetch_timeout": timedelta(seconds=10), "max_body_bytes": MIB}
    client = Fetcher(settings.model_copy(update=update))
    yield client
    await client.aclose()


async def peak_memory(fetch: Awaitable[Fetched]) -> tuple[Fetched | Exception, int]:
    """What ``fetch`` returned or raised, and the most memory Python held meanwhile (the
    page server's thread included, which serves its bodies without copying them)."""
    tracemalloc.start()
    try:
        try:
            outcome: Fetched | Exception = await fetch
        except Exception as error:
            outcome = error
        return outcome, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


async def test_a_gzip_bomb_is_cut_at_the_limit_once_decompressed(
    fetcher: Fetcher, pages: PageServer
) -> None:
    bomb = gzip.compress(b"\0" * 64 * MIB)  # 64 KB on the wire
    assert len(bomb) < MIB
    pages.pages["/bomb"] = Page(
        body=bomb, headers={"Content-Type": "text/html", "Content-Encoding": "gzip"}
    )
    with pytest.raises(errors.BodyTooLarge, match="body larger than"):
        await fetcher.fetch(pages.url("/bomb"), {})


@pytest.mark.parametrize(
    ("encoding", "make", "framing"),
    [
        # 10 MB on the wire, 10 GiB inflated, no length declared: the body ends with the
        # connection, so nothing says how large it is before it is read.
        pytest.param("gzip", lambda: bomb(10 * GIB), "close", id="gzip-10GiB"),
        pytest.param(
            "deflate", lambda: bomb(10 * GIB, zlib.MAX_WBITS), "close", id="deflate-zlib-10GiB"
        ),
        pytest.param(
            "deflate", lambda: bomb(10 * GIB, -zlib.MAX_WBITS), "close", id="deflate-raw-10GiB"
        ),
        pytest.param("x-gzip", lambda: bomb(GIB), "chunked", id="x-gzip-chunked-1GiB"),
        # 1 MB with an honest Content-Length under the cap: only inflating tells.
        pytest.param("gzip", lambda: bomb(1000 * MIB), "length", id="gzip-1000MiB-with-length"),
        # 42.zip-style: a few KB of gzip whose inner gzip is the 1 GiB bomb.
        pytest.param(
            "gzip, gzip", lambda: gzip.compress(bomb(GIB)), "length", id="gzip-in-gzip-1GiB"
        ),
    ],
)
async def test_a_decompression_bomb_is_cut_with_memory_bounded(
    small: Fetcher, pages: PageServer, encoding: str, make: Callable[[], bytes], framing: str
) -> None:
    headers = HTML | {"Content-Encoding": encoding}
    pages.pages["/bomb"] = Page(
        body=make(), headers=headers, chunked=framing == "chunked", until_close=framing == "close"
    )
    outcome, peak = await peak_memory(small.fetch(pages.url("/bomb"), {}))
    assert isinstance(outcome, errors.BodyTooLarge), outcome
    assert str(outcome) == f"body larger than {MIB} bytes"
    # The body holds at most the cap; the rest is a few steps of inflated output.
    assert peak < 4 * MIB, f"peak {peak / MIB:.1f} MiB"


async def test_a_redirect_body_is_never_read(small: Fetcher, pages: PageServer) -> None:
    """httpx reads a redirect's whole body before following it, inflated without a bound."""
    redirect = HTML | {"Location": "/pricing", "Content-Encoding": "gzip"}
    pages.pages["/old"] = Page(body=bomb(GIB), status=301, headers=redirect)
    pages.pages["/pricing"] = Page(body=b"<p>Pro: $12/mo</p>", headers=HTML)
    outcome, peak = await peak_memory(small.fetch(pages.url("/old"), {}))
    assert isinstance(outcome, Fetched), outcome
    assert outcome.body == b"<p>Pro: $12/mo</p>"
    assert peak < 4 * MIB, f"peak {peak / MIB:.1f} MiB"


async def test_we_ask_for_gzip_and_deflate_only(fetcher: Fetcher, pages: PageServer) -> None:
    pages.pages["/p"] = Page()
    await fetcher.fetch(pages.url("/p"), {})
    assert pages.request_headers[0]["Accept-Encoding"] == "gzip, deflate"


PAGE = b"<html><p>Pro: $12/mo</p>" + b"<p>row</p>" * 30_000 + b"</html>"  # 300 KB


@pytest.mark.parametrize(
    ("encoding", "body"),
    [
        ("gzip", gzip.compress(PAGE)),
        ("GZip", gzip.compress(PAGE)),
        ("x-gzip", gzip.compress(PAGE)),
        ("deflate", zlib.compress(PAGE)),  # as the standard says: zlib-wrapped
        ("deflate", zlib.compress(PAGE, wbits=-zlib.MAX_WBITS)),  # as many servers send it
        ("gzip, gzip", gzip.compress(gzip.compress(PAGE))),
        ("identity", PAGE),
        ("", PAGE),
        # After the end of the gzip stream: ignored, as browsers and httpx do.
        ("gzip", gzip.compress(PAGE) + b"trailing bytes"),
    ],
)
async def test_an_encoded_page_decodes_to_the_page(
    fetcher: Fetcher, pages: PageServer, encoding: str, body: bytes
) -> None:
    pages.pages["/p"] = Page(body=body, headers=HTML | {"Content-Encoding": encoding})
    assert (await fetcher.fetch(pages.url("/p"), {})).body == PAGE


async def test_a_tiny_raw_deflate_body_is_decoded_at_its_end(
    fetcher: Fetcher, pages: PageServer
) -> None:
    """Raw deflate and zlib are told apart by two bytes; a body of one byte is neither."""
    pages.pages["/p"] = Page(body=b"\x03", headers=HTML | {"Content-Encoding": "deflate"})
    assert (await fetcher.fetch(pages.url("/p"), {})).body == b""


@pytest.mark.parametrize("encoding", ["br", "zstd", "compress", "gzip, br"])
async def test_an_encoding_we_did_not_ask_for_is_a_bad_response(
    fetcher: Fetcher, pages: PageServer, encoding: str
) -> None:
    pages.pages["/p"] = Page(body=b"\x1b\x00\x00", headers=HTML | {"Content-Encoding": encoding})
    unsupported = encoding.split(", ")[-1]
    with pytest.raises(errors.BadResponse) as caught:
        await fetcher.fetch(pages.url("/p"), {})
    assert str(caught.value) == (
        f"Content-Encoding {unsupported} is not supported (we ask for gzip, deflate)"
    )
    assert caught.value.code == "bad_response"


NOT_WHAT_IT_SAYS = (
    r"^Content-Encoding (gzip|deflate), but the body is not (gzip|deflate) data"
    r" \(Error -3 while decompressing data: "
)


@pytest.mark.parametrize(
    ("encoding", "body"),
    [
        ("gzip", PAGE),  # says gzip, is the page itself
        ("gzip", gzip.compress(PAGE)[:10] + b"\xff" * 100),  # a gzip header, then garbage
        ("deflate", b"\x78\x9c" + b"\xff" * 100),  # a zlib header, then garbage
        ("gzip, gzip", gzip.compress(PAGE)),  # one layer fewer than it says
    ],
)
async def test_a_body_that_is_not_what_its_encoding_says_is_a_bad_response(
    fetcher: Fetcher, pages: PageServer, encoding: str, body: bytes
) -> None:
    pages.pages["/p"] = Page(body=body, headers=HTML | {"Content-Encoding": encoding})
    with pytest.raises(errors.BadResponse, match=NOT_WHAT_IT_SAYS):
        await fetcher.fetch(pages.url("/p"), {})


async def test_more_layers_than_anyone_sends_are_refused(
    fetcher: Fetcher, pages: PageServer
) -> None:
    pages.pages["/p"] = Page(
        body=b"x", headers=HTML | {"Content-Encoding": ", ".join(["gzip"] * 500)}
    )
    with pytest.raises(errors.BadResponse, match="lists 500 encodings; at most 3 are decoded"):
        await fetcher.fetch(pages.url("/p"), {})


async def test_a_chunked_body_without_end_in_sight_is_cut_while_streaming(
    fetcher: Fetcher, pages: PageServer
) -> None:
    pages.pages["/endless"] = Page(
        body=b"<p>" + b"x" * 8 * MIB, chunked=True, headers={"Content-Type": "text/html"}
    )
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


async def test_an_encoded_body_that_decodes_to_nothing_is_cut_on_the_wire(
    small: Fetcher, pages: PageServer
) -> None:
    """Empty deflate blocks, forever: nothing to count once decoded, so the bytes received
    are counted too."""
    empty_blocks = b"\x00\x00\x00\xff\xff" * (2 * MIB // 5)  # stored blocks of no bytes
    pages.pages["/p"] = Page(
        body=empty_blocks, headers=HTML | {"Content-Encoding": "deflate"}, until_close=True
    )
    with pytest.raises(errors.BodyTooLarge, match=f"^body larger than {MIB} bytes on the wire$"):
        await small.fetch(pages.url("/p"), {})
