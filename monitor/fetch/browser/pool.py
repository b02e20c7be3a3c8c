"""One browser per daemon: started at first use, restarted after ``max_pages_per_browser``
pages or when its memory is over ``max_memory`` (between pages: the pages it is rendering
finish first), killed and restarted when it hangs, and closed, every process of it, when the
daemon stops."""

import asyncio
import contextlib
import os
import secrets
import shutil
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from playwright.async_api import Browser, Error, Playwright, async_playwright

from monitor import errors
from monitor.config.model import BrowserSettings
from monitor.fetch.browser import chromium
from monitor.logs import get_logger

log = get_logger()
CLOSE_TIMEOUT = 5.0  # seconds a healthy browser takes to close, and then some
LAUNCH_TIMEOUT = 30.0
MEMORY_EVERY = 1.0


class _Generation:
    """One launched browser, and what decides when it is replaced."""

    def __init__(self, browser: Browser, processes: chromium.Processes) -> None:
        self.browser = browser
        self.processes = processes
        self.pages = 0
        self.in_flight = 0
        self.idle = asyncio.Event()
        self.idle.set()
        self.retire: str | None = None  # why it is to be replaced, once its pages are done
        self.measured = 0.0  # when its memory was last read (time.monotonic)
        browser.on("disconnected", lambda _: self._lost())

    def _lost(self) -> None:
        self.retire = self.retire or "disconnected"


class BrowserPool:
    def __init__(self, settings: BrowserSettings, executable: Path) -> None:
        self._settings = settings
        self._executable = executable
        self._playwright: Playwright | None = None
        self._current: _Generation | None = None
        self._lock = asyncio.Lock()
        self._launches = 0
        self._tag = f"{os.getpid()}-{secrets.token_hex(4)}-"
        self._profiles: Path | None = None  # where the driver makes its browsers' profiles

    @property
    def processes(self) -> chromium.Processes:
        """Every process of every browser this pool started."""
        return chromium.Processes(self._tag, f"{self._profiles}/")

    @asynccontextmanager
    async def browser(self) -> AsyncIterator[Browser]:
        """The browser to render one page in, counted as one of its pages."""
        generation = await self._acquire()
        generation.pages += 1
        generation.in_flight += 1
        generation.idle.clear()
        try:
            yield generation.browser
        finally:
            generation.in_flight -= 1
            self._judge(generation)
            if generation.in_flight == 0:
                generation.idle.set()

    def hung(self) -> None:
        """The browser did not answer in time: kill it now; the next page starts another."""
        generation = self._current
        if generation is not None:
            generation.retire = "hung"
            killed = chromium.kill(generation.processes)
            log.warning("browser.killed", reason="hung", processes=killed)

    async def _acquire(self) -> _Generation:
        async with self._lock:
            current = self._current
            if current is not None and current.retire is not None:
                await current.idle.wait()  # between pages: the ones it renders finish
                await self._close(current, current.retire)
                current = self._current = None
            if current is None:
                current = self._current = await self._launch()
            return current

    def _judge(self, generation: _Generation) -> None:
        if generation.retire is not None:
            return
        if generation.pages >= self._settings.max_pages_per_browser:
            generation.retire = "max_pages_per_browser"
        elif self._memory_due(generation) and self._over_memory(generation):
            generation.retire = "max_memory"

    def _over_memory(self, generation: _Generation) -> bool:
        return chromium.memory_bytes(generation.processes) > int(self._settings.max_memory)

    def _memory_due(self, generation: _Generation) -> bool:
        """Measured at most every MEMORY_EVERY seconds: reading every process's page tables
        costs a few milliseconds of the CPU the pages render on."""
        now = time.monotonic()
        if now - generation.measured < MEMORY_EVERY:
            return False
        generation.measured = now
        return True

    async def _launch(self) -> _Generation:
        try:
            return await self._launch_once()
        except errors.RenderFailed:
            # Playwright's driver may be what failed (it exits on an error it did not catch):
            # a new one, once.
            await self._stop_driver()
            return await self._launch_once()

    async def _stop_driver(self) -> None:
        if self._playwright is not None:
            with contextlib.suppress(Error, TimeoutError, OSError):
                await asyncio.wait_for(self._playwright.stop(), CLOSE_TIMEOUT)
            self._playwright = None

    async def _start_driver(self) -> Playwright:
        """Playwright's driver, making its browsers' profiles in a directory of this pool's:
        every Chromium process names its profile, so the directory tells them all apart."""
        tempfile.gettempdir()  # the daemon's own temporary directory, read (and kept) first
        if self._profiles is None:
            prefix = f"{chromium.PROFILES_PREFIX}{self._tag}"
            self._profiles = Path(tempfile.mkdtemp(prefix=prefix))
        saved = os.environ.get("TMPDIR")
        os.environ["TMPDIR"] = str(self._profiles)  # copied into the driver's environment
        try:
            return await async_playwright().start()
        finally:
            if saved is None:
                del os.environ["TMPDIR"]
            else:
                os.environ["TMPDIR"] = saved

    async def _launch_once(self) -> _Generation:
        if self._playwright is None:
            self._playwright = await self._start_driver()
        self._launches += 1
        tag = f"{self._tag}{self._launches}-"
        try:
            browser = await asyncio.wait_for(
                self._playwright.chromium.launch(
                    executable_path=self._executable,
                    args=list(chromium.ARGS),
                    env={**os.environ, chromium.TAG: tag},
                    # The daemon's signal handlers close the browser; Playwright's would kill it
                    # under the pages being given back.
                    handle_sigint=False,
                    handle_sigterm=False,
                    handle_sighup=False,
                    timeout=LAUNCH_TIMEOUT * 1000,
                ),
                LAUNCH_TIMEOUT + CLOSE_TIMEOUT,
            )
        except (Error, TimeoutError, OSError) as error:
            chromium.kill(chromium.Processes(tag, f"{self._profiles}/"))
            raise errors.RenderFailed(f"the browser did not start: {error}") from None
        log.info("browser.started", launch=self._launches, executable=str(self._executable))
        profile = chromium.profile_of(tag) or f"{self._profiles}/"
        return _Generation(browser, chromium.Processes(tag, profile))

    async def _close(self, generation: _Generation, reason: str) -> None:
        with contextlib.suppress(Error, TimeoutError):
            await asyncio.wait_for(generation.browser.close(), CLOSE_TIMEOUT)
        left = chromium.kill(generation.processes)  # a hung or crashed one leaves some
        log.info(
            "browser.restarted" if reason != "stop" else "browser.closed",
            reason=reason,
            pages=generation.pages,
            killed=left,
        )

    async def aclose(self) -> None:
        """Close the browser and stop Playwright's driver: no process of either is left."""
        async with self._lock:
            if self._current is not None:
                await self._close(self._current, "stop")
                self._current = None
            await self._stop_driver()
        if self._profiles is not None:
            chromium.kill(self.processes)
            shutil.rmtree(self._profiles, ignore_errors=True)
