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

import aiohttp
import httpx

from monitor import botwall, errors
from monitor.config import Settings
from monitor.faults import crash_point
from monitor.guard import lookup_failure
from monitor.inflate import ACCEPT_ENCODING, BodyDecoder
from monitor.transport import Transport

MAX_REDIRECTS = 10


@dataclass(frozen=True, slots=True)
class Validators:
    """What the previous response said to send back to learn whether it changed."""

    etag: str | None = None
    last_modified: str | None = None

    def headers(self) -> dict[str, str]:
        sent = {"If-None-Match": self.etag, "If-Modified-Since": self.last_modified}
        return {name: value for name, value in sent.items() if value}


@dataclass(frozen=True, slots=True)
class Page:
    """A 2xx response, or a 304 (``not_modified``, no body) to a conditional request."""

    status_code: int
    body: bytes
    duration_ms: int
    content_type: str = ""
    validators: Validators = Validators()

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
        # Two clients, so two connection pools: a connection one opted-in target opened to a
        # private address can never be reused by a request the guard should have refused.
        ssl_context = httpx.create_ssl_context()  # loading the CA certificates takes a while
        self._open = self._client(settings, Transport(False, ssl_context))
        self._guarded = self._open
        if not settings.allow_private_networks:  # checked where each connection is made
            self._guarded = self._client(settings, Transport(True, ssl_context))

    @staticmethod
    def _client(settings: Settings, transport: Transport) -> httpx.AsyncClient:
        return httpx.AsyncClient(
            # Our own Accept-Encoding: we decode the body ourselves, a bounded step at a time.
            headers={"User-Agent": settings.user_agent, "Accept-Encoding": ACCEPT_ENCODING},
            timeout=httpx.Timeout(settings.fetch_timeout.total_seconds()),
            follow_redirects=False,  # followed in _follow, without reading their bodies
            trust_env=False,  # no proxy from the environment, see Transport
            transport=transport,
        )

    async def aclose(self) -> None:
        await self._open.aclose()
        if self._guarded is not self._open:
            await self._guarded.aclose()

    async def fetch(
        self,
        url: str,
        headers: dict[str, str],
        validators: Validators | None = None,
        *,
        allow_private: bool = False,
    ) -> Page:
        """GET ``url``, conditionally when given ``validators``; a failure is a ``FetchError``.

        ``allow_private`` (a target's opt-in) lets this request and its redirects reach
        non-public addresses even when the settings do not."""
        client = self._open if allow_private else self._guarded
        conditional = validators.headers() if validators else {}
        try:
            request = client.build_request("GET", url, headers=headers | conditional)
        except (httpx.HTTPError, ValueError) as error:  # UnicodeError is a ValueError
            raise errors.InvalidRequest(f"cannot build the request: {error}") from None
        async with self._hosts.hold(request.url.host):
            started = time.monotonic()
            try:
                async with asyncio.timeout(self._deadline):
                    page = await self._send(client, request, bool(conditional))
            except TimeoutError:
                raise errors.FetchTimeout(
                    f"no complete response within {self._deadline:g}s"
                ) from None
            except (httpx.HTTPError, aiohttp.ClientError) as error:
                raise _translate(error) from None
        elapsed = round((time.monotonic() - started) * 1000)
        return dataclasses.replace(page, duration_ms=elapsed)

    async def _send(
        self, client: httpx.AsyncClient, request: httpx.Request, conditional: bool
    ) -> Page:
        response = await _follow(client, request)
        try:
            headers = response.headers
            validators = Validators(
                _validator(headers.get("ETag")), _validator(headers.get("Last-Modified"))
            )
            if conditional and response.status_code == 304:
                return Page(304, b"", 0, headers.get("Content-Type", ""), validators)
            decoder = BodyDecoder(headers.get_list("Content-Encoding", split_commas=True))
            if not response.is_success:
                raise await self._refusal(response, decoder)
            _require_page(response.headers.get("Content-Type", ""))
            declared = response.headers.get("Content-Length", "")
            if declared.isdigit() and int(declared) > self._max_bytes:
                raise errors.BodyTooLarge(f"Content-Length {declared} > {self._max_bytes} bytes")
            crash_point("during_fetch")
            body = await self._read(response, decoder, self._max_bytes)
            if wall := botwall.recognise(response.status_code, headers, body):
                raise errors.Blocked(wall, response.status_code, headers.get("Retry-After"))
            content_type = headers.get("Content-Type", "")
            return Page(response.status_code, body, 0, content_type, validators)
        finally:
            await response.aclose()

    async def _refusal(self, response: httpx.Response, decoder: BodyDecoder) -> errors.FetchError:
        """A bot wall if the error response is one, else its status. Only the statuses walls
        come with have their body read, and only as much of it as a wall can be."""
        status, headers = response.status_code, response.headers
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


def _require_page(content_type: str) -> None:
    media = content_type.split(";", 1)[0].strip().lower()
    structured = media.startswith("application/") and media.endswith(("+json", "+xml"))
    if media and not media.startswith(_PAGE_TYPES) and not structured:
        raise errors.UnsupportedContent(f"Content-Type {media} is not a page")


def _translate(error: httpx.HTTPError | aiohttp.ClientError) -> errors.FetchError:
    """httpx's exception tree (see httpx/_exceptions.py: what the client refuses) and
    aiohttp's (aiohttp/client_exceptions.py: what the transport met) onto ours. A timeout of
    either is a ``TimeoutError`` too, caught before this."""
    message = str(error) or type(error).__name__
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
