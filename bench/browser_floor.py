"""The floor for ``render: browser``: a minimal Playwright script rendering the same pages,
at the same concurrency and wait rule, in the same Chromium: a new context and page per
page, goto, the DOM read. Prints the wall seconds of the whole process's work.

    python bench/browser_floor.py EXECUTABLE CONCURRENCY WAIT URL [URL ...]
"""

import asyncio
import sys
import time

from playwright.async_api import Browser, async_playwright

# Chromium's own traffic off, as the monitor's (none of it reaches the network here).
ARGS = [
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-gpu",
    "--disable-quic",
]


async def render(browser: Browser, url: str, wait: str) -> int:
    context = await browser.new_context()
    try:
        page = await context.new_page()
        await page.goto(url, wait_until=wait)  # type: ignore[arg-type]
        return len(await page.content())
    finally:
        await context.close()


async def main(executable: str, concurrency: int, wait: str, urls: list[str]) -> None:
    started = time.monotonic()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable, args=ARGS)
        slots = asyncio.Semaphore(concurrency)

        async def one(url: str) -> int:
            async with slots:
                return await render(browser, url, wait)

        sizes = await asyncio.gather(*(one(url) for url in urls))
        await browser.close()
    assert all(sizes)
    print(time.monotonic() - started)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]))
