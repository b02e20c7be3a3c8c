"""Fetch one page with a total deadline, a body size cap and per-host politeness."""

import asyncio
import contextlib
import dataclasses
import socket
import ssl
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import aiohttp
import httpx
from aiohttp_socks import ProxyConnectionError, ProxyError, ProxyTimeoutError

from monitor import errors
from monitor.config.model import Settings
from monitor.config.request import DIRECT, RequestOptions, resolve_proxy
from monitor.faults import crash_point
from monitor.fetch import botwall
from monitor.fetch.guard import lookup_failure
from monitor.fetch.inflate import ACCEPT_ENCODING, BodyDecoder
from monitor.fetch.transport import Transport

if TYPE_CHECKING:
    from monitor.fetch.browser.network import Exchanged
    from monitor.fetch.browser.render import Renderer

MAX_REDIRECTS = 10
PLAIN = RequestOptions()


@dataclass(frozen=True, slots=True)
class Validators:
    """What the previous response said to send back to learn whether it changed."""

    etag: str | None = None
    last_modified: str | None = None

    def headers(self) -> dict[str, str]:
        sent = {"If-None-Match": self.etag, "If-Modified-Since": self.last_modified}
        return {name: value for name, value in sent.items() if value}


@dataclass(frozen=True, slots=True, kw_only=True)
class Page:
    """A 2xx response, or a 304 (``not_modified``, no body) to a conditional request."""

    status_code: int
    body: bytes
    duration_ms: int
    content_type: str = ""
    validators: Validators = Validators()
    url: str = ""
    """Where the page was answered from, after redirects ("" when not known: rendered)."""

    @property
    def not_modified(self) -> bool:
        return self.status_code == 304


