"""Render one page in the browser and read its DOM, within the target's ``render_timeout``.

A fresh browser context per check (no cookies, storage or cache carried over), service
workers, downloads and permissions off, popups closed as they open. The result is a
``Page`` like a fetched one: the main document's status and headers, and the rendered DOM
as the body, which goes through the same bot-wall recognition and extraction.
"""

import asyncio
import time
from collections.abc import Mapping
from datetime import timedelta

from playwright.async_api import Browser, BrowserContext, Error, Response
from playwright.async_api import Page as BrowserPage

from monitor import botwall, errors
from monitor.browser import chromium
from monitor.browser.network import Exchange, Network
from monitor.browser.pool import CLOSE_TIMEOUT, BrowserPool
from monitor.config import Settings
from monitor.fetch import Page, require_page
from monitor.logs import get_logger
from monitor.request import RequestOptions

log = get_logger()
HTML = "text/html; charset=utf-8"
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
        deadline = timeout_ms / 1000
        async with self._slots:
            started = time.monotonic()
            async with self._pool.browser() as browser:
                network = self.last_network = Network(exchange)
                context = await self._context(browser, url, headers, request, network)
                try:
                    page = await self._load(context, url, request, network, deadline)
                finally:
                    await self._close(context)
        status, body, content_type = page
        elapsed = round((time.monotonic() - started) * 1000)
        return Page(status, body, elapsed, content_type)

    async def _context(
        self,
        browser: Browser,
        url: str,
        headers: dict[str, str],
        request: RequestOptions,
        network: Network,
    ) -> BrowserContext:
        agent = next((v for k, v in headers.items() if k.lower() == "user-agent"), None)
        extra = {k: v for k, v in headers.items() if k.lower() not in ("user-agent", "cookie")}
        try:
            context = await browser.new_context(
                user_agent=agent or self._settings.user_agent,
                extra_http_headers=extra,
                service_workers="block",
                accept_downloads=False,
                permissions=[],
            )
            await context.route("**/*", network.route)
            await context.route_web_socket("**/*", network.websocket)
            if request.cookies:
                cookies = [{"name": n, "value": v, "url": url} for n, v in request.cookies.items()]
                await context.add_cookies(cookies)  # type: ignore[arg-type]
        except Error as error:
            self._pool.hung()  # a browser that cannot open a context is of no more use
            raise errors.RenderFailed(f"the browser failed: {_first_line(error)}") from None
        return context

    async def _load(
        self,
        context: BrowserContext,
        url: str,
        request: RequestOptions,
        network: Network,
        deadline: float,
    ) -> tuple[int, bytes, str]:
        phase = f"reach {self._settings.browser.wait}"
        try:
            async with asyncio.timeout(deadline):
                page = await context.new_page()
                page.on("popup", _close_soon)
                response = await page.goto(url, wait_until=self._settings.browser.wait, timeout=0)
                if request.wait_for:
                    phase = "wait_for"
                    await page.wait_for_selector(request.wait_for, state="attached", timeout=0)
                phase = "read the page"
                return await self._read(page, response)
        except TimeoutError:
            if phase == "wait_for":
                raise errors.RegionNotFound(
                    f"wait_for {request.wait_for!r} did not appear within {deadline:g}s"
                ) from None
            raise errors.RenderFailed(f"the page did not {phase} within {deadline:g}s") from None
        except Error as error:
            raise network.failure or _translate(error) from None

    async def _read(self, page: BrowserPage, response: Response | None) -> tuple[int, bytes, str]:
        """The main document's status and the rendered DOM, judged like a fetched body."""
        if response is None:
            raise errors.RenderFailed("the navigation produced no response")
        status, headers = response.status, await response.all_headers()
        if status < 400:  # what it says it is: a PDF or an image is no page, rendered or not
            require_page(headers.get("content-type", ""))
        limit = int(self._settings.max_body_bytes)
        if int(await page.evaluate(_DOM_LENGTH)) > limit:
            raise errors.BodyTooLarge(f"rendered DOM larger than {limit} bytes")
        body = (await page.content()).encode()
        if wall := botwall.recognise(status, headers, body):
            raise errors.Blocked(wall, status, headers.get("retry-after"))
        if not 200 <= status < 300:
            raise errors.HTTPStatusError(status, response.status_text, headers.get("retry-after"))
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
