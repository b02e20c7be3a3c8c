"""Every request a rendered page makes, made by the monitor instead of by Chromium.

The page's requests (the navigation, each redirect, every subresource, XHR and fetch) are
intercepted before Chromium sends anything, and sent by the monitor's own fetcher: the same
transport, so the same SSRF guard (the name resolved once, every address judged, the checked
address dialled: no rebinding), the same proxy and the target's ``allow_private_networks``.
A redirect is handed back to Chromium unfollowed, which follows it with a new request, which
is intercepted in turn. Chromium's own connections go to a proxy that is not there (see
``chromium.ARGS``), so nothing reaches the network but through here. Images, media and fonts
are not loaded; WebSockets are refused: they would need a connection the guard cannot judge
frame by frame, and a price table does not need one. What was refused is logged.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from playwright.async_api import Error, Request, Route, WebSocketRoute

from monitor import errors

SKIPPED_TYPES = frozenset({"image", "media", "font"})
SCHEMES = frozenset({"http", "https"})
# What the fetcher sets itself, or what describes the connection rather than the request.
_DROPPED_REQUEST = frozenset({"host", "content-length", "accept-encoding", "connection"})
# The body is handed over decoded and whole.
_DROPPED_RESPONSE = frozenset(
    {"content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"}
)


@dataclass(frozen=True, slots=True)
class Exchanged:
    """One response, its redirect not followed, its body decoded."""

    status: int
    headers: list[tuple[str, str]]
    body: bytes


# (method, url, headers, body) -> the response; raises a FetchError.
Exchange = Callable[[str, str, dict[str, str], bytes | None], Awaitable[Exchanged]]


@dataclass
class Network:
    """The interception for one check's browser context."""

    exchange: Exchange
    requests: list[str] = field(default_factory=list)
    """Every URL the page asked for, in order: what the tests read."""
    refused: list[tuple[str, str]] = field(default_factory=list)
    """(URL, why) for every request not sent."""
    failure: errors.FetchError | None = None
    """Why the page's own document could not be had: the check's failure."""

    async def route(self, route: Route) -> None:
        request = route.request
        self.requests.append(request.url)
        try:
            why = _refusal(request)
            if why is not None:
                self.refused.append((request.url, why))
                await route.abort("blockedbyclient")
                return
            try:
                answer = await self._send(request)
            except errors.FetchError as error:
                self._note(request, error)
                await route.abort("blockedbyclient" if _refused(error) else "failed")
                return
            await route.fulfill(
                status=answer.status, headers=_response_headers(answer), body=answer.body
            )
        except Error:  # the page or its context closed meanwhile: nothing to answer
            return

    async def websocket(self, socket: WebSocketRoute) -> None:
        self.requests.append(socket.url)
        self.refused.append((socket.url, "WebSocket"))
        try:
            await socket.close(code=1008, reason="refused by the monitor")
        except Error:
            return

    async def _send(self, request: Request) -> Exchanged:
        headers = {
            name: value
            for name, value in (await request.all_headers()).items()
            if name not in _DROPPED_REQUEST and not name.startswith(":")
        }
        return await self.exchange(request.method, request.url, headers, request.post_data_buffer)

    def _note(self, request: Request, error: errors.FetchError) -> None:
        self.refused.append((request.url, error.code))
        if self.failure is None and _is_document(request):
            self.failure = error


def _refusal(request: Request) -> str | None:
    if urlsplit(request.url).scheme not in SCHEMES:
        return "scheme"
    if request.resource_type in SKIPPED_TYPES:
        return request.resource_type
    return None


def _is_document(request: Request) -> bool:
    """The page's own document: the main frame's navigation (a redirect of it included)."""
    if not request.is_navigation_request():
        return False
    try:
        return request.frame.parent_frame is None
    except Error:  # a frame that is already gone was no main frame of ours
        return False


def _refused(error: errors.FetchError) -> bool:
    return isinstance(error, errors.BlockedAddress | errors.InvalidRequest)


def _response_headers(answer: Exchanged) -> dict[str, str]:
    headers: dict[str, str] = {}
    for name, value in answer.headers:
        lower = name.lower()
        if lower in _DROPPED_RESPONSE:
            continue
        # Playwright takes one value a name; Set-Cookie's are separated by newlines.
        separator = "\n" if lower == "set-cookie" else ", "
        headers[lower] = f"{headers[lower]}{separator}{value}" if lower in headers else value
    return headers
