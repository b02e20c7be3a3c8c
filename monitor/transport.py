"""httpx's interface on aiohttp's connection pool.

httpcore's pool costs more CPU per request than fetching a 20 KB page does (it polls every
pooled connection's socket on each request: encode/httpx#3215). This transport keeps the
httpx client (requests, redirects, headers, timeouts) and lets aiohttp hold the
connections. Only what the fetcher sends is supported: requests without a body, over
HTTP/1.1. aiohttp's exceptions pass through unchanged, to be translated with httpx's in
``monitor.fetch``.
"""

import ssl
from collections.abc import AsyncIterator

import aiohttp
import httpx

from monitor.guard import PublicResolver, check_address


class Transport(httpx.AsyncBaseTransport):
    """With ``public_only``, the SSRF guard (``monitor.guard``) on every connection.

    The pool has no connection limit (``HostLimiter`` bounds each host) and is made at first
    use, inside the event loop. It neither decompresses (we do, a bounded step at a time) nor
    reads proxy settings from the environment: through a proxy, the guard would judge the
    proxy's address instead of the page's."""

    def __init__(self, public_only: bool, ssl_context: ssl.SSLContext) -> None:
        self._public_only = public_only
        self._ssl_context = ssl_context
        self._session: aiohttp.ClientSession | None = None

    def _pool(self) -> aiohttp.ClientSession:
        if self._session is None:
            resolver = PublicResolver() if self._public_only else aiohttp.ThreadedResolver()
            connector = aiohttp.TCPConnector(limit=0, resolver=resolver, ssl=self._ssl_context)
            self._session = aiohttp.ClientSession(
                connector=connector, auto_decompress=False, trust_env=False
            )
        return self._session

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self._public_only:
            check_address(request.url.host)
        timeout = request.extensions.get("timeout", {})
        response = await self._pool().request(
            request.method,
            str(request.url),
            # Names as the caller wrote them: httpx's own mapping of headers lowercases them.
            headers=[
                (name.decode("latin-1"), value.decode("latin-1"))
                for name, value in request.headers.raw
            ],
            allow_redirects=False,
            timeout=aiohttp.ClientTimeout(
                connect=timeout.get("pool"),
                sock_connect=timeout.get("connect"),
                sock_read=timeout.get("read"),
            ),
        )
        return httpx.Response(
            status_code=response.status,
            headers=response.raw_headers,
            stream=_Body(response),
            request=request,
            extensions={"http_version": b"HTTP/1.1"},
        )

    async def aclose(self) -> None:
        if self._session is not None:
            await self._session.close()


class _Body(httpx.AsyncByteStream):
    def __init__(self, response: aiohttp.ClientResponse) -> None:
        self._response = response

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self._response.content.iter_any():
            yield chunk

    async def aclose(self) -> None:
        # Back to the pool if the body was read to its end, else the connection is closed:
        # an unread body (a redirect's, one over the cap) is never drained.
        self._response.release()
