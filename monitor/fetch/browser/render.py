"""Render one page in the browser and read its DOM, within the target's ``render_timeout``.

A fresh browser context per check (no cookies, storage or cache carried over), service
workers, downloads and permissions off, popups closed as they open. The result is a
``Page`` like a fetched one: the main document's status and headers, and the rendered DOM
as the body, which goes through the same bot-wall recognition and extraction.
"""

import asyncio
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from http import HTTPStatus

from playwright.async_api import Browser, BrowserContext, Error, Frame
from playwright.async_api import Page as BrowserPage

from monitor import errors
from monitor.config.model import Settings
from monitor.config.request import RequestOptions
from monitor.fetch import botwall
from monitor.fetch.browser import chromium
from monitor.fetch.browser.network import Exchange, Exchanged, Network
from monitor.fetch.browser.pool import CLOSE_TIMEOUT, BrowserPool
from monitor.fetch.fetcher import Page, require_page
from monitor.logs import get_logger

log = get_logger()
HTML = "text/html; charset=utf-8"
# Set on the context, for every request. The target's ``cookies`` are in the context's jar,
# for the page's domain (and its script); a Cookie header it sets goes with its other headers,
# before the jar's (``network``), as a fetch sends it.
_CONTEXT_HEADERS = ("user-agent",)
_DOM_LENGTH = "() => document.documentElement ? document.documentElement.outerHTML.length : 0"


class Renderer:
    """At most ``browser.concurrency`` pages at once, in one browser per daemon."""

    def __init__(self, settings: Settings) -> None:
        executable = chromium.find_executable(settings.browser.executable)
        if executable is None:  # checked when the targets were read; gone since
            raise errors.RenderFailed(f"no Chromium: {chromium.INSTALL_HINT}")
        self._settings = settings
        self._pool = BrowserPool(settings.browser, executable)
        self._slots = asyncio.Semaphore(settings.browser.concurrency)
        self.last_network: Network | None = None
        """The interception of the latest page rendered: what the tests read."""

    @property
    def pool(self) -> BrowserPool:
        return self._pool

    async def aclose(self) -> None:
        await self._pool.aclose()

    async def render(
        self, url: str, headers: dict[str, str], request: RequestOptions, exchange: Exchange
    ) -> Page:
        """The rendered page, or the failure's class; ``exchange`` sends its requests."""
        timeout_ms = request.render_timeout_ms or self._settings.fetch_timeout / _MS
        async with self._slots:
            started = time.monotonic()
            async with self._pool.browser() as browser:
                extra = {k: v for k, v in headers.items() if k.lower() not in _CONTEXT_HEADERS}
                network = self.last_network = Network(
                    exchange=exchange, page_url=url, headers=extra
                )
                attempt = _Attempt(
                    url=url,
                    headers=headers,
                    request=request,
                    network=network,
                    deadline=timeout_ms / 1000,
                )
                status, body, content_type = await self._attempt(browser, attempt)
        elapsed = round((time.monotonic() - started) * 1000)
        return Page(status_code=status, body=body, duration_ms=elapsed, content_type=content_type)

    async def _attempt(self, browser: Browser, attempt: "_Attempt") -> tuple[int, bytes, str]:
        """Everything within the deadline: a browser that does not answer in time is hung."""
        context: BrowserContext | None = None
        try:
            async with asyncio.timeout(attempt.deadline):
                context = await self._new_context(browser, attempt)
                loaded = await self._load(context, attempt)
        except TimeoutError:
            if context is None:
                self._pool.hung()
            raise attempt.network.failure or attempt.timed_out() from None
        except Error as error:
            raise attempt.network.failure or _translate(error) from None
        except errors.WorkFailed as error:
            raise attempt.network.failure or error from None
        finally:
            if context is not None:
                await self._close(context)
        if attempt.network.failure is not None:  # the document was answered for the page's sake
            raise attempt.network.failure
        return loaded

    async def _new_context(self, browser: Browser, attempt: "_Attempt") -> BrowserContext:
        try:
            return await self._context(browser, attempt)
        except Error:
            # A healthy browser always opens a context: this one (or Playwright's driver) is
            # gone or broken. The next page gets a new one.
            self._pool.hung()
            raise

    async def _context(self, browser: Browser, attempt: "_Attempt") -> BrowserContext:
        headers = attempt.headers
        agent = next((v for k, v in headers.items() if k.lower() == "user-agent"), None)
        network = attempt.network
        context = await browser.new_context(
            user_agent=agent or self._settings.user_agent,
            service_workers="block",
            accept_downloads=False,
            permissions=[],
        )
        await context.route("**/*", network.route)
        await context.route_web_socket("**/*", network.websocket)
        if cookies := attempt.request.cookies:
            url = attempt.url
            await context.add_cookies(
                [{"name": n, "value": v, "url": url} for n, v in cookies.items()]
            )
        return context

    async def _load(self, context: BrowserContext, attempt: "_Attempt") -> tuple[int, bytes, str]:
        wait = self._settings.browser.wait
        attempt.phase = f"reach {wait}"
        page = await context.new_page()
        page.on("popup", _close_soon)
        navigations = _Navigations(page)
        await page.goto(attempt.url, wait_until=wait, timeout=0)
        # A script that navigates on (a redirect through JavaScript) is followed until the page
        # stays; one that never stops meets the deadline.
        while navigations.since_last_look():
            await page.wait_for_load_state(wait, timeout=0)
        if attempt.network.failure is not None:  # no document (a proxy failed): no selector
            raise attempt.network.failure
        if selector := attempt.request.wait_for:
            attempt.phase = "wait_for"
            await page.wait_for_selector(selector, state="attached", timeout=0)
        attempt.phase = "be read"
        return await self._read(page, attempt.network.document)

    async def _read(self, page: BrowserPage, document: Exchanged | None) -> tuple[int, bytes, str]:
        """The main document's status and the rendered DOM, judged like a fetched body."""
        if document is None:
            raise errors.RenderFailed("the navigation produced no response")
        status = document.status
        headers = {name.lower(): value for name, value in document.headers}
        if status < 400:  # what it says it is: a PDF or an image is no page, rendered or not
            require_page(headers.get("content-type", ""))
        limit = int(self._settings.max_body_bytes)
        if int(await page.evaluate(_DOM_LENGTH)) > limit:
            raise errors.BodyTooLarge(f"rendered DOM larger than {limit} bytes")
        body = (await page.content()).encode()
        if wall := botwall.recognise(status, headers, body):
            raise errors.Blocked(wall, status, headers.get("retry-after"))
        if not 200 <= status < 300:
            reason = HTTPStatus(status).phrase if status in _STATUSES else ""
            raise errors.HTTPStatusError(status, reason, headers.get("retry-after"))
        return status, body, HTML

    async def _close(self, context: BrowserContext) -> None:
        """Close the check's context; a browser that cannot is hung, and killed."""
        try:
            await asyncio.wait_for(context.close(), CLOSE_TIMEOUT)
        except TimeoutError:
            self._pool.hung()
        except Error:  # it died under us: the pool saw it disconnect
            pass


