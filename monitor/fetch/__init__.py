"""Getting a page, and every way it can fail.

``fetcher`` (one page with a total deadline, a size cap and per-host politeness),
``transport`` (httpx over aiohttp's pool, through proxies), ``guard`` (no request reaches a
non-public address), ``inflate`` (bounded decompression), ``botwall`` (a challenge page
told from the page) and ``browser`` (pages rendered by Chromium).
"""

__all__ = ["botwall", "browser", "fetcher", "guard", "inflate", "transport"]
