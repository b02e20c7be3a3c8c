"""Every request a rendered page makes, made by the monitor instead of by Chromium.

The page's requests (the navigation, each redirect, every subresource, XHR and fetch) are
intercepted before Chromium sends anything, and sent by the monitor's own fetcher: the same
transport, so the same SSRF guard (the name resolved once, every address judged, the checked
address dialled: no rebinding), the same proxy and the target's ``allow_private_networks``.
A redirect is handed back to Chromium unfollowed, which follows it with a new request, which
is intercepted in turn. Chromium's own connections go to a proxy that is not there (see
``chromium.ARGS``), so nothing reaches the network but through here. Images, media and fonts
are not loaded; WebSockets are refused: they would need a connection the guard cannot judge
frame by frame, and a price table does not need one. A refused or failed document is the
check's failure, with its class (logged by the worker with the slot); what a page's
subresources were refused stays in ``Network.refused``, which the tests read.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from urllib.parse import urljoin, urlsplit

from playwright.async_api import Error, Request, Route, WebSocketRoute

from monitor import errors
from monitor.fetch.fetcher import with_cookies

MAX_REDIRECTS = 10  # as the plain path's
# What answers a document the monitor could not have: not empty, or Chromium fails it anyway.
_STUB = b"<!doctype html><title>refused by the monitor</title>"
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


@dataclass(kw_only=True)
class Network:
    """The interception for one check's browser context."""

    exchange: Exchange
    page_url: str = ""
    headers: dict[str, str] = field(default_factory=dict, repr=False)
    """The target's headers: sent to the page's own origin only, as a fetch sends them to
    the page (a secret in them is not every third-party script host's business), instead of
    the browser's of the same name; its Cookie header before the jar's cookies."""
    requests: list[str] = field(default_factory=list)
    """Every URL the page asked for, in order: what the tests read."""
    refused: list[tuple[str, str]] = field(default_factory=list)
    """(URL, why) for every request not sent."""
    failure: errors.FetchError | None = None
    """Why the page's own document could not be had: the check's failure."""
    document: Exchanged | None = None
    """The page's own document as it came (the last, after a redirect or a script's
    navigation): its status and headers are the check's."""
    _redirects: int = 0

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
                answer = await self._answer(route, request)
            except errors.FetchError as error:
                if self._note(request, error):
                    # Answered, not aborted: Playwright's driver does not survive an aborted
                    # navigation it redirected itself. The check fails with ``failure``.
                    await route.fulfill(
                        status=502, body=_STUB, headers={"content-type": "text/html"}
                    )
                else:
                    await route.abort("blockedbyclient" if _refused(error) else "failed")
                return
            if answer is not None:
                if _is_document(request):
                    self.document = answer
                await route.fulfill(
                    status=answer.status, headers=_response_headers(answer), body=answer.body
                )
        except Error:  # the page or its context closed meanwhile: nothing to answer
            return

    async def _answer(self, route: Route, request: Request) -> Exchanged | None:
        """The response to fulfill the request with; None when it was redirected instead.

        Chromium sends a redirect of a fulfilled response itself, unintercepted (only its
        dead proxy would see it): a navigation's redirect is handed back as a new navigation,
        which is intercepted in turn, and a subresource's is followed here, hop by hop."""
        sent = await _request_headers(request)
        method, url, body = request.method, request.url, request.post_data_buffer
        for _ in range(MAX_REDIRECTS + 1):
            headers = self._own(sent) if _origin(url) == _origin(self.page_url) else sent
            try:
                answer = await self.exchange(method, url, headers, body)
            except errors.FetchError as error:
                self.refused.append((url, error.code))
                raise
            location = _location(url, answer)
            if location is None:
                return answer
            if request.is_navigation_request():
                self._redirects += 1
                if self._redirects > MAX_REDIRECTS:
                    break
                # Playwright's own HAR replay turns a navigation's redirect into a new one so.
                await route._impl_obj._redirect_navigation_request(location)
                return None
            self.requests.append(location)
            if answer.status in (301, 302, 303) and method != "HEAD":
                method, body = "GET", None
            url = location
        self.refused.append((url, "too_many_redirects"))
        raise errors.TooManyRedirects(f"more than {MAX_REDIRECTS} redirects")

    def _own(self, sent: dict[str, str]) -> dict[str, str]:
        """The browser's request headers (lower case) with the target's."""
        replaced = {name.lower() for name in self.headers} | {"cookie"}
        headers = {k: v for k, v in sent.items() if k not in replaced} | self.headers
        jar = sent.get("cookie")  # the target's ``cookies``, and those its pages set
        return with_cookies(headers, jar) if jar else headers

    async def websocket(self, socket: WebSocketRoute) -> None:
        self.requests.append(socket.url)
        self.refused.append((socket.url, "WebSocket"))
        try:
            await socket.close(code=1008, reason="refused by the monitor")
        except Error:
            return

    def _note(self, request: Request, error: errors.FetchError) -> bool:
        """Whether it was the page's own document's: the check's failure."""
        if not _is_document(request):
            return False
        self.failure = self.failure or error
        return True


async def _request_headers(request: Request) -> dict[str, str]:
    return {
        name: value
        for name, value in (await request.all_headers()).items()
        if name not in _DROPPED_REQUEST and not name.startswith(":")
    }


def _origin(url: str) -> tuple[str, str | None, int | None]:
    parts = urlsplit(url)
    return parts.scheme, parts.hostname, parts.port


def _location(url: str, answer: Exchanged) -> str | None:
    """Where a redirect points, made absolute; None for any other response."""
    if answer.status not in (301, 302, 303, 307, 308):
        return None
    found = next((value for name, value in answer.headers if name.lower() == "location"), None)
    return urljoin(url, found) if found else None


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