_MS = timedelta(milliseconds=1)
_STATUSES = frozenset(HTTPStatus)


@dataclass(kw_only=True)
class _Attempt:
    """One check's page: what it asks for, and how far it got."""

    url: str
    headers: dict[str, str]
    request: RequestOptions
    network: Network
    deadline: float
    phase: str = "open"

    def timed_out(self) -> errors.WorkFailed:
        if self.phase == "wait_for":
            return errors.RegionNotFound(
                f"wait_for {self.request.wait_for!r} did not appear within {self.deadline:g}s"
            )
        return errors.RenderFailed(f"the page did not {self.phase} within {self.deadline:g}s")


class _Navigations:
    """The main frame's navigations after the first (no other event is listened to: each
    kind listened to is one more message per request from Playwright's driver)."""

    def __init__(self, page: BrowserPage) -> None:
        self._page = page
        self._count = self._seen = 0
        page.on("framenavigated", self._navigated)

    def _navigated(self, frame: Frame) -> None:
        if frame == self._page.main_frame:
            self._count += 1

    def since_last_look(self) -> bool:
        """Whether the page navigated again since goto returned, or since the last look."""
        moved = self._count > max(self._seen, 1)
        self._seen = self._count
        return moved


def _close_soon(popup: BrowserPage) -> None:
    """A popup is closed as it opens; its requests went through the interception too."""
    task = asyncio.get_running_loop().create_task(popup.close())
    task.add_done_callback(lambda done: done.cancelled() or done.exception())


# Chromium's network errors for the main document, when the interception did not already
# know why (it does for every request it made): the class the plain path gives them.
_NET_ERRORS: Mapping[str, type[errors.FetchError]] = {
    "net::ERR_TOO_MANY_REDIRECTS": errors.TooManyRedirects,
    "net::ERR_BLOCKED_BY_CLIENT": errors.BlockedAddress,
    "net::ERR_INVALID_URL": errors.InvalidRequest,
    "net::ERR_UNSAFE_REDIRECT": errors.BlockedAddress,
    "net::ERR_UNSAFE_PORT": errors.BlockedAddress,
    "Download is starting": errors.UnsupportedContent,
    "net::ERR_ABORTED": errors.UnsupportedContent,
}


def _translate(error: Error) -> errors.FetchError:
    message = _first_line(error)
    for needle, kind in _NET_ERRORS.items():
        if needle in message:
            return kind(message)
    # A crashed tab ("Target crashed", "Page crashed"), a closed browser: worth another try.
    return errors.RenderFailed(message)


def _first_line(error: Error) -> str:
    return (error.message or type(error).__name__).strip().splitlines()[0][:300]