class HostLimiter:
    """At most ``limit`` requests at once to one host; idle hosts cost no memory."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._slots: dict[str, tuple[asyncio.Semaphore, int]] = {}

    @asynccontextmanager
    async def hold(self, host: str) -> AsyncIterator[None]:
        semaphore, users = self._slots.get(host, (asyncio.Semaphore(self._limit), 0))
        self._slots[host] = (semaphore, users + 1)
        try:
            async with semaphore:
                yield
        finally:
            semaphore, users = self._slots[host]
            if users == 1:
                del self._slots[host]
            else:
                self._slots[host] = (semaphore, users - 1)


class Fetcher:
    def __init__(self, settings: Settings) -> None:
        self._deadline = settings.fetch_timeout.total_seconds()
        self._max_bytes = int(settings.max_body_bytes)
        self._hosts = HostLimiter(settings.per_host_concurrency)
        self._settings = settings
        self._ssl_context = httpx.create_ssl_context()  # loading the CA certificates takes a while
        # A client, so a connection pool, per guard and proxy: a connection one opted-in
        # target opened to a private address can never be reused by a request the guard should
        # have refused, nor one through a proxy by a request that names none.
        self._clients: dict[tuple[bool, str | None], httpx.AsyncClient] = {}
        self._renderer: Renderer | None = None

    def _client(self, allow_private: bool, proxy: str | None) -> httpx.AsyncClient:
        guarded = not (allow_private or self._settings.allow_private_networks)
        key = (guarded, proxy)
        if key not in self._clients:
            settings = self._settings
            self._clients[key] = httpx.AsyncClient(
                # Our own Accept-Encoding: we decode the body ourselves, a step at a time.
                headers={"User-Agent": settings.user_agent, "Accept-Encoding": ACCEPT_ENCODING},
                timeout=httpx.Timeout(settings.fetch_timeout.total_seconds()),
                follow_redirects=False,  # followed in _follow, without reading their bodies
                trust_env=False,  # no proxy from the environment, see Transport
                transport=Transport(guarded, self._ssl_context, proxy),
            )
        return self._clients[key]

    async def aclose(self) -> None:
        for client in self._clients.values():
            await client.aclose()
        if self._renderer is not None:
            await self._renderer.aclose()

    async def fetch(
        self,
        url: str,
        headers: dict[str, str],
        validators: Validators | None = None,
        *,
        allow_private: bool = False,
        request: RequestOptions = PLAIN,
    ) -> Page:
        """GET ``url``, conditionally when given ``validators``; a failure is a ``FetchError``
        (or, rendered, a ``RegionNotFound`` when ``wait_for`` never appears).

        ``allow_private`` (a target's opt-in) lets this request and its redirects reach
        non-public addresses even when the settings do not. ``request`` renders the page in
        the browser, or sends it through a proxy, with cookies."""
        proxy = self._proxy(request)
        if request.render == "browser":
            return await self._rendered(url, headers, request, proxy, allow_private)
        if request.cookies:
            headers = with_cookies(headers, request.cookie_header())
        client = self._client(allow_private, proxy)
        conditional = validators.headers() if validators else {}
        try:
            sent = client.build_request("GET", url, headers=headers | conditional)
        except (httpx.HTTPError, ValueError) as error:  # UnicodeError is a ValueError
            raise errors.InvalidRequest(f"cannot build the request: {error}") from None
        async with self._hosts.hold(sent.url.host):
            started = time.monotonic()
            try:
                async with asyncio.timeout(self._deadline):
                    page = await self._send(client, sent, bool(conditional))
            except TimeoutError:
                raise errors.FetchTimeout(
                    f"no complete response within {self._deadline:g}s"
                ) from None
            except (httpx.HTTPError, aiohttp.ClientError, *PROXY_ERRORS) as error:
                raise _translate(error) from None
        elapsed = round((time.monotonic() - started) * 1000)
        return dataclasses.replace(page, duration_ms=elapsed)

    async def _rendered(
        self,
        url: str,
        headers: dict[str, str],
        request: RequestOptions,
        proxy: str | None,
        allow_private: bool,
    ) -> Page:
        if self._renderer is None:
            # Imported at first use: Playwright costs start-up time to a daemon rendering none.
            from monitor.fetch.browser.render import Renderer

            self._renderer = Renderer(self._settings)
        exchange = partial(self.exchange, allow_private=allow_private, proxy=proxy)
        return await self._renderer.render(url, headers, request, exchange)

    async def exchange(
        self,
        method: str,
        url: str,
        headers: dict[str, str],
        body: bytes | None,
        *,
        allow_private: bool,
        proxy: str | None,
    ) -> "Exchanged":
        """One request of a rendered page, through the guard and proxy a fetch would take;
        a redirect is returned unfollowed, for the browser to follow (and ask again)."""
        from monitor.fetch.browser.network import Exchanged

        client = self._client(allow_private, proxy)
        try:
            sent = client.build_request(method, url, headers=headers, content=body)
        except (httpx.HTTPError, ValueError) as error:
            raise errors.InvalidRequest(f"cannot build the request: {error}") from None
        async with self._hosts.hold(sent.url.host):
            try:
                async with asyncio.timeout(self._deadline):
                    response = await client.send(sent, stream=True)
                    try:
                        decoder = BodyDecoder(
                            response.headers.get_list("Content-Encoding", split_commas=True)
                        )
                        content = await self._read(response, decoder, self._max_bytes)
                    finally:
                        await response.aclose()
            except TimeoutError:
                raise errors.FetchTimeout(f"no response within {self._deadline:g}s") from None
            except (httpx.HTTPError, aiohttp.ClientError, *PROXY_ERRORS) as error:
                raise _translate(error) from None
        if response.status_code == 407:  # as a fetch: Chromium would fail it as no response
            raise _proxy_refused()
        return Exchanged(response.status_code, response.headers.multi_items(), content)

    def _proxy(self, request: RequestOptions) -> str | None:
        """The proxy to use, its credentials read from the environment now; None: direct."""
        written = request.proxy or self._settings.proxy
        return None if written in (None, DIRECT) else resolve_proxy(written)

    async def _send(
        self, client: httpx.AsyncClient, request: httpx.Request, conditional: bool
    ) -> Page:
        response = await _follow(client, request)
        final = str(response.url)
        try:
            headers = response.headers
            validators = Validators(
                _validator(headers.get("ETag")), _validator(headers.get("Last-Modified"))
            )
            if conditional and response.status_code == 304:
                return Page(
                    status_code=304,
                    body=b"",
                    duration_ms=0,
                    content_type=headers.get("Content-Type", ""),
                    validators=validators,
                    url=final,
                )
            decoder = BodyDecoder(headers.get_list("Content-Encoding", split_commas=True))
            if not response.is_success:
                raise await self._refusal(response, decoder)
            require_page(response.headers.get("Content-Type", ""))
            declared = response.headers.get("Content-Length", "")
            if declared.isdigit() and int(declared) > self._max_bytes:
                raise errors.BodyTooLarge(f"Content-Length {declared} > {self._max_bytes} bytes")
            crash_point("during_fetch")
            body = await self._read(response, decoder, self._max_bytes)
            if wall := botwall.recognise(response.status_code, headers, body):
                raise errors.Blocked(wall, response.status_code, headers.get("Retry-After"))
            content_type = headers.get("Content-Type", "")
            return Page(
                status_code=response.status_code,
                body=body,
                duration_ms=0,
                content_type=content_type,
                validators=validators,
                url=final,
            )
        finally:
            await response.aclose()

    async def _refusal(self, response: httpx.Response, decoder: BodyDecoder) -> errors.FetchError:
        """A bot wall if the error response is one, else its status. Only the statuses walls
        come with have their body read, and only as much of it as a wall can be."""
        status, headers = response.status_code, response.headers
        if status == 407:  # only a proxy asks for its credentials (an http:// page through it)
            return _proxy_refused()
        body = b""
        if status in botwall.WALL_STATUSES:
            with contextlib.suppress(errors.FetchError):  # too large or undecodable: no wall
                body = await self._read(response, decoder, botwall.MAX_WALL_BYTES)
        if wall := botwall.recognise(status, headers, body):
            return errors.Blocked(wall, status, headers.get("Retry-After"))
        reason = httpx.codes.get_reason_phrase(status)
        return errors.HTTPStatusError(status, reason, headers.get("Retry-After"))

    async def _read(self, response: httpx.Response, decoder: BodyDecoder, limit: int) -> bytes:
        """The decoded body, cut as soon as it, or what came on the wire, is over ``limit``."""
        body, received = bytearray(), 0
        async for chunk in response.aiter_raw():
            _append(body, decoder.feed(chunk), limit)
            received += len(chunk)
            if received > limit:  # also bounds an encoding that decodes to nothing
                raise errors.BodyTooLarge(f"body larger than {limit} bytes on the wire")
        _append(body, decoder.finish(), limit)
        return bytes(body)


def _append(body: bytearray, pieces: Iterator[bytes], limit: int) -> None:
    for piece in pieces:
        body += piece
        if len(body) > limit:
            raise errors.BodyTooLarge(f"body larger than {limit} bytes")


async def _follow(client: httpx.AsyncClient, request: httpx.Request) -> httpx.Response:
    """Send, following redirects here: httpx would read each redirect's whole body, inflated
    without a bound. A redirect's body is never read; its connection is simply closed."""
    redirects = 0
    while True:
        response = await client.send(request, stream=True)
        if response.next_request is None:
            return response
        await response.aclose()
        redirects += 1
        if redirects > MAX_REDIRECTS:
            break
        request = response.next_request
    raise errors.TooManyRedirects(f"more than {MAX_REDIRECTS} redirects")


def _validator(value: str | None) -> str | None:
    """A validator worth sending back: a strange one could make every later request fail."""
    if value and len(value) <= 512 and value.isascii() and value.isprintable():
        return value
    return None


# What a pricing page can be served as. No Content-Type at all is accepted too.
_PAGE_TYPES = ("text/", "application/xhtml+xml", "application/json", "application/xml")


def require_page(content_type: str) -> None:
    """Refuse a response that is not a page (an image, a PDF, a download)."""
    media = content_type.split(";", 1)[0].strip().lower()
    structured = media.startswith("application/") and media.endswith(("+json", "+xml"))
    if media and not media.startswith(_PAGE_TYPES) and not structured:
        raise errors.UnsupportedContent(f"Content-Type {media} is not a page")


def with_cookies(headers: dict[str, str], cookies: str) -> dict[str, str]:
    """``cookies`` after any Cookie header in ``headers`` (names ignore case): the target's
    own, then its ``cookies`` (a rendered page's are its context's, which holds them)."""
    own = {name: value for name, value in headers.items() if name.lower() != "cookie"}
    written = [value for name, value in headers.items() if name.lower() == "cookie"]
    return own | {"Cookie": "; ".join([*written, cookies])}


def _proxy_refused() -> errors.ProxyFailed:
    return errors.ProxyFailed("proxy: HTTP 407 Proxy Authentication Required")


# What the proxy met: aiohttp-socks' (SOCKS5) and aiohttp's own (HTTP CONNECT) errors.
PROXY_ERRORS = (ProxyError, ProxyConnectionError, ProxyTimeoutError)
_PROXY_FAILURES = (*PROXY_ERRORS, aiohttp.ClientProxyConnectionError, aiohttp.ClientHttpProxyError)


def _translate(error: BaseException) -> errors.FetchError:
    """httpx's exception tree (see httpx/_exceptions.py: what the client refuses) and
    aiohttp's (aiohttp/client_exceptions.py: what the transport met) onto ours. A timeout of
    either is a ``TimeoutError`` too, caught before this."""
    message = str(error) or type(error).__name__
    if isinstance(error, _PROXY_FAILURES):
        return errors.ProxyFailed(f"proxy: {message}")
    cause = _root_cause(error)
    if isinstance(cause, ssl.SSLCertVerificationError):
        return errors.TLSCertificateError(f"{cause.verify_message or cause}")
    if isinstance(cause, socket.gaierror):
        return lookup_failure(cause, message)
    if isinstance(error, httpx.UnsupportedProtocol | httpx.InvalidURL | aiohttp.InvalidURL):
        return errors.InvalidRequest(message)
    return errors.ConnectionFailed(message)


def _root_cause(error: BaseException) -> BaseException:
    for _ in range(20):  # httpx → httpcore → the socket or ssl error: a few links at most
        inner = error.__cause__ or error.__context__
        if inner is None:
            break
        error = inner
    return error
