"""httpx's interface on aiohttp's connection pool.

httpcore's pool costs more CPU per request than fetching a 20 KB page does (it polls every
pooled connection's socket on each request: encode/httpx#3215). This transport keeps the
httpx client (requests, redirects, headers, timeouts) and lets aiohttp hold the
connections. Only what the fetcher sends is supported: requests over HTTP/1.1, with a body
only when a rendered page's script sends one. aiohttp's exceptions pass through unchanged,
to be translated with httpx's in ``monitor.fetch.fetcher``.
"""

import asyncio
import ssl
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import aiohttp.abc
import httpx
from aiohttp.client_proto import ResponseHandler
from aiohttp_socks import ProxyConnector
from aiohttp_socks.connector import _ResponseHandler
from python_socks import parse_proxy_url
from python_socks.async_.asyncio.v2 import Proxy

from monitor.fetch.guard import PublicResolver, check_address


class Transport(httpx.AsyncBaseTransport):
    """With ``public_only``, the SSRF guard (``monitor.fetch.guard``) on every connection.

    The pool has no connection limit (``HostLimiter`` bounds each host) and is made at first
    use, inside the event loop. It neither decompresses (we do, a bounded step at a time) nor
    reads proxy settings from the environment: through a proxy, the guard would judge the
    proxy's address instead of the page's."""

    def __init__(
        self, public_only: bool, ssl_context: ssl.SSLContext, proxy: str | None = None
    ) -> None:
        """``proxy``: every request goes through it (its credentials already read)."""
        self._public_only = public_only
        self._ssl_context = ssl_context
        self._proxy = proxy
        socks = proxy is not None and proxy.startswith("socks5://")
        self._http_proxy = None if socks else proxy  # sent to by aiohttp itself
        self._session: aiohttp.ClientSession | None = None

    def _pool(self) -> aiohttp.ClientSession:
        if self._session is None:
            self._session = aiohttp.ClientSession(
                connector=self._connector(), auto_decompress=False, trust_env=False
            )
        return self._session

    def _connector(self) -> aiohttp.TCPConnector:
        """The guard judges the address of whatever is connected to: the page's host, or the
        proxy's (the proxy resolves the page's name, in its own network)."""
        resolver = PublicResolver() if self._public_only else aiohttp.ThreadedResolver()
        if self._proxy is not None and self._proxy.startswith("socks5://"):
            return GuardedSocksConnector(self._proxy, resolver, limit=0, ssl=self._ssl_context)
        # aiohttp speaks to HTTP(S) proxies itself, resolving the proxy's name with ours.
        return aiohttp.TCPConnector(limit=0, resolver=resolver, ssl=self._ssl_context)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self._public_only:
            check_address(request.url.host)
            if self._proxy is not None:
                check_address(httpx.URL(self._proxy).host)
        timeout = request.extensions.get("timeout", {})
        response = await self._pool().request(
            request.method,
            str(request.url),
            proxy=None
            if self._proxy is None or self._proxy.startswith("socks5://")
            else self._proxy,
            # Names as the caller wrote them: httpx's own mapping of headers lowercases them.
            headers=[
                (name.decode("latin-1"), value.decode("latin-1"))
                for name, value in request.headers.raw
            ],
            # What a rendered page's script posts (see monitor.fetch.browser.network); no body else.
            data=await request.aread() or None,
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


class GuardedSocksConnector(ProxyConnector):
    """aiohttp-socks' SOCKS5 connector, connecting to the proxy's address only once the guard
    has judged it: the name is resolved once, and the checked address is what is dialled. The
    page's name is resolved by the proxy (SOCKS5 with remote DNS)."""

    def __init__(self, url: str, resolver: aiohttp.abc.AbstractResolver, **kwargs: Any) -> None:
        kind, host, port, username, password = parse_proxy_url(url)
        super().__init__(host, port, kind, username or None, password or None, True, **kwargs)
        self._proxy_resolver = resolver

    async def _connect_via_proxy(
        self,
        host: str,
        port: int,
        ssl: ssl.SSLContext | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 (the signature overridden)
    ) -> tuple[asyncio.Transport, ResponseHandler]:
        # ProxyConnector's own, but for the address dialled (its host is the proxy's name).
        [address, *_] = await self._proxy_resolver.resolve(self._proxy_host, self._proxy_port)
        proxy = Proxy(
            self._proxy_type,
            address["host"],
            self._proxy_port,
            self._proxy_username,
            self._proxy_password,
            rdns=True,
        )
        stream = await proxy.connect(host, port, dest_ssl=ssl, timeout=timeout)
        transport = stream.writer.transport
        protocol = _ResponseHandler(loop=self._loop, writer=stream.writer)
        transport.set_protocol(protocol)
        protocol.connection_made(transport)
        return transport, protocol  # type: ignore[return-value]


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
